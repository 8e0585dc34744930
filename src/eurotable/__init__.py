"""eurotable: exact rules engines, bots and a web table for three Euro board games."""

__version__ = "0.1.0"
