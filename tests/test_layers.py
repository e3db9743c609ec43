"""Who may import whom (``docs/architecture.md#layers``): the engine only itself and the
standard library (the compiled kernel also NumPy, numba and the evaluation's weights); rendering only the
engine's types, Pillow and itself; the product never the lab (``bot/lab``, which the wheel
leaves out), the lab the product as it needs; the cogs never the
database, nor a store row the service hands them or another module re-exports; the store never
the words, nor the game it keeps (only the game interface); and no module imports, through any
chain, one that imports it back (function-level and type-checking imports count too)."""

import ast
import dataclasses
import functools
import importlib
import importlib.util
import inspect
import sys
import typing
from pathlib import Path
from types import ModuleType

import pytest

import bot.store
from bot.games.samarkand.game_service import GameService
from bot.service import GameStatus, GameSummary, SeatSummary, Settings
from bot.store import GameRow

ROOT = Path(__file__).resolve().parents[1]
STANDARD = set(sys.stdlib_module_names) | {"__future__"}

LAB = ROOT / "bot/lab"


@functools.cache
def imports(folder: str) -> dict[str, set[str]]:
    """Every module imported by the files of ``folder``, by file (``from a import b`` counts
    ``a`` and ``a.b``, which is a module where ``b`` is one); read once per test process, as the
    tests only read it."""
    found = {}
    for path in (ROOT / folder).rglob("*.py"):
        module = module_name(path)
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        found[str(path.relative_to(ROOT))] = names_imported(path.read_text(encoding="utf-8"), package)
    return found


def names_imported(source: str, package: str) -> set[str]:
    """The modules a module of ``package`` imports (``from a import b`` counts ``a`` and ``a.b``); a relative import
    (``from ..games import samarkand`` in ``bot.service``) counts by its absolute name, so that no dot hides an import
    from the layers' tests."""
    names = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = importlib.util.resolve_name("." * node.level + (node.module or ""), package) if node.level \
                else node.module
            if base:
                names |= {base, *(f"{base}.{alias.name}" for alias in node.names)}
    return names


def outside(names: set[str], allowed: tuple[str, ...]) -> set[str]:
    return {n for n in names if n.split(".")[0] not in STANDARD and not n.startswith(allowed)}


@pytest.mark.parametrize(("folder", "allowed"), [
    ("bot/engine", ("bot.engine",)),
    ("bot/ai/kernel", ("bot.engine", "bot.ai.kernel", "bot.ai.evaluate", "numpy", "numba")),
    ("rendering", ("bot.engine", "rendering", "PIL")),
])
def test_a_layer_imports_only_what_it_may(folder, allowed):
    wrong = {path: outside(names, allowed) for path, names in imports(folder).items()}
    assert {path: names for path, names in wrong.items() if names} == {}


# Every shipped module is Samarkand's, a composition root, or the platform's. Samarkand's: its
# packages (rules, computer players, images, the offline console, its plug) and, inside the
# platform's folders, the modules named here (its sentences, its pages, its cogs, its game file,
# its board study, its coach's sweep). A composition root hands the platform the game it plays. Any other module
# is the platform's, and so is a new one unless it is named here.
SAMARKAND_PACKAGES = ("bot.engine", "bot.ai", "bot.games.samarkand", "bot.offline", "rendering")
SAMARKAND_MODULES = {
    "bot.words": {"narrate", "textboard", "parsing", "level_names", "image_words", "standings_text", "hint_words",
                  "review_words"},
    "bot.web": {"game_page", "private_page", "families", "samarkand_pages", "html", "private_html"},
    "bot.ops": {"transfer", "stats_report"},
    "bot.ratings": {"board_study"},
    "bot.runtime": {"samarkand_plug", "review_sweep"},
    "cogs": {"coach_commands", "compose", "custom_ids", "decisions", "info", "menus", "panel", "play_commands",
             "review_commands", "samarkand_runtime", "samarkand_side", "turn_message"},
}
# (``bot.runtime.app`` builds the bot as it runs: its cogs, scheduler, pools and pages, for the
# game it is handed, Samarkand unless told otherwise, as Pebbles's tests tell it.)
COMPOSITION_ROOTS = {"bot.cli", "bot.__main__", "bot.runtime.app", "bot.runtime.discord_run", "bot.runtime.pages_only",
                     "bot.ops.admin"}


# Where the shipped data is (``bot/engine/datafiles.py``): in the engine's folder, since the
# engine imports only itself, but nothing of a game's is in it, and the catalogues read through it.
FOR_ANY_GAME = ("bot.engine.datafiles",)


