"""The operator's ``python -m bot forget USER_ID``: forgets a person as ``/privacy forget``
does (``bot.service.forgetting``; docs/privacy.md), with or without the bot running (the
version check stands between them), and says what changed. News for the channels of games in
play waits in the outbox until the bot runs."""

from __future__ import annotations

from bot.service import Forgotten, GameService
from bot.store import Store

LONGEST_ID = 20  # a Discord user id (a snowflake) has up to 20 digits


class BadUser(Exception):
    """A user id that cannot be one; says what to give instead."""


def checked_user(user: str) -> str:
    """``user`` if it is a Discord user id, else BadUser."""
    if user.isascii() and user.isdigit() and len(user) <= LONGEST_ID:
        return user
    raise BadUser(f"'{user[:30]}' is not a Discord user id: give the person's id, digits only (in Discord: "
                  "Settings, Advanced, Developer Mode on, then right-click the person and Copy User ID).")


async def forget(store: Store, user: str) -> Forgotten:
    return await GameService(store).forget(user)


def games(numbers: tuple[int, ...]) -> str:
    return f"{len(numbers)} ({', '.join(map(str, numbers))})" if numbers else "0"


def forgotten_said(user: str, forgotten: Forgotten) -> str:
    """What forgetting changed, in sentences for the operator."""
    if not forgotten.anything:
        return f"User {user} is not in this database: nothing to forget."
    return (f"Forgot user {user}. Lobbies left: {games(forgotten.lobbies)}. Games in play where a computer "
            f"player took their seat: {games(forgotten.playing)}. Finished games with their seat renamed: "
            f"{games(forgotten.finished)}. Rows of their settings and ratings deleted: {forgotten.rows}.")
