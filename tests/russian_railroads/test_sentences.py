"""Russian Railroads in words: prompts, action sentences, what reveals a secret, the points
so far, the component data, and the grammar of the log.

Random games check, at every decision: the prompt is there until the end (and names no
secret), every legal action has its own sentence in words, and an action said not to
reveal anything leaves every seat's observation alike on every secret it must not see.
"""

from __future__ import annotations

import random

import pytest

from eurotable.core.events import Event
from eurotable.games.russian_railroads.data import C_BLACK_WORKER
from eurotable.games.russian_railroads.notation import ALL_ACTIONS
from eurotable.games.russian_railroads.state import SC_CARDS, SC_MAJORITY
from eurotable.i18n import speaking
from game_words import play_checked

from .positions import (
    SPEC,
    RussianRailroads,
    action,
    coins,
    doublers,
    engineer_at,
    factories,
    locos,
    markers,
    new_game,
    play,
    tracks,
)

NAMES = ["Ann", "Bob", "Cy", "Dee"]
GAMES = 30
BLOCKS = 3
REVEAL_GAMES = 4
"""Games per player count in which every legal action's ``reveals`` is checked against
the secrets (the others check the chosen action only)."""
SCORED = {"points", "end-station", "pass", "round-scoring", "end-bonus-points"}
"""The events that score in play (the final scoring aside), each with ``points`` or
``total``."""


def sentence_of(state: RussianRailroads, text: str) -> str:
    assert text in [str(a) for a in state.legal_actions()], text
    return SPEC.describe_action(state, action(text), NAMES[: state.players])


NOTATION_WORDS = {w for a in ALL_ACTIONS for w in a.text.split()[1:] if "-" in w[1:]}
"""The hyphenated arguments of the notation (``black-3``, ``kiev-medal``, ``points-15`` …):
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
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_in_words(players: int, block: int) -> None:
    revealed = 0
    for game in range(block, GAMES, BLOCKS):
        state = SPEC.new_game(players, seed=300 + game)
        depth = 2 if game < REVEAL_GAMES else 1
        names = NAMES[:players]
        rng = random.Random(300 + game)
        found, _ = play_checked(SPEC, state, rng, names, depth, in_words, no_notation)
        revealed += found
    assert revealed > 0


def scored_in_play(state: RussianRailroads) -> list[int]:
    """Each seat's points from the scoring events of the log."""
    totals = [0] * state.players
    assert state.events is not None
    for event in state.events:
        if event.kind in SCORED and event.seat is not None:
            key = "total" if event.kind == "round-scoring" else "points"
            totals[event.seat] += event.data[key]
    return totals


