"""What several commands' options share."""

from __future__ import annotations

import argparse


def counting(typed: str) -> int:
    """A count an option gives (games, processes, iterations, a page): a whole number from 1,
    or argparse's one-line refusal with the usage."""
    if not from_one(typed):
        raise argparse.ArgumentTypeError(f"give a whole number from 1, not '{typed[:20]}'")
    return int(typed)


def database_address(typed: str) -> str:
    """``--db``: a blank value is refused rather than read as no ``--db`` at all, which would
    act on another database (``SAMARKAND_DB``'s, or a new file beside the command): an unset
    shell variable in ``--db "$DB"`` gives one."""
    if not typed.strip():
        raise argparse.ArgumentTypeError("give the database's file or postgresql:// address, not an empty value")
    return typed


class BadInput(Exception):
    """An option's value that names nothing the command can act on (a user id that cannot be
    one, a server with no game in the database): the sentence says what to give instead, and
    the command exits with 2, as argparse does for a value of the wrong form."""


SERVER_IDS = range(1, 2**64)  # a Discord id is a snowflake, an unsigned 64-bit number; 0 is no server


def server_id(typed: str) -> int:
    """A Discord server's id (``sync --guild``; ``SAMARKAND_DEV_GUILD`` is held to the same
    SERVER_IDS). Refused here, not by Discord: 0 would register globally, and Discord answers a
    negative or too long id with a form error, not with a sentence the host can act on."""
    if not (from_one(typed) and int(typed) in SERVER_IDS):
        raise argparse.ArgumentTypeError(f"give the server's id, e.g. 123456789012345678 (Discord's Developer Mode: "
                                         f"right-click the server, Copy Server ID), not '{typed[:20]}'")
    return int(typed)


def from_one(typed: str) -> bool:
    """Whether ``typed`` is a whole number from 1 (``whole``)."""
    return whole(typed) and int(typed) >= 1


def whole(typed: str) -> bool:
    """Whether ``typed`` is a whole number in ASCII digits, as options and settings (bot.ops.config) take one:
    ``int`` alone takes '-1' and ' 2'; ``str.isdigit`` takes '²' or '١', which ``int`` refuses with a traceback."""
    return typed.isascii() and typed.isdigit()
