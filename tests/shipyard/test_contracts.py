"""Government contracts (Státní zakázky): every example of the contract pages, the
end-of-game scoring example, and the discards."""

from __future__ import annotations

from eurotable.games.shipyard import contracts, flow, scoring
from eurotable.games.shipyard.data import EDITIONS
from eurotable.games.shipyard.game import Shipyard

from .positions import check, employee, fleet, legal, new_game, play
from .positions import contracts as give

ED = EDITIONS["second"]


def ship(length: int) -> list[str]:
    """A ship of ``length`` featureless tiles."""
    return ["virtual-bow", *["virtual-middle"] * (length - 2), "virtual-stern"]


def points(state: Shipyard, contract_id: str, seat: int = 0) -> int:
    return contracts.score(ED, state.seats[seat], ED.contract_index(contract_id))


def test_six_lifebuoys_score_12_and_one_more_each() -> None:
    """K-LIFEBUOYS: 'Např. za 6 záchranných kruhů získáš 12 vítězných bodů. Každý záchranný
    kruh nad 6 ti přináší 1 vítězný bod navíc.'"""
    state = new_game(3)
    fleet(state, 0, ["B06", "MI-07", "MI-12", "S02"], captain=1)  # 4 lifebuoys
    fleet(state, 0, ["B10", "MI-17", "S04"], captain=1)  # 3 more
    assert points(state, "K-LIFEBUOYS") == 13
    state = new_game(3)
    fleet(state, 0, ["B06", "MI-07", "MI-12", "S02"], captain=1)
    fleet(state, 0, ["B10", "MI-17", "S09"], captain=1)
    assert points(state, "K-LIFEBUOYS") == 12


def test_seven_employees_score_10() -> None:
    """K-EMPL-COUNT: 1 each for the first four, 2 each after: 7 employees = 10."""
    state = new_game(3)
    for e in ("REC-CAP", "REC-BUS", "ENG-SAIL", "TRA-COAL-1", "HELMSMAN", "RIGGER", "FOREMAN"):
        employee(state, 0, e)
    assert points(state, "K-EMPL-COUNT") == 10


def test_three_five_tile_ships_score_15() -> None:
    """K-SHIPS-5: exactly 5 tiles; 3 such ships = 15."""
    state = new_game(3)
    for _ in range(3):
        fleet(state, 0, ship(5), captain=1)
    fleet(state, 0, ship(6), captain=1)
    assert points(state, "K-SHIPS-5") == 15


def test_ship_sizes_three_five_six_score_13() -> None:
    """K-SHIP-SIZES: one ship each of 3, 5 and 6 tiles = 13; only sizes 3–6 count."""
    state = new_game(3)
    for length in (3, 5, 6, 6, 8):
        fleet(state, 0, ship(length), captain=1)
    assert points(state, "K-SHIP-SIZES") == 13


def test_five_soldiers_and_five_businessmen_score_8() -> None:
    """K-SOLDIERS and K-BUSINESSMEN: nothing for the first, 2 for each further: 5 = 8."""
    state = new_game(3)
    fleet(state, 0, ship(4), captain=1, soldier=3, businessman=2)
    fleet(state, 0, ship(4), captain=1, soldier=2, businessman=3)
    assert points(state, "K-SOLDIERS") == 8
    assert points(state, "K-BUSINESSMEN") == 8


def test_seven_captains_on_three_ships_are_four_officers() -> None:
    """K-OFFICERS: 3 ships with 7 captains: 3 are captains, 4 officers = 12."""
    state = new_game(3)
    fleet(state, 0, ship(5), captain=3)
    fleet(state, 0, ship(5), captain=2)
    fleet(state, 0, ship(5), captain=2)
    assert points(state, "K-OFFICERS") == 12


def test_pairs_must_be_on_the_same_ship() -> None:
    """K-SAIL-PAIRS (IT example): 3 sails on one ship and 1 on another = 3; 2 + 2 or 4 on
    one ship = 6. K-CHIMNEY-PAIRS: 4 chimneys on one ship are 2 pairs = 6."""
    state = new_game(3)
    fleet(state, 0, ship(4), captain=1, sail=3)
    fleet(state, 0, ship(4), captain=1, sail=1, chimney=4)
    assert points(state, "K-SAIL-PAIRS") == 3
    assert points(state, "K-CHIMNEY-PAIRS") == 6
    state = new_game(3)
    fleet(state, 0, ship(4), captain=1, sail=2)
    fleet(state, 0, ship(4), captain=1, sail=2)
    assert points(state, "K-SAIL-PAIRS") == 6


