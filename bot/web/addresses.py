"""The pages' addresses and HTTP's own names (paths, headers, media types), in one place: the
routes, the page and the Discord links build their addresses here. Nothing here is read by a
player as words."""

from __future__ import annotations

FRONT = "/"  # the front page: what the server is, and how a game's page is reached (no game's address)
# ASCII digits with no leading zero (``\d`` would take any script's digits, and int() reads
# them: /games/١ and /games/01 would both be game 1), up to 19: the largest id the databases hold
GAME = r"/games/{game:[1-9][0-9]{0,18}}"
PAGE_JSON = GAME + "/page.json"
VERSION_JSON = GAME + "/version.json"
BOARD_PNG = GAME + "/board.png"
PRIVATE = GAME + "/private/{token}"  # the token is checked by bot.web.signed_link, any garbage a 4xx
PRIVATE_MOVES = PRIVATE + "/moves.png"
PRIVATE_PICTURE = PRIVATE + "/pictures/{name}.png"  # another picture of the seat's page, named by the game
STATIC = r"/web/{name:game\.(css|js)}"
MEDIA_TYPES = {"game.css": "text/css", "game.js": "text/javascript"}
HTML, JSON, PNG = "text/html", "application/json", "image/png"
ACCEPT_LANGUAGE = "Accept-Language"
ETAG, IF_NONE_MATCH = "ETag", "If-None-Match"  # a no-cache answer's tag, and the reader's copy's (``revalidation``)
RETRY_AFTER = "Retry-After"  # how many seconds a busy refusal asks the reader to wait (``pages_thread``)
FRESH = {"Cache-Control": "no-cache"}        # the page and its data: asked again each time
KEPT = {"Cache-Control": "max-age=300"}      # an image, named by its turn or version; the page's files by another v
IMMUTABLE = {"Cache-Control": "max-age=31536000, immutable"}  # the page's files under their digest (a year)
# A page runs only its own script, shows only its own images and style, talks only to its own
# server, and is framed by no other site; a browser never guesses a media type; no page sends
# its address onward (a private page's holds a signed link; a public one has no need).
SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
                               "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}
# a private page, its image and its refusals: kept by no cache, sent to no other site, indexed by no search engine
PRIVATE_HEADERS = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex"}


def http_root(host: str, port: int) -> str:
    """``http://host:port``, an IPv6 host in brackets (``http://[::1]:8080``): without them the
    address is no URL."""
    return f"http://[{host}]:{port}" if ":" in host else f"http://{host}:{port}"


def page_address(web_url: str, game: int, after: int | None = None) -> str:
    """The public page of a game (after turn ``after``, if given), at the host's address."""
    return f"{web_url}/games/{game}" + (f"?turn={after}" if after is not None else "")


def board_address(game: int, after: int | None, version: str, language: str) -> str:
    """The board image of a game after turn ``after``, or now (named by the public record's
    mark, so that a new position is a new address and a private change is none)."""
    shown = f"turn={after}" if after is not None else f"v={version}"
    return f"/games/{game}/board.png?{shown}&lang={language}"


def private_address(web_url: str, game: int, token: str) -> str:
    """A seat's private page, at the host's address (``token``: ``LinkSigner.token``)."""
    return f"{web_url}/games/{game}/private/{token}"


def moves_address(game: int, token: str, version: str, language: str) -> str:
    """The private page's image of the seat's moves, named by the mark of what the seat sees
    (another seat's private answer moves nothing here)."""
    return f"/games/{game}/private/{token}/moves.png?v={version}&lang={language}"


def picture_address(game: int, token: str, name: str, language: str) -> str:
    """One of the private page's other pictures (``WebSide.private_picture``), by its name."""
    return f"/games/{game}/private/{token}/pictures/{name}.png?lang={language}"


def in_language(address: str, language: str) -> str:
    """A page's address (with no query yet) that asks for ``language`` whatever the browser's."""
    return f"{address}?lang={language}"
