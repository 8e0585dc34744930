"""Russian Railroads heuristics, from the rulebook's strategy tips and the scoring rules.

Value, in points: what the seat has scored, plus what its position scores each round
(tracks within locomotive reach, doublers, Kiev bonuses, industry markers) times the
round scorings still to come, plus what does not score yet but will, weighted by the
scorings after this one: tracks beyond the locomotives, locomotives beyond the black
track, black track as room for dearer colours (tip 1), the colours owned, free industry
steps and factories ahead of the markers, doublers, engineers; plus its workers and
coins as actions to come (coins, which outlast the round, a little above workers:
tip 4), the best open space its next action could take (so taking a space from a rival
counts), the engineer majority it holds and its end-bonus cards. Once the game is over
the value is the score.

Rollout policy: every track step, industry step, locomotive, factory, "?" token or card
is judged by the same terms — its gain for the round scoring, times the scorings left,
plus what it sets up (tip 2: a locomotive counts for the spaces and benefits it
reaches); a space by the gain per piece paid, slightly shuffled; coins are kept rather
than spent on weak actions. Greedy: each legal action is played on the determinization,
the rest of the seat's turn is played out by the rollout policy, and the action whose
outcome leaves the seat furthest ahead of its best opponent is chosen.

The weights were tuned in paired games of greedy against greedy, one weight changed.

Search (``ismcts``): the tree, its rollouts cut where the turn ends (``t1``), each seat
judged there by its heuristic lead plus the share ``BLEND`` of a learned correction
(``judge_seats``): a linear model over the seat's observation vector, trained by
``eurotable train-eval russian-railroads`` and shipped in
``bots/data/russian-railroads-eval-v1.npz`` (4 players; other player counts are judged
by the lead alone). The whole correction judged worse than the lead alone; 0.3 of it
won more (docs/bots.md). ``HANDWRITTEN`` is the search without it.
"""

from __future__ import annotations

import random
from typing import Final

from eurotable.bots.heuristics import SearchSettings, margins
from eurotable.core.actions import Action
from eurotable.core.game import GameState
from eurotable.games.russian_railroads import bonus_cards, engineers, industry, locomotives
from eurotable.games.russian_railroads.data import (
    BLACK,
    BONUS_CARDS,
    C_BLACK_WORKER,
    C_ENGINEER,
    C_FACTORY,
    C_LOCO9,
    C_MIXED,
    CLAIM_SPACES,
    DOUBLER_SPACES,
    GAIN_SPACES,
    GAINS,
    GREY,
    INDUSTRY_POINTS,
    KIEV,
    KIEV_BONUSES,
    LENGTHS,
    MEDAL_POINTS,
    MEDAL_SPACE,
    MEDAL_TRACK,
    NOTCH_AT,
    NOTCHES,
    REVALUED,
    ROUTE_DOUBLE,
    ROUTES,
    SETUPS,
    SPACES,
    SPECIALS,
    STP,
    T_MEDAL,
    T_REVALUATION,
    TOKENS,
    TS,
    VALUES,
    WHITE,
    Effect,
)
from eurotable.games.russian_railroads.game import RussianRailroads
from eurotable.games.russian_railroads.notation import (
    AGAIN,
    BONUS,
    BONUS_POINTS,
    CARD,
    DONE,
    FACTORY,
    LOCOMOTIVE,
    MARKER,
    NEW_FACTORY,
    PAYMENTS,
    PLACE,
    REPEAT,
    RETURN,
    START,
    STEP,
    TOKEN,
    RRAction,
)
from eurotable.games.russian_railroads.player_board import reach
from eurotable.games.russian_railroads.scoring import card_points
from eurotable.games.russian_railroads.spaces import ON_BOARD
from eurotable.games.russian_railroads.state import (
    P_PLAY,
    P_REUSE,
    S_FRAME,
    S_MAIN,
    S_NOTCH,
    S_PAY,
    S_PUT,
    S_REUSE,
    S_START,
    Player,
)
from eurotable.games.russian_railroads.tracks import step_rooms
from eurotable.learning import evaluation
from eurotable.learning.evaluation import Evaluation

