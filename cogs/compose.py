"""The turn message's parts, from the public view and public news only: its text with the
pings, its embed (the players' figures in words, for screen readers), its image, and the
names that let a turn message be recognised in the channel later."""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial
from typing import Any

import discord

from bot.engine import Board, board_by_id
from bot.engine.scoring import END_STUCK
from bot.engine.view import PublicView
from bot.games.samarkand.reading import TURN_LINE
from bot.service import Announcement
from bot.service.pools import off_loop
from bot.words.i18n import Text
from bot.words.level_names import tight_name
from bot.words.textboard import met_text, players_text, revealed_text, scores_text
from cogs.discord_text import fenced
from rendering import LastTurn, Words, render_board, render_turn
from rendering.lastturn import since

LIMIT = 2000  # characters in a message (Discord)
EMBED_FIELD = 1024
TURN_IMAGE = "samarkand-game-"
GAME_OVER = "news.game_over"  # the line naming the winners: the last message's head


def clip(text: str, limit: int = LIMIT) -> str:
    """Keep a message within Discord's limit without losing its head: its first lines, then
    "…" where the rest was (a title and the first ranks matter most). A first line longer
    than the limit alone is cut at its end."""
    if len(text) <= limit:
        return text
    lines = text.splitlines()
    if len(lines[0]) + 2 > limit:
        return text[:limit]
    return head(lines, limit, lambda left: "…")


def head(lines: list[str], limit: int, more: Callable[[int], str]) -> str:
    """The first lines that fit within ``limit``, then ``more(n)`` for the ``n`` left out:
    for texts whose first lines matter most (a title, the first ranks)."""
    kept = len(lines)
    while kept and len("\n".join([*lines[:kept], more(len(lines) - kept)])) > limit:
        kept -= 1
    return "\n".join(lines) if kept == len(lines) else "\n".join([*lines[:kept], more(len(lines) - kept)])


def newest_turns(lines: list[str], starts: list[int], limit: int = LIMIT, tail: Sequence[str] = (),
                 earlier: Callable[[int], str] | None = None) -> str:
    """The newest whole turns (``starts``: the line each begins on) that fit in a message
    before ``tail`` (a turn message's ping, which must reach its players), after
    ``earlier(n)`` saying where the ``n`` older turns left out are ("": nothing to say): for
    /log and a chain of moves, where the newest matter most. A turn longer than a message
    alone keeps its newest lines, after a "…"."""
    ending = "\n".join(tail)
    for dropped, begin in enumerate(starts or [0]):
        first = earlier(dropped) if earlier else ""
        said = "\n".join([*([first] if first else []), *lines[begin:], *tail])
        if len(said) <= limit:
            return said
    last = lines[starts[-1] if starts else 0:]
    while last and len("\n".join(["…", *last, *tail])) > limit:
        last.pop(0)
    return "\n".join(["…", *last, *tail]) if last else clip(ending, limit)


class Embed(discord.Embed):
    """An embed without the ``"flags": 0`` discord.py 2.7 adds to every embed: Discord's API
    description declares no such request key (the contract tests check every key)."""

    def to_dict(self) -> dict[str, Any]:  # type: ignore[override]  # JSON: the embed as sent
        data = dict(super().to_dict())
        if not data.get("flags"):
            data.pop("flags", None)
        return data


def mention(user: str) -> str:
    return f"<@{user}>" if user.isdigit() else user


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


def announced_key(message: discord.Message, game_id: int) -> str:
    """What a turn message of this game announces ("turn:phase", as ``announce_key``), from
    its image's name (an attachment's, or the embed's image address); "" if it is none."""
    prefix = f"{TURN_IMAGE}{game_id}-"
    names = [a.filename for a in message.attachments]
    names += [(e.image.url or "").split("?")[0].rsplit("/", 1)[-1] for e in message.embeds]
    for name in names:
        if name.startswith(prefix) and name.endswith(".png"):
            turn, _, phase = name[len(prefix):-len(".png")].partition("-")
            return f"{turn}:{phase}"
    return ""


