"""A game as its append-only log of entries: actions, and undos that take actions back.

The log only grows. An ``undo`` entry takes back the last action still in the undo
window, which holds the latest actions of one seat since another seat last acted and
since the last action that revealed something (``GameSpec.reveals``): a seat may take
back its own misclicks while nobody has answered them and nothing hidden was shown by
them. Replaying the same entries always rebuilds the same game, undos included.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from eurotable.core.actions import Action
from eurotable.core.errors import IllegalAction
from eurotable.core.events import Event
from eurotable.core.game import GameSpec, GameState
from eurotable.i18n import _

UNDO = "undo"
"""The log entry that takes back the last action of the undo window."""


@dataclass(frozen=True, slots=True)
class _Taken:
    """An action in the undo window: the state before it, who played it and how many
    events the log held before it."""

    before: GameState
    seat: int
    text: str
    events: int


class Timeline:
    """A game state and the log of entries that led to it (``UNDO`` among them)."""

    def __init__(self, spec: GameSpec, state: GameState) -> None:
        self.spec = spec
        self.state = state
        if state.events is None:
            state.events = []
        self.entries: list[str] = []
        self._window: list[_Taken] = []

    def check(self, text: str) -> tuple[Action, GameState]:
        """The action ``text`` names, legal now, and the state it leads to (a copy: nothing
        changes); raises ``BadNotation`` or ``IllegalAction``."""
        action = self.spec.parse_action(text)
        trial = self.state.clone()
        trial.apply(action)
        return action, trial

    def play(self, text: str) -> None:
        """Apply the action ``text`` (its canonical notation) for the seat to move."""
        state = self.state
        seat = state.current_player
        action = self.spec.parse_action(text)
        before = state.clone()
        events = len(state.events or [])
        state.apply(action)  # an illegal action stops here, with nothing changed
        # ``reveals`` is asked only of a legal action (it may play it unchecked on a copy).
        reveals = seat is not None and self.spec.reveals(before, action)
        if reveals or (self._window and self._window[-1].seat != seat):
            self._window.clear()
        if not reveals and seat is not None:
            self._window.append(_Taken(before, seat, str(action), events))
        self.entries.append(str(action))

    def undoer(self) -> int | None:
        """The seat that may take back the last action now (``None``: nobody)."""
        if not self._window or self.state.is_over:
            return None
        return self._window[-1].seat

    def undo(self, seat: int) -> str:
        """Take back ``seat``'s last action; returns its text. Raises ``IllegalAction``
        when ``seat`` may not undo now."""
        if self.undoer() != seat:
            raise IllegalAction("cannot-undo", self.why_not_undo(seat))
        taken = self._window.pop()
        events = self.state.events or []
        restored = taken.before
        restored.events = events
        events.append(Event(UNDO, seat, {"action": taken.text, "from": taken.events}))
        self.state = restored
        self.entries.append(UNDO)
        return taken.text

    def why_not_undo(self, seat: int) -> str:
        """Why ``seat`` cannot take back an action now."""
        if self.state.is_over:
            return _("the game is over: nothing can be taken back")
        if not self._window:
            return _(
                "nothing can be taken back now: another seat has acted or something was revealed"
            )
        return _("another seat has acted since: only its own action can be taken back now")

    def extend(self, entries: Iterable[str]) -> None:
        """Apply stored entries in order (actions and undos), checking each."""
        for text in entries:
            if text == UNDO:
                seat = self.undoer()
                if seat is None:
                    raise IllegalAction("cannot-undo", _("nothing can be taken back here"))
                self.undo(seat)
            else:
                self.play(text)


def undone_events(events: list[Event]) -> set[int]:
    """The positions of the events some undo took back (undo events themselves stay)."""
    undone: set[int] = set()
    for position, event in enumerate(events):
        if event.kind == UNDO:
            undone.update(
                earlier
                for earlier in range(int(event.data["from"]), position)
                if events[earlier].kind != UNDO
            )
    return undone
