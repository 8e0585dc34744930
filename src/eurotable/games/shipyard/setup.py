"""Setting up a game (rulebook: Příprava hry, Příprava hráče; solo: Sólová hra; 1st
edition: HE סידור המשחק).

The solo game is set up as for three players, with deck I employees only; its two
automata hold cube colours 1 and 2 and move after the single player. In the 1st edition
the action cards lie on the marked spaces of the action track (the subsidy only with four
players: otherwise it stays in the box), nobody gets a goods tile, and every player gets
3 + 3 contracts at random; each player's deal is logged for that player only.
"""

from __future__ import annotations

from typing import Final

from eurotable.core.options import Options
from eurotable.core.rng import Stream, derive_seed
from eurotable.games.shipyard import displays, flow
from eurotable.games.shipyard.data import ACTIONS, DECKS, EDITIONS, SUBSIDY, Edition
from eurotable.games.shipyard.game import Shipyard
from eurotable.games.shipyard.notation import DISPLAY_TILES
from eurotable.games.shipyard.state import STREAMS as STREAMS
from eurotable.games.shipyard.state import Mode, Player, Stage, Step
from eurotable.games.shipyard.track import EMPTY

AUTOMATA: Final = 2


def _employees(state: Shipyard, ed: Edition, layout: str) -> None:
    """Lay the employees around the wheel (Příprava hry 12; Doporučení zaměstnanci)."""
    groups, size = ed.employee_groups, ed.group_size
    stream = state.streams["employees"]
    everyone = list(range(len(ed.employees)))
    slots = [-1] * (groups * size)
    if layout == "random":
        stream.shuffle(everyone)
        slots = everyone[: len(slots)]
    else:
        starters = list(ed.fixed_layout)
        if layout == "starters":
            stream.shuffle(starters)
        for group, employee in enumerate(starters):
            slots[group * size] = employee
        rest = [e for e in everyone if e not in starters]
        stream.shuffle(rest)
        for slot in range(len(slots)):
            if slots[slot] < 0:
                slots[slot] = rest.pop()
    copies = 2 if state.players in ed.deck_two_players else 1
    state.emp_slots = slots
    state.emp_copies = [copies if e >= 0 else 0 for e in slots]


def _contracts(state: Shipyard, ed: Edition, mode: str) -> None:
    """Beginner: one fixed set of 2 red + 2 blue each; advanced: 3 + 3 at random."""
    stream = state.streams["contracts"]
    dealt: list[int] = []
    if mode == "beginner":
        sets = list(range(len(ed.fixed_sets)))
        stream.shuffle(sets)
        for player, chosen in zip(state.seats, sets, strict=False):
            player.hand = sorted(ed.fixed_sets[chosen])
            dealt.extend(player.hand)
    else:
        size = ed.hand[mode]
        for colour in range(len(ed.colours)):
            pile = [c.index for c in ed.contracts if c.colour == colour]
            stream.shuffle(pile)
            for player in state.seats:
                for _ in range(size):
                    player.hand.append(pile.pop())
        for player in state.seats:
            player.hand.sort()
            dealt.extend(player.hand)
    state.contract_pool = [c.index for c in ed.contracts if c.index not in dealt]
    for seat, player in enumerate(state.seats):
        hand = [ed.contracts[c] for c in player.hand]
        state.emit_private(
            "contracts-dealt",
            seat,
            contracts=[c.id for c in hand],
            colours=[ed.colours[c.colour] for c in hand],
            rules=[c.rule for c in hand],
        )


def _action_row(state: Shipyard, ed: Edition) -> None:
    """Fixed tiles on their printed places, the others in any order (Příprava hry 7–10).

    Slots are numbered from the wheel: slot 1 (position 0) is the leading one.
    """
    slots = [-1] * len(ACTIONS)
    for action, slot in ed.fixed_slots.items():
        slots[slot] = action
    rest = [a for a in range(len(ACTIONS)) if a not in ed.fixed_slots]
    state.streams["setup"].shuffle(rest)
    for slot in range(len(slots)):
        if slots[slot] < 0:
            slots[slot] = rest.pop()
    state.spacer = -1 if state.players in ed.subsidy_players else SUBSIDY
    if ed.action_row == "track":
        # The cards lie on their marked spaces; a card out of play stays in the box.
        spaces = [EMPTY] * ed.turn_wheel_teeth
        for slot, space in enumerate(ed.track_layout):
            if slots[slot] != state.spacer:
                spaces[space] = slots[slot]
        slots = spaces
    state.row = slots
    state.row_owner = [-1] * len(slots)
    state.row_cubes = [0] * len(slots)
    state.row_coins = [0] * len(slots)


