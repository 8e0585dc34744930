"""Puerto Rico's words for people: goods, island tiles, roles and buildings, translated.

Each word is a gettext message (``eurotable.i18n``) in the forms the sentences need; the
names of roles and buildings and what they do come from the data file (extracted for the
translators by ``eurotable.i18n.extract``). Nothing here is used while bots play.
"""

from __future__ import annotations

from typing import Final

from eurotable.games.puerto_rico.data import BUILDINGS, GOODS, QUARRY, ROLE_ROWS, TILES
from eurotable.i18n import N_, n_, p_, ptr, tr

GAME: Final = "puerto-rico"
"""The context of the texts from the data file (``eurotable.i18n.extract``)."""

# TRANSLATORS: Puerto Rico's goods as they follow "a barrel of" / "barrels of" (Czech: the
# genitive, "sud kukuřice"); every sentence that names a good is worded around that.
_GOODS: Final[dict[str, str]] = {
    "corn": N_("corn"),
    "indigo": N_("indigo"),
    "sugar": N_("sugar"),
    "tobacco": N_("tobacco"),
    "coffee": N_("coffee"),
}
# TRANSLATORS: an island tile, after "the new …" / "the face-up …" ("the new corn plantation").
_TILES: Final[dict[str, str]] = {
    "corn": N_("corn plantation"),
    "indigo": N_("indigo plantation"),
    "sugar": N_("sugar plantation"),
    "tobacco": N_("tobacco plantation"),
    "coffee": N_("coffee plantation"),
    "quarry": N_("quarry"),
}
# TRANSLATORS: an island tile with its article, as the object of a verb ("Ann takes a quarry").
_A_TILES: Final[dict[str, str]] = {
    "corn": N_("a corn plantation"),
    "indigo": N_("an indigo plantation"),
    "sugar": N_("a sugar plantation"),
    "tobacco": N_("a tobacco plantation"),
    "coffee": N_("a coffee plantation"),
    "quarry": N_("a quarry"),
}
assert set(_GOODS) == set(GOODS) and set(_TILES) == set(_A_TILES) == set(TILES)


def good(index: int) -> str:
    """A good's name (``corn``), as it follows "barrels of"."""
    return tr(_GOODS[GOODS[index]])


def goods_counted(counts: dict[str, int] | list[int] | tuple[int, ...]) -> list[str]:
    """``["2 corn", "1 sugar"]``: every good with its (nonzero) number of barrels."""
    pairs = counts.items() if isinstance(counts, dict) else zip(GOODS, counts, strict=True)
    return [
        n_("{n} {good}", "{n} {good}", n, good=tr(_GOODS[name]))
        for name, n in pairs
        if n  # a good without barrels is not named
    ]


def tile(index: int) -> str:
    """An island tile: ``indigo plantation`` or ``quarry``."""
    return tr(_TILES[TILES[index]])


def a_tile(index: int) -> str:
    """An island tile with its article: ``an indigo plantation``, ``a quarry``."""
    return tr(_A_TILES[TILES[index]])


def tile_kind(name: str) -> str:
    """An island tile's kind as a short label (``corn``, ``quarry``), by its id."""
    kinds = {
        "corn": p_("island tile", "corn"),
        "indigo": p_("island tile", "indigo"),
        "sugar": p_("island tile", "sugar"),
        "tobacco": p_("island tile", "tobacco"),
        "coffee": p_("island tile", "coffee"),
        "quarry": p_("island tile", "quarry"),
    }
    return kinds[name]


def tile_named(name: str) -> str:
    """An island tile by its id (``indigo``, ``quarry``)."""
    return tile(TILES.index(name))


def role(index: int) -> str:
    """A role's name as the cards print it: ``Settler``."""
    return ptr(GAME, ROLE_ROWS[index]["name"])


def building(index: int) -> str:
    """A building's name: ``Small Market``."""
    return ptr(GAME, BUILDINGS[index].name)


def building_named(building_id: str) -> str:
    """A building's name by its id (``small-market``)."""
    return building(next(b.index for b in BUILDINGS if b.id == building_id))


def is_quarry(index: int) -> bool:
    return index == QUARRY
