"""``python -m bot play`` options: every mistake is one sentence on standard error and exit
code 2, never a traceback; hot seat gets no computers unless asked; --help names every level."""

import asyncio
import subprocess
import sys

import pytest

from bot.ai import OFFERED
from bot.cli import build_parser, main
from bot.games.samarkand import SAMARKAND
from bot.offline.options import OptionError, Seats, seats_from
from bot.store import Store


@pytest.mark.parametrize(("argv", "sentence"), [
    (["--computers", "master"], "--computers: there is no level 'master'. The levels are beginner, casual, strong, "
                                 "expert (or none)"),
    (["--humans", "Ann,Bob,Cyd", "--computers", "greedy,greedy,random"], "A game needs 2 to 5 players; --humans "
                                                                          "and --computers give 6"),
    (["--humans", "Ann,ann"], "--humans: ann is named twice"),
    (["--humans", "Ann,,Bob"], "--humans: a name is empty"),
    (["--humans", "Ann", "--computers", "none"], "A game needs 2 to 5 players; --humans and --computers give 1"),
    (["--humans", "A" * 40], "is too long; a name has at most 32 characters"),
    (["--script", "no-such-file.txt"], "--script: there is no file no-such-file.txt."),
    (["--lang", "fr"], "--lang: there is no language 'fr'. The languages are en, de."),
    (["--seats", "fair"], "--seats: there is no seat rule 'fair'. The seat rules are rules, evened."),
    (["--lang", "de", "--seats", "fair"], "--seats: Die Platzregel „fair“ gibt es nicht."),
    (["--lang", "de", "--humans", "Ann,ann"], "--humans: ann kommt zweimal vor"),
    (["--humans", "Computer 1 (casual)"], "--humans: Computer 1 (casual) is the name a computer player at this "
                                          "table gets; give the human another name."),
    (["--humans", "Ann,computer 1 (BEGINNER)", "--computers", "random"], "--humans: computer 1 (BEGINNER) is the name"),
    (["--humans", "Computer 1"], "--humans: Computer 1 is the name a computer player at this table gets"),
    (["--humans", "You,Bob"], "--humans: You is how the console speaks to a lone player, and would name nobody at a "
                              "hot seat; give each player a name of their own."),
    (["--lang", "de", "--humans", "Bob,spieler"], "--humans: spieler ist die Anrede des Spiels"),
    (["--lang", "de", "--humans", "Computer 2 (Gelegenheitsspieler)"],
     "--humans: Computer 2 (Gelegenheitsspieler) ist der Name eines Computerspielers"),
    (["--images", "/proc/x"], "--images: cannot save images in /proc/x ("),
    (["--table", "x/y"], "--table: 'x/y' cannot name a table; use letters, digits, - and _ (at most 40 characters)."),
    (["--table", ".."], "--table: '..' cannot name a table"),
    (["--lang", "de", "--table", "x/y"], "--table: „x/y“ taugt nicht als Tischname"),
    (["--replay", "t", "/nonexistent/x.gif"], "--replay: cannot write /nonexistent/x.gif (no such folder, or not "
                                              "yours to write in); give a file in a folder you can write in."),
    (["--replay", "t", "{tmp}"], "--replay: {tmp} is a folder; give a file's name, such as {tmp}/t.gif."),
    (["--lang", "de", "--replay", "t", "{tmp}"], "--replay: {tmp} ist ein Ordner; gib den Namen einer Datei an, etwa "
                                                 "{tmp}/t.gif."),
    (["--replay", "x/y", "out.gif"], "--replay: 'x/y' cannot name a table"),
    (["--replay", "other", "{tmp}/x.gif"], "--replay: table 'other' has no game that has started in"),
    (["--lang", "de", "--replay", "other", "{tmp}/x.gif"], "--replay: Am Tisch „other“ gibt es in"),
    (["--replay", "default", "{tmp}/x.gif"], "--replay: table 'default' has no game that has started in"),
    (["--db", "/proc/x.sqlite3", "--images", "{tmp}/boards/turns"], "--db: cannot open /proc/x.sqlite3"),
    (["--humans", "A\x1b[2Jnn,Bob"], "--humans: a name may not hold control characters (such as Escape)"),
    (["--lang", "de", "--humans", "Ann\x07"], "--humans: Ein Name darf keine Steuerzeichen enthalten"),
    (["--lang", "de", "--computers", "Meister"], "--computers: Die Stufe „Meister“ gibt es nicht."),
    (["--computers", "casual,Master"], "--computers: there is no level 'Master'."),
    (["--computers", "casual,None"], "--computers: 'None' means no computer players, so it stands alone"),
    (["--lang", "de", "--computers", "Könner,keine"], "--computers: „keine“ heißt: keine Computerspieler"),
    (["--script", "{tmp}"], "--script: {tmp} is a folder or cannot be read; give a file of commands"),
])
def test_a_bad_option_is_one_sentence_and_exit_code_2(argv, sentence, capsys, tmp_path):
    db = tmp_path / "db.sqlite3"
    argv = [arg.replace("{tmp}", str(tmp_path)) for arg in argv]
    assert main(["play", "--db", str(db), "--images", "none", *argv]) == 2
    out, err = capsys.readouterr()
    sentence = sentence.replace("{tmp}", str(tmp_path))
    assert err.startswith("python -m bot play: ") and sentence in err and err.count("\n") == 1
    assert ".)." not in err  # a reason quoted in brackets ends inside them without its own stop
    assert out == "" and not (tmp_path / "x.gif").exists()
    assert list(tmp_path.iterdir()) == []  # checked before any file or folder is made


