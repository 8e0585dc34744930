"""Reading positions back from JSON: typed fields, or ``BadPosition`` naming the field.

A game's ``from_json`` reads every field with the readers here (type, range, length),
then checks what the fields must say together (``GameSpec.invariants`` and the game's
check that the pending decision fits the rest of the state), and finally that the
position can be played: ``playable`` generates the legal actions and tries each one on a
copy; ``vetted`` runs those checks in order. ``guarded`` turns anything that still goes
wrong while reading into ``BadPosition``, so a bad position never escapes as another
error. docs/positions.md lists what each game's positions must satisfy.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Final, TypeGuard, TypeVar

from eurotable.core.errors import BadOption, BadPosition
from eurotable.core.game import GameState
from eurotable.core.options import Options
from eurotable.core.rng import Stream

T = TypeVar("T")
S = TypeVar("S", bound=GameState)

MOST: Final = 10**9
"""The largest number a position may hold unless a field says otherwise (no count of any
game comes near it)."""
SEEDS: Final = 2**64
"""Random streams are seeded with 64-bit numbers: 0 to ``SEEDS - 1``."""


def _is_int(value: object) -> TypeGuard[int]:
    return type(value) is int  # not a bool, not a float, not an int subclass


def _range(minimum: int, maximum: int) -> str:
    if maximum >= MOST:
        return f"of at least {minimum}"
    return f"from {minimum} to {maximum}"


def read_int(data: dict[str, Any], key: str, minimum: int = 0, maximum: int = MOST) -> int:
    """``data[key]`` as an integer from ``minimum`` to ``maximum``."""
    value = data.get(key)
    if not _is_int(value) or not minimum <= value <= maximum:
        raise BadPosition(f"{key!r} must be an integer {_range(minimum, maximum)}")
    return value


def read_bool(data: dict[str, Any], key: str) -> bool:
    """``data[key]`` as true or false."""
    value = data.get(key)
    if not isinstance(value, bool):
        raise BadPosition(f"{key!r} must be true or false")
    return value


def read_ints(
    data: dict[str, Any],
    key: str,
    length: int | None = None,
    minimum: int = 0,
    maximum: int = MOST,
    longest: int = 1000,
) -> list[int]:
    """``data[key]`` as a list of integers from ``minimum`` to ``maximum`` (of exactly
    ``length`` items, or of at most ``longest``)."""
    value = data.get(key)
    if not isinstance(value, list) or (length is not None and len(value) != length):
        size = "a list" if length is None else f"a list of {length}"
        raise BadPosition(f"{key!r} must be {size} integers")
    if len(value) > longest:
        raise BadPosition(f"{key!r} must hold at most {longest} integers")
    if value and (
        any(type(item) is not int for item in value) or min(value) < minimum or max(value) > maximum
    ):
        raise BadPosition(f"{key!r} must hold integers {_range(minimum, maximum)}")
    return list(value)


def read_choice(data: dict[str, Any], key: str, choices: Sequence[str]) -> int:
    """The index of ``data[key]`` among ``choices`` (texts)."""
    value = data.get(key)
    if not isinstance(value, str) or value not in choices:
        raise BadPosition(f"{key!r} must be one of {', '.join(choices)} (got {value!r})")
    return choices.index(value)


def read_object(data: dict[str, Any], key: str) -> dict[str, Any]:
    value = data.get(key)
    if not isinstance(value, dict):
        raise BadPosition(f"{key!r} must be an object")
    return value


def read_list(data: dict[str, Any], key: str, length: int | None = None) -> list[Any]:
    value = data.get(key)
    if not isinstance(value, list) or (length is not None and len(value) != length):
        raise BadPosition(f"{key!r} must be a list" + ("" if length is None else f" of {length}"))
    return value


def only_keys(data: Any, keys: Iterable[str], what: str) -> dict[str, Any]:
    """``data`` as an object holding no field but ``keys`` (a field left out is refused
    by its reader)."""
    if not isinstance(data, dict):
        raise BadPosition(f"{what} must be an object")
    unknown = sorted(str(k) for k in data if k not in set(keys))
    if unknown:
        raise BadPosition(f"{what} has unknown fields: {', '.join(repr(k) for k in unknown)}")
    return data


def read_streams(data: dict[str, Any], names: Iterable[str]) -> dict[str, Stream]:
    """``data["streams"]``: exactly the streams ``names``, each ``{name, seed, draws}``
    under its own name, with a 64-bit seed."""
    streams = read_object(data, "streams")
    wanted = sorted(names)
    if sorted(streams) != wanted:
        raise BadPosition(f"'streams' must hold exactly the streams {', '.join(wanted)}")
    found = {}
    for name in wanted:
        with within(f"stream {name!r}"):
            stream = only_keys(streams[name], ("name", "seed", "draws"), "a random stream")
            if stream.get("name") != name:
                raise BadPosition(f"'name' must be {name!r}")
            seed = read_int(stream, "seed", 0, SEEDS - 1)
            found[name] = Stream(name, seed, read_int(stream, "draws"))
    return found


def check(ok: bool, message: str) -> None:
    """Refuse the position with ``message`` unless ``ok``."""
    if not ok:
        raise BadPosition(message)


@contextmanager
def within(where: str) -> Iterator[None]:
    """Prefix the message of a ``BadPosition`` raised inside with where it was found."""
    try:
        yield
    except BadPosition as error:
        raise BadPosition(f"{where}: {error}") from None


def guarded(read: Callable[[], T]) -> T:
    """``read()``, with any failure but ``BadPosition`` reported as ``BadPosition``: a
    position so broken that reading or checking it failed is refused, never crashes."""
    try:
        return read()
    except BadPosition:
        raise
    except Exception as error:  # any failure while checking means an impossible position
        raise BadPosition(f"an impossible position ({type(error).__name__}: {error})") from None


def vetted(
    state: S, options: Callable[[Options], Options], checks: Sequence[Callable[[S], list[str]]]
) -> S:
    """``state`` read from JSON, with its options resolved by ``options``, if they are
    valid and each of ``checks`` in turn finds nothing wrong; else ``BadPosition`` with
    the first problems found."""
    try:
        state.options = options(state.options)
    except BadOption as error:
        raise BadPosition(str(error)) from None
    for check in checks:
        problems = check(state)
        if problems:
            raise BadPosition("; ".join(problems))
    return state


def playable(state: GameState) -> list[str]:
    """What keeps the pending decision from being played: the legal actions must be
    generated (none once the game is over, else at least one, for a seat of the game), and
    each of them, tried on a copy, must lead to a decision of its own (or the end).
    Exceptions are the caller's (see ``guarded``)."""
    legal = state.legal_actions()
    if state.is_over:
        if legal or state.current_player is not None:
            return ["the game is over but a decision is pending"]
        state.result()
        return []
    seat = state.current_player
    if seat is None or not 0 <= seat < state.players:
        return [f"nobody valid to decide ({seat!r})"]
    if not legal:
        return ["the pending decision has no legal action"]
    for action in legal:
        trial = state.clone()
        trial.apply(action)
        after = trial.legal_actions()
        if trial.is_over:
            trial.result()
        elif not after or trial.current_player is None:
            return [f"after {action}: no legal action"]
    return []


@dataclass(frozen=True, slots=True)
class PlainFields:
    """A state's plain attributes by kind: integers, flags and lists of integers."""

    scalars: tuple[str, ...]
    flags: tuple[str, ...]
    lists: tuple[str, ...]

    def copy(self, source: object, target: object) -> None:
        """Copy every field onto ``target`` (lists copied, so the two stay independent)."""
        for name in self.scalars:
            setattr(target, name, getattr(source, name))
        for name in self.flags:
            setattr(target, name, getattr(source, name))
        for name in self.lists:
            setattr(target, name, getattr(source, name)[:])

    def dump(self, source: object, data: dict[str, Any]) -> None:
        """Write every field into the JSON position ``data``."""
        for name in self.scalars:
            data[name] = getattr(source, name)
        for name in self.flags:
            data[name] = getattr(source, name)
        for name in self.lists:
            data[name] = getattr(source, name)[:]

    def keys(self) -> tuple[str, ...]:
        return (*self.scalars, *self.flags, *self.lists)
