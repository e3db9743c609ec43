"""The private pages' paths, for the bot's aiohttp server (``docs/web.md#the-private-page``):

- ``/games/<id>/private/<token>``: the seat's page, for the holder of a link ``/hand`` gave;
- ``/games/<id>/private/<token>/moves.png``: the seat's legal moves on the board.

Each answer first checks the token's signature and time, then asks the service whether the
user the link was made for still holds the seat. Without a secret (SAMARKAND_WEB_SECRET) the
pages are off: a 404. A bad link gets a 4xx with a sentence in the reader's language, never a
trace, never the token, the secret or a card."""

from __future__ import annotations

from functools import partial

from aiohttp import web

from bot.games.samarkand.game_service import GameService, SeatScreen
from bot.games.samarkand.spectating import public_mark
from bot.games.samarkand.turn_options import first_spaces
from bot.service import ServiceError
from bot.service.pools import for_pages
from bot.web.addresses import HTML, PNG, PRIVATE, PRIVATE_HEADERS, PRIVATE_MOVES, moves_address
from bot.web.private_html import private_html
from bot.web.private_page import private_page
from bot.web.recent import Recent
from bot.web.routes import reader
from bot.web.signed_link import BadLink, Holder, LinkFault, LinkSigner
from bot.words.i18n import Msg, Refusal, Text
from bot.words.image_words import words_in
from rendering import numbered_targets, render_targets

IMAGES_KEPT = 64  # moves images kept, by game, version, seat and language: one private reader's worth each
SCREENS_KEPT = 256  # seat screens kept, by game, version, seat and user: a few kB each
PAGES_KEPT = 256  # private pages kept, by game, version, link and language: about 5 kB each


class PrivateOff(Refusal):
    def __init__(self) -> None:
        super().__init__("web.private_off")


LINK_REFUSALS = {LinkFault.MALFORMED: (400, "web.private_bad"), LinkFault.FORGED: (403, "web.private_bad"),
                 LinkFault.EXPIRED: (403, "web.private_expired")}


def refusal(request: web.Request, status: int, said: str | Msg) -> web.Response:
    return web.Response(status=status, text=reader(request)(said) + "\n", headers=PRIVATE_HEADERS)


def moves_png(screen: SeatScreen, language: str) -> bytes:
    """The turn panel's target image of every space the seat's camels may take now."""
    targets = numbered_targets(screen.board, screen.view, first_spaces(screen.board, screen.options))
    return render_targets(screen.board, screen.view, targets, words=words_in(language))


def private_text(screen: SeatScreen, until: int, image: str, t: Text) -> str:
    """The seat's page as HTML, for a link good until ``until``: CPU only, in the pages' thread."""
    return private_html(private_page(screen, until, t), image, t)


class PrivatePages:
    """The handlers; ``signer`` None: no secret, no private pages.

    What a request makes is kept, in this process's memory only, for as long as nothing in the
    game changes: the seat's screen by game, row version, seat and user (so one read of the
    row's version, not a parse of its state, answers a reload), the page by game, version, link
    and language (the link names the seat, the user and the page's expiry, and the page holds
    the link's image address), the moves image by game, version, seat and language. Every
    change of the game raises its version, a change of the seat's holder too, so an answer kept
    is one the seat's holder got at that version; the link and its holder are checked at every
    request before anything kept is looked at."""

    def __init__(self, service: GameService, signer: LinkSigner | None) -> None:
        self.service = service
        self.signer = signer
        self.versions: Recent[int, int] = Recent(0)  # a game's version read now: shared while it is read, never kept
        self.screens: Recent[tuple[int, int, int, str], SeatScreen] = Recent(SCREENS_KEPT)
        self.pages: Recent[tuple[int, int, str, str], str] = Recent(PAGES_KEPT)
        self.images: Recent[tuple[int, int, int, str], bytes] = Recent(IMAGES_KEPT)

    def routes(self) -> list[web.RouteDef]:
        return [web.get(PRIVATE, self.page), web.get(PRIVATE_MOVES, self.moves)]

    async def _screen(self, request: web.Request) -> tuple[Holder, SeatScreen]:
        """The seat the request's link names, if the link is good and its user holds the seat."""
        if self.signer is None:
            raise PrivateOff
        game = int(request.match_info["game"])
        holder = self.signer.holder(game, request.match_info["token"], self.service.tables.clock())
        version = await self.versions.get(game, partial(self.service.pages.version_of, game))
        return holder, await self.screens.get((game, version, holder.seat, holder.user),
                                              partial(self.service.pages.held_screen, game, holder.seat, holder.user))

    async def _found(self, request: web.Request) -> tuple[Holder, SeatScreen] | web.Response:
        """The seat a good link names, or the refusal to answer any other link with."""
        try:
            return await self._screen(request)
        except BadLink as err:
            return refusal(request, *LINK_REFUSALS[err.fault])
        except PrivateOff as err:
            return refusal(request, 404, err.message)
        except ServiceError as err:
            return refusal(request, 404 if err.message.key == "web.unknown_game" else 403, err.message)

    async def page(self, request: web.Request) -> web.Response:
        found = await self._found(request)
        if isinstance(found, web.Response):
            return found
        (holder, screen), t, token = found, reader(request), request.match_info["token"]
        image = moves_address(screen.game_id, token, public_mark(screen.view), t.language)
        html = await self.pages.get((screen.game_id, screen.version, token, t.language),
                                    partial(for_pages, private_text, screen, holder.until, image, t))
        return web.Response(text=html, content_type=HTML, headers=PRIVATE_HEADERS)

    async def moves(self, request: web.Request) -> web.Response:
        """The image of the seat's moves now; a 404 when it has none (not its turn)."""
        found = await self._found(request)
        if isinstance(found, web.Response):
            return found
        (_, screen), language = found, reader(request).language
        if not first_spaces(screen.board, screen.options):
            return refusal(request, 404, "web.private_no_moves")
        png = await self.images.get((screen.game_id, screen.version, screen.seat, language),
                                    partial(for_pages, moves_png, screen, language))
        return web.Response(body=png, content_type=PNG, headers=PRIVATE_HEADERS)
