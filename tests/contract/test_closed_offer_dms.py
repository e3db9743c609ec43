"""R6.5 in the holder's direct messages: a sale offer that closes without its holder's answer
(by the holder's own move, a second camel, the time limit, the game's end) takes its Sell and
Keep off the holder's recent direct messages that hold them (the offer's reminder too, which
carries them as well), with one read of the DM channel and one edit of each such message; the
offer's question there becomes the line saying why it closed and that the card is kept, the
rest of the text stays, and so do the buttons of another offer still open. That line is the
holder's one message of it: a new DM says it only where no message could be edited. An offer
its holder answered elsewhere (a command, the panel, another message's button) comes off them
the same way, the line saying what they chose; the message whose button they pressed is left to
the press's own answer. A DM channel the bot cannot read leaves the buttons and the game goes on."""

from __future__ import annotations

import pytest

from bot.engine import Decision, SaleDecision, legal_actions
from bot.store import GameStatus
from bot.store.rows import clocks_to_json
from bot.words.i18n import Msg, good, text
from bot.words.narrate import card_name
from cogs.discord_text import discord_text
from tests.support.discord_players import USERS, Panel, by_command, content_of, current, option_values, rig
from tests.support.discord_players import open_game as opened
from tests.support.engine_scenarios import BOARD, all_but_one_met, fam, give_tile, put_camel, set_hand
from tests.support.standin import CHANNEL_ID, MISSING_ACCESS, SERVER_ERROR, FakeDiscord
from tests.support.standin.records import components_of

TIGRIS = fam("Tigris")


async def two_offers_by_dm(fake: FakeDiscord, bot, after: int,
                           language: str = "en") -> tuple[object, tuple[str, str], str, dict]:
    """The player to move places a Tigris camel on D7 (Frankincense, card 8), whose card the
    seat ``after`` places after them holds, with an offer of their Silk (12) already open: the
    offer's DM holds both offers' Sell and Keep. The game's row, the holder, their DM channel
    and that message."""
    await opened(fake, language=language)

    def offers(state):
        holder = (state.active + after) % 3
        state.players[state.active].tiles = [TIGRIS]
        state.tiles_left[TIGRIS] -= 1
        set_hand(state, holder, [8, 12, 30])
        state.offers = [Decision("sale", holder, card=12, turn=state.turn)]
    await rig(bot, offers)
    row, state = await current(bot)
    holder = USERS[row.seats[(state.active + after) % 3].user]
    await fake.interact(fake.command(USERS[row.seats[state.active].user], "expand",
                                     {"family": "Tigris", "space": "D7"}))
    dm = fake.dm_channels[holder[0]]
    message, _ = fake.find(f"sk:s:{row.id}:8:1", dm)
    both = [f"sk:s:{row.id}:{card}:{sell}" for card in (8, 12) for sell in (1, 0)]
    assert sorted(buttons(fake, message)) == sorted(both)
    return row, holder, dm, message


SECOND_CAMEL_EIGHT = ("Your chance to sell Frankincense (8, D7) has passed (a second camel reached its space): "
                      "you keep it.")


def closed_line(card: int, why: str, language: str = "en") -> str:
    """The line that stands in a closed offer's DM for its question: why it closed (``why``: the reason's key's last
    part), and that the card is kept (R6.5)."""
    return text(language)(Msg("news.offer_closed", card=card_name(BOARD, card), reason=Msg(f"news.offer_closed.{why}")))


def asked(said: str, *cards: int) -> list[str]:
    """The lines of a DM's text, each asking of one of ``cards`` whether to sell it ("You hold … sell it …?")."""
    return [line for line in said.split("\n") if any(line.startswith(f"You hold {card_name(BOARD, c)}") for c in cards)]


def told_anew(sent, dm: str) -> str:
    """What the messages sent anew to the DM channel ``dm`` said."""
    return content_of([r for r in sent if r.method == "POST" and r.path == f"/channels/{dm}/messages"])


