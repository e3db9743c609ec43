"""What the Discord side's platform parts (the outbox's turn messages, the notifier's DMs, the replies) ask of the
game: a turn message's image, embed and buttons, a private decision's buttons, and a player's open decisions.
Samarkand's answer is ``cogs.samarkand_side``; the platform knows the game only through this (composition:
``bot.runtime.game_plug``)."""

from __future__ import annotations

from collections.abc import Collection, Hashable, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple, Protocol

import discord

from bot.ratings.standings import Balance, RatingPoint
from bot.service import AnnounceKey, Announcement, Report
from bot.words.i18n import Msg, Text


class TurnParts(NamedTuple):
    """A turn message's parts beside its words: a picture, an embed, buttons (each may be none)."""

    file: discord.File | None
    embed: discord.Embed | None
    view: discord.ui.View | None


@dataclass(frozen=True)
class TurnWords:
    """A game's parts of a turn message's text (``cogs.message_text.turn_content``): its news,
    the lines among them that open a turn (a long chain is cut before one), the lines that
    come last (who won), its own notes, its ping's catalogue key (with ``{pings}``; the
    key with ``_deadline`` appended also takes ``{deadline}``), and the line under the ping when a player it names
    has direct messages closed to the bot (``dms_closed``: where what is private to them waits instead; the
    platform's says "under Play your turn", true of a game whose panel shows it)."""

    news: list[Msg]
    turn_starts: list[int]
    ending: list[Msg] = field(default_factory=list)
    notes: list[Msg] = field(default_factory=list)
    ping: str = "turn.ping_play"
    dms_closed: Msg = field(default_factory=lambda: Msg("turn.dms_closed"))


class Closing(NamedTuple):
    """A secret decision a change closed, as its buttons come off the holder's direct messages: ``pattern``
    (``re.match``) of their custom ids, and ``answered``: the line saying how its holder answered it, where they
    answered it elsewhere than on that message (a command, the panel, another message's button), None where it
    closed unanswered (their move, a second camel, the time limit, the end); ``closed``: where it closed unanswered,
    the line saying why and what became of it, where the change knows (else None: the game's side names those
    together). That line stands in the DMs that held the decision, in place of the question; only where no such DM
    could be edited is it sent as a DM of its own (one message either way)."""

    pattern: str
    answered: Msg | None = None
    closed: Msg | None = None


class GameSide(Protocol):
    def game_name(self) -> Msg:
        """The game's name as players read it ("Samarkand"): the platform's answer to a command the game does not
        have names it (``cogs.guide_commands``)."""

    async def help_text(self, channel: str) -> Msg:
        """``/help``: how the game is played here, every command it has named (a message: at most 2,000 characters), as
        it holds at the channel's table (Samarkand's: its sales' timing)."""

    async def rules_text(self, channel: str, language: str) -> str:
        """``/rules``: the game's rules in short, in ``language``, as they hold at the channel's table (Samarkand's: its
        sales' timing); at most 4,096 characters, an embed's description."""

    def opened(self, host: str) -> Msg:
        """The channel's message when ``host`` opens a table (``/new``): the game's name, how many may play, how to
        join and start (the platform puts the Join button under it)."""

    def welcome(self, channel: str) -> Msg:
        """The direct message a player gets on joining a table in ``channel``: what the game
        will send them there."""

    def dms_closed(self) -> Msg:
        """What a player whose direct messages are closed to the bot reads on joining (after ``welcome`` failed): where
        what the game would send them privately waits instead."""

    def turn_words(self, announcement: Announcement) -> TurnWords:
        """The game's parts of the turn message's text."""

    def announced_key(self, message: discord.Message, game_id: int) -> AnnounceKey:
        """What a turn message of this game in the channel announces (``Rules.announce_key``),
        "" if it is none: how a send whose outcome was lost is found again."""

    async def turn_parts(self, announcement: Announcement, t: Text, plain: bool) -> TurnParts:
        """The game's parts of a turn message; ``plain``: without an embed (Discord refused one)."""

    def private_lines(self, report: Report, user: str) -> list[Msg]:
        """What only ``user`` learned from a change, in the game's words for where the game
        stands after it (a sale offer's deadline is the table's), but for the lines its closed decisions' edits carry
        (``Closing.closed``)."""

    def decision_view(self, report: Report, user: str, t: Text) -> discord.ui.View | None:
        """The buttons of the decision a change gave ``user``, for a direct message (None: none)."""

    async def reminder_view(self, game_id: int, user: str, items: Collection[int], t: Text) -> discord.ui.View | None:
        """The buttons that answer ``user``'s secret decisions ``items`` (``Reminder.offers``: the ones a
        private reminder names) still open in the game, as the decision's own direct message has them,
        read from their seat now without changing anything (R6.5); None: none open, or not theirs."""

    def closed_decisions(self, report: Report, user: str) -> tuple[Closing, ...]:
        """The decisions the change closed for ``user`` (``Report.closed``), answered or not, to take their buttons
        off the DMs that hold them (none: ``()``)."""

    def with_closed(self, message: discord.Message, closed: tuple[Closing, ...],
                    t: Text) -> tuple[str, discord.ui.View | None]:
        """A DM of the bot's once the decisions ``closed`` closed: its text with each closed decision's question
        replaced by how it was answered or why it closed, its components without theirs, the others as the bot's own
        again (None: none left)."""

    async def deciding(self, channel: str, user: str) -> frozenset[Hashable]:
        """The decisions open to ``user`` in the channel's game, each told apart from any
        opened later (so a reply can point out a new one once); ``ServiceError`` if none here."""

    def unrated(self) -> Msg:
        """What a table of the game may choose that leaves its games unrated, in the line of ``/stats`` and
        ``/leaderboard`` that says which games count: ``bot.words.ratings_text.UNRATED`` (the rating setting), or the
        game's own words (Samarkand's: hints allowed, too)."""

    def standings_notes(self, rated: bool) -> list[Msg]:
        """Lines the game adds under a person's figures in ``/stats`` (none: ``[]``); ``rated``:
        the person has a rating in the answer's scope (without one, the lines say what a rating is)."""

    def balance_lines(self, balance: Balance, in_server: bool) -> list[Msg]:
        """``/stats families:True``: the scope's win shares by first family and by seat, in the
        game's words."""

    async def rating_chart(self, points: Sequence[RatingPoint], language: str) -> discord.File | None:
        """A person's rating over their latest rated games (oldest first, never empty) as a
        picture in the game's look, for ``/stats``; None: the game draws none."""
