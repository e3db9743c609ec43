"""``/hint`` and the console's ``hint`` through the service: only at a table whose host allowed
hints, on the player's own move only, a legal suggestion, the same twice in one position, a
sentence for anyone else; every hint given is counted for its seat and kept in the stored
table, and a table with hints counts for nobody's rating."""

import asyncio
import random
from concurrent.futures import Executor, Future
from concurrent.futures.process import BrokenProcessPool
from dataclasses import replace

import pytest

from bot.ai.budget import Budget
from bot.engine import Discard, Expand, Marry, SaleDecision, awaiting, legal_actions, open_offers, state_from_json
from bot.games.samarkand import coaching as coaching_module
from bot.games.samarkand.coaching import Coaching
from bot.games.samarkand.game_settings import Settings
from bot.service import ServiceError
from bot.store import ADVISED, GameStatus
from bot.store.notes import HintsTaken
from bot.words.i18n import Msg, text
from bot.words.note_lines import platform_note
from tests.service.conftest import CHANNEL, GUILD, lobby, play_randomly, rig
from tests.support.engine_scenarios import BOARD, fam, set_hand, sp

QUICK = Budget.walks_only(16)


async def hinted_table(service, humans=3, hints="on", computers=None):
    """A started table of ``humans`` people (u0 hosts) and ``computers`` whose host chose ``hints``."""
    await lobby(service, humans, computers)
    await service.lobby.configure(CHANNEL, "u0", False, {Settings.hints: hints})
    await service.lobby.start(CHANNEL, "u0", False)
    return await service.store.live_game(CHANNEL)


def mover(row):
    return row.seats[awaiting(state_from_json(row.state))[0].player].user


async def test_the_player_to_move_gets_a_legal_suggestion_and_the_same_one_twice(service):
    row = await hinted_table(service)
    state = state_from_json(row.state)
    seat = awaiting(state)[0].player
    coaching = Coaching(service.tables, budget=QUICK)
    hint = await coaching.hint(CHANNEL, row.seats[seat].user)
    assert hint.seat == seat and hint.turn == state.turn and hint.game_id == row.id
    assert hint.suggestion in legal_actions(state, seat)
    assert hint.names == tuple(s.name for s in row.seats)
    assert await coaching.hint(CHANNEL, row.seats[seat].user) == hint


async def turn_move(service, user, move, turn):
    """Play ``move``, and discard nothing if a marriage's draw asks for it: the log's entries."""
    await service.moves.act(CHANNEL, user, move, turn)
    if state_from_json((await service.store.live_game(CHANNEL)).state).pending:
        await service.moves.act(CHANNEL, user, Discard(()))
    return await service.store.log((await service.store.live_game(CHANNEL)).id)


async def test_the_move_played_as_a_hint_suggested_is_logged_as_the_hints(service):
    """The review never calls its player's mistake a move the coach itself suggested, so the
    log says which moves followed a hint: the suggested move played (its camels in either
    order) by the seat it was suggested to, in the position it weighed; not another move, not
    another seat's, not in a position changed since (a sale answered, a later turn)."""
    row = await hinted_table(service)
    coaching = Coaching(service.tables, budget=QUICK)
    hint = await coaching.hint(CHANNEL, mover(row))
    user = row.seats[hint.seat].user
    other = next(move for move in legal_actions(state_from_json(row.state), hint.seat)
                 if isinstance(move, Marry | Expand) and move not in coaching_module.forms(hint.suggestion))
    assert coaching_module.forms(Expand(1, (4, 9))) == [Expand(1, (4, 9)), Expand(1, (9, 4))]
    suggestions, rules = service.tables.suggestions, service.tables.rules
    known = rules.known_to(state_from_json(row.state), hint.seat)
    changed = state_from_json(row.state)
    changed.players[hint.seat].money += 1  # a position the seat sees changed
    assert suggestions.followed(row.id, hint.seat, known, hint.suggestion)
    assert not suggestions.followed(row.id, hint.seat, known, other)
    assert not suggestions.followed(row.id, (hint.seat + 1) % 3, known, hint.suggestion)
    assert not suggestions.followed(row.id, hint.seat, rules.known_to(changed, hint.seat), hint.suggestion)
    assert not suggestions.followed(row.id + 1, hint.seat, known, hint.suggestion)
    log = await turn_move(service, user, hint.suggestion, hint.turn)
    assert [entry.by for entry in log] == [ADVISED] + ["player"] * (len(log) - 1)
    after = await service.store.live_game(CHANNEL)
    state = state_from_json(after.state)
    nxt = await coaching.hint(CHANNEL, after.seats[state.active].user)
    different = next(move for move in legal_actions(state, nxt.seat)
                     if isinstance(move, Marry | Expand) and move not in coaching_module.forms(nxt.suggestion))
    log = await turn_move(service, after.seats[nxt.seat].user, different, nxt.turn)
    assert ADVISED not in [entry.by for entry in log[-2:]]


