"""Game options declared as data: each game lists what it accepts."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final, Literal

from eurotable.core.errors import BadOption
from eurotable.i18n import _

OptionValue = bool | int | str
Options = dict[str, OptionValue]

_TRUE: Final = {"true", "yes", "on", "1"}
_FALSE: Final = {"false", "no", "off", "0"}


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One option a game accepts: its name, type, default and (for choices) the values.

    ``player_counts`` is for a choice that decides how many may play (an edition with no
    solo game): ``(choice, the player counts it allows)`` pairs; a choice not listed
    allows every player count of the game. ``label`` is the option's name for people
    (by default its name, capitalized: ``open_vp`` → "Open vp"); ``choice_labels`` names
    choices for people (``(choice, label)`` pairs; a choice not listed is its own label).
    Labels and help are English gettext msgids, translated where they are shown.
    """

    name: str
    kind: Literal["bool", "choice", "int"]
    default: OptionValue
    help: str
    choices: tuple[str, ...] = ()
    player_counts: tuple[tuple[str, tuple[int, ...]], ...] = ()
    label: str = ""
    choice_labels: tuple[tuple[str, str], ...] = ()

    def __post_init__(self) -> None:
        if not self.label:
            object.__setattr__(self, "label", self.name.replace("_", " ").capitalize())
        for choice, counts in self.player_counts:
            if choice not in self.choices or not counts:
                raise ValueError(f"option {self.name}: bad player counts for {choice!r}")

    def players_for(self, value: object) -> tuple[int, ...] | None:
        """The player counts ``value`` allows, or ``None`` when it does not limit them."""
        return dict(self.player_counts).get(value) if isinstance(value, str) else None

    def parse(self, text: str) -> OptionValue:
        """Read a value given as text (``--option KEY=VALUE``)."""
        if self.kind == "bool":
            lowered = text.strip().lower()
            if lowered in _TRUE:
                return True
            if lowered in _FALSE:
                return False
            raise BadOption(
                _("option {name} takes true or false, not {text}", name=self.name, text=repr(text))
            )
        if self.kind == "int":
            try:
                return int(text)
            except ValueError:
                raise BadOption(
                    _(
                        "option {name} takes a whole number, not {text}",
                        name=self.name,
                        text=repr(text),
                    )
                ) from None
        return self.check(text)

    def check(self, value: object) -> OptionValue:
        """Validate a typed value (from a record or an API call)."""
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            raise BadOption(_("option {name} must be true or false", name=self.name))
        if self.kind == "int":
            if isinstance(value, int) and not isinstance(value, bool):
                return value
            raise BadOption(_("option {name} must be a whole number", name=self.name))
        if isinstance(value, str) and value in self.choices:
            return value
        allowed = ", ".join(self.choices)
        raise BadOption(
            _(
                "option {name} must be one of: {allowed} (got {value})",
                name=self.name,
                allowed=allowed,
                value=repr(value),
            )
        )


def resolve_options(specs: tuple[OptionSpec, ...], given: Mapping[str, object] | None) -> Options:
    """All options with defaults filled in, each value checked; unknown names are refused."""
    by_name = {spec.name: spec for spec in specs}
    resolved: Options = {spec.name: spec.default for spec in specs}
    for name, value in (given or {}).items():
        spec = by_name.get(name)
        if spec is None:
            known = ", ".join(sorted(by_name)) or _("none")
            raise BadOption(
                _("unknown option {name} (this game knows: {known})", name=repr(name), known=known)
            )
        resolved[name] = spec.check(value)
    return resolved


def allowed_player_counts(
    counts: Sequence[int], specs: tuple[OptionSpec, ...], options: Mapping[str, object]
) -> tuple[int, ...]:
    """The player counts among ``counts`` (the game's) that ``options`` allow: those every
    chosen value's ``player_counts`` lists (an option not given counts as its default)."""
    allowed = tuple(counts)
    for spec in specs:
        limit = spec.players_for(options.get(spec.name, spec.default))
        if limit is not None:
            allowed = tuple(n for n in allowed if n in limit)
    return allowed


def parse_option_texts(specs: tuple[OptionSpec, ...], texts: list[str]) -> Options:
    """Options from ``KEY=VALUE`` texts, checked against the specs (defaults not filled)."""
    by_name = {spec.name: spec for spec in specs}
    parsed: Options = {}
    for text in texts:
        name, sep, value = text.partition("=")
        if not sep or not name:
            raise BadOption(_("options are written KEY=VALUE, not {text}", text=repr(text)))
        spec = by_name.get(name.strip())
        if spec is None:
            known = ", ".join(sorted(by_name)) or _("none")
            raise BadOption(
                _("unknown option {name} (this game knows: {known})", name=repr(name), known=known)
            )
        parsed[spec.name] = spec.parse(value.strip())
    return parsed
