"""Forgetting a person (docs/privacy.md) leaves no trace of their user id or display name
anywhere in the database, on either backend: the whole database is dumped before and after.
They sat at a finished game, a game in play (with a standing order and a vacation's news) and
a lobby, and had settings; afterwards every started game still replays from its log to its
stored state, and the game in play goes on with a computer in their seat."""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
from pathlib import Path

import asyncpg
import pytest

from bot.cli import main
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.ops.copying import copy_installation
from bot.ops.transfer import export_game, read_game
from bot.store import Store
from bot.store.address import is_postgres
from bot.store.copies import copy_path, migrate_copies
from tests.service.conftest import GUILD, play_randomly

PERSON, NAME = "904172365518630912", "Aaron Quixote"  # sorts first: its placeholder does not
FINISHED, PLAYING, LOBBY = "chan-over", "chan-play", "chan-lobby"


async def dump(address: str) -> str:
    """Every row of every table as text: SQLite's iterdump, or each PostgreSQL table's rows."""
    if not is_postgres(address):
        with sqlite3.connect(address) as connection:
            return "\n".join(connection.iterdump())
    connection = await asyncpg.connect(address)
    try:
        tables = [r[0] for r in await connection.fetch(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name")]
        rows = [f"{table}: {r[0]}" for table in tables
                for r in await connection.fetch(f'SELECT t::text FROM "{table}" t')]
        return "\n".join(rows)
    finally:
        await connection.close()


async def seated_everywhere(service: GameService) -> None:
    """The person hosts a game played to its end (it rated them), sits in a game in play (a
    standing order set, on vacation), and waits in someone else's lobby; their /me settings
    are stored, and they hide from leaderboards."""
    await service.lobby.create(FINISHED, GUILD, PERSON, NAME, seed=3)
    await service.lobby.join(FINISHED, "u1", "Bob")
    await service.lobby.start(FINISHED, PERSON, False)
    await play_randomly(service, random.Random(1), channel=FINISHED)
    await service.lobby.create(PLAYING, GUILD, "u2", "Cyd", seed=8)
    await service.lobby.join(PLAYING, PERSON, NAME)
    await service.lobby.add_computer(PLAYING, "u2", "greedy")
    await service.lobby.start(PLAYING, "u2", False)
    await service.play.standing_order(PLAYING, PERSON, "Silk", "sell")
    await play_randomly(service, random.Random(2), max_commands=12, channel=PLAYING, to_the_end=False)
    await service.lobby.create(LOBBY, GUILD, "u3", "Dee", seed=9)
    await service.lobby.join(LOBBY, PERSON, NAME)
    await service.players.set_presence(PERSON, "Europe/Berlin", "22-7", True)
    await service.vacations.start_vacation(PERSON, 3)
    await service.standings.hide_from_leaderboards(PERSON, True)  # the finished game rated them too (docs/ratings.md)


async def replays(service: GameService, channel: str) -> None:
    """The existing replay check: the export's log replays to the stored state's digest."""
    read_game(json.dumps(await export_game(service.store, channel)), channel)


async def test_forgetting_leaves_no_trace_and_every_game_replays(database, clock, tmp_path):
    service = GameService(await Store.open(database, SAMARKAND), clock)
    await seated_everywhere(service)
    before = await dump(database)
    assert PERSON in before and NAME in before
    logs = {channel: await service.store.log((await service.store.latest_game(channel)).id)
            for channel in (FINISHED, PLAYING)}

    forgotten = await service.privacy.forget(PERSON)

    after = await dump(database)
    assert PERSON not in after and NAME not in after
    assert (len(forgotten.finished), len(forgotten.playing), len(forgotten.lobbies)) == (1, 1, 1)
    for channel in (FINISHED, PLAYING):
        row = await service.store.latest_game(channel)
        assert await service.store.log(row.id) == logs[channel]  # the log is as it was
        await replays(service, channel)
    over = await service.store.latest_game(FINISHED)
    seat = next(number for number, entry in enumerate(over.seats) if entry.user != "u1")
    assert (over.seats[seat].user, over.seats[seat].name) == (f"former{seat + 1}", f"Former player {seat + 1}")
    assert over.host_id == "u1"  # the host's part passed to the other person seated
    playing = await service.store.live_game(PLAYING)
    mine = next(seat for seat in playing.seats if seat.user.startswith("former"))
    assert not mine.human and mine.left  # a computer of the stand-in level plays it now
    assert await service.store.standing_orders(playing.id) == {}
    assert [seat.user for seat in (await service.store.live_game(LOBBY)).seats] == ["u3"]
    assert not (await service.privacy.kept_about(PERSON)).settings

    again = await service.privacy.forget(PERSON)  # a second request changes nothing
    assert not again.anything and await dump(database) == after
    copied = await copy_installation(database, str(tmp_path / "copy.sqlite3"), False)  # checks every replay
    assert "Every game with moves (2) equals the replay of its log in the copy" in copied
    await play_randomly(service, random.Random(3), channel=PLAYING)  # the game plays on to its end
    await replays(service, PLAYING)
    await service.store.close()


async def test_the_operators_command_forgets_and_says_what_it_changed(database, clock, capsys):
    service = GameService(await Store.open(database, SAMARKAND), clock)
    await seated_everywhere(service)
    game_over, playing, waiting = [(await service.store.latest_game(c)).id for c in (FINISHED, PLAYING, LOBBY)]
    await service.store.close()
    assert await asyncio.to_thread(main, ["forget", PERSON, "--db", database]) == 0
    assert capsys.readouterr().out.strip() == (
        f"Forgot user {PERSON}. Lobbies left: 1 ({waiting}). Games in play where a computer player took their "
        f"seat: 1 ({playing}). Finished games with their seat renamed: 1 ({game_over}). Rows of their settings "
        "and ratings deleted: 8.")  # /me's; their ratings, tallies and chart's history on the server and across
    # servers; hiding
    after = await dump(database)
    assert PERSON not in after and NAME not in after
    assert await asyncio.to_thread(main, ["forget", PERSON, "--db", database]) == 0
    assert capsys.readouterr().out.strip() == f"User {PERSON} is not in this database: nothing to forget."


@pytest.mark.parametrize("user", ["@Zelda", "12ab", "1" * 21, ""])
def test_a_user_id_that_cannot_be_one_is_one_sentence_and_exit_2(user, tmp_path, capsys):
    database = tmp_path / "games.sqlite3"
    sqlite3.connect(database).close()  # an empty file: migrate --db never makes one
    assert main(["migrate", "--db", str(database)]) == 0
    capsys.readouterr()
    assert main(["forget", user, "--db", str(database)]) == 2
    said = capsys.readouterr()
    assert said.err.startswith(f"'{user}' is not a Discord user id") and said.err.count("\n") == 1
    assert "digits only, at most 20 of them" in said.err  # "1" * 21 is digits only: it is too long


OLD_RELEASE = Path(__file__).parents[1] / "data/upgrade/schema16-cc4a733.sql"
SEATED = "202"  # seated in that release's games, with settings


def migrated(folder: Path) -> tuple[str, Path]:
    """A database of an earlier release, migrated by ``python -m bot migrate``: the file and
    the copy migrate made of it beside it."""
    database = folder / "games.sqlite3"
    with sqlite3.connect(database) as db:
        db.executescript(OLD_RELEASE.read_text(encoding="utf-8"))
    db.close()
    assert main(["migrate", "--db", str(database)]) == 0
    [made] = migrate_copies(str(database))
    return str(database), made


def dumped(path: Path) -> str:
    with sqlite3.connect(path) as connection:
        text = "\n".join(connection.iterdump())
    connection.close()
    return text


def test_forgetting_leaves_migrates_copy_as_it_was_and_says_it_still_holds_them(tmp_path, capsys):
    database, made = migrated(tmp_path)
    capsys.readouterr()
    before = made.read_bytes()
    assert f'"user": "{SEATED}"' in dumped(made)
    assert main(["forget", SEATED, "--db", database]) == 0
    said = capsys.readouterr().out.splitlines()
    assert said[0].startswith(f"Forgot user {SEATED}.") and f'"{SEATED}"' not in dumped(Path(database))
    assert said[1].startswith(f"The copies migrate made before an upgrade still hold them, as they were: {made}.")
    assert "--delete-copies" in said[1]
    assert made.read_bytes() == before


def test_delete_copies_deletes_migrates_copies_that_hold_the_person_and_only_those(tmp_path, capsys):
    database, made = migrated(tmp_path)
    other = copy_path(database, 16, "20000101-000000")  # only someone else; a stamp no run makes now
    with sqlite3.connect(other) as db:
        db.executescript(f"""CREATE TABLE players (user_id TEXT, prefs TEXT);
                             INSERT INTO players VALUES ('{SEATED}1', '{{"user": "2{SEATED}"}}')""")
    db.close()
    elsewhere = tmp_path / "games.sqlite3.schema16-manual.bak"  # not migrate's: not the bot's to delete
    elsewhere.write_bytes(made.read_bytes())
    capsys.readouterr()
    assert main(["forget", SEATED, "--db", database, "--delete-copies"]) == 0
    said = capsys.readouterr().out.splitlines()
    assert said[1] == f"Deleted the copies migrate made before an upgrade that held them: {made}."
    assert not made.exists() and other.exists() and elsewhere.exists()
    assert f'"{SEATED}"' not in dumped(other)
    assert sorted(tmp_path.iterdir()) == sorted([Path(database), other, elsewhere])


async def test_the_players_request_leaves_migrates_copies_and_names_them(tmp_path, clock):
    database, made = await asyncio.to_thread(migrated, tmp_path)
    store = await Store.open(database, SAMARKAND)
    forgotten = await GameService(store, clock).privacy.forget(SEATED)
    again = await GameService(store, clock).privacy.forget(SEATED)
    await store.close()
    assert forgotten.anything and forgotten.copies == again.copies == (str(made),)
    assert f'"user": "{SEATED}"' in dumped(made)
