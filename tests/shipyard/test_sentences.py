"""Shipyard in words, both editions and solo: prompts, action sentences, what reveals a
secret, the points so far, the component data, and the grammar of the log.

Random games check, at every decision: the prompt is there until the end (and names no
secret), every legal action has its own sentence in words, and an action said not to
reveal anything leaves every seat's observation alike on every secret it must not see.
"""

from __future__ import annotations

import random

import pytest

from eurotable.core.events import Event
from eurotable.games.shipyard import contracts as contract_rules
from eurotable.games.shipyard.game import Shipyard
from eurotable.games.shipyard.notation import ALL_ACTIONS
from eurotable.games.shipyard.sentences import article, canal_look, contract_text
from game_words import play_checked

from .positions import (
    SPEC,
    action,
    canal,
    contracts,
    display_tile,
    legal,
    money,
    new_game,
    pieces,
    play,
    start,
    turn_of,
    yard,
)

NAMES = ["Ann", "Bob", "Cy", "Dee"]
SETUPS = [
    (1, "second"),
    (2, "second"),
    (3, "second"),
    (4, "second"),
    (2, "first"),
    (3, "first"),
    (4, "first"),
]
GAMES = 30
BLOCKS = 2
SECRET_GAMES = 8
"""Games per set-up whose every decision is also checked on every secret (the prompt, and
that an action said not to reveal reveals nothing); the rest check the words only."""
REVEAL_GAMES = 2
"""Of those, games in which every legal action's ``reveals`` is checked, not only the
chosen one."""
SCORED = {"ship-scored", "official", "riband-scored"}


def sentence_of(state: Shipyard, text: str) -> str:
    assert text in legal(state), text
    return SPEC.describe_action(state, action(text), NAMES[: state.players])


NOTATION_WORDS = {w for a in ALL_ACTIONS for w in a.text.split()[1:] if "-" in w[1:]}
"""The hyphenated arguments of the notation (``mid-a``, ``virtual-bow``, ``rec-cap`` …):
words no text for a player should hold."""


def no_notation(text: str) -> bool:
    return not any(word in text for word in NOTATION_WORDS)


def in_words(notation: str, sentence: str) -> bool:
    """The sentence does not spell notation: neither the action's whole text (a one-word
    verb must say more than itself) nor any hyphenated argument."""
    if " " not in notation:
        return no_notation(sentence) and len(sentence.split()) > 1
    return no_notation(sentence) and notation not in sentence.lower()


@pytest.mark.parametrize("block", range(BLOCKS))
@pytest.mark.parametrize(("players", "edition"), SETUPS)
def test_random_games_in_words(players: int, edition: str, block: int) -> None:
    revealed = 0
    for game in range(block, GAMES, BLOCKS):
        depth = 2 if game < REVEAL_GAMES else 1 if game < SECRET_GAMES else 0
        state = SPEC.new_game(players, {"edition": edition}, 700 + game)
        rng = random.Random(700 + game)
        names = NAMES[:players]
        found, _ = play_checked(SPEC, state, rng, names, depth, in_words, no_notation)
        revealed += found
    assert revealed > 0


def scored_in_play(state: Shipyard) -> list[int]:
    """Each seat's points from the cruise events of the log."""
    totals = [0] * state.players
    assert state.events is not None
    for event in state.events:
        if event.seat is None:
            continue
        if event.kind == "ship-scored":
            d = event.data
            totals[event.seat] += d["crew"] + d["guns"] + d["speed"]
        elif event.kind in SCORED:
            totals[event.seat] += event.data["points"]
    return totals


@pytest.mark.parametrize(("players", "edition"), SETUPS)
def test_points_are_the_cruise_points(players: int, edition: str) -> None:
    """points(): crew, cannons and cranes, speed, officials and Blue Ribands as the ships
    sail (Bodování zkušební plavby); contracts and traders count only in the result."""
    for seed in range(3):
        state = SPEC.new_game(players, {"edition": edition}, seed)
        rng = random.Random(seed)
        while not state.is_over:
            assert isinstance(state, Shipyard)
            assert SPEC.points(state) == scored_in_play(state)
            options = state.legal_actions()
            weights = [
                20 if str(a).startswith(("add", "action build", "tile")) else 1 for a in options
            ]
            state.apply(rng.choices(list(options), weights)[0])
        assert isinstance(state, Shipyard)
        result = state.result()
        for seat, points in enumerate(SPEC.points(state)):
            final = result.breakdown[seat]
            kept = sum(v for k, v in final.items() if k.endswith("-contract"))
            assert result.scores[seat] == points + kept + final["traders"]


