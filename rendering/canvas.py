"""A drawing surface that remembers where it put every text and piece.

The record is what the layout tests read (sizes, no overlaps), so it must be the very
boxes the pixels went to. Text and glyphs are rendered once into cached stamps: most
labels and every camel repeat from turn to turn, and pasting is far cheaper than
rasterising again.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache

from PIL import Image, ImageDraw

from rendering.fonts import font
from rendering.glyphs import draw_glyph
from rendering.style import Colour

Box = tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class Item:
    """Something drawn that must stay legible: ``size`` is the font size in pixels for
    texts, the diameter for glyphs and marks."""

    kind: str  # "text"; "label" (a text inside a mark); "camel"; "glyph" (a family sign off the map);
    #            "mark" (a goods marker, a numbered target)
    box: Box
    size: float
    text: str = ""
    within: Box | None = None  # the box a text was laid out to fit (None: the image)


@dataclass(frozen=True)
class Label:
    """A text to draw later, where it is known to be whole (a map's labels and sea names,
    drawn on a window of the map only if they are not cut at its edge)."""

    xy: tuple[float, float]
    text: str
    size: int
    fill: Colour
    anchor: str = "la"
    bold: bool = False

    @property
    def box(self) -> Box:
        return ink_box(self.xy, self.text, self.size, self.anchor, self.bold)


def overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def inside(box: Box, outer: Box) -> bool:
    return outer[0] <= box[0] and outer[1] <= box[1] and box[2] <= outer[2] and box[3] <= outer[3]


def around(centre: tuple[float, float], reach: int) -> Box:
    """The square box ``reach`` pixels each way from ``centre``'s pixel."""
    x, y = int(centre[0]), int(centre[1])
    return x - reach, y - reach, x + reach, y + reach


def _moved(box: Box, by: tuple[int, int]) -> Box:
    return box[0] + by[0], box[1] + by[1], box[2] + by[0], box[3] + by[1]


@lru_cache(maxsize=4096)
def _text_mask(text: str, size: int, anchor: str, bold: bool) -> tuple[Image.Image, int, int]:
    face = font(size, bold)
    left, top, right, bottom = face.getbbox(text, anchor=anchor)
    mask = Image.new("L", (max(1, int(right - left)), max(1, int(bottom - top))), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, fill=255, font=face, anchor=anchor)
    return mask, int(left), int(top)


def ink_box(xy: tuple[float, float], text: str, size: int, anchor: str = "la", bold: bool = False) -> Box:
    """Where ``Canvas.text`` would put the ink of ``text`` (at ``xy``, unshifted)."""
    mask, left, top = _text_mask(text, size, anchor, bold)
    x, y = int(xy[0]) + left, int(xy[1]) + top
    return x, y, x + mask.width, y + mask.height


@lru_cache(maxsize=4096)
def text_width(text: str, size: int, bold: bool = False) -> int:
    return int(font(size, bold).getlength(text))


@lru_cache(maxsize=4096)
def drawn_width(text: str, size: int, bold: bool = False) -> int:
    """How far right ``text`` puts ink or advances, whichever is further: a last letter's ink can pass its advance."""
    return max(text_width(text, size, bold), int(font(size, bold).getbbox(text)[2]))


@lru_cache(maxsize=512)
def _glyph_stamp(glyph: str, radius: float, colour: Colour) -> Image.Image:
    side = int(radius * 2.6) + 4
    stamp = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    draw_glyph(ImageDraw.Draw(stamp), glyph, (side / 2, side / 2), radius, colour)
    return stamp


@dataclass
class Canvas:
    """An RGB image plus the items drawn on it; ``shift`` moves everything drawn (a window
    cut out of a larger map draws in the map's own coordinates)."""

    image: Image.Image
    items: list[Item] = field(default_factory=list)
    shift: tuple[int, int] = (0, 0)

    def __post_init__(self) -> None:
        self.draw = ImageDraw.Draw(self.image)

    def paste(self, other: Canvas, at: tuple[int, int]) -> None:
        """Put ``other``'s image here at ``at``, with the part of each item that shows."""
        self.image.paste(other.image, at)
        width, height = other.image.size
        for item in other.items:
            if overlaps(item.box, (0, 0, width, height)):
                shown = max(0, item.box[0]), max(0, item.box[1]), min(width, item.box[2]), min(height, item.box[3])
                within = None if item.within is None else _moved(item.within, at)
                self.items.append(replace(item, box=_moved(shown, at), within=within))

    def at(self, x: float, y: float) -> tuple[int, int]:
        return int(x) + self.shift[0], int(y) + self.shift[1]

    def text(self, xy: tuple[float, float], text: str, size: int, fill: Colour, anchor: str = "la",
             bold: bool = False, within: Box | None = None) -> Box:
        """Draw ``text`` like ImageDraw.text; record and return its ink box, and ``within`` (drawing coordinates), the
        box its layout meant it to stay in, so that the tests can hold every text to its box."""
        shifted = None if within is None else _moved(within, self.shift)
        return self._stamp("text", self.at(*xy), text, size, fill, anchor, bold, shifted)

    def _stamp(self, kind: str, at: tuple[int, int], text: str, size: int, fill: Colour, anchor: str, bold: bool,
               within: Box | None = None) -> Box:
        """Paste ``text``'s cached mask at ``at`` (image coordinates) and record its ink box."""
        box = ink_box(at, text, size, anchor, bold)
        self.image.paste(fill, box[:2], _text_mask(text, size, anchor, bold)[0])
        self.items.append(Item(kind, box, size, text, within))
        return box

    def glyph(self, glyph: str, centre: tuple[float, float], radius: float, colour: Colour,
              kind: str = "glyph") -> None:
        stamp = _glyph_stamp(glyph, radius, colour)
        x, y = self.at(*centre)
        half = stamp.width // 2
        self.image.paste(stamp, (x - half, y - half), stamp)
        self.items.append(Item(kind, around((x, y), int(radius * 1.15) + 1), 2 * radius))

    def mark(self, centre: tuple[float, float], radius: float, fill: Colour, outline: Colour,
             width: int = 2, label: str = "", label_size: int = 0, label_fill: Colour = (0, 0, 0)) -> None:
        """A round token (a goods marker, a numbered target), its label inside it."""
        at = self.at(*centre)
        box = around(at, int(radius))
        self.draw.ellipse(box, fill=fill, outline=outline, width=width)
        self.items.append(Item("mark", box, 2 * radius, label))
        if label:
            self._stamp("label", at, label, label_size, label_fill, "mm", True)
