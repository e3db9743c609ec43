"""Whole games through the real discord.py client and the Discord stand-in."""

from __future__ import annotations

import asyncio
import copy
import json
import random
import re
import sqlite3
from collections import defaultdict

import pytest

from bot.engine import Discard, Expand, Marry, awaiting, legal_actions, open_offers
from bot.games.samarkand.turn_options import options_of
from bot.ops.config import Config
from bot.runtime.discord_run import sync
from bot.store import GameStatus
from bot.words.i18n import text
from cogs import play_commands
from cogs.samarkand_side import help_message
from tests.contract.conftest import invalid_requests, point_at, started_bot, stopped
from tests.support.discord_players import (
    ANN,
    BOB,
    CYD,
    USERS,
    assert_no_secret_in_public,
    by_buttons,
    by_command,
    content_of,
    current,
    open_game,
    public_requests,
    turn_messages,
)
from tests.support.openapi_check import command_name_problems
from tests.support.saved_databases import SAVED
from tests.support.standin import CHANNEL_ID, GUILD_ID, FakeDiscord

# Taps from the public ping, and the most private messages, per kind of turn (issue 11)
BUDGET = {"marry": 3, "marry+discard": 4, "expand 1": 3, "expand 2": 4, "sale": 1}
PRIVATE_MESSAGES = {"marry": 1, "marry+discard": 1, "expand 1": 1, "expand 2": 1, "sale": 0}


def kind_of(action) -> str:
    match action:
        case Marry():
            return "marry"
        case Expand(_, spaces):
            return f"expand {len(spaces)}"
        case Discard():
            return "discard"
    return "sale"


def mover(state, rng: random.Random) -> int:
    """Whoever acts next: now and then a holder answers a sale offer off their turn."""
    holders = [d.player for d in open_offers(state)]
    return rng.choice(holders) if holders and rng.random() < 0.5 else awaiting(state)[0].player


def private_messages(sent, user: str, fake: FakeDiscord) -> int:
    """New private messages to ``user``: follow-ups to their interactions and DMs to them
    (edits of a message do not count)."""
    dm = fake.dm_channels.get(user)
    return sum(1 for r in sent if r.method == "POST" and (r.path.startswith("/webhooks/")
                                                          or r.path == f"/channels/{dm}/messages"))


