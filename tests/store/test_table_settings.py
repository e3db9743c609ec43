"""The table settings' declarations (bot/store/setting.py): the stored JSON stays what today's
rows hold, the platform's and the game's are declared apart, and /settings' options, its
checks and its summary line follow the declarations."""

from __future__ import annotations

import json
import re

import pytest

from bot.service import HOST_SETS, ServiceError, settings_line
from bot.service.table_settings import checked
from bot.store.game_settings import GameSettings
from bot.store.platform_settings import PlatformSettings
from bot.store.settings import Settings
from bot.words.i18n import Msg, hours, text
from cogs.lobby_commands import Lobby

# A row as the release before the declarations wrote it (json.dumps of the dataclass).
STORED = ('{"turn_hours": 12.0, "reminder_hours": 6.0, "timeout": "replace", "standin_level": "greedy", '
          '"sales": "at_once", "rating": "rated", "language": "de", "rules_version": 3, "seats": "evened", '
          '"seat_money": [0, 0, 1]}')


def test_a_stored_row_is_written_back_byte_for_byte():
    """Its keys in their order and their values as they were (a setting declared since is
    added after them)."""
    settings = Settings.from_json(json.loads(STORED))
    assert (settings.turn_hours, settings.sales, settings.seat_money) == (12.0, "at_once", (0, 0, 1))
    written = settings.to_json()
    assert json.dumps({key: written[key] for key in list(written)[:len(json.loads(STORED))]}) == STORED


def test_a_bad_stored_choice_or_a_misspelt_name_is_refused():
    with pytest.raises(ValueError, match="seats is one of rules, evened"):
        Settings.from_json({"seats": "sometimes"})
    with pytest.raises(TypeError, match="no such setting: turn_hour"):
        Settings(turn_hour=3.0)


def test_settings_are_frozen_and_change_into_new_ones():
    before = Settings()
    after = before.changed(Settings.sales, "at_once")
    assert (before.sales, after.sales, after.at_once) == ("private", "at_once", True)
    with pytest.raises(AttributeError):
        before.sales = "at_once"  # type: ignore[misc]


def test_the_games_settings_are_declared_apart_from_the_platforms():
    game = {s.name for s in GameSettings.declared()}
    platform = {s.name for s in PlatformSettings.declared()}
    assert game == {"sales", "rules_version", "seats", "seat_money", "standin_level", "hints", "hints_taken"}
    assert not game & platform
    assert {s.name for s in Settings.declared()} == game | platform


def test_the_slash_command_has_one_option_per_setting_the_host_sets():
    options = {parameter.name: [c.value for c in parameter.choices] for parameter in Lobby.settings.parameters}
    assert list(options) == [s.name for s in HOST_SETS]
    assert options["seats"] == ["rules", "evened"]
    assert options["turn_hours"] == []  # a number, no choices
    assert "rules_version" not in options  # the bot sets it


@pytest.mark.parametrize(("setting", "asked"), [(Settings.timeout, "explode"), (Settings.turn_hours, "soon"),
                                                 (Settings.language, "xx")])
def test_a_bad_value_is_refused_with_what_it_may_be(setting, asked):
    with pytest.raises(ServiceError):
        checked(setting, asked)


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_summary_line_says_what_the_line_written_out_by_hand_said(language):
    """The values today's settings had in the line the cog wrote out by hand, each under its
    setting's name; and the catalogue's line names exactly the settings the host sets."""
    s = Settings(turn_hours=1.5, timeout="replace", seats="evened", rating="unrated", language="de")
    by_hand = {"turn_hours": hours(1.5), "reminder_hours": hours(6.0), "timeout": Msg("choice.replace"),
               "sales": Msg("choice.private"), "rating": Msg("choice.unrated"), "seats": Msg("choice.evened"),
               "language": Msg("language.de")}
    line = settings_line(s)
    t = text(language)
    assert {name: t(line.values[name]) for name in by_hand} == {name: t(value) for name, value in by_hand.items()}
    assert set(re.findall(r"{(\w+)}", t.template("lobby.settings"))) == {setting.name for setting in HOST_SETS}
