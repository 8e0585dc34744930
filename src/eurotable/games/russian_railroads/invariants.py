"""Conservation laws a Russian Railroads position must obey (checked by the harness).

Workers, temporary workers, the black worker, coins, track order, doublers (20 in all),
locomotives and factories of every level, engineers, "?" cards and tokens, end-bonus
cards and their log.
"""

from __future__ import annotations

from eurotable.games.russian_railroads import bonus_cards, industry, player_board
from eurotable.games.russian_railroads.data import (
    BONUS_REMOVED,
    C_BLACK_WORKER,
    C_ENGINEER,
    C_LOCO9,
    CLAIM_SPACES,
    DOUBLER_SPACES,
    DOUBLERS,
    ENGINEERS,
    INDUSTRY_END,
    INDUSTRY_TOKEN,
    LENGTHS,
    LETTERLESS,
    LEVELS,
    ROUTES,
    SETUPS,
    SPACES,
    SPECIALS,
    TEMPORARY_WORKERS,
    TOKENS,
    TRACK_PIECES,
)
from eurotable.games.russian_railroads.state import (
    ITEMS,
    P_OVER,
    PC_BLACK,
    PC_TEMP,
    PC_WORKER,
    S_OVER,
    Player,
    RussianRailroadsState,
)
from eurotable.games.russian_railroads.tracks import owned


def broken(state: RussianRailroadsState) -> list[str]:
    problems: list[str] = _flow(state)
    if problems:
        return problems  # the rest assumes a readable position
    problems += _workers(state)
    problems += _tracks(state)
    problems += _tiles(state)
    problems += _supplies(state)
    problems += _cards(state)
    return problems


def _flow(state: RussianRailroadsState) -> list[str]:
    """Where the game stands must make sense before anything else is read."""
    setup = SETUPS.get(state.players)
    if setup is None:
        return [f"no {state.players}-player game"]
    problems = []
    if sorted(state.order) != list(range(state.players)):
        problems.append("the turn order is not a permutation of the seats")
    if state.rounds != setup.rounds or not 1 <= state.round <= state.rounds:
        problems.append(f"round {state.round} of {state.rounds}")
    if (state.step == S_OVER) != (state.phase == P_OVER):
        problems.append("the game is over in one sense but not the other")
    if state.step != S_OVER and not 0 <= state.actor < state.players:
        problems.append(f"nobody valid to act ({state.actor})")
    if any(not 0 <= seat < state.players for seat in state.queue):
        problems.append("a queued seat is not in the game")
    if len(state.strip) != len(setup.strip) or len(state.strip_user) != len(setup.strip):
        problems.append("the engineer strip has the wrong length")
    if len(state.claim_piece) != len(CLAIM_SPACES) or len(state.seats) != state.players:
        problems.append("claim spaces or boards of the wrong size")
    if not (0 <= state.carry <= LEVELS and 0 <= state.building <= LEVELS):
        problems.append("a locomotive or factory in hand of no level")
    if not (-1 <= state.carry_from < 3 and -1 <= state.pending < len(SPACES)):
        problems.append("a pending locomotive or space out of range")
    for frame in state.stack:
        if frame.arg >= len(SPACES) or any(i >= len(ITEMS) for i in frame.pool + frame.later):
            problems.append("an unreadable pending effect")
    return problems


def _workers(state: RussianRailroadsState) -> list[str]:
    setup = SETUPS[state.players]
    problems = []
    black_holders = [s for s, p in enumerate(state.seats) if p.black]
    if black_holders != ([state.cards[C_BLACK_WORKER]] if state.cards[C_BLACK_WORKER] >= 0 else []):
        problems.append("the black worker is not accounted for")
    for seat, p in enumerate(state.seats):
        gained = p.workers - setup.start_workers
        if not 0 <= gained <= setup.extra_workers:
            problems.append(f"seat {seat}: {p.workers} workers in play")
        if p.hand + p.placed[PC_WORKER] != p.workers:
            problems.append(f"seat {seat}: workers in hand and on spaces do not add up")
        temps = p.temp + p.placed[PC_TEMP]
        if temps != (TEMPORARY_WORKERS if state.temp_holder == seat else 0):
            problems.append(f"seat {seat}: temporary workers not accounted for")
        if int(p.black_hand) + p.placed[PC_BLACK] != int(p.black):
            problems.append(f"seat {seat}: the black worker is in two places")
        if min(p.hand, p.temp, p.coins, *p.placed) < 0:
            problems.append(f"seat {seat}: a negative count")
    return problems


