"""Puerto Rico in words for the player: what the pending decision is, what each action does.

The prompt names public facts only (every viewer reads it); an action's sentence is for
the seat that decides and may use its own board (its price, its goods).
"""

from __future__ import annotations

from collections.abc import Sequence

from eurotable.games.puerto_rico.builder import price
from eurotable.games.puerto_rico.captain import shipping_vp
from eurotable.games.puerto_rico.data import BUILDINGS, GOODS, ROLES, TILES
from eurotable.games.puerto_rico.notation import ISLAND_SLOTS, MAX_SHIPS, SLOTS, PRAction, Verb
from eurotable.games.puerto_rico.state import PuertoRicoState, Step
from eurotable.games.puerto_rico.trader import sale_price

_PROMPTS = {
    Step.ROLE: "Choose a role",
    Step.SETTLE: "Take a plantation or a quarry, or pass",
    Step.HOSPICE: "Put a colonist from the Hospice on the tile you took?",
    Step.BUILD: "Build a building, or pass",
    Step.UNIVERSITY: "Put a colonist from the University on the new building?",
    Step.EXTRA: "Choose the craftsman's extra good",
    Step.TRADE: "Sell a good to the trading house, or pass",
    Step.LOAD: "Load a good onto a ship",
}

_PASSES = {
    Step.SETTLE: "Take no plantation this time",
    Step.BUILD: "Build nothing this time",
    Step.TRADE: "Sell nothing this time",
    Step.LOAD: "Do not use the Wharf now",
}
"""What passing means in each decision that may be passed."""

_ROLE_GIVES = {
    "settler": "everyone takes a plantation; you may take a quarry instead",
    "mayor": "new colonists arrive; you get one extra",
    "builder": "everyone may build; you pay 1 doubloon less",
    "craftsman": "everyone produces goods; you take one extra barrel",
    "trader": "everyone may sell a good; you get 1 doubloon more",
    "captain": "everyone ships goods for VP; you get 1 VP more",
    "prospector": "you take 1 doubloon",
}


def plural(count: int, noun: str, nouns: str | None = None) -> str:
    """``1 doubloon``, ``2 doubloons``."""
    return f"{count} {noun if count == 1 else nouns or noun + 's'}"


def article(noun: str) -> str:
    """``a corn plantation``, ``an indigo plantation``."""
    return f"{'an' if noun[:1] in 'aeiou' else 'a'} {noun}"


def prompt(state: PuertoRicoState, names: Sequence[str]) -> str:
    """What the seat to move must decide (public: the same text for everybody)."""
    step = state.step
    if step is Step.OVER:
        return ""
    if step is Step.MAYOR:
        if state.placing:
            return "Place your next colonist"
        return "Place your colonists, or keep them where they are"
    if step is Step.STORE:
        if state.store_left > 0:
            return "Choose a kind of good to keep in your warehouse"
        return "Choose the one barrel to keep on your windrose (the rest spoils)"
    return _PROMPTS[step]


def describe_action(state: PuertoRicoState, action: PRAction, names: Sequence[str]) -> str:
    """What ``action`` does for the seat deciding in ``state``, in one sentence."""
    seat = state.actor
    player = state.seats[seat]
    verb, arg = action.verb, action.arg
    if verb is Verb.ROLE:
        role = ROLES[arg]
        money = max(
            (
                m
                for r, m, t in zip(
                    state.role_cards, state.role_money, state.role_taken, strict=True
                )
                if r == arg and t < 0
            ),
            default=0,
        )
        bonus = f" and the {plural(money, 'doubloon')} on it" if money else ""
        return f"Take the {role.capitalize()}{bonus}: {_ROLE_GIVES[role]}"
    if verb is Verb.HACIENDA:
        return "Draw a face-down plantation with your Hacienda"
    if verb is Verb.TAKE:
        if arg == len(TILES) - 1:
            return "Take a quarry"
        return f"Take the face-up {TILES[arg]} plantation"
    if verb is Verb.HOSPICE:
        return f"Put a colonist on the new {TILES[state.pending]} tile (Hospice)"
    if verb is Verb.UNIVERSITY:
        return f"Put a colonist on the new {BUILDINGS[state.pending].name} (University)"
    if verb is Verb.DECLINE:
        return "No colonist, thank you"
    if verb is Verb.KEEP:
        return "Keep your colonists where they are"
    if verb is Verb.PLACE:
        return _place(arg)
    if verb is Verb.BUILD:
        building = BUILDINGS[arg]
        cost = price(player, arg, seat == state.chooser)
        return f"Build the {building.name} for {plural(cost, 'doubloon')}"
    if verb is Verb.EXTRA:
        return f"Take one more {GOODS[arg]} as your privilege"
    if verb is Verb.SELL:
        earned = sale_price(state, seat, arg)
        return f"Sell one {GOODS[arg]} for {plural(earned, 'doubloon')}"
    if verb is Verb.LOAD:
        good, ship = divmod(arg, MAX_SHIPS)
        room = state.ship_capacity[ship] - state.ship_load[ship]
        barrels = min(player.goods[good], room)
        vp = shipping_vp(state, seat, barrels)
        return (
            f"Load {plural(barrels, 'barrel')} of {GOODS[good]} onto the "
            f"{state.ship_capacity[ship]}-barrel ship for {vp} VP"
        )
    if verb is Verb.WHARF:
        barrels = player.goods[arg]
        vp = shipping_vp(state, seat, barrels)
        return f"Ship all {plural(barrels, 'barrel')} of {GOODS[arg]} from your Wharf for {vp} VP"
    if verb is Verb.WAREHOUSE:
        return f"Keep all your {GOODS[arg]} in a warehouse"
    if verb is Verb.WINDROSE:
        return f"Keep one {GOODS[arg]} on your windrose; the other goods left spoil"
    return _PASSES[state.step]


def _place(slot: int) -> str:
    if slot < ISLAND_SLOTS:
        tile = SLOTS[slot]
        where = "a quarry" if tile == "quarry" else article(f"{tile} plantation")
        return f"Place a colonist on {where}"
    return f"Place a colonist in the {BUILDINGS[slot - ISLAND_SLOTS].name}"
