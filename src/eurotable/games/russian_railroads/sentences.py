"""Russian Railroads in words for the player: the pending decision, and what each action does.

The prompt names public facts only (every viewer reads it; everything on the table is
public, the end-bonus cards aside). An action's sentence is for the seat that decides: it
may name the end-bonus cards that seat is looking through. What spaces, engineers,
factories, "?" tokens, "?" cards and bonus cards do is told from the data file
(``effect_text``, ``bonus_text``), so a corrected value is told rightly too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from eurotable.games.russian_railroads import engineers, locomotives
from eurotable.games.russian_railroads.data import (
    ANY,
    BLACK_OR_GREY,
    BONUS_CARDS,
    BONUS_INSTEAD,
    CARD_EFFECTS,
    COLOURS,
    ENGINEERS,
    FACTORY_EFFECTS,
    HIRE,
    INDUSTRY_KINDS,
    INDUSTRY_POINTS,
    LETTERLESS,
    MEDAL_POINTS,
    MEDAL_SPACE,
    MEDAL_TRACK,
    NOTCH_AT,
    PASS_POINTS,
    REVALUED,
    ROUTES,
    SPACES,
    START_EFFECTS,
    TOKEN_EFFECTS,
    TS,
    VALUES,
    Effect,
    Space,
)
from eurotable.games.russian_railroads.frames import A_BLACK, A_DOUBLER, mandatory_left
from eurotable.games.russian_railroads.industry import TOKEN_BIT
from eurotable.games.russian_railroads.notation import (
    BONUS_POINTS,
    NEW_FACTORY,
    PAYMENTS,
    RRAction,
)
from eurotable.games.russian_railroads.state import (
    I_AGAIN,
    I_BONUS_BLACK,
    I_CARD,
    I_END_BONUS,
    I_FACTORY,
    I_INDUSTRY,
    I_LOCO,
    I_LOF,
    I_REPEAT,
    I_TOKEN,
    S_FRAME,
    S_MAIN,
    S_NOTCH,
    S_OVER,
    S_PAY,
    S_PUT,
    S_REUSE,
    S_START,
    RussianRailroadsState,
)

ORDINALS = ("first", "second", "third", "fourth", "fifth")


def plural(count: int, noun: str, nouns: str | None = None) -> str:
    """``1 ruble``, ``2 rubles``."""
    return f"{count} {noun if count == 1 else nouns or noun + 's'}"


def listing(parts: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    if len(parts) < 2:
        return "".join(parts)
    return f"{', '.join(parts[:-1])} and {parts[-1]}"


# -- what components do -------------------------------------------------------------------


def _steps(kind: int, count: int) -> str:
    if kind == ANY:
        return f"{plural(count, 'track step')} of any colour"
    if kind == BLACK_OR_GREY:
        return plural(count, "black or grey track step")
    return plural(count, f"{COLOURS[kind]} track step")


def _revaluation() -> str:
    raised = [(COLOURS[c], REVALUED[c]) for c in range(len(COLOURS)) if REVALUED[c] != VALUES[c]]
    colours = listing([colour for colour, _ in raised])
    values = listing([str(value) for _, value in raised])
    return f"the revaluation: {colours} tracks score {values}"


_SPECIAL_TEXTS: dict[str, str] = {
    "revaluation": _revaluation(),
    "second-marker": "the second industry marker",
    "kiev-medal": (
        f"the Kiev medal ({MEDAL_POINTS} points each scoring with {COLOURS[MEDAL_TRACK]} "
        f"track and locomotive on Kiev space {MEDAL_SPACE})"
    ),
    "question-card": f"a '?' card, then an end-bonus card (or {BONUS_INSTEAD} points)",
    "mixed": "1 doubler, 1 industry step and 1 black track step, then one of the three again",
    "engineer": f"engineer {LETTERLESS} and 1 ruble",
    "black-worker": "the black worker",
    "locomotive-9": "the level-9 locomotive without a factory on its back",
}
"""The effects the rules modules handle by name (``Effect.special``)."""


def effect_text(effect: Effect) -> str:
    """What an action space, engineer, factory, token, card or starting bonus gives."""
    parts = [_steps(kind, effect.steps.count(kind)) for kind in dict.fromkeys(effect.steps)]
    counted = (
        (effect.industry, "industry step", None),
        (effect.doublers, "doubler", None),
        (effect.coins, "ruble", None),
        (effect.loco_or_factory, "locomotive or factory", "locomotives or factories"),
        (effect.loco, "locomotive", None),
        (effect.factory, "factory", "factories"),
    )
    parts += [plural(count, noun, nouns) for count, noun, nouns in counted if count]
    if effect.temporary_workers:
        parts.append(f"the {plural(effect.temporary_workers, 'temporary worker')}")
    if effect.repeat:
        parts.append("a repeat of a one-worker action you used this round")
    if effect.claim:
        parts.append(f"turn-order position {effect.claim} in the next round")
    if effect.end_bonus:
        parts.append(f"an end-bonus card or {BONUS_INSTEAD} points")
    if effect.engineer_points:
        parts.append("as many points as your engineers' numbers add up to")
    if effect.loco_points:
        parts.append("as many points as your two strongest locomotives' levels add up to")
    if effect.special:
        parts.append(_SPECIAL_TEXTS[effect.special])
    if effect.points:
        parts.append(plural(effect.points, "point"))
    text = listing(parts)
    return f"{text}, then {effect_text(effect.then)}" if effect.then is not None else text


def bonus_text(card: int) -> str:
    """What an end-bonus card is worth at the final scoring."""
    rule, value = BONUS_CARDS[card].rule, BONUS_CARDS[card].value
    if rule == "flat":
        return plural(value, "point")
    if rule == "doubler-thresholds":
        steps = [f"{points} with {plural(least, 'doubler')}" for least, points in value]
        return f"points for your doublers: {listing(steps)}"
    if rule == "extra-engineer":
        return "one more engineer for the engineer majority"
    counted = {
        "per-extra-worker": "worker you gained",
        "per-end-station": "end station you reached",
        "black-positions": "space your black tracks reached",
        "per-factory": "factory you built",
        "loco-levels": "level of your locomotives",
        "per-token": "'?' token you used",
        "per-engineer": "engineer you have",
    }[rule]
    return f"{plural(value, 'point')} per {counted}"


def cost_text(space: Space) -> str:
    """The pieces a space asks: ``2 workers``, ``1 worker and 1 ruble``."""
    parts = []
    if space.workers:
        parts.append(plural(space.workers, "worker"))
    if space.coins:
        parts.append(plural(space.coins, "ruble"))
    return listing(parts)


def route_text(route: int) -> str:
    name = ROUTES[route].name
    return f"the {name}" if route == TS else f"the {name} line"


def space_text(space: Space, own: bool = False) -> str:
    """A place for workers and what it gives: ``the action space for 3 black track steps``."""
    if space is HIRE:
        return "the hiring space"
    effect = effect_text(space.effect)
    if space.engineer:
        return f"{'your ' if own else ''}engineer {space.engineer} ({effect})"
    if space.effect.claim:
        return f"the turn-order space for position {space.effect.claim} in the next round"
    return f"the action space for {effect}"


# -- the prompt ---------------------------------------------------------------------------

C_STEPS, C_INDUSTRY = 0, 1
"""The categories of pending items that are counted down in the prompt."""
_CATEGORY: dict[int, int] = {
    **dict.fromkeys(range(I_BONUS_BLACK + 1), C_STEPS),
    I_INDUSTRY: C_INDUSTRY,
    I_LOF: 2,
    I_LOCO: 3,
    I_FACTORY: 4,
    I_REPEAT: 5,
    I_AGAIN: 6,
    I_TOKEN: 7,
    I_CARD: 8,
    I_END_BONUS: 9,
}
"""Pending items by what the player does with them (all track steps are one)."""
_ITEM_NOUNS: tuple[tuple[str, str], ...] = (
    ("track step", "track steps"),
    ("industry step", "industry steps"),
    ("locomotive or factory", "locomotives or factories"),
    ("locomotive", "locomotives"),
    ("factory", "factories"),
    ("repeat", "repeats"),
    ("repeated part of the '?' card", "repeated parts of the '?' card"),
    ("'?' token", "'?' tokens"),
    ("'?' card", "'?' cards"),
    ("end-bonus card", "end-bonus cards"),
)
_CHOICES: tuple[str, ...] = (
    "Choose a track step",
    "Choose the industry marker to move",
    "Take a locomotive or build a factory",
    "Take the locomotive",
    "Choose where the factory comes from",
    "Choose the action to repeat",
    "Choose the part of the '?' card to do again",
    "Choose the '?' token to use",
    "Choose a '?' card",
    f"Keep an end-bonus card, or take {BONUS_INSTEAD} points",
)
"""The prompt when every pending item of the action is of one category."""


def items_text(items: list[int]) -> str:
    """Pending items counted by category: ``2 track steps and 1 industry step``."""
    categories = [_CATEGORY[item] for item in items]
    return listing([plural(categories.count(c), *_ITEM_NOUNS[c]) for c in sorted(set(categories))])


def _frame_prompt(state: RussianRailroadsState) -> str:
    top = state.stack[-1]
    categories = {_CATEGORY[item] for item in top.pool}
    if len(categories) == 1:
        (category,) = categories
        text = _CHOICES[category]
        if category in (C_STEPS, C_INDUSTRY):
            text += f" ({items_text(top.pool)} to go)"
    else:
        text = f"Carry out the action ({items_text(top.pool)} to go)"
    return text if mandatory_left(top) else f"{text}, or stop"


def _pay_prompt(state: RussianRailroadsState) -> str:
    space = SPACES[state.pending]
    own = space.engineer in state.seats[state.actor].engineers
    return f"Choose how to pay for {space_text(space, own)}"


_PROMPTS: dict[int, Callable[[RussianRailroadsState], str]] = {
    S_START: lambda state: "Choose a starting-bonus card",
    S_MAIN: lambda state: "Place workers on an action space, or pass",
    S_PAY: _pay_prompt,
    S_FRAME: _frame_prompt,
    S_PUT: lambda state: f"Choose where to put the level-{state.carry} locomotive",
    S_NOTCH: lambda state: (
        f"Choose the factory that the new level-{state.building} factory replaces"
    ),
    S_REUSE: lambda state: "Move your turn-order worker to a one-worker action space, or leave it",
    S_OVER: lambda state: "",
}


def prompt(state: RussianRailroadsState, names: Sequence[str]) -> str:
    """What the seat to move must decide (public: the same text for every viewer)."""
    return _PROMPTS[state.step](state)


# -- the actions --------------------------------------------------------------------------


def _start(state: RussianRailroadsState, arg: int) -> str:
    return f"Take the starting-bonus card: {effect_text(START_EFFECTS[arg])}"


def _place(state: RussianRailroadsState, arg: int) -> str:
    space = SPACES[arg]
    own = space.engineer in state.seats[state.actor].engineers
    if state.step == S_REUSE:
        return f"Move your turn-order worker to {space_text(space, own)}"
    if space is HIRE:
        number = engineers.for_hire(state)
        effect = effect_text(ENGINEERS[number - 1].effect)
        return (
            f"Pay {plural(HIRE.coins, 'ruble')} to hire engineer {number} for the rest "
            f"of the game ({effect})"
        )
    if own:
        return f"Use {space_text(space, own)} with {cost_text(space)}, as far as you like"
    return f"Place {cost_text(space)} on {space_text(space)}"


def _pass(state: RussianRailroadsState, arg: int) -> str:
    if state.step == S_REUSE:
        return "Leave your turn-order worker where it is"
    points = PASS_POINTS[state.seats[state.actor].card - 1]
    return f"Pass: leave this round and score {plural(points, 'point')} for your turn-order card"


def _pay(state: RussianRailroadsState, arg: int) -> str:
    black, workers, coins = PAYMENTS[arg]
    temporary = min(state.seats[state.actor].temp, workers)
    parts = ["the black worker"] if black else []
    if temporary:
        parts.append(plural(temporary, "temporary worker"))
    if workers > temporary:
        parts.append(plural(workers - temporary, "worker"))
    if coins:
        parts.append(plural(coins, "ruble"))
    text = f"Pay with {listing(parts)}"
    if black and SPACES[state.pending].effect.black_steps:
        text += " (the black worker earns one more black track step)"
    return text


def _step(state: RussianRailroadsState, arg: int) -> str:
    colour, route = divmod(arg, 3)
    space = state.seats[state.actor].tracks[route * 5 + colour] + 1
    return f"Move your {COLOURS[colour]} track on {route_text(route)} one step, to space {space}"


def _marker(state: RussianRailroadsState, arg: int) -> str:
    player = state.seats[state.actor]
    space = player.markers[arg] + 1
    kind = INDUSTRY_KINDS[space]
    if kind == "factory":
        level = player.factories[NOTCH_AT[space]]
        where = (
            f"onto your level-{level} factory, which gives {effect_text(FACTORY_EFFECTS[level])}"
        )
    elif kind == "token":
        fresh = not player.fired & TOKEN_BIT
        where = "onto the '?' space" + (" (use a '?' token)" if fresh else "")
    else:
        where = f"to the space worth {plural(INDUSTRY_POINTS[space], 'point')}"
    return f"Move your {ORDINALS[arg]} industry marker one step, {where}"


def _locomotive(state: RussianRailroadsState, arg: int) -> str:
    return f"Take the level-{locomotives.lowest(state)} locomotive from the supply"


def _factory(state: RussianRailroadsState, arg: int) -> str:
    if arg == NEW_FACTORY:
        level = locomotives.lowest(state)
        source = f"Turn the level-{level} locomotive of the supply over into a factory"
    else:
        level = arg
        source = f"Take the returned level-{level} factory"
    return f"{source}; it gives {effect_text(FACTORY_EFFECTS[level])} when a marker enters it"


def _put(state: RussianRailroadsState, arg: int) -> str:
    route, replaced = divmod(arg, 10)
    text = f"Put the level-{state.carry} locomotive on {route_text(route)}"
    if replaced:
        text += f" in place of your level-{replaced} one, which you then place"
    return text


def _return(state: RussianRailroadsState, arg: int) -> str:
    return f"Turn the level-{state.carry} locomotive over and return it to the supply as a factory"


def _notch(state: RussianRailroadsState, arg: int) -> str:
    old = state.seats[state.actor].factories[arg]
    return (
        f"Put the new level-{state.building} factory in your {ORDINALS[arg]} notch, "
        f"returning the level-{old} factory there"
    )


def _repeat(state: RussianRailroadsState, arg: int) -> str:
    space = SPACES[arg]
    return f"Repeat {space_text(space, space.engineer in state.seats[state.actor].engineers)}"


def _again(state: RussianRailroadsState, arg: int) -> str:
    if arg == A_DOUBLER:
        return "Place one more doubler"
    return "Take one more black track step" if arg == A_BLACK else "Take one more industry step"


def _token(state: RussianRailroadsState, arg: int) -> str:
    return f"Use a '?' token for {effect_text(TOKEN_EFFECTS[arg])}"


def _card(state: RussianRailroadsState, arg: int) -> str:
    return f"Take the '?' card for {effect_text(CARD_EFFECTS[arg])}"


def _bonus(state: RussianRailroadsState, arg: int) -> str:
    if arg == BONUS_POINTS:
        return f"Take {plural(BONUS_INSTEAD, 'point')} instead of an end-bonus card"
    return f"Keep the end-bonus card worth {bonus_text(arg)}"


def _done(state: RussianRailroadsState, arg: int) -> str:
    top = state.stack[-1]
    return f"Stop here, leaving {items_text(top.pool + top.later)} unused"


_DESCRIBE: tuple[Callable[[RussianRailroadsState, int], str], ...] = (
    _place,
    _pass,
    _pay,
    _step,
    _marker,
    _locomotive,
    _factory,
    _put,
    _return,
    _notch,
    _repeat,
    _again,
    _token,
    _card,
    _bonus,
    _start,
    _done,
)
"""One describer per verb, in the order of ``notation.VERBS``."""


def describe_action(state: RussianRailroadsState, action: RRAction, names: Sequence[str]) -> str:
    """What ``action`` does for the seat deciding in ``state``, in one sentence."""
    return _DESCRIBE[action.verb](state, action.arg)