def example_position() -> Shipyard:
    """Seat 0 about to finish the rulebook's scoring ship by buying its stern S07
    (tests/shipyard/test_cruise.py)."""
    state = new_game(2)
    yard(state, 0, {1: "B03", 2: "MI-17", 3: "MI-18", 4: "MI-35", 5: "MI-09"})
    display_tile(state, 15, "S07")
    canal(state, 0, "C17", 0, 0, 1)
    canal(state, 0, "C04", 0, 1, 3)
    pieces(state, 0, captain=1, businessman=2, soldier=1, stoker=1)
    pieces(state, 0, cannon=1, crane=1, chimney=1, sail=2)
    money(state, 0, 0)
    start(state, 0, "build")
    return state


def test_the_23_point_ship_in_words_and_points() -> None:
    """Bodování zkušební plavby, PŘÍKLAD BODOVÁNÍ: the ship scores 14 and its cruise 9:
    points() says 23; the sentences of buying, placing, outfitting and entering."""
    state = example_position()
    assert SPEC.prompt(state, NAMES[:2]) == "Buy a ship tile"
    assert sentence_of(state, "tile stern 1") == (
        "Buy the stern tile (1 cabin, 1 stoker cabin and 1 lifebuoy) in row 1 for free"
    )
    play(state, "tile stern 1")
    assert SPEC.prompt(state, NAMES[:2]) == (
        "Choose the slot for the stern tile (1 cabin, 1 stoker cabin and 1 lifebuoy)"
    )
    assert sentence_of(state, "slot 6") == (
        "Put the stern tile (1 cabin, 1 stoker cabin and 1 lifebuoy) in the sixth slot of "
        "your shipyard from the left"
    )
    play(state, "slot 6")
    assert sentence_of(state, "pass") == "Buy no more ship tiles"
    play(state, "pass")
    assert SPEC.prompt(state, NAMES[:2]) == (
        "Put crew and equipment on the ship, or declare it ready"
    )
    assert sentence_of(state, "add captain") == "Put a captain from your stock on the ship"
    play(state, "add captain", "add businessman", "add businessman", "add soldier")
    play(state, "add stoker", "add chimney", "add sail", "add sail", "add cannon", "add crane")
    assert SPEC.prompt(state, NAMES[:2]) == "Choose where the ship token enters the canals"
    assert sentence_of(state, "start c17 n") == (
        "Enter the canals at the east space of the bent canal (a trade official and a "
        "lifebuoy official): a trade official"
    )
    assert SPEC.points(state) == [14, 0]
    play(state, "start c17 n")
    assert SPEC.points(state) == [23, 0]


def test_stand_in_tiles_in_words() -> None:
    """Konec hry, the note on running out: a featureless stand-in is free once a kind of
    tile is gone from the stack and the display; its words name no notation."""
    state = new_game(2)
    state.removed_ships.extend(t for t in state.bows + state.ship_display[:5] if t >= 0)
    state.bows = []
    state.ship_display[:5] = [-1] * 5
    money(state, 0, 0)
    start(state, 0, "build")
    assert sentence_of(state, "tile virtual-bow") == (
        "Take a featureless stand-in bow tile for free"
    )
    play(state, "tile virtual-bow")
    assert SPEC.prompt(state, NAMES[:2]) == "Choose the slot for the stand-in bow tile"
    assert sentence_of(state, "slot 1") == (
        "Put the stand-in bow tile in the first slot of your shipyard from the left"
    )


def test_canal_sentences_say_where_and_how_turned() -> None:
    """Pronájem kanálu (docs/rulings/shipyard.md: canals may be turned): the canal, its
    officials and price; the square beside the system and the turn."""
    state = new_game(2)
    canal(state, 0, "C03", 0, 0, 0)
    money(state, 0, 5)
    start(state, 0, "canal")
    assert SPEC.prompt(state, NAMES[:2]) == "Choose the canal to rent"
    first = canal_look(state.ed.canals[state.canal_display[0]])
    assert sentence_of(state, "canal 1") == f"Rent the {first}, first in the display, for free"
    play(state, "canal 1")
    assert SPEC.prompt(state, NAMES[:2]) == f"Choose where to lay the {first}"
    assert sentence_of(state, "at 1 0 r0").startswith(
        f"Lay the {first} east of the cross-shaped canal (a military official and a lifeboat "
        "official), as printed, open to the "
    )


