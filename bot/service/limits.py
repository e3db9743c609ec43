"""The host's limits on what one member, and one server, may open at once: lobbies, and open games. Without
them a looped ``/new thread:True`` opens a game per thread, each with computer seats sharing one process pool,
and fills the database. ``/new`` checks them before it opens a thread and again, under the server's lock, before
it writes; nothing else needs to (joining opens no game; a started lobby stays an open game). docs/limits.md says
why the defaults are what they are."""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import Enum
from typing import cast

from bot.store import OpenGames
from bot.words.i18n import Msg


class Limit(Enum):
    """One of the host's limits; its value names the field of ``Limits``, of ``OpenGames``
    and of the refusal's message, and its setting the environment variable that sets it."""

    MEMBER_LOBBIES = "member_lobbies"
    MEMBER_GAMES = "member_games"
    SERVER_LOBBIES = "server_lobbies"
    SERVER_GAMES = "server_games"

    @property
    def setting(self) -> str:
        return SETTINGS[self]


SETTINGS = {Limit.MEMBER_LOBBIES: "SAMARKAND_MEMBER_LOBBIES", Limit.MEMBER_GAMES: "SAMARKAND_MEMBER_GAMES",
            Limit.SERVER_LOBBIES: "SAMARKAND_SERVER_LOBBIES", Limit.SERVER_GAMES: "SAMARKAND_SERVER_GAMES"}


@dataclass(frozen=True)
class Limits:
    """The most lobbies a member hosts, open games a member hosts, lobbies a server has and
    open games a server has, at once; None: no limit."""

    member_lobbies: int | None = 2
    member_games: int | None = 10
    server_lobbies: int | None = 25
    server_games: int | None = 100

    def most(self, limit: Limit) -> int | None:
        return cast(int | None, getattr(self, limit.value))


DEFAULT_LIMITS = Limits()
NO_LIMITS = Limits(*(None for _ in fields(Limits)))


@dataclass(frozen=True)
class LimitsHere:
    """A server's limits beside what it holds now, for ``/settings`` (to its admins)."""

    limits: Limits
    lobbies: int
    games: int


def count(open_games: OpenGames, limit: Limit) -> int:
    return cast(int, getattr(open_games, limit.value))


def refusal(limit: Limit, most: int, counted: int) -> Msg:
    """Which limit, how far it goes, and who can raise it (the bot's host, by its setting)."""
    return Msg(f"limit.{limit.value}", most=most, count=counted, setting=limit.setting)
