"""The row's codec: the one place a game's typed fields meet the text and 0/1 the database
holds. A record as every release since these columns began wrote it reads into the types
and is written back exactly as it was stored (no schema change, no rewrite on save)."""

import json

import pytest

from bot.games.samarkand.game_settings import Settings
from bot.service.counting import merged
from bot.store import ChannelPause, GameStatus, OfferKey, Seat, StandIn, UserId, computer_user, former_user
from bot.store.rows import SAVED, game_row, saved_values

SEATS = [{"user": "111", "name": "Ann", "kind": "human"}, {"user": "cpu1", "name": "Bot", "kind": "greedy"},
         {"user": "222", "name": "Bob", "kind": "human", "left": "1"}]


def record(**changed: object) -> dict[str, object]:
    """A games record as the database returns it (columns by name, JSON columns as text)."""
    stored: dict[str, object] = {
        "id": 7, "channel_id": "900", "guild_id": "800", "host_id": "111", "status": "playing",
        "settings": json.dumps(Settings().to_json()), "seats": json.dumps(SEATS), "seed": 3, "state": "",
        "version": 4, "waiting_since": 10.0, "reminded_at": 0.0, "paused_at": 30.0, "created": 1.0,
        "updated": 30.0, "pause_reason": "channel:the thread is locked", "computer_due": 1, "standin": "2:7",
        "clock_note": "", "offer_clocks": '{"0:12": [10.0, 20.0], "2:3": [15.0, 0.0]}', "host_paused": 0,
        "stopped": "[[1.0, 2.0]]", "due_at": 0.0, "announced_news": 2, "turn_message": "55",
        "turn_message_key": "7:play", "announce_after": 0.0, "announce_failures": 0, "announcing": "",
        "announcing_news": 0, "newest_news": 3}
    return {**stored, **changed}


def test_a_stored_record_reads_into_the_row_types():
    row = game_row(record(), Settings)
    assert row.status is GameStatus.PLAYING and row.holds_news
    assert row.pause_reason == ChannelPause("the thread is locked")
    assert row.standin == StandIn(2, 7) and row.computer_due is True and row.host_paused is False
    assert row.offer_clocks == {OfferKey(0, 12): [10.0, 20.0], OfferKey(2, 3): [15.0, 0.0]}
    assert row.stopped == [(1.0, 2.0)] and row.seats[2].left and row.seats[1].user == "cpu1"


@pytest.mark.parametrize("changed", [
    {}, {"pause_reason": "", "standin": "", "computer_due": 0, "host_paused": 1, "offer_clocks": "{}"},
    {"status": "lobby"}, {"status": "over"}, {"status": "aborted"}, {"status": "kept"},
])
def test_a_row_is_written_back_exactly_as_it_was_stored(changed):
    stored = record(**changed)
    assert saved_values(game_row(stored, Settings)) == {name: stored[name] for name in SAVED}


def test_typed_changes_are_written_in_the_stored_form():
    row = game_row(record(pause_reason="", standin=""), Settings)
    row.status, row.pause_reason, row.standin = GameStatus.OVER, ChannelPause("gone"), StandIn(1, 12)
    row.offer_clocks, row.computer_due, row.host_paused = {OfferKey(1, 40): [5.0, 0.0]}, False, True
    written = saved_values(row)
    assert (written["status"], written["pause_reason"], written["standin"]) == ("over", "channel:gone", "1:12")
    assert (written["offer_clocks"], written["computer_due"], written["host_paused"]) == ('{"1:40": [5.0, 0.0]}', 0, 1)


@pytest.mark.parametrize(("column", "stored"), [("status", "paused"), ("pause_reason", "host")])
def test_a_value_outside_the_types_is_a_broken_row_that_says_what_it_held(column, stored):
    with pytest.raises(ValueError, match=stored):
        game_row(record(**{column: stored}), Settings)


@pytest.mark.parametrize(("user", "kind", "number", "taken_over", "forgotten"), [
    ("cpu2", "greedy", 2, False, False),        # a computer seat added in the lobby
    ("111", "human", None, False, False),       # a person's
    ("111", "search", None, True, False),       # a person's, a computer finishing it (/replace)
    ("former3", "human", None, False, True),    # a forgotten person's
    ("former3", "greedy", None, True, True),    # forgotten after a computer took it over
])
def test_a_seats_placeholder_users_are_read_in_one_place(user: str, kind: str, number: int | None,
                                                         taken_over: bool, forgotten: bool) -> None:
    seat = Seat(UserId(user), "X", kind)
    assert (seat.computer_number, seat.taken_over, seat.forgotten) == (number, taken_over, forgotten)
    assert Seat(computer_user(2), "X", "greedy").computer_number == 2
    assert Seat(former_user(2), "X").forgotten and former_user(2) == "former3"


def test_the_spans_a_shorter_time_limit_made_share_the_stopped_column_and_come_back_apart():
    """A shorter turn_hours's stand-still is kept apart from pauses and downtime (a longer limit
    gives back only it), in the same column: turned round, which an earlier release, rolled
    back to, reads as an empty span (its own reader, as it was, is run here), and read back
    apart."""
    row = game_row(record(stopped="[[1.0, 2.0], [9.0, 5.0], [3.0, 4.0]]"), Settings)
    assert row.stopped == [(1.0, 2.0), (3.0, 4.0)] and row.shortened == [(5.0, 9.0)]
    row.shortened = [(5.0, 8.0)]
    saved = saved_values(row)["stopped"]
    assert json.loads(saved) == [[1.0, 2.0], [3.0, 4.0], [8.0, 5.0]]
    earlier_release = [(float(start), float(end)) for start, end in json.loads(saved)]
    assert merged(earlier_release) == [(1.0, 2.0), (3.0, 4.0)]
