"""``/settings``' options, one per setting the host sets (``Settings.host_sets``: the platform's and the game's),
built from the settings' declarations: type from how it is asked for, description and choices from the catalogue
(``command.settings.<name>.description``, ``choice.<value>``). discord.py reads options from the callback's
signature, so the callback takes the settings as keywords and is given a signature naming each."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Coroutine
from typing import Any, Optional

import discord
from discord import app_commands
from discord.ext import commands

from bot.service import Settings
from bot.words.i18n import languages, text
from cogs.translator import choices_of, options

# What app_commands.command sees: (cog, interaction), the options being in the signature
# given at run time, which the type checker cannot follow.
Callback = Callable[[commands.Cog, discord.Interaction[Any]], Coroutine[Any, Any, None]]
LANGUAGES = [app_commands.Choice(name=text(code)(f"language.{code}"), value=code) for code in languages()]


def with_setting_options(table: type[Settings]) -> Callable[[Callable[..., Coroutine[Any, Any, None]]], Callback]:
    """A decorator: ``callback(self, interaction, **chosen)`` with one optional option per host-set setting of
    ``table``: a number of hours, or one of its choices (the languages for the language)."""
    return lambda callback: _with_options(callback, table)


def _with_options(callback: Callable[..., Coroutine[Any, Any, None]], table: type[Settings]) -> Callback:
    sets = table.host_sets()
    fixed = list(inspect.signature(callback).parameters.values())[:2]  # self, interaction
    chosen = [inspect.Parameter(s.name, inspect.Parameter.KEYWORD_ONLY, default=None,
                                annotation=Optional[float] if s.asked == "hours" else Optional[str])  # noqa: UP045  # discord.py reads typing's Optional
              for s in sets]
    callback.__signature__ = inspect.Signature([*fixed, *chosen])  # type: ignore[attr-defined]  # read by inspect.signature
    choices = {s.name: LANGUAGES if s.asked == "language" else choices_of(*map(str, s.choices))
               for s in sets if s.asked != "hours"}
    described = app_commands.describe(**options("settings", *(s.name for s in sets)))(callback)
    return app_commands.choices(**choices)(described)