async def mover_expands(fake: FakeDiscord, bot, row, edit, family: str, space: str) -> list:
    """The player to move, the game first changed by ``edit(state, their seat)``, expands
    ``family`` to ``space`` by command; what the bot sent."""
    _, state = await current(bot)
    mover = state.active
    await rig(bot, lambda changed: edit(changed, mover))
    return await fake.interact(fake.command(USERS[row.seats[mover].user], "expand", {"family": family, "space": space}))


def levant_beside(state, mover: int) -> None:
    """The player to move holds the Levant, a camel of which stands beside D7 (on C7)."""
    give_tile(state, mover, "Levant")
    put_camel(state, "Levant", "C7")


def buttons(fake: FakeDiscord, message: dict) -> list[str]:
    """The custom ids of a message's components, as it is now."""
    return [c.get("custom_id", "") for c in components_of(fake.messages[message["id"]])]


def reads_and_edits(sent, dm: str) -> tuple[list, list]:
    return ([r for r in sent if r.method == "GET" and r.path == f"/channels/{dm}/messages"],
            [r for r in sent if r.method == "PATCH" and r.path.startswith(f"/channels/{dm}/messages/")])


def answered_line(card: int, sell: bool, language: str = "en") -> str:
    """The line an offer's DM gains once its holder answered the offer elsewhere: what they chose."""
    return discord_text(language)(Msg("dm.offer_sold" if sell else "dm.offer_kept", card=card_name(BOARD, card)))


@pytest.mark.rule("R6.5")
@pytest.mark.parametrize(("how", "sell", "language"), [("command", True, "en"), ("command", False, "de"),
                                                       ("panel", False, "en")])
async def test_an_offer_its_holder_answered_elsewhere_says_so_on_its_dm(discord_env, how, sell, language):
    """The holder answered by /sell or /keep, or on the panel (Play your turn): the offer's DM
    no longer asks "sell or keep?" with live buttons (before, its Keep, pressed, only said the
    offer was closed): one read of the DM channel and one edit give it a line saying what they
    chose, in their language, and take that offer's pair off; the other offer's Sell stays, and
    sells, and the line that a decision waits stays with it."""
    fake, bot = discord_env
    if language == "de":
        fake.locale = fake.guild_locale = "de"
    row, holder, dm, message = await two_offers_by_dm(fake, bot, after=2, language=language)
    said = message["content"]
    if how == "command":
        sent = await fake.interact(fake.command(holder, "sell" if sell else "keep", {"card": "8"}))
    else:
        panel = Panel(fake, holder, row.id)
        await panel.open()
        step = f"o8.{int(sell)}"
        await (panel.choose(step) if panel.component(lambda c: step in option_values(c)) else panel.press(step))
        sent = panel.sent
    seat = next(s for s, entry in enumerate(row.seats) if entry.user == holder[0])
    _, state = await current(bot)
    assert [d.card for d in state.offers] == [12] and state.players[seat].sold == ([8] if sell else [])
    assert buttons(fake, message) == [f"sk:s:{row.id}:12:1", f"sk:s:{row.id}:12:0"]
    [question] = [line for line in said.split("\n") if line.startswith(("You hold Frankincense", "Du hast Weihrauch"))]
    assert fake.messages[message["id"]]["content"] == said.replace(question, answered_line(8, sell, language))
    reads, edits = reads_and_edits(sent, dm)
    assert len(reads) == 1 and [r.path.rsplit("/", 1)[-1] for r in edits] == [message["id"]]
    await fake.interact(fake.click(holder, fake.messages[message["id"]], f"sk:s:{row.id}:12:1"))
    _, state = await current(bot)
    assert not state.offers and state.players[seat].sold == ([8, 12] if sell else [12])


