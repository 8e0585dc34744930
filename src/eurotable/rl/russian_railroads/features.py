"""One seat's Russian Railroads observation as a float32 vector (blocks: ``layout``).

Only the observation is read. Seats are relative: the observer's block first, then the
next seats in play order (``opp1`` is the seat after the observer). Categoricals are
one-hot, counts are divided by the maxima named in ``layout``, booleans are 0 or 1, and
the amounts the rules leave open (coins, points, pending effects and their items) go
through ``encoding.open_amount`` with the scales named in ``layout``: every feature is in
[0, 1].
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from eurotable.games.russian_railroads.data import (
    BONUS_IDS,
    DOUBLER_SPACES,
    DOUBLERS,
    GAIN_SPACES,
    INDUSTRY_END,
    LENGTHS,
    LEVELS,
    TEMPORARY_WORKERS,
    TS,
)
from eurotable.games.russian_railroads.state import (
    ITEMS,
    LOCO_SLOT_ROUTE,
    ORIGINS,
    PHASES,
    STEPS,
)
from eurotable.rl.encoding import Json, Vector, Writer, blank, open_amount, put
from eurotable.rl.russian_railroads.layout import (
    BONUS_PLACES,
    CATEGORY_SCALE,
    COIN_SCALE,
    ITEM_SCALE,
    STACK_SCALE,
    TOTAL_SCALE,
    TRACKS,
    Layout,
    SeatLayout,
    layout,
)

_STEP = {name: i for i, name in enumerate(STEPS)}
_PHASE = {name: i for i, name in enumerate(PHASES)}
_ITEM = {name: i for i, name in enumerate(ITEMS)}
_ORIGIN = {name: i for i, name in enumerate(ORIGINS)}
_BONUS = {name: i for i, name in enumerate(BONUS_IDS)}
_PLACE: Final = {name: i for i, name in enumerate(BONUS_PLACES)}
_TRACK_SLOTS: Final = tuple((route * 5 + colour, float(LENGTHS[route])) for route, colour in TRACKS)


def encode(observation: Mapping[str, Json], out: Vector | None = None) -> Vector:
    """The vector of one seat's observation (``layout(players).names`` names it)."""
    obs = observation
    players: int = obs["players"]
    me: int = obs["seat"]
    lay = layout(players)
    vector, v = blank(lay.size, out)
    _game(v, lay, obs, me, players)
    _stack(v, lay, obs["stack"], me)
    _bonus(v, lay, obs["end_bonus"], me)
    order: list[int] = obs["order"]
    queue: list[int] = obs["queue"]
    seats = obs["seats"]
    shown = obs["end_bonus"]["shown"]
    held = obs["end_bonus"]["held"]
    mine = obs["end_bonus"]["mine"]
    for k, base in enumerate(lay.seats):
        seat = (me + k) % players
        cards = mine if k == 0 else (shown[seat] if shown else ())
        _seat(v, lay.seat, base, seats[seat], order.index(seat), seat in queue)
        put(v, base + lay.seat.bonus_held, held[seat] / lay.deck_size)
        for card in cards:
            v[base + lay.seat.bonus + _BONUS[card]] = 1.0
    return vector


