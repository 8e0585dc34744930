"""The registry of games: ``eurotable.games.get("puerto-rico")``."""

from __future__ import annotations

from importlib import import_module

from eurotable.core.errors import UnknownGame
from eurotable.core.game import GameSpec
from eurotable.i18n import _

_MODULES = {
    "puerto-rico": "eurotable.games.puerto_rico",
    "russian-railroads": "eurotable.games.russian_railroads",
    "shipyard": "eurotable.games.shipyard",
}

_loaded: dict[str, GameSpec] = {}


def names() -> list[str]:
    """The names of every registered game."""
    return list(_MODULES)


def get(name: str) -> GameSpec:
    """The game called ``name``; raises ``UnknownGame`` for other names."""
    spec = _loaded.get(name)
    if spec is None:
        module_name = _MODULES.get(name)
        if module_name is None:
            known = ", ".join(_MODULES)
            raise UnknownGame(
                _("unknown game {name} (known games: {known})", name=repr(name), known=known)
            )
        spec = import_module(module_name).SPEC
        if not isinstance(spec, GameSpec):
            raise TypeError(f"{module_name}.SPEC is not a GameSpec")
        _loaded[name] = spec
    return spec
