"""The turn panel: the turn message's one button opens one private message, edited in place for the whole turn: open
sale offers first, then Marry or Expand (family → space, then an optional second space), Confirm, the discard. Menus
come from ``cogs.menus`` (every legal choice, nothing else, pages past 25); single-option steps are skipped.

Taps from the public ping: a marriage 3 (4 with a discard), an expansion 3 (4 with two camels), a sale offer 1 (its
DM button). Every component is a DynamicItem whose custom id carries game, turn and step, so the panel works after a
restart. It speaks the user's language. Turn message buttons: ``turn_message``; decisions outside the panel (DMs,
/hand): ``decisions``."""

from __future__ import annotations

import io
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable, Sequence
from functools import partial

import discord

from bot.engine import Action, Board, Discard, Expand, Marry, SaleDecision
from bot.engine.scoring import END_STUCK
from bot.engine.view import DiscardDue, HandCard, SeatView
from bot.games.samarkand.game_service import GameService, SeatScreen
from bot.games.samarkand.screens import seat_screen
from bot.games.samarkand.turn_options import TurnOptions, first_spaces, second_spaces
from bot.service import ServiceError, refusal_met
from bot.service.pools import off_loop
from bot.words.i18n import And, Msg, Text, cards_between, family
from bot.words.image_words import words_in
from bot.words.narrate import OFFER_LINE, card_name, offer_key, sale_awaited, space_name
from cogs.component_ids import BadComponent, Button, Component, Select, button, pressed_in, view_of
from cogs.custom_ids import (
    DISCARD,
    OFFERS,
    ButtonStep,
    Cancel,
    Confirm,
    Home,
    KeepAll,
    Move,
    SecondPage,
    check_menu,
    decode_answer,
    decode_button,
    decode_cards,
    decode_move,
    encode_button,
    panel_id,
)
from cogs.menus import (
    ROWS,
    Choice,
    Menu,
    card_worth,
    chunked,
    discard_choices,
    first_space_choices,
    marriage_choices,
    offer_choices,
    offer_label,
    paged,
    second_space_choices,
)
from cogs.respond import Reply, says, user_id
from cogs.samarkand_runtime import samarkand_of
from rendering import numbered_targets, render_targets, with_camel

IMAGES_KEPT = 256
_images: OrderedDict[tuple[int, Hashable, int, str, str], bytes] = OrderedDict()  # game, seen, seat, step, language


async def target_image(screen: SeatScreen, where: list[tuple[int, int]], step: str, language: str,
                       first: int | None = None) -> discord.File:
    """The private map of the player's legal targets, numbered as in the menus, in the
    player's language; for a second camel (``first``: the first one's space) drawn and read
    as if the first camel already stood there. Drawn in the rendering threads and kept per
    game, what the seat sees (not the game's version: another's private answer moves it, and
    a map drawn again would answer slower, R6.5), seat, step and language."""
    key = (screen.game_id, screen.seen, screen.seat, step, language)
    if key not in _images:
        seat_view = screen.view if first is None else with_camel(screen.board, screen.view, where[0][0], first)
        targets = numbered_targets(screen.board, seat_view, where)
        _images[key] = await off_loop(partial(render_targets, screen.board, seat_view, targets,
                                              words=words_in(language), first=first))
        while len(_images) > IMAGES_KEPT:
            _images.popitem(last=False)
    else:
        _images.move_to_end(key)
    return discord.File(io.BytesIO(_images[key]), filename="samarkand-your-targets.png")


def service_of(interaction: discord.Interaction) -> GameService:
    return samarkand_of(interaction.client).service


def panel_of(interaction: discord.Interaction, game: int) -> Panel:
    return Panel(service_of(interaction), game, user_id(interaction), says(interaction), pressed_in(interaction))


# ----- the panel ---------------------------------------------------------------------------

def turn_headline(mine: SeatView, marry: bool, expand: bool) -> str:
    """The key of the turn panel's first line: what the turn allows, and when it is only camels,
    why no marriage is offered (R4.1-R4.3): no family the seat may marry into has a tile left, or
    the seat cannot pay the portion of any that has."""
    if not expand:
        return "panel.your_turn_marry"  # no tile yet, or no camel fits: no camels
    if marry:
        return "panel.your_turn"
    me = mine.players[mine.you]
    open_to_me = any(figures.tiles_left > 0 and (len(mine.players) == 2 or f not in me.tiles)
                     for f, figures in enumerate(mine.families))
    return "panel.your_turn_expand_money" if open_to_me else "panel.your_turn_expand_tiles"


