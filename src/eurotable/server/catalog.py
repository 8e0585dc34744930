"""What can be created: every registered game with its capabilities, and the bots."""

from __future__ import annotations

from typing import Any

from eurotable import games
from eurotable.bots import DEFAULT_OPPONENT
from eurotable.bots.ismcts import LEVELS
from eurotable.core.game import GameSpec
from eurotable.i18n import tr
from eurotable.server.bot_words import bot_label
from eurotable.server.pacing import BOT_PACE_MS, GRACE_SECONDS


def bot_choices() -> list[dict[str, str]]:
    """The bots a seat can be given, weakest first: name and label (``bot_label``)."""
    names = ["random", "greedy", *(f"ismcts:{level}" for level in LEVELS)]
    return [{"name": name, "label": bot_label(name)} for name in names]


def game_entry(spec: GameSpec) -> dict[str, Any]:
    """One game's name, title, player counts, options and notes.

    An option's ``player_counts`` maps each of its choices that limits how many may play
    to the counts it allows (Shipyard's 1st edition: 2 to 4); a choice not in it allows
    every count of ``player_counts``.
    """
    caps = spec.capabilities
    return {
        "name": spec.name,
        "title": tr(spec.title),
        "player_counts": list(caps.player_counts),
        "solo": caps.solo,
        "hidden_information": caps.hidden_information,
        "options": [
            {
                "name": option.name,
                "label": tr(option.label),
                "kind": option.kind,
                "default": option.default,
                "help": tr(option.help),
                "choices": list(option.choices),
                "choice_labels": {
                    choice: tr(dict(option.choice_labels).get(choice, choice))
                    for choice in option.choices
                },
                "player_counts": {
                    choice: [n for n in counts if n in caps.player_counts]
                    for choice, counts in option.player_counts
                },
            }
            for option in caps.options
        ],
        "variants": [tr(variant) for variant in caps.variants],
        "notes": [tr(note) for note in caps.notes],
    }


def catalog() -> dict[str, Any]:
    """``{"games": [...], "bots": [...], "default_bot": name, "pacing": {bot_ms, grace}}``
    for the lobby's form: ``default_bot`` is the bot a new seat and a move whose time ran
    out get unless the creator chooses another; ``pacing`` the default pacing."""
    return {
        "games": [game_entry(games.get(name)) for name in games.names()],
        "bots": bot_choices(),
        "default_bot": DEFAULT_OPPONENT,
        "pacing": {"bot_ms": BOT_PACE_MS, "grace": GRACE_SECONDS},
    }
