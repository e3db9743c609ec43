"""Pillow drawing of public views into PNG and GIF bytes. Imports only the engine's types.

What the bot posts: ``render_turn`` (each turn message), ``render_board`` (``/board``, the
button, the end), ``render_replay`` (``/replay``), ``render_targets`` (the private turn
panel, and the private web page's moves, whose key the page lists as text: ``target_key``).
``LastTurn`` carries what the public view does not keep about the last turn; ``Words`` is
the interface every word on an image comes through (the caller passes the reader's
language: ``bot.words.image_words.words_in``).
"""

from rendering.board_image import render_board
from rendering.lastturn import LastTurn
from rendering.replay_gif import render_replay
from rendering.targets import Target, numbered_targets, render_targets, target_key, targets_for, with_camel
from rendering.turn_image import render_turn
from rendering.words import Words

__all__ = ["LastTurn", "Target", "Words", "numbered_targets", "render_board", "render_replay", "render_targets",
           "render_turn", "target_key", "targets_for", "with_camel"]
