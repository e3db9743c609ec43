"""The README and the pages under docs/ say what to type: every `python -m bot ...` they show
must parse with the real command line, and every relative link must reach a file in the
repository (and, for a Markdown page, a heading that exists when the link names one).

Where commands are found: in inline code spans of the prose, and on the lines of fenced code
blocks. A block that shows a terminal session (some lines start with `$ `) has commands only
on those lines; the other lines are output. Environment assignments before the command
(`DISCORD_TOKEN=...`) and what follows `&&`, `;`, `|` or a ` #` comment are not part of it.
Commands are written with concrete example values (`export 12`), never `<placeholders>`."""

from __future__ import annotations

import contextlib
import io
import re
import shlex
from pathlib import Path

import pytest

from bot.lab.commands import build_parser  # every command, the checkout-only ones in full

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]

COMMAND = re.compile(r"(?:^|(?<=[\s(`]))(?:\S*/)?python3? -m bot(?![\w.])(?P<rest>.*)$")
END_OF_COMMAND = re.compile(r"&&|;|\||\s#|`")
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")


def code_and_spans(text: str) -> list[tuple[int, str]]:
    """(line number, text) of every code block line and inline code span that may hold a command."""
    found: list[tuple[int, str]] = []
    block: list[tuple[int, str]] | None = None
    for number, line in enumerate(text.splitlines(), 1):
        if line.lstrip().startswith("```"):
            if block is None:
                block = []
                continue
            session = any(code.lstrip().startswith("$ ") for _, code in block)
            for at, code in block:
                code = code.strip()
                if session and not code.startswith("$ "):
                    continue
                found.append((at, code.removeprefix("$ ")))
            block = None
        elif block is not None:
            block.append((number, line))
        else:
            found += [(number, span) for span in re.findall(r"`([^`\n]+)`", line)]
    return found


def bot_commands(text: str) -> list[tuple[int, list[str]]]:
    """(line number, arguments after `python -m bot`) of every command in a page."""
    commands = []
    for number, code in code_and_spans(text):
        for match in COMMAND.finditer(code):
            rest = END_OF_COMMAND.split(match.group("rest"), maxsplit=1)[0]
            commands.append((number, shlex.split(rest)))
    return commands


def parse_error(arguments: list[str]) -> str | None:
    """What the real parser says against these arguments, or None if it takes them."""
    if any("<" in a or ">" in a for a in arguments):
        return "a <placeholder>: write a concrete example value"
    said = io.StringIO()
    try:
        with contextlib.redirect_stderr(said), contextlib.redirect_stdout(io.StringIO()):
            build_parser().parse_args(arguments)
    except SystemExit as stop:
        if stop.code not in (0, None):
            return said.getvalue().strip().splitlines()[-1]
    return None


def slug(heading: str) -> str:
    """GitHub's anchor for a heading."""
    words = re.sub(r"[^\w\- ]", "", heading.strip().lower().replace("`", ""))
    return words.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    text = re.sub(r"```.*?```", "", page.read_text(encoding="utf-8"), flags=re.S)
    return {slug(m) for m in re.findall(r"^#{1,6}\s+(.+?)\s*$", text, flags=re.M)}


def broken_links(page: Path) -> list[str]:
    broken = []
    text = re.sub(r"```.*?```", "", page.read_text(encoding="utf-8"), flags=re.S)
    for target in LINK.findall(text):
        if re.match(r"[a-z][a-z0-9+.-]*:", target):
            continue  # http:, https:, mailto:
        path, _, anchor = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        name = file.relative_to(ROOT).as_posix() if file.is_relative_to(ROOT) else str(file)
        if not file.is_relative_to(ROOT) or not file.is_file():
            broken.append(f"{target}: no file {name}")
        elif anchor and file.suffix == ".md" and anchor not in anchors(file):
            broken.append(f"{target}: no heading #{anchor} in {name}")
    return broken


def test_commands_are_found_and_bad_ones_are_caught():
    page = "\n".join([
        "Run `DISCORD_TOKEN=abc .venv/bin/python -m bot sync --guild 12` once.",
        "```sh",
        "python3 -m venv .venv && .venv/bin/python -m bot play --lang de  # German",
        "```",
        "```",
        "$ python -m bot play --computers expert",
        "python -m bot play: --computers: there is no level 'expert'.",
        "```",
        "Then `python -m bot export GAME [--out FILE]` and `python -m bot bench everything`.",
    ])
    found = bot_commands(page)
    assert found == [(1, ["sync", "--guild", "12"]), (3, ["play", "--lang", "de"]),
                     (6, ["play", "--computers", "expert"]),
                     (9, ["export", "GAME", "[--out", "FILE]"]), (9, ["bench", "everything"])]
    assert [parse_error(arguments) is None for _, arguments in found] == [True, True, True, False, False]
    assert parse_error(["export", "<game>"]) is not None


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_command_a_page_shows_parses(page):
    wrong = [f"{page.name}:{number}: python -m bot {shlex.join(arguments)}: {error}"
             for number, arguments in bot_commands(page.read_text(encoding="utf-8"))
             if (error := parse_error(arguments))]
    assert wrong == []


def test_the_readme_shows_commands():
    assert len(bot_commands((ROOT / "README.md").read_text(encoding="utf-8"))) >= 4


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_relative_link_reaches_a_file(page):
    assert broken_links(page) == []


def test_the_python_a_page_shows_runs():
    """The engine's page teaches by example: its Python blocks run, each page's in order in one
    namespace, as a reader pasting them one after another would run them."""
    for page in PAGES:
        blocks = re.findall(r"^```python\n(.*?)^```", page.read_text(), flags=re.MULTILINE | re.DOTALL)
        namespace: dict[str, object] = {}
        for number, block in enumerate(blocks, start=1):
            try:
                exec(compile(block, f"{page.name} block {number}", "exec"), namespace)
            except Exception as err:
                raise AssertionError(f"{page.name}, Python block {number}: {type(err).__name__}: {err}") from err
