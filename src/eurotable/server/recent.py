"""What each recent log entry changed on the board, as one seat saw it.

The web table marks on the board everything the other seats changed since the viewer
last acted ("see every move", docs/web.md): for that it needs, for each of those entries,
which parts of the viewer's observation changed. A ``Trail`` keeps the positions after
the latest entries (a clone each, a few microseconds) and works the changes out only when
a view asks, once per entry and pair of eyes. Changes are found by comparing the viewer's
own observations (or the public one), so they hold nothing that seat may not see.

A change names a path into the observation (keys and list positions joined by dots, as
``boards.1.doubloons``) and how it changed: ``delta`` for a number, ``added`` and
``removed`` for what appeared or went (the items of a list that grew or shrank, the old
and new value of anything else).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from eurotable.core.game import GameState
from eurotable.core.timeline import ABANDON, CONFIRM, UNDO, Timeline, revoked_seat, seat_entry

Json = dict[str, Any]

KEPT = 64
"""How many of the latest entries a trail keeps the positions of (5–10 KiB each). In
random games a seat waited at most 42 entries between two of its moves (Russian
Railroads, 4 players; Puerto Rico 5 players: 30; Shipyard 4 players: 20)."""

ACTION = "action"
"""A step that played a move (the other kinds are the timeline's ``undo`` and
``confirm`` entries, and ``mark`` for ``timeout``, ``resign``, ``revoke`` and
``abandon``)."""
MARK = "mark"


@dataclass(slots=True)
class _Step:
    """One entry: its kind, the seat it was of, the position after it and how many
    events the log held before and after it; ``undone`` once an undo took it back."""

    kind: str
    seat: int | None
    after: GameState
    events_before: int
    events_after: int
    undone: bool = False
    changes: dict[int | None, list[Json]] = field(default_factory=dict)


class Trail:
    """The latest entries of one game with the positions between them."""

    def __init__(self, state: GameState) -> None:
        self._base = state.clone()
        """The position before the first step kept."""
        self._steps: list[_Step] = []

    def follow(self, timeline: Timeline, entries: list[str]) -> None:
        """Apply stored ``entries`` to ``timeline`` (as ``Timeline.extend``), keeping the
        positions of the last ``KEPT`` of them."""
        early = max(0, len(entries) - KEPT)
        if early:
            timeline.extend(entries[:early])
            self._base = timeline.state.clone()
            self._steps.clear()
        for text in entries[early:]:
            kind, seat = _kind_of(timeline, text)
            before = len(timeline.state.events or [])
            timeline.extend([text])
            self.note(timeline, kind, seat, before)

    def note(self, timeline: Timeline, kind: str, seat: int | None, events_before: int) -> None:
        """Keep the position after an entry just applied to ``timeline``."""
        state = timeline.state
        if kind == UNDO:
            standing = [s for s in self._steps if s.kind == ACTION and not s.undone]
            if standing:
                standing[-1].undone = True
        self._steps.append(_Step(kind, seat, state.clone(), events_before, len(state.events or [])))
        if len(self._steps) > KEPT:
            self._base = self._steps.pop(0).after

    def recent(
        self,
        viewer: int | None,
        seen_by: int | None,
        observe: Callable[[GameState], Any],
        lines: list[int],
    ) -> list[Json]:
        """The entries since ``viewer`` last played a move that still stands (for a
        spectator: since the seat to move did), each as ``{line, seat, changes}``:
        the position in the log of ``seen_by`` (the event positions of its lines are
        ``lines``) of the entry's first line it sees (``None``: none), the seat that made
        it and what it changed in ``observe``'s observation. Taken-back moves and the
        undos that took them back are left out (together they change nothing); so are
        ``confirm`` entries, which change nothing on the board."""
        steps = self._steps
        since = next(
            (
                n + 1
                for n in range(len(steps) - 1, -1, -1)
                if steps[n].kind == ACTION and not steps[n].undone and steps[n].seat == viewer
            ),
            0,
        )
        shown: list[Json] = []
        for n in range(since, len(steps)):
            step = steps[n]
            if step.undone or step.kind in (UNDO, CONFIRM):
                continue
            if seen_by not in step.changes:
                before = steps[n - 1].after if n else self._base
                step.changes[seen_by] = changes(observe(before), observe(step.after))
            shown.append(
                {
                    "line": _first_line(lines, step.events_before, step.events_after),
                    "seat": step.seat,
                    "changes": step.changes[seen_by],
                }
            )
        return shown

    def last_seat(self) -> int | None:
        """The seat of the latest move still standing (``None``: none kept)."""
        return next(
            (s.seat for s in reversed(self._steps) if s.kind == ACTION and not s.undone), None
        )


def _kind_of(timeline: Timeline, text: str) -> tuple[str, int | None]:
    """What an entry about to be applied is, and whose."""
    if text == UNDO:
        return UNDO, timeline.undoer()
    if text == CONFIRM:
        return CONFIRM, timeline.confirmer()
    if text == ABANDON or revoked_seat(text) is not None:
        return MARK, None  # the host's
    marked = seat_entry(text)
    if marked is not None:
        return MARK, marked[1]
    return ACTION, timeline.state.current_player


def _first_line(lines: list[int], first: int, end: int) -> int | None:
    """The index of the first log line whose event lies in ``[first, end)``."""
    return next((n for n, position in enumerate(lines) if first <= position < end), None)


def changes(before: Any, after: Any, path: str = "") -> list[Json]:
    """Where two JSON-like observations differ (see the module's description)."""
    if before == after:
        return []
    if isinstance(before, dict) and isinstance(after, dict):
        found: list[Json] = []
        for key in [*before, *(k for k in after if k not in before)]:
            inner = f"{path}.{key}" if path else str(key)
            if key not in after:
                found.append({"path": inner, "removed": [before[key]]})
            elif key not in before:
                found.append({"path": inner, "added": [after[key]]})
            else:
                found.extend(changes(before[key], after[key], inner))
        return found
    if isinstance(before, list) and isinstance(after, list):
        if len(before) == len(after):
            return [
                change
                for n, (old, new) in enumerate(zip(before, after, strict=True))
                for change in changes(old, new, f"{path}.{n}" if path else str(n))
            ]
        return [_regrouped(path, before, after)]
    if _number(before) and _number(after):
        return [{"path": path, "delta": after - before}]
    change: Json = {"path": path}
    if before is not None:
        change["removed"] = [before]
    if after is not None:
        change["added"] = [after]
    return [change]


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _regrouped(path: str, before: list[Any], after: list[Any]) -> Json:
    """A list that grew or shrank: the items it gained and lost (counted as a multiset)."""
    old, new = Counter(map(_key, before)), Counter(map(_key, after))
    gained, lost = new - old, old - new
    change: Json = {"path": path}
    added = [item for item in after if _take(gained, _key(item))]
    removed = [item for item in before if _take(lost, _key(item))]
    if added:
        change["added"] = added
    if removed:
        change["removed"] = removed
    return change


def _key(item: Any) -> str:
    return json.dumps(item, sort_keys=True)


def _take(left: Counter[str], key: str) -> bool:
    """Whether one of ``key`` is left to count off (counting it)."""
    if left[key] > 0:
        left[key] -= 1
        return True
    return False
