"""Rules beyond the worked examples: spaces, payment, engineers, repeats, factories,
scoring details, rounds and the end (sections of the Czech rulebook in each docstring)."""

from __future__ import annotations

import json

import pytest

from eurotable.core.errors import IllegalAction
from eurotable.games.russian_railroads import scoring
from eurotable.games.russian_railroads.data import (
    BLACK,
    BROWN,
    C_BLACK_WORKER,
    FACTORY_EFFECTS,
    GREY,
    KIEV,
    STP,
    TS,
)
from eurotable.games.russian_railroads.state import (
    S_NOTCH,
    SC_END_STATIONS,
    SC_FACTORY,
    SC_PASSING,
)

from .positions import (
    RussianRailroads,
    check,
    coins,
    doublers,
    drain,
    engineer_at,
    factories,
    hire,
    legal,
    locos,
    markers,
    new_game,
    play,
    returned,
    tracks,
)


def test_coin_replaces_a_worker_never_the_reverse() -> None:
    """DALŠÍ AKCE: a coin may stand in for a worker; workers and coins may be mixed."""
    state = new_game()
    coins(state, 0, 2)
    play(state, "place black-3")
    assert legal(state) == ["pay worker worker", "pay worker coin", "pay coin coin"]
    play(state, "pay coin coin")
    assert state.seats[0].coins == 0 and state.seats[0].hand == 5
    check(state)


def test_hiring_costs_a_coin_and_no_worker_can_pay_it() -> None:
    """VYUŽITÍ SCHOPNOSTÍ INŽENÝRŮ: the hiring space takes one coin."""
    state = new_game()
    assert "place hire" not in legal(state)
    coins(state, 0, 1)
    assert "place hire" in legal(state)


def test_a_space_blocks_once_taken() -> None:
    """POPIS JEDNOHO TAHU HRÁČE: the chosen space must be free of workers and coins."""
    state = new_game()
    play(state, "place industry-1")
    assert "place industry-1" not in legal(state)
    with pytest.raises(IllegalAction) as error:
        play(state, "place industry-1")
    assert error.value.code == "space-taken"
    assert "industry-1" in error.value.reason


@pytest.mark.parametrize(
    ("players", "text", "code"),
    [
        (2, "place black-2", "not-in-game"),
        (4, "place last-round", "not-this-round"),
        (4, "place turn-order-1", "claim-not-allowed"),
        (4, "place white-1", "not-performable"),
        (4, "place any-2", "cannot-pay"),
        (4, "place hire", "cannot-pay"),
        (4, "place engineer-15", "engineer-not-here"),
        (4, "step black ts", "not-legal-main"),
    ],
)
def test_refusals_say_why(players: int, text: str, code: str) -> None:
    """Illegal input is refused with a machine code and a sentence (design: errors)."""
    state = new_game(players)
    with pytest.raises(IllegalAction) as error:
        play(state, text)
    assert error.value.code == code
    assert error.value.reason


def test_illegal_action_changes_nothing() -> None:
    """Errors leave the state untouched (design: illegal input)."""
    state = new_game()
    before = json.dumps(state.to_json())
    for text in ("place white-1", "step black ts", "bonus points", "pass"):
        if text == "pass":
            continue
        with pytest.raises(IllegalAction):
            play(state, text)
    assert json.dumps(state.to_json()) == before


def test_temporary_workers_are_used_this_round_only() -> None:
    """2 SEZÓNNÍ DĚLNÍCI: one worker buys two temporary workers for this round."""
    state = new_game()
    play(state, "place temporary-workers")
    player = state.seats[0]
    assert (player.hand, player.temp) == (4, 2)
    play(state, "pass", "pass", "pass", "place black-3")
    assert (player.hand, player.temp) == (4, 0)  # temporary workers are spent first
    play(state, "step black ts", "step black ts", "step black ts")
    for _ in range(4):
        play(state, "pass")
    assert state.round == 2
    assert (player.hand, player.temp) == (5, 0)
    assert state.temp_holder == -1
    check(state)


def test_doubler_space_needs_a_doubler_and_a_free_space() -> None:
    """ŽETONY ZDVOJNÁSOBENÍ: leftmost free of 8 spaces; the 20 doublers are limited."""
    state = new_game()
    doublers(state, 0, 8)
    assert "place doubler" not in legal(state)
    doublers(state, 0, 0)
    state.doubler_supply = 0
    state.seats[1].doublers = 8
    state.seats[2].doublers = 8
    state.seats[3].doublers = 4
    state.legal_cache = None
    assert "place doubler" not in legal(state)
    check(state)


