"""Hypothesis strategies that damage real JSON: values, list lengths, ids, steps, seats,
and fields spliced in from another position of the same game."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import strategies as st

Path = tuple[str | int, ...]

JSON_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 12),
    st.sampled_from([-(2**63), -1000, 99, 1000, 10**6, 2**63, 10**30]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=6),
)
JSON = st.recursive(
    JSON_SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=12,
)
"""Any JSON value (a few NaNs and infinities too, as Python's json module reads them)."""


def paths(node: Any, prefix: Path = ()) -> list[Path]:
    """Every path into ``node`` (dict keys and list indices), the root excluded."""
    found: list[Path] = []
    if isinstance(node, dict):
        for key, value in node.items():
            found.append((*prefix, key))
            found.extend(paths(value, (*prefix, key)))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found.append((*prefix, index))
            found.extend(paths(value, (*prefix, index)))
    return found


def get(node: Any, path: Path) -> Any:
    for key in path:
        node = node[key]
    return node


def put(node: Any, path: Path, value: Any) -> None:
    get(node, path[:-1])[path[-1]] = value


def lookup(node: Any, path: Path) -> tuple[bool, Any]:
    """(True, value) when ``path`` exists in ``node``."""
    try:
        for key in path:
            if (isinstance(node, dict) and isinstance(key, str) and key in node) or (
                isinstance(node, list) and isinstance(key, int) and 0 <= key < len(node)
            ):
                node = node[key]
            else:
                return False, None
    except (KeyError, IndexError, TypeError):
        return False, None
    return True, node


def _containers(data: Any, kind: type) -> list[Path]:
    return [p for p in [(), *paths(data)] if isinstance(get(data, p), kind)]


@st.composite
def mutation(draw: st.DrawFn, data: Any, others: list[Any], names: dict[str, list[str]]) -> str:
    """Change ``data`` in place once; returns what was done (for failure reports).

    ``others`` are positions of the same game to splice fields from; ``names`` maps a
    text field (``step``, ``phase`` …) to values it can take.
    """
    kind = draw(
        st.sampled_from(
            ["nudge", "value", "list", "dict", "splice", "splice", "name", "seat", "swap"]
        )
    )
    everything = paths(data)
    if kind == "nudge":
        numbers = [p for p in everything if type(get(data, p)) is int]
        if numbers:
            path = draw(st.sampled_from(numbers))
            delta = draw(st.sampled_from([-2, -1, 1, 2, 5, -10, 10]))
            put(data, path, get(data, path) + delta)
            return f"nudge {path} by {delta}"
        kind = "value"
    if kind == "value":
        path = draw(st.sampled_from(everything))
        value = draw(JSON)
        put(data, path, value)
        return f"set {path} to {value!r}"
    if kind == "list":
        lists = _containers(data, list)
        if lists:
            path = draw(st.sampled_from(lists))
            items = get(data, path)
            how = draw(st.sampled_from(["drop", "duplicate", "append", "clear", "swap", "pop"]))
            if items and how == "drop":
                del items[draw(st.integers(0, len(items) - 1))]
            elif items and how == "duplicate":
                index = draw(st.integers(0, len(items) - 1))
                items.insert(index, copy.deepcopy(items[index]))
            elif how == "append":
                items.append(draw(st.one_of(st.integers(-2, 40), JSON)))
            elif how == "clear":
                items.clear()
            elif items and how == "swap":
                i = draw(st.integers(0, len(items) - 1))
                j = draw(st.integers(0, len(items) - 1))
                items[i], items[j] = items[j], items[i]
            elif items:
                items.pop()
            return f"{how} in list {path}"
        kind = "dict"
    if kind == "dict":
        objects = _containers(data, dict)
        path = draw(st.sampled_from(objects))
        target = get(data, path)
        if target and draw(st.booleans()):
            key = draw(st.sampled_from(sorted(target)))
            del target[key]
            return f"delete {(*path, key)}"
        key = draw(st.text(min_size=1, max_size=8))
        target[key] = draw(JSON)
        return f"add {(*path, key)}"
    if kind == "splice" and others:
        other = draw(st.sampled_from(others))
        path = draw(st.sampled_from(everything))
        found, value = lookup(other, path)
        if found:
            put(data, path, copy.deepcopy(value))
            return f"splice {path} from another position"
        kind = "name"
    if kind == "name" and names:
        field = draw(st.sampled_from(sorted(names)))
        value = draw(st.sampled_from(names[field]))
        data[field] = value
        return f"set {field!r} to {value!r}"
    if kind == "swap":
        numbers = [p for p in everything if type(get(data, p)) is int]
        if len(numbers) >= 2:
            a = draw(st.sampled_from(numbers))
            b = draw(st.sampled_from(numbers))
            first, second = get(data, a), get(data, b)
            put(data, a, second)
            put(data, b, first)
            return f"swap {a} and {b}"
    players = data.get("players") if isinstance(data, dict) else None
    top = max(int(players), 1) if type(players) is int and 0 < players < 10 else 4
    numbers = [p for p in everything if type(get(data, p)) is int]
    if not numbers:
        return "nothing"
    path = draw(st.sampled_from(numbers))
    seat = draw(st.integers(-1, top))
    put(data, path, seat)
    return f"set {path} to seat {seat}"


@st.composite
def mutated(
    draw: st.DrawFn,
    seeds: list[Any],
    names: dict[str, list[str]],
    most: int = 3,
) -> tuple[Any, list[str]]:
    """A deep copy of one of ``seeds`` with one to ``most`` mutations."""
    index = draw(st.integers(0, len(seeds) - 1))
    data = copy.deepcopy(seeds[index])
    others = seeds[:index] + seeds[index + 1 :]
    done = [draw(mutation(data, others, names)) for _ in range(draw(st.integers(1, most)))]
    return data, done
