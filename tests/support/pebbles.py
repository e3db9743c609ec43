"""Pebbles: the second game, the proof that the platform plays a game it was not written for
(issue 47). It imports nothing of Samarkand's, and Samarkand nothing of it.

Two players take 1, 2 or 3 pebbles in turn from a pile of 11. Each is dealt a secret lucky
number (1 to 3) that only they see until the end. A player scores the pebbles they took; who
takes the last pebble ends the game and adds their lucky number. The most points win (ties
share the win).

It answers both sides of the game interface: the store's (``bot.games.interface.Game``:
codecs, the result, the computers' fixed ratings, its tables' settings: the platform's alone,
so ``/settings`` offers only those) and the service's
(``bot.games.playing.Rules``). A test game brings no catalogue: its sentences are ``Msg`` keys
with their English templates as the fallback the words layer shows for a key it lacks."""

from __future__ import annotations

import json
import random
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from bot.games.interface import Finished, Result, Statements
from bot.games.playing import Decision, Illegal, Thinking
from bot.ratings.skill import Skill
from bot.store.notes import Note
from bot.store.row_values import AnnounceKey
from bot.store.setting import Setting
from bot.store.settings import Settings
from bot.words.i18n import Msg
from bot.words.note_lines import platform_note

PILE = 11
TAKES = (1, 2, 3)


class PebblesSettings(Settings):
    """A Pebbles table's settings: the platform's, and no setting of its own; its one
    computer level stands in for a late player."""

    @property
    def standin(self) -> str:
        return "any"


@dataclass
class Pile:
    """A game of Pebbles: the players in seat order, the pile, what each took, each one's
    lucky number (secret until the end), whose turn it is and the turn's number."""

    names: list[str]
    lucky: list[int]
    left: int = PILE
    taken: list[int] = field(default_factory=lambda: [0, 0])
    active: int = 0
    turn: int = 1
    last: int = -1  # who took the last pebble

    @property
    def over(self) -> bool:
        return self.left == 0

    def points(self) -> tuple[int, ...]:
        return tuple(taken + (self.lucky[seat] if seat == self.last else 0) for seat, taken in enumerate(self.taken))


@dataclass(frozen=True)
class Dealt:
    """A seat's lucky number, told to that seat alone."""

    seat: int
    lucky: int
    kind: str = "dealt"

    @property
    def private_to(self) -> int | None:
        return self.seat


@dataclass(frozen=True)
class Took:
    """A seat took pebbles; ``turn`` is the turn it opened next (0: the game ended)."""

    seat: int
    count: int
    left: int
    turn: int
    kind: str = "took"
    private_to: None = None


@dataclass(frozen=True)
class Ended:
    """The end: each seat's points and lucky number, now public."""

    points: tuple[int, ...]
    lucky: tuple[int, ...]
    kind: str = "ended"
    private_to: None = None


PebbleEvent = Dealt | Took | Ended
KINDS: dict[str, type[PebbleEvent]] = {"dealt": Dealt, "took": Took, "ended": Ended}


class PickAny:
    """Pebbles' computer: any legal take, from the move's seed (thinks inline)."""

    workers = 1

    async def choose(self, level: Any, state_json: str, seat: int, seed: int) -> int:
        pile = PEBBLES.load(state_json)
        return random.Random(seed).choice(PEBBLES.legal(pile, seat))

    def close(self) -> None:
        return None


