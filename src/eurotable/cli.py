"""The ``eurotable`` command: play, serve, replay, analyze, selfplay, tournament, bench, data
report, games, train-eval."""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import ipaddress
import json
import os
import secrets
import shlex
from collections.abc import Callable, Iterator, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, NoReturn, ParamSpec

import typer
from rich.console import Console
from rich.progress import Progress

# Typer carries its own copy of Click: its usage errors are these classes.
from typer._click import Context
from typer._click.exceptions import NoArgsIsHelpError, UsageError
from typer.core import TyperGroup

from eurotable import games as registry
from eurotable.bench import MIN_SECONDS
from eurotable.bench import bench as run_bench
from eurotable.bots import DEFAULT_BOT, DEFAULT_OPPONENT, bots_for_seats
from eurotable.core.errors import BadOption, EurotableError
from eurotable.core.game import GameSpec
from eurotable.core.options import Options, parse_option_texts, resolve_options
from eurotable.core.record import Record, replay
from eurotable.core.result import Result
from eurotable.core.timeline import ABANDON
from eurotable.display import (
    bench_table,
    data_table,
    game_json,
    game_table,
    player_counts,
    result_table,
    selfplay_table,
    solo_standing,
    solo_steps,
    solo_tally,
    standings_table,
)
from eurotable.i18n import (
    _,
    from_environment,
    join_and,
    join_list,
    n_,
    reset_language,
    set_language,
    tr,
)
from eurotable.record_files import folder as records_folder
from eurotable.record_files import record_file, save_record
from eurotable.selfplay import play_bot_games, summarize
from eurotable.terminal import HUMAN, TerminalGame, stdin_reader
from eurotable.tournament import BACKENDS, play_tournament, schedule, standings


def _fail(message: str) -> NoReturn:
    typer.echo(_("error: {message}", message=message), err=True)
    raise typer.Exit(1)


@contextlib.contextmanager
def _one_line_usage_errors() -> Iterator[None]:
    """Click's usage errors (a missing option, a value of the wrong type, an unknown
    command) as one line and exit code 1, like every other refusal; help stays help."""
    try:
        yield
    except NoArgsIsHelpError:
        raise
    except UsageError as error:
        problem = error.format_message().rstrip(".")
        command = error.ctx.command_path if error.ctx else "eurotable"
        _fail(
            _(
                "{problem} (see {help})",
                problem=problem[:1].lower() + problem[1:],
                help=f"{command} --help",
            )
        )


class _Commands(TyperGroup):
    """The command group, reporting usage errors as one line (``_one_line_usage_errors``):
    those of the group's own options and command name, and those of every command."""

    def make_context(
        self,
        info_name: str | None,
        args: list[str],
        parent: Context | None = None,
        **extra: Any,
    ) -> Context:
        with _one_line_usage_errors():
            return super().make_context(info_name, args, parent, **extra)

    def invoke(self, ctx: Context) -> Any:
        with _one_line_usage_errors():
            return super().invoke(ctx)


app = typer.Typer(
    cls=_Commands,
    name="eurotable",
    help="Exact rules engines for Euro board games: play, replay, selfplay, bench.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_show_locals=False,
)
data_app = typer.Typer(help="Component data and how sure we are of it.", no_args_is_help=True)
app.add_typer(data_app, name="data")

BOT_NAMES = (
    "Bots: random, greedy, ismcts[:LEVEL or budget], policy:FILE.npz (a trained policy), "
    "policy:MODULE:CALLABLE (docs/bots.md)."
)
GameArg = Annotated[str, typer.Argument(help="Game name, as listed by `eurotable games`.")]
PlayersOpt = Annotated[int, typer.Option("--players", "-p", help="Number of players.")]
OptionOpt = Annotated[
    list[str] | None,
    typer.Option("--option", "-o", metavar="KEY=VALUE", help="Game option (repeatable)."),
]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print one JSON value instead of tables.")]

P = ParamSpec("P")


LangOpt = Annotated[
    str | None,
    typer.Option(
        "--lang",
        metavar="LANG",
        help="Language of the board, the prompts and the messages: en, cs, it or he "
        "(default: from the environment, LANGUAGE, LC_ALL, LC_MESSAGES or LANG).",
    ),
]


