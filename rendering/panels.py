"""What surrounds the map: the headline, family domains, the meetings half grid and the
players' figures, each drawn at the text sizes of the image it is on."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.engine import Board
from bot.engine.scoring import END_STUCK, ScoreLine
from bot.engine.view import FamilyFigures, PublicPlayer, PublicView
from rendering.canvas import Box, Canvas, drawn_width, text_width
from rendering.fonts import drawable
from rendering.lastturn import LastTurn
from rendering.style import FAINT, GREEN, GREY, HEX_EDGE, INK, LAST_TURN, PANEL, rgb
from rendering.words import Words

TILES_AFTER_TEXT = 8  # the least room between a player card's hand line and its first tile
TILE_INK = 0.3  # how far a tile's sign reaches past its radius (rendering.canvas.Canvas.glyph), in radii


@dataclass(frozen=True)
class Sizes:
    """Text sizes (pixels) and the radius of family signs, chosen per image so that each
    is legible at the width the image is shown at."""

    small: int
    normal: int
    large: int
    title: int
    sign: int

    @property
    def line(self) -> int:
        return round(self.normal * 1.35)


NAME_LEAST = 4  # a name cut to fit its line keeps at least these letters (and "…")


def headline(board: Board, public: PublicView, last_turn: LastTurn | None, words: Words,
             after: int | None = None, earlier: Sequence[LastTurn] = ()) -> list[str]:
    """The title, who is awaited (or who won; empty while only a secret sale offer is open;
    that the game has ended and waits for the last sale answers, naming no holder (R6.5), where
    the title alone read as if someone were to play), then what the last turn did: with the
    ``earlier`` turns of a chain the message covers, a line per turn. The title names the turn
    to play, or ``after``, the turn the position follows (an earlier position asked for by that
    turn, whose view already names the next one)."""
    names = drawn_names(public, words)
    title = words("turn", turn=public.turn) if after is None else words("after_turn", turn=after)
    lines = [words("game_over") if public.over else title]
    if public.scores is not None and public.winners is not None:  # the game is over
        best = max(line.total for line in public.scores)
        winners = [names[seat] for seat in public.winners]
        lines.append(words("winners", count=len(winners), names=words.join(winners), points=best))
    elif public.settling:
        lines.append(words("settling_stuck" if public.end_reason == END_STUCK else "settling"))
    else:
        awaited = [words("to_discard" if w.kind == "discard" else "to_play", name=names[w.player])
                   for w in public.waiting]
        lines.append(words.join(awaited))
    if last_turn and earlier:  # numbered as the image marks each turn's spaces (``turn_image.draw_numbers``)
        return lines + [f"{k}. " + " · ".join(describe(board, names, turn, words))
                        for k, turn in enumerate((*earlier, last_turn), 1)]
    return lines + (describe(board, names, last_turn, words) if last_turn else [])


def drawn_names(public: PublicView, words: Words) -> list[str]:
    """Every player's name as an image draws it (``drawn_name``)."""
    return [drawn_name(public, seat, words) for seat in range(len(public.players))]


def drawn_name(public: PublicView, seat: int, words: Words) -> str:
    """A name as an image can draw it (``drawable``); one all of missing letters ("李小龍") drawn as its seat."""
    return drawable(public.players[seat].name) or words("seat_name", number=seat + 1)


def describe(board: Board, names: list[str], turn: LastTurn, words: Words) -> list[str]:
    """The last turn in at most two lines: the marriage or the camels placed; then the
    first meetings and, after a " · ", the automatic passes that followed it."""
    lines = []
    name = names[turn.player] if turn.player is not None else ""
    if turn.married is not None:
        family = board.families[turn.married]
        lines.append(words("married", name=name, family=words.family(board, turn.married), portion=family.portion))
    if turn.family is not None:
        labels = [board.spaces[s].label for s in turn.placed]
        lines.append(words("placed", count=len(labels), name=name, family=words.family(board, turn.family),
                           spaces=words.join(labels)))
    met = [words("met", first=words.family(board, a), second=words.family(board, b)) for a, b in turn.met]
    after = [*([words.join(met)] if met else []), *passed(names, turn.passed, words)]  # two lists' "and"s kept apart
    return lines + ([SEPARATOR.join(after)] if after else [])


def passed(names: list[str], seats: tuple[int, ...], words: Words) -> list[str]:
    """The automatic passes (R3.2) in a few words: one's name, several named once with one verb, or everyone's in a
    word: five names each with its verb did not fit the headline, which then ended mid-word."""
    if len(seats) > 1 and set(seats) == set(range(len(names))):
        return [words("passed_everyone")]
    if len(seats) > 1:
        return [words("passed_several", names=words.join([names[seat] for seat in seats]))]
    return [words("passed", name=names[seat]) for seat in seats]


