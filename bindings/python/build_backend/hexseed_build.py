# SPDX-License-Identifier: MIT
"""The hexseed package's own PEP 517 build backend (PEP 660 for editable installs), standard
library only, so pip needs neither setuptools nor the network to build it.

A wheel built inside the hexseed source tree carries the C library: libhexseed.so.0 and
libhexseed-cairo.so.0 in hexseed/_lib/, which hexseed/_native.py loads before any copy on the
system; such a wheel is tagged py3-none-<platform> (ctypes needs no Python ABI). The libraries
come from, in this order:

- a build directory that already holds them, by its absolute path: the config setting
  `build-dir` (pip wheel -C build-dir=PATH) or $HEXSEED_BUILD_DIR, so that `make` and the tests
  do not compile twice;
- else a fresh Meson build of the source tree this folder sits in (bindings/python of a tree
  whose meson.build is hexseed's): `meson setup` in a temporary folder and ninja for the two
  libraries only (needs meson, ninja and the library's -dev packages, as for the tree).

A pure py3-none-any wheel, which loads the system's libhexseed, is built when the config
setting `pure` or $HEXSEED_PURE is 1, and from a folder that is not inside the source tree: the
sdist (which carries this folder, not the C sources) or a copy of bindings/python elsewhere.
Debian's python3-hexseed is not built here at all: Meson installs the package's .py files over
the system's libhexseed0.

Metadata comes from pyproject.toml's [project] table, the version from hexseed/__init__.py
(`__version__`, which tests/test_hexseed.py keeps equal to the library's), the license text from
LICENSE (a copy of the repository's; the tests fail when the two differ). Archives are
reproducible: sorted, with the timestamp of SOURCE_DATE_EPOCH or 1980-01-01."""

from __future__ import annotations

import base64
import hashlib
import io
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import tempfile
import time
import zipfile
from typing import Any, Dict, List, Optional, Tuple

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = "hexseed"
# The libraries a platform wheel carries (their sonames, as the build directory names them), and
# where in the wheel: hexseed/_native.py looks there first.
LIBRARIES = ("libhexseed.so.0", "libhexseed-cairo.so.0")
LIB_DIR = PACKAGE + "/_lib"


def _project() -> Dict[str, str]:
    """name, description, requires-python, license text and readme of [project]."""
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        raw = f.read()
    if sys.version_info >= (3, 11):
        import tomllib
        p = tomllib.loads(raw.decode())["project"]
        return {"name": p["name"], "description": p["description"], "requires-python": p["requires-python"],
                "license": p["license"]["text"], "readme": p["readme"]}
    # Python < 3.11 has no tomllib: the table's simple `key = "value"` lines are enough
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


def _platform_tag() -> str:
    """This machine's platform as a wheel tag: linux_x86_64, linux_aarch64, ... The libraries
    are linked against this system's glibc, jansson, libpng, libstdc++ and cairo, so the wheel is
    for this kind of system (no manylinux promise)."""
    return re.sub(r"[^A-Za-z0-9]", "_", sysconfig.get_platform())


def _wheel(directory: str, entries: List[Tuple[str, bytes]], tag: str = "py3-none-any") -> str:
    """Writes the wheel of `entries` (path in the wheel, content) plus its dist-info."""
    name, version = _project()["name"], _version()
    info = "%s-%s.dist-info" % (name, version)
    purelib = "true" if tag.endswith("-any") else "false"
    entries = entries + [
        (info + "/METADATA", _metadata().encode()),
        (info + "/WHEEL", ("Wheel-Version: 1.0\nGenerator: hexseed_build\nRoot-Is-Purelib: %s\nTag: %s\n"
                           % (purelib, tag)).encode()),
        (info + "/LICENSE", _read("LICENSE")),
    ]
    record = io.StringIO()
    for path, data in entries:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.write("%s,sha256=%s,%d\n" % (path, digest, len(data)))
    record.write(info + "/RECORD,,\n")
    entries.append((info + "/RECORD", record.getvalue().encode()))
    filename = "%s-%s-%s.whl" % (name, version, tag)
    with zipfile.ZipFile(os.path.join(directory, filename), "w", zipfile.ZIP_DEFLATED) as z:
        for path, data in entries:
            zi = zipfile.ZipInfo(path, time.gmtime(_epoch())[:6])
            zi.external_attr = (0o755 if path.startswith(LIB_DIR + "/") else 0o644) << 16
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data)
    return filename


class BuildError(Exception):
    """A wheel that cannot be built as asked: the message says why and what to do."""


def _setting(config_settings: Optional[Dict[str, Any]], key: str, env: str) -> str:
    """A config setting (pip -C key=value), else the environment variable, else ""."""
    value = (config_settings or {}).get(key)
    if isinstance(value, list):  # pip passes a repeated -C as a list: the last one wins
        value = value[-1] if value else None
    return str(value) if value is not None else os.environ.get(env, "")


