"""The board data (``docs/architecture.md#board-data``) and the loader's validation."""

import copy
import json

import pytest

from bot.engine import BoardError, default_board
from bot.engine.board import DEFAULT_BOARD, build_board, load_board

RAW = json.loads(DEFAULT_BOARD.read_text())


def test_the_shipped_board_meets_the_design():
    board = default_board()
    assert 90 <= len(board.spaces) <= 110
    water = [s for s in board.spaces if s.kind == "water"]
    assert 8 <= len(water) <= 16 and all(s.sea for s in water)
    starts = [board.spaces[f.start] for f in board.families]
    assert sum(s.row <= 1 for s in starts) == 5 and sum(s.row >= board.rows - 2 for s in starts) == 5
    assert all(s.kind == "land" and s.good is None for s in starts)
    assert len({s.label for s in board.spaces}) == len(board.spaces)
    assert {"Arabian", "Byzant", "Chinese", "Levant", "Persian", "Sindh", "Tigris"} <= {
        f.name for f in board.families}
    assert len({f.glyph for f in board.families}) == 10


def test_each_sea_links_two_coasts():
    board = default_board()
    for sea in {s.sea for s in board.spaces if s.sea}:
        coast = {n for s in board.spaces if s.sea == sea for n in board.neighbours[s.index]
                 if board.spaces[n].kind == "land"}
        assert len(coast) >= 4, sea


def test_labels_and_names_are_found_case_insensitively():
    board = default_board()
    assert board.space("e7").label == "E7"
    assert board.family_named("levant").name == board.family_named("Le").name == "Levant"
    assert board.describe_space(board.goods[31].space) == "P3 · Silk (31)"
    with pytest.raises(KeyError):
        board.family_named("Martian")


def broken(edit) -> str:
    raw = copy.deepcopy(RAW)
    edit(raw)
    with pytest.raises(BoardError) as err:
        build_board(raw)
    return str(err.value)


def test_a_family_starting_on_water_is_named():
    assert "Byzant starts on C1, which is water" in broken(lambda r: r["families"][0].update(start="C1"))


def test_a_good_on_water_or_a_start_is_named():
    assert "lies on water at G6" in broken(lambda r: r["goods"][0].update(space="G6"))
    assert "lies on a start space, E7" in broken(lambda r: r["goods"][0].update(space="E7"))


def test_an_unknown_space_is_named():
    assert "Z9" in broken(lambda r: r["goods"][3].update(space="Z9"))
    assert "Q4" in broken(lambda r: r.update(links_add=[["A1", "Q4"]]))


def test_a_disconnected_map_is_refused():
    def island(raw):
        raw["links_cut"] = [["P7", "O7"], ["P7", "O6"], ["P7", "P6"]]
    assert "not connected: P7" in broken(island)


def test_links_can_be_added_and_cut():
    raw = copy.deepcopy(RAW)
    raw["links_add"] = [["A1", "C2"]]
    raw["links_cut"] = [["A1", "A2"]]
    board = build_board(raw)
    a1, a2, c2 = (board.by_label[x] for x in ("A1", "A2", "C2"))
    assert c2 in board.neighbours[a1] and a1 in board.neighbours[c2]
    assert a2 not in board.neighbours[a1] and a1 not in board.neighbours[a2]


def test_other_faults_are_refused():
    assert "portion 9" in broken(lambda r: r["families"][2].update(portion=9))
    assert "unknown glyph" in broken(lambda r: r["families"][2].update(glyph="blob"))
    assert "numbered 1 to 33" in broken(lambda r: r["goods"].pop())
    assert "row 2 has" in broken(lambda r: r["grid"].__setitem__(1, "...."))
    assert "belongs to no sea" in broken(lambda r: r["seas"].pop("Black Sea"))
    assert "which is land" in broken(lambda r: r["seas"]["Black Sea"].append("A1"))
    assert "share a colour" in broken(lambda r: r["families"][1].update(colour=r["families"][0]["colour"]))
    assert "missing" in broken(lambda r: r.pop("rules"))


def test_an_unreadable_file_is_a_board_error(tmp_path):
    path = tmp_path / "board.json"
    path.write_text("{ not json")
    with pytest.raises(BoardError, match="cannot read board file"):
        load_board(path)


def test_a_seat_schedule_gives_one_small_amount_for_every_seat():
    assert "gives 2 amounts" in broken(lambda r: r.update(evened_seats={"3": [0, 1]}))
    assert "evened_seats for 6 players" in broken(lambda r: r.update(evened_seats={"6": [0] * 6}))
    assert "each amount is 0 to 10" in broken(lambda r: r.update(evened_seats={"2": [0, 11]}))
    assert "each amount is 0 to 10" in broken(lambda r: r.update(evened_seats={"2": [-1, 1]}))
    assert build_board({**RAW, "evened_seats": {"3": [0, 0, 2]}}).evened_seats == {3: (0, 0, 2)}
    assert build_board({key: value for key, value in RAW.items() if key != "evened_seats"}).evened_seats == {}
