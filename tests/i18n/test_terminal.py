"""The terminal in Czech: ``eurotable play --lang cs`` (or a Czech LANG) shows the board,
the prompt, the actions in words and the log in Czech; the CLI's error lines too."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from eurotable.i18n import _


def run(*args: str, input: str | None = None, env: dict[str, str] | None = None) -> str:
    from eurotable.cli import app

    result = CliRunner().invoke(app, list(args), input=input, env=env)
    return result.output


def test_a_czech_terminal_game(tmp_path: Path) -> None:
    output = run(
        "play",
        "puerto-rico",
        "--players",
        "3",
        "--seed",
        "7",
        "--lang",
        "cs",
        "--out",
        str(tmp_path / "game.json"),
        input="1\nlog\nhelp\nnic takového\n",
    )
    assert "Puerto Rico, semínko 7" in output
    assert "Guvernér:" in output and "Role:" in output  # the board
    assert "Osadník" in output and "Člověk 1:" in output and "Human 1" not in output
    assert "Vzít " in output  # actions in words
    assert "chyba: nelze přečíst akci 'nic takového'" in output
    assert "Záznam uložen do" in output and "nedohráno po" in output
    assert "Choose a role" not in output and "Record saved" not in output
    assert _("Choose a role") == "Choose a role"  # the test itself still speaks English


def test_the_environment_chooses_the_language_and_errors_speak_it() -> None:
    output = run("play", "chess", "--players", "2", env={"LANG": "cs_CZ.UTF-8"})
    assert output.startswith("chyba: neznámá hra 'chess'")
    output = run("play", "chess", "--players", "2", env={"LANG": "C.UTF-8"})
    assert output.startswith("error: unknown game 'chess'")
    output = run("play", "chess", "--players", "2", "--lang", "cs", env={"LANG": "it_IT"})
    assert output.startswith("chyba: ")
