"""One table setting, declared once: its type, default, choices, how the host gives it in
``/settings`` and whether it is fixed once the game starts. The slash command's options, the
service's checks, the stored JSON and the summary line players read are all built from these
declarations, so a new setting is one declaration (plus its catalogue entries), and a
misspelt one is an attribute the type checker does not know, not a player's error message.

A declaration is a class attribute of a ``Declared`` set (``bot.store.platform_settings``,
a game's, such as ``bot.games.samarkand.game_settings``): read on an instance it is that table's value, typed; read on
the class it is the declaration itself (``Settings.turn_hours``), the typed key for a change."""

from __future__ import annotations

from enum import Enum
from typing import Any, Generic, Literal, Self, TypeVar, cast, overload

T = TypeVar("T")
# How the host gives a setting in /settings: a number of hours, one of the declared choices,
# or one of the catalogue's languages (known to the words, which the store may not import).
Asked = Literal["hours", "choice", "language"]


class Setting(Generic[T]):
    """``asked``: None for a setting the bot sets (the rules version a game began under, say);
    ``lobby_only``: the host chooses it before the start and nobody changes it after
    (refused with ``error.<name>_in_lobby``). Catalogue keys: ``command.settings.<name>.name``
    and ``.description`` for the option, ``choice.<value>`` for each choice, ``{<name>}`` in
    ``lobby.settings``."""

    name: str

    def __init__(self, default: T, *, choices: tuple[T, ...] = (), asked: Asked | None = None,
                 lobby_only: bool = False) -> None:
        self.default, self.choices, self.asked, self.lobby_only = default, choices, asked, lobby_only

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, instance: None, owner: type) -> Setting[T]: ...

    @overload
    def __get__(self, instance: Declared, owner: type) -> T: ...

    def __get__(self, instance: Declared | None, owner: type) -> Setting[T] | T:
        return self if instance is None else instance.value_of(self)

    def __repr__(self) -> str:
        return f"Setting({self.name})"

    def _of_its_kind(self, stored: object) -> bool:
        """Whether a stored value has the JSON type of the default's: a number for a number
        (JSON's true is no number here), a list for a tuple, text for text."""
        default = self.default
        if isinstance(default, Enum) or default is None:
            return True  # its own constructor, or anything: checked where it is used
        if isinstance(default, bool) or isinstance(stored, bool):
            return isinstance(stored, bool) and isinstance(default, bool)
        if isinstance(default, (int, float)):
            return isinstance(stored, (int, float))
        if isinstance(default, tuple):
            return isinstance(stored, (list, tuple))
        return isinstance(stored, type(default))

    def read(self, stored: object) -> T:
        """A stored (JSON) value as this setting's; ValueError for a choice that is none of
        its choices (a hand-edited game file, say)."""
        if self.choices and stored not in self.choices:
            raise ValueError(f"{self.name} is one of {', '.join(map(str, self.choices))}, not {stored!r}")
        if not self._of_its_kind(stored):
            raise ValueError(f"{self.name} is {type(self.default).__name__} like {self.default!r}, not {stored!r}")
        if isinstance(self.default, tuple) and isinstance(stored, list):  # a list in JSON
            return cast(T, tuple(stored))
        if isinstance(self.default, Enum):  # its value in JSON
            return cast(T, type(self.default)(stored))
        return cast(T, stored)


class Declared:
    """A table's values of the settings its class declares, each at its default unless given;
    frozen (a change is a new set, ``changed``), compared by value."""

    _values: dict[str, Any]

    def __init__(self, **values: Any) -> None:
        declared = self.declared()
        if unknown := values.keys() - {setting.name for setting in declared}:
            raise TypeError(f"no such setting: {', '.join(sorted(unknown))}")
        object.__setattr__(self, "_values", {s.name: values.get(s.name, s.default) for s in declared})

    @classmethod
    def declared(cls) -> tuple[Setting[Any], ...]:
        """Every setting the class declares, the base classes' first (in reverse method
        resolution order, as dataclasses order their fields)."""
        found: dict[str, Setting[Any]] = {}
        for klass in reversed(cls.__mro__):
            found |= {name: value for name, value in vars(klass).items() if isinstance(value, Setting)}
        return tuple(found.values())

    def value_of(self, setting: Setting[T]) -> T:
        return cast(T, self._values[setting.name])

    def changed(self, setting: Setting[T], value: T) -> Self:
        return type(self)(**{**self._values, setting.name: value})

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"settings are frozen: {type(self).__name__}.changed makes new ones, not {name} =")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Declared) and type(other) is type(self) and other._values == self._values

    def __hash__(self) -> int:
        return hash(tuple(self._values.items()))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{k}={v!r}' for k, v in self._values.items())})"