def test_discard_sentences_name_the_players_own_contracts() -> None:
    """Státní zakázky: a red contract first, each told by what it scores."""
    state = new_game(2)
    contracts(state, 0, "K-LIFEBUOYS", "K-SHIPS-5", "K-SAIL-PAIRS", "K-SOLDIER-CANNON")
    contract_rules.begin(state, 1)
    state.legal_cache = None
    assert state.actor == 0
    assert SPEC.prompt(state, NAMES[:2]) == "Discard a red contract"
    assert sentence_of(state, "discard k-lifebuoys") == (
        "Discard the red contract (lifebuoys on your fleet: 0/1/2/4/6/8/12 VP for "
        "0/1/2/3/4/5/6, 1 VP more for each further one)"
    )
    play(state, "discard k-lifebuoys")
    assert SPEC.prompt(state, NAMES[:2]) == "Discard a blue contract"
    assert sentence_of(state, "discard k-sail-pairs") == (
        "Discard the blue contract (3 VP per pair of sails on one ship)"
    )
    assert not SPEC.reveals(state, action("discard k-sail-pairs"))


def test_first_edition_words() -> None:
    """HE: action cards, freight trains, the crew wheel's propeller (גיוס אנשי צוות), the
    ship token on the first canal (שכור תעלות)."""
    state = new_game(3, edition="first")
    assert SPEC.prompt(state, NAMES[:3]) == "Choose an action card"
    assert sentence_of(state, "action crew").startswith("Choose the Recruit crew action card")
    money(state, 0, 3)
    start(state, 0, "crew")
    assert SPEC.prompt(state, NAMES[:3]) == "Choose the crew to recruit"
    assert sentence_of(state, "crew propeller").startswith(
        "Take a propeller from the crew wheel for "
    )
    state = new_game(3, edition="first")
    money(state, 0, 0)
    start(state, 0, "goods")
    assert SPEC.prompt(state, NAMES[:3]) == "Choose the freight train to buy"
    assert sentence_of(state, "goods 1").startswith("Buy the freight train (")
    state = new_game(3, edition="first")
    money(state, 0, 0)
    start(state, 0, "canal")
    play(state, "canal 1")
    if state.step.name == "CANAL_PLACE":
        play(state, "at 0 0 r0")
    assert SPEC.prompt(state, NAMES[:3]) == "Choose the end of your first canal for the ship token"
    assert all(
        sentence_of(state, a).startswith("Put your ship token on the ") for a in legal(state)
    )


def test_solo_words_and_the_automata_reveal() -> None:
    """Sólová hra: the player's turn ends with the automata turning solo tiles, which
    reveals; choosing the action tile does not."""
    state = new_game(1)
    money(state, 0, 0)  # no bonus action: the crew action ends the turn
    assert SPEC.prompt(state, NAMES[:1]) == "Choose an action tile"
    assert sentence_of(state, "action crew") == (
        "Choose the Recruit crew action tile and earn nothing"
    )
    assert not SPEC.reveals(state, action("action crew"))
    play(state, "action crew")
    assert SPEC.prompt(state, NAMES[:1]) == "Choose the crew to recruit"
    assert SPEC.reveals(state, action(legal(state)[0]))
    stack = state.solo_stack[:]
    play(state, legal(state)[0])
    assert state.solo_stack != stack  # the automata turned solo tiles


def test_score_categories_name_every_breakdown_key() -> None:
    for players, edition in SETUPS:
        labels = SPEC.components({"edition": edition})["score_categories"]
        assert all(labels.values())
        state = SPEC.new_game(players, {"edition": edition}, 950 + players)
        rng = random.Random(950 + players)
        _, state = play_checked(SPEC, state, rng, NAMES[:players], 0, in_words, no_notation)
        for breakdown in state.result().breakdown:
            assert set(breakdown) <= set(labels)


def test_components_follow_the_edition() -> None:
    second = SPEC.components({})
    first = SPEC.components({"edition": "first"})
    assert second["edition"] == "second" and first["edition"] == "first"
    assert "stoker" in second["pieces"] and "propeller" in first["pieces"]
    assert second["goods"] == ["coal", "cloth", "wheat"]
    assert first["goods"] == ["coal", "iron", "gold"]
    assert "red-contract" in second["score_categories"]
    assert "green-contract" in first["score_categories"]
    employees = {row["id"]: row["text"] for row in second["employees"]}
    assert employees["REC-CAP"] == "one more captain from the crew wheel"
    assert employees["RIGGER"] == "1 more speed per pair of sails on a ship"


