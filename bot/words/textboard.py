"""The board and a hand as plain text, for the terminal and for Discord messages, in the
reader's language (``Text``). Tables size their columns to the language's own headings."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from string import ascii_uppercase
from textwrap import fill
from unicodedata import combining, east_asian_width

from bot.engine import Board
from bot.engine.scoring import ScoreLine
from bot.engine.view import DiscardDue, OpenDecision, PublicView, SaleOffer, SeatView
from bot.words.i18n import Msg, Text, cards_between, family, good
from bot.words.narrate import awaits_sale_answer, card_name

CELL = 6  # two camels' codes and the last turn's star, and a space before the next cell
WIDTH = 79  # every line fits a terminal 80 columns wide
WINNER = "*"  # before a winner's name in the final scores: an ASCII letter, one column in every font


def fitted(text: str, width: int = WIDTH) -> str:
    """``text`` with every line longer than ``width`` wrapped, its continuation indented two
    more than the line: a player's line with a long name, a long list of meetings or of cards
    would otherwise run past a terminal's edge. Never broken at a hyphen (``Uy-Ch``)."""
    def wrapped(line: str) -> str:
        indent = line[: len(line) - len(line.lstrip())]
        return fill(line.lstrip(), width, initial_indent=indent, subsequent_indent=indent + "  ",
                    break_on_hyphens=False)
    return "\n".join(line if len(line) <= width else wrapped(line) for line in text.split("\n"))


