"""Who sits at an offline table, from ``--humans`` and ``--computers``, checked before any
game is touched: a mistake gets one sentence (and exit code 2), never a traceback.

Defaults: one human plays against two greedy computers; two or more humans play hot seat
with no computers unless ``--computers`` names some."""

from __future__ import annotations

from dataclasses import dataclass

from bot.ai import LEVELS
from bot.service import MAX_SEATS, MIN_SEATS

LONGEST_NAME = 32
SOLO_OPPONENTS = ("greedy", "greedy")
LEVELS_HELP = (f"comma-separated computer levels ({', '.join(LEVELS)}), or 'none'; default: two greedy "
               "computers for one human, none for two or more")


class OptionError(ValueError):
    """An option that cannot make a table; the message says what to type instead."""


@dataclass(frozen=True)
class Seats:
    humans: tuple[str, ...]
    computers: tuple[str, ...]


def seats_from(humans: str, computers: str | None) -> Seats:
    """The table's seats, or an OptionError naming the option at fault."""
    names = _names(humans)
    levels = _levels(computers, len(names))
    total = len(names) + len(levels)
    if not MIN_SEATS <= total <= MAX_SEATS:
        raise OptionError(f"A game needs {MIN_SEATS} to {MAX_SEATS} players; --humans and --computers give "
                          f"{total} ({len(names)} human, {len(levels)} computer).")
    return Seats(names, levels)


def _names(text: str) -> tuple[str, ...]:
    names = tuple(" ".join(part.split()) for part in text.split(","))
    if not all(names):
        raise OptionError("--humans: a name is empty. Give names separated by commas, like --humans \"Ann,Bob\".")
    long = next((name for name in names if len(name) > LONGEST_NAME), None)
    if long:
        raise OptionError(f"--humans: '{long[:LONGEST_NAME]}…' is too long; a name has at most {LONGEST_NAME} "
                          "characters.")
    seen: set[str] = set()
    for name in names:
        if name.casefold() in seen:
            raise OptionError(f"--humans: {name} is named twice; every player needs a name of their own.")
        seen.add(name.casefold())
    return names


def _levels(text: str | None, humans: int) -> tuple[str, ...]:
    if text is None:
        return SOLO_OPPONENTS if humans == 1 else ()
    if text.strip().lower() == "none":
        return ()
    levels = tuple(part.strip().lower() for part in text.split(","))
    unknown = next((level for level in levels if level not in LEVELS), None)
    if unknown is not None:
        raise OptionError(f"--computers: there is no level '{unknown[:20]}'. The levels are "
                          f"{', '.join(LEVELS)} (or none).")
    return levels
