"""Samarkand's side of the web pages (``bot.web.game_web.WebSide``): its public page from the
game's public record (``PageRecord``: the page and its data, ``game_page``/``html``; the board
image the Discord messages draw too), and a seat's private page from its screen (the hand,
the decisions and the moves, ``private_page``/``private_html``; the moves on the turn panel's
target image). The platform's routes serve, keep and sign; this only reads and draws."""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable, Hashable, Iterator
from dataclasses import replace
from functools import cache, partial
from hashlib import blake2b
from importlib.resources import files
from importlib.resources.abc import Traversable

import PIL
from aiohttp import web

from bot.engine import board_by_id
from bot.engine.datafiles import DATA
from bot.games.samarkand.game_service import GameService, SeatScreen
from bot.games.samarkand.spectating import public_mark
from bot.games.samarkand.turn_options import first_spaces
from bot.web.addresses import FRESH, FRONT, HTML, moves_address, picture_address
from bot.web.game_page import PageRecord, game_page, position_of
from bot.web.game_web import Form
from bot.web.html import front_html, page_html
from bot.web.private_html import private_html
from bot.web.private_page import private_page, seat_targets
from bot.web.private_routes import PrivatePages
from bot.web.revalidation import Tagged, revalidated, tag
from bot.web.routes import GamePages, reader
from bot.web.signed_link import LinkSigner
from bot.words.i18n import Text
from bot.words.image_words import words_in
from bot.words.markup import plain_text
from rendering import render_targets
from rendering.board_image import render_board
from rendering.review_image import render_turning_point


def moves_png(screen: SeatScreen, language: str) -> bytes:
    """The turn panel's target image of the spaces the seat's camels may take now, without its key: the page lists
    that as text (``private_page.moves_of``), which a phone's width does not shrink."""
    return render_targets(screen.board, screen.view, seat_targets(screen), words=words_in(language), keyed=False)


def shipped(folder: Traversable, under: str = "") -> Iterator[tuple[str, bytes]]:
    """Every file below ``folder`` (but compiled bytecode), by its path, in order."""
    for item in sorted(folder.iterdir(), key=lambda found: found.name):
        if item.is_dir() and item.name != "__pycache__":
            yield from shipped(item, f"{under}{item.name}/")
        elif item.is_file() and not item.name.endswith(".pyc"):
            yield f"{under}{item.name}", item.read_bytes()


@cache
def drawing_version() -> str:
    """What makes a board image's bytes besides the position: the drawing's code
    (``rendering``), its words (``bot.words`` and the catalogues), its fonts and boards (the
    shipped data), and the Pillow and zlib that encode it. It is part of an image's name, so
    a browser's copy drawn before an upgrade is not confirmed by the tag of one drawn after."""
    digest = blake2b(f"{PIL.__version__} {zlib.ZLIB_RUNTIME_VERSION}".encode(), digest_size=8)
    for root in (files("rendering"), files("bot.words"), DATA):
        for path, body in shipped(root):
            digest.update(f"{path} {len(body)} ".encode())
            digest.update(body)
    return digest.hexdigest()


REVIEW_PICTURE = "review-"  # the review's turning points' pictures: review-1, review-2, review-3


class SamarkandPages:
    """Samarkand's pages, read through its service's ``pages``."""

    def __init__(self, service: GameService) -> None:
        self.service = service
        self.drawn_by = drawing_version()  # read at the start, not at a reader's first image

    async def record(self, game: int) -> PageRecord:
        """The public record, and, once it ends, what the end told the table beside the result
        (read once the record shows the end, which nothing after undoes)."""
        spectated = await self.service.pages.spectated(game)
        closing = await self.service.tables.closing_lines(game) if spectated.now.over else []
        return PageRecord(spectated, tuple(closing))

    def mark(self, record: PageRecord) -> str:
        return record.spectated.version

    def page(self, record: PageRecord, turn: int | None, t: Text, form: Form) -> str:
        page = game_page(record.spectated, turn, t, record.closing)
        return page_html(page, t) if form is Form.HTML else json.dumps(page.as_json())

    def image(self, record: PageRecord, turn: int | None, t: Text) -> tuple[Hashable, Callable[[], bytes]]:
        shown = position_of(record.spectated, turn)
        now = record.spectated.version if shown.after is None else None
        names = tuple(player.name for player in shown.public.players)  # a forgotten player's name goes with it
        return (now, shown.after, names, self.drawn_by), partial(
            render_board, board_by_id(shown.public.board), shown.public, None, shown.last_turn,
            words=words_in(t.language), after=shown.after)

    async def screen(self, game: int, seat: int, user: str) -> SeatScreen:
        """The seat's screen, with its review once the game is over and the review is made."""
        screen = await self.service.pages.held_screen(game, seat, user)
        if not screen.view.over:
            return screen
        found = await self.service.reviewing.of_seat(game, seat)
        return screen if found is None else replace(screen, review=found.review, review_positions=found.positions)

    def seen(self, screen: SeatScreen) -> Hashable:
        return screen.seen

    def private_page(self, screen: SeatScreen, until: int, token: str, t: Text) -> str:
        image = moves_address(screen.game_id, token, public_mark(screen.view), t.language)
        pictures = tuple(picture_address(screen.game_id, token, f"{REVIEW_PICTURE}{n}", t.language)
                         for n in range(1, len(screen.review_positions) + 1))
        return private_html(private_page(screen, until, t), image, t, pictures)

    def has_moves(self, screen: SeatScreen) -> bool:
        return bool(first_spaces(screen.board, screen.options))

    def moves_image(self, screen: SeatScreen, language: str) -> bytes:
        return moves_png(screen, language)

    def private_picture(self, screen: SeatScreen, name: str, language: str) -> bytes | None:
        """A turning point of the seat's review, as its answer in Discord draws it."""
        number = name.removeprefix(REVIEW_PICTURE)
        if (screen.review is None or not (number.isascii() and number.isdigit())  # "²" is a digit int() refuses
                or not 1 <= int(number) <= len(screen.review_positions)):
            return None
        n = int(number) - 1
        return render_turning_point(screen.board, screen.review_positions[n], screen.review.points[n],
                                    words=words_in(language))


@cache
def front_in(language: str) -> Tagged:
    """The front page in ``language``, made once: it says the same to every reader of it."""
    return tag(front_html(plain_text(language)))


async def front_page(request: web.Request) -> web.Response:
    """``/``: the front page in the reader's language, asked again each time (an upgrade's
    words show at once) and answered ``304`` while the reader's copy is today's."""
    return revalidated(request, front_in(reader(request).language), HTML, FRESH, charset="utf-8")


def samarkand_routes(service: GameService, signer: LinkSigner | None) -> list[web.RouteDef]:
    """Every page route of Samarkand's games: the front page, the public pages, and the private
    ones with ``signer`` (else off)."""
    side = SamarkandPages(service)
    return [web.get(FRONT, front_page), *GamePages(service.platform, side).routes(),
            *PrivatePages(service.platform, side, signer).routes()]
