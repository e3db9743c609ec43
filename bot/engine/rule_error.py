"""The engine's domain errors: each names the rule item it enforces."""

from __future__ import annotations


class RuleError(ValueError):
    """An action the rules forbid. ``str()`` is an English sentence (for developers and
    logs) that starts with the rule item (``R5.4: ...``); ``code`` and ``values`` let the
    application say the same in the player's language. Values name the game's things by
    index: ``family``, ``space``, ``card`` and ``player``; numbers stay numbers."""

    def __init__(self, rule: str, code: str, message: str, **values: int) -> None:
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.code = code
        self.message = message
        self.values = values


class BoardError(ValueError):
    """A broken board data file; the message names the offending space or entry."""