def _game(v: Writer, lay: Layout, obs: Mapping[str, Json], me: int, players: int) -> None:
    v[lay.step + _STEP[obs["step"]]] = 1.0
    v[lay.phase + _PHASE[obs["phase"]]] = 1.0
    now, rounds = obs["round"], obs["rounds"]
    put(v, lay.round, now / rounds)
    put(v, lay.round + 1, (rounds - now) / rounds)
    put(v, lay.round + 2, float(now == rounds))
    put(v, lay.busy, float(obs["busy"]))
    actor = obs["actor"]
    if actor >= 0:
        v[lay.actor + (actor - me) % players] = 1.0
    if obs["pending"] >= 0:
        v[lay.pending + lay.space_at[obs["pending"]]] = 1.0
    put(v, lay.carry, obs["carry"] / LEVELS)
    put(v, lay.carry + 1, float(obs["carry_special"]))
    if obs["carry_from"] >= 0:
        v[lay.carry_from + obs["carry_from"]] = 1.0
    put(v, lay.building, obs["building"] / LEVELS)
    put(v, lay.doublers, obs["doubler_supply"] / DOUBLERS)
    locos, factories = obs["loco_supply"], obs["factory_supply"]
    for level in range(1, LEVELS + 1):
        put(v, lay.factories + level - 1, factories[level] / lay.factory_scales[level])
    for level in range(2, LEVELS + 1):
        put(v, lay.locos + level - 2, locos[level] / lay.loco_scale)
    _owners(v, lay.cards, obs["cards"], me, players)
    _owners(v, lay.start_cards, obs["start_cards"], me, players)
    for position, number in enumerate(obs["strip"]):
        if number:
            v[lay.strip[position][number]] = 1.0
    users = obs["strip_user"]
    for i, position in enumerate(lay.variable):
        if users[position] >= 0:
            v[lay.strip_user + i * players + (users[position] - me) % players] = 1.0
    if obs["hired"] >= 0:
        v[lay.hired + (obs["hired"] - me) % players] = 1.0
    if obs["temp_holder"] >= 0:
        v[lay.temp_holder + (obs["temp_holder"] - me) % players] = 1.0
    occupied = obs["occupied"]
    for i, space in enumerate(lay.occupiable):
        if occupied[space] >= 0:
            v[lay.occupied + i * players + (occupied[space] - me) % players] = 1.0
    claims = obs["claim_piece"]
    for k in range(lay.claims):
        if claims[k] >= 0:
            v[lay.claim + k * 4 + claims[k]] = 1.0


def _owners(v: Writer, offset: int, holders: list[int], me: int, players: int) -> None:
    """One-hot per card: free, or the relative seat that took it."""
    width = players + 1
    for index, seat in enumerate(holders):
        v[offset + index * width + (0 if seat < 0 else 1 + (seat - me) % players)] = 1.0


def _items(v: Writer, offset: int, lists: list[list[str]]) -> None:
    """How many of each item the lists hold, as open amounts."""
    counts = [0] * len(_ITEM)
    for items in lists:
        for item in items:
            counts[_ITEM[item]] += 1
    for index, count in enumerate(counts):
        if count:
            put(v, offset + index, open_amount(count, ITEM_SCALE))


def _stack(v: Writer, lay: Layout, stack: list[Mapping[str, Json]], me: int) -> None:
    if not stack:
        return
    put(v, lay.stack, open_amount(len(stack), STACK_SCALE))
    below = stack[:-1]
    if any(frame["must"] for frame in below):
        v[lay.stack + 1] = 1.0
    _items(v, lay.below, [frame[key] for frame in below for key in ("pool", "later")])
    top = stack[-1]
    origin = top["origin"]
    v[lay.origin + _ORIGIN[origin]] = 1.0
    put(v, lay.top, float(top["must"]))
    if top["black"]:
        v[lay.top + top["black"]] = 1.0
    _items(v, lay.pool, [top["pool"]])
    _items(v, lay.later, [top["later"]])
    arg: int = top["arg"]
    if origin in ("space", "repeat"):
        v[lay.source_space + lay.space_at[arg]] = 1.0
    elif origin == "factory":
        v[lay.source_factory + arg - 1] = 1.0
    elif origin == "token-space":
        v[lay.source_token_space + arg] = 1.0
    elif origin == "token":
        v[lay.source_token + arg] = 1.0
    elif origin == "card":
        v[lay.source_card + arg] = 1.0
    else:
        v[lay.source_start + arg] = 1.0


def _bonus(v: Writer, lay: Layout, known: Mapping[str, Json], me: int) -> None:
    """The deck's size and, for each end-bonus card, the chance it is in each place as
    the seat knows it: its own cards, then each group of cards it cannot tell apart
    spread evenly over the group's places, then the hands shown at the end."""
    put(v, lay.bonus_deck, known["deck"] / lay.deck_size)
    width = len(BONUS_PLACES)
    belief: dict[int, float] = {}
    mine = lay.bonus + _PLACE["mine"]
    for card in known["mine"]:
        belief[mine + _BONUS[card] * width] = 1.0
    for group in known["unknown"]:
        cards = group["cards"]
        share = 1.0 / len(cards)
        for place, count in group["places"].items():
            column = lay.bonus + _PLACE.get(place, _PLACE["others"])
            for card in cards:
                at = column + _BONUS[card] * width
                belief[at] = belief.get(at, 0.0) + count * share
    if known["shown"]:
        others = lay.bonus + _PLACE["others"]
        for seat, hand in enumerate(known["shown"]):
            if seat != me:
                for card in hand:
                    belief[others + _BONUS[card] * width] = 1.0
    for at, chance in belief.items():
        put(v, at, chance)


