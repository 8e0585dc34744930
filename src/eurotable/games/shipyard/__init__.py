"""Shipyard (Vladimír Suchý), 2nd edition: 2–4 players and the solo game."""

from eurotable.games.shipyard.spec import ShipyardSpec

SPEC = ShipyardSpec()

__all__ = ["SPEC"]
