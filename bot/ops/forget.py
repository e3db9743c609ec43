"""The operator's ``python -m bot forget USER_ID``: forgets a person as ``/privacy forget``
does (``bot.service.forgetting``; docs/privacy.md), with or without the bot running (the
version check stands between them), and says what changed. News for the channels of games in
play waits in the outbox until the bot runs. With ``--delete-copies`` it also deletes the
copies ``migrate`` made beside the database that still hold the person."""

from __future__ import annotations

import asyncio

from bot.arguments import BadInput
from bot.service import Forgotten
from bot.service.forgetting import Privacy
from bot.store.copies import delete_copies

LONGEST_ID = 20  # a Discord id (a snowflake) has up to 20 digits


def is_discord_id(text: str) -> bool:
    """Snowflake digits only: the bot posts by a channel id as a number, so anything else stored fails each post."""
    return text.isascii() and text.isdigit() and len(text) <= LONGEST_ID


def where_to_copy(what: str, menu: str) -> str:
    """How to copy a ``what``'s id (person, channel) in Discord, menu item Copy ``menu`` ID: for a refusal's end."""
    return f"in Discord: Settings, Advanced, Developer Mode on, then right-click the {what} and Copy {menu} ID"


def checked_user(user: str) -> str:
    """``user`` if it is a Discord user id, else BadInput."""
    if is_discord_id(user):
        return user
    raise BadInput(f"'{user[:30]}' is not a Discord user id: give the person's id, digits only, at most {LONGEST_ID} "
                   f"of them ({where_to_copy('person', 'User')}).")


async def forget(privacy: Privacy, user: str, delete: bool) -> Forgotten:
    """Forget ``user`` (``privacy``: the platform's, over the game's database); ``delete``: the
    operator's consent to delete the copies ``migrate`` made that still hold them (each is the
    way back to the release before an upgrade, so never without it). A copy is not migrated to
    be scrubbed: that would end its use all the same."""
    forgotten = await privacy.forget(user)
    if delete:
        await asyncio.to_thread(delete_copies, forgotten.copies)
    return forgotten


def games(numbers: tuple[int, ...]) -> str:
    return f"{len(numbers)} ({', '.join(map(str, numbers))})" if numbers else "0"


def forgotten_said(user: str, forgotten: Forgotten, deleted: bool) -> str:
    """What forgetting changed, in sentences for the operator, then what became of the copies
    ``migrate`` made that held the person (``deleted``: they are gone)."""
    if not forgotten.anything:
        said = f"User {user} is not in this database: nothing to forget."
    else:
        said = (f"Forgot user {user}. Lobbies left: {games(forgotten.lobbies)}. Games in play where a computer "
                f"player took their seat: {games(forgotten.playing)}. Finished games with their seat renamed: "
                f"{games(forgotten.finished)}. Rows of their settings and ratings deleted: {forgotten.rows}.")
    return "\n".join([said, *copies_said(forgotten.copies, deleted)])


def copies_said(copies: tuple[str, ...], deleted: bool) -> list[str]:
    if not copies:
        return []
    listed = ", ".join(copies)
    if deleted:
        return [f"Deleted the copies migrate made before an upgrade that held them: {listed}."]
    return [f"The copies migrate made before an upgrade still hold them, as they were: {listed}. Each is the "
            "way back to the release before that upgrade; once you no longer need it, run this command again "
            "with --delete-copies to delete them."]
