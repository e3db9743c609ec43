"""What the service asks of a game while it is played: the rules' side of the game interface
(``bot.games.interface`` holds the store's side), in the manner of OpenSpiel's ``State``.

The service's platform parts reach a game only through ``Rules``: they keep its state, actions and events as
opaque values of the game's own types (``State``, ``Action``, ``Event``) and ask the game what they mean. A
composition root hands the service a game's ``Rules`` (Samarkand's: ``bot.games.samarkand.rules``; the tests'
second game: ``tests/support/second_game``).

A decision is *public* (a turn, a discard: the channel sees whom the game waits for, the turn's clock runs) or
*secret* (Samarkand's sale offers: only its holder may know it is open, R6.5; it has its own clock, keyed by seat
and ``item``, is reminded privately, and a late one gets the game's ``default_answer``)."""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from typing_extensions import TypeVar

from bot.store.notes import Note
from bot.store.row_values import AnnounceKey, By
from bot.store.setting import Setting
from bot.store.settings import Settings
from bot.words.i18n import Msg, Refusal

State = TypeVar("State", default=Any)
Action = TypeVar("Action", default=Any)
Event = TypeVar("Event", default=Any)


@dataclass(frozen=True)
class Decision:
    """An open decision: the seat that owes it, the game's name for it (``kind``: part of a
    computer's seed, so the same decision always gets the same thought), and whether it is
    secret (see the module's note); ``item`` tells a seat's secret decisions apart."""

    seat: int
    kind: str
    secret: bool = False
    item: int = 0


class Illegal(Refusal):
    """An action the rules refuse, in words a player reads (the rule and the reason)."""


Thinking = Literal["search", "light"]
MOVE_CEILING = 5.0  # seconds of wall time a computer move may take at most, unless the host sets another


class Thinker(Protocol):
    """Where a game's computers think (the bot's process pools, or inline in tests)."""

    workers: int  # how many searches may think at once

    async def choose(self, level: Any, state_json: str, seat: int, seed: int) -> Any:  # the game's level and action
        """The computer's decision for ``seat`` in the state (JSON)."""

    def close(self) -> None: ...


