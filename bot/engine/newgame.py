"""Setting up a game (R2)."""

from __future__ import annotations

from bot.engine.board import Board, default_board
from bot.engine.events import Event
from bot.engine.rng import seed_state, shuffle
from bot.engine.state import CURRENT_RULES, EMPTY, GameState, Player, RulesVersion
from bot.engine.turn import start_play

MIN_PLAYERS, MAX_PLAYERS = 2, 5


def new_game(names: list[str], seed: int, board: Board | None = None, sales_at_once: bool = False,
             rules_version: RulesVersion = CURRENT_RULES, seated: bool = False,
             seat_money: tuple[int, ...] = ()) -> tuple[GameState, list[Event]]:
    """A fresh game for 2-5 players, seated in a random order (R2.7); returns the state and
    the events that open it (the first turn). The seating depends on the set of names and
    the seed only, so a replay may list the names in any order. ``sales_at_once`` is the
    table setting of R6.5 under which sale offers hold the turn up; ``rules_version`` the
    rulings the game keeps (an older game's, to rebuild it): under the first sale ruling
    every offer holds the turn up, so that setting is implied. ``seat_money``: Dirham beyond
    the rules' starting money (R2.5) for each seat in turn order, paid by the bank (empty: the
    rules'). The service passes all of these as one value, ``bot.engine.setup.Setup``.

    ``seated``: the names are already in playing order (a started game's seats, to rebuild
    it). The generator moves on exactly as the shuffle would (it draws the same numbers
    whatever is shuffled), so the game is the same, and a seat renamed since it began (a
    person who asked to be forgotten) rebuilds to the same position under its new name."""
    board = board or default_board()
    sales_at_once = sales_at_once or rules_version == RulesVersion.FIRST_SALE_RULING
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise ValueError(f"Samarkand is for {MIN_PLAYERS}-{MAX_PLAYERS} players, not {len(names)}")
    if len(set(names)) != len(names):
        raise ValueError("every player needs a different name")
    extra = seat_money or (0,) * len(names)
    if len(extra) != len(names) or min(extra) < 0:
        raise ValueError(f"extra starting money is none or more for each of the {len(names)} seats, not {extra}")
    rules = board.rules
    state_rng = seed_state(seed)
    seats = list(names) if seated else sorted(names)
    order = list(seats)  # shuffled as the seats were when the game began (only its length matters)
    state_rng = shuffle(state_rng, order)
    if not seated:
        seats = order
    families = range(len(board.families))
    camels = [EMPTY] * (2 * len(board.spaces))
    for family in board.families:
        camels[2 * family.start] = family.index
    tiles = 1 if len(names) == 2 else rules.tiles_per_family
    deck = sorted(board.goods)
    state_rng = shuffle(state_rng, deck)
    players = [Player(name, rules.starting_money + more, hand=sorted(deck.pop() for _ in range(rules.cards_dealt)))
               for name, more in zip(seats, extra, strict=True)]
    state = GameState(
        board=board, seed=seed, players=players, camels=camels, treasury=[0 for _ in families],
        camels_left=[rules.camels_per_family - 1 for _ in families], tiles_left=[tiles for _ in families],
        stack=[rules.relationship_markers_per_family for _ in families], met=[], deck=deck, discard=[],
        bag=[f for f in families for _ in range(rules.tiles_per_family - tiles)], removed_tiles=[], active=0, turn=1,
        pending=[], offers=[], sales_at_once=sales_at_once, passes=0, over=False, end_reason="", rng=state_rng,
        bank_in=0, bank_out=sum(extra), last_placed=[], rules_version=rules_version,
    )
    return state, start_play(state)