@pytest.mark.rule("R6.5")
async def test_an_offer_answered_by_command_after_its_reminder_leaves_neither_dm_asking(discord_env):
    """Both the offer's DM and its reminder carry its Sell and Keep: /sell takes them off both,
    each edited once, each saying that the holder sold it."""
    fake, bot = discord_env
    row, holder, dm, message = await two_offers_by_dm(fake, bot, after=2)
    reminder = await reminded(fake, bot, dm, cards=(8,))
    said = fake.messages[reminder["id"]]["content"]
    waits = f"It waits for you in <#{CHANNEL_ID}> (also under Play your turn or /hand)."
    sent = await fake.interact(fake.command(holder, "sell", {"card": "8"}))
    assert buttons(fake, reminder) == [] and buttons(fake, message) == [f"sk:s:{row.id}:12:1", f"sk:s:{row.id}:12:0"]
    assert said.startswith("Reminder: you may still sell your Frankincense card (8)") and said.count("\n") == 1
    assert fake.messages[reminder["id"]]["content"] == answered_line(8, True)  # its question answered, no wait left
    assert waits in said
    reads, edits = reads_and_edits(sent, dm)
    assert len(reads) == 1 and sorted(r.path.rsplit("/", 1)[-1] for r in edits) == sorted(
        [message["id"], reminder["id"]])


@pytest.mark.rule("R6.5")
async def test_an_offer_closed_by_the_holders_own_move_takes_its_buttons_off_the_dm(discord_env):
    fake, bot = discord_env
    row, holder, dm, message = await two_offers_by_dm(fake, bot, after=1)
    said = message["content"]
    _, state = await current(bot)
    seat = next(s for s, entry in enumerate(row.seats) if entry.user == holder[0])
    assert state.active == seat
    move = next(a for a in legal_actions(state, seat) if not isinstance(a, SaleDecision))
    sent = await by_command(fake, bot, holder, move)
    _, state = await current(bot)
    assert not state.offers  # both closed by the move (R6.5), unanswered
    waits = f"It waits for you in <#{CHANNEL_ID}> (also under Play your turn or /hand)."
    assert said.endswith(f"\n{waits}")  # no decision left on it: that line goes
    [eight] = asked(said, 8)  # its question becomes why it closed, and that the card is kept; Salt's (asked on an
    assert buttons(fake, message) == [] and fake.messages[message["id"]]["content"] == (  # earlier DM) comes below
        f"{said.removesuffix(f'{chr(10)}{waits}').replace(eight, closed_line(8, 'acted'))}\n{closed_line(12, 'acted')}")
    reads, edits = reads_and_edits(sent, dm)
    assert len(reads) == 1 and len(edits) == 1


@pytest.mark.rule("R6.5")
async def test_an_offer_closed_by_a_second_camel_loses_its_buttons_as_the_holder_is_told(discord_env):
    """Another player's Levant camel joins the Tigris one on D7: the offer's DM loses that offer's buttons, the
    other's staying, and its question becomes why it closed and that the card is kept; that edit is all the holder
    hears of it (before, a second DM said it too, and the edit gave four possible reasons and not the card's fate)."""
    fake, bot = discord_env
    row, _, dm, message = await two_offers_by_dm(fake, bot, after=2)
    said = message["content"]
    sent = await mover_expands(fake, bot, row, levant_beside, "Levant", "D7")
    _, state = await current(bot)
    assert [d.card for d in state.offers] == [12]
    assert "Frankincense" not in told_anew(sent, dm)
    assert buttons(fake, message) == [f"sk:s:{row.id}:12:1", f"sk:s:{row.id}:12:0"]
    [question] = asked(said, 8)
    assert closed_line(8, "second_camel") == SECOND_CAMEL_EIGHT
    assert fake.messages[message["id"]]["content"] == said.replace(question, SECOND_CAMEL_EIGHT)
    reads, edits = reads_and_edits(sent, dm)
    assert len(reads) == 1 and [r.path.rsplit("/", 1)[-1] for r in edits] == [message["id"]]


