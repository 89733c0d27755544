# SPDX-License-Identifier: MIT
"""`pip install ./bindings/python` in a fresh venv with no network (--no-index): the package
builds with its in-tree backend alone, installs with its metadata and license, and makes the
same board as the command.

By default the venv is made without its own pip (python3 -m venv --without-pip) and this
interpreter's pip installs into it (pip --python, pip >= 22.3): the same build and install, a few
seconds instead of twenty on a busy machine. --full makes the venv with its own pip and runs
that one, exactly as a user would (`make python-install-check`). Without pip and ensurepip (a
Debian package build, say) it exits 77, which meson counts as skipped.

Run: HEXSEED_EXE=build/hexseed LD_LIBRARY_PATH=build python3 bindings/python/tests/test_install.py [--full]"""

import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
PROJECT = os.path.dirname(HERE)
EXE = os.environ.get("HEXSEED_EXE", "hexseed")

CHECK = r"""
import importlib.metadata, json, os, sys
import hexseed
d = importlib.metadata.distribution("hexseed")
files = {str(f) for f in d.files}
license = [f for f in d.files if str(f).endswith("dist-info/LICENSE")]
print(json.dumps({
    "file": hexseed.__file__, "version": hexseed.__version__, "dist_version": d.version,
    "name": d.metadata["Name"], "license": d.metadata["License"], "summary": d.metadata["Summary"],
    "license_text": license[0].read_text() if license else "", "typed": "hexseed/py.typed" in files,
    "code": hexseed.catan(seed=42, mode="5-6").code, "board_equal": hexseed.board("0xjiwxm2") == hexseed.catan(seed=42),
}))
"""


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


def main() -> None:
    full = "--full" in sys.argv[1:] or not pip_supports_python()
    if full and not has_ensurepip():  # e.g. a Debian package build without python3-pip or python3-venv
        print("test_install: skipped: neither pip (22.3 or later) nor ensurepip is installed for %s "
              "(Debian: apt install python3-pip python3-venv)" % sys.executable)
        sys.exit(77)  # meson's "skipped"
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PIP_INDEX_URL", "PIP_FIND_LINKS")}
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    with tempfile.TemporaryDirectory() as tmp:
        venv = os.path.join(tmp, "venv")
        python = os.path.join(venv, "bin", "python")
        subprocess.run([sys.executable, "-m", "venv"] + ([] if full else ["--without-pip"]) + [venv], check=True)
        pip = [python, "-m", "pip"] if full else [sys.executable, "-m", "pip", "--python", python]
        r = subprocess.run(pip + ["install", "--no-index", "--no-cache-dir", "--quiet", PROJECT], env=env, cwd=tmp,
                           capture_output=True, text=True, check=False)
        if r.returncode != 0:
            fail("pip install failed:\n" + r.stdout + r.stderr)
        r = subprocess.run([python, "-c", CHECK], env=env, cwd=tmp, capture_output=True, text=True, check=False)
        if r.returncode != 0:
            fail("the installed package does not work:\n" + r.stderr)
        got = __import__("json").loads(r.stdout)
    want_code = subprocess.run([EXE, "catan", "--seed", "42", "--mode", "5-6", "--format", "code"], capture_output=True,
                               text=True, check=True).stdout.strip()
    want_version = subprocess.run([EXE, "--version"], capture_output=True, text=True, check=True).stdout.split()[1]
    checks = [
        (got["file"].startswith(venv), "hexseed imported from %s, not from the venv" % got["file"]),
        (got["version"] == got["dist_version"] == want_version,
         "versions: __version__ %s, metadata %s, the library %s" % (got["version"], got["dist_version"], want_version)),
        (got["name"] == "hexseed" and got["license"] == "MIT" and got["summary"], "metadata: %r" % got),
        (got["license_text"].startswith("MIT License"), "no MIT LICENSE in the wheel's dist-info"),
        (got["typed"], "py.typed is not installed"),
        (got["code"] == want_code, "the installed package made %s, the command %s" % (got["code"], want_code)),
        (got["board_equal"], "board(code) != the board"),
    ]
    for ok, message in checks:
        if not ok:
            fail(message)
    print("test_install: pip installed hexseed %s into a fresh venv without network (%s) and it made %s"
          % (got["version"], "its own pip" if full else "pip --python", got["code"]))
    print("[  PASSED  ] 1 test(s).")


if __name__ == "__main__":
    main()
