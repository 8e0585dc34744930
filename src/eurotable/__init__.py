"""eurotable: exact rules engines, bots and a web table for three Euro board games."""

__version__ = "0.1.0"


def compiled() -> bool:
    """True when the engines run as C extensions compiled by mypyc (an installed build),
    False when they run as pure Python (the editable install, or ``EUROTABLE_PURE=1``)."""
    from importlib.machinery import EXTENSION_SUFFIXES

    from eurotable.core import rules_game
    from eurotable.games.puerto_rico import flow

    return all(
        module.__file__ is not None and module.__file__.endswith(tuple(EXTENSION_SUFFIXES))
        for module in (rules_game, flow)
    )
