"""numba's on-disk cache is safe for the kernel: a second process loads what the first compiled
and plays the same game, where it used to die of a segmentation fault (numba loads cached
functions that call each other wrongly: docs/computer-players.md#compiling). And no compiled
function of the kernel calls itself back, directly or through others, which is what crashed.
And compiling the kernel before the first move (``compile_kernel``) readies all a searching
level's move calls: the move itself compiles nothing more. And the log says, before the kernel
is readied, when numba has no cache of it for this install, so that a first start's compiling
is not taken for a hang."""

import ast
import logging
import subprocess
import sys
from pathlib import Path

from bot.ai import kernel
from bot.ai.kernel import cache, compiling, turns
from bot.ai.rollout import say_when_compiling
from bot.engine import new_game, state_to_json
from bot.lab.kernel_game import random_playout

KERNEL = Path(kernel.__file__).parent
# In a process of its own, so that no earlier test has compiled what compile_kernel leaves out.
SEARCH = """
from importlib import import_module

from bot.ai import kernel
from bot.ai.budget import Budget
from bot.ai.expert import ExpertPlayer
from bot.ai.search import SearchPlayer
from bot.engine import awaiting
from tests.support.engine_scenarios import played

def compiled():
    modules = [import_module(f"bot.ai.kernel.{name}") for name in ("storage", "listing", "turns", "policy", "replies")]
    return {(m.__name__, name): len(f.signatures) for m in modules for name, f in vars(m).items()
            if hasattr(f, "signatures")}

kernel.compile_kernel()
ready = compiled()
state = played(4, 4, 40)
for level in (ExpertPlayer, SearchPlayer):
    level(0, Budget.walks_only(30)).choose(state, awaiting(state)[0].player)
after = compiled()
print(len(ready), sorted(name for name in after if after[name] != ready[name]))
"""
PLAY = ("from bot.engine import new_game, state_to_json; from bot.lab.kernel_game import random_playout; "
        "print(state_to_json(random_playout(new_game(['a', 'b', 'c'], 4)[0], 9).state()))")


def test_a_second_process_loads_the_cached_kernel_and_plays_the_same_game():
    assert compiling.CACHED, f"the cache folder {compiling.FOLDER} should be writable here"
    here = state_to_json(random_playout(new_game(["a", "b", "c"], 4)[0], 9).state())  # compiled and cached
    cached = sorted(path.name for path in compiling.FOLDER.rglob("*.nbi"))
    assert any(name.startswith("kernel_playout.playout") for name in cached)
    there = subprocess.run([sys.executable, "-c", PLAY], capture_output=True, text=True, timeout=600,
                           cwd=KERNEL.parents[2])
    assert there.returncode == 0, there.stderr[-2000:]
    assert there.stdout.strip() == here


def test_the_log_says_the_kernel_compiles_where_numba_has_no_cache_for_this_install(tmp_path, caplog):
    kernel.compile_kernel()  # cached now, where numba keeps it
    assert cache.install_folder(compiling.FOLDER) == Path(turns.apply._cache._cache_path)  # numba's own rule
    caplog.set_level(logging.INFO, logger="samarkand.ai")
    say_when_compiling("the search workers")  # the bot's: warm
    assert caplog.messages == []
    say_when_compiling("the search workers", tmp_path / "empty")  # no cache: a new install, or another path
    [said] = caplog.messages
    assert said.startswith("compiling the kernel in the search workers: numba has no cache of it for this install")
    assert "moves and hints wait until it is done" in said


def test_compiling_the_kernel_readies_all_that_a_searching_move_calls():
    kernel.compile_kernel()  # cached, for the process below to load
    there = subprocess.run([sys.executable, "-c", SEARCH], capture_output=True, text=True, timeout=600,
                           cwd=KERNEL.parents[2])
    assert there.returncode == 0, there.stderr[-2000:]
    functions, newly_compiled = there.stdout.split(maxsplit=1)
    assert int(functions) > 20 and newly_compiled.strip() == "[]"


def calls() -> dict[str, set[str]]:
    """Each compiled function of the kernel and the kernel's functions it calls, by name."""
    graph: dict[str, set[str]] = {}
    for path in KERNEL.glob("*.py"):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.FunctionDef) and any(
                    isinstance(d, ast.Name) and d.id == "compiled" for d in node.decorator_list):
                graph[node.name] = {c.func.id for c in ast.walk(node)
                                    if isinstance(c, ast.Call) and isinstance(c.func, ast.Name)}
    return {name: called & graph.keys() for name, called in graph.items()}


def test_no_compiled_function_of_the_kernel_calls_itself_back():
    graph = calls()
    assert {"apply", "rollout", "_settle_active", "_settled"} <= graph.keys()

    def reaches(start: str) -> set[str]:
        seen, todo = set(), list(graph[start])
        while todo:
            name = todo.pop()
            if name not in seen:
                seen.add(name)
                todo.extend(graph[name])
        return seen

    assert [name for name in graph if name in reaches(name)] == []
