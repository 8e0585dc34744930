"""Learned evaluations for the bots: the self-play training pipeline
(``eurotable train-eval``, ``learning.train``) and the models it writes
(``learning.evaluation``), read by the bots from the package's data files."""
