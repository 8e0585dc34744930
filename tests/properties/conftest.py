"""Hypothesis settings for the property tests.

The default profile is deterministic (``derandomize``: the same examples on every run, no
example database) with a budget that keeps the whole property suite near a minute on two
cores. ``EUROTABLE_HYPOTHESIS=thorough`` runs fifty times as many random examples (for a long local
hunt; a failure prints the example to add as a regression test).
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

_QUIET = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much]

settings.register_profile(
    "eurotable",
    derandomize=True,
    database=None,
    deadline=None,
    print_blob=True,
    suppress_health_check=_QUIET,
)
settings.register_profile(
    "thorough",
    derandomize=False,
    database=None,
    deadline=None,
    print_blob=True,
    suppress_health_check=_QUIET,
)
PROFILE = os.environ.get("EUROTABLE_HYPOTHESIS", "eurotable")
settings.load_profile(PROFILE)
