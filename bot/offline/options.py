"""Who sits at an offline table (``--humans``, ``--computers``), the language (``--lang``), whether later seats start
with more money (``--seats``) and the table's name (``--table`` or ``--replay``), checked before any game is touched: a
mistake gets one sentence (and exit code 2), never a traceback.

Defaults: one human against two greedy computers; two or more humans play hot seat with no computers unless
``--computers`` names some."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from bot.ai import DEFAULT_LEVEL, OFFERED, Level
from bot.games.samarkand.game_service import MAX_SEATS, MIN_SEATS
from bot.games.samarkand.game_settings import SEAT_RULES
from bot.service.lobby import computer_name
from bot.words.i18n import CONSOLE, DEFAULT, Msg, Refusal, languages, text
from bot.words.level_names import level_name, levels_by_name
from bot.words.spoken_to import default_names

LONGEST_NAME = 32
SOLO_OPPONENTS = (DEFAULT_LEVEL, DEFAULT_LEVEL)
LONGEST_TABLE = 40
LARGEST_SEED = 2**63 - 1  # a game's seed is kept in the database, whose integers have 64 bits
TABLE_NAME = re.compile(rf"[\w-]{{1,{LONGEST_TABLE}}}")  # it names files too: no path separators, no dots


class OptionError(Refusal, ValueError):
    """An option that cannot make a table; the message says what to type instead."""


@dataclass(frozen=True)
class Seats:
    """``evened``: the later seats start with more Dirham (the ``seats: evened`` setting);
    ``hints``: whoever is to move may ask for the Expert's suggestion (the ``hints`` setting),
    which makes the game count for nobody's rating."""

    humans: tuple[str, ...]
    computers: tuple[Level, ...]
    evened: bool = False
    hints: bool = True


HINTS = ("on", "off")


def seats_from(humans: str | None, computers: str | None, language: str = DEFAULT, rule: str = "rules",
               hints: str | None = None) -> Seats:
    """The table's seats, or an OptionError naming the option at fault. Without ``humans``,
    one player named as ``language`` says "you", so that the news about them reads in it. A
    human may not take the name a computer seat gets in ``language`` (every player needs
    their own), nor, at a hot seat, the name the console speaks to a lone player by ("You"):
    hands over and news would then name nobody. ``rule``: ``rules`` or ``evened``
    (``--seats``). ``hints`` (``--hints``: on, the default, or off): a table at the keyboard
    is for learning, so it allows hints, and a hot seat that wants its game rated (scope
    ``console``) turns them off."""
    if rule.strip().lower() not in SEAT_RULES:
        raise OptionError("option.no_seat_rule", rule=rule[:20], rules=list(SEAT_RULES))
    if hints is not None and hints.strip().lower() not in HINTS:
        raise OptionError("option.no_hints", typed=hints[:20], choices=list(HINTS))
    names = _names(text(language, CONSOLE)("console.default_name") if humans is None else humans)
    levels = _levels(computers, len(names), language)
    total = len(names) + len(levels)
    if not MIN_SEATS <= total <= MAX_SEATS:
        raise OptionError("option.seat_count", least=MIN_SEATS, most=MAX_SEATS, count=total,
                          humans=Msg("option.humans", count=len(names)),
                          computers=Msg("option.computers", count=len(levels)))
    computer_names = {computer_name(language, number, level_name(level)).casefold()
                      for number, level in enumerate(levels, start=1)}
    taken = next((name for name in names if _reads_as_computer(name, computer_names)), None)
    if taken is not None:
        raise OptionError("option.computer_name", name=taken)
    you = {name.casefold() for name in default_names()}
    spoken_to = next((name for name in names if len(names) > 1 and name.casefold() in you), None)
    if spoken_to is not None:  # the console speaks to its one player so ("it is up to you"), and names nobody
        raise OptionError("option.default_name", name=spoken_to)
    return Seats(names, levels, rule.strip().lower() == "evened", hints is None or hints.strip().lower() == "on")


def table_from(typed: str, option: str) -> str:
    """A table's name (it names the image files as well), or an OptionError."""
    if not TABLE_NAME.fullmatch(typed):
        raise OptionError("option.table_name", option=option, table=typed[:LONGEST_TABLE], most=LONGEST_TABLE)
    return typed


def seed_from(seed: int | None) -> int | None:
    """A seed the database can keep (0 to ``LARGEST_SEED``), or an OptionError saying the range."""
    if seed is not None and not 0 <= seed <= LARGEST_SEED:
        raise OptionError("option.seed_range", most=LARGEST_SEED)
    return seed


def seed_typed(typed: str | None) -> int | None:
    """``--seed`` as typed: a whole number in range, or an OptionError in the table's language
    (argparse's own check would print its English usage instead of one sentence)."""
    if typed is None:
        return None
    if not typed.strip().isascii() or not typed.strip().isdigit():
        raise OptionError("option.seed_range", most=LARGEST_SEED)
    return seed_from(int(typed))


def _reads_as_computer(name: str, computer_names: set[str]) -> bool:
    """A computer seat's name, or its start ("Computer 1" beside "Computer 1 (casual)"): the
    table's news would then read as if one player were the other."""
    wanted = name.casefold()
    return any(other == wanted or other.startswith(wanted + " ") for other in computer_names)


def language_from(typed: str) -> str:
    """A language with a catalogue (``en``, ``de``), or an OptionError."""
    wanted = typed.strip().lower()
    if wanted not in languages():
        raise OptionError("option.no_language", language=typed[:20], languages=list(languages()))
    return wanted


def _names(typed: str) -> tuple[str, ...]:
    names = tuple(" ".join(part.split()) for part in typed.split(","))
    if not all(names):
        raise OptionError("option.empty_name")
    if any(unicodedata.category(c) == "Cc" for name in names for c in name):  # an escape would drive the terminal
        raise OptionError("option.control_name")
    long = next((name for name in names if len(name) > LONGEST_NAME), None)
    if long:
        raise OptionError("option.long_name", name=long[:LONGEST_NAME], most=LONGEST_NAME)
    folded = [name.casefold() for name in names]
    twice = next((name for at, name in enumerate(names) if folded[at] in folded[:at]), None)
    if twice:
        raise OptionError("option.twice", name=twice)
    return names


def _levels(typed: str | None, humans: int, language: str) -> tuple[Level, ...]:
    """Offered levels by their code (random, greedy, search) or by the strength the ladder gave
    them, in the table's language or in English, the names ``--help`` gives (beginner, casual,
    strong); no computers for ``none`` or the table's word for it (``keine``)."""
    if typed is None:
        return SOLO_OPPONENTS if humans == 1 else ()
    nones = {text(each, CONSOLE)("console.verb.none") for each in (language, DEFAULT)}  # "keine" at a German table
    if typed.strip().casefold() in nones:
        return ()
    known = levels_by_name(dict.fromkeys((language, DEFAULT)), OFFERED)
    parts = tuple(part.strip() for part in typed.split(","))
    unknown = next((part for part in parts if part.casefold() not in known), None)
    if unknown is not None and unknown.casefold() in nones:  # "casual,none": not a level, and only alone
        raise OptionError("option.none_alone", none=unknown)
    if unknown is not None:  # echoed as typed
        levels = [text(language)(level_name(level)) for level in OFFERED]
        raise OptionError("option.no_level", level=unknown[:20], levels=levels)
    return tuple(known[part.casefold()] for part in parts)
