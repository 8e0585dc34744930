"""Final scoring and the tie-break (Pravidla: KONEC HRY; BUDOVY; reference §A.4 Game end)."""

from __future__ import annotations

from eurotable.games.puerto_rico.game import PuertoRico
from eurotable.games.puerto_rico.state import Step

from .positions import building, chips, goods, legal, money, new_game, play, tiles


def finish(state: PuertoRico) -> None:
    """End the game after this round: settler, builder and craftsman, everybody passing."""
    state.end_triggered = True
    for role in ("settler", "builder", "craftsman"):
        play(state, f"role {role}")
        while state.step not in (Step.ROLE, Step.OVER):
            play(state, "pass" if "pass" in legal(state) else legal(state)[0])
    assert state.is_over


def test_score_is_chips_plus_building_vp_plus_occupied_large_building_bonuses() -> None:
    """Pravidla: KONEC HRY ("Hodnotu svých žetonů … + Vítězné body za své budovy … + Dodatečné
    vítězné body za své obsazené velké budovy"); unoccupied buildings still score their VP."""
    state = new_game()
    chips(state, 0, 12)
    building(state, 0, "coffee-roaster", 0)
    building(state, 0, "customs-house", 1)
    building(state, 0, "city-hall", 0)
    chips(state, 1, 20)
    tiles(state, 1, "corn", 3, occupied=3)
    finish(state)
    result = state.result()
    assert result.breakdown[0] == {
        "vp_chips": 12,
        "buildings": 3 + 4 + 4,
        "guild-hall": 0,
        "residence": 0,
        "fortress": 0,
        "customs-house": 3,
        "city-hall": 0,
    }
    assert result.scores == (26, 20, 0)
    assert result.places == (1, 2, 3)
    assert result.winners == (0,)


def test_points_beyond_the_chips_count() -> None:
    """Pravidla: KONEC HRY ("zaznamenají se body těchto hráčů na list papíru"); FAQ KONEC
    HRY: points noted on paper once the chips are gone still count."""
    state = new_game()
    chips(state, 0, 60)
    chips(state, 1, 18)  # 3 more than the 75 chips
    assert state.vp_supply == -3
    finish(state)
    assert state.result().scores == (60, 18, 0)


def test_tie_broken_by_doubloons_plus_goods() -> None:
    """Pravidla: KONEC HRY ("Při rovnosti vítězí ten hráč, kterému zbylo větší množství
    dublonů a zboží (1 kamen zboží = 1 dublon)")."""
    state = new_game()
    for seat in range(3):
        chips(state, seat, 10)
    money(state, 0, 2)
    goods(state, 1, corn=1, coffee=2)  # 3 barrels count like 3 doubloons
    money(state, 2, 1)
    finish(state)
    result = state.result()
    assert result.scores == (10, 10, 10)
    assert result.tiebreak == (2, 3, 1)
    assert result.places == (2, 1, 3)


def test_players_still_tied_share_the_place() -> None:
    """Pravidla: KONEC HRY; reference §A.4 ("if still tied, shared")."""
    state = new_game()
    chips(state, 0, 10)
    chips(state, 1, 10)
    chips(state, 2, 11)
    money(state, 0, 2)
    goods(state, 1, indigo=1)
    money(state, 1, 1)
    finish(state)
    result = state.result()
    assert result.places == (2, 2, 1)
    assert result.winners == (2,)

    shared = new_game()
    chips(shared, 0, 7)
    chips(shared, 1, 7)
    money(shared, 0, 1)
    goods(shared, 1, sugar=1)
    finish(shared)
    assert shared.result().places == (1, 1, 3)
    assert shared.result().winners == (0, 1)


def test_customs_house_counts_points_noted_beyond_the_chips() -> None:
    """Pravidla: Celnice; KONEC HRY (paper points stand in for chips;
    docs/rulings/puerto-rico.md)."""
    state = new_game()
    building(state, 0, "customs-house", 1)
    chips(state, 1, 60)
    chips(state, 0, 24)  # 9 of them on paper
    assert state.vp_supply == -9
    finish(state)
    assert state.result().breakdown[0]["customs-house"] == 6
