"""Samarkand's side of the Discord messages (``cogs.game_side.GameSide``): the turn message's
board image, its embed (families, players, the scores) and its buttons (the turn panel, the
board, the page; under the final one, each player's review), a sale offer's or a discard's
buttons in a direct message, and the sale offers and the discard a player has open."""

from __future__ import annotations

import io
from collections.abc import Collection, Hashable, Sequence
from functools import partial

import discord

from bot.engine import SaleDecision
from bot.games.samarkand.game_service import GameService
from bot.games.samarkand.game_settings import settings_of
from bot.games.samarkand.screens import public_view, seat_screen
from bot.ratings.standings import RatingPoint
from bot.service import Announcement, GameStatus, Report, ServiceError
from bot.service.pools import off_loop
from bot.words.i18n import Msg, Text
from bot.words.image_words import words_in
from bot.words.narrate import OFFER_LINE, card_name, timed_offers
from bot.words.standings_text import UNRATED, balance_lines, levels_line
from cogs.compose import announced_key, turn_embed, turn_file, turn_words
from cogs.decisions import closed_offer_ids, decision_view, offers_view, with_closed
from cogs.game_side import Closing, TurnParts
from cogs.page_link import page_button
from cogs.review_commands import review_view
from cogs.turn_message import full_board, turn_view
from rendering.rating_chart import ChartPoint, rating_chart


def help_message(at_once: bool) -> Msg:
    """/help, with how long a sale offer waits for its answer as the channel's table times it (``at_once``: ``sales:
    at once``, where the game waits for the holder; "until your next move" was false there)."""
    return Msg("info.help", offer_time=Msg("info.help.offer_at_once" if at_once else "info.help.offer_private"))


