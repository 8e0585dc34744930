"""Russian Railroads in words for the player: the pending decision, and what each action does.

The prompt names public facts only (every viewer reads it; everything on the table is
public, the end-bonus cards aside). An action's sentence is for the seat that decides: it
may name the end-bonus cards that seat is looking through. What spaces, engineers,
factories, "?" tokens, "?" cards and bonus cards do is told from the data file
(``effect_text``, ``bonus_text``), so a corrected value is told rightly too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from eurotable.games.russian_railroads import engineers, locomotives, words
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
    SPACES,
    START_EFFECTS,
    TOKEN_EFFECTS,
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
from eurotable.i18n import N_, Nn_, Plural, _, join_and, n_, np_, tr

# TRANSLATORS: which of the player's industry markers, or which factory notch.
ORDINALS: Final = (N_("first"), N_("second"), N_("third"), N_("fourth"), N_("fifth"))


def plural(count: int, noun: str, nouns: str | None = None) -> str:
    """``1 ruble``, ``2 rubles`` (English only: for texts that are never translated)."""
    return f"{count} {noun if count == 1 else nouns or noun + 's'}"


def listing(parts: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c`` in the current language."""
    return join_and(parts)


# -- what components do -------------------------------------------------------------------

# TRANSLATORS: the steps an effect gives ("the action space for 3 black track steps").
_STEP_NOUNS: Final[dict[int, Plural]] = {
    0: Nn_("{n} black track step", "{n} black track steps"),
    1: Nn_("{n} grey track step", "{n} grey track steps"),
    2: Nn_("{n} brown track step", "{n} brown track steps"),
    3: Nn_("{n} natural track step", "{n} natural track steps"),
    4: Nn_("{n} white track step", "{n} white track steps"),
    ANY: Nn_("{n} track step of any colour", "{n} track steps of any colour"),
    BLACK_OR_GREY: Nn_("{n} black or grey track step", "{n} black or grey track steps"),
}
assert len(_STEP_NOUNS) == len(COLOURS) + 2


def _steps(kind: int, count: int) -> str:
    return np_(_STEP_NOUNS[kind], count)


def _revaluation() -> str:
    raised = [c for c in range(len(COLOURS)) if REVALUED[c] != VALUES[c]]
    return _(
        "the revaluation: {colours} tracks score {values}",
        colours=listing([words.colours(c) for c in raised]),
        values=listing([str(REVALUED[c]) for c in raised]),
    )


def special_text(special: str) -> str:
    """The effects the rules modules handle by name (``Effect.special``)."""
    if special == "revaluation":
        return _revaluation()
    if special == "second-marker":
        return _("the second industry marker")
    if special == "kiev-medal":
        return _(
            "the Kiev medal ({points} points each scoring with {colour} track and locomotive "
            "on Kiev space {space})",
            points=MEDAL_POINTS,
            colour=words.colour(MEDAL_TRACK),
            space=MEDAL_SPACE,
        )
    if special == "question-card":
        return n_(
            "a '?' card, then an end-bonus card (or {n} point)",
            "a '?' card, then an end-bonus card (or {n} points)",
            BONUS_INSTEAD,
        )
    if special == "mixed":
        return _("1 doubler, 1 industry step and 1 black track step, then one of the three again")
    if special == "engineer":
        return _("engineer {number} and 1 ruble", number=LETTERLESS)
    if special == "black-worker":
        return _("the black worker")
    if special == "locomotive-9":
        return _("the level-9 locomotive without a factory on its back")
    raise KeyError(special)


SPECIALS_TEXTED: Final = (
    "revaluation",
    "second-marker",
    "kiev-medal",
    "question-card",
    "mixed",
    "engineer",
    "black-worker",
    "locomotive-9",
)
"""The specials ``special_text`` tells."""


