"""Presence over days, with the test's clock: quiet hours in the player's own time zone (no
pings then, held until they end; the clock still runs), vacations (the player's clocks stand
still in every game, each table is told), the monthly allowance, and the turn DM choice."""

import re
from dataclasses import replace
from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from bot.engine import Discard, Marry, awaiting, state_from_json
from bot.service import ServiceError
from bot.service.presence import (
    MAX_VACATION_DAYS,
    PresenceError,
    QuietHours,
    local_time,
    parse_quiet_hours,
    pingable_from,
    seconds_by_month,
    time_zone_of,
    zone,
    zone_label,
    zone_names,
)
from bot.store.rows import Prefs, prefs_from_json
from bot.words.i18n import text
from cogs.compose import turn_content
from tests.service.conftest import CHANNEL, GUILD, started
from tests.support.engine_scenarios import fam

OTHER = "chan-2"


def at(clock, year, month, day, hour, minute=0):
    clock.now = datetime(year, month, day, hour, minute, tzinfo=UTC).timestamp()


async def test_no_reminder_within_quiet_hours_it_goes_out_when_they_end(service, clock):
    at(clock, 2026, 1, 15, 12)  # 13:00 in Berlin
    row = await started(service)
    first = row.seats[0].user
    await service.players.set_presence(first, time_zone="Europe/Berlin", quiet_hours="19-23:30")
    clock.advance(6.5)  # 19:30 in Berlin: the reminder is due, but quiet
    assert (await service.clock.tick()).reminders == []
    clock.advance(3.5)  # 23:00 in Berlin: still quiet
    assert (await service.clock.tick()).reminders == []
    clock.advance(0.75)  # 23:45 in Berlin
    [reminder] = (await service.clock.tick()).reminders
    assert reminder.mentions == [first] and reminder.deadline == row.waiting_since + 24 * 3600


# The night the quiet hours 0-2 (or 0-2:30) end in Berlin, in UTC: an ordinary night, the
# night the clocks go forward (02:00 CET is 03:00 CEST: both end at the jump), and the night
# they go back (the first 02:00 or 02:30 ends them, not the repeated one).
QUIET_NIGHTS = [("0-2", datetime(2026, 1, 15, 1, tzinfo=UTC)), ("0-2", datetime(2026, 3, 29, 1, tzinfo=UTC)),
                ("0-2:30", datetime(2026, 3, 29, 1, tzinfo=UTC)), ("0-2", datetime(2026, 10, 25, 0, tzinfo=UTC)),
                ("0-2:30", datetime(2026, 10, 25, 0, 30, tzinfo=UTC))]


@pytest.mark.parametrize(("quiet", "end"), QUIET_NIGHTS)
async def test_a_held_reminder_goes_out_at_the_first_pass_after_the_quiet_hours(service, clock, quiet, end):
    clock.now = end.timestamp() - 6 * 3600 - 37 * 60 + 20  # a pass at 20 seconds past each minute
    row = await started(service)
    await service.players.set_presence(row.seats[0].user, time_zone="Europe/Berlin", quiet_hours=quiet)
    clock.advance(6)  # the reminder falls due 37 minutes before the quiet hours end
    while not (await service.clock.tick()).reminders:
        clock.advance(seconds=60)
    assert clock.now == end.timestamp() + 20


def test_a_vacation_and_quiet_hours_hold_pings_until_both_are_over():
    night = datetime(2026, 1, 15, 23, tzinfo=UTC).timestamp()  # midnight in Berlin
    quiet = Prefs(time_zone="Europe/Berlin", quiet=(0, 120))
    ends_in_the_night = replace(quiet, vacations=((night - 86400, night + 1800),))
    ends_after_the_night = replace(quiet, vacations=((night - 86400, night + 3 * 3600),))
    assert pingable_from(quiet, night) == night + 2 * 3600
    assert pingable_from(ends_in_the_night, night - 3600) == night + 2 * 3600
    assert pingable_from(ends_after_the_night, night) == night + 3 * 3600
    assert pingable_from(Prefs(), night) == night


