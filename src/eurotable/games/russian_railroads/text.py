"""The board and the player boards as text for the terminal; one log line per event (in
the current language)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final

from eurotable.core.events import Event
from eurotable.games.russian_railroads import words
from eurotable.games.russian_railroads.data import (
    BOARD_SPACES,
    BONUS_IDS,
    CARD_EFFECTS,
    CARDS,
    DOUBLER_SPACES,
    INDUSTRY_KINDS,
    INDUSTRY_POINTS,
    ROUTES,
    SETUPS,
    SPACES,
    START_EFFECTS,
    TOKEN_EFFECTS,
    TOKENS,
)
from eurotable.games.russian_railroads.notation import AGAIN_CHOICES
from eurotable.games.russian_railroads.sentences import (
    bonus_text,
    effect_text,
    space_text,
    special_text,
)
from eurotable.i18n import N_, _, join_list, n_, sentence, tr


def _letters() -> str:
    """The track letters: blac(k), grey, brown, natural, white (as ``legend`` says)."""
    # TRANSLATORS: five different letters for the tracks black, grey, brown, natural and
    # white on the text board, in this order (the legend below explains them).
    letters = _("kgbnw")
    return letters if len(set(letters)) == 5 else "kgbnw"


def legend() -> str:
    return _(
        "Tracks: k black, g grey, b brown, n natural, w white (capital: the track itself, "
        "small: the spaces it covers behind it); | after the space the locomotives reach. "
        "Industry: [L] a level-L factory, * a marker."
    )


def _token_space(space: int) -> str:
    """Where a '?' token was earned: ``Trans-Siberian 13``."""
    places = (
        (N_("Trans-Siberian {space}"), 13),
        (N_("St Petersburg {space}"), 4),
        (N_("St Petersburg {space}"), 6),
    )
    if space < len(places):
        text, number = places[space]
        return tr(text, space=number)
    return _("industry '?'")


def _reach(locos: list[int], route: int) -> int:
    return locos[0] + locos[1] if route == 0 else locos[route + 1]


def _route_line(board: dict[str, Any], route: int) -> str:
    info = ROUTES[route]
    positions = board["tracks"][route * 5 : route * 5 + info.colours]
    locos = board["locos"]
    reach = _reach(locos, route)
    cells = []
    letters = _letters()
    for space in range(1, info.length + 1):
        colour = -1
        for c, position in enumerate(positions):
            if position >= space:
                colour = c
        letter = "·" if colour < 0 else letters[colour]
        if colour >= 0 and positions[colour] == space:
            letter = letter.upper()
        cells.append(letter + ("|" if space == reach else ""))
    if route == 0:
        engines = " + ".join(str(lv) for lv in locos[:2] if lv) or _("none")
        doublers = "●" * board["doublers"] + "○" * (DOUBLER_SPACES - board["doublers"])
        extra = _(
            "locos {levels} (reach {reach})  doublers {doublers}",
            levels=engines,
            reach=reach,
            doublers=doublers,
        )
    else:
        extra = _("loco {level}", level=locos[route + 1] or _("none"))
    width = max(len(words.route_name(r)) for r in range(len(ROUTES)))
    return f"  {words.route_name(route):<{width}} {''.join(cells)}  {extra}"


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
    return _("  Industry: {cells}", cells=" ".join(cells))


def _player_lines(board: dict[str, Any], name: str, mine: list[str] | None) -> list[str]:
    facts = [
        n_("{n} point", "{n} points", sum(board["score"])),
        _("card {number}", number=board["card"]),
    ]
    if board["passed"]:
        facts.append(_("passed"))
    workers = _("workers {hand}/{all}", hand=board["hand"], all=board["workers"])
    if board["temp"]:
        workers = _("{workers}, {n} temporary", workers=workers, n=board["temp"])
    if board["black"]:
        if board["black_hand"]:
            workers = _("{workers}, black worker (in hand)", workers=workers)
        else:
            workers = _("{workers}, black worker", workers=workers)
    facts.append(workers)
    facts.append(_("coins {n}", n=board["coins"]))
    lines = [_("{name}: {facts}", name=name, facts=" · ".join(facts))]
    lines.extend(_route_line(board, route) for route in range(3))
    lines.append(_industry_line(board))
    tokens = [
        f"{TOKENS[token]} ({_token_space(i)})"
        for i, token in enumerate(board["tokens"])
        if token >= 0
    ]
    engineers = join_list(
        [
            _("{number} (used)", number=n) if board["engineer_used"] >> n & 1 else str(n)
            for n in board["engineers"]
        ]
    )
    lines.append(
        _(
            "  Tokens used: {tokens} · engineers: {engineers}",
            tokens=join_list(tokens) or _("none"),
            engineers=engineers or _("none"),
        )
    )
    if mine is not None:
        lines.append(_("  End-bonus cards: {cards}", cards=join_list(mine) or _("none")))
    return lines


_STRIP_KINDS: Final = {"variable": N_("variable"), "hire": N_("hire")}
"""The engineer strip's spaces (a future engineer is shown by its number alone)."""


