"""The host's limits (docs/limits.md): one member opening games in a loop is refused at the
limit, by name, and the refused attempt leaves the games as they were; a server's limit
holds against many members and leaves other servers alone; the count is one indexed query."""

from __future__ import annotations

import pytest

from bot.games.samarkand.game_service import GameService
from bot.service import DEFAULT_LIMITS, Limits, ServiceError
from bot.store.game_rows import OPEN_GAMES
from bot.words.i18n import text
from tests.service.conftest import GUILD


async def open_until_refused(service: GameService, user: str, start: bool, guild: str = GUILD,
                             most: int = 200) -> tuple[int, ServiceError]:
    """Open games as ``user`` (each started with a computer seat, if ``start``) until a /new
    is refused: how many opened, and the refusal."""
    for opened in range(most):
        channel = f"{guild}-{user}-{opened}"
        try:
            await service.lobby.create(channel, guild, user, user, seed=opened)
        except ServiceError as refused:
            return opened, refused
        if start:
            await service.lobby.add_computer(channel, user, "random")
            await service.lobby.start(channel, user, False)
    raise AssertionError(f"{most} games opened, none refused")


def said(refused: ServiceError) -> tuple[str, str]:
    return text("en")(refused.message), text("de")(refused.message)


@pytest.mark.parametrize(("start", "limit", "most"), [(False, "member_lobbies", 2), (True, "member_games", 10)])
async def test_one_member_opening_games_in_a_loop_is_refused_by_name(service, start, limit, most):
    service.lobby.limits = DEFAULT_LIMITS
    opened, refused = await open_until_refused(service, "u0", start)
    assert opened == most
    assert refused.message.key == f"limit.{limit}"
    setting = f"SAMARKAND_{limit.upper()}"
    english, german = said(refused)
    assert f"at most {most}" in english and f"you host {most}" in english and "bot's host" in english
    assert f"höchstens {most}" in german and "wer den Bot betreibt" in german
    assert setting in english and setting in german
    before = await service.store.count_by_status()
    with pytest.raises(ServiceError):  # and again: the refused attempt changed nothing
        await service.lobby.create("one-more", GUILD, "u0", "u0")
    assert await service.store.count_by_status() == before
    assert await service.store.live_game("one-more") is None
    await service.lobby.create("another-member", GUILD, "u1", "u1")  # another member is not held up


async def test_a_member_opens_again_once_a_game_of_theirs_is_closed(service):
    service.lobby.limits = Limits(member_lobbies=1)
    await service.lobby.create("first", GUILD, "u0", "u0")
    with pytest.raises(ServiceError):
        await service.lobby.create("second", GUILD, "u0", "u0")
    await service.lobby.abort("first", "u0", False)
    await service.lobby.create("second", GUILD, "u0", "u0")


async def test_a_servers_limit_holds_against_many_members_and_leaves_other_servers_alone(service):
    service.lobby.limits = Limits(member_lobbies=None, member_games=None, server_lobbies=None, server_games=3)
    for member in range(3):
        await service.lobby.create(f"table-{member}", GUILD, f"u{member}", "x")
    await service.lobby.add_computer("table-0", "u0", "random")
    await service.lobby.start("table-0", "u0", False)  # a game in play counts as open too
    before = await service.store.count_by_status()
    with pytest.raises(ServiceError) as refused:
        await service.lobby.create("table-3", GUILD, "u3", "x")
    assert refused.value.message.key == "limit.server_games"
    english, german = said(refused.value)
    assert "this server may have at most 3" in english and "it has 3" in english and "SAMARKAND_SERVER_GAMES" in english
    assert "höchstens 3 Partien" in german and "es sind 3" in german
    assert await service.store.count_by_status() == before
    await service.lobby.create("elsewhere", "guild-2", "u3", "x")  # another server is not held up


async def test_a_servers_lobbies_have_their_own_limit(service):
    service.lobby.limits = Limits(member_lobbies=None, server_lobbies=2)
    await service.lobby.create("a", GUILD, "u0", "x")
    await service.lobby.create("b", GUILD, "u1", "x")
    with pytest.raises(ServiceError) as refused:
        await service.lobby.create("c", GUILD, "u2", "x")
    assert refused.value.message.key == "limit.server_lobbies"
    assert "/join" in text("en")(refused.value.message) and "/beitreten" in text("de")(refused.value.message)


async def test_the_console_and_the_service_alone_have_no_limits(service):
    for channel in range(12):
        await service.lobby.create(f"c{channel}", GUILD, "u0", "x")
    assert (await service.lobby.limits_here(GUILD)).lobbies == 12


async def test_what_a_server_holds_is_counted_by_member_and_server(service):
    await service.lobby.create("a", GUILD, "u0", "x")
    await service.lobby.create("b", GUILD, "u0", "x")
    await service.lobby.add_computer("b", "u0", "random")
    await service.lobby.start("b", "u0", False)
    await service.lobby.create("c", GUILD, "u1", "x")
    await service.lobby.create("d", "guild-2", "u0", "x")
    await service.lobby.create("e", GUILD, "u1", "x")
    await service.lobby.abort("e", "u1", False)  # closed: no longer open
    counted = await service.store.open_games(GUILD, "u0")
    assert (counted.member_lobbies, counted.member_games, counted.server_lobbies, counted.server_games) == (1, 2, 2, 3)


async def test_the_count_reads_the_index_not_the_games(store, database):
    """SQLite answers from the covering index alone; PostgreSQL, with sequential scans off
    (on a table this small it would rather read it all), reads along an index by server
    (this one, or ``games_ended``, whose first columns are the same: its planner may take either)."""
    if "://" not in database:
        async with store.db.execute("EXPLAIN QUERY PLAN " + OPEN_GAMES, ("u0", GUILD)) as plan:
            steps = str([tuple(r) for r in await plan.fetchall()])
        assert "COVERING INDEX games_open_by_host" in steps
        return

    async def explained(tx):
        await tx.execute("SET LOCAL enable_seqscan = off")
        return await tx.fetch("EXPLAIN " + OPEN_GAMES, ("u0", GUILD))

    steps = str([tuple(r) for r in await store._in_transaction(explained)])
    assert "Index Cond: (guild_id = " in steps and "Seq Scan" not in steps  # along one of the server's indexes
