"""The links to a game's pages (``docs/web.md``), as Discord link buttons: the public page on
every turn message and on /board's answer, when the host serves the pages (SAMARKAND_WEB_URL);
a seat's private page on its holder's /hand, when the host also set SAMARKAND_WEB_SECRET."""

from __future__ import annotations

import discord

from bot.web.addresses import page_address, private_address
from bot.web.signed_link import LinkSigner
from bot.words.i18n import Text
from cogs.component_ids import view_of


def page_button(game: int, t: Text, web_url: str, after: int | None = None) -> discord.ui.Button[discord.ui.View]:
    """A link to the game's public page (after turn ``after``, if given)."""
    return discord.ui.Button(label=t("button.web"), style=discord.ButtonStyle.link,
                             url=page_address(web_url, game, after))


def page_view(game: int, t: Text, web_url: str, after: int | None = None) -> discord.ui.View | None:
    """The link to the game's page alone (for /board's answer); None when there are no pages."""
    return view_of(page_button(game, t, web_url, after)) if web_url else None


def with_private_link(view: discord.ui.View | None, links: LinkSigner | None, web_url: str, game: int, seat: int,
                      user: str, now: float, t: Text) -> discord.ui.View | None:
    """``view`` (made if None) with a link to ``user``'s private page of their ``seat``,
    signed to expire; ``view`` as it is when the host gives no such links (``links`` None)."""
    if links is None:
        return view
    return (view or view_of()).add_item(discord.ui.Button(
        label=t("button.private_page"), style=discord.ButtonStyle.link,
        url=private_address(web_url, game, links.token(game, seat, user, now))))