def render(obs: dict[str, Any], names: Sequence[str] | None = None) -> str:
    """A seat's observation (or the full view) as lines of text."""
    players = obs["players"]
    names = list(names or [_("Player {n}", n=i + 1) for i in range(players)])
    lines = [
        _(
            "Round {round} of {rounds} · turn order: {order}",
            round=obs["round"],
            rounds=obs["rounds"],
            order=join_list([names[s] for s in obs["order"]]),
        )
    ]
    taken = [
        f"{BOARD_SPACES[i].id} ({names[seat]})"
        for i, seat in enumerate(obs["occupied"])
        if seat >= 0
    ]
    lines.append(_("Occupied: {spaces}", spaces=join_list(taken) or _("nothing")))
    strip = []
    kinds = SETUPS[players].strip
    for kind, number, user in zip(kinds, obs["strip"], obs["strip_user"], strict=True):
        if not number:
            strip.append("[-]")
            continue
        label = f"{number}" if kind == "future" else f"{tr(_STRIP_KINDS[kind])} {number}"
        if user >= 0:
            label += f" ({names[user]})"
        strip.append(f"[{label}]")
    hired = obs["hired"]
    engineers = " ".join(strip)
    if hired >= 0:
        engineers = _("{engineers} · hired by {name}", engineers=engineers, name=names[hired])
    lines.append(_("Engineers: {engineers}", engineers=engineers))
    locos = " ".join(f"{lv}×{n}" for lv, n in enumerate(obs["loco_supply"]) if n)
    returned = " ".join(f"{lv}×{n}" for lv, n in enumerate(obs["factory_supply"]) if n)
    lines.append(
        _(
            "Locomotives: {locos} · returned factories: {factories} · doublers: {doublers}",
            locos=locos or _("none"),
            factories=returned or _("none"),
            doublers=obs["doubler_supply"],
        )
    )
    cards = [CARDS[c] for c, taker in enumerate(obs["cards"]) if taker < 0]
    bonus = obs["end_bonus"]
    lines.append(
        _(
            "'?' cards: {cards} · end-bonus deck: {deck} ({removed} removed)",
            cards=join_list(cards) or _("none"),
            deck=bonus["deck"],
            removed=bonus["removed"],
        )
    )
    for seat, board in enumerate(obs["seats"]):
        lines.append("")
        shown = bonus["shown"][seat] if bonus["shown"] else None
        mine = bonus["mine"] if seat == obs["seat"] else shown
        lines.extend(_player_lines(board, names[seat], mine))
    lines.append("")
    lines.append(legend())
    if obs["step"] != "over":
        lines.append(
            _(
                "{name} to decide ({step})",
                name=names[obs["actor"]],
                step=tr(_STEPS.get(obs["step"], obs["step"])),
            )
        )
    return "\n".join(lines)


_STEPS: Final = {
    "start": N_("starting-bonus card"),
    "main": N_("place workers or pass"),
    "pay": N_("payment"),
    "frame": N_("carrying out an action"),
    "put": N_("placing a locomotive"),
    "notch": N_("replacing a factory"),
    "reuse": N_("turn-order worker"),
}
"""The decision pending, in words (the observation's ``step``)."""


def describe(event: Event, names: list[str]) -> str:
    """One log line for an event, in the current language, as a sentence."""
    who = names[event.seat] if event.seat is not None else ""
    d = event.data
    line = _LINES.get(event.kind)
    if line is None:
        return f"{event.kind} {who} {d}".strip()
    return sentence(line(who, d, names), names)


_AGAIN: Final = (N_("doubler"), N_("industry step"), N_("black track step"))
"""What the mixed "?" card's ``again`` repeats, by ``notation.AGAIN_CHOICES``."""
assert len(_AGAIN) == len(AGAIN_CHOICES)