class Panel:
    """One player's panel in one game: each method returns the panel's next content.
    ``pressed_in`` is where the component was used (None: a direct message). A press reads
    the game once: through the door (``service.play.screen``), or as the action it makes, whose
    report carries the next screen."""

    def __init__(self, service: GameService, game: int, user: str, t: Text, pressed_in: str | None) -> None:
        self.service, self.game, self.user, self.t, self.pressed_in = service, game, user, t, pressed_in

    async def screen(self) -> SeatScreen:
        return await self.service.play.screen(self.game, self.user, self.pressed_in)

    async def home(self, note: str = "", page: int = 0, screen: SeatScreen | None = None,
                   acted: bool = False) -> Reply:
        """The panel's first screen: open offers, then the turn's menus, or what the table waits
        for (``acted``: after the seat's own action, which that line follows, not refuses)."""
        screen = screen or await self.screen()
        options, board, t = screen.options, screen.board, self.t
        if options.discard:
            return self._discard(screen, note)
        view = discord.ui.View(timeout=None)
        lines = [note] if note else []
        for n, card in enumerate(options.offers):  # the terms once: six offers of them would not fit a message
            now, best = card_worth(screen.view.hand, card)
            lines.append(t(offer_key("panel.offer", screen.view) if n == 0 else "panel.offer_also",
                           card=card_name(board, card), price=board.rules.sale_price, now=now, count=now, best=best))
        if options.sale_unblocks:
            lines.append(t("panel.sell_to_move"))
        rows = add_offers(view, self.game, screen.turn, options.offers, board, t, screen.view.hand)
        if not options.active:
            lines.append(waiting_line(screen, t, acted))
            return Reply("\n".join(lines), view=view if view.children else None, shows_decisions=True)
        marry = marriage_choices(board, t, options)
        firsts = first_space_choices(board, t, options, screen.view, held(screen))
        if not options.offers and len(marry) + len(firsts) == 1:  # a single option: skip the step
            return await self.choose(decode_move((marry or firsts)[0].value), screen.turn, note, screen=screen)
        lines.append(t(turn_headline(screen.view, bool(marry), bool(firsts))))
        mine = screen.view
        lines.append(t("panel.standing", total=mine.total, count=mine.players[mine.you].public_points,
                       rank=mine.rank_in_view, players=len(mine.players), cards=mine.cards_held,
                       limit=mine.hand_limit))  # count: the points in view, whose noun agrees with them
        if marry:
            view.add_item(panel_select(self.game, screen.turn, "home.m", Menu(t("panel.marry_menu"), tuple(marry))))
            rows += 1
        page, pages = add_menu_pages(view, self.game, screen.turn, chunked(firsts, t("panel.expand_menu")),
                                     ROWS - rows, page, "home.e", Home, t)
        if pages > 1:
            lines.append(t("panel.pages", page=page + 1, pages=pages))
        files = []
        if firsts:
            lines.append(t("panel.map_numbers"))
            files.append(await target_image(screen, first_spaces(board, options), "home", t.language))
        return Reply("\n".join(lines), view=view, files=files, shows_decisions=True)

    async def choose(self, move: Move, turn: int, note: str = "", page: int = 0,
                     screen: SeatScreen | None = None) -> Reply:
        """The next step after a menu choice: a marriage's or an expansion's confirmation,
        or the second space after the first. A move the menus do not offer now is refused; one
        chosen on an earlier turn's panel or hint that is still offered is confirmed under a
        line saying so, since its reasons and its worth were the earlier position's."""
        screen = screen or await self.screen()
        options, board, t = screen.options, screen.board, self.t
        if not offered(options, move):
            raise ServiceError(not_offered(screen, turn))
        lines = [note] if note else []
        if turn != screen.turn:
            lines.append(t("panel.earlier_turn", turn=turn, now=screen.turn))
        if options.offers:  # the move closes them unanswered (R6.5): said before it is confirmed
            lines.append(t("panel.confirm_closes_offers", cards=And(card_name(board, c) for c in options.offers),
                           count=len(options.offers)))
        turn = screen.turn
        mover = family(board, move.family)
        if isinstance(move, Marry):
            portion = board.families[move.family].portion
            draws, limit = screen.view.marriage_draws, screen.view.hand_limit
            lines.append(t("panel.confirm_marry", family=mover, portion=portion, count=draws) if draws
                         else t("panel.confirm_marry_at_limit", family=mover, portion=portion, limit=limit))
            return Reply("\n".join(lines), view=confirm_view(self.game, turn, move, t), shows_decisions=True)
        first = move.spaces[0]
        if len(move.spaces) == 2:
            lines.append(t("panel.confirm_two", family=mover, first=space_name(board, first),
                           second=space_name(board, move.spaces[1])))
            return Reply("\n".join(lines), view=confirm_view(self.game, turn, move, t), shows_decisions=True)
        seconds = second_space_choices(board, t, options, move.family, first, screen.view, held(screen))
        lines.append(t("panel.confirm_one", family=mover, space=space_name(board, first)))
        view = confirm_view(self.game, turn, move, t, confirm=t("panel.confirm_one_button"))
        files = []
        if seconds:
            lines.append(t("panel.or_second", family=mover))
            add_menu_pages(view, self.game, turn, chunked(seconds, t("panel.second_menu")), ROWS - 2, page, "two",
                           partial(SecondPage, move.family, first), t)
            where = [(move.family, s) for s in second_spaces(board, options, move.family, first)]
            files.append(await target_image(screen, where, f"two{move.family}.{first}", t.language, first))
        return Reply("\n".join(lines), view=view, files=files, shows_decisions=True)

    async def act(self, action: Action, turn: int | None = None) -> Reply:
        """Make a move, a discard or a sale answer (typed, as the panel offered it); the panel
        goes on from the screen the action's report carries."""
        try:
            report = await self.service.moves.act_in(self.game, self.user, action, self.pressed_in, turn)
        except ServiceError as refused:
            raise plain_refusal(action, refused) from None
        said = report.private.get(self.user, [])
        lines = self.t.lines([m for m in said if m.key != OFFER_LINE])  # the panel lists open offers below
        screen = seat_screen(report, self.user)
        if report.over or screen is None:
            reply = Reply("\n".join([*lines, self.t("panel.over")]))
        elif screen.options.discard:  # the discard step names the cards drawn: not twice
            reply = self._discard(screen, "\n".join(self.t.lines([m for m in said if m.key != "news.you_drew"])))
        else:
            done = [] if isinstance(action, SaleDecision) else [self.t("panel.done")]  # a sale is not a move
            reply = await self.home(note="\n".join([*lines, *done]), screen=screen, acted=True)
        reply.changes = [report]
        return reply

    def _discard(self, screen: SeatScreen, note: str) -> Reply:
        decision = screen.options.discard[0]
        drawn = next((d.drawn for d in screen.view.decisions if isinstance(d, DiscardDue)), ())
        least, most = decision.least, decision.most
        t = self.t
        lines = [note] if note else []
        lines.append(t(discard_sentence(screen.board, DiscardDue(least, most, drawn))))
        menu = Menu(t("panel.discard_menu"), tuple(discard_choices(screen.board, t, screen.view.hand)))
        view = view_of(panel_select(self.game, screen.turn, DISCARD, menu, max(1, least), most))
        if least == 0:
            view.add_item(panel_button(self.game, screen.turn, KeepAll(), t("button.keep_all")))
        return Reply("\n".join(lines), view=view, shows_decisions=True)

    async def cancel(self) -> Reply:
        await self.service.reading.actor(self.game, self.user, self.pressed_in)  # only the seat's holder closes it
        return Reply(self.t("panel.cancelled"))