def _ship_tiles(state: Shipyard, ed: Edition) -> None:
    decks: list[list[int]] = [[] for _ in DECKS]
    for tile in ed.ships[: ed.real_ships]:
        decks[tile.deck].append(tile.index)
    state.bows, state.middles_1, state.middles_2, state.sterns = decks
    for name, deck in zip(("bows", "middles-1", "middles-2", "sterns"), decks, strict=True):
        state.streams[name].shuffle(deck)
    state.ship_display = [-1] * DISPLAY_TILES
    state.taken = []
    state.removed_ships = []
    displays.refill_ships(state)


def _goods_and_canals(state: Shipyard, ed: Edition) -> None:
    starting = [g.index for g in ed.goods_tiles if g.start]
    for player in state.seats:
        player.goods = [starting.pop(0)] if starting else []
    state.goods_box = starting
    state.goods_stack = [g.index for g in ed.goods_tiles if not g.start]
    state.streams["goods"].shuffle(state.goods_stack)
    state.goods_display = []
    state.goods_sold = []
    state.removed_goods = []
    displays.refill_goods(state)
    state.canal_stack = [c.index for c in ed.canals]
    state.streams["canals"].shuffle(state.canal_stack)
    state.canal_display = []
    state.canal_discard = []
    state.removed_canals = []
    displays.refill_canals(state)


def _turn_fields(state: Shipyard) -> None:
    state.mode = Mode.REGULAR
    state.stage = Stage.BEFORE
    state.step = Step.CHOOSE
    for name in (
        "main",
        "doing",
        "bonus",
        "picked",
        "picked_from",
        "canal_pick",
        "trade_tile",
        "ship_start",
        "ship_end",
        "discard_seat",
        "last_discard",
    ):
        setattr(state, name, -1)
    for name in ("reserve", "bought", "last_add", "boost", "speed", "steps_left", "moved"):
        setattr(state, name, 0)
    state.riband = 0
    state.cursor = 0
    state.end_reason = 0
    state.lead_locked = False
    state.dropped = False
    state.end_triggered = False
    for name in (
        "trade_goods",
        "trade_choices",
        "launches",
        "ship_pieces",
        "discard_need",
        "queue",
    ):
        setattr(state, name, [])


def new_state(players: int, options: Options, seed: int) -> Shipyard:
    """A new game: the start player is drawn by lot (the solo player always starts)."""
    ed = EDITIONS[str(options["edition"])]
    state = Shipyard.__new__(Shipyard)
    state.players = players
    state.options = dict(options)
    state.ed = ed
    state.events = []
    state.legal_cache = None
    state.streams = {name: Stream(name, derive_seed(seed, f"shipyard/{name}")) for name in STREAMS}
    state.owners = players + AUTOMATA if players == 1 else players
    state.first = 0 if players == 1 else state.streams["setup"].below(players)
    state.owner = state.first
    state.actor = state.first
    state.seats = [Player(ed.yard_slots) for _ in range(players)]
    for player in state.seats:
        player.guilders = ed.start_guilders
    state.bank = ed.guilders_in_box - ed.start_guilders * players
    state.supply = list(ed.piece_supply)
    state.emit("setup", None, players=players, first=state.first, edition=ed.name)
    _turn_fields(state)
    _action_row(state, ed)
    _ship_tiles(state, ed)
    _goods_and_canals(state, ed)
    _contracts(state, ed, str(options["contracts"]))
    _employees(state, ed, str(options["employees"]))
    setup = state.streams["setup"]
    state.crew_pos = setup.below(len(ed.crew_wheel))
    state.equip_pos = setup.below(len(ed.equipment_wheel))
    state.exchange_pos = ed.exchange_start
    state.employee_pos = setup.below(ed.employee_groups)
    state.cubes = ed.countdown_cubes[players]
    state.removed_cubes = 0
    state.wheel = ed.first_drop_after
    state.turns = [0] * state.owners
    state.solo_stack = list(range(len(ed.solo_tiles))) if players == 1 else []
    state.solo_faceup = []
    state.solo_number = -1
    if state.solo_stack:
        state.streams["solo"].shuffle(state.solo_stack)
    flow.begin_game(state)
    return state
