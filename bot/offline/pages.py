"""``python -m bot play --web``: the game's web pages while it is played, on 127.0.0.1 only (a port the system chooses),
served by ``python -m bot web``'s own server (``bot.runtime.pages_only``): the bot's routes and bytes.

They run in their own thread, event loop and read-only connection to the game's file, because the console waits for a
typed line without giving way to any event loop; they follow the game as the console writes it."""

from __future__ import annotations

import asyncio
import hashlib
import secrets
import threading
from dataclasses import dataclass, field, replace

from bot.offline.console import Console
from bot.runtime.pages_only import serve
from bot.web.addresses import in_language, page_address, private_address
from bot.web.signed_link import Holder, LinkSigner

HERE = ("127.0.0.1", 0)  # this machine only: a private page shows a hand
STOP_SECONDS = 10.0  # how long the game's end waits for the pages to close


@dataclass(frozen=True)
class ConsoleLinks(LinkSigner):
    """The private pages' links for the console's players, signed by a secret of this session
    (a link dies with the session that printed it). A console player's user id
    (``local:<name>``, any name) cannot stand in a link, whose user is a short word of
    letters and digits: the link names a digest of it instead, which this signer alone turns
    back into the user that holds the seat."""

    users: dict[str, str] = field(default_factory=dict, repr=False)  # digest in a link -> the user it names

    def token(self, game: int, seat: int, user: str, now: float) -> str:
        named = hashlib.sha256(user.encode()).hexdigest()[:32]
        self.users[named] = user
        return super().token(game, seat, named, now)

    def holder(self, game: int, token: str, now: float) -> Holder:
        found = super().holder(game, token, now)
        return replace(found, user=self.users.get(found.user, found.user))


def session_links() -> ConsoleLinks:
    return ConsoleLinks(secrets.token_bytes(32))


class PagesThread:
    """The pages of the file at ``db``, served from a thread until ``stop``; ``root`` is their
    address (``http://127.0.0.1:PORT``) once ``start`` returns."""

    def __init__(self, db: str, links: LinkSigner) -> None:
        self.db, self.links = db, links
        self.root = ""
        self.failure: BaseException | None = None
        self.ready = threading.Event()
        self.loop: asyncio.AbstractEventLoop | None = None
        self.task: asyncio.Task[None] | None = None
        self.thread = threading.Thread(target=self._run, name="pages", daemon=True)  # never holds up the exit

    def start(self) -> None:
        """Return once the pages answer; raise what stopped them (a StoreError, an OSError) if
        they could not start."""
        self.thread.start()
        self.ready.wait()
        if self.failure is not None:
            raise self.failure

    def stop(self) -> None:
        if self.loop is not None and self.task is not None:
            self.loop.call_soon_threadsafe(self.task.cancel)
        self.thread.join(STOP_SECONDS)

    def _run(self) -> None:
        try:
            asyncio.run(self._serve())
        except asyncio.CancelledError:
            pass  # stopped
        except Exception as err:  # handed to start(), which says it in the caller's thread
            self.failure = err
        finally:
            self.ready.set()

    async def _serve(self) -> None:
        self.loop, self.task = asyncio.get_running_loop(), asyncio.current_task()
        await serve(self.db, HERE, self.links, self._listening)

    def _listening(self, root: str) -> None:
        self.root = root
        self.ready.set()


async def announce(console: Console, root: str, links: LinkSigner) -> None:
    """Say once, in the table's language, where the game's page is, and the private page of
    the one player at the keyboard. With several there, no private link: printed for all to
    see, it would show each one's hand to the others."""
    row = await console.service.store.latest_game(console.channel)
    assert row is not None  # the console has just opened it
    key = "console.web_page" if console.solo is not None else "console.web_page_shared"  # German: du, or ihr
    console.say(console.t(key, address=in_language(page_address(root, row.id), console.language)))
    user = f"local:{console.solo}"
    seat = next((number for number, held in enumerate(row.seats) if held.user == user), None)
    if console.solo is None or seat is None:
        console.say(console.t("console.web_hot_seat"))
        return
    token = links.token(row.id, seat, user, console.service.tables.clock())
    console.say(console.t("console.web_private", address=in_language(private_address(root, row.id, token),
                                                                       console.language)))
