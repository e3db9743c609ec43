"""The pages' addresses and HTTP's own names (paths, headers, media types), in one place: the
routes, the page and the Discord links build their addresses here. Nothing here is read by a
player as words."""

from __future__ import annotations

GAME = r"/games/{game:\d{1,19}}"  # up to 19 digits: the largest id the databases hold has 19
PAGE_JSON = GAME + "/page.json"
VERSION_JSON = GAME + "/version.json"
BOARD_PNG = GAME + "/board.png"
STATIC = r"/web/{name:game\.(css|js)}"
MEDIA_TYPES = {"game.css": "text/css", "game.js": "text/javascript"}
HTML, PNG = "text/html", "image/png"
ACCEPT_LANGUAGE = "Accept-Language"
FRESH = {"Cache-Control": "no-cache"}        # the page and its data: asked again each time
KEPT = {"Cache-Control": "max-age=300"}      # an image, named by its turn or version; the page's files


def page_address(web_url: str, game: int, after: int | None = None) -> str:
    """The public page of a game (after turn ``after``, if given), at the host's address."""
    return f"{web_url}/games/{game}" + (f"?turn={after}" if after is not None else "")


def board_address(game: int, after: int | None, version: int, language: str) -> str:
    """The board image of a game after turn ``after``, or now (named by the game's version,
    so that a new position is a new address)."""
    shown = f"turn={after}" if after is not None else f"v={version}"
    return f"/games/{game}/board.png?{shown}&lang={language}"
