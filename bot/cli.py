"""``python -m bot``: the one command-line surface (run, play, bench, tournament, sync, and
the database's migrate, backup, export, import, copy, forget, stats)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from bot.ai.search import ITERATIONS

if TYPE_CHECKING:
    from bot.ops.config import Config
    from bot.tournament.games import Entrant

STUDY_GAMES = 1000
LADDER_GAMES = 40
LADDER_LEVELS = "random,greedy,search,expert"
LEVELS_HELP = ("comma-separated computer levels: beginner (or random), casual (greedy), strong (search), expert, or "
               "'none'; default: two casual computers for one human, none for two or more")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bot", description="Samarkand for Discord")
    commands = parser.add_subparsers(dest="command")
    commands.add_parser("run", help="run the Discord bot (the default)")
    play = commands.add_parser("play", help="play a game offline in the terminal")
    play.add_argument("--humans", default=None,
                      help="comma-separated names at this keyboard (two or more: hot seat); default: You (in "
                           "German: Spieler)")
    play.add_argument("--computers", default=None, help=LEVELS_HELP)
    play.add_argument("--lang", default="en", help="the language of the game: en (default) or de")
    play.add_argument("--table", default="default", help="resume or start the game at this table")
    play.add_argument("--seed", type=int, default=None)
    play.add_argument("--script", default=None, help="read commands from this file ('-': stdin)")
    play.add_argument("--db", default=None, help="SQLite file (default: $SAMARKAND_DB or samarkand.sqlite3)")
    play.add_argument("--images", default="samarkand-boards",
                      help="folder for each turn's board image ('none' to write none)")
    play.add_argument("--replay", nargs=2, metavar=("TABLE", "FILE"), default=None,
                      help="write the replay GIF of TABLE's game to FILE instead of playing")
    tournament = commands.add_parser(
        "tournament", help="play computer players against each other: matches, balance studies, the ladder")
    tournament.add_argument("--study", choices=["families", "seats"], default=None,
                            help="measure the board with equal players: each family as a forced first marriage, "
                                 "or each seat position")
    tournament.add_argument("--ladder", action="store_true",
                            help="rate --levels on one OpenSkill scale: every pair in 2-player games, every "
                                 "four in 4-player games")
    tournament.add_argument("--match", default=None, metavar="LEVELS",
                            help="play these levels at one table (comma-separated codes, a search level "
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
    tournament.add_argument("--seat-money", default=None, metavar="DIRHAM",
                            help="--study seats: the Dirham each seat in turn order starts with beyond the rules' "
                                 "10, comma-separated, one for each seat (0,0,1,1: 4 players, the last two richer)")
    tournament.add_argument("--levels", default=LADDER_LEVELS, metavar="LEVELS",
                            help=f"--ladder: the levels to rate, as --match names them (default {LADDER_LEVELS}: "
                                 "every level at its budget in play)")
    tournament.add_argument("--jobs", type=counting, default=None, help="processes (default: every core)")
    tournament.add_argument("--keep", type=Path, default=None, metavar="FILE",
                            help="add each finished game to FILE; run again with the same FILE to play only the "
                                 "games it lacks (a run cut short goes on where it stopped)")
    tournament.add_argument("--against", type=Path, default=None, metavar="FILE",
                            help="--study families: set each family's games beside the same games kept in FILE "
                                 "(a run with --keep on another board), seed by seed, and print the difference")
    tournament.add_argument("--search-iterations", type=counting, default=ITERATIONS,
                            help=f"the search level's iterations per move (default {ITERATIONS}, as the bot: "
                                 "docs/computer-players.md)")
    tournament.add_argument("--seed", type=int, default=1)
    sync = commands.add_parser("sync", help="register the slash commands with Discord")
    sync.add_argument("--guild", type=int, default=None,
                      help="register to this one guild only (instant; for development)")
    database = argparse.ArgumentParser(add_help=False)
    database.add_argument("--db", default=None, help="SQLite file or postgresql:// URL (default: $SAMARKAND_DB)")
    commands.add_parser("migrate", parents=[database], help="bring the database to this bot's schema version")
    backup = commands.add_parser("backup", parents=[database], help="copy the SQLite database while the bot runs")
    backup.add_argument("file", help="the new file to write")
    export = commands.add_parser("export", parents=[database], help="write a game as JSON (seed, seats, log)")
    export.add_argument("game", help="the game's number, or a channel's id (its latest game)")
    export.add_argument("--out", default=None, help="write to this file instead of the screen")
    imported = commands.add_parser("import", parents=[database], help="rebuild an exported game by replay")
    imported.add_argument("file", help="a file written by export")
    imported.add_argument("--channel", default=None, help="the channel to put it in (default: the file's own)")
    forget = commands.add_parser("forget", parents=[database],
                                 help="forget a person: their seats renamed or handed to a computer, their settings "
                                      "deleted (docs/privacy.md)")
    forget.add_argument("user", help="the person's Discord user id")
    copied = commands.add_parser("copy", help="copy the whole database to another one, the bot stopped "
                                              "(SQLite to PostgreSQL or back)")
    copied.add_argument("--from", dest="source", required=True,
                        help="the database now: SQLite file or postgresql:// URL")
    copied.add_argument("--to", dest="target", required=True,
                        help="the new database: SQLite file or postgresql:// URL")
    copied.add_argument("--replace", action="store_true", help="delete whatever the new database holds first")
    stats = commands.add_parser("stats", parents=[database],
                                help="people's ratings and figures, as /stats and /leaderboard show them")
    stats.add_argument("--server", default="", help="a server's id (default: every server together)")
    stats.add_argument("--player", default="",
                       help="one person's figures, by their name at the table or their user id "
                            "(default: the leaderboard)")
    stats.add_argument("--page", type=counting, default=1,
                       help="the leaderboard's page, 25 a page, or the history's, 8 a page (default 1)")
    stats.add_argument("--families", action="store_true",
                       help="wins by first family and by seat, as /stats families:True shows them")
    stats.add_argument("--history", action="store_true",
                       help="the server's finished games, newest first, as /history shows them (needs --server)")
    stats.add_argument("--lang", default="en", help="the language of the figures: en (default) or de")
    stats.add_argument("--rebuild", action="store_true",
                       help="first rate every finished game again, in order, from nothing")
    bench = commands.add_parser("bench", help="print performance figures")
    bench.add_argument("target", choices=["engine", "service", "render", "bot", "thinking", "stats", "web"])
    bench.add_argument("--games", type=counting, default=None,
                       help="games per player count (engine, default 300); games at once (bot, default 50); "
                            "the busy server's tables (thinking, default 100)")
    bench.add_argument("--thinking", type=int, default=16, help="bot: computer tables thinking all the time")
    bench.add_argument("--interactions", type=counting, default=300, help="bot: interactions from people")
    bench.add_argument("--restart", action="store_true",
                       help="bot: start with games in play (default 1000), a fifth overdue, and time the catch-up")
    bench.add_argument("--metrics", action="store_true",
                       help="bot: the same load with the metrics off and on, alternating, in one run")
    bench.add_argument("--web", action="store_true",
                       help="bot: the same load without and with 200 viewers of the web pages, alternating, in one run")
    bench.add_argument("--examples", metavar="DIR", default=None,
                       help="render: write the README's example images into DIR (docs/) instead of timing")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    command = args.command or "run"
    handlers = {"bench": _bench, "play": _play, "tournament": _tournament,
                "run": lambda a: _discord("run", None), "sync": lambda a: _discord("sync", a.guild),
                "migrate": _admin, "backup": _admin, "export": _admin, "import": _admin, "copy": _copy,
                "forget": _admin, "stats": _stats}
    return handlers[command](args)


def _settings() -> Config | None:
    """The settings from the environment, or None after saying what is wrong with them."""
    from bot.ops.config import Config, ConfigError

    try:
        return Config.from_env()
    except ConfigError as err:
        print(err, file=sys.stderr)
        return None


def _admin(args: argparse.Namespace) -> int:
    from bot.ops import admin

    config = None if args.db else _settings()
    address = args.db or (config.db_path if config else None)
    if address is None:
        return 2
    work = {"migrate": lambda: admin.migrate(address),
            "backup": lambda: admin.backup_to(address, args.file),
            "export": lambda: admin.export_to(address, args.game, args.out),
            "import": lambda: admin.import_from(address, args.file, args.channel),
            "forget": lambda: admin.forget_user(address, args.user)}[args.command]
    return admin.run(work)


def _stats(args: argparse.Namespace) -> int:
    from bot.offline.options import OptionError, language_from
    from bot.ops import admin
    from bot.ops.stats_report import StatsAsked, stats_report

    config = None if args.db else _settings()
    address = args.db or (config.db_path if config else None)
    if address is None:
        return 2
    try:
        language = language_from(args.lang)
    except OptionError:
        print(f"--lang: give en or de, not '{args.lang[:20]}'.", file=sys.stderr)
        return 2
    asked = StatsAsked(args.server, args.player, args.page, language, args.rebuild, args.history,
                       args.families)
    return admin.run(lambda: stats_report(address, asked))


def _copy(args: argparse.Namespace) -> int:
    from bot.ops import admin, copying

    return admin.run(lambda: copying.copy_installation(args.source, args.target, args.replace))


def _bench(args: argparse.Namespace) -> int:
    if args.target == "engine":
        from bot.bench.engine import run

        run(args.games or 300)
    elif args.target == "bot":
        return _bench_bot(args)
    elif args.target == "thinking":
        from bot.bench.shared_thinking import run as run_thinking

        run_thinking(args.games or 100)
    elif args.target == "web":
        from bot.bench.web import run as run_web

        run_web(args.games or 50)
    elif args.target == "stats":
        from bot.bench.stats_reads import run as run_stats

        run_stats()
    elif args.target == "service":
        from bot.bench.service import run as run_service

        run_service()
    elif args.examples:
        from bot.bench.examples import write_examples

        for path in write_examples(Path(args.examples)):
            print(f"{path} ({path.stat().st_size:,} bytes)")
    else:
        from bot.bench.render import run as run_render

        run_render()
    return 0


def _bench_bot(args: argparse.Namespace) -> int:
    """``bench bot`` drives the bot through the Discord stand-in, a test double that lives in
    the repository's ``tests/support`` and is not shipped in the wheel: it runs from the root of
    a checkout only, and says so anywhere else."""
    try:
        from tests.support.bench_bot import run as run_bot
        from tests.support.bench_metrics import run as run_metrics
        from tests.support.bench_restart import run as run_restart
        from tests.support.bench_web_load import run as run_web_load
    except ModuleNotFoundError as missing:
        if not (missing.name or "").startswith("tests"):
            raise
        print("bench bot needs the Discord stand-in in tests/support/, which is not installed: "
              "run it from the root folder of a checkout of the repository.", file=sys.stderr)
        return 2
    if args.restart:
        run_restart(args.games or 1000)
        return 0
    if args.metrics:
        run_metrics(args.games or 20, args.interactions)
        return 0
    if args.web:
        run_web_load(args.games or 20, args.interactions)
        return 0
    games = args.games or 50
    if not 0 <= args.thinking < games:
        print(f"bench bot: --thinking gives how many of the {games} games are computer tables; "
              f"give fewer than {games}, so that people play the rest.", file=sys.stderr)
        return 2
    run_bot(games, args.thinking, args.interactions)
    return 0


def _tournament(args: argparse.Namespace) -> int:
    from bot.offline.options import seed_from
    from bot.tournament import ladder, match, standard, study
    from bot.tournament.games import Entrant, Runner, cores, kept_results

    runner = Runner(args.jobs or cores(), args.keep)
    try:
        seat_money = tuple(_numbers(args.seat_money, "--seat-money", 0, 10)) if args.seat_money else ()
        if seat_money and not 2 <= len(seat_money) <= 5:
            raise ValueError(f"--seat-money: give one number for each seat, 2 to 5 of them, not {len(seat_money)}.")
        counts = [len(seat_money)] if seat_money else _numbers(args.players, "--players", 2, 5)
        seed_from(args.seed)
        families = _families(args.family) if args.family else ()
        entrants = _entrants(args.match, "--match", 5, distinct=False) if args.match else ()
        rated = _entrants(args.levels, "--levels", 8, distinct=True) if args.ladder else ()
        against = kept_results(_against(args.against, args.study)) if args.against else None
    except ValueError as err:
        print(err, file=sys.stderr)
        return 2
    if entrants:
        match.run(entrants, args.games or LADDER_GAMES, runner, args.seed)
    elif args.ladder:
        ladder.run(rated, args.games or LADDER_GAMES, runner, args.seed)
    elif args.study:
        entrant = Entrant(args.level, args.search_iterations)
        games = args.games or STUDY_GAMES
        if args.study == "seats":
            study.study_seats(entrant, games, counts, runner, args.seed, seat_money)
        else:
            study.study_families(entrant, games, counts, runner, args.seed, families, against)
    else:
        standard.run(args.games or 200, runner, args.search_iterations, args.seed)
    return 0


def _against(path: Path, chosen_study: str | None) -> Path:
    """``--against``'s file, refused with a sentence where it cannot be used."""
    if chosen_study != "families":
        raise ValueError("--against: only with --study families (it sets a family's games beside another run's).")
    if not path.is_file():
        raise ValueError(f"--against: no file {path}; give a file a run with --keep wrote.")
    return path


