"""The whole suite speaks English unless a test chooses a language: the environment of
whoever runs it (a Czech LANG, say) must not change what the CLI prints."""

from __future__ import annotations

import os

for _name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_name, None)
os.environ["LANG"] = "C.UTF-8"