@pytest.mark.rule("R6.5")
async def test_a_dm_channel_that_refuses_to_be_read_leaves_the_buttons_and_the_game_goes_on(discord_env):
    fake, bot = discord_env
    row, _, dm, message = await two_offers_by_dm(fake, bot, after=2)
    before = buttons(fake, message)
    fake.fail(rf"^GET /channels/{dm}/messages", MISSING_ACCESS, times=None)
    sent = await mover_expands(fake, bot, row, levant_beside, "Levant", "D7")  # closes the offer of 8
    assert "⚠️" not in content_of(sent)
    assert [r.status for r in reads_and_edits(sent, dm)[0]] == [403]  # tried once, refused
    assert buttons(fake, message) == before  # left: a press says the offer closed
    assert SECOND_CAMEL_EIGHT in told_anew(sent, dm)  # no edit said it: a DM of its own does
    after, state = await current(bot)
    assert [d.card for d in state.offers] == [12]
    mover = state.active
    move = next(a for a in legal_actions(state, mover) if not isinstance(a, SaleDecision))
    await by_command(fake, bot, USERS[after.seats[mover].user], move)
    assert (await current(bot))[0].version > after.version  # the game goes on


@pytest.mark.rule("R6.5")
async def test_an_offer_its_time_limit_closes_loses_its_buttons_by_the_schedulers_pass(discord_env):
    fake, bot = discord_env
    row, _, dm, message = await two_offers_by_dm(fake, bot, after=2)
    row, _ = await current(bot)
    clocks = {key: ([opened - 25 * 3600, reminded] if key.card == 8 else [opened, reminded])
              for key, (opened, reminded) in row.offer_clocks.items()}  # past the table's 24 hours
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, offer_clocks = ?", (clocks_to_json(clocks),))
    first = len(fake.requests)
    await bot.scheduler.run_once()
    _, state = await current(bot)
    assert [d.card for d in state.offers] == [12]
    assert buttons(fake, message) == [f"sk:s:{row.id}:12:1", f"sk:s:{row.id}:12:0"]
    reads, edits = reads_and_edits(fake.requests[first:], dm)
    assert len(reads) == 1 and len(edits) == 1
    assert closed_line(8, "time_limit") in fake.messages[message["id"]]["content"]
    assert "Frankincense" not in told_anew(fake.requests[first:], dm)  # the edit said it: no "You kept" DM besides


@pytest.mark.rule("R6.5")
async def test_an_offer_answered_on_its_dm_is_left_to_the_presss_own_answer(discord_env):
    """Keep pressed on the offer's DM: the press's answer edits that message (the other offer's
    pair stays on it), and nothing edits it a second time; the one read of the DM channel finds
    no other message holding the offer's buttons (a reminder holding them would be edited, as the
    offer's DM is when the reminder's Sell is pressed, below)."""
    fake, bot = discord_env
    row, holder, dm, message = await two_offers_by_dm(fake, bot, after=2)
    sent = await fake.interact(fake.click(holder, message, f"sk:s:{row.id}:8:0"))
    assert [c.rsplit(":", 1)[-1] for c in buttons(fake, message)] == ["o12.1", "o12.0"]
    reads, edits = reads_and_edits(sent, dm)
    assert len(reads) == 1 and edits == []
    assert answered_line(8, False) not in fake.messages[message["id"]]["content"]


@pytest.mark.rule("R6.5")
@pytest.mark.rule("R8.1")
async def test_offers_the_games_end_closes_lose_their_buttons(discord_env):
    """The next player's camel makes the last families meet: the game ends, closing both offers
    (opened on earlier turns), and their buttons come off the holder's DM as the game ends."""
    fake, bot = discord_env
    row, _, dm, message = await two_offers_by_dm(fake, bot, after=2)

    def last_meeting(state, mover):
        all_but_one_met(state)
        give_tile(state, mover, "Tigris")
        put_camel(state, "Levant", "E6")
    sent = await mover_expands(fake, bot, row, last_meeting, "Tigris", "E6")
    after, state = await current(bot)
    assert state.over and after.status is GameStatus.OVER and not state.offers
    said = fake.messages[message["id"]]["content"]
    assert buttons(fake, message) == [] and closed_line(8, "game_over") in said and closed_line(12, "game_over") in said
    assert not asked(said, 8, 12)
    reads, edits = reads_and_edits(sent, dm)
    assert len(reads) == 1 and [r.path.rsplit("/", 1)[-1] for r in edits] == [message["id"]]


