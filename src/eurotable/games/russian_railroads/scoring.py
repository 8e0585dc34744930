"""Scoring (rulebook: VYHODNOCENÍ A ZÍSKÁVÁNÍ BODŮ, KONEC HRY).

Round scoring: only the spaces the locomotives reach count. Each track scores its own
space and every free space behind it (as if virtual tracks of its colour lay there), at
the values of the player's table (raised by the revaluation token); a doubler doubles
the Trans-Siberian space under it, grey track and locomotive on St Petersburg 7 double
the whole route. Kiev adds the bonuses of the spaces reached by black track and
locomotive (and the medal's 20 with grey track and locomotive on its space). Each
industry marker scores its space (a space without a number: the number before it).

Final scoring: the end-bonus cards, then the engineer majority. Tied players share the
place (“V případě remízy je vítězů více”).
"""

from __future__ import annotations

from eurotable.core.result import Result, make_result
from eurotable.games.russian_railroads import bonus_cards, engineers
from eurotable.games.russian_railroads.data import (
    BLACK,
    BONUS_CARDS,
    INDUSTRY_POINTS,
    KIEV,
    KIEV_BONUSES,
    LENGTHS,
    MEDAL_POINTS,
    MEDAL_SPACE,
    MEDAL_TRACK,
    REVALUED,
    ROUTE_DOUBLE,
    ROUTES,
    SETUPS,
    STP,
    T_MEDAL,
    T_REVALUATION,
    TS,
    VALUES,
)
from eurotable.games.russian_railroads.player_board import reach
from eurotable.games.russian_railroads.state import (
    CATEGORIES,
    SC_CARDS,
    SC_INDUSTRY,
    SC_KIEV,
    SC_KIEV_BONUS,
    SC_MAJORITY,
    SC_STP,
    SC_TS,
    Player,
    RussianRailroadsState,
)


def route_points(player: Player, route: int) -> int:
    """What ``route`` scores this round: each space reached scores the colour covering it,
    the last of the tracks that all reach it (the spaces between a track and the one
    behind it are that track's)."""
    values = REVALUED if T_REVALUATION in player.tokens else VALUES
    doubled_to = player.doublers if route == TS else 0
    tracks = player.tracks
    base = route * 5
    colours = ROUTES[route].colours
    top = min(reach(player, route), LENGTHS[route], tracks[base])
    total = 0
    for colour in range(colours):
        below = min(top, tracks[base + colour + 1]) if colour + 1 < colours else 0
        if top > below:  # the spaces below + 1 .. top are this colour's
            value = values[colour]
            total += value * (top - below)
            if doubled_to > below:
                total += value * (min(top, doubled_to) - below)
        top = below
    if route == ROUTE_DOUBLE.route and doubled(player):
        total *= 2
    return total


def doubled(player: Player) -> bool:
    """St Petersburg 7 reached by grey track and locomotive: the route scores double."""
    space = ROUTE_DOUBLE.space
    track = player.tracks[ROUTE_DOUBLE.route * 5 + ROUTE_DOUBLE.track]
    return track >= space and reach(player, ROUTE_DOUBLE.route) >= space


def kiev_bonus(player: Player) -> int:
    """The Kiev bonuses reached by black track and locomotive, and the medal."""
    black = player.tracks[KIEV * 5 + BLACK]
    reached = reach(player, KIEV)
    total = sum(points for space, points in KIEV_BONUSES if black >= space and reached >= space)
    medal = player.tracks[KIEV * 5 + MEDAL_TRACK]
    if T_MEDAL in player.tokens and medal >= MEDAL_SPACE and reached >= MEDAL_SPACE:
        total += MEDAL_POINTS
    return total


def industry_points(player: Player) -> int:
    return sum(INDUSTRY_POINTS[m] for m in player.markers if m >= 0)


def round_parts(player: Player) -> dict[int, int]:
    """This round's points by category."""
    return {
        SC_TS: route_points(player, TS),
        SC_STP: route_points(player, STP),
        SC_KIEV: route_points(player, KIEV),
        SC_KIEV_BONUS: kiev_bonus(player),
        SC_INDUSTRY: industry_points(player),
    }


def score_round(state: RussianRailroadsState) -> None:
    for seat, player in enumerate(state.seats):
        parts = round_parts(player)
        for category, points in parts.items():
            player.score[category] += points
        if state.events is None:
            continue
        state.emit(
            "round-scoring",
            seat,
            points={CATEGORIES[c]: p for c, p in parts.items()},
            total=sum(parts.values()),
        )


def card_points(state: RussianRailroadsState, seat: int, card: int) -> int:
    """What end-bonus ``card`` is worth to ``seat`` at the end of the game."""
    player = state.seats[seat]
    rule, value = BONUS_CARDS[card].rule, BONUS_CARDS[card].value
    if rule == "flat":
        return int(value)
    if rule == "per-extra-worker":
        gained = player.workers - SETUPS[state.players].start_workers + (1 if player.black else 0)
        return int(value) * gained
    if rule == "doubler-thresholds":
        return max((points for least, points in value if player.doublers >= least), default=0)
    if rule == "per-end-station":
        ends = sum(1 for r in range(3) if player.tracks[r * 5 + BLACK] == LENGTHS[r])
        return int(value) * ends
    if rule == "black-positions":
        return int(value) * sum(player.tracks[r * 5 + BLACK] for r in range(3))
    if rule == "per-factory":
        return int(value) * (5 - player.factories.count(0))
    if rule == "loco-levels":
        return int(value) * sum(player.locos)
    if rule == "per-token":
        return int(value) * sum(1 for t in player.tokens if t >= 0)
    if rule == "per-engineer":
        return int(value) * len(player.engineers)
    assert rule == "extra-engineer"
    return 0


def points_so_far(player: Player) -> int:
    """The points scored in play: everything but the final scoring's end-bonus cards and
    engineer majority."""
    return player.total() - player.score[SC_CARDS] - player.score[SC_MAJORITY]


def final_scoring(state: RussianRailroadsState) -> None:
    """The end-bonus cards are shown and scored; then the engineer majority."""
    hands = [bonus_cards.hand(state, seat) for seat in range(state.players)]
    for seat, player in enumerate(state.seats):
        worth = [card_points(state, seat, card) for card in hands[seat]]
        player.score[SC_CARDS] += sum(worth)
        state.emit("end-bonus-scoring", seat, cards=hands[seat], points=worth)
    for seat, prize in enumerate(engineers.majority(state, hands)):
        state.seats[seat].score[SC_MAJORITY] += prize
        if prize:
            state.emit("engineer-majority", seat, points=prize)


def final_result(state: RussianRailroadsState) -> Result:
    breakdown = [dict(zip(CATEGORIES, player.score, strict=True)) for player in state.seats]
    return make_result(breakdown, [0] * state.players)
