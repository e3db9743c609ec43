"""Slash commands in the reader's language: discord.py asks the ``Translator`` for every command's, option's and
choice's name and description, once per Discord locale at registration; Discord shows each user their client's.

The English texts, Discord's default for any other locale, come from the English catalogue too (``about``,
``options``), under keys like ``command.expand.space2.description`` and ``command.expand.name`` (German:
``verlängern``)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.words.i18n import DEFAULT, language_of, text


def about(command: str) -> str:
    """A command's English description."""
    return text()(f"command.{command}.description")


def options(command: str, *names: str) -> dict[str, str]:
    """English descriptions of a command's options, for ``app_commands.describe``."""
    return {name: text()(f"command.{command}.{name}.description") for name in names}


def choices_of(*values: str) -> list[app_commands.Choice[str]]:
    """Choices named from the catalogue (``choice.<value>``), not the raw ``Literal`` value: Discord shows that name
    to every locale the translator leaves alone, and the translator names the others."""
    return [app_commands.Choice(name=text()(f"choice.{value}"), value=value) for value in values]


def key_for(context: app_commands.TranslationContextTypes) -> str | None:
    """The catalogue key of what discord.py asks to translate, or None for nothing we name."""
    data = context.data
    named = {Where.command_name: "name", Where.command_description: "description"}
    if context.location in named and isinstance(data, app_commands.Command | app_commands.Group):
        return f"command.{data.qualified_name}.{named[context.location]}"
    of_parameter = {Where.parameter_name: "name", Where.parameter_description: "description"}
    if context.location in of_parameter and isinstance(data, app_commands.Parameter):
        return f"command.{data.command.qualified_name}.{data.name}.{of_parameter[context.location]}"
    if context.location is Where.choice_name and isinstance(data, app_commands.Choice):
        return f"choice.{data.value}"
    return None


class CatalogueTranslator(app_commands.Translator):
    """Names and descriptions from the catalogue of the locale's language; None (Discord
    shows the English default) for English, other locales, and anything not catalogued."""

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        language = language_of(locale)
        key = key_for(context)
        if language == DEFAULT or key is None:
            return None
        found = text(language).template(key)
        return None if found == key else found
