"""End-bonus cards: the deal, looking through the deck, knowledge and the sampler
(Pravidla: PŘÍPRAVA HRY 3, KARTY CÍLOVÝCH BONUSŮ, KONEC HRY)."""

from __future__ import annotations

import random

from eurotable.games.russian_railroads import bonus_cards, scoring
from eurotable.games.russian_railroads.data import BONUS_IDS

from .positions import (
    RussianRailroads,
    check,
    factories,
    legal,
    locos,
    markers,
    new_game,
    play,
    tracks,
)

SPEC_CARDS = len(BONUS_IDS)


def groups(state: RussianRailroads, seat: int) -> list[dict[str, object]]:
    result = state.observation(seat)["end_bonus"]["unknown"]
    assert isinstance(result, list)
    return result


def picking(seat: int = 0) -> RussianRailroads:
    """Seat 0's level-3 factory fires: it looks through the deck to take a card (or 10)."""
    state = new_game()
    factories(state, 0, 3)
    markers(state, 0, 4)
    play(state, "place industry-1")
    return state


def give_card(state: RussianRailroads, seat: int, card: int) -> None:
    """Put ``card`` in ``seat``'s hand (a removed card trades places with a deck card)."""
    if state.bonus_where[card] == bonus_cards.REMOVED:
        state.bonus_where[state.bonus_where.index(bonus_cards.DECK)] = bonus_cards.REMOVED
    state.bonus_where[card] = seat
    state.bonus_log.append(bonus_cards.event(seat, bonus_cards.LOOK))
    state.bonus_log.append(bonus_cards.event(seat, bonus_cards.TAKE, card))
    state.legal_cache = None


def test_ten_cards_two_removed_unseen() -> None:
    """PŘÍPRAVA HRY 3: ten cards shuffled, two back in the box unseen, eight in a deck."""
    state = new_game()
    assert state.bonus_where.count(bonus_cards.REMOVED) == 2
    assert state.bonus_where.count(bonus_cards.DECK) == 8
    for seat in range(4):
        assert groups(state, seat) == [
            {"group": 0, "cards": list(BONUS_IDS), "places": {"deck": 8, "removed": 2}}
        ]


def test_the_deal_depends_on_the_seed_only() -> None:
    """Randomness comes from the game's seeded streams: same seed, same deal."""
    deals = {tuple(new_game(seed=s).bonus_where) for s in range(12)}
    assert len(deals) > 1
    assert new_game(seed=5).bonus_where == new_game(seed=5).bonus_where


def test_looking_through_the_deck_reveals_it_to_the_picker_only() -> None:
    """KARTY CÍLOVÝCH BONUSŮ: whoever may take a card looks through the whole deck."""
    state = picking()
    deck = [BONUS_IDS[c] for c in bonus_cards.deck(state)]
    assert legal(state) == [f"bonus {c}" for c in deck] + ["bonus points"]
    mine = groups(state, 0)
    assert {"group": 1, "cards": deck, "places": {"deck": 8}} in mine
    assert len(mine) == 2
    assert groups(state, 1) == [
        {"group": 0, "cards": list(BONUS_IDS), "places": {"deck": 8, "removed": 2}}
    ]
    check(state)


def test_taken_card_is_face_down() -> None:
    """KARTY CÍLOVÝCH BONUSŮ: the card is kept face down: its owner knows it, others see
    only that a card was taken."""
    state = picking()
    card = bonus_cards.deck(state)[0]
    play(state, f"bonus {BONUS_IDS[card]}")
    assert state.observation(0)["end_bonus"]["mine"] == [BONUS_IDS[card]]
    assert state.observation(1)["end_bonus"]["mine"] == []
    assert state.observation(1)["end_bonus"]["held"] == [1, 0, 0, 0]
    assert groups(state, 1) == [
        {"group": 0, "cards": list(BONUS_IDS), "places": {"deck": 7, "removed": 2, "seat 0": 1}}
    ]
    check(state)


def test_ten_points_instead_of_a_card() -> None:
    """KARTY CÍLOVÝCH BONUSŮ: if no card suits, take 10 points at once instead."""
    state = picking()
    play(state, "bonus points")
    assert state.seats[0].score[9] == 10
    assert state.bonus_where.count(bonus_cards.DECK) == 8
    check(state)


def test_sampler_keeps_what_the_seat_has_seen() -> None:
    """Hidden information: after looking, seat 0 knows the deck and its own card; its
    samples keep both. Seat 1 saw nothing: its samples redraw deck, removed and hands."""
    state = picking()
    card = bonus_cards.deck(state)[0]
    play(state, f"bonus {BONUS_IDS[card]}")
    rng = random.Random(3)
    for _ in range(20):
        assert state.sample(0, rng).bonus_where == state.bonus_where
    seen = {tuple(state.sample(1, rng).bonus_where) for _ in range(40)}
    assert len(seen) > 10
    for where in seen:
        assert where.count(0) == 1 and where.count(-2) == 2


