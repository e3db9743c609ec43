"""The turn panel: the turn message's one button opens one private message that is edited in
place for the whole turn: open sale offers first, then Marry or Expand (family → space, then
an optional second space), Confirm, then the discard. Menus come from ``bot.panel`` (every
legal choice, nothing else, pages past 25); single-option steps are skipped.

Taps from the public ping: a marriage 3 (4 with a discard), an expansion 3 (4 with two
camels), a sale offer 1 (its DM button). Every component is a DynamicItem whose custom id
carries the game, the turn and the step, so the panel keeps working after a restart. The
panel speaks the user's own language. The turn message's buttons are in ``turn_message``,
the decisions answered outside the panel (DMs, /hand) in ``decisions``."""

from __future__ import annotations

import io
import re
from collections import OrderedDict
from dataclasses import replace
from functools import partial
from typing import Any

import discord

from bot.engine import Board, board_by_id
from bot.i18n import Msg, Text, family
from bot.image_words import words_in
from bot.narrate import card_name, space_name
from bot.panel import (
    ROWS,
    Choice,
    Menu,
    chunked,
    discard_choices,
    first_space_choices,
    first_spaces,
    marriage_choices,
    offer_choices,
    paged,
    second_space_choices,
    second_spaces,
)
from bot.service import GameService, ServiceError
from bot.thinking import off_loop
from cogs.respond import Reply, bot_of, respond, says, user_id
from rendering import render_targets, targets_for

IMAGES_KEPT = 256
_images: OrderedDict[tuple, bytes] = OrderedDict()


async def target_image(options: dict[str, Any], hand: dict[str, Any],
                       where: list[tuple[int, int]], step: str, language: str) -> discord.File:
    """The private map of the player's legal targets, numbered as in the menus, in the
    player's language; drawn in the rendering threads and kept per game, state version,
    seat, step and language."""
    key = (options["game"], options["version"], options["seat"], step, language)
    if key not in _images:
        board = board_by_id(hand["board"])
        targets = [replace(targets_for(board, hand, family, [space])[0], number=number)
                   for number, (family, space) in enumerate(where, start=1)]
        _images[key] = await off_loop(partial(render_targets, board, hand, targets,
                                              words=words_in(language)))
        while len(_images) > IMAGES_KEPT:
            _images.popitem(last=False)
    else:
        _images.move_to_end(key)
    return discord.File(io.BytesIO(_images[key]), filename="samarkand-your-targets.png")

GAME_TURN = r"(?P<game>\d+):(?P<turn>\d+)"


def service_of(interaction: discord.Interaction) -> GameService:
    return bot_of(interaction).service


# ----- the panel ---------------------------------------------------------------------------