@pytest.mark.parametrize("held_before", [False, True], ids=["first_pass", "after_a_held_reminder"])
async def test_quiet_hours_stop_pings_not_the_clock(service, clock, held_before):
    """The time-out comes at the first pass after it, also where a pass before held a reminder
    back: that pass looks again at the time-out, not only when the quiet hours end."""
    at(clock, 2026, 1, 15, 12)
    row = await started(service)
    await service.players.set_presence(row.seats[0].user, time_zone="Asia/Tokyo", quiet_hours="0-23:59")
    if held_before:
        clock.advance(12)  # the reminder is due, in the quiet hours: held until they end, 2.98 h after the time-out
        assert (await service.clock.tick()).reminders == []
    clock.advance(24.5 - 12 * held_before)
    [change] = (await service.clock.tick()).changes
    assert str(change.public[0]).startswith(f"Time is up for {row.seats[0].name}")


async def test_quiet_hours_are_read_in_the_players_own_time_zone(service, clock):
    await service.players.set_presence("u9", quiet_hours="22-7")
    at(clock, 2026, 7, 1, 23)
    assert (await service.players.reach(["u9"])).quiet == {"u9"}  # 23:00 UTC: no time zone chosen yet
    await service.players.set_presence("u9", time_zone="America/New_York")
    assert (await service.players.reach(["u9"])).quiet == set()  # 19:00 in New York
    clock.advance(4)
    assert (await service.players.reach(["u9"])).quiet == {"u9"}  # 23:00 in New York
    presence = await service.players.presence("u9")
    assert presence.time_zone == "America/New_York" and str(presence.quiet) == "22:00–07:00" and presence.quiet_now


async def test_a_vacation_stops_the_players_clocks_in_every_game_and_tells_each_table(service, clock):
    at(clock, 2026, 3, 2, 9)
    row = await started(service)
    ann = row.seats[0].user
    await service.lobby.create(OTHER, GUILD, ann, "Ann", seed=3)
    await service.lobby.join(OTHER, "u7", "Gus")
    await service.lobby.start(OTHER, ann, False)
    reports = await service.vacations.start_vacation(ann, 3)
    assert sorted(r.channel_id for r in reports) == [CHANNEL, OTHER]
    for report in reports:
        [line] = map(str, report.public)
        assert "is on vacation until <t:" in line and "clocks stand still" in line
    clock.advance(72 + 6.1)  # three days away, then the reminder interval: no time-out anywhere
    tick = await service.clock.tick()
    assert tick.changes == []
    [reminder] = [r for r in tick.reminders if r.channel_id == CHANNEL]
    assert reminder.mentions == [ann] and reminder.deadline == row.waiting_since + (24 + 72) * 3600
    clock.advance(24 - 6.1 + 0.5)
    assert CHANNEL in [c.channel_id for c in (await service.clock.tick()).changes]


async def test_nobody_is_pinged_on_vacation_and_the_others_clocks_run(service, clock):
    at(clock, 2026, 3, 2, 9)
    row = await started(service)
    ann, bob = row.seats[0].user, row.seats[1].user
    await service.vacations.start_vacation(bob, 5)
    await service.moves.act(CHANNEL, ann, Marry(fam("Tigris")))
    await service.moves.act(CHANNEL, ann, Discard(()))
    clock.advance(30)
    tick = await service.clock.tick()
    assert tick.reminders == [] and tick.changes == []  # bob's turn: no ping, no time-out
    await service.vacations.end_vacation(bob)
    clock.advance(6.1)
    [reminder] = (await service.clock.tick()).reminders
    assert reminder.mentions == [bob]
    assert reminder.deadline == pytest.approx(clock.now - 6.1 * 3600 + 24 * 3600)