def draw_domain(canvas: Canvas, board: Board, public: PublicView, family: int,
                box: tuple[int, int, int, int], last_turn: LastTurn | None, sizes: Sizes, words: Words) -> None:
    """A family's domain: name and sign, portion and start, treasury, camels and tiles left,
    the relationship stack (its top marker dark green until the family first meets).
    A marriage of the last turn rings the domain in the last turn's colour."""
    left, top, right, bottom = box
    figures = public.families[family]
    this = board.families[family]
    married_now = last_turn is not None and last_turn.married == family
    canvas.draw.rounded_rectangle(box, radius=8, fill=PANEL, outline=rgb(this.colour), width=4)
    if married_now:
        canvas.draw.rounded_rectangle((left + 5, top + 5, right - 5, bottom - 5), radius=6, outline=LAST_TURN, width=5)
    pad = 14
    inner = (left + pad, top + 4, right - pad, bottom - 4)
    y = top + pad
    canvas.glyph(this.glyph, (left + pad + sizes.sign + 2, y + sizes.large * 0.55), sizes.sign, rgb(this.colour))
    canvas.text((left + 2 * pad + 2 * sizes.sign + 4, y), words.family(board, family), sizes.large, INK, bold=True,
                within=inner)
    y += round(sizes.large * 1.4)
    canvas.text((left + pad, y), words("portion", portion=this.portion, start=board.spaces[this.start].label),
                sizes.small, FAINT, within=inner)
    y += sizes.line
    canvas.text((left + pad, y), words("treasury", amount=figures.treasury), sizes.normal, INK, within=inner)
    y += sizes.line
    canvas.text((left + pad, y), words("camels_tiles", camels=figures.camels_left, tiles=figures.tiles_left),
                sizes.normal, INK, within=inner)
    y += sizes.line + 4
    _stack(canvas, board, figures, (left + pad, y), sizes)
    step = sizes.normal + 6
    x = left + pad + step * board.rules.relationship_markers_per_family + 8
    note = ""
    if married_now and last_turn is not None and last_turn.player is not None:
        note = married_note(drawn_name(public, last_turn.player, words), sizes.small, inner[2] - x, words)
    elif figures.green_gone:
        note = fit(words("met_mark"), sizes.small, inner[2] - x)
    if note:
        canvas.text((x, y + sizes.normal / 2), note, sizes.small, INK, "lm", within=inner)


def married_note(name: str, size: int, width: int, words: Words) -> str:
    """Who married in, beside the family's stack, within ``width`` pixels: with the words where
    they fit, else the name alone (the ring already says the marriage; ``fit_name``), where the
    note was cut to "Computer 2 (…", neither number nor level left, or "Wilh… marrie…"."""
    said = words("married_by", name=name)
    return said if drawn_width(said, size) <= width else fit_name(name, size, width, words, bold=False)


def _stack(canvas: Canvas, board: Board, figures: FamilyFigures, at: tuple[int, int], sizes: Sizes) -> None:
    """The relationship markers left, the top one green until the family first meets; an empty
    square for each gone, so the stack's height reads at a glance."""
    top = figures.markers_left - 1
    for k in range(board.rules.relationship_markers_per_family):
        colour = PANEL if k > top else GREEN if k == top and not figures.green_gone else GREY
        x = at[0] + k * (sizes.normal + 6)
        canvas.draw.rectangle((x, at[1], x + sizes.normal, at[1] + sizes.normal), fill=colour, outline=HEX_EDGE)


def draw_meetings(canvas: Canvas, board: Board, public: PublicView, last_turn: LastTurn | None,
                  at: tuple[int, int], cell: int, sizes: Sizes, words: Words) -> None:
    """Each pair once, as a half grid: row ``a`` and column ``b`` (b < a) meet in one cell,
    filled dark green once they have met, ringed in the last turn's colour if it was now.
    Family signs stand at each row's start and above each column's top cell."""
    canvas.text(at, words("meetings"), sizes.large, INK, bold=True)
    met = {tuple(sorted(pair)) for pair in public.met}
    new = {tuple(sorted(pair)) for pair in last_turn.met} if last_turn else set()
    for a in range(1, len(board.families)):
        left, top, _, bottom = meeting_cell(at, a, 0, cell, sizes)
        sign = board.families[a]
        canvas.glyph(sign.glyph, (left - cell / 2, (top + bottom) / 2), sizes.sign, rgb(sign.colour))
        for b in range(a):
            box = meeting_cell(at, a, b, cell, sizes)
            canvas.draw.rectangle(box, fill=GREEN if (b, a) in met else PANEL, outline=HEX_EDGE)
            if (b, a) in new:
                canvas.draw.rectangle((box[0] + 2, box[1] + 2, box[2] - 2, box[3] - 2), outline=LAST_TURN, width=4)
        column = meeting_cell(at, a, a - 1, cell, sizes)
        sign = board.families[a - 1]
        canvas.glyph(sign.glyph, ((column[0] + column[2]) / 2, column[1] - cell / 2), sizes.sign, rgb(sign.colour))


