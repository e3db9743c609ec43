"""Reading the project's own source for the catalogue checks: the keys the code uses, and
prose written in the code instead of in a catalogue."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

from bot.ai import LEVELS
from bot.engine import default_board
from bot.i18n import DEFAULT, catalogue, languages
from bot.narrate import CLOSED_KEYS, END_KEYS

ROOT = Path(__file__).resolve().parents[1]
PLAYER_FACING = [
    *sorted((ROOT / "cogs").glob("*.py")), *sorted((ROOT / "bot" / "service").glob("*.py")),
    *sorted((ROOT / "bot" / "offline").glob("*.py")),
    *(ROOT / "bot" / name for name in ("narrate.py", "textboard.py", "panel.py", "commands.py", "presence.py")),
    *(ROOT / "rendering" / name for name in ("words.py", "panels.py", "targets.py", "board_image.py",
                                             "turn_image.py", "hexmap.py")),
]
KEY = re.compile(r"^[a-z]+(\.[A-Za-z0-9_]+)+$")
PROSE = re.compile(r"[^\W\d_]{2,}[ \t]+[^\W\d_]{2,}|^[A-Z][a-z]{2,}$")
# Not prose: a name the same in every language, the action log's record of who answered, the
# seat name of someone whose display name is blank (a seat name is never translated).
NAMES = {"Samarkand", "standing order", "Player"}
LOGGING = {"debug", "info", "warning", "error", "exception", "critical"}


def sources() -> Iterator[tuple[Path, ast.Module]]:
    for path in PLAYER_FACING:
        yield path, ast.parse(path.read_text(encoding="utf-8"))


def prefixes() -> set[str]:
    return {m.id[0].split(".")[0] if isinstance(m.id, tuple) else m.id.split(".")[0]
            for m in catalogue(DEFAULT) if m.id}


def keys_used() -> set[str]:
    """Every literal catalogue key in the player-facing code: strings shaped like a key whose
    first part is a catalogue's, and the image words' keys (``words("turn")``)."""
    first = prefixes()
    found = set()
    for _, tree in sources():
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and KEY.match(node.value) \
                    and node.value.split(".")[0] in first:
                found.add(node.value)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "words" \
                    and node.args:
                first_arg = node.args[0]
                choices = [first_arg.body, first_arg.orelse] if isinstance(first_arg, ast.IfExp) else [first_arg]
                found |= {f"image.{c.value}" for c in choices if isinstance(c, ast.Constant)}
    return found


def rule_codes() -> set[str]:
    """The codes of the engine's refusals: ``RuleError(rule, "code", ...)``."""
    codes = set()
    for path in (ROOT / "bot" / "engine").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "RuleError" and len(node.args) > 1 \
                    and isinstance(node.args[1], ast.Constant):
                codes.add(node.args[1].value)
    return codes


def dynamic_keys() -> set[str]:
    """Keys the code builds from data: names, levels, choices, rule codes, ends, columns."""
    board = default_board()
    keys = {f"family.{f.name}" for f in board.families} | {f"good.{n}" for n in board.goods}
    keys |= {f"sea.{s.sea}" for s in board.spaces if s.sea}
    keys |= {f"level.{level}" for level in LEVELS} | {f"language.{code}" for code in languages()}
    keys |= {f"rule.{code}" for code in rule_codes()} | set(END_KEYS.values()) | set(CLOSED_KEYS.values())
    keys |= {f"order.{order}" for order in ("sell", "keep", "ask")}
    keys |= {f"choice.{value}" for value in ("random", "greedy", "search", "standin", "replace", "private",
                                             "at_once", "sell", "keep", "ask")}
    keys |= {f"permission.{name}" for name in ("view_channel", "send_messages", "embed_links", "attach_files",
                                               "send_messages_in_threads", "create_public_threads")}
    keys |= {f"turn.ping_{what}_deadline" for what in ("play", "discard")}
    return keys


def _docstrings(tree: ast.Module) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def _logged(tree: ast.Module) -> set[int]:
    """String constants inside logging calls (``log.warning(...)``): for developers."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in LOGGING \
                and getattr(node.func.value, "id", "") in ("log", "logger", "logging"):
            found |= {id(c) for c in ast.walk(node)}
    return found


def _identifiers(tree: ast.Module) -> set[int]:
    """String constants that name things in code: ``__all__`` entries and dict keys."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "__all__" for t in node.targets):
            found |= {id(c) for c in ast.walk(node.value)}
        if isinstance(node, ast.Dict):
            found |= {id(k) for k in node.keys if k is not None}
    return found


def prose_outside_catalogues() -> list[str]:
    """Prose in the player-facing code: string constants (f-strings' literal parts included)
    with two words in a row, or a capitalised word, that are not docstrings, logging or
    keys. Each finding is ``path:line: text``."""
    found = []
    for path, tree in sources():
        skip = _docstrings(tree) | _logged(tree) | _identifiers(tree)
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Constant) and isinstance(node.value, str)) or id(node) in skip:
                continue
            if PROSE.search(node.value) and node.value not in NAMES and not KEY.match(node.value):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {node.value[:60]!r}")
    return found