class Pebbles:
    """Both sides of the game interface for Pebbles."""

    # ----- the store's side ----------------------------------------------------------------

    @property
    def name(self) -> str:
        return "pebbles"

    def action_to_text(self, action: int) -> str:
        return f"take {action}"

    def action_from_text(self, text: str) -> int:
        word, _, count = text.partition(" ")
        if word != "take" or not count.isdigit():
            raise ValueError(f"no action of Pebbles: {text!r}")
        return int(count)

    def action_from_dict(self, data: Mapping[str, Any]) -> int:
        return int(data["take"])

    def event_to_json(self, event: PebbleEvent) -> dict[str, Any]:
        return {key: list(value) if isinstance(value, tuple) else value for key, value in asdict(event).items()}

    def event_from_json(self, data: Mapping[str, Any]) -> PebbleEvent:
        values = {key: tuple(value) if isinstance(value, list) else value for key, value in data.items()}
        return KINDS[str(data["kind"])](**values)

    def is_event_json(self, data: Mapping[str, Any]) -> bool:
        return data.get("kind") in KINDS

    def result(self, state: str) -> Result:
        points = self.load(state).points()
        return Result(points, tuple(seat for seat, p in enumerate(points) if p == max(points)))

    @property
    def table_settings(self) -> type[PebblesSettings]:
        return PebblesSettings

    def level_skill(self, level: str) -> Skill:
        return Skill(20.0, 1.0)

    async def count_finished(self, tx: Statements, game: Finished) -> None:
        return None

    async def count_again(self, tx: Statements, games: Sequence[Finished]) -> None:
        return None

    def replayed(self, saved: str, settings: Mapping[str, Any], names: Sequence[str], seed: int,
                 log: Sequence[tuple[int, str]]) -> str:
        pile, _ = self.start(PebblesSettings.from_json(settings), names, seed)
        try:
            for seat, text in log:
                self.apply(pile, seat, self.action_from_text(text), names)
        except (Illegal, ValueError):
            return ""
        return self.dump(pile)

    async def carry_over_states(self, tx: Statements) -> None:
        return None

    # ----- the service's side --------------------------------------------------------------

    @property
    def table_sizes(self) -> range:
        return range(2, 3)

    def computer_level(self, typed: str | None) -> str:
        if typed not in (None, "any"):
            raise Illegal(Msg("pebbles.no_level", "Pebbles has no level {level}: say any.", level=typed))
        return "any"

    def level_name(self, level: str) -> Msg:
        return Msg("pebbles.level", "any", level=level)

    @property
    def computer_levels(self) -> Sequence[str]:
        return ("any",)

    def level_offered(self, level: str) -> Msg:
        return Msg("pebbles.level", "any: takes at random", level=level)

    def table_notes(self, settings: Settings) -> list[Msg]:
        return []

    def chosen_notes(self, settings: Settings, changes: Mapping[Setting[Any], object]) -> list[Msg]:
        return []

    def closing_notes(self, settings: Settings) -> list[Note]:
        return []

    def prepared(self, settings: Settings, players: int) -> Settings:
        return settings

    def start(self, settings: Settings, names: Sequence[str], seed: int) -> tuple[Pile, list[PebbleEvent]]:
        deal = random.Random(seed)
        pile = Pile(list(names), [deal.choice(TAKES) for _ in names])
        return pile, [Dealt(seat, lucky) for seat, lucky in enumerate(pile.lucky)]

    def rebuilt(self, saved: str, settings: Settings, names: Sequence[str], seed: int
                ) -> tuple[Pile, list[PebbleEvent]]:
        return self.start(settings, names, seed)

    def seat_order(self, state: Pile) -> list[str]:
        return list(state.names)

    def rename(self, state: Pile, seat: int, name: str) -> None:
        state.names[seat] = name

    def load(self, text: str) -> Pile:
        return Pile(**json.loads(text))

    def dump(self, state: Pile) -> str:
        return json.dumps(asdict(state))

    def turn(self, state: Pile) -> int:
        return state.turn

    def over(self, state: Pile) -> bool:
        return state.over

    def awaiting(self, state: Pile) -> list[Decision]:
        return [] if state.over else [Decision(state.active, "turn")]

    def secret_decisions(self, state: Pile) -> list[Decision]:
        return []

    def visibly_awaited(self, state: Pile) -> list[int]:
        return [] if state.over else [state.active]

    def known_to(self, state: Pile, seat: int) -> Hashable:
        return state.left, tuple(state.taken), state.active, state.turn, state.lucky[seat]

    def clock_key(self, state: Pile) -> Hashable:
        return state.turn, state.over

    def announce_key(self, state: Pile) -> AnnounceKey:
        return AnnounceKey(f"{state.turn}:{'over' if state.over else 'play'}")

    def legal(self, state: Pile, seat: int) -> list[int]:
        return [] if state.over or seat != state.active else [n for n in TAKES if n <= state.left]

    def bound_to_turn(self, action: int) -> bool:
        return True

    def follows_move(self, decision: Decision) -> bool:
        return False

    def apply(self, state: Pile, seat: int, action: int, names: Sequence[str]) -> list[PebbleEvent]:
        if action not in self.legal(state, seat):
            raise Illegal(Msg("pebbles.illegal", "You cannot take {take} of {left}: take 1, 2 or 3.", take=action,
                              left=state.left))
        state.left -= action
        state.taken[seat] += action
        if state.over:
            state.last = seat
            return [Took(seat, action, 0, 0), Ended(state.points(), tuple(state.lucky))]
        state.active, state.turn = 1 - seat, state.turn + 1
        return [Took(seat, action, state.left, state.turn)]

    def default_answer(self, state: Pile, decision: Decision) -> int:
        raise AssertionError("Pebbles has no secret decisions")

    def answers_at_once(self, state: Pile, computers: set[int], orders: Mapping[int, Mapping[int, bool]],
                        rng: random.Random) -> tuple[int, int, str] | None:
        return None

    def thinking(self, level: str) -> Thinking:
        return "light"

    def inline_thinker(self) -> PickAny:
        return PickAny()

    def public(self, events: Sequence[PebbleEvent]) -> list[PebbleEvent]:
        return [event for event in events if event.private_to is None]

    def private_lines(self, events: Sequence[PebbleEvent], names: Sequence[str]) -> dict[int, list[Msg]]:
        return {event.seat: [Msg("pebbles.lucky", "Your lucky number is {lucky}.", lucky=event.lucky)]
                for event in events if isinstance(event, Dealt)}

    def told_to(self, seat: int, lines: Sequence[Msg], names: Sequence[str]) -> list[Msg]:
        return list(lines)

    def prompted(self, state: Pile, events: Sequence[PebbleEvent]) -> set[int]:
        return set()

    def opens_turn(self, event: PebbleEvent) -> bool:
        return isinstance(event, Took)

    def describe_note(self, note: Note, names: Sequence[str]) -> Msg | None:
        return platform_note(note, names, self.level_name)

    def describe(self, event: PebbleEvent, names: Sequence[str]) -> Msg | None:
        if isinstance(event, Took):
            return Msg("pebbles.took", "{player} took {count}; {left} left.", player=names[event.seat],
                       count=event.count, left=event.left)
        if isinstance(event, Ended):
            return Msg("pebbles.ended", "The pile is empty. Points: {points}; lucky numbers: {lucky}.",
                       points=list(event.points), lucky=list(event.lucky))
        return None

    def secret_reminder(self, decision: Decision, closes: int) -> Msg:
        raise AssertionError("Pebbles has no secret decisions")

    def secret_opening(self, decision: Decision) -> Msg:
        raise AssertionError("Pebbles has no secret decisions")

    def view(self, state: Pile) -> dict[str, Any]:
        return {"left": state.left, "taken": list(state.taken), "active": state.active, "turn": state.turn}

    def screen(self, game_id: int, channel: str, version: int, state: Pile, seat: int) -> list[int]:
        return self.legal(state, seat)


PEBBLES = Pebbles()
