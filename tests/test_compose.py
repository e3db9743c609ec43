"""Long messages: a list whose first lines matter most keeps them and says how many it left
out; a turn message keeps its newest moves and its ping whole and counts the older moves."""

import random
from dataclasses import replace

import pytest

from bot.engine import GameState, apply_action, awaiting, board_by_id, default_board, legal_actions, new_game, view
from bot.engine.events import Turn
from bot.engine.scoring import END_STUCK
from bot.engine.view import Waiting
from bot.service import Announcement
from bot.words.i18n import Msg, family
from bot.words.narrate import offer_key, timed_offers
from bot.words.textboard import players_text
from cogs.compose import EMBED_FIELD, LIMIT, clip, head, newest_turns, players_field, turn_content, turn_embed
from cogs.discord_text import discord_text, literal
from cogs.message_text import all_shortened, shortened
from tests.support.engine_scenarios import first_random_position, played, settling_game


def test_a_long_list_keeps_its_first_lines_and_counts_the_rest():
    lines = [f"game {n}: " + "x" * 90 for n in range(40)]
    said = head(lines, LIMIT, lambda left: f"…and {left} more")
    kept = said.splitlines()
    assert len(said) <= LIMIT and kept[0] == lines[0] and kept[-1] == f"…and {40 - len(kept) + 1} more"
    assert kept[:-1] == lines[:len(kept) - 1]
    assert head(lines[:3], LIMIT, lambda left: "more") == "\n".join(lines[:3])  # short lists stay whole


def earlier_moves(left: int) -> str:
    return f"… {left} earlier moves: /log" if left else ""


def test_a_long_chain_keeps_its_newest_moves_and_its_ping_and_counts_the_older_ones():
    moves = [[f"Turn {n}: Computer {n % 4} to play.", *(f"Computer {n % 4} expands to I{n}, " + "y" * 60
                                                       for _ in range(5))] for n in range(1, 13)]
    news = ["Ann discarded 2 cards.", *(line for move in moves for line in move)]  # the rest of Ann's turn first
    starts = [0, *(1 + 6 * n for n in range(12))]
    ping = "<@100000000000000031>, it is your turn (until <t:1800000000:R>)"
    said = newest_turns(news, starts, tail=[ping], earlier=earlier_moves)
    kept = said.splitlines()
    left_out = 13 - (len(kept) - 2) // 6
    assert len(said) <= LIMIT and 1 < left_out < 13
    assert kept[0] == f"… {left_out} earlier moves: /log" and kept[-1] == ping  # the count first, the ping last
    assert kept[1:-1] == news[len(news) - (len(kept) - 2):] and kept[-2] == news[-1]  # the newest moves, whole
    assert newest_turns(news[:7], [0, 1], tail=[ping], earlier=earlier_moves) == "\n".join([*news[:7], ping])


def test_a_message_within_the_limit_is_left_alone_and_a_single_huge_line_keeps_its_start():
    assert clip("a\nb") == "a\nb"
    huge = "z" * 5000
    assert clip(huge) == huge[:LIMIT]


def overflowing(names: list[str], t) -> GameState | None:
    """A position of random games in which the players' lines, escaped, pass 1,024 characters."""
    for seed in range(10):
        state, _ = new_game(names, seed, default_board(), seated=True)
        rng = random.Random(seed)
        while not state.over:
            decision = awaiting(state)[0]
            apply_action(state, decision.player, rng.choice(legal_actions(state, decision.player)))
            if len(players_text(state.board, view(state), names, t)) > EMBED_FIELD:
                return state
    return None


def test_the_players_field_keeps_every_player_when_escaped_names_would_overflow_it():
    """Five of the longest names made of markdown characters, late in a game, in German: the
    field as escaped would pass Discord's 1,024; the names are cut before escaping instead,
    and every player keeps their line."""
    names = [("__**~~||" * 4)[:31] + str(n) for n in range(5)]
    t = discord_text("de")
    state = overflowing(names, t)
    assert state is not None, "the names never overflowed the field: the test proves nothing"
    field = players_field(state.board, view(state), names, t).splitlines()
    assert len("\n".join(field)) <= EMBED_FIELD and len(field) == len(names)
    assert all(line.startswith(literal(names[n][:8])) for n, line in enumerate(field))