def is_samarkands(module: str) -> bool:
    folder, _, name = module.rpartition(".")
    return not module.startswith(FOR_ANY_GAME) and (module.startswith(SAMARKAND_PACKAGES)
                                                    or name in SAMARKAND_MODULES.get(folder, ()))


# The game interface: all the platform may import of ``bot.games``; any other package there is a game's (Samarkand's,
# or the next game's, which these tests then hold the platform off without naming it).
GAME_INTERFACE = ("bot.games", "bot.games.interface", "bot.games.playing")


def is_a_games(module: str) -> bool:
    """Samarkand's, or a module of any game's package under ``bot/games/``."""
    interface = module in GAME_INTERFACE or module.startswith(tuple(f"{name}." for name in GAME_INTERFACE[1:]))
    return is_samarkands(module) or (module.startswith("bot.games.") and not interface)


def games_imported(names: set[str]) -> set[str]:
    """The imports, of ``names``, that reach into a game rather than the game interface."""
    return {name for name in names if is_a_games(name)}


def platform_modules() -> dict[str, set[str]]:
    """Each of the platform's shipped modules, and what it imports."""
    return {module_name(ROOT / path): names for path, names in product().items()
            if not is_a_games(module_name(ROOT / path)) and module_name(ROOT / path) not in COMPOSITION_ROOTS}


def test_the_platform_imports_nothing_of_samarkand():
    """The platform (the store, the game interface, the service, the lobby and the other
    platform cogs, the scheduler, the computer driver, the web server, the operator's tools, the
    ratings, the catalogues) knows a game only through ``bot.games.interface`` and
    ``bot.games.playing`` (docs/architecture.md#the-game-interface); Pebbles, the second game,
    is played through it (tests/service/test_second_game.py, tests/contract/
    test_second_game_on_discord.py, tests/web/test_second_game_page.py)."""
    platform = platform_modules()
    assert {"bot.store.game_rows", "bot.service.clock", "cogs.outbox", "cogs.lobby_commands", "bot.web.server",
            "bot.ops.config", "bot.ratings.standings", "bot.words.i18n", "bot.runtime.scheduler"} <= set(platform)
    named = {f"{folder}.{name}" for folder, names in SAMARKAND_MODULES.items() for name in names}
    assert named <= set(map(module_name, map(ROOT.joinpath, product()))), "a named module is gone: name it no more"
    found = {module: games_imported(names) for module, names in platform.items()}
    assert {module: names for module, names in found.items() if names} == {}


def test_the_platform_check_holds_the_platform_off_any_game_not_samarkand_alone():
    """A third game's package (``bot/games/<name>/``) is held apart as Samarkand's is, without a line here naming it:
    a platform module importing it fails as one importing Samarkand does."""
    named = {"bot.games.chess", "bot.games.chess.rules", "bot.engine", "bot.games.playing", "bot.games.interface",
             "bot.games.playing.Illegal", "bot.store"}
    assert games_imported(named) == {"bot.games.chess", "bot.games.chess.rules", "bot.engine"}


def test_a_relative_import_counts_as_the_module_it_names():
    """A platform module's ``from ..games.samarkand import rules`` is an import of Samarkand's as much as the absolute
    one: the layers' tests read it so (it once passed them unseen)."""
    assert {"bot.games.samarkand", "bot.games.samarkand.rules"} <= names_imported(
        "from ..games.samarkand import rules", "bot.service")
    assert "bot.games.samarkand" in names_imported("from .samarkand import SAMARKAND", "bot.games")
    assert "cogs.info" in names_imported("from . import info", "cogs")


def test_the_second_game_and_samarkand_know_nothing_of_each_other():
    pebbles = imports("tests/support")["tests/support/pebbles.py"]
    assert "bot.games.playing" in pebbles and {name for name in pebbles if is_samarkands(name)} == set()
    # its Discord side, its pages and its contract test too: the platform's cogs, commands and pages play it
    played = {path: names for folder in ("tests/support", "tests/contract", "tests/web")
              for path, names in imports(folder).items()
              if path.startswith(("tests/support/pebbles", "tests/contract/test_second_game", "tests/web/test_second"))}
    samarkands = {path: sorted(name for name in names if is_samarkands(name)) for path, names in played.items()}
    assert len(played) >= 4 and {path: names for path, names in samarkands.items() if names} == {}
    assert {path for path, names in product().items() if any("pebbles" in name for name in names)} == set()


