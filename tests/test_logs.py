"""SAMARKAND_LOG: the two ways a log line is written, each one line per event with the work
and the game it belongs to (``bot.ops.logs``), and the setting that chooses between them."""

from __future__ import annotations

import io
import json
import logging

import pytest

from bot.ops.config import ConfigError, log_style
from bot.ops.logs import handler
from bot.service.work import WorkKind, about, working


def written(style: str, log: logging.Logger) -> list[str]:
    out = io.StringIO()
    log.addHandler(handler(style, out))
    log.setLevel(logging.INFO)
    log.propagate = False
    with working(WorkKind.CLICK):
        log.info("pressed")
        about(12)  # the service read the game's row
        log.info("game %s: turn message posted", 12)
    try:
        raise ValueError("boom")
    except ValueError:
        log.exception("outside any work")
    return out.getvalue().splitlines()


def test_json_is_one_object_a_line_with_the_work_and_its_game():
    lines = written("json", logging.getLogger("test.logs.json"))
    events = [json.loads(line) for line in lines]
    assert len(events) == 3
    assert [(e["work"], e["game"], e["message"]) for e in events] == [
        ("click", None, "pressed"), ("click", 12, "game 12: turn message posted"), ("-", None, "outside any work")]
    assert events[0]["level"] == "INFO" and events[0]["logger"] == "test.logs.json"
    assert "ValueError: boom" in events[2]["error"] and "error" not in events[0]


def test_text_names_the_work_and_game_in_brackets_and_a_traceback_follows():
    lines = written("text", logging.getLogger("test.logs.text"))
    assert lines[0].endswith("INFO test.logs.text [click]: pressed")
    assert lines[1].endswith("INFO test.logs.text [click game 12]: game 12: turn message posted")
    assert lines[2].endswith("ERROR test.logs.text [-]: outside any work")
    assert lines[-1] == "ValueError: boom"


@pytest.mark.parametrize("style", ["text", "json"])
def test_discord_py_s_start_up_warnings_about_voice_are_left_out_and_its_other_lines_kept(style):
    """A bot that sends no voice started with two WARNINGs that voice is not supported."""
    out, log = io.StringIO(), logging.getLogger("discord.client")
    out_handler = handler(style, out)
    log.addHandler(out_handler)
    try:
        log.warning("PyNaCl is not installed, voice will NOT be supported")
        log.warning("davey is not installed, voice will NOT be supported")
        log.warning("Shard ID %s heartbeat blocked for more than %s seconds.", None, 10)
    finally:
        log.removeHandler(out_handler)
    lines = out.getvalue().splitlines()
    assert len(lines) == 1 and "heartbeat blocked" in lines[0]


def test_the_setting_is_text_by_default_or_json():
    assert log_style("") == "text"
    assert log_style(" JSON ") == "json"
    with pytest.raises(ConfigError, match="SAMARKAND_LOG"):
        log_style("yaml")


@pytest.mark.parametrize("style", ["text", "json"])
@pytest.mark.parametrize(("logger", "args"), [
    ("discord.client", ("Attempting a reconnect in %.2fs", 1.29)),
    ("discord.shard", ("Attempting a reconnect for shard ID %s in %.2fs", 0, 11.22)),
    ("discord.shard", ("Failed to connect for shard_id: %s. Retrying...", 1)),
])
def test_discord_py_s_reconnect_while_the_gateway_is_away_is_one_warning_line_without_a_traceback(style, logger, args):
    """discord.py logs each try to reach the gateway again as an ERROR with the failed
    connection's traceback (some twenty lines a try, during an outage the bot rides out): one
    WARNING line, which names the failure; its other errors keep their tracebacks."""
    out, log = io.StringIO(), logging.getLogger(logger)
    out_handler = handler(style, out)
    log.addHandler(out_handler)
    try:
        try:
            raise OSError("503, message='Invalid response status' at 100%")
        except OSError:
            log.exception(*args)
            log.exception("Ignoring exception in %s", "on_ready")
    finally:
        log.removeHandler(out_handler)
    lines = out.getvalue().splitlines()
    reconnect, *other = [json.loads(line) for line in lines] if style == "json" else lines
    said = "(OSError: 503, message='Invalid response status' at 100%)"
    if style == "json":
        assert reconnect["level"] == "WARNING" and "error" not in reconnect
        assert reconnect["message"].startswith(args[0][:20]) and reconnect["message"].endswith(said)
        assert [o["level"] for o in other] == ["ERROR"] and "OSError" in other[0]["error"]
    else:
        assert f" WARNING {logger} [-]: {args[0][:20]}" in reconnect and reconnect.endswith(said)
        assert " ERROR " in other[0] and "Traceback" in other[1] and other[-1].startswith("OSError")