def _truthy(name: str, value: str) -> bool:
    if value.lower() in ("", "0", "false", "no", "off"):
        return False
    if value.lower() in ("1", "true", "yes", "on"):
        return True
    raise BuildError("hexseed_build: %s=%r: say 1 or 0" % (name, value))


def _source_tree() -> Optional[str]:
    """The hexseed source tree this folder is bindings/python of, or None (an sdist, a copy)."""
    root = os.path.dirname(os.path.dirname(ROOT))
    try:
        with open(os.path.join(root, "meson.build"), encoding="utf-8") as f:
            head = f.read(4096)
    except OSError:
        return None
    if os.path.basename(os.path.dirname(ROOT)) != "bindings" or not re.search(r"project\(\s*'hexseed'", head):
        return None
    return root


def _libraries_in(build_dir: str) -> List[Tuple[str, bytes]]:
    """The two libraries of a build directory, as wheel entries (the real files, not links)."""
    out = []
    for soname in LIBRARIES:
        path = os.path.join(build_dir, soname)
        if not os.path.isfile(path):
            raise BuildError("hexseed_build: %s has no %s: build the library there first (ninja -C %s), or "
                             "unset HEXSEED_BUILD_DIR / -C build-dir to build it here" % (build_dir, soname, build_dir))
        with open(path, "rb") as f:
            out.append((LIB_DIR + "/" + soname, f.read()))
    return out


def _meson_build(source: str) -> List[Tuple[str, bytes]]:
    """The two libraries of a fresh release build of the source tree, in a temporary folder."""
    for tool in ("meson", "ninja"):
        if shutil.which(tool) is None:
            raise BuildError("hexseed_build: building libhexseed for the wheel needs %s (Debian: apt install meson "
                             "ninja-build, and the library's -dev packages: scripts/install-deps), or give a build "
                             "directory that has it (HEXSEED_BUILD_DIR=build or pip -C build-dir=...), or build a "
                             "wheel without it (HEXSEED_PURE=1)" % tool)
    with tempfile.TemporaryDirectory(prefix="hexseed-wheel-") as tmp:
        build = os.path.join(tmp, "build")
        steps = [["meson", "setup", build, source, "--buildtype=release", "-Dman=disabled"],
                 # the cairo library's shared build, and libhexseed's with it: nothing else of the tree
                 ["meson", "compile", "-C", build, "hexseed-cairo:shared_library"]]
        for cmd in steps:
            r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, check=False)
            if r.returncode != 0:
                raise BuildError("hexseed_build: %s failed:\n%s" % (" ".join(cmd), r.stdout[-4000:]))
        return _libraries_in(build)


def _bundle(config_settings: Optional[Dict[str, Any]]) -> Optional[List[Tuple[str, bytes]]]:
    """The libraries the wheel carries, or None for a pure wheel (see the module's docstring)."""
    if _truthy("pure", _setting(config_settings, "pure", "HEXSEED_PURE")):
        return None
    build_dir = _setting(config_settings, "build-dir", "HEXSEED_BUILD_DIR")
    if build_dir:
        if not os.path.isabs(build_dir):  # pip runs the backend in this folder, not where it was called
            raise BuildError("hexseed_build: the build directory %r must be an absolute path (pip runs the build in "
                             "%s): say \"$PWD/%s\"" % (build_dir, ROOT, build_dir))
        return _libraries_in(build_dir)
    source = _source_tree()
    if source is None:
        print("hexseed_build: not inside the hexseed source tree: a pure wheel, which needs libhexseed on the system",
              file=sys.stderr)
        return None
    return _meson_build(source)


def build_wheel(wheel_directory: str, config_settings: Optional[Dict[str, Any]] = None,
                metadata_directory: Optional[str] = None) -> str:
    entries = [(rel.replace(os.sep, "/"), _read(rel)) for rel in _package_files()
               if not rel.replace(os.sep, "/").startswith(LIB_DIR + "/")]
    libraries = _bundle(config_settings)
    if libraries is None:
        return _wheel(wheel_directory, entries)
    return _wheel(wheel_directory, entries + libraries, "py3-none-" + _platform_tag())


def build_editable(wheel_directory: str, config_settings: Optional[Dict[str, Any]] = None,
                   metadata_directory: Optional[str] = None) -> str:
    """A wheel whose .pth file puts this source directory on the path."""
    return _wheel(wheel_directory, [("_hexseed_editable.pth", (ROOT + "\n").encode())])


def build_sdist(sdist_directory: str, config_settings: Optional[Dict[str, Any]] = None) -> str:
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


def get_requires_for_build_wheel(config_settings: Optional[Dict[str, Any]] = None) -> List[str]:
    return []


def get_requires_for_build_sdist(config_settings: Optional[Dict[str, Any]] = None) -> List[str]:
    return []


def get_requires_for_build_editable(config_settings: Optional[Dict[str, Any]] = None) -> List[str]:
    return []
