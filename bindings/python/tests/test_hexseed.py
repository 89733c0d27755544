# SPDX-License-Identifier: MIT
"""Tests of the Python binding against the hexseed command built from the same tree: the same
boards, codes, scores and maps, the library's messages in the exceptions, and the ctypes mirrors
of the C structs checked against the C compiler's layout.

Run: HEXSEED_EXE=build/hexseed HEXSEED_INCLUDE=include PYTHONPATH=bindings/python \
     LD_LIBRARY_PATH=build python3 bindings/python/tests/test_hexseed.py"""

import ctypes
import doctest
import json
import os
import subprocess
import sys
import tempfile
import unittest

import hexseed
from hexseed import _native

EXE = os.environ.get("HEXSEED_EXE", "hexseed")


def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([EXE, *args], capture_output=True, check=False)


def cli_out(*args: str) -> bytes:
    r = cli(*args)
    if r.returncode != 0:
        raise AssertionError("hexseed %s: %s" % (" ".join(args), r.stderr.decode()))
    return r.stdout


class Boards(unittest.TestCase):
    def test_code_is_the_commands(self) -> None:
        for seed in (0, 1, 42, 4294967295):
            self.assertEqual(hexseed.catan(seed=seed).code, cli_out("catan", "--seed", str(seed), "--format", "code").decode().strip())

    def test_modes_rules_spiral(self) -> None:
        for mode in ("classic", "5-6", "seafarers", "seafarers-5-6"):
            b = hexseed.catan(seed=7, mode=mode, rules=["red", "equal"])
            self.assertEqual(b.mode, mode)
            want = cli_out("catan", "--seed", "7", "--mode", mode, "--rules", "red,equal", "--format", "line")
            self.assertEqual(b.line + "\n", want.decode())
        b = hexseed.catan(seed=3, rules="all", spiral=True)
        self.assertEqual(b.code, cli_out("catan", "--seed", "3", "--rules", "all", "--spiral", "--format", "code").decode().strip())
        b = hexseed.catan(seed=4, rules="red,pips=11,desert=inland")
        self.assertEqual(b.code, cli_out("catan", "--seed", "4", "--rules", "red,pips=11,desert=inland", "--format", "code").decode().strip())

    def test_json_is_the_commands(self) -> None:
        b = hexseed.catan(seed=42)
        self.assertEqual(b.to_json(), json.loads(cli_out("catan", "--seed", "42", "--format", "json")))
        self.assertEqual(len(b.tiles), 19)
        self.assertEqual(b.tiles[b.robber].terrain, "desert")
        self.assertEqual(sorted(t.number for t in b.tiles if t.number)[:2], [2, 3])

    def test_decode_rebuilds_the_board(self) -> None:
        b = hexseed.catan(seed=99, mode="5-6")
        again = hexseed.board(b.code.upper())
        self.assertEqual(again.line, b.line)
        self.assertEqual(again.code, b.code)

    def test_balanced_boards(self) -> None:
        b = hexseed.catan(seed=1, balanced="most", iterations=20000)
        self.assertEqual(b.code, cli_out("catan", "--seed", "1", "--balanced", "--iterations", "20000", "--format", "code").decode().strip())
        self.assertLess(b.score().score, hexseed.catan(seed=1).score().score)

    def test_drawings(self) -> None:
        b = hexseed.catan(seed=5)
        self.assertTrue(b.png(width=300).startswith(b"\x89PNG\r\n\x1a\n"))
        self.assertIn("<svg", b.svg())
        self.assertIn("\x1b[", b.text(color=True))
        self.assertNotIn("\x1b[", b.text())


class Errors(unittest.TestCase):
    def test_bad_code_carries_the_librarys_message(self) -> None:
        with self.assertRaises(hexseed.BadInput) as e:
            hexseed.board("0xjiwx!2")
        self.assertEqual(e.exception.name, "HS_ECODE")
        self.assertEqual("hexseed: %s\n" % e.exception, cli("board", "0xjiwx!2").stderr.decode())
        self.assertIsInstance(e.exception, ValueError)

    def test_bad_rules_mode_seed(self) -> None:
        with self.assertRaises(hexseed.BadInput) as e:
            hexseed.catan(rules="red,bogus")
        self.assertEqual("hexseed: %s\n" % e.exception, cli("catan", "--rules", "red,bogus").stderr.decode())
        self.assertRaises(hexseed.BadInput, hexseed.catan, mode="7-8")
        self.assertRaises(hexseed.BadInput, hexseed.catan, seed=-1)
        self.assertRaises(hexseed.BadInput, hexseed.catan, balanced="sideways")

    def test_png_width(self) -> None:
        with self.assertRaises(hexseed.BadInput) as e:
            hexseed.catan(seed=1).png(width=50)
        self.assertEqual(str(e.exception), "PNG width 50 is not from 100 to 4000 pixels")

    def test_bad_line(self) -> None:
        with self.assertRaises(hexseed.BadInput) as e:
            hexseed.score_line("OWLGB 1 2")
        self.assertEqual(e.exception.name, "HS_EPARSE")
        self.assertEqual("hexseed: %s\n" % e.exception, cli("score", "OWLGB 1 2").stderr.decode())


