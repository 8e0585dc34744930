"""What a game's websocket sends: the view once, then only what changed.

A socket's first message is ``{"type": "view", "view": …}``: the view as ``GET
/api/games/ID`` answers it, without the board's text rendering (the page draws from the
observation). After each change of the game it is sent
``{"type": "update", "patch": [[path, value], …], "log_from": n, "log": […]}``: each
patch entry sets the value at ``path`` (a list of keys and list positions from the view's
top, e.g. ``["board", "observation", "players", 1, "doubloons"]``; ``[]`` would be the
whole view), in order; the log is replaced from its line ``n`` on (the new lines, and any
earlier line an undo struck through). Nothing is sent when nothing this socket sees
changed. ``follow`` is the client's side of it (``web/net/socket.js`` the page's).

Messages are made once per change for every socket at the same point (every spectator of
a game shares one) and encoded to JSON once.
"""

from __future__ import annotations

import json
from typing import Any

from eurotable.server.table import Table

Json = dict[str, Any]


def follow(view: Json | None, message: Json) -> Json:
    """The view a client holds after ``message`` (``view``: what it held before, ``None``
    before the first message). ``view`` itself is left as it was: what a patch changes is
    copied, each list or dict at most once per message."""
    if message["type"] == "view":
        whole: Json = message["view"]
        return whole
    if view is None:
        raise ValueError("an update came before the first view")
    after: Json = {**view, "log": view["log"][: message["log_from"]] + message["log"]}
    copied = {id(after)}
    for path, value in message["patch"]:
        after = _set(after, path, value, copied)
    return after


def _set(tree: Any, path: list[str | int], value: Any, copied: set[int]) -> Any:
    """``tree`` with the value at ``path`` replaced: the lists and dicts along the path are
    copied, unless ``copied`` holds their ids (copies made for this message, changed in
    place); the ids of new copies are added to it."""
    if not path:
        return value
    if id(tree) not in copied:
        tree = list(tree) if isinstance(tree, list) else dict(tree)
        copied.add(id(tree))
    head = int(path[0]) if isinstance(tree, list) else path[0]
    tree[head] = _set(tree[head], path[1:], value, copied)
    return tree


def patch(before: Any, after: Any, path: tuple[str | int, ...] = ()) -> list[Any]:
    """The ``[path, value]`` entries taking ``before`` to ``after``: dicts with the same
    keys and lists of the same length are compared inside, anything else replaced."""
    if before is after or before == after:
        return []
    return _differences(before, after, path)


def _differences(before: Any, after: Any, path: tuple[str | int, ...]) -> list[Any]:
    """``patch`` of two values known to differ: only the members that differ (found by
    comparing them whole, which is quick) are looked into."""
    if isinstance(before, dict) and isinstance(after, dict) and before.keys() == after.keys():
        pairs: Any = ((key, before[key], value) for key, value in after.items())
    elif isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        pairs = ((n, old, new) for n, (old, new) in enumerate(zip(before, after, strict=True)))
    else:
        return [[list(path), after]]
    entries: list[Any] = []
    for key, old, new in pairs:
        if old is not new and old != new:
            entries += _differences(old, new, (*path, key))
    return entries


def _first_difference(before: list[Any], after: list[Any]) -> int:
    """The first position at which two logs differ (the shorter's length if one is the
    other's beginning)."""
    for position, (old, new) in enumerate(zip(before, after, strict=False)):
        if old is not new and old != new:
            return position
    return min(len(before), len(after))


def message(table: Table, sent: Json | None, now: Json) -> str | None:
    """The JSON text taking a socket from the view ``sent`` (``None``: nothing sent yet)
    to the view ``now`` (both without the board's text: ``game_view(…, text=False)``);
    ``None`` when nothing changed. Made once per pair of views of this version of the
    table."""
    key = ("push", id(sent), id(now))
    made: tuple[Json | None, Json, str | None] | None = table.made.get(key)
    if made is not None and made[0] is sent and made[1] is now:
        return made[2]
    text = _encoded(sent, now)
    table.made[key] = (sent, now, text)
    return text


def _encoded(sent: Json | None, now: Json) -> str | None:
    if sent is None:
        return json.dumps({"type": "view", "view": now})
    changes = patch({**sent, "log": None}, {**now, "log": None})
    start = _first_difference(sent["log"], now["log"])
    if not changes and start == len(now["log"]) == len(sent["log"]):
        return None
    update = {"type": "update", "patch": changes, "log_from": start, "log": now["log"][start:]}
    return json.dumps(update)
