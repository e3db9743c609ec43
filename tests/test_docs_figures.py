"""The project's measured figures live in one place, docs/performance.md, each section with the
command that made it; the other pages say what a benchmark measures and link there. So a figure
is updated in one place and never contradicted by a stale copy elsewhere."""

from __future__ import annotations

import re
from itertools import pairwise
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FIGURES = ROOT / "docs" / "performance.md"
# A table whose head names a timing or a rate holds measured figures.
FIGURE_COLUMN = re.compile(r"\bp\d\d\b|\bmedian\b|/s\b", re.IGNORECASE)
# The engine's figures (`bench engine`'s games per second, the search's iterations) are still on
# the engine's pages, to move into performance.md's engine section with its next measurement.
ENGINE_PAGES = {"docs/development.md", "docs/computer-players.md"}


def anchor(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def sections(page: Path) -> dict[str, str]:
    """Each heading's anchor and the text under it, to the next heading."""
    found, parts = {}, re.split(r"^(#{1,4} .*)$", page.read_text(encoding="utf-8"), flags=re.MULTILINE)
    for heading, body in zip(parts[1::2], parts[2::2], strict=True):
        found[anchor(heading.lstrip("#"))] = body
    return found


def figure_tables(page: Path) -> list[str]:
    lines = page.read_text(encoding="utf-8").splitlines()
    return [head for head, rule in pairwise(lines)
            if head.startswith("|") and rule.startswith("| ---") and FIGURE_COLUMN.search(head)]


def test_figures_tables_are_only_in_performance_md():
    pages = [*sorted((ROOT / "docs").glob("*.md")), ROOT / "README.md"]
    elsewhere = {str(page.relative_to(ROOT)): tables for page in pages if page != FIGURES
                 and (tables := figure_tables(page)) and str(page.relative_to(ROOT)) not in ENGINE_PAGES}
    assert elsewhere == {}
    assert len(figure_tables(FIGURES)) >= 10


def test_each_figures_section_names_its_command():
    unnamed = [name for name, body in sections(FIGURES).items()
               if figure_tables_in(body) and "`python -m bot " not in body]
    assert unnamed == []


def figure_tables_in(body: str) -> bool:
    return any(line.startswith("|") and FIGURE_COLUMN.search(line) for line in body.splitlines())


def test_the_benchmarks_table_links_each_figure_to_a_section_of_performance_md():
    development = (ROOT / "docs" / "development.md").read_text(encoding="utf-8")
    rows = [line for line in development.splitlines() if line.startswith("| `python -m bot bench ")]
    links = [re.findall(r"\]\(([^)]+)\)", row.rsplit(" | ", 1)[1]) for row in rows]
    targets = [target for found in links for target in found]
    assert len(rows) >= 10 and len(targets) >= 10
    assert [t for t in targets if not t.startswith("performance.md#")] == []
    known = sections(FIGURES)
    assert [t for t in targets if t.removeprefix("performance.md#") not in known] == []
