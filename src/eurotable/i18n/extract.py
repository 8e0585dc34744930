"""A Babel extraction method for the games' JSON data files: the texts people read.

Component names and effects live in the data files (one place to correct them); the
engines translate them with ``_(row["name"])``, so the catalogs need them as msgids. The
mapping file (``babel.cfg``) names, per data file, the fields that are texts, as dotted
paths where ``*`` is every item of a list:

    [eurotable.i18n.extract.extract_json: src/eurotable/games/puerto_rico/data/*.json]
    fields = buildings.*.name buildings.*.effect roles.*.name

A file outside a game's data folder (a lesson, ``lessons/<name>.json``) names its game in
one of its fields: ``context_field = game`` takes the context from that field, and the
comment says "puerto-rico puerto-rico: steps settler say" (the game, then the file).

Each text is extracted once, with a comment saying where it comes from (the row's ``id``
when it has one), so a translator sees "puerto-rico buildings small-market name", and
with the game as its context (``msgctxt``): the engines translate it with
``ptr(game, text)``, so a Puerto Rico role never shares a translation with a Shipyard
employee of the same English name (the Trader: Kupec, Obchodník). The game is the name of
the folder above the file's (``games/puerto_rico/data/components.json``), or the mapping's
``game`` option where the file lies elsewhere (the rules reference, ``rules/shipyard.json``).
"""

from __future__ import annotations

import json
from collections.abc import Collection, Iterator, Mapping
from pathlib import PurePath
from typing import IO, Any

Extracted = tuple[int, str, str | tuple[str, str], list[str]]
"""(line, function, message or (context, message), comments), as Babel's extraction
methods yield them."""


def texts(data: Any, path: list[str], where: list[str]) -> Iterator[tuple[str, list[str]]]:
    """Every string at ``path`` (dotted parts, ``*`` for each item of a list or each value
    of an object) in ``data``, with the way there (ids of rows where they have one)."""
    if not path:
        if isinstance(data, str) and data:
            yield data, where
        return
    head, rest = path[0], path[1:]
    if head == "*" and isinstance(data, list):
        for index, item in enumerate(data):
            label = str(item.get("id", index)) if isinstance(item, dict) else str(index)
            yield from texts(item, rest, [*where, label])
    elif head == "*" and isinstance(data, dict):
        for key, item in data.items():
            yield from texts(item, rest, [*where, str(key)])
    elif isinstance(data, dict) and head in data:
        yield from texts(data[head], rest, [*where, head])


def extract_json(
    fileobj: IO[bytes],
    keywords: Mapping[str, Any],
    comment_tags: Collection[str],
    options: Mapping[str, Any],
) -> Iterator[Extracted]:
    """Babel's extraction method for a data file: the ``fields`` the mapping names."""
    source = fileobj.read().decode("utf-8")
    data = json.loads(source)
    lines = source.splitlines()
    path = PurePath(str(getattr(fileobj, "name", "data")))
    game = str(options.get("game") or path.parent.parent.name.replace("_", "-"))
    field_of_game = options.get("context_field")
    if field_of_game:
        game = str(data[field_of_game])
    where_from = f"{game} {path.stem}" if field_of_game else f"{game} data"
    seen: set[str] = set()
    for field in str(options.get("fields", "")).split():
        for text, where in texts(data, field.split("."), []):
            if text in seen:
                continue
            seen.add(text)
            needle = json.dumps(text, ensure_ascii=False)
            line = next((n for n, row in enumerate(lines, 1) if needle in row), 1)
            yield line, "p_", (game, text), [f"{where_from}: {' '.join(where)}"]
