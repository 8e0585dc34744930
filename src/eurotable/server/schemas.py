"""The bodies clients send, checked by FastAPI before the service sees them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from eurotable import lessons
from eurotable.bots import DEFAULT_OPPONENT
from eurotable.core.errors import EXCERPT, excerpt
from eurotable.core.options import OptionValue
from eurotable.i18n import _, n_
from eurotable.server.pacing import BOT_PACE_MS, GRACE_SECONDS, LONGEST_GRACE, LONGEST_PACE_MS

MAX_INDEX = 10**9
"""No game's log is longer: a larger ``index`` is refused as malformed."""
MAX_SEED = 2**63
"""Seeds are below this, so they fit a database's 64-bit integer."""
MAX_TOKENS = 5
"""The most seat tokens a request carries (a game has at most five seats)."""
MAX_TOKEN = 64
Token = Annotated[str, Field(max_length=MAX_TOKEN)]
"""A seat token as a body carries it."""
"""The longest seat token read (the server's are 32 characters)."""
MAX_ACTION = 1000
"""The longest action text read: every notation is far shorter (a few words), so a longer
text is refused before any game parses it."""

MAX_PLACES = 100
"""The most places an arrangement may name (Puerto Rico's mayor has 29)."""


def whole_unicode(value: Any) -> bool:
    """Whether every text in ``value`` (a decoded JSON value, keys too) is whole Unicode:
    JSON's ``\\u`` escapes can carry a lone surrogate (``\\ud800``), which no database
    stores and UTF-8 cannot encode."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return False
        return True
    if isinstance(value, dict):
        return all(whole_unicode(key) and whole_unicode(item) for key, item in value.items())
    if isinstance(value, list):
        return all(whole_unicode(item) for item in value)
    return True


def lone_surrogate() -> str:
    """The refusal of a text that is not whole Unicode."""
    return _("texts must be whole Unicode: a lone surrogate (\\ud800 to \\udfff) is refused")


class Body(BaseModel):
    """A request's body: no field but those named, each of its type, whole Unicode."""

    model_config = ConfigDict(extra="forbid", strict=True)

    @model_validator(mode="before")
    @classmethod
    def _whole_unicode(cls, data: Any) -> Any:
        if not whole_unicode(data):
            raise ValueError(lone_surrogate())
        return data


class SeatChoice(Body):
    """Who sits in a seat: a human (named now, or free for someone to join) or a bot."""

    kind: Literal["human", "bot"]
    bot: str | None = Field(default=None, description="Bot name, e.g. greedy or ismcts:hard.")
    name: str | None = Field(default=None, description="A human's name: takes the seat now.")
    invite: str | None = Field(
        default=None,
        max_length=200,
        description="An account's name: the seat is that player's (in their games).",
    )


class TurnTimer(Body):
    """A turn timer: ``seconds`` for each decision of a human seat; when they run out,
    ``bot`` (a bot of the catalogue) makes that move."""

    seconds: int = Field(description="From 60 (one minute) to 604800 (seven days).")
    bot: str = Field(default=DEFAULT_OPPONENT, max_length=64)


class ClockChoice(Body):
    """A game's time control: ``none``; ``live``: each player has ``minutes`` in all,
    running only while it is their turn, and ``increment`` seconds more after each move;
    ``turn``: each move must come within ``days``, time beyond is taken from a bank of
    ``bank_days``."""

    kind: Literal["none", "live", "turn"] = "none"
    minutes: float | None = Field(default=None, description="From 1 to 180 (live).")
    increment: int = Field(default=0, description="From 0 to 60 seconds (live).")
    days: int | None = Field(default=None, description="1, 2, 3, 5 or 7 (turn).")
    bank_days: int = Field(default=0, description="From 0 to 30 (turn).")


class Absence(Body):
    """A player's absence: ``days`` from now (a turn-based clock pauses for them)."""

    days: int


class Pacing(Body):
    """How bots move in a game with a human seat (``server.pacing``): each bot action is
    pushed at least ``bot_ms`` after the previous entry, and after a human passes a bot
    the turn the bot waits ``grace`` seconds (``"confirm"``: until the player ends the
    turn), the player's undo still offered."""

    bot_ms: int = Field(
        default=BOT_PACE_MS, ge=0, le=LONGEST_PACE_MS, description="From 0 to 5000 ms."
    )
    grace: int | Literal["confirm"] = Field(
        default=GRACE_SECONDS,
        description='From 0 to 60 seconds, or "confirm": until the player ends the turn.',
    )

    @field_validator("grace")
    @classmethod
    def _grace_in_range(cls, grace: int | str) -> int | str:
        if isinstance(grace, int) and not 0 <= grace <= LONGEST_GRACE:
            raise ValueError(
                _("the grace is from 0 to {most} seconds, or confirm", most=LONGEST_GRACE)
            )
        return grace


