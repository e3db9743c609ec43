"""Samarkand's turn message's parts, from the public view and public news only: its words
(which the platform's ``cogs.message_text`` puts together with the pings), its embed (the
players' figures in words, for screen readers), its image, and the names that let a turn
message be recognised in the channel later."""

from __future__ import annotations

import io
from dataclasses import replace
from functools import partial

import discord

from bot.engine import Board, board_by_id
from bot.engine.events import Turn
from bot.engine.scoring import END_STUCK
from bot.engine.view import PublicView
from bot.games.samarkand.reading import TURN_LINE
from bot.games.samarkand.screens import public_view
from bot.service import NOTHING_ANNOUNCED, AnnounceKey, Announcement
from bot.service.pools import off_loop
from bot.words.i18n import Msg, Text, family
from bot.words.level_names import tight_name
from bot.words.narrate import awaits_sale_answer, with_movers
from bot.words.textboard import met_names, players_text, revealed_text, scores_text
from cogs import message_text
from cogs.discord_text import fenced
from cogs.game_side import TurnWords
from cogs.message_text import (
    LIMIT,
    NAME_LENGTHS,
    Embed,
    all_shortened,
    clip,
    code_block,
    head,
    mention,
    names_within,
    newest_turns,
    shortened,
)
from rendering import LastTurn, Words, render_board, render_turn
from rendering.lastturn import since

__all__ = ["EMBED_FIELD", "LIMIT", "NAME_LENGTHS", "Embed", "board_file", "clip", "head", "image_name", "mention",
           "newest_turns", "players_field", "shortened", "tight", "turn_content", "turn_embed",
           "turn_file", "turn_words"]
EMBED_FIELD = 1024
TURN_IMAGE = "samarkand-game-"
GAME_OVER = "news.game_over"  # the line naming the winners: the last message's head
CLOSING = ("news.finished_by_computers", "news.hints_taken")  # what the end tells beside it: after it


def image_name(public: PublicView, game_id: int = 0, key: str = "", after: int | None = None) -> str:
    """Public facts only: the turn number (never anything about a hand), or ``after``, the
    turn an earlier position follows (``/board turn:N``). A turn message's image also names
    its game and what it announces (``key``), so that the message can be recognised in the
    channel later (see ``announced_key``)."""
    if key:
        return f"{TURN_IMAGE}{game_id}-{key.replace(':', '-')}.png"
    if after is not None:
        return f"samarkand-after-turn-{after}.png"
    return f"samarkand-turn-{public.turn}.png"


def announced_key(message: discord.Message, game_id: int) -> AnnounceKey:
    """What a turn message of this game announces ("turn:phase", as ``announce_key``), from
    its image's name (an attachment's, or the embed's image address); "" if it is none."""
    prefix = f"{TURN_IMAGE}{game_id}-"
    names = [a.filename for a in message.attachments]
    names += [(e.image.url or "").split("?")[0].rsplit("/", 1)[-1] for e in message.embeds]
    for name in names:
        if name.startswith(prefix) and name.endswith(".png"):
            turn, _, phase = name[len(prefix):-len(".png")].partition("-")
            return AnnounceKey(f"{turn}:{phase}")
    return NOTHING_ANNOUNCED


def turn_words(announcement: Announcement) -> TurnWords:
    """Samarkand's parts of a turn message's text: the line naming the winners comes last,
    "news.turn" lines open a turn, each camel placement names its player (``with_movers``: the
    turn's opening may be in the message before), a game settling its last sale offers says
    so, as does a table with ``sales: at once`` waiting for a sale answer (it pings nobody),
    and a player who must discard is pinged to discard."""
    public = public_view(announcement.view)
    notes = []
    if public.settling and not announcement.over:
        notes.append(Msg("turn.settling_stuck" if public.end_reason == END_STUCK else "turn.settling"))
    elif awaits_sale_answer(public):  # nobody to ping
        notes.append(Msg("turn.waits_sale"))
    opener = next((e.player for e in announcement.events[:announcement.opening] if isinstance(e, Turn)), None)
    news = with_movers([line for line in announcement.lines if line.key not in (GAME_OVER, *CLOSING)],
                       None if opener is None else announcement.names[opener])
    discarding = any(w.kind == "discard" for w in public.waiting)
    ending = [line for key in (GAME_OVER, *CLOSING) for line in announcement.lines if line.key == key]
    return TurnWords(news=news, turn_starts=[n for n, line in enumerate(news) if line.key == TURN_LINE],
                     ending=ending, notes=notes, ping="turn.ping_discard" if discarding else "turn.ping_play")


