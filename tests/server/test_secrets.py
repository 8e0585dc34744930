"""Hidden information: a seat sees only its own secrets, a spectator none.

First through the API, with each game's secret: Puerto Rico's face-down VP chips,
Russian Railroads' end-bonus cards kept in hand, Shipyard's contracts. Then for every
secret each game declares (``GameSpec.secrets``): changing it leaves unchanged the board
of every seat that may not know it, and the spectator's.
"""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime
from typing import Any

import pytest
from fastapi.testclient import TestClient

from eurotable import __version__, games
from eurotable.core.game import GameState
from eurotable.core.record import FORMAT
from eurotable.games.russian_railroads.data import BONUS_IDS
from eurotable.games.russian_railroads.sentences import bonus_text
from eurotable.games.shipyard.sentences import contract_text
from eurotable.games.shipyard.state import ShipyardState
from eurotable.server import create_app
from eurotable.server.models import RUNNING
from eurotable.server.store import Store, StoredGame, StoredSeat
from eurotable.server.table import token_hash
from eurotable.server.views import board

from .conftest import log_lines, view

NAMES = ["Ann", "Bob", "Cid"]
GAME_ID = "secrets"


def random_actions(game: str, players: int, seed: int, count: int) -> tuple[GameState, list[str]]:
    """``count`` seeded random actions of a game, and the position they reach."""
    spec = games.get(game)
    state = spec.new_game(players, {}, seed)
    rng = random.Random(seed)
    actions = []
    for _ in range(count):
        action = rng.choice(list(state.legal_actions()))
        state.apply(action)
        actions.append(str(action))
    return state, actions


def hot_seat(url: str, game: str, players: int, seed: int, actions: list[str]) -> dict[str, str]:
    """Store a game of humans with these actions played (as a server would have stored
    it); returns its seat tokens."""
    store = Store(url)
    tokens = {str(seat): f"token-of-{NAMES[seat]}" for seat in range(players)}
    store.create(
        StoredGame(
            id=GAME_ID,
            game=game,
            options={},
            seed=seed,
            format=FORMAT,
            engine_version=__version__,
            status=RUNNING,
            created_at=datetime.now(UTC),
            seats=tuple(
                StoredSeat("human", NAMES[s], token_hash(tokens[str(s)])) for s in range(players)
            ),
        )
    )
    for number, text in enumerate(actions):
        store.append(GAME_ID, number, 0, text, RUNNING)
    store.close()
    return tokens


def text_of(seen: dict[str, Any]) -> str:
    """Everything a view shows, as one text to search."""
    return json.dumps(seen, ensure_ascii=False)


def test_puerto_rico_vp_chips_are_face_down(sqlite_url: str) -> None:
    """Option open_vp=false (the rules): each seat sees its own VP chips only."""
    state, actions = random_actions("puerto-rico", 3, seed=11, count=98)
    chips = [player.vp for player in state.seats]  # type: ignore[attr-defined]
    assert len(set(chips)) == 3 and min(chips) > 0
    tokens = hot_seat(sqlite_url, "puerto-rico", 3, 11, actions)
    with TestClient(create_app(sqlite_url)) as client:
        check_vp_chips(client, tokens, chips)


def check_vp_chips(client: TestClient, tokens: dict[str, str], chips: list[int]) -> None:
    game_id = GAME_ID
    for seat in range(3):
        seen = view(client, game_id, tokens[str(seat)])
        shown = [b["vp_chips"] for b in seen["board"]["observation"]["boards"]]
        assert shown == [chips[s] if s == seat else None for s in range(3)]
        lines = seen["board"]["text"].splitlines()
        for other in range(3):
            line = next(line for line in lines if line.startswith(f"{NAMES[other]}:"))
            assert (f", {chips[other]} VP chips" in line) == (other == seat), line
    public = view(client, game_id)
    assert [b["vp_chips"] for b in public["board"]["observation"]["boards"]] == [None] * 3
    assert not any(f", {n} VP chips" in public["board"]["text"] for n in chips)


def test_russian_railroads_end_bonus_cards_in_hand_are_secret(sqlite_url: str) -> None:
    state, actions = random_actions("russian-railroads", 3, seed=11, count=180)
    spec = games.get("russian-railroads")
    assert state.observation(1)["end_bonus"]["mine"] == ["factories"]
    tokens = hot_seat(sqlite_url, "russian-railroads", 3, 11, actions)
    kept = "Bob keeps the end-bonus card worth " + bonus_text(BONUS_IDS.index("factories"))
    with TestClient(create_app(sqlite_url)) as client:
        owner = view(client, GAME_ID, tokens["1"])
        others = [view(client, GAME_ID, tokens["0"]), view(client, GAME_ID)]
    assert owner["board"]["observation"]["end_bonus"]["mine"] == ["factories"]
    assert owner["board"]["text"] == spec.render(state, 1, NAMES)
    assert "End-bonus cards: factories" in owner["board"]["text"]
    assert kept in log_lines(owner)
    for seen in others:
        assert seen["board"]["observation"]["end_bonus"]["mine"] in ([], None)
        assert "End-bonus cards: factories" not in seen["board"]["text"]
        assert kept not in log_lines(seen) and "Bob takes an end-bonus card" in log_lines(seen)


def test_shipyard_contracts_are_seen_by_their_owner_only(sqlite_url: str) -> None:
    """Each contract dealt is named in its owner's log by what it scores, and neither
    that nor its id reaches the other seat or a spectator."""
    spec = games.get("shipyard")
    state = spec.new_game(2, {}, 5)
    assert isinstance(state, ShipyardState)
    hands = [[state.ed.contracts[c] for c in player.hand] for player in state.seats]
    tokens = hot_seat(sqlite_url, "shipyard", 2, 5, [])
    with TestClient(create_app(sqlite_url)) as client:
        public = text_of(view(client, GAME_ID))
        mine = [view(client, GAME_ID, tokens[str(seat)]) for seat in range(2)]
    seen = [text_of(one) for one in mine]
    assert any(line.startswith("Ann is dealt a ") for line in log_lines(mine[0]))
    for seat in range(2):
        for contract in hands[seat]:
            scoring = contract_text(contract.rule)
            assert scoring in seen[seat]
            for other in (seen[1 - seat], public):
                assert scoring not in other and contract.id not in other


POSITIONS = [("puerto-rico", 3, 60), ("russian-railroads", 3, 120), ("shipyard", 2, 40)]


@pytest.mark.parametrize(("game", "players", "count"), POSITIONS)
def test_no_board_changes_with_a_secret_its_viewer_may_not_know(
    game: str, players: int, count: int
) -> None:
    spec = games.get(game)
    names = NAMES[:players]
    for seed in range(3):
        state, _ = random_actions(game, players, seed, count)
        public = board(spec, state, None, names)
        for seat in range(players):
            mine = board(spec, state, seat, names)
            for secret, changed in spec.secrets(state, seat, random.Random(seed)):
                assert board(spec, changed, seat, names) == mine, (seat, secret)
                assert board(spec, changed, None, names) == public, (seat, secret)


def test_a_solo_board_is_not_shown_to_spectators() -> None:
    """Solo Shipyard: every secret belongs to the one player, so spectators see the log."""
    spec = games.get("shipyard")
    state = spec.new_game(1, {}, 3)
    assert board(spec, state, None, ["Ann"]) == {"text": None, "observation": None}
    assert board(spec, state, 0, ["Ann"])["text"]
