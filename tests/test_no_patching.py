"""The bot uses its libraries through their documented interfaces, never by replacing what is
theirs: a minor release of discord.py or aiohttp may rename a private method, and a pace or a
metric wrapped around it would stop working without an error. Pacing, the request metrics
and whether Discord answers go through the trace discord.py takes (``bot.runtime.request_trace``).
The scan reads every shipped module: no attribute of an imported library (a module, a class)
or of a client's internals (``bot.http``, its connection state, its gateway) is assigned, and
no ``type: ignore`` hides a method's replacement."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from bot.runtime.app import SamarkandBot
from tests.support.code_scan import ROOT, SCANNED

OURS = {"bot", "cogs", "rendering", "tests", "__future__"}
CLIENT_INTERNALS = {"http", "_connection", "_state", "ws"}  # discord.py's HTTPClient, ConnectionState, gateway


def library_names(tree: ast.Module) -> set[str]:
    """The names a module binds to what it imports from elsewhere than the project."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {(a.asname or a.name).split(".")[0] for a in node.names if a.name.split(".")[0] not in OURS}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and (node.module or "").split(".")[0] not in OURS:
            names |= {a.asname or a.name for a in node.names}
    return names


def chain(node: ast.expr) -> list[str]:
    """``a.b.c`` as [a, b, c]; [] for anything but names and attributes."""
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.insert(0, node.attr)
        node = node.value
    return [node.id, *parts] if isinstance(node, ast.Name) else []


def assigned(tree: ast.Module) -> list[tuple[int, list[str]]]:
    """Every attribute or item the module assigns (targets of ``=``, ``+=``, ``x: T =``, and
    ``setattr``): its line, and the chain of the object that holds it (``[]`` at the end for an
    item of it)."""
    targets: list[ast.expr] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            targets += [t for target in node.targets
                        for t in (target.elts if isinstance(target, ast.Tuple) else [target])]
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets.append(node.target)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "setattr" \
                and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant):
            targets.append(ast.Attribute(node.args[0], str(node.args[1].value), ast.Store(), lineno=node.lineno))
    return [(t.lineno, [*chain(t.value), "[]"] if isinstance(t, ast.Subscript) else chain(t))
            for t in targets if isinstance(t, ast.Attribute | ast.Subscript)]


def patches(source: str) -> list[str]:
    """Where ``source`` replaces something of a library's: ``line: what``."""
    tree = ast.parse(source)
    libraries = library_names(tree)
    found = [f"{number}: type: ignore[method-assign]" for number, line in enumerate(source.splitlines(), 1)
             if "type: ignore[" in line and "method-assign" in line]
    for line, parts in assigned(tree):
        if len(parts) > 1 and (parts[0] in libraries or CLIENT_INTERNALS & set(parts[1:-1])):
            found.append(f"{line}: {'.'.join(parts)}")
    return found


def modules() -> list[Path]:
    return [path for folder in SCANNED for path in sorted((ROOT / folder).rglob("*.py"))]


@pytest.mark.parametrize("path", modules(), ids=lambda path: path.relative_to(ROOT).as_posix())
def test_no_shipped_module_replaces_a_library_s_attribute(path):
    assert patches(path.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize(("source", "found"), [
    ("self.http.request = wrap(self.http.request)  # type: ignore[method-assign]\n",
     ["1: type: ignore[method-assign]", "1: self.http.request"]),
    ("import discord.http\ndiscord.http.Route.BASE = 'x'\n", ["2: discord.http.Route.BASE"]),
    ("from discord.http import HTTPClient\nHTTPClient.get_ratelimit = timed\n", ["2: HTTPClient.get_ratelimit"]),
    ("import aiohttp as web\nsetattr(web.hdrs, 'WEBSOCKET', 'websocket')\n", ["2: web.hdrs.WEBSOCKET"]),
    ("bot._connection.parsers['READY'] = on_ready\nclient.ws.poll, x = poll, 1\n",
     ["1: bot._connection.parsers.[]", "2: client.ws.poll"]),
    ("self.http_trace = trace\nself.games[key] = game\nconfig.on_request_start.append(started)\n", []),
])
def test_the_scan_finds_a_replaced_library_attribute(source, found):
    assert patches(source) == found


def test_the_bot_s_discord_client_keeps_its_own_methods():
    """The bot's HTTP client holds nothing of its own in place of its class's methods; its
    requests are watched through the trace given to discord.py."""
    bot = SamarkandBot(":memory:")
    assert [name for name in vars(bot.http) if hasattr(type(bot.http), name)] == []
    assert bot.http.http_trace is not None and bot.http.http_trace.on_request_start
