"""Puerto Rico in words for the player: what the pending decision is, what each action does.

The prompt names public facts only (every viewer reads it); an action's sentence is for
the seat that decides and may use its own board (its price, its goods).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from eurotable.games.puerto_rico import words
from eurotable.games.puerto_rico.builder import price
from eurotable.games.puerto_rico.captain import shipping_vp
from eurotable.games.puerto_rico.data import ROLES, TILES
from eurotable.games.puerto_rico.notation import ISLAND_SLOTS, MAX_SHIPS, SLOTS, PRAction, Verb
from eurotable.games.puerto_rico.state import PuertoRicoState, Step
from eurotable.games.puerto_rico.trader import sale_price
from eurotable.i18n import N_, _, n_, tr

_PROMPTS: Final = {
    Step.ROLE: N_("Choose a role"),
    Step.SETTLE: N_("Take a plantation or a quarry, or pass"),
    Step.HOSPICE: N_("Put a colonist from the Hospice on the tile you took?"),
    Step.BUILD: N_("Build a building, or pass"),
    Step.UNIVERSITY: N_("Put a colonist from the University on the new building?"),
    Step.EXTRA: N_("Choose the craftsman's extra good"),
    Step.TRADE: N_("Sell a good to the trading house, or pass"),
    Step.LOAD: N_("Load a good onto a ship"),
}

_PASSES: Final = {
    Step.SETTLE: N_("Take no plantation this time"),
    Step.BUILD: N_("Build nothing this time"),
    Step.TRADE: N_("Sell nothing this time"),
    Step.LOAD: N_("Do not use the Wharf now"),
}
"""What passing means in each decision that may be passed."""

_ROLE_GIVES: Final = {
    "settler": N_("everyone takes a plantation; you may take a quarry instead"),
    "mayor": N_("new colonists arrive; you get one extra"),
    "builder": N_("everyone may build; you pay 1 doubloon less"),
    "craftsman": N_("everyone produces goods; you take one extra barrel"),
    "trader": N_("everyone may sell a good; you get 1 doubloon more"),
    "captain": N_("everyone ships goods for VP; you get 1 VP more"),
    "prospector": N_("you take 1 doubloon"),
}


def prompt(state: PuertoRicoState, names: Sequence[str]) -> str:
    """What the seat to move must decide (public: the same text for everybody)."""
    step = state.step
    if step is Step.OVER:
        return ""
    if step is Step.MAYOR:
        if state.placing:
            return _("Place your next colonist")
        if state.seats[state.actor].san_juan == 0:
            return _("Arrange your colonists, or keep them where they are")
        return _("Arrange your colonists: none may stay in San Juan while a circle is empty")
    if step is Step.STORE:
        if state.store_left > 0:
            return _("Choose a kind of good to keep in your warehouse")
        return _("Choose the one barrel to keep on your windrose (the rest spoils)")
    return tr(_PROMPTS[step])


def describe_action(state: PuertoRicoState, action: PRAction, names: Sequence[str]) -> str:
    """What ``action`` does for the seat deciding in ``state``, in one sentence."""
    seat = state.actor
    player = state.seats[seat]
    verb, arg = action.verb, action.arg
    if verb is Verb.ROLE:
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
        gives = tr(_ROLE_GIVES[ROLES[arg]])
        if money:
            return n_(
                "Take the {role} and the {n} doubloon on it: {gives}",
                "Take the {role} and the {n} doubloons on it: {gives}",
                money,
                role=words.role(arg),
                gives=gives,
            )
        return _("Take the {role}: {gives}", role=words.role(arg), gives=gives)
    if verb is Verb.HACIENDA:
        return _("Draw a face-down plantation with your Hacienda")
    if verb is Verb.TAKE:
        if arg == len(TILES) - 1:
            return _("Take a quarry")
        return _("Take the face-up {plantation}", plantation=words.tile(arg))
    if verb is Verb.HOSPICE:
        return _("Put a colonist on the new {tile} (Hospice)", tile=words.tile(state.pending))
    if verb is Verb.UNIVERSITY:
        return _(
            "Put a colonist on the new {building} (University)",
            building=words.building(state.pending),
        )
    if verb is Verb.DECLINE:
        return _("No colonist, thank you")
    if verb is Verb.KEEP:
        return _("Keep your colonists where they are")
    if verb is Verb.PLACE:
        return _place(arg)
    if verb is Verb.BUILD:
        cost = price(player, arg, seat == state.chooser)
        return n_(
            "Build the {building} for {n} doubloon",
            "Build the {building} for {n} doubloons",
            cost,
            building=words.building(arg),
        )
    if verb is Verb.EXTRA:
        return _("Take one more {good} as your privilege", good=words.good(arg))
    if verb is Verb.SELL:
        earned = sale_price(state, seat, arg)
        return n_(
            "Sell one {good} for {n} doubloon",
            "Sell one {good} for {n} doubloons",
            earned,
            good=words.good(arg),
        )
    if verb is Verb.LOAD:
        good, ship = divmod(arg, MAX_SHIPS)
        room = state.ship_capacity[ship] - state.ship_load[ship]
        barrels = min(player.goods[good], room)
        vp = shipping_vp(state, seat, barrels)
        return n_(
            "Load {n} barrel of {good} onto the {capacity}-barrel ship for {vp} VP",
            "Load {n} barrels of {good} onto the {capacity}-barrel ship for {vp} VP",
            barrels,
            good=words.good(good),
            capacity=state.ship_capacity[ship],
            vp=vp,
        )
    if verb is Verb.WHARF:
        barrels = player.goods[arg]
        vp = shipping_vp(state, seat, barrels)
        return n_(
            "Ship all {n} barrel of {good} from your Wharf for {vp} VP",
            "Ship all {n} barrels of {good} from your Wharf for {vp} VP",
            barrels,
            good=words.good(arg),
            vp=vp,
        )
    if verb is Verb.WAREHOUSE:
        return _("Keep all your {good} in a warehouse", good=words.good(arg))
    if verb is Verb.WINDROSE:
        return _(
            "Keep one {good} on your windrose; the other goods left spoil", good=words.good(arg)
        )
    return tr(_PASSES[state.step])


def _place(slot: int) -> str:
    if slot < ISLAND_SLOTS:
        where = words.a_tile(TILES.index(SLOTS[slot]))
        return _("Place a colonist on {tile}", tile=where)
    return _("Place a colonist in the {building}", building=words.building(slot - ISLAND_SLOTS))
