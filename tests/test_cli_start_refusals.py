"""What the command line says at a start it cannot make, in one sentence and exit code 2 (no
restart mends it, so a restart policy must not loop on it): a .env file the bot's user may not
read, and a DISCORD_TOKEN set empty in the environment, which hides the .env file's token."""

from __future__ import annotations

import os
from pathlib import Path

from bot.cli import main


def said(capsys) -> str:
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err


def test_a_dotenv_file_the_bot_may_not_read_is_one_sentence_and_exit_2(capsys, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".env").write_text("DISCORD_TOKEN=secret-token\n")
    read = Path.read_text

    def refused(path: Path, *args, **kwargs) -> str:
        if path.name == ".env":
            raise PermissionError(13, "Permission denied", str(path))
        return read(path, *args, **kwargs)
    monkeypatch.setattr(Path, "read_text", refused)
    assert main(["migrate"]) == 2
    err = said(capsys)
    assert ".env cannot be read (Permission denied): let the bot's user read it" in err and "secret" not in err


def test_an_empty_token_in_the_environment_is_named_as_hiding_the_dotenv_file(capsys, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "")
    (tmp_path / ".env").write_text("DISCORD_TOKEN=secret-token\n")
    assert main([]) == 2
    err = said(capsys)
    assert err.startswith("DISCORD_TOKEN is set but empty in the environment") and "secret" not in err
    assert os.environ["DISCORD_TOKEN"] == ""
