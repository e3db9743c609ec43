"""``python -m bot tournament``: its options and what they run (matches, the ladder, the
balance studies), each mistake refused with one sentence before any game is played."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from bot.arguments import counting
from bot.engine.board import MOST_EXTRA_DIRHAM

if TYPE_CHECKING:
    from bot.lab.tournament.games import Entrant

STUDY_GAMES = 1000
LADDER_GAMES = 40


def add_options(tournament: argparse.ArgumentParser) -> None:
    """``tournament``'s options, with their help."""
    tournament.add_argument("--study", choices=["families", "seats"], default=None,
                            help="measure the board with equal players: each family as a forced first marriage, "
                                 "or each seat position")
    tournament.add_argument("--ladder", action="store_true",
                            help="rate --levels on one OpenSkill scale: every pair in 2-player games, every "
                                 "four in 4-player games")
    tournament.add_argument("--match", default=None, metavar="LEVELS",
                            help="play these levels at one table (comma-separated codes or the names players "
                                 "see, in English or German: casual,Könner; a search level "
                                 "optionally with its iterations: expert@400,search@120) and print each one's "
                                 "wins with a 95%% Wilson interval; default budgets as the bot's")
    tournament.add_argument("--games", type=counting, default=None,
                            help="matches: games of greedy vs random (default 200; the search matches play a "
                                 "quarter as many); --match: games (default 40); --study: games per family or per "
                                 "player count (default "
                                 f"{STUDY_GAMES}); --ladder: games per pairing (default {LADDER_GAMES})")
    tournament.add_argument("--level", choices=["greedy", "search"], default="greedy",
                            help="--study: the level of every player (search at --search-iterations)")
    tournament.add_argument("--players", default="2,3,4,5", help="--study: player counts, comma-separated")
    tournament.add_argument("--family", default=None, metavar="NAMES",
                            help="--study families: only these families, comma-separated (default: every one)")
    tournament.add_argument("--everyone-forced", action="store_true",
                            help="--study families: every seat must marry its own family first (dealt by the "
                                 "seed), so that nobody chooses and the families' shares average exactly fair; "
                                 "--games is then each family's first marriages")
    tournament.add_argument("--seat-money", default=None, metavar="DIRHAM",
                            help="--study seats: the Dirham each seat in turn order starts with beyond the rules' "
                                 "10, comma-separated, one for each seat (0,0,1,1: 4 players, the last two richer)")
    tournament.add_argument("--levels", default=None, metavar="LEVELS",
                            help="--ladder: the levels to rate, as --match names them (default: every level, "
                                 "each at its budget in play)")
    tournament.add_argument("--jobs", type=counting, default=None, help="processes (default: every core)")
    tournament.add_argument("--keep", type=Path, default=None, metavar="FILE",
                            help="add each finished game to FILE; run again with the same FILE to play only the "
                                 "games it lacks (a run cut short goes on where it stopped)")
    tournament.add_argument("--against", type=Path, default=None, metavar="FILE",
                            help="--study families: set each family's games beside the same games kept in FILE "
                                 "(a run with --keep on another board), seed by seed, and print the difference")
    tournament.add_argument("--search-iterations", type=counting, default=0,
                            help="the search level's iterations per move, whatever the time (default: none, "
                                 "it thinks at its CPU budget as in the bot: docs/computer-players.md)")
    tournament.add_argument("--seed", type=int, default=1,
                            help="the first game's seed; game n plays seed + n - 1, so a run repeats (default: 1)")


def run(args: argparse.Namespace) -> int:
    """Check every option first (exit code 2 and one sentence on a mistake), then play."""
    from bot.ai.levels import Level
    from bot.lab.tournament import ladder, match, standard, study
    from bot.lab.tournament.games import Entrant, Runner, cores, kept_results
    from bot.offline.options import seed_from

    runner = Runner(args.jobs or cores(), args.keep)
    try:
        seat_money = tuple(_numbers(args.seat_money, "--seat-money", 0, MOST_EXTRA_DIRHAM)) if args.seat_money else ()
        if seat_money and not 2 <= len(seat_money) <= 5:
            raise ValueError(f"--seat-money: give one number for each seat, 2 to 5 of them, not {len(seat_money)}.")
        counts = [len(seat_money)] if seat_money else _numbers(args.players, "--players", 2, 5)
        seed_from(args.seed)
        families = _families(args.family) if args.family else ()
        entrants = _entrants(args.match, "--match", 5, distinct=False) if args.match else ()
        rated = _entrants(args.levels or _every_level(), "--levels", 8, distinct=True) if args.ladder else ()
        against = kept_results(_against(args.against, args.study)) if args.against else None
        if args.everyone_forced:
            _everyone_forced(args)
    except ValueError as err:
        print(err, file=sys.stderr)
        return 2
    if entrants:
        match.run(entrants, args.games or LADDER_GAMES, runner, args.seed)
    elif args.ladder:
        ladder.run(rated, args.games or LADDER_GAMES, runner, args.seed)
    elif args.study:
        entrant = Entrant(Level(args.level), args.search_iterations)
        games = args.games or STUDY_GAMES
        if args.study == "seats":
            study.study_seats(entrant, games, counts, runner, args.seed, seat_money)
        elif args.everyone_forced:
            study.study_everyone_forced(entrant, games, counts, runner, args.seed)
        else:
            study.study_families(entrant, games, counts, runner, args.seed, families, against)
    else:
        standard.run(args.games or 200, runner, args.search_iterations, args.seed)
    return 0


