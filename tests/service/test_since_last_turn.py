"""/hand's "since your last turn": the public news (the service's notes included) after the
end of the player's own last turn, and nothing private of anyone else."""

from bot.engine import Discard, Expand, Marry, awaiting, legal_actions, state_from_json
from bot.engine.events import GameOver, Married, Turn
from bot.games.samarkand.reading import since_turn_of
from bot.store.notes import TimedOut
from bot.words.i18n import CONSOLE, Msg, text
from tests.service.conftest import CHANNEL, started
from tests.support.engine_scenarios import BOARD, fam


async def married(service, user: str, family: str) -> None:
    await service.moves.act(CHANNEL, user, Marry(fam(family)))
    await service.moves.act(CHANNEL, user, Discard(()))


async def test_since_your_last_turn_holds_what_the_others_did_while_you_were_away(service, clock):
    row = await started(service, humans=3)
    first, second, _ = (seat.user for seat in row.seats)
    names = [seat.name for seat in row.seats]
    await married(service, first, "Tigris")
    await married(service, second, "Levant")
    clock.advance(25)
    await service.clock.tick()  # the third player times out: a stand-in will play for them
    while await service.computers.computer_step(row.id):
        pass
    since = [str(line) for line in (await service.reading.hand(CHANNEL, first)).since]
    assert since[0].startswith(f"**{names[1]}** married into the Levant")  # it names who played turn 2
    assert any(line.startswith(f"Time is up for {names[2]}") for line in since)
    assert since[-1] == f"Turn 4: **{names[0]}** to play."
    assert not any(f"{names[0]}** married" in line for line in since)  # her own turn is not news to her
    assert not any("You drew" in line for line in since)  # private lines never come back
    shown = (await service.reading.hand(CHANNEL, first)).text(service.board, text())
    assert f"Since your last turn:\n  **{names[1]}** married" in shown


async def test_before_your_first_turn_it_is_everything_so_far(service):
    row = await started(service, humans=2)
    await married(service, row.seats[0].user, "Tigris")
    since = [str(line) for line in (await service.reading.hand(CHANNEL, row.seats[1].user)).since]
    assert since[0].startswith("The game begins! Seat order:")
    assert since[-1] == f"Turn 2: **{row.seats[1].name}** to play."
    for seat, heading in ((1, "Since the game began:\n  The game begins!"), (0, "Since your last turn:\n  Turn 2")):
        hand = await service.reading.hand(CHANNEL, row.seats[seat].user)  # no "last turn" before the first
        assert heading in hand.text(service.board, text())
    german = (await service.reading.hand(CHANNEL, row.seats[1].user)).text(service.board, text("de"))
    assert "Seit Spielbeginn:\n  Das Spiel beginnt!" in german


def test_a_turn_ends_at_the_next_turn_or_at_the_end_of_the_game():
    events = [Turn(0, 1), Married(0, 2, 5), GameOver("r", (0,))]
    assert since_turn_of(events, 0) == events[2:]
    assert since_turn_of(events, 1) == events


def test_a_turn_the_seat_timed_out_in_is_not_its_own():
    events = [Turn(0, 1), Married(0, 2, 5), Turn(1, 2), Turn(0, 3), TimedOut(0, "standin"), Married(0, 3, 5),
              Turn(1, 4)]
    assert since_turn_of(events, 0) == events[2:]  # from the end of turn 1, the stand-in's turn 3 in it
    assert since_turn_of(events[3:], 0) == events[3:]  # no turn of its own yet: everything


async def stand_in_plays(service, clock, row) -> list:
    """The player awaited now times out and the stand-in plays their turn: its reports."""
    clock.advance(25)
    await service.clock.tick()
    reports = []
    while report := await service.computers.computer_step(row.id):
        reports.append(report)
    return reports


async def test_a_player_back_after_a_stand_in_played_for_them_is_shown_what_it_did(service, clock):
    row = await started(service, humans=3)
    users = [seat.user for seat in row.seats]
    names = [seat.name for seat in row.seats]
    for user, family in zip(users, ("Tigris", "Levant", "Sindh"), strict=True):
        await married(service, user, family)
    await stand_in_plays(service, clock, row)  # turn 4, the first player's: she is away
    since = [str(line) for line in (await service.reading.hand(CHANNEL, users[0])).since]
    assert since[0].startswith(f"**{names[1]}** married into the Levant")  # from the end of her own turn 1
    timed_out = since.index(f"Time is up for {names[0]}: a computer stand-in makes the move.")
    assert since[timed_out + 1].startswith(f"**{names[0]}** ")  # the move made in her name
    assert since[-1] == f"Turn 5: **{names[1]}** to play."


