"""The tournament's bookkeeping (not its results): forced first marriages are obeyed, win
shares sum to one, figures are computed from the games they claim, the ladder rates."""

import json

import pytest

from bot.ai import Level
from bot.ai.budget import CEILING, Budget
from bot.ai.levels import LEVELS
from bot.ai.search import SearchPlayer
from bot.cli import main
from bot.engine import awaiting, default_board, new_game
from bot.lab.tournament.games import (
    BLOCKED,
    EXHAUSTED,
    OPEN,
    Counted,
    Entrant,
    Result,
    Runner,
    Task,
    ceiling_cuts,
    play,
    run_all,
    starting_state,
    task_key,
)
from bot.lab.tournament.ladder import ladder_tasks, rate_games
from bot.lab.tournament.study import (
    everyone_figures,
    everyone_tasks,
    family_figures,
    family_tasks,
    paired_figures,
    relative_share,
    seat_figures,
)

GREEDY = Entrant(Level.GREEDY)
FAMILIES = len(default_board().families)


@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_forced_first_marriage_is_obeyed_wherever_the_seat_sits(players):
    seats = set()
    for family in range(FAMILIES):
        for seed in (family * 7 + players, family * 7 + players + 1):
            result = play(Task((Entrant(Level.RANDOM),) * players, seed, forced=family))
            assert result.first_family[0] == family
            seats.add(result.seats[0])
    assert len(seats) > 1  # the forced entrant sat in different places, not always first


@pytest.mark.parametrize("players", [2, 4, 5])
def test_with_everyone_forced_each_entrant_marries_its_own_family_first(players):
    for seed in range(4):
        marriages = tuple((seed * 3 + i * 7) % FAMILIES for i in range(players))
        assert len(set(marriages)) == players
        result = play(Task((GREEDY,) * players, seed, marriages=marriages))
        assert tuple(result.first_family) == marriages


def test_everyone_forced_tasks_deal_distinct_families_and_give_each_family_its_share_of_every_count():
    tasks = everyone_tasks(GREEDY, 200, [2, 3, 5], seed=40)
    assert tasks == everyone_tasks(GREEDY, 200, [2, 3, 5], seed=40)   # the seed decides
    assert len({t.seed for t in tasks}) == len(tasks)
    assert all(len(set(t.marriages)) == len(t.entrants) for t in tasks)
    for players in (2, 3, 5):
        games = [t for t in tasks if len(t.entrants) == players]
        for family in range(FAMILIES):   # about 200 / 3 first marriages a family at each count
            assert 40 <= sum(family in t.marriages for t in games) <= 95
    assert [len(t.entrants) for t in tasks[:3]] == [2, 3, 5]   # the counts interleaved


def test_an_unforced_tasks_key_is_the_one_files_kept_before_everyone_forced_use():
    task = Task((GREEDY, GREEDY), 655, forced=1)
    assert task_key(task) == '[[["greedy", 0], ["greedy", 0]], 655, 1, []]'
    assert task_key(Task((GREEDY, GREEDY), 655, marriages=(3, 1))).endswith(", null, [], [3, 1]]")


def test_everyone_figures_count_each_family_at_the_entrant_that_married_it():
    tasks = [Task((GREEDY,) * 2, 1, marriages=(0, 1)), Task((GREEDY,) * 2, 2, marriages=(1, 2))]
    results = [_result(1.0, 2, OPEN), _result(1.0, 2, OPEN)]   # entrant 0 wins both
    figures = everyone_figures(tasks, results)
    assert [(f.family, f.games, f.share[0]) for f in figures[:3]] == [(0, 1, 2.0), (1, 2, 1.0), (2, 1, 0.0)]
    assert all(f.games == 0 for f in figures[3:])


def test_shares_sum_to_one_and_every_route_is_judged():
    for players in range(2, 6):
        for seed in range(3):
            result = play(Task((GREEDY,) * players, seed))
            assert sum(result.share) == pytest.approx(1.0)
            assert sorted(result.seats) == list(range(players))
            assert len(result.routes) == FAMILIES and set(result.routes) <= {OPEN, BLOCKED, EXHAUSTED}


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_run_returns_each_tasks_own_result_in_the_tasks_order_and_says_its_time(jobs):
    tasks = [Task((Entrant(Level.RANDOM),) * (2 + seed % 4), seed) for seed in range(12)]
    said: list[str] = []
    results = run_all(tasks, Runner(jobs), said.append)
    assert results == [play(task) for task in tasks]
    assert [len(r.seats) for r in results] == [2 + seed % 4 for seed in range(12)]
    assert "about" in said[0] and said[-1].startswith("  12 games in")


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_kept_run_cut_short_plays_only_the_games_it_lacks_when_started_again(jobs, tmp_path, monkeypatch):
    tasks = [Task((Entrant(Level.RANDOM),) * (2 + seed % 4), seed) for seed in range(10)]
    kept = tmp_path / "kept.jsonl"
    first = run_all(tasks[:6], Runner(jobs, kept), [].append)
    with kept.open("a", encoding="utf-8") as file:
        file.write('{"task": "[[[\"random\", 0]], 7')  # a line the stop cut short
    said: list[str] = []
    resumed = run_all(tasks, Runner(jobs, kept), said.append)
    assert resumed == [play(task) for task in tasks] and resumed[:6] == first
    assert said[0] == f"  6 of 10 games kept in {kept}; playing the other 4"
    assert said[-1].startswith("  4 games in")
    monkeypatch.setattr("bot.lab.tournament.games.play", lambda task: pytest.fail(f"played again: {task}"))
    assert run_all(tasks, Runner(1, kept), [].append) == resumed  # all kept: nothing is played


