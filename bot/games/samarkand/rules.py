"""Samarkand's rules as the service plays them (``bot.games.playing.Rules``): the rules engine,
its computer players' cheap answers, and its sentences, on one board."""

from __future__ import annotations

import json
import random
from collections.abc import Hashable, Mapping, Sequence
from typing import Any

from bot.ai import DEFAULT_LEVEL, LEVELS, OFFERED, Level, conceal
from bot.ai.answers import decide_open
from bot.ai.thinking import InlineThinker
from bot.engine import (
    CURRENT_RULES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    Action,
    Board,
    Discard,
    Event,
    Expand,
    GameState,
    Marry,
    RuleError,
    SaleDecision,
    announce_key,
    apply_action,
    awaiting,
    board_named,
    legal_actions,
    public,
    state_from_json,
    state_to_json,
    view,
)
from bot.engine import Decision as Owed
from bot.engine.events import CardKept, CardSold, SaleOffer, Turn
from bot.engine.view import PublicView, public_waiting
from bot.games.playing import Decision, Illegal, Thinker, Thinking
from bot.games.samarkand.game_settings import Settings, settings_of
from bot.games.samarkand.screens import screen_of, seen_in
from bot.store.notes import HintsTaken, Note
from bot.store.row_values import AnnounceKey, By
from bot.store.setting import Setting
from bot.store.settings import Settings as TableSettings
from bot.words.i18n import Msg, Or, cards_between, family, good, languages
from bot.words.level_names import level_name, levels_by_name
from bot.words.narrate import card_name, describe, note_line, sale_awaited, told_to
from bot.words.quoting import quoted

AT_ONCE_WARNING = Msg("lobby.at_once_warning")  # what a table whose sales hold everyone up is told
SALE = "sale"  # the engine's kind of a sale offer: Samarkand's one kind of secret decision (R6.5)
DISCARD = "discard"  # the engine's kind of the discard a marriage's draw owes (R4.5)


def rule_refusal(err: RuleError, board: Board, names: Sequence[str]) -> Msg:
    """The engine's refusal in catalogue words, citing the same rule item: the game's things
    it names by index (family, space, card, player) become names. A card is named as every
    other message names it ("Silk (31, P3)"); the engine names only a card the player named
    themselves (one they claim to hold or to have on offer), so the name tells nobody's hand (R10)."""
    values: dict[str, object] = dict(err.values)  # the refusal's message values
    if "family" in values:
        values["family"] = family(board, err.values["family"])
    for key in ("space", "beyond"):
        if key in values:
            values[key] = board.spaces[err.values[key]].label
    if "card" in values and err.values["card"] in board.goods:
        values["good"] = good(board, err.values["card"])
        values["card"] = card_name(board, err.values["card"])
    if "player" in values:
        values["player"] = names[err.values["player"]]
    if "least" in values and "most" in values:  # a discard's size
        values["amount"] = cards_between(err.values["least"], err.values["most"])
    return Msg("rule.refusal", rule=err.rule, reason=Msg(f"rule.{err.code}", **values))


def refusal_in(state: GameState, err: RuleError, board: Board, names: Sequence[str]) -> Msg:
    """``rule_refusal``, but a move typed while a ``sales: at once`` table waits for a sale answer is told so, as
    the panel tells it: the engine's R3.3 refusal neither says what the table waits for nor is R3.3's case (an
    offer never delays a turn). Nobody typing a move holds an awaited offer (the holder is asked first), so nobody
    is told whose answer it is (R6.5)."""
    if err.code == "turn_completing" and all(owed.kind == SALE for owed in state.pending):
        return sale_awaited()
    return rule_refusal(err, board, names)


def evened_counts(board: Board) -> Msg:
    """What ``seats: evened`` does on ``board``: the table sizes its schedule covers (a host
    who chose it at another size should know that the rules' money applies there; with
    every size covered, there is no other size to warn of)."""
    money = board.rules.starting_money
    counts = sorted(board.evened_seats)
    if not counts:
        return Msg("lobby.evened_nowhere", money=money)
    if counts == list(range(MIN_PLAYERS, MAX_PLAYERS + 1)):
        return Msg("lobby.evened_everywhere", least=MIN_PLAYERS, most=MAX_PLAYERS)
    return Msg("lobby.evened_counts", counts=counts, money=money)


def decision(owed: Owed) -> Decision:
    return Decision(owed.player, owed.kind, owed.kind == SALE, owed.card if owed.kind == SALE else 0)