@pytest.mark.rule("R6.5")
async def test_the_other_offers_buttons_a_press_left_on_the_dm_come_off_when_it_closes(discord_env):
    """Keep pressed on a DM holding two offers: the press's answer shows the other offer's
    pair as the panel's buttons. When that offer closes too (unanswered, by the holder's own
    move), those come off as well, and the line names it."""
    fake, bot = discord_env
    row, holder, dm, message = await two_offers_by_dm(fake, bot, after=1)
    await fake.interact(fake.click(holder, message, f"sk:s:{row.id}:8:0"))  # the holder's turn: their panel
    assert [c.rsplit(":", 1)[-1] for c in buttons(fake, message)][:2] == ["o12.1", "o12.0"]
    _, state = await current(bot)
    move = next(a for a in legal_actions(state, state.active) if not isinstance(a, SaleDecision))
    sent = await by_command(fake, bot, holder, move)
    assert not [c for c in buttons(fake, message) if ":o12." in c]
    said = fake.messages[message["id"]]["content"]
    assert closed_line(12, "acted") in said and not said.startswith("You may sell Salt") and "You may" not in said
    reads, edits = reads_and_edits(sent, dm)
    assert len(reads) == 1 and [r.path.rsplit("/", 1)[-1] for r in edits] == [message["id"]]


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_line_that_a_decision_waits_is_found_in_every_language(language):
    """The line a DM without any decision left loses, as the DM said it, for any game's channel."""
    from cogs.decisions import WAITS
    from cogs.discord_text import discord_text
    waits = discord_text(language)("dm.decision_waits", channel=CHANNEL_ID)
    assert WAITS.sub("", f"An offer.\n{waits}") == "An offer.\n"
    assert WAITS.sub("", f"An offer.\n{waits} More.") == f"An offer.\n{waits} More."  # the line whole, only


@pytest.mark.rule("R6.5")
@pytest.mark.parametrize("refusal", ["unknown message", "cannot dm"])
async def test_an_edit_the_dm_refuses_leaves_the_game_going_and_its_move_answered(discord_env, refusal):
    """The DM's message was deleted meanwhile (404, 10008), or the holder closed their DMs
    (403, 50007): the edit is refused, the closing move is answered as ever, and the game goes
    on."""
    from tests.support.standin.codes import CANNOT_DM, UNKNOWN_MESSAGE
    fake, bot = discord_env
    _, holder, dm, _ = await two_offers_by_dm(fake, bot, after=1)
    fake.fail(rf"^PATCH /channels/{dm}/messages/", UNKNOWN_MESSAGE if refusal == "unknown message" else CANNOT_DM,
              times=None)
    before, state = await current(bot)
    move = next(a for a in legal_actions(state, state.active) if not isinstance(a, SaleDecision))
    sent = await by_command(fake, bot, holder, move)
    assert "⚠️" not in content_of(sent) and "went wrong" not in content_of(sent)
    assert [r.status for r in reads_and_edits(sent, dm)[1]] == [404 if refusal == "unknown message" else 403]
    after, state = await current(bot)
    assert after.version > before.version and not state.offers  # the move made, both offers closed


