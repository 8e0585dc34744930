"""Build hook: every build compiles the gettext catalogs (``.po`` → ``.mo``).

Everything else about the package is in pyproject.toml. A wheel gets the compiled
catalogs in its build folder; an editable install (``pip install -e .``) gets them
beside the ``.po`` files in the source tree. The ``.mo`` files are not kept in git.
"""

from __future__ import annotations

from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

LOCALES = Path("src", "eurotable", "locales")


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


setup(cmdclass={"build_py": BuildWithCatalogs})
