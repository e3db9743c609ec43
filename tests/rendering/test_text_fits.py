"""No text leaves its box: every image kind, in every language, with five players whose
names are as long as a name may be. Each text records the box its layout meant it to fit
(``within``; none: the image), and what was drawn must lie inside it, whole."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import pytest

from bot.engine import GameState, view
from bot.engine.view import HandCard, PublicView, SeatView
from bot.words.image_words import words_in
from rendering import board_image, panels, targets, turn_image
from rendering.canvas import Canvas, Item, inside
from rendering.lastturn import LastTurn, since
from rendering.replay_gif import replay_canvas
from tests.support.engine_scenarios import BOARD
from tests.support.image_scenes import Played, last_turn, one_camel_moves, played, played_until

LANGUAGES = ["en", "de"]
LONGEST_NAME = 32


def long_names(public: PublicView) -> PublicView:
    """Every player named with ``LONGEST_NAME`` wide letters."""
    players = tuple(replace(p, name=f"Wilhelmina Mühlenweg-Großwald {seat}".ljust(LONGEST_NAME, "W"))
                    for seat, p in enumerate(public.players))
    assert all(len(p.name) == LONGEST_NAME for p in players)
    return replace(public, players=players)


@cache
def five_players(final: bool) -> Played:
    """A 5-player game at its end, or in its middle where the seat to move has more targets
    than one column of the key holds, one of them a goods space whose card it holds."""
    if final:
        return played(5, 7, None)
    return played_until(5, 7, lambda state: long_key(seat_targets(state, state.active)[1]), least=40)


def long_key(found: list[targets.Target]) -> bool:
    return any(t.card is not None for t in found) and len(found) > targets.LIST_ONE_COLUMN


def game(final: bool) -> tuple[GameState, LastTurn]:
    state, events, _ = five_players(final)
    return state, last_turn(events[-12:])


def chain_before(final: bool) -> list[LastTurn]:
    """The four turns before the last of ``game``: a message after a round of computer moves."""
    _, events, _ = five_players(final)
    return list(since(events)[-5:-1])


def escaping(canvas: Canvas) -> list[Item]:
    """The texts drawn outside their box or the image."""
    whole = (0, 0, canvas.image.width, canvas.image.height)
    return [item for item in canvas.items if item.kind in ("text", "label")
            and not (inside(item.box, whole) and inside(item.box, item.within or whole))]


def seat_targets(state: GameState, seat: int) -> tuple[SeatView, list[targets.Target]]:
    """The seat's view holding the card of every goods space it may reach, and its targets:
    the longest lines a key can have."""
    singles = one_camel_moves(state, seat)
    goods = sorted({BOARD.spaces[a.spaces[0]].good for a in singles} - {None})
    seat_view = replace(view(state, seat), hand=tuple(HandCard(card, 1, 1) for card in goods))
    found = [replace(targets.targets_for(BOARD, seat_view, a.family, list(a.spaces))[0], number=k)
             for k, a in enumerate(singles, start=1)]
    return seat_view, found


class Replayed:
    """A replay position."""

    def __init__(self, public: PublicView, turn: LastTurn) -> None:
        self.public, self.last_turn = public, turn


def canvases(language: str, final: bool) -> dict[str, Canvas]:
    words = words_in(language)
    state, turn = game(final)
    public = long_names(view(state))
    drawn = {
        "turn image": turn_image.draw_turn(BOARD, public, turn, words=words),
        "turn image, a chain of turns": turn_image.draw_turn(BOARD, public, turn, words=words,
                                                             earlier=chain_before(final)),
        "full board": board_image.draw_board(BOARD, public, turn, words=words),
        "replay frame": replay_canvas(BOARD, Replayed(public, turn), words=words),
    }
    for half in turn_image.HALVES:
        window = turn_image.half_window(turn_image.turn_geometry(BOARD), half)
        drawn[f"board, {half}"] = turn_image.compose(BOARD, public, turn, words, turn_image.turn_geometry(BOARD),
                                                     [window])
    if not final:
        seat_view, found = seat_targets(state, state.active)
        drawn["target map"] = targets.draw_targets(BOARD, seat_view, found, words=words)
    return drawn


@pytest.mark.parametrize("final", [False, True], ids=["middle", "final"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_no_text_leaves_its_box_nor_the_image(language, final):
    for kind, canvas in canvases(language, final).items():
        assert escaping(canvas) == [], kind


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_target_key_names_every_card_whole(language):
    words = words_in(language)
    state, _ = game(False)
    seat_view, found = seat_targets(state, state.active)
    assert long_key(found)
    key = " ".join(item.text for item in targets.draw_targets(BOARD, seat_view, found, words=words).items
                   if item.kind == "text")
    assert "…" not in key
    for target in found:
        if target.card is not None:
            assert words("target_card", good=words.good(BOARD, target.card)) in key


@pytest.mark.parametrize("final", [False, True], ids=["middle", "final"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_long_name_is_cut_before_what_its_line_says_of_it(language, final):
    """Who won and with how many points, who is to play: a line cut at its end by one long
    name lost its point ("Game over WWWW…"); the name is cut instead (``fit_line``)."""
    words = words_in(language)
    state, _ = game(final)
    public = long_names(view(state))
    if final:
        said = words("winners", count=len(public.winners), names="\0", points=max(s.total for s in public.scores))
    else:
        said = words("to_discard" if public.waiting[0].kind == "discard" else "to_play", name="\0")
    tail = said.split("\0")[1]
    for kind, canvas in canvases(language, final).items():
        if kind != "target map":
            assert any(item.text.endswith(tail) for item in canvas.items), (kind, tail)


@pytest.mark.parametrize("final", [False, True], ids=["middle", "final"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_players_figures_are_drawn_whole(language, final):
    """Money, goods and relations beside a row of tiles: German's "Verbindungen" was cut on the
    half board's one line; a player line that cannot hold them takes two (``figures_fit``)."""
    words = words_in(language)
    state, _ = game(final)
    public = long_names(view(state))
    for kind, canvas in canvases(language, final).items():
        if kind not in ("full board", "target map"):  # the full board's cards have figures of their own
            drawn = {item.text for item in canvas.items}
            assert all(panels.figures_of(player, words) in drawn for player in public.players), kind