ACTION_BASE: Final = 3.0
ACTION_GAIN: Final = 0.5
"""One worker's action is worth ``ACTION_BASE + ACTION_GAIN * scorings left`` points."""
COIN_SHARE: Final = 1.05
"""A coin is one action, once: worth this share of a worker's action this round."""
LATENT: Final = 0.5
"""Share of the points of tracks beyond the locomotives counted for later scorings."""
SLACK: Final = 0.3
"""Points per later scoring of a space the locomotives reach beyond the black track."""
BLACK_ROOM: Final = 0.5
"""Points per later scoring of a black-track step: room for dearer tracks (tip 1)."""
# Not Final: mypyc leaves a Final tuple of these float literals unset.
UNLOCKED: tuple[float, ...] = (0.0, 1.0, 1.5, 2.5, 3.0)
"""Points per later scoring of owning each colour (black is always owned)."""
SPARE_DOUBLER: Final = 0.25
"""Points per later scoring of a doubler not yet over a reached, coloured space."""
INDUSTRY_ROOM: Final = 0.5
"""Points per later scoring of each free industry step (up to ``INDUSTRY_AHEAD``)."""
INDUSTRY_AHEAD: Final = 4
# Not Final: mypyc leaves a Final tuple of these float literals unset.
FACTORY_WORTH: tuple[float, ...] = (0.0, 3.0, 3.0, 6.0, 5.0, 2.0, 4.0, 5.0, 5.0, 12.0)
"""What firing a factory of each level is worth, roughly (index 0 unused)."""
ENGINEER_USE: Final = 1.0
"""Points per later round of owning an engineer (a private action space)."""
CLAIM_ORDER: Final = 2.0
"""Points for playing first next round."""
TOKEN_WORTH: Final = 10.0
"""A "?" space reached: a token is roughly three actions' worth, taken at once (tip 5)."""
NEXT: Final = 0.6
"""Share of the best gain per piece of the open spaces counted for a seat still playing
the round: what its next action can still find (and what others can take from it)."""
_TIE: Final = 1e-6

_COLOURS_ON: Final = tuple(r.colours for r in ROUTES)
_START_WORKERS: Final = {n: s.start_workers for n, s in SETUPS.items()}
_BENEFIT: Final[dict[tuple[int, int, int], tuple[str, bool]]] = {
    (s.route, s.track, s.space): (s.benefit, s.loco) for s in SPECIALS
}
"""(route, colour, space) -> (benefit, needs the locomotive) of the player-board spaces."""
_KIEV_BONUS: Final = dict(KIEV_BONUSES)
_DOUBLING: Final = (ROUTE_DOUBLE.route, ROUTE_DOUBLE.track, ROUTE_DOUBLE.space)
_GAINED: Final = {**GAINS, "gain-white": WHITE}
"""The colour each gain benefit of the Trans-Siberian gives."""
_GAIN_AT: Final = (0, *GAIN_SPACES)
"""The black Trans-Siberian position that gives each colour (black: from the start)."""


def _track_values(player: Player) -> tuple[int, ...]:
    """What a space of each colour scores for the player (raised by the revaluation)."""
    return REVALUED if T_REVALUATION in player.tokens else VALUES


def route_points(
    player: Player, route: int, reached: int, values: tuple[int, ...] | None = None
) -> tuple[int, int]:
    """(what ``route`` scores with locomotives reaching ``reached``, what its tracks
    would score with unlimited reach), at the track ``values`` given or the player's."""
    tracks = player.tracks
    if values is None:
        values = _track_values(player)
    base = route * 5
    colours = _COLOURS_ON[route]
    doublers = player.doublers if route == TS else 0
    actual = full = 0
    for colour in range(colours):
        top = tracks[base + colour]
        if not top:
            break
        below = tracks[base + colour + 1] if colour + 1 < colours else 0
        value = values[colour]
        full += value * (top - below)
        if reached > below:
            actual += value * (min(top, reached) - below)
        if doublers > below:
            full += value * (min(top, doublers) - below)
            if reached > below:
                actual += value * (min(top, doublers, reached) - below)
    if route == ROUTE_DOUBLE.route and tracks[base + ROUTE_DOUBLE.track] >= ROUTE_DOUBLE.space:
        full *= 2
        if reached >= ROUTE_DOUBLE.space:
            actual *= 2
    if route == KIEV:
        black = tracks[base + BLACK]
        for space, points in KIEV_BONUSES:
            if black >= space:
                full += points
                if reached >= space:
                    actual += points
        if T_MEDAL in player.tokens and tracks[base + MEDAL_TRACK] >= MEDAL_SPACE:
            full += MEDAL_POINTS
            if reached >= MEDAL_SPACE:
                actual += MEDAL_POINTS
    return actual, full


