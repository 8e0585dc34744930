"""Build hooks: every build compiles the gettext catalogs (``.po`` → ``.mo``), and a
wheel compiles the engines to C extensions with mypyc.

Everything else about the package is in pyproject.toml. A wheel gets the compiled
catalogs in its build folder; an editable install (``pip install -e .``) gets them
beside the ``.po`` files in the source tree. The ``.mo`` files are not kept in git.

The engines (``MYPYC_MODULES``: the core, the three games' rules, the bots and the
learning environments' encoders) are compiled with mypyc from the same typed source
when a wheel or a regular install is built and a C compiler is present. They stay pure
Python

* in an editable install (``pip install -e .``), so that an edited ``.py`` file is what
  runs: no compiled module is ever written into ``src/``;
* when ``EUROTABLE_PURE=1`` is set in the environment of the build;
* when mypyc or a C compiler is missing, or compiling fails (a warning says so, and the
  package installs as pure Python).
"""

from __future__ import annotations

import os
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from setuptools import setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

LOCALES = Path("src", "eurotable", "locales")
PACKAGE = Path("src", "eurotable")

# Compiled with mypyc: folders (every module in them, recursively) and single modules,
# relative to src/eurotable. Left out: the server, the web client, the languages, the
# command line and the terminal (I/O bound, or built on libraries mypyc cannot see into).
MYPYC_MODULES = (
    "core",
    "games/puerto_rico",
    "games/russian_railroads",
    "games/shipyard",
    "bots",
    "rl/puerto_rico",
    "rl/russian_railroads",
    "rl/shipyard",
    "rl/encoding.py",
    "rl/layout.py",
    "bench.py",
)
# Modules inside those folders that stay pure Python: the random-game harness is a test
# tool, and its failure is an AssertionError, which a compiled class cannot extend. Any
# module declaring a ``@runtime_checkable`` protocol stays pure Python too (a compiled
# protocol cannot be checked with isinstance): the bots' heuristics protocols, say.
MYPYC_EXCLUDED = ("core/harness.py",)


def compile_catalogs(target: Path) -> None:
    """Compile every ``LOCALES/<lang>/LC_MESSAGES/*.po`` to a ``.mo`` under ``target``
    (fuzzy entries left out, as ``pybabel compile`` does)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    for po in sorted(LOCALES.glob("*/LC_MESSAGES/*.po")):
        mo = target / po.relative_to(LOCALES).with_suffix(".mo")
        mo.parent.mkdir(parents=True, exist_ok=True)
        with po.open("rb") as source:
            catalog = read_po(source)
        with mo.open("wb") as out:
            write_mo(out, catalog, use_fuzzy=False)


class BuildWithCatalogs(build_py):
    """``build_py`` that also compiles the catalogs."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            compile_catalogs(LOCALES)
        else:
            compile_catalogs(Path(self.build_lib, "eurotable", "locales"))


class OptionalBuildExt(build_ext):
    """``build_ext`` that never writes compiled modules into the source tree, and falls
    back to pure Python when compiling fails."""

    def run(self) -> None:
        if getattr(self, "editable_mode", False) or self.inplace:
            # An editable install stays pure Python (see the module's docstring).
            self.extensions = []
            return
        # A module compiled by an earlier build and pure Python now must not ship.
        wanted = {self.get_ext_filename(ext.name) for ext in self.extensions}
        for built in Path(self.build_lib).rglob("*.so"):
            if str(built.relative_to(self.build_lib)) not in wanted:
                built.unlink()
        try:
            super().run()
        except Exception as error:  # no compiler, missing headers, a compiler error
            _warn(f"compiling the engines failed ({error}); installing pure Python")
            self.extensions = []
            # Whatever was linked before the failure must not shadow the .py files.
            for built in Path(self.build_lib).rglob("*.so"):
                built.unlink()

    def build_extension(self, ext: Any) -> None:
        # mypyc writes one C file per module: compile them on every core at once.
        compile_files = self.compiler.compile

        def compile_in_parallel(sources: list[str], *args: Any, **kwargs: Any) -> list[str]:
            with ThreadPoolExecutor(os.cpu_count() or 1) as pool:
                batches = pool.map(lambda source: compile_files([source], *args, **kwargs), sources)
                return [built for batch in batches for built in batch]

        self.compiler.compile = compile_in_parallel
        try:
            super().build_extension(ext)
        except Exception as error:
            raise RuntimeError(f"{ext.name}: {error}") from error
        finally:
            self.compiler.compile = compile_files


def _warn(message: str) -> None:
    print(f"eurotable setup: {message}", file=sys.stderr)


def _mypyc_sources() -> list[str]:
    sources: list[str] = []
    for entry in MYPYC_MODULES:
        path = PACKAGE / entry
        found = sorted(path.rglob("*.py")) if path.is_dir() else [path]
        for file in found:
            if str(file.relative_to(PACKAGE)) in MYPYC_EXCLUDED:
                continue
            if "@runtime_checkable" in file.read_text(encoding="utf-8"):
                _warn(f"{file} declares a runtime-checkable protocol: left pure Python")
                continue
            sources.append(str(file))
    return sources


def _pure_requested() -> bool:
    return os.environ.get("EUROTABLE_PURE", "").strip().lower() not in ("", "0", "false", "no")


def _builds_binaries() -> bool:
    """True when this run of setup.py builds the package (a wheel, a build, an install),
    not when it only reads metadata or builds an editable install (PEP 660)."""
    commands = {arg for arg in sys.argv[1:] if not arg.startswith("-")}
    return bool(commands & {"bdist_wheel", "build", "build_ext", "install"}) and not (
        commands & {"editable_wheel", "develop"} or "--inplace" in sys.argv
    )


def _extensions() -> list[Any]:
    """The engines' C extensions, or none for a pure-Python build."""
    if not _builds_binaries():
        return []
    if _pure_requested():
        _warn("EUROTABLE_PURE is set: installing pure Python")
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        _warn("mypyc is not installed: installing pure Python")
        return []
    try:
        return list(
            mypycify(
                [
                    "--config-file",
                    "pyproject.toml",
                    "--cache-dir",
                    str(Path("build", "mypyc-cache")),
                    *_mypyc_sources(),
                ],
                opt_level=os.environ.get("EUROTABLE_MYPYC_OPT", "3"),
                multi_file=True,
                target_dir=str(Path("build", "mypyc")),
            )
        )
    except BaseException as error:  # mypyc reports type errors with SystemExit
        _warn(f"mypyc could not compile the engines ({error!r}); installing pure Python")
        return []


EXTENSIONS = _extensions()

setup(
    cmdclass={"build_py": BuildWithCatalogs, "build_ext": OptionalBuildExt},
    ext_modules=EXTENSIONS,
    # A pure build never picks up modules compiled by an earlier build, and the reverse.
    options={"build": {"build_base": str(Path("build", "compiled" if EXTENSIONS else "pure"))}},
)
