"""Each lesson replays on the engine (docs/lessons.md).

From the lesson's seed, the learner's expected actions are played and the other seats
are played by the lesson's bot, seeded as the server seeds it (``server.thinking``): at
each learner decision the step due must wait for an action, its expected actions, the
action it points at and every action its explanations are attached to must be legal
there, and the explanations' actions must be wrong (not expected). A free step plays the
first legal action. So a lesson that drifts (an engine or a bot that changed) fails here.
The lesson's progress (``lessons.progress``, what the page resumes from) follows the
replay step by step, and every text is in the catalogs of all four languages.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from eurotable import games, lessons
from eurotable.bots import decision_for
from eurotable.core.game import GameState
from eurotable.server.thinking import answer, question

NAMES = lessons.names()
LOCALES = Path(__file__).resolve().parents[2] / "src" / "eurotable" / "locales"
"""The catalogs as kept in git."""
TRANSLATED = ("cs", "it", "he")


def _catalog(path: Path) -> Catalog:
    with path.open("rb") as file:
        return read_po(file)


@dataclass
class Replayed:
    """A lesson played through: the log's entries, the learner's actions, and where the
    progress stood before each learner action."""

    entries: list[str]
    mine: list[str]
    steps_before: list[int]
    state: GameState


def _bot_move(lesson: lessons.Lesson, state: GameState, number: int) -> str:
    asked = question(lesson.game, lesson.bot, lesson.seed, number, decision_for(state))
    return answer(asked)


def replay(lesson: lessons.Lesson) -> Replayed:
    spec = games.get(lesson.game)
    state = spec.new_game(lesson.players, lesson.options, lesson.seed)
    entries: list[str] = []
    mine: list[str] = []
    steps_before: list[int] = []
    step = 0
    last_acting = max(i for i, s in enumerate(lesson.steps) if s.acts)
    while step <= last_acting:
        assert not state.is_over, f"the game ended before step {lesson.steps[step].id}"
        if state.current_player != lesson.seat:
            entries.append(_bot_move(lesson, state, len(entries)))
            state.apply(spec.parse_action(entries[-1]))
            continue
        while not lesson.steps[step].acts:
            step += 1
        current = lesson.steps[step]
        legal = [str(action) for action in state.legal_actions()]
        where = f"step {current.id} (log entry {len(entries)}): legal {legal}"
        for action in current.expect:
            assert action in legal, f"{action!r} expected but not legal at {where}"
        if current.point is not None:
            assert current.point in legal, f"points at {current.point!r}, not legal at {where}"
            assert current.takes(current.point), f"points at a wrong action at {where}"
        for action, _text in current.wrong:
            assert action in legal, f"explains {action!r}, not legal at {where}"
            assert action not in current.expect, f"explains an expected {action!r} at {where}"
        steps_before.append(lessons.progress(lesson, mine).step)
        action = current.expect[0] if current.expect else legal[0]
        mine.append(action)
        entries.append(action)
        state.apply(spec.parse_action(action))
        # the learner's further actions of the same step (the mayor's colonists)
        while state.current_player == lesson.seat and current.more:
            legal = [str(a) for a in state.legal_actions()]
            follow = [a for a in legal if a.split(" ")[0] in current.more]
            if not follow:
                break
            mine.append(follow[0])
            entries.append(follow[0])
            state.apply(spec.parse_action(follow[0]))
        step += 1
    return Replayed(entries, mine, steps_before, state)


@pytest.mark.parametrize("name", NAMES)
def test_the_lesson_replays_on_the_engine(name: str) -> None:
    lesson = lessons.load(name)
    replayed = replay(lesson)
    acting = [i for i, step in enumerate(lesson.steps) if step.acts]
    # Before each learner action the progress points past the steps done, so the page
    # shows the explanations ("Next") that come before the step due.
    assert len(replayed.steps_before) == len(acting)
    for before, due in zip(replayed.steps_before, acting, strict=True):
        assert before <= due
        assert all(not step.acts for step in lesson.steps[before:due])
    done = lessons.progress(lesson, replayed.mine)
    assert done.on_track
    assert done.step == acting[-1] + 1


@pytest.mark.parametrize("name", NAMES)
def test_the_server_finds_the_learner_s_actions_in_the_log(name: str) -> None:
    lesson = lessons.load(name)
    replayed = replay(lesson)
    assert lessons.learner_actions(lesson, replayed.entries) == replayed.mine


@pytest.mark.parametrize("name", NAMES)
def test_a_wrong_action_leaves_the_lesson_s_track(name: str) -> None:
    lesson = lessons.load(name)
    first = next(step for step in lesson.steps if step.expect and step.wrong)
    wrong = first.wrong[0][0]
    assert lessons.progress(lesson, [wrong]) == lessons.Progress(lesson.steps.index(first), False)
    assert lessons.progress(lesson, []) == lessons.Progress(0, True)
    assert lessons.progress(lesson, [], over=True) == lessons.Progress(0, False)


@pytest.mark.parametrize("name", NAMES)
def test_each_step_has_its_text_and_only_acting_steps_explain_clicks(name: str) -> None:
    lesson = lessons.load(name)
    assert len({step.id for step in lesson.steps}) == len(lesson.steps)
    assert all(step.say.strip() for step in lesson.steps)
    assert all(step.expect or not (step.wrong or step.otherwise) for step in lesson.steps)
    assert not lesson.steps[-1].acts, "a lesson ends with words to play on"


ROLES = {"settler", "mayor", "builder", "craftsman", "trader", "captain", "prospector"}
LEARNER_DOES = {"settle", "arranged", "build", "produce", "sell", "load", "prospector"}
"""What the learner does in each phase of Puerto Rico's roles (their events' kinds)."""


def test_the_puerto_rico_lesson_plays_every_role_and_the_colonist_ship() -> None:
    """Each role (rulebook: "Role cards") is played while the lesson guides, and the
    learner acts in each one's phase; the colonist ship unloads (the Mayor)."""
    lesson = lessons.load("puerto-rico")
    replayed = replay(lesson)
    events = replayed.state.events or []
    assert {e.split(" ")[1] for e in replayed.entries if e.startswith("role ")} >= ROLES
    assert {e.kind for e in events if e.seat == lesson.seat} >= LEARNER_DOES
    assert any(e.kind == "colonists-dealt" for e in events)


@pytest.mark.parametrize("name", NAMES)
def test_every_text_of_the_lesson_is_in_the_catalogs(name: str) -> None:
    lesson = lessons.load(name)
    wanted = {(lesson.game, text) for text in lesson.texts()}
    kept = {(m.context, m.id) for m in _catalog(LOCALES / "messages.pot") if m.id}
    assert wanted - kept == set(), "run `make i18n`: the lesson's texts are not extracted"
    for lang in TRANSLATED:
        po = _catalog(LOCALES / lang / "LC_MESSAGES" / "messages.po")
        translated = {(m.context, m.id) for m in po if m.id and m.string and not m.fuzzy}
        assert wanted - translated == set(), f"{lang}: texts of the lesson not translated"
