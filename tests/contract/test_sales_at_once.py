"""A table with ``sales: at once`` waits for each sale answer (R6.5 as printed): the channel
learns of the move that opened the offer, and that the table waits, without learning who holds
the card."""

from __future__ import annotations

import time

import pytest

from tests.support.discord_players import USERS, Panel, content_of, current, open_game, rig, turn_messages
from tests.support.engine_scenarios import set_hand, sp
from tests.support.sale_offers import TIGRIS, frankincense_offered, holder_of_frankincense

WAITS = "The table waits for the answer to a sale offer (sales: at once)"
TABLE_WAITS = "the table waits for an answer to a sale offer (sales: at once)"  # the panel's words


@pytest.mark.rule("R6.5")
async def test_a_move_that_opens_the_wait_is_told_at_once_and_pings_nobody(discord_env):
    """The move's turn does not change while the table waits: a message only for a new turn
    showed the channel nothing for up to a day, its last message pinging the mover."""
    fake, bot = discord_env
    await open_game(fake, sales="at_once")
    before = len(turn_messages(fake))
    _, holder = await frankincense_offered(fake, bot)
    row, state = await current(bot)
    assert [decision.kind for decision in state.pending] == ["sale"]
    [told] = turn_messages(fake)[before:]
    content = told.body["content"]
    assert WAITS in content and "D7" in content, content  # the move, and the wait
    assert "answers under Play your turn or with /hand" in content  # the holder's DMs may be closed
    assert "<@" not in content and USERS[row.seats[holder].user][1] not in content  # nobody named or pinged
    assert told.body["allowed_mentions"]["users"] == []


@pytest.mark.rule("R6.5")
async def test_a_holders_vacation_does_not_stretch_the_wait_the_table_sees(discord_env):
    """The channel hears of every vacation: a wait past everyone's time limit would then
    name the holder on vacation. The answer the table waits for keeps the table's limit, and
    is kept when it runs out, as any offer's (the holder's own turns still wait for them)."""
    fake, bot = discord_env
    now = [time.time()]
    bot.service.tables.clock = lambda: now[0]
    await open_game(fake, sales="at_once")
    row, state = await current(bot)
    holder = USERS[row.seats[(state.active + 2) % 3].user]
    await fake.interact(fake.command(holder, "me", {"vacation_days": 3}))
    _, seat = await frankincense_offered(fake, bot)
    now[0] += 23 * 3600
    await bot.scheduler.run_once()
    assert (await current(bot))[1].pending  # within the table's 24 hours: it waits
    now[0] += 2 * 3600
    await bot.scheduler.run_once()
    _, state = await current(bot)
    assert not state.pending and 8 in state.players[seat].hand  # closed at 24 hours, the card kept


@pytest.mark.rule("R6.5")
@pytest.mark.parametrize(("command", "options"), [("marry", {"family": "Levant"}),
                                                  ("expand", {"family": "Tigris", "space": "D6"})])
async def test_a_move_typed_while_the_table_waits_is_told_what_it_waits_for(discord_env, command, options):
    """Typed, the next player was told "R3.3: the current turn is still being completed",
    citing the rule by which an offer never delays a turn, and not what the table waits for:
    now they read what the Play your turn button says, and nothing of who holds the card."""
    fake, bot = discord_env
    await open_game(fake, sales="at_once")
    active, holder = await frankincense_offered(fake, bot)
    row, before = await current(bot)
    for seat in (active, (active + 1) % 3):
        sent = await fake.interact(fake.command(USERS[row.seats[seat].user], command, options))
        said = content_of(sent)
        assert f"⚠️ It is not your turn: {TABLE_WAITS}." in said and "R3.3" not in said, said
        assert USERS[row.seats[holder].user][1] not in said
    assert (await current(bot))[1].pending == before.pending  # nothing changed


@pytest.mark.rule("R6.5")
async def test_the_holders_panel_says_the_answer_the_table_waits_for_is_theirs(discord_env):
    """The holder's panel said, under their own offer, that the table waits for "an answer to
    a sale offer", as everyone else's does, without saying it is theirs."""
    fake, bot = discord_env
    await open_game(fake, sales="at_once")
    active, holder = await frankincense_offered(fake, bot)
    row, _ = await current(bot)
    panel = Panel(fake, USERS[row.seats[holder].user], row.id)
    await panel.open()
    said = content_of(panel.sent)
    assert "It is not your turn: the table waits for your answer to the sale offer above (sales: at once)." in said
    assert TABLE_WAITS not in said
    other = Panel(fake, USERS[row.seats[active].user], row.id)
    await other.open()
    assert f"It is not your turn: {TABLE_WAITS}." in content_of(other.sent)
    assert "your answer" not in content_of(other.sent)