def effect_text(effect: Effect) -> str:
    """What an action space, engineer, factory, token, card or starting bonus gives."""
    parts = [_steps(kind, effect.steps.count(kind)) for kind in dict.fromkeys(effect.steps)]
    if effect.industry:
        parts.append(n_("{n} industry step", "{n} industry steps", effect.industry))
    if effect.doublers:
        parts.append(n_("{n} doubler", "{n} doublers", effect.doublers))
    if effect.coins:
        parts.append(n_("{n} ruble", "{n} rubles", effect.coins))
    if effect.loco_or_factory:
        parts.append(
            n_(
                "{n} locomotive or factory",
                "{n} locomotives or factories",
                effect.loco_or_factory,
            )
        )
    if effect.loco:
        parts.append(n_("{n} locomotive", "{n} locomotives", effect.loco))
    if effect.factory:
        parts.append(n_("{n} factory", "{n} factories", effect.factory))
    if effect.temporary_workers:
        parts.append(
            n_(
                "the {n} temporary worker",
                "the {n} temporary workers",
                effect.temporary_workers,
            )
        )
    if effect.repeat:
        parts.append(_("a repeat of a one-worker action you used this round"))
    if effect.claim:
        parts.append(_("turn-order position {n} in the next round", n=effect.claim))
    if effect.end_bonus:
        parts.append(
            n_(
                "an end-bonus card or {n} point",
                "an end-bonus card or {n} points",
                BONUS_INSTEAD,
            )
        )
    if effect.engineer_points:
        parts.append(_("as many points as your engineers' numbers add up to"))
    if effect.loco_points:
        parts.append(_("as many points as your two strongest locomotives' levels add up to"))
    if effect.special:
        parts.append(special_text(effect.special))
    if effect.points:
        parts.append(n_("{n} point", "{n} points", effect.points))
    text = listing(parts)
    if effect.then is None:
        return text
    return _("{first}, then {then}", first=text, then=effect_text(effect.then))


# TRANSLATORS: what an end-bonus card counts, "{n} points per …" ({n} is the points).
_BONUS_PER: Final[dict[str, Plural]] = {
    "per-extra-worker": Nn_("{n} point per worker you gained", "{n} points per worker you gained"),
    "per-end-station": Nn_(
        "{n} point per end station you reached", "{n} points per end station you reached"
    ),
    "black-positions": Nn_(
        "{n} point per space your black tracks reached",
        "{n} points per space your black tracks reached",
    ),
    "per-factory": Nn_("{n} point per factory you built", "{n} points per factory you built"),
    "loco-levels": Nn_(
        "{n} point per level of your locomotives", "{n} points per level of your locomotives"
    ),
    "per-token": Nn_("{n} point per '?' token you used", "{n} points per '?' token you used"),
    "per-engineer": Nn_("{n} point per engineer you have", "{n} points per engineer you have"),
}


def bonus_text(card: int) -> str:
    """What an end-bonus card is worth at the final scoring."""
    rule, value = BONUS_CARDS[card].rule, BONUS_CARDS[card].value
    if rule == "flat":
        return n_("{n} point", "{n} points", value)
    if rule == "doubler-thresholds":
        steps = [
            n_(
                "{points} with {n} doubler",
                "{points} with {n} doublers",
                least,
                points=points,
            )
            for least, points in value
        ]
        return _("points for your doublers: {steps}", steps=listing(steps))
    if rule == "extra-engineer":
        return _("one more engineer for the engineer majority")
    return np_(_BONUS_PER[rule], value)


def cost_text(space: Space) -> str:
    """The pieces a space asks: ``2 workers``, ``1 worker and 1 ruble``."""
    parts = []
    if space.workers:
        parts.append(n_("{n} worker", "{n} workers", space.workers))
    if space.coins:
        parts.append(n_("{n} ruble", "{n} rubles", space.coins))
    return listing(parts)


def route_text(route: int) -> str:
    """``the Trans-Siberian Railroad``, ``the Moscow–Kiev line``."""
    return words.route(route)["route"]


def space_text(space: Space, own: bool = False) -> str:
    """A place for workers and what it gives: ``the action space for 3 black track steps``."""
    if space is HIRE:
        return _("the hiring space")
    effect = effect_text(space.effect)
    if space.engineer:
        if own:
            return _("your engineer {number} ({effect})", number=space.engineer, effect=effect)
        return _("engineer {number} ({effect})", number=space.engineer, effect=effect)
    if space.effect.claim:
        return _("the turn-order space for position {n} in the next round", n=space.effect.claim)
    return _("the action space for {effect}", effect=effect)


# -- the prompt ---------------------------------------------------------------------------

