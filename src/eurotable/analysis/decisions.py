"""The decisions of a finished record: every action a seat chose that stands (undone
actions were taken back, ``timeout``, ``resign``, ``revoke`` and ``confirm`` entries are
no choice), each with the ``Decision`` its seat had then — its observation and legal
actions, as the bots get them. An action that was the only legal one is no decision and
is left out."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from eurotable.bots.base import Decision, decision_for
from eurotable.core.errors import EurotableError
from eurotable.core.game import GameSpec
from eurotable.core.record import Record, replay, start
from eurotable.core.timeline import ABANDON, CONFIRM, UNDO, is_mark
from eurotable.games import get
from eurotable.i18n import _


class CannotAnalyse(EurotableError):
    """A record that is no finished game (or an analysis asked with no budget)."""


@dataclass(frozen=True, slots=True)
class Moment:
    """One decision: the index of its entry in the record's ``actions``, the seat, what
    the seat had to decide from and the action it chose (its notation)."""

    index: int
    seat: int
    decision: Decision
    chosen: str


def standing_actions(record: Record) -> list[tuple[int, str]]:
    """The actions of ``record`` that stand, each with the index of its entry: an
    ``undo`` takes back the latest action (the one the undo window's last holds)."""
    standing: list[tuple[int, str]] = []
    for index, text in enumerate(record.actions):
        if text == UNDO:
            standing.pop()
        elif text not in (CONFIRM, ABANDON) and not is_mark(text):
            standing.append((index, text))
    return standing


def finished_spec(record: Record) -> GameSpec:
    """The game of ``record``, checked to be a finished game (every entry replayed);
    ``BadRecord`` for a record that does not replay, ``CannotAnalyse`` for one that has
    not ended."""
    final = replay(record)
    if not final.is_over:
        raise CannotAnalyse(_("the game is not finished: only a finished game can be analysed"))
    return get(record.game)


def moments(record: Record, spec: GameSpec) -> Iterator[Moment]:
    """Every decision of the finished ``record``, in order."""
    state = start(record, spec)
    state.events = None
    for index, text in standing_actions(record):
        legal = state.legal_actions()
        if len(legal) > 1:
            decision = decision_for(state)
            yield Moment(index, decision.seat, decision, text)
        state.apply(spec.parse_action(text))
