"""The turn panel's menus as plain data: each step's choices (from ``bot.games.samarkand.turn_options``), split into
menus of at most 25 (Discord's limit) and pages of menus, so every legal choice is reachable and no illegal one offered;
``cogs/panel.py`` only draws them.

Steps: home (sale offers, Marry, Expand by "family → space" for one camel), for an expansion the optional second
space (the first's legal partners only), Confirm, the discard. A single-option step is skipped."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.engine import Board, Expand, Marry, SaleDecision, action_to_text
from bot.engine.view import HandCard, PublicView
from bot.games.samarkand.turn_options import TurnOptions, first_spaces, second_spaces
from bot.words.i18n import Text, family, good
from bot.words.narrate import card_name, space_name

MENU_SIZE = 25     # options per select menu (Discord)
ROWS = 5           # component rows per message (Discord)


@dataclass(frozen=True)
class Choice:
    label: str
    value: str
    description: str = ""


@dataclass(frozen=True)
class Menu:
    placeholder: str
    choices: tuple[Choice, ...]


def chunked(choices: list[Choice], placeholder: str) -> list[Menu]:
    """Menus of at most 25, each saying which stretch of the list it holds."""
    menus = []
    for start in range(0, len(choices), MENU_SIZE):
        part = tuple(choices[start:start + MENU_SIZE])
        label = placeholder if len(choices) <= MENU_SIZE else f"{placeholder} ({stretch(part)})"
        menus.append(Menu(label[:150], part))
    return menus


def stretch(part: tuple[Choice, ...]) -> str:
    """The first and last choice a menu holds; its one choice alone, not "X … X"."""
    return part[0].label if len(part) == 1 else f"{part[0].label} … {part[-1].label}"


def paged(menus: list[Menu], rows_free: int) -> list[list[Menu]]:
    """Pages of menus that fit the rows left in a message (one row is kept for the buttons
    that turn pages); every menu is on exactly one page."""
    if len(menus) <= rows_free:
        return [menus]
    per_page = max(1, rows_free - 1)
    return [menus[i:i + per_page] for i in range(0, len(menus), per_page)]


def marriage_choices(board: Board, t: Text, options: TurnOptions) -> list[Choice]:
    """A family and its portion per option; what marrying does is said once, at the
    confirmation, not under every option."""
    return [Choice(t("panel.marry_choice", family=family(board, f), portion=board.families[f].portion),
                   action_to_text(Marry(f))) for f in options.marry]


def target_facts(board: Board, t: Text, public: PublicView, hand: list[int], mover: int, space: int) -> str:
    """What a camel of ``family`` on ``space`` would bring the player, from public facts and
    the player's own hand: the goods marker, a first meeting, the player's cards there."""
    facts = []
    here, where = public.spaces[space], board.spaces[space]
    if where.good is not None and not here:
        facts.append(t("panel.fact_marker"))
    if here and where.kind == "land":
        pair = (min(mover, here[0]), max(mover, here[0]))
        if pair not in public.met:
            facts.append(t("panel.fact_meets", family=family(board, here[0])))
    if where.good is not None and where.good in hand:
        facts.append(t("panel.fact_card", good=good(board, where.good)))
    return " · ".join(facts)


def first_space_choices(board: Board, t: Text, options: TurnOptions, public: PublicView | None = None,
                        hand: list[int] | None = None) -> list[Choice]:
    """Every space one camel may take now, numbered as on the target image: only spaces
    legal for a single camel."""
    return [Choice(t("panel.space_choice", number=number, family=family(board, mover), space=space_name(board, space)),
                   action_to_text(Expand(mover, (space,))),
                   target_facts(board, t, public, hand or [], mover, space) if public else "")
            for number, (mover, space) in enumerate(first_spaces(board, options), start=1)]


def second_space_choices(board: Board, t: Text, options: TurnOptions, mover: int, first: int,
                         public: PublicView | None = None, hand: list[int] | None = None) -> list[Choice]:
    return [Choice(f"{number}. {t(space_name(board, s))}", action_to_text(Expand(mover, (first, s))),
                   target_facts(board, t, public, hand or [], mover, s) if public else "")
            for number, s in enumerate(second_spaces(board, options, mover, first), start=1)]


def offer_choices(board: Board, t: Text, offers: tuple[int, ...], hand: Sequence[HandCard]) -> list[Choice]:
    """Sell and Keep for every open offer, as menu choices (when they are too many for
    buttons); the values are those of the Sell/Keep buttons' steps."""
    return [Choice(offer_label(board, t, card, sell, hand), action_to_text(SaleDecision(card, sell)),
                   t(card_name(board, card))) for card in offers for sell in (True, False)]


def offer_label(board: Board, t: Text, card: int, sell: bool, hand: Sequence[HandCard], short: bool = False) -> str:
    """What answering an offer means, to decide by at a glance: the good, what selling
    gives, and what keeping it is worth now and at best (R6.5, R9.1)."""
    name = good(board, card)
    if sell:
        return t("button.sell_short" if short else "button.sell", good=name, price=board.rules.sale_price)
    now, best = card_worth(hand, card)
    return t("button.keep", good=name, now=now, best=best)


def card_worth(hand: Sequence[HandCard], card: int) -> tuple[int, int]:
    """A card's points now and at best, from the seat's hand (0, 0 once it left the hand)."""
    held = next((c for c in hand if c.card == card), None)
    return (held.points, held.best) if held else (0, 0)


def discard_choices(board: Board, t: Text, hand: Sequence[HandCard]) -> list[Choice]:
    """The discard menu: each card with its points now and at best, as /hand and the Keep
    button give them (early on every card scores 0 now: the best tells them apart)."""
    return [Choice(t(card_name(board, c.card)), str(c.card), t("panel.points_now", count=c.points, best=c.best))
            for c in hand]