def test_doublers_only_count_within_reach() -> None:
    """VYHODNOCENÍ TRATÍ: only spaces the locomotives reach score; a doubler doubles its
    own space."""
    state = new_game()
    tracks(state, 0, "ts", black=8, grey=6)
    doublers(state, 0, 4)
    locos(state, 0, 1, 2, 0, 0)
    assert scoring.route_points(state.seats[0], TS) == 6  # spaces 1-3: grey, doubled
    locos(state, 0, 3, 2, 0, 0)
    assert scoring.route_points(state.seats[0], TS) == 4 * 2 + 1


def test_st_petersburg_7_doubles_the_route() -> None:
    """ZDVOJNÁSOBENÍ HODNOTY TRATĚ: grey track and locomotive on St Petersburg 7 double
    every space of the route at every later scoring."""
    state = new_game()
    tracks(state, 0, "ts", black=6)
    tracks(state, 0, "stp", black=8, grey=7, brown=2)
    locos(state, 0, 1, 0, 6, 0)
    assert scoring.route_points(state.seats[0], STP) == 2 * 2 + 4
    locos(state, 0, 1, 0, 7, 0)
    assert scoring.route_points(state.seats[0], STP) == 2 * (2 * 2 + 5)


def test_end_stations_and_extra_workers() -> None:
    """KONEČNÁ STANICE and NASAZENÍ NOVÉHO DĚLNÍKA: black reaching the last space scores
    10 once; Kiev 7 (black) and Trans-Siberian 3 (brown and locomotive) give a worker,
    usable at once."""
    state = new_game()
    tracks(state, 0, "kiev", black=6)
    tracks(state, 0, "stp", black=8)
    play(state, "place black-2", "step black kiev", "step black stp")
    player = state.seats[0]
    assert player.workers == 6 and player.hand == 5
    assert player.score[SC_END_STATIONS] == 10
    check(state)

    other = new_game()
    tracks(other, 0, "ts", black=7, grey=4, brown=2)
    locos(other, 0, 1, 2, 0, 0)
    play(other, "place brown-1")
    assert other.seats[0].workers == 6
    check(other)


def test_passing_scores_the_turn_order_card() -> None:
    """POŘADÍ NA TAHU: a player who passes turns his card over and scores its points
    (0, 2, 3, 4 by position: reference §9)."""
    state = new_game()
    for _ in range(4):
        play(state, "pass")
    assert [p.score[SC_PASSING] for p in state.seats] == [0, 2, 3, 4]


def test_cannot_claim_under_own_pawn_or_twice() -> None:
    """ZMĚNA NA LIŠTĚ POŘADÍ NA TAHU: not under one's own pawn (3 and 4 players); one claim
    a round (ruling)."""
    state = new_game()
    assert "place turn-order-1" not in legal(state)
    play(state, "place turn-order-2", "pass", "pass", "pass")
    assert "place turn-order-1" not in legal(state)


def test_two_players_may_claim_under_own_pawn() -> None:
    """ÚPRAVA PRO HRU DVOU HRÁČŮ: a player may put his worker under his own pawn; the
    board has a single claim space."""
    state = new_game(2)
    assert "place turn-order-1" in legal(state)
    assert "place turn-order-2" not in legal(state)


def test_variable_engineer_must_be_performed_fully() -> None:
    """VYUŽITÍ INŽENÝRŮ NA PROMĚNLIVÝCH AKČNÍCH POLÍCH: board action spaces are performed
    fully, so the grey + brown engineer needs room for both."""
    state = new_game()
    engineer_at(state, 4, 7)
    tracks(state, 0, "ts", black=6, grey=5)
    assert "place engineer-7" not in legal(state)  # grey cannot move: black is on 6
    tracks(state, 0, "ts", black=6, grey=1)
    assert "place engineer-7" in legal(state)  # grey to 2 first, then brown onto 1
    play(state, "place engineer-7")  # the only way: both steps are forced
    player = state.seats[0]
    assert (player.tracks[TS * 5 + GREY], player.tracks[TS * 5 + BROWN]) == (2, 1)
    check(state)