def meeting_cell(at: tuple[int, int], a: int, b: int, cell: int, sizes: Sizes) -> tuple[int, int, int, int]:
    """The cell of the pair (``a``, ``b``), b < a, in the half grid drawn at ``at``."""
    left = at[0] + cell + b * cell
    top = at[1] + round(sizes.large * 1.5) + cell + (a - 1) * cell
    return left, top, left + cell, top + cell


def meetings_size(board: Board, cell: int, sizes: Sizes) -> tuple[int, int]:
    count = len(board.families)
    return count * cell, round(sizes.large * 1.5) + count * cell


def outlined(public: PublicView, seat: int) -> bool:
    """Whether the seat's figures are framed: the player the game waits for in play, a winner
    at the end (the headline names them; the frame finds their figures among the rest)."""
    if public.winners is not None:
        return seat in public.winners
    return any(w.player == seat for w in public.waiting)


def draw_player_card(canvas: Canvas, board: Board, public: PublicView, seat: int,
                     box: tuple[int, int, int, int], sizes: Sizes, words: Words) -> None:
    """One player's public figures (R10); at the end the final breakdown and revealed hand."""
    left, top, right, bottom = box
    inner = (left + 4, top + 4, right - 4, bottom - 4)
    player = public.players[seat]
    waited, framed = any(w.player == seat for w in public.waiting), outlined(public, seat)
    canvas.draw.rounded_rectangle(box, radius=6, fill=PANEL, outline=INK if framed else HEX_EDGE,
                                  width=4 if framed else 1)
    pad = 10
    y = top + pad
    shown = drawn_name(public, seat, words)
    name = words("to_play", name=shown) if waited else shown
    points_text = points_of(public, seat, words)
    points_box = canvas.text((right - pad, y), points_text, sizes.normal, INK, "ra", bold=True, within=inner)
    room = right - left - 3 * pad - text_width(points_text, sizes.normal, True)
    canvas.text((left + pad, y), fit_line(name, [shown], sizes.normal, room, True), sizes.normal, INK, bold=True,
                within=(inner[0], inner[1], points_box[0], inner[3]))
    y += sizes.line
    canvas.text((left + pad, y), figures_of(player, words), sizes.small, INK, within=inner)
    y += sizes.line
    hand = words("hand", hand=player.hand_size, sold=len(player.sold))
    room = right - pad - (left + pad + drawn_width(hand, sizes.small) + TILES_AFTER_TEXT)
    step = tiles_step(len(player.tiles), room, sizes, 8)
    tiles_start = draw_tiles(canvas, board, player.tiles, right - pad, y + sizes.small / 2, sizes, 8, step)
    canvas.text((left + pad, y), fit(hand, sizes.small, tiles_start - (left + pad)), sizes.small, INK,
                within=(inner[0], inner[1], max(inner[0], tiles_start), inner[3]))
    if score := _final_line(public, seat):
        y += sizes.line
        flow(canvas, (left + pad, y), right - left - 2 * pad, _revealed(board, score, words), sizes.small, sizes.line,
             inner)


def tiles_step(count: int, room: float, sizes: Sizes, gap: int) -> float:
    """How far apart ``count`` tiles stand to fit ``room`` pixels: ``gap`` between them where they
    fit, closer where not (eight tiles covered a German "verkauft 2"), at least half a tile apart."""
    full = 2 * sizes.sign + gap
    if count < 2:
        return full
    fitting = (room - (2 + TILE_INK) * sizes.sign - 2) / (count - 1)  # the leftmost sign's ink within the room
    return max(sizes.sign, min(full, fitting))


def draw_tiles(canvas: Canvas, board: Board, tiles: Sequence[int], right: int, middle: float, sizes: Sizes,
               gap: int, step: float | None = None) -> int:
    """The player's family tiles leftwards from ``right``, ``gap`` apart, or ``step`` from centre to
    centre (``tiles_step``); where the last one's step ends, and so left of its sign's ink."""
    if step is None:
        step = 2 * sizes.sign + gap
        start: float = right - len(tiles) * step
    else:
        leftmost = right - sizes.sign - (len(tiles) - 1) * step  # the last sign's centre
        start = min(right - len(tiles) * step, leftmost - (1 + TILE_INK) * sizes.sign - 2)
    for k, family in enumerate(reversed(tiles)):
        sign = board.families[family]
        canvas.glyph(sign.glyph, (right - sizes.sign - k * step, middle), sizes.sign, rgb(sign.colour))
    return int(start)