async def test_a_sale_offers_reminder_that_got_no_answer_is_sent_again(discord_env):
    """The reminder's direct message met server errors only: its offers are not marked as
    reminded, so the next pass sends it, not the one a reminder's time later (when the offer may
    have closed, the card kept)."""
    fake, bot = discord_env
    row, _, dm, _ = await two_offers_by_dm(fake, bot, after=2)
    row, _ = await current(bot)
    clocks = {key: [opened - 7 * 3600, reminded] for key, (opened, reminded) in row.offer_clocks.items()}
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, offer_clocks = ?", (clocks_to_json(clocks),))
    fake.fail(rf"POST /channels/{dm}/messages", SERVER_ERROR, times=None)
    first = len(fake.requests)
    await bot.scheduler.run_once()
    assert any(r.path == f"/channels/{dm}/messages" and r.status == 500 for r in fake.requests[first:])
    fake.faults.clear()
    first = len(fake.requests)
    await bot.scheduler.run_once()
    [reminder] = [r for r in fake.requests[first:] if r.method == "POST" and r.path == f"/channels/{dm}/messages"]
    assert reminder.status == 200 and "/sell" in reminder.body["content"]


@pytest.mark.rule("R6.5")
async def test_the_edit_that_takes_a_closed_offers_buttons_off_a_dm_pings_nobody(discord_env):
    fake, bot = discord_env
    row, holder, dm, _ = await two_offers_by_dm(fake, bot, after=1)
    _, state = await current(bot)
    seat = next(s for s, entry in enumerate(row.seats) if entry.user == holder[0])
    move = next(a for a in legal_actions(state, seat) if not isinstance(a, SaleDecision))
    sent = await by_command(fake, bot, holder, move)  # the holder's own move closes both offers (R6.5)
    _, edits = reads_and_edits(sent, dm)
    assert len(edits) == 1
    mentions = edits[0].body.get("allowed_mentions")
    assert mentions is not None and mentions.get("parse") == [] and not mentions.get("users")


async def reminded(fake: FakeDiscord, bot, dm: str, cards: tuple[int, ...] = (8, 12)) -> dict:
    """The offers of ``cards`` opened 7 hours ago (the table reminds every 6): the scheduler's
    pass sends their holder the offers' reminder, the one new message in their DM channel."""
    row, _ = await current(bot)
    clocks = {key: ([opened - 7 * 3600, reminded] if key.card in cards else [opened, reminded])
              for key, (opened, reminded) in row.offer_clocks.items()}
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, offer_clocks = ?", (clocks_to_json(clocks),))
    before = set(fake.messages)
    await bot.scheduler.run_once()
    [reminder] = [m for key, m in fake.messages.items() if key not in before and m["channel_id"] == dm]
    return reminder


def labels(fake: FakeDiscord, message: dict) -> dict[str, str]:
    """A message's buttons now: each custom id with its label."""
    return {c["custom_id"]: c["label"] for c in components_of(fake.messages[message["id"]])}


@pytest.mark.rule("R6.5")
@pytest.mark.parametrize("cards", [(8,), (8, 12)], ids=["one-due", "both-due"])
async def test_an_offers_reminder_carries_the_sell_and_keep_of_each_offer_it_names(discord_env, cards):
    """The reminder by DM answers in one tap, as the offer's own DM does: the same buttons (ids
    and labels, from the holder's hand) of each offer it reminds of, and none of an offer not
    yet due for one; the channel hears nothing of it (R6.5)."""
    fake, bot = discord_env
    row, _, dm, message = await two_offers_by_dm(fake, bot, after=2)
    posted = len([m for m in fake.messages.values() if m["channel_id"] == CHANNEL_ID])
    reminder = await reminded(fake, bot, dm, cards)
    assert reminder["content"].startswith("Reminder: you may still sell")
    assert reminder["content"].endswith(f"It waits for you in <#{CHANNEL_ID}> (also under Play your turn or /hand).")
    first = labels(fake, message)
    assert labels(fake, reminder) == {f"sk:s:{row.id}:{card}:{sell}": first[f"sk:s:{row.id}:{card}:{sell}"]
                                      for card in cards for sell in (1, 0)}
    assert labels(fake, reminder)[f"sk:s:{row.id}:8:1"] == "Sell Frankincense for 3 Dirham"
    assert labels(fake, reminder)[f"sk:s:{row.id}:8:0"].startswith("Keep Frankincense (")
    assert len([m for m in fake.messages.values() if m["channel_id"] == CHANNEL_ID]) == posted


