"""A game as its append-only log of entries: actions, and undos that take actions back.

The log only grows. An ``undo`` entry takes back the last action still in the undo
window, which holds the latest actions of one seat since another seat last acted and
since the last action that revealed something (``GameSpec.reveals``): a seat may take
back its own misclicks while nobody has answered them and nothing hidden was shown by
them. Replaying the same entries always rebuilds the same game, undos included.

Three more entries record what happens around the table rather than on it (the web
table writes them; see docs/web.md, "Seats that go quiet"):

- ``timeout SEAT BOT``: the time of ``SEAT`` (to move) ran out; the next entry, that
  seat's action, was chosen by the bot ``BOT`` standing in for that one turn.
- ``resign SEAT BOT``: the player of ``SEAT`` resigned; the bot ``BOT`` plays the seat
  for the rest of the game.
- ``abandon``: the host abandoned the game; it ends without a result and no entry may
  follow.
- ``revoke SEAT``: the host gave ``SEAT`` a new seat token (its old link stopped
  working); nothing changes on the board.

Each adds an event of its own kind (``TIMEOUT``, ``RESIGN``, ``ABANDON``, ``REVOKE``) to
the log and closes the undo window: nobody takes back a move made before them, nor the
stand-in's.

One more entry is a player's own: ``confirm`` ends the turn of the seat whose actions the
undo window holds, once the turn has passed from it ("End turn" on the web table, where a
bot waits for it or for a grace period before it answers): that seat's actions can no
longer be taken back. It adds a ``CONFIRM`` event and closes the window.
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
TIMEOUT = "timeout"
"""The log entry (``timeout SEAT BOT``) of a seat whose time ran out."""
RESIGN = "resign"
"""The log entry (``resign SEAT BOT``) of a seat whose player resigned."""
ABANDON = "abandon"
"""The log entry of a game its host abandoned."""
CONFIRM = "confirm"
"""The log entry of a seat that ends its turn: its actions are no longer taken back."""
REVOKE = "revoke"
"""The log entry (``revoke SEAT``) of a seat the host gave a new token."""


def timeout_entry(seat: int, bot: str) -> str:
    """The log entry saying that ``bot`` plays the next action of ``seat``."""
    return f"{TIMEOUT} {seat} {bot}"


def resign_entry(seat: int, bot: str) -> str:
    """The log entry saying that ``bot`` plays ``seat`` from now on."""
    return f"{RESIGN} {seat} {bot}"


def revoke_entry(seat: int) -> str:
    """The log entry saying that the host gave ``seat`` a new token."""
    return f"{REVOKE} {seat}"


def revoked_seat(text: str) -> int | None:
    """The seat of a ``revoke`` entry, else ``None``."""
    words = text.split(" ")
    if len(words) != 2 or words[0] != REVOKE or not words[1].isdigit() or len(words[1]) > 3:
        return None
    return int(words[1])


def seat_entry(text: str) -> tuple[str, int, str] | None:
    """``(kind, seat, bot)`` of a ``timeout`` or ``resign`` entry, else ``None``."""
    words = text.split(" ")
    if len(words) != 3 or words[0] not in (TIMEOUT, RESIGN) or not words[1].isdigit():
        return None
    if not words[2] or len(words[1]) > 3:
        return None
    return words[0], int(words[1]), words[2]


def is_mark(text: str) -> bool:
    """Whether ``text`` is a ``timeout``, ``resign`` or ``revoke`` entry (``mark``)."""
    return seat_entry(text) is not None or revoked_seat(text) is not None


@dataclass(frozen=True, slots=True)
class _Taken:
    """An action in the undo window: the state before it, who played it and how many
    events the log held before it."""

    before: GameState
    seat: int
    text: str
    events: int


class Timeline:
    """A game state and the log of entries that led to it (``UNDO`` among them, and the
    ``TIMEOUT``, ``RESIGN`` and ``ABANDON`` entries)."""

    def __init__(self, spec: GameSpec, state: GameState) -> None:
        self.spec = spec
        self.state = state
        if state.events is None:
            state.events = []
        self.entries: list[str] = []
        self._window: list[_Taken] = []
        self.resigned: dict[int, str] = {}
        """The seats whose players resigned, and the bot that plays each."""
        self.stand_in: tuple[int, str] | None = None
        """The seat whose time ran out and the bot choosing its next action."""
        self.abandoned = False
        """Whether the host abandoned the game (nothing may follow)."""

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
        if self.abandoned:
            raise IllegalAction("abandoned", _("the game was abandoned"))
        action = self.spec.parse_action(text)
        before = state.clone()
        events = len(state.events or [])
        state.apply(action)  # an illegal action stops here, with nothing changed
        # ``reveals`` is asked only of a legal action (it may play it unchecked on a copy).
        reveals = seat is not None and self.spec.reveals(before, action)
        if reveals or (self._window and self._window[-1].seat != seat):
            self._window.clear()
        if self.stand_in is not None:
            self.stand_in = None
            self._window.clear()  # the stand-in's move is nobody's to take back
        elif not reveals and seat is not None and seat not in self.resigned:
            # (a bot playing for a player who resigned never takes its moves back, and
            # the player may not take back the bot's)
            self._window.append(_Taken(before, seat, str(action), events))
        self.entries.append(str(action))

    def substitute(self, seat: int) -> str | None:
        """The bot that plays ``seat`` now instead of its player (resigned, or standing
        in after a timeout), or ``None``."""
        if seat in self.resigned:
            return self.resigned[seat]
        if self.stand_in is not None and self.stand_in[0] == seat:
            return self.stand_in[1]
        return None

    def mark(self, text: str) -> None:
        """Apply a ``timeout``, ``resign``, ``revoke`` or ``abandon`` entry; raises
        ``IllegalAction`` when it cannot be one now (the game over or abandoned, a seat
        that is not to move, has resigned or does not exist)."""
        if self.abandoned:
            raise IllegalAction("abandoned", _("the game was abandoned"))
        if self.state.is_over:
            raise IllegalAction("game-over", _("the game is over"))
        events = self.state.events
        assert events is not None
        revoked = revoked_seat(text)
        if text == ABANDON:
            self.abandoned = True
            events.append(Event(ABANDON, None, {}))
        elif revoked is not None:
            if not 0 <= revoked < self.state.players:
                raise IllegalAction("bad-entry", _("not a log entry: {text}", text=text))
            events.append(Event(REVOKE, revoked, {}))
        else:
            parsed = seat_entry(text)
            if parsed is None:
                raise IllegalAction("bad-entry", _("not a log entry: {text}", text=text))
            kind, seat, bot = parsed
            if not 0 <= seat < self.state.players:
                raise IllegalAction("bad-entry", _("not a log entry: {text}", text=text))
            if seat in self.resigned:
                raise IllegalAction("resigned", _("seat {seat} has resigned", seat=seat))
            if kind == TIMEOUT:
                if seat != self.state.current_player or self.stand_in is not None:
                    raise IllegalAction("bad-entry", _("not a log entry: {text}", text=text))
                self.stand_in = (seat, bot)
            else:
                self.resigned[seat] = bot
            events.append(Event(kind, seat, {"bot": bot}))
        self._window.clear()
        self.entries.append(text)

    def undoer(self) -> int | None:
        """The seat that may take back the last action now (``None``: nobody)."""
        if not self._window or self.state.is_over or self.abandoned:
            return None
        return self._window[-1].seat

    def takes_back(self) -> int:
        """How many actions one Undo of the undoer takes back: its last action and, while
        that one finished a decision begun by an earlier action still in the window
        (``GameSpec.mid_decision``: an arrangement made piece by piece), that one too.
        Each is an ``undo`` entry of its own; 0 when nobody may undo."""
        if self.undoer() is None:
            return 0
        count = 1
        while count < len(self._window) and self.spec.mid_decision(self._window[-count].before):
            count += 1
        return count

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

    def confirmer(self) -> int | None:
        """The seat that may end its turn now (``confirm``): the one whose actions the
        undo window holds, once the turn has passed from it (``None``: nobody)."""
        seat = self.undoer()
        return None if seat is None or seat == self.state.current_player else seat

    def confirm(self, seat: int) -> None:
        """``seat`` ends its turn: its actions can no longer be taken back. Raises
        ``IllegalAction`` when ``seat`` has no turn to end now."""
        if self.confirmer() != seat:
            raise IllegalAction("cannot-confirm", _("there is no turn of yours to end now"))
        events = self.state.events
        assert events is not None
        events.append(Event(CONFIRM, seat, {}))
        self._window.clear()
        self.entries.append(CONFIRM)

    def why_not_undo(self, seat: int) -> str:
        """Why ``seat`` cannot take back an action now."""
        if self.state.is_over:
            return _("the game is over: nothing can be taken back")
        if self.abandoned:
            return _("the game was abandoned")
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
            elif text == CONFIRM:
                seat = self.confirmer()
                if seat is None:
                    raise IllegalAction("cannot-confirm", _("there is no turn to end here"))
                self.confirm(seat)
            elif text == ABANDON or is_mark(text):
                self.mark(text)
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
