"""Whole games through the real discord.py client and the Discord stand-in."""

from __future__ import annotations

import asyncio
import json
import random
import re

import yarl
from discord.gateway import DiscordWebSocket
from discord.http import Route

from bot.app import SamarkandBot
from bot.config import Config
from bot.discord_run import sync
from bot.engine import Discard, Expand, Marry, SaleDecision, awaiting, legal_actions, state_from_json
from bot.scheduler import Scheduler
from tests.contract.fake_discord import CHANNEL_ID, Captured, FakeDiscord

ANN, BOB, CYD = ("100000000000000011", "Ann"), ("100000000000000012", "Bob"), ("100000000000000013", "Cyd")
USERS = {u[0]: u for u in (ANN, BOB, CYD)}
PRIVATE_CARD = re.compile(r"\(\d+, [A-P]\d\)")  # how a card in a hand is named: Silk (31, P3)
PRIVATE_WORDS = ("You drew", "You kept", "You hold", "You discarded")


def public_requests(fake: FakeDiscord) -> list[Captured]:
    dms = set(fake.dm_channels.values())
    out = []
    for r in fake.requests:
        if r.method != "POST" or r.body is None or r.ephemeral:
            continue
        if r.path.startswith("/channels/") and r.path.split("/")[2] in dms:
            continue
        if r.path.startswith(("/channels/", "/webhooks/", "/interactions/")):
            out.append(r)
    return out


def assert_no_secret_in_public(fake: FakeDiscord) -> None:
    for r in public_requests(fake):
        text = json.dumps(r.body, ensure_ascii=False)
        assert not PRIVATE_CARD.search(text), text[:500]
        assert not any(word in text for word in PRIVATE_WORDS), text[:500]


async def open_game(fake: FakeDiscord) -> None:
    await fake.interact(fake.command(ANN, "new"))
    await fake.interact(fake.command(BOB, "join"))
    message, custom_id = fake.find("sk:j:")
    await fake.interact(fake.click(CYD, message, custom_id))
    sent = await fake.interact(fake.command(ANN, "start"))
    assert any("The game begins! Seat order:" in (r.body or {}).get("content", "") for r in sent)


async def current(bot: SamarkandBot):
    row = await bot.service.store.latest_game(CHANNEL_ID)
    return row, state_from_json(row.state)


def content_of(sent: list[Captured]) -> str:
    return "\n".join(json.dumps(r.body) for r in sent if r.body)


async def by_command(fake: FakeDiscord, bot: SamarkandBot, user, action) -> list[Captured]:
    board = bot.service.board
    match action:
        case Marry(family):
            return await fake.interact(fake.command(user, "marry", {"family": board.families[family].name}))
        case Expand(family, spaces):
            options = {"family": board.families[family].name, "space": board.spaces[spaces[0]].label}
            if len(spaces) == 2:
                options["space2"] = board.spaces[spaces[1]].label
            return await fake.interact(fake.command(user, "expand", options))
        case Discard(cards):
            options = {"cards": ", ".join(str(c) for c in cards)} if cards else {}
            return await fake.interact(fake.command(user, "discard", options))
        case SaleDecision(card, sell):
            return await fake.interact(fake.command(user, "sell" if sell else "keep", {"card": str(card)}))
    raise AssertionError(action)


async def by_buttons(fake: FakeDiscord, bot: SamarkandBot, user, action, game: int, version: int) -> list[Captured]:
    """The same action through the turn message's buttons, menus and confirmations."""
    sent: list[Captured] = []
    match action:
        case Marry(family):
            message, custom_id = fake.find(f"sk:t:{game}:{version}:marry", CHANNEL_ID)
            sent += await fake.interact(fake.click(user, message, custom_id))
            message, custom_id = fake.find(f"sk:m:{game}:{version}")
            sent += await fake.interact(fake.click(user, message, custom_id, [str(family)]))
        case Expand(family, spaces):
            message, custom_id = fake.find(f"sk:t:{game}:{version}:expand", CHANNEL_ID)
            sent += await fake.interact(fake.click(user, message, custom_id))
            message, custom_id = fake.find(f"sk:ef:{game}:{version}")
            sent += await fake.interact(fake.click(user, message, custom_id, [str(family)]))
            message, custom_id = fake.find(f"sk:es:{game}:{version}:{family}")
            sent += await fake.interact(fake.click(user, message, custom_id, [str(s) for s in spaces]))
        case Discard(cards):
            if cards:
                message, custom_id = fake.find(f"sk:d:{game}")
                return await fake.interact(fake.click(user, message, custom_id, [str(c) for c in cards]))
            message, custom_id = fake.find(f"sk:dk:{game}")
            return await fake.interact(fake.click(user, message, custom_id))
        case SaleDecision(card, sell):
            message, custom_id = fake.find(f"sk:s:{game}:{card}:{int(sell)}")
            return await fake.interact(fake.click(user, message, custom_id))
    message, custom_id = fake.find(f"sk:ok:{game}:{version}:")
    return sent + await fake.interact(fake.click(user, message, custom_id))


