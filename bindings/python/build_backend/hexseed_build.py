# SPDX-License-Identifier: MIT
"""The hexseed package's own PEP 517 build backend (PEP 660 for editable installs): it packs the
pure-Python package hexseed/ into a py3-none-any wheel, or the project into an sdist, with the
standard library only, so pip needs neither setuptools nor the network to build it.

Metadata comes from pyproject.toml's [project] table, the version from hexseed/__init__.py
(`__version__`, which tests/test_hexseed.py keeps equal to the library's), the license text from
LICENSE (a copy of the repository's: the tests fail when they differ). Archives are reproducible: sorted, with the timestamp of
SOURCE_DATE_EPOCH or 1980-01-01."""

from __future__ import annotations

import base64
import hashlib
import io
import os
import re
import tarfile
import time
import zipfile
from typing import Dict, List, Optional, Tuple

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = "hexseed"


def _project() -> Dict[str, str]:
    """name, description, requires-python, license text and readme of [project]."""
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        raw = f.read()
    try:
        import tomllib
        p = tomllib.loads(raw.decode())["project"]
        return {"name": p["name"], "description": p["description"], "requires-python": p["requires-python"],
                "license": p["license"]["text"], "readme": p["readme"]}
    except ImportError:  # Python < 3.11: the table's simple `key = "value"` lines are enough
        out: Dict[str, str] = {}
        section = None
        for line in raw.decode().splitlines():
            if line.startswith("["):
                section = line.strip()
            elif section == "[project]":
                m = re.match(r'\s*([\w-]+)\s*=\s*(?:\{\s*text\s*=\s*)?"([^"]*)"', line)
                if m:
                    out[m.group(1)] = m.group(2)
        return out


def _version() -> str:
    with open(os.path.join(ROOT, PACKAGE, "__init__.py"), encoding="utf-8") as f:
        m = re.search(r'^__version__ = "([^"]+)"', f.read(), re.M)
    if not m:
        raise RuntimeError("hexseed_build: no __version__ = \"...\" line in hexseed/__init__.py")
    return m.group(1)


def _metadata() -> str:
    p = _project()
    with open(os.path.join(ROOT, p["readme"]), encoding="utf-8") as f:
        readme = f.read()
    return ("Metadata-Version: 2.1\n"
            "Name: %s\nVersion: %s\nSummary: %s\nLicense: %s\n"
            "Classifier: License :: OSI Approved :: MIT License\n"
            "Classifier: Programming Language :: Python :: 3\n"
            "Classifier: Topic :: Games/Entertainment :: Board Games\n"
            "Requires-Python: %s\nLicense-File: LICENSE\n"
            "Description-Content-Type: text/markdown\n\n%s"
            % (p["name"], _version(), p["description"], p["license"], p["requires-python"], readme))


def _package_files() -> List[str]:
    """The package's files, relative to ROOT, sorted."""
    out = []
    for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, PACKAGE)):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        out += [os.path.relpath(os.path.join(dirpath, n), ROOT) for n in filenames if not n.endswith((".pyc", ".pyo"))]
    return sorted(out)


def _read(rel: str) -> bytes:
    with open(os.path.join(ROOT, rel), "rb") as f:
        return f.read()


def _epoch() -> int:
    """SOURCE_DATE_EPOCH, or 1980-01-01 (the earliest time a zip file can say)."""
    return max(int(os.environ.get("SOURCE_DATE_EPOCH", "315532800")), 315532800)


def _wheel(directory: str, entries: List[Tuple[str, bytes]]) -> str:
    """Writes the wheel of `entries` (path in the wheel, content) plus its dist-info."""
    name, version = _project()["name"], _version()
    info = "%s-%s.dist-info" % (name, version)
    entries = entries + [
        (info + "/METADATA", _metadata().encode()),
        (info + "/WHEEL", b"Wheel-Version: 1.0\nGenerator: hexseed_build\nRoot-Is-Purelib: true\nTag: py3-none-any\n"),
        (info + "/LICENSE", _read("LICENSE")),
    ]
    record = io.StringIO()
    for path, data in entries:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.write("%s,sha256=%s,%d\n" % (path, digest, len(data)))
    record.write(info + "/RECORD,,\n")
    entries.append((info + "/RECORD", record.getvalue().encode()))
    filename = "%s-%s-py3-none-any.whl" % (name, version)
    with zipfile.ZipFile(os.path.join(directory, filename), "w", zipfile.ZIP_DEFLATED) as z:
        for path, data in entries:
            zi = zipfile.ZipInfo(path, time.gmtime(_epoch())[:6])
            zi.external_attr = 0o644 << 16
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data)
    return filename


def build_wheel(wheel_directory: str, config_settings: Optional[dict] = None,
                metadata_directory: Optional[str] = None) -> str:
    return _wheel(wheel_directory, [(rel.replace(os.sep, "/"), _read(rel)) for rel in _package_files()])


def build_editable(wheel_directory: str, config_settings: Optional[dict] = None,
                   metadata_directory: Optional[str] = None) -> str:
    """A wheel whose .pth file puts this source directory on the path."""
    return _wheel(wheel_directory, [("_hexseed_editable.pth", (ROOT + "\n").encode())])


def build_sdist(sdist_directory: str, config_settings: Optional[dict] = None) -> str:
    name, version = _project()["name"], _version()
    base = "%s-%s" % (name, version)
    files = ["pyproject.toml", "README.md", "LICENSE", "build_backend/hexseed_build.py"] + _package_files()
    for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, "tests")):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        files += [os.path.relpath(os.path.join(dirpath, n), ROOT) for n in filenames if n.endswith(".py")]
    members = [("PKG-INFO", _metadata().encode())] + [(rel, _read(rel)) for rel in sorted(set(files))]
    filename = base + ".tar.gz"
    with tarfile.open(os.path.join(sdist_directory, filename), "w:gz", format=tarfile.PAX_FORMAT) as t:
        for rel, data in members:
            ti = tarfile.TarInfo(base + "/" + rel.replace(os.sep, "/"))
            ti.size, ti.mtime, ti.mode = len(data), _epoch(), 0o644
            t.addfile(ti, io.BytesIO(data))
    return filename


def get_requires_for_build_wheel(config_settings: Optional[dict] = None) -> List[str]:
    return []


def get_requires_for_build_sdist(config_settings: Optional[dict] = None) -> List[str]:
    return []


def get_requires_for_build_editable(config_settings: Optional[dict] = None) -> List[str]:
    return []
