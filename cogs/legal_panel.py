"""The platform's turn panel, for a game without its own: the turn message's Play button privately opens the
presser's legal actions as buttons (``Rules.legal``, named by ``NamesActions``); a press takes that action as a typed
command would. The ids carry the game, the turn the panel was opened at (an old panel never acts on a later turn) and
the action in the game's text form, which its rules judge again."""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

import discord

from bot.words.i18n import Msg, Text
from cogs.component_ids import MAX_LENGTH, BadComponent, Button, Component, game_id, game_turn, number, pressed_in
from cogs.respond import Reply, bot_of, says, user_id

ROW = 5  # buttons in one of a message's rows
MOST = 5 * ROW  # a message holds five rows
PAGE = MOST - 1  # actions on a page of a panel that needs more than one: the last button turns it


@runtime_checkable
class NamesActions(Protocol):
    """What the panel asks of the game's Discord side: an action's name on its button."""

    def action_label(self, action: Any) -> Msg: ...


def open_button(game: int, turn: int, t: Text) -> OpenPanel:
    """The turn message's button that opens the panel, labelled in the game's language."""
    return OpenPanel(discord.ui.Button(label=t("button.play"), style=discord.ButtonStyle.primary,
                                       custom_id=f"sk:legal:{game}:{turn}"))


def actions_view(game: int, turn: int, actions: list[tuple[str, Msg]], t: Text, page: int = 0) -> discord.ui.View:
    """One button per action (its text form, its name); an action whose id would be too long
    for Discord is left out rather than refused with the whole panel. More actions than a
    message holds come in pages: the last button opens the next (after the last, the first)."""
    view = discord.ui.View(timeout=None)
    ids = [(custom_id, name) for custom_id, name in ((f"sk:act:{game}:{turn}:{text}", name) for text, name in actions)
           if len(custom_id) <= MAX_LENGTH]
    paged = len(ids) > MOST
    pages = -(-len(ids) // PAGE) if paged else 1
    page %= pages
    for custom_id, name in ids[page * PAGE:(page + 1) * PAGE] if paged else ids:
        view.add_item(TakeAction(discord.ui.Button(label=t(name)[:80], style=discord.ButtonStyle.secondary,
                                                   custom_id=custom_id)))
    if paged:
        label = t("legal.more", page=(page + 1) % pages + 1, pages=pages)[:80]
        view.add_item(OpenPanel(discord.ui.Button(label=label, style=discord.ButtonStyle.primary,
                                                  custom_id=f"sk:legal:{game}:{turn}:{(page + 1) % pages}")))
    return view


def panel_page(raw: str) -> tuple[int, int, int]:
    """``<game>:<turn>`` of the turn message's Play button, or ``<game>:<turn>:<page>`` of a
    panel's button to its next page."""
    parts = raw.split(":")
    if len(parts) not in (2, 3):
        raise BadComponent
    game, turn = game_turn(":".join(parts[:2]))
    return game, turn, number(parts[2]) if len(parts) == 3 else 0


def named(interaction: discord.Interaction) -> NamesActions:
    """The game's side, which names its actions; a game with its own panel puts no such
    buttons on its messages, so a press naming one is a forged id."""
    side = bot_of(interaction).side
    if not isinstance(side, NamesActions):
        raise BadComponent
    return side


class OpenPanel(Component[Button], template=r"sk:legal:(?P<id>[\s\S]*)"):
    """``<game>:<turn>[:<page>]``: the presser's legal actions now, privately."""

    update = False

    async def answer(self, interaction: discord.Interaction) -> Reply:
        game, _, page = panel_page(self.raw)
        side, t = named(interaction), says(interaction)
        platform = bot_of(interaction).platform
        turn, legal = await platform.moves.choices_in(game, user_id(interaction), pressed_in(interaction))
        if not legal:
            return Reply(t("legal.nothing_now"))
        text = platform.store.plays.action_to_text
        view = actions_view(game, turn, [(text(action), side.action_label(action)) for action in legal], t, page)
        return Reply(t("legal.choose"), view=view)


def action_id(raw: str) -> tuple[int, int, str]:
    """``<game>:<turn>:<action>`` (the action's text may hold colons of its own)."""
    game, turn, action = [*raw.split(":", 2), "", ""][:3]
    if not action:
        raise BadComponent
    return game_id(game), number(turn), action


class TakeAction(Component[Button], template=r"sk:act:(?P<id>[\s\S]*)"):
    """``<game>:<turn>:<action>``: take that action, in this panel's place."""

    async def answer(self, interaction: discord.Interaction) -> Reply:
        game, turn, text = action_id(self.raw)
        platform = bot_of(interaction).platform
        try:
            action = platform.store.plays.action_from_text(text)
        except ValueError:
            raise BadComponent from None
        report = await platform.moves.act_in(game, user_id(interaction), action, pressed_in(interaction), turn)
        return Reply(says(interaction)("legal.done"), changes=[report])


DYNAMIC_ITEMS = (OpenPanel, TakeAction)
