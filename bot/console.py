"""``python -m bot play``: a game in the terminal through the same service as the bot.

Hot seat for the humans at the keyboard (each sees private things only on their own
prompt, with the screen cleared between players), computer players in the other seats,
saved in the same SQLite database so a game can be resumed. With ``--script`` (or input
that is not a terminal) the commands are read one per line and each is answered as the
bot would answer it.
"""

from __future__ import annotations

import shlex
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TextIO

from bot.service import GameService, Report, ServiceError
from bot.store import Store
from bot.textboard import board_text, hand_text
from rendering import render_board

HELP = """Commands (for whoever the game is waiting for):
  marry FAMILY                 marry into a family (R4)
  expand FAMILY SPACE [SPACE]  place 1 or 2 camels (R5), e.g. expand Levant B6 C7
  discard [CARD ...]           after marrying: discard cards by number or name (may be none)
  sell CARD | keep CARD        answer a sale offer (R6.2)
  order CARD sell|keep|ask     a standing order for a card
  hand   board   log   help   quit"""

def plain(lines: list[str]) -> str:
    """Narration is written for Discord; the terminal shows it without bold marks."""
    return "\n".join(line.replace("**", "") for line in lines)


CLEAR = "\033[H\033[2J\033[3J"  # screen and scrollback: the last player's secrets must not be one scroll away


class Console:
    def __init__(self, service: GameService, out: TextIO, table: str = "default", interactive: bool = True,
                 images: Path | None = None) -> None:
        self.service = service
        self.out = out
        self.table = table
        self.channel = f"console:{table}"
        self.interactive = interactive
        self.images = images
        self.shown_to: str | None = None

    def say(self, text: str) -> None:
        print(text, file=self.out, flush=True)

    async def open(self, humans: list[str], computers: list[str], seed: int | None) -> None:
        """Resume the table's game, or set up and start a new one."""
        row = await self.service.store.live_game(self.channel)
        if row and row.status == "playing":
            self.say(f"Resuming the game at table '{self.channel.split(':', 1)[1]}'.")
            return
        if row:
            await self.service.abort(self.channel, row.host_id, is_admin=True)
        users = [f"local:{name}" for name in humans]
        await self.service.create(self.channel, "console", users[0], humans[0], seed=seed)
        for user, name in zip(users[1:], humans[1:], strict=True):
            await self.service.join(self.channel, user, name)
        for level in computers:
            await self.service.add_computer(self.channel, users[0], level)
        report = await self.service.start(self.channel, users[0], is_admin=True)
        self.show(report, None)

    async def computers(self) -> None:
        """Play every computer move now due, one step at a time, showing each."""
        row = await self.service.store.latest_game(self.channel)
        while row is not None and row.status == "playing":
            report = await self.service.computer_step(row.id)
            if report is None:
                return
            self.show(report, None)

    async def run(self, lines: Iterator[str]) -> None:
        """Play until the game ends or the input does; the game stays saved either way."""
        while True:
            await self.computers()
            row = await self.service.store.latest_game(self.channel)
            if row is None or row.status != "playing":
                await self.finish()
                return
            waiting = await self.service.waiting_for(self.channel)
            user = waiting[0]
            await self.hand_over(user)
            line = next(lines, None)
            if line is None:
                self.say("Input ended; the game is saved. Run the same command again to resume.")
                return
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            if not self.interactive:
                self.say(f"> {line}")
            if line in ("quit", "exit"):
                self.say("The game is saved. Run the same command again to resume.")
                return
            await self.handle(user, line)

    async def hand_over(self, user: str) -> None:
        """Show the next player their private screen, hiding the previous one's."""
        if user == self.shown_to:
            return
        name = user.split(":", 1)[1]
        if self.interactive and self.shown_to is not None:
            self.say(CLEAR + f"Pass the keyboard to {name} and press Enter.")
            input()
            self.say(CLEAR + "Lately (public):\n" + plain(await self.service.log_lines(self.channel, last=8)))
        self.shown_to = user
        self.say(f"--- {name}, it is up to you. ---")
        await self.show_hand(user)

    async def handle(self, user: str, line: str) -> None:
        try:
            words = shlex.split(line)
        except ValueError:
            words = line.split()
        verb, args = words[0].lower(), words[1:]
        try:
            await self.dispatch(user, verb, args)
        except ServiceError as err:
            self.say(f"Sorry: {err}")

    async def dispatch(self, user: str, verb: str, args: list[str]) -> None:
        service, channel = self.service, self.channel
        if verb == "marry" and len(args) == 1:
            self.show(await service.marry(channel, user, args[0]), user)
        elif verb == "expand" and len(args) in (2, 3):
            self.show(await service.expand(channel, user, args[0], args[1:]), user)
        elif verb == "discard":
            self.show(await service.discard(channel, user, args), user)
        elif verb in ("sell", "keep") and len(args) == 1:
            self.show(await service.decide_sale(channel, user, args[0], verb == "sell"), user)
        elif verb == "order" and len(args) == 2:
            self.say(await service.standing_order(channel, user, args[0], args[1]))
        elif verb == "hand":
            await self.show_hand(user)
        elif verb == "board":
            await self.show_board()
        elif verb == "log":
            self.say(plain(await service.log_lines(channel)))
        elif verb == "help":
            self.say(HELP)
        else:
            self.say(f"I did not understand '{' '.join([verb, *args])}'.\n{HELP}")

    def show(self, report: Report, user: str | None) -> None:
        if report.public:
            self.say(plain(report.public))
        for line in report.private.get(user or "", []):
            self.say(f"(only you see this) {line}")
        if self.images and report.view is not None:
            self.images.mkdir(parents=True, exist_ok=True)
            path = self.images / f"{self.table}-turn-{report.view['turn']:03d}.png"
            path.write_bytes(render_board(self.service.board, report.view, report.names))
            self.say(f"(board image: {path})")

    async def show_hand(self, user: str) -> None:
        self.say(hand_text(self.service.board, await self.service.hand(self.channel, user)))

    async def show_board(self) -> None:
        row, public = await self.service.public_view(self.channel)
        if public:
            self.say(board_text(self.service.board, public, [s["name"] for s in row.seats]))

    async def finish(self) -> None:
        self.say("The game is over.")
        await self.show_board()


def script_lines(path: str | None) -> Iterator[str]:
    if path and path != "-":
        with open(path, encoding="utf-8") as handle:
            yield from handle
    else:
        yield from sys.stdin


def prompt_lines() -> Iterator[str]:
    while True:
        try:
            yield input("> ")
        except EOFError:
            return


async def play(db_path: str, table: str, humans: list[str], computers: list[str], seed: int | None,
               script: str | None, images: Path | None) -> int:
    interactive = script is None and sys.stdin.isatty()
    store = await Store.open(db_path)
    try:
        console = Console(GameService(store), sys.stdout, table, interactive, images)
        await console.open(humans, computers, seed)
        await console.run(prompt_lines() if interactive else script_lines(script))
    finally:
        await store.close()
    return 0
