"""Shipyard (Vladimír Suchý): the 2nd edition (2–4 players and the solo game) and the 1st
edition (option ``edition=first``, 2–4 players)."""

from eurotable.games.shipyard.spec import ShipyardSpec

SPEC = ShipyardSpec()

__all__ = ["SPEC"]
