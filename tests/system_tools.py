"""What the server and browser tests do when a system tool they need is missing."""

from __future__ import annotations

import os
from typing import NoReturn

import pytest

ALLOW_MISSING = "EUROTABLE_ALLOW_MISSING"


def missing(message: str) -> NoReturn:
    """Fail (or, with EUROTABLE_ALLOW_MISSING=1, skip) a test whose system tool is missing."""
    if os.environ.get(ALLOW_MISSING) == "1":
        pytest.skip(message)
    pytest.fail(f"{message} (set {ALLOW_MISSING}=1 to skip such tests locally)", pytrace=False)
