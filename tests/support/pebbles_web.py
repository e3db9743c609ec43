"""Pebbles' side of the web pages (``bot.web.game_web.WebSide``), the proof that the platform's
routes serve a game they were not written for (issue 47): a public page with whose turn it is,
the pebbles left, what each took and the moves in words; an image of the pile; and a seat's
private page with its lucky number (the secret) and its legal takes. It imports nothing of
Samarkand's. Its words are the ``Msg`` keys with their values (a test game brings no
catalogue)."""

from __future__ import annotations

import hashlib
import io
import json
from collections.abc import Callable, Hashable
from dataclasses import asdict, dataclass
from functools import partial
from html import escape

from PIL import Image, ImageDraw

from bot.service import Platform, ServiceError
from bot.service.seats import seat_names
from bot.web.game_web import Form
from bot.words.i18n import Msg, Text
from tests.support.pebbles import PEBBLES

PEBBLE = 12  # pixels a pebble takes on the image


def said(line: Msg) -> str:
    """A line in Pebbles' words: its key and its values."""
    return " ".join([line.key, *(f"{name}={value}" for name, value in sorted(line.values.items()))])


@dataclass(frozen=True)
class PileRecord:
    """What anyone may see of a game of Pebbles: never a lucky number before the end."""

    game: int
    turn: int
    left: int
    to_take: str  # whose turn it is; empty once the game is over
    taken: tuple[str, ...]  # each player's name and pebbles taken
    moves: tuple[str, ...]  # the public log in words

    @property
    def mark(self) -> str:
        return hashlib.sha256(repr(self).encode()).hexdigest()[:16]


@dataclass(frozen=True)
class PileScreen:
    """What a seat's holder sees: the public record and their own lucky number and takes."""

    game: int
    name: str
    lucky: int
    takes: tuple[int, ...]


def pile_png(left: int) -> bytes:
    """One dot per pebble left."""
    image = Image.new("RGB", (PEBBLE * max(left, 1), PEBBLE), "white")
    draw = ImageDraw.Draw(image)
    for n in range(left):
        draw.ellipse((n * PEBBLE, 0, (n + 1) * PEBBLE - 1, PEBBLE - 1), fill="grey")
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


class PebblesPages:
    """Pebbles' pages, read through the platform it is played on."""

    def __init__(self, platform: Platform) -> None:
        self.platform = platform

    async def record(self, game: int) -> PileRecord:
        tables = self.platform.tables
        row = await tables.started(game)
        pile, names = PEBBLES.load(row.state), seat_names(row.seats)
        moves = tuple(map(said, await tables.public_log(row)))
        return PileRecord(game, pile.turn, pile.left, "" if pile.over else names[pile.active],
                          tuple(f"{name}: {taken}" for name, taken in zip(names, pile.taken, strict=True)), moves)

    def mark(self, record: PileRecord) -> str:
        return record.mark

    def page(self, record: PileRecord, turn: int | None, t: Text, form: Form) -> str:
        """The page now, whatever the turn asked (Pebbles keeps no positions)."""
        if form is Form.JSON:
            return json.dumps(asdict(record))
        items = "".join(f"<li>{escape(line)}</li>" for line in (*record.taken, *record.moves))
        return (f"<h1>Pebbles {record.game}, turn {record.turn}</h1><p>To take: {escape(record.to_take)}</p>"
                f"<p>Pebbles left: {record.left}</p><ul>{items}</ul>")

    def image(self, record: PileRecord, turn: int | None, t: Text) -> tuple[Hashable, Callable[[], bytes]]:
        return record.left, partial(pile_png, record.left)

    async def screen(self, game: int, seat: int, user: str) -> PileScreen:
        tables = self.platform.tables
        row = await tables.started(game)
        if tables.held_by(row, user) != seat:
            raise ServiceError("web.private_not_held")
        pile = PEBBLES.load(row.state)
        return PileScreen(game, pile.names[seat], pile.lucky[seat], tuple(PEBBLES.legal(pile, seat)))

    def seen(self, screen: PileScreen) -> Hashable:
        return screen  # all of it is the seat's to see

    def private_page(self, screen: PileScreen, until: int, token: str, t: Text) -> str:
        takes = ", ".join(map(str, screen.takes)) or "none now"
        return (f"<h1>Pebbles {screen.game}: {escape(screen.name)}</h1>"
                f"<p>Your lucky number: {screen.lucky}</p><p>You may take: {takes}</p>")

    def has_moves(self, screen: PileScreen) -> bool:
        return bool(screen.takes)

    def moves_image(self, screen: PileScreen, language: str) -> bytes:
        return pile_png(max(screen.takes))

    def private_picture(self, screen: PileScreen, name: str, language: str) -> bytes | None:
        return None  # its page shows no picture