def test_mixed_pairs_on_one_ship() -> None:
    """K-SOLDIER-CANNON and K-BUSINESS-CRANE: 3 per pair on the same ship."""
    state = new_game(3)
    fleet(state, 0, ship(4), captain=1, soldier=2, cannon=1, businessman=1, crane=3)
    fleet(state, 0, ship(4), captain=1, soldier=0, cannon=2)
    assert points(state, "K-SOLDIER-CANNON") == 3
    assert points(state, "K-BUSINESS-CRANE") == 3


def test_ships_with_everything_score_once_each() -> None:
    """K-SAFETY-SET (5), K-STEAM-SHIP (6), K-MIL-TRADE-SHIP (8): a ship with two of each
    still scores only once."""
    state = new_game(3)
    fleet(state, 0, ["B05", "MI-12", "MI-14", "S06"], captain=1, sail=2, chimney=2, stoker=2)
    fleet(state, 0, ship(4), captain=1, businessman=1, soldier=1, crane=1, cannon=1)
    assert points(state, "K-SAFETY-SET") == 5
    assert points(state, "K-STEAM-SHIP") == 6
    assert points(state, "K-MIL-TRADE-SHIP") == 8


def test_employee_colours_kinds_and_pairs() -> None:
    """K-EMPL-COLOUR: 2 per blue, yellow or red employee. K-EMPL-KINDS: kinds by colour, a
    level-II trader a kind of its own. K-EMPL-PAIRS: a grey or green pair 3, a pair of blue,
    red or yellow 4, in any mix within the group."""
    state = new_game(3)
    for e in ("ENG-SAIL", "REC-CAP", "TRA-COAL-1", "TRA-COAL-2", "FOREMAN"):
        employee(state, 0, e)
    assert points(state, "K-EMPL-COLOUR") == 6
    assert points(state, "K-EMPL-KINDS") == 9  # grey, green, red I, red II, yellow: 5 kinds
    assert points(state, "K-EMPL-PAIRS") == 3 + 4


def test_used_canals_and_fleet_size_contracts() -> None:
    """K-USED-CANALS: 4 per used canal; K-SHIP-COUNT and K-TOTAL-TILES by table."""
    state = new_game(3)
    state.seats[0].used_count = 3
    for length in (5, 5, 6):
        fleet(state, 0, ship(length), captain=1)
    assert points(state, "K-USED-CANALS") == 12
    assert points(state, "K-SHIP-COUNT") == 9
    assert points(state, "K-TOTAL-TILES") == 8  # 16 tiles (thresholds proposed)
    assert points(state, "K-SHIPS-7PLUS") == 0


def test_end_of_game_scoring_example() -> None:
    """Konec hry, PŘÍKLAD BODOVÁNÍ: blue contract 12 (4 pairs of sails), red contract 10
    (2 ships of exactly 6 tiles), employees 5 (1 + 3 for the cloth traders, 1 for coal)."""
    state = new_game(3)
    fleet(state, 0, ship(6), captain=1, sail=4)
    fleet(state, 0, ship(6), captain=1, sail=2)
    fleet(state, 0, ship(4), captain=1, sail=3)
    for e in ("TRA-CLOTH-1", "TRA-CLOTH-2", "TRA-COAL-1"):
        employee(state, 0, e)
    give(state, 0, "K-SAIL-PAIRS", "K-SHIPS-6")
    parts = scoring.breakdown(state, state.seats[0])
    assert (parts["blue-contract"], parts["red-contract"], parts["traders"]) == (12, 10, 5)
    check(state)


def test_discards_in_a_four_player_game() -> None:
    """Státní zakázky a počítadlo kol: with four players (beginner) every player discards 1
    contract of each colour when the 4th countdown cube goes; the choice stays secret."""
    state = new_game(4)
    state.removed_cubes = 3
    state.cubes = 4
    state.dropped = True
    state.turns = [1, 1, 1, 1]
    assert flow._end_turn(state)  # contracts must now be discarded
    state.legal_cache = None
    assert state.step.name == "DISCARD" and state.actor == state.owner
    red = [c for c in state.seats[state.actor].hand if ED.contracts[c].colour == 0]
    assert [a.split()[1] for a in legal(state)] == [ED.contracts[c].id.lower() for c in red]
    seat = state.actor
    play(state, legal(state)[0])
    play(state, legal(state)[0])
    assert len(state.seats[seat].hand) == 2 and len(state.seats[seat].discarded) == 2
    assert state.actor == (seat + 1) % 4
    observed = state.observation((seat + 1) % 4)
    assert "hand" not in observed["boards"][seat]
    assert observed["boards"][seat]["discarded"] == {"red": 1, "blue": 1}
    check(state)