def test_the_log_shows_the_newest_whole_turns_that_fit():
    turns = [[f"Turn {n}: Ann's turn.", *(f"move {n}.{m} " + "w" * 80 for m in range(6))] for n in range(8)]
    lines = [line for turn in turns for line in turn]
    starts = [n * 7 for n in range(8)]
    said = newest_turns(lines, starts).splitlines()
    assert said[0].startswith("Turn ") and said[-1] == lines[-1] and len("\n".join(said)) <= LIMIT
    assert newest_turns(lines[-7:], [0]) == "\n".join(lines[-7:])  # a short log stays whole
    long_turn = ["Turn 9: Bob's turn.", *(f"line {m} " + "v" * 300 for m in range(9))]
    kept = newest_turns(long_turn, [0]).splitlines()
    assert kept[0] == "…" and kept[-1] == long_turn[-1] and len("\n".join(kept)) <= LIMIT


def at_a_sale_answer(sales_at_once: bool) -> GameState:
    """A random game's first position in which a camel has just opened a sale to a holder:
    with ``sales_at_once`` the table waits for the answer, else it plays on (R6.5)."""
    return first_random_position(lambda state: any(d.kind == "sale" for d in [*state.pending, *state.offers]), 20,
                                 sales_at_once=sales_at_once)


def test_a_sale_offers_sentence_names_the_deadline_its_table_and_moment_give():
    """By the holder's next move at a private table, or what closes it first (the end of the
    game above all: a play-test's player kept a card worth 1 point, told only "until your next
    move", when the game ended first); the table waiting at sales: at once; the
    scoring waiting when the game's last turn opened it: never "until your next move" where
    there is none to wait for."""
    t = discord_text("en")
    for state, deadline in ((at_a_sale_answer(False), "You have until your next move, unless a second camel on its "
                                                      "space, the time limit or the end of the game closes the offer "
                                                      "first."),
                            (at_a_sale_answer(True), "The table waits for your answer (sales: at once)."),
                            (settling_game(), "The game has ended; the scoring waits for your answer (R6.5).")):
        offer = Msg("news.sale_offer", card="Silk (31, P3)", price=3)
        [said] = t.lines(timed_offers([offer], view(state)))
        assert said == f"You hold Silk (31, P3): sell it for 3 Dirham, or keep it? {deadline}"


def test_an_offer_while_nobody_can_act_says_that_a_sale_may_let_play_go_on():
    """When the last turn left nobody able to act, the game has not ended: a sale may let play
    go on (docs/rulings.md). The holder is told so, in the panel too, and not that the scoring
    waits."""
    stuck = replace(view(settling_game()), end_reason=END_STUCK)
    for language, words in (("en", "a sale may let play go on"), ("de", "ein Verkauf kann die Partie weitergehen")):
        t = discord_text(language)
        [said] = t.lines(timed_offers([Msg("news.sale_offer", card="Silk (31, P3)", price=3)], stuck))
        panel = t(offer_key("panel.offer", stuck), card="Silk", price=3, now=1, count=1, best=4)
        assert words in said and words in panel
        assert t("news.sale_offer.before_scoring", card="Silk", price=3).split("?")[1] not in said


@pytest.mark.parametrize("sales_at_once", [True, False])
def test_a_table_waiting_for_a_sale_answer_says_so_and_marks_nobody_to_play(sales_at_once):
    """At a table with sales: at once, the turn message posted while it waits for a secret
    holder pings nobody: it says what the table waits for, and its players field marks no one
    as to play (as the image does); at a private table the player to move is marked as ever."""
    state = at_a_sale_answer(sales_at_once)
    names, t = ["Ann", "Bob", "Cyd"], discord_text("en")
    public = view(state)
    waiting = Announcement(1, "c", "g", "", 0, [], public, names, [], None, "", False)
    said = turn_content(waiting, set(), t)
    marked = [line for line in players_field(state.board, public, names, t).splitlines()
              if line.endswith(t("board.to_play"))]
    if sales_at_once:
        assert t("turn.waits_sale") in said and not marked
    else:
        assert t("turn.waits_sale") not in said and marked == [players_field(state.board, public, names, t)
                                                                .splitlines()[state.active]]


