"""Every word drawn on an image comes from here: whole templates with named placeholders,
so that a catalogue in another language (DESIGN §7b) can replace them one by one.

A template is a string, or a dict of plural forms chosen by the number passed as
``count``. Lists of names are joined by templates too: no sentence is built by gluing
fragments together. Family and goods names come from the board.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

Template = str | Mapping[str, str]

ENGLISH: dict[str, Template] = {
    "turn": "Turn {turn}",
    "game_over": "Game over",
    "to_play": "{name} to play",
    "to_discard": "{name} discards",
    "winners": {"one": "{names} wins with {points} points", "other": "{names} win with {points} points each"},
    "married": "{name} married into {family} (portion {portion})",
    "placed": {"one": "{name}: {family} camel to {spaces}", "other": "{name}: {family} camels to {spaces}"},
    "passed": "{name} passed",
    "met": "{first} met {second}",
    "and": "{first} and {second}",
    "list": "{first}, {rest}",
    "deck": "deck {deck} · discard {discard}",
    "deck_bag": "deck {deck} · discard {discard} · bag {bag}",
    "portion": "portion {portion} · starts {start}",
    "treasury": "treasury {amount}",
    "camels_tiles": "camels {camels} · tiles {tiles}",
    "met_mark": "met",
    "married_by": "{name} married in",
    "meetings": "Meetings",
    "no_meetings": "no family has met yet",
    "points": {"one": "{count} point", "other": "{count} points"},
    "figures": "{money} Dirham · goods {goods} · relations {relations}",
    "hand": "hand {hand} · sold {sold}",
    "breakdown": "cards {cards} · goods {goods} · relations {relations} · money {money}",
    "card_points": "{number} {good}: {points}",
    "target": "{number} · {space}: {gains}",
    "target_marker": "goods marker {good}",
    "target_meets": "meets {family}",
    "target_card": "your card {good}",
    "target_nothing": "a camel, nothing more",
}


def english_plural(count: int) -> str:
    return "one" if count == 1 else "other"


@dataclass(frozen=True)
class Words:
    """A catalogue of templates and its plural rule; call it with a key and values."""

    templates: Mapping[str, Template] = field(default_factory=lambda: ENGLISH)
    plural: Callable[[int], str] = english_plural

    def __call__(self, key: str, count: int | None = None, **values: object) -> str:
        template = self.templates[key]
        if not isinstance(template, str):
            template = template[self.plural(count if count is not None else 0)]
        return template.format(count=count, **values)

    def join(self, items: list[str]) -> str:
        """``A``, ``A and B``, ``A, B and C``: by the catalogue's own list templates."""
        if len(items) <= 1:
            return "".join(items)
        if len(items) == 2:
            return self("and", first=items[0], second=items[1])
        return self("list", first=items[0], rest=self.join(items[1:]))


WORDS = Words()
