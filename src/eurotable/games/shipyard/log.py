"""One English log line per event, for either edition.

Events carry the names and ids of what they concern (actions, pieces, goods, tiles,
employees, contracts), so a line needs nothing but the event and the players' names.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from eurotable.core.events import Event
from eurotable.games.shipyard.sentences import article, guilders, plural

Line = Callable[[dict[str, Any], str], str]
"""A line from an event's data and the name of the player it concerns."""


def _and(items: list[str]) -> str:
    return ", ".join(items)


def _score(d: dict[str, Any], who: str) -> str:
    parts = [f"{points} ({colour} contract)" for colour, points in d["colours"].items()]
    return f"{who} scores {_and(parts)} and {d['traders']} (traders): {d['total']} in all"


def _takes(d: dict[str, Any], who: str) -> str:
    extra = f" and {_and(d['extra'])}" if d["extra"] else ""
    return f"{who} takes {article(d['piece'])}{extra} for {guilders(d['cost'])}"


def _choose(d: dict[str, Any], who: str) -> str:
    coins = f" (with {plural(d['coins'], 'guilder')} on it)" if d["coins"] else ""
    return f"{who} chooses {d['action']} and earns {plural(d['income'], 'guilder')}{coins}"


def _canal_used(d: dict[str, Any], who: str) -> str:
    cut = f"; {_and(d['discarded'])} cut off" if d["discarded"] else ""
    return f"{who} uses canal {d['canal']}{cut}"


def _flip(d: dict[str, Any], who: str) -> str:
    face = "last tile" if d["action"] == "last" else d["action"]
    return f"the solo tile shows {face}; the number is {d['number']}"


_LINES: dict[str, Line] = {
    "game-over": lambda d, who: "the game is over",
    "final-actions": lambda d, who: "the regular turns are over: everybody takes a final action",
    "solo-reshuffled": lambda d, who: "the solo tiles are shuffled again",
    "wheel-drop": lambda d, who: "the turn wheel's cube drops into the hole",
    "lap": lambda d, who: "the leading action card reaches the start point",
    "countdown": lambda d, who: f"a countdown cube is removed ({d['left']} left)",
    "countdown-marker": lambda d, who: (
        f"the countdown marker moves down to {d['left']}"
        + (" (the red space)" if d["left"] == 0 else "")
    ),
    "cards-pushed": lambda d, who: f"the {_and(d['actions'])} cards are pushed forward",
    "coin": lambda d, who: f"a guilder is put on the {d['action']} tile",
    "choose": _choose,
    "perform": lambda d, who: f"{who} carries out {d['action']}",
    "final-action": lambda d, who: f"{who} carries out {d['action']}",
    "action-impossible": lambda d, who: f"{who} cannot carry out {d['action']}",
    "bonus": lambda d, who: (
        f"{who} pays {plural(d['cost'], 'guilder')} for a bonus {d['action']} action"
    ),
    "subsidy": lambda d, who: f"{who} receives {plural(d['guilders'], 'guilder')} of subsidy",
    "buy-tile": lambda d, who: f"{who} buys ship tile {d['tile']} for {guilders(d['cost'])}",
    "place-tile": lambda d, who: f"{who} puts {d['tile']} on slot {d['slot'] + 1}",
    "rent-canal": lambda d, who: f"{who} rents canal {d['canal']} for {guilders(d['cost'])}",
    "place-canal": lambda d, who: (
        f"{who} lays canal {d['canal']} at {d['x']},{d['y']} r{d['rotation']}"
    ),
    "token-placed": lambda d, who: f"{who}'s ship token goes on {d['canal']} {d['space']}",
    "buy-goods": lambda d, who: f"{who} buys goods tile {d['tile']} for {guilders(d['cost'])}",
    "recruit": _takes,
    "manufacture": _takes,
    "hire": lambda d, who: f"{who} hires {d['employee']} for {guilders(d['cost'])}",
    "exchange-cube": lambda d, who: f"the exchange cube moves to P{d['position'] + 1}",
    "trade-tile": lambda d, who: f"{who} exchanges goods tile {d['tile']}",
    "sell": lambda d, who: f"{who} sells {d['good']} for {guilders(d['guilders'])}",
    "swap": lambda d, who: f"{who} swaps {d['good']} for {article(d['piece'])}",
    "ship-finished": lambda d, who: f"{who} finishes a ship of {plural(len(d['tiles']), 'tile')}",
    "add-piece": lambda d, who: f"{who} puts {article(d['piece'])} on the ship",
    "ship-failed": lambda d, who: f"{who}'s ship fails its cruise ({d['reason']}) and is removed",
    "ship-scored": lambda d, who: (
        f"{who}'s ship scores {d['crew']} VP for crew, {d['guns']} VP for "
        f"cannons and cranes and {d['speed']} VP for speed"
    ),
    "token-enters": lambda d, who: f"{who}'s ship token enters the canals",
    "canal-used": _canal_used,
    "official": lambda d, who: f"the {d['icon']} official gives {who} {d['points']} VP",
    "blue-riband": lambda d, who: (
        f"{who}'s ship reaches a Blue Riband after {plural(d['steps'], 'space')}"
    ),
    "riband-scored": lambda d, who: f"{who} scores {d['points']} VP for the Blue Riband",
    "cruise-over": lambda d, who: f"{who}'s ship joins the fleet",
    "contracts-dealt": lambda d, who: f"{who} is dealt the contracts {_and(d['contracts'])}",
    "discard": lambda d, who: f"{who} discards {article(d['colour'])} contract",
    "discard-contract": lambda d, who: f"{who} discards contract {d['contract']}",
    "game-end-triggered": lambda d, who: f"the end of the game is near ({d['reason']})",
    "final-score": _score,
    "solo-result": lambda d, who: (
        f"solo result: {d['points']} VP ({d['rating'] or 'below the table'})"
    ),
    "solo-flip": _flip,
    "automaton-action": lambda d, who: f"Automaton {d['owner']} takes the {d['action']} tile",
    "automaton-wheel": lambda d, who: (
        f"an automaton moves the {d['wheel']} marker {plural(d['steps'], 'space')}"
    ),
    "automaton-removes": lambda d, who: (
        f"an automaton removes {_and(d['tiles']) or 'nothing'} from the {d['display']} display"
    ),
    "goods-reshuffled": lambda d, who: "the goods are shuffled into a new stack",
    "canals-reshuffled": lambda d, who: "the canals are shuffled into a new stack",
    "no-completion": lambda d, who: f"{who} finishes no ship",
}


def describe(event: Event, names: list[str]) -> str:
    """One log line in English for an event."""
    d = event.data
    who = names[event.seat] if event.seat is not None and event.seat < len(names) else ""
    if event.kind == "setup":
        players = plural(d["players"], "player")
        return f"{players}, {d['edition']} edition; {names[d['first']]} starts"
    if event.kind == "advance":
        mover = who or f"Automaton {d['owner'] - len(names) + 1}"
        return f"{mover} moves the {d['action']} tile to the front"
    line = _LINES.get(event.kind)
    return line(d, who) if line else f"{event.kind} {who} {d}"