def _tracks(state: RussianRailroadsState) -> list[str]:
    problems = []
    pieces = [0] * len(TRACK_PIECES)
    for p in state.seats:
        for route in ROUTES:
            for colour in range(route.colours):
                pieces[colour] += owned(p.tracks, route.index, colour)
    if any(n > box for n, box in zip(pieces, TRACK_PIECES, strict=True)):
        problems.append(f"more tracks in play than in the box ({pieces})")
    for seat, p in enumerate(state.seats):
        for route in ROUTES:
            base = route.index * 5
            placed = [p.tracks[base + c] for c in range(5)]
            if not 1 <= placed[0] <= LENGTHS[route.index]:
                problems.append(f"seat {seat}: black track of {route.id} off the board")
            for c in range(1, 5):
                if placed[c] and not owned(p.tracks, route.index, c):
                    problems.append(f"seat {seat}: an unowned track on {route.id}")
                if placed[c] and placed[c] >= placed[c - 1]:
                    problems.append(f"seat {seat}: track order broken on {route.id}")
        if state.carry == 0:
            problems += _fired(seat, p)
        gained = sum(
            1 for i, s in enumerate(SPECIALS) if s.benefit == "worker" and p.fired >> i & 1
        )
        if p.workers - SETUPS[state.players].start_workers != gained:
            problems.append(f"seat {seat}: workers gained without their spaces")
    return problems


def _fired(seat: int, p: Player) -> list[str]:
    problems = []
    for i, special in enumerate(SPECIALS):
        met = p.tracks[special.route * 5 + special.track] >= special.space and (
            not special.loco or player_board.reach(p, special.route) >= special.space
        )
        if met != bool(p.fired & (1 << i)):
            problems.append(f"seat {seat}: benefit {special.benefit} of {special.route}")
    reached = max(p.markers) >= INDUSTRY_TOKEN
    if reached != bool(p.fired & industry.TOKEN_BIT):
        problems.append(f"seat {seat}: the industry '?' space")
    return problems


def _tiles(state: RussianRailroadsState) -> list[str]:
    problems = []
    per_level = SETUPS[state.players].locos_per_level
    for level in range(1, LEVELS + 1):
        count = state.loco_supply[level] + state.factory_supply[level]
        for p in state.seats:
            count += p.locos.count(level) + p.factories.count(level)
            if level == 9 and p.special:
                count -= 1
        if state.carry == level and not state.carry_special:
            count += 1
        if state.building == level:
            count += 1
        if count != per_level:
            problems.append(f"level-{level} locomotives and factories: {count}, not {per_level}")
    specials = sum(1 for p in state.seats if p.special) + int(state.carry_special)
    if specials != int(state.cards[C_LOCO9] >= 0):
        problems.append("the special level-9 locomotive is not accounted for")
    for seat, p in enumerate(state.seats):
        if p.special and 9 not in p.locos:
            problems.append(f"seat {seat}: the special locomotive is missing")
        built = 5 - p.factories.count(0)
        if p.factories[:built].count(0) or any(p.factories[built:]):
            problems.append(f"seat {seat}: factories not filled left to right")
        if not 0 <= p.markers[0] <= INDUSTRY_END or p.markers[1] > INDUSTRY_END:
            problems.append(f"seat {seat}: industry marker off the track")
        if max(p.markers) >= industry.limit(p):
            problems.append(f"seat {seat}: an industry marker passed an empty notch")
        if p.markers[1] > 0 and p.markers[0] == p.markers[1]:
            problems.append(f"seat {seat}: two industry markers on one space")
    return problems


def _supplies(state: RussianRailroadsState) -> list[str]:
    problems = []
    doublers = state.doubler_supply + sum(p.doublers for p in state.seats)
    if doublers != DOUBLERS or any(p.doublers > DOUBLER_SPACES for p in state.seats):
        problems.append(f"doublers not conserved ({doublers})")
    tiles = [n for n in state.strip if n]
    for p in state.seats:
        tiles += p.engineers
    if state.cards[C_ENGINEER] < 0:
        tiles.append(LETTERLESS)
    if len(tiles) != len(set(tiles)) or not set(tiles) <= {e.engineer for e in ENGINEERS}:
        problems.append("an engineer is in two places")
    for seat, p in enumerate(state.seats):
        kinds = [t for t in p.tokens if t >= 0]
        if len(kinds) != len(set(kinds)) or not all(t < len(TOKENS) for t in kinds):
            problems.append(f"seat {seat}: a '?' token used twice")
        if state.cards.count(seat) > 1:
            problems.append(f"seat {seat}: more than one '?' card")
    return problems


def _cards(state: RussianRailroadsState) -> list[str]:
    problems = []
    where = state.bonus_where
    if where.count(bonus_cards.REMOVED) != BONUS_REMOVED:
        problems.append("the removed end-bonus cards are not two")
    if any(w >= state.players or w < bonus_cards.REMOVED for w in where):
        problems.append("an end-bonus card is nowhere")
    taken = []
    for entry in state.bonus_log:
        seat, kind, card = bonus_cards.decode(entry)
        if seat >= state.players or kind > bonus_cards.POINTS:
            problems.append("an unreadable end-bonus log entry")
        elif kind == bonus_cards.TAKE:
            taken.append(card)
            if not 0 <= card < len(where) or where[card] != seat:
                problems.append(f"seat {seat} drew an end-bonus card it does not hold")
    held = sorted(card for card, w in enumerate(where) if w >= 0)
    if sorted(taken) != held:
        problems.append("the end-bonus log does not match the cards held")
    return problems