def counting(typed: str) -> int:
    """A count an option gives (games, processes, iterations, a page): a whole number from 1,
    or argparse's one-line refusal with the usage."""
    if not (typed.isascii() and typed.isdigit() and int(typed) >= 1):
        raise argparse.ArgumentTypeError(f"give a whole number from 1, not '{typed[:20]}'")
    return int(typed)


def _entrants(typed: str, option: str, most: int, distinct: bool) -> tuple[Entrant, ...]:
    """``--match``'s or ``--levels``' levels: 2 to ``most`` codes, a search level's with an
    optional ``@iterations`` (else its budget in play); ``distinct``: each named once (the ladder
    rates each level once; a match may seat a level twice). A ValueError says what to type."""
    from bot.ai.levels import BUDGETS, LEVELS
    from bot.tournament.games import Entrant

    parts = [part.strip() for part in typed.split(",")]
    entrants = []
    for part in parts:
        level, at, budget = part.partition("@")
        fits = level in LEVELS and (not at or (level in BUDGETS and budget.isascii() and budget.isdigit()
                                                and 1 <= int(budget) <= 1_000_000))
        if not fits:
            raise ValueError(f"{option}: '{part[:20]}' is not a level. Give 2 to {most} of {', '.join(LEVELS)}, "
                             "comma-separated; search and expert may name their iterations (expert@400).")
        entrants.append(Entrant(level, int(budget) if at else BUDGETS.get(level, 0)))
    if not 2 <= len(entrants) <= most:
        raise ValueError(f"{option}: give 2 to {most} levels, not {len(entrants)}.")
    if distinct and len(set(entrants)) < len(entrants):
        raise ValueError(f"{option}: name each level once; a search level may come again at other iterations.")
    return tuple(entrants)


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