def _again(d: dict[str, Any]) -> str:
    choice: int = d["choice"]
    return tr(_AGAIN[choice])


def _route(d: dict[str, Any]) -> dict[str, str]:
    return words.route(int(d["route"]))


def _place(who: str, d: dict[str, Any], names: list[str]) -> str:
    space = space_text(SPACES[d["space"]])
    if d["black"] and d["coins"]:
        return n_(
            "{who} takes {space} with the black worker paying {n} ruble",
            "{who} takes {space} with the black worker paying {n} rubles",
            d["coins"],
            who=who,
            space=space,
        )
    if d["black"]:
        return _("{who} takes {space} with the black worker", who=who, space=space)
    if d["coins"]:
        return n_(
            "{who} takes {space} paying {n} ruble",
            "{who} takes {space} paying {n} rubles",
            d["coins"],
            who=who,
            space=space,
        )
    return _("{who} takes {space}", who=who, space=space)


def _placed(who: str, d: dict[str, Any], names: list[str]) -> str:
    route = _route(d)
    if d["replaced"]:
        return _(
            "{who} puts the level-{level} locomotive on the {name}, replacing the "
            "level-{replaced} one",
            who=who,
            level=d["level"],
            replaced=d["replaced"],
            **route,
        )
    return _(
        "{who} puts the level-{level} locomotive on the {name}", who=who, level=d["level"], **route
    )


def _shows(who: str, d: dict[str, Any], names: list[str]) -> str:
    points = sum(d["points"])
    if not d["cards"]:
        return n_(
            "{who} shows no cards for {n} point",
            "{who} shows no cards for {n} points",
            points,
            who=who,
        )
    # TRANSLATORS: {worth} is what the cards are worth, {cards} their ids in the notation.
    return n_(
        "{who} shows end-bonus cards ({worth}): {n} point",
        "{who} shows end-bonus cards ({worth}): {n} points",
        points,
        who=who,
        cards=join_list([BONUS_IDS[c] for c in d["cards"]]),
        worth=_("; ").join(bonus_text(c) for c in d["cards"]),
    )


def _round(who: str, d: dict[str, Any], names: list[str]) -> str:
    if d["last"]:
        return _("round {round} (the last)", round=d["round"])
    return _("round {round}", round=d["round"])