async def test_anyone_but_the_player_to_move_is_told_why_not(service):
    coaching = Coaching(service.tables, budget=QUICK)
    with pytest.raises(ServiceError) as none:
        await coaching.hint(CHANNEL, "u0")
    assert none.value.message.key == "error.no_game"
    row = await hinted_table(service)
    seat = awaiting(state_from_json(row.state))[0].player
    waiting = row.seats[(seat + 1) % 3].user
    with pytest.raises(ServiceError) as other:
        await coaching.hint(CHANNEL, waiting)
    assert other.value.message.key == "error.hint_not_your_turn"
    with pytest.raises(ServiceError) as stranger:
        await coaching.hint(CHANNEL, "somebody-else")
    assert stranger.value.message.key == "error.not_seated"


async def test_a_player_with_a_discard_or_a_sale_offer_open_is_told_to_answer_it_first(service):
    """Not "the game is not waiting for your move": it waits for that player's own decision."""
    row = await hinted_table(service)
    coaching, rng, told = Coaching(service.tables, budget=QUICK), random.Random(3), {}
    while len(told) < 2 and row is not None:
        state = state_from_json(row.state)
        waiting = {d.player for d in awaiting(state)}
        for decision in [*state.pending, *(d for d in open_offers(state) if d.player not in waiting)]:
            with pytest.raises(ServiceError) as refused:
                await coaching.hint(CHANNEL, row.seats[decision.player].user)
            told[decision.kind] = refused.value.message.key
        await play_randomly(service, rng, max_commands=1, to_the_end=False)
        row = await service.store.live_game(CHANNEL)
    assert told == {"discard": "error.hint_discard_first", "sale": "error.hint_sale_first"}


@pytest.mark.rule("R6.5")
async def test_a_hint_says_that_the_askers_own_sale_offer_is_still_open(service):
    """A private offer does not hold up the holder's turn, and their move closes it with the
    card kept: the suggestion does not weigh the offer, so the hint says it is open."""
    row = await hinted_table(service)
    mover_seat = awaiting(state_from_json(row.state))[0].player
    holder = (mover_seat + 1) % 3  # moves next

    def tigris_to_frankincense(state):
        state.players[mover_seat].tiles = [fam("Tigris")]
        state.tiles_left[fam("Tigris")] -= 1
        set_hand(state, holder, [8, 30])

    await rig(service, tigris_to_frankincense)
    coaching = Coaching(service.tables, budget=QUICK)
    before = await coaching.hint(CHANNEL, row.seats[mover_seat].user)
    assert before.offers == () and "still open" not in " ".join(map(str, before.lines(BOARD)))
    await service.moves.act(CHANNEL, row.seats[mover_seat].user, Expand(fam("Tigris"), (sp("D7"),)))
    hint = await coaching.hint(CHANNEL, row.seats[holder].user)
    assert hint.offers == (8,) and hint.suggestion is not None
    said = [text("en")(line) for line in hint.lines(BOARD)]
    assert said[-1].startswith("Your sale offer of Frankincense (8, D7) is still open: answer it first")
    from cogs.coach_commands import hint_reply
    from cogs.discord_text import discord_text
    from cogs.message_text import LIMIT
    longest = replace(hint, names=tuple(f"{'*_~|' * 8}{seat}"[-32:] for seat in range(3)))  # escaped: twice as long
    for many in (1, 40):  # a hint of many next moves: too long for two messages, its advice is cut, not its warning
        asked = replace(longest, advice=replace(hint.advice, suggestions=hint.advice.suggestions[:1] * many))
        answer = hint_reply(asked, BOARD, discord_text("en"))
        reply, last = answer.text, answer.more or answer.text
        assert len(reply) <= LIMIT and len(last) <= LIMIT
        assert last.splitlines()[-1] == discord_text("en")(*asked.warning(BOARD))
        assert reply.startswith(discord_text("en").lines(asked.advice_lines(BOARD))[0])


async def test_a_table_without_hints_refuses_them_and_counts_nothing(service):
    row = await hinted_table(service, hints="off")
    with pytest.raises(ServiceError) as refused:
        await Coaching(service.tables, budget=QUICK).hint(CHANNEL, mover(row))
    assert refused.value.message.key == "error.hints_off"
    assert (await service.store.live_game(CHANNEL)).settings.hints_taken == ()


