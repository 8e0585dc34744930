"""core.options: an option value may limit the player counts (Shipyard's 1st edition has
no solo game), declared as data with the option."""

from __future__ import annotations

import pytest

from eurotable import games
from eurotable.core.errors import BadOption
from eurotable.core.options import OptionSpec, allowed_player_counts

EDITION = OptionSpec(
    "edition",
    "choice",
    "second",
    "rules edition",
    ("second", "first"),
    player_counts=(("first", (2, 3, 4)),),
)
FAST = OptionSpec("fast_mode", "bool", False, "skip animations")


def test_a_choice_limits_the_player_counts_it_lists() -> None:
    assert EDITION.players_for("first") == (2, 3, 4)
    assert EDITION.players_for("second") is None, "a choice not listed allows every count"
    assert FAST.players_for(True) is None
    counts = (1, 2, 3, 4)
    assert allowed_player_counts(counts, (EDITION, FAST), {"edition": "first"}) == (2, 3, 4)
    assert allowed_player_counts(counts, (EDITION, FAST), {}) == counts, "the default: second"


def test_labels_are_readable_names() -> None:
    assert EDITION.label == "Edition"
    assert FAST.label == "Fast mode"
    assert OptionSpec("x", "bool", False, "", label="Extra").label == "Extra"


def test_player_counts_name_only_choices_of_the_option() -> None:
    with pytest.raises(ValueError, match="third"):
        OptionSpec("edition", "choice", "a", "", ("a",), player_counts=(("third", (2,)),))


def test_shipyard_declares_its_editions_player_counts_and_refuses_the_others() -> None:
    spec = games.get("shipyard")
    caps = spec.capabilities
    assert allowed_player_counts(caps.player_counts, caps.options, {"edition": "first"}) == (
        2,
        3,
        4,
    )
    assert allowed_player_counts(caps.player_counts, caps.options, {}) == (1, 2, 3, 4)
    with pytest.raises(BadOption, match="2 to 4 players, not 1"):
        spec.new_game(1, {"edition": "first"}, seed=1)
    assert spec.new_game(2, {"edition": "first"}, seed=1).players == 2