def test_each_camel_of_a_chain_is_said_with_its_player():
    """A turn message beginning in a turn opened in the message before names that turn's
    player with its camels; after each turn's own line, that turn's player."""
    state, _ = new_game(["Ann", "Bob", "Cyd"], 1)
    names, t = ["Ann", "Bob", "Cyd"], discord_text("en")
    camel = Msg("news.camel_placed", family="Levant", space="B6")
    lines = [camel, Msg("news.turn", turn=5, name="Bob"), camel]
    told = Announcement(1, "c", "g", "", 0, lines, view(state), names, [], None, "", False,
                        events=[Turn(0, 4), Turn(1, 5)], opening=1)
    said = turn_content(told, set(), t).splitlines()
    assert said[:3] == ["**Ann** placed a camel of the Levant family on B6.", "Turn 5: **Bob** to play.",
                        "**Bob** placed a camel of the Levant family on B6."]


def test_a_second_camels_payment_is_said_with_its_player():
    """A two-camel expansion's first line is the treasury's payment: it names the mover, so
    the message does not open on a payment nobody made."""
    state, _ = new_game(["Ann", "Bob", "Cyd"], 1)
    names, t = ["Ann", "Bob", "Cyd"], discord_text("en")
    lines = [Msg("news.treasury_paid", family="Levant", amount=2),
             Msg("news.camel_placed", family="Levant", space="B6")]
    told = Announcement(1, "c", "g", "", 0, lines, view(state), names, [], None, "", False,
                        events=[Turn(0, 4)], opening=1)
    said = turn_content(told, set(), t).splitlines()
    assert said[0] == "**Ann** placed two camels; the Levant treasury paid 2 Dirham for the second."


@pytest.mark.parametrize(("opening", "first"), [(Msg("news.camel_placed", family="Levant", space="B6"), 4),
                                                (Msg("news.started", order="Ann, Bob, Cyd"), 1)])
def test_a_chain_too_long_names_the_turn_log_shows_its_older_moves_from(opening, first):
    """"… N earlier moves: /log turn:T": T is the turn the left-out news begin in, the one
    before the first turn line when they begin with the rest of an earlier turn, and turn 1 for
    a game's opening chain, which begins with the start's line (it said turn:0, which /log refuses)."""
    state, _ = new_game(["Ann", "Bob", "Cyd"], 1)
    names, t = ["Ann", "Bob", "Cyd"], discord_text("en")
    long = Msg("news.camel_placed", family="Levant " + "x" * 80, space="B6")
    lines = [opening, *(line for turn in range(first + (first > 1), 40) for line in
                        (Msg("news.turn", turn=turn, name="Bob"), *[long] * 3))]
    told = Announcement(1, "c", "g", "", 0, lines, view(state), names, [], None, "", False)
    said = turn_content(told, set(), t).splitlines()
    assert len("\n".join(said)) <= LIMIT and said[0].endswith(f"/log turn:{first} shows them")


def test_a_chain_too_long_keeps_the_platforms_notes_of_the_moves_it_leaves_out():
    """A time-out (or a seat handed over) in the older part of a long chain of computer moves
    stays, after the line counting the moves left out: the table must learn that a stand-in
    played for Ann, which the moves alone do not say."""
    state, _ = new_game(["Ann", "Bob", "Cyd"], 1)
    names, t = ["Ann", "Bob", "Cyd"], discord_text("en")
    long = Msg("news.camel_placed", family="Levant " + "x" * 80, space="B6")
    timed_out = Msg("news.timeout_standin", name="Ann")
    lines = [Msg("news.turn", turn=4, name="Ann"), timed_out, *[long] * 3,
             *(line for turn in range(5, 40) for line in (Msg("news.turn", turn=turn, name="Bob"), *[long] * 3))]
    kept = Announcement(1, "c", "g", "", 0, lines, view(state), names, [], None, "", False, notes=[timed_out])
    said = turn_content(kept, set(), t).splitlines()
    assert len("\n".join(said)) <= LIMIT and said[0].endswith("/log turn:4 shows them")
    assert said[1] == t(timed_out) and said[2] != t(long)  # after the count, before the newest whole turns
    assert said.count(t(timed_out)) == 1
    assert t(timed_out) not in turn_content(replace(kept, notes=[]), set(), t)  # a move's line is cut, a note not


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_turn_messages_meetings_name_the_families_in_the_readers_language(language):
    """The map's two-letter codes come from the English names and have no key in the message
    ("Uy-Ch" in a German game): the field names both families of each pair instead."""
    state = settling_game()  # a whole game played: families have met
    public = view(state)
    assert public.met
    t = discord_text(language)
    announcement = Announcement(1, "c", "g", "1:0", 0, [], public, [p.name for p in state.players], [], None, "",
                                public.over, language)
    [meetings] = [field.value for field in turn_embed(announcement, t).fields if field.name == t("embed.meetings")]
    board = default_board()
    for a, b in public.met:
        assert f"{t(family(board, a))}–{t(family(board, b))}" in meetings
    assert not [f.short for f in board.families if f"{f.short}-" in meetings or f"-{f.short}" in meetings]


