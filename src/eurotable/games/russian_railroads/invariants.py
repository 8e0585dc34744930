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
    P_PLAY,
    P_START,
    PC_BLACK,
    PC_TEMP,
    PC_WORKER,
    PHASES,
    S_FRAME,
    S_MAIN,
    S_NOTCH,
    S_OVER,
    S_PAY,
    S_PUT,
    S_REUSE,
    S_START,
    STEPS,
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


def expected_step(state: RussianRailroadsState) -> int:
    """The decision the fields call for (what ``flow.settle`` would settle on): a factory
    waiting for its notch, a locomotive being placed, a space waiting for its payment, the
    top pending effect, else the phase's own decision. -1: none (a turn with nothing left
    to do is never a position)."""
    if state.phase == P_OVER:
        return S_OVER
    if state.building:
        return S_NOTCH
    if state.carry:
        return S_PUT
    if state.pending >= 0:
        return S_PAY
    if state.stack:
        return S_FRAME if state.stack[-1].pool else -1
    if state.busy:
        return -1
    return (S_START, S_MAIN, S_REUSE)[state.phase]


def unfit(state: RussianRailroadsState) -> list[str]:
    """What keeps the pending decision from fitting the rest of the position: the step
    against the fields it reads, whose turn it is in the phase, the turn-order cards, the
    locomotive in hand, the engineer strip and the spaces taken. Empty when it fits."""
    players = state.players
    setup = SETUPS[players]
    problems: list[str] = []
    expected = expected_step(state)
    if expected != state.step:
        wanted = "no decision" if expected < 0 else STEPS[expected]
        return [
            f"step {STEPS[state.step]!r} does not fit the position, which calls for {wanted} "
            f"(phase {PHASES[state.phase]}, building {state.building}, carry {state.carry}, "
            f"pending {state.pending}, {len(state.stack)} pending effects, busy {state.busy})"
        ]
    cards = sorted(p.card for p in state.seats)
    if cards != list(range(1, players + 1)):
        problems.append(f"the turn-order cards {cards} are not one each of 1 to {players}")
    if state.phase in (P_START, P_PLAY) and any(
        state.seats[seat].card != position + 1 for position, seat in enumerate(state.order)
    ):
        problems.append("a turn-order card does not match its holder's place in the turn order")
    busy = state.busy or bool(state.stack) or state.pending >= 0 or state.carry or state.building
    if state.pending >= 0 and (state.phase != P_PLAY or not state.busy):
        problems.append("a space waits for its payment only during a turn")
    if busy and not state.busy:
        problems.append("an action is being carried out but 'busy' is false")
    if state.phase == P_OVER:
        if state.actor != -1 or busy or state.queue:
            problems.append("a finished game has no actor and nothing pending")
        return problems
    actor = state.actor
    if state.phase == P_START:
        remaining = state.order[:0:-1]
        if (
            state.round != 1
            or not state.queue
            or state.queue != remaining[len(remaining) - len(state.queue) :]
            or actor != state.queue[0]
        ):
            problems.append(
                f"the starting bonuses go from the last player to the second: queue "
                f"{state.queue}, actor {actor}, turn order {state.order}"
            )
        chosen = sorted(seat for seat in state.start_cards if seat >= 0)
        done = remaining[: len(remaining) - len(state.queue) + (1 if state.busy else 0)]
        if chosen != sorted(done):
            problems.append(f"starting bonuses taken by {chosen}, not by {sorted(done)}")
    elif state.phase == P_PLAY:
        if state.queue or state.seats[actor].passed:
            problems.append(f"seat {actor} has passed (or a queue is left: {state.queue})")
    else:
        if (
            state.round == state.rounds
            or not state.queue
            or actor != state.queue[0]
            or len(set(state.queue)) != len(state.queue)
            or not all(p.passed for p in state.seats)
        ):
            problems.append(
                f"the turn-order re-use goes to the queued claimants: queue {state.queue}, "
                f"actor {actor}"
            )
    if state.phase != P_START and sum(1 for s in state.start_cards if s >= 0) != players - 1:
        problems.append("every player but the first takes one starting bonus")
    if (state.carry_from >= 0 or state.carry_special) and not state.carry:
        problems.append("'carry_from' and 'carry_special' belong to a locomotive in hand")
    if state.carry_special and state.carry != LEVELS:
        problems.append("the special locomotive is of the highest level")
    if state.building and 0 in state.seats[actor].factories:
        problems.append("a factory waits for a notch though a notch is empty")
    hire = setup.strip.index("hire")
    if state.hired >= 0 and (state.strip[hire] or not state.seats[state.hired].engineers):
        problems.append("an engineer was hired this round but its tile is not with the hirer")
    for position, user in enumerate(state.strip_user):
        if user >= 0 and (setup.strip[position] != "variable" or not state.strip[position]):
            problems.append("a seat used an engineer space that holds no engineer")
    for space, seat in enumerate(state.occupied):
        if seat >= 0 and players not in SPACES[space].players:
            problems.append(f"space {SPACES[space].id} is not on the {players}-player board")
    for claim, piece in enumerate(state.claim_piece):
        if (piece >= 0) != (state.occupied[CLAIM_SPACES[claim]] >= 0):
            problems.append("a turn-order claim space and its piece disagree")
    return problems
