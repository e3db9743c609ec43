"""The two backends for any test: ``database`` is the address of an empty database, once an
SQLite file and once a PostgreSQL database on a server the session starts itself, in memory
where there is room (and stops at its end; each test's database is dropped after it). A test
or fixture that asks for it runs on both."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import pytest

from bot.lab.throwaway import SCRATCH, ThrowawayPostgres

BACKENDS = ("sqlite", "postgresql")


@pytest.fixture(scope="session")
def postgres() -> Iterator[ThrowawayPostgres]:
    with ThrowawayPostgres(SCRATCH, in_memory=True) as server:
        yield server


@pytest.fixture(params=BACKENDS)
async def database(request: pytest.FixtureRequest, tmp_path) -> AsyncIterator[str]:
    if request.param == "sqlite":
        yield str(tmp_path / "games.sqlite3")
        return
    server: ThrowawayPostgres = request.getfixturevalue("postgres")
    url = await server.new_database()
    yield url
    await server.drop_database(url)