def test_a_script_in_another_encoding_or_with_a_byte_order_mark_is_read_line_by_line(capsys, tmp_path):
    """A Latin-1 byte is one line not understood, not a traceback; a Windows editor's byte order
    mark and a pasted zero-width space are not part of the command they stand before."""
    script = tmp_path / "script.txt"
    script.write_bytes("\ufeffhand\n".encode() + b"m\xe4rry Persian\n" + "\u200bboard\n".encode())
    assert main(["play", "--db", str(tmp_path / "db.sqlite3"), "--images", "none", "--script", str(script)]) == 0
    out = capsys.readouterr().out
    assert "I did not understand 'm\ufffdrry Persian'" in out
    assert "I did not understand" not in out.replace("I did not understand 'm\ufffdrry Persian'", "")
    assert "Your money:" in out and "Deck " in out  # the hand and the board


@pytest.mark.parametrize("script", ["/dev/null", "empty.txt"])
def test_a_device_or_an_empty_file_is_a_script_of_no_lines(script, capsys, tmp_path):
    (tmp_path / "empty.txt").write_text("")
    script = script if script.startswith("/") else str(tmp_path / script)
    assert main(["play", "--db", str(tmp_path / "db.sqlite3"), "--images", "none", "--script", script]) == 0
    assert "The game begins!" in capsys.readouterr().out


def test_a_file_where_the_image_folder_should_be_is_refused(capsys, tmp_path):
    (tmp_path / "boards").write_text("not a folder")
    assert main(["play", "--db", str(tmp_path / "db.sqlite3"), "--images", str(tmp_path / "boards")]) == 2
    assert "is a file; give a folder (or none)" in capsys.readouterr().err


def test_a_database_that_cannot_be_opened_is_refused(capsys, tmp_path):
    assert main(["play", "--db", str(tmp_path / "missing" / "db.sqlite3"), "--images", "none"]) == 2
    assert "--db: cannot open" in capsys.readouterr().err


