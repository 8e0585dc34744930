"""``policy``: a trained policy plays the seat, from the seat's observation vector and the
mask of its legal actions (the spaces of the learning environments, docs/rl.md).

- ``policy:PATH``: a policy file (``eurotable.learning.policy``, written by
  ``eurotable.learning.reinforce``); the bot draws each action from the policy's
  probabilities over the legal actions with its own seeded generator. A file trained for
  another game, player count, options or version of the game's encoding is refused.
- ``policy:MODULE:CALLABLE``: ``CALLABLE`` (a name in ``MODULE``, dots for attributes)
  is called with the observation vector (float32) and the mask (int8, 1 for each legal
  catalogue entry) and returns the catalogue index of its action.

The bot sees what every bot sees: its seat's observation and the legal actions. An answer
that is not a legal catalogue index is an error naming the bot, never played around.
"""

from __future__ import annotations

import json
import operator
import random
from collections.abc import Callable
from importlib import import_module
from pathlib import Path
from typing import SupportsIndex, cast

from eurotable.bots import BadBot
from eurotable.bots.base import Bot, Decision
from eurotable.core.actions import Action
from eurotable.core.errors import EXCERPT
from eurotable.core.game import GameSpec
from eurotable.i18n import _, n_
from eurotable.learning import policy as files
from eurotable.rl.encoding import Vector
from eurotable.rl.layout import Layout, Mask, layout

Act = Callable[[Vector, Mask], object]
"""A policy: the seat's observation vector and the mask to a catalogue index."""


class PolicyBot(Bot):
    name = "policy"

    def __init__(self, label: str, spec: GameSpec, act: Act, trained: files.SetUp | None) -> None:
        self.label = label
        """The bot's whole name, as errors quote it."""
        self._spec = spec
        self._act = act
        self._trained = trained
        self._layouts: dict[tuple[int, str], Layout] = {}

    def choose(self, decision: Decision) -> Action:
        table = self._layout(decision)
        mask = table.mask(decision.legal)
        answer = self._act(table.vector(decision.observation), mask)
        try:
            index = operator.index(cast("SupportsIndex", answer))
        except TypeError:
            index = -1
        if not 0 <= index < len(table.actions):
            raise BadBot(
                _(
                    "the policy {bot} answered {answer}, which is not an index of its action "
                    "catalogue (0 to {last})",
                    bot=repr(self.label),
                    answer=_short(repr(answer)),
                    last=len(table.actions) - 1,
                )
            )
        text = table.actions[index]
        if not mask[index]:
            raise BadBot(
                _(
                    "the policy {bot} chose {action} (catalogue index {index}), which is not "
                    "legal now",
                    bot=repr(self.label),
                    action=repr(text),
                    index=index,
                )
            )
        return next(action for action in decision.legal if str(action) == text)

    def _layout(self, decision: Decision) -> Layout:
        """The layout of the decision's game (its players and options), checked once
        against what the policy was trained for."""
        options = decision.observation.get("options") or {}
        key = (decision.players, json.dumps(options, sort_keys=True))
        found = self._layouts.get(key)
        if found is None:
            found = layout(self._spec.name, decision.players, options)
            if self._trained is not None:
                _check(self.label, self._trained, found)
            self._layouts[key] = found
        return found


def _short(text: str) -> str:
    """``text`` cut to its first ``EXCERPT`` characters (an answer may be a long array)."""
    return text if len(text) <= EXCERPT else text[:EXCERPT] + "…"


def _check(label: str, trained: files.SetUp, table: Layout) -> None:
    bot = repr(label)
    if trained.players != table.players:
        raise BadBot(
            n_(
                "the policy {bot} was trained for {n} player, not {players}",
                "the policy {bot} was trained for {n} players, not {players}",
                trained.players,
                bot=bot,
                players=table.players,
            )
        )
    options = json.loads(json.dumps(dict(table.options)))
    if trained.options != options:
        raise BadBot(
            _(
                "the policy {bot} was trained with the options {trained}, not {options}",
                bot=bot,
                trained=json.dumps(trained.options, sort_keys=True),
                options=json.dumps(options, sort_keys=True),
            )
        )
    if trained.fingerprint != table.fingerprint:
        raise BadBot(
            _(
                "the policy {bot} was trained on another version of the {game} encoding "
                "(its action catalogue, observation features or their scales have changed): "
                "train it again",
                bot=bot,
                game=table.game,
            )
        )


def policy_bot(seed: int, spec: GameSpec, params: list[str]) -> PolicyBot:
    """The bot ``policy:`` + ``params`` for ``spec``; raises ``BadBot``."""
    label = ":".join(["policy", *params])
    if len(params) == 1 and params[0]:
        return _from_file(label, seed, spec, Path(params[0]))
    if len(params) == 2 and all(params):
        return PolicyBot(label, spec, _entry_point(label, params[0], params[1]), None)
    raise BadBot(
        _(
            "'policy' takes a policy file (policy:PATH) or a Python entry point "
            "(policy:MODULE:CALLABLE)"
        )
    )


def _from_file(label: str, seed: int, spec: GameSpec, path: Path) -> PolicyBot:
    try:
        found = files.cached(path)
    except FileNotFoundError:
        raise BadBot(_("there is no policy file {path}", path=repr(str(path)))) from None
    except OSError as error:
        raise BadBot(
            _(
                "cannot read the policy file {path}: {reason}",
                path=repr(str(path)),
                reason=error.strerror or str(error),
            )
        ) from None
    except files.OtherFormat as error:
        raise BadBot(
            _(
                "the policy file {path} has format {found}; this eurotable reads format {expected}",
                path=repr(str(path)),
                found=repr(error.found),
                expected=files.FORMAT,
            )
        ) from None
    except files.NotAPolicy:
        raise BadBot(
            _(
                "{path} is not a policy file (a .npz written by eurotable.learning.reinforce)",
                path=repr(str(path)),
            )
        ) from None
    if found.setup.game != spec.name:
        raise BadBot(
            _(
                "the policy {bot} was trained for the game {trained}, not {game}",
                bot=repr(label),
                trained=found.setup.game,
                game=spec.name,
            )
        )
    weights = found.policy
    rng = random.Random(seed)

    def draw(vector: Vector, mask: Mask) -> object:
        return weights.sample(vector, mask, rng)

    return PolicyBot(label, spec, draw, found.setup)


def _entry_point(label: str, module_name: str, attribute: str) -> Act:
    try:
        module = import_module(module_name)
    except Exception as error:  # whatever the module raises while it is imported
        raise BadBot(
            _(
                "cannot import {module} for the policy {bot}: {reason}",
                module=repr(module_name),
                bot=repr(label),
                reason=str(error),
            )
        ) from None
    found: object = module
    for part in attribute.split("."):
        found = getattr(found, part, None)
    if not callable(found):
        raise BadBot(
            _(
                "{module} has no callable {name} for the policy {bot}",
                module=repr(module_name),
                name=repr(attribute),
                bot=repr(label),
            )
        )
    return cast(Act, found)
