"""A player's legal moves as the commands they would type: every one (``moves``), or a
short list for the prompt. Made from the service's options, the same the turn panel shows."""

from __future__ import annotations

from typing import Any

from bot.engine import Board

SHORT_FAMILIES = 6  # families named on the prompt's marriage line before "…"


def offer_lines(board: Board, options: dict[str, Any]) -> list[str]:
    price = board.rules.sale_price
    return [f"sell {card} or keep {card}: your {board.goods[card].name} card, for {price} Dirham or kept"
            for card in options["offers"]]


def discard_lines(options: dict[str, Any]) -> list[str]:
    lines = []
    for decision in options["discard"]:
        least, most = max(1, decision["least"]), decision["most"]
        count = f"{least} to {most} cards" if least < most else f"{most} card{'s' * (most != 1)}"
        choices = [] if most == 0 else [f"discard {count} by number or name: discard CARD [CARD ...]"]
        if decision["least"] == 0:
            choices.insert(0, "discard none")
        lines.append(", or ".join(choices))
    return lines


def marriage_line(board: Board, options: dict[str, Any], most: int | None = None) -> str:
    families = [f"{board.families[f].name} ({board.families[f].portion})" for f in options["marry"]]
    shown = families if most is None or len(families) <= most else [*families[:most], "…"]
    return "marry " + " | ".join(shown) + " (the portion in Dirham)"


def single_lines(board: Board, options: dict[str, Any]) -> list[str]:
    return [f"expand {board.families[f].name} " + " | ".join(_labels(board, spaces))
            for f, spaces in sorted(options["singles"].items()) if spaces]


def pair_lines(board: Board, options: dict[str, Any]) -> list[str]:
    return [f"expand {board.families[f].name} " + " | ".join(f"{board.spaces[a].label} {board.spaces[b].label}"
                                                            for a, b in pairs)
            for f, pairs in sorted(options["pairs"].items()) if pairs]


def _labels(board: Board, spaces: list[int]) -> list[str]:
    return sorted(board.spaces[s].label for s in spaces)


def all_moves(board: Board, options: dict[str, Any]) -> str:
    """Every legal command now, one family or decision a line."""
    lines = offer_lines(board, options) + discard_lines(options)
    if options["active"]:
        if options["marry"]:
            lines.append(marriage_line(board, options))
        lines += single_lines(board, options)
        pairs = pair_lines(board, options)
        if pairs:
            lines += ["Two camels (the family pays 1 Dirham):", *pairs]
    return "\n".join(lines) if lines else "Nothing is up to you right now."


def short_moves(board: Board, options: dict[str, Any]) -> str:
    """The prompt's reminder of what may be typed now: decisions first, then the turn."""
    lines = offer_lines(board, options) + discard_lines(options)
    if options["active"] and not options["discard"]:
        if options["marry"]:
            lines.append(marriage_line(board, options, SHORT_FAMILIES))
        lines += single_lines(board, options)
        pairs = sum(len(pairs) for pairs in options["pairs"].values())
        if pairs:
            lines.append(f"and {pairs} ways to place two camels (type moves)")
    return "Your moves: " + "\n  ".join(lines) if lines else "Nothing is up to you right now."
