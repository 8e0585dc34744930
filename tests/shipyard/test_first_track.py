"""The 1st edition's action track, income, countdown marker and contract discards (HE
מהלך תור, תור רגיל א–ג, חוזים ממשלתיים וספירה לאחור, סיום המשחק)."""

from __future__ import annotations

import random

import pytest

from eurotable.games.shipyard import contracts, flow
from eurotable.games.shipyard.data import ACTIONS, EDITIONS
from eurotable.games.shipyard.game import Shipyard
from eurotable.games.shipyard.track import EMPTY

from .positions import SPEC, check, legal, money, new_game, play, track

ED = EDITIONS["first"]
CARDS = ["build", "canal", "goods", "exchange", "employee", "crew", "equipment", "subsidy"]
"""Cards in track order for the positions below (crew, equipment and subsidy can always
be carried out)."""


def first(players: int, seed: int = 1) -> Shipyard:
    return new_game(players, seed=seed, edition="first")


def income_for(state: Shipyard, name: str) -> int:
    """The income seat 0 earns for choosing ``name`` now."""
    assert state.events is not None
    play(state, f"action {name}")
    chosen = [e for e in state.events if e.kind == "choose"]
    income: int = chosen[-1].data["income"]
    return income


def regular(state: Shipyard) -> Shipyard:
    """Seat 0 in a regular turn (not its first), its previous card already moved."""
    state.turns = [1] * state.players
    state.lead_locked = True
    money(state, 0, 0)
    return state


def test_income_counts_the_figures_in_front() -> None:
    """HE ג. הכנסה: a coin for every figure in front of the chosen card (none for those
    behind); with a figure behind, no bonus for empty spaces."""
    state = regular(first(4))
    cards = dict(enumerate(CARDS))
    track(state, cards, {1: (1, 1), 3: (2, 1), 6: (3, 1)})
    assert income_for(state, "crew") == 2  # space 5: two figures in front, one behind


@pytest.mark.parametrize(("gap", "bonus"), [(2, 0), (3, 1), (5, 1), (6, 2)])
def test_income_for_empty_spaces_behind_every_figure(gap: int, bonus: int) -> None:
    """HE ג. הכנסה: behind every figure, a coin per 3 empty spaces between the chosen card
    and the next card in front, rounded down: 'for 5 spaces 1 more, for 6 spaces 2'."""
    state = regular(first(4))
    cards = dict(enumerate(CARDS[:7]))
    cards[7 + gap] = CARDS[7]
    track(state, cards, {1: (1, 1), 2: (2, 1), 3: (3, 1)})
    assert income_for(state, CARDS[7]) == 3 + bonus


def test_no_bonus_with_a_figure_behind() -> None:
    """HE ג. הכנסה: 'the player does not get this bonus if there is a figure behind him'."""
    state = regular(first(4))
    cards = dict(enumerate(CARDS[:6]))
    cards.update({12: CARDS[6], 13: CARDS[7]})
    track(state, cards, {1: (1, 1), 2: (2, 1), 13: (3, 1)})
    assert income_for(state, CARDS[6]) == 2  # 6 empty spaces in front, but a figure behind


def test_two_players_count_the_opponents_figures() -> None:
    """HE, the two-player game: the card chosen last holds two figures; income comes only
    from being behind the opponent's actions, a coin per figure."""
    state = regular(first(2))
    cards = dict(enumerate(CARDS[:7]))
    track(state, cards, {1: (1, 2), 2: (0, 2), 3: (1, 1)})
    state.lead_locked = True
    assert income_for(state, "crew") == 3  # the opponent's 2 + 1, not its own 2
    assert state.row_cubes[5] == 2 and state.row_cubes[2] == 1  # two on the new card
    check(state)


def test_the_first_player_earns_nothing_in_the_first_turn() -> None:
    """HE, the first turn: the first player simply chooses an action, with no income."""
    for choice in legal(first(3)):
        state = first(3)
        assert income_for(state, choice.split()[1]) == 0


