"""One game set-up's fixed spaces: its action catalogue, its features and the encodings.

A ``Layout`` is what an environment needs from a game with a given player count and
options: the index of every action text, the observation vector of a seat and the mask of
the legal actions. Layouts are built once per set-up and shared.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import import_module
from typing import Final

import numpy as np
import numpy.typing as npt

from eurotable import games
from eurotable.core.actions import Action
from eurotable.core.errors import UnknownGame
from eurotable.core.options import OptionValue
from eurotable.rl.encoding import Encoding, Json, Vector

_ENCODINGS: Final = {
    "puerto-rico": "eurotable.rl.puerto_rico",
    "russian-railroads": "eurotable.rl.russian_railroads",
    "shipyard": "eurotable.rl.shipyard",
}

Mask = npt.NDArray[np.int8]


def encoding_for(game: str) -> Encoding:
    """The encoding of ``game``; raises ``UnknownGame`` for a game without one."""
    module_name = _ENCODINGS.get(game)
    if module_name is None:
        known = ", ".join(_ENCODINGS)
        raise UnknownGame(f"no learning environment for {game!r} (known games: {known})")
    encoding = import_module(module_name).ENCODING
    if not isinstance(encoding, Encoding):
        raise TypeError(f"{module_name}.ENCODING is not an Encoding")
    return encoding


@dataclass(frozen=True)
class Layout:
    """The action catalogue and observation features of one game set-up."""

    game: str
    players: int
    options: Mapping[str, OptionValue]
    encoding: Encoding
    actions: tuple[str, ...]
    features: tuple[str, ...]
    index: Mapping[str, int] = field(repr=False)
    catalogue: tuple[Action, ...] = field(repr=False)
    """The catalogue's actions, read once from their texts (``actions``)."""

    def action_index(self, action: Action | str) -> int:
        """The catalogue index of ``action``; a ``KeyError`` names an action it lacks."""
        text = str(action)
        found = self.index.get(text)
        if found is None:
            raise KeyError(f"{text!r} is not in the {self.game} action catalogue")
        return found

    def mask(self, legal: Sequence[Action], out: Mask | None = None) -> Mask:
        """1 at the index of every legal action, 0 elsewhere (written into ``out`` if
        given: an int8 vector of the catalogue's length, such as a row of a batch)."""
        if out is None:
            mask = np.zeros(len(self.actions), dtype=np.int8)
        else:
            mask = out
            mask.fill(0)
        index = self.index
        for action in legal:
            found = index.get(action.text)
            if found is None:
                raise KeyError(f"{action.text!r} is not in the {self.game} action catalogue")
            mask[found] = 1
        return mask

    def full_mask(self, out: Mask | None = None) -> Mask:
        """1 everywhere (the mask of an episode's last observation: docs/rl.md), written
        into ``out`` if given."""
        if out is None:
            return np.ones(len(self.actions), dtype=np.int8)
        out.fill(1)
        return out

    def vector(self, observation: Mapping[str, Json], out: Vector | None = None) -> Vector:
        """A seat's observation as the fixed-length float32 vector (written into ``out``
        if given)."""
        return self.encoding.encode(observation, out)

    @property
    def fingerprint(self) -> str:
        """What a model trained on these vectors must find again to be used
        (``fingerprint``)."""
        return fingerprint(self.game, self.encoding.version, self.actions, self.features)


def fingerprint(game: str, version: int, actions: Sequence[str], features: Sequence[str]) -> str:
    """A hash of a game's encoding version, its catalogue's action texts and its vector's
    feature names, in order."""
    digest = hashlib.sha256(f"{game} encoding {version}\n".encode())
    for text in (*actions, "", *features):
        digest.update(text.encode("utf-8") + b"\n")
    return digest.hexdigest()


def layout(game: str, players: int, options: Mapping[str, object] | None = None) -> Layout:
    """The layout of ``game`` for ``players`` and ``options`` (checked like a new game's)."""
    spec = games.get(game)
    # A new game checks everything and gives the options as the game plays them (an
    # edition may stand its own values in for the defaults).
    played = spec.new_game(players, options, seed=0).options
    return _layout(game, players, tuple(sorted(played.items())))


@cache
def _layout(game: str, players: int, options: tuple[tuple[str, OptionValue], ...]) -> Layout:
    resolved = dict(options)
    encoding = encoding_for(game)
    actions = encoding.action_texts(players, resolved)
    spec = games.get(game)
    return Layout(
        game=game,
        players=players,
        options=resolved,
        encoding=encoding,
        actions=actions,
        features=encoding.feature_names(players, resolved),
        index={text: i for i, text in enumerate(actions)},
        catalogue=tuple(spec.parse_action(text) for text in actions),
    )