@functools.cache
def product() -> dict[str, set[str]]:
    """The imports of every shipped module: bot/, cogs/ and rendering/ but the lab."""
    return {path: names for folder in ("bot", "cogs", "rendering") for path, names in imports(folder).items()
            if LAB not in (ROOT / path).parents}


def test_the_product_never_imports_the_lab_and_the_lab_uses_the_product():
    """The wheel leaves the lab out, so a product module that imported it would fail there."""
    assert len(product()) > 100 and "bot/cli.py" in product()
    assert {path: sorted(n for n in names if n.startswith("bot.lab")) for path, names in product().items()
            if any(n.startswith("bot.lab") for n in names)} == {}
    assert "bot.ai.levels" in imports("bot/lab")["bot/lab/tournament/games.py"]


def lab_names(path: Path) -> list[str]:
    """The strings in a file that name a module of the lab (an import by name: importlib's)."""
    return [node.value for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith("bot.lab")]


def test_the_product_names_the_lab_only_where_the_command_line_hands_over_to_it():
    """The one door: ``python -m bot bench`` and ``tournament`` go to ``bot.lab.commands``,
    imported by name, which the wheel refuses with a sentence (tests/test_packaging.py)."""
    named = {path: found for path in product() if (found := lab_names(ROOT / path))}
    assert named == {"bot/cli.py": ["bot.lab.commands"]}


@pytest.mark.parametrize("folder", ["cogs", "bot/web"])
def test_the_cogs_and_the_web_pages_never_touch_the_database(folder):
    database = ("aiosqlite", "sqlite3", "asyncpg", "bot.store")
    touching = {path: {n for n in names if n.startswith(database)} for path, names in imports(folder).items()}
    assert {path: names for path, names in touching.items() if names} == {}


PACKAGES = ("bot", "cogs", "rendering")


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def sources() -> dict[str, ast.Module]:
    return {module_name(path): ast.parse(path.read_text(encoding="utf-8"))
            for package in PACKAGES for path in (ROOT / package).rglob("*.py")}


def reexported(trees: dict[str, ast.Module]) -> dict[str, dict[str, str]]:
    """Per package, each name its ``__init__`` takes from one of the project's modules, and
    that module (walked once per package, not once per import that names it)."""
    found: dict[str, dict[str, str]] = {}
    for package, tree in trees.items():
        names = found[package] = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module in trees:
                for alias in node.names:
                    names.setdefault(alias.asname or alias.name, node.module)  # the first, as Python's walk meets it
    return found


def defined_in(package: str, name: str, trees: dict[str, ast.Module], exports: dict[str, dict[str, str]]) -> str:
    """The module that ``from package import name`` takes ``name`` from: the submodule of
    that name, or the one the package's ``__init__`` re-exports it from, else the package."""
    if f"{package}.{name}" in trees:
        return f"{package}.{name}"
    return exports.get(package, {}).get(name, package)


@functools.cache
def graph() -> dict[str, frozenset[str]]:
    """Each of the project's modules and the project's modules it imports (resolved through
    the packages' re-exports, and the package itself, whose ``__init__`` runs first); made once
    per test process, as the tests that read it only read it."""
    trees = sources()
    exports = reexported(trees)
    edges: dict[str, set[str]] = {name: set() for name in trees}
    for name, tree in trees.items():
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                edges[name] |= {alias.name for alias in node.names if alias.name in trees}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module in trees:
                edges[name] |= {defined_in(node.module, alias.name, trees, exports) for alias in node.names}
                edges[name].add(node.module)  # the package's __init__ runs first, whatever it is asked for
        edges[name].discard(name)
    return {name: frozenset(found) for name, found in edges.items()}


def circle_through(start: str, edges: dict[str, set[str]]) -> list[str]:
    """A chain of imports from ``start`` back to itself, if there is one."""
    path, seen = [start], set()

    def walk(node: str) -> bool:
        for after in sorted(edges[node]):
            if after == start:
                return True
            if after not in seen:
                seen.add(after)
                path.append(after)
                if walk(after):
                    return True
                path.pop()
        return False
    return path if walk(start) else []


@pytest.mark.parametrize("folder", ["cogs", "bot/web", "bot/service", "bot/ai", "bot/store", "bot/words", "rendering"])
def test_only_the_top_imports_the_running_bot(folder):
    """``bot/runtime/`` starts everything (the Discord client, the scheduler, the pools of
    processes): the layers it starts reach it only through the protocols they define."""
    reaching = {path: {n for n in names if n.startswith("bot.runtime")} for path, names in imports(folder).items()}
    assert {path: names for path, names in reaching.items() if names} == {}


