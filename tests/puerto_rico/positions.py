"""Helpers to build Puerto Rico positions for the rules tests.

A position starts as a new game whose governor is seat 0 and whose boards are blank (the
starting plantations and doubloons go back to the bank). Helpers then hand out tiles,
buildings, colonists, goods, doubloons and VP chips *from the bank*, so every position
still obeys the engine's conservation invariants and ``check`` can assert them after the
actions under test. ``start_role`` makes a seat pick a role through the public interface.
"""

from __future__ import annotations

from eurotable import games
from eurotable.core.game import GameSpec
from eurotable.games.puerto_rico.data import BUILDING_INDEX, GOODS, ROLES, TILES
from eurotable.games.puerto_rico.game import PuertoRico
from eurotable.games.puerto_rico.notation import PRAction
from eurotable.games.puerto_rico.state import PuertoRicoState, Step

SPEC: GameSpec = games.get("puerto-rico")


def new_game(
    players: int = 3,
    *,
    seed: int = 1,
    governor: int = 0,
    blank: bool = True,
    open_vp: bool = False,
) -> PuertoRico:
    """A new game with ``governor`` to pick; with ``blank`` every board is empty."""
    options = {"open_vp": True} if open_vp else None
    state = SPEC.new_game(players, options, seed)
    assert isinstance(state, PuertoRico)
    state.governor = governor
    state.actor = governor
    if blank:
        for player in state.seats:
            for kind, count in enumerate(player.island):
                state.stack[0:0] = [kind] * count  # under the stack: draws stay the same
            player.island = [0] * len(player.island)
            player.doubloons = 0
    touch(state)
    return state


def touch(state: PuertoRico) -> None:
    """Forget the cached legal actions after fields were edited by hand."""
    # Guard against a silent rename: the pure-Python state has a __dict__, so assigning a
    # stale name would not fail and the cache would survive. The attribute's descriptor
    # (a slot, or a compiled class's field) is on the class.
    assert hasattr(PuertoRicoState, "legal_cache")
    state.legal_cache = None


def tiles(state: PuertoRico, seat: int, kind: str, count: int, occupied: int = 0) -> None:
    """Give ``count`` island tiles of ``kind`` (``occupied`` of them manned) from the bank."""
    k = TILES.index(kind)
    if kind == "quarry":
        assert state.quarries >= count, "not enough quarries left"
        state.quarries -= count
    else:
        for _ in range(count):
            for pile in (state.stack, state.discards, state.face_up):
                if k in pile:
                    pile.remove(k)
                    break
            else:
                raise AssertionError(f"no {kind} plantation left in the bank")
    player = state.seats[seat]
    player.island[k] += count
    colonists(state, seat, occupied, on=kind)
    touch(state)


def building(state: PuertoRico, seat: int, name: str, colonists_on: int = 0) -> None:
    """Give the building ``name`` (its id) with ``colonists_on`` colonists from the supply."""
    b = BUILDING_INDEX[name]
    assert state.building_supply[b] > 0, f"no {name} left"
    state.building_supply[b] -= 1
    state.seats[seat].buildings[b] = 0
    colonists(state, seat, colonists_on, on=name)
    touch(state)


def colonists(state: PuertoRico, seat: int, count: int, on: str = "san-juan") -> None:
    """Move ``count`` colonists from the supply onto a tile kind, a building or San Juan."""
    if count == 0:
        return
    assert state.colonists >= count, "not enough colonists in the supply"
    state.colonists -= count
    player = state.seats[seat]
    if on == "san-juan":
        player.san_juan += count
    elif on in TILES:
        player.occupied[TILES.index(on)] += count
    else:
        player.buildings[BUILDING_INDEX[on]] += count
    touch(state)


def goods(state: PuertoRico, seat: int, **counts: int) -> None:
    """Set the seat's goods (``corn=2, sugar=1``), taking from or returning to the bank."""
    player = state.seats[seat]
    for name, count in counts.items():
        g = GOODS.index(name)
        state.goods_supply[g] += player.goods[g] - count
        assert state.goods_supply[g] >= 0, f"not enough {name} in the bank"
        player.goods[g] = count
    touch(state)


def supply(state: PuertoRico, holder: int, **counts: int) -> None:
    """Leave only ``counts`` in the bank; the rest goes to seat ``holder``'s windrose."""
    player = state.seats[holder]
    for name, count in counts.items():
        g = GOODS.index(name)
        surplus = state.goods_supply[g] - count
        assert surplus >= 0, f"only {state.goods_supply[g]} {name} in the bank"
        state.goods_supply[g] = count
        player.goods[g] += surplus
    touch(state)


def money(state: PuertoRico, seat: int, doubloons: int) -> None:
    state.seats[seat].doubloons = doubloons
    touch(state)


def chips(state: PuertoRico, seat: int, vp: int) -> None:
    """Give VP chips from the supply."""
    state.vp_supply -= vp - state.seats[seat].vp
    state.seats[seat].vp = vp
    touch(state)


def ship(state: PuertoRico, index: int, good: str | None, load: int) -> None:
    """Put ``load`` barrels of ``good`` (from the bank) on cargo ship ``index`` (0-based)."""
    if state.ship_good[index] >= 0:
        state.goods_supply[state.ship_good[index]] += state.ship_load[index]
    if good is None:
        state.ship_good[index] = -1
        state.ship_load[index] = 0
    else:
        g = GOODS.index(good)
        state.goods_supply[g] -= load
        state.ship_good[index] = g
        state.ship_load[index] = load
    touch(state)


def house(state: PuertoRico, *names: str) -> None:
    """Put goods (from the bank) into the trading house."""
    for g in state.house:
        state.goods_supply[g] += 1
    state.house = [GOODS.index(n) for n in names]
    for g in state.house:
        state.goods_supply[g] -= 1
    touch(state)


def start_role(state: PuertoRico, seat: int, role: str) -> None:
    """``seat`` picks ``role`` now, as the (seat - governor + 1)-th pick of the round."""
    state.step = Step.ROLE
    state.phase = -1
    state.actor = seat
    state.picks = (seat - state.governor) % state.players
    state.role_taken = [-1] * len(state.role_cards)
    touch(state)
    play(state, f"role {role}")


def action(text: str) -> PRAction:
    parsed = SPEC.parse_action(text)
    assert isinstance(parsed, PRAction)
    return parsed


def play(state: PuertoRico, *texts: str) -> None:
    """Apply actions given in notation, through the legality check."""
    for text in texts:
        state.apply(action(text))


def legal(state: PuertoRico) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def check(state: PuertoRico) -> None:
    """The engine's conservation invariants still hold."""
    assert SPEC.invariants(state) == []


def role_card(state: PuertoRico, role: str) -> int:
    return state.role_cards.index(ROLES.index(role))