def map_text(board: Board, public: PublicView) -> str:
    """A grid like the map: camels by family code, goods still on the map as $number,
    water as ~, other land as a dot; the last turn's spaces marked with *. A map wider than
    80 characters is drawn in blocks of columns one under the other (the default board's
    sixteen: A–H, then I–P), so that every cell has room for two camels and the star."""
    per_block = (WIDTH - len(str(board.rows)) - 1) // CELL
    blocks = -(-board.columns // per_block)  # as few as fit, as even as can be
    width = -(-board.columns // blocks)
    return "\n\n".join(_map_block(board, public, range(first, min(first + width, board.columns)))
                       for first in range(0, board.columns, width))


def _map_block(board: Board, public: PublicView, columns: range) -> str:
    at = {(s.column, s.row): s for s in board.spaces}
    on_map = set(public.goods_on_map)
    last = set(public.last_placed)
    margin = len(str(board.rows)) + 1  # the row numbers' column, as narrow as they allow
    lines = [(" " * margin + "".join(ascii_uppercase[col].ljust(CELL) for col in columns)).rstrip()]
    for row in range(board.rows):
        cells = []
        for col in columns:
            space = at.get((col, row))
            if space is None:
                cells.append(" " * CELL)
                continue
            here = public.spaces[space.index]
            if here:
                text = "".join(board.families[f].short for f in here)
            elif space.good in on_map:
                text = f"${space.good}"
            else:
                text = "~" if space.kind == "water" else "."
            cells.append((text + ("*" if space.index in last else "")).ljust(CELL))
        lines.append(f"{row + 1:>{margin - 1}} " + "".join(cells).rstrip())
    return "\n".join(lines)


def legend_text(board: Board, t: Text) -> str:
    """What the map's symbols mean, and how its spaces touch: the grid is of hexagons drawn
    as a square one, so two of a space's neighbours are not where a square grid puts them.
    Shown on two side-by-side spaces of this board, so that its exceptions show too."""
    even, odd = (_touching(board, space, t) for space in _examples(board))
    lines = [t("board.legend"), t("board.neighbours", even=even, odd=odd)]
    return "\n".join(fill(line, WIDTH, subsequent_indent="  ") for line in lines)


def _examples(board: Board) -> tuple[int, int]:
    """The first space with six neighbours in a column A, C, E, … whose right-hand neighbour
    (a B, D, F, … column) has six too."""
    inner = {(s.column, s.row): s.index for s in board.spaces if len(board.neighbours[s.index]) == 6}
    return next((index, inner[column + 1, row]) for (column, row), index in inner.items()
                if column % 2 == 0 and (column + 1, row) in inner)


def _touching(board: Board, space: int, t: Text) -> str:
    near = sorted(board.neighbours[space], key=lambda n: (board.spaces[n].column, board.spaces[n].row))
    return t("board.touches", space=board.spaces[space].label, spaces=[board.spaces[n].label for n in near])


def columns(text: str) -> int:
    """How many columns ``text`` takes in a monospaced font: a wide letter (Chinese, Japanese,
    Korean, most emoji) takes two, a combining mark or joiner none. A table padded by
    ``len`` shifts every column after a name like "🐉 李小龍" to the right."""
    def one(letter: str) -> int:
        if combining(letter) or letter in "\u200b\u200c\u200d\ufe0e\ufe0f":
            return 0
        return 2 if east_asian_width(letter) in ("W", "F") else 1
    return sum(one(letter) for letter in text)


def table(headings: list[str], rows: list[list[str]], notes: list[str]) -> str:
    """Columns as wide as their heading or widest cell, counted in ``columns``: the first
    left-aligned, numbers right-aligned; each row's note (if any) after it, or under it where
    the line would pass 80 columns."""
    widths = [max(columns(cell) for cell in column) for column in zip(headings, *rows, strict=True)]

    def line(cells: list[str]) -> str:
        first, *rest = cells
        return "  ".join([first + " " * (widths[0] - columns(first)),
                          *(" " * (w - columns(c)) + c for c, w in zip(rest, widths[1:], strict=True))])
    def noted(row: str, note: str) -> str:  # a note with no room beside its row goes under it
        return f"{row}{note}" if columns(row + note) <= WIDTH else f"{row}\n  {note.strip()}"
    return "\n".join([line(headings).rstrip(),
                      *(noted(line(row), note) for row, note in zip(rows, notes, strict=True))])


def families_text(board: Board, public: PublicView, t: Text) -> str:
    headings = [t(f"board.column.{name}") for name in ("family", "code", "portion", "treasury", "camels", "tiles",
                                                       "markers")]
    rows = [[t(family(board, this.index)), this.short, str(this.portion), str(figures.treasury),
             str(figures.camels_left), str(figures.tiles_left), str(figures.markers_left)]
            for this, figures in zip(board.families, public.families, strict=True)]
    return table(headings, rows, ["" if figures.green_gone else f"  {t('board.green_on_top')}"
                                  for figures in public.families])


def tiles_of(board: Board, tiles: Sequence[int], t: Text) -> str:
    return ", ".join(t(family(board, f)) for f in tiles) or t("board.no_tiles")


def players_text(board: Board, public: PublicView, names: list[str], t: Text) -> str:
    rows = []
    for seat, (name, p) in enumerate(zip(names, public.players, strict=True)):
        extra = [t("board.sold", count=len(p.sold))] if p.sold else []
        if any(w.player == seat for w in public.waiting):  # as the images mark them: nobody while a sale is awaited
            extra.append(t("board.to_play"))
        rows.append(t("board.player", name=name, count=p.public_points, money=p.money,
                      goods=len(p.goods_markers), relations=len(p.relationship_markers),
                      tiles=tiles_of(board, p.tiles, t), hand=p.hand_size, extra="".join(extra)))
    return "\n".join(rows)


def met_text(board: Board, public: PublicView, t: Text) -> str:
    pairs = [f"{board.families[a].short}-{board.families[b].short}" for a, b in public.met]
    return t("board.met", pairs=pairs) if pairs else t("board.met_nobody")


def met_names(board: Board, public: PublicView, t: Text) -> str:
    """The pairs of families that have met, by their names in the reader's language: a turn
    message's field, which has no key to the map's two-letter codes (taken from the English
    names, they read as nothing in German)."""
    pairs = [Msg("embed.met_pair", a=family(board, a), b=family(board, b)) for a, b in public.met]
    return t("embed.met", pairs=pairs) if pairs else t("embed.met_nobody")


def board_text(board: Board, public: PublicView, names: list[str], t: Text) -> str:
    """Everything public at a glance, within a terminal 80 columns wide."""
    if public.bag_size or public.removed_tiles:
        removed = [family(board, f) for f in public.removed_tiles] or Msg("board.removed_none")
        head = t("board.head_bag", turn=public.turn, deck=public.deck_size, discard=public.discard_size,
                 count=public.bag_size, removed=removed)
    else:
        head = t("board.head", turn=public.turn, deck=public.deck_size, discard=public.discard_size)
    parts = [head, map_text(board, public), legend_text(board, t), families_text(board, public, t),
             met_text(board, public, t), players_text(board, public, names, t)]
    if public.scores:
        parts.append(scores_text(public.scores, t))
    return fitted("\n\n".join(parts))


def revealed_text(board: Board, scores: Sequence[ScoreLine], t: Text) -> str:
    """Every hand at the end, card by card with its points (R9.4)."""
    rows = []
    for line in scores:
        cards = [Msg("board.card_points", good=good(board, card), points=points) for card, points in line.hand]
        rows.append(t("board.revealed", name=line.name, cards=cards or Msg("board.no_cards")))
    return "\n".join(rows)


def scores_text(scores: Sequence[ScoreLine], t: Text) -> str:
    """The final scores, best first: each name on its own line, marked if they won (``WINNER``, explained last),
    over their figures. A phone's code block holds about 40 columns: a 32-letter name beside the figures, or a note
    after the winner's row, made every row wrap; this way the widest line is the headings (39 columns in English),
    whatever the names' length (wide letters, two columns each, can still take more)."""
    best = max(line.total for line in scores)
    headings = [t(f"board.column.{name}") for name in ("cards", "goods", "relationships", "money", "total")]
    ranked = sorted(scores, key=lambda item: -item.total)
    figures = [[str(n) for n in (line.cards, line.goods_markers, line.relationships, line.money, line.total)]
               for line in ranked]
    widths = [max(columns(cell) for cell in column) for column in zip(headings, *figures, strict=True)]

    def under(cells: list[str]) -> str:  # right-aligned under their headings, indented as the names
        return "  " + " ".join(" " * (w - columns(c)) + c for c, w in zip(cells, widths, strict=True))
    lines = [f"  {t('board.column.player')}", under(headings)]
    for line, row in zip(ranked, figures, strict=True):
        lines += [f"{WINNER if line.total == best else ' '} {line.name}", under(row)]
    return "\n".join([*lines, f"{WINNER} {t('board.winner')}"])


def count_line(mine: SeatView, t: Text) -> str:
    """The cards held against the hand limit; over it, while the marriage's discard is due,
    that the discard brings them back within it ("12 of 10" alone reads as a broken rule)."""
    key = "hand.count_over" if mine.cards_held > mine.hand_limit else "hand.count"
    return t(key, count=mine.cards_held, limit=mine.hand_limit)


def hand_text(board: Board, mine: SeatView, t: Text, limit: int | None = None, *,
              orders: Mapping[int, bool] | None = None, since: Sequence[Msg] = (), aborted: bool = False,
              since_start: bool = False, sale_unblocks: bool = False) -> str:
    """A player's private screen: each card, where it lies, its points now and at best, their standing sale
    ``orders``, the news ``since`` their last turn (``since_start``: since the start, before their first turn) and
    what they must decide (``sale_unblocks``: that only a sale would give them a move when their turn comes); in an
    ``aborted`` game, that nothing is left to decide, so the hand is not read as waiting. Within ``limit``
    characters (a Discord message) the news keeps its newest lines and counts those left out; the rest is never
    cut."""
    me = mine.players[mine.you]
    lines = [t("hand.money", money=me.money, tiles=tiles_of(board, me.tiles, t)), standing_line(mine, t),
             count_line(mine, t)]
    if mine.hand:
        lines.append(t("hand.cards"))
        lines += [t("hand.card", card=card_name(board, c.card), points=c.points, best=c.best) for c in mine.hand]
    else:
        lines.append(t("hand.no_cards"))
    if me.sold:
        lines.append(t("hand.sold", cards=[card_name(board, c) for c in me.sold]))
    if orders:
        lines.append(t("hand.orders", orders=[Msg("hand.order_sell" if sell else "hand.order_keep",
                                                  good=good(board, c)) for c, sell in sorted(orders.items())]))
    todo = decision_lines(board, mine.decisions, t, table_waits=not mine.settling and awaits_sale_answer(mine))
    if sale_unblocks:
        todo.append(t("panel.sell_to_move"))
    if aborted:
        todo.append(t("hand.aborted"))
    room = None if limit is None else limit - len("\n".join(lines + todo)) - 1
    return "\n".join(lines + since_block(since, t, room, "hand.since_start" if since_start else "hand.since") + todo)


def standing_line(mine: SeatView, t: Text) -> str:
    """The seat's own total with its cards, which only it may see, and its place by a total
    the same sentence names: in play, by its points in view, the only ones everyone can count
    (the others' cards are secret, R10), said apart from its total with cards; once the game
    is over and every hand is shown, its final place by the final totals."""
    if mine.scores:
        return final_line(mine, t)
    shown = mine.players[mine.you].public_points
    return t("hand.total", total=mine.total, shown=shown, cards=mine.total - shown, rank=mine.rank_in_view,
             players=len(mine.players))


def final_line(mine: SeatView, t: Text) -> str:
    """The seat's final total and place (tied totals share a place, as they share a win, R9.3)."""
    totals = {line.seat: line.total for line in mine.scores or ()}
    own = totals[mine.you]
    place = 1 + sum(total > own for total in totals.values())
    return t("hand.final", count=own, place=place, players=len(totals))


def since_block(news: Sequence[Msg], t: Text, room: int | None, heading: str = "hand.since") -> list[str]:
    """The ``heading`` ("Since your last turn:") and the news, within ``room`` characters if
    given: the newest lines that fit, after a line saying how many earlier ones were left out."""
    if not news:
        return []
    said = [f"  {t(line)}" for line in news]
    block = [t(heading), *said]
    kept = len(said)
    while room is not None and kept and len("\n".join(block)) > room:
        kept -= 1
        block = [t(heading), f"  {t('hand.since_cut', count=len(said) - kept)}", *said[len(said) - kept:]]
    return block


def decision_lines(board: Board, decisions: Sequence[OpenDecision], t: Text, table_waits: bool = False) -> list[str]:
    """Each open decision's line, and how to type a sale answer once after them: said on every
    offer's line, ten open offers took /hand to 1960 of Discord's 2000 characters (German). ``table_waits``: a
    ``sales: at once`` table waits for these answers (R6.5), which a sale's line says, as the holder's DM and panel
    do (the channel sends the holder to /hand without naming them)."""
    lines = [decision_line(board, decision, t, table_waits) for decision in decisions]
    if any(isinstance(decision, SaleOffer) for decision in decisions):
        lines.append(t("hand.todo_sale_type"))
    return lines


def decision_line(board: Board, decision: OpenDecision, t: Text, table_waits: bool = False) -> str:
    if isinstance(decision, DiscardDue):
        return t("hand.todo_discard", amount=cards_between(decision.least, decision.most),
                 cards=[card_name(board, c) for c in decision.drawn])
    return t("hand.todo_sale.table_waits" if table_waits else "hand.todo_sale", card=card_name(board, decision.card),
             price=board.rules.sale_price)

