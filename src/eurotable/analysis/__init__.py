"""Post-game analysis: every decision of a finished game judged from its seat's
observation (docs/analysis.md)."""

from eurotable.analysis.decisions import CannotAnalyse
from eurotable.analysis.report import (
    Analysis,
    DecisionAnalysis,
    PlayerAnalysis,
    analyse,
    analyse_decision,
    default_budget,
)

__all__ = [
    "Analysis",
    "CannotAnalyse",
    "DecisionAnalysis",
    "PlayerAnalysis",
    "analyse",
    "analyse_decision",
    "default_budget",
]