def message_link(guild: str, channel: str, message: str) -> str:
    return f"https://discord.com/channels/{guild or '@me'}/{channel}/{message}"


def turn_content(announcement: Announcement, closed_dms: set[str], t: Text) -> str:
    """The news of the turn, then what the game waits for, or at the end who won, always
    whole. A chain of computer moves may pass Discord's limit: then its newest moves stay
    (they lead to the turn now awaited) and one line first says how many earlier ones
    /log shows (the rest of the turn announced before counts as one)."""
    ending = [line for line in announcement.lines if line.key == GAME_OVER]
    news = [line for line in announcement.lines if line.key != GAME_OVER]
    public, lines = announcement.view, t.lines(ending)
    if public.settling and not announcement.over:
        lines.append(t("turn.settling_stuck" if public.end_reason == END_STUCK else "turn.settling"))
    if announcement.mentions and not announcement.over:
        discarding = any(w.kind == "discard" for w in public.waiting)
        pings = " ".join(mention(u) for u in announcement.mentions)
        key = "turn.ping_discard" if discarding else "turn.ping_play"
        if announcement.deadline:
            lines.append(t(f"{key}_deadline", pings=pings, deadline=int(announcement.deadline)))
        else:
            lines.append(t(key, pings=pings))
        if set(announcement.mentions) & closed_dms:
            lines.append(t("turn.dms_closed"))
    moves = sorted({0, *(n for n, line in enumerate(news) if line.key == TURN_LINE)}) if news else []

    def earlier(left: int) -> str:
        return t("turn.earlier_moves", count=left) if left else ""
    return newest_turns(t.lines(news), moves, tail=lines, earlier=earlier)


NAME_LENGTHS = (32, 20, 14, 10)  # a display name's most characters in the embed's players field, then shorter


def shortened(name: str, most: int) -> str:
    return name if len(name) <= most else name[:most - 1] + "…"


def players_field(board: Board, public: PublicView, names: list[str], t: Text) -> str:
    """Every player's line within an embed field's 1,024 characters: the names as they are,
    or, where escaping would make the field too long (a name of markdown characters doubles),
    cut before they are escaped, rather than a player's line left out."""
    said = ""
    for most in NAME_LENGTHS:
        said = players_text(board, public, [shortened(name, most) for name in names], t)
        if len(said) <= EMBED_FIELD:
            return said
    return clip(said, EMBED_FIELD)


def turn_embed(announcement: Announcement, t: Text, after: int | None = None) -> Embed:
    """Title, the board image, and the players' figures in text (for screen readers);
    ``after``: the position after that turn (``/board turn:N``), titled and named so."""
    board, public = board_by_id(announcement.view.board), announcement.view
    now = t("embed.turn", turn=public.turn) if after is None else t("embed.after_turn", turn=after)
    embed = Embed(title=t("embed.final") if announcement.over else now)
    embed.set_image(url=f"attachment://{image_name(public, announcement.game_id, announcement.key, after)}")
    embed.add_field(name=t("embed.players"), value=players_field(board, public, announcement.names, t),
                    inline=False)
    embed.add_field(name=t("embed.meetings"), value=clip(met_text(board, public, t), EMBED_FIELD), inline=False)
    if announcement.over and public.scores:
        scores = [replace(line, name=fenced(tight_name(line.name, announcement.language)))  # a code block
                  for line in public.scores]
        embed.add_field(name=t("embed.scores"), value=clip(f"```\n{scores_text(scores, t)}\n```", EMBED_FIELD),
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
    name = image_name(announcement.view, announcement.game_id, announcement.key)
    public = tight(announcement.view, announcement.language)
    if announcement.over:
        return await board_file(public, words, last_turn, name)
    board = board_by_id(public.board)
    png = await off_loop(partial(render_turn, board, public, last_turn, words=words, earlier=earlier))
    return discord.File(io.BytesIO(png), filename=name)
