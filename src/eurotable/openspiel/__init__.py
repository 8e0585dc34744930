"""eurotable's games as OpenSpiel games (the ``openspiel`` extra: ``pip install
eurotable[openspiel]``).

Importing this module registers one OpenSpiel Python game per title, with parameters
``players``, ``seed``, ``utility`` and the title's options:

>>> import pyspiel
>>> import eurotable.openspiel
>>> game = pyspiel.load_game("eurotable_shipyard(players=3,edition=first)")
>>> state = game.new_initial_state()

Games are sequential with imperfect information; chance is drawn inside the engines
(sampled, never a chance node); utilities are paid at the end. docs/openspiel.md
describes the observations, the information states, resampling and serialization.
"""

from __future__ import annotations

from eurotable.openspiel.game import (
    GAMES,
    EurotableGame,
    PuertoRicoGame,
    RussianRailroadsGame,
    ShipyardGame,
    game_seed,
    register,
)
from eurotable.openspiel.recall import Move
from eurotable.openspiel.setups import SHORT_NAMES, UTILITIES, Setup
from eurotable.openspiel.state import EurotableState

__all__ = [
    "GAMES",
    "SHORT_NAMES",
    "UTILITIES",
    "EurotableGame",
    "EurotableState",
    "Move",
    "PuertoRicoGame",
    "RussianRailroadsGame",
    "Setup",
    "ShipyardGame",
    "game_seed",
    "register",
]

register()