async def test_a_turn_message_for_someone_on_vacation_says_until_when_the_clock_stands_still(service, clock):
    """A deadline days away, with no word why, reads as a mistake: the turn message says under
    its ping that the one it waits for is on vacation until then, as the channel was told when
    it began; not twice where that note is among the message's news already."""
    at(clock, 2026, 1, 2, 12)
    row = await started(service)
    mover = awaiting(state_from_json(row.state))[0].player
    away = row.seats[1 - mover]
    await service.vacations.start_vacation(away.user, 3)
    note = f"{away.name} is on vacation until <t:{int(clock.now) + 3 * 86400}:f>: their clocks stand still until then."
    opening = await service.news.announcement(row.id)  # waits for the mover: no line under its ping
    assert opening.away is None
    await service.news.announced(opening, "m1")
    await service.moves.act(CHANNEL, row.seats[mover].user, Marry(fam("Levant")))
    await service.play.discard(CHANNEL, row.seats[mover].user, [])
    turn = await service.news.announcement(row.id)  # waits for the one away; its news: the move only
    said = turn_content(turn, set(), text("en")).splitlines()
    ping = next(n for n, line in enumerate(said) if "your turn, time runs out" in line)
    assert said[ping + 1] == note and said.count(note) == 1
    await service.vacations.end_vacation(away.user)
    back = await service.news.announcement(row.id)
    assert back.away is None and note not in turn_content(back, set(), text("en"))


async def test_a_vacation_told_among_the_news_is_not_said_again_under_the_ping(service, clock):
    at(clock, 2026, 1, 2, 12)
    row = await started(service)
    awaited = row.seats[awaiting(state_from_json(row.state))[0].player]
    await service.vacations.start_vacation(awaited.user, 3)
    opening = await service.news.announcement(row.id)
    until = int(clock.now) + 3 * 86400
    note = f"{awaited.name} is on vacation until <t:{until}:f>: their clocks stand still until then."
    assert opening.away is not None and turn_content(opening, set(), text("en")).splitlines().count(note) == 1


async def test_coming_back_early_tells_the_tables_and_gives_back_the_days(service, clock):
    at(clock, 2026, 1, 2, 12)
    row = await started(service)
    ann = row.seats[0].user
    await service.vacations.start_vacation(ann, 10)
    assert (await service.players.presence(ann)).vacation_until == clock.now + 10 * 86400
    clock.advance(48)
    [report] = await service.vacations.end_vacation(ann)
    assert list(map(str, report.public)) == [f"{row.seats[0].name} is back from vacation: their clocks run again."]
    assert (await service.players.presence(ann)).vacation_days_left == MAX_VACATION_DAYS - 2
    with pytest.raises(ServiceError, match="more than 14 vacation days in 2026-01; you have 12 left"):
        await service.vacations.start_vacation(ann, 13)
    await service.vacations.start_vacation(ann, 12)
    with pytest.raises(ServiceError, match="not on vacation"):
        await service.vacations.end_vacation("u-never-away")


async def turn_message_lines(service, row) -> list[str]:
    """The first player plays a turn; the lines of the turn message announcing it."""
    await service.moves.act(CHANNEL, row.seats[0].user, Marry(fam("Tigris")))
    await service.moves.act(CHANNEL, row.seats[0].user, Discard(()))
    return list(map(str, (await service.news.announcement(row.id)).lines))


async def test_a_turn_message_tells_only_the_vacation_under_way(service, clock):
    at(clock, 2026, 3, 2, 9)
    row = await started(service)
    bob = row.seats[1].user
    await service.news.announced(await service.news.announcement(row.id), "m1")
    await service.vacations.start_vacation(bob, 1)
    await service.vacations.start_vacation(bob, 3)  # a longer one instead, told at once too
    away = [line for line in await turn_message_lines(service, row) if "is on vacation" in line]
    assert away == [f"{row.seats[1].name} is on vacation until <t:{int(clock.now + 3 * 86400)}:f>: "
                    "their clocks stand still until then."]