@pytest.mark.parametrize("players", [2, 3, 4])
def test_points_are_the_points_scored_in_play(players: int) -> None:
    """points(): the score track (engineers' and factories' points, end stations, passing,
    round scorings, ten points instead of a card) as the log scores it; the final
    scoring's end-bonus cards and engineer majority count only in the result."""
    for seed in range(3):
        state = SPEC.new_game(players, seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            assert isinstance(state, RussianRailroads)
            assert SPEC.points(state) == scored_in_play(state)
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        assert isinstance(state, RussianRailroads)
        result = state.result()
        for seat, points in enumerate(SPEC.points(state)):
            final = result.breakdown[seat]
            assert (
                result.scores[seat]
                == points + final["end-bonus-cards"] + final["engineer-majority"]
            )
        assert SPEC.points(state) == scored_in_play(state)


def test_points_of_the_red_scoring_example() -> None:
    """VYHODNOCENÍ A ZÍSKÁVÁNÍ BODŮ – Příklad (red): the round scores 20; red passed with
    card 1 (no points); the final-scoring categories are not part of the points."""
    state = new_game()
    tracks(state, 0, "ts", black=9, grey=7, brown=3)
    tracks(state, 0, "kiev", black=2)
    locos(state, 0, 6, 2, 0, 2)
    doublers(state, 0, 1)
    factories(state, 0, 4)
    markers(state, 0, 5)
    state.seats[0].score[SC_CARDS] = 30
    state.seats[0].score[SC_MAJORITY] = 40
    assert SPEC.points(state) == [0, 0, 0, 0]
    play(state, "pass", "pass", "pass", "pass")
    assert SPEC.points(state)[0] == 20


def test_sentences_of_the_rulebook_examples() -> None:
    """STAVBA TRATÍ (3 black steps for 2 workers), NOVÉ PRVNÍ AKČNÍ POLE (a worker and a
    coin, 2 steps of any track), VYUŽITÍ INŽENÝRŮ (the doubler engineer: a doubler and 3
    points; hiring for 1 coin), docs/notation/russian-railroads.md (pay, step, pass)."""
    state = new_game()
    coins(state, 0, 2)
    engineer_at(state, 4, 12)
    assert sentence_of(state, "place black-3") == (
        "Place 2 workers on the action space for 3 black track steps"
    )
    assert sentence_of(state, "place any-2") == (
        "Place 1 worker and 1 ruble on the action space for 2 track steps of any colour"
    )
    assert sentence_of(state, "place engineer-12") == (
        "Place 1 worker on engineer 12 (1 doubler and 3 points)"
    )
    hired = state.strip[-1]
    assert sentence_of(state, "place hire").startswith(
        f"Pay 1 ruble to hire engineer {hired} for the rest of the game ("
    )
    assert sentence_of(state, "pass") == (
        "Pass: leave this round and score 0 points for your turn-order card"
    )
    assert SPEC.prompt(state, NAMES) == "Place workers on an action space, or pass"
    play(state, "place any-2")
    assert SPEC.prompt(state, NAMES) == (
        "Choose how to pay for the action space for 2 track steps of any colour"
    )
    assert sentence_of(state, "pay worker coin") == "Pay with 1 worker and 1 ruble"
    assert sentence_of(state, "pay coin coin") == "Pay with 2 rubles"
    play(state, "pay worker coin")
    assert SPEC.prompt(state, NAMES) == "Choose a track step (2 track steps to go)"
    assert sentence_of(state, "step black kiev") == (
        "Move your black track on the Moscow–Kiev line one step, to space 2"
    )


def test_sentences_of_the_black_worker_and_the_tokens() -> None:
    """ŽETONY ? – Příklad: St Petersburg locomotive 5, black to space 4: a "?" token, or
    stop; the black worker pays for a black space and earns one more black step."""
    state = new_game()
    state.cards[C_BLACK_WORKER] = 0
    state.seats[0].black = state.seats[0].black_hand = True
    tracks(state, 0, "stp", black=3)
    locos(state, 0, 1, 0, 5, 0)
    play(state, "place black-2")
    assert sentence_of(state, "pay black") == (
        "Pay with the black worker (the black worker earns one more black track step)"
    )
    play(state, "pay black", "step black stp")
    assert SPEC.prompt(state, NAMES) == "Choose the '?' token to use, or stop"
    assert sentence_of(state, "token doublers") == "Use a '?' token for 3 doublers"
    assert sentence_of(state, "done") == "Stop here, leaving 1 '?' token unused"


def test_sentences_of_a_locomotive_chain() -> None:
    """ZVÝŠENÍ VÝKONU LOKOMOTIVY – Příklad: a level-4 locomotive replaces the level-1 one
    on the Trans-Siberian, which then goes elsewhere."""
    state = new_game()
    locos(state, 0, 3, 1, 2, 0)
    state.loco_supply[1:4] = [0, 0, 0]
    state.factory_supply[1:4] = [1, 2, 0]  # where the levels below 4 went
    play(state, "place locomotive-1w")
    assert SPEC.prompt(state, NAMES) == "Take a locomotive or build a factory"
    assert sentence_of(state, "locomotive") == "Take the level-4 locomotive from the supply"
    assert sentence_of(state, "factory 1") == (
        "Take the returned level-1 factory; it gives as many points as your engineers' "
        "numbers add up to when a marker enters it"
    )
    play(state, "locomotive")
    assert SPEC.prompt(state, NAMES) == "Choose where to put the level-4 locomotive"
    assert sentence_of(state, "put ts 1") == (
        "Put the level-4 locomotive on the Trans-Siberian Railroad in place of your level-1 "
        "one, which you then place"
    )


def test_starting_bonus_and_end_bonus_sentences() -> None:
    """POČÁTEČNÍ PRÉMIOVÉ KARTY and KARTY CÍLOVÝCH BONUSŮ: a card or ten points."""
    state = SPEC.new_game(3, seed=5)
    assert SPEC.prompt(state, NAMES[:3]) == "Choose a starting-bonus card"
    assert SPEC.describe_action(state, action("start coin"), NAMES[:3]) == (
        "Take the starting-bonus card: 1 ruble"
    )
    rng = random.Random(5)
    while "bonus points" not in [str(a) for a in state.legal_actions()]:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert isinstance(state, RussianRailroads)
    assert SPEC.prompt(state, NAMES[:3]).startswith("Keep an end-bonus card, or take 10 points")
    assert sentence_of(state, "bonus points") == "Take 10 points instead of an end-bonus card"
    cards = [str(a) for a in state.legal_actions() if str(a) not in ("bonus points", "done")]
    assert cards
    for text in cards:
        assert sentence_of(state, text).startswith("Keep the end-bonus card worth ")
    worth = {row["id"]: row["text"] for row in SPEC.components({})["end_bonus_cards"]}
    assert worth["workers"] == "10 points per worker you gained"
    assert (
        worth["doublers"] == "points for your doublers: 20 with 4 doublers and 30 with 7 doublers"
    )


def test_reveals_only_looks_that_teach_something() -> None:
    """KARTY CÍLOVÝCH BONUSŮ: whoever may take a card looks through the deck; the action
    that leads to that look reveals, taking a card afterwards does not."""
    state = SPEC.new_game(3, seed=5)
    rng = random.Random(5)
    while "bonus points" not in [str(a) for a in state.legal_actions()]:
        legal = state.legal_actions()
        chosen = legal[rng.randrange(len(legal))]
        trial = state.clone()
        trial.apply(chosen)
        if "bonus points" in [str(a) for a in trial.legal_actions()]:
            assert SPEC.reveals(state, chosen)
        state.apply(chosen)
    assert not SPEC.reveals(state, action("bonus points"))


def test_score_categories_name_every_breakdown_key() -> None:
    labels = SPEC.components({})["score_categories"]
    for players in (2, 3, 4):
        state = SPEC.new_game(players, seed=900 + players)
        rng = random.Random(900 + players)
        _, state = play_checked(SPEC, state, rng, NAMES[:players], 0, in_words, no_notation)
        for breakdown in state.result().breakdown:
            assert set(breakdown) <= set(labels)
    assert all(labels.values())


def test_components_tell_what_spaces_and_cards_do() -> None:
    data = SPEC.components({})
    spaces = {row["id"]: row for row in data["spaces"]}
    assert spaces["black-3"]["workers"] == 2
    assert spaces["black-3"]["text"] == "3 black track steps"
    assert data["tokens"][0] == {"id": "tracks", "text": "4 track steps of any colour"}
    assert data["end_bonus_cards"][0] == {"id": "points-15", "text": "15 points"}


@pytest.mark.parametrize(
    ("kind", "data", "line"),
    [
        ("points", {"points": 1}, "Ann scores 1 point"),
        ("points", {"points": 3}, "Ann scores 3 points"),
        ("coins", {"coins": 1}, "Ann takes 1 ruble"),
        ("doublers", {"count": 1, "wanted": 1}, "Ann places 1 doubler"),
        ("pass", {"points": 1, "card": 2}, "Ann passes and scores 1 point"),
        ("round-scoring", {"points": {}, "total": 1}, "Ann scores 1 point this round"),
        ("white-track", {"steps": 1}, "Ann gains the white track; it moves 1 step"),
        ("end-bonus-points", {"points": 10}, "Ann takes 10 points instead of a card"),
        (
            "locomotive-placed",
            {"level": 9, "route": 1, "replaced": 8},
            "Ann puts the level-9 locomotive on the Moscow–St Petersburg, replacing the "
            "level-8 one",
        ),
        (
            "place",
            {"space": 10, "black": False, "workers": 1, "coins": 1},
            "Ann takes the action space for 2 track steps of any colour paying 1 ruble",
        ),
    ],
)
def test_log_lines_count_in_the_singular(kind: str, data: dict[str, object], line: str) -> None:
    assert SPEC.describe(Event(kind, 0, data), NAMES) == line


def test_setup_line_counts_players() -> None:
    line = SPEC.describe(Event("setup", None, {"players": 2, "order": [1, 0]}), NAMES)
    assert line == "2 players; turn order Bob, Ann"


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "Ann shows end-bonus cards (15 points; 10 points per worker you gained): 25 points"),
        ("he", "Ann חושף קלפי בונוס סיום (15 נקודות; 10 נקודות לכל עובד שקיבלת) ומקבל 25 נקודות"),
    ],
)
def test_the_shown_end_bonus_cards_are_told_in_words_not_ids(lang: str, line: str) -> None:
    event = Event("end-bonus-scoring", 0, {"cards": [0, 1], "points": [15, 10]})
    with speaking(lang):
        assert SPEC.describe(event, NAMES) == line


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "Ann keeps the end-bonus card worth 10 points per worker you gained"),
        ("he", "Ann שומר את קלף בונוס הסיום ששווה 10 נקודות לכל עובד שקיבלת"),
    ],
)
def test_the_kept_end_bonus_card_is_told_in_words_not_its_id(lang: str, line: str) -> None:
    event = Event("end-bonus-card-kept", 0, {"card": 1})
    with speaking(lang):
        assert SPEC.describe(event, NAMES) == line