def test_notes_too_many_for_the_message_give_way_to_the_newest_turn_oldest_first():
    """Sixty time-outs over a long chain cannot all stand beside the newest turn: the oldest
    give way, never the newest turn, its count of the moves left out or the ping."""
    news, starts, kept = [], [], []
    for turn in range(1, 61):
        starts.append(len(news))
        timed_out = f"Time is up for Cyd {turn}: a computer stand-in makes the move. " + "z" * 30
        news += [f"Turn {turn}: Cyd to play.", timed_out, f"Cyd placed a camel on B{turn}."]
        kept.append(len(news) - 2)
    ping = "<@100000000000000031>, it is your turn."
    said = newest_turns(news, starts, tail=[ping], earlier=earlier_moves, kept=kept).splitlines()
    assert len("\n".join(said)) <= LIMIT and said[0] == "… 59 earlier moves: /log" and said[-1] == ping
    assert said[-4:-1] == news[-3:]  # the newest turn, whole
    notes = said[1:-4]
    assert notes and notes == [news[n] for n in kept[len(kept) - 1 - len(notes):-1]]  # the newest notes, in order


@pytest.mark.rule("R10")
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_tiles_out_of_a_two_player_game_are_named_in_the_turn_message(language):
    """Two players draw tiles from a bag, and one nobody married into leaves the game (R4.6):
    public (R10), and drawn on no image, so the turn message's embed names them; a game whose
    bag has let none go shows no such field."""
    state, _ = new_game(["Ann", "Bob"], 3)
    t, board = discord_text(language), default_board()

    def fields(public) -> dict[str, str]:
        told = Announcement(1, "c", "g", "1:0", 0, [], public, ["Ann", "Bob"], [], None, "", False, language)
        return {field.name: field.value for field in turn_embed(told, t).fields}
    assert t("embed.removed") not in fields(view(state))
    state.removed_tiles = [board.family_named("Sindh").index, board.family_named("Byzant").index]
    said = fields(view(state))[t("embed.removed")]
    assert t(family(board, board.family_named("Sindh").index)) in said
    assert t(family(board, board.family_named("Byzant").index)) in said


def test_names_that_share_their_start_are_told_apart_once_cut():
    """Five 32-character names of markdown characters (escaping doubles them) that share their
    first 20 (a clan's tag), at a German table where every seat holds much: the players field
    cuts them to keep each line, and the cut names still tell the seats apart, by their ends."""
    state = played(5, 3, 30)
    public, prefix = view(state), "*_~|" * 5
    names = [(prefix + "*_~|*_~|*_~" + str(n))[:32] for n in range(1, 6)]
    board = board_by_id(public.board)
    players = tuple(replace(p, name=names[seat], money=99, tiles=tuple(f % len(board.families) for f in
                                                                          range(seat * 4, seat * 4 + 4)),
                            goods_markers=tuple(range(4)), relationship_markers=tuple(range(3)), sold=(1, 2, 3),
                            hand_size=6, public_points=99)
                    for seat, p in enumerate(public.players))
    field = players_field(board, replace(public, players=players, waiting=(Waiting(0, "play"),)), names,
                          discord_text("de"))
    lines = field.splitlines()
    assert len(lines) == 5 and len(field) <= EMBED_FIELD
    assert literal(names[0]) not in field  # cut: the names as they are would not fit
    assert len({line.split(":")[0] for line in lines}) == 5


