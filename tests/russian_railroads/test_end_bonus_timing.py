"""When an end-bonus card is chosen: at the end of the turn (reference §11, the
clarification agreed with the author and publisher: "Actions gained during a turn may be
resolved in any order. End-bonus card choices are made at the end of the turn."; ruling
29), whichever of its two sources gained it: the level-3 factory (TOVÁRNY: "Můžete si
vybrat a vzít novou kartu cílového bonusu, nebo získáváte 10 bodů") and the "?" card
token (ŽETONY ?: "… a provést příslušnou akci. … Potom si můžete prohlédnout všechny
karty … a jednu si vybrat")."""

from __future__ import annotations

from eurotable.games.russian_railroads import bonus_cards
from eurotable.games.russian_railroads.data import (
    BLACK,
    BONUS_IDS,
    C_BLACK_WORKER,
    C_ENGINEER,
    C_LOCO9,
    INDUSTRY_END,
    LETTERLESS,
    TS,
)
from eurotable.games.russian_railroads.state import SC_TEN

from .positions import (
    RussianRailroads,
    check,
    drain,
    factories,
    legal,
    locos,
    markers,
    new_game,
    play,
    refire,
    tracks,
)


def _asks_bonus(state: RussianRailroads) -> bool:
    """The decision is an end-bonus choice: a card of the deck, or ``bonus points``."""
    offered = legal(state)
    deck = [f"bonus {BONUS_IDS[card]}" for card in bonus_cards.deck(state)]
    return offered == [*deck, "bonus points"]


def _deck_looks(state: RussianRailroads) -> int:
    assert state.events is not None
    return sum(1 for event in state.events if event.kind == "deck-seen")


def test_the_level_3_factory_bonus_waits_for_the_end_of_the_turn() -> None:
    """TOVÁRNY, level 3: an end-bonus card or 10 points. The industry step of the
    industry + black space enters the level-3 factory; the space's black step still comes
    first, and only then is the deck looked through and the choice asked (reference §11:
    "End-bonus card choices are made at the end of the turn")."""
    state = new_game()
    factories(state, 0, 2, 3)  # notches 5 and 7: the level-3 factory stands on 7
    markers(state, 0, 6)
    play(state, "place industry-black", "marker 1")
    assert state.seats[0].markers[0] == 7
    assert legal(state) == ["step black ts", "step black stp", "step black kiev"]
    assert _deck_looks(state) == 0  # nobody looked through the deck yet
    play(state, "step black ts")
    assert _asks_bonus(state) and state.actor == 0
    assert _deck_looks(state) == 1
    play(state, "bonus points")
    assert state.seats[0].score[SC_TEN] == 10
    assert state.actor == 1
    check(state)


def test_two_end_bonus_choices_of_one_turn_both_come_at_its_end() -> None:
    """Two end-bonus choices gained in one turn (the "?" card token, then the level-3
    factory that the factory card's industry steps enter) wait together for the end of
    the turn, and each is a choice of its own (KARTY CÍLOVÝCH BONUSŮ: "Smíte-li si …
    dobrat novou kartu …, můžete si celý balíček prohlédnout a jednu si vybrat")."""
    state = new_game()
    tracks(state, 0, "ts", black=6, grey=3)
    tracks(state, 0, "stp", black=3)
    locos(state, 0, 1, 0, 5, 0)
    factories(state, 0, 2)
    markers(state, 0, 6)
    drain(state, 3, 1)  # the factory card's factory is the lowest locomotive: level 3
    play(state, "place black-3", "step black stp", "token card", "card factory")
    assert state.seats[0].factories[:2] == [2, 3] and state.seats[0].markers[0] == 8
    assert legal(state) == ["step black ts", "step black stp", "step black kiev"]
    play(state, "step black ts", "step black ts")
    assert _asks_bonus(state)
    card = legal(state)[0]
    play(state, card)
    assert state.actor == 0 and _asks_bonus(state)
    assert card not in legal(state)  # the card kept is no longer in the deck
    play(state, "bonus points")
    assert state.bonus_where.count(0) == 1 and state.seats[0].score[SC_TEN] == 10
    assert state.actor == 1
    check(state)


def test_the_card_token_gives_its_end_bonus_even_when_no_card_can_be_done() -> None:
    """ŽETONY ? – karta ?: the card is optional ("Můžete si vybrat jednu z vyložených
    karet"), the end-bonus card follows it ("Potom si můžete prohlédnout …"). With every
    card left impossible to perform in full (reference §11) the token still gives the
    end-bonus choice, at the end of the turn. The other seats hold the black worker, the
    engineer and the level-9 locomotive; seat 0's industry marker stands at the end of
    the track, so neither the mixed card nor the factory card can make its industry
    steps."""
    state = new_game()
    tracks(state, 0, "ts", black=6, grey=3)
    tracks(state, 0, "stp", black=3)
    locos(state, 0, 1, 0, 5, 0)
    factories(state, 0, 2, 3, 4, 5, 6)
    markers(state, 0, INDUSTRY_END)
    state.cards[C_BLACK_WORKER] = 1
    state.seats[1].black = state.seats[1].black_hand = True
    state.cards[C_ENGINEER] = 2
    state.seats[2].engineers.append(LETTERLESS)
    state.cards[C_LOCO9] = 3
    state.seats[3].special = True
    state.seats[3].locos[1] = 9
    refire(state, 3)
    check(state)
    play(state, "place black-3", "step black stp", "token card")
    assert legal(state) == ["step black ts", "step black stp", "step black kiev"]
    play(state, "step black ts", "step black ts")
    assert state.seats[0].tracks[TS * 5 + BLACK] == 8
    assert _asks_bonus(state) and state.actor == 0
    play(state, "bonus points")
    assert state.seats[0].score[SC_TEN] == 10
    assert state.actor == 1
    check(state)
