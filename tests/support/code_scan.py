"""Reading the project's own source for the catalogue checks: the keys the code uses, and
prose written in the code instead of in a catalogue."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

from bot.ai import LEVELS, OFFERED
from bot.engine import default_board
from bot.service import Limit
from bot.words.i18n import DEFAULT, catalogue, languages
from bot.words.narrate import CLOSED_KEYS, END_KEYS

ROOT = Path(__file__).resolve().parents[2]
SCANNED = ("bot", "cogs", "rendering")
# The modules no player reads; every other module under SCANNED is player-facing, a new one too.
NOT_PLAYER_FACING = {
    "bot/engine": "the rules engine: an English str() for developers; the service renders its codes",
    "bot/ai": "the computer players: moves, no words",
    "bot/lab": "the benchmarks and the research tools, for developers in a checkout",
    "bot/ratings/board_study.py": "the board study's figures, keyed by the board's family names: no words",
    "bot/store": "the database: its errors are the operator's (English by decision, README Languages)",
    "bot/cli.py": "the operator's command line (English by decision)",
    "bot/arguments.py": "the command line's shared option checks (English by decision)",
    "bot/ops/admin.py": "migrate, backup, export, import: the operator's (English by decision)",
    "bot/ops/transfer.py": "export and import: the operator's (English by decision)",
    "bot/ops/forget.py": "forget USER_ID: the operator's (English by decision)",
    "bot/ops/copying.py": "copy, a whole database to another: the operator's (English by decision)",
    "bot/ops/config.py": "the operator's settings (English by decision)",
    "bot/store/migrations.py": "the database's versions, for the operator",
    "bot/games/interface.py": "the game interface: its type parameters' names, no words",
    "bot/games/playing.py": "the rules' side of the game interface: its type parameters' names, no words",
    "bot/games/samarkand/plugged.py": "Samarkand behind the game interface: SQL, no words",
    "bot/games/samarkand/family_balance.py": "the board balance's tallies: SQL, no words",
    "bot/games/samarkand/carry_over.py": "schema version 9 for Samarkand's states: the operator's, as the store's",
    "bot/runtime/discord_run.py": "starting the bot and sync: the operator's console (English by decision)",
    "bot/runtime/metrics.py": "the metrics' help texts, for the operator's Prometheus (English by decision)",
    "bot/runtime/health_server.py": "/readyz's reasons, for the operator's checks (English by decision)",
    "bot/runtime/request_trace.py": "Discord's paths and HTTP's header names, no words",
    "bot/runtime/pages_only.py": "python -m bot web: the operator's console (English by decision)",
    "bot/runtime/page_damage.py": "a damaged database's 503 line, for the operator's checks (English by decision)",
    "bot/ops/probe.py": "the container's health check, for the operator (English by decision)",
    "bot/ops/logs.py": "the log lines' layout, for the operator (English by decision)",
    "bot/web/addresses.py": "the game pages' paths, headers and media types: HTTP's names, no words",
    "bot/web/server.py": "the pages' server: a log line for the operator (English by decision)",
}
KEY = re.compile(r"^[a-z]+(\.[A-Za-z0-9_]+)+$")
WORD = re.compile(r"[^\W\d_]{3,}")
IDENTIFIER = re.compile(r"[a-z_][a-z0-9_]*|_*[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+")
NAMES_IN_CODE = (
    re.compile(r"[A-Za-z_][\w-]*(?:\.[\w-]+)+"),  # keys, modules, attributes, file names: board.png
    re.compile(r"\.[a-z0-9]{1,5}"),  # a file name's ending: .png
    re.compile(r"[a-z0-9_-]*(?::[a-z0-9_-]*)+"),  # custom ids and their prefixes: sk:play:
    re.compile(r"[a-z0-9]*(?:-[a-z0-9]*)+"),  # slugs: utf-8, samarkand-scheduler
    re.compile(r"[a-z]+://\S*"),  # addresses: https://discord.com/channels/, attachment://
)
FRAGMENT = re.compile(r"[a-z0-9_.:/-]+")  # an f-string's piece of a name built from data: rules_summary.
PATTERN = re.compile(r"\(\?P[<=]\w+>?|\\[A-Za-z]")  # (?P<game>, \d: a regular expression's syntax
PATTERN_PUNCTUATION = re.compile(r"[()\[\]{}+*?|^$]")
# Not prose: the game's name; the action log's codes (who answered an offer, why it closed);
# the seat name of someone whose display name is blank (a seat name is never translated);
# Pillow's image modes and formats, and the time zone code.
ALLOWED = {"Samarkand", "standing order", "second camel", "game over", "Player", "RGB", "RGBA", "PNG", "UTC"}
LOGGING = {"debug", "info", "warning", "error", "exception", "critical", "log"}
# Where a string reaches a reader as it is: these keywords, an embed field's name and value,
# and the first argument of these calls.
DISPLAYED = {"label", "placeholder", "title", "description", "content", "text", "footer"}
FIELDS = {"add_field", "insert_field_at", "set_field_at", "set_author"}
SHOWN_BY = {"send", "send_message", "reply", "edit_message", "edit_original_response", "set_footer"} | FIELDS
LOGGER = re.compile(r"(?:^|\.)_?(?:log|logger|logging)$")  # log.warning(...), self.logger.info(...)


def player_facing() -> list[Path]:
    """Every module under SCANNED except those named in NOT_PLAYER_FACING."""
    def excluded(path: Path) -> bool:
        relative = path.relative_to(ROOT).as_posix()
        return any(relative == name or relative.startswith(name + "/") for name in NOT_PLAYER_FACING)
    return [path for folder in SCANNED for path in sorted((ROOT / folder).rglob("*.py")) if not excluded(path)]


def sources() -> Iterator[tuple[Path, ast.Module]]:
    for path in player_facing():
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
    keys |= {f"image.rating_chart.level_{level}" for level in OFFERED}  # the chart names every level one may meet
    keys |= {f"rule.{code}" for code in rule_codes()} | set(END_KEYS.values()) | set(CLOSED_KEYS.values())
    keys |= {f"order.{order}" for order in ("sell", "keep", "ask")}
    keys |= {f"choice.{value}" for value in (*OFFERED, "standin", "replace", "private", "at_once", "sell", "keep",
                                             "ask")}
    keys |= {f"permission.{name}" for name in ("view_channel", "send_messages", "embed_links", "attach_files",
                                               "send_messages_in_threads", "create_public_threads")}
    keys |= {f"turn.ping_{what}_deadline" for what in ("play", "discard")}
    keys |= {f"limit.{limit.value}" for limit in Limit}
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
    """String constants inside logging calls (``log.warning(...)``): for operators."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in LOGGING \
                and LOGGER.search(ast.unparse(node.func.value).lower()):
            found |= {id(c) for c in ast.walk(node)}
    return found


