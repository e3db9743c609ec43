"""What several commands' options share."""

from __future__ import annotations

import argparse


def counting(typed: str) -> int:
    """A count an option gives (games, processes, iterations, a page): a whole number from 1,
    or argparse's one-line refusal with the usage."""
    if not (typed.isascii() and typed.isdigit() and int(typed) >= 1):
        raise argparse.ArgumentTypeError(f"give a whole number from 1, not '{typed[:20]}'")
    return int(typed)