@pytest.mark.parametrize("level", [Level.SEARCH, Level.EXPERT])
def test_a_searching_entrant_at_its_budget_thinks_as_the_bot_does_under_its_default_ceiling(level):
    searching = LEVELS[level].searching
    assert searching is not None
    player = Entrant(level).player(7)
    assert isinstance(player, searching.make)
    assert player.budget == searching.in_play.within(CEILING)
    assert player.budget.walks is None and player.budget.cpu < CEILING


def test_a_run_with_a_searching_level_compiles_the_kernel_before_its_first_game_and_says_how_it_thinks(
        monkeypatch):
    done: list[str] = []
    monkeypatch.setattr("bot.lab.tournament.games.warm_kernel", lambda: done.append("compiled"))
    monkeypatch.setattr("bot.lab.tournament.games.play", lambda task: done.append("played") or play(
        Task((Entrant(Level.RANDOM),) * 2, task.seed)))
    said: list[str] = []
    run_all([Task((Entrant(Level.EXPERT), Entrant(Level.SEARCH)), seed) for seed in range(3)], Runner(1), said.append)
    assert done == ["compiled", "played", "played", "played"]
    assert said[0].startswith("  computer players think ")
    done.clear()
    run_all([Task((Entrant(Level.RANDOM), Entrant(Level.GREEDY)), seed) for seed in range(2)], Runner(1), [].append)
    assert done == ["played", "played"]  # nothing searches: nothing to compile


def test_a_move_the_wall_ceiling_ends_before_its_cpu_budget_is_counted_as_cut():
    state = new_game(["a", "b", "c"], 5)[0]
    seat = awaiting(state)[0].player
    busy = Counted(SearchPlayer(1, Budget(10.0, ceiling=0.0)))  # a machine so busy the ceiling comes at once
    whole = Counted(SearchPlayer(1, Budget.walks_only(3)))
    for player in (busy, whole):
        player.choose(state, seat)
    assert (busy.searched, busy.cut, whole.searched, whole.cut) == (1, 1, 1, 0)


def test_a_run_says_at_its_end_how_many_moves_of_each_level_at_its_budget_the_ceiling_cut(tmp_path):
    """Read back from a kept file, as a resumed run counts them: the games kept before the
    counts were kept add none; a level at fixed iterations has no ceiling and is left out."""
    expert, strong, fixed = Entrant(Level.EXPERT), Entrant(Level.SEARCH), Entrant(Level.SEARCH, 50)
    tasks = [Task((expert, strong, fixed), seed) for seed in range(3)]
    counted = [_result(1.0, 3, OPEN) for _ in range(2)]
    for result, cut in zip(counted, (2, 1), strict=True):
        result.searched, result.cut = [20, 15, 15], [cut, 0, 0]
    kept = tmp_path / "kept.jsonl"
    before = {k: v for k, v in vars(_result(1.0, 3, OPEN)).items() if k not in ("searched", "cut")}
    with kept.open("w", encoding="utf-8") as file:
        for task, result in zip(tasks, [*map(vars, counted), before], strict=True):
            file.write(json.dumps({"task": task_key(task), "result": result}) + "\n")
    said: list[str] = []
    run_all(tasks, Runner(1, kept), said.append)
    assert said[-1] == ("  moves the 5 s wall ceiling cut short of their CPU budget: expert 3 of 40, search 0 of 30 "
                        "(a strength figure needs these near 0: a cut move plays below its level)")
    assert ceiling_cuts([Task((GREEDY, fixed), 1)], [_result(1.0, 2, OPEN)]) is None


def test_family_tasks_use_the_same_seeds_for_every_family_and_spread_player_counts():
    tasks = family_tasks(GREEDY, [0, 4, 7], 8, [2, 5], seed=100)
    assert len(tasks) == 24
    by_family = [[t for t in tasks if t.forced == f] for f in (0, 4, 7)]
    assert [[t.seed for t in batch] for batch in by_family] == [list(range(100, 108))] * 3
    assert [len(t.entrants) for t in by_family[0]] == [2, 5] * 4