def _play(args: argparse.Namespace) -> int:
    import asyncio

    from bot.offline.options import OptionError, language_from, seats_from, seed_from, table_from
    from bot.offline.session import Table, play, refuse
    from bot.ops.config import Config

    db = args.db or Config.from_env().db_path
    try:
        language = language_from(args.lang)
        if args.replay:
            from bot.offline.replay_export import write_replay

            table = table_from(args.replay[0], "--replay")
            return asyncio.run(write_replay(db, table, Path(args.replay[1]), language))
        seats = seats_from(args.humans, args.computers, language)
        table = table_from(args.table, "--table")
        seed = seed_from(args.seed)
    except OptionError as err:
        return refuse(err, args.lang)
    images = None if args.images == "none" else Path(args.images)
    return asyncio.run(play(Table(db, table, seats, seed, args.script, images, language)))


NO_TOKEN = ("DISCORD_TOKEN is not set. Create a bot at https://discord.com/developers/applications, then "
            "put its token in the environment (DISCORD_TOKEN=...) or in a .env file here. See the README.")


def _discord(command: str, guild: int | None) -> int:
    import asyncio

    from bot.ops import logs

    config = _settings()
    if config is None:
        return 2
    if not config.token:
        print(NO_TOKEN, file=sys.stderr)
        return 2
    logs.configure(config.log_style)
    if command == "sync":
        from bot.runtime.discord_run import sync

        return asyncio.run(sync(config, guild or config.dev_guild))
    from bot.runtime.discord_run import run

    return run(config)
