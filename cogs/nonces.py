"""The nonces of the bot's own channel messages: Discord hands back the message already made
for a nonce it saw within minutes (``enforce_nonce``, which discord.py sets with a nonce), so a
retry of a send whose answer was lost (a 5xx that took effect, a dropped connection) does not
post it twice."""

from __future__ import annotations

import hashlib

NONCE = 25  # the most characters of a message's nonce (Discord's "Create Message")


def nonce_of(game_id: int, key: str) -> str:
    """A game's message's nonce: the game and what the message is of (an announcement, a reminder's moment), in
    Discord's 25 characters. Too long, it is a digest: cut short, a turn's two announcements (its play, its end)
    would share one, and Discord would hand back the first message for the second."""
    said = f"sk{game_id}:{key}"
    return said if len(said) <= NONCE else digest_nonce(said)


def digest_nonce(said: str) -> str:
    """A nonce of Discord's 25 characters for what a message is of, however long its words."""
    return "sk" + hashlib.sha256(said.encode()).hexdigest()[:NONCE - 2]