@pytest.mark.slow
async def test_a_whole_three_player_game_by_commands_and_by_the_panel(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    rng = random.Random(7)
    turns_seen = set()
    for _ in range(3000):
        row, state = await current(bot)
        if state.over:
            break
        turns_seen.add(state.turn)
        seat = mover(state, rng)
        user = USERS[row.seats[seat].user]
        action = rng.choice(legal_actions(state, seat))
        if rng.random() < 0.5:
            panel = await by_buttons(fake, bot, user, action, options_of(state, seat).singles)
            sent = panel.sent
            if kind_of(action).startswith("expand"):  # the panel carries the private map of numbered targets
                assert any("samarkand-your-targets.png" in r.files for r in sent)
        else:
            sent = await by_command(fake, bot, user, action)
        assert "⚠️" not in content_of(sent), content_of(sent)[:800]
        after, _ = await current(bot)
        assert after.version > row.version
    row, state = await current(bot)
    assert state.over and row.status is GameStatus.OVER
    posted = turn_messages(fake)
    final = posted[-1]
    fields = [f["name"] for f in final.body["embeds"][0]["fields"]]
    assert "Final scores" in fields and "Game over:" in final.body["content"]
    assert final.body["embeds"][0]["image"]["url"] == f"attachment://{final.files[0]}"
    assert len(posted) == len(turns_seen) + 1, "one turn message per turn, and one at the end"
    assert sum(r.method == "PATCH" and "components" in r.body for r in public_requests(fake)) >= len(posted) - 1
    assert any(r.path.startswith("/channels/") and r.path.split("/")[2] in fake.dm_channels.values()
               for r in fake.requests), "sale offers to their holders arrive by DM"
    assert_no_secret_in_public(fake)


@pytest.mark.slow
@pytest.mark.rule("R6.5")
async def test_a_whole_game_with_sales_at_once_says_what_it_reveals_and_waits_for_each_answer(discord_env):
    fake, bot = discord_env
    chosen = await open_game(fake, sales="at_once")
    warning = "a wait after a camel reaches a goods space shows that someone holds that card"
    reply = [r for r in chosen if r.path.startswith("/webhooks/")]
    assert warning in content_of(reply) and all(r.ephemeral for r in reply)  # /settings says it
    told = [r for r in public_requests(fake) if r.path == f"/channels/{CHANNEL_ID}/messages"]
    assert any("The host chose sales: at once." in content_of([r]) and warning in content_of([r]) for r in told)
    assert any("Sales: at once" in content_of([r]) for r in turn_messages(fake))  # and the game's first message
    sent = await fake.interact(fake.command(ANN, "settings", {"sales": "private"}))
    assert "The sale timing is chosen in the lobby" in content_of(sent)
    rng = random.Random(5)
    waited = 0
    for _ in range(3000):
        row, state = await current(bot)
        if state.over:
            break
        assert not open_offers(state)
        waited += any(d.kind == "sale" for d in state.pending)
        seat = mover(state, rng)
        user, action = USERS[row.seats[seat].user], rng.choice(legal_actions(state, seat))
        if rng.random() < 0.5:
            sent = (await by_buttons(fake, bot, user, action, options_of(state, seat).singles)).sent
        else:
            sent = await by_command(fake, bot, user, action)
        assert "⚠️" not in content_of(sent), content_of(sent)[:800]
    row, state = await current(bot)
    assert state.over and state.sales_at_once and row.settings.sales == "at_once" and waited
    assert_no_secret_in_public(fake)


async def test_a_table_that_evens_its_seats_says_so_and_deals_the_later_seats_more(discord_env):
    fake, bot = discord_env
    schedule = bot.service.board.evened_seats[3]  # the shipped board has a schedule for every size
    chosen = await open_game(fake, seats="evened")
    reply = content_of([r for r in chosen if r.path.startswith("/webhooks/")])
    assert "seats: evened (later seats start with more Dirham), sales:" in reply
    assert "Evened seats: this board has a schedule measured to even out every table size (2 to 5 players)." in reply
    row, state = await current(bot)
    assert [p.money for p in state.players] == [bot.service.board.rules.starting_money + m for m in schedule]
    first = content_of(turn_messages(fake))
    for seat, extra in zip(row.seats, schedule, strict=True):
        assert (f"{seat.name} starts with {extra} Dirham more" in first) == (extra > 0)
    sent = await fake.interact(fake.command(ANN, "settings", {"seats": "rules"}))
    assert "Whether later seats start with more Dirham is chosen in the lobby" in content_of(sent)
    assert (await current(bot))[0].settings.seat_money == schedule


async def test_a_setting_changed_in_the_lobby_is_told_in_the_channel(discord_env):
    """``/settings seats:evened`` in the lobby posted nothing while other changes were told: those
    joining could not see, until /start, that later seats start with more Dirham. The same values
    again are no news."""
    fake, _ = discord_env
    await fake.interact(fake.command(ANN, "new"))

    def told(since: int) -> list[str]:
        return [r.body.get("content", "") for r in public_requests(fake)[since:]
                if r.method == "POST" and r.path == f"/channels/{CHANNEL_ID}/messages"]
    before = len(public_requests(fake))
    await fake.interact(fake.command(ANN, "settings", {"seats": "evened"}))
    assert told(before) == ["The host chose seats: evened (later seats start with more Dirham). Evened seats: this "
                            "board has a schedule measured to even out every table size (2 to 5 players)."]
    before = len(public_requests(fake))
    await fake.interact(fake.command(ANN, "settings", {"seats": "evened"}))  # as it is
    assert told(before) == []
    await fake.interact(fake.command(ANN, "settings", {"seats": "rules"}))  # back: those who read the first hear it
    assert told(before) == ["The host chose seats: as the rules (the same money for every seat)."]


def fewest_discards(actions: list) -> list:
    """Keeping as many cards as allowed fills hands to the limit, after which a marriage
    draws nothing and has no discard (R4.5): so whole games meet both kinds."""
    discards = [a for a in actions if isinstance(a, Discard)]
    least = min(len(a.cards) for a in discards)
    return [a for a in discards if len(a.cards) == least]


@pytest.mark.slow
async def test_whole_games_by_buttons_alone_keep_the_tap_budget(discord_env):
    """Issue 11: every kind of turn from the public ping by the panel's buttons and menus
    (and the DM's Sell/Keep), counting taps and new private messages."""
    fake, bot = discord_env
    seen: dict[str, list[tuple[int, int]]] = defaultdict(list)
    rng = random.Random(11)
    for _game in range(2):
        await open_game(fake)
        for _ in range(3000):
            row, state = await current(bot)
            if state.over:
                break
            seat = mover(state, rng)
            user = USERS[row.seats[seat].user]
            actions = legal_actions(state, seat)
            marriages = [a for a in actions if isinstance(a, Marry)]
            action = rng.choice(marriages if marriages and rng.random() < 0.5 else actions)
            panel = await by_buttons(fake, bot, user, action, options_of(state, seat).singles)
            kind, taps, posted = kind_of(action), panel.taps, private_messages(panel.sent, user[0], fake)
            after, state = await current(bot)
            assert after.version > row.version and "⚠️" not in content_of(panel.sent), content_of(panel.sent)[:800]
            if any(d.kind == "discard" and d.player == seat for d in state.pending):
                discard = await by_buttons(fake, bot, user, rng.choice(fewest_discards(legal_actions(state, seat))),
                                           {})
                kind, taps = "marry+discard", taps + discard.taps
                posted += private_messages(discard.sent, user[0], fake)
            seen[kind].append((taps, posted))
        assert (await current(bot))[1].over
    assert set(seen) == set(BUDGET), {kind: len(turns) for kind, turns in seen.items()}
    for kind, turns in seen.items():
        assert max(taps for taps, _ in turns) <= BUDGET[kind], (kind, turns)
        assert {posted for _, posted in turns} == {PRIVATE_MESSAGES[kind]}, (kind, turns)
    assert_no_secret_in_public(fake)


async def test_autocomplete_offers_only_legal_choices(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    user = USERS[row.seats[state.active].user]
    sent = await fake.interact(fake.command(user, "marry", {"family": "le"}, focused="family"))
    choices = sent[-1].body["data"]["choices"]
    assert sent[-1].body["type"] == 8 and [c["value"] for c in choices] == ["Levant"]
    for family in ("Tigris", "Levant", "Sindh"):  # a marriage each; then it is the first player's turn again
        row, state = await current(bot)
        await fake.interact(fake.command(USERS[row.seats[state.active].user], "marry", {"family": family}))
        await fake.interact(fake.command(USERS[row.seats[state.active].user], "discard"))
    row, state = await current(bot)
    assert USERS[row.seats[state.active].user] == user
    other = USERS[row.seats[(state.active + 1) % 3].user]
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


async def test_errors_and_stale_buttons_answer_privately(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    active = USERS[row.seats[state.active].user]
    idle = USERS[row.seats[(state.active + 1) % 3].user]
    sent = await fake.interact(fake.command(idle, "marry", {"family": "Levant"}))
    assert sent[-1].ephemeral and "R3.1: it is" in sent[-1].body["content"]
    sent = await fake.interact(fake.command(active, "expand", {"family": "Atlantean", "space": "E7"}))
    assert "no family called 'Atlantean'" in sent[-1].body["content"]
    old_message, old_button = fake.find(f"sk:play:{row.id}:{state.turn}", CHANNEL_ID)
    as_shown = copy.deepcopy(old_message)  # a client that still shows the old buttons
    sent = await fake.interact(fake.click(idle, old_message, old_button))
    assert "not your turn: the table waits for" in content_of(sent)
    await fake.interact(fake.command(active, "marry", {"family": "Levant"}))
    await fake.interact(fake.command(active, "discard"))
    assert old_message["components"] == []  # the old turn message lost its buttons
    old_message = as_shown
    sent = await fake.interact(fake.click(active, old_message, old_button))
    assert "out of date" in content_of(sent)
    sent = await fake.interact(fake.command(active, "new"))
    assert "already has a game in play" in sent[-1].body["content"]
    await fake.interact(fake.command(ANN, "abort", admin=True))
    sent = await fake.interact(fake.click(active, old_message, old_button))
    assert "no longer in play" in content_of(sent)
    assert all(r.ephemeral or r.path.startswith("/webhooks") for r in sent
               if r.path.startswith(("/webhooks", "/interactions")))


async def test_buttons_keep_working_after_a_restart(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    user = USERS[row.seats[state.active].user]
    await fake.interact(fake.command(user, "marry", {"family": "Tigris"}))
    await fake.interact(fake.command(user, "hand"))
    message, keep_all = fake.find(f"sk:dk:{row.id}")
    db_path = bot.db_path
    await bot.close()
    fresh, runner = await started_bot(db_path)
    try:
        sent = await fake.interact(fake.click(user, message, keep_all))
        assert "⚠️" not in content_of(sent)
        after, state = await current(fresh)
        assert after.version == row.version + 2 and not state.pending
    finally:
        await stopped(fresh, runner)


async def test_reminders_are_short_pings_and_time_outs_are_played_as_steps(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    waiting = row.seats[state.active].user
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 7 * 3600")
    before = len(fake.requests)
    assert await bot.scheduler.run_once() == 1
    [reminder] = [r for r in fake.requests[before:] if r.method == "POST" and r.path.endswith("/messages")]
    text = reminder.body["content"]
    assert f"<@{waiting}>" in text and "waiting for you" in text and "<t:" in text and not reminder.files
    assert f"/channels/{row.guild_id}/{CHANNEL_ID}/{row.turn_message}" in text  # a link to the turn message
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 24 * 3600")
    await bot.scheduler.run_once()
    assert await bot.driver.run_once() >= 1
    while await bot.driver.run_once():
        pass
    assert any("Time is up" in r.body["content"] for r in turn_messages(fake))
    assert_no_secret_in_public(fake)


async def test_sync_registers_valid_guild_only_commands(spec, tmp_path, monkeypatch):
    fake = FakeDiscord()
    await fake.start()
    point_at(monkeypatch, fake)
    config = Config(token="fake-token", db_path=str(tmp_path / "db.sqlite3"), dev_guild=None, tick_seconds=60)
    assert await sync(config, None) == 0
    assert await sync(config, 123456789012345678) == 0
    puts = [r for r in fake.requests if r.method == "PUT"]
    assert [r.path.split("/")[-3] if "guilds" in r.path else "global" for r in puts] == ["global", "guilds", "global"]
    listed = fake.commands_listed("123456789012345678")
    assert len(listed) == len(set(listed)) == len(puts[0].body)  # the development server lists each command once
    names = {c["name"] for c in puts[0].body}
    assert {"new", "join", "start", "marry", "expand", "discard", "sell", "keep", "hand", "board", "log",
            "rules", "help", "games"} <= names
    assert all(c["contexts"] == [0] and c["dm_permission"] is False for c in puts[0].body)
    assert all(c["integration_types"] == [0] for c in puts[0].body)  # installed by a server, never by a user
    german = {c["name"]: c["name_localizations"]["de"] for c in puts[0].body}
    assert german["marry"] == "heiraten" and german["expand"] == "verlängern" and german["board"] == "spielplan"
    assert len(set(german.values())) == len(german)
    for language, local in (("en", {name: name for name in names}), ("de", german)):  # /help names every other command
        helped = text(language)(help_message(at_once=False))
        assert [name for name in sorted(names - {"help"}) if not re.search(rf"/{local[name]}\b", helped)] == []
    for command in puts[0].body:
        assert set(command["description_localizations"]) == {"de"} and command["description"]
        for option in command.get("options") or []:
            assert option["name_localizations"]["de"] and option["description_localizations"]["de"]
            assert all(choice["name_localizations"]["de"] for choice in option.get("choices") or []
                       if choice["value"] not in ("en", "de"))
            # English readers see the catalogue's words, never a raw value ("greedy", where every
            # message says "casual")
            assert all(choice["name"] == text()(f"choice.{choice['value']}") for choice in option.get("choices") or []
                       if choice["value"] not in ("en", "de"))
    levels = {c["name"]: c["value"] for o in next(c for c in puts[0].body if c["name"] == "addcpu")["options"]
              for c in o.get("choices") or []}
    assert levels == {"beginner: random moves": "random", "casual: looks one move ahead": "greedy",
                      "strong: searches a few turns ahead": "search",
                      text()("choice.expert"): "expert"}
    assert text()("choice.expert").startswith("expert: ")
    await fake.stop()
    assert invalid_requests(fake, spec) == []
    assert command_name_problems({"name": "neu", "name_localizations": {"de": "Heiraten", "xx": "neu"}}) == [
        "command name 'Heiraten' breaks ^[-_\\p{L}\\p{N}]{1,32}$ (lowercase)", "unknown locale 'xx'"]


async def test_a_game_can_open_in_its_own_thread(discord_env):
    fake, _bot = discord_env
    sent = await fake.interact(fake.command(ANN, "new", {"thread": True}))
    [thread_call] = [r for r in sent if r.path == f"/channels/{CHANNEL_ID}/threads"]
    assert thread_call.body["type"] == 11 and thread_call.body["auto_archive_duration"] == 10080
    thread = next(r.path.split("/")[2] for r in sent if r.path.endswith("/messages"))
    assert thread != CHANNEL_ID and f"<#{thread}>" in content_of(sent)
    sent = await fake.interact(fake.command(BOB, "join", channel=thread))
    assert "You joined the game" in content_of(sent)
    sent = await fake.interact(fake.command(CYD, "join"))  # the parent channel has no game
    assert "no game in this channel" in content_of(sent)


async def test_rules_log_board_and_games_answer_privately(discord_env):
    fake, _ = discord_env
    await open_game(fake)
    sent = await fake.interact(fake.command(BOB, "rules"))
    assert sent[-1].ephemeral and "Expand (R5)" in content_of(sent[-1:])
    sent = await fake.interact(fake.command(BOB, "log"))
    assert "Turn 1:" in sent[-1].body["content"]
    sent = await fake.interact(fake.command(BOB, "board"))
    assert sent[-1].ephemeral and sent[-1].files and sent[-1].files[0].startswith("samarkand-turn-")
    sent = await fake.interact(fake.command(BOB, "games"))
    [line] = sent[-1].body["content"].splitlines()
    assert line.startswith("• ") and f"/channels/{GUILD_ID}/{CHANNEL_ID}/" in line


async def test_board_half_answers_with_one_half_of_the_map_for_a_phone(discord_env):
    fake, _ = discord_env
    await open_game(fake)
    sent = await fake.interact(fake.command(BOB, "board", {"half": "west"}))
    assert sent[-1].ephemeral and sent[-1].files == ["samarkand-turn-1-west.png"]
    assert sent[-1].body["embeds"]  # the panels' figures, as text
    sent = await fake.interact(fake.command(BOB, "board", {"half": "east", "turn": 0}))
    assert sent[-1].files == ["samarkand-after-turn-0-east.png"]


async def test_many_interactions_at_once_each_get_one_answer(discord_env):
    fake, _ = discord_env
    await open_game(fake)
    payloads = [fake.command(user, "hand") for user in (ANN, BOB, CYD) for _ in range(3)]
    await asyncio.gather(*(fake.interact(p) for p in payloads))
    assert [fake.answers[p["token"]] for p in payloads] == [1] * len(payloads)


async def test_settings_and_start_answer_in_games_saved_by_the_first_version(spec, tmp_path, monkeypatch):
    """A database of the first version (tests/data/store-v2-format1.sql), migrated on start:
    /settings in its game in play (which keeps the first sale ruling: sales at once) and
    /start of its lobby work."""
    fake = FakeDiscord()
    await fake.start()
    point_at(monkeypatch, fake)
    thread = fake.thread()
    path = tmp_path / "old.sqlite3"
    users = {"u0": ANN[0], "u1": BOB[0], "u2": CYD[0]}
    with sqlite3.connect(path) as db:
        db.executescript(SAVED.read_text(encoding="utf-8"))
        for game, seats in db.execute("SELECT id, seats FROM games").fetchall():
            mapped = [{**s, "user": users[s["user"]]} for s in json.loads(seats)]
            db.execute("UPDATE games SET seats = ?, host_id = ? WHERE id = ?", (json.dumps(mapped), ANN[0], game))
        db.execute("UPDATE games SET channel_id = ? WHERE channel_id = 'chan-lobby'", (CHANNEL_ID,))
        db.execute("UPDATE games SET channel_id = ? WHERE channel_id = 'chan-open'", (thread,))
    bot, runner = await started_bot(str(path))
    try:
        sent = await fake.interact(fake.command(ANN, "settings", {"turn_hours": 12}, channel=thread))
        assert "12 hours per decision" in content_of(sent) and "sales: at once, language: English" in content_of(sent)
        sent = await fake.interact(fake.command(ANN, "start"))
        assert "⚠️" not in content_of(sent) and (await current(bot))[0].status is GameStatus.PLAYING
    finally:
        await stopped(bot, runner)
        await fake.stop()
    assert invalid_requests(fake, spec) == []


async def test_a_game_an_upgrade_set_aside_is_told_once_in_its_channel(spec, tmp_path, monkeypatch):
    """A first-version game whose log does not replay is kept as it was by the migration at
    start; its channel gets one plain note (not one per pass), in the game's language."""
    fake = FakeDiscord()
    await fake.start()
    point_at(monkeypatch, fake)
    thread = fake.thread()
    path = tmp_path / "old.sqlite3"
    with sqlite3.connect(path) as db:
        db.executescript(SAVED.read_text(encoding="utf-8"))
        db.execute("UPDATE games SET channel_id = ? WHERE channel_id = 'chan-over'", (thread,))
        db.execute("UPDATE actions SET action = '{\"type\": \"marry\", \"family\": 99}' WHERE seq = 1 AND "
                   "game_id = (SELECT id FROM games WHERE channel_id = ?)", (thread,))
    db.close()
    bot, runner = await started_bot(str(path))
    try:
        before = len(fake.requests)
        await bot.scheduler.run_once()
        await bot.scheduler.run_once()
        notes = [r for r in fake.requests[before:] if r.method == "POST" and r.path == f"/channels/{thread}/messages"]
        assert len(notes) == 1 and "could not be carried over" in notes[0].body["content"]
        assert "Nothing was deleted" in notes[0].body["content"]
        sent = await fake.interact(fake.command(ANN, "board", {}, channel=thread))  # no longer the channel's game
        assert "No game has been played in this channel yet" in content_of(sent)
    finally:
        await stopped(bot, runner)
        await fake.stop()
    assert invalid_requests(fake, spec) == []


async def test_autocomplete_answers_in_time_while_the_database_is_slow(discord_env, monkeypatch):
    """Discord takes an autocomplete answer for 3 seconds only: while the database does not
    answer (another process holds SQLite's write lock, say), an empty list goes out in time."""
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    stuck = asyncio.Event()

    async def never(*_: object) -> object:
        await stuck.wait()
        raise AssertionError("the lookup was never to finish")

    monkeypatch.setattr(play_commands, "SUGGESTION_SECONDS", 0.05)
    monkeypatch.setattr(bot.service.play, "options", never)
    sent = await fake.interact(fake.command(USERS[row.seats[state.active].user], "marry", {"family": "le"},
                                            focused="family"))
    assert sent[-1].body["type"] == 8 and sent[-1].body["data"]["choices"] == []