def round_points(player: Player) -> int:
    """What the player would score if the round were scored now."""
    total = sum(INDUSTRY_POINTS[m] for m in player.markers if m >= 0)
    for route in range(3):
        total += route_points(player, route, reach(player, route))[0]
    return total


def scorings_left(state: RussianRailroads) -> int:
    """Round scorings still to come, this round's included (0 once the game is over)."""
    if state.is_over:
        return 0
    return state.rounds - state.round + 1


def values(state: GameState) -> list[float]:
    """Each seat's points scored plus what its position should still score; the final
    scores once the game is over."""
    assert isinstance(state, RussianRailroads)
    if state.is_over:
        return [float(p.total()) for p in state.seats]
    hands = [bonus_cards.hand(state, seat) for seat in range(state.players)]
    prizes = engineers.majority(state, hands) if any(p.engineers for p in state.seats) else None
    scorings = scorings_left(state)
    return [
        _value(state, seat, scorings, hands[seat], prizes[seat] if prizes else 0)
        for seat in range(state.players)
    ]


def _value(
    state: RussianRailroads, seat: int, scorings: int, cards: list[int], prize: int
) -> float:
    """One seat's value; ``prize`` is its engineer-majority prize if the game ended now."""
    player = state.seats[seat]
    later = scorings - 0.6
    tracks = player.tracks
    now = sum(INDUSTRY_POINTS[m] for m in player.markers if m >= 0)
    latent = 0.0
    slack = 0
    for route in range(3):
        reached = reach(player, route)
        actual, full = route_points(player, route, reached)
        now += actual
        latent += full - actual
        black = tracks[route * 5 + BLACK]
        slack += max(0, min(reached, LENGTHS[route]) - black)
    black_ts = tracks[TS * 5 + BLACK]
    owned = sum(UNLOCKED[colour] for colour in range(1, 5) if black_ts >= _GAIN_AT[colour])
    black_steps = tracks[TS * 5 + BLACK] + tracks[STP * 5 + BLACK] + tracks[KIEV * 5 + BLACK]
    coloured = min(tracks[TS * 5 + GREY], reach(player, TS))
    spare_doublers = max(0, player.doublers - coloured)
    future = (
        LATENT * latent
        + SLACK * slack
        + BLACK_ROOM * black_steps
        + owned
        + SPARE_DOUBLER * spare_doublers
        + INDUSTRY_ROOM * min(industry.capacity(player), INDUSTRY_AHEAD)
        + ENGINEER_USE * len(player.engineers)
    )
    value = player.total() + scorings * now + later * future
    value += _factories_ahead(player)
    action = _action(scorings)
    extra = player.workers - _START_WORKERS[state.players] + (1 if player.black else 0)
    value += extra * _rounds_of_actions(scorings - 1)
    if not player.passed:
        pieces = player.hand + player.temp + (1 if player.black_hand else 0)
        value += action * pieces
        if pieces + player.coins:
            value += NEXT * _open_gain(state, seat)
        if _reuse_pending(state, seat):
            value += action + CLAIM_ORDER
    if scorings > 1 or not player.passed:  # coins are only good for actions
        value += action * COIN_SHARE * player.coins
    settled = 1.0 - 0.5 * (scorings - 1) / state.rounds
    value += settled * prize + sum(_card_worth(state, seat, card, scorings) for card in cards)
    return value


def _action(scorings: int) -> float:
    """What one worker's action is worth with ``scorings`` round scorings left."""
    return ACTION_BASE + ACTION_GAIN * scorings


