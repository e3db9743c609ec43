"""The texts of the map: each space's label (and a goods space's number), placed once per
scale, and each sea's name, placed per image on its own water where no camel stands.

A sea's name is scenery, but it must never lie over land (nor the room a last-turn outline
takes around a land hex, or around a water hex with a camel), another sea, a label or a
camel. The water of a sea has little room that no ship could ever take, so each sea keeps a
list of places, best first (those no ship can cover, then the fewest camel slots they
cover), and an image uses the first clear of every ship."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw

from rendering.canvas import Box, Label, ink_box, inside, overlaps
from rendering.geometry import MapGeometry
from rendering.style import INK, MARKER, WATER_INK
from rendering.words import Words

Slot = tuple[int, int]  # (space, 0 or 1)
ANCHOR = "ma"  # a sea name's lines hang from their middle top
Group = tuple[Label, ...]  # texts drawn together or not at all


@dataclass(frozen=True)
class Place:
    """Where a sea's name may go: its lines, and the camel slots it covers (it is drawn
    there only while they are empty)."""

    lines: Group
    slots: frozenset[Slot]


@lru_cache(maxsize=8)
def space_labels(geometry: MapGeometry) -> tuple[Group, ...]:
    """Each space's label near the top of its hex, a goods space's number beside it."""
    size = geometry.text_size
    labels: list[Group] = []
    for space in geometry.board.spaces:
        x, y = geometry.label_xy(space.index)
        ink = WATER_INK if space.kind == "water" else INK
        if space.good is None:
            labels.append((Label((x, y), space.label, size, ink, "mm"),))
        else:
            labels.append((Label((x - 0.06 * geometry.radius, y), space.label, size, ink, "rm"),
                           Label((x + 0.06 * geometry.radius, y), str(space.good), size, MARKER, "lm", True)))
    return tuple(labels)


def whole_in(group: Group, window: Box) -> bool:
    """Whether all of ``group`` lies whole in ``window``: only then is it drawn (and a goods number keyed) there."""
    return all(inside(label.box, window) for label in group)


def sea_labels(geometry: MapGeometry, words: Words, spaces: Sequence[Sequence[int]]) -> list[Group]:
    """Each sea's name at its best place clear of the camels on ``spaces`` (the families on
    each space), of the room an outline takes around a water hex with a camel (the last turn's
    may be outlined), and of the names before it; a sea with no such place goes unnamed."""
    ships = [geometry.hex_box(space) for space, there in enumerate(spaces)
             if there and geometry.board.spaces[space].kind == "water"]
    drawn: list[Group] = []
    for places in sea_places(geometry, words):
        for place in places:
            free = all(slot >= len(spaces[space]) for space, slot in place.slots) and \
                not any(overlaps(line.box, ship) for line in place.lines for ship in ships)
            if free and not any(overlaps(line.box, other.box)
                                for line in place.lines for group in drawn for other in group):
                drawn.append(place.lines)
                break
    return drawn


@lru_cache(maxsize=16)
def sea_places(geometry: MapGeometry, words: Words) -> tuple[tuple[Place, ...], ...]:
    """Per sea (by name), its places, best first: the largest size that fits (down to
    ``geometry.small_text_size``), on one line or two, covering the fewest camel slots,
    nearest the sea's middle; one place per set of slots covered."""
    mask = _forbidden(geometry)
    seas = sorted({s.sea for s in geometry.board.spaces if s.sea})
    return tuple(_places(geometry, sea, words.sea(sea), mask) for sea in seas)


def _forbidden(geometry: MapGeometry) -> Image.Image:
    """255 where no sea's name may go: land hexes with the room an outline takes around
    them, labels and goods numbers with the air around them (``label_room``)."""
    mask = Image.new("L", (geometry.width, geometry.height), 0)
    draw = ImageDraw.Draw(mask)
    for space in geometry.board.spaces:
        if space.kind != "water":
            draw.polygon(geometry.corners(space.index, -geometry.outline_reach - 3), fill=255)
    for group in space_labels(geometry):
        for label in group:
            draw.rectangle(label_room(label.box, label.size), fill=255)
    return mask


def label_room(box: Box, size: int) -> Box:
    """A label's ``box`` plus a sea name's air: an em beside, a third above and below. Any closer, the two read as
    one phrase ("Black D1 Sea"); any wider, the Mediterranean finds no room."""
    return box[0] - size, box[1] - size // 3, box[2] + size, box[3] + size // 3


