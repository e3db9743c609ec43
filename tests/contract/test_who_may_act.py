"""Who may act, through the real discord.py client: every component kind and every slash
command that changes a game or posts in public, used by a member outside the game, by
another seat, and by a player whose seat the host gave to a computer, with stale, foreign
and malformed ids (as a modified client could send). Each is a short private refusal: the
game's state and log stay as they were, nothing is posted in public, and nothing is logged
with a traceback."""

from __future__ import annotations

import copy
import json
import logging
from typing import Any

import pytest

from bot.engine import Expand, Marry, legal_actions
from tests.support.discord_players import (
    ANN,
    BOB,
    CYD,
    content_of,
    current,
    open_game,
    posts,
    public_requests,
    replace_command,
)
from tests.support.sale_offers import dm_sell
from tests.support.standin import CHANNEL_ID, FakeDiscord, components_of

DAN = ("100000000000000014", "Dan")  # a member of the server who is not in the game
OTHER_CHANNEL = "500000000000000009"
HUGE = [str(2**63), str(2**64 + 5), "9" * 40, "-1", "abc", "١٢", " 1", "1.5", "", "1::2::3", "0x10", "7" * 100]
MENU = 3  # a select menu's component type; a button's is 2


def forged(fake: FakeDiscord, custom_id: str, values: list[str] | None, channel: str = CHANNEL_ID,
           ephemeral: bool = True) -> dict[str, Any]:
    """A message as a modified client could claim the component was on: a copy of one the bot
    sent, carrying only the forged component."""
    original, _ = fake.find("sk:")
    message = copy.deepcopy(original)
    message.update(id=fake.new_id(), channel_id=channel, flags=64 if ephemeral else 0)
    if values is None:
        component: dict[str, Any] = {"type": 2, "style": 2, "label": "x", "custom_id": custom_id}
    else:
        component = {"type": MENU, "custom_id": custom_id, "min_values": 1, "max_values": max(1, len(values)),
                     "options": [{"label": v or "-", "value": v} for v in values] or [{"label": "-", "value": "-"}]}
    message["components"] = [{"type": 1, "components": [component]}]
    return message


async def snapshot(bot) -> tuple[str, int, list[Any]]:
    row = await bot.service.store.latest_game(CHANNEL_ID)
    return row.state, row.version, [e.action for e in await bot.service.store.log(row.id)]


def channel_posts(fake: FakeDiscord) -> list[Any]:
    """What the bot posted or edited in a channel (a deferred answer's callback is not)."""
    return [r for r in public_requests(fake) if r.path.startswith("/channels/")]


async def assert_refused(fake: FakeDiscord, bot, caplog, payload: dict[str, Any], case: str) -> None:
    before = await snapshot(bot)
    posted = len(channel_posts(fake))
    caplog.clear()
    sent = await fake.interact(payload)
    said = content_of(sent)
    assert "⚠️" in said, f"{case}: not refused: {said[:400]}"
    assert "Something went wrong" not in said, case
    assert await snapshot(bot) == before, f"{case}: the game changed"
    assert len(channel_posts(fake)) == posted, f"{case}: posted in public: {channel_posts(fake)[posted:]}"
    tracebacks = [r for r in caplog.records if r.exc_info]
    assert not tracebacks, f"{case}: {tracebacks[0].getMessage()}"


async def table(fake: FakeDiscord, bot) -> dict[str, Any]:
    """The game in CHANNEL_ID with Cyd's seat given to a computer, and a second game in
    OTHER_CHANNEL; who is who, and ids that are valid for the game."""
    await open_game(fake)
    await open_game(fake, channel=OTHER_CHANNEL)
    row, state = await current(bot)
    cyd_seat = next(i for i, s in enumerate(row.seats) if s.user == CYD[0])
    replaced, others = (BOB, [ANN, CYD]) if state.active == cyd_seat else (CYD, [ANN, BOB])  # a person's turn
    report = await bot.service.lobby.replace(CHANNEL_ID, ANN[0], False, replaced[0])
    await bot.outbox.publish([report], actor=ANN[0])  # the channel is told now, not during a case
    row, state = await current(bot)
    active = next(u for u in others if row.seats[state.active].user == u[0])
    bystander = next(u for u in others if u is not active)
    other_row, _ = await current(bot, OTHER_CHANNEL)
    move = next(a for a in legal_actions(state, state.active) if isinstance(a, Marry | Expand))
    return {"game": row.id, "turn": state.turn, "active": active, "bystander": bystander, "replaced": replaced,
            "other_game": other_row.id, "move": move}


def move_text(move: Marry | Expand) -> str:
    return f"m{move.family}" if isinstance(move, Marry) else "e" + ".".join(map(str, (move.family, *move.spaces)))