def _rounds_of_actions(rounds: int) -> float:
    """What one worker's action in each of the last ``rounds`` rounds is worth."""
    return ACTION_BASE * rounds + ACTION_GAIN * rounds * (rounds + 1) / 2


def _open_gain(state: RussianRailroads, seat: int) -> float:
    """The best gain per piece the seat's next action could find on the open spaces."""
    player = state.seats[seat]
    context = _Context(state, seat)
    coins = player.coins
    pieces = player.hand + player.temp + (1 if player.black_hand else 0) + coins
    occupied = state.occupied
    last = state.round == state.rounds
    best = 0.0
    for space in ON_BOARD[state.players]:
        if occupied[space.index] >= 0 and not space.reusable:
            continue
        if (space.not_last_round if last else space.last_round_only) or space.effect.claim:
            continue
        cost = space.workers + space.coins
        if cost > pieces or space.coins > coins:
            continue
        gain = context.effect_gain(space.effect) / cost
        if gain > best:
            best = gain
    return best


def _factories_ahead(player: Player) -> float:
    """What the built factories ahead of the front marker will give when reached."""
    front = max(player.markers)
    return sum(
        FACTORY_WORTH[level]
        for notch, level in enumerate(player.factories)
        if level and NOTCHES[notch] > front
    )


def _reuse_pending(state: RussianRailroads, seat: int) -> bool:
    """True while the seat's claim worker will still be moved for one more action."""
    if state.phase == P_REUSE:
        return seat in state.queue
    if state.phase != P_PLAY or state.round == state.rounds:
        return False
    return any(state.occupied[c] == seat for c in CLAIM_SPACES)


_GROWTH: Final = {
    "black-positions": 1.5,
    "loco-levels": 2.0,
    "per-engineer": 1.5,
    "per-factory": 1.0,
    "per-token": 2.0,
    "per-end-station": 2.0,
    "doubler-thresholds": 3.0,
}
"""Points per scoring left that an end-bonus card of each rule is expected to gain."""


def _card_worth(state: RussianRailroads, seat: int, card: int, scorings: int) -> float:
    """What an end-bonus card is worth to the seat now, and what it should still gain."""
    rule = BONUS_CARDS[card].rule
    return card_points(state, seat, card) + _GROWTH.get(rule, 0.0) * (scorings - 1)


# -- the rollout policy ----------------------------------------------------------------