_LINES: Final[dict[str, Callable[[str, dict[str, Any], list[str]], str]]] = {
    "setup": lambda who, d, n: n_(
        "{n} player; turn order {order}",
        "{n} players; turn order {order}",
        d["players"],
        order=join_list([n[s] for s in d["order"]]),
    ),
    "starting-bonus": lambda who, d, n: _(
        "{who} takes the starting-bonus card: {effect}",
        who=who,
        effect=effect_text(START_EFFECTS[d["card"]]),
    ),
    "place": _place,
    "doublers": lambda who, d, n: n_(
        "{who} places {n} doubler", "{who} places {n} doublers", d["count"], who=who
    ),
    "points": lambda who, d, n: n_(
        "{who} scores {n} point", "{who} scores {n} points", d["points"], who=who
    ),
    "coins": lambda who, d, n: n_(
        "{who} takes {n} ruble", "{who} takes {n} rubles", d["coins"], who=who
    ),
    "temporary-workers": lambda who, d, n: _("{who} takes the temporary workers", who=who),
    "special": lambda who, d, n: _("{who}: {effect}", who=who, effect=special_text(d["effect"])),
    "engineer-gained": lambda who, d, n: n_(
        "{who} takes engineer {number} and {n} ruble",
        "{who} takes engineer {number} and {n} rubles",
        d["coins"],
        who=who,
        number=d["engineer"],
    ),
    "black-worker": lambda who, d, n: _("{who} takes the black worker", who=who),
    "step": lambda who, d, n: _(
        "{who} moves the {colour} track on the {name} to space {space}",
        who=who,
        colour=words.colour(d["colour"]),
        space=d["space"],
        **_route(d),
    ),
    "tracks-gained": lambda who, d, n: _(
        "{who} gains {colour} tracks", who=who, colour=words.colours(d["colour"])
    ),
    "white-track": lambda who, d, n: n_(
        "{who} gains the white track; it moves {n} step",
        "{who} gains the white track; it moves {n} steps",
        d["steps"],
        who=who,
    ),
    "end-station": lambda who, d, n: n_(
        "{who} reaches the end of the {name}: {n} point",
        "{who} reaches the end of the {name}: {n} points",
        d["points"],
        who=who,
        **_route(d),
    ),
    "worker-gained": lambda who, d, n: _(
        "{who} gains a worker ({name} {space})", who=who, space=d["space"], **_route(d)
    ),
    "token-space": lambda who, d, n: _(
        "{who} may use a '?' token ({where})", who=who, where=_token_space(d["space"])
    ),
    "industry": lambda who, d, n: _(
        "{who} advances industry marker {marker} to space {space}",
        who=who,
        marker=d["marker"] + 1,
        space=d["space"],
    ),
    "factory-fires": lambda who, d, n: _(
        "{who}'s level-{level} factory works", who=who, level=d["level"]
    ),
    "locomotive-taken": lambda who, d, n: _(
        "{who} takes a level-{level} locomotive", who=who, level=d["level"]
    ),
    "locomotive-placed": _placed,
    "locomotive-returned": lambda who, d, n: _(
        "{who} returns the level-{level} locomotive as a factory", who=who, level=d["level"]
    ),
    "factory-built": lambda who, d, n: _(
        "{who} builds a level-{level} factory", who=who, level=d["level"]
    ),
    "factory-taken": lambda who, d, n: _(
        "{who} takes a level-{level} factory", who=who, level=d["level"]
    ),
    "factory-replaced": lambda who, d, n: _(
        "{who} replaces the level-{returned} factory with a level-{level} one",
        who=who,
        returned=d["returned"],
        level=d["level"],
    ),
    "repeat": lambda who, d, n: _(
        "{who} repeats {space}", who=who, space=space_text(SPACES[d["space"]])
    ),
    "again": lambda who, d, n: _("{who} repeats the {part}", who=who, part=_again(d)),
    "token": lambda who, d, n: _(
        "{who} uses a '?' token for {effect}",
        who=who,
        effect=effect_text(TOKEN_EFFECTS[d["token"]]),
    ),
    "card": lambda who, d, n: _(
        "{who} takes the '?' card for {effect}",
        who=who,
        effect=effect_text(CARD_EFFECTS[d["card"]]),
    ),
    "end-bonus-card": lambda who, d, n: _("{who} takes an end-bonus card", who=who),
    # TRANSLATORS: {worth} is what the card is worth, {card} its id in the notation.
    "end-bonus-card-kept": lambda who, d, n: _(
        "{who} keeps the end-bonus card worth {worth}",
        who=who,
        card=BONUS_IDS[d["card"]],
        worth=bonus_text(d["card"]),
    ),
    "end-bonus-points": lambda who, d, n: n_(
        "{who} takes {n} point instead of a card",
        "{who} takes {n} points instead of a card",
        d["points"],
        who=who,
    ),
    "deck-seen": lambda who, d, n: _("{who} looks through the end-bonus deck", who=who),
    "done": lambda who, d, n: _("{who} stops", who=who),
    "black-worker-bonus": lambda who, d, n: _("{who} earns the black worker's extra step", who=who),
    "pass": lambda who, d, n: n_(
        "{who} passes and scores {n} point",
        "{who} passes and scores {n} points",
        d["points"],
        who=who,
    ),
    "turn-order": lambda who, d, n: _(
        "turn order: {order}", order=join_list([n[s] for s in d["order"]])
    ),
    "reuse": lambda who, d, n: _(
        "{who} moves the turn-order worker to {space}",
        who=who,
        space=space_text(SPACES[d["space"]]),
    ),
    "reuse-declined": lambda who, d, n: _(
        "{who} leaves the turn-order worker where it is", who=who
    ),
    "round": _round,
    "round-scoring": lambda who, d, n: n_(
        "{who} scores {n} point this round",
        "{who} scores {n} points this round",
        d["total"],
        who=who,
    ),
    "end-bonus-scoring": _shows,
    "engineer-majority": lambda who, d, n: n_(
        "{who} scores {n} point for the most engineers",
        "{who} scores {n} points for the most engineers",
        d["points"],
        who=who,
    ),
    "game-over": lambda who, d, n: _("the game is over"),
    "lapsed": lambda who, d, n: _("{who} cannot finish the action", who=who),
    "hire": lambda who, d, n: _("{who} hires engineer {number}", who=who, number=d["engineer"]),
    "engineer-leaves": lambda who, d, n: _(
        "engineer {number} leaves the game", number=d["engineer"]
    ),
}