async def test_nobody_but_the_seats_holder_acts_through_any_component(discord_env, caplog):
    fake, bot = discord_env
    caplog.set_level(logging.WARNING)
    t = await table(fake, bot)
    game, turn, move = t["game"], t["turn"], move_text(t["move"])
    valid = {  # a component of each kind, with values valid for the active player now
        "panel confirm": (f"sk:pb:{game}:{turn}:c{move}", None),
        "panel menu": (f"sk:ps:{game}:{turn}:home.m", [move]),
        "panel home": (f"sk:pb:{game}:{turn}:h0", None),
        "panel cancel": (f"sk:pb:{game}:{turn}:x", None),
        "panel keep all": (f"sk:pb:{game}:{turn}:k", None),
        "panel discard": (f"sk:ps:{game}:{turn}:discard", ["1"]),
        "panel offers": (f"sk:ps:{game}:{turn}:offers", ["o1.1"]),
        "play": (f"sk:play:{game}:{turn}", None),
        "sale": (f"sk:s:{game}:1:1", None),
        "discard": (f"sk:d:{game}:{turn}", ["1"]),
        "keep all": (f"sk:dk:{game}:{turn}", None),
    }
    for who in ("replaced", "outsider"):
        user = t["replaced"] if who == "replaced" else DAN
        for kind, (custom_id, values) in valid.items():
            await assert_refused(fake, bot, caplog, fake.click(user, forged(fake, custom_id, values), custom_id,
                                                                values), f"{kind} by the {who}")
    for kind, (custom_id, values) in valid.items():  # another seat: everything that acts on a turn
        if kind in ("panel confirm", "panel menu"):
            await assert_refused(fake, bot, caplog, fake.click(t["bystander"], forged(fake, custom_id, values),
                                                                custom_id, values), f"{kind} by another seat")
    foreign = {  # the other channel's game, pressed here
        "panel confirm": f"sk:pb:{t['other_game']}:{turn}:x",
        "play": f"sk:play:{t['other_game']}:{turn}",
        "board": f"sk:board:{t['other_game']}",
        "join": f"sk:j:{OTHER_CHANNEL}",
        "keep all": f"sk:dk:{t['other_game']}:{turn}",
    }
    for kind, custom_id in foreign.items():
        await assert_refused(fake, bot, caplog, fake.click(t["active"], forged(fake, custom_id, None), custom_id),
                             f"a foreign {kind}")
    stale = f"sk:pb:{game}:{turn - 1 if turn else turn + 1}:c{move}"
    await assert_refused(fake, bot, caplog, fake.click(t["active"], forged(fake, stale, None), stale), "stale")


async def test_a_full_board_pressed_in_a_direct_message_shows_only_a_game_the_presser_plays(discord_env, caplog):
    """A client may make up a component's id in its own direct message with the bot, where no
    channel names the game: counting game numbers showed any game's board, names and money to a
    stranger. Its players still see theirs (their direct messages are theirs)."""
    fake, bot = discord_env
    caplog.set_level(logging.WARNING)
    await open_game(fake)
    row, _ = await current(bot)
    board = f"sk:board:{row.id}"
    stranger = fake.click(DAN, forged(fake, board, None, channel=fake.dm_channel(DAN[0]), ephemeral=False), board)
    await assert_refused(fake, bot, caplog, stranger, "a stranger's board in a direct message")
    sent = await fake.interact(fake.click(ANN, forged(fake, board, None, channel=fake.dm_channel(ANN[0]),
                                                      ephemeral=False), board))
    assert any(r.files for r in sent) and "⚠️" not in content_of(sent)


@pytest.mark.parametrize("prefix", ["sk:pb:", "sk:ps:", "sk:play:", "sk:board:", "sk:s:", "sk:d:", "sk:dk:",
                                    "sk:j:", "sk:review:", "sk:hint:", "sk:fg:", "sk:legal:", "sk:act:",
                                    "sk:nosuchkind:", "sk:"])
async def test_malformed_ids_are_refused_without_a_traceback(discord_env, caplog, prefix):
    fake, bot = discord_env
    caplog.set_level(logging.WARNING)
    t = await table(fake, bot)
    game, turn = t["game"], t["turn"]
    values = ["1"] if prefix in ("sk:ps:", "sk:d:") else None
    shapes = [bad for bad in HUGE] + [f"{bad}:{turn}:x" for bad in HUGE] + [
        f"{game}:{bad}:h0" for bad in HUGE] + [f"{game}:{turn}:{step}" for step in (
            "c", "cm", "cm99999", "ce1", "ce1.2.3.4", "h-1", "h99999", "s1.2", "s1.2.3.4", "o1", "o1.2", "q", "x:1",
            "home.e9", "discard.1", "c" + "1" * 90)]
    for tail in shapes:
        custom_id = (prefix + tail)[:100]
        await assert_refused(fake, bot, caplog, fake.click(t["active"], forged(fake, custom_id, values), custom_id,
                                                            values), custom_id)


async def test_menu_values_that_do_not_parse_or_are_not_offered_are_refused(discord_env, caplog):
    fake, bot = discord_env
    caplog.set_level(logging.WARNING)
    t = await table(fake, bot)
    step = f"sk:ps:{t['game']}:{t['turn']}:home.m"
    for values in (["m99"], ["e0.999"], ["zz"], ["m" + "9" * 30], ["m1", "m2"], ["o1.1"], ["-1"], [""], ["m١"]):
        await assert_refused(fake, bot, caplog, fake.click(t["active"], forged(fake, step, values), step, values),
                             json.dumps(values))
    discard = f"sk:d:{t['game']}:{t['turn']}"
    for values in (["abc"], ["99999999"], ["-3"]):
        await assert_refused(fake, bot, caplog, fake.click(t["active"], forged(fake, discard, values), discard,
                                                            values), json.dumps(values))


