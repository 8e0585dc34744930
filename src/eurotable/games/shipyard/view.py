"""What a seat may see, and the sampler that redraws what it may not.

Hidden: every player's contracts, kept and discarded, from the others (until the end);
the contracts left in the box; the order of the ship-tile, goods and canal stacks (their
contents follow from what everybody saw); the solo tiles below the top one, whose back
number is visible; and the random streams of future shuffles. Everything else is on the
table.
"""

from __future__ import annotations

import random
from typing import Any

from eurotable.games.shipyard.data import ACTIONS, COLOURS, GOODS_NAMES, PIECES, RED
from eurotable.games.shipyard.state import Player, ShipyardState


def _ids(items: list[int], names: list[str]) -> list[str | None]:
    return [names[i] if i >= 0 else None for i in items]


def _ship(state: ShipyardState, ship: tuple[tuple[int, ...], tuple[int, ...]]) -> dict[str, Any]:
    tiles, pieces = ship
    return {
        "tiles": [state.ed.ships[t].id for t in tiles],
        "pieces": {PIECES[k]: n for k, n in enumerate(pieces) if n},
    }


def _colours(state: ShipyardState, contracts: list[int]) -> dict[str, int]:
    reds = sum(1 for c in contracts if state.ed.contracts[c].colour == RED)
    return {"red": reds, "blue": len(contracts) - reds}


def _board(state: ShipyardState, player: Player, mine: bool) -> dict[str, Any]:
    ed = state.ed
    ship_ids = [t.id for t in ed.ships]
    canal_ids = [c.id for c in ed.canals]
    board: dict[str, Any] = {
        "guilders": player.guilders,
        "scores": player.scores[:],
        "yard": _ids(player.yard, ship_ids),
        "stock": {PIECES[k]: n for k, n in enumerate(player.stock)},
        "employees": [ed.employees[e].id for e in player.employees],
        "goods": [ed.goods_tiles[g].id for g in player.goods],
        "canals": [
            {"id": canal_ids[c], "x": x, "y": y, "rotation": r}
            for c, x, y, r in zip(
                player.canal_ids, player.canal_x, player.canal_y, player.canal_rot, strict=True
            )
        ],
        "token": None
        if player.token_canal < 0
        else {
            "canal": canal_ids[player.token_canal],
            "space": ed.canals[player.token_canal].names[player.token_space],
            "from": None
            if player.from_canal < 0
            else [
                canal_ids[player.from_canal],
                ed.canals[player.from_canal].names[player.from_space],
            ],
        },
        "used": [canal_ids[c] for c in player.used],
        "used_count": player.used_count,
        "fleet": [_ship(state, s) for s in player.fleet],
        "wrecks": [_ship(state, s) for s in player.wrecks],
        "contracts": _colours(state, player.hand),
        "discarded": _colours(state, player.discarded),
    }
    if mine:
        board["hand"] = [ed.contracts[c].id for c in player.hand]
        board["discarded_ids"] = [ed.contracts[c].id for c in player.discarded]
    return board


def full_board(state: ShipyardState, player: Player) -> dict[str, Any]:
    """A player's board with the contracts shown (the all-seeing view)."""
    return _board(state, player, True)


def _pending(state: ShipyardState, seat: int) -> dict[str, Any]:
    ed = state.ed
    ship_ids = [t.id for t in ed.ships]
    return {
        "main": ACTIONS[state.main] if state.main >= 0 else None,
        "doing": ACTIONS[state.doing] if state.doing >= 0 else None,
        "bonus": ACTIONS[state.bonus] if state.bonus >= 0 else None,
        "reserve": state.reserve,
        "picked": ship_ids[state.picked] if state.picked >= 0 else None,
        "bought": state.bought,
        "taken": state.taken[:],
        "canal": ed.canals[state.canal_pick].id if state.canal_pick >= 0 else None,
        "trade_tile": ed.goods_tiles[state.trade_tile].id if state.trade_tile >= 0 else None,
        "trade_goods": [GOODS_NAMES[g] for g in state.trade_goods],
        "trade_choices": [PIECES[c] if c >= 0 else "sell" for c in state.trade_choices],
        "launches": state.launches[:],
        "ship": [state.ship_start, state.ship_end],
        "ship_pieces": state.ship_pieces[:],
        "last_add": state.last_add,
        "boost": state.boost,
        "speed": state.speed,
        "steps_left": state.steps_left,
        "moved": state.moved,
        "riband": state.riband,
        "discard_seat": state.discard_seat,
        "discard_need": state.discard_need[:],
        "last_discard": state.last_discard if state.discard_seat == seat else None,
        "queue": state.queue[:],
        "cursor": state.cursor,
    }


