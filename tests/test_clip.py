"""A text too long for Discord, clipped: a first line too long alone ends with "…" at a word's
end, and a code block keeps its closing fence (``cogs.message_text``)."""

from __future__ import annotations

from cogs.message_text import LIMIT, above, clip, code_block


def test_a_first_line_too_long_ends_at_its_last_whole_word_with_an_ellipsis():
    said = clip("Wort " * 500 + "\nzweite Zeile")
    assert len(said) <= LIMIT and said.endswith("Wort…") and "\n" not in said
    assert said.removesuffix("…").split(" ") == ["Wort"] * len(said.split(" "))  # no word cut in two


def test_a_first_line_whose_last_word_ends_at_the_limit_still_leaves_room_for_the_ellipsis():
    assert clip("abc abc abc abc", 11) == "abc abc…"  # the third word ends at the limit: no room for "…"
    assert clip("abc abc abc abc", 12) == "abc abc abc…"  # a space at the limit: the "…" takes its place


def test_a_code_block_too_long_keeps_its_fences_closed_within_the_limit():
    name = "`\u200b" * 30  # a name of backticks, as ``fenced`` leaves it
    scores = "\n".join(f"{n:>3}. {name} {n * 7:>4}" for n in range(1, 40))
    block = code_block(scores, 1024)
    assert len(scores) > 1024 and len(block) <= 1024
    assert block.startswith("```\n") and block.endswith("\n…\n```") and block.count("```") == 2
    assert code_block("a\nb", 1024) == "```\na\nb\n```"


def test_above_keeps_the_last_line_whole_and_counts_the_lines_left_out_above_it():
    lines = [f"offer {n}" for n in range(1, 6)]
    assert above(lines, "answer in #game", lambda n: f"+{n}") == "\n".join([*lines, "answer in #game"])
    cut = above(lines, "answer in #game", lambda n: f"+{n}", limit=40)
    assert cut == "offer 1\noffer 2\n+3\nanswer in #game" and len(cut) <= 40
    assert above([], "answer in #game", lambda n: f"+{n}") == "answer in #game"