def test_a_later_draw_comes_from_the_deck_the_seat_saw() -> None:
    """Knowledge over time: seat 0 looked at the deck; when seat 1 then draws without seat
    0 looking again, seat 0 knows seat 1's card is one of the cards it saw, never one of
    the removed two."""
    state = picking()
    seen = set(bonus_cards.deck(state))
    play(state, "bonus points")
    factories(state, 1, 3)
    markers(state, 1, 4)
    play(state, "place industry-2")  # seat 1's level-3 factory
    play(state, legal(state)[0])
    rng = random.Random(7)
    for _ in range(40):
        sample = state.sample(0, rng)
        (held,) = bonus_cards.hand(sample, 1)
        assert held in seen
        assert set(bonus_cards.deck(sample)) < seen
    check(state)


def test_final_scoring_reveals_and_scores_the_cards() -> None:
    """KONEC HRY – karty cílových bonusů: the cards are shown and scored."""
    state = new_game()
    tracks(state, 0, "ts", black=9, grey=3)
    locos(state, 0, 4, 3, 2, 0)
    card = BONUS_IDS.index("locomotives")
    give_card(state, 0, card)
    assert scoring.card_points(state, 0, card) == 9
    state.round = state.rounds
    for _ in range(4):
        play(state, "pass")
    assert state.is_over
    assert state.seats[0].score[10] == 9
    assert state.observation(2)["end_bonus"]["shown"][0] == ["locomotives"]
    check(state)


def test_sampled_pick_offers_the_sampled_deck() -> None:
    """A determinized state stays consistent: when another seat is picking, its offered
    cards are those of the redrawn deck."""
    state = picking()
    rng = random.Random(11)
    for _ in range(10):
        sample = state.sample(1, rng)
        offered = [a.text for a in sample.legal_actions()][:-1]
        assert offered == [f"bonus {BONUS_IDS[c]}" for c in bonus_cards.deck(sample)]


def test_determinize_from_the_observation_alone() -> None:
    """Bots hold observations, never states: a state rebuilt from seat 1's observation
    shows seat 1 the same observation, passes the invariants, and keeps what seat 1 saw
    (here: it looked through the deck and drew one card; seat 0 drew before that)."""
    from .positions import SPEC

    state = picking()
    play(state, "bonus points")  # seat 0 looked but took nothing
    factories(state, 1, 3)
    markers(state, 1, 4)
    play(state, "place industry-2")
    seen = set(bonus_cards.deck(state))
    play(state, legal(state)[0])
    observed = state.observation(1)
    rng = random.Random(5)
    for _ in range(20):
        rebuilt = SPEC.determinize(observed, rng)
        assert isinstance(rebuilt, RussianRailroads)
        assert rebuilt.observation(1) == observed
        assert SPEC.invariants(rebuilt) == []
        assert set(bonus_cards.deck(rebuilt)) < seen
        assert bonus_cards.hand(rebuilt, 1) == bonus_cards.hand(state, 1)


def test_the_card_taken_is_named_only_in_its_takers_log() -> None:
    """Face down: the log tells everybody that a card was taken, only the taker which."""
    from eurotable.core.events import log_for

    state = picking()
    card = bonus_cards.deck(state)[0]
    play(state, f"bonus {BONUS_IDS[card]}")
    assert state.events is not None
    mine = [e for e in log_for(state.events, 0) if e.kind.startswith("end-bonus-card")]
    theirs = [e for e in log_for(state.events, 1) if e.kind.startswith("end-bonus-card")]
    assert [e.kind for e in mine] == ["end-bonus-card", "end-bonus-card-kept"]
    assert [e.kind for e in theirs] == ["end-bonus-card"]
    assert all("card" not in e.data for e in theirs)


def test_determinize_at_the_end_after_looking_twice() -> None:
    """KONEC HRY: the hands are shown at the end. A seat that looked through the deck,
    then saw another seat draw, then looked again still has its final observation
    rebuilt (the groups of its knowledge and of the replayed log agree)."""
    from .positions import SPEC

    state = new_game()
    deck = bonus_cards.deck(state)
    give_card(state, 3, deck[0])
    give_card(state, 0, deck[1])
    give_card(state, 3, deck[2])
    state.round = state.rounds
    for _ in range(4):
        play(state, "pass")
    assert state.is_over
    rng = random.Random(3)
    for seat in (0, 3):
        observed = state.observation(seat)
        rebuilt = SPEC.determinize(observed, rng)
        assert isinstance(rebuilt, RussianRailroads)
        assert rebuilt.observation(seat) == observed
        assert SPEC.invariants(rebuilt) == []
