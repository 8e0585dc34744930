"""The game-wide features: whose decision and which step, turns and countdown, the action
row, the wheels and the employees, and in the solo game what the player sees of the
automata (their cubes are on the row, their turns counted; here the solo tiles).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from eurotable.games.shipyard.data import ACTIONS, Edition
from eurotable.games.shipyard.setup import AUTOMATA
from eurotable.games.shipyard.state import Mode, Stage, Step
from eurotable.rl.encoding import Writer, put
from eurotable.rl.shipyard.fields import Fields, relative, seat_labels
from eurotable.rl.shipyard.tables import MAX_CUBES_ON_TILE, Tables

STEPS = {s.name.lower(): s.value for s in Step}
STAGES = {s.name.lower(): s.value for s in Stage}
MODES = {m.name.lower(): m.value for m in Mode}
END_REASONS: Final = ("countdown", "ship_tiles")
"""``flow.end_reason`` 1 and 2 (``displays.END_COUNTDOWN``, ``END_SHIPS``)."""
ACTION_INDEX = {name: i for i, name in enumerate(ACTIONS)}
MAX_COPIES: Final = 2
"""Employees of decks I and II on one slot (3 and 4 players)."""


def most_turns(ed: Edition, players: int, owners: int) -> int:
    """The most regular turns one owner (a seat or an automaton) takes in a game.

    Every turn but each owner's first (first two, with two owners: ``row.first_turns``)
    turns the wheel one tooth (moves the track one space). The end comes with the wheel's
    drop after the last countdown cube (1st edition: the drop that takes the marker to the
    red space, its last cube), then the round is finished, so every owner has had the same
    turns. A stack running out ends the game sooner.
    """
    cubes = ed.countdown_cubes[players]
    drops = cubes if ed.countdown_rule == "marker" else cubes + 1
    advances = ed.first_drop_after + (drops - 1) * ed.turn_wheel_teeth
    first_turns = 2 if owners == 2 else 1
    return first_turns + -(-advances // owners)


class Shared:
    """Offsets of the game-wide block for one edition and player count."""

    def __init__(self, t: Tables, players: int, f: Fields) -> None:
        ed = t.ed
        self.t = t
        self.players = players
        self.owners = players + AUTOMATA if players == 1 else players
        owners = seat_labels(players, self.owners)
        self.step = f.onehot("step", STEPS)
        self.stage = f.onehot("stage", STAGES)
        self.mode = f.onehot("mode", MODES)
        self.actor = f.onehot("actor", owners[:players])
        self.owner = f.onehot("owner", owners)
        self.first = f.onehot("first", owners[:players])
        self.turns = f.group("turns", owners)
        start = ed.countdown_cubes[players]
        self.turn_scale = most_turns(ed, players, self.owners)
        self.flags = f.group("flag", ("lead_locked", "dropped", "end_triggered"))
        self.end_reason = f.onehot("end_reason", END_REASONS)
        self.wheel = f.one("wheel")
        self.countdown = f.group("countdown", ("left", "removed"))
        self.countdown_scale = max(start, 1)
        self.coin_scale = start + 1
        """A coin is put on the last tile at every drop, the last one included."""
        self.bank = f.one("bank")
        self.supply = f.group("supply", ed.pieces)
        self.row_length = ed.turn_wheel_teeth if ed.action_row == "track" else len(ACTIONS)
        self.coins = ed.last_tile_coin
        tile_fields = ("cubes", "in_play", "free", *(("coins",) if self.coins else ()))
        self.row_size = len(ACTIONS) + len(owners) + len(tile_fields)
        self.row = len(f.names)
        for position in range(self.row_length):
            name = f"row.{position + 1}"
            f.onehot(f"{name}.action", ACTIONS)
            f.onehot(f"{name}.owner", owners)
            f.group(name, tile_fields)
        self.crew_wheel = f.onehot("crew_wheel", (ed.pieces[p] for p in ed.crew_wheel))
        self.crew_index = {ed.pieces[p]: i for i, p in enumerate(ed.crew_wheel)}
        self.equipment_wheel = f.onehot(
            "equipment_wheel", (ed.pieces[p] for p in ed.equipment_wheel)
        )
        self.equipment_index = {ed.pieces[p]: i for i, p in enumerate(ed.equipment_wheel)}
        corners = len(ed.exchange_prices)
        self.exchange_start = ed.exchange_start < 0
        labels = [str(c + 1) for c in range(corners)]
        self.exchange = f.onehot("exchange", ["start", *labels] if self.exchange_start else labels)
        self.next_price = f.group("exchange.next_price", ed.goods)
        self.price_scale = max(max(p) for p in ed.exchange_prices)
        self.group = f.onehot("employee_group", range(1, ed.employee_groups + 1))
        self.employees = len(f.names)
        for employee in ed.employees:
            f.group(f"employee.{employee.id}", ("copies", "steps"))
        self.solo = -1
        if players == 1:
            self.solo = f.group("solo", ("stack", "removed_ships"))
            self.solo_top = f.onehot("solo.top_number", t.solo_numbers)
            self.solo_last = f.onehot("solo.last_number", t.solo_numbers)
            self.solo_faces = f.group("solo.face_up", t.faces)
            self.face_index = {face: i for i, face in enumerate(t.faces)}

    def write(self, v: Writer, obs: Mapping[str, Any]) -> None:
        t = self.t
        ed = t.ed
        seat = obs["seat"]
        players = self.players
        v[self.step + STEPS[obs["step"]]] = 1.0
        v[self.stage + STAGES[obs["stage"]]] = 1.0
        v[self.mode + MODES[obs["mode"]]] = 1.0
        if obs["actor"] is not None:
            v[self.actor + relative(obs["actor"], seat, players)] = 1.0
        v[self.owner + relative(obs["owner"], seat, players)] = 1.0
        v[self.first + relative(obs["first"], seat, players)] = 1.0
        for owner, turns in enumerate(obs["turns"]):
            put(v, self.turns + relative(owner, seat, players), turns / self.turn_scale)
        put(v, self.flags, obs["lead_locked"])
        put(v, self.flags + 1, obs["dropped"])
        put(v, self.flags + 2, obs["end_triggered"])
        reason = obs["flow"]["end_reason"]
        if reason:
            v[self.end_reason + reason - 1] = 1.0
        v[self.wheel] = obs["wheel"] / max(ed.turn_wheel_teeth, ed.first_drop_after)
        put(v, self.countdown, obs["countdown_cubes"] / self.countdown_scale)
        put(v, self.countdown + 1, obs["removed_cubes"] / self.countdown_scale)
        # The bank and the supply never run out (substitutes stand in): what is left in
        # the box is counted, and nothing once it is empty.
        put(v, self.bank, max(obs["bank"], 0) / t.money)
        supply = obs["supply"]
        for i, piece in enumerate(ed.pieces):
            put(v, self.supply + i, max(supply[piece], 0) / ed.piece_supply[i])
        self._row(v, obs, seat)
        self._wheels(v, obs)
        if self.solo >= 0:
            self._solo(v, obs["solo"], obs)

    def _row(self, v: Writer, obs: Mapping[str, Any], seat: int) -> None:
        locked = obs["lead_locked"]
        base = self.row
        owners = self.owners
        for position, tile in enumerate(obs["row"]):
            if tile is not None:
                v[base + ACTION_INDEX[tile["action"]]] = 1.0
                if tile["owner"] is not None:
                    v[base + len(ACTIONS) + relative(tile["owner"], seat, self.players)] = 1.0
                at = base + len(ACTIONS) + owners
                cubes = tile["cubes"]
                put(v, at, cubes / MAX_CUBES_ON_TILE)
                put(v, at + 1, tile["in_play"])
                put(v, at + 2, tile["in_play"] and not cubes and not (position == 0 and locked))
                if self.coins:
                    put(v, at + 3, tile["coins"] / self.coin_scale)
            base += self.row_size

    def _wheels(self, v: Writer, obs: Mapping[str, Any]) -> None:
        ed = self.t.ed
        v[self.crew_wheel + self.crew_index[obs["crew_wheel"]]] = 1.0
        v[self.equipment_wheel + self.equipment_index[obs["equipment_wheel"]]] = 1.0
        corner = obs["exchange_position"]
        v[self.exchange + corner + self.exchange_start] = 1.0
        following = ed.exchange_prices[(corner + 1) % len(ed.exchange_prices)]
        for g, price in enumerate(following):
            put(v, self.next_price + g, price / self.price_scale)
        marker = obs["employee_group"]
        groups = ed.employee_groups
        v[self.group + marker] = 1.0
        index = self.t.employee
        for slot, held in enumerate(obs["employee_slots"]):
            if held is not None:
                at = self.employees + 2 * index[held[0]]
                v[at] = held[1] / MAX_COPIES
                steps = (slot // ed.group_size - marker) % groups or groups
                v[at + 1] = steps / groups

    def _solo(self, v: Writer, solo: Mapping[str, Any], obs: Mapping[str, Any]) -> None:
        """The solo tiles, and the ship tiles the automata took out of the game."""
        t = self.t
        v[self.solo] = solo["stack"] / len(t.ed.solo_tiles)
        v[self.solo + 1] = len(obs["removed_ships"]) / t.ed.real_ships
        if solo["top_number"] is not None:
            v[self.solo_top + t.solo_numbers.index(solo["top_number"])] = 1.0
        if solo["last_number"] >= 0:
            v[self.solo_last + t.solo_numbers.index(solo["last_number"])] = 1.0
        for face in solo["face_up"]:
            v[self.solo_faces + self.face_index[face]] = 1.0
