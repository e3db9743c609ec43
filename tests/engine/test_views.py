"""R10: what is public and what is private."""

import json
import random

import pytest

from bot.engine import Marry, apply_action, awaiting, legal_actions, view
from tests.engine.helpers import fam, game

rule = pytest.mark.rule


def played(players: int, seed: int, actions: int):
    state = game(players, seed)
    chooser = random.Random(seed)
    for _ in range(actions):
        if state.over:
            break
        seat = awaiting(state)[0].player
        apply_action(state, seat, chooser.choice(legal_actions(state, seat)))
    return state


def hide_differently(state, seat: int, rng: random.Random):
    """The same public position with the secrets dealt differently: every hand but the
    seat's own, the deck and the discard pile are mixed and dealt again, sizes kept."""
    other = state.clone()
    others = [p for i, p in enumerate(other.players) if i != seat]
    pool = other.deck + other.discard + [c for p in others for c in p.hand]
    offered = {d.card for d in other.pending if d.kind == "sale"}
    if offered:  # a pending offer pins its card to its holder's hand; keep that part
        return other
    rng.shuffle(pool)
    for p in others:
        p.hand = sorted(pool.pop() for _ in p.hand)
    other.discard = [pool.pop() for _ in other.discard]
    other.deck = pool
    return other


@rule("R10")
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_r10_views_do_not_change_when_only_secrets_change(players):
    rng = random.Random(players)
    checked = 0
    for seed in range(25):
        state = played(players, seed, actions=rng.randrange(5, 60))
        for seat in [None, *range(players)]:
            mixed = hide_differently(state, seat if seat is not None else -1, rng)
            assert json.dumps(view(state, seat)) == json.dumps(view(mixed, seat))
            checked += 1
    assert checked == 25 * (players + 1)


@rule("R10")
def test_r10_a_player_sees_their_own_hand_and_only_sizes_of_others():
    state = game(3)
    mine = view(state, 1)
    assert [c["card"] for c in mine["hand"]] == state.players[1].hand
    assert all("hand" not in p for p in mine["players"])
    assert [p["hand_size"] for p in mine["players"]] == [2, 2, 2]
    assert "hand" not in view(state) and "decisions" not in view(state)


@rule("R10")
def test_r10_the_drawn_cards_are_in_the_drawers_view_only():
    state = game(3)
    apply_action(state, 0, Marry(fam("Levant")))
    drawn = state.pending[0].drawn
    assert view(state, 0)["decisions"] == [{"for": "discard", "least": 0, "most": 2, "drawn": drawn}]
    assert view(state, 1)["decisions"] == []
    assert view(state)["waiting"] == [{"player": 0, "for": "discard"}]


@rule("R10")
def test_r10_public_figures_are_in_every_view():
    state = played(4, 3, actions=40)
    public = view(state)
    assert public["deck_size"] == len(state.deck) and public["discard_size"] == len(state.discard)
    for figures, player in zip(public["players"], state.players, strict=True):
        assert figures["money"] == player.money and figures["tiles"] == player.tiles
        assert figures["sold"] == player.sold and figures["goods_markers"] == player.goods_markers
    assert public["families"][0]["treasury"] == state.treasury[0]
    assert public["met"] == state.met
