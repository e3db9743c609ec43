"""A game in the terminal through the same service as the bot.

Hot seat for the humans at the keyboard: each sees private things only at their own prompt
(what the others' moves brought them waits until then, sale offers included, R6.5), with the
screen cleared between players. Computer seats move as their own steps. With a script (or
input that is not a terminal) each line is echoed and answered as the bot would answer it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any, TextIO

from bot.narrate import describe
from bot.offline.moves import all_moves, short_moves
from bot.offline.options import Seats
from bot.offline.summary import summary_text
from bot.offline.typed import HELP, Typed, read
from bot.offline.wording import console_words, plain
from bot.service import GameService, Report, ServiceError
from bot.store import GameRow
from bot.textboard import board_text, hand_text
from rendering import render_board

CLEAR = "\033[H\033[2J\033[3J"  # screen and scrollback: the last player's secrets must not be one scroll away
HINT = "Type help for the commands, moves for all your legal moves."
PRIVATE = "(only you see this) "


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
        self.held: dict[str, list[str]] = {}  # private lines for a player not at the keyboard yet
        self.prompted: tuple[str, int] | None = None
        self.hinted = False

    def say(self, text: str) -> None:
        print(text, file=self.out, flush=True)

    async def open(self, seats: Seats, seed: int | None) -> None:
        """Resume the table's game, or set up and start a new one."""
        row = await self.service.store.live_game(self.channel)
        if row and row.status == "playing":
            self.say(f"Resuming the game at table '{self.table}': {', '.join(s['name'] for s in row.seats)}. "
                     "(--humans and --computers set up new games only; --table NAME starts another.)")
            return
        if row:
            await self.service.abort(self.channel, row.host_id, is_admin=True)
        users = [f"local:{name}" for name in seats.humans]
        await self.service.create(self.channel, "console", users[0], seats.humans[0], seed=seed)
        for user, name in zip(users[1:], seats.humans[1:], strict=True):
            await self.service.join(self.channel, user, name)
        for level in seats.computers:
            await self.service.add_computer(self.channel, users[0], level)
        self.show(await self.service.start(self.channel, users[0], is_admin=True), None)

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
            user = await self.next_player(row)
            await self.hand_over(user)
            await self.prompt(user)
            line = next(lines, None)
            if line is None:
                self.say("Input ended; the game is saved. Run the same command again to resume.")
                return
            typed = read(line)
            if typed is None:
                continue
            if not self.interactive:
                self.say(f"> {line.strip()}")
            if typed.verb in ("quit", "exit"):
                self.say("The game is saved. Run the same command again to resume.")
                return
            await self.handle(user, typed)

    async def next_player(self, row: GameRow) -> str:
        """Whoever the game visibly waits for; once it has ended, a holder of one of the final
        turn's sale offers, which are answered before the scoring (R6.5)."""
        waiting = await self.service.waiting_for(self.channel)
        if waiting:
            return waiting[0]
        humans = [seat["user"] for seat in row.seats if seat["user"].startswith("local:")]
        return next((user for user in humans if await self.service.deciding(self.channel, user)), humans[0])

    async def hand_over(self, user: str) -> None:
        """Show the next player their private screen, hiding the previous one's."""
        if user == self.shown_to:
            return
        name = user.split(":", 1)[1]
        if self.interactive and self.shown_to is not None:
            self.say(CLEAR + f"Pass the keyboard to {name} and press Enter.")
            input()
            self.say(CLEAR)
        self.shown_to = user
        self.say(f"--- {name}, it is up to you. ---")
        self.tell_held(user)
        await self.show_hand(user)

    async def prompt(self, user: str) -> None:
        """What may be typed now, once per position; the help hint at the first prompt."""
        self.tell_held(user)
        options = await self.service.options(self.channel, user)
        if self.prompted != (user, options["version"]):
            self.prompted = (user, options["version"])
            self.say(short_moves(self.service.board, options))
        if not self.hinted:
            self.hinted = True
            self.say(HINT)

    def tell_held(self, user: str) -> None:
        for line in self.held.pop(user, []):
            self.say(PRIVATE + plain([line]))

    async def handle(self, user: str, typed: Typed) -> None:
        try:
            await self.dispatch(user, typed)
        except ServiceError as err:
            self.say(f"Sorry: {console_words(str(err))}")

    async def dispatch(self, user: str, typed: Typed) -> None:
        service, channel, verb, args = self.service, self.channel, typed.verb, typed.args
        if verb == "marry" and len(args) == 1:
            self.show(await service.marry(channel, user, args[0]), user)
        elif verb == "expand" and len(args) in (2, 3):
            self.show(await service.expand(channel, user, args[0], args[1:]), user)
        elif verb == "discard":
            self.show(await service.discard(channel, user, typed.cards(service.board)), user)
        elif verb in ("sell", "keep") and len(args) <= 1:
            card = args[0] if args else await self.only_offer(user)
            self.show(await service.decide_sale(channel, user, card, verb == "sell"), user)
        elif verb == "order" and len(args) == 2:
            self.say(await service.standing_order(channel, user, args[0], args[1]))
        elif verb == "moves":
            self.say(all_moves(service.board, await service.options(channel, user)))
        elif verb == "hand":
            await self.show_hand(user)
        elif verb == "board":
            await self.show_board()
        elif verb == "log":
            self.say(plain(await service.log_lines(channel)))
        elif verb == "help":
            self.say(HELP)
        else:
            self.say(f"I did not understand '{typed.text}'. Type help for the commands, moves for your moves.")

    async def only_offer(self, user: str) -> str:
        """``keep`` or ``sell`` without a card: the one open offer, if there is exactly one."""
        offers = (await self.service.options(self.channel, user))["offers"]
        if len(offers) == 1:
            return str(offers[0])
        if not offers:
            raise ServiceError("You have no sale offer open.")
        named = " or ".join(f"{self.service.board.goods[card].name} ({card})" for card in offers)
        raise ServiceError(f"You have offers for {named}: name the card, like keep {offers[0]}.")

    def show(self, report: Report, actor: str | None) -> None:
        """A change: the public news, the actor's private lines before the turn passes on
        (so they come before the computers' moves that follow), and private lines for the
        other players at this keyboard kept for their own prompt."""
        public = [line.replace("**", "") for line in report.public]
        passing_on = self.turn_line(report)
        cut = public.index(passing_on) if passing_on in public else len(public)
        for line in public[:cut]:
            self.say(line)
        for user, lines in report.private.items():
            if user == actor:
                for line in lines:
                    self.say(PRIVATE + plain([line]))
            else:
                self.held.setdefault(user, []).extend(lines)
        for line in public[cut:]:
            self.say(line)
        self.save_image(report)

    def turn_line(self, report: Report) -> str:
        """The sentence that hands the turn on ("Turn 5: Bob to play."), as the news says it."""
        view: dict[str, Any] = report.view or {}
        event = {"kind": "turn", "turn": report.turn, "player": view.get("active", 0)}
        return (describe(event, self.service.board, report.names) or "").replace("**", "")

    def save_image(self, report: Report) -> None:
        """Each turn's board image, named by game as well, so that a new game at the same
        table never writes over a finished one's."""
        if self.images is None or report.view is None:
            return
        self.images.mkdir(parents=True, exist_ok=True)
        path = self.images / f"{self.table}-game{report.game_id}-turn-{report.view['turn']:03d}.png"
        path.write_bytes(render_board(self.service.board, report.view, report.names))
        self.say(f"(board image: {path})")

    async def show_hand(self, user: str) -> None:
        self.say(plain([hand_text(self.service.board, await self.service.hand(self.channel, user))]))

    async def show_board(self) -> None:
        """Everything public; once the game is over, the result too: winners, breakdowns and
        every hand revealed (R9.4)."""
        row, public = await self.service.public_view(self.channel)
        if public:
            self.say(board_text(self.service.board, public, [s["name"] for s in row.seats]))
            if public["over"]:
                self.say(summary_text(self.service.board, public))

    async def finish(self) -> None:
        await self.show_board()
        self.say("The game is over.")
