"""The turn message's **Full board** button gives what a phone can read at 400 px: the half of
the map with the last move, at the turn image's scale (``/board half:``), and a button under
it that shows the other half in its place (and back)."""

from __future__ import annotations

import random

from bot.engine import board_by_id
from rendering.turn_image import HALVES, half_of
from tests.support.discord_players import ANN, by_command, content_of, current, open_game, random_move
from tests.support.standin import components_of


def half_shown(sent) -> tuple[str, str]:
    """The half in the answer's image (by its file name) and the half its button shows; the
    embed shows that image (Discord shows an attached image the embed does not name apart
    from it, outside the embed)."""
    [image] = [name for r in sent for name in r.files]
    [shown] = [embed["image"]["url"] for r in sent if isinstance(r.body, dict)
               for embed in r.body.get("data", r.body).get("embeds", []) if "image" in embed]
    assert shown == f"attachment://{image}"
    [button] = [c["custom_id"] for r in sent if isinstance(r.body, dict)
                for c in components_of(r.body.get("data", r.body)) if c.get("custom_id", "").startswith("sk:board:")]
    return image.removesuffix(".png").rsplit("-", 1)[1], button.rsplit(":", 1)[1]


async def test_full_board_shows_the_half_with_the_last_move_and_a_button_for_the_other(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    rng = random.Random(4)
    halves = set()
    for _ in range(40):
        row, state = await current(bot)
        user, _, action = random_move(rng, row, state)
        await by_command(fake, bot, user, action)
        _, public = await bot.service.reading.public_view(row.channel_id)
        if not public.last_placed or half_of(board_by_id(public.board), public.last_placed[0]) in halves:
            continue
        last = half_of(board_by_id(public.board), public.last_placed[0])
        custom_id = f"sk:board:{row.id}"
        message = next(m for m in reversed(fake.messages.values())
                       if any(c.get("custom_id") == custom_id for c in components_of(m)))  # the newest turn message
        sent = await fake.interact(fake.click(user, message, custom_id))
        shown, other = half_shown(sent)
        assert (shown, other) == (last, HALVES[1 - HALVES.index(last)])
        assert f"The board, {last} half:" in content_of(sent)  # the answer says it is a half, and which
        answer, button = fake.find(f"sk:board:{row.id}:{other}")
        assert answer["flags"] & 64  # privately
        edited = await fake.interact(fake.click(user, answer, button))
        assert half_shown(edited) == (other, last)
        assert any(r.method == "PATCH" for r in edited)  # in the answer's place, not a new message
        halves.add(last)
        if halves == set(HALVES):
            return
    raise AssertionError(f"the last move was only ever in {halves}")


async def test_help_names_the_half_board_for_phones(discord_env):
    fake, _ = discord_env
    for locale, half in (("en-US", "/board [turn] [half]"), ("de", "/spielplan [zug] [hälfte]")):
        fake.locale = locale
        [*_, answer] = await fake.interact(fake.command(ANN, "help"))
        assert half in answer.body["content"], answer.body["content"]