@app.callback()
def _environment_language(context: typer.Context) -> None:
    """Every command speaks the environment's language (``--lang`` overrides it), until
    it ends (the CLI may run inside another program, a test say, which keeps its own)."""
    token = set_language(from_environment())
    context.call_on_close(lambda: reset_language(token))


def _speak(lang: str | None) -> None:
    """Speak ``--lang`` when it was given."""
    if lang is not None:
        set_language(lang)


def _friendly(command: Callable[P, None]) -> Callable[P, None]:
    """Report eurotable's own errors and file errors as one line on stderr, exit code 1."""

    @functools.wraps(command)
    def run(*args: P.args, **kwargs: P.kwargs) -> None:
        try:
            command(*args, **kwargs)
        except EurotableError as error:
            _fail(str(error))
        except OSError as error:
            if error.filename is None or error.strerror is None:
                _fail(str(error))
            _fail(_("{path}: {problem}", path=error.filename, problem=error.strerror))

    return run


@dataclasses.dataclass(frozen=True, slots=True)
class _Setup:
    spec: GameSpec
    players: int
    options: Options


def _setup(game: str, players: int, option_texts: list[str] | None) -> _Setup:
    """The game, a checked player count and the options with defaults filled in."""
    spec = registry.get(game)
    counts = spec.capabilities.player_counts
    if players not in counts:
        raise BadOption(
            _(
                "{game} is for {counts} players, not {n}",
                game=tr(spec.title),
                counts=player_counts(counts),
                n=players,
            )
        )
    specs = spec.capabilities.options
    options = resolve_options(specs, parse_option_texts(specs, option_texts or []))
    return _Setup(spec, players, options)


def _echo_json(value: Any) -> None:
    typer.echo(json.dumps(value, ensure_ascii=False))


def _print_result(
    console: Console, result: Result, names: list[str], spec: GameSpec, options: Options
) -> None:
    """The result table, then who won (a solo game: the score's step on the rulebook's
    solo table)."""
    console.print(result_table(result, names, _labels(spec, options)))
    if len(names) == 1:
        standing = solo_standing(result.scores[0], solo_steps(spec, options))
        console.out(standing, highlight=False)
        return
    winners = join_and([names[seat] for seat in result.winners])
    console.out(_("Winner: {names}", names=winners), highlight=False)


def _labels(spec: GameSpec, options: Options) -> dict[str, str]:
    """The score categories' names for people (``GameSpec.components``)."""
    labels: dict[str, str] = spec.components(options).get("score_categories", {})
    return labels


@app.command()
@_friendly
def play(
    game: GameArg,
    players: PlayersOpt,
    seat: Annotated[
        list[str] | None,
        typer.Option(
            metavar="KIND",
            help="Who sits in each seat, in order: human or a bot name (repeat once per "
            f"seat). Default: a human, then greedy bots. {BOT_NAMES}",
        ),
    ] = None,
    seed: Annotated[
        int | None, typer.Option("--seed", "-s", help="Game seed (default: a random one).")
    ] = None,
    option: OptionOpt = None,
    out: Annotated[
        Path | None,
        typer.Option(help="Where to save the record (default: records/GAME-SEED-TIME.json)."),
    ] = None,
    lang: LangOpt = None,
) -> None:
    """Play at the terminal against bots or friends (type `help` during the game)."""
    _speak(lang)
    setup = _setup(game, players, option)
    kinds = seat or [HUMAN] + [DEFAULT_OPPONENT] * (players - 1)
    if len(kinds) != players:
        _fail(
            _(
                "give --seat once per player: {players} times, not {seats}",
                players=players,
                seats=len(kinds),
            )
        )
    bots = [kind for kind in kinds if kind != HUMAN]
    if bots:
        bots_for_seats(bots, len(bots), setup.spec)
    if seed is None:
        seed = secrets.randbelow(1_000_000)
    path = record_file(
        out or Path("records") / f"{game}-{seed}-{datetime.now():%Y%m%d-%H%M%S}.json"
    )
    console = Console()
    table = TerminalGame(
        setup.spec,
        players,
        setup.options,
        seed,
        kinds,
        console,
        stdin_reader(console),
        on_action=lambda record: save_record(record, path),
    )
    save_record(table.record, path)  # before the first move: the place can be written
    console.out(
        _(
            "{game}, seed {seed}: {names}",
            game=tr(setup.spec.title),
            seed=seed,
            names=join_list(table.names),
        ),
        highlight=False,
    )
    try:
        finished = table.run()
    except KeyboardInterrupt:  # while a bot thinks (at the prompt it is a quit)
        console.out("")
        finished = False
    save_record(table.record, path)
    if finished:
        console.out(setup.spec.render(table.state, table.viewer, table.names), highlight=False)
        _print_result(console, table.state.result(), table.names, setup.spec, setup.options)
        console.out(_("Record saved to {path}", path=path), highlight=False)
    else:
        saved = n_(
            "Record saved to {path} (unfinished after {n} action)",
            "Record saved to {path} (unfinished after {n} actions)",
            len(table.record.actions),
            path=path,
        )
        console.out(saved, highlight=False)