def _everyone_forced(args: argparse.Namespace) -> None:
    """``--everyone-forced`` goes with the family study alone, every family at once."""
    if args.study != "families":
        raise ValueError("--everyone-forced: only with --study families.")
    if args.family or args.against:
        raise ValueError("--everyone-forced: every family is studied at once; leave out --family and --against.")


def _against(path: Path, chosen_study: str | None) -> Path:
    """``--against``'s file, refused with a sentence where it cannot be used."""
    if chosen_study != "families":
        raise ValueError("--against: only with --study families (it sets a family's games beside another run's).")
    if not path.is_file():
        raise ValueError(f"--against: no file {path}; give a file a run with --keep wrote.")
    return path


def _entrants(typed: str, option: str, most: int, distinct: bool) -> tuple[Entrant, ...]:
    """``--match``'s or ``--levels``' levels: 2 to ``most`` codes or names players see (in any
    catalogue's language: Casual, Könner), a search level's with an optional ``@iterations``
    (else its budget in play); ``distinct``: each named once (the ladder rates each level once;
    a match may seat a level twice). A ValueError says what to type."""
    from bot.ai.levels import LEVELS
    from bot.lab.tournament.games import Entrant
    from bot.words.i18n import languages
    from bot.words.level_names import levels_by_name

    known = levels_by_name(languages())
    parts = [part.strip() for part in typed.split(",")]
    entrants = []
    for part in parts:
        name, at, budget = part.partition("@")
        level = known.get(name.strip().casefold())
        fits = level is not None and (not at or (LEVELS[level].searching is not None and budget.isascii()
                                                 and budget.isdigit() and 1 <= int(budget) <= 1_000_000))
        if level is None or not fits:
            raise ValueError(f"{option}: '{part[:20]}' is not a level. Give 2 to {most} of {', '.join(LEVELS)} "
                             "(or the names players see), comma-separated; search and expert may name their "
                             "iterations (expert@400).")
        entrants.append(Entrant(level, int(budget) if at else 0))
    if not 2 <= len(entrants) <= most:
        raise ValueError(f"{option}: give 2 to {most} levels, not {len(entrants)}.")
    if distinct and len(set(entrants)) < len(entrants):
        raise ValueError(f"{option}: name each level once; a search level may come again at other iterations.")
    return tuple(entrants)


def _every_level() -> str:
    """``--levels``' default: every declared level, weakest first."""
    from bot.ai.levels import LEVELS

    return ",".join(LEVELS)


def _families(typed: str) -> tuple[int, ...]:
    """``--family``'s names (or short codes) as the board's family numbers, each once, or a
    ValueError naming the families there are."""
    from bot.engine import default_board

    board = default_board()
    found: list[int] = []
    for name in typed.split(","):
        try:
            index = board.family_named(name).index
        except KeyError:
            names = ", ".join(f.name for f in board.families)
            raise ValueError(f"--family: no family '{name.strip()[:20]}'; the families are {names}.") from None
        if index not in found:
            found.append(index)
    return tuple(found)


def _numbers(typed: str, option: str, least: int, most: int) -> list[int]:
    """Comma-separated whole numbers within bounds, or a ValueError saying what to type."""
    parts = [part.strip() for part in typed.split(",")]
    if not all(part.isascii() and part.isdigit() and least <= int(part) <= most for part in parts):
        raise ValueError(f"{option}: give whole numbers from {least} to {most}, separated by commas "
                         f"(for example {least},{min(most, least + 1)}), not '{typed[:20]}'.")
    return [int(part) for part in parts]
