"""Property: an action text is read by ``parse_action`` or refused with ``BadNotation``
(non-text included), and a read action is either performed or refused with
``IllegalAction`` leaving the state exactly as it was (docs/notation/*.md).

Texts are built from the words of real action texts, joined by spaces and by other
whitespace, real texts themselves (mostly illegal where they are tried), random text and
values that are not text at all; they are tried on real positions of every game.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, note, settings
from hypothesis import strategies as st

from eurotable.core.errors import BadNotation, IllegalAction

from .outcomes import check_sound, play_out, snapshot
from .seeds import CONFIGS, GAMES, Config, examples, positions, vocabulary, words

SEPARATORS = [" ", "  ", "   ", "\t", "\n", "\r\n", "\u00a0", "\u2003", "", "\x00", "_"]


@st.composite
def texts(draw: st.DrawFn, game: str) -> Any:
    """Something sent as an action text."""
    kind = draw(st.sampled_from(["words", "real", "real", "spaced", "random", "other"]))
    if kind == "words":
        parts = draw(st.lists(st.sampled_from(words(game)), min_size=1, max_size=4))
        joints = draw(st.lists(st.sampled_from(SEPARATORS), min_size=len(parts) + 1))
        text = joints[0]
        for part, joint in zip(parts, joints[1:], strict=False):
            text += part + joint
        return text
    if kind in ("real", "spaced"):
        text = draw(st.sampled_from(vocabulary(game)))
        if kind == "spaced":
            text = draw(st.sampled_from(SEPARATORS)).join(text.split(" "))
        return text
    if kind == "random":
        return draw(st.text(max_size=24))
    return draw(
        st.one_of(
            st.none(),
            st.integers(),
            st.floats(),
            st.binary(max_size=8),
            st.lists(st.sampled_from(vocabulary(game)), max_size=2),
            st.dictionaries(st.text(max_size=3), st.text(max_size=3), max_size=2),
        )
    )


@pytest.mark.parametrize("config", CONFIGS, ids=str)
@settings(max_examples=examples(100))
@given(data=st.data())
def test_action_texts_are_read_or_refused_and_refusals_change_nothing(
    config: Config, data: st.DataObject
) -> None:
    spec = config.spec
    seeds = positions(config)
    state = spec.from_json(seeds[data.draw(st.integers(0, len(seeds) - 1))])
    accepted = False
    for text in data.draw(st.lists(texts(config.game), min_size=1, max_size=6)):
        note(repr(text))
        try:
            action = spec.parse_action(text)
        except BadNotation as error:
            assert str(error)
            continue
        assert isinstance(text, str)
        assert spec.parse_action(str(action)) == action
        before = snapshot(state)
        try:
            state.apply(action)
        except IllegalAction as error:
            assert error.code and error.reason
            assert snapshot(state) == before, f"the refused action {text!r} changed the state"
            continue
        accepted = True
        check_sound(spec, state)
    if accepted:
        play_out(spec, state, data.draw(st.integers(0, 2**16)))


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=examples(100))
@given(data=st.data())
def test_only_extra_spaces_are_ignored(game: str, data: st.DataObject) -> None:
    from eurotable import games

    spec = games.get(game)
    text = data.draw(st.sampled_from(vocabulary(game)))
    action = spec.parse_action(text)
    spaces = st.text(alphabet=" ", max_size=3)
    spaced = data.draw(spaces) + "".join(word + " " + data.draw(spaces) for word in text.split(" "))
    assert spec.parse_action(spaced) == action
    other = data.draw(st.sampled_from(["\t", "\n", "\r", "\u00a0", "\u2003", "\x0b", "\x00"]))
    where = data.draw(st.sampled_from(["before", "after", "between"]))
    if where == "between" and " " not in text:
        where = "after"
    broken = {
        "before": other + text,
        "after": text + other,
        "between": text.replace(" ", other, 1),
    }[where]
    with pytest.raises(BadNotation):
        spec.parse_action(broken)
