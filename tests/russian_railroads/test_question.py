"""The "?" spaces, the seven "?" tokens and the five "?" cards (Pravidla: ŽETONY ?, KARTY ?)."""

from __future__ import annotations

import pytest

from eurotable.games.russian_railroads.data import (
    BLACK,
    C_BLACK_WORKER,
    C_ENGINEER,
    C_LOCO9,
    CARDS,
    INDUSTRY_TOKEN,
    KIEV,
    LETTERLESS,
    TOKENS,
    TS,
)

from .positions import (
    RussianRailroads,
    check,
    doublers,
    factories,
    legal,
    locos,
    markers,
    new_game,
    play,
    tracks,
)


def at_token(players: int = 4) -> RussianRailroads:
    """Seat 0 has just reached St Petersburg 4 with black track and a level-5 locomotive
    (first step of the 2-black space): the "?" token choice is pending."""
    state = new_game(players)
    tracks(state, 0, "ts", black=6, grey=3)
    tracks(state, 0, "stp", black=3)
    locos(state, 0, 1, 0, 5, 0)
    play(state, "place black-3", "step black stp")
    return state


def test_token_choice_lists_unused_tokens_and_a_way_to_decline() -> None:
    """ŽETONY ?: choose one of your tokens (each once a game); using it is optional."""
    state = at_token()
    assert legal(state) == [f"token {t}" for t in TOKENS] + ["done"]
    play(state, "done")
    assert state.seats[0].tokens == [-1, -1, -1, -1]
    assert legal(state) == ["step black ts", "step black stp", "step black kiev"]
    play(state, "step black stp", "step black stp")
    # St Petersburg 6 is beyond the level-5 locomotive: no token there (yet)
    assert state.actor == 1
    assert state.seats[0].tokens == [-1, -1, -1, -1]
    check(state)


def test_declined_token_space_is_spent() -> None:
    """ŽETONY ?: a "?" space is used once; declining it does not keep it for later
    (ruling: the benefit fires when its conditions are first met)."""
    state = at_token()
    play(state, "done", "step black ts", "step black ts")
    assert state.seats[0].fired & (1 << 7)  # St Petersburg 4 fired
    check(state)


def test_each_token_once_a_game() -> None:
    """ŽETONY ?: each token may be used only once in the game."""
    state = at_token()
    locos(state, 0, 1, 0, 6, 0)
    play(state, "token doublers", "step black stp", "step black stp")
    assert "token doublers" not in legal(state)
    assert "token tracks" in legal(state)


def test_tracks_token_up_to_four_steps_with_new_colours() -> None:
    """ŽETONY ?: up to 4 steps with any owned tracks; a colour gained during the action may
    be used for the remaining steps; the player may stop early."""
    state = new_game()
    tracks(state, 0, "ts", black=5)
    tracks(state, 0, "stp", black=3)
    locos(state, 0, 1, 0, 5, 0)
    play(state, "place black-2", "step black stp", "token tracks")
    play(state, "step black ts")  # Trans-Siberian 6: brown is gained
    assert "step brown ts" not in legal(state)  # brown needs grey ahead of it
    play(state, "step grey ts", "step grey ts")
    assert "step brown ts" in legal(state)
    assert legal(state)[-1] == "done"
    play(state, "step brown ts")  # the fourth step ends the token
    player = state.seats[0]
    assert player.tracks[TS * 5 : TS * 5 + 3] == [6, 2, 1]
    assert state.stack[-1].pool == [BLACK]  # back to the 2-black space
    check(state)


def test_doublers_token_places_three() -> None:
    """ŽETONY ?: three doublers over the Trans-Siberian (as many as fit)."""
    state = at_token()
    doublers(state, 0, 6)
    play(state, "token doublers")
    assert state.seats[0].doublers == 8
    assert state.doubler_supply == 12
    check(state)


def test_industry_token_up_to_five_steps() -> None:
    """ŽETONY ?: up to 5 industry steps; stopping is allowed."""
    state = at_token()
    play(state, "token industry", "marker 1", "marker 1", "done")
    assert state.seats[0].markers == [2, -1]
    check(state)