def turn_content(announcement: Announcement, closed_dms: set[str], t: Text) -> str:
    """A Samarkand turn message's text (``cogs.message_text.turn_content``)."""
    return message_text.turn_content(announcement, turn_words(announcement), closed_dms, t)


def players_field(board: Board, public: PublicView, names: list[str], t: Text) -> str:
    """Every player's line within an embed field's 1,024 characters: the names as they are,
    or, where escaping would make the field too long (a name of markdown characters doubles),
    cut before they are escaped, rather than a player's line left out."""
    said = names_within(lambda most: players_text(board, public, all_shortened(names, most), t),
                        lambda text: len(text) <= EMBED_FIELD)
    return clip(said, EMBED_FIELD)


def turn_embed(announcement: Announcement, t: Text, after: int | None = None, image: str = "") -> Embed:
    """Title, the board image, the players' figures in text (for screen readers), and the
    tiles out of the game (two players, R4.6), which the images do not draw;
    ``after``: the position after that turn (``/board turn:N``), titled and named so;
    ``image``: the attached image's file name when it is not the turn's (a half of the map),
    since Discord shows an image the embed does not name apart from it."""
    public = public_view(announcement.view)
    board = board_by_id(public.board)
    now = t("embed.turn", turn=public.turn) if after is None else t("embed.after_turn", turn=after)
    embed = Embed(title=t("embed.final") if announcement.over else now)
    embed.set_image(url=f"attachment://{image or image_name(public, announcement.game_id, announcement.key, after)}")
    embed.add_field(name=t("embed.players"), value=players_field(board, public, announcement.names, t), inline=False)
    embed.add_field(name=t("embed.meetings"), value=clip(met_names(board, public, t), EMBED_FIELD), inline=False)
    if public.removed_tiles:  # two players: the bag's tiles that left the game, public (R10), drawn nowhere
        removed = t("embed.removed_tiles", families=[family(board, f) for f in public.removed_tiles])
        embed.add_field(name=t("embed.removed"), value=clip(removed, EMBED_FIELD), inline=False)
    if announcement.over and public.scores:
        scores = [replace(line, name=fenced(tight_name(line.name, announcement.language)))  # a code block
                  for line in public.scores]
        embed.add_field(name=t("embed.scores"), value=code_block(scores_text(scores, t), EMBED_FIELD),
                        inline=False)
        embed.add_field(name=t("embed.hands"), value=clip(revealed_text(board, public.scores, t), EMBED_FIELD),
                        inline=False)
    return embed


def tight(public: PublicView, language: str) -> PublicView:
    """The view as the images draw it: computer seats by their short names (``tight_name``),
    which fit a player box and a caption."""
    players = tuple(replace(p, name=tight_name(p.name, language)) for p in public.players)
    return replace(public, players=players)


async def board_file(public: PublicView, words: Words, last_turn: LastTurn | None = None,
                     name: str = "", after: int | None = None) -> discord.File:
    """The full board, drawn in the rendering threads from the public view (``after``: as
    the position after that turn)."""
    png = await off_loop(partial(render_board, board_by_id(public.board), public, None, last_turn, words=words,
                                 after=after))
    return discord.File(io.BytesIO(png), filename=name or image_name(public, after=after))


async def turn_file(announcement: Announcement, words: Words) -> discord.File:
    """The turn message's image: made for the inline preview (the region of the last turn,
    enlarged, with everyone's public points; every move of a chain of computer moves); at the
    end, the full board with the winners."""
    *earlier, last_turn = since(announcement.events)
    seen = public_view(announcement.view)
    name = image_name(seen, announcement.game_id, announcement.key)
    public = tight(seen, announcement.language)
    if announcement.over:
        return await board_file(public, words, last_turn, name)
    board = board_by_id(public.board)
    png = await off_loop(partial(render_turn, board, public, last_turn, words=words, earlier=earlier))
    return discord.File(io.BytesIO(png), filename=name)
