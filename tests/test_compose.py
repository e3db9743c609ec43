"""Long private answers: a list whose first lines matter most keeps them and says how many
it left out."""

from cogs.compose import LIMIT, head


def test_a_long_list_keeps_its_first_lines_and_counts_the_rest():
    lines = [f"game {n}: " + "x" * 90 for n in range(40)]
    said = head(lines, LIMIT, lambda left: f"…and {left} more")
    kept = said.splitlines()
    assert len(said) <= LIMIT and kept[0] == lines[0] and kept[-1] == f"…and {40 - len(kept) + 1} more"
    assert kept[:-1] == lines[:len(kept) - 1]
    assert head(lines[:3], LIMIT, lambda left: "more") == "\n".join(lines[:3])  # short lists stay whole
