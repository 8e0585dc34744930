"""The bot registry: bots by name, one per seat, seeded from the game seed and the seat."""

from __future__ import annotations

import pytest

from eurotable import games
from eurotable.bots import (
    DEFAULT_BOT,
    BadBot,
    bot_names,
    bots_for_seats,
    budget_ms,
    decision_for,
    make_bot,
    seat_seed,
)

SPEC = games.get("puerto-rico")


def test_the_random_bot_is_registered_and_is_the_default() -> None:
    assert "random" in bot_names()
    assert DEFAULT_BOT == "random"
    assert make_bot("random", 1, SPEC).name == "random"


def test_unknown_bot_names_are_refused_with_the_known_ones() -> None:
    with pytest.raises(BadBot, match=r"unknown bot 'genius' \(known bots: random, greedy, ismcts"):
        make_bot("genius", 1, SPEC)


def test_a_bots_budget_per_decision_is_read_from_its_name() -> None:
    """The web table's lanes are chosen by it (``server.thinking.lane_of``): levels and
    ``Nms`` bound the CPU time, the last budget named counts (as ``make_bot`` reads it),
    iterations alone bound no time, and the quick bots do not search."""
    assert budget_ms("random") == budget_ms("greedy") == 0
    assert budget_ms("ismcts:easy") == 50 and budget_ms("ismcts") == 200
    assert budget_ms("ismcts:hard:greedy") == 1000 and budget_ms("ismcts:expert") == 5000
    assert budget_ms("ismcts:300ms") == 300 and budget_ms("ismcts:hard:40ms") == 40
    assert budget_ms("ismcts:1000it") is None and budget_ms("policy:x.json") is None
    with pytest.raises(BadBot, match="unknown bot 'genius'"):
        budget_ms("genius")
    with pytest.raises(BadBot, match="'0it'"):
        budget_ms("ismcts:0it")


def test_bots_for_seats_fills_every_seat_from_one_name_or_takes_one_per_seat() -> None:
    assert bots_for_seats(["random"], 3, SPEC) == ["random"] * 3
    assert bots_for_seats(["random", "random"], 2, SPEC) == ["random", "random"]
    with pytest.raises(BadBot, match="one per seat \\(3\\), not 2"):
        bots_for_seats(["random", "random"], 3, SPEC)
    with pytest.raises(BadBot, match="unknown bot 'genius'"):
        bots_for_seats(["random", "genius"], 2, SPEC)


def test_seat_seeds_are_stable_and_differ_between_seats_and_games() -> None:
    assert seat_seed(5, 0) == seat_seed(5, 0)
    assert len({seat_seed(5, 0), seat_seed(5, 1), seat_seed(6, 0)}) == 3


def test_a_seeded_random_bot_chooses_legal_actions_reproducibly() -> None:
    state = SPEC.new_game(3, None, 2)
    chosen = []
    for _ in range(2):
        bot = make_bot("random", 17, SPEC)
        probe = state.clone()
        picks = []
        for _ in range(30):
            decision = decision_for(probe)
            action = bot.choose(decision)
            assert action in decision.legal
            probe.apply(action)
            picks.append(str(action))
        chosen.append(picks)
    assert chosen[0] == chosen[1]
