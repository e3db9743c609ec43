"""Private decisions answered outside the panel: the Sell/Keep buttons of a sale offer's
direct message, and the discard menu under /hand or a command's private answer. A Sell or Keep
pressed after its offer closed takes that offer's buttons off the message it is on; an offer
that closes (answered elsewhere, or unanswered) takes them off the holder's recent direct messages (``cogs.notify``,
``with_closed``), so no button is left that only a refusal answers."""

from __future__ import annotations

import re
from collections.abc import Collection
from string import Formatter
from typing import Any

import discord

from bot.engine import Board, Discard
from bot.engine.view import DiscardDue, SaleOffer, SeatView
from bot.service import ServiceError
from bot.words.i18n import And, Text, good, languages, text
from bot.words.narrate import card_name
from cogs.component_ids import Button, Component, Select, button, game_turn, view_of
from cogs.custom_ids import decode_cards
from cogs.custom_ids import sale_button as sale_id
from cogs.game_side import Closing
from cogs.menus import Menu, discard_choices, offer_label
from cogs.message_text import together
from cogs.panel import panel_of, select_options
from cogs.respond import Reply, says, warning


def decision_view(game: int, mine: SeatView, board: Board, t: Text) -> discord.ui.View | None:
    """Sell/keep buttons for open offers and the discard menu, where no panel is open."""
    view = discord.ui.View(timeout=None)
    add_sale_buttons(view, game, mine, board, t, None)
    for decision in mine.decisions:
        if isinstance(decision, DiscardDue):
            menu = Menu(t("panel.discard_menu"), tuple(discard_choices(board, t, mine.hand)))
            view.add_item(discard_select(game, mine.turn, menu, max(1, decision.least), decision.most))
            if decision.least == 0:
                view.add_item(KeepAllButton(button(t("button.keep_all"), f"sk:dk:{game}:{mine.turn}")))
    return view if view.children else None


def offers_view(game: int, mine: SeatView, board: Board, t: Text, cards: Collection[int]) -> discord.ui.View | None:
    """The Sell and Keep of the offers of ``cards`` still open to the seat (a reminder's), as
    the offer's own direct message has them (the same ids and labels); None if none is open."""
    view = discord.ui.View(timeout=None)
    add_sale_buttons(view, game, mine, board, t, cards)
    return view if view.children else None


def add_sale_buttons(view: discord.ui.View, game: int, mine: SeatView, board: Board, t: Text,
               cards: Collection[int] | None) -> None:
    """Sell and Keep of each open offer (of ``cards`` only, unless None), labelled from the seat's hand."""
    for decision in mine.decisions:
        if isinstance(decision, SaleOffer) and (cards is None or decision.card in cards):
            for sell in (True, False):
                label = offer_label(board, t, decision.card, sell, mine.hand)
                view.add_item(sale_button(game, decision.card, sell, label))


def sale_button(game: int, card: int, sell: bool, label: str) -> SaleButton:
    style = discord.ButtonStyle.success if sell else discord.ButtonStyle.secondary
    return SaleButton(button(label[:80], f"{offer_ids(game, card)}{int(sell)}", style))


def offer_ids(game: int, card: int) -> str:
    """How the custom ids of one offer's Sell and Keep begin."""
    return f"sk:s:{game}:{card}:"


def closed_offer_ids(game: int, card: int) -> str:
    """The pattern (``re.match``) of the custom ids of one offer's Sell and Keep wherever a
    direct message holds them: its own buttons, or the panel's a press answered it with."""
    return rf"sk:(?:s:{game}:{card}:|pb:{game}:\d+:o{card}\.)"


OFFER_BUTTON = re.compile(r"sk:(?:s:\d+:(?P<card>\d+):|pb:\d+:\d+:o(?P<panel>\d+)\.)")  # either's card