async def test_each_hint_given_is_counted_for_its_seat_and_stored(service, store):
    row = await hinted_table(service)
    coaching = Coaching(service.tables, budget=QUICK)
    first = await coaching.hint(CHANNEL, mover(row))
    await coaching.hint(CHANNEL, mover(row))  # asked again in the same position: a hint all the same
    rng = random.Random(1)
    while True:  # on to the next player's move (past a marriage's discard, say)
        await play_randomly(service, rng, 1, to_the_end=False)
        after = await service.store.live_game(CHANNEL)
        state = state_from_json(after.state)
        if state.active != first.seat and not state.pending:
            break
    second = await coaching.hint(CHANNEL, after.seats[state.active].user)
    assert second.seat != first.seat
    expected = [0, 0, 0]
    expected[first.seat] += 2
    expected[second.seat] += 1
    stored = await store.game(row.id)  # read back from the database, as a restarted bot reads it
    assert stored.settings.hints_taken == tuple(expected)
    assert Settings.from_json(stored.settings.to_json()).hints_taken == tuple(expected)


async def test_hints_are_chosen_in_the_lobby_and_a_table_with_them_is_not_rated(service):
    row = await hinted_table(service, humans=2)
    with pytest.raises(ServiceError) as late:
        await service.lobby.configure(CHANNEL, "u0", False, {Settings.hints: "off"})
    assert late.value.message.key == "error.hints_in_lobby"
    hint = await Coaching(service.tables, budget=QUICK).hint(CHANNEL, mover(row))
    reports = await play_randomly(service, random.Random(2))
    over = await service.store.game(row.id)
    assert over.status is GameStatus.OVER and over.settings.rating == "rated"
    assert [await games_of(service, user) for user in ("u0", "u1")] == [0, 0]
    told = [(report.over, line) for report in reports for line in report.public if line.key == "news.hints_taken"]
    assert [over for over, _ in told] == [True]  # said once, with the end, never during play
    counts = {by.values["name"]: by.values["count"] for by in told[0][1].values["taken"]}
    assert counts == {row.seats[hint.seat].name: 1, row.seats[1 - hint.seat].name: 0}
    await hinted_table(service, humans=2, hints="off")  # the same table without hints: rated, no count said
    reports = await play_randomly(service, random.Random(2))
    assert [await games_of(service, user) for user in ("u0", "u1")] == [1, 1]
    assert not [line for report in reports for line in report.public if line.key == "news.hints_taken"]


async def test_the_hint_tally_at_the_end_names_the_people_not_the_computers(service):
    """A computer never asks for a hint: at a table of one person and two computers the final
    table's tally names the person only ("Hints taken at this table: Ann (1)."), not
    "Computer 1 (random) (0)" beside them."""
    row = await hinted_table(service, humans=1, computers=["random", "random"])
    while row.computer_due:
        await service.computers.computer_step(row.id)
        row = await service.store.live_game(CHANNEL)
    await Coaching(service.tables, budget=QUICK).hint(CHANNEL, "u0")
    reports = await play_randomly(service, random.Random(3))
    (told,) = [line for report in reports for line in report.public if line.key == "news.hints_taken"]
    assert text("en")(told) == "Hints taken at this table: Ann (1)."
    assert text("de")(told) == "Genutzte Tipps an diesem Tisch: Ann (1)."


def test_a_hint_tally_names_every_seat_but_the_computers_and_at_a_table_of_computers_says_nothing():
    names = ["Ann", "Computer 1 (casual)", "Bob"]
    assert text("en")(platform_note(HintsTaken((2, 0, 0), computers=(1,)), names, Msg)) == \
        "Hints taken at this table: Ann (2), Bob (0)."
    assert text("en")(platform_note(HintsTaken((2, 0, 0)), names, Msg)) == \
        "Hints taken at this table: Ann (2), Computer 1 (casual) (0), Bob (0)."  # a note stored before
    assert platform_note(HintsTaken((0, 0), computers=(0, 1)), names[:2], Msg) is None


async def games_of(service, user):
    standing = (await service.store.standings(user, (GUILD,))).get(GUILD)
    return 0 if standing is None else standing.tally.games


async def test_a_hint_asked_again_and_again_costs_one_search_and_each_is_counted(service, monkeypatch):
    """Pressing /hint five times at once, then once more, searches once: the same question
    has the same answer, and a queue of searches would hold up every table's computers."""
    searched = []
    real = coaching_module.advise_stored
    monkeypatch.setattr(coaching_module, "advise_stored", lambda *asked: searched.append(asked) or real(*asked))
    row = await hinted_table(service)
    coaching = Coaching(service.tables, budget=QUICK)
    hints = await asyncio.gather(*(coaching.hint(CHANNEL, mover(row)) for _ in range(5)))
    again = await coaching.hint(CHANNEL, mover(row))
    assert len(searched) == 1 and hints == [again] * 5
    counted = await service.store.game(row.id)
    assert counted.settings.hints_taken[again.seat] == 6


