"""Shipyard's rules reference (src/eurotable/rules/shipyard.json): well formed, every id
it maps to exists, and every decision, action and component kind the engine and the
board can produce has a section, in both editions and solo; its texts are translated
into Czech, Italian and Hebrew.

The kinds are read from the engine: its decision kinds (``Step``) and action kinds
(``Verb``), those random games of every edition and player count reach, and the
component data of each edition (``components``); the board's kinds from the ``rule()``
marks of web/boards/shipyard."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from eurotable.games.shipyard.components import components
from eurotable.games.shipyard.data import EDITIONS, ICONS
from eurotable.games.shipyard.notation import Verb
from eurotable.games.shipyard.spec import ShipyardSpec
from eurotable.games.shipyard.state import Step
from eurotable.i18n import ptr, speaking
from eurotable.rules import games, reference, source
from i18n.languages import TRANSLATED, catalog

RULES = source("shipyard")
SECTIONS = {section["id"]: section for section in RULES["sections"]}
BOARD = Path(__file__).resolve().parents[2] / "src" / "eurotable" / "web" / "boards" / "shipyard"
SETUPS = [(edition, players) for edition, ed in EDITIONS.items() for players in ed.player_counts]
"""Every edition with every player count it is played with (the 2nd edition solo too)."""


def played_kinds(edition: str, players: int, seeds: int = 3) -> tuple[set[str], set[str]]:
    """The decision kinds (steps) and action kinds (verbs) random games reach."""
    spec = ShipyardSpec()
    steps: set[str] = set()
    verbs: set[str] = set()
    for seed in range(seeds):
        state = spec.new_game(players, {"edition": edition}, seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            steps.add(state.step.name.lower())
            legal = state.legal_actions()
            verbs.update(action.verb.name.lower() for action in legal)
            state.apply(rng.choice(legal))
        steps.add(state.step.name.lower())
    return steps, verbs


def engine_component_kinds(edition: str) -> set[str]:
    """The kinds of the components an edition's data describes, as the board names them."""
    data = components(edition)
    wheels = {key for key in data["wheels"] if isinstance(data["wheels"][key], list)}
    return {
        *(f"action:{action['id']}" for action in data["actions"]),
        *(f"piece:{piece}" for piece in data["pieces"]),
        *(f"good:{good}" for good in data["goods"]),
        *(f"ship:{tile['kind']}" for tile in data["ship_tiles"]),
        *(f"employee:{employee['kind']}" for employee in data["employees"]),
        *(f"contract:{colour}" for colour in data["contract_colours"]),
        *(f"score:{key}" for key in data["score_categories"]),
        *(f"wheel:{wheel}" for wheel in wheels - {"swaps"}),
        *(f"official:{icon}" for icon in ICONS if icon),
        f"row:{data['row']['kind']}",
    }


def _rule_arguments(text: str) -> list[str]:
    """The kind argument of every ``rule(element, kind)`` call in a module's text."""
    found = []
    for match in re.finditer(r"\brule\(", text):
        depth, start, comma = 1, match.end(), None
        at = start
        while depth:
            char = text[at]
            if char in "([{":
                depth += 1
            elif char in ")]}":
                depth -= 1
            elif char == "," and depth == 1 and comma is None:
                comma = at
            at += 1
        assert comma is not None, text[match.start() : at]
        found.append(text[comma + 1 : at - 1])
    return found


def board_kinds() -> tuple[set[str], set[str]]:
    """The kinds the Shipyard board marks: literal ones ("yard"), and the prefixes of
    those it makes from the data (`piece:${piece}` → "piece")."""
    literal: set[str] = set()
    prefixes: set[str] = set()
    for module in sorted(BOARD.glob("*.js")):
        text = module.read_text(encoding="utf-8")
        for argument in _rule_arguments(text):
            literal.update(re.findall(r'"([^"]+)"', argument))
            prefixes.update(re.findall(r"`([a-z-]+):\$\{", argument))
        literal.update(re.findall(r'\brule: "([^"]+)"', text))
    return literal, prefixes