class _Context:
    """What the quick judgements of one decision share: the actor and the time left."""

    __slots__ = (
        "_doubler",
        "_industry",
        "_loco",
        "_steps",
        "later",
        "player",
        "reaches",
        "scorings",
        "state",
        "values",
    )

    def __init__(self, state: RussianRailroads, seat: int) -> None:
        self.state = state
        self.player = state.seats[seat]
        self.scorings = scorings_left(state)
        self.later = self.scorings - 0.6
        self.values = _track_values(self.player)
        self.reaches = [reach(self.player, route) for route in range(3)]
        self._steps: list[float] | None = None
        self._loco: float | None = None
        self._industry: float | None = None
        self._doubler: float | None = None

    def step_gain(self, colour: int, route: int) -> float:
        """What one step of the ``colour`` track on ``route`` is worth."""
        player = self.player
        tracks = player.tracks
        space = tracks[route * 5 + colour] + 1
        reached = space <= self.reaches[route]
        if colour == BLACK:
            gain = (BLACK_ROOM - (SLACK if reached else 0.0)) * self.later
            if route == KIEV and space in _KIEV_BONUS:
                gain += _KIEV_BONUS[space] * (self.scorings if reached else LATENT * self.later)
        else:
            values = self.values
            delta = values[colour] - values[colour - 1]
            if route == TS and space <= player.doublers:
                delta *= 2
            gain = delta * (self.scorings if reached else LATENT * self.later)
        special = _BENEFIT.get((route, colour, space))
        if special is not None:
            gain += self._benefit(special[0], special[1] and not reached)
        if (route, colour, space) == _DOUBLING:
            actual, full = route_points(player, route, self.reaches[route])
            gain += actual * self.scorings if reached else LATENT * full * self.later
        return gain

    def _benefit(self, benefit: str, waits: bool) -> float:
        """What a player-board benefit is worth (``waits``: for the locomotive)."""
        share = LATENT if waits else 1.0
        if benefit in _GAINED:
            return UNLOCKED[_GAINED[benefit]] * self.later
        if benefit == "end-station":
            return 10.0
        if benefit == "worker":
            return share * _rounds_of_actions(self.scorings)
        return share * TOKEN_WORTH

    def best_steps(self) -> list[float]:
        """The best single step of each step kind (``data.STEP_KINDS``; 0: none)."""
        if self._steps is None:
            self._steps = self._best_steps()
        return self._steps

    def _best_steps(self) -> list[float]:
        rooms = step_rooms(self.player.tracks)
        best = [0.0] * 5
        for colour in range(5):
            for route in range(3):
                if rooms[colour * 3 + route] > 0:
                    gain = self.step_gain(colour, route)
                    if gain > best[colour]:
                        best[colour] = gain
        return [*best, max(best), max(best[0], best[1])]

    def loco_gain(self, level: int) -> float:
        """The best the player can do with a new locomotive of ``level``."""
        player = self.player
        best = 0.0
        for route in range(3):
            old = self.reaches[route]
            if route == TS:
                new = max(player.locos[0], player.locos[1]) + level
                new = max(new, old)
            else:
                new = max(old, level)
            if new > old:
                best = max(best, self.reach_gain(route, old, new))
        return best

    def reach_gain(self, route: int, old: int, new: int) -> float:
        """What raising the reach of ``route`` from ``old`` to ``new`` is worth (tip 2:
        a locomotive counts for the spaces and benefits it reaches)."""
        player = self.player
        before = route_points(player, route, old)[0]
        after = route_points(player, route, new)[0]
        length = LENGTHS[route]
        black = player.tracks[route * 5 + BLACK]
        slack = max(0, min(new, length) - black) - max(0, min(old, length) - black)
        gain = (after - before) * self.scorings + SLACK * slack * self.later
        for space in range(old + 1, min(new, length) + 1):
            special = _BENEFIT.get((route, BLACK, space))
            if special is not None and special[1] and black >= space:
                gain += self._benefit(special[0], False)
        return gain

    def factory_gain(self, level: int) -> float:
        """What a new factory of ``level`` is worth: the industry steps it frees and its
        action when a marker reaches it (a full row of notches: roughly nothing)."""
        factories = self.player.factories
        if 0 not in factories:
            return 0.0
        before = min(industry.capacity(self.player), INDUSTRY_AHEAD)
        notch = factories.index(0)
        factories[notch] = level
        after = min(industry.capacity(self.player), INDUSTRY_AHEAD)
        factories[notch] = 0
        return FACTORY_WORTH[level] + INDUSTRY_ROOM * (after - before) * self.later

    def industry_gain(self, marker: int) -> float:
        """What one step of ``marker`` is worth (its points, a factory it enters)."""
        player = self.player
        position = player.markers[marker]
        gain = float(INDUSTRY_POINTS[position + 1] - INDUSTRY_POINTS[position]) * self.scorings
        notch = NOTCH_AT[position + 1]
        if notch >= 0:
            gain += FACTORY_WORTH[player.factories[notch]]
        return gain + INDUSTRY_ROOM * 0.5 * self.later

    def best_industry(self) -> float:
        """The better step of the two industry markers (0: neither can move)."""
        if self._industry is None:
            player = self.player
            gains = [self.industry_gain(m) for m in (0, 1) if industry.can_advance(player, m)]
            self._industry = max(gains, default=0.0)
        return self._industry

    def new_loco(self) -> float:
        """The best the player can do with the lowest locomotive of the supply."""
        if self._loco is None:
            self._loco = self.loco_gain(locomotives.lowest(self.state))
        return self._loco

    def doubler_gain(self) -> float:
        """What the next doubler is worth."""
        if self._doubler is None:
            self._doubler = self._next_doubler()
        return self._doubler

    def _next_doubler(self) -> float:
        player = self.player
        space = player.doublers + 1
        if space > DOUBLER_SPACES:
            return 0.0
        tracks = player.tracks
        colour = -1
        for c in range(5):
            if tracks[TS * 5 + c] >= space:
                colour = c
        if colour > 0 and space <= self.reaches[TS]:
            return self.values[colour] * self.scorings + 0.3 * self.later
        return SPARE_DOUBLER * self.later

    def effect_gain(self, effect: Effect) -> float:
        """A rough worth of carrying out ``effect`` now."""
        gain = float(effect.points)
        if effect.steps:
            steps = self.best_steps()
            for kind in effect.steps:
                gain += steps[kind]
        if effect.industry:
            gain += effect.industry * self.best_industry()
        if effect.doublers:
            gain += effect.doublers * self.doubler_gain()
        if effect.coins:
            gain += effect.coins * _action(self.scorings) * COIN_SHARE
        if effect.temporary_workers:
            gain += effect.temporary_workers * _action(self.scorings) * 0.7
        if effect.loco_or_factory or effect.loco:
            gain += max(self.new_loco(), 4.0)
        if effect.factory:
            gain += 4.0
        if effect.claim:
            gain += _action(self.scorings) + CLAIM_ORDER
        if effect.repeat:
            gain += _action(self.scorings)
        return gain