def test_revaluation_token_raises_track_values() -> None:
    """ŽETONY ? – zvýšení hodnoty: brown, natural and white score more from now on."""
    from eurotable.games.russian_railroads import scoring

    state = at_token()
    tracks(state, 0, "kiev", black=4, grey=3, brown=2)
    locos(state, 0, 1, 0, 5, 4)
    before = scoring.route_points(state.seats[0], KIEV)
    play(state, "token revaluation")
    after = scoring.route_points(state.seats[0], KIEV)
    assert (before, after) == (2 * 2 + 1 + 0, 2 * 3 + 1 + 0)


def test_second_marker_token() -> None:
    """ŽETONY ? – druhý ukazatel: a second marker on industry 0; steps may be split between
    the markers, which never share a space; each scores."""
    from eurotable.games.russian_railroads import scoring

    state = at_token()
    markers(state, 0, 3)
    play(state, "token second-marker")
    assert state.seats[0].markers == [3, 0]
    assert scoring.industry_points(state.seats[0]) == 3
    play(state, "step black ts", "step black ts", "pass", "pass", "pass")
    play(state, "place industry-2")
    assert legal(state) == ["marker 1", "marker 2"]
    play(state, "marker 2", "marker 2")
    assert state.seats[0].markers == [3, 2]
    play(
        state, "place industry-1"
    )  # the others have passed  # marker 2 would land on marker 1: marker 1 moves
    assert state.seats[0].markers == [4, 2]
    check(state)


def test_medal_token_scores_20_with_grey_and_locomotive_on_kiev_5() -> None:
    """ŽETONY ? – Kyjevská medaile: grey track and locomotive on Kiev 5: 20 a scoring."""
    from eurotable.games.russian_railroads import scoring

    state = at_token()
    play(state, "token kiev-medal")
    tracks(state, 0, "kiev", black=6, grey=5)
    locos(state, 0, 1, 0, 5, 4)
    assert scoring.kiev_bonus(state.seats[0]) == 1 + 2 + 3 + 4
    locos(state, 0, 1, 0, 5, 5)
    assert scoring.kiev_bonus(state.seats[0]) == 1 + 2 + 3 + 4 + 20


def test_card_token_offers_performable_cards_then_an_end_bonus_at_the_end_of_the_turn() -> None:
    """ŽETONY ? – karta ?: take a face-up "?" card and do it; then look through the
    end-bonus deck and keep a card, or take 10 points. The end-bonus choice waits for
    the end of the turn (reference §11: "End-bonus card choices are made at the end of
    the turn"; ruling 29): the space's two black steps still to go come first."""
    state = at_token()
    play(state, "token card")
    assert legal(state) == [f"card {c}" for c in CARDS] + ["done"]
    play(state, "card black-worker")
    assert state.seats[0].black and state.seats[0].black_hand
    assert state.cards[C_BLACK_WORKER] == 0
    assert legal(state) == ["step black ts", "step black stp", "step black kiev"]
    play(state, "step black ts", "step black ts")
    choices = legal(state)
    assert len(choices) == 9 and choices[-1] == "bonus points"
    assert state.actor == 0
    play(state, choices[0])
    assert state.bonus_where.count(0) == 1
    assert state.actor == 1
    check(state)


def test_mixed_card() -> None:
    """KARTY ? – the mixed card: a doubler, an industry step and a black step, then one of
    the three once more."""
    state = at_token()
    play(state, "token card", "card mixed")
    assert state.seats[0].doublers == 1
    assert legal(state) == ["step black ts", "step black stp", "step black kiev", "marker 1"]
    play(state, "marker 1", "step black kiev")
    assert legal(state) == ["again doubler", "again industry", "again black"]
    play(state, "again doubler")
    assert state.seats[0].doublers == 2
    play(state, "step black ts", "step black ts", "bonus points")
    player = state.seats[0]
    assert player.markers[0] == 1 and player.tracks[KIEV * 5 + BLACK] == 2
    assert player.score[9] == 10  # ten points instead of an end-bonus card
    check(state)


def test_engineer_card() -> None:
    """KARTY ? – the letterless engineer and the coin from the card, usable at once."""
    state = at_token()
    play(state, "token card", "card engineer")
    player = state.seats[0]
    assert player.engineers == [LETTERLESS]
    assert player.coins == 1
    assert state.cards[C_ENGINEER] == 0
    play(state, "step black ts", "step black ts", "bonus points", "pass", "pass", "pass")
    assert f"place engineer-{LETTERLESS}" in legal(state)
    check(state)


