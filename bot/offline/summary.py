"""The end of an offline game in words (R9.4): why it ended, the winners, each player's
breakdown, and every hand revealed card by card with its points."""

from __future__ import annotations

from bot.engine import Board
from bot.engine.view import PublicView
from bot.words.i18n import And, Msg, Text
from bot.words.narrate import card_name, end_reason
from bot.words.textboard import fitted


def summary_text(board: Board, public: PublicView, t: Text) -> str:
    """The result of an ended game (``public.over``: its scores and winners are set), within
    a terminal 80 columns wide."""
    lines = [t("console.summary_head", reason=end_reason(public.end_reason), winners=winners_line(public))]
    for line in sorted(public.scores or (), key=lambda item: -item.total):
        lines.append(t("console.breakdown", name=line.name, total=line.total, cards=line.cards,
                       goods=line.goods_markers, relations=line.relationships, money=line.money))
        hand = [f"{t(card_name(board, card))} {points}" for card, points in line.hand]
        lines.append(t("console.hand", cards=hand or Msg("board.no_cards")))
    return fitted("\n".join(lines))


def winners_line(public: PublicView) -> Msg:
    names = [public.players[seat].name for seat in public.winners or ()]
    best = max((line.total for line in public.scores or ()), default=0)
    return Msg("console.winners", count=len(names), names=And(names), points=best)
