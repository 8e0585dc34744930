"""Russian Railroads component tables, read once from ``data/components.json``.

Every number the rules use comes from here; the JSON file is the one place to correct
a value (each row names its confidence and source).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from typing import Any, Final

_RAW: Final[dict[str, Any]] = json.loads(
    resources.files("eurotable.games.russian_railroads")
    .joinpath("data/components.json")
    .read_text(encoding="utf-8")
)

COLOURS: Final[tuple[str, ...]] = tuple(_RAW["colours"]["value"])
"""Track colours in building order: each colour stays behind the one before it."""
BLACK, GREY, BROWN, NATURAL, WHITE = range(5)
ANY, BLACK_OR_GREY = 5, 6
"""Step kinds beyond the five colours: a step with any owned track, black or grey."""
STEP_KINDS: Final[tuple[str, ...]] = (*COLOURS, "any", "black-or-grey")
KIND_COLOURS: Final[tuple[tuple[int, ...], ...]] = (
    (BLACK,),
    (GREY,),
    (BROWN,),
    (NATURAL,),
    (WHITE,),
    (BLACK, GREY, BROWN, NATURAL, WHITE),
    (BLACK, GREY),
)


@dataclass(frozen=True, slots=True)
class Route:
    index: int
    id: str
    name: str
    length: int
    colours: int
    """How many colours the route takes (a prefix of the colour order)."""
    loco_slots: int


ROUTES: Final[tuple[Route, ...]] = tuple(
    Route(
        index=i,
        id=row["id"],
        name=row["name"],
        length=row["length"],
        colours=len(row["colours"]),
        loco_slots=row["loco_slots"],
    )
    for i, row in enumerate(_RAW["routes"])
)
TS, STP, KIEV = range(3)
ROUTE_IDS: Final[tuple[str, ...]] = tuple(r.id for r in ROUTES)
LENGTHS: Final[tuple[int, ...]] = tuple(r.length for r in ROUTES)
for _i, _row in enumerate(_RAW["routes"]):
    assert _row["colours"] == list(COLOURS[: ROUTES[_i].colours]), "route colours are a prefix"

_COMPONENTS: Final = _RAW["components"]
DOUBLERS: Final[int] = _COMPONENTS["doublers"]
DOUBLER_SPACES: Final[int] = _COMPONENTS["doubler_spaces"]
TRACK_PIECES: Final[tuple[int, ...]] = tuple(_COMPONENTS["tracks"][c] for c in COLOURS)
LEVELS: Final[int] = _COMPONENTS["locomotive_levels"]
TEMPORARY_WORKERS: Final[int] = _COMPONENTS["temporary_workers"]

VALUES: Final[tuple[int, ...]] = tuple(_RAW["track_values"]["plain"][c] for c in COLOURS)
REVALUED: Final[tuple[int, ...]] = tuple(_RAW["track_values"]["revalued"][c] for c in COLOURS)


@dataclass(frozen=True, slots=True)
class Setup:
    """Everything that depends on the player count."""

    players: int
    board_side: str
    rounds: int
    start_workers: int
    extra_workers: int
    start_coins: int
    locos_per_level: int
    engineers_a: int
    engineers_b: int
    claims: int
    claim_under_own_pawn: bool
    strip: tuple[str, ...]
    """Engineer strip positions, left to right: future, variable or hire."""
    strip_letters: tuple[str | None, ...]


def _setup(players: int) -> Setup:
    row = _RAW["setups"][str(players)]
    strip = _RAW["engineer_strip"][str(players)]
    return Setup(
        players=players,
        board_side=row["board_side"],
        rounds=row["rounds"],
        start_workers=row["start_workers"],
        extra_workers=row["extra_workers"],
        start_coins=row["start_coins"],
        locos_per_level=row["locos_per_level"],
        engineers_a=row["engineers"]["A"],
        engineers_b=row["engineers"]["B"],
        claims=row["turn_order_claims"],
        claim_under_own_pawn=row["claim_under_own_pawn"],
        strip=tuple(strip["positions"]),
        strip_letters=tuple(strip["letters"]),
    )


SETUPS: Final[dict[int, Setup]] = {int(n): _setup(int(n)) for n in _RAW["setups"]}


@dataclass(frozen=True, slots=True)
class Effect:
    """What an action space, engineer, factory, token or card does.

    ``steps`` are step kinds (colours, ``ANY``, ``BLACK_OR_GREY``); ``then`` is done once
    everything else is; ``special`` names an effect the rules modules handle by name.
    """

    steps: tuple[int, ...] = ()
    industry: int = 0
    doublers: int = 0
    points: int = 0
    coins: int = 0
    temporary_workers: int = 0
    loco_or_factory: int = 0
    loco: int = 0
    factory: int = 0
    repeat: bool = False
    claim: int = 0
    end_bonus: bool = False
    engineer_points: bool = False
    loco_points: bool = False
    special: str = ""
    then: Effect | None = None
    single_kind: int = -1
    """The step kind when every step is of one kind (-1: mixed or no steps)."""

    @property
    def black_steps(self) -> bool:
        """True when the effect gives a step the black track can take (black worker bonus)."""
        return any(BLACK in KIND_COLOURS[k] for k in self.steps)


def _effect(row: dict[str, Any]) -> Effect:
    steps = tuple(STEP_KINDS.index(s) for s in row.get("steps", ()))
    return Effect(
        steps=steps,
        industry=row.get("industry", 0),
        doublers=row.get("doublers", 0),
        points=row.get("points", 0),
        coins=row.get("coins", 0),
        temporary_workers=row.get("temporary_workers", 0),
        loco_or_factory=row.get("loco_or_factory", 0),
        loco=row.get("loco", 0),
        factory=row.get("factory", 0),
        repeat=row.get("repeat", False),
        claim=row.get("claim", 0),
        end_bonus=row.get("end_bonus", False),
        engineer_points=row.get("engineer_points", False),
        loco_points=row.get("loco_points", False),
        special=row.get("special", ""),
        then=_effect(row["then"]) if "then" in row else None,
        single_kind=steps[0] if steps and steps.count(steps[0]) == len(steps) else -1,
    )


@dataclass(frozen=True, slots=True)
class Space:
    """A place to put workers: a board space, an engineer tile or the hiring space."""

    index: int
    id: str
    workers: int
    coins: int
    effect: Effect
    players: tuple[int, ...]
    reusable: bool = False
    last_round_only: bool = False
    not_last_round: bool = False
    engineer: int = 0
    """The engineer number for an engineer tile's space (0 otherwise)."""
    letter: str | None = None

    @property
    def one_worker(self) -> bool:
        """An action that needs exactly one worker (turn-order re-use, repeat)."""
        return self.workers == 1 and self.coins == 0