def rollout_action(state: GameState, rng: random.Random) -> Action:
    """Quick rules: the steps, markers and tiles that score most; spaces by gain per piece."""
    assert isinstance(state, RussianRailroads)
    legal = state.legal()
    if len(legal) == 1:
        return legal[0]
    step = state.step
    if step == S_FRAME:
        return _frame(state, legal, rng)
    if step in (S_MAIN, S_REUSE):
        return _space(state, legal, rng)
    if step == S_PAY:
        return _pay(state, legal)
    if step == S_PUT:
        return _put(state, legal, rng)
    if step == S_NOTCH:
        return _notch(state, legal)
    assert step == S_START
    return _start(state, legal, rng)


def _best(legal: list[RRAction], scores: list[float], rng: random.Random) -> RRAction:
    """The action with the highest score, ties broken at random."""
    best, best_score = legal[0], -1e18
    for action, score in zip(legal, scores, strict=True):
        score += _TIE * rng.random()
        if score > best_score:
            best, best_score = action, score
    return best


def _frame(state: RussianRailroads, legal: list[RRAction], rng: random.Random) -> RRAction:
    context = _Context(state, state.actor)
    scores = [_frame_score(context, action) for action in legal]
    return _best(legal, scores, rng)


def _frame_score(context: _Context, action: RRAction) -> float:
    """What one decision of a pending effect is worth (``done`` is worth nothing)."""
    verb, arg = action.verb, action.arg
    if verb == STEP:
        colour, route = divmod(arg, 3)
        return context.step_gain(colour, route)
    if verb == MARKER:
        return context.industry_gain(arg)
    if verb == LOCOMOTIVE:
        return context.new_loco()
    if verb == FACTORY:
        return context.factory_gain(
            locomotives.lowest(context.state) if arg == NEW_FACTORY else arg
        )
    if verb == REPEAT:
        return context.effect_gain(SPACES[arg].effect)
    if verb == AGAIN:
        return (context.doubler_gain(), context.best_industry(), context.step_gain(BLACK, TS))[arg]
    if verb == TOKEN:
        return _token_gain(context, arg)
    if verb == CARD:
        return _card_gain(context, arg)
    if verb == BONUS:
        if arg == BONUS_POINTS:
            return 10.0
        state = context.state
        return _card_worth(state, state.actor, arg, context.scorings)
    assert verb == DONE
    return 0.0


