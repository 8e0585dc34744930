"""The board and the player boards as text for the terminal; one English line per event."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from eurotable.core.events import Event
from eurotable.games.russian_railroads.data import (
    BOARD_SPACES,
    BONUS_IDS,
    CARDS,
    COLOURS,
    DOUBLER_SPACES,
    INDUSTRY_KINDS,
    INDUSTRY_POINTS,
    ROUTES,
    SETUPS,
    SPACES,
    START_EFFECTS,
    TOKENS,
)
from eurotable.games.russian_railroads.notation import AGAIN_CHOICES
from eurotable.games.russian_railroads.sentences import effect_text, plural, space_text

_LETTERS = "kgbnw"
"""Track letters: blac(k), grey, brown, natural, white."""
LEGEND = (
    "Tracks: k black, g grey, b brown, n natural, w white (capital: the track itself, "
    "small: the spaces it covers behind it); | after the space the locomotives reach. "
    "Industry: [L] a level-L factory, * a marker."
)
_TOKEN_SPACES = ("Trans-Siberian 13", "St Petersburg 4", "St Petersburg 6", "industry '?'")


def _reach(locos: list[int], route: int) -> int:
    return locos[0] + locos[1] if route == 0 else locos[route + 1]


def _route_line(board: dict[str, Any], route: int) -> str:
    info = ROUTES[route]
    positions = board["tracks"][route * 5 : route * 5 + info.colours]
    locos = board["locos"]
    reach = _reach(locos, route)
    cells = []
    for space in range(1, info.length + 1):
        colour = -1
        for c, position in enumerate(positions):
            if position >= space:
                colour = c
        letter = "·" if colour < 0 else _LETTERS[colour]
        if colour >= 0 and positions[colour] == space:
            letter = letter.upper()
        cells.append(letter + ("|" if space == reach else ""))
    if route == 0:
        engines = " + ".join(str(lv) for lv in locos[:2] if lv) or "none"
        doublers = "●" * board["doublers"] + "○" * (DOUBLER_SPACES - board["doublers"])
        extra = f"  locos {engines} (reach {reach})  doublers {doublers}"
    else:
        extra = f"  loco {locos[route + 1] or 'none'}"
    return f"  {info.name:<24} {''.join(cells)}{extra}"


def _industry_line(board: dict[str, Any]) -> str:
    cells = []
    factories = iter(board["factories"])
    for index, kind in enumerate(INDUSTRY_KINDS):
        if kind == "factory":
            level = next(factories)
            cell = f"[{level}]" if level else "[ ]"
        elif kind == "token":
            cell = "?"
        else:
            cell = str(INDUSTRY_POINTS[index])
        cells.append(cell + "*" * board["markers"].count(index))
    return "  Industry: " + " ".join(cells)


def _player_lines(board: dict[str, Any], name: str, mine: list[str] | None) -> list[str]:
    black = ""
    if board["black"]:
        black = ", black worker" + (" (in hand)" if board["black_hand"] else "")
    temporary = f", {board['temp']} temporary" if board["temp"] else ""
    passed = " · passed" if board["passed"] else ""
    lines = [
        f"{name}: {sum(board['score'])} points · card {board['card']}{passed} · "
        f"workers {board['hand']}/{board['workers']}{temporary}{black} · "
        f"coins {board['coins']}"
    ]
    lines.extend(_route_line(board, route) for route in range(3))
    lines.append(_industry_line(board))
    tokens = [
        f"{TOKENS[token]} ({_TOKEN_SPACES[i]})"
        for i, token in enumerate(board["tokens"])
        if token >= 0
    ]
    engineers = ", ".join(
        f"{n}{' (used)' if board['engineer_used'] >> n & 1 else ''}" for n in board["engineers"]
    )
    lines.append(f"  Tokens used: {', '.join(tokens) or 'none'} · engineers: {engineers or 'none'}")
    if mine is not None:
        lines.append(f"  End-bonus cards: {', '.join(mine) or 'none'}")
    return lines


def render(obs: dict[str, Any], names: Sequence[str] | None = None) -> str:
    """A seat's observation (or the full view) as lines of text."""
    players = obs["players"]
    names = list(names or [f"Player {i + 1}" for i in range(players)])
    lines = [
        f"Round {obs['round']} of {obs['rounds']} · turn order: "
        + ", ".join(names[s] for s in obs["order"])
    ]
    taken = [
        f"{BOARD_SPACES[i].id} ({names[seat]})"
        for i, seat in enumerate(obs["occupied"])
        if seat >= 0
    ]
    lines.append("Occupied: " + (", ".join(taken) or "nothing"))
    strip = []
    kinds = SETUPS[players].strip
    for kind, number, user in zip(kinds, obs["strip"], obs["strip_user"], strict=True):
        if not number:
            strip.append("[-]")
            continue
        label = f"{number}" if kind == "future" else f"{kind} {number}"
        if user >= 0:
            label += f" ({names[user]})"
        strip.append(f"[{label}]")
    hired = obs["hired"]
    lines.append(
        "Engineers: " + " ".join(strip) + (f" · hired by {names[hired]}" if hired >= 0 else "")
    )
    locos = " ".join(f"{lv}×{n}" for lv, n in enumerate(obs["loco_supply"]) if n)
    returned = " ".join(f"{lv}×{n}" for lv, n in enumerate(obs["factory_supply"]) if n)
    lines.append(
        f"Locomotives: {locos or 'none'} · returned factories: {returned or 'none'} · "
        f"doublers: {obs['doubler_supply']}"
    )
    cards = [CARDS[c] for c, taker in enumerate(obs["cards"]) if taker < 0]
    bonus = obs["end_bonus"]
    lines.append(
        f"'?' cards: {', '.join(cards) or 'none'} · end-bonus deck: {bonus['deck']} "
        f"({bonus['removed']} removed)"
    )
    for seat, board in enumerate(obs["seats"]):
        lines.append("")
        shown = bonus["shown"][seat] if bonus["shown"] else None
        mine = bonus["mine"] if seat == obs["seat"] else shown
        lines.extend(_player_lines(board, names[seat], mine))
    lines.append("")
    lines.append(LEGEND)
    if obs["step"] != "over":
        lines.append(f"{names[obs['actor']]} to decide ({obs['step']})")
    return "\n".join(lines)