async def test_what_a_stand_in_drew_for_a_player_is_said_to_be_the_stand_ins_doing(service, clock):
    row = await started(service, humans=2)
    first, second = (seat.user for seat in row.seats)
    own = await service.moves.act(CHANNEL, first, Marry(fam("Tigris")))
    assert str(own.private[first][0]).startswith("You drew: ")  # her own marriage: no heading
    await service.moves.act(CHANNEL, first, Discard(()))
    reports = await stand_in_plays(service, clock, row)
    told = [line for report in reports for line in report.private.get(second, [])]
    assert told[0] == Msg("news.stood_in_for_you")
    assert str(told[1]).startswith("You married into the ")  # what it played (theirs, in their DM), before the draw
    assert str(told[told.index(Msg("news.stood_in_for_you"), 1) - 1]).startswith("You drew: ")  # then the discard



async def test_a_player_whose_stand_in_drew_nothing_still_hears_that_it_played(service, clock):
    """An expansion draws no card: the player hears of the stand-in's move all the same, and
    which it was (the turn message pings the next player, not them)."""
    row = await started(service, humans=3)
    users = [seat.user for seat in row.seats]
    for user, family in zip(users, ("Levant", "Tigris", "Sindh"), strict=True):
        await married(service, user, family)
    reports = await stand_in_plays(service, clock, row)  # turn 4: the first player's family can expand
    kept = await service.tables.kept_log(await service.store.live_game(CHANNEL))
    assert isinstance(kept[-1].action, Expand)  # the case: a move that tells its player nothing else
    told = [str(line) for report in reports for line in report.private.get(users[0], [])]
    assert told[0] == str(Msg("news.stood_in_for_you"))
    assert any(line.startswith("A camel of the Levant family went to ") for line in told[1:])
    assert not any("Time is up" in line or "to play" in line for line in told)  # no note, no next turn

async def play_round(service, row, move) -> list[str]:
    """Each seat in turn plays ``move(state, seat)`` (a discard of nothing after it, if
    asked); returns the users in the order they played."""
    played = []
    for _ in row.seats:
        state = state_from_json((await service.store.live_game(CHANNEL)).state)
        seat = awaiting(state)[0].player
        user = row.seats[seat].user
        await service.moves.act(CHANNEL, user, move(state, seat))
        state = state_from_json((await service.store.live_game(CHANNEL)).state)
        if any(d.player == seat and d.kind == "discard" for d in awaiting(state)):
            await service.moves.act(CHANNEL, user, Discard(()))
        played.append(user)
    return played


def first_marriage(state, seat):
    return next(a for a in legal_actions(state, seat) if isinstance(a, Marry))


def widest_expansion(state, seat):
    """Two camels if the seat can, onto goods spaces first: the most news a move makes."""
    moves = [a for a in legal_actions(state, seat) if isinstance(a, Expand)]
    return max(moves, key=lambda a: (len(a.spaces), sum(BOARD.spaces[s].good is not None for s in a.spaces)))


async def five_players_who_expand(service):
    """Five humans marry, then each expands: the first to expand is away for four turns."""
    row = await started(service, humans=5)
    await play_round(service, row, first_marriage)
    away, *others = await play_round(service, row, widest_expansion)
    return row, away, others


async def test_five_players_who_expand_are_all_in_since_your_last_turn(service):
    row, away, others = await five_players_who_expand(service)
    names = {seat.user: seat.name for seat in row.seats}
    mine = await service.reading.hand(CHANNEL, away)
    since = [str(line) for line in mine.since]
    for user in others:  # every move of the absence, the first one included, names its player
        assert any(line.startswith(f"**{names[user]}** placed") for line in since), (names[user], since)
    assert not any(line.startswith("Turn ") for line in since[:-1])  # each move already says who played
    shown = mine.text(service.board, text(), 2000)
    assert len(shown) <= 2000 and "earlier line" not in shown
    assert all(line in shown for line in since)


async def test_news_that_does_not_fit_is_cut_from_the_oldest_and_said_to_be(service):
    _, away, _ = await five_players_who_expand(service)
    mine = await service.reading.hand(CHANNEL, away)
    whole = mine.text(service.board, text())
    limit = len(whole) - 60
    shown = mine.text(service.board, text(), limit)
    assert len(shown) <= limit
    cut = next(line for line in shown.splitlines() if "earlier line" in line)
    left_out = int(cut.split("…")[1].split()[0])
    assert cut.endswith("see /log.") and left_out >= 1
    assert shown.splitlines()[-1] == whole.splitlines()[-1]  # the newest news stays
    assert len(whole.splitlines()) - len(shown.splitlines()) == left_out - 1
    console = mine.text(service.board, text("en", CONSOLE), limit)
    assert "type log." in console
