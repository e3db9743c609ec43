"""The families' panels and the final scores as the public page's text (the board image draws
the same panels): what anyone can count of each family, and, once the game is over, each
player's score with its parts and their hand card by card, as the channel's final message
shows them. Made from the public view only: a hand is in it only once the game is scored,
when every hand is public (R9.4)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine import Board
from bot.engine.view import PublicView
from bot.words.i18n import Msg, Text, family, good


def families_lines(board: Board, public: PublicView, names: list[str], t: Text) -> tuple[str, ...]:
    """Each family in one sentence: its portion and start, its treasury, the camels and tiles
    left in its domain, its relationship markers (the top one green until it first meets) and
    the players married into it (they hold its tiles)."""
    lines = []
    for this, figures in zip(board.families, public.families, strict=True):
        married = [name for name, player in zip(names, public.players, strict=True) if this.index in player.tiles]
        markers = Msg("web.family_markers" if figures.green_gone else "web.family_markers_green",
                      count=figures.markers_left)
        lines.append(t("web.family", family=family(board, this.index), portion=this.portion,
                       start=board.spaces[this.start].label, treasury=figures.treasury, camels=figures.camels_left,
                       tiles=figures.tiles_left, markers=markers, married=married or Msg("web.family_nobody")))
    return tuple(lines)


def final_part(board: Board, public: PublicView, closing: Sequence[Msg], t: Text) -> tuple[str, ...]:
    """The page's final part, as the channel's final message says the end: the scores, what the end told the table
    (``closing``: the seats computers finished, the hints taken), every hand. None before the end, nor for an earlier
    position of an ended game (no scores), which the final words do not describe."""
    if not public.scores:
        return ()
    return (*final_lines(public, t), *t.lines(closing), *hand_lines(board, public, t))


def final_lines(public: PublicView, t: Text) -> tuple[str, ...]:
    """The final scores, best first, with their parts (the cards' points, public at the end,
    R9.4); none while the game goes on."""
    if not public.scores:
        return ()
    best = max(line.total for line in public.scores)
    return tuple(t("web.final_winner" if line.total == best else "web.final", name=line.name, total=line.total,
                   cards=line.cards, goods=line.goods_markers, relationships=line.relationships, money=line.money)
                 for line in sorted(public.scores, key=lambda line: -line.total))


def hand_lines(board: Board, public: PublicView, t: Text) -> tuple[str, ...]:
    """Every hand at the end, card by card with its points, in seat order, as the channel's
    final message lists them (public then, R9.4): a page with the totals alone would leave a
    reader unable to check a card's part of them. None while the game goes on."""
    return tuple(t("web.final_hand", name=line.name,
                   cards=[Msg("board.card_points", good=good(board, card), points=points) for card, points in line.hand]
                   or Msg("board.no_cards"))
                 for line in public.scores or ())
