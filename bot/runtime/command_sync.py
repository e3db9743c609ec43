"""The slash commands kept registered: at its first ready the bot registers them again where
they changed since the last registration this database knows of (the first start, an upgrade
that changed a command, an option or a translation), to the server that registration named
(or ``SAMARKAND_DEV_GUILD``), else to every server. Discord lists no command until it is
registered, and an operator who only starts the bot should not have to know that
``python -m bot sync`` exists; a start with nothing changed sends nothing."""

from __future__ import annotations

import hashlib
import logging
from typing import Any

import discord
from discord import app_commands

from bot.store import Registered
from bot.words.i18n import catalogue_path, languages

log = logging.getLogger(__name__)


def fingerprint(tree: app_commands.CommandTree[Any]) -> str:
    """What Discord is told of the commands, as a digest: each command's name, description and
    options (their types, choices and bounds), the catalogues their translations come from, and
    the discord.py that writes them (a new release may send a field more)."""
    digest = hashlib.sha256(discord.__version__.encode())
    for command in sorted(tree.walk_commands(), key=lambda command: command.qualified_name):
        digest.update(repr(shape(command)).encode())
    for language in sorted(languages()):
        digest.update(catalogue_path(language).read_bytes())
    return digest.hexdigest()


def shape(command: app_commands.Command[Any, Any, Any] | app_commands.Group) -> tuple[Any, ...]:
    if isinstance(command, app_commands.Group):
        return command.qualified_name, command.description, command.guild_only
    options = [(p.name, p.description, p.type.value, p.required, p.autocomplete, p.min_value, p.max_value,
                [(choice.name, choice.value) for choice in p.choices]) for p in command.parameters]
    return command.qualified_name, command.description, command.guild_only, options


def target(last: Registered | None, dev_guild: int | None) -> int | None:
    """Where to register: ``SAMARKAND_DEV_GUILD``, else the server the last registration went
    to (``sync --guild``: registered to every server too, that one would list each twice)."""
    return dev_guild if dev_guild is not None else last.guild if last is not None else None
