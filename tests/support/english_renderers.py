"""The renderers with English words, as most image tests read them (the bot passes the
reader's language; a test that wants German passes ``words=`` itself)."""

from functools import partial

from bot.words.image_words import WORDS
from rendering import board_image, replay_gif, targets, turn_image

render_board = partial(board_image.render_board, words=WORDS)
draw_board = partial(board_image.draw_board, words=WORDS)
render_turn = partial(turn_image.render_turn, words=WORDS)
draw_turn = partial(turn_image.draw_turn, words=WORDS)
render_replay = partial(replay_gif.render_replay, words=WORDS)
replay_frame = partial(replay_gif.replay_frame, words=WORDS)
render_targets = partial(targets.render_targets, words=WORDS)
draw_targets = partial(targets.draw_targets, words=WORDS)
