"""The rating chart of /stats: a PNG 400 pixels wide that Pillow reads back, drawn from the
points it is given (another history gives another image) and in the reader's language (its
words come from the catalogue: English and German differ)."""

from __future__ import annotations

import io

from PIL import Image

from bot.words.image_words import words_in
from rendering.rating_chart import HEIGHT, LABEL_HEIGHT, WIDTH, ChartPoint, level_labels, rating_chart
from tests.support.pixels import colour_counts

LEVELS = [("random", -3.3), ("greedy", 30.6), ("search", 43.1)]
RISING = [ChartPoint(25 + n, 25 + n - 16 + n, 25 + n + 16 - n) for n in range(6)]


def test_the_chart_is_a_png_400_pixels_wide_with_its_line_drawn():
    png = rating_chart(RISING, LEVELS, words_in("en"))
    image = Image.open(io.BytesIO(png)).convert("RGB")
    assert image.size == (WIDTH, HEIGHT) == (400, 220)
    line = (176, 58, 46)
    assert colour_counts(image).get(line, 0) > 200  # the μ line and its dots


def test_another_history_or_language_draws_another_image():
    english = rating_chart(RISING, LEVELS, words_in("en"))
    assert rating_chart(RISING[::-1], LEVELS, words_in("en")) != english
    assert rating_chart(RISING, LEVELS, words_in("de")) != english
    assert words_in("de")("rating_chart.axis", count=6) == "6 gewertete Partien, von der ältesten zur neuesten"


def test_a_single_game_draws_its_interval_around_its_dot_in_the_middle():
    one = Image.open(io.BytesIO(rating_chart(RISING[:1], LEVELS, words_in("en")))).convert("RGB")
    assert one.size == (WIDTH, HEIGHT)
    band, line = (238, 200, 190), (176, 58, 46)
    assert colour_counts(one).get(band, 0) > 16 * 40  # a bar 17 px wide over the 32-point interval
    middle = [one.getpixel((WIDTH // 2 - 20 + dx, y)) for dx in range(40) for y in range(HEIGHT)]
    assert line in middle and band in middle


def test_levels_rated_close_together_share_one_label_and_none_is_written_above_the_plot():
    lines = [("random", 180.0), ("search", 41.0), ("greedy", 100.0), ("expert", 35.0)]
    labels = level_labels(lines, ceiling=30.0)
    assert [names for _, names in labels] == [["expert", "search"], ["greedy"], ["random"]]
    assert all(at >= 30.0 for at, _ in labels)
    assert labels[1][0] == 100.0 - LABEL_HEIGHT  # room above: the name sits on its line
