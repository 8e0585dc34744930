"""The worked examples of the Czech rulebook, one test each (section names in Czech)."""

from __future__ import annotations

from eurotable.games.russian_railroads import engineers, scoring
from eurotable.games.russian_railroads.data import (
    BLACK,
    BROWN,
    C_BLACK_WORKER,
    GREY,
    KIEV,
    NATURAL,
    STP,
    TS,
    WHITE,
)
from eurotable.games.russian_railroads.state import (
    SC_END_STATIONS,
    SC_INDUSTRY,
    SC_KIEV,
    SC_KIEV_BONUS,
    SC_STP,
    SC_TS,
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


def black_worker(state: RussianRailroads, seat: int) -> None:
    """Give ``seat`` the black worker from its "?" card."""
    state.cards[C_BLACK_WORKER] = seat
    state.seats[seat].black = True
    state.seats[seat].black_hand = True
    state.legal_cache = None


def test_three_black_steps_split_over_two_routes() -> None:
    """STAVBA TRATÍ – Příklad: blue puts two workers on the 3-black space and moves black
    two spaces on one route and one space on another."""
    state = new_game()
    play(state, "place black-3")
    assert legal(state) == ["step black ts", "step black stp", "step black kiev"]
    play(state, "step black ts", "step black ts", "step black kiev")
    blue = state.seats[0]
    assert blue.tracks[TS * 5 + BLACK] == 3
    assert blue.tracks[KIEV * 5 + BLACK] == 2
    assert blue.hand == 3
    assert state.actor == 1
    check(state)


def test_grey_tracks_gained_at_trans_siberian_2() -> None:
    """BUDOVÁNÍ KOLEJÍ DALŠÍCH BAREV – Příklad: reaching (or passing) Trans-Siberian 2 with
    black gives a grey track for each route, usable at once."""
    state = new_game()
    tracks(state, 0, "stp", black=4)
    assert "place grey-2" not in legal(state)
    play(state, "place black-2", "step black ts", "step black stp")
    assert state.seats[0].tracks[TS * 5] == 2
    play(state, "pass", "pass", "pass")
    assert state.actor == 0
    play(state, "place grey-2")
    # grey may start on the Trans-Siberian (black on 2) or St Petersburg, not Kiev (black on 1)
    assert legal(state) == ["step grey ts", "step grey stp"]
    play(state, "step grey stp", "step grey stp")
    assert state.seats[0].tracks[STP * 5 + GREY] == 2
    check(state)


def test_one_worker_two_grey_steps_example() -> None:
    """STAVBA TRATÍ – Příklad: one worker, two grey steps: the first puts grey on space 1 of
    the chosen route, the second moves it to space 2 (the steps may be split over routes)."""
    state = new_game()
    tracks(state, 0, "ts", black=5)
    tracks(state, 0, "stp", black=3)
    play(state, "place grey-2")
    assert legal(state) == ["step grey ts", "step grey stp"]
    play(state, "step grey ts", "step grey ts")
    assert state.seats[0].tracks[TS * 5 + GREY] == 2
    check(state)


def test_any_two_steps_with_a_worker_and_a_coin() -> None:
    """NOVÉ PRVNÍ AKČNÍ POLE – Příklad: one worker and one coin, then one black step and one
    grey step. A coin may stand in for the worker (two coins), never a worker for the coin."""
    state = new_game()
    tracks(state, 0, "ts", black=3)
    coins(state, 0, 2)
    play(state, "place any-2")
    assert legal(state) == ["pay worker coin", "pay coin coin"]
    play(state, "pay worker coin", "step black ts", "step grey ts")
    blue = state.seats[0]
    assert blue.tracks[TS * 5 + BLACK] == 4
    assert blue.tracks[TS * 5 + GREY] == 1
    assert blue.coins == 1
    check(state)


def test_black_or_grey_space_is_reusable() -> None:
    """NOVÉ PRVNÍ AKČNÍ POLE – Příklad: red uses the black-or-grey space although blue's
    worker already stands there; the same player may use it again too."""
    state = new_game()
    play(state, "place black-or-grey", "step black kiev")
    assert state.actor == 1
    assert "place black-or-grey" in legal(state)
    play(state, "place black-or-grey", "step black stp")
    play(state, "pass", "pass")
    assert state.actor == 0
    assert "place black-or-grey" in legal(state)
    check(state)


def test_green_takes_a_level_2_locomotive_for_st_petersburg() -> None:
    """LOKOMOTIVY – ZÍSKÁVÁNÍ LOKOMOTIV – Příklad: the top space, one worker, the lowest
    locomotive of the supply (level 2), put by St Petersburg. (It could also join the
    level-1 locomotive on the Trans-Siberian, or replace it: see the rulings.)"""
    state = new_game()
    play(state, "place locomotive-1w")
    assert legal(state) == ["locomotive", "factory new"]
    play(state, "locomotive")
    assert legal(state) == ["put ts", "put ts 1", "put stp", "put kiev"]
    play(state, "put stp")
    assert state.seats[0].locos == [1, 0, 2, 0]
    assert state.loco_supply[2] == 3
    check(state)


def test_locomotive_replacement_chain_first_step() -> None:
    """ZVÝŠENÍ VÝKONU LOKOMOTIVY – Příklad 1–2: green gets a level-4 locomotive; the
    Trans-Siberian holds 3 and 1; he replaces the 1, which goes to Kiev (empty)."""
    state = new_game()
    locos(state, 0, 3, 1, 0, 0)
    drain(state, 4, into=3)
    play(state, "place locomotive-1w", "locomotive")
    assert legal(state) == ["put ts 1", "put ts 3", "put stp", "put kiev"]
    play(state, "put ts 1")
    assert legal(state) == ["put stp", "put kiev"]  # never back to the Trans-Siberian
    play(state, "put kiev")
    assert state.seats[0].locos == [3, 4, 0, 1]
    check(state)


def test_locomotive_replacement_chain_ends_as_a_factory() -> None:
    """ZVÝŠENÍ VÝKONU LOKOMOTIVY – Příklad 3–4: a later level-4 goes to St Petersburg, whose
    2 moves to Kiev and replaces the 1; the 1 fits nowhere, is turned over and returned to
    the supply as a factory. With every slot full the 2 could also have been returned."""
    state = new_game()
    locos(state, 0, 3, 4, 2, 1)
    drain(state, 4, into=3)
    play(state, "place locomotive-1w", "locomotive")
    assert legal(state) == ["put ts 3", "put stp 2", "put kiev 1"]
    play(state, "put stp 2")
    assert legal(state) == ["put kiev 1", "return"]
    play(state, "put kiev 1")
    assert state.seats[0].locos == [3, 4, 4, 2]
    assert state.factory_supply[1] == 1
    assert state.actor == 1
    check(state)


def test_replaced_locomotive_must_be_placed_while_a_slot_is_empty() -> None:
    """ZVÝŠENÍ VÝKONU LOKOMOTIVY: with a locomotive slot still empty the replaced locomotive
    may not be returned to the supply."""
    state = new_game()
    locos(state, 0, 3, 1, 2, 0)
    drain(state, 4, into=3)
    play(state, "place locomotive-1w", "locomotive", "put stp 2")
    assert legal(state) == ["put ts 1", "put kiev"]
    check(state)


def test_build_a_factory_from_the_lowest_locomotive() -> None:
    """STAVBA TOVÁREN – Příklad: the top space, the lowest locomotive turned over into a
    factory in the leftmost empty notch."""
    state = new_game()
    play(state, "place locomotive-1w", "factory new")
    assert state.seats[0].factories == [2, 0, 0, 0, 0]
    assert state.loco_supply[2] == 3
    check(state)


def test_factory_from_own_replaced_locomotive_on_the_3_worker_space() -> None:
    """ROZDÍLY AKČNÍCH POLÍ – the third space (3 workers): take the locomotive first; its
    chain returns a replaced locomotive to the supply as a factory, and the action's
    factory may be that very tile."""
    state = new_game()
    locos(state, 0, 3, 2, 2, 1)
    drain(state, 4, into=3)
    play(state, "place locomotive-factory")
    assert legal(state) == ["locomotive", "factory new"]
    play(state, "locomotive")
    assert legal(state) == ["put ts 2", "put ts 3", "put stp 2", "put kiev 1"]
    play(state, "put kiev 1")  # the 1 fits nowhere: returned as a factory
    assert state.factory_supply[1] == 1
    assert legal(state) == ["factory new", "factory 1"]
    play(state, "factory 1")
    player = state.seats[0]
    assert player.locos == [3, 2, 2, 4]
    assert player.factories == [1, 0, 0, 0, 0]
    assert state.factory_supply[1] == 0
    assert state.actor == 1
    check(state)


def test_3_worker_space_keeps_the_last_locomotive_for_the_locomotive() -> None:
    """ROZDÍLY AKČNÍCH POLÍ: the order is free, but the action must be performed fully:
    with one locomotive left, turning it into the factory first would leave none."""
    state = new_game()
    returned(state, keep={9: 1})
    play(state, "place locomotive-factory")
    assert "factory new" not in legal(state)
    assert legal(state)[0] == "locomotive"
    play(state, "factory 2")
    assert state.carry == 9  # the locomotive, the only choice left, was taken
    check(state)


def test_3_worker_space_needs_a_locomotive_in_the_supply() -> None:
    """ROZDÍLY AKČNÍCH POLÍ: the third space cannot be taken when no locomotive is left in
    the supply; the other spaces may still build a returned factory."""
    state = new_game()
    returned(state, keep={})
    assert "place locomotive-factory" not in legal(state)
    play(state, "place locomotive-1w")
    assert "locomotive" not in legal(state)
    assert "factory new" not in legal(state)
    check(state)


def test_industry_step_onto_a_factory_fires_it_then_moves_on() -> None:
    """POSTUP PŘI DOSAŽENÍ POLE LEŽÍCÍHO NA ŽETONU TOVÁRNY – Příklad: yellow takes two
    industry steps; the first lands on a factory, whose action is done at once, then the
    marker takes its second step."""
    state = new_game()
    factories(state, 0, 5)  # level 5: take a coin
    markers(state, 0, 4)
    play(state, "place industry-2")
    assert state.seats[0].markers[0] == 6
    assert state.seats[0].coins == 1
    check(state)


def test_marker_cannot_enter_an_empty_notch() -> None:
    """VÝZNAM VÝŘEZŮ PRO TOVÁRNY: the track is broken at an empty notch; the marker can
    neither stand on it nor pass it, so the 2-step space is not performable."""
    state = new_game()
    markers(state, 0, 3)
    assert "place industry-2" not in legal(state)
    assert "place industry-1" in legal(state)


def test_red_round_scoring_example_totals_20() -> None:
    """VYHODNOCENÍ A ZÍSKÁVÁNÍ BODŮ – Příklad (red): Trans-Siberian locomotives 6 + 2 reach
    space 8; brown on 1–3 (a doubler over 1) 8 points, grey on 4–7 4 points, virtual black
    on 8 nothing: 12. St Petersburg: nothing but black, no locomotive: 0. Kiev: locomotive
    2, black only, bonuses 1 + 2: 3. Industry: the marker on a factory scores the 5 before
    it. Total 20."""
    state = new_game()
    red = state.seats[0]
    tracks(state, 0, "ts", black=9, grey=7, brown=3)
    tracks(state, 0, "kiev", black=2)
    locos(state, 0, 6, 2, 0, 2)
    doublers(state, 0, 1)
    factories(state, 0, 4)
    markers(state, 0, 5)
    parts = scoring.round_parts(red)
    assert parts[SC_TS] == 12
    assert parts[SC_STP] == 0
    assert parts[SC_KIEV] == 0
    assert parts[SC_KIEV_BONUS] == 3
    assert parts[SC_INDUSTRY] == 5
    assert sum(parts.values()) == 20
    before = red.total()
    play(state, "pass", "pass", "pass", "pass")  # card 1 scores 0 for passing
    assert red.total() - before == 20
    check(state)


def test_kiev_bonuses_add_up() -> None:
    """ZÍSKÁNÍ BODOVÉ PRÉMIE: black on Kiev 3 with a locomotive of level at least 3 scores
    1 + 2 + 3 = 6 at every scoring; a later grey track there changes nothing."""
    state = new_game()
    tracks(state, 0, "ts", black=3)
    tracks(state, 0, "kiev", black=3)
    locos(state, 0, 1, 0, 0, 3)
    assert scoring.kiev_bonus(state.seats[0]) == 6
    tracks(state, 0, "kiev", grey=2)
    assert scoring.kiev_bonus(state.seats[0]) == 6
    locos(state, 0, 1, 0, 0, 2)
    assert scoring.kiev_bonus(state.seats[0]) == 3


def test_st_petersburg_with_a_level_5_locomotive_reaches_a_token_space() -> None:
    """ŽETONY ? – Příklad: St Petersburg locomotive 5, black moves to space 4: the player
    chooses one of his "?" tokens, does its action, and lays it on the space."""
    state = new_game()
    tracks(state, 0, "stp", black=3)
    locos(state, 0, 1, 0, 5, 0)
    play(state, "place black-2", "step black stp")
    assert legal(state)[:2] == ["token tracks", "token doublers"]
    assert "done" in legal(state)
    play(state, "token doublers")
    assert state.seats[0].doublers == 3
    assert state.seats[0].tokens[1] == 1  # the doublers token lies on St Petersburg 4
    play(state, "step black stp")  # the second step of the space
    assert state.seats[0].tokens[2] == -1  # St Petersburg 6 not reached
    check(state)


def test_variable_engineer_example_doubler_and_three_points() -> None:
    """VYUŽITÍ INŽENÝRŮ NA PROMĚNLIVÝCH AKČNÍCH POLÍCH – Příklad: red puts a worker on the
    variable space holding the doubler engineer: a doubler and 3 points."""
    state = new_game()
    engineer_at(state, 4, 12)
    play(state, "place engineer-12")
    red = state.seats[0]
    assert red.doublers == 1
    assert red.total() == 3
    assert state.strip_user[4] == 0
    assert "place engineer-12" not in legal(state)
    check(state)


def test_hire_an_engineer_for_one_coin() -> None:
    """VYUŽITÍ SCHOPNOSTÍ INŽENÝRŮ – Příklad: red puts one coin on the hiring space and
    takes the engineer lying there; its space is his own. One engineer a round."""
    state = new_game()
    coins(state, 0, 1)
    number = state.strip[-1]
    play(state, "place hire")
    assert state.seats[0].engineers == [number]
    assert state.strip[-1] == 0
    assert state.seats[0].coins == 0
    play(state, "pass", "pass", "pass")
    coins(state, 0, 1)
    assert "place hire" not in legal(state)
    check(state)


def test_turn_order_claims_reorder_the_track() -> None:
    """ZMĚNA NA LIŠTĚ POŘADÍ NA TAHU – Příklad: green and red claimed; their pawns move to
    the front (over their workers), yellow and blue slide back."""
    state = new_game()
    # seats: 0 yellow, 1 blue, 2 green, 3 red
    play(state, "pass", "pass", "place turn-order-1", "place turn-order-2")
    play(state, "pass", "pass")  # then the re-use: red (the worse space) first
    assert state.order == [2, 3, 0, 1]
    assert state.actor == 3
    check(state)


def test_turn_order_special_case_nothing_changes() -> None:
    """Zvláštní případ: the starting player claims the second space and nobody claims the
    first: the turn order does not change at all. He may still re-use his worker."""
    state = new_game()
    play(state, "place turn-order-2", "pass", "pass", "pass", "pass")
    assert state.order == [0, 1, 2, 3]
    assert state.actor == 0  # the re-use of the worker
    play(state, "place black-or-grey", "step black kiev")
    assert state.round == 2 and state.actor == 0
    check(state)


def test_reuse_the_claim_worker_for_a_one_worker_space() -> None:
    """DALŠÍ VYUŽITÍ DĚLNÍKŮ UMÍSTĚNÝCH NA AKČNÍ POLE LIŠTY POŘADÍ NA TAHU – Příklad: after
    the new order is set, red (worse space) moves his worker first and takes one brown
    step; then green may move his."""
    state = new_game()
    for seat in (2, 3):
        tracks(state, seat, "ts", black=6, grey=3)
    play(state, "pass", "pass", "place turn-order-1", "place turn-order-2", "pass", "pass")
    assert state.actor == 3
    assert "place brown-1" in legal(state)
    assert "place black-3" not in legal(state)  # exactly one worker
    play(state, "place brown-1")  # the only brown step there is: taken at once
    assert state.seats[3].tracks[TS * 5 + BROWN] == 1
    assert state.actor == 2
    play(state, "pass")
    assert state.round == 2 and state.actor == 2
    check(state)


def test_white_track_two_free_steps_at_trans_siberian_15() -> None:
    """... + 2 kroky bílou kolejnicí: reaching Trans-Siberian 15 with black gives the white
    track and two white steps at once, onto free spaces behind the natural track; the end
    station pays 10 once. Steps without room are lost."""
    state = new_game()
    tracks(state, 0, "ts", black=14, grey=12, brown=10, natural=5)
    play(state, "place black-2", "step black ts")
    player = state.seats[0]
    assert player.tracks[TS * 5 + BLACK] == 15
    assert player.tracks[TS * 5 + WHITE] == 2
    assert player.score[SC_END_STATIONS] == 10
    check(state)

    short = new_game()
    tracks(short, 0, "ts", black=14, grey=12, brown=10, natural=2)
    play(short, "place black-2", "step black ts")
    assert short.seats[0].tracks[TS * 5 + WHITE] == 1
    assert short.seats[0].tracks[TS * 5 + NATURAL] == 2


def test_black_worker_extra_step() -> None:
    """KARTY ? – the black worker: used on a space with black steps, after at least one
    black step it gives exactly one more black step (which may be skipped)."""
    state = new_game()
    black_worker(state, 0)
    play(state, "place black-2")
    assert legal(state) == ["pay worker", "pay black"]
    play(state, "pay black", "step black ts", "step black ts")
    assert legal(state) == ["step black ts", "step black stp", "step black kiev", "done"]
    play(state, "step black kiev")
    assert state.seats[0].tracks[TS * 5] == 3
    assert state.seats[0].tracks[KIEV * 5] == 2
    assert state.actor == 1
    check(state)


def test_black_worker_on_a_space_without_black_steps_gives_nothing() -> None:
    """KARTY ? – the black worker's step needs a space that allows black steps."""
    state = new_game()
    black_worker(state, 0)
    play(state, "place industry-1", "pay black")
    assert state.actor == 1
    assert state.seats[0].markers[0] == 1
    check(state)


def test_engineer_majority_example() -> None:
    """NEJVÍCE INŽENÝRŮ – Příklad: red has three engineers (40); blue and yellow two each,
    yellow holds #13, the highest, and takes the 20; green has none."""
    state = new_game()
    red, blue, yellow, green = 0, 1, 2, 3
    hire(state, red, 1, 3, 4)
    hire(state, blue, 7, 11)
    hire(state, yellow, 2, 13)
    points = engineers.majority(state, [[] for _ in range(4)])
    assert points[red] == 40
    assert points[yellow] == 20
    assert points[blue] == 0 and points[green] == 0


def test_a_colour_never_reaches_the_colour_ahead() -> None:
    """ZÁSADY STAVBY KOLEJÍ: a colour may never reach or pass the colour before it; a step
    with no room on one route must go to another."""
    state = new_game()
    tracks(state, 0, "ts", black=7, grey=5, brown=3)
    tracks(state, 0, "stp", black=5, grey=3)
    play(state, "place brown-2")
    assert legal(state) == ["step brown ts", "step brown stp"]
    play(state, "step brown ts")  # brown on 4, right behind grey: the rest goes elsewhere
    player = state.seats[0]
    assert player.tracks[TS * 5 + BROWN] == 4
    assert player.tracks[STP * 5 + BROWN] == 1
    check(state)
