"""A game in the terminal through the same service as the bot.

Hot seat for the humans at the keyboard: each sees private things only at their own prompt (what the others' moves
brought them waits until then, sale offers included, R6.5), with the screen cleared between players; one human alone
at a terminal is asked an offer at once. Computer seats move as their own steps. With a script (or input that is not
a terminal) each line is echoed and answered as the bot would answer it. Everything is said in the table's language,
in the terminal's words: the catalogues' console wording names a word to type where Discord's names a slash command."""

from __future__ import annotations

import os
import shlex
import shutil
import sys
import textwrap
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import TextIO

from bot.ai.budget import Budget
from bot.ai.coach import IN_HINT
from bot.ai.rollout import kernel_waiting
from bot.engine import board_by_id
from bot.engine.events import Turn
from bot.games.samarkand.coaching import Coaching
from bot.games.samarkand.game_service import GameService, evened_counts
from bot.games.samarkand.game_settings import Settings
from bot.games.samarkand.screens import public_view
from bot.offline.moves import all_moves, example_move, short_moves, typed_move
from bot.offline.options import Seats
from bot.offline.summary import summary_text
from bot.offline.typed import VERBS, Typed, closest_verb, order_named, read
from bot.service import Changes, Report, ServiceError
from bot.service.seats import seat_names
from bot.store import OFFLINE_GUILD, GameRow, GameStatus
from bot.store.address import shown
from bot.store.connection import lease_process
from bot.words.i18n import CONSOLE, DEFAULT, Msg, Or, Refusal, good, text
from bot.words.image_words import words_in
from bot.words.markup import without_markup
from bot.words.narrate import OFFER_LINE, awaits_sale_answer, describe, timed_offers
from bot.words.quoting import clipped, visible
from bot.words.ratings_text import BOT
from bot.words.spoken_to import is_default_name
from bot.words.textboard import board_text
from rendering import LastTurn, render_board

FORMS = ("marry", "expand", "sell", "keep", "order")  # commands with a console.form: their words and what follows
CLEAR = "\033[H\033[2J\033[3J"  # screen and scrollback: the last player's secrets must not be one scroll away
BULLETS = ("- ", "* ", "• ")  # a list item's marker, under which its wrapped lines go on
LINE_QUOTED = 60  # characters of a line the console did not understand, repeated in its answer
GAME_OVER = "news.game_over"  # the end's news line, which the result after the final board says with the points
SAID_TO_THE_ACTOR = {"news.card_sold": "news.you_sold"}  # a public line, and the private one telling its actor
# news naming the one player at the keyboard, and the line said to them instead (``Console.said_to_them``)
SAID_TO_THE_ONE = {"news.turn": "console.your_turn", "news.passed": "console.you_pass",
                   "news.turn_passed": "console.you_pass_turn", "news.extra_dirham": "console.you_start_with"}



def this_python() -> str:
    """The Python that runs this game, as a command to type here: a bare ``python`` outside the
    checkout's .venv lacks the bot's packages (``.venv/bin/python`` from the checkout's folder)."""
    here = os.path.relpath(sys.executable)
    return here if not here.startswith("..") and os.sep in here else sys.executable

class HeldElsewhere(Refusal):
    """A computer's move in the game is claimed by another program that still runs: this
    console cannot play it, and the session ends with the sentence (``play``)."""


def repeats(private: Msg, public: list[Msg]) -> bool:
    """Whether the actor's private line only repeats a public one ("You sold the Paper card …" for "Ann sold …").
    Discord posts the two to different places; at the console the actor reads both, so only the public one is said."""
    return any(SAID_TO_THE_ACTOR.get(line.key) == private.key and line.values.get("good") == private.values.get("good")
               for line in public)


def plain(lines: list[str]) -> str:
    """Narration is written for Discord; the terminal shows it without Discord's markup."""
    return "\n".join(map(without_markup, lines))


def terminal_width(out: TextIO) -> int | None:
    """The columns of the terminal ``out`` writes to, or None where it is a file or a pipe, whose
    reader wraps (or not) as it likes: what a script's output holds must not depend on a width."""
    return shutil.get_terminal_size().columns if out.isatty() else None


