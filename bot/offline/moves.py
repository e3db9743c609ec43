"""A player's legal moves as the commands they would type, in the console's language: every
one (``moves``), or a short list for the prompt. Made from the service's options, the same
the turn panel shows."""

from __future__ import annotations

from bot.engine import Board, Expand, Marry
from bot.games.samarkand.turn_options import TurnOptions
from bot.words.i18n import Text, family, good

SHORT_FAMILIES = 6  # families named on the prompt's marriage line before "…"


def verb(t: Text, name: str) -> str:
    """A command as the console's language types it."""
    return t(f"console.verb.{name}")


def offer_lines(board: Board, options: TurnOptions, t: Text) -> list[str]:
    return [t("console.offer_line", sell=verb(t, "sell"), keep=verb(t, "keep"), card=card, good=good(board, card),
              price=board.rules.sale_price) for card in options.offers]


def discard_lines(options: TurnOptions, t: Text) -> list[str]:
    """How to type each discard. Each card is named by its card number or name: "discard 1 to 2
    cards by number" had players type the count ("discard 1"), read as card number 1."""
    lines = []
    discard = verb(t, "discard")
    for decision in options.discard:
        least, most = max(1, decision.least), decision.most
        some = t("console.discard_up_to", discard=discard, count=most) if decision.least == 0 else \
            t("console.discard_some", discard=discard, count=most) if least == most else \
            t("console.discard_range", discard=discard, least=least, most=most)
        choices = [] if most == 0 else [some]
        if decision.least == 0:
            choices.insert(0, t("console.discard_none", discard=discard, none=verb(t, "none")))
        lines.append(choices[0] if len(choices) == 1 else t("console.or", first=choices[0], second=choices[1]))
    return lines


def marriage_line(board: Board, options: TurnOptions, t: Text, most: int | None = None) -> str:
    families = [f"{t(family(board, f))} ({board.families[f].portion})" for f in options.marry]
    shown = families if most is None or len(families) <= most else [*families[:most], "…"]
    return t("console.marriages", marry=verb(t, "marry"), families=" | ".join(shown))


def single_lines(board: Board, options: TurnOptions, t: Text) -> list[str]:
    return [f"{verb(t, 'expand')} {t(family(board, f))} " + " | ".join(sorted(board.spaces[s].label for s in spaces))
            for f, spaces in sorted(options.singles.items()) if spaces]


def pair_lines(board: Board, options: TurnOptions, t: Text) -> list[str]:
    return [f"{verb(t, 'expand')} {t(family(board, f))} "
            + " | ".join(f"{board.spaces[a].label} {board.spaces[b].label}" for a, b in pairs)
            for f, pairs in sorted(options.pairs.items()) if pairs]


def typed_move(board: Board, move: Marry | Expand, t: Text) -> str:
    """A marriage or an expansion as the console's language types it."""
    if isinstance(move, Marry):
        return f"{verb(t, 'marry')} {t(family(board, move.family))}"
    return " ".join([verb(t, "expand"), t(family(board, move.family)), *(board.spaces[s].label for s in move.spaces)])


def example_move(board: Board, options: TurnOptions, t: Text, name: str) -> str | None:
    """A legal ``marry`` or ``expand`` in this position, as typed, to show a command's form
    on a real case; None when there is none (or for other commands)."""
    if name == "marry" and options.marry:
        return typed_move(board, Marry(options.marry[0]), t)
    if name != "expand":
        return None
    lines = single_lines(board, options, t) or pair_lines(board, options, t)
    return lines[0].split(" | ")[0] if lines else None


def all_moves(board: Board, options: TurnOptions, t: Text) -> str:
    """Every legal command now, one family or decision a line."""
    lines = offer_lines(board, options, t) + discard_lines(options, t)
    if options.active:
        if options.marry:
            lines.append(marriage_line(board, options, t))
        lines += single_lines(board, options, t)
        if pairs := pair_lines(board, options, t):
            lines += [t("console.two_camels"), *pairs]
    return "\n".join(lines) if lines else t("console.nothing")


def short_moves(board: Board, options: TurnOptions, t: Text) -> str:
    """The prompt's reminder of what may be typed now: decisions first, then the turn."""
    lines = offer_lines(board, options, t) + discard_lines(options, t)
    if options.active and not options.discard:
        if options.marry:
            lines.append(marriage_line(board, options, t, SHORT_FAMILIES))
        lines += single_lines(board, options, t)
        if pairs := sum(len(each) for each in options.pairs.values()):
            lines.append(t("console.pairs", count=pairs, moves=verb(t, "moves")))
    return t("console.your_moves", moves="\n  ".join(lines)) if lines else t("console.nothing")
