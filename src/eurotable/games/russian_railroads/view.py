"""What a seat may see, and how to rebuild a full state from that alone.

Everything on the table is public: the observation is the position (``to_json``) without
its hidden parts. Hidden: the end-bonus cards held by other players (face down until the
final scoring), the two cards removed unseen and the deck, except what the seat learnt by
looking through the deck; and the random streams. The seat's share of the end-bonus
cards is ``bonus_cards.view``: its own cards, the public log of looks and draws, and its
groups of cards it cannot tell apart.

``determinize`` rebuilds a full state from an observation: hidden cards are drawn at
random within the seat's groups (which keeps every other seat's knowledge consistent, as
it is replayed from the log) and the streams get fresh seeds.
"""

from __future__ import annotations

import random
from typing import Any

from eurotable.core.errors import BadPosition
from eurotable.core.rng import Stream
from eurotable.games.russian_railroads import bonus_cards
from eurotable.games.russian_railroads.game import RussianRailroads
from eurotable.games.russian_railroads.notation import RRAction
from eurotable.games.russian_railroads.state import HIDDEN, S_OVER, RussianRailroadsState


def observation(state: RussianRailroadsState, seat: int) -> dict[str, Any]:
    data = state.to_json()
    for name in HIDDEN:
        del data[name]
    data["seat"] = seat
    data["end_bonus"] = bonus_cards.view(state, seat, state.step == S_OVER)
    return data


def reveals(state: RussianRailroads, action: RRAction) -> bool:
    """Whether ``action`` (legal) shows anybody a hidden end-bonus card: a look through the
    deck that tells the looker something new, or the hands shown at the final scoring.
    The streams only shuffle at the setup; a draw from one would count too."""
    trial = state.clone()
    trial.play(action)
    return trial.streams != state.streams or bonus_cards.learnt(state, trial)


def determinize(obs: dict[str, Any], rng: random.Random) -> RussianRailroads:
    """A full state consistent with ``obs``; what the seat cannot see is drawn at random."""
    try:
        data = {name: value for name, value in obs.items() if name not in ("seat", "end_bonus")}
        where, log = bonus_cards.rebuild(
            obs["end_bonus"], obs["seat"], obs["players"], obs["step"] == "over", rng
        )
    except (KeyError, TypeError, ValueError, IndexError) as error:
        raise BadPosition(f"not a Russian Railroads observation: {error!r}") from None
    data["bonus_where"] = where
    data["bonus_log"] = log
    data["streams"] = {
        name: Stream(name, rng.getrandbits(64)).to_json() for name in ("bonus", "setup")
    }
    return RussianRailroads.from_json(data)


def secrets(
    state: RussianRailroadsState, seat: int, rng: random.Random
) -> list[tuple[str, RussianRailroadsState]]:
    """What ``seat`` must not see, each secret changed alone in a copy of ``state``."""
    variants: list[tuple[str, RussianRailroadsState]] = []
    swapped = state.clone()
    swapped.legal_cache = None
    if bonus_cards.swap_hidden(swapped, seat):
        variants.append(("where two end-bonus cards are", swapped))
    reseeded = state.clone()
    reseeded.streams = {n: s.reseeded(rng.getrandbits(64)) for n, s in state.streams.items()}
    variants.append(("the random streams", reseeded))
    return variants