def test_own_engineer_once_a_round_and_in_part() -> None:
    """A INŽENÝŘI: a hired engineer's space is its owner's alone, usable once a round and
    in part if he likes."""
    state = new_game()
    hire(state, 0, 9)
    play(state, "place engineer-9", "step black ts")
    assert legal(state)[-1] == "done"
    play(state, "done")
    assert state.seats[0].tracks[TS * 5] == 2
    play(state, "pass", "pass", "pass")
    assert "place engineer-9" not in legal(state)
    assert "place engineer-9" not in legal_for(state, 1)
    check(state)


def legal_for(state: RussianRailroads, seat: int) -> list[str]:
    copy = state.clone()
    copy.actor = seat
    copy.legal_cache = None
    return legal(copy)


def test_engineers_slide_and_unhired_ones_leave() -> None:
    """PŘÍPRAVA DALŠÍHO KOLA: the engineers slide one position right; an unhired engineer
    leaving the hiring space goes back to the box."""
    state = new_game()
    strip = state.strip[:]
    for _ in range(4):
        play(state, "pass")
    assert state.strip == [0, *strip[:-1]]


def test_repeat_a_one_worker_action_with_its_black_worker_step() -> None:
    """DESTIČKY INŽENÝRŮ – repeat: an action of exactly one worker used this round; one
    done with the black worker earns its extra step again; not the temporary workers."""
    state = new_game()
    state.cards[C_BLACK_WORKER] = 0
    state.seats[0].black = state.seats[0].black_hand = True
    hire(state, 0, 13)
    play(state, "place black-2", "pay black", "step black ts", "step black ts", "done")
    play(state, "pass", "pass", "pass")
    play(state, "place temporary-workers")
    play(state, "place engineer-13")
    assert legal(state) == ["repeat black-2", "done"]
    play(state, "repeat black-2", "step black kiev", "step black kiev")
    assert legal(state)[-1] == "done" and "step black kiev" in legal(state)
    play(state, "step black kiev")
    assert state.seats[0].tracks[KIEV * 5 + BLACK] == 4
    check(state)


def test_factory_needs_a_notch_choice_when_all_five_are_full() -> None:
    """STAVBA TOVÁREN: with five factories, any one of them goes back to the supply and
    the new one takes its notch."""
    state = new_game()
    factories(state, 0, 2, 2, 3, 3, 4)
    play(state, "place locomotive-1w", "factory new")
    assert state.step == S_NOTCH
    assert legal(state) == [f"notch {n}" for n in range(1, 6)]
    play(state, "notch 3")
    assert state.seats[0].factories == [2, 2, 2, 3, 4]
    assert state.factory_supply[3] == 1
    check(state)


@pytest.mark.parametrize("level", [1, 9])
def test_scoring_factories(level: int) -> None:
    """TOVÁRNY: level 1 scores the numbers on your engineers, level 9 your two strongest
    locomotives (reference §4: the level of each action is inferred)."""
    state = new_game()
    hire(state, 0, 4, 11)
    locos(state, 0, 5, 3, 7, 0)
    factories(state, 0, level)
    markers(state, 0, 4)
    play(state, "place industry-1")
    expected = 15 if FACTORY_EFFECTS[level].engineer_points else 12
    assert state.seats[0].score[SC_FACTORY] == expected


def test_last_round_tile_replaces_the_claims() -> None:
    """Pozor! Pro poslední kolo: the last-round tile lies under the turn-order track and
    gives three industry steps; there is nothing to claim."""
    state = new_game()
    state.round = state.rounds
    state.legal_cache = None
    options = legal(state)
    assert "place last-round" in options
    assert "place turn-order-1" not in options and "place turn-order-2" not in options
    play(state, "place last-round")
    assert state.seats[0].markers[0] == 3


def test_game_ends_after_the_last_round_with_a_breakdown() -> None:
    """KONEC HRY: after the last round's scoring, the final scoring; ties share the win."""
    state = new_game()
    state.round = state.rounds
    state.legal_cache = None
    for _ in range(4):
        play(state, "pass")
    assert state.is_over and state.legal_actions() == []
    result = state.result()
    assert result.breakdown[3]["passing"] == 4
    assert result.scores == (0, 2, 3, 4)
    assert result.places == (4, 3, 2, 1)