C_STEPS, C_INDUSTRY = 0, 1
"""The categories of pending items that are counted down in the prompt."""
_CATEGORY: Final[dict[int, int]] = {
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
# TRANSLATORS: what is left of an action ("Stop here, leaving 2 track steps unused").
_ITEM_NOUNS: Final[tuple[Plural, ...]] = (
    Nn_("{n} track step", "{n} track steps"),
    Nn_("{n} industry step", "{n} industry steps"),
    Nn_("{n} locomotive or factory", "{n} locomotives or factories"),
    Nn_("{n} locomotive", "{n} locomotives"),
    Nn_("{n} factory", "{n} factories"),
    Nn_("{n} repeat", "{n} repeats"),
    Nn_("{n} repeated part of the '?' card", "{n} repeated parts of the '?' card"),
    Nn_("{n} '?' token", "{n} '?' tokens"),
    Nn_("{n} '?' card", "{n} '?' cards"),
    Nn_("{n} end-bonus card", "{n} end-bonus cards"),
)
_CHOICES: Final[tuple[str, ...]] = (
    N_("Choose a track step"),
    N_("Choose the industry marker to move"),
    N_("Take a locomotive or build a factory"),
    N_("Take the locomotive"),
    N_("Choose where the factory comes from"),
    N_("Choose the action to repeat"),
    N_("Choose the part of the '?' card to do again"),
    N_("Choose the '?' token to use"),
    N_("Choose a '?' card"),
    N_("Keep an end-bonus card, or take {n} points"),
)
"""The prompt when every pending item of the action is of one category."""


def items_text(items: list[int]) -> str:
    """Pending items counted by category: ``2 track steps and 1 industry step``."""
    categories = [_CATEGORY[item] for item in items]
    return listing([np_(_ITEM_NOUNS[c], categories.count(c)) for c in sorted(set(categories))])


def _frame_prompt(state: RussianRailroadsState) -> str:
    top = state.stack[-1]
    categories = {_CATEGORY[item] for item in top.pool}
    stop = not mandatory_left(top)
    if len(categories) == 1:
        (category,) = categories
        text = tr(_CHOICES[category], n=BONUS_INSTEAD)
        if category in (C_STEPS, C_INDUSTRY):
            left = items_text(top.pool)
            if stop:
                return _("{choice} ({items} to go), or stop", choice=text, items=left)
            return _("{choice} ({items} to go)", choice=text, items=left)
    else:
        left = items_text(top.pool)
        if stop:
            return _("Carry out the action ({items} to go), or stop", items=left)
        return _("Carry out the action ({items} to go)", items=left)
    return _("{choice}, or stop", choice=text) if stop else text


def _pay_prompt(state: RussianRailroadsState) -> str:
    space = SPACES[state.pending]
    own = space.engineer in state.seats[state.actor].engineers
    return _("Choose how to pay for {space}", space=space_text(space, own))


_PROMPTS: Final[dict[int, Callable[[RussianRailroadsState], str]]] = {
    S_START: lambda state: _("Choose a starting-bonus card"),
    S_MAIN: lambda state: _("Place workers on an action space, or pass"),
    S_PAY: _pay_prompt,
    S_FRAME: _frame_prompt,
    S_PUT: lambda state: _("Choose where to put the level-{level} locomotive", level=state.carry),
    S_NOTCH: lambda state: _(
        "Choose the factory that the new level-{level} factory replaces", level=state.building
    ),
    S_REUSE: lambda state: _(
        "Move your turn-order worker to a one-worker action space, or leave it"
    ),
    S_OVER: lambda state: "",
}


def prompt(state: RussianRailroadsState, names: Sequence[str]) -> str:
    """What the seat to move must decide (public: the same text for every viewer)."""
    return _PROMPTS[state.step](state)


# -- the actions --------------------------------------------------------------------------


def _start(state: RussianRailroadsState, arg: int) -> str:
    return _("Take the starting-bonus card: {effect}", effect=effect_text(START_EFFECTS[arg]))


def _place(state: RussianRailroadsState, arg: int) -> str:
    space = SPACES[arg]
    own = space.engineer in state.seats[state.actor].engineers
    if state.step == S_REUSE:
        return _("Move your turn-order worker to {space}", space=space_text(space, own))
    if space is HIRE:
        number = engineers.for_hire(state)
        return n_(
            "Pay {n} ruble to hire engineer {number} for the rest of the game ({effect})",
            "Pay {n} rubles to hire engineer {number} for the rest of the game ({effect})",
            HIRE.coins,
            number=number,
            effect=effect_text(ENGINEERS[number - 1].effect),
        )
    if own:
        return _(
            "Use {space} with {cost}, as far as you like",
            space=space_text(space, own),
            cost=cost_text(space),
        )
    return _("Place {cost} on {space}", cost=cost_text(space), space=space_text(space))


def _pass(state: RussianRailroadsState, arg: int) -> str:
    if state.step == S_REUSE:
        return _("Leave your turn-order worker where it is")
    points = PASS_POINTS[state.seats[state.actor].card - 1]
    return n_(
        "Pass: leave this round and score {n} point for your turn-order card",
        "Pass: leave this round and score {n} points for your turn-order card",
        points,
    )


def _pay(state: RussianRailroadsState, arg: int) -> str:
    black, workers, coins = PAYMENTS[arg]
    temporary = min(state.seats[state.actor].temp, workers)
    parts = [_("the black worker")] if black else []
    if temporary:
        parts.append(n_("{n} temporary worker", "{n} temporary workers", temporary))
    if workers > temporary:
        parts.append(n_("{n} worker", "{n} workers", workers - temporary))
    if coins:
        parts.append(n_("{n} ruble", "{n} rubles", coins))
    if black and SPACES[state.pending].effect.black_steps:
        return _(
            "Pay with {pieces} (the black worker earns one more black track step)",
            pieces=listing(parts),
        )
    return _("Pay with {pieces}", pieces=listing(parts))


def _step(state: RussianRailroadsState, arg: int) -> str:
    colour, route = divmod(arg, 3)
    space = state.seats[state.actor].tracks[route * 5 + colour] + 1
    return _(
        "Move your {colour} track on {route} one step, to space {space}",
        colour=words.colour(colour),
        space=space,
        **words.route(route),
    )


def _marker(state: RussianRailroadsState, arg: int) -> str:
    player = state.seats[state.actor]
    space = player.markers[arg] + 1
    kind = INDUSTRY_KINDS[space]
    marker = tr(ORDINALS[arg])
    if kind == "factory":
        level = player.factories[NOTCH_AT[space]]
        return _(
            "Move your {ordinal} industry marker one step, onto your level-{level} factory, "
            "which gives {effect}",
            ordinal=marker,
            level=level,
            effect=effect_text(FACTORY_EFFECTS[level]),
        )
    if kind == "token":
        if not player.fired & TOKEN_BIT:
            return _(
                "Move your {ordinal} industry marker one step, onto the '?' space "
                "(use a '?' token)",
                ordinal=marker,
            )
        return _("Move your {ordinal} industry marker one step, onto the '?' space", ordinal=marker)
    return n_(
        "Move your {ordinal} industry marker one step, to the space worth {n} point",
        "Move your {ordinal} industry marker one step, to the space worth {n} points",
        INDUSTRY_POINTS[space],
        ordinal=marker,
    )


def _locomotive(state: RussianRailroadsState, arg: int) -> str:
    return _("Take the level-{level} locomotive from the supply", level=locomotives.lowest(state))


def _factory(state: RussianRailroadsState, arg: int) -> str:
    if arg == NEW_FACTORY:
        level = locomotives.lowest(state)
        return _(
            "Turn the level-{level} locomotive of the supply over into a factory; it gives "
            "{effect} when a marker enters it",
            level=level,
            effect=effect_text(FACTORY_EFFECTS[level]),
        )
    return _(
        "Take the returned level-{level} factory; it gives {effect} when a marker enters it",
        level=arg,
        effect=effect_text(FACTORY_EFFECTS[arg]),
    )


def _put(state: RussianRailroadsState, arg: int) -> str:
    route, replaced = divmod(arg, 10)
    if replaced:
        return _(
            "Put the level-{level} locomotive on {route} in place of your level-{replaced} "
            "one, which you then place",
            level=state.carry,
            replaced=replaced,
            **words.route(route),
        )
    return _("Put the level-{level} locomotive on {route}", level=state.carry, **words.route(route))


def _return(state: RussianRailroadsState, arg: int) -> str:
    return _(
        "Turn the level-{level} locomotive over and return it to the supply as a factory",
        level=state.carry,
    )


def _notch(state: RussianRailroadsState, arg: int) -> str:
    old = state.seats[state.actor].factories[arg]
    return _(
        "Put the new level-{level} factory in your {ordinal} notch, returning the "
        "level-{old} factory there",
        level=state.building,
        ordinal=tr(ORDINALS[arg]),
        old=old,
    )


def _repeat(state: RussianRailroadsState, arg: int) -> str:
    space = SPACES[arg]
    own = space.engineer in state.seats[state.actor].engineers
    return _("Repeat {space}", space=space_text(space, own))


def _again(state: RussianRailroadsState, arg: int) -> str:
    if arg == A_DOUBLER:
        return _("Place one more doubler")
    if arg == A_BLACK:
        return _("Take one more black track step")
    return _("Take one more industry step")


def _token(state: RussianRailroadsState, arg: int) -> str:
    return _("Use a '?' token for {effect}", effect=effect_text(TOKEN_EFFECTS[arg]))


def _card(state: RussianRailroadsState, arg: int) -> str:
    return _("Take the '?' card for {effect}", effect=effect_text(CARD_EFFECTS[arg]))


def _bonus(state: RussianRailroadsState, arg: int) -> str:
    if arg == BONUS_POINTS:
        return n_(
            "Take {n} point instead of an end-bonus card",
            "Take {n} points instead of an end-bonus card",
            BONUS_INSTEAD,
        )
    return _("Keep the end-bonus card worth {worth}", worth=bonus_text(arg))


def _done(state: RussianRailroadsState, arg: int) -> str:
    top = state.stack[-1]
    return _("Stop here, leaving {items} unused", items=items_text(top.pool + top.later))


_DESCRIBE: Final[tuple[Callable[[RussianRailroadsState, int], str], ...]] = (
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
