"""Every game in words, checked at each decision of random games (used by each game's
test_sentences.py): the prompt is there until the end and is the same on every secret
(everyone reads it); each legal action has its own sentence in words; an action said
not to reveal anything leaves every seat's observation alike on every secret that seat
must not see (``GameSpec.secrets``); and some actions do reveal."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from eurotable.core.actions import Action
from eurotable.core.game import GameSpec, GameState

Secrets = list[list[tuple[str, GameState]]]
"""Each seat's secret variants of a position."""
InWords = Callable[[str, str], bool]
"""Whether a sentence (second) tells the action (first, its notation) in words."""
Plain = Callable[[str], bool]
"""Whether a text for a player holds no notation."""


def secrets_of(spec: GameSpec, state: GameState, rng: random.Random) -> Secrets:
    return [list(spec.secrets(state, seat, rng)) for seat in range(state.players)]


def check_words(
    spec: GameSpec,
    state: GameState,
    secrets: Secrets,
    names: Sequence[str],
    in_words: InWords,
    plain: Plain,
) -> None:
    prompt = spec.prompt(state, names)
    assert prompt and plain(prompt), prompt
    legal = state.legal_actions()
    sentences = [spec.describe_action(state, a, names) for a in legal]
    for a, sentence in zip(legal, sentences, strict=True):
        assert sentence and in_words(str(a), sentence), (str(a), sentence)
    assert len(set(sentences)) == len(sentences), sentences
    for variants in secrets:
        for name, variant in variants:
            assert spec.prompt(variant, names) == prompt, name


def after(state: GameState, chosen: Action) -> GameState:
    trial = state.clone()
    trial.apply(chosen)
    return trial


def hides(state: GameState, chosen: Action, secrets: Secrets) -> None:
    """``chosen`` reveals nothing: every seat observes the same after it on every secret
    of its own (a secret that makes ``chosen`` illegal cannot be the real one)."""
    played = after(state, chosen)
    for seat, variants in enumerate(secrets):
        observed = played.observation(seat)
        for name, variant in variants:
            if chosen in variant.legal_actions():
                assert after(variant, chosen).observation(seat) == observed, (str(chosen), name)


def play_checked(
    spec: GameSpec,
    state: GameState,
    rng: random.Random,
    names: Sequence[str],
    depth: int,
    in_words: InWords,
    plain: Plain,
) -> tuple[int, GameState]:
    """Play ``state`` to its end at random under the checks: the words at every decision,
    and from ``depth`` 1 the secrets too, for the chosen action (for every legal action
    from ``depth`` 2). Returns how many checked actions revealed, and the final state."""
    revealed = 0
    while not state.is_over:
        secrets = secrets_of(spec, state, rng) if depth else []
        check_words(spec, state, secrets, names, in_words, plain)
        legal = state.legal_actions()
        chosen = legal[rng.randrange(len(legal))]
        for candidate in legal if depth > 1 else [chosen]:
            if spec.reveals(state, candidate):
                revealed += 1
            elif depth:
                hides(state, candidate, secrets)
        state.apply(chosen)
    assert spec.prompt(state, names) == ""
    return revealed, state