@pytest.mark.parametrize("final", [False, True], ids=["middle", "final"])
@pytest.mark.parametrize(("language", "levels", "short"), [
    ("en", ("expert", "beginner"), ("C1 · expert", "C2 · beginner")),
    ("de", ("Experte", "Anfänger"), ("C1 · Experte", "C2 · Anfänger")),
    ("de", ("Gelegenheitsspieler", "Könner"), ("C1 · Gelegenh.", "C2 · Könner")),
])
def test_a_computers_row_keeps_its_number_and_level(language, levels, short, final):
    """The rows cut "Computer 1 (Experte)" to "Computer 1 (…", the level lost: a computer's name
    too long for its row takes its short form, cut from the name's side; a long human name is
    cut at its end as before (``test_no_text_leaves_its_box_nor_the_image``), and the replay's
    roomy rows keep the whole name."""
    words = words_in(language)
    state, events = game(final)[0], five_players(final)[1]
    names = [f"Computer {k} ({level})" for k, level in enumerate(levels, 1)]
    public = long_names(view(state))
    public = replace(public, players=(*(replace(p, name=n) for p, n in zip(public.players, names, strict=False)),
                                      *public.players[len(names):]))
    drawn = [item.text for item in turn_image.compose(BOARD, public, last_turn(events[-12:]), words,
                                                      turn_image.turn_geometry(BOARD), [(0, 0, 1100, 470)]).items]
    assert all(name in drawn or cut in drawn for name, cut in zip(names, short, strict=True))  # whole, or short
    assert set(short) <= set(drawn) or final  # in the middle each player has one line, too short for the whole name
    assert len([t for t in drawn if t.startswith("Wilhelmina")]) == len(public.players) - len(names)  # as they were
    roomy = {item.text for item in turn_image.compose(BOARD, public, None, words, turn_image.turn_geometry(BOARD),
                                                      [(0, 0, 1100, 470)], roomy=True).items}
    assert set(names) <= roomy


@pytest.mark.parametrize(("language", "name", "short"), [
    ("en", "Computer 3 (strong)", "C3 · strong"),
    ("de", "Computer 12 (Gelegenheitsspieler)", "C12 · Gelegenh."),
    ("de", "Computer 1 (casual)", "C1 · Gelegenh."),  # seated while the table spoke English
    ("en", "Bob 2 (Pro)", None),  # a person's name of the same shape stays theirs
    ("en", "Computer x (expert)", None),
    ("en", "Computer \u00b2 (casual)", None),  # a digit int() cannot read: a person's name, drawn, not a crash
    ("de", "Computer \u0661 (casual)", None),  # another script's digit is no computer's number
])
def test_only_a_computers_name_takes_the_short_form(language, name, short):
    """The short form is read from the catalogue's own computer name, in either language, not
    from the name's shape: a person called "Bob 2 (Pro)" is cut at the end like any name."""
    assert words_in(language).computer_short(name) == short


@pytest.mark.parametrize(("language", "name", "note"), [
    ("en", "Computer 2 (casual)", "C2 · casual"),
    ("de", "Computer 2 (Gelegenheitsspieler)", "C2 · Gelegenh."),
    ("en", "Ann", "Ann married in"),
    ("en", "Wilhelmina Mühlenweg-Großwald 1W", "Wilhelmina M…"),
])
def test_who_married_in_is_told_beside_the_family_with_a_computers_number_and_level(language, name, note):
    """The note beside a family's stack on the full board was cut to "Computer 2 (…", its number
    and level lost: with the words where they fit, else the name alone (the ring says the
    marriage), a computer's in its short form."""
    words = words_in(language)
    state, _ = game(False)
    public = view(state)
    public = replace(public, players=tuple(replace(p, name=name if seat == 1 else p.name)
                                           for seat, p in enumerate(public.players)))
    drawn = [item.text for item in board_image.draw_board(BOARD, public, LastTurn(player=1, married=0),
                                                          words=words).items]
    assert note in drawn and not [text for text in drawn if text.startswith(("Computer 2 (…", "Wilh… "))]