class SaleButton(Component[Button], template=r"sk:s:(?P<id>[\s\S]*)"):
    """Sell or Keep under a sale offer's direct message (or /hand): ``<game>:<card>:<1|0>``."""

    async def answer(self, interaction: discord.Interaction) -> Reply:
        game, answer = sale_id(self.raw)
        try:
            return await panel_of(interaction, game).act(answer)
        except ServiceError as refused:
            dead = {"error.offer_closed": offer_ids(game, answer.card), "error.no_longer": "sk:",
                    "error.seat_replaced": "sk:", "error.seat_replaced_since": "sk:",  # a computer answers them now
                    "error.not_seated": "sk:"}  # a person forgotten since (/privacy): the seat is nobody's now
            if refused.message.key not in dead or interaction.message is None:
                raise
            line = warning(says(interaction), refused.message)
            return closed_offer(interaction.message, dead[refused.message.key], line)


def closed_offer(message: discord.Message, closed: str, line: str) -> Reply:
    """The message a closed offer's Sell or Keep was pressed on, answered in place with ``line`` (the offer closed)
    below and that offer's buttons (ids starting ``closed``) gone, so no button is left that only a refusal answers;
    other decisions' buttons stay. A game no longer in play closed all (``closed`` is every id's prefix). A text that
    would no longer fit (a /hand answer full of news) stays whole, and the line follows in a message of its own."""
    kept = kept_items(read_back(message), (closed,))
    joined = together(message.content, line)
    return Reply(joined or message.content, view=view_of(*kept) if kept else None, shows_decisions=bool(kept),
                 more="" if joined else line)


def with_closed(message: discord.Message, closed: tuple[Closing, ...], board: Board,
                t: Text) -> tuple[str, discord.ui.View | None]:
    """A sale offer's direct message once offers closed (``closed``: the patterns of their
    buttons' custom ids, ``closed_offer_ids``, each with how its holder answered it elsewhere, if
    they did, or why it closed unanswered, if known): its text with the question of each offer it held
    that closed replaced by that line (below, where the text has no such question), those closed for
    reasons not known named together in one line below (without them, a question of sell or keep would
    stand there with nothing to answer it by), and its buttons without theirs, the others read back live
    (None if none is left). The line of who plays next goes (it is stale by now), and once no button is
    left, the line that a decision waits for the holder too. A text that would no longer fit stays as it was."""
    items = read_back(message)
    lines = [line for line in message.content.split("\n") if not NEXT.match(line)]
    kept = kept_items(items, tuple(closing.pattern for closing in closed))
    if not any(getattr(item, "custom_id", None) for item in kept):
        lines = [line for line in lines if not WAITS.match(line)]
    unknown: list[int] = []
    for closing in closed:
        cards = {int(found["card"] or found["panel"]) for item in items if matches(item, (closing.pattern,))
                 and (found := OFFER_BUTTON.match(str(getattr(item, "custom_id", ""))))}
        for card in sorted(cards):
            said = closing.answered or closing.closed
            asked = [k for k, line in enumerate(lines) if asks(line, board, card)]
            if said is None:
                unknown.append(card)
            elif asked:
                lines[asked[0]] = t(said)
            else:
                lines.append(t(said))
            lines = [line for k, line in enumerate(lines) if k not in asked[1 if said is not None else 0:]]
    if unknown:
        lines.append(t("dm.offers_closed", cards=And(card_name(board, card) for card in unknown), count=len(unknown)))
    return together(*lines) or message.content, view_of(*kept) if kept else None


def opening(template: str, field: str, **values: str) -> str:
    """A catalogue's ``template`` up to its placeholder ``field``, those before it filled from ``values``."""
    said = []
    for literal, name, _, _ in Formatter().parse(template):
        said.append(literal)
        if name is None or name == field:
            break
        said.append(values.get(name, ""))
    return "".join(said)


# The sentences that ask the holder to sell or keep a card, in the DM of an offer, its reminder or the panel's text
OFFER_QUESTIONS = ("news.sale_offer", "news.sale_offer.table_waits", "news.sale_offer.before_scoring",
                   "news.sale_offer.stuck", "panel.offer", "panel.offer.table_waits", "panel.offer.before_scoring",
                   "panel.offer.stuck", "panel.offer_also")


