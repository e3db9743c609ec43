"""The docs' pictures of the bot's messages (tests/support/message_pictures.py) show the text
as Discord does: markdown escapes undone, bold, mentions by name, relative times, the embed's
title and fields, the buttons, and a private answer marked as one; photographed 400 px wide
and cut below the last line."""

from __future__ import annotations

import pytest
from PIL import Image

from tests.support.headless_chromium import CHROMIUM
from tests.support.message_pictures import (
    ASKER,
    WIDTH,
    markdown,
    message_html,
    photograph,
    photograph_private,
    private_message,
)
from tests.support.message_scenes import scenes

NAMES = {"100000000000000301": "Ann"}
NOW = 1_800_000_000.0


@pytest.mark.parametrize(("language", "hours"), [("en", "in 24 hours"), ("de", "in 24 Stunden")])
def test_a_line_reads_as_discord_shows_it(language: str, hours: str):
    line = r"**\*\_Ann\_\*** <@100000000000000301> <t:1800086400:R> a<b"
    shown = markdown(line, NAMES, NOW, language)
    assert shown.startswith("<b>*_Ann_*</b> ") and '<span class="mention">@Ann</span>' in shown
    assert f'<span class="time">{hours}</span>' in shown and shown.endswith("a&lt;b")


TURN = {"content": "… 2 earlier moves: /log shows them\nTurn 7: **Ann** to play.",
        "embeds": [{"title": "Samarkand — Turn 7", "fields": [{"name": "Players", "value": "Ann: 3\nBob: 4"}],
                    "image": {"url": "attachment://samarkand-game-1-7-play.png"}}],
        "components": [{"type": 1, "components": [{"type": 2, "style": 1, "label": "Play your turn"},
                                                  {"type": 2, "style": 2, "label": "Full board"}]}]}


def test_a_message_shows_its_lines_embed_and_buttons_and_says_when_it_is_private():
    page = message_html(TURN, NAMES, NOW, "en")
    for said in ("… 2 earlier moves: /log shows them", "Turn 7: <b>Ann</b> to play.", "Samarkand — Turn 7",
                 "Players", "Bob: 4", "the turn image", 'primary">Play your turn', 'button">Full board'):
        assert said in page, said
    assert "Only you can see this" not in page
    assert "Nur du kannst das sehen" in message_html({"content": "Du hast verkauft.", "flags": 64}, {}, NOW, "de")


@pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed (apt-get install -y chromium)")
async def test_a_picture_is_400_px_wide_and_as_tall_as_its_message(tmp_path):
    short, long = tmp_path / "short.png", tmp_path / "long.png"
    await photograph(message_html({"content": "one line"}, {}, NOW, "en"), short)
    await photograph(message_html(TURN, NAMES, NOW, "en"), long)
    with Image.open(short) as one, Image.open(long) as other:
        assert one.width == other.width == WIDTH and 40 < one.height < other.height < 600


def test_a_private_answer_shows_who_asked_its_lines_images_and_buttons(tmp_path):
    image = tmp_path / "position.png"
    Image.new("RGB", (600, 300), (200, 40, 40)).save(image)
    body = private_message(["**Turn 9:** you married late", "• 3 cards never scored"], [image, image],
                           [f"button {n}" for n in range(7)])
    assert body["flags"] & 64 and [len(row["components"]) for row in body["components"]] == [5, 2]
    assert [b["style"] for row in body["components"] for b in row["components"]] == [1] + [2] * 6
    page = message_html(body, {ASKER: "Ann"}, NOW, "en", {"0-position.png": image}, command="review")
    assert "<b>Turn 9:</b> you married late" in page and "<b>Ann</b> used" in page and "/review" in page
    assert page.count('class="picture" src="data:image/png;base64,') == 1  # the file given, drawn
    assert page.count('class="image"') == 1  # the one without a file: a grey box, as before
    assert "<b>Ann</b> hat" in message_html(body, {ASKER: "Ann"}, NOW, "de", command="tipp")


@pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed (apt-get install -y chromium)")
async def test_a_private_answer_with_a_wide_image_fits_the_phone(tmp_path):
    image, shot = tmp_path / "wide.png", tmp_path / "shot.png"
    Image.new("RGB", (1200, 600), (200, 40, 40)).save(image)
    await photograph_private(shot, "en", ["one line"], [image], ["Play this"], command="hint")
    with Image.open(shot) as saved:
        picture = saved.convert("RGB")
    red = [x for x in range(picture.width) if picture.getpixel((x, picture.height // 2)) == (200, 40, 40)]
    assert picture.width == WIDTH and red and red[-1] < WIDTH - 10  # scaled into the column, not cut


async def test_every_scene_the_docs_draw_is_found_in_a_game_against_the_stand_in():
    """The scenes come from a whole game whose computers choose as they do now: the person
    sells the first card offered, so that a sale answer is there to draw however they play."""
    found = await scenes("en")
    assert set(found) == {"turn-chain", "sale-answer", "hand-in-play", "hand-after-the-end", "log"}
    sold = found["sale-answer"][0]
    assert sold["flags"] & 64 and sold["content"].startswith("You sold the ")
    assert found["turn-chain"][0]["content"].startswith("… ")  # older moves counted in its first line
