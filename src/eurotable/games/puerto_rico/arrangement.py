"""The mayor's arrangement in one step (Pravidla: PURKMISTR): the places a player's
colonists may go (island tiles by kind, owned buildings), what each holds and can hold,
and the one sequence of the engine's actions (``mayor.py``: a colonist at a time, in
slot order) that makes a wanted arrangement.

An arrangement names how many colonists each place holds; the colonists not placed
stay in San Juan, which the rules allow only when every circle is full.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from eurotable.core.arrangement import BadArrangement, Refusal
from eurotable.games.puerto_rico import mayor, words
from eurotable.games.puerto_rico.game import PuertoRico
from eurotable.games.puerto_rico.notation import ISLAND_SLOTS, SLOTS, PRAction
from eurotable.games.puerto_rico.state import Player, Step
from eurotable.i18n import _, n_

_SLOT_OF = {name: slot for slot, name in enumerate(SLOTS)}


def arranging(state: PuertoRico) -> bool:
    """Whether the seat to move is to arrange its colonists, none placed yet this phase
    (once one is placed by its own action, the rest follow one at a time)."""
    return state.step is Step.MAYOR and not state.placing and not state.is_over


def _name(slot: int) -> str:
    if slot < ISLAND_SLOTS:
        return words.tile(slot)
    return words.building(slot - ISLAND_SLOTS)


def problem(state: PuertoRico) -> dict[str, Any] | None:
    """The places of the mayor's arrangement (``place``: its notation, ``name``,
    ``circles``, ``colonists`` now), the colonists in all and in San Juan, whether
    ``keep`` is legal, and the legal actions the arrangement stands for."""
    if not arranging(state):
        return None
    player = state.seats[state.actor]
    caps = mayor.capacities(player)
    now = _placed(player)
    legal = [str(action) for action in state.legal_actions()]
    return {
        "places": [
            {"place": SLOTS[slot], "name": _name(slot), "circles": cap, "colonists": now[slot]}
            for slot, cap in enumerate(caps)
            if cap > 0
        ],
        "colonists": player.colonists(),
        "san_juan": player.san_juan,
        "keep": str(mayor.KEEP) in legal,
        "actions": [action for action in legal if action.startswith("place ")],
    }


def _placed(player: Player) -> list[int]:
    return player.occupied + [max(w, 0) for w in player.buildings]


def refusals(state: PuertoRico, placed: Mapping[str, int]) -> list[Refusal]:
    """Why the arrangement ``placed`` (colonists per place, by notation) cannot be made
    now, place by place; empty when it can."""
    if not arranging(state):
        return [Refusal(None, _("there is no arrangement to make now"))]
    player = state.seats[state.actor]
    caps = mayor.capacities(player)
    found: list[Refusal] = []
    for place, count in placed.items():
        slot = _SLOT_OF.get(place)
        if slot is None:
            unknown = place[:40]
            found.append(Refusal(unknown, _("there is no place called {place}", place=unknown)))
        elif count < 0:
            found.append(Refusal(place, _("a place cannot hold fewer than no colonists")))
        elif count > 0 and caps[slot] == 0:
            found.append(Refusal(place, _("you have no {place}", place=_name(slot))))
        elif count > caps[slot]:
            found.append(
                Refusal(
                    place,
                    n_(
                        "no room: the {place} has {n} circle",
                        "no room: the {place} has {n} circles",
                        caps[slot],
                        place=_name(slot),
                    ),
                )
            )
    if found:
        return found
    total = player.colonists()
    used = sum(placed.values())
    if used > total:
        only = n_("you have only {n} colonist", "you have only {n} colonists", total)
        return [Refusal(None, only)]
    left = total - used
    if left and used < sum(caps):
        return [
            Refusal(
                None,
                n_(
                    "{n} colonist is still in San Juan: none may stay while a circle is empty",
                    "{n} colonists are still in San Juan: none may stay while a circle is empty",
                    left,
                ),
            )
        ]
    return []


def sequence(state: PuertoRico, placed: Mapping[str, int]) -> list[PRAction]:
    """The engine's actions that make the arrangement ``placed``: ``keep`` when it is the
    arrangement already there, else one ``place`` per colonist in slot order, leaving out
    those the engine places by itself once only one way remains. Raises
    ``BadArrangement`` when it cannot be made (``refusals``)."""
    found = refusals(state, placed)
    if found:
        raise BadArrangement(found)
    seat = state.actor
    player = state.seats[seat]
    wanted = [placed.get(name, 0) for name in SLOTS]
    if wanted == _placed(player) and player.san_juan == 0:
        return [mayor.KEEP]
    trial = state.clone()
    actions: list[PRAction] = []
    while not actions or (trial.step is Step.MAYOR and trial.placing and trial.actor == seat):
        now = _placed(trial.seats[seat]) if actions else [0] * len(SLOTS)
        slot = next(s for s, n in enumerate(wanted) if now[s] < n)
        action = mayor.PLACE[slot]
        trial.apply(action)  # checked: a wrong sequence stops here
        actions.append(action)
    return actions