def _token_gain(context: _Context, token: int) -> float:
    """What using "?" token ``token`` now is worth."""
    name = TOKENS[token]
    scorings, later = context.scorings, context.later
    if name == "tracks":
        return 4 * context.best_steps()[5]
    if name == "doublers":
        return 3 * context.doubler_gain()
    if name == "industry":
        return 5 * context.best_industry()
    if name == "revaluation":
        player = context.player
        gain = 0.0
        for route in range(3):
            reached = context.reaches[route]
            actual, full = route_points(player, route, reached)
            raised, raised_full = route_points(player, route, reached, REVALUED)
            beyond = (raised_full - raised) - (full - actual)
            gain += (raised - actual) * scorings + LATENT * beyond * later
        return gain
    if name == "second-marker":
        return 2.0 * later
    if name == "kiev-medal":
        grey = context.player.tracks[KIEV * 5 + MEDAL_TRACK]
        medal_reached = context.reaches[KIEV] >= MEDAL_SPACE
        return MEDAL_POINTS * scorings if grey >= MEDAL_SPACE and medal_reached else 2.0 * later
    return 12.0


def _card_gain(context: _Context, card: int) -> float:
    """What taking and carrying out "?" card ``card`` is worth."""
    scorings = context.scorings
    if card == C_BLACK_WORKER:
        return _rounds_of_actions(scorings)
    if card == C_LOCO9:
        return context.loco_gain(9)
    if card == C_ENGINEER:
        return 12.0
    if card == C_FACTORY:
        return 4.0 + 2 * context.best_industry()
    assert card == C_MIXED
    return context.doubler_gain() + context.best_industry() + context.step_gain(BLACK, TS)


_PIECES: Final = tuple(SPACES[i].workers + SPACES[i].coins for i in range(len(SPACES)))


def _space(state: RussianRailroads, legal: list[RRAction], rng: random.Random) -> RRAction:
    """The space with the best gain per piece paid (slightly shuffled), or ``pass``."""
    context = _Context(state, state.actor)
    player = context.player
    black = player.black_hand
    best, best_score = legal[-1], 0.0
    if not (player.hand or player.temp or black or state.step == S_REUSE or context.scorings == 1):
        best_score = _action(context.scorings) * COIN_SHARE  # only coins left: keep them
    for action in legal:
        if action.verb != PLACE:
            continue
        space = SPACES[action.arg]
        gain = context.effect_gain(space.effect)
        if black and space.effect.black_steps:
            gain += context.best_steps()[BLACK]
        if action.arg == _HIRE:
            gain += 6.0 + ENGINEER_USE * context.later
        score = gain / max(_PIECES[action.arg], 1) * (0.9 + 0.2 * rng.random())
        if score > best_score:
            best, best_score = action, score
    return best


_HIRE: Final = len(SPACES) - 1


def _pay(state: RussianRailroads, legal: list[RRAction]) -> RRAction:
    """Pay with workers, keeping coins (tip 4) and the black worker for black steps."""
    space = SPACES[state.pending]
    black_wanted = space.effect.black_steps
    best, best_cost = legal[0], 1e9
    for action in legal:
        black, _, coins = PAYMENTS[action.arg]
        cost = 3.0 * coins + (-1.0 if black_wanted else 1.0) * black
        if cost < best_cost:
            best, best_cost = action, cost
    return best


def _put(state: RussianRailroads, legal: list[RRAction], rng: random.Random) -> RRAction:
    """The route where the carried locomotive adds the most reach worth having."""
    context = _Context(state, state.actor)
    player = context.player
    level = state.carry
    scores = []
    for action in legal:
        if action.verb == RETURN:
            scores.append(0.0)
            continue
        route, replaced = divmod(action.arg, 10)
        old = context.reaches[route]
        new = old - replaced + level if route == TS else level
        if route == TS and not replaced and 0 not in player.locos[:2]:
            new = old
        scores.append(context.reach_gain(route, old, new) + 0.01 * (level - replaced))
    return _best(legal, scores, rng)


def _notch(state: RussianRailroads, legal: list[RRAction]) -> RRAction:
    """Replace a factory no marker will enter again, else the weakest."""
    player = state.seats[state.actor]
    back = min(m for m in player.markers if m >= 0)
    passed = [n for n in range(5) if NOTCHES[n] <= back]
    if passed:
        return legal[min(passed, key=lambda n: player.factories[n])]
    return legal[min(range(5), key=lambda n: FACTORY_WORTH[player.factories[n]])]