def test_the_previous_card_goes_in_front_of_the_leading_card() -> None:
    """HE תור רגיל א: the turn starts by moving the card your figure is on to the first
    free space at the head of the track; the other cards stay on their spaces."""
    state = first(3)
    state.turns = [1, 1, 1]
    track(state, dict(enumerate(CARDS[:7])), {2: (1, 1), 4: (0, 1), 5: (2, 1)})
    state.owner = 0
    flow._start_turn(state)
    spaces = {ACTIONS[a]: space for space, a in enumerate(state.row) if a != EMPTY}
    assert spaces == {CARDS[4]: 0, **{CARDS[i]: i + 1 for i in (0, 1, 2, 3, 5, 6)}}
    assert state.row_owner[0] == -1 and state.lead_locked
    assert state.wheel == ED.first_drop_after - 1
    assert f"action {CARDS[4]}" not in legal(state)  # the leading card
    check(state)


def test_cards_caught_up_from_behind_are_pushed_on() -> None:
    """HE תור רגיל א, special cases: one space must stay empty in front of the leading
    card; a card left behind is pushed one space on, and the card in front of it too."""
    state = first(3)
    state.turns = [1, 1, 1]
    cards = dict(enumerate(CARDS[:5]))
    cards.update({19: CARDS[5], 20: CARDS[6]})
    track(state, cards, {2: (0, 1), 3: (1, 1), 4: (2, 1)})
    state.owner = 2
    flow._start_turn(state)  # seat 2's card (space 4) goes to the head
    names = {ACTIONS[a]: space for space, a in enumerate(state.row) if a != EMPTY}
    assert names[CARDS[4]] == 0
    assert names[CARDS[5]] == 19 and names[CARDS[6]] == 20  # pushed on from 20 and 21
    assert state.row[21] == EMPTY
    check(state)


def test_three_or_four_choices() -> None:
    """HE תור רגיל ב: 4 actions to choose from with 3 or 4 players, 3 with two (the leading
    card and the cards with figures are taken)."""
    for players, choices in ((2, 3), (3, 4), (4, 4)):
        state = SPEC.new_game(players, {"edition": "first"}, 3)
        rng = random.Random(3)
        while state.turns[state.owner] < 3:
            options = state.legal_actions()
            state.apply(options[rng.randrange(len(options))])
        assert isinstance(state, Shipyard)
        free = [p for p, a in enumerate(state.row) if a != EMPTY and not state.row_cubes[p]]
        assert len(free) - 1 == choices


def _play_out(players: int, seed: int) -> Shipyard:
    state = SPEC.new_game(players, {"edition": "first"}, seed)
    assert isinstance(state, Shipyard)
    rng = random.Random(seed)
    while not state.is_over:
        options = state.legal_actions()
        state.apply(options[rng.randrange(len(options))])
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_23_actions_each(players: int) -> None:
    """HE סיום המשחק: when the countdown marker reaches the red space every player has
    made 23 actions (the round is finished so that all have as many); then the final turn
    (תור אחרון) and the ship completion (השלמת ספינה) follow."""
    state = _play_out(players, 40 + players)
    assert state.end_reason == 1
    assert state.turns == [23] * players
    assert state.removed_cubes == players
    assert state.events is not None
    kinds = [e.kind for e in state.events]
    assert kinds.count("countdown-marker") == players and kinds.count("final-actions") == 1


@pytest.mark.parametrize(("players", "schedule"), [(4, {2: 2}), (3, {1: 1, 2: 1}), (2, {1: 2})])
def test_contract_discard_schedule(players: int, schedule: dict[int, int]) -> None:
    """HE חוזים ממשלתיים וספירה לאחור: 4 players discard 2 of each colour when the marker
    reaches 2 (half the game); 3 players 1 of each when it reaches 2 and again at 1; 2
    players 2 of each after the first round. Everybody plays the last round with one green
    and one blue contract."""
    state = _play_out(players, 7)
    assert state.events is not None
    moves = 0
    seen: dict[int, list[tuple[int | None, str]]] = {}
    for event in state.events:
        if event.kind == "countdown-marker":
            moves += 1
        if event.kind == "discard":
            seen.setdefault(moves, []).append((event.seat, event.data["colour"]))
    assert {m: len(d) for m, d in seen.items()} == {m: n * 2 * players for m, n in schedule.items()}
    for found in seen.values():
        for seat in range(players):
            colours = sorted(c for s, c in found if s == seat)
            assert colours == ["blue"] * (len(colours) // 2) + ["green"] * (len(colours) // 2)
    for player in state.seats:
        assert sorted(ED.colours[ED.contracts[c].colour] for c in player.hand) == [
            "blue",
            "green",
        ]
    for moved, count in schedule.items():
        state.removed_cubes = moved
        assert contracts.discards_due(state) == count