class Panel:
    """One player's panel in one game: each method returns the panel's next content."""

    def __init__(self, service: GameService, game: int, user: str, t: Text) -> None:
        self.service, self.game, self.user, self.t = service, game, user, t
        self.board: Board = service.board  # until the game's own is known: the same names, maybe not the same map

    async def _channel(self) -> str:
        return await self.service.channel_of(self.game)

    async def current_turn(self) -> int:
        return (await self.service.options(await self._channel(), self.user))["turn"]

    async def _context(self) -> tuple[dict[str, Any], dict[str, Any]]:
        channel = await self._channel()
        options, hand = await self.service.options(channel, self.user), await self.service.hand(channel, self.user)
        self.board = board_by_id(hand["board"])
        return options, hand

    async def home(self, note: str = "", page: int = 0) -> Reply:
        options, hand = await self._context()
        if options["discard"]:
            return self._discard(options, hand, note)
        t = self.t
        view = discord.ui.View(timeout=None)
        lines = [note] if note else []
        for card in options["offers"]:
            lines.append(t("panel.offer", card=card_name(self.board, card), price=self.board.rules.sale_price))
        rows = add_offers(view, self.game, options["turn"], options["offers"], self.board, t)
        if not options["active"]:
            lines.append(waiting_line(hand, t))
            return Reply("\n".join(lines), view=view if view.children else None, shows_decisions=True)
        marry = marriage_choices(self.board, t, options)
        firsts = first_space_choices(self.board, t, options, hand, [c["card"] for c in hand["hand"]])
        if not options["offers"] and len(marry) + len(firsts) == 1:  # a single option: skip the step
            return await self.choose((marry or firsts)[0].value, note)
        lines.append(t("panel.your_turn"))
        if marry:
            view.add_item(PanelSelect(self.game, options["turn"], "home.m", Menu(t("panel.marry_menu"), tuple(marry))))
            rows += 1
        pages = paged(chunked(firsts, t("panel.expand_menu")), ROWS - rows)
        page = min(page, len(pages) - 1)
        for number, menu in enumerate(pages[page]):
            view.add_item(PanelSelect(self.game, options["turn"], f"home.e{number}", menu))
        if len(pages) > 1:
            lines.append(t("panel.pages", page=page + 1, pages=len(pages)))
            add_page_buttons(view, self.game, options["turn"], page, len(pages), "h", t)
        files = []
        if firsts:
            lines.append(t("panel.map_numbers"))
            files.append(await target_image(options, hand, first_spaces(self.board, options), "home",
                                            self.t.language))
        return Reply("\n".join(lines), view=view, files=files, shows_decisions=True)

    async def choose(self, value: str, note: str = "", page: int = 0) -> Reply:
        """The next step after a menu choice: a marriage's or an expansion's confirmation,
        or the second space after the first."""
        t = self.t
        options, hand = await self._context()
        turn = options["turn"]
        lines = [note] if note else []
        kind, numbers = value[0], [int(n) for n in value[1:].split(".")]
        mover = family(self.board, numbers[0])
        if kind == "m":
            portion = self.board.families[numbers[0]].portion
            lines.append(t("panel.confirm_marry", family=mover, portion=portion))
            return Reply("\n".join(lines), view=confirm_view(self.game, turn, value, t), shows_decisions=True)
        first = numbers[1]
        if len(numbers) == 3:
            lines.append(t("panel.confirm_two", family=mover, first=space_name(self.board, first),
                           second=space_name(self.board, numbers[2])))
            return Reply("\n".join(lines), view=confirm_view(self.game, turn, value, t), shows_decisions=True)
        seconds = second_space_choices(self.board, t, options, numbers[0], first, hand,
                                       [c["card"] for c in hand["hand"]])
        lines.append(t("panel.confirm_one", family=mover, space=space_name(self.board, first)))
        view = confirm_view(self.game, turn, value, t, confirm=t("panel.confirm_one_button"))
        files = []
        if seconds:
            lines.append(t("panel.or_second", family=mover))
            pages = paged(chunked(seconds, t("panel.second_menu")), ROWS - 2)
            page = min(page, len(pages) - 1)
            for number, menu in enumerate(pages[page]):
                view.add_item(PanelSelect(self.game, turn, f"two{number}", menu))
            if len(pages) > 1:
                add_page_buttons(view, self.game, turn, page, len(pages), f"s{numbers[0]}.{first}.", t)
            where = [(numbers[0], s) for s in second_spaces(self.board, options, numbers[0], first)]
            files.append(await target_image(options, hand, where, f"two{numbers[0]}.{first}",
                                            self.t.language))
        return Reply("\n".join(lines), view=view, files=files, shows_decisions=True)

    async def confirm(self, value: str, turn: int) -> Reply:
        """Act on a confirmed choice; the panel goes on with the discard, if one follows."""
        channel = await self._channel()
        kind, numbers = value[0], [int(n) for n in value[1:].split(".")]
        family = self.board.families[numbers[0]].name
        if kind == "m":
            report = await self.service.marry(channel, self.user, family, turn=turn)
        else:
            labels = [self.board.spaces[s].label for s in numbers[1:]]
            report = await self.service.expand(channel, self.user, family, labels, turn=turn)
        return await self.after(report)

    async def after(self, report: Any) -> Reply:
        lines = self.t.lines(report.private.get(self.user, []))
        if report.over:
            reply = Reply("\n".join([*lines, self.t("panel.over")]))
            reply.changes = [report]
            return reply
        options, hand = await self._context()
        if options["discard"]:
            reply = self._discard(options, hand, "\n".join(lines))
        else:
            reply = await self.home(note="\n".join([*lines, self.t("panel.done")]))
        reply.changes = [report]
        return reply

    def _discard(self, options: dict[str, Any], hand: dict[str, Any], note: str) -> Reply:
        decision = options["discard"][0]
        drawn = next((d["drawn"] for d in hand["decisions"] if d["for"] == "discard"), [])
        least, most = decision["least"], decision["most"]
        t = self.t
        lines = [note] if note else []
        key = "panel.discard_or_keep" if least == 0 else "panel.discard"
        lines.append(t(key, cards=[card_name(self.board, c) for c in drawn], least=least, most=most))
        view = discord.ui.View(timeout=None)
        menu = Menu(t("panel.discard_menu"), tuple(discard_choices(self.board, t, hand["hand"])))
        view.add_item(PanelSelect(self.game, options["turn"], "discard", menu, max(1, least), most))
        if least == 0:
            view.add_item(PanelButton(self.game, options["turn"], "k", t("button.keep_all")))
        return Reply("\n".join(lines), view=view, shows_decisions=True)

    async def discard(self, cards: list[str]) -> Reply:
        channel = await self._channel()
        return await self.after(await self.service.discard(channel, self.user, cards))

    async def answer(self, value: str) -> Reply:
        """A Sell or Keep from the panel: ``o<card>.<1 sell | 0 keep>``."""
        card, sell = value[1:].split(".")
        return await self.sale(int(card), sell == "1")

    async def sale(self, card: int, sell: bool) -> Reply:
        channel = await self._channel()
        return await self.after(await self.service.decide_sale(channel, self.user, str(card), sell))


