"""Setting up a game (rulebook: PŘÍPRAVA HRY; 2 and 3 players: ÚPRAVA PRO HRU DVOU A TŘÍ)."""

from __future__ import annotations

from eurotable.core.options import Options
from eurotable.core.rng import Stream, derive_seed
from eurotable.games.russian_railroads import bonus_cards, engineers, flow, turn_order
from eurotable.games.russian_railroads.data import (
    BOARD_SPACES,
    CARDS,
    CLAIM_SPACES,
    DOUBLERS,
    LEVELS,
    SETUPS,
    START_BONUSES,
)
from eurotable.games.russian_railroads.game import RussianRailroads
from eurotable.games.russian_railroads.state import P_START, S_START, Player


def _player(players: int) -> Player:
    setup = SETUPS[players]
    player = Player()
    for route in range(3):
        player.tracks[route * 5] = 1  # a black track on space 1 of each route
    player.locos[0] = 1  # the level-1 locomotive on the Trans-Siberian
    player.workers = player.hand = setup.start_workers
    player.coins = setup.start_coins
    return player


def new_state(players: int, options: Options, seed: int) -> RussianRailroads:
    """A new game: turn order, engineers and end-bonus cards are drawn; then the
    players from the last position to the second choose their starting bonus."""
    setup = SETUPS[players]
    state = RussianRailroads.__new__(RussianRailroads)
    state.players = players
    state.options = dict(options)
    state.events = []
    state.legal_cache = None
    state.streams = {
        "setup": Stream("setup", derive_seed(seed, "russian-railroads/setup")),
        "bonus": Stream("bonus", derive_seed(seed, "russian-railroads/bonus")),
    }
    state.rounds = setup.rounds
    state.round = 1
    state.seats = [_player(players) for _ in range(players)]
    state.order = list(range(players))
    state.streams["setup"].shuffle(state.order)
    engineers.deal(state)
    bonus_cards.deal(state)
    state.occupied = [-1] * len(BOARD_SPACES)
    state.claim_piece = [-1] * len(CLAIM_SPACES)
    state.hired = -1
    state.loco_supply = [0, 0] + [setup.locos_per_level] * (LEVELS - 1)
    state.factory_supply = [0] * (LEVELS + 1)
    state.doubler_supply = DOUBLERS
    state.temp_holder = -1
    state.cards = [-1] * len(CARDS)
    state.start_cards = [-1] * len(START_BONUSES)
    state.stack = []
    state.carry = 0
    state.carry_from = -1
    state.carry_special = False
    state.pending = -1
    state.building = 0
    state.busy = False
    turn_order.deal_cards(state)
    state.queue = state.order[:0:-1]
    state.phase = P_START
    state.step = S_START
    state.actor = state.queue[0]
    state.emit("setup", None, players=players, order=state.order[:], strip=state.strip[:])
    flow.settle(state)
    return state
