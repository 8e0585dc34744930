"""The shipyard board: where ship tiles may go (rulebook: Stavba lodí, placement examples).

A yard is a row of slots. A finished ship is a bow, 1 to 7 middles and a stern, side by
side. A tile may only be placed where it can still become part of a finished ship, counting
on the room that ships finished later will free when they sail. This is decided exactly:
a yard is *sound* when its tiles can be grouped into future ships that can be finished one
after another, each over slots that hold only its own tiles or are empty at that moment.
The leftmost slot can then only ever hold a bow and the rightmost only a stern, and a full
yard without a finished ship is never sound, as the rules demand.

Yards are encoded as integers, two bits a slot (0 empty, 1 bow, 2 middle, 3 stern), and
every answer is memoised.
"""

from __future__ import annotations

from typing import Final

from eurotable.games.shipyard.data import Edition

_LOW_BITS: Final = int("01" * 16, 2)


def encode(ed: Edition, yard: list[int]) -> int:
    code = 0
    ships = ed.ships
    for slot, tile in enumerate(yard):
        if tile >= 0:
            code |= (ships[tile].kind + 1) << (2 * slot)
    return code


class _Table:
    """Memoised answers for one yard size and longest ship."""

    __slots__ = ("intervals", "slots", "slots_of", "sound")

    def __init__(self, slots: int, longest: int) -> None:
        self.sound: dict[int, bool] = {0: True}
        self.slots_of: dict[int, tuple[list[int], list[int], list[int]]] = {}
        self.slots = slots
        intervals = []
        for start in range(slots):
            for end in range(start + 2, min(slots, start + longest)):
                mask = sum(3 << (2 * s) for s in range(start, end + 1))
                pattern = 1 << (2 * start) | 3 << (2 * end)
                pattern |= sum(2 << (2 * s) for s in range(start + 1, end))
                intervals.append((mask, pattern))
        self.intervals = tuple(intervals)


_TABLES: dict[tuple[int, int], _Table] = {}


def _table(ed: Edition) -> _Table:
    key = (ed.yard_slots, ed.max_middles + 2)
    table = _TABLES.get(key)
    if table is None:
        table = _TABLES[key] = _Table(*key)
    return table


def _sound(table: _Table, code: int) -> bool:
    known = table.sound.get(code)
    if known is not None:
        return known
    low = (code | code >> 1) & _LOW_BITS
    occupied = low | low << 1
    result = False
    for mask, pattern in table.intervals:
        # The interval holds a tile, and every tile in it is the part the ship needs there.
        fits = code & mask and not (code ^ pattern) & occupied & mask
        if fits and _sound(table, code & ~mask):
            result = True
            break
    table.sound[code] = result
    return result


def slots_by_kind(ed: Edition, yard: list[int]) -> tuple[list[int], list[int], list[int]]:
    """For a bow, a middle and a stern: the empty slots where it keeps the yard sound."""
    table = _table(ed)
    code = encode(ed, yard)
    known = table.slots_of.get(code)
    if known is not None:
        return known
    empty = [slot for slot in range(table.slots) if not (code >> (2 * slot)) & 3]
    bows, middles, sterns = (
        [s for s in empty if _sound(table, code | (kind + 1) << (2 * s))] for kind in range(3)
    )
    table.slots_of[code] = (bows, middles, sterns)
    return bows, middles, sterns


def legal_slots(ed: Edition, yard: list[int], kind: int) -> list[int]:
    """Empty slots where a tile of ``kind`` keeps the yard sound."""
    return slots_by_kind(ed, yard)[kind]


def finished(ed: Edition, yard: list[int]) -> list[tuple[int, int]]:
    """Finished ships as (bow slot, stern slot), left to right."""
    ships = ed.ships
    found: list[tuple[int, int]] = []
    slots = len(yard)
    start = 0
    while start < slots:
        tile = yard[start]
        if tile >= 0 and ships[tile].kind == 0:
            end = start + 1
            while end < slots and yard[end] >= 0 and ships[yard[end]].kind == 1:
                end += 1
            if (
                end < slots
                and end - start >= 2
                and end - start - 1 <= ed.max_middles
                and yard[end] >= 0
                and ships[yard[end]].kind == 2
            ):
                found.append((start, end))
                start = end + 1
                continue
        start += 1
    return found


def completing_slots(ed: Edition, yard: list[int], kind: int) -> list[int]:
    """Empty slots where a tile of ``kind`` finishes a ship (the last chance at the end)."""
    slots = []
    for slot in range(len(yard)):
        if yard[slot] >= 0:
            continue
        trial = yard[:]
        trial[slot] = ed.virtual[kind]
        if any(start <= slot <= end for start, end in finished(ed, trial)):
            slots.append(slot)
    return slots


def is_sound(ed: Edition, yard: list[int]) -> bool:
    return _sound(_table(ed), encode(ed, yard))
