"""The ids of the components every game's messages carry, written and read by one codec: a game's id, a turn,
colon-separated fields, and the refusal of anything else.

Discord only echoes custom ids the bot put on the message, but a modified client can send anything, so reading never
trusts them: numbers are plain ASCII digits within bounds (a game id within the store's integer range) and anything
else is a ``BadComponent``, a short refusal. A game's own steps have their own codec (Samarkand's:
``cogs.custom_ids``)."""

from __future__ import annotations

import re
from abc import abstractmethod
from typing import Any, ClassVar, Self, TypeVar

import discord

from bot.service import ServiceError
from cogs.respond import Reply, respond
from cogs.runtime import runtime_of

MAX_ID = 2**63 - 1  # the store's integer range (SQLite integers, PostgreSQL bigint)
MAX_LENGTH = 100  # Discord's limit on a custom id
SMALL = 9_999  # far above any turn, card or step a component names


class BadComponent(ServiceError):
    """A component whose id does not parse, or that belongs to another channel."""

    def __init__(self) -> None:
        super().__init__("error.bad_component")


def number(text: str, largest: int = SMALL) -> int:
    """A number written in ASCII digits only, at most ``largest``."""
    if not text or len(text) > len(str(largest)) or not (text.isascii() and text.isdigit()) or int(text) > largest:
        raise BadComponent
    return int(text)


def game_id(text: str) -> int:
    return number(text, MAX_ID)


# ----- the ids ----------------------------------------------------------------------------

def fields(text: str, count: int) -> list[str]:
    """The ``count`` colon-separated fields after a component's prefix."""
    parts = text.split(":")
    if len(text) > MAX_LENGTH or len(parts) != count:
        raise BadComponent
    return parts


def game_turn(text: str) -> tuple[int, int]:
    """``<game>:<turn>`` of the turn message's Play button."""
    game, turn = fields(text, 2)
    return game_id(game), number(turn)


def game_only(text: str) -> int:
    return game_id(fields(text, 1)[0])


# ----- components whose ids are read by the codec ------------------------------------------

Button = discord.ui.Button[discord.ui.View]
Select = discord.ui.Select[discord.ui.View]
ItemT = TypeVar("ItemT", bound=discord.ui.Item[Any])  # a button or a select menu


class Component(discord.ui.DynamicItem[ItemT], template=r"sk:(?P<id>.+)"):
    """A component whose id is read in its callback, through this codec, so a bad id is a short refusal: an exception
    in ``from_custom_id`` would be logged with a traceback by discord.py and leave the user unanswered. ``raw`` is
    the id after the prefix. A press is answered as any interaction (``respond``): ``answer``, in place of the
    message pressed on when ``update``. ``answer`` is abstract so the type checker refuses a component without one; a
    component that delivers otherwise (a review, by DM when the interaction lost it) overrides ``callback`` around
    its ``answer``."""

    update = True
    pattern: ClassVar[re.Pattern[str]] = re.compile(r"sk:(?P<id>.+)")

    def __init_subclass__(cls, *, template: str, **kwargs: Any) -> None:
        """Each kind keeps its ids' pattern where ``read_back`` finds it (discord.py keeps its
        own copy, but not as a documented attribute)."""
        super().__init_subclass__(template=template, **kwargs)
        cls.pattern = re.compile(template)

    def __init__(self, item: ItemT, raw: str = "") -> None:
        super().__init__(item)
        self.raw = raw

    @classmethod
    def read_back(cls, item: discord.ui.Item[Any]) -> Self | None:
        """``item``, read back from a message the bot sent, as this kind again (its press then
        answered by its id, as when the bot first sent it); None if its id is another kind's."""
        found = cls.pattern.fullmatch(str(getattr(item, "custom_id", "")))
        return cls(item, found["id"]) if found else None  # type: ignore[arg-type]  # a button or menu as sent

    async def callback(self, interaction: discord.Interaction) -> None:
        await respond(interaction, lambda: self.answer(interaction), update=self.update)

    @abstractmethod
    async def answer(self, interaction: discord.Interaction) -> Reply:
        """What the press does, and the answer the presser gets."""

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str]) -> Self:
        return cls(item, match["id"])  # type: ignore[arg-type]  # discord.py hands the item it found


def button(label: str, custom_id: str, style: discord.ButtonStyle = discord.ButtonStyle.secondary) -> Button:
    """A button whose press is read from ``custom_id`` (a ``Component``'s)."""
    return discord.ui.Button(label=label, custom_id=custom_id, style=style)


def view_of(*items: discord.ui.Item[Any]) -> discord.ui.View:
    """A message's components, without a timeout: a press is read from its id, by whichever
    process runs then, never by this view."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view


def pressed_in(interaction: discord.Interaction) -> str | None:
    """The channel a component was used in; None in a direct message, which only its
    recipient can use."""
    return None if interaction.guild_id is None else str(interaction.channel_id)


class UnknownKind(Component[Any], template=r"sk:(?P<id>[\s\S]*)"):
    """Any ``sk:`` id, refused unless another kind reads it (a modified client's invention, or
    a button of a kind a later release dropped): discord.py answers an id that no kind matches
    with nothing, and Discord then shows "This interaction failed". discord.py runs every kind
    whose template matches, so this one stays silent where another answers."""

    update = False  # the message pressed on stays as it is

    async def callback(self, interaction: discord.Interaction) -> None:
        custom_id = str(getattr(self.item, "custom_id", ""))
        read = runtime_of(interaction.client).read_ids
        if not any(ids.fullmatch(custom_id) for ids in read if ids is not UnknownKind.pattern):
            await super().callback(interaction)

    async def answer(self, interaction: discord.Interaction) -> Reply:
        raise BadComponent