@app.command("replay")
@_friendly
def replay_record(
    file: Annotated[Path, typer.Argument(help="A record saved by play or selfplay.")],
    as_json: JsonOpt = False,
    lang: LangOpt = None,
) -> None:
    """Replay a saved record, checking every action, and show the final position."""
    _speak(lang)
    record = Record.load(file)
    state = replay(record)
    result = state.result() if state.is_over else None
    if as_json:
        _echo_json(
            {
                "game": record.game,
                "players": len(record.seats),
                "actions": len(record.actions),
                "over": state.is_over,
                "result": None if result is None else result.to_json(),
            }
        )
        return
    console = Console()
    names = [seat.name for seat in record.seats]
    spec = registry.get(record.game)
    console.out(spec.render(state, None, names), highlight=False)
    if record.actions[-1:] == [ABANDON]:
        abandoned = n_(
            "Abandoned by the host after {n} entry, without a result.",
            "Abandoned by the host after {n} entries, without a result.",
            len(record.actions),
        )
        console.out(abandoned, highlight=False)
    elif result is None:
        to_move = state.current_player
        who = _("nobody") if to_move is None else names[to_move]
        console.out(
            n_(
                "Not finished after {n} action; {name} to move.",
                "Not finished after {n} actions; {name} to move.",
                len(record.actions),
                name=who,
            ),
            highlight=False,
        )
    else:
        _print_result(console, result, names, spec, state.options)


@app.command("analyze")
@_friendly
def analyze_record(
    file: Annotated[Path, typer.Argument(help="A finished game's record (as replay reads).")],
    as_json: JsonOpt = False,
    budget: Annotated[
        int | None,
        typer.Option(
            help="Draws (iterations) per decision (default: the game's, docs/analysis.md)."
        ),
    ] = None,
    seed: Annotated[int, typer.Option("--seed", "-s", help="Seed of the analysis.")] = 0,
    lang: LangOpt = None,
) -> None:
    """Judge every decision of a finished game from its seat's view: chance to win, labels,
    accuracy."""
    from eurotable.analysis import analyse
    from eurotable.analysis.tables import decisions_table, players_table

    _speak(lang)
    record = Record.load(file)
    errors = Console(stderr=True)
    # On a terminal only (as the tournament's): a whole game takes up to a minute.
    with Progress(console=errors, transient=True, disable=not errors.is_terminal) as progress:
        task = progress.add_task(_("decisions"), total=None)

        def advance(done: int, total: int) -> None:
            progress.update(task, completed=done, total=total)

        result = analyse(record, budget, seed, advance)
    if as_json:
        _echo_json(result.to_json())
        return
    console = Console()
    console.print(players_table(result))
    console.print(decisions_table(result, [seat.name for seat in record.seats]))