def discard_sentence(board: Board, due: DiscardDue) -> Msg:
    """The cards drawn and how many to discard (R4.5), wherever the discard is asked for: a
    menu alone does not say how many it takes."""
    key = "panel.discard_or_keep" if due.least == 0 else "panel.discard"
    return Msg(key, cards=[card_name(board, c) for c in due.drawn], amount=cards_between(due.least, due.most))


def held(screen: SeatScreen) -> list[int]:
    return [c.card for c in screen.view.hand]


def offered(options: TurnOptions, move: Move) -> bool:
    """Whether the panel's menus offer ``move`` now (a legal move of this turn)."""
    if isinstance(move, Marry):
        return move.family in options.marry
    if len(move.spaces) == 1:
        return move.spaces[0] in options.singles.get(move.family, ())
    return sorted(move.spaces) in [sorted(pair) for pair in options.pairs.get(move.family, ())]


def waiting_line(screen: SeatScreen, t: Text, acted: bool = False) -> str:
    """What the table waits for, in public terms: after the seat's own action as what comes
    next, else as why the panel offers no move (a player just done must not read the refusal
    "it is not your turn" and take the move for failed). A private sale offer never appears here;
    the public view waits for nobody only while a game with ``sales: at once`` waits for a
    sale answer, which that setting makes public anyway (R6.5): its holder, whose panel lists
    the offers, is told that it is their answer (every offer is awaited at such a table)."""
    if screen.view.over:
        return t("panel.game_over")
    if screen.view.settling:
        return t("panel.settling_stuck" if screen.view.end_reason == END_STUCK else "panel.settling")
    parts = [Msg("panel.waits_discard" if w.kind == "discard" else "panel.waits_play",
                 name=screen.names[w.player]) for w in screen.view.waiting]
    if parts:
        return t("panel.next_waits" if acted else "panel.not_your_turn", waiting=parts)
    return t(sale_awaited(len(screen.options.offers), acted))


