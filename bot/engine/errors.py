"""The engine's domain errors: each names the rule item it enforces."""

from __future__ import annotations


class RuleError(ValueError):
    """An action the rules forbid; ``str()`` is a sentence a player can read.

    The message starts with the rule item (``R5.4: ...``) so players and tests can
    look the rule up in RULES.md.
    """

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.message = message


class BoardError(ValueError):
    """A broken board data file; the message names the offending space or entry."""