def observation(state: ShipyardState, seat: int) -> dict[str, Any]:
    ed = state.ed
    ship_ids = [t.id for t in ed.ships]
    canal_ids = [c.id for c in ed.canals]
    goods_ids = [g.id for g in ed.goods_tiles]
    over = state.is_over
    solo_top = ed.solo_tiles[state.solo_stack[-1]].number if state.solo_stack else None
    return {
        "game": "shipyard",
        "edition": ed.name,
        "seat": seat,
        "players": state.players,
        "owners": state.owners,
        "first": state.first,
        "owner": state.owner,
        "actor": state.current_player,
        "step": state.step.name.lower(),
        "stage": state.stage.name.lower(),
        "mode": state.mode.name.lower(),
        "turns": state.turns[:],
        "row": [
            {
                "action": ACTIONS[a],
                "in_play": a != state.spacer,
                "owner": o if o >= 0 else None,
                "cubes": n,
                "coins": c,
            }
            for a, o, n, c in zip(
                state.row, state.row_owner, state.row_cubes, state.row_coins, strict=True
            )
        ],
        "lead_locked": state.lead_locked,
        "wheel": state.wheel,
        "dropped": state.dropped,
        "countdown_cubes": state.cubes,
        "removed_cubes": state.removed_cubes,
        "end_triggered": state.end_triggered,
        "end_reason": state.end_reason,
        "crew_wheel": PIECES[ed.crew_wheel[state.crew_pos]],
        "equipment_wheel": PIECES[ed.equipment_wheel[state.equip_pos]],
        "exchange_position": state.exchange_pos,
        "employee_group": state.employee_pos,
        "employee_slots": [
            [ed.employees[e].id, n] if e >= 0 else None
            for e, n in zip(state.emp_slots, state.emp_copies, strict=True)
        ],
        "ship_display": _ids(state.ship_display, ship_ids),
        "ship_stacks": {
            "bows": len(state.bows),
            "middles_1": len(state.middles_1),
            "middles_2": len(state.middles_2),
            "sterns": len(state.sterns),
        },
        "removed_ships": _ids(state.removed_ships, ship_ids),
        "goods_display": _ids(state.goods_display, goods_ids),
        "goods_stack": len(state.goods_stack),
        "goods_sold": _ids(state.goods_sold, goods_ids),
        "goods_box": _ids(state.goods_box, goods_ids),
        "removed_goods": _ids(state.removed_goods, goods_ids),
        "canal_display": _ids(state.canal_display, canal_ids),
        "canal_stack": len(state.canal_stack),
        "canal_discard": _ids(state.canal_discard, canal_ids),
        "removed_canals": _ids(state.removed_canals, canal_ids),
        "contracts_in_box": len(state.contract_pool),
        "solo": {
            "stack": len(state.solo_stack),
            "top_number": solo_top,
            "face_up": [ACTIONS[t] if t < len(ACTIONS) else "last" for t in _faces(state)],
            "last_number": state.solo_number,
        },
        "bank": state.bank,
        "supply": {PIECES[k]: n for k, n in enumerate(state.supply)},
        "pending": _pending(state, seat),
        "boards": [_board(state, p, i == seat or over) for i, p in enumerate(state.seats)],
        "colours": list(COLOURS),
    }


def _faces(state: ShipyardState) -> list[int]:
    return [state.ed.solo_tiles[t].action for t in state.solo_faceup]


def _redraw_solo(state: ShipyardState, rng: random.Random) -> None:
    stack = state.solo_stack
    if len(stack) < 2:
        return
    tiles = state.ed.solo_tiles
    number = tiles[stack[-1]].number
    tops = [t for t in stack if tiles[t].number == number]
    top = rng.choice(tops)
    rest = [t for t in stack if t != top]
    rng.shuffle(rest)
    state.solo_stack = [*rest, top]


