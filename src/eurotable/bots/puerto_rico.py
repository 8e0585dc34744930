"""Puerto Rico heuristics, from the game's well-known principles.

Value: points already certain (chips, buildings, occupied large buildings' bonuses) plus
what money, barrels and production are worth, the latter weighted by how much of the game
is left. Greedy: each legal action is played, the rest of its phase is played out by the
rollout policy, and the action whose outcome leaves the seat furthest ahead of its best
opponent is chosen.
"""

from __future__ import annotations

import random
from typing import Final

from eurotable.bots.heuristics import SearchSettings, margins
from eurotable.core.actions import Action
from eurotable.core.game import GameState
from eurotable.games.puerto_rico.craftsman import capacity
from eurotable.games.puerto_rico.data import (
    BUILDINGS,
    CITY_SPACES,
    GOODS,
    PRICES,
    QUARRY,
    SETUPS,
)
from eurotable.games.puerto_rico.game import PuertoRico
from eurotable.games.puerto_rico.notation import PRAction, Verb
from eurotable.games.puerto_rico.scoring import breakdown
from eurotable.games.puerto_rico.state import Player, Step

_ROLLOUT_LIMIT: Final = 80


def _progress(state: PuertoRico) -> float:
    """0 at the start, 1 when an end condition is near."""
    setup = SETUPS[state.players]
    chips = 1 - max(state.vp_supply, 0) / setup.vp_chips
    colonists = 1 - state.colonists / setup.colonists_supply
    city = max(p.city_spaces() for p in state.seats) / CITY_SPACES
    return 1.0 if state.end_triggered else min(1.0, max(chips, colonists, city))


def values(state: GameState) -> list[float]:
    assert isinstance(state, PuertoRico)
    future = 0.0 if state.is_over else 1.0 - _progress(state)
    return [_value(player, future) for player in state.seats]


def _value(player: Player, future: float) -> float:
    """Certain points, plus what the seat's means are worth while ``future`` of the game
    is left (0 when it is over)."""
    points = sum(breakdown(player).values())
    if future == 0.0:
        return float(points)
    money = player.doubloons * (0.25 + 0.5 * future)
    goods = sum(n * (0.6 + 0.15 * PRICES[g]) for g, n in enumerate(player.goods))
    production = sum(capacity(player, g) * (0.6 + 0.25 * PRICES[g]) for g in range(len(GOODS)))
    island = 0.3 * sum(player.island) + 0.8 * player.occupied[QUARRY]
    violet = sum(1 for b in BUILDINGS if b.violet and not b.large and player.active(b.index))
    investments = (2.5 * production + island + 1.2 * violet) * future
    return points + money + goods + investments


def rollout_action(state: GameState, rng: random.Random) -> Action:
    """Cheap rules: ship and sell the most, build the dearest, take what production needs."""
    assert isinstance(state, PuertoRico)
    legal = state.legal()
    if len(legal) == 1:
        return legal[0]
    step = state.step
    player = state.seats[state.actor]
    if step is Step.LOAD:
        return max(legal, key=lambda a: _barrels(state, a))
    if step is Step.BUILD:
        return max(legal, key=lambda a: BUILDINGS[a.arg].cost if a.verb is Verb.BUILD else -1)
    if step in (Step.TRADE, Step.EXTRA, Step.STORE):
        return max(legal, key=lambda a: _goods_score(player.goods, a))
    if step in (Step.HOSPICE, Step.UNIVERSITY):
        return legal[0]
    if step is Step.SETTLE:
        return max(legal, key=lambda a: _settle_score(state, a) + rng.random())
    return legal[rng.randrange(len(legal))]


def _goods_score(goods: list[int], action: PRAction) -> int:
    """Sell, keep or take the dearest good (then the most plentiful); passing last."""
    if action.verb is Verb.PASS:
        return -1
    return PRICES[action.arg] * 20 + goods[action.arg]


def _barrels(state: PuertoRico, action: PRAction) -> int:
    good = action.arg if action.verb is Verb.WHARF else action.arg // 3
    return state.seats[state.actor].goods[good] if action.verb in (Verb.LOAD, Verb.WHARF) else -1


def _settle_score(state: PuertoRico, action: PRAction) -> float:
    if action.verb is Verb.PASS:
        return -5.0
    if action.verb is Verb.HACIENDA:
        return 1.5
    if action.arg == QUARRY:
        return 2.0
    player = state.seats[state.actor]
    circles = sum(max(player.buildings[b.index], 0) for b in BUILDINGS if b.good == action.arg)
    unmatched = 1.0 if circles > player.occupied[action.arg] else 0.0
    return 1.0 + 0.3 * PRICES[action.arg] + 2.0 * unmatched


def _after(state: PuertoRico, action: PRAction, rng: random.Random) -> PuertoRico:
    """The state after ``action`` and the rest of its phase, played by the rollout policy."""
    child = state.clone()
    child.play(action)
    steps = 0
    while child.step is not Step.ROLE and not child.is_over and steps < _ROLLOUT_LIMIT:
        move = rollout_action(child, rng)
        assert isinstance(move, PRAction)
        child.play(move)
        steps += 1
    return child


def choose(state: GameState, rng: random.Random) -> Action:
    assert isinstance(state, PuertoRico)
    legal = state.legal()
    if len(legal) == 1:
        return legal[0]
    seat = state.actor
    scored = [
        (margins(HEURISTICS, _after(state, action, rng))[seat] + 1e-6 * rng.random(), i)
        for i, action in enumerate(legal)
    ]
    return legal[max(scored)[1]]


class _PuertoRicoHeuristics:
    search = SearchSettings(depth=30)
    lead_scale = 6.0
    values = staticmethod(values)
    rollout_action = staticmethod(rollout_action)
    choose = staticmethod(choose)


HEURISTICS: Final = _PuertoRicoHeuristics()
