# SPDX-License-Identifier: MIT
"""mypy --strict over the package (hexseed/), its build backend and the README's Python
examples, as a user's code that imports hexseed: the annotations say what the functions take
and give (Board.code a str, parse_line() a LineBoard whose code is None, the grid helpers').

mypy is this interpreter's when it has one, else Debian's python3-mypy (under /usr/bin/python3);
without either it exits 77, which meson counts as skipped.

Run: python3 bindings/python/tests/test_types.py"""

import os
import re
import subprocess
import sys
import tempfile
from typing import List, Optional

HERE = os.path.dirname(os.path.abspath(__file__))
PROJECT = os.path.dirname(HERE)


def mypy_command() -> Optional[List[str]]:
    for python in (sys.executable, "/usr/bin/python3"):
        if os.path.exists(python) and subprocess.run([python, "-m", "mypy", "--version"], capture_output=True,
                                                     check=False).returncode == 0:
            return [python, "-m", "mypy"]
    return None


def readme_examples() -> str:
    """The README's ```python blocks, one after the other, as one module."""
    with open(os.path.join(PROJECT, "README.md"), encoding="utf-8") as f:
        blocks = re.findall(r"```python\n(.*?)```", f.read(), re.S)
    return "\n".join(blocks)


def main() -> None:
    mypy = mypy_command()
    if mypy is None:
        print("test_types: skipped: no mypy (Debian: apt install python3-mypy)")
        sys.exit(77)
    examples = readme_examples()
    if examples.count("\n") < 30:
        print("test_types: the README has no Python examples to check")
        print("[  FAILED  ] 1 test(s).")
        sys.exit(1)
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "readme_examples.py")
        with open(path, "w", encoding="utf-8") as f:
            f.write(examples)
        env = dict(os.environ, MYPYPATH=PROJECT)
        targets = [os.path.join(PROJECT, "hexseed"), os.path.join(PROJECT, "build_backend", "hexseed_build.py"), path]
        r = subprocess.run(mypy + ["--strict", "--python-version", "3.8", "--cache-dir", os.path.join(tmp, "cache")]
                           + targets, cwd=PROJECT, env=env, capture_output=True, text=True, check=False)
    print(r.stdout + r.stderr, end="")
    if r.returncode != 0:
        print("[  FAILED  ] 1 test(s).")
        sys.exit(1)
    print("[  PASSED  ] 1 test(s).")


if __name__ == "__main__":
    main()
