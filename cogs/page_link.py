"""The link to a game's public page (``docs/web.md``), as a Discord link button: on every
turn message and on /board's answer, when the host serves the pages (SAMARKAND_WEB_URL)."""

from __future__ import annotations

import discord

from bot.web.addresses import page_address
from bot.words.i18n import Text


def page_button(game: int, t: Text, web_url: str, after: int | None = None) -> discord.ui.Button[discord.ui.View]:
    """A link to the game's public page (after turn ``after``, if given)."""
    return discord.ui.Button(label=t("button.web"), style=discord.ButtonStyle.link,
                             url=page_address(web_url, game, after))


def page_view(game: int, t: Text, web_url: str, after: int | None = None) -> discord.ui.View | None:
    """The link to the game's page alone (for /board's answer); None when there are no pages."""
    if not web_url:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(page_button(game, t, web_url, after))
    return view