def _code(tree: ast.Module) -> set[int]:
    """String constants that are code, not text: format specs (``{x:>3}``), annotations,
    ``__all__`` and ``__repr__`` (for developers)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name == "__repr__":
            found |= {id(c) for c in ast.walk(node)}
        if isinstance(node, ast.FormattedValue) and node.format_spec:
            found |= {id(c) for c in ast.walk(node.format_spec)}
        annotations = [node.annotation] if isinstance(node, ast.arg | ast.AnnAssign) and node.annotation else []
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.returns:
            annotations.append(node.returns)
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "__all__" for t in node.targets):
            annotations.append(node.value)
        found |= {id(c) for a in annotations for c in ast.walk(a)}
    return found


def _as_is(node: ast.AST) -> Iterator[ast.Constant]:
    """The string constants of an expression that reach the reader unchanged: the value
    itself, an f-string's parts, either side of ``or``, ``if``-``else`` and ``+``."""
    if isinstance(node, ast.Constant):
        yield node
    children = {ast.JoinedStr: lambda n: n.values, ast.BoolOp: lambda n: n.values,
                ast.IfExp: lambda n: (n.body, n.orelse), ast.BinOp: lambda n: (n.left, n.right)}
    for kind, parts in children.items():
        if isinstance(node, kind):
            for part in parts(node):
                yield from _as_is(part)


def _displayed(tree: ast.Module) -> set[int]:
    """String constants a reader sees as they are: a button's ``label=``, an embed's
    ``title=``, the first argument of ``send(...)``; a bare word there is a word, not a name."""
    found = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        callee = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        shown = [k.value for k in node.keywords
                 if k.arg in DISPLAYED or (callee in FIELDS and k.arg in ("name", "value"))]
        if callee in SHOWN_BY and node.args:
            shown.append(node.args[0])
        found |= {id(c) for value in shown for c in _as_is(value)}
    return found


def is_prose(value: str, displayed: bool = False, fragment: bool = False) -> bool:
    """A word of three letters or more that is not a key, a name in code (module, file,
    custom id, address, a piece of one glued to an f-string's value) or a regular
    expression's syntax, nor on the short ALLOWED list. A bare identifier (``sell``) is code
    unless it is displayed (``label="sell"``)."""
    if PATTERN.search(value):
        value = PATTERN_PUNCTUATION.sub("", PATTERN.sub("", value))
    if not WORD.search(value) or value in ALLOWED or KEY.match(value) or (fragment and FRAGMENT.fullmatch(value)):
        return False
    if any(name.fullmatch(value) for name in NAMES_IN_CODE):
        return False
    return displayed or not IDENTIFIER.fullmatch(value)


def prose_in(source: str, name: str = "<source>") -> list[str]:
    """Prose in one module's source: every string constant (f-strings' literal parts and
    dict keys included) that ``is_prose``, except docstrings, logging and code. Each finding
    is ``name:line: text``."""
    tree = ast.parse(source)
    skip, shown = _docstrings(tree) | _logged(tree) | _code(tree), _displayed(tree)
    glued = {id(part) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr) for part in node.values}
    return [f"{name}:{node.lineno}: {node.value[:60]!r}" for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip
            and is_prose(node.value, id(node) in shown, id(node) in glued)]


def prose_outside_catalogues() -> list[str]:
    """Prose in the player-facing code (every module but NOT_PLAYER_FACING)."""
    return [finding for path in player_facing()
            for finding in prose_in(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))]
