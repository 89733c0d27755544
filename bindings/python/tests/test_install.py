# SPDX-License-Identifier: MIT
"""The package as users install it, offline (--no-index), in fresh venvs:

1. `pip wheel ./bindings/python` makes a platform wheel carrying libhexseed.so.0 and
   libhexseed-cairo.so.0 (taken from the build directory $HEXSEED_BUILD_DIR, so nothing is
   compiled again). Installed into a fresh venv and run with no library on the loader's paths
   (no LD_LIBRARY_PATH, no HEXSEED_LIBRARY), it must load both libraries from inside the venv
   (/proc/self/maps says which files the process mapped), make a PNG (signature, IHDR width
   and height), and the same board, text and code as the command.
2. A copy of bindings/python outside the source tree, and the sdist, build a pure wheel that
   needs the system's library: the copy installs (its LICENSE is a file, not a link to the
   tree's) and runs against the build directory's library through LD_LIBRARY_PATH.

By default each venv is made without its own pip (python3 -m venv --without-pip) and this
interpreter's pip installs into it (pip --python, pip >= 22.3): the same build and install, a few
seconds instead of twenty on a busy machine. --full makes the venvs with their own pip and runs
those, exactly as a user would (`make python-install-check`). Without pip and ensurepip (a
Debian package build, say) it exits 77, which meson counts as skipped.

Run: HEXSEED_EXE=build/hexseed HEXSEED_BUILD_DIR=build python3 bindings/python/tests/test_install.py [--full]"""

import json
import os
import shutil
import struct
import subprocess
import sys
import sysconfig
import tarfile
import tempfile
import zipfile
from typing import Any, Dict, List, Tuple

HERE = os.path.dirname(os.path.abspath(__file__))
PROJECT = os.path.dirname(HERE)
EXE = os.environ.get("HEXSEED_EXE", "hexseed")
BUILD_DIR = os.path.abspath(os.environ.get("HEXSEED_BUILD_DIR", os.path.dirname(os.path.abspath(EXE))))
CODE = "0xjiwxm2"  # hexseed catan --seed 42
PNG_WIDTH = 640

CHECK = r"""
import ctypes.util, importlib.metadata, json, os, sys
import hexseed
d = importlib.metadata.distribution("hexseed")
files = {str(f) for f in d.files}
license = [f for f in d.files if str(f).endswith("dist-info/LICENSE")]
b = hexseed.board(%(code)r)
png = b.png(width=%(width)d)
with open("/proc/self/maps") as maps:  # the files this process mapped: which libraries were loaded
    mapped = sorted({line.split()[-1] for line in maps if "libhexseed" in line})
print(json.dumps({
    "file": hexseed.__file__, "version": hexseed.__version__, "dist_version": d.version,
    "name": d.metadata["Name"], "license": d.metadata["License"], "summary": d.metadata["Summary"],
    "license_text": license[0].read_text() if license else "", "typed": "hexseed/py.typed" in files,
    "code": hexseed.catan(seed=42, mode="5-6").code, "board_equal": hexseed.board("0xjiwxm2") == hexseed.catan(seed=42),
    "text": b.text(), "png_head": png[:24].hex(), "png_size": len(png), "bundled": hexseed._native.IS_BUNDLED,
    "mapped": mapped, "find_library": ctypes.util.find_library("hexseed"),
    "lib_files": sorted(f for f in files if "/_lib/" in f),
}))
""" % {"code": CODE, "width": PNG_WIDTH}


def pip_supports_python() -> bool:
    r = subprocess.run([sys.executable, "-m", "pip", "--version"], capture_output=True, text=True, check=False)
    if r.returncode != 0:
        return False
    major, minor = (int(x) for x in r.stdout.split()[1].split(".")[:2])
    return (major, minor) >= (22, 3)


def fail(message: str) -> None:
    print("test_install: " + message, file=sys.stderr)
    print("[  FAILED  ] 1 test(s).")
    sys.exit(1)


def has_ensurepip() -> bool:
    return subprocess.run([sys.executable, "-c", "import ensurepip"], capture_output=True, check=False).returncode == 0


