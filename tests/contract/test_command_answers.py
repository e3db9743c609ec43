"""A move made by slash command answers as the panel's does: done, and what the table waits
for now, where an expansion that told its mover nothing of their own answered "Done." alone,
and one that told them something (an offer of their own it opened or closed) answered only that;
a sale's answer says what it did, never "Done" (selling is no move); a discard's answer
says which cards went first, in the panel's order."""

from __future__ import annotations

import pytest

from bot.engine import Decision, Expand, awaiting, legal_actions
from tests.support.discord_players import ANN, USERS, by_command, content_of, current, open_game, rig
from tests.support.engine_scenarios import fam, set_hand

TIGRIS = fam("Tigris")


async def test_an_expansion_by_command_says_what_the_table_waits_for_next(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    for _ in range(80):
        row, state = await current(bot)
        decision = awaiting(state)[0]
        actions = legal_actions(state, decision.player)
        expand = next((a for a in actions if isinstance(a, Expand)), None)
        sent = await by_command(fake, bot, USERS[row.seats[decision.player].user], expand or actions[0])
        answer = content_of([r for r in sent if r.path.startswith("/webhooks/")])
        if expand is not None and "Done." in answer:  # not one that opened the mover's own sale offer
            assert "Next: the table waits for" in answer, answer
            return
    raise AssertionError("no expansion answered by command in 80 moves")


async def own_offers_expansion(fake, bot) -> tuple[tuple[str, str], list[str]]:
    """The player to move, holding Frankincense (8) and with an offer of their Salt (12) open,
    places a Tigris camel on D7 by /expand: their move closes the Salt's offer (R6.5) and opens
    one of the Frankincense to them. The mover, and their private answer's lines."""
    await open_game(fake)

    def offers(state):
        state.players[state.active].tiles = [TIGRIS]
        state.tiles_left[TIGRIS] -= 1
        set_hand(state, state.active, [8, 12, 30])
        state.offers = [Decision("sale", state.active, card=12, turn=state.turn)]
    await rig(bot, offers)
    row, state = await current(bot)
    mover = USERS[row.seats[state.active].user]
    sent = await fake.interact(fake.command(mover, "expand", {"family": "Tigris", "space": "D7"}))
    return mover, answer_of(sent).splitlines()


def answer_of(sent) -> str:
    """The text of a command's private answer (the edit of its deferred response)."""
    [answer] = [r.body["content"] for r in sent if r.path.startswith("/webhooks/") and r.body and "content" in r.body]
    return str(answer)


@pytest.mark.rule("R6.5")
async def test_an_expansion_that_says_something_private_still_says_done_and_who_is_next(discord_env):
    """Done and who plays next first, then the offer the move closed and the one it opened,
    then the line pointing at the buttons below (before, the answer was the private lines alone)."""
    fake, bot = discord_env
    _, lines = await own_offers_expansion(fake, bot)
    assert lines[0] == "Done." and lines[1].startswith("Next: the table waits for "), lines
    assert any("Your chance to sell Salt (12, N6)" in line and "has passed (your move was played)" in line
               for line in lines[2:]), lines
    assert any(line.startswith("You hold Frankincense (8, D7): sell it for 3 Dirham, or keep it?")
               for line in lines[2:]), lines
    assert lines[-1] == "Decide below (or later under Play your turn, or with /hand).", lines


@pytest.mark.rule("R6.2")
@pytest.mark.parametrize(("command", "said"), [
    ("sell", "You sold the Frankincense card for 3 Dirham. Selling is not a move: it costs you no turn."),
    ("keep", "You kept Frankincense (8, D7).")])
async def test_a_sale_answer_by_command_says_what_it_did_and_no_done(discord_env, command, said):
    fake, bot = discord_env
    mover, _ = await own_offers_expansion(fake, bot)
    sent = await fake.interact(fake.command(mover, command, {"card": "8"}))
    assert answer_of(sent) == said


async def test_a_discard_by_command_says_what_was_discarded_first_as_the_panel_does(discord_env):
    """/discard answered "Done." / "Next: …" / "You discarded: …", where the panel's answer
    says what was discarded first, then done and who plays next."""
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    mover = USERS[row.seats[state.active].user]
    await fake.interact(fake.command(mover, "marry", {"family": "Tigris"}))
    _, state = await current(bot)
    card = state.players[state.pending[0].player].hand[0]
    sent = await fake.interact(fake.command(mover, "discard", {"cards": str(card)}))
    lines = answer_of(sent).splitlines()
    assert lines[0].startswith("You discarded: "), lines
    assert lines[1] == "Done." and lines[2].startswith("Next: the table waits for "), lines


async def test_a_command_the_bot_does_not_have_is_answered_in_one_sentence_naming_samarkand(discord_env):
    """A slash command Discord still lists from an earlier registration (or another game's): answered privately,
    naming the game and /help, rather than left to "The application did not respond"."""
    fake, _ = discord_env
    sent = await fake.interact(fake.command(ANN, "pebbles"))
    assert sent and all(r.ephemeral for r in sent)
    assert "Samarkand has no /pebbles: /help names the commands it has." in content_of(sent)
