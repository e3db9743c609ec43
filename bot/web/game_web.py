"""What the web pages ask of a game (``WebSide``): the platform's routes (``routes``, ``private_routes``) own the
server, addresses, headers, caching, the version a page polls and the signed links; a game only draws: its public
page and board image from its public record, a seat's private page and moves image from that seat's screen.
Samarkand's is ``bot.web.samarkand_pages``; the tests' second game's, ``tests/support/pebbles_web.py``. The platform
reads the row version itself (through ``Platform``), so a game never decides when a kept page is stale."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Hashable
from enum import Enum
from typing import Protocol, TypeVar

from bot.service import Platform, ServiceError
from bot.service.base import storable
from bot.words.i18n import Text

MOST_TURN = 10_000  # as /board turn:N: no game has more turns; a larger number is a mistake

R = TypeVar("R")  # a game's public record: everything its public page may show, at one version
S = TypeVar("S")  # what one seat sees, for its holder's private page
T = TypeVar("T")  # what a read of a started game gives


class Form(Enum):
    """The two forms of a page: the HTML a browser opens, and the data its script fetches."""

    HTML = "html"
    JSON = "json"


class WebSide(Protocol[R, S]):
    """A game's pages. The ``async`` methods read through the game's service; the others are
    CPU only and run in the pages' thread (``bot.service.pools.for_pages``, a past turn's after
    the position now's: ``bot.web.pages_thread``): they are given what was read and may not read
    again."""

    async def record(self, game: int) -> R:
        """The started game's public record now: nothing secret in it (R10); a ServiceError
        (``web.unknown_game``) for an id that names no started game."""

    def mark(self, record: R) -> str:
        """The record's name, which ``version.json`` answers and the page polls: it moves only
        when something public does (a private change moves nothing public, R6.5)."""

    def page(self, record: R, turn: int | None, t: Text, form: Form) -> str:
        """The public page after turn ``turn`` (None: now), in ``t``'s language, as ``form``."""

    def image(self, record: R, turn: int | None, t: Text) -> tuple[Hashable, Callable[[], bytes]]:
        """The board image after ``turn`` (None: now): its name and its drawing (PNG). The name's ``repr`` is the
        image's tag, which confirms a browser's copy without drawing again, in any process and after an upgrade: so
        it holds all that changes the bytes (the drawing's version as well)."""

    async def screen(self, game: int, seat: int, user: str) -> S:
        """The seat's screen now, if ``user`` holds ``seat`` of the started game; else a
        ServiceError that says nothing of the seat (``web.private_not_held``)."""

    def seen(self, screen: S) -> Hashable:
        """What the seat sees in ``screen``, as a key of what is drawn from it: equal for two
        screens that differ in nothing the seat sees. Another seat's private answer moves the
        row's version; a page kept by version would be drawn again, and its slower answer would
        tell the reader that something happened out of their sight (R6.5)."""

    def private_page(self, screen: S, until: int, token: str, t: Text) -> str:
        """The seat's page as HTML, for a link (``token``) good until ``until``."""

    def has_moves(self, screen: S) -> bool:
        """Whether the seat has moves to show on an image now (else its address is a 404)."""

    def moves_image(self, screen: S, language: str) -> bytes:
        """The image of the seat's moves now (PNG), in ``language``."""

    def private_picture(self, screen: S, name: str, language: str) -> bytes | None:
        """Another picture the seat's page shows, by the name its page gave it (PNG); None: the
        page has no picture of that name (a 404)."""


async def public_stamp_of(platform: Platform, game: int) -> Hashable:
    """The started game's public stamp (``Store.public_stamp``), which only a public change
    moves: whether a record kept at an older row version is still the game's public record."""
    return await _started(game, platform.store.public_stamp)


async def version_of(platform: Platform, game: int) -> int:
    """The started game's row version, which every change raises, private ones too: a cheap
    question whether a kept public record is still the game's (``public_stamp_of`` then says
    whether the change was public), never shown."""
    return await _started(game, platform.store.started_version)


async def _started(game: int, read: Callable[[int], Awaitable[T | None]]) -> T:
    """``read`` of a started game; no such game (or an id no database could hold): a refusal."""
    found = await read(game) if storable(game) else None
    if found is None:
        raise ServiceError("web.unknown_game")
    return found