def waiting_line(hand: dict[str, Any], t: Text) -> str:
    """What the table waits for, in public terms. A private sale offer never appears here;
    the public view waits for nobody only while a game with ``sales: at once`` waits for a
    sale answer, which that setting makes public anyway (R6.5)."""
    if hand["over"]:
        return t("panel.game_over")
    if hand.get("settling"):
        return t("panel.settling")
    names = hand["names"]
    parts = [Msg("panel.waits_discard" if w["for"] == "discard" else "panel.waits_play", name=names[w["player"]])
             for w in hand["waiting"]]
    return t("panel.not_your_turn", waiting=parts or Msg("panel.waits_sale"))


# ----- components --------------------------------------------------------------------------

class PanelSelect(discord.ui.DynamicItem[discord.ui.Select],
                  template=rf"sk:ps:{GAME_TURN}:(?P<step>[\w.]+)"):
    def __init__(self, game: int, turn: int, step: str, menu: Menu | None = None, least: int = 1,
                 most: int = 1) -> None:
        choices = menu.choices if menu else (Choice("-", "-"),)
        options = [discord.SelectOption(label=c.label[:100], value=c.value, description=c.description[:100] or None)
                   for c in choices]
        super().__init__(discord.ui.Select(custom_id=f"sk:ps:{game}:{turn}:{step}",
                                           placeholder=(menu.placeholder if menu else "")[:150] or None,
                                           options=options, min_values=min(least, len(options)),
                                           max_values=min(most, len(options))))
        self.game, self.turn, self.step = game, turn, step

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select,
                             match: re.Match[str]) -> PanelSelect:
        return cls(int(match["game"]), int(match["turn"]), match["step"])

    async def callback(self, interaction: discord.Interaction) -> None:
        values = list(self.item.values)
        panel = Panel(service_of(interaction), self.game, user_id(interaction), says(interaction))

        async def step() -> Reply:
            if self.step == "discard":
                return await panel.discard(values)
            if self.step == "offers":
                return await panel.answer(values[0])
            return await panel.choose(values[0])
        await respond(interaction, lambda: guarded(panel, step), update=True)


