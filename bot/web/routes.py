"""The public game pages' paths (``addresses``) on the bot's aiohttp server, for any game (pages from its ``WebSide``):
the page (``?turn=N``: after turn N; ``?lang=de``: in German), the same as data for its script, the public record's mark
the page polls (one row while nothing changed), the board, and the page's style and script.

Every answer is built from the public record; bad input (an unknown game, a turn that is not a whole number from 0 to
10,000) gets a 4xx with a sentence, never a trace."""

from __future__ import annotations

import json
from collections.abc import Hashable
from functools import partial
from typing import Generic

from aiohttp import web

from bot.service import Platform, ServiceError
from bot.web.addresses import (
    ACCEPT_LANGUAGE,
    BOARD_PNG,
    FRESH,
    GAME,
    HTML,
    IMMUTABLE,
    JSON,
    KEPT,
    MEDIA_TYPES,
    PAGE_JSON,
    PNG,
    RETRY_AFTER,
    STATIC,
    VERSION_JSON,
)
from bot.web.game_web import MOST_TURN, Form, R, S, WebSide, public_stamp_of, version_of
from bot.web.own_files import own_file
from bot.web.pages_thread import Busy, pages_thread
from bot.web.reader import reader_language
from bot.web.recent import Recent
from bot.web.revalidation import Tagged, revalidated, revalidated_by_name, tag, tagged
from bot.words.i18n import Refusal, Text
from bot.words.markup import plain_text

GAMES_KEPT = 200   # games' public records kept (a 60-turn game's is a few hundred kB)
IMAGES_KEPT = 1_000  # board images kept at most, and at most IMAGES_BYTES together
IMAGES_BYTES = 48_000_000  # some 400 boards of about 120 kB (each game's now, in each language, and the turns read)
PAGES_KEPT = 800   # pages kept, by game, version, turn, language and form (HTML or JSON)


class BadTurn(Refusal):
    def __init__(self) -> None:
        super().__init__("web.bad_turn", most=MOST_TURN)


def asked_turn(request: web.Request) -> int | None:
    """The ``turn`` of the address: None if absent; a whole number from 0 to MOST_TURN."""
    written = request.query.get("turn")
    if written is None:
        return None
    if not (written.isascii() and written.isdigit()) or len(written) > 5 or int(written) > MOST_TURN:
        raise BadTurn
    return int(written)


def reader(request: web.Request) -> Text:
    """The reader's words, with Discord's markup taken out of the templates (a name as typed)."""
    return plain_text(reader_language(request.query.get("lang"), request.headers.get(ACCEPT_LANGUAGE)))


RETRY_SECONDS = "5"  # a Busy refusal's Retry-After: the past turns waiting are some seconds of the thread's work


def refused(request: web.Request, err: Refusal) -> web.Response:
    """A bad turn is the address's fault (400); too many past turns waiting, the moment's (503,
    asked again shortly); anything else names no game there (404)."""
    if isinstance(err, Busy):
        return web.Response(status=503, text=reader(request)(err.message) + "\n",
                            headers={RETRY_AFTER: RETRY_SECONDS})
    return web.Response(status=400 if isinstance(err, BadTurn) else 404, text=reader(request)(err.message) + "\n")