async def test_a_vacation_that_ran_out_is_not_told_as_under_way(service, clock):
    at(clock, 2026, 3, 2, 9)
    row = await started(service)
    await service.news.announced(await service.news.announcement(row.id), "m1")
    await service.vacations.start_vacation(row.seats[1].user, 1)
    clock.advance(25)
    assert not [line for line in await turn_message_lines(service, row) if "is on vacation" in line]


async def test_a_vacation_over_the_turn_of_a_month_counts_in_both(service, clock):
    at(clock, 2026, 1, 25, 0)
    await service.vacations.start_vacation("u5", 14)
    assert (await service.players.presence("u5")).vacation_days_left == MAX_VACATION_DAYS - 7
    at(clock, 2026, 2, 10, 0)
    assert (await service.players.presence("u5")).vacation_days_left == MAX_VACATION_DAYS - 7
    with pytest.raises(ServiceError, match="1 to 14 days"):
        await service.vacations.start_vacation("u5", MAX_VACATION_DAYS + 1)


async def test_a_day_across_the_turn_of_a_month_counts_once_in_the_month_that_holds_most_of_it(service, clock):
    """Two days from noon on 31 January, on the player's clock (Tokyo, nine hours ahead of
    UTC), cost two days, not three: the first day is mostly February's there and counts
    there, whole, instead of half a day rounded up in each month."""
    await service.players.set_presence("u8", time_zone="Asia/Tokyo")
    at(clock, 2026, 1, 31, 3)  # noon in Tokyo
    await service.vacations.start_vacation("u8", 2)
    assert (await service.players.presence("u8")).vacation_days_left == MAX_VACATION_DAYS
    at(clock, 2026, 2, 2, 12)
    assert (await service.players.presence("u8")).vacation_days_left == MAX_VACATION_DAYS - 2
    noon = datetime(2026, 1, 31, 12, tzinfo=UTC).timestamp()  # in UTC: the first day's middle is midnight, February's
    assert seconds_by_month([(noon, noon + 2.5 * 86400)], ZoneInfo("UTC")) == {(2026, 2): 2.5 * 86400}
    assert seconds_by_month([(noon - 3600, noon + 86400)], ZoneInfo("UTC")) == {(2026, 1): 86400, (2026, 2): 3600}


async def test_turn_dms_go_to_those_who_asked_and_are_not_quiet(service, clock):
    at(clock, 2026, 5, 5, 3)
    await service.players.set_presence("u1", turn_dm=True)
    await service.players.set_presence("u2", turn_dm=True, quiet_hours="1-6")
    assert (await service.players.reach(["u1", "u2", "u3"])).turn_dm == ("u1",)


async def test_a_bad_setting_changes_nothing(service):
    with pytest.raises(ServiceError, match="I do not know the time zone 'Mars/Olympus'"):
        await service.players.set_presence("u1", time_zone="Mars/Olympus", quiet_hours="22-7")
    with pytest.raises(ServiceError, match="like 22-7"):
        await service.players.set_presence("u1", time_zone="Europe/Paris", quiet_hours="late")
    presence = await service.players.presence("u1")
    assert presence.time_zone == "UTC" and presence.quiet is None


@pytest.mark.parametrize(("text", "quiet"), [("22-7", QuietHours(1320, 420)), ("22:30 - 06:45", QuietHours(1350, 405)),
                                             ("9 to 17", QuietHours(540, 1020)), ("off", None),
                                             ("aus", None), ("Keine", None)])
def test_quiet_hours_are_typed_as_a_start_and_an_end(text, quiet):
    assert parse_quiet_hours(text) == quiet


@pytest.mark.parametrize(("typed", "key"), [("europe/berlin", "Europe/Berlin"), ("utc", "UTC"),
                                            (" America/New York ", "America/New_York")])
def test_time_zones_are_found_in_any_case(typed, key):
    assert zone(typed).key == key


