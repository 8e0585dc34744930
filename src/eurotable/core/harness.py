"""The shared random-game harness every game plugs into.

It plays seeded random games and, after every action, checks that

* the legal-action list is non-empty, repeatable and every action's notation reads back;
* an action that is not legal raises ``IllegalAction`` and leaves the state untouched;
* a clone equals the original, and so does the JSON position read back;
* a shadow game fed the record's action texts reaches the same state;
* every seat's observation survives the seat's own sampler unchanged (so it reveals
  nothing the sampler redraws), is plain JSON, and stays the same when any secret the
  game lists for that seat is changed;
* the game's own invariants hold.

At the end the whole record is written to JSON, read back and replayed.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from eurotable.core.errors import BadPosition, IllegalAction
from eurotable.core.game import GameSpec, GameState
from eurotable.core.record import Record, Seat, replay


class HarnessFailure(AssertionError):
    """A broken contract, naming the game seed and the action index."""


@dataclass(frozen=True, slots=True)
class HarnessReport:
    games: int
    decisions: int


def _fail(seed: int, index: int, message: str) -> HarnessFailure:
    return HarnessFailure(f"seed {seed}, after {index} actions: {message}")


def _same(a: GameState, b: GameState) -> bool:
    return a.equals(b) and b.equals(a)


def check_state(spec: GameSpec, state: GameState, seed: int, index: int) -> None:
    """Every per-position check of the harness, for one state."""
    broken = spec.invariants(state)
    if broken:
        raise _fail(seed, index, "invariants broken: " + "; ".join(broken))
    if not _same(state.clone(), state):
        raise _fail(seed, index, "clone differs from the original")
    text = json.dumps(state.to_json())
    try:
        again = spec.from_json(json.loads(text))
    except BadPosition as error:
        raise _fail(seed, index, f"its JSON position is refused: {error}") from None
    if not _same(again, state):
        raise _fail(seed, index, "JSON position round trip changed the state")
    sampler = random.Random(seed * 7919 + index)
    for seat in range(state.players):
        observed = state.observation(seat)
        json.dumps(observed)
        for name, variant in spec.secrets(state, seat, sampler):
            if variant.observation(seat) != observed:
                raise _fail(seed, index, f"seat {seat}'s observation reveals {name}")
        resampled = state.sample(seat, sampler)
        if resampled.observation(seat) != observed:
            raise _fail(seed, index, f"seat {seat}'s observation depends on what it cannot see")
        if resampled.current_player != state.current_player:
            raise _fail(seed, index, "the sampler changed whose turn it is")
        if not resampled.is_over and not resampled.legal_actions():
            raise _fail(seed, index, f"the sampler for seat {seat} made a state with no move")
        if spec.invariants(resampled):
            raise _fail(seed, index, f"the sampler for seat {seat} made an impossible state")


def _check_illegal(
    spec: GameSpec, state: GameState, legal_texts: set[str], seen: list[str], seed: int, index: int
) -> None:
    for text in seen:
        if text not in legal_texts:
            before = json.dumps(state.to_json())
            try:
                state.apply(spec.parse_action(text))
            except IllegalAction:
                pass
            else:
                raise _fail(seed, index, f"{text!r} was accepted but is not listed as legal")
            if json.dumps(state.to_json()) != before:
                raise _fail(seed, index, f"the refused action {text!r} changed the state")
            return


def play_checked_game(
    spec: GameSpec, players: int, seed: int, options: Mapping[str, object] | None = None
) -> int:
    """One random game under every check; returns its number of decisions."""
    state = spec.new_game(players, options, seed)
    shadow = spec.new_game(players, options, seed)
    record = Record(
        game=spec.name,
        options=dict(state.options),
        seed=seed,
        seats=[Seat(f"random {i}", "bot:random") for i in range(players)],
    )
    chooser = random.Random(seed)
    seen: dict[str, None] = {}
    index = 0
    check_state(spec, state, seed, index)
    while not state.is_over:
        legal = state.legal_actions()
        if not legal or state.current_player is None:
            raise _fail(seed, index, "the game is not over but nobody can act")
        texts = [str(a) for a in legal]
        if [str(a) for a in state.legal_actions()] != texts:
            raise _fail(seed, index, "the legal-action list is not repeatable")
        if len(set(texts)) != len(texts):
            raise _fail(seed, index, "the legal-action list repeats an action")
        for action in legal:
            if spec.parse_action(str(action)) != action:
                raise _fail(seed, index, f"notation of {action!r} does not read back")
        _check_illegal(spec, state, set(texts), list(seen), seed, index)
        action = legal[chooser.randrange(len(legal))]
        seen[str(action)] = None
        state.apply(action)
        record.actions.append(str(action))
        shadow.apply(spec.parse_action(record.actions[-1]))
        index += 1
        if not _same(shadow, state):
            raise _fail(seed, index, "replaying the record's texts gave another state")
        check_state(spec, state, seed, index)
    replayed = replay(Record.from_json(json.loads(record.dumps())))
    if not _same(replayed, state):
        raise _fail(seed, index, "the saved record does not replay to the final state")
    result = state.result()
    if len(result.scores) != players or min(result.places) != 1:
        raise _fail(seed, index, f"malformed result {result}")
    return index


def run_harness(
    spec: GameSpec,
    players: int,
    games: int,
    seed: int = 0,
    options: Mapping[str, object] | None = None,
) -> HarnessReport:
    """Play ``games`` checked random games with seeds ``seed, seed+1, …``."""
    decisions = 0
    for game in range(games):
        decisions += play_checked_game(spec, players, seed + game, options)
    return HarnessReport(games=games, decisions=decisions)


def transcript_digest(
    spec: GameSpec, players: int, seeds: Iterable[int], options: Mapping[str, object] | None = None
) -> str:
    """A SHA-256 of seeded random games in full: for every seed, each legal-action list,
    the action chosen from it, the events and the position after it, and the result.

    Two builds of the engines (compiled by mypyc and pure Python) that give the same
    digest played those games identically, down to the order of every list.
    """
    digest = hashlib.sha256()

    def add(data: object) -> None:
        digest.update(json.dumps(data, sort_keys=True).encode())
        digest.update(b"\n")

    for seed in seeds:
        state = spec.new_game(players, options, seed)
        chooser = random.Random(seed)
        add(state.to_json())
        logged = 0
        while not state.is_over:
            legal = [str(action) for action in state.legal_actions()]
            chosen = legal[chooser.randrange(len(legal))]
            add([state.current_player, legal, chosen])
            state.apply(spec.parse_action(chosen))
            events = state.events or []
            add([event.to_json() for event in events[logged:]])
            logged = len(events)
            add(state.to_json())
        add(state.result().to_json())
    return digest.hexdigest()
