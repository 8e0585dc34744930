"""Reading positions back from JSON: typed fields, or ``BadPosition`` naming the field."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from eurotable.core.errors import BadPosition


def read_int(data: dict[str, Any], key: str, minimum: int = 0) -> int:
    """``data[key]`` as an integer of at least ``minimum``."""
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or value < minimum:
        raise BadPosition(f"{key!r} must be an integer of at least {minimum}")
    return value


def read_bool(data: dict[str, Any], key: str) -> bool:
    """``data[key]`` as true or false."""
    value = data.get(key)
    if not isinstance(value, bool):
        raise BadPosition(f"{key!r} must be true or false")
    return value


def read_ints(
    data: dict[str, Any], key: str, length: int | None = None, minimum: int = 0
) -> list[int]:
    """``data[key]`` as a list of integers of at least ``minimum`` (of ``length`` items)."""
    value = data.get(key)
    if not isinstance(value, list) or (length is not None and len(value) != length):
        size = "a list" if length is None else f"a list of {length}"
        raise BadPosition(f"{key!r} must be {size} integers")
    for item in value:
        if not isinstance(item, int) or isinstance(item, bool) or item < minimum:
            raise BadPosition(f"{key!r} must hold integers of at least {minimum}")
    return list(value)


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