@pytest.mark.rule("R6.5")
async def test_sell_pressed_on_an_offers_reminder_sells_as_on_the_offers_own_dm(discord_env):
    """Sell on the reminder sells the card once; its answer edits the reminder as one on the
    offer's own DM does (the other offer's pair stays, as the panel's); the offer's own DM loses
    that offer's Sell and Keep and says it was sold (before, they stayed, and a press only said
    the offer was closed)."""
    fake, bot = discord_env
    row, holder, dm, message = await two_offers_by_dm(fake, bot, after=2)
    said = message["content"]
    reminder = await reminded(fake, bot, dm)
    _, before = await current(bot)
    seat = next(s for s, entry in enumerate(row.seats) if entry.user == holder[0])
    await fake.interact(fake.click(holder, fake.messages[reminder["id"]], f"sk:s:{row.id}:8:1"))
    _, state = await current(bot)
    assert [d.card for d in state.offers] == [12] and state.players[seat].sold == [8]
    assert state.players[seat].money == before.players[seat].money + 3
    assert [c.rsplit(":", 1)[-1] for c in buttons(fake, reminder)] == ["o12.1", "o12.0"]
    assert buttons(fake, message) == [f"sk:s:{row.id}:12:1", f"sk:s:{row.id}:12:0"]  # no Sell of 8 left to press
    [question] = asked(said, 8)
    assert fake.messages[message["id"]]["content"] == said.replace(question, answered_line(8, True))


@pytest.mark.rule("R6.5")
async def test_offers_closed_by_the_holders_own_move_take_their_buttons_off_the_reminder_too(discord_env):
    """The reminder is the newer of the holder's two DMs that hold the offers: the one read of
    the DM channel finds both, and each is edited once (the reminder's line that the decision
    waits goes, the closed one comes)."""
    fake, bot = discord_env
    _, holder, dm, message = await two_offers_by_dm(fake, bot, after=1)
    reminder = await reminded(fake, bot, dm)
    said = reminder["content"]
    _, state = await current(bot)
    move = next(a for a in legal_actions(state, state.active) if not isinstance(a, SaleDecision))
    sent = await by_command(fake, bot, holder, move)
    assert not (await current(bot))[1].offers
    waits = f"It waits for you in <#{CHANNEL_ID}> (also under Play your turn or /hand)."
    assert buttons(fake, reminder) == [] and buttons(fake, message) == []
    assert said.endswith(f"\n{waits}") and said.count("\n") == 2  # a question per offer, then the wait
    assert sorted(fake.messages[reminder["id"]]["content"].split("\n")) == [closed_line(8, "acted"),
                                                                            closed_line(12, "acted")]
    reads, edits = reads_and_edits(sent, dm)
    assert len(reads) == 1 and sorted(r.path.rsplit("/", 1)[-1] for r in edits) == sorted(
        [message["id"], reminder["id"]])


@pytest.mark.rule("R6.5")
async def test_an_offer_its_time_limit_closes_takes_its_buttons_off_its_reminder(discord_env):
    fake, bot = discord_env
    row, _, dm, message = await two_offers_by_dm(fake, bot, after=2)
    reminder = await reminded(fake, bot, dm, cards=(8,))
    row, _ = await current(bot)
    clocks = {key: ([opened - 25 * 3600, reminded] if key.card == 8 else [opened, reminded])
              for key, (opened, reminded) in row.offer_clocks.items()}  # past the table's 24 hours
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, offer_clocks = ?", (clocks_to_json(clocks),))
    await bot.scheduler.run_once()
    assert [d.card for d in (await current(bot))[1].offers] == [12]
    assert buttons(fake, reminder) == []
    assert fake.messages[reminder["id"]]["content"] == closed_line(8, "time_limit")
    assert buttons(fake, message) == [f"sk:s:{row.id}:12:1", f"sk:s:{row.id}:12:0"]


