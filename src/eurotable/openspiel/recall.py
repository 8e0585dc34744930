"""What each seat saw and did: the moves of a game as the information states read them.

A move is recorded once for every seat: who decided, the catalogue index of the action
and the events it caused, each with the only seat allowed to see it (``None``: every
seat). The events of the set-up come first, as a move of nobody. A seat's recall is every
move's decider, its own actions and the events it may see: another seat's action text is
never part of it (it may name a secret, such as the contract a Shipyard player keeps),
only what that action showed everybody through its events.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from eurotable.core.events import Event

EventText = tuple[int | None, str]
"""An event as recalled: the only seat that may see it (``None``: every seat), its text."""


class Move:
    """One decision: its seat (``None``: the set-up), its catalogue index (``None`` where
    the recall it belongs to could not see it) and the events it caused."""

    __slots__ = ("_texts", "action", "events", "seat")

    def __init__(
        self,
        seat: int | None,
        action: int | None,
        events: tuple[Event, ...],
        texts: tuple[EventText, ...] | None = None,
    ) -> None:
        self.seat = seat
        self.action = action
        self.events = events
        self._texts = texts

    def __repr__(self) -> str:
        return f"Move({self.seat}, {self.action}, {len(self.events)} events)"

    @property
    def texts(self) -> tuple[EventText, ...]:
        """The events as recalled, made when first asked for (copies of a state share
        their moves, so each event is written once)."""
        if self._texts is None:
            self._texts = tuple((event.private_to, event_text(event)) for event in self.events)
        return self._texts

    def seen_by(self, seat: int) -> Move:
        """The move as ``seat`` recalls it: its own action, the events it may see."""
        texts = self.texts
        visible = [i for i, (private_to, _) in enumerate(texts) if private_to in (None, seat)]
        action = self.action if self.seat == seat else None
        if action == self.action and len(visible) == len(texts):
            return self
        return Move(
            self.seat,
            action,
            tuple(self.events[i] for i in visible),
            tuple(texts[i] for i in visible),
        )

    def lines(self, seat: int, actions: Sequence[str]) -> list[str]:
        """The move in ``seat``'s recall: ``setup``, ``you: ACTION`` or ``seat N``, then
        one indented line per event the seat saw."""
        if self.seat is None:
            head = "setup"
        elif self.seat == seat and self.action is not None:
            head = f"you: {actions[self.action]}"
        else:
            head = f"seat {self.seat}"
        seen = [f"  {text}" for private_to, text in self.texts if private_to in (None, seat)]
        return [head, *seen]


def event_text(event: Event) -> str:
    """An event's kind, seat and data as canonical JSON (the same after a JSON round
    trip of its data)."""
    return json.dumps(
        {"kind": event.kind, "seat": event.seat, "data": event.data},
        sort_keys=True,
        separators=(",", ":"),
    )


class Recall:
    """The moves of a game, and each seat's recall as text and as moves, extended as
    they are read (the moves are only ever appended to)."""

    __slots__ = ("_seen", "_texts", "moves")

    def __init__(self, moves: list[Move]) -> None:
        self.moves = moves
        self._texts: dict[int, tuple[int, str]] = {}
        self._seen: dict[int, list[Move]] = {}

    def copy(self) -> Recall:
        copied = Recall(self.moves[:])
        copied._texts = dict(self._texts)
        return copied

    def seen_by(self, seat: int) -> Recall:
        """The recall of a state that only ``seat``'s memory is known of: ``seat``'s
        own, the other seats' reduced to what they shared with it."""
        seen = self._seen.setdefault(seat, [])
        seen.extend(move.seen_by(seat) for move in self.moves[len(seen) :])
        reduced = Recall(seen[:])
        if seat in self._texts:
            reduced._texts[seat] = self._texts[seat]
        return reduced

    def text(self, seat: int, actions: Sequence[str]) -> str:
        """``seat``'s recall, one line per move and per event it saw."""
        done, text = self._texts.get(seat, (0, ""))
        moves = self.moves
        if done < len(moves):
            lines = [line for move in moves[done:] for line in move.lines(seat, actions)]
            text = "\n".join([text, *lines]) if text else "\n".join(lines)
            self._texts[seat] = (len(moves), text)
        return text

    def own_action_counts(self, seat: int, catalogue: int) -> npt.NDArray[np.float32]:
        """How often ``seat`` chose each catalogue action."""
        counts = np.zeros(catalogue, dtype=np.float32)
        for move in self.moves:
            if move.seat == seat and move.action is not None:
                counts[move.action] += 1.0
        return counts
