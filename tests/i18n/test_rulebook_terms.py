"""The game terms are the rulebooks' own (docs/glossary.md): Shipyard's eight actions as
the Czech, Italian and Hebrew rulebooks name them, in the component data and in what the
game says (the prompt and the action sentences). Puerto Rico's Czech role names:
test_server.py."""

from __future__ import annotations

import pytest

from eurotable import games
from eurotable.core.options import resolve_options
from eurotable.i18n import speaking

SHIPYARD_ACTIONS = {
    # SY (cs) 278-412: the action headings
    "cs": [
        "Stavba lodí",
        "Pronájem kanálu",
        "Nákup zboží",
        "Výroba vybavení",
        "Nábor posádky",
        "Najímání zaměstnanců",
        "Burza",
        "Dotace",
    ],
    # SY-it 265, 307, 327, 339, 351, 359, 373, 391: the action headings
    "it": [
        "Costruire una nave",
        "Affittare un canale",
        "Compravendita di beni",
        "Produzione di attrezzatura",
        "Reclutare la ciurma",
        "Assumere dipendenti",
        "Commerciare i beni",
        "Ricevere un sussidio",
    ],
    # SY-he 140 and 162 (the action tiles listed), 198 (מסחר): 1st edition
    "he": [
        "בנה ספינות",
        "שכור תעלות",
        "רכוש סחורות",
        "ייצור ציוד",
        "גיוס אנשי צוות",
        "העסק עובד",
        "מסחר",
        "קבל סובסידיה",
    ],
}
EDITION = {"cs": "second", "it": "second", "he": "first"}


@pytest.mark.parametrize("lang", sorted(SHIPYARD_ACTIONS))
def test_shipyards_actions_are_named_as_the_rulebook_of_the_language_names_them(
    lang: str,
) -> None:
    spec = games.get("shipyard")
    options = resolve_options(spec.capabilities.options, {"edition": EDITION[lang]})
    with speaking(lang):
        named = [action["name"] for action in spec.components(options)["actions"]]
        state = spec.new_game(2, options, seed=1)
        said = " ".join(
            [spec.prompt(state, ["Ann", "Bob"])]
            + [
                spec.describe_action(state, action, ["Ann", "Bob"])
                for action in state.legal_actions()
            ]
        )
    assert named == SHIPYARD_ACTIONS[lang]
    assert any(name in said for name in named), said