class PanelButton(discord.ui.DynamicItem[discord.ui.Button],
                  template=rf"sk:pb:{GAME_TURN}:(?P<step>[\w.]+)"):
    """Every button of the panel: confirm (c…), back/home (h…), cancel (x), pages of second
    spaces (s…), a sale answer (o…), keeping every card (k)."""

    def __init__(self, game: int, turn: int, step: str, label: str = "",
                 style: discord.ButtonStyle | None = None) -> None:
        super().__init__(discord.ui.Button(label=label or "…", custom_id=f"sk:pb:{game}:{turn}:{step}",
                                           style=style or discord.ButtonStyle.secondary))
        self.game, self.turn, self.step = game, turn, step

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> PanelButton:
        return cls(int(match["game"]), int(match["turn"]), match["step"])

    async def callback(self, interaction: discord.Interaction) -> None:
        panel = Panel(service_of(interaction), self.game, user_id(interaction), says(interaction))
        await respond(interaction, lambda: guarded(panel, lambda: self.press(panel)), update=True)

    async def press(self, panel: Panel) -> Reply:
        step = self.step
        if step.startswith("c"):
            return await panel.confirm(step[1:], self.turn)
        if step.startswith("h"):
            return await panel.home(page=int(step[1:] or 0))
        if step.startswith("s"):
            family, first, page = step[1:].split(".")
            return await panel.choose(f"e{family}.{first}", page=int(page))
        if step.startswith("o"):
            return await panel.answer(step)
        if step == "k":
            return await panel.discard([])
        return Reply(panel.t("panel.cancelled"))


async def guarded(panel: Panel, step: Any) -> Reply:
    """A refused step keeps the panel usable: the refusal, then the panel as it is now."""
    try:
        return await step()
    except ServiceError as err:
        warning = f"⚠️ {panel.t(err.message)}"
        try:
            return await panel.home(note=warning)
        except ServiceError:
            return Reply(warning)


def confirm_view(game: int, turn: int, value: str, t: Text, confirm: str = "") -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(PanelButton(game, turn, f"c{value}", confirm or t("button.confirm"), discord.ButtonStyle.success))
    view.add_item(PanelButton(game, turn, "h0", t("button.back")))
    view.add_item(PanelButton(game, turn, "x", t("button.cancel")))
    return view


OFFER_BUTTONS = 2  # open offers answered by buttons, a pair each in one row; more share one menu


def add_offers(view: discord.ui.View, game: int, turn: int, offers: list[int], board: Board, t: Text) -> int:
    """Sell and Keep for every open offer, in one row: a pair of buttons each for up to two
    offers, else one menu holding them all (one tap either way); returns the rows used."""
    if len(offers) > OFFER_BUTTONS:
        view.add_item(PanelSelect(game, turn, "offers", Menu(t("panel.offer_menu"),
                                                             tuple(offer_choices(board, t, offers)))))
        return 1
    for card in offers:
        view.add_item(PanelButton(game, turn, f"o{card}.1", t("button.sell_short", card=card),
                                  discord.ButtonStyle.success))
        view.add_item(PanelButton(game, turn, f"o{card}.0", t("button.keep", card=card)))
    return int(bool(offers))


def add_page_buttons(view: discord.ui.View, game: int, turn: int, page: int, pages: int, prefix: str,
                     t: Text) -> None:
    def step(number: int) -> str:
        return f"{prefix}{number}"
    if page > 0:
        view.add_item(PanelButton(game, turn, step(page - 1), t("button.previous_places")))
    if page < pages - 1:
        view.add_item(PanelButton(game, turn, step(page + 1), t("button.more_places")))


DYNAMIC_ITEMS = (PanelSelect, PanelButton)