def test_factory_card() -> None:
    """KARTY ? – a factory (the usual way), then two industry steps."""
    state = at_token()
    markers(state, 0, 4)
    play(state, "token card", "card factory")
    # one way to build (the lowest locomotive); two industry steps through the new
    # level-2 factory, whose own optional step would leave no room for the card's second
    player = state.seats[0]
    assert player.factories[0] == 2
    assert player.markers[0] == 6
    play(state, "step black ts", "step black ts")
    assert legal(state)[-1] == "bonus points"
    check(state)


def test_locomotive_9_card() -> None:
    """KARTY ? – the level-9 locomotive without a factory side, placed with the usual
    chain; benefits its reach fires happen at once."""
    state = at_token()
    tracks(state, 0, "ts", black=13, grey=3)
    play(state, "token card", "card locomotive-9")
    assert legal(state)[0] == "put ts"
    play(state, "put ts")  # reach 1 + 9 = 10: not yet Trans-Siberian 13
    assert state.seats[0].special
    assert state.cards[C_LOCO9] == 0
    play(state, "step black ts", "step black ts", "bonus points")
    check(state)


def test_industry_question_space_once() -> None:
    """ZVLÁŠTNÍ POLÍČKO NA LIŠTĚ PRŮMYSLOVÉHO ROZVOJE: the marker reaching the "?" space
    lets the player use a token; never again (not even with the second marker)."""
    state = new_game()
    factories(state, 0, 4, 4, 4)
    markers(state, 0, INDUSTRY_TOKEN - 1)
    play(state, "place industry-1")
    assert "token tracks" in legal(state)
    play(state, "token doublers")
    assert state.seats[0].tokens[3] == TOKENS.index("doublers")
    check(state)


@pytest.mark.parametrize(("reach", "fires"), [((6, 6), False), ((6, 7), True)])
def test_trans_siberian_13_needs_black_and_locomotive(reach: tuple[int, int], fires: bool) -> None:
    """ŽETONY ?: Trans-Siberian 13 fires only with the black track there and locomotives
    reaching 13 (two Trans-Siberian locomotives add up)."""
    state = new_game()
    tracks(state, 0, "ts", black=12, grey=3)
    locos(state, 0, *reach, 0, 0)
    play(state, "place black-2", "step black ts")
    assert any(a.startswith("token") for a in legal(state)) is fires
    check(state)


def test_mixed_card_keeps_a_doubler_for_its_repeat() -> None:
    """KARTY ? – the mixed card must be carried out in full, its "repeat one of these"
    included (reference §11); a factory its industry step fires may be used in part
    (reference §11). Here the repeat can only be a doubler, and the level-8 factory the
    card's industry step enters would take the last one: the factory leaves it (ruling 4),
    so the card still ends with its repeat."""
    state = new_game()
    tracks(state, 0, "ts", black=12, grey=3)
    tracks(state, 0, "stp", black=9)
    tracks(state, 0, "kiev", black=9)
    locos(state, 0, 9, 4, 9, 0)  # Trans-Siberian 13 is in reach
    factories(state, 0, 2, 8)
    state.seats[0].tokens[1] = TOKENS.index("second-marker")
    markers(state, 0, 6, 8)  # one industry step left: into the level-8 factory
    doublers(state, 1, 8)
    doublers(state, 2, 8)
    doublers(state, 3, 2)  # two doublers left in the supply
    play(state, "place black-2", "token card", "card mixed")
    assert legal(state) == ["step black ts", "marker 1"]
    play(state, "marker 1")  # the level-8 factory fires and leaves the last doubler
    # the card's black step and its repeat, a doubler, were the only ways left, and so
    # was the space's second black step; the end-bonus choice ends the turn (ruling 29)
    assert state.seats[0].tracks[TS * 5 + BLACK] == 15
    assert state.seats[0].doublers == 2 and state.doubler_supply == 0
    assert legal(state)[-1] == "bonus points"
    play(state, "bonus points")
    assert state.actor == 1
    check(state)


def test_mixed_card_not_offered_without_a_doubler() -> None:
    """KARTY ? – the mixed card begins with a doubler; a "?" card must be carried out in
    full (reference §11), so with the 20 doublers all placed it may not be taken, even
    though its industry and black steps could be done (the doubler would lapse)."""
    state = at_token()
    doublers(state, 1, 8)
    doublers(state, 2, 8)
    doublers(state, 3, 4)
    assert state.doubler_supply == 0
    play(state, "token card")
    assert "card mixed" not in legal(state)
    assert "card black-worker" in legal(state)
    check(state)
