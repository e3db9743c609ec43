"""What the platform asks of a game, and nothing else: the seam between them, in the manner of OpenSpiel's
``State``. The platform keeps a game's actions, events and states as text and JSON; the game alone reads them. A
platform module imports this module, never a game's own (``tests/test_layers.py``); the composition roots (the
bot's start-up, the command line, the tests' support) hand the platform its game.

Today it holds what the store and its operator tools need; it grows as more of the platform moves behind it
(legal actions, applying them, who is awaited, views, the panel, narration). ``Action`` and ``Event`` are the
game's own types, generic here so that the platform handles them as opaque values (``Any`` where it does not
say)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from typing_extensions import TypeVar

from bot.ratings.skill import Skill

Action = TypeVar("Action", default=Any)
Event = TypeVar("Event", default=Any)


class Statements(Protocol):
    """Statements inside one of the store's transactions, written with ``?`` placeholders for
    either backend: what a game's statistics and upgrades run, in the transaction that
    finishes a game or migrates the database (the store's ``Transaction`` is this)."""

    async def fetch(self, sql: str, parameters: Sequence[Any] = ()) -> list[Any]: ...

    async def execute(self, sql: str, parameters: Sequence[Any] = ()) -> int:
        """Run one statement; returns the rows it changed."""

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None: ...

    async def script(self, ddl: str) -> None:
        """Run a migration's SQL script (written in SQLite's words)."""


@dataclass(frozen=True)
class Result:
    """A finished game's outcome: each seat's points in seat order, and the seats that won
    (tied winners all)."""

    points: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True)
class Finished:
    """A game that has just ended, as a game's statistics count it: its number, the server it
    was played on, its final state (JSON) and its table's settings (JSON, as stored)."""

    game_id: int
    server: str
    state: str
    settings: Mapping[str, Any]


class ActionCodec(Protocol[Action]):
    """An action as the log and the panel's buttons carry it: a short text, read back as
    every release wrote it."""

    def action_to_text(self, action: Action) -> str: ...

    def action_from_text(self, text: str) -> Action:
        """ValueError for a text that is no action of this game."""

    def action_from_dict(self, data: Mapping[str, Any]) -> Action:  # JSON: the log before the short text
        """An action in the JSON form the log held before its short text (a migration's, and
        a game set aside by an upgrade keeps it)."""


class EventCodec(Protocol[Event]):
    """A public event as the news outbox keeps it: JSON with its kind."""

    def event_to_json(self, event: Event) -> dict[str, Any]: ...  # JSON: one entry of a news row

    def event_from_json(self, data: Mapping[str, Any]) -> Event: ...  # JSON: one entry of a news row

    def is_event_json(self, data: Mapping[str, Any]) -> bool:
        """Whether the entry is one of the game's events (else: one of the platform's notes)."""


class Statistics(Protocol):
    """What a game counts of its finished games beside the ratings (Samarkand: its board's
    balance), written in the transaction that finishes each game."""

    async def count_finished(self, tx: Statements, game: Finished) -> None: ...

    async def count_again(self, tx: Statements, games: Sequence[Finished]) -> None:
        """Every finished game counted again from nothing, in the order given."""


class Game(ActionCodec[Action], EventCodec[Event], Statistics, Protocol[Action, Event]):
    """A game the platform plays: see the module's note."""

    @property
    def name(self) -> str:
        """Its name in the code and the logs ("samarkand")."""

    @property
    def table_settings(self) -> type:
        """The class of its tables' settings: ``bot.store.settings.Settings`` extended with the game's own
        declarations (``bot.store.setting.Setting``) and answers (the stand-in level, whether the table may be rated,
        what the start tells everyone). The store reads and writes ``settings`` with it, ``/settings`` offers what it
        declares, and the game reads its own typed from it. Typed ``type`` because this module may not import the store
        (which imports it); ``bot.store.settings.table_settings`` checks it."""

    def result(self, state: str) -> Result:
        """The outcome of a finished game from its final state (JSON)."""

    def level_skill(self, level: str) -> Skill:
        """The fixed rating of the computer level named ``level`` (a computer's seat is rated
        at it; people's ratings move against it)."""

    def replayed(self, saved: str, settings: Mapping[str, Any], names: Sequence[str], seed: int,
                 log: Sequence[tuple[int, str]]) -> str:
        """The state (JSON) a game's seats, seed and log lead to under the rules its ``settings`` and ``saved`` state
        name, to check a copy of the database against; "" if they lead nowhere (a rule broken, a board gone)."""

    async def carry_over_states(self, tx: Statements) -> None:
        """The database's schema version 9: every saved state in the game's present layout
        (a game that cannot be carried over is set aside, status ``kept``)."""
