"""Bots: players that see only their seat's observation and the legal actions.

``make_bot("ismcts:hard", seed, spec)`` builds a bot by name for a game; a name is
``BOT[:PARAM]...``:

- ``random``: uniform over the legal actions;
- ``greedy``: the game's heuristic choice;
- ``ismcts``: information-set MCTS; parameters: a level (``easy``, ``medium`` (the
  default), ``hard``, ``expert``) or a budget (``200ms``, ``1000it``); the rollout policy,
  ``greedy`` (the game's fast policy) or ``random``; ``dN`` to cut rollouts after N
  decisions, or ``tN`` once the player to move has changed N times, and judge the
  position with the game's heuristics, or ``full`` to play them to the end; ``cX`` for
  the UCB exploration constant X. For a game with heuristics the defaults are ``greedy``
  and the game's own search settings (``Heuristics.search``), else ``random``, ``full``
  and ``c0.7``. Where a game searches flat by default (Shipyard), ``tree`` switches to
  the tree search, and the tree's own parameters (``random``, ``dN``, ``tN``, ``full``,
  ``cX``) are refused without it rather than ignored;
- ``policy``: a trained policy (``eurotable.bots.policy``): ``policy:PATH`` plays a policy
  file, ``policy:MODULE:CALLABLE`` asks a Python callable for each action.

A game seats its bots with ``bots_for_seats`` and seeds each from ``seat_seed``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Final

from eurotable.bots.base import Bot, Decision, decision_for
from eurotable.bots.greedy import GreedyBot
from eurotable.bots.heuristics import Heuristics, heuristics_for
from eurotable.bots.ismcts import LEVELS, PLAIN, Budget, ISMCTSBot, parse_budget
from eurotable.bots.random_bot import RandomBot
from eurotable.core.errors import EurotableError
from eurotable.core.game import GameSpec
from eurotable.core.rng import derive_seed

__all__ = [
    "DEFAULT_BOT",
    "DEFAULT_OPPONENT",
    "BadBot",
    "Bot",
    "Decision",
    "bot_kind",
    "bot_names",
    "bots_for_seats",
    "budget_ms",
    "decision_for",
    "make_bot",
    "seat_seed",
]

DEFAULT_BOT: Final = RandomBot.name
"""The bot used when none is named (bot games: ``eurotable selfplay``)."""

DEFAULT_OPPONENT: Final = GreedyBot.name
"""The bot in the seats a person plays against when none is named (``eurotable play``,
the API, the lobby's new seats and its turn timer): it plays sensibly and answers at once,
where ``random`` hands the player points and a search keeps the table waiting."""


class BadBot(EurotableError):
    """An unknown bot name, a list of bots that does not fit the seats, a policy that
    cannot be loaded or does not fit the game, or a policy's answer that is not legal."""


def _heuristics(spec: GameSpec, bot: str) -> Heuristics:
    found = heuristics_for(spec.name)
    if found is None:
        raise BadBot(f"{bot!r} needs heuristics, which {spec.title} does not have yet")
    return found


def _random(seed: int, spec: GameSpec, params: list[str]) -> Bot:
    if params:
        raise BadBot("'random' takes no parameters")
    return RandomBot(seed)


def _greedy(seed: int, spec: GameSpec, params: list[str]) -> Bot:
    if params:
        raise BadBot("'greedy' takes no parameters")
    return GreedyBot(spec, _heuristics(spec, "greedy"), seed)


def _ismcts(seed: int, spec: GameSpec, params: list[str]) -> Bot:
    heuristics = heuristics_for(spec.name)
    budget = LEVELS["medium"]
    greedy = heuristics is not None
    settings = heuristics.search if heuristics is not None else PLAIN
    tree_only: list[str] = []
    for param in params:
        found = _budget_param(param)
        if found is not None:
            budget = found
        elif param == "tree":
            settings = replace(
                settings.without_solo(), flat=False, horizon=0, greedy_turns=False, narrow=None
            )
        elif param in ("greedy", "random"):
            greedy = param == "greedy"
            if param == "random":  # a flat search always plays on by the rule policy
                tree_only.append(param)
        elif match := re.fullmatch(r"([dt])(\d+)", param):
            amount = int(match.group(2))
            depth, turns = (amount, None) if match.group(1) == "d" else (None, amount)
            settings = replace(settings, depth=depth, turns=turns)
            tree_only.append(param)
        elif param == "full":
            settings = replace(settings, depth=None, turns=None)
            tree_only.append(param)
        elif match := re.fullmatch(r"c(\d+(?:\.\d+)?)", param):
            settings = replace(settings, exploration=float(match.group(1)))
            tree_only.append(param)
        else:
            levels = ", ".join(LEVELS)
            raise BadBot(
                f"unknown ismcts parameter {param!r} (use {levels}, Nms, Nit, greedy, random, "
                "dN, tN, full, cX or tree)"
            )
    if settings.flat and tree_only:
        named = ", ".join(repr(param) for param in tree_only)
        raise BadBot(
            f"{named} set the tree search, and {spec.title}'s ismcts searches flat: "
            "name 'tree' too (e.g. ismcts:tree:t1)"
        )
    cut = settings.depth is not None or settings.turns is not None
    if (greedy or cut) and heuristics is None:
        raise BadBot(f"greedy or cut-off rollouts need heuristics, which {spec.title} lacks")
    return ISMCTSBot(spec, seed, budget, heuristics, greedy_rollouts=greedy, settings=settings)


def _policy(seed: int, spec: GameSpec, params: list[str]) -> Bot:
    # Imported here: the policy bot reads the learning environments' layouts, which
    # import the bots themselves.
    from eurotable.bots.policy import policy_bot

    return policy_bot(seed, spec, params)


_FACTORIES: Final[dict[str, Callable[[int, GameSpec, list[str]], Bot]]] = {
    RandomBot.name: _random,
    GreedyBot.name: _greedy,
    ISMCTSBot.name: _ismcts,
    "policy": _policy,
}


def bot_names() -> list[str]:
    """The names of every available bot."""
    return list(_FACTORIES)


def make_bot(name: str, seed: int, spec: GameSpec) -> Bot:
    """A new bot for ``spec`` from its name, with its own seeded generator; raises ``BadBot``."""
    base, *params = name.split(":")
    return _factory(base)(seed, spec, params)


def budget_ms(name: str) -> float | None:
    """The most CPU time, in milliseconds, one decision of the bot ``name`` searches: 0
    for ``random`` and ``greedy`` (they do not search), the time bound of an ``ismcts``
    budget (``ismcts:easy`` 50, ``ismcts`` 200 (``medium``), ``ismcts:1000ms`` 1000);
    ``None`` where nothing bounds it by time: a budget of iterations alone (how long they
    take depends on the game: 100 take about 10 ms in Puerto Rico, far longer in Shipyard)
    and a policy. Read from the name without building the bot; raises ``BadBot`` for an
    unknown kind or a budget that allows nothing."""
    base, *params = name.split(":")
    _factory(base)
    if base in (RandomBot.name, GreedyBot.name):
        return 0.0
    if base != ISMCTSBot.name:
        return None
    budget = LEVELS["medium"]
    for param in params:
        budget = _budget_param(param) or budget
    return budget.milliseconds


def _budget_param(param: str) -> Budget | None:
    """The budget an ismcts parameter names (a level, ``Nms``, ``Nit``), if it names one;
    ``BadBot`` for a budget that allows nothing."""
    try:
        return parse_budget(param)
    except ValueError as error:
        raise BadBot(f"{param!r}: {error}") from None


def bot_kind(name: str) -> str:
    """The kind a bot name names (``ismcts`` for ``ismcts:hard``), without building the
    bot; raises ``BadBot`` for an unknown kind."""
    base = name.split(":")[0]
    _factory(base)
    return base


def _factory(name: str) -> Callable[[int, GameSpec, list[str]], Bot]:
    factory = _FACTORIES.get(name)
    if factory is None:
        known = ", ".join(_FACTORIES)
        raise BadBot(f"unknown bot {name!r} (known bots: {known})")
    return factory


def bots_for_seats(names: Sequence[str], players: int, spec: GameSpec) -> list[str]:
    """One valid bot name per seat: a single name fills every seat; raises ``BadBot``."""
    for name in names:
        make_bot(name, 0, spec)
    if len(names) == 1:
        return list(names) * players
    if len(names) != players:
        raise BadBot(f"give one bot for every seat or one per seat ({players}), not {len(names)}")
    return list(names)


def seat_seed(game_seed: int, seat: int) -> int:
    """The seed of the bot in ``seat`` of the game seeded ``game_seed`` (stable everywhere)."""
    return derive_seed(game_seed, f"bot-seat-{seat}")