@pytest.mark.parametrize(("argv", "said"), [
    (["--computers", "master"], "no level 'master'"),
    (["--humans", "Computer 1 (casual)"], "is the name a computer player"),
    (["--images", "/proc/x"], "--images: cannot save images in /proc/x"),
    (["--table", "x/y"], "--table: 'x/y' cannot name a table"),
    (["--replay", "t", "/nonexistent/x.gif"], "--replay: cannot write /nonexistent/x.gif"),
])
def test_no_traceback_reaches_the_terminal(argv, said, tmp_path):
    done = subprocess.run([sys.executable, "-m", "bot", "play", "--db", str(tmp_path / "db.sqlite3"), *argv],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "Traceback" not in done.stderr and said in done.stderr
    assert done.stdout == ""


def test_help_names_every_level_and_the_defaults(capsys):
    with pytest.raises(SystemExit) as exited:
        main(["play", "--help"])
    assert exited.value.code == 0
    text = " ".join(capsys.readouterr().out.split())
    assert all(level in text for level in OFFERED) and all(word in text for word in ("beginner", "casual", "strong",
                                                                                          "expert"))
    assert "two casual computers for one human, none for two or more" in text


def test_help_says_what_play_does_and_how_to_go_on(capsys):
    """A newcomer's first look: what the command is, that the game resumes, and what to type."""
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "Play Samarkand in this terminal, without Discord" in text
    assert "run the same command again to resume" in text and "Type help at the prompt" in text


def test_levels_are_also_named_by_their_strength_in_the_tables_language():
    assert seats_from("Ann", "beginner, Strong") == Seats(("Ann",), ("random", "search"))
    assert seats_from("Ann", "könner,gelegenheitsspieler", "de") == Seats(("Ann",), ("search", "greedy"))
    assert seats_from("Ann", "Expert,expert") == Seats(("Ann",), ("expert", "expert"))
    assert seats_from("Ann", "experte", "de") == Seats(("Ann",), ("expert",))
    assert seats_from("Ann", "casual,Strong", "de") == Seats(("Ann",), ("greedy", "search"))  # as --help names them
    with pytest.raises(OptionError):
        seats_from("Ann", "könner")  # a German word at an English table


@pytest.mark.parametrize(("word", "language"), [("keine", "de"), ("Keine", "de"), ("none", "de"), ("none", "en")])
def test_none_is_said_in_the_tables_language_too(word, language):
    assert seats_from("Ann,Bob", word, language).computers == ()


def test_an_unknown_level_is_refused_naming_none_in_the_tables_language(capsys, tmp_path):
    """The refusal offers the word for none that the table takes: "keine" at a German one."""
    assert main(["play", "--db", str(tmp_path / "g.db"), "--lang", "de", "--computers", "Meister"]) == 2
    err = capsys.readouterr().err
    assert "(oder keine)" in err and "none" not in err, err


def test_hot_seat_gets_no_computers_unless_asked():
    assert seats_from("Ann, Bob", None) == Seats(("Ann", "Bob"), ())
    assert seats_from("Ann,Bob", "search") == Seats(("Ann", "Bob"), ("search",))
    assert seats_from("You", None) == Seats(("You",), ("greedy", "greedy"))
    assert seats_from("Ann", "Random, GREEDY") == Seats(("Ann",), ("random", "greedy"))
    with pytest.raises(OptionError):
        seats_from("Ann", "")


def test_the_default_player_is_named_you_in_the_tables_language():
    assert seats_from(None, None) == Seats(("You",), ("greedy", "greedy"))
    assert seats_from(None, None, "de") == Seats(("Spieler",), ("greedy", "greedy"))
    assert build_parser().parse_args(["play"]).humans is None


def test_a_hot_seat_table_started_from_the_command_line_has_only_its_humans(tmp_path):
    script = tmp_path / "quit.txt"
    script.write_text("quit\n")
    db = tmp_path / "db.sqlite3"
    assert main(["play", "--db", str(db), "--humans", "Ann,Bob", "--script", str(script), "--images", "none"]) == 0

    async def seats():
        store = await Store.open(db, SAMARKAND)
        row = await store.live_game("console:default")
        await store.close()
        return sorted(seat.name for seat in row.seats)

    assert asyncio.run(seats()) == ["Ann", "Bob"]


@pytest.mark.parametrize(("given", "allowed"), [([], True), (["--hints", "off"], False), (["--hints", "ON"], True)])
def test_a_hot_seat_may_turn_hints_off_so_that_its_game_is_rated(given, allowed, tmp_path):
    """A table at the keyboard allows hints unless told ``--hints off``: a game with hints
    counts for nobody, so that is the hot seat's one way to a rated game."""
    script = tmp_path / "quit.txt"
    script.write_text("quit\n")
    db = tmp_path / "db.sqlite3"
    argv = ["play", "--db", str(db), "--humans", "Ann,Bob", "--script", str(script), "--images", "none", *given]
    assert main(argv) == 0

    async def settings():
        store = await Store.open(db, SAMARKAND)
        row = await store.live_game("console:default")
        await store.close()
        return row.settings

    assert asyncio.run(settings()).allows_hints is allowed


def test_a_hints_value_that_is_neither_on_nor_off_is_one_sentence(capsys, tmp_path):
    db = tmp_path / "db.sqlite3"
    assert main(["play", "--db", str(db), "--images", "none", "--hints", "maybe"]) == 2
    assert capsys.readouterr().err == "python -m bot play: --hints: give on or off, not 'maybe'.\n"
    assert main(["play", "--db", str(db), "--images", "none", "--lang", "de", "--hints", "nein"]) == 2
    assert "--hints: Gib on oder off an, nicht „nein“." in capsys.readouterr().err
