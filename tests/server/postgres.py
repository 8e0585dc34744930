"""A throwaway PostgreSQL cluster for tests: initdb and pg_ctl from the system's
PostgreSQL, in a temporary folder, listening on a unix socket only (no TCP port).

PostgreSQL refuses to run as root; as root, the cluster runs as the ``postgres`` user
(created by Debian's postgresql package) through ``runuser``.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import subprocess
import tempfile
import uuid
from pathlib import Path

import psycopg
from psycopg import sql


class ClusterUnavailable(Exception):
    """PostgreSQL cannot be started here; the message says what is missing."""


def server_binaries() -> Path | None:
    """The newest ``/usr/lib/postgresql/VERSION/bin`` that has initdb and pg_ctl."""
    found = [
        Path(path).parent
        for path in glob.glob("/usr/lib/postgresql/*/bin/initdb")
        if Path(path).with_name("pg_ctl").exists()
    ]
    return max(found, key=lambda path: int(path.parent.name), default=None)


class Cluster:
    """A PostgreSQL cluster of its own, started by ``start`` and removed by ``stop``."""

    def __init__(self) -> None:
        binaries = server_binaries()
        if binaries is None:
            raise ClusterUnavailable(
                "PostgreSQL server binaries not found (/usr/lib/postgresql/*/bin/initdb): "
                "apt-get install postgresql"
            )
        self.binaries = binaries
        self.prefix: list[str] = []
        as_root = os.geteuid() == 0
        # As root, in /tmp: the postgres user must be able to reach the folder.
        self.root = Path(tempfile.mkdtemp(prefix="eurotable-pg-", dir="/tmp" if as_root else None))
        if as_root:
            try:
                owner = pwd.getpwnam("postgres")
            except KeyError:
                raise ClusterUnavailable(
                    "running as root, PostgreSQL must run as the 'postgres' user, which does "
                    "not exist (apt-get install postgresql creates it)"
                ) from None
            os.chown(self.root, owner.pw_uid, owner.pw_gid)
            self.prefix = ["runuser", "-u", "postgres", "--"]
        self.data = self.root / "data"

    def _run(self, program: str, *args: str) -> None:
        command = [*self.prefix, str(self.binaries / program), *args]
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise ClusterUnavailable(f"{program} failed: {done.stdout}{done.stderr}")

    def start(self) -> None:
        self._run(
            "initdb",
            "-D",
            str(self.data),
            "-U",
            "postgres",
            "--auth=trust",
            "--encoding=UTF8",
            "--locale=C",
            "--no-sync",
        )
        settings = f"-k {self.root} -c listen_addresses='' -F"
        log = str(self.root / "server.log")
        self._run("pg_ctl", "-D", str(self.data), "-l", log, "-o", settings, "-w", "start")

    def stop(self) -> None:
        if (self.data / "postmaster.pid").exists():
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.root, ignore_errors=True)

    def new_database(self) -> str:
        """A new empty database; returns its SQLAlchemy URL."""
        name = f"test_{uuid.uuid4().hex[:12]}"
        with psycopg.connect(self.conninfo("postgres"), autocommit=True) as connection:
            connection.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
        return f"postgresql://postgres@/{name}?host={self.root}"

    def conninfo(self, database: str) -> str:
        return f"host={self.root} user=postgres dbname={database}"
