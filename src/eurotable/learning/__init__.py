"""Learning for the bots and for research: the self-play training pipeline of learned
evaluations (``eurotable train-eval``, ``learning.train``) and the models it writes
(``learning.evaluation``), read by the bots from the package's data files; and trained
policies (``learning.policy``, the files the ``policy:PATH`` bot plays) with the numpy
REINFORCE example that trains them (``learning.reinforce``, docs/research.md)."""
