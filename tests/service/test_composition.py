"""The service is composed, not inherited (docs/architecture.md#the-services-parts): ``GameService``
and the ``Platform`` it is built on have no base class, each part none either, and a part
reaches the shared ``Tables`` and the other parts only through what its constructor was given,
so that every call can be followed by a reader and by the type checker. The parts' uses of one another form no cycle."""

from __future__ import annotations

import ast
import inspect
import textwrap
from graphlib import CycleError, TopologicalSorter
from typing import Generic

import pytest

from bot.games.samarkand.game_service import GameService
from bot.service import Platform, Tables


@pytest.fixture
def parts(service: GameService) -> dict[str, object]:
    """The service's parts by the names callers use (``service.lobby``...)."""
    return {name: value for name, value in vars(service).items() if isinstance(value, PART_CLASSES)}


def part_classes() -> tuple[type, ...]:
    """The classes of the service's parts, read from the constructors' code of ``Platform`` (the
    platform's parts) and ``GameService`` (Samarkand's): each is built there. The tables, the
    platform itself and the game's rules are built there too, and are no parts."""
    classes: set[type] = set()
    for builder in (Platform, GameService):
        tree = ast.parse(textwrap.dedent(inspect.getsource(builder.__init__)))
        called = {node.value.func.id for node in ast.walk(tree)
                  if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)
                  and isinstance(node.value.func, ast.Name)}
        namespace = vars(inspect.getmodule(builder))
        classes |= {namespace[name] for name in called if name not in {"Tables", "Platform", "SamarkandRules"}}
    return tuple(sorted(classes, key=lambda part: part.__name__))


PART_CLASSES = part_classes()


def test_the_service_and_every_part_are_plain_classes():
    assert GameService.__mro__ == (GameService, object)
    assert Platform.__mro__ == (Platform, object)
    assert Tables.__mro__ == (Tables, Generic, object)  # generic over the game's rules, and nothing else
    assert len(PART_CLASSES) >= 12
    for part in PART_CLASSES:
        assert part.__mro__ == (part, object), f"{part.__name__} inherits {part.__mro__[1:-1]}"


async def test_each_part_holds_what_its_constructor_was_given_and_nothing_else_of_the_service(parts):
    for name, part in parts.items():
        given = set(inspect.signature(type(part).__init__).parameters) - {"self"}
        held = {attribute for attribute, value in vars(part).items() if isinstance(value, (Tables, *PART_CLASSES))}
        assert held <= given, f"service.{name} holds {held - given} without being given them"
        assert "tables" in given, f"service.{name} is not given the shared tables"


async def test_the_tables_hold_no_part(parts):
    tables = next(iter(parts.values())).tables  # type: ignore[attr-defined]
    assert tables.rules is not None and not isinstance(tables.rules, PART_CLASSES)
    assert not [value for value in vars(tables).values() if isinstance(value, PART_CLASSES)]
    assert all(part.tables is tables for part in parts.values())  # type: ignore[attr-defined]


def test_a_part_uses_of_itself_only_what_its_own_class_defines_or_its_constructor_set():
    """What a mixin did (``self.leave`` in forgetting, defined in the lobby) fails here."""
    for part in PART_CLASSES:
        tree = ast.parse(textwrap.dedent(inspect.getsource(part)))
        body = tree.body[0]
        assert isinstance(body, ast.ClassDef)
        own = {node.name for node in body.body if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)}
        own |= {target.id for node in body.body if isinstance(node, ast.Assign | ast.AnnAssign)
                for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
                if isinstance(target, ast.Name)}
        own |= {node.attr for node in ast.walk(body) if isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name) and node.value.id == "self" and isinstance(node.ctx, ast.Store)}
        used = {node.attr for node in ast.walk(body) if isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name) and node.value.id == "self"}
        assert used <= own, f"{part.__name__} uses self.{sorted(used - own)}, which it neither defines nor was given"


async def test_the_parts_use_one_another_without_a_cycle(parts):
    classes = {type(part): name for name, part in parts.items()}
    uses = {name: {classes[type(value)] for value in vars(part).values() if type(value) in classes}
            for name, part in parts.items()}
    try:
        order = list(TopologicalSorter(uses).static_order())
    except CycleError as cycle:
        pytest.fail(f"the parts use one another in a cycle: {cycle.args[1]}")
    assert set(order) == set(parts)
    assert uses["news"] == {"players"} and uses["privacy"] == {"lobby"}  # as docs/architecture.md says
