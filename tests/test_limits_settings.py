"""The host's limits as the environment sets them (docs/limits.md): each a whole number of at
least 1 or ``none``, a variable not set keeps its default, and a wrong one is a sentence."""

from __future__ import annotations

import pytest

from bot.ops.config import Config, ConfigError, limits_from
from bot.service import DEFAULT_LIMITS, Limits


def test_unset_limits_keep_their_defaults_and_none_lifts_one():
    assert limits_from({}) == DEFAULT_LIMITS
    assert limits_from({"SAMARKAND_MEMBER_GAMES": " 3 ", "SAMARKAND_SERVER_GAMES": "None"}) == Limits(
        member_lobbies=DEFAULT_LIMITS.member_lobbies, member_games=3,
        server_lobbies=DEFAULT_LIMITS.server_lobbies, server_games=None)


@pytest.mark.parametrize("wrong", ["0", "-1", "2.5", "lots", "²"])
def test_a_wrong_limit_is_refused_by_name_with_what_to_write(wrong):
    with pytest.raises(ConfigError, match=r"SAMARKAND_SERVER_LOBBIES is .*whole number of at least 1, or none .*25"):
        limits_from({"SAMARKAND_SERVER_LOBBIES": wrong})


def test_the_bots_settings_carry_the_limits(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)  # no .env
    monkeypatch.setenv("SAMARKAND_MEMBER_LOBBIES", "1")
    assert Config.from_env().limits.member_lobbies == 1
