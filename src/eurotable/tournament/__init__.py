"""Tournaments: many bot games with paired seeds and seat rotation, run on one machine's
processes or on a Ray cluster, summarised as standings with confidence intervals and
ratings. The same seed gives the same games and the same table on either back end.
"""

from eurotable.tournament.archive import play_tournament
from eurotable.tournament.backends import BACKENDS, run_jobs
from eurotable.tournament.jobs import Job, Played, run_job, schedule
from eurotable.tournament.standings import Standing, standings

__all__ = [
    "BACKENDS",
    "Job",
    "Played",
    "Standing",
    "play_tournament",
    "run_job",
    "run_jobs",
    "schedule",
    "standings",
]
