"""Bots think in worker processes (searching bots) or at once in a thread of their own
(quick bots), so a long think in one game never holds up another game's bot (issue 17)."""

from __future__ import annotations

import time
from typing import Any

from fastapi.testclient import TestClient

from eurotable import games
from eurotable.bots import decision_for
from eurotable.server.thinking import answer, question

from .conftest import act, bot, create, human, notations, view


def test_a_quick_bot_answers_while_searching_bots_think_elsewhere(client: TestClient) -> None:
    """Two games of two bots that search for 5 s of CPU per decision (ismcts:expert) fill
    both worker processes; meanwhile a game against a random bot is played on: its bot
    answers three times before either expert has finished its first decision."""
    experts = [bot("ismcts:expert"), bot("ismcts:expert")]
    slow = [create(client, game="puerto-rico", players=2, seats=experts) for _ in range(2)]
    deadline = time.monotonic() + 60
    while not all(view(client, game["id"])["thinking"] is not None for game in slow):
        assert time.monotonic() < deadline, "the experts never began to think"
        time.sleep(0.02)
    quick = create(client, game="puerto-rico", players=2, seats=[human("Ann"), bot("random")])
    game_id, token = quick["id"], quick["tokens"]["0"]
    replies = 0
    while replies < 3:
        now: dict[str, Any] = view(client, game_id, token)
        if now["to_move"] != 0:
            time.sleep(0.01)
            continue
        assert act(client, game_id, token, notations(now)[0], now["index"]).status_code == 200
        while view(client, game_id)["to_move"] == 1:
            time.sleep(0.01)
        replies += 1
    for game in slow:
        still = view(client, game["id"])
        assert still["index"] == 0 and still["thinking"] is not None, "an expert was quicker"


def test_a_question_is_answered_from_the_observation_the_same_way_every_time() -> None:
    spec = games.get("shipyard")
    state = spec.new_game(2, {}, seed=4)
    asked = question("shipyard", "ismcts:300it", 4, 0, decision_for(state))
    assert asked.legal == tuple(str(action) for action in state.legal_actions())
    chosen = answer(asked)
    assert chosen in asked.legal
    assert answer(asked) == chosen, "an iteration budget and the entry's seed decide"