BOARD_SPACES: Final[tuple[Space, ...]] = tuple(
    Space(
        index=i,
        id=row["id"],
        workers=row["workers"],
        coins=row["coins"],
        effect=_effect(row["effect"]),
        players=tuple(row["players"]),
        reusable=row.get("reusable", False),
        last_round_only=row.get("last_round_only", False),
        not_last_round=row.get("not_last_round", False),
    )
    for i, row in enumerate(_RAW["board_spaces"])
)
ENGINEER_BASE: Final = len(BOARD_SPACES)
ENGINEERS: Final[tuple[Space, ...]] = tuple(
    Space(
        index=ENGINEER_BASE + row["number"] - 1,
        id=f"engineer-{row['number']}",
        workers=row["workers"],
        coins=row["coins"],
        effect=_effect(row["effect"]),
        players=(2, 3, 4),
        engineer=row["number"],
        letter=row["letter"],
    )
    for row in sorted(_RAW["engineers"], key=lambda r: r["number"])
)
assert [e.engineer for e in ENGINEERS] == list(range(1, len(ENGINEERS) + 1))
HIRE: Final = Space(
    index=ENGINEER_BASE + len(ENGINEERS),
    id="hire",
    workers=_RAW["hire"]["workers"],
    coins=_RAW["hire"]["coins"],
    effect=Effect(),
    players=(2, 3, 4),
)
SPACES: Final[tuple[Space, ...]] = (*BOARD_SPACES, *ENGINEERS, HIRE)
"""Every place a worker or coin can go, indexed by ``Space.index``."""
LETTERLESS: Final[int] = next(e.engineer for e in ENGINEERS if e.letter is None)
CLAIM_SPACES: Final[tuple[int, ...]] = tuple(
    s.index for s in sorted(BOARD_SPACES, key=lambda s: s.effect.claim) if s.effect.claim
)


