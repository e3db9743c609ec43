"""The game on the web (``docs/web.md``): the public page of each game, served by the bot's
own aiohttp server when ``SAMARKAND_WEB`` is set. It reads games only through the service,
as the cogs do, and shows only what ``view(state)`` shows anyone (R10)."""