def run(cmd: List[str], env: Dict[str, str], cwd: str, what: str) -> str:
    r = subprocess.run(cmd, env=env, cwd=cwd, capture_output=True, text=True, check=False)
    if r.returncode != 0:
        fail("%s failed (%s):\n%s%s" % (what, " ".join(cmd), r.stdout, r.stderr))
    return r.stdout


def venv(path: str, full: bool) -> List[str]:
    """A fresh venv at `path`; returns the pip command that installs into it."""
    subprocess.run([sys.executable, "-m", "venv"] + ([] if full else ["--without-pip"]) + [path], check=True)
    python = os.path.join(path, "bin", "python")
    return [python, "-m", "pip"] if full else [sys.executable, "-m", "pip", "--python", python]


def clean_env() -> Dict[str, str]:
    """The environment without anything that points at a library, a package or an index."""
    drop = ("PYTHONPATH", "PIP_INDEX_URL", "PIP_FIND_LINKS", "LD_LIBRARY_PATH", "LD_PRELOAD", "HEXSEED_LIBRARY",
            "HEXSEED_CAIRO_LIBRARY", "HEXSEED_BUILD_DIR", "HEXSEED_PURE")
    env = {k: v for k, v in os.environ.items() if k not in drop}
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    return env


def png_size(head: bytes) -> Tuple[int, int]:
    """(width, height) from a PNG's signature and IHDR chunk; fails when they are not there."""
    if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        fail("not a PNG: %r" % head[:16])
    width, height = struct.unpack(">II", head[16:24])
    return int(width), int(height)


def platform_wheel(tmp: str, full: bool) -> None:
    """Part 1: the wheel that carries the library, in a venv that has no other."""
    env = clean_env()
    build_env = dict(env, HEXSEED_BUILD_DIR=BUILD_DIR)
    dist = os.path.join(tmp, "dist")
    pip = [sys.executable, "-m", "pip"]
    run(pip + ["wheel", "--no-index", "--no-deps", "--no-cache-dir", "--quiet", "-w", dist, PROJECT], build_env, tmp,
        "pip wheel")
    wheels = os.listdir(dist)
    tag = "py3-none-" + sysconfig.get_platform().replace("-", "_").replace(".", "_")
    if len(wheels) != 1 or not wheels[0].endswith("-%s.whl" % tag):
        fail("pip wheel made %s, not one hexseed-*-%s.whl" % (wheels, tag))
    wheel = os.path.join(dist, wheels[0])
    with zipfile.ZipFile(wheel) as z:
        names = set(z.namelist())
        info = [n for n in names if n.endswith(".dist-info/WHEEL")]
        wheel_meta = z.read(info[0]).decode() if info else ""
    for lib in ("hexseed/_lib/libhexseed.so.0", "hexseed/_lib/libhexseed-cairo.so.0"):
        if lib not in names:
            fail("the wheel has no %s: %s" % (lib, sorted(names)))
    if "Root-Is-Purelib: false" not in wheel_meta or "Tag: %s" % tag not in wheel_meta:
        fail("the wheel's WHEEL file says:\n" + wheel_meta)

    target = os.path.join(tmp, "venv")
    run(venv(target, full) + ["install", "--no-index", "--no-cache-dir", "--quiet", wheel], env, tmp, "pip install")
    python = os.path.join(target, "bin", "python")
    got = json.loads(run([python, "-c", CHECK], env, tmp, "the installed package"))

    want_code = subprocess.run([EXE, "catan", "--seed", "42", "--mode", "5-6", "--format", "code"], capture_output=True,
                               text=True, check=True).stdout.strip()
    want_text = subprocess.run([EXE, "board", CODE, "--color", "never"], capture_output=True, text=True,
                               check=True).stdout
    want_version = subprocess.run([EXE, "--version"], capture_output=True, text=True, check=True).stdout.split()[1]
    venv_real = os.path.realpath(target)
    width, height = png_size(bytes.fromhex(got["png_head"]))
    checks = [
        (got["file"].startswith(target), "hexseed imported from %s, not from the venv" % got["file"]),
        (got["bundled"], "the package did not load the library it carries"),
        (len(got["mapped"]) == 2 and all(os.path.realpath(p).startswith(venv_real + os.sep) for p in got["mapped"]),
         "libraries loaded from outside the venv: %s" % got["mapped"]),
        (sorted(os.path.basename(p) for p in got["mapped"]) == ["libhexseed-cairo.so.0", "libhexseed.so.0"],
         "not both libraries were loaded: %s" % got["mapped"]),
        (got["lib_files"] == ["hexseed/_lib/libhexseed-cairo.so.0", "hexseed/_lib/libhexseed.so.0"],
         "installed library files: %s" % got["lib_files"]),
        (got["version"] == got["dist_version"] == want_version,
         "versions: __version__ %s, metadata %s, the library %s" % (got["version"], got["dist_version"], want_version)),
        (got["name"] == "hexseed" and got["license"] == "MIT" and got["summary"], "metadata: %r" % got),
        (got["license_text"].startswith("MIT License"), "no MIT LICENSE in the wheel's dist-info"),
        (got["typed"], "py.typed is not installed"),
        (got["code"] == want_code, "the installed package made %s, the command %s" % (got["code"], want_code)),
        (got["board_equal"], "board(code) != the board"),
        (got["text"] == want_text, "board(%s).text() is not `hexseed board %s`'s text" % (CODE, CODE)),
        (width == PNG_WIDTH and 0 < height <= 2 * PNG_WIDTH and got["png_size"] > 10000,
         "the PNG is %dx%d, %d bytes; asked for %d wide" % (width, height, got["png_size"], PNG_WIDTH)),
    ]
    for ok, message in checks:
        if not ok:
            fail(message)
    where = ("ld.so finds no other libhexseed" if got["find_library"] is None
             else "ld.so also knows %s, not loaded" % got["find_library"])
    print("test_install: %s (%d kB) in a fresh venv without network loaded its own libraries (%s) and made "
          "%s, a %dx%d PNG and the command's text" % (os.path.basename(wheel), os.path.getsize(wheel) // 1024, where,
                                                     got["code"], width, height))