@dataclass(frozen=True, slots=True)
class Special:
    """A space of a player board whose benefit fires once its conditions are met."""

    route: int
    space: int
    track: int
    loco: bool
    benefit: str


SPECIALS: Final[tuple[Special, ...]] = tuple(
    Special(
        route=ROUTE_IDS.index(row["route"]),
        space=row["space"],
        track=COLOURS.index(row["track"]),
        loco=row["loco"],
        benefit=row["benefit"],
    )
    for row in _RAW["special_spaces"]
)
TOKEN_SPECIALS: Final[tuple[int, ...]] = tuple(
    i for i, s in enumerate(SPECIALS) if s.benefit == "token"
)
"""The route spaces where a "?" token is used (indices into ``SPECIALS``)."""
GAINS: Final[dict[str, int]] = {"gain-grey": GREY, "gain-brown": BROWN, "gain-natural": NATURAL}
GAIN_SPACES: Final[tuple[int, ...]] = tuple(
    next(s.space for s in SPECIALS if s.benefit == name)
    for name in ("gain-grey", "gain-brown", "gain-natural", "gain-white")
)
"""The Trans-Siberian spaces the black track must reach to own grey, brown, natural, white."""
END_STATION_POINTS: Final[int] = _RAW["end_station_points"]["value"]
WHITE_FREE_STEPS: Final[int] = _RAW["white_free_steps"]["value"]

_DOUBLE: Final = _RAW["route_double"]
ROUTE_DOUBLE: Final[Special] = Special(
    route=ROUTE_IDS.index(_DOUBLE["route"]),
    space=_DOUBLE["space"],
    track=COLOURS.index(_DOUBLE["track"]),
    loco=_DOUBLE["loco"],
    benefit="double-route",
)
KIEV_BONUSES: Final[tuple[tuple[int, int], ...]] = tuple(
    (row["space"], row["points"]) for row in _RAW["kiev_bonuses"]
)
"""(space, points per scoring) for the Kiev spaces reached by black track and locomotive."""
MEDAL_SPACE: Final[int] = _RAW["kiev_medal"]["space"]
MEDAL_POINTS: Final[int] = _RAW["kiev_medal"]["points"]
MEDAL_TRACK: Final[int] = COLOURS.index(_RAW["kiev_medal"]["track"])

INDUSTRY_KINDS: Final[tuple[str, ...]] = tuple(row["kind"] for row in _RAW["industry_track"])
INDUSTRY_END: Final[int] = len(INDUSTRY_KINDS) - 1
NOTCHES: Final[tuple[int, ...]] = tuple(i for i, k in enumerate(INDUSTRY_KINDS) if k == "factory")
"""Industry-track indices of the five factory notches, left to right."""
NOTCH_AT: Final[tuple[int, ...]] = tuple(
    NOTCHES.index(i) if k == "factory" else -1 for i, k in enumerate(INDUSTRY_KINDS)
)
INDUSTRY_TOKEN: Final[int] = INDUSTRY_KINDS.index("token")


def _industry_points() -> tuple[int, ...]:
    points = []
    last = 0
    for row in _RAW["industry_track"]:
        if row["points"] is not None:
            last = row["points"]
        points.append(last)
    return tuple(points)


INDUSTRY_POINTS: Final[tuple[int, ...]] = _industry_points()
"""Points of each industry-track space; a space without a number scores the one before."""

FACTORY_EFFECTS: Final[tuple[Effect, ...]] = (
    Effect(),
    *(_effect(row["effect"]) for row in sorted(_RAW["factories"], key=lambda r: r["level"])),
)
"""The action of a factory of each level (index 0 unused)."""
assert len(FACTORY_EFFECTS) == LEVELS + 1

