"""Databases earlier versions of the bot saved, kept as SQL text under ``tests/data/``: the
service's migration tests and the contract's restart on an old file read the same one."""

from __future__ import annotations

from pathlib import Path

SAVED = Path(__file__).resolve().parents[1] / "data" / "store-v2-format1.sql"