@app.command()
@_friendly
def selfplay(
    game: GameArg,
    players: PlayersOpt,
    bots: Annotated[
        list[str] | None,
        typer.Option(
            metavar="NAME",
            help=f"Bot for every seat, or repeat once per seat (default: random). {BOT_NAMES}",
        ),
    ] = None,
    games: Annotated[int, typer.Option(min=1, help="Number of games.")] = 10,
    seed: Annotated[
        int, typer.Option("--seed", "-s", help="Seed of the first game; game i uses seed + i.")
    ] = 0,
    option: OptionOpt = None,
    out: Annotated[Path | None, typer.Option(help="Folder to save every game's record in.")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Play bot games and summarize wins and scores per seat."""
    setup = _setup(game, players, option)
    names = bots_for_seats(bots or [DEFAULT_BOT], players, setup.spec)
    if out is not None:
        records_folder(out)
    outcomes = []
    for outcome in play_bot_games(setup.spec, players, setup.options, names, games, seed):
        if out is not None:
            save_record(outcome.record, out / f"{setup.spec.name}-{outcome.record.seed}.json")
        outcomes.append(outcome)
    summary = summarize(setup.spec.name, players, setup.options, outcomes)
    if as_json:
        _echo_json(summary.to_json())
        return
    console = Console()
    console.print(selfplay_table(summary, names))
    if players == 1:
        scores = [outcome.result.scores[0] for outcome in outcomes]
        for line in solo_tally(scores, solo_steps(setup.spec, setup.options)):
            console.out(line, highlight=False)


@app.command()
@_friendly
def tournament(
    game: GameArg,
    players: PlayersOpt,
    bots: Annotated[
        list[str],
        typer.Option(
            metavar="NAME",
            help="A bot taking part (repeatable); the last one fills any seats left. " + BOT_NAMES,
        ),
    ],
    games: Annotated[int, typer.Option(min=1, help="Number of games.")] = 100,
    seed: Annotated[
        int,
        typer.Option(
            "--seed",
            "-s",
            help="Seed of the first game; each seed is played once per seat rotation.",
        ),
    ] = 0,
    option: OptionOpt = None,
    backend: Annotated[
        str, typer.Option(help=f"Where the games run: {' or '.join(BACKENDS)}.")
    ] = "local",
    workers: Annotated[int, typer.Option(min=1, help="Parallel games.")] = os.cpu_count() or 1,
    address: Annotated[
        str | None, typer.Option(help="Ray cluster to join (e.g. auto); default: a local one.")
    ] = None,
    out: Annotated[
        Path | None, typer.Option(help="Folder for every record (default: records/tournament-…).")
    ] = None,
    resume: Annotated[
        bool, typer.Option(help="Read back the games already saved in --out; play the rest.")
    ] = False,
    force: Annotated[
        bool,
        typer.Option(
            help="Start afresh in an --out folder holding a tournament: its records are deleted."
        ),
    ] = False,
    as_json: JsonOpt = False,
) -> None:
    """Bots against bots with paired seeds and seat rotation, on processes or Ray."""
    setup = _setup(game, players, option)
    bots_for_seats(bots, len(bots), setup.spec)
    jobs = schedule(setup.spec.name, players, setup.options, bots, games, seed)
    if resume and out is None:
        _fail(_("--resume needs the --out folder of the tournament to resume"))
    if resume and force:
        _fail(_("--resume keeps the saved games and --force deletes them: give one of them"))
    folder = out or Path("records") / f"tournament-{game}-{seed}-{datetime.now():%Y%m%d-%H%M%S}"
    saved = 0
    errors = Console(stderr=True)
    try:
        # On a terminal only: elsewhere a progress bar is just an empty line.
        with Progress(console=errors, transient=True, disable=not errors.is_terminal) as progress:
            task = progress.add_task("games", total=len(jobs))

            def advance() -> None:
                nonlocal saved
                saved += 1
                progress.advance(task)

            played = play_tournament(
                jobs, folder, backend, workers, address, resume, advance, force=force
            )
    except KeyboardInterrupt:
        again = {
            "--players": str(players),
            "--bots": bots,
            "--games": str(games),
            "--seed": str(seed),
            "--option": option,
            "--backend": backend,
            "--workers": str(workers),
            "--address": address,
            "--out": str(folder),
        }
        flags = ["--resume", "--json"] if as_json else ["--resume"]
        stopped = n_(
            "Stopped: {saved} of {n} game saved in {folder}; to play the rest: {command}",
            "Stopped: {saved} of {n} games saved in {folder}; to play the rest: {command}",
            len(jobs),
            saved=saved,
            folder=folder,
            command=_command(["eurotable", "tournament", game], again, flags),
        )
        typer.echo(stopped, err=True)
        raise typer.Exit(130) from None
    rows = standings(played)
    if as_json:
        _echo_json(
            {
                "game": setup.spec.name,
                "players": players,
                "options": setup.options,
                "games": len(played),
                "records": str(folder),
                "bots": {row.bot: row.to_json() for row in rows},
            }
        )
    else:
        title = f"{setup.spec.title}, {players} players, {len(played)} games"
        Console().print(standings_table(rows, title))
        typer.echo(f"Records: {folder}")


def _command(
    words: Sequence[str], options: Mapping[str, str | Sequence[str] | None], flags: Sequence[str]
) -> str:
    """A command line for a shell: ``words``, each option given (a list: repeated), then
    ``flags``."""
    line = list(words)
    for name, value in options.items():
        values = [value] if isinstance(value, str) else value or []
        for text in values:
            line += [name, text]
    return shlex.join([*line, *flags])


@app.command()
@_friendly
def bench(
    game: GameArg,
    players: PlayersOpt,
    seconds: Annotated[
        float, typer.Option(help=f"Time to spend measuring (at least {MIN_SECONDS}).")
    ] = 5.0,
    seed: Annotated[int, typer.Option("--seed", "-s", help="Seed of the first playout.")] = 0,
    option: OptionOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Measure engine speed: random playouts per second and clones per second."""
    setup = _setup(game, players, option)
    report = run_bench(setup.spec, players, setup.options, seconds, seed)
    if as_json:
        _echo_json(report.to_json())
    else:
        Console().print(bench_table(report))


@data_app.command("report")
@_friendly
def data_report(
    game: Annotated[str | None, typer.Argument(help="One game (default: all).")] = None,
    as_json: JsonOpt = False,
) -> None:
    """List component data whose confidence is not yet `confirmed`."""
    names = registry.names() if game is None else [game]
    every = [entry for name in names for entry in registry.get(name).data_entries()]
    entries = [entry for entry in every if entry.confidence != "confirmed"]
    if as_json:
        _echo_json([dataclasses.asdict(entry) for entry in entries])
    elif entries:
        Console().print(data_table(entries))
    else:
        typer.echo(_("All {n} data entries are confirmed.", n=len(every)))


@app.command()
@_friendly
def serve(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8000,
    database: Annotated[
        str,
        typer.Option(
            metavar="URL",
            help="Database (an SQLAlchemy URL): an SQLite file (the default is in the working "
            "directory) or e.g. postgresql://user:password@host/eurotable.",
        ),
    ] = "sqlite:///eurotable.db",
    sockets_per_client: Annotated[
        int | None,
        typer.Option(min=1, help="Websockets one client (an IP address) may hold [default: 64]."),
    ] = None,
    games_per_minute: Annotated[
        int | None,
        typer.Option(min=1, help="Games one client may create in any minute [default: 30]."),
    ] = None,
    connections_per_client: Annotated[
        int | None,
        typer.Option(min=1, help="Connections one client (an IP address) may hold [default: 128]."),
    ] = None,
    messages_per_socket: Annotated[
        float | None,
        typer.Option(
            min=0.1, help="Messages one websocket may send a second, on average [default: 5]."
        ),
    ] = None,
    messages_per_client: Annotated[
        float | None,
        typer.Option(
            min=0.1,
            help="Messages one client may send a second over all its websockets [default: 20].",
        ),
    ] = None,
    searching_seats_per_client: Annotated[
        int | None,
        typer.Option(
            min=0,
            help="Seats searching bots (ISMCTS) may play in one client's games not yet over "
            "[default: 24].",
        ),
    ] = None,
    searching_seats: Annotated[
        int | None,
        typer.Option(
            min=0,
            help="Seats searching bots (ISMCTS) may play in the games not yet over of each "
            "server process [default: 400].",
        ),
    ] = None,
    workers: Annotated[
        int,
        typer.Option(min=1, help="Server processes sharing the port (PostgreSQL only)."),
    ] = 1,
    access_log: Annotated[
        bool, typer.Option(help="Log every HTTP request (off: it costs CPU at every action).")
    ] = False,
    smtp: Annotated[
        str | None,
        typer.Option(
            metavar="URL",
            help="Send notifications by mail through this SMTP server: smtp://host:port "
            "(STARTTLS when offered; ?starttls=1 requires it), smtps://host:port (TLS), "
            "user:password@ before the host to sign in.",
        ),
    ] = None,
    mail_from: Annotated[
        str | None,
        typer.Option(metavar="ADDRESS", help="The sender's address of the mails (with --smtp)."),
    ] = None,
    site_url: Annotated[
        str | None,
        typer.Option(
            metavar="URL",
            help="The site's address, as the links of the mails begin [default: http://HOST:PORT].",
        ),
    ] = None,
    webhook_allow: Annotated[
        list[str] | None,
        typer.Option(
            metavar="CIDR",
            help="Let webhooks post to this network too (repeat for more; development only: "
            "http:// is then accepted). Private and local addresses are refused otherwise.",
        ),
    ] = None,
) -> None:
    """Run the web table: a lobby and games with friends and bots, in the browser."""
    if not 0 < port < 65536:
        _fail(_("--port must be from 1 to 65535, not {port}", port=port))
    if workers > 1 and not database.startswith("postgresql"):
        _fail(_("several workers need a PostgreSQL database; SQLite is one process's"))
    if (smtp is None) != (mail_from is None):
        _fail(_("--smtp and --mail-from go together"))
    # The web stack is imported here only: the other commands start faster without it.
    import uvicorn

    from eurotable.server.app import (
        DATABASE_VARIABLE,
        MAIL_VARIABLES,
        WEBHOOK_ALLOW_VARIABLE,
        app_from_environment,
    )
    from eurotable.server.connections import BACKLOG
    from eurotable.server.limits import LIMITS_VARIABLE, Limits, chosen_limits
    from eurotable.server.logs import log_config

    given: dict[str, Any] = {
        "sockets_per_client": sockets_per_client,
        "games_per_minute": games_per_minute,
        "connections_per_client": connections_per_client,
        "socket_messages_per_second": messages_per_socket,
        "client_messages_per_second": messages_per_client,
        "searching_seats_per_client": searching_seats_per_client,
        "searching_seats": searching_seats,
    }
    # Any limit may be set in the environment (JSON of ``Limits``' fields); the options win.
    chosen = chosen_limits() | {name: value for name, value in given.items() if value is not None}
    os.environ[DATABASE_VARIABLE] = database
    os.environ[LIMITS_VARIABLE] = json.dumps(chosen)
    if smtp is not None and mail_from is not None:
        from eurotable.server.mail import smtp_server

        try:
            smtp_server(smtp)
        except ValueError as error:
            _fail(str(error))
        site = site_url or f"http://{host}:{port}"
        for name, value in zip(MAIL_VARIABLES, (smtp, mail_from, site), strict=True):
            os.environ[name] = value
    allowed = webhook_allow or []
    for network in allowed:
        try:
            ipaddress.ip_network(network)
        except ValueError:
            _fail(_("--webhook-allow takes a network such as 127.0.0.1/32, not {n}", n=network))
    os.environ[WEBHOOK_ALLOW_VARIABLE] = ",".join(allowed)
    limits = Limits(**chosen)
    web = app_from_environment() if workers == 1 else None  # opens the database: fails early
    typer.echo(
        _(
            "eurotable web table on http://{host}:{port}/ (Ctrl-C stops it)",
            host=host,
            port=port,
        )
    )
    # A websocket frame over the limit is refused by uvicorn before it is read whole.
    uvicorn.run(
        web or "eurotable.server.app:app_from_environment",
        factory=web is None,
        workers=workers,
        host=host,
        port=port,
        ws_max_size=4 * limits.message_chars,
        # Pushes are small patches: compressing each for every socket costs more CPU than
        # the bytes it saves.
        ws_per_message_deflate=False,
        access_log=access_log,
        # Connections counted and read within deadlines (server/connections.py), a log no
        # flood can grow without end (server/logs.py).
        http="eurotable.server.connections:GuardedHttp",
        ws="eurotable.server.connections:GuardedWebSocket",
        timeout_keep_alive=limits.keep_alive_seconds,
        backlog=BACKLOG,
        log_config=log_config(),
    )


@app.command("bench-server")
@_friendly
def bench_server(
    game: Annotated[str, typer.Option(help="The game played at every table.")] = "puerto-rico",
    players: Annotated[int, typer.Option(help="Human seats per game.")] = 3,
    games: Annotated[int, typer.Option(min=1, help="Games played at once.")] = 10,
    think: Annotated[
        float, typer.Option(min=0, help="Seconds a seat waits before acting (0: at once).")
    ] = 1.0,
    seconds: Annotated[float, typer.Option(min=1, help="Time measured, after a warm-up.")] = 20,
    warmup: Annotated[
        float,
        typer.Option(min=0, help="Seconds played before measuring (games made, sockets opened)."),
    ] = 3.0,
    clients: Annotated[int, typer.Option(min=1, help="Client processes driving the load.")] = 4,
    database: Annotated[
        str | None,
        typer.Option(metavar="URL", help="The server's database (default: a new SQLite file)."),
    ] = None,
    workers: Annotated[
        int, typer.Option(min=1, help="Server processes (serve --workers; PostgreSQL only).")
    ] = 1,
    act: Annotated[
        str,
        typer.Option(
            metavar="socket|http",
            help="How seats send actions: over their websocket or by HTTP POST.",
        ),
    ] = "socket",
    attack: Annotated[
        str | None,
        typer.Option(
            metavar="KINDS",
            help="Also run the load with a hostile client beside it (slow, flood, replay, "
            "bots, comma separated, or all), and report both runs.",
        ),
    ] = None,
    accounts: Annotated[
        bool,
        typer.Option(
            "--accounts",
            help="Every seat signed in to an account of its own and played by its session "
            "instead of a seat token (the accounts are made before the warm-up).",
        ),
    ] = False,
    clock: Annotated[
        str | None,
        typer.Option(
            metavar="live:MIN+SEC|turn:DAYS",
            help="Give every game this clock (e.g. live:30+10): each move also updates it.",
        ),
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Measure the web table: a server process driven over loopback by client processes,
    every seat on its own websocket; actions/s, latency percentiles, bytes per push."""
    # The web stack is imported here only: the other commands start faster without it.
    from eurotable.server.attacks import ATTACKS
    from eurotable.server.loadtest import TRANSPORTS, LoadSpec, clock_choice
    from eurotable.server.loadtest import bench_server as run_bench_server

    if act not in TRANSPORTS:
        _fail(_("--act must be socket or http, not {act}", act=repr(act)))
    kinds = () if attack is None else ATTACKS if attack == "all" else tuple(attack.split(","))
    if not all(kind in ATTACKS for kind in kinds) or (attack is not None and not kinds):
        _fail(_("--attack names some of {kinds}, or all", kinds=", ".join(ATTACKS)))
    if accounts and kinds:
        _fail(_("--accounts and --attack are measured apart: choose one"))
    try:
        chosen_clock = None if clock is None else clock_choice(clock)
    except ValueError:
        _fail(_("--clock is live:MINUTES+SECONDS or turn:DAYS, not {clock}", clock=repr(clock)))
    load = LoadSpec(
        game,
        players,
        games,
        think,
        seconds,
        warmup=warmup,
        clients=clients,
        act=act,
        accounts=accounts,
        clock=chosen_clock,
    )
    runs = [run_bench_server(load, database, workers)]
    if kinds:
        runs.append(run_bench_server(dataclasses.replace(load, attack=kinds), database, workers))
    if as_json:
        _echo_json(runs[0] if len(runs) == 1 else {"alone": runs[0], "attacked": runs[1]})
        return
    for figures in runs:
        _echo_bench_server(figures, workers)


def _echo_bench_server(figures: dict[str, Any], workers: int) -> None:
    latency = figures["latency_ms"]
    attacked = f", beside an attacker ({', '.join(figures['attack'])})" if figures["attack"] else ""
    if figures["accounts"]:
        attacked += ", every seat signed in"
    if (chosen := figures["clock"]) is not None:
        live = chosen["kind"] == "live"
        shown = f"live {chosen['minutes']:g}+{chosen['increment']}" if live else "turn"
        attacked += f", clock {shown if live else shown + ' ' + str(chosen['days'])}"
    typer.echo(
        f"{figures['games']} games of {figures['game']} ({figures['players']} seats, think "
        f"{figures['think_s']:g} s, actions by {figures['act']}) on {figures['database']} "
        f"({workers} server {'processes' if workers > 1 else 'process'}){attacked}: "
        f"{figures['actions_per_s']} actions/s, latency p50 "
        f"{latency['p50']} ms, p95 {latency['p95']} ms, p99 {latency['p99']} ms; "
        f"{figures['pushes_per_s']} pushes/s of {figures['bytes_per_push']} bytes; "
        f"{figures['refused']} refused, {len(figures['errors'])} errors"
    )
    if figures["pace_lifted"]:
        typer.echo("  the message limits were lifted: these seats act faster than a person may")
    if figures["attacker"]:
        done = ", ".join(f"{what} {n}" for what, n in sorted(figures["attacker"].items()))
        typer.echo(f"  the attacker: {done}")
    for error in figures["errors"]:
        typer.echo(f"  {error}", err=True)


@app.command("train-eval")
@_friendly
def train_eval(
    game: GameArg,
    players: PlayersOpt,
    bots: Annotated[
        list[str] | None,
        typer.Option(
            metavar="NAME",
            help="Bot playing the self-play games (repeatable, one per seat; default: greedy).",
        ),
    ] = None,
    games: Annotated[int, typer.Option(min=1, help="Training games.")] = 300,
    validation: Annotated[
        int, typer.Option(min=0, help="Held-out games that choose the ridge penalty.")
    ] = 50,
    test: Annotated[int, typer.Option(min=0, help="Held-out games only reported.")] = 50,
    seed: Annotated[
        int, typer.Option("--seed", "-s", help="First seed: training, then validation, test.")
    ] = 0,
    option: OptionOpt = None,
    backend: Annotated[
        str, typer.Option(help=f"Where the games run: {' or '.join(BACKENDS)}.")
    ] = "local",
    workers: Annotated[int, typer.Option(min=1, help="Parallel games.")] = 1,
    out: Annotated[
        Path | None,
        typer.Option(help="Evaluation file to write into (default: the one the bots use)."),
    ] = None,
    residual: Annotated[
        bool, typer.Option(help="Learn what the final margin adds to the heuristics' lead.")
    ] = True,
    model: Annotated[
        str,
        typer.Option(
            help="linear (ridge regression) or trees (boosted trees, needs eurotable[learn])."
        ),
    ] = "linear",
    as_json: JsonOpt = False,
) -> None:
    """Learn a position evaluation from self-play games (docs/bots.md)."""
    from eurotable.learning import evaluation
    from eurotable.learning.train import MODELS, Plan, bots_of, train, write

    setup = _setup(game, players, option)
    if model not in MODELS:
        _fail(_("--model is linear or trees, not {model}", model=model))
    if setup.spec.name not in evaluation.FILES:
        known = ", ".join(evaluation.FILES)
        _fail(
            _(
                "train-eval knows only {known}, not {game}",
                known=known,
                game=setup.spec.name,
            )
        )
    names = bots_of(bots or [])
    bots_for_seats(names, len(names), setup.spec)
    plan = Plan(
        setup.spec.name,
        players,
        setup.options,
        names,
        games,
        validation,
        test,
        seed,
        backend,
        workers,
        residual,
        model=model,
    )
    report = train(plan, lambda message: typer.echo(message, err=True))
    path = out or evaluation.FILES[setup.spec.name]
    write(plan, report, path)
    if as_json:
        _echo_json({"file": str(path), "command": plan.command(), **report.to_json()})
    else:
        typer.echo(f"{path}: {plan.command()}")
        typer.echo(json.dumps(report.to_json(), indent=2))


@app.command("games")
@_friendly
def list_games(as_json: JsonOpt = False, lang: LangOpt = None) -> None:
    """List the games eurotable knows, with what each supports."""
    _speak(lang)
    specs = [registry.get(name) for name in registry.names()]
    if as_json:
        _echo_json([game_json(spec) for spec in specs])
        return
    console = Console()
    for spec in specs:
        console.print(game_table(spec))


def main() -> None:
    """The console script's entry point."""
    app()