def _result(share0: float, players: int, route: str, points: int = 50) -> Result:
    rest = (1 - share0) / (players - 1)
    routes = [OPEN] * FAMILIES
    routes[1] = route
    return Result(list(range(players)), [points] * players, [share0] + [rest] * (players - 1), [1] * players, routes)


def test_family_figures_count_wins_against_a_fair_share_per_player_count():
    results = [_result(1.0, 2, BLOCKED), _result(0.0, 2, OPEN), _result(0.5, 4, EXHAUSTED, 70), _result(0.0, 4, OPEN)]
    assert [relative_share(r) for r in results] == [2.0, 0.0, 2.0, 0.0]
    figures = family_figures(1, results)
    assert figures.share[0] == pytest.approx(1.0)
    assert figures.by_players == {2: 1.0, 4: 1.0}
    assert (figures.blocked, figures.exhausted, figures.points) == (0.25, 0.25, 55.0)


def test_seat_figures_follow_the_seat_not_the_entrant_and_group_tables_by_size():
    # entrant 0 sits second in the first 3-player game and first in the second; the seat wins both
    results = [Result([1, 0, 2], [50, 60, 40], [0.0, 1.0, 0.0], [None] * 3, []),
               Result([0, 2, 1], [70, 30, 20], [1.0, 0.0, 0.0], [None] * 3, []),
               Result([1, 0], [40, 40], [0.5, 0.5], [None] * 2, [])]
    figures = seat_figures(results)
    assert [(f.players, f.seat, f.games, f.wins, f.points) for f in figures] == [
        (2, 0, 1, 0.5, 40.0), (2, 1, 1, 0.5, 40.0),
        (3, 0, 2, 2.0, 65.0), (3, 1, 2, 0.0, 35.0), (3, 2, 2, 0.0, 35.0)]


def test_the_ladder_plays_each_pair_and_each_four_and_rates_the_winner_higher():
    entrants = (Entrant(Level.RANDOM), Entrant(Level.GREEDY), Entrant(Level.SEARCH, 5), Entrant(Level.SEARCH, 9))
    tasks = ladder_tasks(entrants, 3, seed=1)
    assert len(tasks) == 6 * 3 + 1 * 3
    # a made-up record in which the order of the entrants is their strength
    results = [Result(list(range(len(t.entrants))), [10 * (1 + entrants.index(e)) for e in t.entrants],
                      [0.0] * len(t.entrants), [None] * len(t.entrants), []) for t in tasks]
    ratings = rate_games(entrants, tasks, results)
    assert [r.entrant.label for r in ratings] == ["search@9", "search@5", "greedy", "random"]
    assert all(r.interval[0] < r.mu < r.interval[1] for r in ratings)