def _redraw_contracts(state: ShipyardState, seat: int, rng: random.Random) -> None:
    ed = state.ed
    others = [s for s in range(state.players) if s != seat]
    if not others or state.is_over:
        return
    if state.options.get("contracts") == "beginner":
        mine = set(state.seats[seat].hand) | set(state.seats[seat].discarded)
        sets = [s for s in ed.fixed_sets if not mine & set(s)]
        rng.shuffle(sets)
        for other, chosen in zip(others, sets, strict=False):
            _deal(state, state.seats[other], list(chosen), rng)
        used = {c for s in range(state.players) for c in _held(state.seats[s])}
        state.contract_pool = [c.index for c in ed.contracts if c.index not in used]
        return
    unseen = list(state.contract_pool)
    for other in others:
        unseen.extend(_held(state.seats[other]))
    rng.shuffle(unseen)
    for other in others:
        player = state.seats[other]
        hand_counts = _colours(state, player.hand)
        gone_counts = _colours(state, player.discarded)
        player.hand = _take(state, unseen, hand_counts)
        player.discarded = _take(state, unseen, gone_counts)
    state.contract_pool = sorted(unseen)


def _held(player: Player) -> list[int]:
    return [*player.hand, *player.discarded]


def _take(state: ShipyardState, pool: list[int], counts: dict[str, int]) -> list[int]:
    taken = []
    for colour, name in enumerate(COLOURS):
        for _ in range(counts[name]):
            card = next(c for c in pool if state.ed.contracts[c].colour == colour)
            pool.remove(card)
            taken.append(card)
    return sorted(taken)


def _deal(state: ShipyardState, player: Player, chosen: list[int], rng: random.Random) -> None:
    gone_counts = _colours(state, player.discarded)
    rng.shuffle(chosen)
    player.discarded = _take(state, chosen, gone_counts)
    player.hand = sorted(chosen)


def resample(state: ShipyardState, seat: int, rng: random.Random) -> None:
    """Redraw what ``seat`` cannot see: stack orders, others' contracts, future shuffles."""
    for stack in (
        state.bows,
        state.sterns,
        state.middles_1,
        state.middles_2,
        state.goods_stack,
        state.canal_stack,
    ):
        rng.shuffle(stack)
    _redraw_solo(state, rng)
    _redraw_contracts(state, seat, rng)
    state.streams = {
        name: stream.reseeded(rng.getrandbits(64)) for name, stream in state.streams.items()
    }
    state.legal_cache = None


def secrets(state: ShipyardState, seat: int, rng: random.Random) -> list[tuple[str, ShipyardState]]:
    """What ``seat`` must not see, each secret changed alone in a copy of ``state``."""
    variants: list[tuple[str, ShipyardState]] = []
    for name in ("bows", "sterns", "middles_1", "middles_2", "goods_stack", "canal_stack"):
        if len(getattr(state, name)) > 1:
            copy = state.clone()
            getattr(copy, name).reverse()
            variants.append((f"the order of {name}", copy))
    if len(state.solo_stack) > 2:
        copy = state.clone()
        copy.solo_stack[:-1] = reversed(copy.solo_stack[:-1])
        variants.append(("the solo tiles below the top one", copy))
    reseeded = state.clone()
    reseeded.streams = {n: s.reseeded(rng.getrandbits(64)) for n, s in state.streams.items()}
    variants.append(("the random streams", reseeded))
    if not state.is_over:
        variants.extend(_contract_secrets(state, seat))
    return variants


def _contract_secrets(state: ShipyardState, seat: int) -> list[tuple[str, ShipyardState]]:
    ed = state.ed
    variants: list[tuple[str, ShipyardState]] = []
    for other in range(state.players):
        if other == seat:
            continue
        for field in ("hand", "discarded"):
            held = getattr(state.seats[other], field)
            for card in held:
                swap = next(
                    (
                        c
                        for c in state.contract_pool
                        if ed.contracts[c].colour == ed.contracts[card].colour
                    ),
                    None,
                )
                if swap is None:
                    continue
                copy = state.clone()
                mine = getattr(copy.seats[other], field)
                mine[mine.index(card)] = swap
                copy.contract_pool[copy.contract_pool.index(swap)] = card
                variants.append((f"seat {other}'s {field} contracts", copy))
                break
    return variants
