"""What a seat may see (Pravidla: KAPITÁN – Vítězné body: VP chips lie face down; OSADNÍK:
the plantation stack is face down; option open_vp)."""

from __future__ import annotations

import json
import random

from eurotable.games.puerto_rico.data import TILES

from .positions import SPEC, chips, new_game, play


def test_other_players_vp_chips_are_hidden() -> None:
    """Pravidla: KAPITÁN – Vítězné body ("Žetony s vítěznými body smějí být … otočeny rubem
    nahoru"): a seat sees its own chips, not the others'."""
    state = new_game()
    chips(state, 0, 5)
    chips(state, 1, 7)
    obs = state.observation(1)
    assert [b["vp_chips"] for b in obs["boards"]] == [None, 7, None]
    assert [b["vp_chips"] for b in state.observation(0)["boards"]] == [5, None, None]


def test_points_noted_on_paper_show_as_a_negative_pile() -> None:
    """Pravidla: KONEC HRY (points beyond the chips are noted on paper, openly) and
    docs/rulings/puerto-rico.md ruling 18: the pile reads negative, totals stay hidden."""
    state = new_game()
    chips(state, 0, 40)
    chips(state, 1, 40)
    assert state.vp_supply == 75 - 80
    obs = state.observation(2)
    assert obs["vp_supply"] == -5
    assert [b["vp_chips"] for b in obs["boards"]] == [None, None, 0]
    rebuilt = SPEC.determinize(obs, random.Random(1))
    assert sorted(p.vp for p in rebuilt.seats) == [0, 40, 40]


def test_open_vp_option_shows_every_total() -> None:
    """Option open_vp (docs/rulings/puerto-rico.md, hidden VP chips)."""
    state = new_game(open_vp=True)
    chips(state, 0, 5)
    chips(state, 2, 3)
    assert [b["vp_chips"] for b in state.observation(1)["boards"]] == [5, 0, 3]


def test_everything_is_shown_when_the_game_is_over() -> None:
    """Pravidla: KONEC HRY (the points are counted openly)."""
    state = new_game()
    chips(state, 0, 5)
    state.end_triggered = True
    play(state, "role craftsman", "role trader", "role captain")
    assert state.is_over
    assert [b["vp_chips"] for b in state.observation(1)["boards"]] == [5, 0, 0]


def test_the_stack_order_never_appears() -> None:
    """Pravidla: PŘÍPRAVA HRY ("dobře zamíchané a otočené rubem nahoru"): the observation
    shows how many tiles of each kind are face down, never their order."""
    state = new_game()
    other = state.clone()
    other.stack.reverse()
    assert other.stack != state.stack
    for seat in range(3):
        assert state.observation(seat) == other.observation(seat)
    obs = state.observation(0)
    assert obs["stack"] == {TILES[k]: state.stack.count(k) for k in sorted(set(state.stack))}
    assert "streams" not in json.dumps(obs)


def test_sample_keeps_the_observation() -> None:
    """Pravidla: PŘÍPRAVA HRY (face-down stack) and KAPITÁN – Vítězné body (face-down chips):
    sample(seat, rng) redraws only what the seat cannot see, so the seat's observation of
    the sample is identical; the stack order does get redrawn."""
    state = new_game()
    play(state, "role settler", "take quarry")
    rng = random.Random(5)
    for seat in range(3):
        for _ in range(3):
            sampled = state.sample(seat, rng)
            assert sampled.observation(seat) == state.observation(seat)
    assert any(state.sample(0, rng).stack != state.stack for _ in range(5))


def test_render_for_a_seat_hides_other_chips() -> None:
    """Pravidla: KAPITÁN – Vítězné body (face-down chips): the text board for a seat shows
    "?" for the others' chips."""
    state = new_game()
    chips(state, 1, 9)
    seen = SPEC.render(state, 0)
    assert "9 VP chips" not in seen
    assert "? VP chips" in seen
    assert "9 VP chips" in SPEC.render(state)