def _places(geometry: MapGeometry, sea: str, name: str, forbidden: Image.Image) -> tuple[Place, ...]:
    """Every place for ``name`` around the sea's hexes clear of ``forbidden`` and of the
    other seas, the best one per set of camel slots covered, best first."""
    own = [s.index for s in geometry.board.spaces if s.sea == sea]
    mask = forbidden.copy()
    draw = ImageDraw.Draw(mask)
    for space in geometry.board.spaces:
        if space.kind == "water" and space.sea != sea:
            draw.polygon(geometry.corners(space.index), fill=255)
    slots = {(s, k): _grown(geometry.slot_box(s, k), 2) for s in own for k in (0, 1)}
    centres = [geometry.centre(s) for s in own]
    middle = (sum(x for x, _ in centres) / len(own), sum(y for _, y in centres) / len(own))
    found: dict[frozenset[Slot], tuple[tuple[int, float], Group]] = {}
    free = _Free(mask)
    for size in range(geometry.text_size, geometry.small_text_size - 1, -1):
        for lines in _line_breaks(name):
            for x, y in _grid(geometry, centres):
                at = _lines_at((x, y), lines, size)
                if all(free.clear(_grown(ink_box(xy, line, size, ANCHOR), 1)) for xy, line in at):
                    block = tuple(Label(xy, line, size, WATER_INK, ANCHOR) for xy, line in at)
                    covered = frozenset(k for k, box in slots.items() if any(overlaps(box, line.box) for line in block))
                    rank = (-size, (x - middle[0]) ** 2 + (y - middle[1]) ** 2)
                    if covered not in found or rank < found[covered][0]:
                        found[covered] = (rank, block)
    ranked = sorted(found.items(), key=lambda item: (len(item[0]), item[1][0]))
    return tuple(Place(block, covered) for covered, (_, block) in ranked)


def _grid(geometry: MapGeometry, centres: list[tuple[float, float]]) -> list[tuple[int, int]]:
    """Candidate middles of a name: a grid over the hexes around ``centres``."""
    r, step = geometry.radius, max(2, geometry.radius // 12)
    xs = range(int(min(x for x, _ in centres) - r), int(max(x for x, _ in centres) + r), step)
    ys = range(int(min(y for _, y in centres) - r), int(max(y for _, y in centres) + r), step)
    return [(x, y) for x in xs for y in ys]


def _line_breaks(name: str) -> list[list[str]]:
    """The name on one line, or on two split at the space nearest its middle."""
    words = name.split(" ")
    if len(words) == 1:
        return [[name]]
    cut = min(range(1, len(words)), key=lambda k: abs(len(" ".join(words[:k])) - len(" ".join(words[k:]))))
    return [[name], [" ".join(words[:cut]), " ".join(words[cut:])]]


def _lines_at(centre: tuple[int, int], lines: list[str], size: int) -> list[tuple[tuple[int, float], str]]:
    """Each of ``lines`` with where it is anchored (``ANCHOR``), centred on ``centre``, one below
    the other: only a place found clear is made into labels."""
    height = round(size * 1.1)
    top = centre[1] - height * len(lines) / 2
    return [((centre[0], top + k * height), line) for k, line in enumerate(lines)]


class _Free:
    """Whether a box (a line of a name with a pixel of air around it) lies inside the map and on
    nothing ``mask`` forbids, asked of some 75,000 boxes per scale: per box height, the mask
    with each pixel the brightest of those from it downwards to that height, as bytes, so that
    a box is one slice of one row (a crop per box made a process's first image take 2 s)."""

    def __init__(self, mask: Image.Image) -> None:
        self.mask = mask
        self.whole = (0, 0, mask.width, mask.height)
        self.rows: dict[int, bytes] = {}  # by box height

    def clear(self, box: Box) -> bool:
        if not inside(box, self.whole):
            return False
        tall = box[3] - box[1]
        if tall not in self.rows:
            self.rows[tall] = _downwards(self.mask, tall).tobytes()
        start = box[1] * self.mask.width
        return not self.rows[tall][start + box[0]:start + box[2]].strip(b"\0")


def _downwards(mask: Image.Image, tall: int) -> Image.Image:
    """Each pixel the brightest of the ``tall`` pixels from it downwards (none below the
    bottom): each step joins what a pixel covers to what the pixel that many rows down covers,
    doubling the rows, the last step only up to ``tall``."""
    covered, spread = 1, mask
    while covered < tall:
        step = min(covered, tall - covered)
        spread = ImageChops.lighter(spread, spread.crop((0, step, mask.width, step + mask.height)))
        covered += step
    return spread


def _grown(box: Box, by: int) -> Box:
    return box[0] - by, box[1] - by, box[2] + by, box[3] + by
