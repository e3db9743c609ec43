"""R10: what is public and what is private."""

import random
from dataclasses import fields

import pytest

from bot.engine import Marry, apply_action, view, winners
from bot.engine.view import DiscardDue, PublicPlayer, PublicView, Waiting
from tests.support.engine_scenarios import deal_secrets_again, fam, game, played

rule = pytest.mark.rule


@rule("R10")
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_r10_views_do_not_change_when_only_secrets_change(players):
    rng = random.Random(players)
    checked = 0
    for seed in range(25):
        state = played(players, seed, actions=rng.randrange(5, 60))
        if state.over:  # the end reveals every hand (R9.4)
            continue
        for seat in [None, *range(players)]:
            mixed = deal_secrets_again(state, seat, rng)
            assert view(state, seat) == view(mixed, seat)
            checked += 1
    assert checked >= 20 * (players + 1)


@rule("R10")
def test_r10_a_player_sees_their_own_hand_and_only_sizes_of_others():
    state = game(3)
    mine = view(state, 1)
    assert [c.card for c in mine.hand] == state.players[1].hand
    assert "hand" not in {f.name for f in fields(PublicPlayer)}
    assert [p.hand_size for p in mine.players] == [2, 2, 2]
    public = view(state)
    assert type(public) is PublicView and not {"hand", "decisions"} & {f.name for f in fields(public)}


@rule("R10")
def test_r10_the_drawn_cards_are_in_the_drawers_view_only():
    state = game(3)
    apply_action(state, 0, Marry(fam("Levant")))
    drawn = state.pending[0].drawn
    assert view(state, 0).decisions == (DiscardDue(least=0, most=2, drawn=tuple(drawn)),)
    assert view(state, 1).decisions == ()
    assert view(state).waiting == (Waiting(player=0, kind="discard"),)


@rule("R10")
def test_r10_public_figures_are_in_every_view():
    state = played(4, 3, actions=40)
    public = view(state)
    assert public.deck_size == len(state.deck) and public.discard_size == len(state.discard)
    for figures, player in zip(public.players, state.players, strict=True):
        assert figures.money == player.money and list(figures.tiles) == player.tiles
        assert list(figures.sold) == player.sold and list(figures.goods_markers) == player.goods_markers
    assert public.families[0].treasury == state.treasury[0]
    assert [list(pair) for pair in public.met] == state.met


def test_public_points_count_what_everyone_sees_and_the_end_names_the_winners():
    state = game(3)
    state.players[1].money = 7
    state.players[1].goods_markers = [4, 9]
    state.players[1].relationship_markers = [0]
    public = view(state)
    assert [p.public_points for p in public.players] == [10, 7 + 2 + 1, 10]
    assert public.winners is None and public.scores is None
    state.over = True
    final = view(state)
    assert final.winners is not None and final.scores is not None
    assert list(final.winners) == winners(state)
    assert [len(line.hand) for line in final.scores] == [len(p.hand) for p in state.players]


def test_a_seats_total_counts_its_cards_and_its_place_counts_only_what_is_in_view():
    state = played(3, 4, 40)
    for seat in range(3):
        mine = view(state, seat)
        shown = [p.public_points for p in mine.players]
        assert mine.total == shown[seat] + sum(card.points for card in mine.hand)
        assert mine.rank_in_view == 1 + sum(points > shown[seat] for points in shown)
        other = deal_secrets_again(state, seat, random.Random(seat))  # the others' cards, dealt anew
        assert view(other, seat).rank_in_view == mine.rank_in_view