async def test_a_whole_three_player_game_from_lobby_to_scores(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    rng = random.Random(7)
    for _ in range(3000):
        row, state = await current(bot)
        if state.over:
            break
        decision = awaiting(state)[0]
        user = USERS[row.seats[decision.player]["user"]]
        action = rng.choice(legal_actions(state, decision.player))
        buttons = rng.random() < 0.5 and not (isinstance(action, Discard) and not action.cards and
                                              state.pending[0].least > 0)
        if buttons:
            sent = await by_buttons(fake, bot, user, action, row.id, row.version)
        else:
            sent = await by_command(fake, bot, user, action)
        assert "⚠️" not in content_of(sent), content_of(sent)[:800]
        after, _ = await current(bot)
        assert after.version > row.version
    row, state = await current(bot)
    assert state.over and row.status == "over"
    final = [r for r in public_requests(fake) if r.path == f"/channels/{CHANNEL_ID}/messages"][-1]
    fields = [f["name"] for f in final.body["embeds"][0]["fields"]]
    assert "Final scores" in fields and "Game over:" in final.body["content"]
    assert re.fullmatch(r"samarkand-turn-\d+\.png", final.files[0])
    assert final.body["embeds"][0]["image"]["url"] == f"attachment://{final.files[0]}"
    turn_messages = [r for r in public_requests(fake) if r.path == f"/channels/{CHANNEL_ID}/messages" and r.files]
    assert len(turn_messages) > 50, "every turn message carries the board image"
    assert any(r.path.startswith("/channels/") and r.path.split("/")[2] in fake.dm_channels.values()
               for r in fake.requests), "sale offers to other players arrive by DM"
    assert_no_secret_in_public(fake)


async def test_autocomplete_offers_only_legal_choices(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    user = USERS[row.seats[state.active]["user"]]
    sent = await fake.interact(fake.command(user, "marry", {"family": "le"}, focused="family"))
    choices = sent[-1].body["data"]["choices"]
    assert sent[-1].body["type"] == 8 and [c["value"] for c in choices] == ["Levant"]
    for family in ("Tigris", "Levant", "Sindh"):  # a marriage each; then it is the first player's turn again
        row, state = await current(bot)
        await fake.interact(fake.command(USERS[row.seats[state.active]["user"]], "marry", {"family": family}))
        await fake.interact(fake.command(USERS[row.seats[state.active]["user"]], "discard"))
    row, state = await current(bot)
    assert USERS[row.seats[state.active]["user"]] == user
    other = USERS[row.seats[(state.active + 1) % 3]["user"]]
    sent = await fake.interact(fake.command(other, "expand", {"family": "Tigris", "space": ""}, focused="space"))
    assert sent[-1].body["data"]["choices"] == []  # not their turn, and not married into Tigris
    sent = await fake.interact(fake.command(user, "expand", {"family": "Tigris", "space": ""}, focused="space"))
    labels = {c["value"] for c in sent[-1].body["data"]["choices"]}
    assert labels == {"D6", "D7", "E6", "F6"}
    assert any("Frankincense (8)" in c["name"] for c in sent[-1].body["data"]["choices"])
    options = {"family": "Tigris", "space": "D7", "space2": ""}
    sent = await fake.interact(fake.command(user, "expand", options, focused="space2"))
    partners = {c["value"] for c in sent[-1].body["data"]["choices"]}
    assert {"C7", "D6", "E6", "F6"} <= partners and "D7" not in partners and "B7" not in partners
    row, state = await current(bot)
    hand = state.players[state.active].hand
    sent = await fake.interact(fake.command(user, "order", {"card": "", "order": "sell"}, focused="card"))
    assert [int(c["value"]) for c in sent[-1].body["data"]["choices"]] == hand
    name = bot.service.board.goods[hand[0]].name
    sent = await fake.interact(fake.command(user, "order", {"card": name[:3], "order": "sell"}, focused="card"))
    assert str(hand[0]) in [c["value"] for c in sent[-1].body["data"]["choices"]]


async def test_errors_and_stale_buttons_answer_privately(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    active = USERS[row.seats[state.active]["user"]]
    idle = USERS[row.seats[(state.active + 1) % 3]["user"]]
    sent = await fake.interact(fake.command(idle, "marry", {"family": "Levant"}))
    assert sent[-1].ephemeral and "R3.1: it is" in sent[-1].body["content"]
    sent = await fake.interact(fake.command(active, "expand", {"family": "Atlantean", "space": "E7"}))
    assert "no family called 'Atlantean'" in sent[-1].body["content"]
    old_message, old_button = fake.find(f"sk:t:{row.id}:{row.version}:marry", CHANNEL_ID)
    await fake.interact(fake.command(active, "marry", {"family": "Levant"}))
    sent = await fake.interact(fake.click(active, old_message, old_button))
    assert sent[-1].ephemeral and "out of date" in sent[-1].body["content"]
    sent = await fake.interact(fake.command(active, "new"))
    assert "already has a game in play" in sent[-1].body["content"]
    await fake.interact(fake.command(ANN, "abort", admin=True))
    sent = await fake.interact(fake.click(active, old_message, old_button))
    assert "no longer in play" in sent[-1].body["content"]
    assert all(r.ephemeral for r in sent if r.path.startswith(("/webhooks", "/interactions")))


async def test_buttons_keep_working_after_a_restart(discord_env, tmp_path):
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    user = USERS[row.seats[state.active]["user"]]
    await fake.interact(fake.command(user, "marry", {"family": "Tigris"}))
    message, keep_all = fake.find(f"sk:dk:{row.id}")
    db_path = bot.db_path
    await bot.close()
    fresh = SamarkandBot(db_path, start_scheduler=False, guild_ready_timeout=0)
    runner = asyncio.create_task(fresh.start("fake-token"))
    try:
        await asyncio.wait_for(fresh.wait_until_ready(), 30)
        sent = await fake.interact(fake.click(user, message, keep_all))
        assert "⚠️" not in content_of(sent)
        after, state = await current(fresh)
        assert after.version == row.version + 2 and not state.pending
    finally:
        await fresh.close()
        await asyncio.gather(runner, return_exceptions=True)


async def test_the_scheduler_reminds_and_times_out_in_the_channel(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    waiting = row.seats[state.active]["user"]
    await bot.service.store.db.execute("UPDATE games SET waiting_since = waiting_since - 7 * 3600")
    scheduler = Scheduler(bot.service, bot.publisher.publish)
    assert await scheduler.run_once() == 1
    reminder = [r for r in public_requests(fake) if r.path.startswith("/channels/")][-1]
    assert f"<@{waiting}>" in reminder.body["content"] and "Reminder" in reminder.body["content"]
    await bot.service.store.db.execute("UPDATE games SET waiting_since = waiting_since - 24 * 3600")
    assert await scheduler.run_once() == 1
    timeout = [r for r in public_requests(fake) if r.path.startswith("/channels/")][-1]
    assert "Time is up" in timeout.body["content"]
    assert_no_secret_in_public(fake)


async def test_sync_registers_valid_commands(spec, tmp_path, monkeypatch):
    from tests.contract.conftest import invalid_requests

    fake = FakeDiscord()
    port = await fake.start()
    monkeypatch.setattr(Route, "BASE", f"http://127.0.0.1:{port}/api/v10")
    monkeypatch.setattr(DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(f"ws://127.0.0.1:{port}/gateway"))
    config = Config(token="fake-token", db_path=str(tmp_path / "db.sqlite3"), dev_guild=None, tick_seconds=60)
    assert await sync(config, None) == 0
    assert await sync(config, 123456789012345678) == 0
    puts = [r for r in fake.requests if r.method == "PUT"]
    assert [r.path.split("/")[-3] if "guilds" in r.path else "global" for r in puts] == ["global", "guilds"]
    names = {c["name"] for c in puts[0].body}
    assert {"new", "join", "start", "marry", "expand", "discard", "sell", "keep", "hand", "board", "log",
            "rules", "help"} <= names
    await fake.stop()
    assert invalid_requests(fake, spec) == []


async def test_a_game_can_open_in_its_own_thread(discord_env):
    fake, _bot = discord_env
    sent = await fake.interact(fake.command(ANN, "new", {"thread": True}))
    thread_calls = [r for r in sent if r.path == f"/channels/{CHANNEL_ID}/threads"]
    assert len(thread_calls) == 1 and thread_calls[0].body["type"] == 11
    thread = next(r.path.split("/")[2] for r in sent if r.path.endswith("/messages"))
    assert thread != CHANNEL_ID and f"<#{thread}>" in sent[-1].body["content"]
    sent = await fake.interact(fake.command(BOB, "join", channel=thread))
    assert "You joined the game" in sent[-1].body["content"]
    sent = await fake.interact(fake.command(CYD, "join"))  # the parent channel has no game
    assert "no game in this channel" in sent[-1].body["content"]


async def test_rules_log_and_board_answer_privately(discord_env):
    fake, _ = discord_env
    await open_game(fake)
    sent = await fake.interact(fake.command(BOB, "rules"))
    assert sent[-1].ephemeral and "Expand (R5)" in sent[-1].body["content"]
    sent = await fake.interact(fake.command(BOB, "log"))
    assert "Turn 1:" in sent[-1].body["content"]
    sent = await fake.interact(fake.command(BOB, "board"))
    assert sent[-1].ephemeral and sent[-1].files and sent[-1].files[0].startswith("samarkand-turn-")