async def test_a_panel_component_forged_onto_the_public_turn_message_never_edits_it(discord_env):
    fake, bot = discord_env
    t = await table(fake, bot)
    message, _ = fake.find(f"sk:play:{t['game']}:")
    before = copy.deepcopy(fake.messages[message["id"]])
    custom_id = f"sk:pb:{t['game']}:{t['turn']}:h0"
    public = forged(fake, custom_id, None, ephemeral=False)
    public["id"] = message["id"]  # claims to be the turn message itself
    sent = await fake.interact(fake.click(t["active"], public, custom_id))
    assert fake.messages[message["id"]]["content"] == before["content"]
    assert fake.messages[message["id"]]["components"] == before["components"]
    assert not [r for r in sent if r.method == "PATCH"], "the public message was edited"
    assert any(r.ephemeral or r.path.startswith("/webhooks/") for r in sent)  # a private answer instead


SLASH = {  # a command and its options: each changes the game, or shows a seat's hand
    "marry": lambda bot: {"family": bot.service.board.families[0].name},
    "expand": lambda bot: {"family": bot.service.board.families[0].name, "space": bot.service.board.spaces[0].label},
    "discard": lambda bot: {"cards": "1"},
    "sell": lambda bot: {"card": "1"},
    "keep": lambda bot: {"card": "1"},
    "order": lambda bot: {"card": "1", "order": "sell"},
    "hand": lambda bot: {},
    "pause": lambda bot: {},
    "abort": lambda bot: {},
    "settings": lambda bot: {"turn_hours": 5.0},
}


async def test_slash_commands_refuse_the_replaced_player_and_outsiders(discord_env, caplog):
    fake, bot = discord_env
    caplog.set_level(logging.WARNING)
    t = await table(fake, bot)
    for who in (t["replaced"], DAN):
        for name, options in SLASH.items():
            await assert_refused(fake, bot, caplog, fake.command(who, name, options(bot)), f"/{name} by {who[1]}")
        await assert_refused(fake, bot, caplog, fake.command(who, "replay", {"public": True}),
                             f"/replay public by {who[1]}")
    sent = await fake.interact(fake.command(DAN, "replay", {"public": False}))  # privately: anyone may watch
    assert "⚠️" not in content_of(sent) and any(r.files for r in sent)


async def test_only_the_host_adds_computer_players(discord_env):
    fake, bot = discord_env
    await fake.interact(fake.command(ANN, "new"))
    await fake.interact(fake.command(BOB, "join"))
    refused = await fake.interact(fake.command(BOB, "addcpu", {"level": "random"}))
    assert "Only the host" in content_of(refused)
    row = await bot.service.store.live_game(CHANNEL_ID)
    assert [s.kind for s in row.seats] == ["human", "human"]
    await fake.interact(fake.command(ANN, "addcpu", {"level": "random"}))
    row = await bot.service.store.live_game(CHANNEL_ID)
    assert [s.kind for s in row.seats] == ["human", "human", "random"]


async def test_the_host_leaving_the_lobby_hands_it_to_the_next_player_and_the_channel_is_told(discord_env):
    """The lobby goes on under the next player who joined: the channel hears who starts it now,
    and that player's /start is the one obeyed."""
    fake, bot = discord_env
    for user in (ANN, BOB, CYD):
        await fake.interact(fake.command(user, "new" if user is ANN else "join"))
    start = len(fake.requests)
    await fake.interact(fake.command(ANN, "leave"))
    [said] = [r.body["content"] for r in posts(fake, CHANNEL_ID, start)]
    assert said.startswith(f"{ANN[1]} left. Players (2/5): ") and said.endswith(
        f"{BOB[1]} hosts the game now and may start it with /start."), said
    assert "Only the host" in content_of(await fake.interact(fake.command(CYD, "start")))
    await fake.interact(fake.command(BOB, "start"))
    row, _ = await current(bot)
    assert row.host_id == BOB[0] and row.status.value == "playing"


async def test_a_replaced_players_sale_offer_dm_says_the_computer_answered_it_and_loses_its_buttons(discord_env):
    """The host hands the holder's seat to a computer while a sale offer waits in their DM: the computer answers it
    at once, and the DM's question becomes the line saying so, its Sell and Keep gone. They stayed before (the
    answer's buttons came off a person's seat only), and a press there was answered only by a refusal."""
    fake, bot = discord_env
    row, holder, message, _ = await dm_sell(fake, bot)
    host = next(user for user in (ANN, BOB, CYD) if user[0] == row.host_id)
    await fake.interact(replace_command(fake, host, holder))
    assert not [offer for offer in (await current(bot))[1].offers if offer.card == 8]  # the computer answered it
    now = fake.messages[message["id"]]
    assert now["content"] == "A computer plays your seat now: it answered the offer of Frankincense (8, D7) for it."
    assert not components_of(now)