def test_grey_on_kiev_behind_black() -> None:
    """ZÁSADY STAVBY KOLEJÍ: grey on Kiev stays behind Kiev's black track."""
    state = new_game()
    tracks(state, 0, "ts", black=3)
    tracks(state, 0, "kiev", black=3, grey=1)
    play(state, "place grey-3")
    assert legal(state) == ["step grey ts", "step grey kiev"]
    play(state, "step grey kiev")  # grey right behind Kiev's black: the rest go elsewhere
    player = state.seats[0]
    assert player.tracks[KIEV * 5 + GREY] == 2
    assert player.tracks[TS * 5 + GREY] == 2
    assert state.actor == 1
    check(state)


def test_a_locomotive_that_fits_nowhere_cannot_be_taken() -> None:
    """ZÍSKÁVÁNÍ LOKOMOTIV: a locomotive goes to an empty slot or replaces a weaker one;
    with four level-9 locomotives, none of the supply fits (ruling: only the factory is
    offered)."""
    state = new_game()
    locos(state, 0, 9, 9, 9, 9)
    drain(state, 2, into=3)  # the level-1 locomotive the helper put back
    play(state, "place locomotive-1w")
    assert state.seats[0].factories[0] == 2  # the factory was the only way: taken at once
    assert "place locomotive-factory" not in legal_for(state, 0)
    check(state)


def test_doublers_run_out() -> None:
    """ŽETONY ZDVOJNÁSOBENÍ: the 20 doublers are deliberately limited; a player gets only
    those left (here 1 of the token's 3)."""
    state = new_game()
    doublers(state, 1, 8)
    doublers(state, 2, 8)
    doublers(state, 3, 3)
    assert state.doubler_supply == 1
    tracks(state, 0, "stp", black=3)
    locos(state, 0, 1, 0, 5, 0)
    play(state, "place black-2", "step black stp", "token doublers")
    assert state.seats[0].doublers == 1 and state.doubler_supply == 0
    check(state)


def test_3_worker_space_factory_first_uncovers_a_locomotive_that_fits() -> None:
    """ROZDÍLY AKČNÍCH POLÍ TÉTO OBLASTI: the third space's order is free, which matters
    "když je v nabídce už jen jediný žeton lokomotivy nižšího stupně": the lone level-4
    locomotive fits nowhere on a board of level 5s, but turned into the factory first it
    uncovers a level 6 that does, so the space can be performed in full (reference §11)."""
    state = new_game()
    locos(state, 0, 5, 5, 5, 5)
    drain(state, 3, into=3)
    drain(state, 4, into=2)
    returned(state, keep={4: 1, 6: 4, 7: 4, 8: 4, 9: 4})  # three level-4 factories returned
    assert "place locomotive-factory" in legal(state)
    play(state, "place locomotive-factory")  # the lone 4 as the factory, then the 6: forced
    assert state.seats[0].factories[0] == 4 and state.loco_supply[4] == 0
    assert state.carry == 6
    assert legal(state) == ["put ts 5", "put stp 5", "put kiev 5"]
    play(state, "put kiev 5")  # the replaced 5 fits nowhere: returned as a factory
    assert state.seats[0].locos == [5, 5, 5, 6]
    assert state.factory_supply[5] == 1
    assert state.actor == 1
    check(state)


def test_factory_fired_on_the_way_opens_the_industry_track() -> None:
    """POSTUP PŘI DOSAŽENÍ POLE LEŽÍCÍHO NA ŽETONU TOVÁRNY and VÝZNAM VÝŘEZŮ PRO TOVÁRNY:
    the last-round tile's three steps pass a level-4 factory, whose factory (taken at
    once, before the next step) fills the empty notch ahead, so all three steps can be
    done: the tile is offered (reference §11), and while it is carried out only the
    choices that keep it finishable are: a factory, not the locomotive, not stopping."""
    state = new_game()
    state.round = state.rounds
    factories(state, 0, 4)
    markers(state, 0, 4)  # the first step enters the level-4 factory; notch 2 is empty
    returned(state, keep={2: 3, 3: 4, 4: 3, 5: 4, 6: 4, 7: 4, 8: 4, 9: 4})  # one level 2
    assert "place last-round" in legal(state)
    play(state, "place last-round")  # the step into the factory is forced
    assert legal(state) == ["factory new", "factory 2"]
    play(state, "factory 2")  # notch 2 filled: the two other steps follow, forced
    player = state.seats[0]
    assert player.factories[:2] == [4, 2]
    assert player.markers[0] == 7  # on the new factory, whose own step is optional
    assert legal(state) == ["marker 1", "done"]
    play(state, "done")
    assert state.actor == 1
    check(state)
