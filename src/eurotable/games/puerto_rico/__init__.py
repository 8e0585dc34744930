"""Puerto Rico (Andreas Seyfarth, 2002): 3–5 players and the official 2-player variant."""

from eurotable.games.puerto_rico.spec import PuertoRicoSpec

SPEC = PuertoRicoSpec()

__all__ = ["SPEC"]