def points_of(public: PublicView, seat: int, words: Words) -> str:
    """A player's points: public points in play (the cards are secret: said so), the total at the end."""
    score = _final_line(public, seat)
    if score is None:
        return words("points_before_cards", count=public.players[seat].public_points)
    return words("points", count=score.total)


def figures_of(player: PublicPlayer, words: Words) -> str:
    """A player's money and the goods and relationship markers they hold."""
    return words("figures", money=player.money, goods=len(player.goods_markers),
                 relations=len(player.relationship_markers))


def card_height(public: PublicView, board: Board, width: int, sizes: Sizes, words: Words) -> int:
    """The height every player card needs (the longest revealed hand at the end)."""
    revealed = (len(flow_lines(_revealed(board, score, words), width - 20, sizes.small))
                for score in public.scores or ())
    return 20 + (3 + max(revealed, default=0)) * sizes.line


def _final_line(public: PublicView, seat: int) -> ScoreLine | None:
    return next((line for line in public.scores or () if line.seat == seat), None)


def _revealed(board: Board, score: ScoreLine, words: Words) -> list[str]:
    """A player's final breakdown, then each card of their revealed hand with its points."""
    return [words("breakdown", cards=score.cards, goods=score.goods_markers, relations=score.relationships,
                  money=score.money),
            *(words("card_points", number=card, good=words.good(board, card), points=points)
              for card, points in score.hand)]


SEPARATOR = " · "


def flow_lines(parts: list[str], width: int, size: int, separator: str = SEPARATOR) -> list[str]:
    """``parts`` set in lines no wider than ``width``, separated by ``separator`` (a middle
    dot); a part too wide for a line of its own is wrapped (``wrap``)."""
    lines: list[str] = []
    for part in parts:
        joined = lines[-1] + separator + part if lines else part
        if lines and text_width(joined, size) <= width:
            lines[-1] = joined
        else:
            lines.extend(wrap(part, width, size))
    return lines


def wrap(text: str, width: int, size: int) -> list[str]:
    """``text`` in lines no wider than ``width``: broken at its middle dots if it has any
    (a longer language's figures keep each figure whole), else between words; only a word
    wider than the line is cut short."""
    if text_width(text, size) <= width:
        return [text]
    for separator in (SEPARATOR, " "):
        if len(pieces := text.split(separator)) > 1:
            return flow_lines(pieces, width, size, separator)
    return [fit(text, size, width)]


def flow(canvas: Canvas, at: tuple[int, int], width: int, parts: list[str], size: int, line: int, within: Box) -> None:
    """Draw ``parts`` in as many lines as they need (inside ``within``)."""
    for k, text in enumerate(flow_lines(parts, width, size)):
        canvas.text((at[0], at[1] + k * line), text, size, INK, within=within)


def fit_line(text: str, names: Sequence[str], size: int, width: int, bold: bool = False) -> str:
    """``text`` within ``width`` pixels, the players' names in it cut first (the longest
    first, down to a few letters), then the line's end: what the line says of them (who won
    and with how many points, that they are to play, the space a camel went to) is its point,
    and a line cut at its end by one long name lost it."""
    for name in sorted({n for n in names if len(n) > NAME_LEAST and n in text}, key=len, reverse=True):
        short = name
        while len(short) > NAME_LEAST and drawn_width(text.replace(name, short + "…", 1), size, bold) > width:
            short = short[:-1]
        if drawn_width(text, size, bold) > width:
            text = text.replace(name, short + "…", 1)  # the name, where the line begins to speak of it
    return fit(text, size, width, bold)


def fit_name(name: str, size: int, width: int, words: Words, bold: bool = True) -> str:
    """A player's name within ``width`` pixels: a computer's too long for it in its short form
    ("C1 · Expert", ``image.computer_short``), cut from the name's side, so that its number and
    level stay; the rows had cut both ("Computer 1 (…"). Any other cut at its end."""
    if drawn_width(name, size, bold) > width and (short := words.computer_short(name)):
        name = short
    return fit(name, size, width, bold)


def fit(text: str, size: int, width: int, bold: bool = False) -> str:
    """``text`` cut short with an ellipsis so it is at most ``width`` pixels wide."""
    if drawn_width(text, size, bold) <= width:
        return text
    while text and drawn_width(text + "…", size, bold) > width:
        text = text[:-1]
    return text + "…"