class Scores(unittest.TestCase):
    LINE = "OWLGBWBGLDLOLOGWBGW 10 2 9 12 6 4 10 9 11 0 3 8 8 3 4 5 5 6 11"

    def test_scores_are_the_commands(self) -> None:
        for metric in ("hexseed", "compat"):
            want = json.loads(cli_out("score", "--metric", metric, "--format", "json", self.LINE))
            got = hexseed.score_line(self.LINE, metric)
            self.assertEqual(got.score, want["score"])
            self.assertEqual(got.metric, metric)
            for k, v in want["raw"].items():
                self.assertEqual(got.raw[k], v)

    def test_compat_refuses_5_6(self) -> None:
        with self.assertRaises(hexseed.BadInput):
            hexseed.catan(seed=1, mode="5-6").score("compat")


class Terrain(unittest.TestCase):
    def test_window_bytes_are_the_commands(self) -> None:
        t = hexseed.terrain(width=65536, height=65536, seed=2024, window=(30000, 30000, 256, 256))
        self.assertEqual((t.width, t.height, t.origin_x, t.origin_y), (256, 256, 30000, 30000))
        self.assertEqual(set(t.cells), {0, 1})
        want = cli_out("terrain", "--width", "65536", "--height", "65536", "--seed", "2024",
                       "--window", "30000,30000,256,256", "--format", "pgm")
        self.assertEqual(t.pgm(), want)

    def test_whole_map_and_cells(self) -> None:
        t = hexseed.terrain(seed=9)
        text = cli_out("terrain", "--seed", "9", "--format", "text").decode().splitlines()
        rows = [r for r in text if r and set(r) <= {"#", "."}]
        self.assertEqual(len(rows), 48)
        for y, row in enumerate(rows):
            self.assertEqual("".join("#" if t.at(x, y) else "." for x in range(64)), row)
        self.assertRaises(IndexError, t.at, 64, 0)

    def test_bad_size(self) -> None:
        with self.assertRaises(hexseed.BadInput) as e:
            hexseed.terrain(width=0)
        self.assertTrue(str(e.exception))


class Abi(unittest.TestCase):
    """The ctypes mirrors against the C compiler: sizes and every field's offset."""

    STRUCTS = {
        "hs_diag": _native.Diag, "hs_hex": _native.Hex, "hs_rules": _native.Rules, "hs_lock": _native.Lock,
        "hs_catan_options": _native.CatanOptions,
        "hs_tile": _native.Tile, "hs_piece": _native.Piece, "hs_harbor": _native.Harbor, "hs_board": _native.Board,
        "hs_code": _native.Code, "hs_score_options": _native.ScoreOptions, "hs_score": _native.Score,
        "hs_terrain_options": _native.TerrainOptions,
        "hs_sink": _native.Sink, "hs_buf": _native.Buf,
    }

    def test_layouts_match_the_headers(self) -> None:
        include = os.environ.get("HEXSEED_INCLUDE")
        if not include:
            self.skipTest("HEXSEED_INCLUDE not set")
        lines = ["#include <stddef.h>", "#include <stdio.h>", "#include <hexseed/catan.h>",
                 "#include <hexseed/code.h>", "#include <hexseed/score.h>", "#include <hexseed/terrain.h>",
                 "#include <hexseed/sink.h>", "int main(void) {"]
        expected = []
        for cname, py in self.STRUCTS.items():
            lines.append('printf("%%zu\\n", sizeof(%s));' % cname)
            expected.append(ctypes.sizeof(py))
            for field, _ in py._fields_:
                lines.append('printf("%%zu\\n", offsetof(%s, %s));' % (cname, field))
                expected.append(getattr(py, field).offset)
        lines.append("return 0; }")
        with tempfile.TemporaryDirectory() as d:
            src = os.path.join(d, "abi.c")
            with open(src, "w") as f:
                f.write("\n".join(lines))
            exe = os.path.join(d, "abi")
            subprocess.run([os.environ.get("CC", "cc"), "-std=c11", "-I", include, src, "-o", exe], check=True)
            got = [int(x) for x in subprocess.run([exe], capture_output=True, check=True).stdout.split()]
        self.assertEqual(got, expected)


class Version(unittest.TestCase):
    def test_version_is_the_commands(self) -> None:
        self.assertEqual("hexseed %s\n" % hexseed.version(), cli_out("--version").decode())


def load_tests(loader: unittest.TestLoader, tests: unittest.TestSuite, pattern: str) -> unittest.TestSuite:
    """The examples in the package's docstring run too."""
    tests.addTests(doctest.DocTestSuite(hexseed))
    return tests


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=2).result
    failed = len(result.failures) + len(result.errors)
    # cmocka's summary lines, so that CI counts these tests with the C ones.
    print("[  PASSED  ] %d test(s)." % (result.testsRun - failed - len(result.skipped)))
    if failed:
        print("[  FAILED  ] %d test(s)." % failed)
    sys.exit(1 if failed or result.skipped else 0)
