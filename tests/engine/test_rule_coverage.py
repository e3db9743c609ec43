"""Every numbered item of docs/rules.md has at least one test marked with it."""

import re
from pathlib import Path

RULES = Path(__file__).resolve().parents[2] / "docs" / "rules.md"
TESTS = Path(__file__).resolve().parent


def test_every_rule_item_has_a_marked_test():
    text = RULES.read_text(encoding="utf-8")
    items = set(re.findall(r"^- (R\d+\.\d+)", text, flags=re.MULTILINE))
    items |= set(re.findall(r"^## (R\d+)\.", text, flags=re.MULTILINE)) - {item.split(".")[0] for item in items}
    marked = set()
    for path in TESTS.glob("test_*.py"):
        marked |= set(re.findall(r'rule\("(R\d+(?:\.\d+)?)"\)', path.read_text()))
    assert len(items) > 40
    assert sorted(items - marked) == []
