"""The games the platform plays, behind one interface (``bot.games.interface``): the
platform (the store first) asks a game only what the interface says, and each game plugs
in with its own package (``bot.games.samarkand``)."""
