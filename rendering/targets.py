"""The private target image of the turn panel: where one seat's camels may go, each
legal space numbered as in the menu, with what a camel there would bring. Drawn from
that seat's own view (its hand is what "your card" refers to), for that seat only."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace

from PIL import Image

from bot.engine import Board
from bot.engine.view import SeatView
from rendering.canvas import Box, Canvas
from rendering.encode import encode_png
from rendering.geometry import MapGeometry
from rendering.hexmap import draw_pieces, map_window
from rendering.panels import SEPARATOR, wrap
from rendering.style import BACKGROUND, HEX_EDGE, INK, TARGET
from rendering.turn_image import MAP_HEIGHT, MARGIN, SIZES, WIDTH, turn_geometry
from rendering.words import Words

LIST_ONE_COLUMN = 6       # more targets than this are listed in two columns
RING = -1                 # a target's ring where a camel would stand: no family
RING_SCALE = 1.15         # a target ring's radius, in camels' radii
KEY_INDENT = 2 * SIZES.small  # a key entry's second line, under its space rather than its number


@dataclass(frozen=True)
class Target:
    """One legal space for a camel: ``number`` is the one shown on the map and in the menu;
    ``goods_marker``: the camel would take the goods marker (R6.1); ``meets``: families it
    would meet for the first time (R7.1, R7.3); ``card``: the seat's card whose goods space
    this is (a camel there adds to what the card scores, R9.1), if any; ``family``: whose camel
    it is, where the targets are of several families (the turn panel's first camel)."""

    space: int
    number: int
    goods_marker: bool = False
    meets: tuple[int, ...] = ()
    card: int | None = None
    family: int | None = None


def targets_for(board: Board, seat_view: SeatView, family: int, spaces: list[int]) -> list[Target]:
    """Targets for ``family``'s camel on each of ``spaces`` (the legal ones, from the
    engine), numbered from 1 in the order given, read from the seat's view."""
    met = {tuple(sorted(pair)) for pair in seat_view.met}
    hand = {entry.card for entry in seat_view.hand}
    targets = []
    for number, space in enumerate(spaces, start=1):
        where = board.spaces[space]
        there = seat_view.spaces[space]
        meets = tuple(f for f in there if where.kind == "land" and tuple(sorted((f, family))) not in met)
        card = where.good if where.good in hand else None
        targets.append(Target(space, number, where.good is not None and not there, meets, card))
    return targets


def numbered_targets(board: Board, seat_view: SeatView, where: Sequence[tuple[int, int]]) -> list[Target]:
    """A target per (family, space) of ``where``, numbered from 1: the image's numbers are the turn panel's and the
    private web page's. Each names its family where ``where`` holds several, as the menus do ("13. Byzant → D7"):
    two of the seat's families may reach one space, and two key lines alike but for their numbers read as a bug."""
    several = len({family for family, _ in where}) > 1
    return [replace(targets_for(board, seat_view, family, [space])[0], number=number,
                    family=family if several else None)
            for number, (family, space) in enumerate(where, start=1)]


def with_camel(board: Board, seat_view: SeatView, family: int, space: int) -> SeatView:
    """``seat_view`` as it will be once ``family``'s camel stands on ``space``: the second
    camel's targets (meetings, goods markers, where it would stand) are read from it, and its
    map shows the first camel. A copy: the game itself does not change until the move is
    confirmed."""
    spaces = list(seat_view.spaces)
    others = spaces[space]
    spaces[space] = (*others, family)
    met = {tuple(sorted(pair)) for pair in seat_view.met}
    if board.spaces[space].kind == "land":
        met |= {tuple(sorted((other, family))) for other in others}
    good = board.spaces[space].good
    return replace(seat_view, spaces=tuple(spaces), met=tuple((a, b) for a, b in sorted(met)),
                   goods_on_map=tuple(g for g in seat_view.goods_on_map if g != good))


def render_targets(board: Board, seat_view: SeatView, targets: list[Target], *, words: Words,
                   first: int | None = None, keyed: bool = True) -> bytes:
    """PNG of the targets for ``seat_view`` (a second camel's: ``with_camel`` of it, ``first`` the first's space)."""
    return encode_png(board, draw_targets(board, seat_view, targets, words=words, first=first, keyed=keyed).image)


def target_key(board: Board, targets: list[Target], words: Words, first: int | None = None) -> list[str]:
    """The key's lines: the first camel's space (for a second camel), then what each target
    brings (``_key``)."""
    lines = _key(board, targets, words)
    return lines if first is None else [words("target_first", space=board.spaces[first].label), *lines]


def draw_targets(board: Board, seat_view: SeatView, targets: list[Target], *, words: Words,
                 first: int | None = None, keyed: bool = True) -> Canvas:
    """The map around the targets (the seat's families in colour, the others pale), a
    numbered ring where each camel would stand, and, if ``keyed``, one line per target below
    (the web page lists them as text instead, which a phone's width cannot shrink); for a
    second camel, the first one's space outlined and named first in the key, so that targets
    legal only beside it make sense."""
    geometry = turn_geometry(board)
    window = target_window(board, targets, () if first is None else (first,))
    width, height = window[2] - window[0], window[3] - window[1]
    on_map = drawn_window(geometry, seat_view, targets, window, words, () if first is None else (first,))
    if not keyed:
        return on_map
    lines = target_key(board, targets, words, first)
    columns = 2 if len(lines) > LIST_ONE_COLUMN else 1
    column_width = (width - MARGIN) // columns
    key = _key_columns(lines, columns, column_width - MARGIN)
    rows = max(len(column) for column in key)
    canvas = Canvas(Image.new("RGB", (width, height + MARGIN + rows * SIZES.line + MARGIN), BACKGROUND))
    canvas.paste(on_map, (0, 0))
    canvas.draw.line((0, height, width, height), fill=HEX_EDGE, width=2)
    for c, column in enumerate(key):
        x = MARGIN + c * column_width
        for k, (indent, text) in enumerate(column):
            canvas.text((x + indent, height + MARGIN + k * SIZES.line), text, SIZES.small, INK,
                        within=(x, height, x + column_width - MARGIN, canvas.image.height))
    return canvas


def drawn_window(geometry: MapGeometry, seat_view: SeatView, targets: list[Target], window: Box, words: Words,
                 marked: Sequence[int] = ()) -> Canvas:
    """One window of the map: the pieces as the seat sees them (its families in colour, the
    others pale), the ``marked`` spaces outlined, and the numbered rings within it."""
    on_map = map_window(geometry, window, words, _with_targets(seat_view.spaces, targets))
    own = set(seat_view.players[seat_view.you].tiles)
    draw_pieces(on_map, geometry, seat_view, marked, faded=frozenset(range(len(geometry.board.families))) - own)
    for target, centre in zip(targets, ring_centres(geometry, seat_view, targets), strict=True):
        on_map.mark(centre, geometry.camel_radius * RING_SCALE, TARGET, INK, 4, str(target.number), SIZES.small, INK)
    return on_map


def ring_centres(geometry: MapGeometry, seat_view: SeatView, targets: list[Target]) -> list[tuple[float, float]]:
    """Where each target's ring stands: where its camel would, in a free slot of its space.
    Two of the seat's families may reach the same space, where one ring would hide the
    other's number: the rings of a space share its free slots, and where they outnumber
    them they stand one above another in the slot."""
    centres = []
    for index, target in enumerate(targets):
        same = [k for k, t in enumerate(targets) if t.space == target.space]   # by position: numbers may repeat
        camels = len(seat_view.spaces[target.space])
        free = list(range(camels, max(camels + 1, 2)))   # the slots a camel could take
        place = same.index(index)
        column = place % len(free)
        stacked = -(-(len(same) - column) // len(free))   # rings in this slot
        x, y = geometry.slot(target.space, free[column])
        step = 2 * geometry.camel_radius * RING_SCALE + 2
        centres.append((x, y + (place // len(free) - (stacked - 1) / 2) * step))
    return centres


def _key_columns(lines: list[str], columns: int, width: int) -> list[list[tuple[int, str]]]:
    """The key's entries in ``columns`` columns, in order, as (indent, text): an entry too
    long for ``width`` goes on below, indented, rather than losing what it names last (the
    seat's card)."""
    per_column = -(-len(lines) // columns)
    return [[(KEY_INDENT if k else 0, text)
             for line in lines[c * per_column:(c + 1) * per_column]
             for k, text in enumerate(wrap(line, width - KEY_INDENT, SIZES.small))]
            for c in range(columns)]


def _with_targets(spaces: Sequence[Sequence[int]], targets: list[Target]) -> list[list[int]]:
    """The families on each space, a target's ring counted as a camel (a sea's name must
    give way to it as well)."""
    rings = Counter(target.space for target in targets)
    return [[*families, *[RING] * rings[space]] for space, families in enumerate(spaces)]


def target_window(board: Board, targets: list[Target], also: Sequence[int] = ()) -> tuple[int, int, int, int]:
    """The part of the enlarged map shown: the turn image's window, grown (up to the whole
    map) until every target, and every space in ``also`` (a first camel), is inside it."""
    geometry = turn_geometry(board)
    spaces = [*(t.space for t in targets), *also]
    width = min(geometry.width, max(WIDTH, _span(geometry, spaces, 0) + 2 * geometry.radius))
    height = min(geometry.height, max(MAP_HEIGHT, _span(geometry, spaces, 1) + 2 * geometry.radius))
    return geometry.window(spaces, width, height)


def _span(geometry: MapGeometry, spaces: list[int], axis: int) -> int:
    values = [geometry.centre(s)[axis] for s in spaces] or [0]
    return int(max(values) - min(values))


def _key(board: Board, targets: list[Target], words: Words) -> list[str]:
    """One line per target that gains something (``3 · E7: goods marker 12 · meets Levant ·
    your card Silk``; ``13 · Byzant → D7: …`` where the targets are of several families), then
    one line for all that gain nothing (``1, 4, 5: a camel, nothing more``): their spaces are on
    the map by their numbers, so they are not listed one by one."""
    gained = [(target, _gains(board, target, words)) for target in targets]
    lines = [words("target", number=target.number, space=_whose(board, target, words), gains=SEPARATOR.join(gains))
             for target, gains in gained if gains]
    plain = [str(target.number) for target, gains in gained if not gains]
    return [*lines, words("target_plain", numbers=", ".join(plain))] if plain else lines


def _whose(board: Board, target: Target, words: Words) -> str:
    """The target's space, after its family's name where the targets are of several families."""
    space = board.spaces[target.space].label
    return space if target.family is None else words("target_whose", family=words.family(board, target.family),
                                                     space=space)


def _gains(board: Board, target: Target, words: Words) -> list[str]:
    gains = []
    good = board.spaces[target.space].good
    if target.goods_marker and good is not None:
        gains.append(words("target_marker", good=words.good(board, good), number=good))
    gains += [words("target_meets", family=words.family(board, f)) for f in target.meets]
    if target.card is not None:
        gains.append(words("target_card", good=words.good(board, target.card)))
    return gains
