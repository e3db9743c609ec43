"""``python -m bot review GAME --db FILE``: a finished game's review printed, every seat's or
one; a short refusal for a missing file, an unknown game, a game not finished; and ``bench
review``'s figures (docs/coach.md, docs/performance.md)."""

import json
import re

import pytest

from bot.ai.budget import Budget
from bot.ai.review import review_game
from bot.cli import main
from bot.engine import RULES_SETUP, action_to_dict, state_to_json
from bot.games.samarkand.game_settings import DEFAULT_SETTINGS
from bot.lab.bench.game_review import run as run_bench
from bot.lab.bench.game_review import seeded_game
from bot.offline.review_report import review_text
from bot.ops.transfer import FORMAT, digest
from bot.store import STOOD_IN
from tests.support.engine_scenarios import BOARD

TINY = Budget.walks_only(8)


def game_file(folder, players, seed, status="over", actions=None, stood_in_for=None, computers=(), language="en"):
    """A game played to its end (or ``actions`` into it) as ``python -m bot export`` writes it;
    ``stood_in_for``: a seat whose every action a time-out stand-in played; ``computers``: the
    seats a casual computer held from the lobby; ``language``: the table's."""
    names, seed, log = seeded_game(players, seed)
    log = log[:actions] if actions else log
    state = RULES_SETUP.replay(names, seed, log, seated=True)
    data = {"format": FORMAT, "channel": f"c{seed}", "guild": "g", "host": "h", "status": status, "seed": seed,
            "settings": {**DEFAULT_SETTINGS.to_json(), "language": language}, "standing_orders": [],
            "seats": [{"user": f"cpu{n}", "name": name, "kind": "greedy"} if n in computers
                      else {"user": f"u{n}", "name": name, "kind": "human"} for n, name in enumerate(names)],
            "log": [{"seat": seat, "action": action_to_dict(action),
                     "by": STOOD_IN if seat == stood_in_for else "player"} for seat, action in log],
            "board": BOARD.id, "state_sha256": digest(state_to_json(state))}
    path = folder / f"game{seed}.json"
    path.write_text(json.dumps(data))
    return path, names, log


@pytest.fixture(scope="module")
def database(tmp_path_factory):
    """A database with game 1 finished (2 players), game 2 still in play, and game 3 finished
    with seat 1's moves all played by a time-out stand-in."""
    folder = tmp_path_factory.mktemp("review")
    db = str(folder / "games.sqlite3")
    finished, names, log = game_file(folder, 2, 3)
    playing, _, _ = game_file(folder, 3, 4, status="playing", actions=20)
    assert main(["import", str(finished), "--db", db]) == 0
    assert main(["import", str(playing), "--db", db]) == 0
    stood_in, _, _ = game_file(folder, 2, 5, stood_in_for=0)
    assert main(["import", str(stood_in), "--db", db]) == 0
    return db, names, log


@pytest.fixture(autouse=True)
def quick_reviews(monkeypatch):
    """The command at a few walks a turn: the figures differ from the bot's, the printing not."""
    monkeypatch.setattr("bot.offline.review_report.review_game",
                        lambda names, seed, log, setup, **given: review_game(names, seed, log, setup, TINY, **given))


