"""The component data a drawing of the board and its tooltips need, sent once per page.

Everything comes from the data file through ``data``; each space, engineer, factory,
token and card carries a sentence saying what it does (``sentences.effect_text``).
"""

from __future__ import annotations

from typing import Any, Final

from eurotable.games.russian_railroads.data import (
    BOARD_SPACES,
    BONUS_CARDS,
    BONUS_INSTEAD,
    CARD_EFFECTS,
    CARDS,
    COLOURS,
    DOUBLER_SPACES,
    END_STATION_POINTS,
    ENGINEERS,
    FACTORY_EFFECTS,
    HIRE,
    INDUSTRY_KINDS,
    INDUSTRY_POINTS,
    KIEV_BONUSES,
    MAJORITY,
    MEDAL_POINTS,
    MEDAL_SPACE,
    MEDAL_TRACK,
    PASS_POINTS,
    REVALUED,
    ROUTE_DOUBLE,
    ROUTE_IDS,
    ROUTES,
    SETUPS,
    SPECIALS,
    START_BONUSES,
    START_EFFECTS,
    STEP_KINDS,
    TOKEN_EFFECTS,
    TOKENS,
    VALUES,
    Effect,
)
from eurotable.games.russian_railroads.sentences import bonus_text, effect_text
from eurotable.games.russian_railroads.state import CATEGORIES

SCORE_LABELS: Final[dict[str, str]] = dict(
    zip(
        CATEGORIES,
        (
            "Trans-Siberian Railroad",
            "Moscow–St Petersburg line",
            "Moscow–Kiev line",
            "Kiev bonuses and medal",
            "Industry track",
            "End stations",
            "Turn-order cards (passing)",
            "Engineers' points",
            "Factories' points",
            "Points instead of end-bonus cards",
            "End-bonus cards",
            "Most engineers",
        ),
        strict=True,
    )
)
"""An English label for every score category (``result().breakdown`` keys)."""


def effect_json(effect: Effect) -> dict[str, Any]:
    """What an effect gives, as data for a drawing (its pictograms): only the parts it has,
    step kinds by name (a colour, ``any`` or ``black-or-grey``)."""
    data: dict[str, Any] = {}
    if effect.steps:
        data["steps"] = [STEP_KINDS[kind] for kind in effect.steps]
    for name in (
        "industry",
        "doublers",
        "points",
        "coins",
        "temporary_workers",
        "loco_or_factory",
        "loco",
        "factory",
        "claim",
    ):
        if getattr(effect, name):
            data[name] = getattr(effect, name)
    for name in ("repeat", "end_bonus", "engineer_points", "loco_points"):
        if getattr(effect, name):
            data[name] = True
    if effect.special:
        data["special"] = effect.special
    if effect.then is not None:
        data["then"] = effect_json(effect.then)
    return data


def _effects() -> dict[str, Any]:
    """The effects of every component, as ``effect_json`` data, for the pictograms."""
    return {
        "spaces": {space.id: effect_json(space.effect) for space in BOARD_SPACES},
        "engineers": {str(e.engineer): effect_json(e.effect) for e in ENGINEERS},
        "factories": {
            str(level): effect_json(e) for level, e in enumerate(FACTORY_EFFECTS) if level
        },
        "tokens": {t: effect_json(e) for t, e in zip(TOKENS, TOKEN_EFFECTS, strict=True)},
        "cards": {c: effect_json(e) for c, e in zip(CARDS, CARD_EFFECTS, strict=True)},
        "start_bonuses": {
            b: effect_json(e) for b, e in zip(START_BONUSES, START_EFFECTS, strict=True)
        },
    }


def _routes() -> list[dict[str, Any]]:
    return [
        {
            "id": route.id,
            "name": route.name,
            "length": route.length,
            "colours": list(COLOURS[: route.colours]),
            "locomotive_slots": route.loco_slots,
        }
        for route in ROUTES
    ]


def _spaces() -> list[dict[str, Any]]:
    return [
        {
            "id": space.id,
            "workers": space.workers,
            "coins": space.coins,
            "players": list(space.players),
            "reusable": space.reusable,
            "last_round_only": space.last_round_only,
            "not_last_round": space.not_last_round,
            "text": effect_text(space.effect),
        }
        for space in BOARD_SPACES
    ]


def _engineers() -> list[dict[str, Any]]:
    return [
        {
            "number": engineer.engineer,
            "letter": engineer.letter,
            "workers": engineer.workers,
            "coins": engineer.coins,
            "text": effect_text(engineer.effect),
        }
        for engineer in ENGINEERS
    ]


def _player_board() -> dict[str, Any]:
    return {
        "specials": [
            {
                "route": ROUTE_IDS[s.route],
                "space": s.space,
                "track": COLOURS[s.track],
                "locomotive": s.loco,
                "benefit": s.benefit,
            }
            for s in SPECIALS
        ],
        "double_route": {
            "route": ROUTE_IDS[ROUTE_DOUBLE.route],
            "space": ROUTE_DOUBLE.space,
            "track": COLOURS[ROUTE_DOUBLE.track],
        },
        "kiev_bonuses": [{"space": space, "points": points} for space, points in KIEV_BONUSES],
        "kiev_medal": {"space": MEDAL_SPACE, "points": MEDAL_POINTS, "track": COLOURS[MEDAL_TRACK]},
        "end_station_points": END_STATION_POINTS,
        "track_values": dict(zip(COLOURS, VALUES, strict=True)),
        "revalued": dict(zip(COLOURS, REVALUED, strict=True)),
        "industry_track": [
            {"kind": kind, "points": INDUSTRY_POINTS[i] if kind == "space" else None}
            for i, kind in enumerate(INDUSTRY_KINDS)
        ],
    }


def components() -> dict[str, Any]:
    """Routes, spaces, engineers, factories, tokens, cards and score labels (JSON-ready);
    for the drawing also every component's effect as data, the end-bonus cards' rules,
    the engineer strip's positions by player count and the doubler spaces."""
    return {
        "routes": _routes(),
        "spaces": _spaces(),
        "engineers": _engineers(),
        "hire": {"coins": HIRE.coins},
        "player_board": _player_board(),
        "factories": [
            {"level": level, "text": effect_text(effect)}
            for level, effect in enumerate(FACTORY_EFFECTS)
            if level
        ],
        "tokens": [
            {"id": token, "text": effect_text(effect)}
            for token, effect in zip(TOKENS, TOKEN_EFFECTS, strict=True)
        ],
        "cards": [
            {"id": card, "text": effect_text(effect)}
            for card, effect in zip(CARDS, CARD_EFFECTS, strict=True)
        ],
        "end_bonus_cards": [{"id": c.id, "text": bonus_text(c.index)} for c in BONUS_CARDS],
        "end_bonus_instead": BONUS_INSTEAD,
        "start_bonuses": [
            {"id": bonus, "text": effect_text(effect)}
            for bonus, effect in zip(START_BONUSES, START_EFFECTS, strict=True)
        ],
        "turn_order_points": list(PASS_POINTS),
        "engineer_majority": list(MAJORITY),
        "score_categories": dict(SCORE_LABELS),
        "effects": _effects(),
        "end_bonus_rules": {c.id: {"rule": c.rule, "value": c.value} for c in BONUS_CARDS},
        "engineer_strip": {str(n): list(setup.strip) for n, setup in SETUPS.items()},
        "doubler_spaces": DOUBLER_SPACES,
    }
