"""The private pages' paths (``addresses``) on the bot's aiohttp server, for any game (the content comes from its
``WebSide``; ``docs/web.md#the-private-page``): the seat's page for the holder of a link ``/hand`` gave, its legal moves
as the game draws them, and the page's other pictures by name (Samarkand's: the review's turning points).

Each answer checks the token's signature and time, then whether the link's user still holds the seat. Without a
secret (SAMARKAND_WEB_SECRET) the pages are off: a 404. A bad link gets a 4xx with a sentence in the reader's
language, never a trace, the token, the secret or a card."""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial
from typing import Generic

from aiohttp import web

from bot.service import Platform, ServiceError
from bot.web.addresses import HTML, PNG, PRIVATE, PRIVATE_HEADERS, PRIVATE_MOVES, PRIVATE_PICTURE
from bot.web.game_web import R, S, WebSide
from bot.web.pages_thread import for_pages_now
from bot.web.recent import Recent
from bot.web.routes import reader
from bot.web.signed_link import BadLink, Holder, LinkFault, LinkSigner
from bot.words.i18n import Msg

IMAGES_KEPT = 64  # moves images kept, by game, what the seat sees and language: one private reader's worth each
PAGES_KEPT = 256  # private pages kept, by game, what the seat sees, link and language: about 5 kB each


LINK_REFUSALS = {LinkFault.MALFORMED: (400, "web.private_bad"), LinkFault.FORGED: (403, "web.private_bad"),
                 LinkFault.EXPIRED: (403, "web.private_expired")}


def refusal(request: web.Request, status: int, said: str | Msg) -> web.Response:
    return web.Response(status=status, text=reader(request)(said) + "\n", headers=PRIVATE_HEADERS)


class PrivatePages(Generic[R, S]):
    """The handlers, for the game's ``side``; ``signer`` None: no secret, no private pages.

    Every request reads the seat's screen (the same work whatever happened since; requests of one moment share the
    read), and what is drawn from it is kept in memory by what the seat sees (``WebSide.seen``) and by what names
    the seat (a page: the link, which holds its expiry): kept by the row's version, a page would be drawn again
    after another seat's private answer, and answer slower (R6.5). The link and holder are checked at every request
    before anything kept is looked at."""

    def __init__(self, platform: Platform, side: WebSide[R, S], signer: LinkSigner | None) -> None:
        self.platform = platform
        self.side = side
        self.signer = signer
        # a seat's screen read now: shared by the requests of one moment, never kept (kept by version, it would be
        # read again after another seat's private change only, R6.5)
        self.screens: Recent[tuple[int, int, str], tuple[S, Hashable]] = Recent(0)
        self.pages: Recent[tuple[int, Hashable, str, str], str] = Recent(PAGES_KEPT)
        self.images: Recent[tuple[int, Hashable, int, str], bytes] = Recent(IMAGES_KEPT)
        self.pictures: Recent[tuple[int, Hashable, int, str, str], bytes | None] = Recent(IMAGES_KEPT)

    def routes(self) -> list[web.RouteDef]:
        return [web.get(PRIVATE, self.page), web.get(PRIVATE_MOVES, self.moves), web.get(PRIVATE_PICTURE, self.picture)]

    async def _screen(self, request: web.Request, signer: LinkSigner) -> tuple[Holder, Hashable, S]:
        """The seat the request's link names, if the link is good and its user holds the seat,
        with what the seat sees."""
        game = int(request.match_info["game"])
        holder = signer.holder(game, request.match_info["token"], self.platform.tables.clock())
        screen, seen = await self.screens.get((game, holder.seat, holder.user),
                                              partial(self._seen_screen, game, holder.seat, holder.user))
        return holder, seen, screen

    async def _seen_screen(self, game: int, seat: int, user: str) -> tuple[S, Hashable]:
        screen = await self.side.screen(game, seat, user)
        return screen, self.side.seen(screen)

    async def _found(self, request: web.Request) -> tuple[Holder, Hashable, S] | web.Response:
        """The seat a good link names, or the refusal to answer any other link with."""
        if self.signer is None:
            return refusal(request, 404, "web.private_off")
        try:
            return await self._screen(request, self.signer)
        except BadLink as err:
            return refusal(request, *LINK_REFUSALS[err.fault])
        except ServiceError as err:
            return refusal(request, 404 if err.message.key == "web.unknown_game" else 403, err.message)

    async def page(self, request: web.Request) -> web.Response:
        found = await self._found(request)
        if isinstance(found, web.Response):
            return found
        (holder, seen, screen), t, token = found, reader(request), request.match_info["token"]
        html = await self.pages.get((holder.game, seen, token, t.language),
                                    partial(for_pages_now, self.side.private_page, screen, holder.until, token, t))
        return web.Response(text=html, content_type=HTML, headers=PRIVATE_HEADERS)

    async def moves(self, request: web.Request) -> web.Response:
        """The image of the seat's moves now; a 404 when it has none (not its turn)."""
        found = await self._found(request)
        if isinstance(found, web.Response):
            return found
        (holder, seen, screen), language = found, reader(request).language
        if not self.side.has_moves(screen):
            return refusal(request, 404, "web.private_no_moves")
        png = await self.images.get((holder.game, seen, holder.seat, language),
                                    partial(for_pages_now, self.side.moves_image, screen, language))
        return web.Response(body=png, content_type=PNG, headers=PRIVATE_HEADERS)

    async def picture(self, request: web.Request) -> web.Response:
        """Another picture of the seat's page, by its name; a 404 for a name the page has none of."""
        found = await self._found(request)
        if isinstance(found, web.Response):
            return found
        (holder, seen, screen), language = found, reader(request).language
        name = request.match_info["name"][:40]
        png = await self.pictures.get((holder.game, seen, holder.seat, name, language),
                                      partial(for_pages_now, self.side.private_picture, screen, name, language))
        if png is None:
            return refusal(request, 404, "web.private_no_picture")
        return web.Response(body=png, content_type=PNG, headers=PRIVATE_HEADERS)