def asks(line: str, board: Board, card: int) -> bool:
    """Whether a line of a direct message asks whether to sell ``card`` (an offer's question or its reminder's, in any
    language): each such sentence opens with the card (its name; a reminder's, its good and number), after words of
    its own."""
    for language in languages():
        t = text(language)
        named, goods = t(card_name(board, card)), t(good(board, card))
        heads = [opening(t.template(key, count), "card") + named for key in OFFER_QUESTIONS for count in (1, 2)]
        heads.append(opening(t.template("reminder.offer"), "card", good=goods) + str(card))
        if line.startswith(tuple(heads)):
            return True
    return False


def waits_line(language: str) -> str:
    """The pattern of the line under a decision's direct message that it waits for its holder
    (``dm.decision_waits``, any game's channel), in ``language``."""
    return re.escape(text(language)("dm.decision_waits", channel=0)).replace(re.escape("<#0>"), r"<#\d+>")


WAITS = re.compile("|".join(rf"^{waits_line(language)}$\n?" for language in languages()), re.MULTILINE)
# The panel's line of who plays next (``panel.next_waits``), in any language: a DM that became the panel's text has it
NEXT = re.compile("|".join(re.escape(opening(text(language).template("panel.next_waits"), "waiting"))
                           for language in languages()))


def matches(item: discord.ui.Item[Any], closed: tuple[str, ...]) -> bool:
    """Whether a component's custom id matches one of the patterns ``closed`` (a prefix is one)."""
    return any(re.match(pattern, str(getattr(item, "custom_id", None) or "")) for pattern in closed)


def read_back(message: discord.Message) -> list[discord.ui.Item[Any]]:
    """The components of a message the bot sent, as discord.py reads them from it."""
    return discord.ui.View.from_message(message, timeout=None).children


def kept_items(items: list[discord.ui.Item[Any]], closed: tuple[str, ...]) -> list[discord.ui.Item[Any]]:
    """The ``items`` whose custom ids match none of ``closed`` (patterns, or prefixes), as the
    bot's own again (``live``); a link button has no custom id, and stays."""
    return [live(item) for item in items if not matches(item, closed)]


def live(item: discord.ui.Item[Any]) -> discord.ui.Item[Any]:
    """A component read back from a message as the bot's own again, its press answered by its custom id (a plain item
    would be registered for the message and answer too); anything else (``/hand``'s private-page link) is kept as is."""
    return next((made for kind in DYNAMIC_ITEMS if (made := kind.read_back(item)) is not None), item)


def discard_select(game: int, turn: int, menu: Menu, least: int, most: int) -> DiscardSelect:
    """The discard menu, for the turn whose marriage drew the cards: ``<game>:<turn>``; each card
    with its points now beneath, as the panel's menu shows them (what a discard is chosen by)."""
    options = select_options(menu.choices)
    return DiscardSelect(discord.ui.Select(custom_id=f"sk:d:{game}:{turn}", placeholder=menu.placeholder,
                                           options=options,
                                           min_values=min(least, len(options)), max_values=min(most, len(options))))


class DiscardSelect(Component[Select], template=r"sk:d:(?P<id>[\s\S]*)"):
    async def answer(self, interaction: discord.Interaction) -> Reply:
        game, turn = game_turn(self.raw)
        return await panel_of(interaction, game).act(Discard(decode_cards(list(self.item.values))), turn)


class KeepAllButton(Component[Button], template=r"sk:dk:(?P<id>[\s\S]*)"):
    async def answer(self, interaction: discord.Interaction) -> Reply:
        game, turn = game_turn(self.raw)
        return await panel_of(interaction, game).act(Discard(()), turn)


DYNAMIC_ITEMS = (SaleButton, DiscardSelect, KeepAllButton)
