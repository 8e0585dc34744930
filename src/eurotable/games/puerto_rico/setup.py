"""Setting up a game (rulebook: PŘÍPRAVA HRY; 2 players: reference §A.3)."""

from __future__ import annotations

from eurotable.core.options import Options
from eurotable.core.rng import Stream, derive_seed
from eurotable.games.puerto_rico.data import SETUPS
from eurotable.games.puerto_rico.game import PuertoRico
from eurotable.games.puerto_rico.state import Player, Step


def new_state(players: int, options: Options, seed: int) -> PuertoRico:
    """A new game: the governor is drawn by lot, everything else follows the tables."""
    setup = SETUPS[players]
    state = PuertoRico.__new__(PuertoRico)
    state.players = players
    state.options = dict(options)
    state.events = []
    state.legal_cache = None
    state.streams = {
        "setup": Stream("setup", derive_seed(seed, "puerto-rico/setup")),
        "plantations": Stream("plantations", derive_seed(seed, "puerto-rico/plantations")),
    }
    state.governor = state.streams["setup"].below(players)
    state.seats = [Player() for _ in range(players)]
    pool = list(setup.plantations)
    for offset, kind in enumerate(setup.start_plantations):
        seat = (state.governor + offset) % players
        state.seats[seat].island[kind] += 1
        pool[kind] -= 1
    for player in state.seats:
        player.doubloons = setup.doubloons
    state.stack = [kind for kind, count in enumerate(pool) for _ in range(count)]
    state.streams["plantations"].shuffle(state.stack)
    state.face_up = [state.stack.pop() for _ in range(setup.face_up)]
    state.discards = []
    state.quarries = setup.quarries
    state.colonists = setup.colonists_supply
    state.ship_colonists = setup.colonists_ship
    state.vp_supply = setup.vp_chips
    state.goods_supply = list(setup.goods)
    state.building_supply = list(setup.building_copies)
    state.role_cards = list(setup.roles)
    state.role_money = [0] * len(setup.roles)
    state.role_taken = [-1] * len(setup.roles)
    state.ship_capacity = list(setup.cargo_ships)
    state.ship_good = [-1] * len(setup.cargo_ships)
    state.ship_load = [0] * len(setup.cargo_ships)
    state.house = []
    state.wharf_used = [0] * players
    state.protected = []
    state.order = []
    state.picks = 0
    state.phase = -1
    state.chooser = -1
    state.cursor = 0
    state.streak = 0
    state.pending = -1
    state.store_left = 0
    state.store_next = 0
    state.last_slot = 0
    state.hacienda_drawn = False
    state.placing = False
    state.captain_bonus = False
    state.end_triggered = False
    state.step = Step.ROLE
    state.actor = state.governor
    state.emit("setup", None, governor=state.governor, players=players)
    return state
