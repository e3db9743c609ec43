"""The board and a hand as plain text, for the terminal and for Discord messages."""

from __future__ import annotations

from typing import Any

from bot.engine import Board
from bot.narrate import card_name

CELL = 5


def map_text(board: Board, public: dict[str, Any]) -> str:
    """A grid like the map: camels by family code, goods still on the map as $number,
    water as ~, other land as a dot; the last turn's spaces marked with *."""
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[: board.columns]
    at = {(s.column, s.row): s for s in board.spaces}
    on_map = set(public["goods_on_map"])
    last = set(public["last_placed"])
    lines = ["   " + "".join(letter.ljust(CELL) for letter in letters)]
    for row in range(board.rows):
        cells = []
        for col in range(board.columns):
            space = at.get((col, row))
            if space is None:
                cells.append(" " * CELL)
                continue
            here = public["spaces"][space.index]
            if here:
                text = "".join(board.families[f].short for f in here)
            elif space.good in on_map:
                text = f"${space.good}"
            else:
                text = "~" if space.kind == "water" else "."
            cells.append((text + ("*" if space.index in last else "")).ljust(CELL))
        lines.append(f"{row + 1:>2} " + "".join(cells).rstrip())
    return "\n".join(lines)


def families_text(board: Board, public: dict[str, Any]) -> str:
    rows = ["family     code  portion  treasury  camels  tiles  markers"]
    for family, figures in zip(board.families, public["families"], strict=True):
        green = "" if figures["green_gone"] else " (green on top)"
        rows.append(f"{family.name:<10} {family.short:<5} {family.portion:>7}  {figures['treasury']:>8}  "
                    f"{figures['camels_left']:>6}  {figures['tiles_left']:>5}  {figures['markers_left']:>7}{green}")
    return "\n".join(rows)


def players_text(board: Board, public: dict[str, Any], names: list[str]) -> str:
    rows = []
    for seat, (name, p) in enumerate(zip(names, public["players"], strict=True)):
        tiles = ", ".join(board.families[f].name for f in p["tiles"]) or "none"
        sold = f", sold {len(p['sold'])}" if p["sold"] else ""
        turn = " <- to play" if seat == public["active"] and not public["over"] else ""
        rows.append(f"{name}: {p['public_points']} points in view ({p['money']} Dirham, goods markers "
                    f"{len(p['goods_markers'])}, relationships {len(p['relationship_markers'])}); tiles: {tiles}; "
                    f"cards in hand {p['hand_size']}{sold}{turn}")
    return "\n".join(rows)


def met_text(board: Board, public: dict[str, Any]) -> str:
    pairs = [f"{board.families[a].short}-{board.families[b].short}" for a, b in public["met"]]
    return "Met: " + (", ".join(pairs) if pairs else "nobody yet")


def board_text(board: Board, public: dict[str, Any], names: list[str]) -> str:
    """Everything public at a glance."""
    head = f"Turn {public['turn']}. Deck {public['deck_size']}, discard pile {public['discard_size']}"
    if public["bag_size"] or public["removed_tiles"]:
        removed = ", ".join(board.families[f].name for f in public["removed_tiles"]) or "none"
        head += f", bag {public['bag_size']} tiles, removed: {removed}"
    parts = [head + ".", map_text(board, public), families_text(board, public), met_text(board, public),
             players_text(board, public, names)]
    if public["scores"]:
        parts.append(scores_text(public["scores"]))
    return "\n\n".join(parts)


def revealed_text(board: Board, scores: list[dict[str, Any]]) -> str:
    """Every hand at the end, card by card with its points (R9.4)."""
    rows = []
    for line in scores:
        cards = ", ".join(f"{board.goods[c['card']].name} {c['points']}" for c in line["hand"]) or "no cards"
        rows.append(f"{line['name']}: {cards}")
    return "\n".join(rows)


def scores_text(scores: list[dict[str, Any]]) -> str:
    best = max(line["total"] for line in scores)
    rows = ["player           cards  goods  relationships  money  total"]
    for line in sorted(scores, key=lambda item: -item["total"]):
        crown = "  winner" if line["total"] == best else ""
        rows.append(f"{line['name']:<16} {line['cards']:>5}  {line['goods_markers']:>5}  "
                    f"{line['relationships']:>13}  {line['money']:>5}  {line['total']:>5}{crown}")
    return "\n".join(rows)


def hand_text(board: Board, mine: dict[str, Any]) -> str:
    """A player's private screen: each card, where it lies, its points now and at best."""
    me = mine["players"][mine["you"]]
    lines = [f"Your money: {me['money']} Dirham. Tiles: "
             + (", ".join(board.families[f].name for f in me["tiles"]) or "none") + "."]
    if mine["hand"]:
        lines.append("Your cards (points now / at best):")
        lines += [f"  {card_name(board, c['card'])}: {c['points']} / {c['best']}" for c in mine["hand"]]
    else:
        lines.append("You hold no cards.")
    if me["sold"]:
        lines.append("Sold (no points, still count against the hand limit): "
                     + ", ".join(card_name(board, c) for c in me["sold"]))
    orders = mine.get("orders") or {}
    if orders:
        lines.append("Standing orders: " + ", ".join(
            f"{board.goods[c].name}: {'always sell' if sell else 'never sell'}" for c, sell in sorted(orders.items())))
    if mine.get("since"):
        lines.append("Since your last turn:")
        lines += [f"  {line}" for line in mine["since"]]
    for decision in mine["decisions"]:
        if decision["for"] == "discard":
            lines.append(f"To do: discard {decision['least']} to {decision['most']} cards "
                         f"(you drew {', '.join(card_name(board, c) for c in decision['drawn'])}). "
                         "Type: discard [cards...]")
        else:
            lines.append(f"To do: sell {card_name(board, decision['card'])} for {board.rules.sale_price} "
                         "Dirham, or keep it. Type: sell CARD or keep CARD")
    return "\n".join(lines)
