"""The signed link to a seat's private page (``docs/web.md#the-private-page``): a token that
names the game's seat, the Discord user who holds it and when it expires, with an HMAC-SHA256
of those under the host's secret (SAMARKAND_WEB_SECRET). Whoever has the link may read that
seat's hand until it expires, and only while that user still holds the seat (the page asks
the service). Nothing here says a word to a player: the page turns each refusal into one."""

from __future__ import annotations

import hashlib
import hmac
import re
from dataclasses import dataclass, field
from enum import Enum

LIFETIME = 12 * 3600  # seconds a link is good for: half a day of an async game (docs/web.md says why)
# seat.user.until.signature; numbers without a leading zero, so that one link has one spelling
TOKEN = re.compile(r"(0|[1-9]\d?)\.([0-9A-Za-z_-]{1,32})\.(0|[1-9]\d{0,10})\.([0-9a-f]{64})")
PURPOSE = b"samarkand private page v1"  # a signature made for anything else never matches one of these


@dataclass(frozen=True)
class Holder:
    """What a good link vouches for: ``user`` held ``seat`` of ``game`` when it was signed,
    and the link is good until ``until`` (seconds since the epoch)."""

    game: int
    seat: int
    user: str
    until: int


class LinkFault(Enum):
    """Why a link shows nothing: not a token at all, not signed by this secret (or for
    another game, seat or user), or signed but past its time."""

    MALFORMED = "malformed"
    FORGED = "forged"
    EXPIRED = "expired"


class BadLink(Exception):
    def __init__(self, fault: LinkFault) -> None:
        super().__init__(fault.value)  # the fault only: never the token, never the secret
        self.fault = fault


@dataclass(frozen=True)
class LinkSigner:
    """Signs and checks the private pages' tokens with the host's secret."""

    secret: bytes = field(repr=False)  # never in a log line or a traceback's locals
    lifetime: int = LIFETIME

    def token(self, game: int, seat: int, user: str, now: float) -> str:
        """A token for ``user``'s ``seat`` of ``game``, good for ``lifetime`` seconds from ``now``."""
        until = int(now) + self.lifetime
        return f"{seat}.{user}.{until}.{self._signature(game, seat, user, until)}"

    def holder(self, game: int, token: str, now: float) -> Holder:
        """What the token vouches for, if this secret signed it for ``game`` and it has not
        expired; otherwise ``BadLink`` saying which. The signature is checked first and in
        constant time, so a forger learns nothing from the answer's time or its words."""
        matched = TOKEN.fullmatch(token) if token.isascii() else None
        if matched is None:
            raise BadLink(LinkFault.MALFORMED)
        seat, user, until, signature = int(matched[1]), matched[2], int(matched[3]), matched[4]
        if not hmac.compare_digest(signature, self._signature(game, seat, user, until)):
            raise BadLink(LinkFault.FORGED)
        if now >= until:
            raise BadLink(LinkFault.EXPIRED)
        return Holder(game, seat, user, until)

    def _signature(self, game: int, seat: int, user: str, until: int) -> str:
        signed = b"|".join([PURPOSE, *(str(part).encode() for part in (game, seat, user, until))])
        return hmac.new(self.secret, signed, hashlib.sha256).hexdigest()
