"""A full board's player card: the family tiles beside "Hand 5 · sold 2" never cover it. A
German end image drew a player's eight tiles over "verkauft 2" (the German line is longer)."""

from dataclasses import replace

import pytest

from bot.engine import view
from bot.words.image_words import words_in
from rendering import board_image
from rendering.canvas import overlaps
from tests.support.engine_scenarios import BOARD
from tests.support.image_scenes import last_turn, played


def many_tiles(public, seat: int, count: int):
    """The view with ``seat`` holding ``count`` tiles (two of a family past ten, as two players may) and two
    sold cards."""
    tiles = tuple(k % len(BOARD.families) for k in range(count))
    player = replace(public.players[seat], tiles=tiles, sold=(1, 2), hand_size=5)
    return replace(public, players=tuple(player if k == seat else p for k, p in enumerate(public.players)))


@pytest.mark.parametrize("final", [False, True], ids=["middle", "final"])
@pytest.mark.parametrize("count", [8, 10, 14])
@pytest.mark.parametrize("language", ["en", "de"])
def test_a_players_tiles_leave_their_hand_line_whole_and_uncovered(language, count, final):
    words = words_in(language)
    state, events, _ = played(3, 11, None if final else 20)
    public = many_tiles(view(state), 1, count)
    canvas = board_image.draw_board(BOARD, public, last_turn(events), words=words)
    hand = words("hand", hand=5, sold=2)
    lines = [item for item in canvas.items if item.kind == "text" and item.text == hand]
    assert len(lines) == 1, [item.text for item in canvas.items if item.kind == "text"]
    glyphs = [item for item in canvas.items if item.kind == "glyph"]
    assert [g.box for g in glyphs if overlaps(g.box, lines[0].box)] == []