def test_the_study_and_the_ladder_print_their_tables(capsys):
    assert main(["tournament", "--study", "families", "--games", "2", "--players", "3", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "win share vs fair" in out and all(f.name in out for f in default_board().families)
    assert "within 85-115% of fair" in out
    assert "seats over the same games" in out and "      3     3  " in out
    assert main(["tournament", "--study", "families", "--everyone-forced", "--games", "3", "--players", "2,3",
                 "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "everyone forced" in out and all(f.name in out for f in default_board().families)
    assert main(["tournament", "--study", "seats", "--games", "2", "--players", "2", "--jobs", "1"]) == 0
    assert "first marriages chosen freely" in capsys.readouterr().out
    assert main(["tournament", "--ladder", "--games", "1", "--levels", "random,search@2,expert@3", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "expert@3" in out and "search@2" in out and "rating (95%)" in out and "head to head" in out


@pytest.mark.parametrize("options", [["--study", "seats"], ["--study", "families", "--family", "Sindh"]])
def test_everyone_forced_is_refused_beside_a_study_it_cannot_change(options, capsys):
    assert main(["tournament", *options, "--everyone-forced"]) == 2
    assert "--everyone-forced" in capsys.readouterr().err


@pytest.mark.parametrize("option", [["--players", "1,9"], ["--players", "x"], ["--players", ""], ["--players", "٣"]])
def test_bad_numbers_are_refused_with_a_sentence(option, capsys):
    assert main(["tournament", "--study", "seats", *option]) == 2
    assert "whole numbers" in capsys.readouterr().err


def test_a_match_takes_the_names_players_see_in_any_case_and_either_language(capsys):
    assert main(["tournament", "--match", "Beginner,ANFÄNGER,könner@2", "--games", "2", "--jobs", "1"]) == 0
    assert "Match: random, random, search@2; 2 games of 3 players" in capsys.readouterr().out


def test_a_match_refuses_iterations_for_a_level_that_does_not_search_by_its_name(capsys):
    assert main(["tournament", "--match", "Casual@5,expert"]) == 2
    assert "'Casual@5' is not a level" in capsys.readouterr().err


@pytest.mark.parametrize("command", [
    ["tournament", "--match", "random,random", "--games", "-3"],
    ["tournament", "--ladder", "--games", "0"],
    ["tournament", "--study", "seats", "--jobs", "-1"],
    ["tournament", "--study", "families", "--level", "search", "--search-iterations", "0"],
    ["bench", "engine", "--games", "-2"],
    ["stats", "--page", "0"],
])
def test_a_count_below_one_is_refused_before_anything_runs(command, capsys):
    with pytest.raises(SystemExit) as ended:
        main(command)
    assert ended.value.code == 2
    assert "give a whole number from 1" in capsys.readouterr().err


def test_seat_money_makes_the_named_seats_start_richer_and_the_study_says_so(capsys):
    plain, richer = (starting_state(Task((GREEDY,) * 4, 7, seat_money=money)) for money in ((), (0, 0, 1, 2)))
    assert [p.money for p in plain.players] == [10] * 4
    assert [p.money for p in richer.players] == [10, 10, 11, 12]
    assert [p.name for p in richer.players] == [p.name for p in plain.players]  # the same seating
    assert main(["tournament", "--study", "seats", "--seat-money", "0,1,1", "--games", "2", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "seats start with +0, +1, +1 Dirham" in out and "for each of 3 players" in out


@pytest.mark.parametrize("typed", ["1", "0,0,0,0,0,1", "0,x", "0,11"])
def test_seat_money_for_too_few_or_too_many_seats_is_refused(typed, capsys):
    assert main(["tournament", "--study", "seats", "--seat-money", typed]) == 2
    assert "--seat-money" in capsys.readouterr().err


def test_the_family_study_can_study_a_few_families_and_refuses_one_the_board_lacks(capsys):
    assert main(["tournament", "--study", "families", "--family", "Uyghur,uy,Sindh", "--players", "2",
                 "--games", "2", "--jobs", "1"]) == 0
    rows = [line.split()[0] for line in capsys.readouterr().out.splitlines() if line.startswith("  ")]
    families = [row for row in rows if row in {f.name for f in default_board().families}]
    assert families == ["Uyghur", "Sindh"]
    assert main(["tournament", "--study", "families", "--family", "Atlantis"]) == 2
    assert "no family 'Atlantis'; the families are Byzant" in capsys.readouterr().err


def test_paired_figures_set_each_seed_beside_the_same_seed_of_the_other_run_and_skip_seeds_it_lacks():
    tasks = family_tasks(GREEDY, [1], 4, [2], seed=10)
    now = [_result(1.0, 2, OPEN), _result(0.0, 2, OPEN), _result(1.0, 2, OPEN), _result(0.5, 2, OPEN)]
    before = {task_key(tasks[0]): _result(0.0, 2, OPEN), task_key(tasks[1]): _result(0.0, 2, OPEN),
              task_key(tasks[2]): _result(1.0, 2, OPEN)}  # the fourth seed was never played there
    paired = paired_figures(1, tasks, now, before)
    assert (paired.games, paired.before, paired.now) == (3, pytest.approx(2 / 3), pytest.approx(4 / 3))
    mean, low, high = paired.difference
    assert mean == pytest.approx(2 / 3) and low < 0 < mean < high  # an interval of either sign
    assert paired.correlation == pytest.approx(0.5)
    alike = paired_figures(1, tasks[:2], now[:2], {task_key(t): r for t, r in zip(tasks, now, strict=True)})
    assert alike.difference == (0.0, 0.0, 0.0) and alike.correlation == pytest.approx(1.0)
    assert paired_figures(1, tasks, now, {}).games == 0


def test_the_family_study_sets_its_games_beside_a_kept_run_and_refuses_a_file_it_cannot_use(tmp_path, capsys):
    kept = tmp_path / "before.jsonl"
    study = ["tournament", "--study", "families", "--family", "Sindh", "--players", "2,3", "--games", "4",
             "--jobs", "1"]
    assert main([*study, "--keep", str(kept)]) == 0
    capsys.readouterr()
    assert main([*study, "--against", str(kept)]) == 0
    row = capsys.readouterr().out.split("seed by seed")[1].splitlines()[2].split()
    assert row[:2] == ["Sindh", "4"] and row[2] == row[3] and row[4] == "+0.0"  # the same games: no difference
    assert main([*study, "--against", str(tmp_path / "none.jsonl")]) == 2
    assert "--against: no file" in capsys.readouterr().err
    assert main(["tournament", "--study", "seats", "--against", str(kept)]) == 2
    assert "only with --study families" in capsys.readouterr().err
