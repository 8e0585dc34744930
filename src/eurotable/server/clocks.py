"""Clocks: a game's time control, live or turn-based, stored with the game.

A game's clock (chosen at creation, ``NewGame.clock``) is one JSON object in
``games.clock``:

- ``kind``: "live" (each player has ``minutes`` in all, running only while it is their
  turn, and ``increment`` seconds more after each move) or "turn" (each move must come
  within ``days``; time beyond is taken from the seat's bank of ``bank_days``);
- ``per_move_ms``: the time each move has before the seat's own time runs (live: 0; turn:
  the days), ``increment_ms``: added to the seat's time after each of its moves;
- ``remaining_ms``: each seat's own time (live: its clock; turn: its bank) when its running
  turn began;
- ``on_timeout``: "bot_moves" (a bot makes the move whose time ran out; the seat's own time
  is then zero, so each later move has only its per-move time and increment) or
  "bot_takes_seat" (a bot plays the seat for the rest of the game: a ``resign`` entry);
- ``absences``: ``[seat, start, end]`` (ISO times): a turn-based clock does not run for a
  seat while its player is away (``absence``: at most ``ABSENCE_DAYS`` days in any
  ``ABSENCE_WINDOW_DAYS``).

The running turn begins at the table's last change (its last stored entry, or the moment
its last seat was taken), so what is stored is enough to know every seat's time after a
restart or in another server process. The move that ends a turn stores the seat's new time
in the same transaction as its log entry: if another process stored that entry first,
neither is stored. Time comes from ``now``, which tests may replace (``use``).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any, Final

from eurotable.i18n import _
from eurotable.server.errors import BadRequest, Conflict
from eurotable.server.limits import Limits

if TYPE_CHECKING:
    from eurotable.server.schemas import ClockChoice

LIVE, TURN = "live", "turn"
BOT_MOVES: Final = "bot_moves"
BOT_TAKES_SEAT: Final = "bot_takes_seat"
LONGEST_MINUTES = 180
LONGEST_INCREMENT = 60
TURN_DAYS = (1, 2, 3, 5, 7)
LONGEST_BANK_DAYS = 30
ABSENCE_DAYS = 14
"""The most days of absence a player may announce in any ``ABSENCE_WINDOW_DAYS``."""
ABSENCE_WINDOW_DAYS = 30
DAY_MS = 24 * 3600 * 1000

Clock = dict[str, Any]
"""A game's stored clock (see the module's text)."""


def _system_now() -> datetime:
    return datetime.now(UTC)


_source: list[Callable[[], datetime]] = [_system_now]


def now() -> datetime:
    """The time now, from the clock in use (the system's, unless a test set another)."""
    return _source[0]()


def use(source: Callable[[], datetime] | None) -> None:
    """Take the time from ``source`` from now on (``None``: the system's clock again)."""
    _source[0] = source or _system_now


def new_clock(
    choice: ClockChoice | None, on_timeout: str, players: int, limits: Limits
) -> Clock | None:
    """The stored clock of a new game of ``players`` seats (``None``: no clock), checked
    (``BadRequest``: live, minutes from ``Limits.shortest_clock_minutes`` to 180 and an
    increment from 0 to 60 seconds; turn-based, days of ``TURN_DAYS`` and a bank from 0
    to 30 days)."""
    if choice is None or choice.kind not in (LIVE, TURN):
        return None
    if choice.kind == TURN:
        if choice.days not in TURN_DAYS:
            raise BadRequest(
                _(
                    "a turn-based clock has {choices} days per move, not {n}",
                    choices=", ".join(map(str, TURN_DAYS)),
                    n=choice.days,
                )
            )
        if not 0 <= choice.bank_days <= LONGEST_BANK_DAYS:
            raise BadRequest(
                _(
                    "a time bank is from 0 to {most} days, not {n}",
                    most=LONGEST_BANK_DAYS,
                    n=choice.bank_days,
                )
            )
        own, per_move, increment = choice.bank_days * DAY_MS, choice.days * DAY_MS, 0
    else:
        minutes = choice.minutes
        if minutes is None or not limits.shortest_clock_minutes <= minutes <= LONGEST_MINUTES:
            raise BadRequest(
                _(
                    "a live clock is from {least} to {most} minutes, not {n}",
                    least=limits.shortest_clock_minutes,
                    most=LONGEST_MINUTES,
                    n=minutes,
                )
            )
        if not 0 <= choice.increment <= LONGEST_INCREMENT:
            raise BadRequest(
                _(
                    "a clock's increment is from 0 to {most} seconds, not {n}",
                    most=LONGEST_INCREMENT,
                    n=choice.increment,
                )
            )
        own, per_move, increment = round(minutes * 60_000), 0, choice.increment * 1000
    return {
        "kind": choice.kind,
        "ms": own,
        "per_move_ms": per_move,
        "increment_ms": increment,
        "on_timeout": on_timeout,
        "remaining_ms": [own] * players,
        "absences": [],
    }


def _ms(span: timedelta) -> int:
    return int(span / timedelta(milliseconds=1))


def _away(clock: Clock, seat: int) -> list[tuple[datetime, datetime]]:
    return sorted(
        (datetime.fromisoformat(start), datetime.fromisoformat(end))
        for who, start, end in clock.get("absences", [])
        if who == seat
    )


def _counted_ms(clock: Clock, seat: int, since: datetime, at: datetime) -> int:
    """The time from ``since`` to ``at`` that counts on ``seat``'s clock: all of it, less
    its player's absences."""
    counted = _ms(at - since)
    for start, end in _away(clock, seat):
        overlap = min(end, at) - max(start, since)
        if overlap > timedelta(0):
            counted -= _ms(overlap)
    return max(counted, 0)


def left_ms(clock: Clock, seat: int, since: datetime, at: datetime, running: bool) -> int:
    """The time ``seat`` has left at ``at`` for the move it is to make (its turn running
    since ``since`` if ``running``): its per-move time and its own, never below zero."""
    left = int(clock["remaining_ms"][seat]) + (int(clock["per_move_ms"]) if running else 0)
    if running:
        left -= _counted_ms(clock, seat, since, at)
    return max(left, 0)


def own_ms(clock: Clock, seat: int, since: datetime, at: datetime, running: bool) -> int:
    """``seat``'s own time at ``at`` (live: its clock; turn-based: its bank)."""
    own = int(clock["remaining_ms"][seat])
    return min(own, left_ms(clock, seat, since, at, running)) if running else own


def deadline(clock: Clock, seat: int, since: datetime) -> datetime:
    """When the time of ``seat``, to move since ``since``, runs out (its absences pause
    a turn-based clock)."""
    due = since + timedelta(milliseconds=left_ms(clock, seat, since, since, True))
    for start, end in _away(clock, seat):
        if end <= since or start >= due:
            continue
        due += end - max(start, since)
    return due


def after_move(clock: Clock, seat: int, since: datetime, at: datetime) -> Clock:
    """The clock once ``seat`` moved at ``at``, its turn having run since ``since``: the
    time used beyond its per-move time taken off its own, the increment added."""
    remaining = list(clock["remaining_ms"])
    remaining[seat] = own_ms(clock, seat, since, at, True) + int(clock["increment_ms"])
    return {**clock, "remaining_ms": remaining}


def run_out(clock: Clock, seat: int) -> Clock:
    """The clock once ``seat``'s time ran out: none of its own left."""
    remaining = list(clock["remaining_ms"])
    remaining[seat] = 0
    return {**clock, "remaining_ms": remaining}


def with_absence(clock: Clock, seat: int, days: int, at: datetime) -> Clock:
    """The clock with ``seat``'s player away for ``days`` from ``at`` (or from the end of
    the absence they announced before, if it is not over). ``Conflict``: not a turn-based
    clock, or more than ``ABSENCE_DAYS`` days of absence in the ``ABSENCE_WINDOW_DAYS``
    days up to its end; ``BadRequest``: not 1 to 14 days."""
    if clock["kind"] != TURN:
        raise Conflict(_("only a turn-based clock pauses for an absence"))
    if not 1 <= days <= ABSENCE_DAYS:
        raise BadRequest(_("an absence is from 1 to {most} days", most=ABSENCE_DAYS))
    before = _away(clock, seat)
    start = max([at, *(end for _start, end in before)])
    end = start + timedelta(days=days)
    window = end - timedelta(days=ABSENCE_WINDOW_DAYS)
    spans = [min(e, end) - max(s, window) for s, e in before if e > window]
    taken = sum((span for span in spans if span > timedelta(0)), timedelta(0))
    if taken + timedelta(days=days) > timedelta(days=ABSENCE_DAYS):
        raise Conflict(
            _(
                "at most {most} days of absence in {window} days: {n} are announced already",
                most=ABSENCE_DAYS,
                window=ABSENCE_WINDOW_DAYS,
                n=round(taken / timedelta(days=1), 1),
            )
        )
    span = [seat, start.isoformat(), end.isoformat()]
    return {**clock, "absences": [*clock.get("absences", []), span]}


def back(clock: Clock, seat: int, at: datetime) -> Clock:
    """The clock with ``seat``'s player back at ``at``: the absence under way ends then and
    those still to come are dropped (the days not taken are not counted against the
    limit). ``Conflict``: the player announced no absence that is not over."""
    kept: list[list[Any]] = []
    ended = False
    for span in clock.get("absences", []):
        who, start, end = span[0], datetime.fromisoformat(span[1]), datetime.fromisoformat(span[2])
        if who != seat or end <= at:
            kept.append(span)
            continue
        ended = True
        if start < at:
            kept.append([seat, span[1], at.isoformat()])
    if not ended:
        raise Conflict(_("you announced no absence that is not over"))
    return {**clock, "absences": kept}


def absences(clock: Clock, seat: int, at: datetime) -> list[list[str]]:
    """The absences of ``seat``'s player not over at ``at``: ``[start, end]``, ISO."""
    return [[start.isoformat(), end.isoformat()] for start, end in _away(clock, seat) if end > at]


def control_json(clock: Clock | None) -> dict[str, Any]:
    """The control of a game's clock as it was chosen (``NewGame.clock``)."""
    if clock is None:
        return {"kind": "none"}
    if clock["kind"] == TURN:
        return {
            "kind": TURN,
            "days": clock["per_move_ms"] // DAY_MS,
            "bank_days": clock["ms"] // DAY_MS,
        }
    return {
        "kind": LIVE,
        "minutes": clock["ms"] / 60_000,
        "increment": clock["increment_ms"] // 1000,
    }


def choice_json(clock: Clock | None) -> dict[str, Any]:
    """The control of a game's clock as the API shows it, with what happens on timeout."""
    if clock is None:
        return {"kind": "none"}
    return {**control_json(clock), "on_timeout": clock["on_timeout"]}
