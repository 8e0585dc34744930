"""Russian Railroads (Helmut Ohley, Leonhard Orgler, 2013): 2, 3 and 4 players."""

from eurotable.games.russian_railroads.spec import RussianRailroadsSpec

SPEC = RussianRailroadsSpec()

__all__ = ["SPEC"]
