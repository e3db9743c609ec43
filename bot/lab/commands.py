"""The lab's commands, ``python -m bot bench`` and ``python -m bot tournament``: the product's
command line hands them here (``bot.cli``), and they parse with every other command's parser
around them, so that their usage and mistakes read as the rest of ``python -m bot``'s."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import TYPE_CHECKING

from bot.cli import CHECKOUT_ONLY, parse
from bot.cli import build_parser as product_parser
from bot.lab.bench import bench_command
from bot.lab.tournament import command as tournament

if TYPE_CHECKING:
    from bot.cli import Subcommands

OPTIONS: dict[str, Callable[[argparse.ArgumentParser], None]] = {
    "bench": bench_command.add_options, "tournament": tournament.add_options}
RUNS: dict[str, Callable[[argparse.Namespace], int]] = {"bench": bench_command.run, "tournament": tournament.run}


def add_command(name: str, commands: Subcommands) -> None:
    """One lab command and its options among ``python -m bot``'s subcommands."""
    OPTIONS[name](commands.add_parser(name, help=CHECKOUT_ONLY[name]))


def build_parser() -> argparse.ArgumentParser:
    """``python -m bot``'s parser with the lab's commands in full (what a checkout takes)."""
    return product_parser(add_command)


def main(argv: list[str]) -> int:
    args = parse(build_parser(), argv)
    return RUNS[args.command](args)