SpectatorChat = Literal["none", "own", "players"]
"""What spectators may do in a game's chat (``server.chat``)."""


class NewGame(Body):
    """A game to create: ``seats`` defaults to one free human seat, then
    ``DEFAULT_OPPONENT`` bots."""

    game: str
    players: int
    options: dict[str, OptionValue] = Field(default_factory=dict)
    seats: list[SeatChoice] | None = None
    seed: int | None = Field(default=None, ge=0, lt=MAX_SEED)
    turn_timer: TurnTimer | None = None
    clock: ClockChoice | None = None
    on_timeout: Literal["bot_moves", "bot_takes_seat"] = "bot_moves"
    pacing: Pacing | None = None
    spectator_chat: SpectatorChat = Field(
        default="own",
        description='Spectators\' chat: "none", "own" (among themselves) or "players" '
        "(also read the players' channel).",
    )

    @model_validator(mode="before")
    @classmethod
    def _from_lesson(cls, data: Any) -> Any:
        """``{"lesson": NAME, "name"?, "pacing"?}``: the lesson's game (its set-up from
        the lesson file, the learner's seat taken by ``name``; ``pacing`` may replace
        the lesson's); nothing else may be given with a lesson."""
        if not isinstance(data, dict) or "lesson" not in data:
            return data
        extra = set(data) - {"lesson", "name", "pacing"}
        if extra:
            raise ValueError(_("a lesson's game takes its set-up from the lesson"))
        name, learner = data["lesson"], data.get("name")
        if not isinstance(name, str) or not (learner is None or isinstance(learner, str)):
            raise ValueError(_("a lesson and a name are texts"))
        try:
            body = lessons.load(name).new_game(learner)
        except lessons.UnknownLesson:
            raise ValueError(_("there is no lesson {name}", name=excerpt(name))) from None
        if "pacing" in data:
            body["pacing"] = data["pacing"]
        return body


class Join(Body):
    """A player taking a free human seat."""

    name: str


class Move(Body):
    """An action in its canonical notation, and ``index``: the number of log entries of
    the view the client acted on. The action is refused (409) if the game has moved on
    meanwhile, so a retried request can never play twice."""

    action: str = Field(max_length=MAX_ACTION)
    index: int = Field(ge=0, le=MAX_INDEX)


class Undo(Body):
    """Taking back one's last action; ``index`` as for a move."""

    index: int = Field(ge=0, le=MAX_INDEX)


class Arrangement(Body):
    """An arrangement (``placed``: how many pieces each place holds, by the place's
    notation, as the view's ``arrangement`` names them; places left out hold none) made
    on the view numbered ``index``; with ``check``, only checked, nothing played."""

    placed: dict[str, int] = Field(max_length=MAX_PLACES)
    index: int = Field(ge=0, le=MAX_INDEX)
    check: bool = False


class EndTurn(Undo):
    """Ending one's turn ("End turn"), so that the bot it passed to answers at once;
    ``index`` as for a move."""


class Rematch(Body):
    """Asking for a finished game's rematch: the seat tokens of the game the asker holds
    (all of them at one screen; none for a host who only watched, who sends the
    ``X-Host-Token`` header instead)."""

    tokens: list[Token] = Field(default_factory=list, max_length=MAX_TOKENS)


class ChatSaid(Body):
    """A chat message sent over HTTP: a ``text`` or a quick ``phrase`` id, by the holder
    of ``token`` (none: a spectator, who may give a ``name``)."""

    token: str | None = Field(default=None, max_length=MAX_TOKEN)
    text: str | None = Field(default=None, max_length=MAX_ACTION)
    phrase: str | None = Field(default=None, max_length=64)
    name: str | None = Field(default=None, max_length=MAX_ACTION)


MAX_PROBLEMS = 5
"""The most problems of a body an answer names one by one: a body of thousands of wrong
entries is answered in a few lines, never at more than its own size (issue 51)."""


def problems_line(problems: Sequence[Any]) -> str:
    """Pydantic's problems with a body on one line, each after its place in the body (the
    first ``MAX_PROBLEMS``, then how many more)."""
    lines = []
    for problem in problems[:MAX_PROBLEMS]:
        where = [_short(str(part)) for part in problem["loc"]]
        if where[:1] == ["body"]:
            where = where[1:]
        lines.append(f"{'.'.join(where) or 'body'}: {problem['msg']}")
    more = len(problems) - MAX_PROBLEMS
    if more > 0:
        lines.append(n_("and {n} more problem", "and {n} more problems", more))
    return "; ".join(lines) or _("invalid request")


def _short(part: str) -> str:
    """A location in a request body, cut to an excerpt when a client sent a long name."""
    return part if len(part) <= EXCERPT else excerpt(part)