def test_the_reference_is_well_formed() -> None:
    ids = [section["id"] for section in RULES["sections"]]
    assert len(ids) == len(set(ids)), "section ids are unique"
    parts = [part["id"] for part in RULES["parts"]]
    assert {section["part"] for section in RULES["sections"]} == set(parts)
    for section in RULES["sections"]:
        assert re.fullmatch(r"[a-z]+(\.[a-z]+)?", section["id"]), section["id"]
        assert section["title"] and section["paragraphs"], section["id"]
        texts = [section["title"], *section["paragraphs"], *section.get("first_edition", [])]
        assert all(text.strip() and "{" not in text for text in texts), section["id"]
        assert set(section.get("editions") or EDITIONS) <= set(EDITIONS), section["id"]
    assert games() == ["shipyard"]


@pytest.mark.parametrize("table", ["decisions", "actions", "components"])
def test_every_mapped_section_exists(table: str) -> None:
    missing = {kind: id for kind, id in RULES[table].items() if id not in SECTIONS}
    assert not missing


def test_every_decision_and_action_kind_of_the_engine_has_a_section() -> None:
    """Every kind of decision (Step) and action (Verb) the engine defines: a new one
    without a rule fails here."""
    assert {step.name.lower() for step in Step} - set(RULES["decisions"]) == set()
    assert {verb.name.lower() for verb in Verb} - set(RULES["actions"]) == set()


@pytest.mark.parametrize(("edition", "players"), SETUPS)
def test_every_kind_random_games_reach_has_a_section_of_their_edition(
    edition: str, players: int
) -> None:
    """The section of each decision a game of this edition reaches is one its readers
    see (not, say, a solo section in a game of the 1st edition)."""
    steps, verbs = played_kinds(edition, players)
    shown = {section["id"] for section in reference("shipyard", edition)["sections"]}
    assert {RULES["decisions"][step] for step in steps} <= shown
    assert {RULES["actions"][verb] for verb in verbs} <= shown


@pytest.mark.parametrize("edition", list(EDITIONS))
def test_every_component_kind_of_the_engine_has_a_section(edition: str) -> None:
    kinds = engine_component_kinds(edition)
    assert kinds - set(RULES["components"]) == set()
    shown = {section["id"] for section in reference("shipyard", edition)["sections"]}
    assert {RULES["components"][kind] for kind in kinds} <= shown


def test_the_board_marks_only_kinds_the_reference_maps() -> None:
    """Every kind the board names with rule() has a section, and every kind it makes
    from the data (`piece:${piece}`) is one of the engine's families."""
    literal, prefixes = board_kinds()
    assert literal, "the board marks its components"
    assert literal - set(RULES["components"]) == set()
    families = {
        kind.split(":")[0] for edition in EDITIONS for kind in engine_component_kinds(edition)
    }
    assert prefixes and prefixes <= families


def _texts() -> list[str]:
    texts = [RULES["title"], *(part["title"] for part in RULES["parts"])]
    for section in RULES["sections"]:
        texts += [section["title"], *section["paragraphs"], *section.get("first_edition", [])]
    return texts


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_text_is_translated(lang: str) -> None:
    """No text of the reference falls back to English in Czech, Italian or Hebrew (the
    translations reach the catalogs at the merge: /work/briefs/out/wt-rules.json)."""
    entries = catalog(lang)
    untranslated = []
    for text in _texts():
        message = entries.get(text, context="shipyard")
        if message is None or not message.string or message.fuzzy:
            untranslated.append(text)
    assert not untranslated, untranslated
    with speaking(lang):
        assert all(ptr("shipyard", text) != text for text in _texts())


def test_the_first_edition_sees_its_own_sections_and_no_solo() -> None:
    first = {section["id"] for section in reference("shipyard", "first")["sections"]}
    second = {section["id"] for section in reference("shipyard", "second")["sections"]}
    assert {"first.track", "first.canals"} <= first - second
    assert {"solo.overview", "solo.automata"} <= second - first
    every = {section["id"] for section in reference("shipyard")["sections"]}
    assert every == first | second