def _seat(
    v: Writer,
    s: SeatLayout,
    base: int,
    p: Mapping[str, Json],
    position: int,
    queued: bool,
) -> None:
    v[base + s.position + position] = 1.0
    if p["card"]:
        v[base + s.card + p["card"] - 1] = 1.0
    put(v, base + s.passed, float(p["passed"]))
    put(v, base + s.in_queue, float(queued))
    tracks: list[int] = p["tracks"]
    offset = base + s.tracks
    for i, (slot, track_length) in enumerate(_TRACK_SLOTS):
        put(v, offset + i, tracks[slot] / track_length)
    black = tracks[TS * 5]
    for i, space in enumerate(GAIN_SPACES):
        put(v, base + s.owns + i, float(black >= space))
    locos: list[int] = p["locos"]
    reach = [0, 0, 0]
    for slot, level in enumerate(locos):
        put(v, base + s.locos + slot, level / LEVELS)
        reach[LOCO_SLOT_ROUTE[slot]] += level
    for route, length in enumerate(LENGTHS):
        put(v, base + s.reach + route, min(reach[route], length) / length)
    put(v, base + s.special, float(p["special"]))
    for notch, level in enumerate(p["factories"]):
        if level:
            v[base + s.factories + notch * LEVELS + level - 1] = 1.0
    first, second = p["markers"]
    put(v, base + s.markers, first / INDUSTRY_END)
    if second >= 0:
        put(v, base + s.markers + 1, second / INDUSTRY_END)
        v[base + s.second_marker] = 1.0
    put(v, base + s.doublers, p["doublers"] / DOUBLER_SPACES)
    w = base + s.workers
    put(v, w, p["workers"] / s.max_workers)
    put(v, w + 1, p["hand"] / s.max_workers)
    put(v, w + 2, p["temp"] / TEMPORARY_WORKERS)
    put(v, w + 3, float(p["black"]))
    put(v, w + 4, float(p["black_hand"]))
    put(v, base + s.coins, open_amount(p["coins"], COIN_SCALE))
    worker, temp, black_worker, coin = p["placed"]
    put(v, base + s.placed, worker / s.max_workers)
    put(v, base + s.placed + 1, temp / TEMPORARY_WORKERS)
    put(v, base + s.placed + 2, float(black_worker))
    put(v, base + s.placed + 3, open_amount(coin, COIN_SCALE))
    fired: int = p["fired"]
    for bit in range(s.fired_bits):
        if fired >> bit & 1:
            v[base + s.fired + bit] = 1.0
    for space, token in enumerate(p["tokens"]):
        if token >= 0:
            v[base + s.tokens + token] = 1.0
            v[base + s.token_spaces + space] = 1.0
    engineers: list[int] = p["engineers"]
    put(v, base + s.engineers, len(engineers) / s.engineer_scale)
    used_mask: int = p["engineer_used"]
    for number in engineers:
        v[base + s.hired + number - 1] = 1.0
        if used_mask >> number & 1:
            v[base + s.engineer_used + number - 1] = 1.0
    used: list[int] = p["used"]
    offset = base + s.used
    for i, space in enumerate(s.spaces):
        if used[space]:
            v[offset + 2 * i] = 1.0
            if used[space] == 2:
                v[offset + 2 * i + 1] = 1.0
    score: list[int] = p["score"]
    for category, points in enumerate(score):
        put(v, base + s.score + category, open_amount(points, CATEGORY_SCALE))
    put(v, base + s.total, open_amount(sum(score), TOTAL_SCALE))


def feature_names(players: int) -> tuple[str, ...]:
    return layout(players).names
