"""Turn flow: the five steps of a turn, the countdown, the end game, and dispatch.

A regular turn (rulebook: Tah hráče): 1. the previous tile moves to the front (not in a
player's first turn, or first two with two players); 2. choose a free tile other than the
leading one whose action you can perform (``action NAME``); 3. income; 4. the action, with
at most one bonus action for 6 guilders before or after it; 5. a shakedown cruise for
every finished ship. When the wheel's cube dropped in a turn, a countdown cube goes at its
end, contracts may have to be discarded, and a guilder is put on the last tile if it is
free. When the cube drops with no countdown cube left, or a ship-tile stack runs out, play
goes on until every player has had as many turns as the others; then each player takes
one final action (any action, no income, no bonus), then each gets one last chance to
finish a ship with one tile, and contracts and traders score.

The bonus action is one decision a turn, offered only when one is affordable: before the
main action ``bonus NAME`` takes it first, ``later`` leaves the choice until the main
action is done (asked then only if one is affordable), ``pass`` takes none this turn;
after the main action ``bonus NAME`` or ``pass``. The option ``bonus=off`` never offers
one (docs/rulings/shipyard.md).

The 1st edition (HE) differs by its rule switches: its action track (``track.py``) and
income; its countdown marker, whose reaching the red space starts the end; no guilder on
the last tile; and a bonus action before the main one may not be paid with the income.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from eurotable.games.shipyard import (
    building,
    canals,
    contracts,
    cruise,
    displays,
    employees,
    exchange,
    goods,
    row,
    scoring,
    solo,
    wheels,
    words,
)
from eurotable.games.shipyard.common import earn, in_play, pay
from eurotable.games.shipyard.data import (
    ACTIONS,
    BUILD,
    CANAL,
    CREW,
    EMPLOYEE,
    EQUIPMENT,
    EXCHANGE,
    GOODS,
    SUBSIDY,
)
from eurotable.games.shipyard.notation import SYAction, Verb, act, table
from eurotable.games.shipyard.state import NO_BONUS, Mode, ShipyardState, Stage, Step
from eurotable.i18n import N_, _, tr

ACTION_ACTIONS: Final = table(Verb.ACTION, len(ACTIONS))
BONUS_ACTIONS: Final = table(Verb.BONUS, len(ACTIONS))
PASS: Final = act(Verb.PASS)
LATER: Final = act(Verb.LATER)


# -- what a player can do -----------------------------------------------------------------


def performable(state: ShipyardState, seat: int, action: int, money: int) -> bool:
    """The action can be carried out with ``money`` guilders to spend."""
    if action == BUILD:
        return building.can_build(state, seat, money)
    if action == CANAL:
        return bool(canals.options(state, money))
    if action == GOODS:
        return bool(goods.options(state, money))
    if action == EMPLOYEE:
        return bool(employees.options(state, seat, money, first=True))
    if action == EXCHANGE:
        return bool(state.seats[seat].goods)
    return True


def min_cost(state: ShipyardState, seat: int, action: int) -> int:
    """The guilders the action needs at the least."""
    if action == BUILD:
        return building.min_cost(state, seat)
    if action == CANAL:
        return canals.min_cost(state)
    if action == GOODS:
        return goods.min_cost(state)
    if action == EMPLOYEE:
        return employees.min_cost(state, seat)
    return 0


def legal_choose(state: ShipyardState) -> list[SYAction]:
    seat = state.actor
    money = state.seats[seat].guilders
    free = row.available(state)
    found = sorted(
        state.row[p]
        for p in free
        if performable(state, seat, state.row[p], money + row.income(state, p))
    )
    if not found:  # nothing can be done: the cube still goes on a tile (ruling)
        found = sorted(state.row[p] for p in free)
    return [ACTION_ACTIONS[a] for a in found]


def _bonus_money(state: ShipyardState) -> int:
    """The guilders the actor may spend on a bonus action's own costs now (negative: no
    bonus action may be taken)."""
    if state.mode is not Mode.REGULAR or state.bonus != -1 or state.options["bonus"] == "off":
        return -1
    seat = state.actor
    money = state.seats[seat].guilders - state.ed.bonus_cost
    if state.stage is Stage.BEFORE:
        money -= max(min_cost(state, seat, state.main), state.reserve)
    return money


def _may_bonus(state: ShipyardState, action: int, money: int) -> bool:
    return (
        action != state.main
        and in_play(state, action)
        and performable(state, state.actor, action, money)
    )


def bonus_options(state: ShipyardState) -> list[int]:
    money = _bonus_money(state)
    if money < 0:
        return []
    return [a for a in range(len(ACTIONS)) if _may_bonus(state, a, money)]


_CHEAPEST_FIRST: Final = (EQUIPMENT, CREW, SUBSIDY, EXCHANGE, GOODS, CANAL, EMPLOYEE, BUILD)
"""The actions by how cheaply ``performable`` answers for them."""


def any_bonus(state: ShipyardState) -> bool:
    """``bool(bonus_options(state))``, asking about the cheapest actions first."""
    money = _bonus_money(state)
    return money >= 0 and any(_may_bonus(state, a, money) for a in _CHEAPEST_FIRST)


def legal_bonus(state: ShipyardState) -> list[SYAction]:
    bonuses = [BONUS_ACTIONS[a] for a in bonus_options(state)]
    return [*bonuses, LATER, PASS] if state.stage is Stage.BEFORE else [*bonuses, PASS]


def legal_final(state: ShipyardState) -> list[SYAction]:
    seat = state.actor
    money = state.seats[seat].guilders
    return [
        ACTION_ACTIONS[a]
        for a in range(len(ACTIONS))
        if in_play(state, a) and performable(state, seat, a, money)
    ]


# -- the turn -----------------------------------------------------------------------------


def begin_game(state: ShipyardState) -> None:
    state.owner = state.first
    _start_turn(state)


def _reset_turn(state: ShipyardState) -> None:
    state.main = -1
    state.doing = -1
    state.bonus = -1
    state.reserve = 0
    state.stage = Stage.BEFORE


def _start_turn(state: ShipyardState) -> None:
    """Start the turn of ``state.owner``, playing automata until a seat must decide."""
    while True:
        _reset_turn(state)
        owner = state.owner
        state.lead_locked = False
        if owner >= state.players:
            state.actor = -1
            solo.turn(state)
            state.turns[owner] += 1
            if _end_turn(state):
                return
            if _next_owner(state):
                return
            continue
        if state.turns[owner] >= row.first_turns(state):
            row.advance(state, owner)
        state.actor = owner
        state.step = Step.CHOOSE
        return


def _next_owner(state: ShipyardState) -> bool:
    """Move on to the next turn; True when the regular turns are over (end game begun)."""
    last = (state.first - 1) % state.owners
    if state.end_triggered and state.owner == last:
        _begin_final(state)
        return True
    state.owner = (state.owner + 1) % state.owners
    return False


def _next_turn(state: ShipyardState) -> None:
    if not _next_owner(state):
        _start_turn(state)


def _choose(state: ShipyardState, action: int) -> None:
    seat = state.actor
    position = state.row.index(action)
    income = row.income(state, position)
    coins = state.row_coins[position]
    state.row_coins[position] = 0
    state.bank += coins
    earn(state, seat, income)
    row.place(state, state.owner, position)
    state.main = action
    state.emit("choose", seat, action=ACTIONS[action], income=income, coins=coins)
    if not performable(state, seat, action, state.seats[seat].guilders):
        state.emit("action-impossible", seat, action=ACTIONS[action])
        state.stage = Stage.MAIN
        _action_done(state)
        return
    if not state.ed.bonus_first_from_income:
        state.reserve = income  # the income may not pay for a bonus action taken first
    if any_bonus(state):
        state.step = Step.BONUS
        return
    state.reserve = 0
    state.stage = Stage.MAIN
    if _begin_action(state, action):
        _action_done(state)


def _begin_action(state: ShipyardState, action: int) -> bool:
    """Start carrying out ``action``; True when it is already over."""
    state.doing = action
    state.emit("perform", state.actor, action=ACTIONS[action])
    if action == SUBSIDY:
        earn(state, state.actor, state.ed.subsidy)
        state.emit("subsidy", state.actor, guilders=state.ed.subsidy)
        return True
    return _BEGIN[action](state)


def _action_done(state: ShipyardState) -> None:
    """An action is over: go on with the bonus, the main action or the cruises."""
    while True:
        state.doing = -1
        if state.mode is not Mode.REGULAR or state.stage is Stage.LATE_BONUS:
            break
        if state.stage is Stage.EARLY_BONUS:
            state.reserve = 0
            state.stage = Stage.MAIN
            if _begin_action(state, state.main):
                continue
            return
        state.stage = Stage.AFTER
        if any_bonus(state):
            state.step = Step.BONUS
            return
        break
    _cruises(state)


def _bonus(state: ShipyardState, action: SYAction) -> None:
    seat = state.actor
    if action is PASS or action is LATER:
        if state.stage is Stage.BEFORE:
            if action is PASS:
                state.bonus = NO_BONUS
            state.reserve = 0
            state.stage = Stage.MAIN
            if _begin_action(state, state.main):
                _action_done(state)
        else:
            _cruises(state)
        return
    pay(state, seat, state.ed.bonus_cost)
    state.bonus = action.arg
    state.emit("bonus", seat, action=ACTIONS[action.arg], cost=state.ed.bonus_cost)
    if state.stage is Stage.BEFORE:
        state.reserve = max(min_cost(state, seat, state.main), state.reserve)
        state.stage = Stage.EARLY_BONUS
    else:
        state.stage = Stage.LATE_BONUS
    if _begin_action(state, action.arg):
        _action_done(state)


def _cruises(state: ShipyardState) -> None:
    state.stage = Stage.CRUISES
    if cruise.begin(state):
        _turn_over(state)


def _turn_over(state: ShipyardState) -> None:
    if state.mode is Mode.REGULAR:
        state.turns[state.owner] += 1
        if not _end_turn(state):
            _next_turn(state)
        return
    state.cursor += 1
    if state.mode is Mode.FINAL:
        _next_final(state)
    else:
        _next_completion(state)


def _end_turn(state: ShipyardState) -> bool:
    """The countdown after a drop; True when contracts must now be discarded."""
    if not state.dropped:
        return False
    state.dropped = False
    if state.cubes == 0:
        displays.trigger_end(state, displays.END_COUNTDOWN)
        row.coin(state)
        return False
    state.cubes -= 1
    state.removed_cubes += 1
    marker = state.ed.countdown_rule == "marker"
    state.emit("countdown-marker" if marker else "countdown", None, left=state.cubes)
    if marker and state.cubes == 0:  # the marker reached the red space
        displays.trigger_end(state, displays.END_COUNTDOWN)
        return False
    row.coin(state)
    count = contracts.discards_due(state)
    return bool(count) and not contracts.begin(state, count)


# -- the end of the game ------------------------------------------------------------------


def _begin_final(state: ShipyardState) -> None:
    state.mode = Mode.FINAL
    state.lead_locked = False
    state.queue = [(state.first + i) % state.owners for i in range(state.owners)]
    state.queue = [s for s in state.queue if s < state.players]
    state.cursor = 0
    state.emit("final-actions", None)
    _next_final(state)


def _next_final(state: ShipyardState) -> None:
    while state.cursor < len(state.queue):
        _reset_turn(state)
        seat = state.queue[state.cursor]
        state.actor = state.owner = seat
        if legal_final(state):
            state.step = Step.FINAL
            return
        state.cursor += 1
    state.mode = Mode.COMPLETION
    state.cursor = 0
    _next_completion(state)


def _next_completion(state: ShipyardState) -> None:
    while state.cursor < len(state.queue):
        _reset_turn(state)
        seat = state.queue[state.cursor]
        state.actor = state.owner = seat
        if building.options(state, seat, state.seats[seat].guilders, completion=True):
            state.doing = BUILD
            building.begin(state)
            return
        state.cursor += 1
    scoring.finish(state)


# -- dispatch -----------------------------------------------------------------------------

_BEGIN: Final[dict[int, Callable[[ShipyardState], bool]]] = {
    BUILD: building.begin,
    CANAL: canals.begin,
    GOODS: goods.begin,
    EQUIPMENT: wheels.begin,
    CREW: wheels.begin,
    EMPLOYEE: employees.begin,
    EXCHANGE: exchange.begin,
}

_ACTION_STEPS: Final[dict[Step, Callable[[ShipyardState, SYAction], bool]]] = {
    Step.BUILD_TILE: building.perform_tile,
    Step.BUILD_SLOT: building.perform_slot,
    Step.CANAL_PICK: canals.perform_pick,
    Step.CANAL_PLACE: canals.perform_place,
    Step.GOODS: goods.perform,
    Step.EQUIPMENT: wheels.perform,
    Step.CREW: wheels.perform,
    Step.EMPLOYEE: employees.perform,
    Step.TRADE_TILE: exchange.perform_tile,
    Step.TRADE_GOOD: exchange.perform_good,
    Step.TOKEN: canals.perform_token,
}

_CRUISE_STEPS: Final[dict[Step, Callable[[ShipyardState, SYAction], bool]]] = {
    Step.LAUNCH: cruise.perform_launch,
    Step.OUTFIT: cruise.perform_outfit,
    Step.BOOST: cruise.perform_boost,
    Step.START: cruise.perform_start,
    Step.SAIL: cruise.perform_sail,
}

_LEGAL_BY_STEP: Final[dict[Step, Callable[[ShipyardState], list[SYAction]]]] = {
    Step.CHOOSE: legal_choose,
    Step.BONUS: legal_bonus,
    Step.BUILD_TILE: building.legal_tile,
    Step.BUILD_SLOT: building.legal_slot,
    Step.CANAL_PICK: canals.legal_pick,
    Step.CANAL_PLACE: canals.legal_place,
    Step.GOODS: goods.legal,
    Step.EQUIPMENT: wheels.legal,
    Step.CREW: wheels.legal,
    Step.EMPLOYEE: employees.legal,
    Step.TRADE_TILE: exchange.legal_tile,
    Step.TRADE_GOOD: exchange.legal_good,
    Step.LAUNCH: cruise.legal_launch,
    Step.OUTFIT: cruise.legal_outfit,
    Step.BOOST: cruise.legal_boost,
    Step.START: cruise.legal_start,
    Step.SAIL: cruise.legal_sail,
    Step.DISCARD: contracts.legal,
    Step.FINAL: legal_final,
    Step.TOKEN: canals.legal_token,
}

# Tuples indexed by step: IntEnum hashing is slow, indexing is not.
_LEGAL: Final = tuple(_LEGAL_BY_STEP.get(step) for step in Step)
_ACTION: Final = tuple(_ACTION_STEPS.get(step) for step in Step)
_CRUISE: Final = tuple(_CRUISE_STEPS.get(step) for step in Step)


def legal(state: ShipyardState) -> list[SYAction]:
    handler = _LEGAL[state.step]
    return handler(state) if handler is not None else []


def perform(state: ShipyardState, action: SYAction) -> None:
    step = state.step
    handler = _ACTION[step]
    if handler is not None:
        if handler(state, action):
            _action_done(state)
        return
    handler = _CRUISE[step]
    if handler is not None:
        if handler(state, action):
            _turn_over(state)
        return
    if step is Step.CHOOSE:
        _choose(state, action.arg)
    elif step is Step.BONUS:
        _bonus(state, action)
    elif step is Step.FINAL:
        state.main = action.arg
        state.stage = Stage.MAIN
        state.emit("final-action", state.actor, action=ACTIONS[action.arg])
        if _begin_action(state, action.arg):
            _action_done(state)
    elif step is Step.DISCARD and contracts.perform(state, action):
        _next_turn(state)


def why_illegal(state: ShipyardState, action: object) -> tuple[str, str]:
    """A machine code and a sentence saying why ``action`` is refused now."""
    if state.step is Step.OVER:
        return "game-over", _("the game is over")
    if not isinstance(action, SYAction):
        return "wrong-game", _("{action} is not a Shipyard action", action=str(action))
    expected = {
        Step.CHOOSE: N_("choose a free action tile whose action can be carried out"),
        Step.BONUS: N_("buy a bonus action or pass"),
        Step.BUILD_TILE: N_("buy a ship tile that fits the shipyard, or pass"),
        Step.BUILD_SLOT: N_("put the ship tile on a slot where it can still become part of a ship"),
        Step.CANAL_PICK: N_("rent a canal from the display"),
        Step.CANAL_PLACE: N_("put the canal next to the canal system"),
        Step.GOODS: N_("buy a goods tile"),
        Step.EQUIPMENT: N_("choose the equipment to manufacture"),
        Step.CREW: N_("choose the crew to recruit"),
        Step.EMPLOYEE: N_("choose the employee to hire"),
        Step.TRADE_TILE: N_("choose the goods tile to exchange"),
        Step.TRADE_GOOD: N_("sell or swap the next good"),
        Step.LAUNCH: N_("choose the ship that cruises next"),
        Step.OUTFIT: N_("put a piece on the ship or say ready"),
        Step.BOOST: N_("choose the extra speed"),
        Step.START: N_("choose where the ship token enters the canals"),
        Step.SAIL: N_("choose the next canal space"),
        Step.DISCARD: N_("discard a contract"),
        Step.FINAL: N_("choose the final action"),
        Step.TOKEN: N_("choose the end of the first canal where the ship token goes"),
    }[state.step]
    if action.verb is Verb.ACTION and state.step is Step.CHOOSE:
        if action.arg == state.spacer:
            return "not-in-play", _(
                "the {action} tile is not in play", action=words.action_short(ACTIONS[action.arg])
            )
        position = state.row.index(action.arg)
        if state.row_cubes[position]:
            return "tile-occupied", _(
                "the {action} tile is occupied", action=words.action_short(ACTIONS[action.arg])
            )
        if position == 0 and state.lead_locked:
            return "leading-tile", _(
                "the {action} tile is the leading tile",
                action=words.action_short(ACTIONS[action.arg]),
            )
        return "cannot-perform", _(
            "the {action} action cannot be carried out now",
            action=words.action_short(ACTIONS[action.arg]),
        )
    if action.verb is Verb.BONUS and state.step is Step.BONUS:
        if action.arg == state.main:
            return "bonus-is-main", _("the bonus action must differ from the chosen action")
        if state.seats[state.actor].guilders < state.ed.bonus_cost:
            return "bonus-cost", _("a bonus action costs {n} guilders", n=state.ed.bonus_cost)
        return "cannot-perform", _(
            "the {action} action cannot be carried out now",
            action=words.action_short(ACTIONS[action.arg]),
        )
    legal_texts = ", ".join(str(a) for a in legal(state))
    return (
        "not-legal-now",
        _(
            "{action} is not allowed now: seat {seat} must {expected} ({legal})",
            action=str(action),
            seat=state.actor,
            expected=tr(expected),
            legal=legal_texts,
        ),
    )