# ----- components --------------------------------------------------------------------------

def select_options(choices: Sequence[Choice]) -> list[discord.SelectOption]:
    """A menu's choices as Discord's options, each within Discord's 100 characters, with its
    line beneath where it has one (a card's points now): the panel's and /marry's discard alike."""
    return [discord.SelectOption(label=c.label[:100], value=c.value, description=c.description[:100] or None)
            for c in choices]


def panel_select(game: int, turn: int, step: str, menu: Menu | None = None, least: int = 1,
                 most: int = 1) -> PanelSelect:
    options = select_options(menu.choices if menu else (Choice("-", "-"),))
    return PanelSelect(discord.ui.Select(custom_id=f"sk:ps:{game}:{turn}:{step}",
                                         placeholder=(menu.placeholder if menu else "")[:150] or None,
                                         options=options, min_values=min(least, len(options)),
                                         max_values=min(most, len(options))))


class PanelSelect(Component[Select], template=r"sk:ps:(?P<id>[\s\S]*)"):
    """Every menu of the panel: marriages, first and second spaces (their values are
    actions), sale answers (``offers``) and the discard (card numbers)."""

    async def answer(self, interaction: discord.Interaction) -> Reply:
        game, turn, step = panel_id(self.raw)
        panel = panel_of(interaction, game)
        return await guarded(panel, lambda: pick(panel, turn, check_menu(step), list(self.item.values)))


async def pick(panel: Panel, turn: int, step: str, values: list[str]) -> Reply:
    if step == DISCARD:
        return await panel.act(Discard(decode_cards(values)), turn)
    if len(values) != 1:
        raise BadComponent
    if step == OFFERS:
        return await panel.act(decode_answer(values[0]))
    return await panel.choose(decode_move(values[0]), turn)


def panel_button(game: int, turn: int, step: ButtonStep, label: str = "",
                 style: discord.ButtonStyle = discord.ButtonStyle.secondary) -> PanelButton:
    return PanelButton(button(label or "…", f"sk:pb:{game}:{turn}:{encode_button(step)}", style))


class PanelButton(Component[Button], template=r"sk:pb:(?P<id>[\s\S]*)"):
    """Every button of the panel: confirm, back/home, cancel, pages of second spaces, a sale
    answer, keeping every card (the steps of ``custom_ids``)."""

    async def answer(self, interaction: discord.Interaction) -> Reply:
        game, turn, step = panel_id(self.raw)
        panel = panel_of(interaction, game)
        return await guarded(panel, lambda: press(panel, turn, decode_button(step)))


async def press(panel: Panel, turn: int, step: ButtonStep) -> Reply:
    match step:
        case Confirm(move):
            return await panel.act(move, turn)
        case Home(page):
            return await panel.home(page=page)
        case SecondPage(family, first, page):
            return await panel.choose(Expand(family, (first,)), turn, page=page)
        case SaleDecision():
            return await panel.act(step)
        case KeepAll():
            return await panel.act(Discard(()), turn)
    return await panel.cancel()


def plain_refusal(action: Action, refused: ServiceError) -> ServiceError:
    """The refusal in the words of what the press was for: the rule a move or a sale answer
    broke can tell the presser something false about their own game (below). A press that met
    another one's change (a double tap: the first sold, the second finds the offer closed) is
    worded by what the game as it became refused (``refusal_met``)."""
    met = refusal_met(refused)
    if isinstance(action, SaleDecision):
        return offer_closed(met)
    if isinstance(action, Marry | Expand) and refused_by(met, "rule.settle_discard"):
        return ServiceError("error.move_made")  # a second confirmation of this turn's move (R3.3)
    return met


