"""Every text a player can type is refused cleanly when it is wrong: any Unicode, digits of
any script, numbers of any size, empty and very long strings. The only outcome besides
success is the project's readable refusal; a refusal leaves the stored game byte for byte
as it was, and quotes at most a short, clipped piece of the input."""

import asyncio
from zoneinfo import available_timezones

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.games.samarkand.game_settings import Settings
from bot.service import ServiceError
from bot.service.presence import PresenceError, QuietHours, parse_quiet_hours, zone
from bot.store import Store
from bot.words.parsing import InputError, parse_card, parse_family, parse_space, split_cards
from bot.words.quoting import QUOTED
from tests.service.conftest import CHANNEL, lobby
from tests.support.clock import ManualClock
from tests.support.engine_scenarios import BOARD

TYPED = st.one_of(
    st.text(max_size=60),
    st.text(alphabet=st.characters(whitelist_categories=("Nd", "No", "Nl")), min_size=1, max_size=12),
    st.from_regex(r"\A-?[0-9]{1,6000}\Z"),
    st.text(min_size=2000, max_size=6000),
    st.sampled_from(["", " ", "Levant", "levant", "E7", "e7 · Silk (31)", "31", "Silk (31, P3)", "０", "²", "٣",
                     "nan", "inf", "-1", "1e309", "@everyone", "<@&1>", "\u200b", "\x00", "Europe", "europe/berlin",
                     "Etc", "../../etc/passwd", "Europe/Berlin" + "x" * 300, "aus", "Off", "22-7", "de", "at_once"]),
)
LONGEST_REFUSAL = 260


def assert_clipped(message: str, typed: str) -> None:
    assert len(message) <= LONGEST_REFUSAL, message[:300]
    if len(typed.strip()) > QUOTED:
        assert typed.strip() not in message


@settings(max_examples=300, deadline=None)
@given(typed=TYPED)
def test_every_parser_answers_an_index_or_a_readable_refusal(typed):
    for parser, valid in ((parse_family, range(10)), (parse_space, range(len(BOARD.spaces))),
                          (parse_card, BOARD.goods)):
        try:
            assert parser(BOARD, typed) in valid
        except InputError as err:
            assert_clipped(str(err), typed)
    assert all(isinstance(part, str) for part in split_cards(BOARD, typed))


@settings(max_examples=300, deadline=None)
@given(typed=TYPED)
def test_time_zones_and_quiet_hours_answer_a_setting_or_a_readable_refusal(typed):
    for parser, valid in ((lambda t: zone(t).key, available_timezones().__contains__),
                          (parse_quiet_hours, lambda found: found is None or isinstance(found, QuietHours))):
        try:
            assert valid(parser(typed))
        except PresenceError as err:
            assert_clipped(str(err), typed)


@pytest.fixture
def game(database):
    """A started two-player game on a real database of each backend, and a loop to drive it
    from sync code."""
    loop = asyncio.new_event_loop()
    service = GameService(loop.run_until_complete(Store.open(database, SAMARKAND)), ManualClock())

    async def start() -> None:
        await lobby(service, 2)
        await service.lobby.start(CHANNEL, "u0", False)
    loop.run_until_complete(start())
    yield loop, service
    loop.run_until_complete(service.store.close())
    loop.close()


ENTRIES = {
    "marry": lambda s, u, t: s.play.marry(CHANNEL, u, t),
    "expand": lambda s, u, t: s.play.expand(CHANNEL, u, t, [t, t]),
    "expand space": lambda s, u, t: s.play.expand(CHANNEL, u, "Levant", [t]),
    "discard": lambda s, u, t: s.play.discard(CHANNEL, u, [t]),
    "sell": lambda s, u, t: s.play.decide_sale(CHANNEL, u, t, True),
    "order": lambda s, u, t: s.play.standing_order(CHANNEL, u, t, t),
    "order card": lambda s, u, t: s.play.standing_order(CHANNEL, u, t, "sell"),
    "settings": lambda s, u, t: s.lobby.configure(CHANNEL, u, True, {Settings.turn_hours: t}),
    "timeout": lambda s, u, t: s.lobby.configure(CHANNEL, u, True, {Settings.timeout: t}),
    "replace": lambda s, u, t: s.lobby.replace(CHANNEL, u, True, u, t),
    "join": lambda s, u, t: s.lobby.join(CHANNEL, t, t),
    "language": lambda s, u, t: s.lobby.configure(CHANNEL, u, True, {Settings.language: t}),
    "sales": lambda s, u, t: s.lobby.configure(CHANNEL, u, True, {Settings.sales: t}),
    "reminder hours": lambda s, u, t: s.lobby.configure(CHANNEL, u, True, {Settings.reminder_hours: t}),
    "time zone": lambda s, u, t: s.players.set_presence(u, time_zone=t),
    "quiet hours": lambda s, u, t: s.players.set_presence(u, time_zone="Asia/Tokyo", quiet_hours=t),
}


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(typed=TYPED, entry=st.sampled_from(sorted(ENTRIES)), seat=st.integers(0, 1))
def test_every_service_entry_refuses_bad_text_and_changes_nothing(game, typed, entry, seat):
    loop, service = game

    async def attempt() -> None:
        row = await service.store.live_game(CHANNEL)
        user = row.seats[seat].user
        prefs = await service.store.prefs(user)
        try:
            await ENTRIES[entry](service, user, typed)
        except ServiceError as err:
            assert_clipped(str(err), typed)
            after = await service.store.live_game(CHANNEL)
            assert (after.state, after.version, after.settings, after.seats) == \
                (row.state, row.version, row.settings, row.seats)
            assert await service.store.prefs(user) == prefs  # a refused setting changes none of them
    loop.run_until_complete(attempt())