class Dying(Executor):
    """A pool whose worker dies under each of its first ``deaths`` tasks (the OOM killer), as
    a process pool then says (``BrokenProcessPool``); it runs the later ones, in the caller."""

    def __init__(self, deaths: int) -> None:
        self.deaths, self.submitted = deaths, 0

    def submit(self, fn, /, *args, **kwargs):
        self.submitted += 1
        done = Future()
        if self.submitted <= self.deaths:
            done.set_exception(BrokenProcessPool("a process in the pool was terminated abruptly"))
        else:
            done.set_result(fn(*args, **kwargs))
        return done


async def test_a_hint_whose_search_worker_died_is_searched_once_more_as_a_computers_move_is(service):
    """The pool's worker died under the hint's search: it is searched once more (in the pool
    started anew), as ``PoolThinker.choose`` thinks a computer's move again, and two players'
    asking at once wait for that one retry; a second death fails the hint, and the next ask
    searches anew."""
    row = await hinted_table(service)
    pool = Dying(deaths=1)
    hint = await Coaching(service.tables, pool, QUICK).hint(CHANNEL, mover(row))
    assert hint.suggestion is not None and pool.submitted == 2
    pool = Dying(deaths=1)
    coaching = Coaching(service.tables, pool, QUICK)
    both = await asyncio.gather(coaching.hint(CHANNEL, mover(row)), coaching.hint(CHANNEL, mover(row)))
    assert both == [hint, hint] and pool.submitted == 2  # the retry, one for both askers
    assert (await service.store.game(row.id)).settings.hints_taken[hint.seat] == 3
    pool = Dying(deaths=2)
    twice = Coaching(service.tables, pool, QUICK)
    with pytest.raises(BrokenProcessPool):
        await twice.hint(CHANNEL, mover(row))
    assert await twice.hint(CHANNEL, mover(row)) == hint and pool.submitted == 3


async def an_offer_out_of_the_askers_sight(service):
    """A hinted table where the mover's camel opened a sale offer to the third seat: the game,
    the seat whose turn it now is (who asks for hints) and the offer's holder."""
    row = await hinted_table(service)
    mover_seat = awaiting(state_from_json(row.state))[0].player
    asker, holder = (mover_seat + 1) % 3, (mover_seat + 2) % 3

    def offers(state):
        state.players[mover_seat].tiles = [fam("Tigris")]
        state.tiles_left[fam("Tigris")] -= 1
        set_hand(state, holder, [8, 30])
    await rig(service, offers)
    await service.moves.act(CHANNEL, row.seats[mover_seat].user, Expand(fam("Tigris"), (sp("D7"),)))
    return row, asker, holder


@pytest.mark.rule("R6.5")
async def test_a_hint_asked_again_after_a_private_answer_out_of_sight_is_the_same_hint(service, monkeypatch):
    """Another player answers their private sale offer between two of the mover's hints: the
    second is the first again, not a new search, whose time and count of continuations would
    tell the mover that an offer was open and has been answered."""
    searched = []
    real = coaching_module.advise_stored
    monkeypatch.setattr(coaching_module, "advise_stored", lambda *asked: searched.append(asked) or real(*asked))
    row, asker, holder = await an_offer_out_of_the_askers_sight(service)
    assert [offer.player for offer in open_offers(state_from_json((await service.store.live_game(CHANNEL)).state))] \
        == [holder]
    coaching = Coaching(service.tables, budget=QUICK)
    first = await coaching.hint(CHANNEL, row.seats[asker].user)
    await service.moves.act(CHANNEL, row.seats[holder].user, SaleDecision(8, False))  # out of the asker's sight
    assert await coaching.hint(CHANNEL, row.seats[asker].user) == first and len(searched) == 1


@pytest.mark.rule("R6.5")
async def test_a_suggestion_played_after_a_private_answer_out_of_sight_is_still_the_hints(service):
    """Another player keeps their card on a private sale offer between the mover's hint and
    their move: the move played as suggested is still logged as the hint's. Logged as the
    player's own, the review after the end (a mistake named, "well played" for "none judged")
    would tell everyone that an offer had been answered meanwhile."""
    row, asker, holder = await an_offer_out_of_the_askers_sight(service)
    hint = await Coaching(service.tables, budget=QUICK).hint(CHANNEL, row.seats[asker].user)
    log = await service.store.log(row.id)
    await service.moves.act(CHANNEL, row.seats[holder].user, SaleDecision(8, False))  # out of the asker's sight
    played = (await turn_move(service, row.seats[asker].user, hint.suggestion, hint.turn))[len(log) + 1]
    assert (played.seat, played.action, played.by) == (asker, hint.suggestion, ADVISED)
