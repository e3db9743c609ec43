"""The board and the game's tables, loaded from ``data/board.json`` and validated.

A board the shipped one replaced stays in ``data/boards/<id>.json``: a game keeps the board
it began on (its state names it), so changing the board never breaks a game in play.

Spaces, families and goods are addressed by small integers inside the engine (an index
into the tuples here); labels such as ``E7`` and names such as ``Levant`` are for people.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from bot.engine.datafiles import data_file
from bot.engine.rule_error import BoardError

DEFAULT_BOARD = data_file("board.json")
RETIRED_BOARDS = data_file("boards")

LAND, WATER = "land", "water"
MOST_EXTRA_DIRHAM = 10  # a seat's start beyond the rules' money, at most (as the seat study allows)
GLYPHS = ("circle", "square", "triangle", "diamond", "star", "cross", "dome", "hourglass", "pentagon", "bar")

# Neighbour offsets of a flat-topped hex grid whose odd columns sit half a row lower
# ("odd-q"): (column delta, row delta) for even and for odd columns.
_EVEN_COLUMN = ((0, -1), (0, 1), (-1, -1), (-1, 0), (1, -1), (1, 0))
_ODD_COLUMN = ((0, -1), (0, 1), (-1, 0), (-1, 1), (1, 0), (1, 1))


@dataclass(frozen=True, slots=True)
class Space:
    index: int
    label: str
    column: int
    row: int
    kind: str
    good: int | None
    start_of: int | None
    sea: str | None


@dataclass(frozen=True, slots=True)
class Family:
    index: int
    name: str
    short: str
    colour: str
    glyph: str
    start: int
    portion: int


@dataclass(frozen=True, slots=True)
class Good:
    number: int
    name: str
    space: int


@dataclass(frozen=True, slots=True)
class Rules:
    hand_limit: dict[int, int]
    starting_money: int
    camels_per_family: int
    tiles_per_family: int
    relationship_markers_per_family: int
    cards_dealt: int
    cards_drawn_on_marriage: int
    sale_price: int
    meeting_bonus_active: int
    meeting_bonus_inactive: int
    second_camel_cost: int
    space_capacity: int
    card_points_own_family: int
    card_points_other_family: int


@dataclass(frozen=True, slots=True, eq=False)
class Board:
    """The map and tables. Compared and hashed by identity: one object per loaded file,
    so renderers can cache what they draw from it. ``evened_seats``: for a player count, the
    Dirham each seat in turn order starts with beyond the rules' money when the table evens
    its seats out (the ``seats`` setting); the board holds it because each board's turn order
    costs its later seats differently, and a count it lacks has no schedule measured to hold.
    ``walls``: the pairs of spaces that touch on the map but are not next to each other (the
    file's cut links), lower index first: the map draws a wall there, and a refusal to place a
    camel across one names it, since the picture shows the two spaces side by side."""

    id: str
    name: str
    columns: int
    rows: int
    spaces: tuple[Space, ...]
    neighbours: tuple[tuple[int, ...], ...]
    families: tuple[Family, ...]
    goods: dict[int, Good]
    rules: Rules
    by_label: dict[str, int]
    evened_seats: dict[int, tuple[int, ...]]
    walls: tuple[tuple[int, int], ...] = ()

    def space(self, label: str) -> Space:
        """The space with this label, case-insensitive; KeyError if there is none."""
        return self.spaces[self.by_label[label.strip().upper()]]

    def family_named(self, name: str) -> Family:
        """The family with this name or short code, case-insensitive; KeyError if none."""
        wanted = name.strip().lower()
        for family in self.families:
            if wanted in (family.name.lower(), family.short.lower()):
                return family
        raise KeyError(name)

    def describe_space(self, index: int) -> str:
        """``E7`` or ``E7 · Silk (12)``: how a space is named to players."""
        space = self.spaces[index]
        if space.good is None:
            return space.label
        return f"{space.label} · {self.goods[space.good].name} ({space.good})"


def load_board(path: Traversable | str = DEFAULT_BOARD) -> Board:
    """Read and validate a board file (a shipped one or any other); a broken file raises BoardError naming the fault."""
    try:
        raw = json.loads((Path(path) if isinstance(path, str) else path).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise BoardError(f"cannot read board file {path}: {exc}") from exc
    return build_board(raw)


@lru_cache(maxsize=1)
def default_board() -> Board:
    """The shipped board, read once per process."""
    return load_board(DEFAULT_BOARD)


def board_named(board_id: str, known: Board | None = None) -> Board:
    """``known`` if it has this id (a test's own board), else the shipped or a retired one: a saved game goes on."""
    return known if known is not None and known.id == board_id else board_by_id(board_id)


@lru_cache(maxsize=8)
def board_by_id(board_id: str) -> Board:
    """The shipped board or a retired one with this id; BoardError if there is none."""
    current = default_board()
    if board_id == current.id:
        return current
    path = RETIRED_BOARDS / f"{board_id}.json"
    if not board_id.replace("-", "").isalnum() or not path.is_file():
        raise BoardError(f"no board {board_id!r}: neither {DEFAULT_BOARD.name} nor {RETIRED_BOARDS.name}/ has it")
    board = load_board(path)
    if board.id != board_id:
        raise BoardError(f"{path.name} holds board {board.id!r}, not {board_id!r}")
    return board


def build_board(raw: dict[str, Any]) -> Board:  # JSON: a board file of data/
    """Build a Board from the decoded JSON document, validating every rule of the board data
    (``docs/architecture.md#board-data``)."""
    try:
        return _build(raw)
    except (KeyError, TypeError) as exc:
        raise BoardError(f"board data is missing or mistypes an entry: {exc!r}") from exc


def _build(raw: dict[str, Any]) -> Board:  # JSON: a board file of data/
    letters: str = raw["columns"]
    grid: list[str] = raw["grid"]
    cells = _grid_cells(letters, grid)
    sea_of = _seas(raw["seas"], cells)
    families = _families(raw["families"], cells)
    goods = _goods(raw["goods"], cells)
    good_at = {good.space: good.number for good in goods.values()}
    start_at = {family.start: family.index for family in families}
    for label, (_, _, kind) in cells.items():
        if kind == WATER and label not in sea_of:
            raise BoardError(f"water space {label} belongs to no sea in 'seas'")
    spaces = tuple(
        Space(i, label, col, row, kind, good_at.get(i), start_at.get(i), sea_of.get(label))
        for i, (label, (col, row, kind)) in enumerate(cells.items())
    )
    by_label = {space.label: space.index for space in spaces}
    neighbours = _neighbours(spaces, by_label, raw.get("links_add", []), raw.get("links_cut", []))
    board = Board(id=raw["id"], name=raw["name"], columns=len(letters), rows=len(grid), spaces=spaces,
                  neighbours=neighbours, families=families, goods=goods, rules=_rules(raw["rules"]), by_label=by_label,
                  evened_seats=_evened_seats(raw.get("evened_seats", {})),
                  walls=_walls(by_label, raw.get("links_cut", [])))
    _validate(board)
    return board


def _grid_cells(letters: str, grid: list[str]) -> dict[str, tuple[int, int, str]]:
    cells: dict[str, tuple[int, int, str]] = {}
    for row, line in enumerate(grid):
        if len(line) != len(letters):
            raise BoardError(f"grid row {row + 1} has {len(line)} cells, expected {len(letters)}")
        for col, char in enumerate(line):
            if char == "#":
                continue
            if char not in ".~":
                raise BoardError(f"grid cell {letters[col]}{row + 1} has unknown mark {char!r}")
            cells[f"{letters[col]}{row + 1}"] = (col, row, LAND if char == "." else WATER)
    # Index order: west to east, north to south, so indices read like the map.
    return dict(sorted(cells.items(), key=lambda item: (item[1][0], item[1][1])))


def _require_space(label: str, cells: Mapping[str, object], what: str) -> int:
    """The index of the space ``label`` (``cells`` in index order); BoardError naming ``what`` if none."""
    if label not in cells:
        raise BoardError(f"{what} names space {label}, which is not on the map")
    return list(cells).index(label)


def _seas(raw: dict[str, list[str]], cells: dict[str, tuple[int, int, str]]) -> dict[str, str]:
    sea_of: dict[str, str] = {}
    for sea, labels in raw.items():
        for label in labels:
            _require_space(label, cells, f"sea {sea}")
            if cells[label][2] != WATER:
                raise BoardError(f"sea {sea} lists {label}, which is land")
            if label in sea_of:
                raise BoardError(f"space {label} is in two seas: {sea_of[label]} and {sea}")
            sea_of[label] = sea
    return sea_of


def _families(raw: list[dict[str, Any]], cells: dict[str, tuple[int, int, str]]) -> tuple[Family, ...]:  # JSON
    families = []
    for i, entry in enumerate(raw):
        start = _require_space(entry["start"], cells, f"family {entry['name']}")
        if cells[entry["start"]][2] != LAND:
            raise BoardError(f"family {entry['name']} starts on {entry['start']}, which is water")
        if not 3 <= entry["portion"] <= 6:
            raise BoardError(f"family {entry['name']} has marriage portion {entry['portion']}, not 3-6")
        if entry["glyph"] not in GLYPHS:
            raise BoardError(f"family {entry['name']} has unknown glyph {entry['glyph']!r}")
        families.append(Family(i, entry["name"], entry["short"], entry["colour"], entry["glyph"],
                               start, entry["portion"]))
    return tuple(families)


def _goods(raw: list[dict[str, Any]], cells: dict[str, tuple[int, int, str]]) -> dict[int, Good]:  # JSON: a board file
    goods: dict[int, Good] = {}
    for entry in raw:
        space = _require_space(entry["space"], cells, f"good {entry['number']} ({entry['name']})")
        if cells[entry["space"]][2] != LAND:
            raise BoardError(f"good {entry['number']} ({entry['name']}) lies on water at {entry['space']}")
        if entry["number"] in goods:
            raise BoardError(f"good number {entry['number']} is used twice")
        goods[entry["number"]] = Good(entry["number"], entry["name"], space)
    return goods


def _neighbours(spaces: tuple[Space, ...], by_label: dict[str, int],
                added: list[list[str]], cut: list[list[str]]) -> tuple[tuple[int, ...], ...]:
    at = {(s.column, s.row): s.index for s in spaces}
    links: list[set[int]] = [set() for _ in spaces]
    for s in spaces:
        for dc, dr in (_ODD_COLUMN if s.column % 2 else _EVEN_COLUMN):
            other = at.get((s.column + dc, s.row + dr))
            if other is not None:
                links[s.index].add(other)
    for pair, change in [(p, set.add) for p in added] + [(p, set.discard) for p in cut]:
        a, b = (_require_space(label, by_label, "link") for label in pair)
        change(links[a], b)
        change(links[b], a)
    return tuple(tuple(sorted(n)) for n in links)


def _walls(by_label: dict[str, int], cut: list[list[str]]) -> tuple[tuple[int, int], ...]:
    """The cut links as pairs of space indices, lower first, in index order."""
    pairs = (sorted(_require_space(label, by_label, "link") for label in pair) for pair in cut)
    return tuple(sorted((low, high) for low, high in pairs))


def _rules(raw: dict[str, Any]) -> Rules:  # JSON: a board file
    return Rules(**(dict(raw) | {"hand_limit": {int(k): v for k, v in raw["hand_limit"].items()}}))


def _evened_seats(raw: dict[str, list[int]]) -> dict[int, tuple[int, ...]]:  # JSON: a board file
    """Each player count's extra Dirham by seat: one small amount for every seat."""
    schedules = {int(count): tuple(extra) for count, extra in raw.items()}
    for count, extra in schedules.items():
        if not 2 <= count <= 5 or len(extra) != count:
            raise BoardError(f"evened_seats for {count} players gives {len(extra)} amounts, not one for each seat")
        if not all(isinstance(amount, int) and 0 <= amount <= MOST_EXTRA_DIRHAM for amount in extra):
            raise BoardError(f"evened_seats for {count} players: each amount is 0 to {MOST_EXTRA_DIRHAM} Dirham")
    return schedules


def _validate(board: Board) -> None:
    for s in board.spaces:
        for n in board.neighbours[s.index]:
            if s.index not in board.neighbours[n]:
                raise BoardError(f"link {s.label}-{board.spaces[n].label} is one-way")
    _check_connected(board)
    if len(board.families) != 10:
        raise BoardError(f"the board has {len(board.families)} families, expected 10")
    if sorted(board.goods) != list(range(1, 34)):
        raise BoardError("goods must be numbered 1 to 33, each once")
    for field in ("name", "short", "colour", "glyph", "start"):
        values = [getattr(f, field) for f in board.families]
        if len(set(values)) != len(values):
            raise BoardError(f"two families share a {field}")
    starts = {f.start for f in board.families}
    for good in board.goods.values():
        if good.space in starts:
            raise BoardError(f"good {good.number} ({good.name}) lies on a start space, "
                             f"{board.spaces[good.space].label}")
    if len({g.space for g in board.goods.values()}) != len(board.goods):
        raise BoardError("two goods share one space")


def _check_connected(board: Board) -> None:
    seen = {0}
    queue = deque([0])
    while queue:
        for n in board.neighbours[queue.popleft()]:
            if n not in seen:
                seen.add(n)
                queue.append(n)
    if len(seen) != len(board.spaces):
        cut_off = next(s.label for s in board.spaces if s.index not in seen)
        raise BoardError(f"the map is not connected: {cut_off} cannot be reached from {board.spaces[0].label}")
