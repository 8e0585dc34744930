"""Secrets: private events for a player's own contracts, and bots' determinization
(rebuilding a full position from one seat's observation alone)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from eurotable.core.events import log_for
from eurotable.games.shipyard import contracts
from eurotable.games.shipyard.game import Shipyard
from eurotable.games.shipyard.state import Step

from .positions import SPEC, check

OPTIONS = [
    {"edition": "second", "contracts": "advanced"},
    {"edition": "second"},
    {"edition": "first"},
]


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def _random_game(players: int, options: dict[str, str], seed: int) -> Shipyard:
    state = SPEC.new_game(players, options, seed)
    assert isinstance(state, Shipyard)
    rng = random.Random(seed)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


@pytest.mark.parametrize("options", OPTIONS)
def test_contracts_appear_only_in_their_owners_log(options: dict[str, str]) -> None:
    """Státní zakázky / HE חוזים ממשלתיים: contracts are secret, discarded ones too. A
    player's deal and discards name the contracts in that player's log only; the others
    (and onlookers) see how many of which colour went, and the kept ones at the end."""
    state = _random_game(3, options, 21)
    events = state.events
    assert events is not None
    ids = [c.id for c in state.ed.contracts]
    end = next(i for i, e in enumerate(events) if e.kind == "final-score")
    for seat in range(3):
        player = state.seats[seat]
        own = {ids[c] for c in player.hand + player.discarded}
        mine = [e for e in log_for(events, seat) if e.private_to == seat]
        assert {e.kind for e in mine} == {"contracts-dealt", "discard-contract"}
        named = {c for e in mine for c in e.data.get("contracts", [e.data.get("contract")])}
        assert named == own
        for viewer in [*(s for s in range(3) if s != seat), None]:
            shown = log_for(events[:end], viewer)
            assert not own & {s for e in shown for s in _strings(e.data)}
            gone = {ids[c] for c in player.discarded}
            assert not gone & {s for e in log_for(events, viewer) for s in _strings(e.data)}
    assert all(e.private_to is None for e in events if e.kind == "discard")


def _due(state: Shipyard) -> int:
    return 2 * contracts.discards_due(state)


def _until(state: Shipyard, seed: int, stop: Any) -> None:
    rng = random.Random(seed)
    while not stop(state):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("options", OPTIONS)
def test_a_player_discarding_is_imagined_consistently(options: dict[str, str]) -> None:
    """Determinization while another player is between two discards of one colour: the
    imagined hand still lets it go on in table order, and the game plays on to the end."""
    state = SPEC.new_game(4, options, 3)
    assert isinstance(state, Shipyard)
    _until(state, 3, lambda s: s.step is Step.DISCARD and 0 < sum(s.discard_need) < _due(s))
    seat = (state.discard_seat + 1) % 4
    observed = state.observation(seat)
    rng = random.Random(5)
    for _ in range(20):
        imagined = SPEC.determinize(observed, rng)
        assert isinstance(imagined, Shipyard)
        assert imagined.observation(seat) == observed
        assert imagined.legal_actions()
        check(imagined)
    _until(imagined, 9, lambda s: s.is_over)


def test_the_beginner_sets_stay_whole() -> None:
    """Příprava hráče 6: in the beginner game everybody holds one whole starting set; the
    seat imagines the others' sets among those it does not hold."""
    state = SPEC.new_game(3, None, 4)
    assert isinstance(state, Shipyard)
    sets = [set(s) for s in state.ed.fixed_sets]
    rng = random.Random(1)
    mine = set(state.seats[0].hand)
    for _ in range(10):
        imagined = SPEC.determinize(state.observation(0), rng)
        assert isinstance(imagined, Shipyard)
        held = [set(p.hand + p.discarded) for p in imagined.seats]
        assert held[0] == mine
        assert all(h in sets for h in held) and len({frozenset(h) for h in held}) == 3


def test_stacks_and_streams_are_redrawn() -> None:
    """Only what the seat cannot see changes: the stacks' order and the random streams."""
    state = SPEC.new_game(2, {"edition": "first"}, 8)
    assert isinstance(state, Shipyard)
    imagined = [SPEC.determinize(state.observation(1), random.Random(i)) for i in range(5)]
    assert all(isinstance(s, Shipyard) for s in imagined)
    orders = {tuple(s.middles_1) for s in imagined if isinstance(s, Shipyard)}
    assert len(orders) > 1
    for other in imagined:
        assert isinstance(other, Shipyard)
        assert sorted(other.middles_1) == sorted(state.middles_1)
        assert other.streams["goods"].seed != state.streams["goods"].seed
        assert other.seats[1].hand == state.seats[1].hand