def pure_copies(tmp: str, full: bool) -> None:
    """Part 2: bindings/python copied out of the tree, and the sdist, build pure wheels."""
    env = clean_env()
    copy = os.path.join(tmp, "copy", "hexseed-python")
    shutil.copytree(PROJECT, copy, symlinks=True, ignore=shutil.ignore_patterns("__pycache__", "_lib"))
    links = [os.path.join(d, n) for d, _, files in os.walk(copy) for n in files if os.path.islink(os.path.join(d, n))]
    if links:
        fail("bindings/python holds links, which a copy or an sdist cannot carry: %s" % links)

    # The sdist, by the backend as pip's build front ends call it, and a wheel built from it.
    sdist_dir = os.path.join(tmp, "sdist")
    os.mkdir(sdist_dir)
    code = ("import sys; sys.path.insert(0, %r); import hexseed_build as b; print(b.build_sdist(%r))"
            % (os.path.join(copy, "build_backend"), sdist_dir))
    sdist = os.path.join(sdist_dir, run([sys.executable, "-c", code], env, tmp, "build_sdist").strip())
    with tarfile.open(sdist) as t:
        members = {m.name.split("/", 1)[1]: m for m in t.getmembers() if "/" in m.name}
        license_file = t.extractfile(members["LICENSE"]) if "LICENSE" in members and members["LICENSE"].isfile() else None
        license_ok = license_file is not None and license_file.read().startswith(b"MIT License")
        # Python 3.12, and 3.8.17+: refuse what a plain sdist does not hold
        safe: Dict[str, Any] = {"filter": "data"} if hasattr(tarfile, "data_filter") else {}
        t.extractall(os.path.join(tmp, "unpacked"), **safe)
    if not license_ok:
        fail("the sdist carries no LICENSE file")
    unpacked = os.path.join(tmp, "unpacked", os.path.basename(sdist)[:-len(".tar.gz")])
    dist = os.path.join(tmp, "dist-pure")
    run([sys.executable, "-m", "pip", "wheel", "--no-index", "--no-deps", "--no-cache-dir", "--quiet", "-w", dist,
         unpacked], env, tmp, "pip wheel of the sdist")
    wheels = os.listdir(dist)
    if len(wheels) != 1 or not wheels[0].endswith("-py3-none-any.whl"):
        fail("the sdist built %s, not a pure py3-none-any wheel" % wheels)
    with zipfile.ZipFile(os.path.join(dist, wheels[0])) as z:
        if any("/_lib/" in n for n in z.namelist()):
            fail("the sdist's wheel carries libraries")

    # The copied folder installs, and runs against the build directory's library.
    target = os.path.join(tmp, "venv-pure")
    run(venv(target, full) + ["install", "--no-index", "--no-cache-dir", "--quiet", copy], env, tmp,
        "pip install of a copy of bindings/python")
    python = os.path.join(target, "bin", "python")
    got = json.loads(run([python, "-c", CHECK], dict(env, LD_LIBRARY_PATH=BUILD_DIR), tmp, "the copy's package"))
    build_real = os.path.realpath(BUILD_DIR)
    if got["bundled"] or got["lib_files"] or not all(os.path.realpath(p).startswith(build_real + os.sep)
                                                      for p in got["mapped"]):
        fail("the copy's pure wheel did not use the system's library: %s" % got["mapped"])
    if got["code"] != hexseed_code_56():
        fail("the copy made %s" % got["code"])
    print("test_install: a copy of bindings/python and its sdist build %s (pure); installed, it runs on the "
          "system's libhexseed" % wheels[0])