async def test_the_holders_hand_says_the_table_waits_for_their_answer(discord_env):
    """The channel sends the holder to /hand ("Whoever holds it answers under Play your turn or with /hand"); their
    /hand said only "To do: sell … or keep it.", where their DM and panel say the table waits for their answer. Now
    it says so too, in the reader's language; at a table with private offers, as before."""
    fake, bot = discord_env
    await open_game(fake, sales="at_once")
    _, holder = await frankincense_offered(fake, bot)
    row, _ = await current(bot)
    user = USERS[row.seats[holder].user]
    said = content_of(await fake.interact(fake.command(user, "hand")))
    assert ("To do: sell Frankincense (8, D7) for 3 Dirham, or keep it; the table waits for your answer "
            "(sales: at once).") in said
    fake.locale = "de"
    said = content_of(await fake.interact(fake.command(user, "hand")))
    assert ("Zu tun: Verkaufe Weihrauch (8, D7) für 3 Dirham oder behalte die Karte; der Tisch wartet auf deine "
            "Antwort (Verkäufe: sofort).") in said


async def test_a_private_offers_hand_line_names_no_wait(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    _, holder = await frankincense_offered(fake, bot)
    row, _ = await current(bot)
    said = content_of(await fake.interact(fake.command(USERS[row.seats[holder].user], "hand")))
    assert "To do: sell Frankincense (8, D7) for 3 Dirham, or keep it." in said and "table waits" not in said


def mover_holds_frankincense(state) -> None:
    """The player to move may place a Tigris camel on D7 (Frankincense) and holds its card."""
    state.players[state.active].tiles = [TIGRIS]
    state.tiles_left[TIGRIS] -= 1
    set_hand(state, state.active, [8, 30])


def answer_of(sent) -> str:
    """The mover's own answer (the interaction's), not the channel's message or a DM."""
    return content_of([r for r in sent if r.path.startswith(("/interactions/", "/webhooks/"))])


async def expand_to_frankincense(fake, bot, edit) -> str:
    """The camel on D7 placed by command after ``edit``: the mover's answer."""
    await open_game(fake, sales="at_once")
    await rig(bot, edit)
    row, state = await current(bot)
    sent = await fake.interact(fake.command(USERS[row.seats[state.active].user], "expand",
                                            {"family": "Tigris", "space": "D7"}))
    assert [d.kind for d in (await current(bot))[1].pending] == ["sale"]
    return answer_of(sent)


@pytest.mark.rule("R6.5")
async def test_a_move_that_opens_anothers_offer_is_answered_with_what_comes_next(discord_env):
    """After the move, its answer said "Done." and then "It is not your turn: the table waits for an
    answer…", a refusal's words after a move that succeeded. Who holds the card stays unsaid (R6.5)."""
    fake, bot = discord_env
    said = await expand_to_frankincense(fake, bot, holder_of_frankincense)
    assert f"Next: {TABLE_WAITS}." in said and "not your turn" not in said, said
    assert "your answer" not in said


@pytest.mark.rule("R6.5")
async def test_a_move_that_opens_the_movers_own_offer_says_the_table_waits_for_them(discord_env):
    """To a mover holding the card, "It is not your turn" was the opposite of the truth: the table
    waits for them. By command, the offer told below the move says so; on the panel, "Next:" does."""
    fake, bot = discord_env
    said = await expand_to_frankincense(fake, bot, mover_holds_frankincense)
    assert "not your turn" not in said and "Next:" not in said, said
    assert "Done.\\nYou hold Frankincense" in said and "The table waits for your answer (sales: at once)." in said


@pytest.mark.rule("R6.5")
async def test_a_panel_move_that_opens_the_movers_own_offer_says_next_is_their_answer(discord_env):
    """The panel's answer lists the offer, then what comes next: the table waits for the mover's answer."""
    fake, bot = discord_env
    await open_game(fake, sales="at_once")
    await rig(bot, mover_holds_frankincense)
    row, state = await current(bot)
    panel = Panel(fake, USERS[row.seats[state.active].user], row.id)
    await panel.open()
    await panel.choose(f"e{TIGRIS}.{sp('D7')}")
    before = len(panel.sent)
    await panel.press(f"ce{TIGRIS}.{sp('D7')}")
    assert [d.kind for d in (await current(bot))[1].pending] == ["sale"]
    done = answer_of(panel.sent[before:])
    assert "Next: the table waits for your answer to the sale offer above (sales: at once)." in done, done
    assert "not your turn" not in done
