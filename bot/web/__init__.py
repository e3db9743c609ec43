"""The game on the web (``docs/web.md``): the public page of each game, served by the bot's
own aiohttp server when ``SAMARKAND_WEB`` is set, and each seat's private page for the holder
of a signed link (``SAMARKAND_WEB_SECRET``). It reads games only through the service, as the
cogs do: the public page shows only what ``view(state)`` shows anyone (R10), the private page
one seat's own view, and only to a link that checks out (``signed_link``)."""
