"""Which build of the engines runs the tests, and that the two builds play alike.

``make test`` runs the whole suite on the compiled build (an installed wheel whose
engines mypyc compiled to C) with ``EUROTABLE_EXPECT_BUILD=compiled``, then the random
game harness on the pure-Python editable install with ``EUROTABLE_EXPECT_BUILD=pure``:
the first test fails if the other build is the one imported, so neither run can quietly
test the wrong thing. ``EUROTABLE_OTHER_PYTHON`` names the other build's interpreter, and
the last test compares whole seeded random games played by both (legal lists, events,
positions and results), and that both refuse what is no action with the same error.
"""

from __future__ import annotations

import os
import subprocess
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

import eurotable
from eurotable import games
from eurotable.core.errors import IllegalAction
from eurotable.core.harness import transcript_digest
from eurotable.games.puerto_rico import flow

EXPECTED = os.environ.get("EUROTABLE_EXPECT_BUILD")
OTHER_PYTHON = os.environ.get("EUROTABLE_OTHER_PYTHON")
SOURCE = Path(__file__).resolve().parents[1] / "src"

# Each game and player count, with the seeds whose games both builds play.
GAMES = [
    ("puerto-rico", 2, range(3), {}),
    ("puerto-rico", 4, range(3), {}),
    ("russian-railroads", 3, range(3), {}),
    ("shipyard", 1, range(2), {}),
    ("shipyard", 3, range(3), {}),
    ("shipyard", 2, range(2), {"edition": "first"}),
]
NAMES = ("puerto-rico", "russian-railroads", "shipyard")
NOT_ACTIONS: list[object] = ["role settler", None, 3, b"pass"]
"""What a researcher's code may hand ``apply`` instead of a parsed action: a text (the
notation, unparsed), nothing, a number, bytes."""


@pytest.mark.skipif(
    EXPECTED is None, reason="EUROTABLE_EXPECT_BUILD is not set (make test sets it)"
)
def test_the_expected_build_is_the_one_imported() -> None:
    assert EXPECTED in ("compiled", "pure")
    assert eurotable.compiled() is (EXPECTED == "compiled")
    assert flow.__file__ is not None
    if EXPECTED == "compiled":
        assert flow.__file__.endswith(tuple(EXTENSION_SUFFIXES))
        assert SOURCE not in Path(flow.__file__).resolve().parents, "compiled modules in src/"
    else:
        assert flow.__file__.endswith(".py")


def test_no_compiled_module_in_the_source_tree() -> None:
    """The editable install runs the .py files: a compiled module left in src/ would
    shadow them for everyone working in this tree."""
    assert not [path for suffix in EXTENSION_SUFFIXES for path in SOURCE.rglob(f"*{suffix}")]


def _digests() -> list[str]:
    return [
        transcript_digest(games.get(name), players, seeds, options)
        for name, players, seeds, options in GAMES
    ]


@pytest.mark.skipif(OTHER_PYTHON is None, reason="EUROTABLE_OTHER_PYTHON is not set (make test)")
def test_both_builds_play_the_same_games() -> None:
    assert OTHER_PYTHON is not None
    other = subprocess.run(
        [
            OTHER_PYTHON,
            "-c",
            "import eurotable, test_build as t; print(eurotable.compiled());"
            "print(*t._digests(), sep='\\n')",
        ],
        cwd=Path(__file__).parent,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    assert other[0] == str(not eurotable.compiled()), "the other interpreter runs this build"
    assert other[1:] == _digests()


def _refusals() -> list[str]:
    """For each game and each of ``NOT_ACTIONS`` and another game's action: the type and
    code of the error ``apply`` raises, and whether the position stayed as it was."""
    found = []
    other = games.get("puerto-rico").parse_action("role settler")
    for name in NAMES:
        state = games.get(name).new_game(3, None, 1)
        before = state.to_json()
        for given in [*NOT_ACTIONS, other] if name != "puerto-rico" else NOT_ACTIONS:
            try:
                state.apply(given)
            except Exception as error:  # the type is what is compared
                code = error.code if isinstance(error, IllegalAction) else ""
                kept = state.to_json() == before
                found.append(f"{name} {given!r}: {type(error).__name__} {code} kept={kept}")
            else:
                found.append(f"{name} {given!r}: accepted")
    return found


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("given", NOT_ACTIONS, ids=repr)
def test_apply_refuses_what_is_no_action_with_illegal_action(name: str, given: object) -> None:
    """``apply`` is typed ``object`` so that the compiled build checks no argument type
    (mypyc would raise ``TypeError``) and the rules refuse it as the pure build does: an
    ``IllegalAction`` naming the game, the position unchanged. The suite runs on both
    builds (``make test``)."""
    spec = games.get(name)
    state = spec.new_game(3, None, 1)
    before = state.to_json()
    with pytest.raises(IllegalAction, match=f"is not a {spec.title} action") as refused:
        state.apply(given)
    assert refused.value.code == "wrong-game"
    assert state.to_json() == before


@pytest.mark.skipif(OTHER_PYTHON is None, reason="EUROTABLE_OTHER_PYTHON is not set (make test)")
def test_both_builds_refuse_what_is_no_action_alike() -> None:
    assert OTHER_PYTHON is not None
    other = subprocess.run(
        [
            OTHER_PYTHON,
            "-c",
            "import eurotable, test_build as t; print(eurotable.compiled());"
            "print(*t._refusals(), sep='\\n')",
        ],
        cwd=Path(__file__).parent,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.splitlines()
    assert other[0] == str(not eurotable.compiled()), "the other interpreter runs this build"
    mine = _refusals()
    assert all(": IllegalAction wrong-game kept=True" in line for line in mine), mine
    assert other[1:] == mine
