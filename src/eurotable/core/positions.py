"""Reading positions back from JSON: typed fields, or ``BadPosition`` naming the field."""

from __future__ import annotations

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
