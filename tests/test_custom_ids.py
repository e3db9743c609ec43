"""The component id codec and the actions' text form: every valid step round-trips, and any
text at all either decodes or is a ``BadComponent`` (a short refusal), never another
exception: ids come back from clients, which may be modified."""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.engine import (
    ActionTextError,
    Discard,
    Expand,
    Marry,
    SaleDecision,
    action_from_text,
    action_to_text,
)
from cogs.custom_ids import (
    MAX_ID,
    BadComponent,
    Cancel,
    Confirm,
    Home,
    KeepAll,
    SecondPage,
    check_menu,
    decode_button,
    decode_cards,
    decode_move,
    encode_button,
    game_only,
    game_turn,
    panel_id,
    sale_button,
)

small = st.integers(0, 9_999)
moves = st.one_of(st.builds(Marry, small),
                  st.builds(Expand, small, st.lists(small, min_size=1, max_size=2).map(tuple)))
actions = st.one_of(moves, st.builds(Discard, st.lists(small, max_size=9).map(tuple)),
                    st.builds(SaleDecision, small, st.booleans()))
steps = st.one_of(st.builds(Home, small), st.builds(Confirm, moves), st.builds(SecondPage, small, small, small),
                  st.builds(SaleDecision, small, st.booleans()), st.just(KeepAll()), st.just(Cancel()))
DECODERS = [decode_button, decode_move, check_menu, panel_id, game_turn, game_only, sale_button,
            lambda text: decode_cards(text.split(","))]
forged = st.one_of(st.text(max_size=120), st.from_regex(r"[a-z]?[0-9.:\-]{0,40}", fullmatch=True),
                   st.integers(-2**70, 2**70).map(str))


@given(actions)
def test_every_action_round_trips_through_its_text(action):
    assert action_from_text(action_to_text(action)) == action


@given(steps)
def test_every_panel_step_round_trips(step):
    assert decode_button(encode_button(step)) == step


@given(st.text(max_size=60))
def test_any_text_is_an_action_or_refused(text):
    try:
        action = action_from_text(text)
    except ActionTextError:
        return
    assert action_to_text(action) == text  # one spelling per action: nothing else is accepted


@given(forged)
def test_a_forged_id_decodes_or_is_refused_never_raises_otherwise(text):
    for decode in DECODERS:
        with contextlib.suppress(BadComponent):
            decode(text)


@given(st.integers(0, MAX_ID), small, st.text(max_size=20))
def test_ids_within_bounds_decode(game, turn, step):
    if ":" not in step and len(f"{game}:{turn}:{step}") <= 100:
        assert panel_id(f"{game}:{turn}:{step}") == (game, turn, step)
    assert game_turn(f"{game}:{turn}") == (game, turn)


@pytest.mark.parametrize("text", [str(MAX_ID + 1), str(2**64), "-1", "+1", "1_000", "١", "1 ", "", "0x1"])
def test_numbers_out_of_bounds_or_not_plain_digits_are_refused(text):
    with pytest.raises(BadComponent):
        game_only(text)