def wrapped(text: str, width: int) -> str:
    """Each line of ``text`` broken between words to fit ``width``: a terminal wraps at the last
    column, mid-word. A continuation starts under the line's text, after its indent or its
    bullet; a word longer than the width stays whole."""
    def fitted(line: str) -> str:
        if len(line) <= width:
            return line
        body = line.lstrip()
        indent = " " * (len(line) - len(body) + (2 if body[:2] in BULLETS else 0))
        return "\n".join(textwrap.wrap(line, width, subsequent_indent=indent, break_long_words=False,
                                       break_on_hyphens=False))
    return "\n".join(map(fitted, text.split("\n")))


class Console:
    def __init__(self, service: GameService, out: TextIO, table: str = "default", interactive: bool = True,
                 images: Path | None = None, language: str | None = None, hint_budget: Budget = IN_HINT,
                 db: str = "") -> None:
        self.chosen_language = language  # None: a resumed game's own, a new game's the default
        self.speak(language or DEFAULT)
        self.service = service
        self.coaching = Coaching(service.tables, budget=hint_budget)  # ``hint``: its search runs in a thread
        self.out, self.table, self.interactive, self.images = out, table, interactive, images
        self.width = terminal_width(out)
        self.db = db  # the file the game is saved in, for the review's command at the end; empty: not said
        self.channel = f"console:{table}"
        self.shown_to: str | None = None
        self.held: dict[str, list[Msg]] = {}  # private lines for a player not at the keyboard yet
        self.prompted: tuple[str, int] | None = None
        self.hinted = False
        self.hand_fresh = False  # the whole hand was shown since the last prompt
        self.solo: str | None = None  # the one human at the keyboard, if only one plays here: their user's name
        self.solo_name: str | None = None  # and their seat's name, by which the news names them
        # every public line of the game so far was said in this session, and the screen not cleared since: the
        # news "since your last turn" is all just above (a new game's, before a hot seat clears the screen)
        self.news_above = False
        self.since_prompt: list[str] = []  # the news lines said since the last prompt: the move's, the computers'

    def speak(self, language: str) -> None:
        self.t = text(language, CONSOLE)
        self.language = language

    def say(self, text: str) -> None:
        """Print a line with its control characters written out: a name from an older
        database (before names holding them were refused) must not drive the terminal."""
        print(self.fitted(visible(text)), file=self.out, flush=True)

    def draw(self, text: str) -> None:
        """Print ``text`` as it is laid out: a drawing (the board) broken at spaces would be torn."""
        print(visible(text), file=self.out, flush=True)

    def fitted(self, text: str) -> str:
        """``text`` broken between words for the terminal, if this console writes to one."""
        return wrapped(text, self.width) if self.width else text

    def clear(self, then: str = "") -> None:
        """Clear the screen and its scrollback, then print ``then``."""
        print(CLEAR + self.fitted(visible(then)), file=self.out, flush=True)
        self.news_above = False

    async def open(self, seats: Seats, seed: int | None) -> None:
        """Resume the table's game, or set up and start a new one."""
        row = await self.service.store.live_game(self.channel)
        if row and row.status is GameStatus.PLAYING:
            if self.chosen_language is None:  # the game goes on in the language it began in
                self.speak(row.settings.language)
            await self.service.lobby.named_in(self.channel, self.language, self.default_named(row))
            row = await self.service.store.game(row.id) or row
            self.sitting([(seat.user, seat.name) for seat in row.seats])
            if self.interactive and self.solo is None:  # a hot seat's terminal may still show the hand of
                self.clear()  # the player who quit (or whose input ended) last time: whoever sits down must not read it
            self.say(self.t("console.resuming", table=self.table, names=seat_names(row.seats)))
            return
        if row:
            await self.service.lobby.abort(self.channel, row.host_id, is_admin=True)
        elif (last := await self.service.store.latest_game(self.channel)) and last.status is GameStatus.OVER:
            self.say(self.t("console.previous_over", table=self.table, game=last.id))  # not a resume of it
        users = [f"local:{name}" for name in seats.humans]
        await self.service.lobby.create(self.channel, OFFLINE_GUILD, users[0], seats.humans[0], seed=seed,
                                  language=self.language)
        for user, name in zip(users[1:], seats.humans[1:], strict=True):
            await self.service.lobby.join(self.channel, user, name)
        for level in seats.computers:
            await self.service.lobby.add_computer(self.channel, users[0], level)
        # a table at the keyboard is for learning: hints on (and so not rated) unless
        # ``--hints off``; a game resumed from the database keeps the setting it began with
        chosen: Changes = {Settings.hints: "on" if seats.hints else None,
                           Settings.seats: "evened" if seats.evened else None}
        await self.service.lobby.configure(self.channel, users[0], True, chosen)
        self.news_above = True  # from the game's first line on, every line of its news is said here
        if seats.evened and len(users) + len(seats.computers) not in self.service.board.evened_seats:
            self.say(self.t(evened_counts(self.service.board)))
        started = await self.service.lobby.start(self.channel, users[0], is_admin=True)
        row = await self.service.store.live_game(self.channel)  # the names as seated (the lobby cleans them)
        self.sitting([(seat.user, seat.name) for seat in row.seats] if row else [])
        await self.show(started, None)

    def sitting(self, seats: list[tuple[str, str]]) -> None:
        """Note who sits at the keyboard, by the seats' users and names: with one human there,
        their turn is "your turn"."""
        here = [(user.split(":", 1)[1], name) for user, name in seats if user.startswith("local:")]
        self.solo, self.solo_name = here[0] if len(here) == 1 else (None, None)

    def default_named(self, row: GameRow) -> dict[str, str]:
        """The one human at the keyboard, if they go by the console's default name ("You"),
        with that name as the language spoken now says it ("Spieler"): a game resumed in
        another language names them in it, as it names its computers (``Lobby.named_in``)."""
        here = [seat for seat in row.seats if seat.user.startswith("local:")]
        if len(here) != 1 or not is_default_name(here[0].name):
            return {}
        return {here[0].user: self.t("console.default_name")}

    def said_to_them(self, line: Msg) -> Msg:
        """The news about the one player at the keyboard, said to them ("Turn 3: your turn.",
        "You have no legal action and pass", "you start with 1 Dirham more"): their name in the
        third person ("You starts …") reads wrong in any language. With several at the
        keyboard the lines name whom they are about."""
        if self.solo is None:
            return line
        if line.key == "news.started_evened":
            extra = [self.said_to_them(m) for m in line.values["extra"]]
            return Msg(line.key, **{**line.values, "extra": extra})
        if line.values.get("name") != self.solo_name or line.key not in SAID_TO_THE_ONE:
            return line
        return Msg(SAID_TO_THE_ONE[line.key], **{name: value for name, value in line.values.items() if name != "name"})

    async def computers(self) -> None:
        """Play every computer move now due, one step at a time, showing each; they wait while
        the one human at a terminal has a sale offer to answer (``offer_to_answer``). A step is
        asked for only when one is owed: it claims the move, a write, which a file another
        program keeps locked would refuse at every prompt though no computer is to move."""
        row = await self.service.store.latest_game(self.channel)
        computers = self.service.computers
        while row is not None and row.status is GameStatus.PLAYING and await self.offer_to_answer() is None:
            if await computers.computer_queue(row.id) is None:
                return
            report = await computers.computer_step(row.id)
            if report is None:
                if await self.claim_taken_back(row.id):
                    continue
                return
            await self.show(report, None)

    async def claim_taken_back(self, game_id: int) -> bool:
        """After a computer step that played nothing: whether a computer's move was kept from
        it by the claim of a console that ended while it thought (kill -9, a closed terminal),
        which is taken back now, so that the step is tried again. A claim that a program still
        running holds ends this console with a sentence saying so (``HeldElsewhere``): the
        move is that program's, and no turn here is anyone's meanwhile. Only this machine's
        programs use an offline game's file, so the claim's process can be asked."""
        store, now = self.service.store, self.service.tables.clock()
        if await store.take_back_ended("computer", game_id, now):
            return True
        owner = await store.lease_owner("computer", game_id, now)
        if owner is None:
            return False
        host, process = lease_process(owner) or (owner, "?")
        raise HeldElsewhere("console.computer_elsewhere", host=host, process=process)

    async def run(self, lines: Iterator[str]) -> None:
        """Play until the game ends or the input does; the game stays saved either way."""
        while True:
            await self.computers()
            row = await self.service.store.latest_game(self.channel)
            if row is None or row.status is not GameStatus.PLAYING:
                await self.show_board()
                self.say(self.t("console.over"))
                self.point_to_review(row)
                return
            user = await self.offer_to_answer() or await self.next_player(row)
            line = next(lines, None) if await self.hand_over(user) else None
            if line is None:
                self.say(self.t("console.input_ended"))
                return
            typed = read(line)  # as typed (shlex reads a backslash): control characters are written out when said
            if typed is None:
                continue
            if not self.interactive:
                self.say(f"> {line.strip()}")
            if typed.verb in ("quit", "exit"):
                self.say(self.t("console.saved"))
                return
            await self.handle(user, typed)

    def point_to_review(self, row: GameRow | None) -> None:
        """After a finished game, the command of its review (the game's number in the file is
        not the table's name, and nothing else at the keyboard says it), in the language spoken
        here, run by the Python that runs this game (``this_python``); no password of the address is said."""
        if row is not None and row.status is GameStatus.OVER and self.db:
            spoken = () if self.t.language == DEFAULT else ("--lang", self.t.language)
            command = shlex.join((this_python(), *BOT[1:], "review", str(row.id), "--db", shown(self.db), *spoken))
            self.say(self.t("console.review_it", command=command))

    async def offer_to_answer(self) -> str | None:
        """The one human at a terminal is asked about an open sale offer of theirs at once, before the computers
        move: on Discord the DM comes at once, but the keyboard would come back only at their turn, maybe after a
        second camel or the end closed the offer (R6.5). Nobody learns from the wait (the computers read the public
        record only). A hot seat keeps offers for the holder's prompt (passing the keyboard would name the holder),
        and so does a script, written for the turns (``order`` answers ahead)."""
        if not self.offer_to_answer_now():
            return None
        user = f"local:{self.solo}"
        offers = [d for d in await self.service.reading.deciding(self.channel, user) if d.kind == "sale"]
        return user if offers else None

    def offer_to_answer_now(self) -> bool:
        """Whether an offer is asked at once (``offer_to_answer``): one human, at a terminal."""
        return self.solo is not None and self.interactive

    async def next_player(self, row: GameRow) -> str:
        """Whoever the game visibly waits for; once it has ended, a holder of one of the final
        turn's sale offers, which are answered before the scoring (R6.5)."""
        waiting = await self.service.reading.waiting_for(self.channel)
        if waiting:
            return waiting[0]
        humans = [seat.user for seat in row.seats if seat.user.startswith("local:")]
        for user in humans:
            if await self.service.reading.deciding(self.channel, user):
                self.settling()
                return user
        return humans[0]

    def settling(self) -> None:
        """Say once that the game has ended and waits for the final turn's offers: a hot seat
        passes the keyboard to a holder next, out of the turns' order (the line is kept with
        the news the next screen shows again after the last player's is cleared)."""
        said = plain([self.t("turn.settling")])
        if said not in self.since_prompt:
            self.say(said)
            self.since_prompt.append(said)

    async def hand_over(self, user: str) -> bool:
        """Show the player at the keyboard their private screen and prompt; False if the input
        ended while the keyboard was being passed. At a hot seat the screen waits for Enter
        before every player's first private screen, the first of a game (or of a resumed one)
        too: whoever started the program need not be the player it waits for."""
        if user != self.shown_to:
            name = user.split(":", 1)[1]
            hot_seat = self.interactive and (self.shown_to is not None or self.solo is None)
            if hot_seat and not self.passed_to(name):
                return False
            self.shown_to = user
            self.say(self.t("console.up_to_you_unnamed") if is_default_name(name) else
                     self.t("console.up_to_you", name=name))
            self.tell_held(user)
            await self.show_hand(user, news_above=self.news_above)
        await self.prompt(user)
        return True

    def passed_to(self, name: str) -> bool:
        """The keyboard passed on: the previous player's screen cleared (nothing secret is on it
        before the first), but for the public news since their prompt, so that they see what
        their move did before they pass it; the next player's Enter awaited, an empty line (any
        line typed there is the last player's, not yet passing it: said so once, and not run,
        however many follow); False at the end of the input (Ctrl-D)."""
        asking = self.t("console.pass_keyboard", name=name)
        if self.shown_to is None:
            self.say(asking)
        else:
            self.clear()
            for line in self.since_prompt:
                self.say(line)
            self.say(asking)
        told = False
        try:
            while input().strip():  # the last player still typing: no line of theirs is the next's Enter
                if not told:
                    self.say(self.t("console.pass_first", name=name))
                    told = True
        except EOFError:
            return False
        self.clear()
        return True

    async def prompt(self, user: str) -> None:
        """What may be typed now, once per position, after the player's hand in one line at
        each of their turns (unless the whole hand was just shown): the cards decide the move,
        and the full hand scrolls away after the first turn. The help hint at the first prompt."""
        self.since_prompt.clear()
        self.tell_held(user)
        screen = await self.service.play.options(self.channel, user)
        fresh, self.hand_fresh = self.hand_fresh, False
        if self.prompted != (user, screen.version):
            self.prompted = (user, screen.version)
            if screen.options.active and not fresh:
                await self.show_hand_line(user)
            if screen.options.offers and not screen.options.active and self.offer_to_answer_now():
                # the turn line above names a computer: not a wait for it ("this offer", or "these 2 offers")
                offers = len(screen.options.offers)
                self.say(self.t("console.offer_first") if offers == 1 else self.t("console.offers_first", count=offers))
            if screen.options.sale_unblocks:
                self.say(self.t("panel.sell_to_move"))
            self.say(short_moves(self.service.board, screen.options, self.t))
        if not self.hinted:
            self.hinted = True
            self.say(self.t("console.hint"))

    def tell_held(self, user: str) -> None:
        for line in self.held.pop(user, []):
            self.say(self.private(line))

    def private(self, line: Msg) -> str:
        """A private line, said "(only you see this) …". A sale offer asked at once (``offer_to_answer_now``) says
        that nothing is played before the answer or the holder's next move: "until your next move, unless a second
        camel … closes it first" would contradict the line under it, that the computers wait."""
        if line.key == OFFER_LINE and self.offer_to_answer_now():
            line = Msg("console.sale_offer_asked", **line.values)
        return plain([self.t("console.private", line=line)])

    async def handle(self, user: str, typed: Typed) -> None:
        try:
            await self.dispatch(user, typed)
        except ServiceError as err:
            self.say(self.t("console.sorry", reason=err.message))
        except Exception as err:
            if not await self.kept_out(user, err):
                raise
            self.say(self.t("console.file_busy", path=shown(self.service.store.address)))

    async def kept_out(self, user: str, err: Exception) -> bool:
        """Whether ``err`` is another program (a backup, a sqlite3 shell) holding the game's file locked past the
        wait while the game is as it was at the prompt: then nothing changed, the command may be typed again and the
        console stays open. Once a change was saved (a later write of the same command failed), the session ends with
        the store's sentence rather than go on as if it had not."""
        if not self.service.store.busy(err) or self.prompted is None:
            return False
        return (await self.service.play.options(self.channel, user)).version == self.prompted[1]

    async def dispatch(self, user: str, typed: Typed) -> None:
        service, channel, verb, args = self.service, self.channel, typed.verb, typed.args
        if verb == "marry" and len(args) == 1:
            await self.show(await service.play.marry(channel, user, args[0]), user)
        elif verb == "expand" and len(args) in (2, 3):
            await self.show(await service.play.expand(channel, user, args[0], args[1:]), user)
        elif verb == "discard":
            await self.show(await service.play.discard(channel, user, typed.cards(service.board)), user)
        elif verb in ("sell", "keep") and len(sold := typed.sale(service.board)) <= 1:
            card = sold[0] if sold else await self.only_offer(user, typed)
            await self.show(await service.play.decide_sale(channel, user, card, verb == "sell"), user)
        elif verb == "order" and (ordered := typed.order(service.board)) and len(ordered[0]) == 1:
            card, order = ordered[0][0], order_named(ordered[1])
            self.say(self.t(await service.play.standing_order(channel, user, card, order)))
            if answered := await service.play.answer_by_order(channel, user, card, order):
                await self.show(answered, user)
        elif verb == "moves":
            self.say(all_moves(service.board, (await service.play.options(channel, user)).options, self.t))
        elif verb == "hint":
            await self.show_hint(user)
        elif verb == "hand":
            await self.show_hand(user)
        elif verb == "board":
            await self.show_board()
        elif verb == "log":
            news = await service.reading.log_lines(channel, last=None)  # from the first turn: a terminal scrolls
            self.say(plain([self.t(self.said_to_them(line)) for line in news]))
        elif verb == "help":
            self.say(self.t("console.help"))
        else:
            await self.not_understood(user, typed)

    async def not_understood(self, user: str, typed: Typed) -> None:
        """A line that is no command, or a command in the wrong form: for the latter, its form
        and (where this position has one) a legal example, so that the fix is in sight."""
        said = clipped(typed.text, LINE_QUOTED)
        if typed.verb not in VERBS and (near := closest_verb(typed.verb)) is not None:
            self.say(self.t("console.not_understood_close", typed=said, verb=self.t(f"console.verb.{near}")))
            return
        if typed.verb not in FORMS:
            self.say(self.t("console.not_understood", typed=said))
            return
        options = (await self.service.play.options(self.channel, user)).options
        form = self.t(f"console.form.{typed.verb}")
        example = example_move(self.service.board, options, self.t, typed.verb)
        self.say(self.t("console.malformed", typed=said, form=form) if example is None else
                 self.t("console.malformed_example", typed=said, form=form, example=example))

    async def only_offer(self, user: str, typed: Typed) -> str:
        """``keep`` or ``sell`` without a card: the one open offer, if there is exactly one; with
        more, the example names the card after the very word the player typed (``sell 8``)."""
        offers = (await self.service.play.options(self.channel, user)).options.offers
        if len(offers) == 1:
            return str(offers[0])
        if not offers:
            raise ServiceError("error.no_offer")
        board = self.service.board
        named = [Msg("console.offer_named", good=good(board, card), card=card) for card in offers]
        raise ServiceError("error.which_offer", offers=Or(named), verb=typed.word, card=offers[0])

    async def show(self, report: Report, actor: str | None) -> None:
        """A change: the public news, the actor's private lines before the turn passes on
        (so they come before the computers' moves that follow), and private lines for the
        other players at this keyboard kept for their own prompt. A sale offer is timed as its
        direct message on Discord is (``timed_offers``): the table may wait for the answer, or
        the scoring, rather than the holder's next move."""
        public_now = public_view(report.view)
        private = {user: timed_offers(lines, public_now) for user, lines in report.private.items()}
        mine = [m for m in private.get(actor, []) if not repeats(m, report.public)] if actor is not None else []
        # the end's "Game over: … Winner: …" is said once, by the result after the final board (with the points)
        public = [plain([self.t(self.said_to_them(line))]) for line in report.public if line.key != GAME_OVER]
        passing_on = self.turn_line(report)
        cut = public.index(passing_on) if passing_on in public else len(public)
        self.since_prompt.extend(public)  # the turn lines too: each says whose move the lines after it are
        for line in public[:cut]:
            self.say(line)
        for user, lines in private.items():
            if user == actor:
                for message in mine:
                    self.say(self.private(message))
            else:
                self.held.setdefault(user, []).extend(lines)
        if report.untold:  # held for the holder's prompt: told, as far as a file's record goes
            await self.service.untold.told(report)
        for line in public[cut:]:
            self.say(line)
        await self.save_image(report.game_id)

    def turn_line(self, report: Report) -> str:
        """The sentence that hands the turn on ("Turn 5: Bob to play."), as the news says it."""
        said = describe(Turn(public_view(report.view).active, report.turn), self.service.board, report.names)
        return plain([self.t(self.said_to_them(said))]) if said else ""

    async def save_image(self, game_id: int) -> None:
        """The full board whenever Discord would post a turn message (a turn ended, or the
        game), marking the last turn as that message's image does; named by game and turn
        (or ``final``), so that a new game at the same table never writes over a finished
        one's. A folder that stops taking files ends the images, not the game."""
        if self.images is None:
            return
        announcement = await self.service.news.announcement(game_id)
        if announcement is None:
            return
        public = public_view(announcement.view)
        if awaits_sale_answer(public):
            return  # a turn held up by sale offers (sales: at once, or the last turn's) is drawn once it has ended
        await self.service.news.announced(announcement, "console")
        moment = "final" if public.over else f"turn-{public.turn:03d}"
        path = self.images / f"{self.table}-game{game_id}-{moment}.png"
        png = render_board(board_by_id(public.board), public, announcement.names,
                           LastTurn.from_events(announcement.events), words=words_in(self.language))
        try:
            self.images.mkdir(parents=True, exist_ok=True)
            path.write_bytes(png)
        except OSError as err:
            self.say(self.t("console.image_failed", path=path, reason=err.strerror or str(err)))
            self.images = None
            return
        self.say(self.t("console.image", path=path))

    async def show_hand(self, user: str, news_above: bool = False) -> None:
        """The player's private screen. Its news since their last turn is complete, or left out
        whole when ``news_above``: every line of it was said in this session just above (a new
        game's first screen, with "The game begins!…" and "Turn 1: your turn."). Never a part of
        it: the lines that were above would be missing from a list whose heading says it is all
        that happened, and an expansion is summed up there in other words than its news line's.
        A resumed game's, a cleared screen's and the typed ``hand``'s are complete."""
        hand = await self.service.reading.hand(self.channel, user)
        hand = replace(hand, since=[] if news_above else [self.said_to_them(line) for line in hand.since])
        self.say(plain([hand.text(self.service.board, self.t)]))
        self.hand_fresh = True

    async def show_hint(self, user: str) -> None:
        """The Expert's suggestion for the player's move and its reasons, and how to type it;
        a line first where the search must first compile its code (``tell_if_preparing``),
        which a silent terminal would make look hung."""
        hint = await self.coaching.hint(self.channel, user, self.tell_if_preparing)
        self.say(plain(self.t.lines(hint.lines(self.service.board))))
        if hint.suggestion is not None:
            self.say(self.t("console.hint_play", typed=typed_move(self.service.board, hint.suggestion, self.t)))

    def tell_if_preparing(self) -> None:
        """Before a hint's search (its refusals said nothing of it): a line where the search
        must first compile its code, up to a minute after an install."""
        if kernel_waiting():
            self.say(self.t("console.hint_preparing"))

    async def show_hand_line(self, user: str) -> None:
        """The cards by name and number, and the money: what the prompt's choice needs."""
        mine = (await self.service.reading.hand(self.channel, user)).view
        board = self.service.board
        cards = [Msg("console.offer_named", good=good(board, c.card), card=c.card) for c in mine.hand]
        self.say(self.t("console.hand_line", cards=cards or Msg("board.no_cards"),
                        money=mine.players[mine.you].money, hand=self.t("console.verb.hand")))

    async def show_board(self) -> None:
        """Everything public; once the game is over, the result too: winners, breakdowns and
        every hand revealed (R9.4)."""
        game, public = await self.service.reading.public_view(self.channel)
        if public:
            board = board_by_id(public.board)
            self.draw(board_text(board, public, game.names, self.t))
            if public.over:
                self.say(summary_text(board, public, self.t))