@pytest.mark.parametrize("typed", ["Europe", "Etc", "../../etc/passwd", "Europe/Berlin" + "x" * 300, "",
                                   "localtime", "LocalTime", "Factory"])
def test_names_outside_the_zone_catalogue_are_refused_with_a_clipped_quote(typed):
    with pytest.raises(PresenceError, match="I do not know the time zone") as refused:
        zone(typed)
    assert len(str(refused.value)) < 160


def test_a_stored_zone_that_is_no_place_reads_as_utc():
    assert time_zone_of(prefs_from_json({"time_zone": "localtime"})).key == time_zone_of(Prefs()).key == "UTC"
    assert time_zone_of(prefs_from_json({"time_zone": "Asia/Tokyo"})).key == "Asia/Tokyo"


def test_autocomplete_offers_places_only():
    assert "Europe/Berlin" in zone_names("berl") and not zone_names("localtime") and not zone_names("factory")


def test_fixed_offset_zones_are_labelled_with_their_real_offset():
    """Etc/GMT+2 is two hours behind UTC: the label says so, and typing the offset a player
    means (GMT+2 or UTC+2) finds the zone that is two hours ahead."""
    assert [zone_label(name) for name in zone_names("GMT+2")] == ["Etc/GMT+2 (UTC−2)", "Etc/GMT-2 (UTC+2)"]
    assert zone_names("UTC+2") == ["Etc/GMT-2"] and zone_names("utc-5") == zone_names("UTC−5") == ["Etc/GMT+5"]
    assert zone_label("Europe/Berlin") == "Europe/Berlin" and zone_label("Etc/GMT+0") == "Etc/GMT+0"
    assert zone_names("utc")[:2] == ["Etc/UTC", "UTC"]  # the names that hold it before the offsets


def test_presence_shows_the_players_own_time_now(clock):
    at(clock, 2026, 7, 1, 12, 5)
    assert local_time(Prefs(time_zone="Europe/Berlin"), clock.now) == "14:05"
    assert local_time(Prefs(time_zone="Etc/GMT+2"), clock.now) == "10:05"
    assert local_time(Prefs(), clock.now) == "12:05"


@pytest.mark.parametrize("text", ["7-7", "25-3", "22:61-1", "soon", "24:30-7", "22-7..", "."])
def test_quiet_hours_that_cannot_be_kept_are_refused(text):
    with pytest.raises(PresenceError):
        parse_quiet_hours(text)


@pytest.mark.parametrize("text", ["22 bis 7", "22-7 Uhr", "10pm-7am", "10 pm - 7 am", "22:00–7:00", "22h-7h",
                                  "von 22 Uhr bis 7 Uhr", "from 10 p.m. until 7 a.m.", "22—7", "22 − 7", "22 7",
                                  "10pm to 7", "22.00-07.00", "22 till 7", " 22 \t- 7 "])
def test_quiet_hours_are_read_as_players_type_them_in_english_and_german(text):
    """Any dash, "to", "bis" or "until" between the two times; 12-hour times with am or pm,
    "Uhr" or "h" after a time, "from" or "von" before the first: all 22:00 to 07:00."""
    assert parse_quiet_hours(text) == QuietHours(22 * 60, 7 * 60)


@pytest.mark.parametrize(("text", "quiet"), [
    ("12am-6am", QuietHours(0, 360)), ("12pm-1:30pm", QuietHours(720, 810)), ("22:30–6:45", QuietHours(1350, 405)),
    ("22h30-6h45", QuietHours(1350, 405)), ("11:15 PM - 6 AM", QuietHours(1395, 360)), ("24-7", QuietHours(0, 420)),
    ("22-24", QuietHours(1320, 0)), ("10-6am", QuietHours(1320, 360)), ("9-5pm", QuietHours(540, 1020)),
    ("11-1am", QuietHours(1380, 60)), ("6-6am", QuietHours(1080, 360)), ("22 bis 7 Uhr.", QuietHours(1320, 420)),
])
def test_twelve_hour_times_minutes_and_midnight_are_read_on_the_clock(text, quiet):
    assert parse_quiet_hours(text) == quiet