def test_every_seats_review_is_printed_in_the_language_asked(database, capsys):
    db, names, log = database
    assert main(["review", "1", "--db", db]) == 0
    out = capsys.readouterr().out
    review = review_game(names, 3, log, RULES_SETUP, TINY)
    assert out.strip() == review_text(BOARD, names, review, [0, 1], "en")
    assert [line for line in out.splitlines() if line.endswith("'s review")] == [f"{n}'s review" for n in names]
    assert out.count("Your game:") == 2 and "**" not in out  # the terminal gets no Discord markup
    assert "only you see it" not in out  # every seat's part is printed for whoever runs the command
    assert main(["review", "1", "--db", db, "--player", names[1].lower(), "--lang", "de"]) == 0
    german = capsys.readouterr().out
    assert german.splitlines()[0] == f"Rückblick für {names[1]}" and german.count("Deine Partie:") == 1
    assert "nur für dich" not in german
    assert main(["review", "1", "--db", db, "--seat", "1"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == f"{names[0]}'s review"


def test_a_game_is_reviewed_in_its_own_language_unless_another_is_asked(tmp_path, capsys):
    """A German table's review speaks German by default, as its players read it in Discord;
    ``--lang en`` still asks for English."""
    path, names, _ = game_file(tmp_path, 2, 6, language="de")
    db = str(tmp_path / "de.sqlite3")
    assert main(["import", str(path), "--db", db]) == 0
    capsys.readouterr()
    assert main(["review", "1", "--db", db, "--seat", "2"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == f"Rückblick für {names[1]}"
    assert main(["review", "1", "--db", db, "--seat", "2", "--lang", "en"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == f"{names[1]}'s review"


def test_the_consoles_one_player_is_spoken_to_not_named(database):
    """A game played at the console by one person names them as the language says "you":
    their part is "Your review", never "You's review"; another seat keeps its name."""
    _, names, log = database
    review = review_game(names, 3, log, RULES_SETUP, TINY)
    english = review_text(BOARD, ["You", names[1]], review, [0, 1], "en").splitlines()
    assert english[0] == "Your review" and f"{names[1]}'s review" in english
    assert not any("You's" in line or "what You knew" in line for line in english)
    german = review_text(BOARD, ["Spieler", names[1]], review, [0], "de").splitlines()
    assert german[0] == "Dein Rückblick" and not any("Spieler" in line for line in german)


def test_a_computers_seat_is_reviewed_only_when_asked_for(tmp_path, capsys):
    """"You played …" is said to a person: by default the review prints the people's seats,
    not a computer's from the lobby, which ``--seat`` still prints when asked."""
    db = str(tmp_path / "games.sqlite3")
    path, names, _ = game_file(tmp_path, 3, 6, computers=(1,))
    assert main(["import", str(path), "--db", db]) == 0
    capsys.readouterr()
    assert main(["review", "1", "--db", db]) == 0
    titles = [line for line in capsys.readouterr().out.splitlines() if line.endswith("'s review")]
    assert titles == [f"{names[0]}'s review", f"{names[2]}'s review"]
    assert main(["review", "1", "--db", db, "--seat", "2"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == f"{names[1]}'s review"


def test_moves_a_stand_in_played_are_not_reviewed(database, capsys):
    assert main(["review", "3", "--db", database[0], "--seat", "1"]) == 0
    said = capsys.readouterr().out.splitlines()
    assert said[1].startswith("In none of your turns") and said[2].startswith("Your game: ")


@pytest.mark.parametrize(("argv", "said"), [
    (["review", "7", "--db", "DB"], "There is no game 7 in this database"),
    (["review", "²", "--db", "DB"], "There is no game ² in this database"),  # a digit to str.isdigit, not to int
    (["review", "9" * 20, "--db", "DB"], f"There is no game {'9' * 20} in this database"),
    (["review", "7", "--db", "DB", "--language", "de"], "In dieser Datenbank gibt es keine Partie 7"),
    (["review", "2", "--db", "DB"], "Game 2 has not ended"),
    (["review", "1", "--db", "DB", "--seat", "3"], "Game 1 has seats 1 to 2, not 3."),
    (["review", "1", "--db", "DB", "--player", "Zed"], "Game 1 has no player named 'Zed': its players are P1 and P2."),
    (["review", "1", "--db", "DB", "--lang", "fr"], "--lang: give en or de, not 'fr'."),
    (["review", "1", "--db", "DB", "--seat", "1", "--player", "P1"], "give --seat or --player, not both"),
    (["review", "1", "--db", "missing.sqlite3"], "There is no database file missing.sqlite3"),
])
def test_what_cannot_be_reviewed_is_refused_in_a_sentence(database, capsys, argv, said):
    db = database[0]
    assert main([db if a == "DB" else a for a in argv]) == 2
    out, err = capsys.readouterr()
    assert out == "" and said in err and "Traceback" not in err and len(err.splitlines()) == 1


def test_the_bench_prints_the_reviews_cpu_time_for_each_table_size(capsys):
    run_bench(1, TINY)
    out = capsys.readouterr().out
    lines = [line for line in out.splitlines() if re.match(r"  [2-5] players  CPU: median \d+\.\d s  max \d+\.\d s"
                                                            r"   turn moves: median \d+$", line)]
    assert [line[2] for line in lines] == ["2", "3", "4", "5"]
    assert "1 greedy game" in out
