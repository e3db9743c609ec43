"""What the command line says at a start it cannot make, in one sentence and exit code 2 (no
restart mends it, so a restart policy must not loop on it): a .env file the bot's user may not
read, and a DISCORD_TOKEN set empty in the environment, which hides the .env file's token."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

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


def test_an_empty_token_in_the_dotenv_file_is_named_there(capsys, monkeypatch, tmp_path):
    """Not "set but empty in the environment ... unset it": the environment has no token, the
    .env file has an empty one."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "")  # so that what the .env file puts there is undone after the test
    monkeypatch.delenv("DISCORD_TOKEN")
    (tmp_path / ".env").write_text("DISCORD_TOKEN=\n")
    assert main([]) == 2
    assert said(capsys) == "DISCORD_TOKEN is empty in the .env file: put the bot's token after its =.\n"
    assert not (tmp_path / "samarkand.sqlite3").exists()


MISSING_CATALOGUE = """import sys
from pathlib import Path
import bot.words.i18n
bot.words.i18n.LOCALES = Path(sys.argv[1])  # the install without its data/locales/en
from bot.cli import main
raise SystemExit(main(sys.argv[2:]))"""


@pytest.mark.parametrize("command", [["play", "--script", os.devnull, "--images", "none"], ["stats"], []])
def test_a_missing_english_catalogue_is_one_sentence_and_exit_2(command, tmp_path):
    """Every command ended in a traceback from the import that reads the catalogue, exit code 1,
    which a restart policy takes for "start me again"; now one sentence naming the file."""
    locales = tmp_path / "locales"
    (locales / "de" / "LC_MESSAGES").mkdir(parents=True)
    environment = {**os.environ, "DISCORD_TOKEN": "a.token.nobody-checks", "SAMARKAND_DB": str(tmp_path / "db")}
    done = subprocess.run([sys.executable, "-c", MISSING_CATALOGUE, str(locales), *command], cwd=tmp_path,
                          env=environment, capture_output=True, text=True, timeout=120)
    missing = locales / "en" / "LC_MESSAGES" / "samarkand.po"
    assert (done.returncode, done.stdout) == (2, ""), done.stderr
    assert done.stderr == (f"The English message catalogue {missing} is missing, and the bot says nothing without it: "
                           "reinstall the bot (pip install ., or a fresh Docker image), or restore the file from the "
                           "repository.\n")
    assert not (tmp_path / "db").exists()


def test_lang_lists_the_languages_whose_catalogues_are_there(capsys, monkeypatch, tmp_path):
    """The German catalogue gone: ``--lang de`` was told "give en or de, not 'de'"."""
    from bot.words import i18n

    english = tmp_path / "en" / "LC_MESSAGES"
    english.mkdir(parents=True)
    (english / "samarkand.po").write_bytes(Path(str(i18n.catalogue_path("en"))).read_bytes())
    monkeypatch.setattr(i18n, "LOCALES", tmp_path)
    i18n.languages.cache_clear()
    try:
        assert main(["stats", "--db", str(tmp_path / "db.sqlite3"), "--lang", "de"]) == 2
    finally:
        i18n.languages.cache_clear()
    assert capsys.readouterr().err == "--lang: give en, not 'de'.\n"
