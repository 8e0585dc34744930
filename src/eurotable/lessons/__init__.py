"""Interactive lessons: a game set up from a fixed seed and the steps that teach it.

A lesson is a data file, ``lessons/<name>.json`` (docs/lessons.md): the set-up (game,
players, the learner's seat, options, seed, the other seats' bot, pacing) and the steps.
A step tells the learner something (``say``) and either waits for "Next" (``next``), or
for one of the actions it ``expect``\\ s (their notation), pointing at one (``point``: a
``data-action``; ``area``: a CSS selector of the board), with an explanation for the
wrong clicks it foresees (``wrong``: by action) and one for any other (``otherwise``), or
lets the learner choose any legal action (``free``). ``more`` names the verbs of further
actions the same step takes (the mayor's colonists, placed one ``place`` at a time).

The server makes the lesson's game with the lesson's seed and bot, and the learner's
step is worked out from the game's position (``progress``), so a reload, or another
visit, continues where the learner was.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from eurotable import games
from eurotable.core.timeline import CONFIRM, UNDO, is_mark
from eurotable.i18n import ptr

FOLDER = Path(__file__).resolve().parent
"""Where the lesson files are: one ``<name>.json`` per lesson."""

Json = dict[str, Any]


class UnknownLesson(KeyError):
    """No lesson of that name."""


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a lesson (the module's docstring says what each field means)."""

    id: str
    say: str
    expect: tuple[str, ...] = ()
    free: bool = False
    more: tuple[str, ...] = ()
    point: str | None = None
    area: str | None = None
    wrong: tuple[tuple[str, str], ...] = ()
    otherwise: str | None = None

    @property
    def acts(self) -> bool:
        """Whether the step waits for an action of the learner (else for "Next")."""
        return self.free or bool(self.expect)

    def takes(self, action: str) -> bool:
        """Whether ``action`` is one the step waits for."""
        return self.free or action in self.expect

    def texts(self) -> list[str]:
        """Every text of the step people read."""
        found = [self.say, *(text for _, text in self.wrong)]
        return found if self.otherwise is None else [*found, self.otherwise]


@dataclass(frozen=True, slots=True)
class Lesson:
    """A lesson file, read."""

    name: str
    game: str
    title: str
    players: int
    seat: int
    seed: int
    options: Json
    bot: str
    pacing: Json
    steps: tuple[Step, ...]

    def new_game(self, name: str | None = None) -> Json:
        """The body of ``POST /api/games`` that makes the lesson's game, the learner's
        seat named ``name`` (free without one)."""
        learner: Json = {"kind": "human"} if name is None else {"kind": "human", "name": name}
        seats: list[Json] = [
            learner if seat == self.seat else {"kind": "bot", "bot": self.bot}
            for seat in range(self.players)
        ]
        return {
            "game": self.game,
            "players": self.players,
            "options": dict(self.options),
            "seats": seats,
            "seed": self.seed,
            "pacing": dict(self.pacing),
        }

    def said(self) -> Json:
        """The lesson for the browser, its texts in the current language."""

        def text(message: str) -> str:
            return ptr(self.game, message)

        return {
            "name": self.name,
            "game": self.game,
            "title": text(self.title),
            "seat": self.seat,
            "steps": [
                {
                    "id": step.id,
                    "say": text(step.say),
                    "expect": list(step.expect),
                    "free": step.free,
                    "more": list(step.more),
                    "point": step.point,
                    "area": step.area,
                    "wrong": {action: text(words) for action, words in step.wrong},
                    "otherwise": None if step.otherwise is None else text(step.otherwise),
                }
                for step in self.steps
            ],
        }

    def texts(self) -> list[str]:
        """Every text of the lesson people read (the catalogs' msgids)."""
        return [self.title, *(text for step in self.steps for text in step.texts())]


@dataclass(frozen=True, slots=True)
class Progress:
    """Where the learner is: the first step not done yet (``len(steps)``: the lesson is
    over), and whether the game went as the lesson expects (``False``: the learner took
    an action no step waits for, or the game ended first; the rest is free play)."""

    step: int
    on_track: bool


def names() -> list[str]:
    """The names of every lesson."""
    return sorted(path.stem for path in FOLDER.glob("*.json"))


@cache
def load(name: str) -> Lesson:
    """The lesson called ``name``; raises ``UnknownLesson``."""
    if name not in names():
        raise UnknownLesson(name)
    data = json.loads((FOLDER / f"{name}.json").read_text(encoding="utf-8"))
    steps = tuple(
        Step(
            id=row["id"],
            say=row["say"],
            expect=tuple(row.get("expect", ())),
            free=bool(row.get("free", False)),
            more=tuple(row.get("more", ())),
            point=row.get("point"),
            area=row.get("area"),
            wrong=tuple((action, text) for action, text in row.get("wrong", {}).items()),
            otherwise=row.get("otherwise"),
        )
        for row in data["steps"]
    )
    return Lesson(
        name=name,
        game=data["game"],
        title=data["title"],
        players=data["players"],
        seat=data["seat"],
        seed=data["seed"],
        options=dict(data.get("options", {})),
        bot=data["bot"],
        pacing=dict(data["pacing"]),
        steps=steps,
    )


def learner_actions(lesson: Lesson, entries: list[str]) -> list[str]:
    """The learner's actions that stand in a game of ``lesson`` after the log ``entries``
    (the undone ones left out), in order."""
    spec = games.get(lesson.game)
    state = spec.new_game(lesson.players, lesson.options, lesson.seed)
    played: list[tuple[int | None, str, Any]] = []
    for entry in entries:
        if entry == UNDO:
            state = played.pop()[2]
        elif entry == CONFIRM or is_mark(entry):
            continue
        else:
            before = state.clone()
            seat = state.current_player
            state.apply(spec.parse_action(entry))
            played.append((seat, entry, before))
    return [text for seat, text, _ in played if seat == lesson.seat]


def progress(lesson: Lesson, actions: list[str], over: bool = False) -> Progress:
    """Where the learner is after their ``actions`` (``learner_actions``) in a game that
    is ``over`` or not: each acting step takes the next action (and the following ones
    of its ``more`` verbs); a "Next" step is done once a later step has taken one."""
    step = 0
    done = 0  # the steps surely done: up to the last one that took an action
    left = list(actions)
    steps = lesson.steps
    while left:
        while step < len(steps) and not steps[step].acts:
            step += 1
        if step == len(steps):
            return Progress(len(steps), True)
        if not steps[step].takes(left[0]):
            return Progress(step, False)
        left.pop(0)
        while left and left[0].split(" ")[0] in steps[step].more:
            left.pop(0)
        step += 1
        done = step
    return Progress(done, not over or done == len(steps))
