"""Every component's custom id, written and read by one codec.

Discord only echoes custom ids the bot put on the message, but a modified client can send anything, so reading never
trusts them: numbers are plain digits within bounds (a game id within the store's integer range), steps are one of
the known shapes, anything else is a ``BadComponent``, a short refusal. Actions use the engine's text form
(``action_text``), whose legality the engine judges, as for a typed command. The parts every game shares are the
platform's, ``cogs.component_ids``, named here too for Samarkand's components."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine import ActionTextError, Expand, Marry, SaleDecision, action_from_text, action_to_text
from cogs.component_ids import (
    MAX_ID,
    MAX_LENGTH,
    BadComponent,
    Button,
    Component,
    Select,
    fields,
    game_id,
    game_only,
    game_turn,
    number,
    pressed_in,
)
from rendering.turn_image import HALVES

__all__ = ["MAX_ID", "MAX_LENGTH", "BadComponent", "Button", "Component", "Select", "fields", "game_id",
           "game_only", "game_turn", "number", "pressed_in"]

# ----- a marriage or an expansion (a menu value, a Confirm step), or a sale answer --------

Move = Marry | Expand  # what the panel's menus offer on a turn


def decode_move(text: str) -> Move:
    action = _action(text)
    if not isinstance(action, Marry | Expand):
        raise BadComponent
    return action


def decode_answer(text: str) -> SaleDecision:
    action = _action(text)
    if not isinstance(action, SaleDecision):
        raise BadComponent
    return action


def _action(text: str) -> object:
    try:
        return action_from_text(text)
    except ActionTextError:
        raise BadComponent from None


# ----- the panel's buttons -----------------------------------------------------------------

@dataclass(frozen=True)
class Home:
    """Back to the panel's first screen, at a page of its expansion menus."""

    page: int = 0


@dataclass(frozen=True)
class Confirm:
    move: Move


@dataclass(frozen=True)
class SecondPage:
    """A page of the second spaces after ``first``."""

    family: int
    first: int
    page: int


@dataclass(frozen=True)
class KeepAll:
    """Discard nothing (when the hand is within its limit anyway)."""


@dataclass(frozen=True)
class Cancel:
    """Close the panel without acting."""


ButtonStep = Home | Confirm | SecondPage | SaleDecision | KeepAll | Cancel


def encode_button(step: ButtonStep) -> str:
    match step:
        case Home(page):
            return f"h{page}"
        case Confirm(move):
            return "c" + action_to_text(move)
        case SecondPage(family, first, page):
            return f"s{family}.{first}.{page}"
        case SaleDecision():
            return action_to_text(step)
        case KeepAll():
            return "k"
    return "x"


def decode_button(text: str) -> ButtonStep:
    head, rest = text[:1], text[1:]
    if head == "h":
        return Home(number(rest))
    if head == "c":
        return Confirm(decode_move(rest))
    if head == "s":
        parts = rest.split(".")
        if len(parts) != 3:
            raise BadComponent
        return SecondPage(*(number(part) for part in parts))
    if head == "o":
        return decode_answer(text)
    if text == "k":
        return KeepAll()
    if text == "x":
        return Cancel()
    raise BadComponent


# ----- the panel's menus -------------------------------------------------------------------

DISCARD, OFFERS = "discard", "offers"
# the menus of marriages, of first spaces and of second spaces: a page holds at most five
CHOICE_MENUS = frozenset({"home.m", *(f"home.e{n}" for n in range(5)), *(f"two{n}" for n in range(5))})


def check_menu(step: str) -> str:
    """A panel menu's step: ``discard``, ``offers``, or a menu of choices."""
    if step in (DISCARD, OFFERS) or step in CHOICE_MENUS:
        return step
    raise BadComponent


def decode_cards(values: list[str]) -> tuple[int, ...]:
    """A discard menu's chosen cards (their numbers), in order."""
    return tuple(sorted(number(value) for value in values))


# ----- the ids ----------------------------------------------------------------------------

def panel_id(text: str) -> tuple[int, int, str]:
    """``<game>:<turn>:<step>`` of a panel component (the step is read by its own codec)."""
    game, turn, step = fields(text, 3)
    return game_id(game), number(turn), step


def board_button(text: str) -> tuple[int, str | None]:
    """``<game>`` of the turn message's Full board button, or ``<game>:<half>`` of the button
    under a half of the map that shows the other half."""
    if ":" not in text:
        return game_only(text), None
    game, half = fields(text, 2)
    if half not in HALVES:
        raise BadComponent
    return game_id(game), half


def sale_button(text: str) -> tuple[int, SaleDecision]:
    """``<game>:<card>:<1 sell | 0 keep>`` of a sale offer's direct message button."""
    game, card, sell = fields(text, 3)
    return game_id(game), decode_answer(f"o{card}.{sell}")