@pytest.mark.parametrize(
    ("kind", "data", "line"),
    [
        (
            "setup",
            {"players": 1, "first": 0, "edition": "second"},
            "1 player, second edition; Ann starts",
        ),
        (
            "choose",
            {"action": "crew", "income": 1, "coins": 1},
            "Ann chooses crew and earns 1 guilder (with 1 guilder on it)",
        ),
        ("subsidy", {"guilders": 1}, "Ann receives 1 guilder of subsidy"),
        ("sell", {"good": "iron", "guilders": 1}, "Ann sells iron for 1 guilder"),
        (
            "recruit",
            {"piece": "captain", "steps": 1, "cost": 0, "extra": []},
            "Ann takes a captain for free",
        ),
        (
            "buy-tile",
            {"tile": "B01", "tile_kind": "bow", "stand_in": False, "position": 5, "cost": 1},
            "Ann buys the bow tile (1 crane mount) for 1 guilder",
        ),
        ("blue-riband", {"steps": 1}, "Ann's ship reaches a Blue Riband after 1 space"),
        (
            "automaton-wheel",
            {"wheel": "crew", "steps": 1},
            "An automaton moves the crew marker 1 space",
        ),
        ("discard", {"colour": "red"}, "Ann discards a red contract"),
    ],
)
def test_log_lines_count_in_the_singular(kind: str, data: dict[str, object], line: str) -> None:
    assert SPEC.describe(Event(kind, 0 if kind != "automaton-wheel" else None, data), NAMES) == line


@pytest.mark.parametrize(
    ("kind", "data", "line"),
    [
        (
            "buy-tile",
            {"tile": "virtual-stern", "tile_kind": "stern", "stand_in": True, "cost": 0},
            "Ann buys the stand-in stern tile for free",
        ),
        (
            "place-tile",
            {"tile": "MI-07", "tile_kind": "middle", "stand_in": False, "slot": 5},
            "Ann puts the middle tile (1 cabin, 1 cannon mount and 1 lifebuoy) in the sixth "
            "slot of the shipyard",
        ),
        (
            "hire",
            {"employee": "REC-CAP", "employee_kind": "recruiter", "steps": 1, "cost": 2},
            "Ann hires the recruiter (captain) for 2 guilders",
        ),
        (
            "hire",
            {"employee": "HELMSMAN", "employee_kind": "helmsman", "steps": 0, "cost": 0},
            "Ann hires the helmsman for free",
        ),
        (
            "place-canal",
            {"canal": "C11", "x": 1, "y": 0, "rotation": 1},
            "Ann lays the T-shaped canal (a military official and a lifeboat official), "
            "turned a quarter turn clockwise",
        ),
        (
            "token-placed",
            {"canal": "C11", "space": "a"},
            "Ann's ship token goes on the T-shaped canal (a military official and a lifeboat "
            "official)",
        ),
        (
            "manufacture",
            {"piece": "cannon", "extra": ["cannon", "sail"], "steps": 1, "cost": 0},
            "Ann takes a cannon, a cannon and a sail for free",
        ),
        (
            "contracts-dealt",
            {
                "contracts": ["K-LIFEBUOYS", "K-CHIMNEY-PAIRS"],
                "colours": ["red", "blue"],
                "rules": [
                    {"measure": "lifebuoys", "per": 2},
                    {"measure": "pairs-on-ship", "items": ["chimney", "chimney"], "per": 3},
                ],
            },
            "Ann is dealt a red contract (2 VP per lifebuoy on your fleet) and a blue contract"
            " (3 VP per pair of chimneys on one ship)",
        ),
        (
            "discard-contract",
            {"contract": "K-SAIL-PAIRS", "colour": "green", "rule": {"measure": "sail", "per": 1}},
            "The discarded green contract: 1 VP per sail on your fleet",
        ),
    ],
)
def test_log_lines_name_components_in_words(kind: str, data: dict[str, object], line: str) -> None:
    """Ship tiles by kind, employees by kind, canals as turned, contracts by colour and
    what they score: no notation (coordinates, rotation numbers) and no contract ids."""
    assert SPEC.describe(Event(kind, 0, data), NAMES) == line


@pytest.mark.parametrize(
    ("rule", "text"),
    [
        (
            {"measure": "soldier", "table": [0, 0], "beyond": 2},
            "2 VP per soldier on your fleet after the first",
        ),
        (
            {"measure": "businessman", "table": [0, 0, 0], "beyond": 3},
            "3 VP per businessman on your fleet after the first 2",
        ),
        (
            {"measure": "lantern", "table": [0, 1, 2], "beyond": 1},
            "lanterns on your fleet: 0/1/2 VP for 0/1/2, 1 VP more for each further one",
        ),
    ],
)
def test_a_contract_whose_first_ones_score_nothing_says_so(
    rule: dict[str, object], text: str
) -> None:
    """Státní zakázky: the soldiers' and businessmen's contracts score nothing for the
    first and 2 VP for each further one, said as such rather than as a table of noughts."""
    assert contract_text(rule) == text


