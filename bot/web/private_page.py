"""What a seat's private page shows its holder (``docs/web.md#the-private-page``), in the reader's language: the hand
with each card's points now and at best, the hand limit, the open decisions, the legal moves (the camels' spaces
numbered as on the turn panel's target image) and, once made, the seat's review (issue #51; never on the public
page). Read-only: acting stays in Discord, or in the terminal for a game played there (``play --web``), whose one
player is spoken to ("Your hand"). Made from the seat's own screen, which only the holder's link reaches."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from bot.engine.view import SaleOffer
from bot.games.samarkand.game_service import SeatScreen
from bot.games.samarkand.turn_options import first_spaces
from bot.words.i18n import Msg, Text, family
from bot.words.image_words import words_in
from bot.words.narrate import card_name, sale_awaited, table_waits
from bot.words.review_words import review_lines
from bot.words.spoken_to import is_default_name
from bot.words.textboard import count_line, decision_lines, standing_line, tiles_of
from rendering import Target, numbered_targets, target_key

OFFLINE_CHANNEL = "console:"  # a game played at a keyboard (``python -m bot play``) sits in "console:TABLE"


@dataclass(frozen=True)
class CardRow:
    name: str
    now: int
    best: int


@dataclass(frozen=True)
class PrivatePage:
    game: int
    language: str
    title: str
    heading: str
    note: str
    figures: tuple[str, ...]  # money and tiles, the total with the cards, the cards against the hand limit
    cards: tuple[CardRow, ...]
    decisions: tuple[str, ...]
    moves: tuple[str, ...]
    targets: int  # spaces numbered on the moves image; 0: no image
    review: tuple[str, ...] = ()  # the seat's review of the finished game, once it is made
    key: tuple[str, ...] = ()  # what a camel on each numbered space would bring, under the image


def seat_targets(screen: SeatScreen) -> list[Target]:
    """Every space the seat's camels may take now, numbered as the turn panel's menus number
    them: the page's key and its image both read these, so their numbers cannot drift apart."""
    return numbered_targets(screen.board, screen.view, first_spaces(screen.board, screen.options))


def moves_of(screen: SeatScreen, t: Text) -> tuple[list[str], list[Target]]:
    """The seat's legal moves in words, and the spaces the image numbers: none while another
    seat is to play, a decision is open, the game waits for sale answers (a ``sales: at once``
    table, the last offers before the scoring: said as its turn message says it, never the turn's
    player named as if they could move) or the game is over or aborted."""
    options, board, public = screen.options, screen.board, screen.view
    if public.over:
        return [t("web.private_over")], []
    if screen.aborted:
        return [t("hand.aborted")], []
    if not options.active:
        waits = table_waits(public)  # nobody is to play: the last offers before the scoring, or a sale answer
        if waits is not None and not public.settling:  # a ``sales: at once`` table: the seat's own answer or another's
            return [t(sale_awaited(sum(isinstance(d, SaleOffer) for d in public.decisions)))], []
        if waits is not None:
            return [t(waits)], []
        if public.active == public.you:  # the seat's own turn, held up by its own decision (a discard)
            return [t("web.private_decide_first")], []
        discarding = any(w.player == public.active and w.kind == "discard" for w in public.waiting)
        key = "web.private_waiting_discard" if discarding else "web.private_waiting"  # a marriage's discard (R4.5)
        return [t(key, name=screen.names[public.active])], []
    said = [t("web.private_marry", families=[family(board, f) for f in options.marry])] if options.marry else []
    targets = seat_targets(screen)
    if targets:
        said.append(t("web.private_expand", count=len(targets)))
    return said, targets


def private_page(screen: SeatScreen, until: int, t: Text) -> PrivatePage:
    """The page of ``screen``'s seat, for a link good until ``until`` (seconds since the epoch)."""
    mine, board = screen.view, screen.board
    me = mine.players[mine.you]
    name = screen.names[mine.you]
    moves, targets = moves_of(screen, t)
    decisions = decision_lines(board, mine.decisions, t) or [t("web.private_no_decisions")]
    figures = [t("hand.money", money=me.money, tiles=tiles_of(board, me.tiles, t)), standing_line(mine, t),
               count_line(mine, t)]
    if me.sold:
        figures.append(t("hand.sold", cards=[card_name(board, c) for c in me.sold]))
    expires = datetime.fromtimestamp(until, UTC).strftime("%Y-%m-%d %H:%M")
    offline = screen.channel_id.startswith(OFFLINE_CHANNEL)
    title, heading = headings(screen.game_id, name, mine.turn, offline)
    note = t("web.private_note_offline" if offline else "web.private_note", until=expires)
    return PrivatePage(game=screen.game_id, language=t.language, title=t(title), heading=t(heading), note=note,
                       figures=tuple(figures),
                       cards=tuple(CardRow(t(card_name(board, c.card)), c.points, c.best) for c in mine.hand),
                       decisions=tuple(decisions), moves=tuple(moves), targets=len(targets),
                       review=review_of(screen, t), key=tuple(target_key(board, targets, words_in(t.language))))


def headings(game: int, name: str, turn: int, offline: bool) -> tuple[Msg, Msg]:
    """The page's title and heading. The console's one player, named as its language says
    "you", is spoken to ("Your hand"), not named ("You's hand"); a Discord player keeps their name."""
    if offline and is_default_name(name):
        return Msg("web.private_title_yours", game=game), Msg("web.private_heading_yours", turn=turn)
    return Msg("web.private_title", game=game, name=name), Msg("web.private_heading", name=name, turn=turn)


def review_of(screen: SeatScreen, t: Text) -> tuple[str, ...]:
    """The seat's review in the reader's words, without Discord's markup (none while it is not made)."""
    if screen.review is None:
        return ()
    return tuple(t.lines(review_lines(screen.board, screen.names, screen.review)))
