"""The upgrade fixtures (tests/data/upgrade, built by tests/support/upgrade_fixtures.py) load into SQLite at the
schema version their name says, and each sidecar describes exactly the games its dump holds."""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path
from typing import Any

import pytest

FIXTURES = Path(__file__).resolve().parents[1] / "data" / "upgrade"
DUMPS = sorted(FIXTURES.glob("*.sql"))
NAME = re.compile(r"schema(\d+)-([0-9a-f]{7,40})")


def load(dump: Path) -> sqlite3.Connection:
    db = sqlite3.connect(":memory:")
    db.executescript(dump.read_text(encoding="utf-8"))
    return db


def sidecar(dump: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(dump.with_suffix(".json").read_text(encoding="utf-8"))
    return data


def test_every_release_has_its_fixture() -> None:
    from tests.support.upgrade_fixtures import RELEASES

    assert sorted(d.stem for d in DUMPS) == sorted(f"schema{r.schema}-{r.commit}" for r in RELEASES)


@pytest.mark.parametrize("dump", DUMPS, ids=[d.stem for d in DUMPS])
def test_fixture_loads_at_its_schema_version(dump: Path) -> None:
    match = NAME.fullmatch(dump.stem)
    assert match, dump.name
    db = load(dump)
    (version,) = db.execute("PRAGMA user_version").fetchone()
    assert version == int(match.group(1))
    described = sidecar(dump)
    assert described["schema"] == version
    assert described["release"] == match.group(2)


@pytest.mark.parametrize("dump", DUMPS, ids=[d.stem for d in DUMPS])
def test_sidecar_matches_the_games(dump: Path) -> None:
    db = load(dump)
    described = sidecar(dump)
    games = {entry["id"]: entry for entry in described["games"]}
    rows = {gid: (status, json.loads(seats), state) for gid, status, seats, state
            in db.execute("SELECT id, status, seats, state FROM games")}
    assert set(games) == set(rows)
    header = dump.read_text(encoding="utf-8").split("PRAGMA user_version", 1)[0]
    for gid, (status, seats, state) in rows.items():
        entry = games[gid]
        assert entry["status"] == status
        assert entry["shows"] and f"--   {gid}: {status}: {entry['shows']}" in header
        assert [s["user"] for s in entry["seats"]] == [s["user"] for s in seats]
        if status == "over":
            saved = json.loads(state)
            assert saved["over"]
            assert [line["seat"] for line in entry["scores"]] == list(range(len(seats)))
            assert entry["winners"] == [seats[s]["name"] for s in entry["winner_seats"]]
    statuses = {entry["status"] for entry in described["games"]}
    assert {"lobby", "playing", "over", "aborted"} <= statuses


def test_first_release_games_that_the_revised_rule_refuses() -> None:
    """The first release's fixture holds games whose logs today's engine refuses under the
    revised R6.5, and they are the ones its sidecar and header name."""
    formats = [d for d in DUMPS if sidecar(d)["state_format"] == 1]
    assert formats
    for dump in formats:
        described = sidecar(dump)
        failing = described["revised_rule_failures"]
        assert len(failing) >= 2
        checked = [e for e in described["games"] if "replay_today" in e]
        marked = [e["id"] for e in checked if e["replay_today"]["revised"] != "replays"]
        assert marked == failing
        assert f"do not replay: {', '.join(map(str, failing))}" in dump.read_text(encoding="utf-8")
