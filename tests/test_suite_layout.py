"""Tests help each other only through ``tests/support/`` and the conftest files: no module
imports a test module, and every other module under ``tests/`` is a test, a conftest or a
package's ``__init__``. So a test file can be renamed, split or deleted without breaking
another, and a shared helper is found where its name says (docs/development.md#the-tests-helpers).
And a test that plays a whole game on the stand-in is marked ``slow``."""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TESTS = ROOT / "tests"
SUPPORT = TESTS / "support"


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_module(name: str) -> bool:
    """Whether ``name`` is a module or package of the repository's ``tests``."""
    where = ROOT.joinpath(*name.split("."))
    return where.with_suffix(".py").is_file() or (where / "__init__.py").is_file()


def may_be_imported(name: str) -> bool:
    """What a module may take from ``tests``: a conftest's helpers, and anything of ``tests/support``."""
    parts = name.split(".")
    return parts[0] != "tests" or parts[-1] == "conftest" or parts[:2] == ["tests", "support"]


def imported_modules(source: str, name: str) -> set[str]:
    """Every module ``source`` (the module ``name``) imports, at any depth, relative imports
    resolved; ``from package import module`` counts the module too."""
    package = name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            module = importlib.util.resolve_name("." * node.level + (node.module or ""), package)
            found.add(module)
            found |= {f"{module}.{alias.name}" for alias in node.names if is_module(f"{module}.{alias.name}")}
    return found


def wrong_imports(source: str, name: str) -> set[str]:
    return {module for module in imported_modules(source, name) if not may_be_imported(module)}


def test_the_check_finds_a_test_module_or_a_helper_outside_support_imported():
    assert wrong_imports("from tests.contract.test_game import helper", "tests.contract.test_other") == {
        "tests.contract.test_game"}
    assert wrong_imports("def f():\n    import tests.engine.test_setup", "tests.support.x") == {
        "tests.engine.test_setup"}
    assert wrong_imports("from .test_setup import game", "tests.engine.test_views") == {"tests.engine.test_setup"}
    assert wrong_imports("from tests.engine import test_setup", "tests.ai.test_x") == {
        "tests.engine", "tests.engine.test_setup"}
    assert wrong_imports("from tests.engine.helpers import game", "tests.ai.test_x") == {"tests.engine.helpers"}
    assert wrong_imports("from tests.service.conftest import lobby\nfrom tests.support.clock import ManualClock\n"
                         "from bot.engine import Marry", "tests.store.test_x") == set()


def test_no_module_of_the_tests_imports_a_test_module_or_a_helper_outside_support():
    wrong = {str(path.relative_to(ROOT)): wrong_imports(path.read_text(encoding="utf-8"), module_name(path))
             for path in TESTS.rglob("*.py")}
    assert {path: sorted(names) for path, names in wrong.items() if names} == {}


def misplaced(path: Path) -> bool:
    """A helper module beside the tests (``tests/engine/helpers.py``) belongs in ``tests/support/``;
    a test or conftest there would be collected or loaded as one and imported as a helper."""
    if path.name == "__init__.py":
        return False
    a_test = path.name.startswith("test_") or path.name == "conftest.py"
    return a_test if SUPPORT in path.parents else not a_test


def test_the_tests_helpers_live_in_support_and_nothing_else_does():
    assert [misplaced(TESTS / name) for name in ("engine/helpers.py", "support/test_x.py", "support/conftest.py")] \
        == [True, True, True]
    assert [misplaced(TESTS / name) for name in ("engine/test_x.py", "conftest.py", "support/clock.py",
                                                 "engine/__init__.py")] == [False] * 4
    assert sorted(str(path.relative_to(ROOT)) for path in TESTS.rglob("*.py") if misplaced(path)) == []


WHOLE_GAME = "play_to_the_end"  # tests/support/discord_players.py: a game through the stand-in to its end


def unmarked_whole_games(source: str) -> list[str]:
    """The tests in ``source`` that play a whole game (they call ``play_to_the_end``, or a
    function or fixture of their module that does) without the ``slow`` mark: such a test runs
    in the lowest versions' pass, where the shorter tests already call each dependency the same
    way, and may be handed out last (docs/development.md)."""
    functions = [node for node in ast.parse(source).body if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)]
    playing = {node.name for node in functions if not node.name.startswith("test") and WHOLE_GAME in names_in(node)}
    return [node.name for node in functions if node.name.startswith("test")
            and names_in(node) & (playing | {WHOLE_GAME})
            and not any("slow" in ast.unparse(decorator) for decorator in node.decorator_list)]


def names_in(function: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    """The names a function reads (the functions it calls among them) and its parameters (its fixtures)."""
    return {node.id for node in ast.walk(function) if isinstance(node, ast.Name)} | {
        argument.arg for argument in function.args.args}


def test_the_check_finds_a_whole_game_without_the_slow_mark():
    source = ("async def finished(fake, bot):\n    await play_to_the_end(fake, bot, seed=1)\n\n"
              "async def test_a(fake, bot):\n    await play_to_the_end(fake, bot, seed=1)\n\n"
              "async def test_b(fake, bot):\n    await finished(fake, bot)\n\n"
              "async def test_c(finished):\n    pass\n\n"
              "@pytest.mark.slow\nasync def test_d(fake, bot):\n    await play_to_the_end(fake, bot, seed=1)\n\n"
              "async def test_e(fake, bot):\n    await fake.interact(1)\n")
    assert unmarked_whole_games(source) == ["test_a", "test_b", "test_c"]


def test_every_test_that_plays_a_whole_game_is_marked_slow():
    found = {str(path.relative_to(ROOT)): unmarked_whole_games(path.read_text(encoding="utf-8"))
             for path in TESTS.rglob("test_*.py")}
    assert {path: names for path, names in found.items() if names} == {}