def test_no_module_imports_itself_back_through_a_chain():
    edges = graph()
    circles = [circle for name in sorted(edges) if (circle := circle_through(name, edges))]
    assert circles == [], " -> ".join(circles[0] + circles[0][:1]) if circles else ""


def reached(start: str, edges: dict[str, set[str]]) -> set[str]:
    found, todo = set(), [start]
    while todo:
        for after in edges[todo.pop()] - found:
            found.add(after)
            todo.append(after)
    return found


def test_the_store_depends_on_neither_the_words_nor_the_service():
    edges = graph()
    store = [name for name in edges if name.startswith("bot.store")]
    above = ("bot.words.i18n", "bot.words.narrate", "bot.words.textboard", "bot.service", "cogs", "rendering")
    wrong = {name: sorted(m for m in reached(name, edges) if m.startswith(above)) for name in store}
    assert {name: found for name, found in wrong.items() if found} == {}


def test_no_two_modules_share_a_name():
    """A module's name says what it holds, once: ``panel.py`` in two places leaves a reader
    guessing which one an import means (package ``__init__`` and ``__main__`` aside)."""
    names: dict[str, list[str]] = {}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            if path.stem not in ("__init__", "__main__"):
                names.setdefault(path.name, []).append(str(path.relative_to(ROOT)))
    assert {name: paths for name, paths in names.items() if len(paths) > 1} == {}


# The store's modules whose values may travel up to the cogs: a table's settings, and the
# typed values a row holds (a game's status, its ids), are frozen values the service hands
# on, not records of the database.
STORE_VALUES = ("bot.store.settings", "bot.store.row_values")


def of_the_store(thing: object) -> bool:
    """Whether ``thing`` (a module, class or object) is the store's own: its rows, its
    errors, the store itself; the values of ``STORE_VALUES`` aside."""
    where = thing.__name__ if isinstance(thing, ModuleType) else getattr(thing, "__module__", None) or ""
    return (where == "bot.store" or where.startswith("bot.store.")) and where not in STORE_VALUES


def imported_names(path: Path) -> set[tuple[str, str]]:
    """Every ``(module, name)`` that ``from module import name`` brings into the file, at any
    depth (relative imports resolved)."""
    package = module_name(path).rpartition(".")[0] if path.name != "__init__.py" else module_name(path)
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            module = importlib.util.resolve_name("." * node.level + (node.module or ""), package)
            found |= {(module, alias.name) for alias in node.names}
    return found


def store_things_imported(path: Path) -> set[str]:
    """The names the file takes from the store, directly or through another module's re-export."""
    wrong = set()
    for module, name in imported_names(path):
        source = importlib.import_module(module)  # a submodule is its package's attribute once imported
        if of_the_store(source) or of_the_store(getattr(source, name, None)):
            wrong.add(f"{module}.{name}")
    return wrong


def test_the_cogs_take_no_store_row_even_through_a_re_export():
    assert of_the_store(GameRow) and of_the_store(bot.store) and not of_the_store(Settings)
    assert not of_the_store(GameStatus)
    wrong = {str(path.relative_to(ROOT)): store_things_imported(path) for path in (ROOT / "cogs").rglob("*.py")}
    assert {path: names for path, names in wrong.items() if names} == {}


def named_types(hint: object, seen: set[type]) -> set[type]:
    """The classes a type hint names, and those its dataclasses' fields name in turn."""
    found = {hint} if isinstance(hint, type) else set()
    if isinstance(hint, type) and dataclasses.is_dataclass(hint) and hint not in seen:
        seen.add(hint)
        for field_hint in typing.get_type_hints(hint).values():
            found |= named_types(field_hint, seen)
    for argument in typing.get_args(hint):
        found |= named_types(argument, seen)
    return found


def test_no_public_service_method_returns_a_store_row():
    """What the service answers the cogs is its own (frozen summaries, views, reports),
    never the store's: checked in every public method's return type and in the fields of
    the dataclasses it returns."""
    assert {GameRow, SeatSummary} <= named_types(tuple[GameSummary, list[GameRow] | None], set())
    methods = {name: member for name, member in inspect.getmembers(GameService, inspect.isfunction)
               if not name.startswith("_")}
    wrong = {name: sorted(t.__qualname__ for t in named_types(typing.get_type_hints(method).get("return"), set())
                          if of_the_store(t))
             for name, method in methods.items()}
    assert {name: rows for name, rows in wrong.items() if rows} == {}