def _start(state: RussianRailroads, legal: list[RRAction], rng: random.Random) -> RRAction:
    """The starting bonus worth most: a black step, an industry step, a doubler, a coin."""
    context = _Context(state, state.actor)
    steps = context.best_steps()
    scores = []
    for action in legal:
        assert action.verb == START
        scores.append(
            (steps[BLACK], context.best_industry(), context.doubler_gain(), 4.0)[action.arg]
        )
    return _best(legal, scores, rng)


# -- the greedy choice -----------------------------------------------------------------

_TURN_LIMIT: Final = 60
"""Decisions of the seat's own turn played out at most after a candidate action."""
_WITHIN_TURN: Final = (S_PAY, S_FRAME, S_PUT, S_NOTCH)


def _after(state: RussianRailroads, action: RRAction, rng: random.Random) -> RussianRailroads:
    """The state after ``action`` and the rest of the seat's turn (rollout policy)."""
    seat = state.actor
    child = state.clone()
    child.play(action)
    steps = 0
    while child.step in _WITHIN_TURN and child.actor == seat and steps < _TURN_LIMIT:
        move = rollout_action(child, rng)
        assert isinstance(move, RRAction)
        child.play(move)
        steps += 1
    return child


def choose(state: GameState, rng: random.Random) -> Action:
    """The action whose outcome, the seat's turn played out, leaves it furthest ahead."""
    assert isinstance(state, RussianRailroads)
    legal = state.legal()
    if len(legal) == 1:
        return legal[0]
    seat = state.actor
    scored = [
        (margins(HANDWRITTEN, _after(state, action, rng))[seat] + _TIE * rng.random(), i)
        for i, action in enumerate(legal)
    ]
    return legal[max(scored)[1]]


class _RussianRailroadsHeuristics:
    search = SearchSettings(turns=1, exploration=0.25)
    lead_scale = 40.0
    values = staticmethod(values)
    rollout_action = staticmethod(rollout_action)
    choose = staticmethod(choose)


HANDWRITTEN: Final = _RussianRailroadsHeuristics()
"""The heuristics alone: the tree search judges by the heuristic lead (the search before
the learned evaluation, kept for comparison: ``old:…`` in ``eurotable.learning.arena``)."""


# -- the learned judgement ----------------------------------------------------------------

BLEND: Final = 0.3
"""The share of the learned correction the default search takes where its rollouts stop.
Against three ``greedy`` (4 players, 200 ms, seeds for choosing settings 36000–36009) it
won 25 of 40 games where the lead alone won 17.5 and the whole correction 3 of 20
(docs/bots.md)."""


def learned_model(players: int) -> Evaluation | None:
    """The learned evaluation for a player count (the shipped file's, trained by
    ``eurotable train-eval russian-railroads``, or the one ``evaluation.use`` chose), or
    None."""
    return evaluation.model_for("russian-railroads", players, {})


def judge_seats(state: GameState, blend: float) -> list[float]:
    """Each seat's expected final margin over the best other seat: its heuristic lead and
    the share ``blend`` of the learned correction read from its own observation vector
    (the RL encoding: only what the seat may know). At the end of the game, or with no
    model for the player count: the leads."""
    assert isinstance(state, RussianRailroads)
    leads = margins(HANDWRITTEN, state)
    model = learned_model(state.players)
    if state.is_over or blend == 0.0 or model is None:
        return leads
    from eurotable.rl.russian_railroads.features import encode

    return [
        model.judge(lead, model.predict(encode(state.observation(seat)), lead), blend)
        for seat, lead in enumerate(leads)
    ]


class _LearnedRussianRailroadsHeuristics(_RussianRailroadsHeuristics):
    """The heuristics with the learned judgement where the tree search's rollouts stop."""

    def __init__(self, blend: float) -> None:
        self.blend = blend

    def judge_seats(self, state: GameState) -> list[float]:
        return judge_seats(state, self.blend)


HEURISTICS: Final = _LearnedRussianRailroadsHeuristics(BLEND)


def with_blend(blend: float) -> _LearnedRussianRailroadsHeuristics:
    """The heuristics with another share of the learned evaluation (for measurements)."""
    return _LearnedRussianRailroadsHeuristics(blend)
