"""Pillow drawing of public views into PNG and GIF bytes. Imports only the engine's types."""

from rendering.board_image import render_board
from rendering.lastturn import LastTurn
from rendering.words import WORDS, Words

__all__ = ["WORDS", "LastTurn", "Words", "render_board"]