class SamarkandRules:
    """Samarkand on ``board`` (a saved game is read on the board its state names)."""

    def __init__(self, board: Board) -> None:
        self.board = board

    @property
    def table_sizes(self) -> range:
        return range(MIN_PLAYERS, MAX_PLAYERS + 1)

    def computer_level(self, typed: str | None) -> str:
        """A level players may seat, by its code (a slash choice) or its name in any language (typed, as the choices
        show it: "casual", "Könner"); one they may not (the tournament's only) is refused like a misspelt one, naming
        the levels by the names players see."""
        if typed is None:
            return DEFAULT_LEVEL
        level = levels_by_name(languages(), OFFERED).get(typed.strip().casefold())
        if level is None:
            raise Illegal(Msg("error.no_level", level=quoted(typed), levels=Or(level_name(code) for code in OFFERED)))
        return level

    level_name = staticmethod(level_name)

    @property
    def computer_levels(self) -> Sequence[str]:
        return OFFERED

    def level_offered(self, level: str) -> Msg:
        return Msg(f"choice.{level}")

    def table_notes(self, settings: TableSettings) -> list[Msg]:
        """The warning of a table whose sales hold everyone up, the evened seats' Dirham, and
        that hints answer here."""
        table = settings_of(settings)
        at_once = [AT_ONCE_WARNING] if table.at_once else []
        evened = [evened_counts(self.board)] if table.seats == "evened" else []
        return [*at_once, *evened, *([Msg("lobby.hints_on")] if table.allows_hints else [])]

    def chosen_notes(self, settings: TableSettings, changes: Mapping[Setting[Any], object]) -> list[Msg]:
        """That sales are now at once, when the host chose it just now; how the seats start, when the host
        changed it just now (evened: with the board's schedule): the money each seat starts with is the
        table's to know before the start, not the host's alone."""
        table = settings_of(settings)
        notes = [Msg("lobby.chose_at_once", warning=AT_ONCE_WARNING)] if (
            changes.get(Settings.sales) == "at_once" and table.at_once) else []
        if changes.get(Settings.seats) == table.seats == "evened":
            notes.append(Msg("lobby.chose_evened", seats=Msg("choice.evened"), schedule=evened_counts(self.board)))
        elif changes.get(Settings.seats) == table.seats:
            notes.append(Msg("lobby.chose_seats", seats=Msg(f"choice.{table.seats}")))
        return notes

    def closing_notes(self, settings: TableSettings) -> list[Note]:
        """The hints each player took, at a table that allowed them (counted during play,
        said only now: docs/coach.md#the-host-decides)."""
        table = settings_of(settings)
        return [HintsTaken(table.hints_taken)] if table.allows_hints else []

    def prepared(self, settings: TableSettings, players: int) -> Settings:
        """Today's rules, and the Dirham the seats get beyond the rules' (the board's schedule
        at a table that evens its seats out), kept for every rebuild of the game."""
        table = settings_of(settings)
        money = self.board.evened_seats.get(players, ()) if table.seats == "evened" else ()
        return table.changed(Settings.rules_version, CURRENT_RULES).changed(Settings.seat_money, money)

    def start(self, settings: TableSettings, names: Sequence[str], seed: int) -> tuple[GameState, list[Event]]:
        return settings_of(settings).setup(self.board).start(list(names), seed)

    def rebuilt(self, saved: str, settings: TableSettings, names: Sequence[str], seed: int
                ) -> tuple[GameState, list[Event]]:
        """A started game's opening again, seated, on the board its saved state names."""
        return settings_of(settings).setup(self.board_of(saved)).start(list(names), seed, seated=True)

    def board_of(self, saved: str) -> Board:
        """The board a saved state names (a lobby's, empty: today's)."""
        return board_named(json.loads(saved)["board"], self.board) if saved else self.board

    def seat_order(self, state: GameState) -> list[str]:
        return [player.name for player in state.players]

    def rename(self, state: GameState, seat: int, name: str) -> None:
        state.players[seat].name = name

    def load(self, text: str) -> GameState:
        return state_from_json(text, self.board)

    dump = staticmethod(state_to_json)

    def turn(self, state: GameState) -> int:
        return state.turn

    def over(self, state: GameState) -> bool:
        return state.over

    def awaiting(self, state: GameState) -> list[Decision]:
        return [decision(owed) for owed in awaiting(state)]

    def secret_decisions(self, state: GameState) -> list[Decision]:
        return [decision(owed) for owed in state.offers + state.pending if owed.kind == SALE]

    def visibly_awaited(self, state: GameState) -> list[int]:
        return [waiting.player for waiting in public_waiting(state)]

    def known_to(self, state: GameState, seat: int) -> bytes:
        """What ``seat`` knows of ``state`` (its view), as a digest: the question a hint answers, and the position its
        suggestion is recognised in. The search conceals everything else first, and a hint asked again after a change
        out of the seat's sight (another's private sale answered) is the hint already given: a new search would tell
        by its time and count of continuations that something had changed, and a suggestion played there is still the
        hint's, or the review would tell it (R6.5)."""
        return seen_in(view(state, seat))

    def clock_key(self, state: GameState) -> Hashable:
        """Private sale offers are left out, so answering one never moves anyone's clock (R6.5)."""
        return state.turn, state.active, state.over, tuple((d.kind, d.player) for d in state.pending)

    def announce_key(self, state: GameState) -> AnnounceKey:
        return AnnounceKey(announce_key(state))

    legal = staticmethod(legal_actions)

    def bound_to_turn(self, action: Action) -> bool:
        return isinstance(action, Marry | Expand | Discard)

    def follows_move(self, decision: Decision) -> bool:
        return decision.kind == DISCARD  # the cards a marriage drew (R4.5)

    def apply(self, state: GameState, seat: int, action: Action, names: Sequence[str]) -> list[Event]:
        try:
            return apply_action(state, seat, action)
        except RuleError as err:
            raise Illegal(refusal_in(state, err, self.board, names)) from None

    def default_answer(self, state: GameState, decision: Decision) -> Action:
        """A sale offer whose time is up is kept (R6.5)."""
        return SaleDecision(decision.item, False)

    def answers_at_once(self, state: GameState, computers: set[int], orders: Mapping[int, Mapping[int, bool]],
                        rng: random.Random) -> tuple[int, Action, By] | None:
        """Computer seats answer sale offers by a cheap greedy judgement on a concealed copy;
        a player's standing order answers theirs."""
        for offer in self.secret_decisions(state):
            if offer.seat in computers:
                answer = decide_open(conceal(state, offer.seat, rng), offer.seat)
                if answer is not None:
                    return offer.seat, answer, By.COMPUTER
            order = orders.get(offer.seat, {}).get(offer.item)
            if order is not None:
                return offer.seat, SaleDecision(offer.item, order), By.ORDER
        return None

    def thinking(self, level: str) -> Thinking:
        return "search" if LEVELS[Level(level)].pool == "search" else "light"

    def inline_thinker(self) -> Thinker:
        return InlineThinker()

    def public(self, events: Sequence[Event]) -> list[Event]:
        return public(list(events))

    def private_lines(self, events: Sequence[Event], names: Sequence[str]) -> dict[int, list[Msg]]:
        """Each event private to a seat, and a sale said to the seller too, as "you". An offer
        answered in the same change (a standing order) goes unasked: its answer says what was
        done, where "sell it or keep it?" above it would ask a question already answered."""
        lines: dict[int, list[Msg]] = {}
        answered = {(event.player, event.card) for event in events if isinstance(event, CardSold | CardKept)}
        for event in events:
            seat = event.private_to
            if isinstance(event, SaleOffer) and (event.player, event.card) in answered:
                continue
            if seat is not None and (line := describe(event, self.board, list(names))):
                lines.setdefault(seat, []).append(line)
            if isinstance(event, CardSold):
                lines.setdefault(event.player, []).append(Msg(
                    "news.you_sold", good=good(self.board, event.card), amount=event.amount))
        return lines

    def told_to(self, seat: int, lines: Sequence[Msg], names: Sequence[str]) -> list[Msg]:
        return told_to(lines, names[seat])

    def prompted(self, state: GameState, events: Sequence[Event]) -> set[int]:
        deciding = {owed.player for owed in state.pending + state.offers}
        told = {e.private_to for e in events if e.private_to is not None}  # each such event is said to its seat
        return told & deciding

    def opens_turn(self, event: Event) -> bool:
        return isinstance(event, Turn)

    def describe_note(self, note: Note, names: Sequence[str]) -> Msg | None:
        return note_line(note, list(names))

    def describe(self, event: Event, names: Sequence[str]) -> Msg | None:
        return describe(event, self.board, list(names))

    def secret_reminder(self, decision: Decision, closes: int) -> Msg:
        return Msg("reminder.offer", good=good(self.board, decision.item), card=decision.item,
                   price=self.board.rules.sale_price, closes=closes)

    def secret_opening(self, decision: Decision) -> Msg:
        line = describe(SaleOffer(decision.seat, decision.item), self.board, [])
        assert line is not None  # an offer is always said to its holder
        return line

    def view(self, state: GameState) -> PublicView:
        return view(state)

    screen = staticmethod(screen_of)
