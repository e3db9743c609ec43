"""The end of an offline game in words (R9.4): why it ended, the winners, each player's
breakdown, and every hand revealed card by card with its points."""

from __future__ import annotations

from typing import Any

from bot.engine import Board
from bot.words.i18n import And, Msg, Text
from bot.words.narrate import card_name, end_reason


def summary_text(board: Board, public: dict[str, Any], t: Text) -> str:
    lines = [t("console.summary_head", reason=end_reason(public["end_reason"]), winners=winners_line(public))]
    for line in sorted(public["scores"], key=lambda item: -item["total"]):
        lines.append(t("console.breakdown", name=line["name"], total=line["total"], cards=line["cards"],
                       goods=line["goods_markers"], relations=line["relationships"], money=line["money"]))
        hand = [f"{t(card_name(board, held['card']))} {held['points']}" for held in line["hand"]]
        lines.append(t("console.hand", cards=hand or Msg("board.no_cards")))
    return "\n".join(lines)


def winners_line(public: dict[str, Any]) -> Msg:
    names = [public["players"][seat]["name"] for seat in public["winners"]]
    best = max(line["total"] for line in public["scores"])
    return Msg("console.winners", count=len(names), names=And(names), points=best)