@pytest.mark.rule("R6.5")
async def test_a_german_holders_reminder_has_german_buttons_and_loses_them_in_german(discord_env):
    fake, bot = discord_env
    fake.locale = fake.guild_locale = "de"
    row, holder, dm, message = await two_offers_by_dm(fake, bot, after=1, language="de")
    reminder = await reminded(fake, bot, dm, cards=(8,))
    t = discord_text("de")
    assert reminder["content"].startswith("Erinnerung: Du kannst deine Warenkarte")
    assert labels(fake, reminder)[f"sk:s:{row.id}:8:1"] == t("button.sell", good=good(BOARD, 8), price=3)
    assert labels(fake, reminder) == {key: label for key, label in labels(fake, message).items() if ":8:" in key}
    assert labels(fake, reminder)[f"sk:s:{row.id}:8:0"].startswith(f"{t(good(BOARD, 8))} behalten (")
    _, state = await current(bot)
    move = next(a for a in legal_actions(state, state.active) if not isinstance(a, SaleDecision))
    await by_command(fake, bot, holder, move)
    closed = closed_line(8, "acted", "de")
    assert closed == "Deine Gelegenheit, Weihrauch (8, D7) zu verkaufen, ist vorbei (dein Zug wurde gespielt): " \
        "Du behältst die Karte."
    assert buttons(fake, reminder) == [] and fake.messages[reminder["id"]]["content"] == closed


@pytest.mark.rule("R6.5")
async def test_an_offer_closed_while_its_dm_refuses_the_edit_is_told_in_one_new_dm(discord_env):
    """The offer's DM was deleted meanwhile: no edit can say why the offer closed, so one new DM says it (and that the
    card is kept), once."""
    from tests.support.standin.codes import UNKNOWN_MESSAGE
    fake, bot = discord_env
    row, _, dm, _ = await two_offers_by_dm(fake, bot, after=2)
    fake.fail(rf"^PATCH /channels/{dm}/messages/", UNKNOWN_MESSAGE, times=None)
    sent = await mover_expands(fake, bot, row, levant_beside, "Levant", "D7")
    assert [r.status for r in reads_and_edits(sent, dm)[1]] == [404]
    told = [r for r in sent if r.method == "POST" and r.path == f"/channels/{dm}/messages"]
    assert [r.body["content"] for r in told] == [SECOND_CAMEL_EIGHT]


@pytest.mark.rule("R6.5")
async def test_an_offer_answered_elsewhere_leaves_no_invitation_nor_stale_next_player_on_the_panels_dm(discord_env):
    """Sell pressed on a DM holding two offers turns it into the panel's text (the other offer's "You may sell …" and
    "Next: the table waits for …"); /keep of that other offer then replaces its invitation by what was chosen and
    drops the line of who plays next, stale by then (before, "Answered: you kept …" came below both)."""
    fake, bot = discord_env
    row, holder, _, message = await two_offers_by_dm(fake, bot, after=2)
    await fake.interact(fake.click(holder, message, f"sk:s:{row.id}:8:1"))
    panel = fake.messages[message["id"]]["content"]
    salt = card_name(BOARD, 12)
    assert f"You may sell {text('en')(salt)}" in panel and "Next: the table waits for " in panel
    await fake.interact(fake.command(holder, "keep", {"card": "12"}))
    said = fake.messages[message["id"]]["content"]
    assert buttons(fake, message) == [] or not [c for c in buttons(fake, message) if ":o12." in c or ":12:" in c]
    assert "You may sell" not in said and "Next:" not in said, said
    assert said.endswith(answered_line(12, False)) and said.startswith("You sold the Frankincense card")