def refused_by(refused: ServiceError, rule: str) -> Msg | None:
    """The rule's reason a refusal carries, if it is ``rule``."""
    reason = refused.message.values.get("reason")
    return reason if isinstance(reason, Msg) and reason.key == rule else None


def offer_closed(refused: ServiceError) -> ServiceError:
    """A Sell or Keep button is only sent for an offer made, so "not on offer" means it closed since (answered
    elsewhere, the holder's move, a second camel, the time limit, the end); the rule's reason (a card is sold only
    when the first camel reaches its space) would tell the holder something false."""
    reason = refused_by(refused, "rule.not_on_offer")
    return ServiceError("error.offer_closed", card=reason.values["card"]) if reason else refused


def not_offered(screen: SeatScreen, turn: int) -> str:
    """Why a move chosen on the panel of ``turn`` (or a hint's Play this) is not offered now, as a catalogue key: an
    earlier turn's; this turn's own move already made, with the discard or (sales: at once) the answer to the sale
    offer it opened left, below (it read "That button or menu does not belong here" beside the offer), or another
    seat's answer that the table waits for; else a move the menus never offered."""
    if turn != screen.turn:
        return "error.old_panel"
    if screen.options.discard:
        return "error.move_made"
    if screen.view.active != screen.seat or screen.options.active:
        return "error.bad_component"
    return "error.move_made_offer" if screen.options.offers else "error.move_made_waits"


async def guarded(panel: Panel, step: Callable[[], Awaitable[Reply]]) -> Reply:
    """A refused step keeps the panel usable: the refusal, then the panel as it is now."""
    try:
        return await step()
    except ServiceError as err:
        warning = f"⚠️ {panel.t(err.message)}"
        try:
            return await panel.home(note=warning)
        except ServiceError:
            return Reply(warning)


def confirm_view(game: int, turn: int, move: Move, t: Text, confirm: str = "") -> discord.ui.View:
    return view_of(panel_button(game, turn, Confirm(move), confirm or t("button.confirm"), discord.ButtonStyle.success),
                   panel_button(game, turn, Home(0), t("button.back")),
                   panel_button(game, turn, Cancel(), t("button.cancel")))


OFFER_BUTTONS = 2  # open offers answered by buttons, a pair each in one row; more share one menu


def add_offers(view: discord.ui.View, game: int, turn: int, offers: tuple[int, ...], board: Board, t: Text,
               hand: Sequence[HandCard]) -> int:
    """Sell and Keep for every open offer, in one row: a pair of buttons each for up to two
    offers, else one menu holding them all (one tap either way); returns the rows used."""
    if len(offers) > OFFER_BUTTONS:
        view.add_item(panel_select(game, turn, OFFERS, Menu(t("panel.offer_menu"),
                                                            tuple(offer_choices(board, t, offers, hand)))))
        return 1
    for card in offers:
        view.add_item(panel_button(game, turn, SaleDecision(card, True), offer_label(board, t, card, True, hand, True),
                                   discord.ButtonStyle.success))
        view.add_item(panel_button(game, turn, SaleDecision(card, False), offer_label(board, t, card, False, hand)))
    return int(bool(offers))


def add_menu_pages(view: discord.ui.View, game: int, turn: int, menus: list[Menu], rows_free: int, page: int,
                   kind: str, step: Callable[[int], ButtonStep], t: Text) -> tuple[int, int]:
    """The menus of one page (the last if ``page`` is past it; their steps ``<kind><n>``) in
    the ``rows_free``, and buttons to the previous and next page (``step`` makes a page's
    step) in the last row, under the menus they turn: placed by discord.py, they would join the
    first row with room, beside a sale offer's Sell and Keep or the Confirm. Returns the page
    shown and how many there are."""
    pages = paged(menus, rows_free)
    page = min(page, len(pages) - 1)
    for number, menu in enumerate(pages[page]):
        view.add_item(panel_select(game, turn, f"{kind}{number}", menu))
    turns = [(page - 1, "button.previous_places")] if page > 0 else []
    turns += [(page + 1, "button.more_places")] if page < len(pages) - 1 else []
    for to, label in turns:
        turner = panel_button(game, turn, step(to), t(label))
        turner.row = ROWS - 1  # the row paged() keeps free
        view.add_item(turner)
    return page, len(pages)


DYNAMIC_ITEMS = (PanelSelect, PanelButton)