@pytest.mark.parametrize(("text", "says"), [
    ("25-7", "'25' is no time of day: hours run from 0 to 24, or from 1 to 12 with am or pm. Give quiet hours like "
             "22-7 or 10pm-7am."),
    ("10pm-13pm", "'13pm' is no time of day"), ("0am-6am", "'0am' is no time of day"),
    ("22:61-1", "'22:61' is no time of day"),
    ("7pm-7pm", "Quiet hours that start and end at 19:00 are no span of time: give an end other than the start, "
                "like 22-7."),
    ("0-24", "start and end at 00:00"), ("22 bis", "like 22-7, 22:30-06:45 or 10pm-7am, or off."),
])
def test_a_time_no_clock_shows_or_an_empty_span_is_refused_saying_why(text, says):
    with pytest.raises(PresenceError, match=re.escape(says)):
        parse_quiet_hours(text)


def test_quiet_hours_may_run_past_midnight():
    night = QuietHours(22 * 60, 7 * 60)
    assert night.covers(23 * 60) and night.covers(3 * 60) and not night.covers(12 * 60)


async def test_a_vacation_ended_seconds_after_it_began_takes_no_day_and_days_round_to_the_nearest(service, clock):
    at(clock, 2026, 3, 2, 12)
    await service.vacations.start_vacation("u7", 3)
    clock.advance(10 / 3600)  # ten seconds
    await service.vacations.end_vacation("u7")
    assert (await service.players.presence("u7")).vacation_days_left == MAX_VACATION_DAYS
    await service.vacations.start_vacation("u7", 3)
    clock.advance(2.6 * 24)  # two days and a bit more than half: three days
    await service.vacations.end_vacation("u7")
    assert (await service.players.presence("u7")).vacation_days_left == MAX_VACATION_DAYS - 3
    with pytest.raises(ServiceError, match=f"you have {MAX_VACATION_DAYS - 3} left"):
        await service.vacations.start_vacation("u7", MAX_VACATION_DAYS - 2)
    await service.vacations.start_vacation("u7", MAX_VACATION_DAYS - 3)  # every day it says is left can be taken
    assert (await service.players.presence("u7")).vacation_days_left == 0


async def test_games_leaves_out_a_seat_a_computer_has_taken_over(service, clock):
    row = await started(service, humans=2)
    ann, bob = (seat.user for seat in row.seats)
    await service.lobby.create(OTHER, GUILD, bob, "Bob")
    await service.lobby.join(OTHER, ann, "Ann")
    await service.lobby.start(OTHER, bob, is_admin=False)
    assert {game.channel_id for game in await service.seated.games_of(GUILD, ann)} == {CHANNEL, OTHER}
    await service.lobby.replace(CHANNEL, bob, True, ann, "greedy")
    assert [game.channel_id for game in await service.seated.games_of(GUILD, ann)] == [OTHER]
    assert {game.channel_id for game in await service.seated.games_of(GUILD, bob)} == {CHANNEL, OTHER}


async def test_the_same_vacation_asked_for_again_is_kept_and_not_told_again(service, clock):
    """/me vacation_days:3 sent twice (or again within the hour) leaves the vacation as it is
    and posts nothing more; asking for a different end replaces it and is told."""
    at(clock, 2026, 1, 2, 12)
    row = await started(service)
    ann = row.seats[0].user
    [first] = await service.vacations.start_vacation(ann, 3)
    until = (await service.players.presence(ann)).vacation_until
    clock.advance(0.5)
    assert await service.vacations.start_vacation(ann, 3) == []
    assert (await service.players.presence(ann)).vacation_until == until
    [longer] = await service.vacations.start_vacation(ann, 5)
    assert longer.version == first.version + 1
    assert (await service.players.presence(ann)).vacation_until == clock.now + 5 * 86400
