"""``python -m bot bench``: its options, and which benchmark each target runs (the engines, the
service, the images, the bot through the Discord stand-in, the shared thinking, the figures'
reads, the web pages, the hint, the review after the end)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from bot.arguments import counting
from bot.cli import REQUIRED

# The repository's own top-level packages: a module of theirs missing is a bug, not an extra to install.
OWN_PACKAGES = frozenset({"bot", "cogs", "rendering", "tests"})


def add_options(bench: argparse.ArgumentParser) -> None:
    """``bench``'s target and options, with their help."""
    bench.add_argument("target", choices=["engine", "service", "render", "bot", "thinking", "stats", "web", "hint",
                                            "review"])
    bench.add_argument("--games", type=counting, default=None,
                       help="games per player count (engine, default 300); games at once (bot, default 50); "
                            "the busy server's tables (thinking, default 100); positions per player count "
                            "(hint, default 20); finished games per player count (review, default 3); "
                            "games on the pages (web, default 50)")
    bench.add_argument("--walks", type=counting, default=None,
                       help="review: a fixed number of walks for each turn's search instead of its CPU budget")
    bench.add_argument("--thinking", type=int, default=16, help="bot: computer tables thinking all the time")
    bench.add_argument("--interactions", type=counting, default=300, help="bot: interactions from people")
    bench.add_argument("--restart", action="store_true",
                       help="bot: start with games in play (default 1000), a fifth overdue, and time the catch-up")
    bench.add_argument("--metrics", action="store_true",
                       help="bot: the same load with the metrics off, on, and on and scraped, alternating, in one run")
    bench.add_argument("--web", action="store_true",
                       help="bot: the same load without and with 200 viewers of the web pages, alternating, in one run")
    bench.add_argument("--regret", action="store_true",
                       help="hint: the points its choice loses against every move walked alike, instead of its time "
                            "(default 12 positions per player count; slow)")
    bench.add_argument("--examples", metavar="DIR", default=None,
                       help="render: write the README's example images into DIR (docs/) instead of timing")


def run(args: argparse.Namespace) -> int:
    """The benchmark ``args.target`` names; exit code 2 where its options do not fit."""
    if args.target == "engine":
        from bot.lab.bench.engine import run as run_engine

        run_engine(args.games or 300)
    elif args.target == "bot":
        return _bot(args)
    elif args.target == "thinking":
        from bot.lab.bench.shared_thinking import run as run_thinking

        run_thinking(args.games or 100)
    elif args.target == "web":
        from bot.lab.bench.web import run as run_web

        run_web(args.games or 50)
    elif args.target == "hint" and args.regret:
        from bot.lab.bench.hint_regret import run as run_regret

        run_regret(args.games or 12)
    elif args.target == "hint":
        from bot.lab.bench.hint import run as run_hint

        run_hint(args.games or 20)
    elif args.target == "review":
        from bot.ai.budget import Budget
        from bot.ai.review import IN_REVIEW
        from bot.lab.bench.game_review import run as run_review

        run_review(args.games or 3, IN_REVIEW if args.walks is None else Budget.walks_only(args.walks))
    elif args.target == "stats":
        from bot.lab.bench.stats_reads import run as run_stats

        run_stats()
    elif args.target == "service":
        from bot.lab.bench.service import run as run_service

        run_service()
    elif args.examples:
        from bot.lab.bench.examples import write_examples

        for path in write_examples(Path(args.examples)):
            print(f"{path} ({path.stat().st_size:,} bytes)")
    else:
        from bot.lab.bench.render import run as run_render

        run_render()
    return 0


def _bot(args: argparse.Namespace) -> int:
    """``bench bot`` drives the bot through the Discord stand-in, a test double that lives in
    the repository's ``tests/support``, importable from the checkout's root folder only: run
    from elsewhere, it says so; run where the test extras are not installed (``pip install .``),
    it says to install them."""
    try:
        from tests.support.bench_bot import run as run_bot
        from tests.support.bench_metrics import run as run_metrics
        from tests.support.bench_restart import run as run_restart
        from tests.support.bench_web_load import run as run_web_load
    except ModuleNotFoundError as missing:
        name = missing.name or ""
        if name.startswith("tests"):
            print("bench bot needs the Discord stand-in in tests/support/, which is not installed: "
                  "run it from the root folder of a checkout of the repository.", file=sys.stderr)
            return 2
        if name.partition(".")[0] in OWN_PACKAGES or name in REQUIRED:
            raise  # the bot's own module, or a dependency of the bot itself: bot.cli says which
        print(f"bench bot needs the test extras, which this Python lacks ({name} is not installed): "
              "run pip install -e '.[test]' in the checkout's venv first.", file=sys.stderr)
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