def test_a_table_s_names_are_cut_at_their_start_unless_two_would_then_read_the_same():
    """Those keep their start but for a few characters from where they part."""
    assert all_shortened(["Alexander the Great", "Bob", "Alexander Hamilton", "Cyrus the Great"], 10) == [
        "Alexan…the", "Bob", "Alexan…Ham", "Cyrus the…"]
    assert all_shortened([f"Wanderer Number {n} of the Silk R." for n in (1, 2)], 14) == [
        "Wanderer …1 of", "Wanderer …2 of"]
    assert all_shortened(["Wanderer Number 1 of Alpha", "Wanderer Number 1 of Beta", "Wanderer Number 2 of Gamma"],
                         14) == ["Wanderer …Alph", "Wanderer …Beta", "Wanderer …2 of"]  # each from its nearest
    assert all_shortened(["Twice the same long name", "Twice the same long name"], 10) == ["Twice the…"] * 2


FAMILY, FLAGS, ACCENTED = "\U0001f468\u200d\U0001f469\u200d\U0001f467\u200d\U0001f466", "🇦🇩🇩🇪🇫🇷🇬🇧🇮🇹🇪🇸🇺🇸", "e\u0301"


@pytest.mark.parametrize(("name", "sign"), [
    (FAMILY * 4 + "Anna", FAMILY),  # four people joined into one emoji: cut inside, it shows another
    ("Ann " + FLAGS, None),  # a flag is a pair of letters: one alone shows as a boxed letter
    (ACCENTED * 16, ACCENTED),  # an accent after its letter
    ("Bob" + "\U0001f44d\U0001f3fd" * 8, "\U0001f44d\U0001f3fd"),  # a thumb and its skin tone
])
@pytest.mark.parametrize("most", [6, 10, 14, 17])
def test_a_name_is_cut_between_the_signs_a_reader_sees_never_inside_one(name, sign, most):
    """A display name cut to fit (``shortened``) keeps whole emoji, flags and accented letters:
    what is left before the "…" is a start of the name made of whole signs, never none of it
    (the first sign stays even where it alone is longer than the room)."""
    said = shortened(name, most)
    kept = said.removesuffix("…")
    assert kept and len(said) <= max(most, len(sign or "") + 1) and said.endswith("…") and name.startswith(kept)
    rest = name[len(kept):]
    assert not rest.startswith(("\u200d", "\u0301", "\U0001f3fd")) and not kept.endswith("\u200d")
    if sign is not None:
        assert rest.startswith(sign) or rest[:1].isascii()
    else:
        assert sum(character in FLAGS for character in kept) % 2 == 0


def test_notes_that_give_way_are_counted_where_the_message_says_so():
    """A note given way is in no other message (``/log`` replays moves, not the table's
    notes): the turn message counts them, after the moves' count."""
    news, starts, kept = [], [], []
    for turn in range(1, 61):
        starts.append(len(news))
        news += [f"Turn {turn}: Cyd to play.", f"Time is up for Cyd {turn}. " + "z" * 60,
                 f"Cyd placed a camel on B{turn}."]
        kept.append(len(news) - 2)
    said = newest_turns(news, starts, tail=["ping"], earlier=earlier_moves, kept=kept,
                        notes_left=lambda count: f"{count} notes left out").splitlines()
    notes = [line for line in said if line.startswith("Time is up")]
    assert len("\n".join(said)) <= LIMIT and said[1] == f"{60 - len(notes)} notes left out" and 0 < len(notes) < 60


def test_notes_given_way_to_a_newest_turn_too_long_for_the_message_are_counted_too():
    news = ["Turn 1: Cyd to play.", "Time is up for Cyd.", "Cyd placed a camel on B1.", "Turn 2: Dan to play.",
            *(f"Dan placed a camel on C{n}. " + "y" * 60 for n in range(40))]
    said = newest_turns(news, [0, 3], tail=["ping"], earlier=earlier_moves, kept=[1],
                        notes_left=lambda count: f"{count} notes left out").splitlines()
    assert len("\n".join(said)) <= LIMIT and said[:2] == ["…", "1 notes left out"] and said[-1] == "ping"