class Rules(Protocol[State, Action, Event]):
    """A game as the service plays it: see the module's note."""

    # ----- a table --------------------------------------------------------------------------

    @property
    def table_sizes(self) -> range:
        """How many players a game may start with."""

    def computer_level(self, typed: str | None) -> str:
        """The computer level a host asked for (None: the game's default), as its code; ``Illegal``
        for one the game does not offer to players."""

    def level_name(self, level: str) -> Msg:
        """A computer level's name, as players read it (in a computer seat's name)."""

    @property
    def computer_levels(self) -> Sequence[str]:
        """The levels a host may seat, by code: the lobby offers them."""

    def level_offered(self, level: str) -> Msg:
        """A level as the lobby offers it: its name and what it does."""

    def table_notes(self, settings: Settings) -> list[Msg]:
        """What a host reads of the game's own settings after changing them (Samarkand's
        evened seats: the Dirham each seat gets), beside the platform's settings line."""

    def chosen_notes(self, settings: Settings, changes: Mapping[Setting[Any], object]) -> list[Msg]:
        """What the channel hears of a host's change to the game's own settings (``changes``:
        each setting the host gave, as given; Samarkand's: that sales are now at once),
        beside the platform's own notes (a new language)."""

    def closing_notes(self, settings: Settings) -> list[Note]:
        """What the end of a game at this table tells everyone beside its result, from the
        table's settings (Samarkand's: how many hints each player took, where hints were on)."""

    # ----- a state and its text ------------------------------------------------------------

    def prepared(self, settings: Settings, players: int) -> Settings:
        """The settings a game at this table begins under and keeps (its rules' version, say),
        set when the host starts it with ``players`` seats."""

    def start(self, settings: Settings, names: Sequence[str], seed: int) -> tuple[State, list[Event]]:
        """A new game for the players ``names`` (in the order they joined), dealt from ``seed``."""

    def rebuilt(self, saved: str, settings: Settings, names: Sequence[str], seed: int) -> tuple[State, list[Event]]:
        """A started game's opening again (its players ``names`` in seat order), to replay its
        log on: under what its ``saved`` state names (a board, a variant)."""

    def seat_order(self, state: State) -> list[str]:
        """The players' names in seat order (a game may seat them in another order than they joined)."""

    def load(self, text: str) -> State: ...

    def dump(self, state: State) -> str: ...

    def rename(self, state: State, seat: int, name: str) -> None:
        """The seat's player renamed in the state (a forgotten player's placeholder name)."""

    # ----- where a game stands -------------------------------------------------------------

    def turn(self, state: State) -> int: ...

    def over(self, state: State) -> bool: ...

    def awaiting(self, state: State) -> list[Decision]:
        """The decisions that hold the game up, in the order they are owed: a turn, a discard
        (public), and secret ones where a table waits for them. Never shown as a whole in public."""

    def secret_decisions(self, state: State) -> list[Decision]:
        """Every open secret decision, held-up or not: each has its own clock."""

    def visibly_awaited(self, state: State) -> list[int]:
        """The seats the game visibly waits for, in the order a turn message names them."""

    def known_to(self, state: State, seat: int) -> Hashable:
        """What ``seat`` knows of the state (compared, never read): equal for two states that
        differ only out of the seat's sight, so that nothing done for the seat (a hint's
        suggestion recognised as played, ``bot.service.suggestions``) tells it of another's secret."""

    def clock_key(self, state: State) -> Hashable:
        """What the game visibly waits for: when it changes, the waiting clock starts again
        (secret decisions never move it)."""

    def announce_key(self, state: State) -> AnnounceKey:
        """What a turn message announces: a new key means a new message (the platform stores and
        compares keys, and never reads one: Samarkand's says the turn and its phase)."""

    # ----- acting ----------------------------------------------------------------------------

    def legal(self, state: State, seat: int) -> list[Action]: ...

    def bound_to_turn(self, action: Action) -> bool:
        """Whether the action answers the turn it was offered in (a move, a discard), so that a
        panel from an earlier turn never plays it; an answer to a secret decision stands."""

    def follows_move(self, decision: Decision) -> bool:
        """Whether ``decision`` is one a seat owes after its own move of the same turn (Samarkand's discard after a
        marriage): a time-out stand-in that makes it carries on the move it played for the seat, and the direct
        message telling them of that move says this too, rather than a second one."""

    def apply(self, state: State, seat: int, action: Action, names: Sequence[str]) -> list[Event]:
        """Apply one seat's action in place, or raise ``Illegal`` and change nothing."""

    def default_answer(self, state: State, decision: Decision) -> Action:
        """The answer a secret decision gets when its time is up."""

    def answers_at_once(self, state: State, computers: set[int], orders: Mapping[int, Mapping[int, bool]],
                        rng: random.Random) -> tuple[int, Action, By] | None:
        """A secret decision answered without thinking, so that nobody waits for it (a
        computer seat's, or one a player's standing ``orders`` answer): the seat, the answer
        and by whom (``By.COMPUTER``, ``By.ORDER``); None if none is."""

    def thinking(self, level: str) -> Thinking:
        """Which of the bot's thinkers a computer level needs."""

    def inline_thinker(self) -> Thinker:
        """A thinker that thinks in the caller (the offline console, tests)."""

    # ----- what a change says --------------------------------------------------------------

    def public(self, events: Sequence[Event]) -> list[Event]:
        """The events anyone may see."""

    def private_lines(self, events: Sequence[Event], names: Sequence[str]) -> dict[int, list[Msg]]:
        """What each seat alone is told of ``events``, by seat."""

    def told_to(self, seat: int, lines: Sequence[Msg], names: Sequence[str]) -> list[Msg]:
        """A move's public ``lines`` (``describe``'s) as a direct message tells them to the person of ``seat``, for whom
        a computer made it (a time-out's stand-in, or the computer that took the seat): the game may speak of the seat
        as "you", and leave out what that seat's private lines, which follow, tell in full (the cards drawn). The
        lines as they are, if the game has nothing to change."""

    def prompted(self, state: State, events: Sequence[Event]) -> set[int]:
        """The seats ``events`` told privately of a decision they now owe (a discard, a sale
        offer): they get their next screen with the change's report."""

    def opens_turn(self, event: Event) -> bool:
        """Whether the event opens a turn (a turn message shows the news since the latest). A game may open the next
        turn by a move's own event (Pebbles' ``Took``) or by one of its own after the move (Samarkand's): a direct
        message telling a player of a computer's move for them tells it up to the next opening after its first event
        (``bot.service.base``)."""

    def describe_note(self, note: Note, names: Sequence[str]) -> Msg | None:
        """One of the platform's notes in the game's words (``bot.words.note_lines.platform_note``
        says them for any game; a game may say its start in its own)."""

    def describe(self, event: Event, names: Sequence[str]) -> Msg | None:
        """A public event in words (None: one that says nothing by itself)."""

    def secret_reminder(self, decision: Decision, closes: int) -> Msg:
        """A private reminder of an open secret decision that closes at ``closes`` (a Unix time)."""

    def secret_opening(self, decision: Decision) -> Msg:
        """The private line that first tells a secret decision's holder of it, as the change
        that opened it said it: told again from this when a crash lost that change's message."""

    def view(self, state: State) -> Any:  # the game's public view (Samarkand's PublicView): for its turn messages
        """What anyone may see of the state."""

    def screen(self, game_id: int, channel: str, version: int, state: State, seat: int) -> Any:  # the game's
        """A seat's next screen (its panel's choices), for the seats a change prompts."""