def describe(event: Event, names: list[str]) -> str:
    """One log line in English for an event."""
    who = names[event.seat] if event.seat is not None else ""
    d = event.data
    line = _LINES.get(event.kind)
    if line is None:
        return f"{event.kind} {who} {d}".strip()
    return line(who, d, names)


_AGAIN = ("doubler", "industry step", "black track step")
"""What the mixed "?" card's ``again`` repeats, by ``notation.AGAIN_CHOICES``."""
assert len(_AGAIN) == len(AGAIN_CHOICES)


def _route(d: dict[str, Any]) -> str:
    return ROUTES[int(d["route"])].name


_LINES: dict[str, Callable[[str, dict[str, Any], list[str]], str]] = {
    "setup": lambda who, d, n: (
        f"{plural(d['players'], 'player')}; turn order " + ", ".join(n[s] for s in d["order"])
    ),
    "starting-bonus": lambda who, d, n: (
        f"{who} takes the starting-bonus card: {effect_text(START_EFFECTS[d['card']])}"
    ),
    "place": lambda who, d, n: (
        f"{who} takes {space_text(SPACES[d['space']])}"
        + (" with the black worker" if d["black"] else "")
        + (f" paying {plural(d['coins'], 'ruble')}" if d["coins"] else "")
    ),
    "doublers": lambda who, d, n: f"{who} places {plural(d['count'], 'doubler')}",
    "points": lambda who, d, n: f"{who} scores {plural(d['points'], 'point')}",
    "coins": lambda who, d, n: f"{who} takes {plural(d['coins'], 'ruble')}",
    "temporary-workers": lambda who, d, n: f"{who} takes the temporary workers",
    "special": lambda who, d, n: f"{who}: {d['effect']}",
    "engineer-gained": lambda who, d, n: (
        f"{who} takes engineer {d['engineer']} and {plural(d['coins'], 'ruble')}"
    ),
    "black-worker": lambda who, d, n: f"{who} takes the black worker",
    "step": lambda who, d, n: (
        f"{who} moves the {COLOURS[d['colour']]} track on the {_route(d)} to space {d['space']}"
    ),
    "tracks-gained": lambda who, d, n: f"{who} gains {COLOURS[d['colour']]} tracks",
    "white-track": lambda who, d, n: (
        f"{who} gains the white track; it moves {plural(d['steps'], 'step')}"
    ),
    "end-station": lambda who, d, n: (
        f"{who} reaches the end of the {_route(d)}: {plural(d['points'], 'point')}"
    ),
    "worker-gained": lambda who, d, n: f"{who} gains a worker ({_route(d)} {d['space']})",
    "token-space": lambda who, d, n: f"{who} may use a '?' token ({_TOKEN_SPACES[d['space']]})",
    "industry": lambda who, d, n: (
        f"{who} advances industry marker {d['marker'] + 1} to space {d['space']}"
    ),
    "factory-fires": lambda who, d, n: f"{who}'s level-{d['level']} factory works",
    "locomotive-taken": lambda who, d, n: f"{who} takes a level-{d['level']} locomotive",
    "locomotive-placed": lambda who, d, n: (
        f"{who} puts the level-{d['level']} locomotive on "
        f"the {_route(d)}" + (f", replacing the level-{d['replaced']} one" if d["replaced"] else "")
    ),
    "locomotive-returned": lambda who, d, n: (
        f"{who} returns the level-{d['level']} locomotive as a factory"
    ),
    "factory-built": lambda who, d, n: f"{who} builds a level-{d['level']} factory",
    "factory-taken": lambda who, d, n: f"{who} takes a level-{d['level']} factory",
    "factory-replaced": lambda who, d, n: (
        f"{who} replaces the level-{d['returned']} factory with a level-{d['level']} one"
    ),
    "repeat": lambda who, d, n: f"{who} repeats {space_text(SPACES[d['space']])}",
    "again": lambda who, d, n: f"{who} repeats the {_AGAIN[d['choice']]}",
    "token": lambda who, d, n: f"{who} uses the '{TOKENS[d['token']]}' token",
    "card": lambda who, d, n: f"{who} takes the '?' card {CARDS[d['card']]}",
    "end-bonus-card": lambda who, d, n: f"{who} takes an end-bonus card",
    "end-bonus-card-kept": lambda who, d, n: (
        f"{who} keeps the end-bonus card {BONUS_IDS[d['card']]}"
    ),
    "end-bonus-points": lambda who, d, n: (
        f"{who} takes {plural(d['points'], 'point')} instead of a card"
    ),
    "deck-seen": lambda who, d, n: f"{who} looks through the end-bonus deck",
    "done": lambda who, d, n: f"{who} stops",
    "black-worker-bonus": lambda who, d, n: f"{who} earns the black worker's extra step",
    "pass": lambda who, d, n: f"{who} passes and scores {plural(d['points'], 'point')}",
    "turn-order": lambda who, d, n: "turn order: " + ", ".join(n[s] for s in d["order"]),
    "reuse": lambda who, d, n: (
        f"{who} moves the turn-order worker to {space_text(SPACES[d['space']])}"
    ),
    "reuse-declined": lambda who, d, n: f"{who} leaves the turn-order worker where it is",
    "round": lambda who, d, n: f"round {d['round']}" + (" (the last)" if d["last"] else ""),
    "round-scoring": lambda who, d, n: f"{who} scores {plural(d['total'], 'point')} this round",
    "end-bonus-scoring": lambda who, d, n: (
        f"{who} shows "
        + (", ".join(BONUS_IDS[c] for c in d["cards"]) or "no cards")
        + f" for {plural(sum(d['points']), 'point')}"
    ),
    "engineer-majority": lambda who, d, n: (
        f"{who} scores {plural(d['points'], 'point')} for the most engineers"
    ),
    "game-over": lambda who, d, n: "the game is over",
    "lapsed": lambda who, d, n: f"{who} cannot finish the action",
    "hire": lambda who, d, n: f"{who} hires engineer {d['engineer']}",
    "engineer-leaves": lambda who, d, n: f"engineer {d['engineer']} leaves the game",
}
