"""Play at the terminal: humans type their moves, bots answer, the board is shown as text.

Everything is said in the current language (``eurotable.i18n``; the command sets it from
``--lang`` or the environment): the board, the prompt, each action in words, the log.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping, Sequence

from rich.console import Console
from rich.text import Text

from eurotable.bots import Bot, decision_for, make_bot, seat_seed
from eurotable.core.actions import Action
from eurotable.core.errors import BadNotation, IllegalAction
from eurotable.core.events import log_for
from eurotable.core.game import GameSpec
from eurotable.core.record import Record, Seat
from eurotable.i18n import N_, _, tr

HUMAN = "human"

LineReader = Callable[[str], str | None]
"""Shows a prompt and returns the line typed, or ``None`` when input has ended."""

HELP = N_(
    """\
On your turn, choose one of the numbered actions:
  a number      the action with that number in the list
  an action     its notation, exactly as listed (e.g. the text after the number)
  log           the game's events so far
  help          this help
  quit          save the game record and stop (end of input does the same)"""
)
"""The help (a msgid: shown as ``tr(HELP)``). The commands stay English words: they are
typed like the notation."""


def seat_name(kind: str, seat: int) -> str:
    """``Human 1``, ``Random 2``: the seat's kind and its number counted from 1."""
    if kind == HUMAN:
        return _("Human {n}", n=seat + 1)
    return _("{bot} {n}", bot=kind.capitalize(), n=seat + 1)


def stdin_reader(console: Console) -> LineReader:
    """Lines from standard input; echoed when it is not a terminal, so the output reads well.

    Ctrl-C and end of input both count as ``quit``.
    """

    def read(prompt: str) -> str | None:
        console.out(prompt, end="")
        try:
            line = sys.stdin.readline()
        except KeyboardInterrupt:
            line = ""
        if not line:
            console.out("")
            return None
        if not sys.stdin.isatty():
            console.out(line.rstrip("\n"), highlight=False)
        return line

    return read


class TerminalGame:
    """One game at the terminal; ``run`` plays it until it ends or a human quits.

    ``kinds[seat]`` is ``"human"`` or a bot name; bots are seeded from the game seed and
    their seat, so the same seed and the same human moves give the same game.
    ``on_action`` is given the record after every action (to save it as the game goes).
    """

    def __init__(
        self,
        spec: GameSpec,
        players: int,
        options: Mapping[str, object],
        seed: int,
        kinds: Sequence[str],
        console: Console,
        read_line: LineReader,
        on_action: Callable[[Record], None] = lambda record: None,
    ) -> None:
        if len(kinds) != players:
            raise ValueError(f"{players} players need {players} seat kinds, not {len(kinds)}")
        self.spec = spec
        self.console = console
        self.read_line = read_line
        self.on_action = on_action
        self.bots: dict[int, Bot] = {
            seat: make_bot(kind, seat_seed(seed, seat), spec)
            for seat, kind in enumerate(kinds)
            if kind != HUMAN
        }
        self.state = spec.new_game(players, options, seed)
        self.record = Record(
            game=spec.name,
            options=dict(self.state.options),
            seed=seed,
            seats=[
                Seat(seat_name(kind, seat), HUMAN if kind == HUMAN else f"bot:{kind}")
                for seat, kind in enumerate(kinds)
            ],
        )

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.record.seats]

    @property
    def viewer(self) -> int | None:
        """The first human seat (whose view the board is shown in), or ``None``."""
        humans = [seat for seat in range(self.state.players) if seat not in self.bots]
        return humans[0] if humans else None

    def run(self) -> bool:
        """Play until the game is over (``True``) or a human quits (``False``)."""
        while not self.state.is_over:
            decision = decision_for(self.state)
            bot = self.bots.get(decision.seat)
            if bot is not None:
                self._play(decision.seat, bot.choose(decision))
            elif not self._human_turn(decision.seat, decision.legal):
                return False
        return True

    def _play(self, seat: int, action: Action) -> None:
        self.state.apply(action)
        self.record.actions.append(str(action))
        self.on_action(self.record)
        self.console.out(f"{self.names[seat]}: {action}", highlight=False)

    def _human_turn(self, seat: int, legal: Sequence[Action]) -> bool:
        self.console.out(self.spec.render(self.state, seat, self.names), highlight=False)
        self.console.out("")
        prompt = self.spec.prompt(self.state, self.names)
        self.console.out(
            _("{name}: {prompt}", name=self.names[seat], prompt=prompt), highlight=False
        )
        for number, action in enumerate(legal, start=1):
            sentence = self.spec.describe_action(self.state, action, self.names)
            self.console.out(f"{number:>4}. {action}  — {sentence}", highlight=False)
        while True:
            line = self.read_line(f"{self.names[seat]}> ")
            if line is None:
                return False
            text = line.strip()
            command = text.lower()
            if command == "quit":
                return False
            if command == "help":
                self.console.out(tr(HELP), highlight=False)
            elif command == "log":
                self._show_log(seat)
            elif text.isdecimal() and not 1 <= int(text) <= len(legal):
                self._error(
                    _(
                        "there is no action {number}: choose a number from 1 to {last}",
                        number=text,
                        last=len(legal),
                    )
                )
            elif text:
                try:
                    self._play(seat, self._action(text, legal))
                except (BadNotation, IllegalAction) as error:
                    self._error(str(error))
                else:
                    return True

    def _action(self, text: str, legal: Sequence[Action]) -> Action:
        """The action a number in range or a notation text stands for."""
        return legal[int(text) - 1] if text.isdecimal() else self.spec.parse_action(text)

    def _show_log(self, seat: int) -> None:
        """The events so far that ``seat`` may see (public ones and its own secrets)."""
        events = log_for(self.state.events or [], seat)
        if not events:
            self.console.out(_("(no events yet)"))
        for event in events:
            self.console.out(self.spec.describe(event, self.names), highlight=False)

    def _error(self, message: str) -> None:
        self.console.print(Text.assemble((_("error: "), "bold red"), message), soft_wrap=True)
