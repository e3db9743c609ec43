"""``python -m bot``: the one command-line surface (run, play, sync, and the database's
migrate, backup, export, import, copy, forget, stats, review, web; and, in a checkout only, bench and
tournament, which the lab in ``bot/lab/`` defines and runs)."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bot.arguments import counting, database_address, server_id

if TYPE_CHECKING:
    from bot.ops.config import Config

    Subcommands = argparse._SubParsersAction[argparse.ArgumentParser]

DEFAULT_DB = "samarkand.sqlite3"  # bot.ops.config's, not imported so that --help stays quick; a test ties the two
PAGE, HISTORY_PAGE = 12, 5  # bot.ratings.standings' page sizes, not imported (it brings openskill); a test ties them
LEVELS_HELP = ("comma-separated computer levels: beginner (or random), casual (greedy), strong (search), expert, or "
               "'none'; default: two casual computers for one human, none for two or more")
# The commands of the lab (bot/lab/), which the wheel leaves out: here only named, for --help
# and for the refusal; the lab's own parser gives their options (bot.lab.commands).
CHECKOUT_ONLY = {"tournament": "play computer players against each other: matches, balance studies, the ladder",
                 "bench": "print performance figures"}
LAB = "bot.lab.commands"


def db_help(what: str) -> str:
    """The --db help of every command that opens the database: one wording, so that none says the
    default is $SAMARKAND_DB alone when, unset, it is the file in the working directory."""
    return f"{what} (default: $SAMARKAND_DB or {DEFAULT_DB})"


def build_parser(lab: Callable[[str, Subcommands], None] | None = None) -> argparse.ArgumentParser:
    """Every command's parser; ``lab`` adds a checkout-only command's own (the lab's parser),
    else it is listed by name alone."""
    parser = argparse.ArgumentParser(prog="python -m bot", description="Samarkand for Discord")
    commands = parser.add_subparsers(dest="command")
    commands.add_parser("run", help="run the Discord bot (the default; DISCORD_TOKEN from the environment or a .env "
                                          "file here)",
                        description="Run the Discord bot until it is stopped (Ctrl-C, or SIGTERM). It reads its "
                                    "settings from the environment or a .env file here: DISCORD_TOKEN, and the "
                                    "SAMARKAND_* settings of docs/operating.md.")
    play = commands.add_parser("play", help="play a game offline in the terminal",
                               description="Play Samarkand in this terminal, without Discord: you against two "
                                           "computer players, or several people at one keyboard (--humans). "
                                           "Every move is saved in the database file as it is made; run the "
                                           "same command again to resume. Type help at the prompt for the "
                                           "commands (docs/playing.md, Offline play).")
    play.add_argument("--humans", default=None,
                      help="comma-separated names at this keyboard (two or more: hot seat); default: You (in "
                           "German: Spieler)")
    play.add_argument("--computers", default=None, help=LEVELS_HELP)
    play.add_argument("--lang", default=None,
                      help="the language of a new game: en (default) or de; a resumed game keeps its own unless given")
    play.add_argument("--seats", default="rules",
                      help="rules (default): every seat starts with the rules' money; evened: later seats "
                           "start with more, as the board's measured schedule gives (docs/playing.md)")
    play.add_argument("--hints", default=None,
                      help="on (default) or off: whether whoever is to move may type hint for the Expert's "
                           "suggestion; a game with hints counts for nobody's rating, so a hot seat that wants its "
                           "game rated gives off (new games only)")
    play.add_argument("--table", default="default",
                      help="resume or start the game at this table (a short name of letters, digits, - and _; "
                           "default: default)")
    play.add_argument("--seed", default=None,
                      help="a whole number (0 to 9223372036854775807) that fixes a new game's deal and its computers' "
                           "choices, so that the same moves play the same game again in a new --db file (strong and "
                           "expert computers think for a set time, and may still choose otherwise); default: a new "
                           "one each game")
    play.add_argument("--script", default=None, help="read commands from this file ('-': stdin)")
    play.add_argument("--db", default=None, type=database_address, help=db_help("SQLite file"))
    play.add_argument("--images", default="samarkand-boards",
                      help="folder for each turn's board image ('none' to write none; default: samarkand-boards)")
    play.add_argument("--web", action="store_true",
                      help="serve the game's web pages on 127.0.0.1 while playing, and print their address")
    play.add_argument("--replay", nargs=2, metavar=("TABLE", "FILE"), default=None,
                      help="write the replay GIF of TABLE's game to FILE instead of playing")
    play.add_argument("--game", default=None,
                      help="with --replay: this game of TABLE, by its number (as stats --server console --history "
                           "lists it); default: TABLE's latest")
    checkout_only("tournament", commands, lab)
    sync = commands.add_parser("sync", help="register the slash commands with Discord")
    sync.add_argument("--guild", type=server_id, default=None,
                      help="register to this one guild only (instant; for development), and remove the global "
                           "commands, so that none is listed twice there")
    database = argparse.ArgumentParser(add_help=False)
    database.add_argument("--db", default=None, type=database_address, help=db_help("SQLite file or postgresql:// URL"))
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
    forget.add_argument("--delete-copies", action="store_true",
                        help="also delete the copies migrate made beside the SQLite file that still hold the "
                             "person (each is the way back to the release before an upgrade)")
    copied = commands.add_parser("copy", help="copy the whole database to another one, the bot stopped "
                                              "(SQLite to PostgreSQL or back)")
    copied.add_argument("--from", dest="source", required=True, type=database_address,
                        help="the database now: SQLite file or postgresql:// URL")
    copied.add_argument("--to", dest="target", required=True, type=database_address,
                        help="the new database: SQLite file or postgresql:// URL")
    copied.add_argument("--replace", action="store_true", help="delete whatever the new database holds first")
    stats = commands.add_parser("stats", parents=[database],
                                help="people's ratings and figures, as /stats and /leaderboard show them")
    stats.add_argument("--server", default="",
                       help="a server's id, or console for the games played at a keyboard (default: every server "
                            "together)")
    stats.add_argument("--player", default="",
                       help="one person's figures, by their name at the table or their user id "
                            "(default: the leaderboard)")
    stats.add_argument("--page", type=counting, default=1,
                       help=f"the leaderboard's page, {PAGE} a page, or the history's, {HISTORY_PAGE} a page "
                            "(default 1)")
    stats.add_argument("--families", action="store_true",
                       help="wins by first family and by seat, as /stats families:True shows them")
    stats.add_argument("--history", action="store_true",
                       help="the server's finished games, newest first, as /history shows them (needs --server)")
    stats.add_argument("--lang", default="en", help="the language of the figures: en (default) or de")
    stats.add_argument("--rebuild", action="store_true",
                       help="first rate every finished game again, in order, from nothing")
    review = commands.add_parser("review", parents=[database],
                                 help="a finished game's review: each player's turning points against the Expert "
                                      "(docs/coach.md)")
    review.add_argument("game", help="the game's number")
    review.add_argument("--seat", type=counting, default=0,
                        help="one seat's review, counted from 1 (default: every seat)")
    review.add_argument("--player", default="", help="one player's review, by their name at the table")
    review.add_argument("--lang", "--language", dest="lang", default=None,
                        help="the language of the review: en or de (default: the game's own)")
    web = commands.add_parser("web", parents=[database],
                              help="serve the game pages of a database without Discord, read-only (docs/operating.md)")
    web.add_argument("--listen", default=None,
                     help="host:port to listen at (default: $SAMARKAND_WEB or 127.0.0.1:8080; port 0: any free one)")
    checkout_only("bench", commands, lab)
    return parser


def checkout_only(name: str, commands: Subcommands, lab: Callable[[str, Subcommands], None] | None) -> None:
    """A lab command among the others: the lab's own parser, or its name and what it does."""
    if lab:
        lab(name, commands)
    else:
        commands.add_parser(name, help=f"{CHECKOUT_ONLY[name]} (in a checkout of the repository only)")


def parse(parser: argparse.ArgumentParser, argv: list[str]) -> argparse.Namespace:
    """The arguments, an unknown one refused with the subcommand's usage (which lists the
    options it does take) rather than the top level's."""
    args, unknown = parser.parse_known_args(argv)
    if unknown:
        subcommands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
        (subcommands.choices.get(args.command) or parser).error(f"unrecognized arguments: {' '.join(unknown)}")
    return args


PIPE_CLOSED = 141  # 128 + SIGPIPE: what a shell reports for a tool whose reader went away


def main(argv: list[str] | None = None) -> int:
    """The command's exit code. A reader that stops early (``stats … | head -1``) closes the
    pipe: the command then stops quietly with 141, as the shell's own tools do, instead of a
    BrokenPipeError traceback (stdout goes to devnull, so that Python's last flush is silent)."""
    try:
        code = _command(argv)
        sys.stdout.flush()
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return PIPE_CLOSED
    except ModuleNotFoundError as err:
        if err.name not in REQUIRED:
            raise  # a module of the bot's own, one nobody declared, or a package's part: a bug, with its traceback
        print(not_installed(err.name), file=sys.stderr)
        return 2
    return code


# What pyproject.toml's dependencies are imported as (tests/test_cli.py ties the two): one of
# them missing is an interpreter the bot was not installed into, such as a checkout's
# ``python -m bot`` run outside its .venv, which --help alone does not reveal.
REQUIRED = frozenset({"discord", "aiosqlite", "PIL", "tzdata", "babel", "asyncpg", "openskill", "prometheus_client",
                      "typing_extensions"})


def not_installed(name: str) -> str:
    return (f"This Python ({sys.executable}) lacks {name}, which the bot needs: run the command "
            "with the Python you installed the bot into (.venv/bin/python -m bot ...), or install the bot into "
            "this one (pip install .).")


def _command(argv: list[str] | None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] and argv[0] in CHECKOUT_ONLY:
        return _no_catalogue() or _checkout_only(argv)
    args = parse(build_parser(), argv)
    if refused := _no_catalogue():
        return refused
    command = args.command or "run"
    handlers = {"play": _play,
                "run": lambda a: _discord("run", None), "sync": lambda a: _discord("sync", a.guild),
                "migrate": _admin, "backup": _admin, "export": _admin, "import": _admin, "copy": _copy,
                "forget": _admin, "stats": _stats, "web": _web, "review": _review}
    return handlers[command](args)


def _no_catalogue() -> int:
    """2, after saying so, when the English message catalogue is missing (an install cut short,
    a file deleted): every other language falls back to it, and modules read it as they are
    imported, so every command would end in a traceback with exit code 1, which tells a restart
    policy to try again, forever. Asked after the arguments, so that --help needs no catalogue."""
    from bot.words.i18n import DEFAULT, catalogue_path

    if catalogue_path(DEFAULT).is_file():
        return 0
    print(f"The English message catalogue {catalogue_path(DEFAULT)} is missing, and the bot says nothing without "
          "it: reinstall the bot (pip install ., or a fresh Docker image), or restore the file from the "
          "repository.", file=sys.stderr)
    return 2


def _settings() -> Config | None:
    """The settings from the environment, or None after saying what is wrong with them."""
    from bot.ops.config import Config, ConfigError

    try:
        return Config.from_env()
    except ConfigError as err:
        print(err, file=sys.stderr)
        return None


def _database(args: argparse.Namespace) -> str | None:
    """--db, or else the settings' database; None after saying what is wrong with the settings
    (so a bad setting is one sentence, never a traceback, and --db alone needs no settings)."""
    if args.db:
        return str(args.db)
    config = _settings()
    return config.db_path if config else None


def _admin(args: argparse.Namespace) -> int:
    from bot.ops import admin

    address = _database(args)
    if address is None:
        return 2
    named = admin.named_by(bool(args.db))
    work = {"migrate": lambda: admin.migrate(address, create=not args.db),
            "backup": lambda: admin.backup_to(address, named, args.file),
            "export": lambda: admin.export_to(address, named, args.game, args.out),
            "import": lambda: admin.import_from(address, args.file, args.channel),
            "forget": lambda: admin.forget_user(address, named, args.user, args.delete_copies)}[args.command]
    return admin.run(work)


def _language(asked: str) -> str | None:
    """``--lang``'s language, or None when it is none the bot speaks (said on stderr, with the
    languages whose catalogues are there: a language whose catalogue is missing is not offered)."""
    from bot.offline.options import OptionError, language_from
    from bot.words.i18n import languages

    try:
        return language_from(asked)
    except OptionError:
        *most, last = languages()
        offered = f"{', '.join(most)} or {last}" if most else last
        print(f"--lang: give {offered}, not '{asked[:20]}'.", file=sys.stderr)
        return None


def _reading(args: argparse.Namespace) -> tuple[str, str] | None:
    """A report's database and --lang's language ("" when none is given and the report speaks its
    subject's own, as a review its game's), or None after saying what is wrong with them."""
    address = _database(args)
    language = None if address is None else "" if args.lang is None else _language(args.lang)
    return None if address is None or language is None else (address, language)


def _stats(args: argparse.Namespace) -> int:
    from bot.ops import admin
    from bot.ops.stats_report import StatsAsked, stats_report

    if args.history and not args.server:
        print("stats --history lists one server's games: add --server with the server's id (--server console for "
              "the games played at the keyboard).", file=sys.stderr)
        return 2
    read = _reading(args)
    if read is None:
        return 2
    address, language = read
    asked = StatsAsked(args.server, args.player, args.page, language, args.rebuild, args.history,
                       args.families, args.db or "")
    return admin.run(lambda: stats_report(address, admin.named_by(bool(args.db)), asked))


def _review(args: argparse.Namespace) -> int:
    from bot.offline.review_report import ReviewAsked, review_report
    from bot.ops import admin

    if args.seat and args.player:
        print("review: give --seat or --player, not both.", file=sys.stderr)
        return 2
    read = _reading(args)
    if read is None:
        return 2
    address, language = read
    asked = ReviewAsked(args.game, args.seat, args.player, language)
    return admin.run(lambda: review_report(address, admin.named_by(bool(args.db)), asked))


def _web(args: argparse.Namespace) -> int:
    """The pages of --db's games until Ctrl-C, with the bot's own settings: its database, its
    pages' address and the secret that signs the private pages' links."""
    import asyncio

    from bot.ops import logs
    from bot.ops.admin import named_by
    from bot.ops.config import ConfigError, address
    from bot.runtime.pages_only import DEFAULT_AT, serve
    from bot.store import StoreError
    from bot.store.address import shown
    from bot.web.signed_link import LinkSigner

    config = _settings()
    if config is None:
        return 2
    logs.configure(config.log_style)  # as the bot's: SAMARKAND_LOG=json is the host's for every process
    try:
        at = (address("--listen", args.listen, "8080") if args.listen else config.web) or DEFAULT_AT
    except ConfigError as err:
        print(err, file=sys.stderr)
        return 2
    database, signer = args.db or config.db_path, LinkSigner(config.web_secret.encode()) if config.web_secret else None
    said = (f"Serving the game pages of {shown(database)}, read-only, at {{}}/games/<number> (private pages "
            f"{'on' if signer else 'off: no SAMARKAND_WEB_SECRET'}). Ctrl-C stops.")
    try:
        asyncio.run(serve(database, at, signer, lambda root: print(said.format(root), flush=True),
                          named_by(bool(args.db))))
    except StoreError as err:
        print(err, file=sys.stderr)
        return 2
    except OSError as err:  # the address: in use, or not this machine's
        print(f"Cannot listen at {at[0]}:{at[1]}: {err.strerror or err}.", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 0  # Ctrl-C: how the pages are stopped
    return 0


def _copy(args: argparse.Namespace) -> int:
    from bot.ops import admin, copying

    return admin.run(lambda: copying.copy_installation(args.source, args.target, args.replace))


def _checkout_only(argv: list[str]) -> int:
    """Hand a lab command to the lab, which only a checkout has: the one place the product
    names it (tests/test_layers.py), by name, so that nothing of it is imported otherwise. The
    installed wheel has no lab: one sentence, exit code 2."""
    try:
        lab = importlib.import_module(LAB)
    except ModuleNotFoundError as missing:
        if missing.name not in (LAB, LAB.rpartition(".")[0]):  # no lab, as in the wheel
            raise
        print(f"{argv[0]} is a tool for developers that only a checkout of the repository has, not the "
              f"installed bot: run python -m bot {argv[0]} from the root folder of a checkout.", file=sys.stderr)
        return 2
    run: Callable[[list[str]], int] = lab.main
    return run(argv)


def _play(args: argparse.Namespace) -> int:
    import asyncio

    from bot.offline.options import OptionError, language_from, seats_from, seed_typed, table_from
    from bot.offline.session import Table, play, refuse
    from bot.words.i18n import DEFAULT

    db = _database(args)
    if db is None:
        return 2
    try:
        language = language_from(args.lang) if args.lang is not None else None
        if args.replay:
            from bot.offline.replay_export import write_replay

            table = table_from(args.replay[0], "--replay")
            return asyncio.run(write_replay(db, table, Path(args.replay[1]), language or DEFAULT, args.game))
        if args.game is not None:
            raise OptionError("option.game_without_replay")
        seats = seats_from(args.humans, args.computers, language or DEFAULT, args.seats, args.hints)
        table = table_from(args.table, "--table")
        seed = seed_typed(args.seed)
    except OptionError as err:
        return refuse(err, args.lang or DEFAULT)
    images = None if args.images == "none" else Path(args.images)
    game = play(Table(db, table, seats, seed, args.script, images, language, args.web))
    return interruptible(game, language or DEFAULT)


def interruptible(game: Coroutine[Any, Any, int], language: str) -> int:
    """Run the offline game so that Ctrl-C stops it at once, even at the prompt, with one
    sentence instead of a traceback, in the game's language once the game knows it (a resumed
    game's own), else in ``language``. asyncio's own handler would only cancel the game, which
    the blocking prompt notices a line later; raised where the game is, the interrupt unwinds
    it through its ``finally`` (the database is closed, a computer's claim on its move given
    back; every move was saved as it was made). SIGTERM (``kill``) and SIGHUP (the terminal
    closed) end it the same way: by default they end the process where it is, and a claim it
    held would keep the next start from the computers' moves for two minutes."""
    import asyncio
    import contextlib
    import signal

    from bot.offline.session import Interrupted
    from bot.words.i18n import CONSOLE, text

    ending = [signal.SIGINT, signal.SIGTERM, *([signal.SIGHUP] if hasattr(signal, "SIGHUP") else [])]  # none on Windows
    ended_by = [signal.SIGINT]

    def interrupt(signum: int, frame: object) -> None:
        ended_by[0] = signal.Signals(signum)
        raise KeyboardInterrupt

    previous = {each: signal.signal(each, interrupt) for each in ending}
    try:
        return asyncio.run(game)
    except KeyboardInterrupt as stop:
        said_in = stop.language if isinstance(stop, Interrupted) else language
        with contextlib.suppress(OSError):  # a closed terminal (SIGHUP) reads nothing more
            print("\n" + text(said_in, CONSOLE)("console.saved"), file=sys.stderr)
        return 128 + ended_by[0]  # the shell's code for a command ended by that signal (130: Ctrl-C)
    finally:
        for each, handler in previous.items():
            signal.signal(each, handler)


NO_TOKEN = ("DISCORD_TOKEN is not set. Create a bot at https://discord.com/developers/applications, then "
            "put its token in the environment (DISCORD_TOKEN=...) or in a .env file here. See the README.")
EMPTY_TOKEN = ("DISCORD_TOKEN is set but empty in the environment, and a .env file never overrides the "
               "environment: give it the bot's token, or unset it (unset DISCORD_TOKEN) to read the .env file.")
EMPTY_IN_DOTENV = "DISCORD_TOKEN is empty in the .env file: put the bot's token after its =."
PLACEHOLDER = "your-token"  # the README's first command's, copied as it stands: said before Discord is asked
PLACEHOLDER_TOKEN = (f"DISCORD_TOKEN is {PLACEHOLDER}, the README's placeholder: put your bot's token there (the "
                     "Developer Portal, https://discord.com/developers/applications, your application's Bot page, "
                     "Reset Token).")


def _discord(command: str, guild: int | None) -> int:
    import asyncio

    from bot.ops import logs

    in_environment = "DISCORD_TOKEN" in os.environ  # before the .env file adds what the environment lacks
    config = _settings()
    if config is None:
        return 2
    if not config.token:
        print(EMPTY_TOKEN if in_environment else EMPTY_IN_DOTENV if "DISCORD_TOKEN" in os.environ else NO_TOKEN,
              file=sys.stderr)
        return 2
    if config.token == PLACEHOLDER:
        print(PLACEHOLDER_TOKEN, file=sys.stderr)
        return 2
    logs.configure(config.log_style)
    if command == "sync":
        from bot.runtime.discord_run import sync

        return asyncio.run(sync(config, guild or config.dev_guild))
    from bot.runtime.discord_run import run

    logs.on_fatal_signals()
    return run(config)
