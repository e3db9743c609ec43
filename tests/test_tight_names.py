"""Where room is tight (the images, the final table), a computer seat is named by its level's
short word: "Computer 1 (Gelegenh.)", not "Computer 1 (Gelegenheitsspieler)", which was cut on
the images and made the final table wrap on a phone. The lobby and the news keep the full name."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.ai.levels import LEVELS
from bot.engine import view
from bot.service import Announcement
from bot.service.lobby import computer_name
from bot.words.i18n import text
from bot.words.level_names import level_name, short_level_name, tight_name
from cogs.compose import tight, turn_embed
from tests.support.engine_scenarios import played

WIDEST = 70  # characters of the table's widest line (80 with "Computer 1 (Gelegenheitsspieler)")


def test_a_computer_seat_has_a_short_name_where_room_is_tight_and_a_person_keeps_theirs():
    assert tight_name(computer_name("de", 1, level_name("greedy")), "de") == "Computer 1 (Gelegenh.)"
    assert tight_name(computer_name("de", 12, level_name("random")), "de") == "Computer 12 (Anfänger)"
    greedy = computer_name("en", 3, level_name("greedy"))
    assert tight_name(greedy, "en") == greedy == "Computer 3 (casual)"
    for language in ("en", "de"):
        for level in LEVELS:
            full = computer_name(language, 2, level_name(level))
            short = tight_name(full, language)
            assert short.startswith("Computer 2 (") and len(short) <= len(full) and len(short) <= 22
    for language in ("en", "de"):  # a short word is its name, or the name cut short with a full stop
        for level in LEVELS:
            name, short = (text(language)(word) for word in (level_name(level), short_level_name(level)))
            assert short == name or (short.endswith(".") and name.startswith(short[:-1])), (name, short)
    for name in ("Gelegenheitsspieler", "Computer 1 (Gelegenheitsspieler) fan", "Ann"):
        assert tight_name(name, "de") == name


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_final_table_and_the_images_name_computers_shortly(language):
    state = played(3, 4, 10_000)
    names = ["Ann", computer_name(language, 1, level_name("greedy")), computer_name(language, 2, level_name("search"))]
    public = view(state)
    public = replace(public, players=tuple(replace(p, name=n) for p, n in zip(public.players, names, strict=True)),
                     scores=tuple(replace(s, name=names[s.seat]) for s in public.scores or ()))
    over = Announcement(1, "c", "g", "", 0, [], public, names, [], None, "", True, language)
    table = next(f["value"] for f in turn_embed(over, text(language)).to_dict()["fields"]
                 if f["name"] == text(language)("embed.scores"))
    assert tight_name(names[1], language) in table and max(len(line) for line in table.splitlines()) <= WIDEST, table
    assert [p.name for p in tight(public, language).players] == ["Ann", *(tight_name(n, language) for n in names[1:])]
