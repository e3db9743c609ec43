"""The end of an offline game in words (R9.4): why it ended, the winners, each player's
breakdown, and every hand revealed card by card with its points."""

from __future__ import annotations

from typing import Any

from bot.engine import Board
from bot.narrate import card_name


def summary_text(board: Board, public: dict[str, Any]) -> str:
    lines = [f"Game over: {public['end_reason']}. {winners_line(public)}"]
    for line in sorted(public["scores"], key=lambda item: -item["total"]):
        lines.append(f"{line['name']}: {line['total']} points = cards {line['cards']} + goods markers "
                     f"{line['goods_markers']} + relationships {line['relationships']} + money {line['money']}")
        hand = [f"{card_name(board, held['card'])} {held['points']}" for held in line["hand"]]
        lines.append("  hand: " + (", ".join(hand) if hand else "no cards"))
    return "\n".join(lines)


def winners_line(public: dict[str, Any]) -> str:
    names = [public["players"][seat]["name"] for seat in public["winners"]]
    best = max(line["total"] for line in public["scores"])
    label = "Winners" if len(names) > 1 else "Winner"
    return f"{label}: {' and '.join(names)} with {best} points."