def backend_settings() -> None:
    """The backend's settings, asked directly: what each gives, and the sentences of bad ones."""
    sys.path.insert(0, os.path.join(PROJECT, "build_backend"))
    import hexseed_build as backend  # noqa: E402 -- the backend of this folder
    saved = {k: os.environ.pop(k) for k in ("HEXSEED_BUILD_DIR", "HEXSEED_PURE") if k in os.environ}
    try:
        if backend._bundle({"pure": "1"}) is not None:
            fail("-C pure=1 did not make a pure wheel")
        got = backend._bundle({"build-dir": BUILD_DIR}) or []
        if sorted(name for name, _ in got) != ["hexseed/_lib/libhexseed-cairo.so.0", "hexseed/_lib/libhexseed.so.0"]:
            fail("-C build-dir=%s gave %s" % (BUILD_DIR, [name for name, _ in got]))
        for settings, said in (({"build-dir": "build"}, "must be an absolute path"),
                               ({"build-dir": "/nonexistent"}, "/nonexistent has no libhexseed.so.0"),
                               ({"pure": "maybe"}, "pure='maybe': say 1 or 0")):
            try:
                backend._bundle(settings)
                fail("the backend took %s" % settings)
            except backend.BuildError as e:
                if said not in str(e):
                    fail("the backend said %r for %s" % (str(e), settings))
    finally:
        os.environ.update(saved)


def hexseed_code_56() -> str:
    return subprocess.run([EXE, "catan", "--seed", "42", "--mode", "5-6", "--format", "code"], capture_output=True,
                          text=True, check=True).stdout.strip()


def main() -> None:
    full = "--full" in sys.argv[1:] or not pip_supports_python()
    if full and not has_ensurepip():  # e.g. a Debian package build without python3-pip or python3-venv
        print("test_install: skipped: neither pip (22.3 or later) nor ensurepip is installed for %s "
              "(Debian: apt install python3-pip python3-venv)" % sys.executable)
        sys.exit(77)  # meson's "skipped"
    for soname in ("libhexseed.so.0", "libhexseed-cairo.so.0"):
        if not os.path.isfile(os.path.join(BUILD_DIR, soname)):
            fail("no %s in %s: set HEXSEED_BUILD_DIR to a built tree" % (soname, BUILD_DIR))
    backend_settings()
    with tempfile.TemporaryDirectory() as tmp:
        platform_wheel(tmp, full)
        pure_copies(tmp, full)
    print("[  PASSED  ] 1 test(s).")


if __name__ == "__main__":
    main()
