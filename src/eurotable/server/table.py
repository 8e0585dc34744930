"""A game being played on the server: the rules state, its seats and its action log.

A table knows no game's rules: it calls the ``GameSpec``/``GameState`` interface only.
It does no input or output either; the service stores what a table does.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from eurotable import games
from eurotable.core.events import Event
from eurotable.core.game import GameSpec, GameState
from eurotable.core.options import Options
from eurotable.core.record import FORMAT, Record, Seat
from eurotable.core.timeline import (
    ABANDON,
    CONFIRM,
    RESIGN,
    REVOKE,
    TIMEOUT,
    UNDO,
    Timeline,
    seat_entry,
    undone_events,
)
from eurotable.i18n import _, current
from eurotable.server import clocks
from eurotable.server.bot_words import bot_label
from eurotable.server.errors import Forbidden, Unauthorized
from eurotable.server.models import ABANDONED, FINISHED, OPEN, RUNNING
from eurotable.server.recent import ACTION, MARK, Trail
from eurotable.server.store import StoredGame, StoredSeat

HUMAN = "human"
BOT_PREFIX = "bot:"


def describe(spec: GameSpec, event: Event, names: list[str]) -> str:
    """One log line for an event: the game describes its own, the timeline's entries
    (undo, timeout, resign, revoke, abandon) are described here."""
    if event.kind == UNDO and event.seat is not None:
        return _("{name} takes back an action", name=names[event.seat])
    if event.kind == TIMEOUT and event.seat is not None:
        return _(
            "{name}'s time ran out: {bot} makes this move",
            name=names[event.seat],
            bot=bot_label(str(event.data["bot"])),
        )
    if event.kind == RESIGN and event.seat is not None:
        return _(
            "{name} resigns: {bot} plays the seat from now on",
            name=names[event.seat],
            bot=bot_label(str(event.data["bot"])),
        )
    if event.kind == CONFIRM and event.seat is not None:
        return _("{name} ends the turn", name=names[event.seat])
    if event.kind == ABANDON:
        return _("The host abandoned the game: it ends without a result")
    if event.kind == REVOKE and event.seat is not None:
        return _(
            "The host gave {name}'s seat a new link: the old one no longer works",
            name=names[event.seat],
        )
    return spec.describe(event, names)


def token_hash(token: str) -> str:
    """What the database keeps of a seat token (the token itself is never stored)."""
    return hashlib.sha256(token.encode()).hexdigest()


def bot_of(kind: str) -> str | None:
    """The bot name of a seat kind (``bot:greedy`` → ``greedy``), ``None`` for humans."""
    return kind.removeprefix(BOT_PREFIX) if kind.startswith(BOT_PREFIX) else None


def own_client(game_id: str) -> str:
    """The client a game counts as when its creator is not known (rebuilt after a
    restart): one of its own."""
    return "game:" + game_id


def default_names(kinds: Sequence[str]) -> list[str]:
    """How the seats of these kinds are called before a player names them: a human seat
    "Seat 2", a bot in words ("Greedy bot", as the lobby's form says it), with its seat's
    number where two seats have the same bot ("Greedy bot 2", "Greedy bot 3")."""
    bots = [bot_of(kind) for kind in kinds]
    names = []
    for seat, bot in enumerate(bots):
        if bot is None:
            names.append(_("Seat {n}", n=seat + 1))
        elif bots.count(bot) > 1:
            names.append(_("{bot} {n}", bot=bot_label(bot), n=seat + 1))
        else:
            names.append(bot_label(bot))
    return names


@dataclass(frozen=True, slots=True)
class AccountKey:
    """A signed-in player's hold on the seats bound to their account (``server.accounts``),
    where a guest holds a seat by its token."""

    account_id: str

    def __bool__(self) -> bool:
        return True


Credential = str | AccountKey
"""What holds a seat: its secret token, or the account it is bound to."""


@dataclass(slots=True)
class TableSeat:
    """A seat as the table knows it: a bot, a free human seat or a joined player."""

    kind: str
    name: str | None = None
    token_hash: str | None = None
    account_id: str | None = None

    @property
    def free(self) -> bool:
        return self.kind == HUMAN and self.token_hash is None

    def holds(self, hashed: str) -> bool:
        """Whether the token whose ``token_hash`` is ``hashed`` is this seat's (compared in
        constant time)."""
        return self.token_hash is not None and hmac.compare_digest(self.token_hash, hashed)


@dataclass(slots=True)
class _Log:
    """The log lines one seat (in one language) was shown: each with its event's
    position; ``seen`` events looked at, ``undone`` of them struck through."""

    lines: list[dict[str, Any]] = field(default_factory=list)
    positions: list[int] = field(default_factory=list)
    seen: int = 0
    undone: int = 0


class Table:
    """One game in memory, rebuilt from its stored record by replaying every action."""

    def __init__(self, stored: StoredGame) -> None:
        self.id = stored.id
        self.spec: GameSpec = games.get(stored.game)
        self.seed = stored.seed
        self.engine_version = stored.engine_version
        self.created_at = stored.created_at
        self.seats = [TableSeat(s.kind, s.name, s.token_hash, s.account_id) for s in stored.seats]
        self.timeline = Timeline(
            self.spec, self.spec.new_game(len(self.seats), stored.options, stored.seed)
        )
        self.options: Options = dict(self.state.options)
        self.trail = Trail(self.state)
        """The latest entries with the positions between them (what each changed)."""
        self.trail.follow(self.timeline, list(stored.actions))
        self.lock = asyncio.Lock()
        self.thinking: int | None = None
        self._described: dict[str, list[str]] = {}
        self._logs: dict[tuple[str, int | None], _Log] = {}
        """The log lines made so far, by language and viewing seat."""
        self._positions: dict[int | None, list[int]] = {}
        """The log lines described so far, by language."""
        self.version = 0
        """Counts the table's changes: an action, an undo, a seat taken, a bot's think
        beginning or ending."""
        self.touched = time.monotonic()
        """When the table last changed (``time.monotonic``)."""
        self.made: dict[object, Any] = {}
        """What was made of this version for viewers (views, pushes), made once however
        many watch: emptied at every change."""
        self.seed_chosen = stored.seed_chosen
        self.host_hash = stored.host_hash
        self.turn_seconds = stored.turn_seconds
        self.turn_bot = stored.turn_bot
        self.clock = stored.clock
        """The live clock (``server.clocks``) as stored, ``None`` without one."""
        began = [t for t in (stored.started_at, stored.last_entry_at) if t is not None]
        self.turn_since: datetime = max(began, default=stored.created_at)
        """When the decision now pending began (the last change of the table)."""
        self.entry_time: datetime = self.turn_since
        """When the table's last log entry was applied (or the game began)."""
        self.clock_since: datetime = self.turn_since
        """When the clock's running turn began: the last log entry applied, or a seat
        taken (the last one begins the game), as stored (``server.clocks``)."""
        self.bot_pace_ms = stored.bot_pace_ms
        self.grace_seconds = stored.grace_seconds
        self.rematch = stored.rematch
        self.spectator_chat = stored.spectator_chat
        """What spectators may do in the chat (``server.chat``)."""
        """The id of this finished game's rematch, once one was made."""
        self.woken = asyncio.Event()
        """Set at every change: what waits for one (a bot in its grace) clears it first."""
        self.client = own_client(stored.id)
        """Who created the game (an address), whose bots share the workers fairly with
        other clients' and whose searching seats count towards its cap: the service sets
        it. Not stored: a game rebuilt after a restart counts as a client of its own."""

    @property
    def state(self) -> GameState:
        """The position now."""
        return self.timeline.state

    @property
    def actions(self) -> list[str]:
        """The log's entries: every action played and every undo, in order."""
        return self.timeline.entries

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def status(self) -> str:
        if self.timeline.abandoned:
            return ABANDONED
        if self.state.is_over:
            return FINISHED
        return OPEN if any(seat.free for seat in self.seats) else RUNNING

    @property
    def names(self) -> list[str]:
        defaults = default_names([seat.kind for seat in self.seats])
        return [seat.name or default for seat, default in zip(self.seats, defaults, strict=True)]

    def seat_of(self, token: Credential) -> int | None:
        """The seat this token belongs to, or ``None``. An account holds the seats bound
        to it: the one to move if it holds it, else the first."""
        if isinstance(token, AccountKey):
            mine = self.seats_of(token)
            to_move = self.state.current_player
            return to_move if to_move in mine else next(iter(mine), None)
        hashed = token_hash(token)
        return next((n for n, seat in enumerate(self.seats) if seat.holds(hashed)), None)

    def seats_of(self, account: AccountKey) -> list[int]:
        """The seats bound to this account."""
        return [n for n, seat in enumerate(self.seats) if seat.account_id == account.account_id]

    def seat_for(self, token: Credential | None) -> int:
        """The seat this token belongs to; ``Unauthorized`` without a token, ``Forbidden``
        for a token of no seat here."""
        if not token:
            raise Unauthorized(_("this needs a seat token (header X-Seat-Token) or signing in"))
        seat = self.seat_of(token)
        if seat is None and isinstance(token, AccountKey):
            raise Forbidden(_("your account plays no seat of this game"))
        if seat is None:
            raise Forbidden(_("this seat token does not belong to this game"))
        return seat

    def bot_to_move(self) -> int | None:
        """The seat of the bot that must decide now (only once every seat is taken)."""
        seat = self.state.current_player
        if seat is None or self.status != RUNNING or self.played_by_bot(seat) is None:
            return None
        return seat

    def stands_in(self, seat: int) -> bool:
        """Whether a bot plays ``seat`` for its player (who resigned, or whose time ran
        out) rather than being the seat's own player."""
        return bot_of(self.seats[seat].kind) is None and self.timeline.substitute(seat) is not None

    def played_by_bot(self, seat: int) -> str | None:
        """The bot playing ``seat`` (its own, or for its player), ``None`` for a human."""
        return bot_of(self.seats[seat].kind) or self.timeline.substitute(seat)

    def deadline(self) -> datetime | None:
        """When the time of the seat to move runs out (``None``: no timer, the game is
        not running, or a bot is to move)."""
        seat = self.state.current_player
        if seat is None or self.status != RUNNING or self.played_by_bot(seat) is not None:
            return None
        if self.clock is not None:
            return clocks.deadline(self.clock, seat, self.clock_since)
        if self.turn_seconds is None:
            return None
        return self.turn_since + timedelta(seconds=self.turn_seconds)

    def clock_running(self, seat: int) -> bool:
        """Whether ``seat``'s clock runs now: its turn, its player's own (no bot's)."""
        return (
            self.status == RUNNING
            and self.state.current_player == seat
            and self.played_by_bot(seat) is None
        )

    def clocks_json(self) -> list[dict[str, Any]] | None:
        """Each seat's clock (``None``: the game has no clock), as of the start of the
        running turn, so that it holds for this version of the table however late it is
        viewed: ``remaining_ms``, the time the seat had for its move then (its own, and
        the running one's time per move), ``bank_ms`` (turn-based: its own time then),
        ``running`` (its turn, its own player's), ``deadline`` (the running one's, ISO)
        and ``away``: its player's absences not over yet (``[start, end]``, ISO)."""
        clock = self.clock
        if clock is None:
            return None
        since, at = self.clock_since, clocks.now()
        shown = []
        for seat in range(self.players):
            turn = self.clock_running(seat)
            shown.append(
                {
                    "remaining_ms": clocks.left_ms(clock, seat, since, since, turn),
                    "bank_ms": clock["remaining_ms"][seat]
                    if clock["kind"] == clocks.TURN
                    else None,
                    "running": turn,
                    "deadline": clocks.deadline(clock, seat, since).isoformat() if turn else None,
                    "away": clocks.absences(clock, seat, at),
                }
            )
        return shown

    def mark(self, entry: str) -> None:
        """Apply a ``timeout``, ``resign``, ``revoke`` or ``abandon`` entry (checked and
        stored; a ``revoke`` is the host's, as ``abandon``: of no seat)."""
        before = self._events()
        self.timeline.mark(entry)
        marked = seat_entry(entry)
        self.trail.note(self.timeline, MARK, None if marked is None else marked[1], before)
        self.changed(entry=True)

    def catch_up(
        self,
        seats: Sequence[StoredSeat] | None,
        entries: Sequence[str],
        rematch: str | None = None,
        clock: dict[str, Any] | None = None,
    ) -> bool:
        """Take in what another process stored: the seats as they are now (``None``: as
        this table holds them), the log entries after those this table holds and the
        game's rematch (``None``: as this table holds it). Whether anything changed."""
        changed = rematch is not None and rematch != self.rematch
        if changed:
            self.rematch = rematch
        if clock is not None and clock != self.clock:
            self.clock = clock
            changed = True
        fresh = (
            None
            if seats is None
            else [TableSeat(s.kind, s.name, s.token_hash, s.account_id) for s in seats]
        )
        seated = fresh is not None and fresh != self.seats
        if fresh is not None and seated:
            self.seats = fresh
            self._forget_lines()
            changed = True
        if entries:
            self.trail.follow(self.timeline, list(entries))
        if changed or entries:
            self.changed(entry=bool(entries), seated=seated)
        return changed or bool(entries)

    def changed(self, entry: bool = False, seated: bool = False) -> None:
        """Note a change (``entry``: a log entry was applied; ``seated``: a seat was taken):
        what was made for viewers of the previous version is dropped, and whatever waits
        for a change is woken."""
        self.version += 1
        self.touched = time.monotonic()
        self.turn_since = clocks.now()
        if entry:
            self.entry_time = self.turn_since
        if entry or seated:
            self.clock_since = self.turn_since
        self.made.clear()
        self.woken.set()

    def think(self, seat: int | None) -> None:
        """A bot of ``seat`` begins to think (``None``: it has ended)."""
        self.thinking = seat
        self.changed()

    def join(self, seat: int, name: str, hashed: str) -> None:
        """Give a free seat to a player (the log is described again with the new name)."""
        self.seats[seat] = TableSeat(HUMAN, name, hashed)
        self._forget_lines()
        self.changed(seated=True)

    def rekey(self, seat: int, hashed: str) -> None:
        """Give a joined seat the token whose ``token_hash`` is ``hashed`` (the old one no
        longer holds it; stored first)."""
        self.seats[seat].token_hash = hashed
        self.changed()

    def check(self, text: str) -> tuple[str, bool]:
        """The canonical text of ``text`` and whether it ends the game, if it is legal now;
        raises ``BadNotation`` or ``IllegalAction`` (the engine's reason) otherwise.

        The action is tried on a clone: nothing changes until it is stored and played.
        """
        action, after = self.timeline.check(text)
        return str(action), after.is_over

    def play(self, text: str) -> None:
        """Apply an action already checked with ``check`` and stored."""
        before, seat = self._events(), self.state.current_player
        self.timeline.play(text)
        self.trail.note(self.timeline, ACTION, seat, before)
        self.changed(entry=True)

    def undo(self, seat: int) -> None:
        """Take back ``seat``'s last action (checked with ``undoer`` and stored)."""
        before = self._events()
        self.timeline.undo(seat)
        self.trail.note(self.timeline, UNDO, seat, before)
        self.changed(entry=True)

    def confirm(self, seat: int) -> None:
        """End ``seat``'s turn (checked with ``confirmer`` and stored)."""
        before = self._events()
        self.timeline.confirm(seat)
        self.trail.note(self.timeline, CONFIRM, seat, before)
        self.changed(entry=True)

    def _events(self) -> int:
        return len(self.state.events or [])

    def log(self, seat: int | None) -> list[dict[str, Any]]:
        """The game log as ``seat`` may see it (``None``: public events only): each line's
        text, the seat it concerns and whether an undo took it back. Lines are made once
        and kept (the log only grows; an undo strikes through lines already made)."""
        events = self.state.events or []
        language = current().code
        described = self._described.setdefault(language, [])
        names = self.names
        for event in events[len(described) :]:
            described.append(describe(self.spec, event, names))
        undone = undone_events(events)
        made = self._logs.setdefault((language, seat), _Log())
        if made.seen > len(events):
            made = self._logs[language, seat] = _Log()
        for position in range(made.seen, len(events)):
            event = events[position]
            if event.visible_to(seat):
                made.positions.append(position)
                made.lines.append(
                    {"text": described[position], "seat": event.seat, "undone": position in undone}
                )
        made.seen = len(events)
        self._positions[seat] = made.positions
        if len(undone) != made.undone:
            for line, position in enumerate(made.positions):
                if position in undone and not made.lines[line]["undone"]:
                    made.lines[line] = {**made.lines[line], "undone": True}
            made.undone = len(undone)
        return list(made.lines)

    def line_events(self, seat: int | None) -> list[int]:
        """The event position of each line of ``seat``'s log (as ``log`` last made it)."""
        return self._positions.get(seat) or []

    def _forget_lines(self) -> None:
        """Make every log line again (a player's name changed)."""
        self._described.clear()
        self._logs.clear()

    def record(self) -> Record:
        """The game's record, as ``eurotable replay`` reads it."""
        return Record(
            game=self.spec.name,
            options=dict(self.options),
            seed=self.seed,
            seats=[Seat(name, s.kind) for name, s in zip(self.names, self.seats, strict=True)],
            actions=list(self.actions),
            engine_version=self.engine_version,
            format=FORMAT,
        )
