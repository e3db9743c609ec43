"""/addcpu and /replace take a level by its code: an unknown one is refused, naming the levels
players may seat, and a computer seat is stored as the plain code older games hold."""

from __future__ import annotations

import pytest

from bot.ai import OFFERED
from bot.service import ServiceError
from bot.words.i18n import text
from bot.words.level_names import level_name
from tests.service.conftest import CHANNEL, GUILD


async def test_an_unknown_level_is_refused_naming_the_offered_ones_and_nothing_changes(service):
    """The refusal names the levels as the choices show them to players, not by their codes."""
    await service.lobby.create(CHANNEL, GUILD, "u0", "Ann")
    with pytest.raises(ServiceError) as refused:
        await service.lobby.add_computer(CHANNEL, "u0", "master")
    names = [text("en")(level_name(code)) for code in OFFERED]
    offered = f"{', '.join(names[:-1])} or {names[-1]}"
    assert str(refused.value) == f"There is no computer level 'master'. Choose one of: {offered}."
    assert names != list(OFFERED)  # the codes are not what players see ("strong" is "search")
    row = await service.store.latest_game(CHANNEL)
    assert row is not None and len(row.seats) == 1


@pytest.mark.parametrize(("typed", "code"), [("Könner", "search"), (" Casual ", "greedy"), ("expert", "expert")])
async def test_a_level_typed_by_the_name_players_see_in_any_language_seats_it(service, typed: str, code: str):
    await service.lobby.create(CHANNEL, GUILD, "u0", "Ann")
    await service.lobby.add_computer(CHANNEL, "u0", typed)
    row = await service.store.latest_game(CHANNEL)
    assert row is not None and row.seats[1].kind == code


async def test_a_computer_seat_is_stored_as_its_plain_code(service):
    await service.lobby.create(CHANNEL, GUILD, "u0", "Ann")
    await service.lobby.add_computer(CHANNEL, "u0", "search")
    row = await service.store.latest_game(CHANNEL)
    assert row is not None
    assert type(row.seats[1].kind) is str and row.seats[1].kind == "search"
    assert row.seats[1].name == "Computer 1 (strong)"
