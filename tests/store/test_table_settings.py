"""The table settings' declarations (bot/store/setting.py): the stored JSON stays what today's
rows hold, the platform's and the game's are declared apart (the platform's in the store,
Samarkand's in its package, the second game's none), and /settings' options, its checks and its
summary line follow the declarations of the game the bot plays."""

from __future__ import annotations

import json
import re

import pytest

from bot.engine import default_board
from bot.games.samarkand.game_settings import GameSettings, Settings, settings_of
from bot.games.samarkand.plugged import SAMARKAND
from bot.games.samarkand.rules import SamarkandRules
from bot.service import ServiceError, settings_line
from bot.service.table_settings import checked
from bot.store.platform_settings import PlatformSettings
from bot.store.settings import Settings as TableSettings
from bot.store.settings import table_settings
from bot.words.i18n import Msg, hours, text
from cogs.lobby_commands import lobby_for
from tests.support.pebbles import PEBBLES, PebblesSettings

HOST_SETS = Settings.host_sets()

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
    lobby = lobby_for(SamarkandRules(default_board()), Settings)
    options = {parameter.name: [c.value for c in parameter.choices] for parameter in lobby.settings.parameters}
    assert list(options) == [s.name for s in HOST_SETS]
    assert list(options) == ["turn_hours", "reminder_hours", "timeout", "sales", "rating", "language", "seats", "hints"]
    assert options["seats"] == ["rules", "evened"]
    assert options["turn_hours"] == []  # a number, no choices
    assert "rules_version" not in options  # the bot sets it


def test_the_second_game_offers_only_the_platforms_settings():
    """Pebbles declares none of its own: /settings offers the platform's, its line says only
    those, and none of Samarkand's reaches its table."""
    lobby = lobby_for(PEBBLES, PebblesSettings)
    names = [parameter.name for parameter in lobby.settings.parameters]
    assert names == ["turn_hours", "reminder_hours", "timeout", "rating", "language"]
    assert names == [s.name for s in PlatformSettings.declared() if s.asked]
    assert table_settings(PEBBLES) is PebblesSettings and table_settings(SAMARKAND) is Settings
    assert set(PebblesSettings().to_json()) == {s.name for s in PlatformSettings.declared()}
    line = settings_line(PebblesSettings(timeout="replace"))
    assert line.key == "lobby.platform_settings" and text("en")(line.values["timeout"]) == text("en")("choice.replace")
    assert set(re.findall(r"{(\w+)}", text("en").template(line.key))) == set(names)


def test_the_platform_asks_a_tables_settings_what_it_must_know_of_the_games():
    """The stand-in's level, whether the table may be rated, the note at the start: each
    game answers from its own settings (Samarkand's hints keep a table unrated)."""
    hinted = Settings(hints="on", standin_level="expert", sales="at_once", seat_money=(0, 1))
    assert (hinted.standin, hinted.rateable, Settings().rateable) == ("expert", False, True)
    started = hinted.started((1, 0))
    assert (started.sales, started.seat_money, started.hints) == ("at_once", (0, 1), True)
    assert (PebblesSettings().standin, PebblesSettings().rateable) == ("any", True)
    assert PebblesSettings(rating="unrated").started((0, 1)).rating == "unrated"
    with pytest.raises(NotImplementedError, match="computer level"):
        _ = TableSettings().standin


def test_samarkands_code_reads_only_a_samarkand_tables_settings():
    assert settings_of(Settings(seats="evened")).seats == "evened"
    with pytest.raises(TypeError, match="PebblesSettings"):
        settings_of(PebblesSettings())


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


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_table_with_hints_says_unrated_under_ratings_as_the_ratings_treat_it(language):
    """Hints keep a table unrated whatever its ``rating`` says (``rateable``): its line says
    so under ratings, never "rated" beside "hints: on (not rated)"."""
    t = text(language)
    with_hints, without = settings_line(Settings(hints="on")), settings_line(Settings())
    assert t(with_hints.values["rating"]) == t("choice.unrated") and t(with_hints.values["hints"]) == t("choice.on")
    assert t(without.values["rating"]) == t("choice.rated")
