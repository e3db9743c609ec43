"""Pillow drawing of public views into PNG bytes. Imports only the engine's types."""

from rendering.board_image import draw_board, render_board
from rendering.layout import slot_centre, space_centre

__all__ = ["draw_board", "render_board", "slot_centre", "space_centre"]