class GamePages(Generic[R, S]):
    """The handlers, reading each game's version through the platform and its record through
    the game's ``side`` (never the store)."""

    def __init__(self, platform: Platform, side: WebSide[R, S]) -> None:
        self.platform = platform
        self.side = side
        self.versions: Recent[int, int] = Recent(0)  # a game's version read now: shared while it is read, never kept
        self.records: Recent[tuple[int, int], R] = Recent(GAMES_KEPT)  # by the row's version
        self.stamped: Recent[tuple[int, Hashable], R] = Recent(GAMES_KEPT)  # by what the public record is of
        self.answers: Recent[tuple[int, str, int | None, str, Form], Tagged] = Recent(PAGES_KEPT)
        self.images: Recent[tuple[int, Hashable, str], bytes] = Recent(IMAGES_KEPT, len, IMAGES_BYTES)

    def routes(self) -> list[web.RouteDef]:
        return [web.get(GAME, self.page), web.get(PAGE_JSON, self.page_json), web.get(VERSION_JSON, self.version_json),
                web.get(BOARD_PNG, self.board_png), web.get(STATIC, self.static)]

    async def _record(self, request: web.Request) -> tuple[int, R]:
        """The game's public record now: one small read, and the replay only when no viewer
        asked since the row's public stamp last changed (any process may have changed it).
        Everything the reader sees is named by the record's own mark, not by the row's version."""
        game = int(request.match_info["game"])
        version = await self.versions.get(game, partial(version_of, self.platform, game))
        return game, await self.records.get((game, version), partial(self._public_record, game))

    async def _public_record(self, game: int) -> R:
        """The record once the row's version moved, replayed only if its public stamp moved too: a private change (a
        kept card, an offer run out) costs one small read, not a replay whose time would tell that something happened
        (R6.5)."""
        stamp = await public_stamp_of(self.platform, game)
        return await self.stamped.get((game, stamp), partial(self.side.record, game))

    async def _answer(self, request: web.Request, form: Form) -> web.Response:
        """The page at the asked turn in the reader's language, as ``form``: made once per
        version of the game, in the pages' thread (the event loop only awaits it); a past
        turn's (the slider's) after any page or board of the position now (``pages_thread``)."""
        try:
            t, turn = reader(request), asked_turn(request)
            game, record = await self._record(request)
            making = partial(pages_thread().run, partial(self.side.page, record, turn, t, form), turn is not None)
            answer = await self.answers.get((game, self.side.mark(record), turn, t.language, form),
                                            partial(tagged, making))
        except (ServiceError, BadTurn, Busy) as err:
            return refused(request, err)
        return revalidated(request, answer, HTML if form is Form.HTML else JSON, FRESH, charset="utf-8")

    async def page(self, request: web.Request) -> web.Response:
        return await self._answer(request, Form.HTML)

    async def page_json(self, request: web.Request) -> web.Response:
        return await self._answer(request, Form.JSON)

    async def version_json(self, request: web.Request) -> web.Response:
        """The mark of the public record now: one small read while the game stands still,
        and the same answer whatever happens privately (R6.5)."""
        try:
            _, record = await self._record(request)
        except ServiceError as err:
            return refused(request, err)
        version = tag(json.dumps({"version": self.side.mark(record)}))  # JSON
        return revalidated(request, version, JSON, FRESH, charset="utf-8")

    async def board_png(self, request: web.Request) -> web.Response:
        """The board in the reader's language, kept by the name the game gives it (an image
        of a finished turn never changes; the one of the position now is named by the
        record's mark). An address that names neither (``board.png`` alone, for scripts), a
        mark the record no longer has (a page loaded before the last move asks after it), or
        a turn not played yet (which shows the position now), is the position now, which the
        next move changes: asked again each time, not kept (under an older mark, for 5 minutes).
        Every image is tagged by its name (the game, the game's name for it, the language),
        known before it is drawn: a reader whose
        copy outlived its 5 minutes, or who revalidates the position now, is answered 304
        without the image being drawn again, even when it has left the images kept. A past
        turn's image is drawn after every page and image of the position now (``pages_thread``)."""
        try:
            turn, t = asked_turn(request), reader(request)
            game, record = await self._record(request)
        except (ServiceError, BadTurn) as err:
            return refused(request, err)
        named, drawing = self.side.image(record, turn, t)
        past = turn is not None and named != self.side.image(record, None, t)[0]
        key = (game, named, t.language)
        named_now = request.query.get("v") == self.side.mark(record)
        try:
            return await revalidated_by_name(request, key, partial(self.images.get, key,
                                                                   partial(pages_thread().run, drawing, past)),
                                             PNG, KEPT if past or named_now else FRESH)
        except Busy as err:
            return refused(request, err)

    async def static(self, request: web.Request) -> web.Response:
        """The page's style or script, tagged by its digest. Under the address the pages give it
        (``?v=`` its digest) it never changes: kept a year. Under any other (an older page's,
        after an upgrade, or none) it is today's file, which the next upgrade changes: 5 minutes."""
        name = request.match_info["name"]
        found = own_file(name)
        return revalidated(request, found.answer, MEDIA_TYPES[name],
                           IMMUTABLE if request.query.get("v") == found.version else KEPT)
