"""The levels' one declaration (``bot.ai.levels.COMPUTERS``): everything that names a level is
built from it, and a level's stored form is the code games saved before it hold."""

from __future__ import annotations

import json

import pytest

from bot.ai import LEVEL_SKILLS, LEVELS, OFFERED, Level
from bot.ai.levels import COMPUTERS, level_of
from bot.engine import default_board
from bot.games.samarkand.game_settings import Settings
from bot.games.samarkand.rules import SamarkandRules
from bot.words.i18n import text
from bot.words.level_names import levels_by_name
from cogs.lobby_commands import lobby_for


def test_the_slash_choices_are_the_offered_levels_named_from_the_catalogue():
    lobby = lobby_for(SamarkandRules(default_board()), Settings)  # the lobby's commands, made for Samarkand
    slash_choices = lobby.addcpu.get_parameter("level").choices
    assert lobby.replace.get_parameter("level").choices == slash_choices
    assert [choice.value for choice in slash_choices] == list(OFFERED)
    assert {"random", "greedy", "search", "expert"} <= set(OFFERED)
    assert [choice.name for choice in slash_choices][1] == text("en")("choice.greedy") == "casual: looks one move ahead"


def test_the_fixed_skills_rise_with_the_levels_weakest_first():
    mus = [LEVEL_SKILLS[computer.code].mu for computer in COMPUTERS]
    assert mus == sorted(mus) and len(set(mus)) == len(mus) == len(LEVELS)


def test_only_the_search_levels_have_a_budget_and_think_in_the_search_pool():
    assert {computer.code: computer.searching is not None for computer in COMPUTERS} == {
        computer.code: computer.pool == "search" for computer in COMPUTERS}
    expert, strong = LEVELS[Level.EXPERT].searching, LEVELS[Level.SEARCH].searching
    assert LEVELS[Level.RANDOM].pool == "inline" and expert and strong
    assert expert.in_play.cpu > strong.in_play.cpu and expert.cap > strong.cap


@pytest.mark.parametrize(("typed", "level"), [("Casual", Level.GREEDY), ("KÖNNER", Level.SEARCH),
                                              ("anfänger", Level.RANDOM), ("Experte", Level.EXPERT),
                                              ("expert", Level.EXPERT), ("search", Level.SEARCH)])
def test_a_level_is_known_by_its_code_or_the_name_players_see_in_either_language(typed, level):
    assert levels_by_name(["en", "de"])[typed.casefold()] is level


def test_a_stored_code_reads_as_its_level_and_an_unknown_one_as_none():
    assert level_of("expert") is Level.EXPERT
    assert level_of("master") is None and level_of("Expert") is None


def test_the_stand_in_level_is_stored_as_the_same_bytes_and_a_bad_one_is_refused_by_name():
    stored = '{"standin_level": "search"}'
    settings = Settings.from_json(json.loads(stored))
    assert settings.standin_level is Level.SEARCH
    assert json.dumps(settings.to_json()["standin_level"]) == '"search"'
    assert '"standin_level": "greedy"' in json.dumps(Settings().to_json())
    with pytest.raises(ValueError, match=f"standin_level is one of {', '.join(LEVELS)}, not 'master'"):
        Settings.from_json({"standin_level": "master"})