TOKENS: Final[tuple[str, ...]] = tuple(row["id"] for row in _RAW["question_tokens"])
TOKEN_EFFECTS: Final[tuple[Effect, ...]] = tuple(
    _effect(row["effect"]) for row in _RAW["question_tokens"]
)
T_CARD: Final = TOKENS.index("card")
T_REVALUATION: Final = TOKENS.index("revaluation")
T_MEDAL: Final = TOKENS.index("kiev-medal")
T_SECOND_MARKER: Final = TOKENS.index("second-marker")

CARDS: Final[tuple[str, ...]] = tuple(row["id"] for row in _RAW["question_cards"])
CARD_EFFECTS: Final[tuple[Effect, ...]] = tuple(
    _effect(row["effect"]) for row in _RAW["question_cards"]
)
C_MIXED, C_ENGINEER, C_FACTORY, C_BLACK_WORKER, C_LOCO9 = (
    CARDS.index(name) for name in ("mixed", "engineer", "factory", "black-worker", "locomotive-9")
)


@dataclass(frozen=True, slots=True)
class BonusCard:
    index: int
    id: str
    rule: str
    value: Any


BONUS_CARDS: Final[tuple[BonusCard, ...]] = tuple(
    BonusCard(i, row["id"], row["rule"], row["value"])
    for i, row in enumerate(_RAW["end_bonus_cards"])
)
BONUS_IDS: Final[tuple[str, ...]] = tuple(c.id for c in BONUS_CARDS)
EXTRA_ENGINEER_CARD: Final[int] = next(c.index for c in BONUS_CARDS if c.rule == "extra-engineer")
BONUS_REMOVED: Final[int] = _RAW["end_bonus_deal"]["removed"]
BONUS_INSTEAD: Final[int] = _RAW["end_bonus_deal"]["instead_points"]

START_BONUSES: Final[tuple[str, ...]] = tuple(row["id"] for row in _RAW["start_bonus_cards"])
START_EFFECTS: Final[tuple[Effect, ...]] = tuple(
    _effect(row["effect"]) for row in _RAW["start_bonus_cards"]
)
PASS_POINTS: Final[tuple[int, ...]] = tuple(_RAW["turn_order_points"]["value"])
MAJORITY: Final[tuple[int, ...]] = tuple(_RAW["engineer_majority"]["value"])


def raw_entries() -> list[tuple[str, Any, str, str]]:
    """(key, value, confidence, source) for every row of the data file."""
    entries: list[tuple[str, Any, str, str]] = []

    def add(key: str, row: dict[str, Any]) -> None:
        value = {k: v for k, v in row.items() if k not in ("confidence", "source")}
        entries.append((key, value, row["confidence"], row["source"]))

    for key in ("colours", "components", "track_values", "end_station_points"):
        add(key, _RAW[key])
    for key in ("white_free_steps", "route_double", "kiev_medal", "hire", "end_bonus_deal"):
        add(key, _RAW[key])
    for key in ("start_bonus_pick", "turn_order_points", "engineer_majority"):
        add(key, _RAW[key])
    for row in _RAW["routes"]:
        add(f"route/{row['id']}", row)
    for count, row in _RAW["setups"].items():
        add(f"setup/{count}p", row)
    for count, row in _RAW["engineer_strip"].items():
        add(f"engineer-strip/{count}p", row)
    for row in _RAW["special_spaces"]:
        add(f"special/{row['route']}-{row['space']}-{row['benefit']}", row)
    for row in _RAW["kiev_bonuses"]:
        add(f"kiev-bonus/{row['space']}", row)
    for i, row in enumerate(_RAW["industry_track"]):
        add(f"industry-track/{i}", row)
    for row in _RAW["factories"]:
        add(f"factory/{row['level']}", row)
    for row in _RAW["board_spaces"]:
        add(f"space/{row['id']}", row)
    for row in _RAW["engineers"]:
        add(f"engineer/{row['number']}", row)
    for kind in ("question_tokens", "question_cards", "end_bonus_cards", "start_bonus_cards"):
        for row in _RAW[kind]:
            add(f"{kind.replace('_', '-')}/{row['id']}", row)
    return entries