class SamarkandSide:
    """``web_url``: the game pages' address, for the turn message's link (empty: none)."""

    def __init__(self, service: GameService, web_url: str = "") -> None:
        self.service, self.web_url = service, web_url

    def game_name(self) -> Msg:
        return Msg("info.game_name")

    async def help_text(self, channel: str) -> Msg:
        return help_message(await self._sells_at_once(channel))

    async def rules_text(self, channel: str, language: str) -> str:
        """``data/rules_summary.md`` in ``language``, with the channel's table's timing of sales (``rules_summary``)."""
        return self.service.reading.rules_summary(language, await self._sells_at_once(channel))

    async def _sells_at_once(self, channel: str) -> bool:
        """Whether the channel's game, in its lobby or under way, chose ``sales: at once``: the
        summary's R6.5 (an offer holds nobody up, until your next move) is then not this
        table's timing, and /rules says the table's in its place."""
        try:
            game, _ = await self.service.reading.public_view(channel)
        except ServiceError:
            return False  # no game here ever: the summary as printed
        return settings_of(game.settings).at_once and game.status in (GameStatus.LOBBY, GameStatus.PLAYING)

    def opened(self, host: str) -> Msg:
        return Msg("lobby.opened", name=host)

    def welcome(self, channel: str) -> Msg:
        return Msg("dm.welcome", channel=channel)

    def dms_closed(self) -> Msg:
        return Msg("lobby.dms_closed")

    turn_words, announced_key = staticmethod(turn_words), staticmethod(announced_key)  # compose's, as they are

    async def turn_parts(self, announcement: Announcement, t: Text, plain: bool) -> TurnParts:
        file = await turn_file(announcement, words_in(t.language))
        embed = None if plain else turn_embed(announcement, t)
        view = self._final_view(announcement.game_id, t) if announcement.over else turn_view(
            announcement.game_id, public_view(announcement.view).turn, t, self.web_url)
        return TurnParts(file, embed, view)

    def _final_view(self, game: int, t: Text) -> discord.ui.View:
        """The final message's buttons: the presser's review first, then, as under every turn
        message, the board a phone can read (the whole map's final image is not) and the page."""
        view = review_view(game, t)
        view.add_item(full_board(game, t))
        if self.web_url:
            view.add_item(page_button(game, t, self.web_url))
        return view

    def private_lines(self, report: Report, user: str) -> list[Msg]:
        """The change's private lines in the table's timing of offers, and under a new offer, when only a sale would
        give the holder a move, that they should sell before their turn comes (as their panel and /hand say)."""
        carried = [told for told, _ in self._closed_unanswered(report, user).values()]
        lines = [line for line in timed_offers(report.private.get(user, []), public_view(report.view))
                 if line not in carried]  # said in place of the offer's question on its DMs (Outbox._take_off)
        screen = seat_screen(report, user)
        offered = any(line.key.startswith(OFFER_LINE) for line in lines)
        if offered and screen is not None and screen.options.sale_unblocks:
            lines.append(Msg("panel.sell_to_move"))
        return lines

    def decision_view(self, report: Report, user: str, t: Text) -> discord.ui.View | None:
        screen = seat_screen(report, user)
        if user not in report.prompts or screen is None:
            return None
        if report.private.get(user) and not self.private_lines(report, user):  # what prompted them, the closed
            return None  # offers' edits say, on the DMs that hold the open decisions' buttons still: no DM anew
        return decision_view(report.game_id, screen.view, screen.board, t)

    async def reminder_view(self, game_id: int, user: str, items: Collection[int], t: Text) -> discord.ui.View | None:
        """The Sell and Keep of the reminded offers still open, labelled from the seat's hand: one read of the game,
        as a press's (no write, no mark); a game no longer in play, or a seat no longer the holder's, has none."""
        try:
            screen = await self.service.play.screen(game_id, user, None)
        except ServiceError:
            return None
        return offers_view(game_id, screen.view, screen.board, t, items)

    def closed_decisions(self, report: Report, user: str) -> tuple[Closing, ...]:
        """The offers the change closed: those their holder answered (command, panel, a press, a standing order) with
        what they chose, so that a DM still asking "sell or keep?" says it is answered (the pressed message itself is
        the press's answer's to edit); the others (closed by their move, a second camel, the time limit or the end)
        without, but with why each closed and that the card is kept (R6.5), as they may have passed the holder by."""
        board = self.service.board
        answers = self._answers(report)
        unanswered = self._closed_unanswered(report, user)
        handed = user in report.handed_over  # a computer plays their seat now, and answered the offer for it
        return tuple(Closing(closed_offer_ids(report.game_id, card),
                             None if card not in answers else
                             Msg("dm.offer_sold" if answers[card] else "dm.offer_kept", card=card_name(board, card)),
                             unanswered[card][1] if card in unanswered else
                             Msg("dm.offer_handed_over", card=card_name(board, card)) if handed else None)
                     for card in report.closed.get(user, []))

    @staticmethod
    def _answers(report: Report) -> dict[int, bool]:
        """The offers the change's people answered themselves: each card with whether it was sold."""
        return {action.card: action.sell for action in report.chosen if isinstance(action, SaleDecision)}

    def _closed_unanswered(self, report: Report, user: str) -> dict[int, tuple[Msg, Msg]]:
        """The offers of ``user`` the change closed without their answer, each with the private line that told it (the
        engine's "has passed" with its reason, or the stand-in's keep at the time limit) and the line that says why it
        closed and that the card is kept, for the DMs that asked (R6.5)."""
        board, answers, private = self.service.board, self._answers(report), report.private.get(user, [])
        found: dict[int, tuple[Msg, Msg]] = {}
        for card in report.closed.get(user, []):
            name = card_name(board, card)
            if card in answers:
                continue
            if said := next((line for line in private if line.key == "news.offer_closed"
                             and line.values.get("card") == name), None):
                found[card] = (said, said)
            elif kept := next((line for line in private if line.key == "news.card_kept"
                               and line.values.get("card") == name), None):  # kept for them: its time was up
                found[card] = (kept, Msg("news.offer_closed", card=name, reason=Msg("news.offer_closed.time_limit")))
        return found

    def with_closed(self, message: discord.Message, closed: tuple[Closing, ...],
                    t: Text) -> tuple[str, discord.ui.View | None]:
        return with_closed(message, closed, self.service.board, t)

    async def deciding(self, channel: str, user: str) -> frozenset[Hashable]:
        return frozenset(await self.service.reading.deciding(channel, user))

    def unrated(self) -> Msg:
        return UNRATED

    def standings_notes(self, rated: bool) -> list[Msg]:
        return [levels_line(rated)]

    balance_lines = staticmethod(balance_lines)  # standings_text's, as it is

    async def rating_chart(self, points: Sequence[RatingPoint], language: str) -> discord.File | None:
        """The chart, with the levels a person may meet drawn as lines at their fixed ratings."""
        shown = [ChartPoint(p.skill.mu, *p.skill.interval) for p in points]
        game, offered = self.service.store.plays, self.service.tables.rules.computer_levels
        levels = [(level, game.level_skill(level).mu) for level in offered]
        png = await off_loop(partial(rating_chart, shown, levels, words_in(language)))
        return discord.File(io.BytesIO(png), filename="samarkand-rating.png")