def test_articles_before_vowels() -> None:
    assert article("iron") == "an iron"
    assert article("sail") == "a sail"


def test_outfitting_warns_of_a_ship_that_will_fail() -> None:
    """Zkušební plavba, requirements 1 and 2 (ruling 54): a piece put on before the captain
    leaves the ship without one for good; a speed the canals cannot take fails whatever
    follows; the sentences (and so the board's tooltips) say so before the click."""
    state = new_game(2)
    yard(state, 0, {1: "B03", 2: "MI-17", 3: "MI-18", 4: "MI-35", 5: "MI-09"})
    display_tile(state, 15, "S07")
    canal(state, 0, "C17", 0, 0, 1)  # one canal of four spaces: a short system
    pieces(state, 0, captain=1, stoker=1, chimney=1)
    money(state, 0, 0)
    start(state, 0, "build")
    play(state, "tile stern 1")
    assert "warning" not in sentence_of(state, "slot 6")
    play(state, "slot 6", "pass")
    assert sentence_of(state, "add captain") == "Put a captain from your stock on the ship"
    assert sentence_of(state, "add stoker") == (
        "Put a stoker from your stock on the ship "
        "(warning: the ship will fail its cruise: it has no captain)"
    )
    assert sentence_of(state, "ready").endswith(
        "(warning: the ship will fail its cruise: it has no captain)"
    )
    play(state, "add captain")
    assert sentence_of(state, "ready") == "Declare the ship outfitted: it sails at speed 1"
    play(state, "add stoker")
    assert sentence_of(state, "add chimney") == (
        "Put a chimney from your stock on the ship (warning: the ship will fail its "
        "cruise: your canals are too short for speed 4)"
    )
    play(state, "add chimney")  # nothing more fits: the ship sails, and fails as warned
    assert len(state.seats[0].wrecks) == 1 and not state.seats[0].fleet


def test_a_ship_finished_without_a_captain_is_warned_about() -> None:
    """Ruling 54: the slot that finishes a ship says it will fail this turn when no captain
    can come before the cruise, and "unless" when a bonus crew action still may."""

    def finishing(bonus: str) -> Shipyard:
        state = new_game(2, bonus=bonus)
        yard(state, 0, {1: "B03", 2: "MI-17", 3: "MI-18", 4: "MI-35", 5: "MI-09"})
        display_tile(state, 15, "S07")
        canal(state, 0, "C17", 0, 0, 1)
        pieces(state, 0, captain=0)
        money(state, 0, 20 if bonus == "ask" else 0)
        turn_of(state, 0, "build")
        play(state, "action build")
        if bonus == "ask":
            play(state, "later")  # a bonus crew action may still bring a captain
        play(state, "tile stern 1")
        return state

    assert sentence_of(finishing("off"), "slot 6").endswith(
        "(warning: the ship it finishes will fail its cruise this turn: you have no captain)"
    )
    assert sentence_of(finishing("ask"), "slot 6").endswith(
        "(warning: the ship it finishes sails this turn and fails unless you get a captain first)"
    )


def test_a_canal_whose_channels_do_not_join_is_offered_with_a_warning() -> None:
    """Pronájem kanálu, ruling 15: touching is enough, so the placement is offered; its
    sentence says that no ship can sail across (ruling 54)."""
    state = new_game(2)
    canal(state, 0, "C02", 0, 0, 0)  # open to the north and south
    straight = state.ed.canal_index("C05")  # open to the north and south too
    pile = state.canal_stack if straight in state.canal_stack else state.canal_display
    where = pile.index(straight)
    pile[where], state.canal_display[0] = state.canal_display[0], straight
    money(state, 0, 5)
    start(state, 0, "canal")
    play(state, "canal 1")
    warned = "(warning: its channels do not join your canals: allowed, but no ship can sail across)"
    assert sentence_of(state, "at 1 0 r0").endswith(warned)  # east of it, north-south
    assert sentence_of(state, "at 1 0 r1").endswith(warned)  # east-west, but C02 has no east
    assert "warning" not in sentence_of(state, "at 0 1 r0")  # south of it: the channels meet
