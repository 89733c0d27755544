# SPDX-License-Identifier: MIT
"""Tests of the Python binding against the hexseed command built from the same tree: the same
boards, codes, scores, reports and maps for the same options, every CLI command covered, the
library's messages in the exceptions, and the ctypes mirrors and capacities checked against the
C compiler's layout.

Run: HEXSEED_EXE=build/hexseed HEXSEED_INCLUDE=include PYTHONPATH=bindings/python \\
     LD_LIBRARY_PATH=build python3 bindings/python/tests/test_hexseed.py"""

import ctypes
import doctest
import json
import os
import random
import re
import signal
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


def cli_code(*args: str) -> str:
    return cli_out(*args, "--format", "code").decode().strip()


def cli_error(*args: str) -> str:
    """The one line the command prints for bad input, without its 'hexseed: ' prefix."""
    r = cli(*args)
    assert r.returncode != 0, args
    return r.stderr.decode().strip().removeprefix("hexseed: ")


class Boards(unittest.TestCase):
    def test_codes_are_the_commands(self) -> None:
        for seed in (0, 1, 42, 4294967295):
            self.assertEqual(hexseed.catan(seed=seed).code, cli_code("catan", "--seed", str(seed)))

    def test_modes_rules_spiral(self) -> None:
        for mode in ("classic", "5-6", "seafarers", "seafarers-5-6"):
            b = hexseed.catan(seed=7, mode=mode, rules=["red", "equal"])
            self.assertEqual(b.mode, mode)
            want = cli_out("catan", "--seed", "7", "--mode", mode, "--rules", "red,equal", "--format", "line")
            self.assertEqual(b.line + "\n", want.decode())
        b = hexseed.catan(seed=3, rules="all", spiral=True)
        self.assertEqual(b.numbers, "spiral")
        self.assertEqual(b.code, cli_code("catan", "--seed", "3", "--rules", "all", "--spiral"))
        b = hexseed.catan(seed=4, rules="red,pips=11,desert=inland,min-pips=mountains:3")
        self.assertEqual(b.rules, ["red", "pips=11", "desert=inland", "min-pips=mountains:3"])
        self.assertEqual(b.code, cli_code("catan", "--seed", "4", "--rules", "red,pips=11,desert=inland,min-pips=mountains:3"))

    def test_locks(self) -> None:
        want = cli_code("catan", "--seed", "8", "--lock", "0,0=mountains:6", "--lock", "1,-1=desert")
        self.assertEqual(hexseed.catan(seed=8, locks=["0,0=mountains:6", "1,-1=desert"]).code, want)
        b = hexseed.catan(seed=8, locks=[(0, 0, "mountains", 6), (1, -1, "desert")])
        self.assertEqual(b.code, want)
        centre = [t for t in b.tiles if (t.q, t.r) == (0, 0)][0]
        self.assertEqual((centre.terrain, centre.number), ("mountains", 6))
        self.assertEqual(hexseed.catan(seed=8, locks="0,0=mountains:6").code,
                         cli_code("catan", "--seed", "8", "--lock", "0,0=mountains:6"))
        self.assertEqual(hexseed.catan(seed=8, locks=(0, 0, "mountains", 6)).code,
                         cli_code("catan", "--seed", "8", "--lock", "0,0=mountains:6"))

    def test_json_text_svg_png_are_the_commands(self) -> None:
        b = hexseed.catan(seed=42)
        self.assertEqual(b.to_json(), json.loads(cli_out("catan", "--seed", "42", "--format", "json")))
        self.assertEqual(b.text(), cli_out("catan", "--seed", "42", "--color", "never").decode())
        self.assertEqual(b.text(color=True), cli_out("catan", "--seed", "42", "--color", "always").decode())
        self.assertEqual(b.svg(), cli_out("catan", "--seed", "42", "--format", "svg").decode())
        self.assertEqual(b.png(), cli_out("catan", "--seed", "42", "--format", "png"))
        self.assertNotEqual(b.svg(style="legible"), b.svg())
        self.assertTrue(b.pdf().startswith(b"%PDF-"))
        self.assertTrue(b.pdf(paper="letter").startswith(b"%PDF-"))
        self.assertEqual(len(b.tiles), 19)
        self.assertEqual(b.tiles[b.robber].terrain, "desert")
        self.assertEqual(len(b.harbors), 9)
        self.assertIsNone(b.pirate)
        self.assertIsNone(b.scenario)

    def test_board_of_its_code_is_equal(self) -> None:
        boards = [hexseed.catan(seed=99, mode="5-6"), hexseed.catan(seed=1, balanced="most", iterations=2000),
                  hexseed.seafarers(seed=5, scenario="fog-islands"), hexseed.seafarers(seed=5, landmass=(30, 8)),
                  hexseed.catan(seed=8, locks=["0,0=mountains:6"])]
        for b in boards:
            again = hexseed.board(b.code.upper())
            self.assertEqual(again, b)
            self.assertEqual(hash(again), hash(b))
            self.assertEqual(again.line, b.line)
        self.assertEqual(len(set(boards + [hexseed.board(b.code) for b in boards])), len(boards))
        self.assertNotEqual(hexseed.catan(seed=1), hexseed.catan(seed=2))
        self.assertNotEqual(hexseed.catan(seed=1), hexseed.catan(seed=1).code)
        self.assertEqual(repr(boards[0]), "hexseed.board(%r)" % boards[0].code)

    def test_balanced_boards(self) -> None:
        for metric, mode in (("hexseed", "classic"), ("compat", "classic"), ("seats", "5-6")):
            b = hexseed.catan(seed=1, mode=mode, balanced="most", metric=metric, iterations=2000)
            self.assertEqual(b.code, cli_code("catan", "--seed", "1", "--mode", mode, "--balanced", "--metric", metric,
                                              "--iterations", "2000"))
            self.assertLessEqual(b.score(metric).score, hexseed.catan(seed=1, mode=mode).score(metric).score)
        b = hexseed.catan(seed=1, balanced="least", iterations=2000)
        self.assertEqual(b.code, cli_code("catan", "--seed", "1", "--unbalanced", "--iterations", "2000"))

    def test_parsed_lines_name_no_code(self) -> None:
        b = hexseed.catan(seed=42)
        p = hexseed.parse_line(b.line)
        self.assertIs(type(p), hexseed.LineBoard)  # a Board has a code (str); a LineBoard none
        self.assertIsInstance(b, hexseed.LineBoard)
        self.assertIsInstance(b.code, str)
        self.assertNotEqual(p, b)
        self.assertIsNone(p.code)
        self.assertIsNone(p.to_json()["code"])
        self.assertEqual(p.line, b.line)
        self.assertEqual(p, hexseed.parse_line(b.line))
        self.assertEqual(repr(p), "hexseed.parse_line(%r)" % b.line)
        self.assertFalse(hasattr(p, "fairness") or hasattr(p, "openings"))  # the simulations start from a code
        with self.assertRaisesRegex(hexseed.BadInput, "^a board line has no share code"):
            hexseed.fairness(p)  # type: ignore[arg-type]


class Threads(unittest.TestCase):
    def test_threads_make_the_same_boards(self) -> None:
        """ctypes lets go of the GIL during each C call and the library keeps no mutable
        state of its own: boards made on four threads at once are the boards made one by one."""
        from concurrent.futures import ThreadPoolExecutor
        jobs = [(seed, mode) for seed in range(6) for mode in ("classic", "5-6", "seafarers")]

        def make(job: tuple) -> tuple:
            b = hexseed.catan(seed=job[0], mode=job[1])
            return b.to_json(), b.svg(), b.score().score
        with ThreadPoolExecutor(max_workers=4) as pool:
            together = list(pool.map(make, jobs))
        self.assertEqual(together, [make(job) for job in jobs])


class Seafarers(unittest.TestCase):
    def test_every_scenario_and_player_count_is_the_commands(self) -> None:
        seen = 0
        for layout in hexseed.layouts():
            if layout.family != "seafarers" or not layout.offered:
                continue  # a setup a later entry corrected opens only from its codes
            b = hexseed.seafarers(seed=5, scenario=layout.scenario, players=layout.players)
            self.assertEqual(b.mode, layout.name)
            self.assertEqual(b.code, cli_code("seafarers", "--seed", "5", "--scenario", layout.scenario,
                                              "--players", layout.players), layout.name)
            if layout.rules:
                self.assertEqual(",".join(b.rules), layout.rules)
            seen += 1
        self.assertGreaterEqual(seen, 20)
        b = hexseed.seafarers(seed=5, scenario="pirate-islands", players=4, rules="red,equal")
        self.assertEqual(b.code, cli_code("seafarers", "--seed", "5", "--scenario", "pirate-islands",
                                          "--rules", "red,equal"))
        self.assertEqual(b.scenario["name"], "pirate-islands")
        self.assertIsNotNone(b.pirate)
        self.assertEqual(hexseed.seafarers(seed=5, players="5-6").mode, "seafarers-5-6-v2")
        self.assertEqual(hexseed.seafarers(seed=5).code, cli_code("seafarers", "--seed", "5"))

    def test_landmass_boards(self) -> None:
        for swap in (False, True):
            b = hexseed.seafarers(seed=3, landmass=(30, 8), swap=swap)
            args = ["seafarers", "--seed", "3", "--landmass", "30:8"] + (["--swap"] if swap else [])
            self.assertEqual(b.to_json(), json.loads(cli_out(*args, "--format", "json")))
            self.assertEqual(b.landmass, {"rule": 30, "start": 8, "swap": swap})


class Errors(unittest.TestCase):
    def assertCli(self, e: hexseed.HexseedError, *args: str) -> None:
        self.assertEqual(str(e), cli_error(*args))

    def test_wrong_types_are_type_errors(self) -> None:
        with self.assertRaises(TypeError) as e:
            hexseed.catan(seed="42")
        self.assertEqual(str(e.exception), "seed must be an int 0..2**32-1, not str")
        for call in (lambda: hexseed.catan(seed=1.0), lambda: hexseed.catan(seed=True),
                     lambda: hexseed.catan(mode=5), lambda: hexseed.catan(rules=5), lambda: hexseed.catan(spiral=1),
                     lambda: hexseed.catan(locks=[5]), lambda: hexseed.catan(balanced=True),
                     lambda: hexseed.board(42), lambda: hexseed.seafarers(players=4.0),
                     lambda: hexseed.seafarers(landmass=[30, 8]), lambda: hexseed.terrain(window=[0, 0, 1, 1]),
                     lambda: hexseed.terrain(land_ratio="0.5"), lambda: hexseed.fairness(42),
                     lambda: hexseed.fairness("0xjiwxm2", bots="greedy"), lambda: hexseed.catan(seed=1).png(width="300"),
                     lambda: hexseed.landmass(rule=None), lambda: hexseed.landmass_compat(rule=300)):
            self.assertRaises(TypeError, call)

    def test_values_out_of_range_are_bad_input(self) -> None:
        for call in (lambda: hexseed.catan(seed=-1), lambda: hexseed.catan(seed=2**32), lambda: hexseed.catan(mode="7-8"),
                     lambda: hexseed.catan(balanced="sideways"), lambda: hexseed.catan(metric="seats"),
                     lambda: hexseed.catan(balanced="most", metric="fancy"),
                     lambda: hexseed.catan(balanced="most", iterations=1500),
                     lambda: hexseed.catan(seed=1).score(metric="compat", harbors=True),
                     lambda: hexseed.catan(seed=1).svg(style="bold"), lambda: hexseed.catan(seed=1).pdf(paper="a3"),
                     lambda: hexseed.seafarers(swap=True), lambda: hexseed.seafarers(scenario="fog-islands", landmass=(1, 2)),
                     lambda: hexseed.catan(locks=["0,0=forest"] * 33), lambda: hexseed.terrain(update="later"),
                     lambda: hexseed.house_rules(count=27), lambda: hexseed.landmass(rule=256)):
            with self.assertRaises(hexseed.BadInput):
                call()
        try:
            hexseed.catan(seed=-1)
        except ValueError as e:  # BadInput is a ValueError
            self.assertEqual(str(e), "seed -1 is not from 0 to 2**32-1")

    def test_the_librarys_messages(self) -> None:
        with self.assertRaises(hexseed.BadInput) as e:
            hexseed.board("0xjiwx!2")
        self.assertEqual(e.exception.name, "HS_ECODE")
        self.assertCli(e.exception, "board", "0xjiwx!2")
        with self.assertRaises(hexseed.BadInput) as e:
            hexseed.catan(rules="red,bogus")
        self.assertCli(e.exception, "catan", "--rules", "red,bogus")
        with self.assertRaises(hexseed.BadInput) as e:
            hexseed.catan(locks=["9,9=forest"])
        self.assertCli(e.exception, "catan", "--seed", "1", "--lock", "9,9=forest")
        with self.assertRaises(hexseed.BadInput) as e:
            hexseed.seafarers(scenario="atlantis")
        self.assertCli(e.exception, "seafarers", "--scenario", "atlantis")
        with self.assertRaises(hexseed.BadInput) as e:
            hexseed.seafarers(scenario="new-world", players="5-6")
        self.assertCli(e.exception, "seafarers", "--scenario", "new-world", "--players", "5-6")
        with self.assertRaises(hexseed.BadInput) as e:
            hexseed.catan(seed=1).png(width=50)
        self.assertEqual(str(e.exception), "PNG width 50 is not from 100 to 4000 pixels")
        with self.assertRaises(hexseed.BadInput) as e:
            hexseed.catan(seed=1, mode="5-6", balanced="most", metric="compat", iterations=1000)
        self.assertCli(e.exception, "catan", "--seed", "1", "--mode", "5-6", "--balanced", "--metric", "compat",
                       "--iterations", "1000")
        with self.assertRaises(hexseed.BadInput) as e:
            hexseed.score_line("OWLGB 1 2")
        self.assertEqual(e.exception.name, "HS_EPARSE")
        self.assertCli(e.exception, "score", "OWLGB 1 2")

    def test_no_board_and_gave_up_are_distinct(self) -> None:
        with self.assertRaises(hexseed.NoBoard) as e:
            hexseed.catan(seed=1, rules="pips=5")
        self.assertEqual(e.exception.name, "HS_EUNSAT")
        self.assertCli(e.exception, "catan", "--seed", "1", "--rules", "pips=5")
        with self.assertRaises(hexseed.GaveUp) as g:
            hexseed.catan(seed=1, rules="all,pips=9", max_nodes=1)
        self.assertEqual(g.exception.name, "HS_ELIMIT")
        for cls in (hexseed.NoBoard, hexseed.GaveUp):
            self.assertTrue(issubclass(cls, hexseed.Failure) and issubclass(cls, RuntimeError))
            self.assertFalse(issubclass(cls, hexseed.BadInput))
        self.assertFalse(issubclass(hexseed.NoBoard, hexseed.GaveUp) or issubclass(hexseed.GaveUp, hexseed.NoBoard))
        with self.assertRaises(hexseed.GaveUp):
            hexseed.terrain(width=1048576, height=1048576)


class Scores(unittest.TestCase):
    LINE = "OWLGBWBGLDLOLOGWBGW 10 2 9 12 6 4 10 9 11 0 3 8 8 3 4 5 5 6 11"

    def test_scores_are_the_commands(self) -> None:
        for metric in ("hexseed", "compat", "seats"):
            want = json.loads(cli_out("score", "--metric", metric, "--format", "json", self.LINE))
            got = hexseed.score_line(self.LINE, metric)
            self.assertEqual(got.score, want["score"])
            self.assertEqual(got.metric, metric)
            self.assertEqual(got.line, self.LINE)
            if metric != "seats":
                self.assertEqual(got.raw, want["raw"])
                self.assertEqual(got.normalized, want["normalized"])
        self.assertEqual(hexseed.score_line(self.LINE, "seats").raw, {})
        self.assertIn("harbor", hexseed.catan(seed=2).score(harbors=True).raw)

    def test_explain_is_the_commands(self) -> None:
        err = cli("catan", "--seed", "42", "--explain", "--harbors", "--format", "code").stderr.decode()
        self.assertEqual("\n" + hexseed.catan(seed=42).explain(harbors=True), err)
        err = cli("board", "0xjiwxm2", "--explain", "--metric", "compat", "--format", "code").stderr.decode()
        self.assertEqual("\n" + hexseed.board("0xjiwxm2").explain("compat"), err)

    def test_compat_refuses_5_6(self) -> None:
        with self.assertRaises(hexseed.BadInput):
            hexseed.catan(seed=1, mode="5-6").score("compat")


class Simulation(unittest.TestCase):
    def test_fairness_is_the_commands(self) -> None:
        f = hexseed.fairness("0xjiwxm2", games=40, threads=1, seed=3, bot="greedy")
        want = cli_out("fairness", "0xjiwxm2", "--bot", "greedy", "--games", "40", "--threads", "1", "--seed", "3",
                       "--format", "json")
        self.assertEqual(f.to_json(), json.loads(want))
        self.assertEqual(f.text(), cli_out("fairness", "0xjiwxm2", "--bot", "greedy", "--games", "40", "--threads", "1",
                                           "--seed", "3").decode())
        self.assertEqual((f.games, f.players, len(f.win_rates)), (json.loads(want)["games"], 4, 4))
        self.assertLessEqual(f.games, 40)  # the plan stops at the first stage where the verdict is clear
        self.assertIn(f.verdict_class, ("favoured", "none", "depends"))
        self.assertAlmostEqual(sum(f.win_rates), 1 - f.to_json()["unfinished"] / 40, places=5)
        # The default, as the command's: every seat mixed, then each style, and the verdict over them.
        f = hexseed.fairness("0xjiwxm2", games=20, threads=1, seed=3)
        self.assertEqual(f.to_json(), json.loads(cli_out("fairness", "0xjiwxm2", "--games", "20", "--threads", "1",
                                                         "--seed", "3", "--format", "json")))
        self.assertEqual(f.text(), cli_out("fairness", "0xjiwxm2", "--games", "20", "--threads", "1", "--seed",
                                           "3").decode())
        self.assertIn("win_types", f.to_json())
        off = hexseed.fairness("0xjiwxm2", games=20, threads=1, seed=3, trading=False)
        self.assertEqual(off.to_json(), json.loads(cli_out("fairness", "0xjiwxm2", "--games", "20", "--threads", "1",
                                                           "--seed", "3", "--trading", "off", "--format", "json")))
        b = hexseed.catan(seed=6, mode="5-6")
        f = b.fairness(games=12, bots=["greedy", "random", "greedy", "random", "greedy"], temperature=0, max_turns=500)
        want = cli_out("fairness", b.code, "--games", "12", "--bots", "greedy,random,greedy,random,greedy",
                       "--temperature", "0", "--max-turns", "500", "--format", "json")
        self.assertEqual(f.to_json(), json.loads(want))

    def test_openings_are_the_commands(self) -> None:
        args = ["0xjiwxm2", "--games", "10", "--candidates", "2", "--players", "3"]
        o = hexseed.openings("0xjiwxm2", games=10, candidates=2, players=3)
        self.assertEqual(o.to_json(), json.loads(cli_out("openings", *args, "--format", "json")))
        self.assertEqual(o.text(), cli_out("openings", *args).decode())
        self.assertEqual(o.svg(), cli_out("openings", *args, "--format", "svg").decode())
        self.assertEqual(len(o.seats), 3)

    def test_simulation_errors(self) -> None:
        with self.assertRaises(hexseed.BadInput) as e:
            hexseed.fairness(hexseed.seafarers(seed=1), games=1)
        self.assertEqual(str(e.exception), cli_error("fairness", hexseed.seafarers(seed=1).code, "--games", "1"))
        self.assertRaises(hexseed.BadInput, hexseed.fairness, "0xjiwxm2", bot="clever")
        self.assertRaises(hexseed.BadInput, hexseed.fairness, "0xjiwxm2", bots=["greedy"] * 4, players=3)
        self.assertRaises(hexseed.BadInput, hexseed.openings, "0xjiwxm2", candidates=17)


class Stop(Exception):
    pass


class Progress(unittest.TestCase):
    """progress(done, total) callbacks, and what an exception raised in one does."""

    def test_balancing_reports_its_steps(self) -> None:
        calls = []
        b = hexseed.catan(seed=1, balanced="most", iterations=140000, progress=lambda d, t: calls.append((d, t)))
        self.assertEqual(calls, [(65536, 140000), (131072, 140000)])
        self.assertEqual(b, hexseed.catan(seed=1, balanced="most", iterations=140000))
        calls.clear()
        self.assertEqual(hexseed.board(b.code, progress=lambda d, t: calls.append((d, t))), b)
        self.assertEqual(len(calls), 2)

        def stop(done: int, total: int) -> None:
            raise Stop()
        self.assertRaises(Stop, hexseed.catan, seed=1, balanced="most", iterations=70000, progress=stop)
        self.assertRaises(TypeError, hexseed.catan, seed=1, balanced="most", progress="yes")

    def test_fairness_reports_and_stops(self) -> None:
        calls = []
        f = hexseed.fairness("0xjiwxm2", games=50, bot="greedy", threads=1,
                             progress=lambda d, t: calls.append((d, t)))
        self.assertEqual(calls[-1], (50, 50))
        self.assertEqual([d for d, _ in calls], sorted(d for d, _ in calls))
        self.assertEqual(f.to_json(), hexseed.fairness("0xjiwxm2", games=50, bot="greedy", threads=1).to_json())
        calls.clear()  # the mix, then the five styles: counted against the most the plan may play
        hexseed.fairness("0xjiwxm2", games=50, threads=1, progress=lambda d, t: calls.append((d, t)))
        self.assertEqual(calls[-1], (50 + 5 * 12, 50 + 5 * 12))
        self.assertEqual([d for d, _ in calls], sorted(d for d, _ in calls))
        seen = []

        def stop(done: int, total: int) -> None:
            seen.append(done)
            raise Stop()
        self.assertRaises(Stop, hexseed.fairness, "0xjiwxm2", games=100000, threads=1, progress=stop)
        self.assertEqual(len(seen), 1)  # stopped, not played on: 100,000 games would take minutes
        self.assertRaises(Stop, hexseed.openings, "0xjiwxm2", games=100000, candidates=1, threads=1, progress=stop)

    def setUp(self) -> None:  # Python's own SIGINT handler, even where the test runner ignores SIGINT
        self.handler = signal.signal(signal.SIGINT, signal.default_int_handler)

    def tearDown(self) -> None:
        signal.signal(signal.SIGINT, self.handler)

    def test_ctrl_c_stops_a_simulation(self) -> None:
        seen = []

        def interrupt(done: int, total: int) -> None:
            seen.append(done)
            os.kill(os.getpid(), signal.SIGINT)  # as Ctrl-C would, while the games run
        with self.assertRaises(KeyboardInterrupt):
            hexseed.fairness("0xjiwxm2", games=100000, threads=1, progress=interrupt)
        self.assertLessEqual(len(seen), 2)  # stopped at once, not after 100,000 games
        self.assertIs(signal.getsignal(signal.SIGINT), signal.default_int_handler)
        with self.assertRaises(KeyboardInterrupt):
            hexseed.terrain(width=1024, height=1024, iterations=1000, progress=interrupt)

    def test_terrain_reports_and_stops(self) -> None:
        calls = []
        t = hexseed.terrain(seed=3, iterations=4, progress=lambda d, t: calls.append((d, t)))
        cells = 64 * 48
        self.assertEqual(calls, [(cells * k, cells * 5) for k in (1, 2, 3, 4, 5)])
        self.assertEqual(t.pgm(), hexseed.terrain(seed=3, iterations=4).pgm())

        def stop(done: int, total: int) -> None:
            raise Stop()
        self.assertRaises(Stop, hexseed.terrain, width=1024, height=1024, iterations=1000, progress=stop)


class Terrain(unittest.TestCase):
    def test_window_bytes_are_the_commands(self) -> None:
        t = hexseed.terrain(width=65536, height=65536, seed=2024, window=(30000, 30000, 256, 256))
        self.assertEqual((t.width, t.height, t.origin_x, t.origin_y), (256, 256, 30000, 30000))
        self.assertEqual(set(t.cells), {0, 1})
        want = cli_out("terrain", "--width", "65536", "--height", "65536", "--seed", "2024",
                       "--window", "30000,30000,256,256", "--format", "pgm")
        self.assertEqual(t.pgm(), want)
        self.assertEqual(t.land, sum(t.cells))

    def test_options_and_formats_are_the_commands(self) -> None:
        cases = [
            ({"seed": 9}, ["--seed", "9"]),
            ({"seed": 4, "width": 40, "height": 30, "neighbourhood": "hex", "border": "wrap", "iterations": 3,
              "land_ratio": 0.45}, ["--seed", "4", "--width", "40", "--height", "30", "--neighbourhood", "hex",
                                    "--border", "wrap", "--iterations", "3", "--land-ratio", "0.45"]),
            ({"seed": 5, "update": "in-place", "survive": 3, "birth": 6, "border": "land"},
             ["--seed", "5", "--update", "in-place", "--survive", "3", "--birth", "6", "--border", "land"]),
            ({"seed": 6, "method": "subdivide", "width": 48, "height": 32},
             ["--seed", "6", "--method", "subdivide", "--width", "48", "--height", "32"]),
        ]
        for kwargs, args in cases:
            t = hexseed.terrain(**kwargs)
            self.assertEqual(t.text(), cli_out("terrain", *args, "--format", "text").decode(), args)
            self.assertEqual(t.to_json(), json.loads(cli_out("terrain", *args, "--format", "json")), args)
            self.assertEqual(t.png(scale=3), cli_out("terrain", *args, "--format", "png", "--scale", "3"), args)
            self.assertEqual(t.svg(scale=2), cli_out("terrain", *args, "--format", "svg", "--scale", "2").decode(), args)
        t = hexseed.terrain(seed=9)
        rows = t.text().splitlines()
        for y, row in enumerate(rows):
            self.assertEqual("".join("#" if t.at(x, y) else "." for x in range(64)), row)
        self.assertRaises(IndexError, t.at, 64, 0)

    def test_bad_size(self) -> None:
        with self.assertRaises(hexseed.BadInput) as e:
            hexseed.terrain(width=0)
        self.assertEqual(str(e.exception), "width 0 is not from 1 to 1048576")  # the library's words


class Landmasses(unittest.TestCase):
    def test_landmass_is_the_commands(self) -> None:
        for rule, start, swap in ((77, 88, False), (30, 8, True), (0, 0, False), (255, 255, False)):
            args = ["landmass", "--rule", str(rule), "--start", str(start)] + (["--swap"] if swap else [])
            m = hexseed.landmass(rule, start, swap)
            self.assertEqual(m.grid, cli_out(*args, "--format", "grid").decode())
            self.assertEqual(m.to_json(), json.loads(cli_out(*args, "--format", "json")))
            self.assertEqual(m.svg(), cli_out(*args, "--format", "svg").decode())
            self.assertEqual(m.text(), cli_out(*args, "--color", "never").decode())
            self.assertEqual(m.score, m.to_json()["score"])
            self.assertEqual(sum(map(sum, m.alive)), sum(line.count("#") + line.count("x") for line in m.grid.split()))
        self.assertEqual(hexseed.landmass(30, 8), hexseed.landmass(30, 8))

    def test_compat_reading_is_the_commands(self) -> None:
        for rule, start in (("300", ""), ("", "0"), ("abc", "12abc"), ("-5", "  77"), ("+9", "99999999999999999999")):
            m = hexseed.landmass_compat(rule, start)
            want = json.loads(cli_out("landmass", "--compat", "--rule=" + rule, "--start=" + start, "--format", "json"))
            self.assertEqual((m.rule, m.start), (want["rule"], want["start"]), (rule, start))

    def test_survey_is_the_commands(self) -> None:
        s = hexseed.survey(top=3)
        self.assertEqual(s.to_json(), json.loads(cli_out("landmass", "--survey", "--top", "3", "--format", "json")))
        self.assertEqual(s.text(), cli_out("landmass", "--survey", "--top", "3").decode())
        self.assertEqual(len(s.best), 3)


class HouseRulesAndEmpire(unittest.TestCase):
    def test_house_rules_are_the_commands(self) -> None:
        args = ["house-rules", "--seed", "3", "--count", "4", "--intensity", "80"]
        h = hexseed.house_rules(intensity=80, count=4, seed=3)
        self.assertEqual(h.to_json(), json.loads(cli_out(*args, "--format", "json")))
        self.assertEqual(h.text(), cli_out(*args).decode())
        self.assertEqual(len({r.name for r in h.rules}), 4)
        self.assertEqual(len(hexseed.house_rules(count=26).rules), 26)

    def test_empire_is_the_commands(self) -> None:
        for kwargs, args in (({"map": 0}, ["--map", "0"]), ({"map": 123456}, ["--map", "123456"]),
                             ({"map": 7, "width": 30, "height": 20, "land": 5},
                              ["--map", "7", "--width", "30", "--height", "20", "--land", "5"])):
            e = hexseed.empire(**kwargs)
            self.assertEqual(e.grid, cli_out("empire", *args, "--format", "grid").decode())
            self.assertEqual(e.to_json(), json.loads(cli_out("empire", *args, "--format", "json")))
            self.assertEqual(e.text(), cli_out("empire", *args, "--color", "never").decode())
            # cairo numbers its SVG font faces from a counter of the process (face1, face2, ...)
            face = lambda svg: re.sub(r"face\d+", "face", svg)  # noqa: E731
            self.assertEqual(face(e.svg(paths=True, names=True)),
                             face(cli_out("empire", *args, "--format", "svg", "--paths", "--names").decode()))
            if kwargs["map"] == 0:
                self.assertEqual(e.png(), cli_out("empire", *args, "--format", "png"))
        self.assertTrue(hexseed.empire().original)
        self.assertEqual(len([t for t in hexseed.empire().towns if t["capital"] >= 0]), 4)
        with self.assertRaises(hexseed.BadInput) as x:
            hexseed.empire(map=1000000)
        self.assertEqual(str(x.exception), "map 1000000 is not from 0 to 999999")  # the library's words


class Tables(unittest.TestCase):
    def test_rules_are_the_commands(self) -> None:
        self.assertEqual(hexseed.rules_table(), json.loads(cli_out("rules", "--format", "json")))
        self.assertEqual(hexseed.rules_text(), cli_out("rules").decode())
        names = [r["name"] for r in hexseed.rules_table()["rules"]]
        self.assertIn("spread-red", names)

    def test_layouts(self) -> None:
        names = [l.name for l in hexseed.layouts()]
        self.assertEqual(names[:4], ["classic", "5-6", "seafarers", "seafarers-5-6"])
        for layout in hexseed.layouts():
            self.assertEqual(hexseed.catan(seed=2, mode=layout.name).mode, layout.name)


class Tiled(unittest.TestCase):
    def test_a_board_as_a_tiled_map_is_the_commands(self) -> None:
        for code in ("0xjiwxm2", cli_code("seafarers", "--seed", "3")):
            self.assertEqual(hexseed.board(code).tmj(), cli_out("board", code, "--format", "tmj").decode())

    def test_the_tile_atlas_is_the_commands_and_the_maps_name_it(self) -> None:
        atlas = hexseed.tileset_png()
        self.assertEqual(atlas, cli_out("tileset"))
        self.assertEqual(atlas[:8], b"\x89PNG\r\n\x1a\n")
        tileset = json.loads(hexseed.catan(seed=4).tmj())["tilesets"][0]
        self.assertEqual(tileset["image"], hexseed.TILESET_IMAGE)


class GeneratorTable(unittest.TestCase):
    """The generator table's face: generators() is the CLI's document, and generate() makes every
    format of the generators every face reads from the table, byte for byte as the CLI does."""

    def test_the_table_is_the_commands(self) -> None:
        self.assertEqual(hexseed.generators(), json.loads(cli_out("generators", "--format", "json")))

    def test_every_format_is_the_commands(self) -> None:
        table = {g["name"]: g for g in hexseed.generators()["generators"]}
        for name in ("empire", "terrain", "house-rules", "landmass"):
            key = {"empire": "map", "landmass": "rule"}.get(name, "seed")
            for f in table[name]["formats"]:
                got = hexseed.generate(name, f["name"], **{key: 9})
                want = cli_out(name, "--" + key, "9", "--format", f["name"], "--color", "never") if name == "empire" \
                    else cli_out(name, "--" + key, "9", "--format", f["name"])
                self.assertEqual(got if f["binary"] else got.encode(), want, (name, f["name"]))
        self.assertEqual(hexseed.generate("terrain", "txt", seed=2, land_ratio=0.4, window=(3, 4, 20, 10)),
                         cli_out("terrain", "--seed", "2", "--land-ratio", "0.4", "--window", "3,4,20,10").decode())

    def test_a_board_by_its_code_is_the_commands(self) -> None:
        for code in ("0xjiwxm2", cli_code("seafarers", "--seed", "3"), cli_code("catan", "--seed", "5", "--balanced",
                                                                              "--iterations", "20000")):
            for f in ("text", "json", "svg", "line", "code", "tmj", "png", "pdf"):
                if f in ("png", "pdf") and "hs_cairo_request_run" in _native.MISSING:
                    continue
                got = hexseed.generate("board", f, code=code)
                want = cli_out("board", code, "--format", f, "--color", "never")
                self.assertEqual(got if isinstance(got, bytes) else got.encode(), want, (code, f))
            self.assertEqual(hexseed.generate("board", code=code, explain=True),
                             cli_out("board", code, "--explain", "--color", "never").decode())

    def test_every_parameter_is_refused_as_the_command_line_refuses_it(self) -> None:
        """Every parameter of every generator that has a range or choices, given a value past it:
        Python's BadInput says the command line's sentence."""
        walked = 0
        for g in hexseed.generators()["generators"]:
            for p in g["parameters"]:
                if p["kind"] == "text":
                    continue  # its grammar is the generator's, tested with it
                bad = {"choice": "no-such-" + p["name"], "flag": "maybe"}.get(p["kind"], str(p.get("max", 0) + 1))
                with self.assertRaises(hexseed.BadInput) as caught:
                    hexseed.generate(g["name"], **{p["name"].replace("-", "_"): bad})
                self.assertEqual(str(caught.exception), cli_error(g["name"], "--%s=%s" % (p["name"], bad)),
                                 (g["name"], p["name"]))
                walked += 1
        self.assertGreater(walked, 60)

    def test_refusals_are_the_commands(self) -> None:
        for args, kwargs in ((("empire", "--mapp", "3"), {"mapp": 3}),
                             (("terrain", "--land-ratio", "2.5"), {"land_ratio": 2.5}),
                             (("house-rules", "--count", "27"), {"count": 27}),
                             (("empire", "--paths", "--format", "grid"), {"paths": True, "format": "grid"})):
            with self.assertRaises(hexseed.BadInput) as caught:
                hexseed.generate(args[0], **kwargs)
            said = str(caught.exception)
            if args[1] == "--mapp":  # the CLI says "option", the others "parameter": the table's list in both
                self.assertIn("unknown parameter 'mapp' of empire", said)
            else:
                self.assertEqual(said, cli_error(*args))


class Package(unittest.TestCase):
    def test_license_is_the_repositorys(self) -> None:
        """bindings/python/LICENSE is a file of its own (a copied folder or an sdist carries it),
        so it must not drift from the repository's."""
        here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        root = os.path.join(here, "..", "..", "LICENSE")
        if not os.path.exists(root):
            self.skipTest("not inside the source tree")
        self.assertFalse(os.path.islink(os.path.join(here, "LICENSE")), "bindings/python/LICENSE must be a file")
        with open(os.path.join(here, "LICENSE"), "rb") as a, open(root, "rb") as b:
            self.assertEqual(a.read(), b.read(), "bindings/python/LICENSE differs from LICENSE: cp LICENSE "
                             "bindings/python/LICENSE")

    def test_version_is_the_librarys(self) -> None:
        self.assertEqual("hexseed %s\n" % hexseed.__version__, cli_out("--version").decode())
        self.assertEqual(hexseed.version(), hexseed.__version__)
        self.assertTrue(set(hexseed.__all__) <= set(dir(hexseed)))

    def test_the_drawings_are_found(self) -> None:
        """In libhexseed, or in libhexseed-cairo where the drawings live apart."""
        self.assertEqual(_native.MISSING, [])
        with self.assertRaises(ImportError) as e:
            _native._Missing("hs_render_png")(None)
        self.assertIn("libhexseed-cairo", str(e.exception))

    def test_the_library_is_found_or_named(self) -> None:
        env = dict(os.environ, HEXSEED_LIBRARY="/nonexistent/libhexseed.so.0")
        r = subprocess.run([sys.executable, "-c", "import hexseed"], env=env, capture_output=True, check=False)
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("ImportError: hexseed: cannot load the C library libhexseed. Install it", r.stderr.decode())
        loaded = []
        if os.path.exists("/proc/self/maps"):
            with open("/proc/self/maps") as maps:
                loaded = [line for line in maps if "libhexseed" in line]
        if loaded:  # the library this process loaded, given by its path
            path = loaded[0].split()[-1]
            env = dict(os.environ, HEXSEED_LIBRARY=path)
            env.pop("LD_LIBRARY_PATH", None)
            r = subprocess.run([sys.executable, "-c", "import hexseed; print(hexseed.catan(seed=42).code)"], env=env,
                               capture_output=True, check=True)
            self.assertEqual(r.stdout.decode().strip(), "0xjiwxm2")


def loaded_library() -> str:
    """The path of the libhexseed this process loaded (from /proc/self/maps), or ""."""
    try:
        with open("/proc/self/maps") as maps:
            paths = [line.split()[-1] for line in maps if "/libhexseed.so" in line]
    except OSError:
        return ""
    return paths[0] if paths else ""


class HexGrid(unittest.TestCase):
    """The hex and graph helpers against a C program that asks libhexseed the same questions
    through hexseed/hex.h, and against facts of the game's board."""

    def python_answers(self, hexes: list, pairs: list, shape: list) -> str:
        out = []
        for h in hexes:
            for d in range(6):
                n = h.neighbor(d)
                out.append("N %d %d %d -> %d %d" % (h.q, h.r, d, n.q, n.r))
            for c in range(6):
                v = h.vertex(c)
                p = h.corner_point(c, 1.75)
                out.append("V %d %d %d -> %d %d %d %.17g %.17g" % (h.q, h.r, c, v.q, v.r, int(v.south), p.x, p.y))
            p = h.center(2.5)
            out.append("C %d %d -> %.17g %.17g" % (h.q, h.r, p.x, p.y))
        for a, b in pairs:
            d = a.direction_to(b)
            out.append("D %d %d %d %d -> %d %d" % (a.q, a.r, b.q, b.r, a.distance(b), -1 if d is None else d))
        for h in hexes[:4]:
            for radius in range(4):
                out.append("R %d %d %d ->%s" % (h.q, h.r, radius, "".join(" %d,%d" % (x.q, x.r) for x in h.ring(radius))))
                out.append("S %d %d %d ->%s" % (h.q, h.r, radius,
                                                "".join(" %d,%d" % (x.q, x.r) for x in h.spiral(radius))))
        g = hexseed.graph(shape)
        out.append("G %d %d %d %d" % (len(g.hexes), len(g.vertices), len(g.edge_vertices), g.coastal_edges()))
        pad = lambda xs, n: list(xs) + [-1] * (n - len(xs))  # noqa: E731
        for i in range(len(g.hexes)):
            out.append("H %d %d %d |%s |%s |%s" % (i, g.hexes[i].q, g.hexes[i].r,
                                                   "".join(" %d" % (-1 if x is None else x) for x in g.neighbors[i]),
                                                   "".join(" %d" % x for x in g.hex_vertices[i]),
                                                   "".join(" %d" % x for x in g.hex_edges[i])))
        for v, key in enumerate(g.vertices):
            out.append("X %d %d %d %d |%s" % (v, key.q, key.r, int(key.south),
                                              "".join(" %d" % x for x in pad(g.vertex_hexes[v], 3))))
        for e, (a, b) in enumerate(g.edge_vertices):
            out.append("E %d %d %d |%s" % (e, a, b, "".join(" %d" % x for x in pad(g.edge_hexes[e], 2))))
        for h in hexes:
            i = g.find(h)
            out.append("F %d %d -> %d" % (h.q, h.r, -1 if i is None else i))
        return "\n".join(out) + "\n"

    C_PROGRAM = r"""
#include <stdio.h>
#include <stdlib.h>
#include <hexseed/hex.h>
%(data)s
static hs_graph g;
int main(void)
{
    for (size_t k = 0; k < sizeof hexes / sizeof hexes[0]; k++) {
        hs_hex h = hexes[k];
        for (int d = 0; d < 6; d++) {
            hs_hex n = hs_hex_neighbor(h, d);
            printf("N %%d %%d %%d -> %%d %%d\n", h.q, h.r, d, n.q, n.r);
        }
        for (int c = 0; c < 6; c++) {
            hs_vertex_key v = hs_vertex_of(h, c);
            hs_point p = hs_hex_corner_point(h, 1.75, c);
            printf("V %%d %%d %%d -> %%d %%d %%d %%.17g %%.17g\n", h.q, h.r, c, v.q, v.r, v.south, p.x, p.y);
        }
        hs_point p = hs_hex_center(h, 2.5);
        printf("C %%d %%d -> %%.17g %%.17g\n", h.q, h.r, p.x, p.y);
    }
    for (size_t k = 0; k < sizeof pairs / sizeof pairs[0]; k++) {
        hs_hex a = pairs[k][0], b = pairs[k][1];
        printf("D %%d %%d %%d %%d -> %%d %%d\n", a.q, a.r, b.q, b.r, hs_hex_distance(a, b), hs_hex_direction_to(a, b));
    }
    static hs_hex out[64];
    for (size_t k = 0; k < 4; k++)
        for (int radius = 0; radius < 4; radius++) {
            size_t n = hs_hex_ring(hexes[k], radius, out);
            printf("R %%d %%d %%d ->", hexes[k].q, hexes[k].r, radius);
            for (size_t i = 0; i < n; i++)
                printf(" %%d,%%d", out[i].q, out[i].r);
            n = hs_hex_spiral(hexes[k], radius, out);
            printf("\nS %%d %%d %%d ->", hexes[k].q, hexes[k].r, radius);
            for (size_t i = 0; i < n; i++)
                printf(" %%d,%%d", out[i].q, out[i].r);
            printf("\n");
        }
    if (hs_graph_build(&g, shape, (int)(sizeof shape / sizeof shape[0]), NULL) != HS_OK)
        return 1;
    printf("G %%d %%d %%d %%d\n", g.n_hexes, g.n_vertices, g.n_edges, hs_graph_coastal_edges(&g));
    for (int i = 0; i < g.n_hexes; i++) {
        printf("H %%d %%d %%d |", i, g.hexes[i].q, g.hexes[i].r);
        for (int d = 0; d < 6; d++)
            printf(" %%d", g.neighbor[i][d]);
        printf(" |");
        for (int c = 0; c < 6; c++)
            printf(" %%d", g.hex_vertex[i][c]);
        printf(" |");
        for (int d = 0; d < 6; d++)
            printf(" %%d", g.hex_edge[i][d]);
        printf("\n");
    }
    for (int v = 0; v < g.n_vertices; v++)
        printf("X %%d %%d %%d %%d | %%d %%d %%d\n", v, g.vertex[v].q, g.vertex[v].r, g.vertex[v].south,
               g.vertex_hexes[v][0], g.vertex_hexes[v][1], g.vertex_hexes[v][2]);
    for (int e = 0; e < g.n_edges; e++)
        printf("E %%d %%d %%d | %%d %%d\n", e, g.edge_vertex[e][0], g.edge_vertex[e][1], g.edge_hexes[e][0],
               g.edge_hexes[e][1]);
    for (size_t k = 0; k < sizeof hexes / sizeof hexes[0]; k++)
        printf("F %%d %%d -> %%d\n", hexes[k].q, hexes[k].r, hs_graph_find(&g, hexes[k]));
    return 0;
}
"""

    def test_answers_are_the_c_librarys(self) -> None:
        include = os.environ.get("HEXSEED_INCLUDE")
        library = loaded_library()
        if not include or not library:
            self.skipTest("HEXSEED_INCLUDE not set, or the loaded libhexseed not found in /proc/self/maps")
        rng = random.Random(34)
        hexes = [hexseed.Hex(rng.randint(-50, 50), rng.randint(-50, 50)) for _ in range(30)]
        hexes += [hexseed.Hex(0, 0), hexseed.Hex(-(1 << 24) + 1, (1 << 24) - 1)]
        pairs = [(a, a.neighbor(rng.randrange(6))) for a in hexes[:10]] + [(a, b) for a, b in zip(hexes, hexes[1:])]
        shape = hexseed.Hex(2, -1).spiral(2)
        rng.shuffle(shape)
        shape += [hexseed.Hex(9, 9), hexseed.Hex(5, -3), hexseed.Hex(6, -3)]  # apart from the rest, and a pair
        arr = lambda hs: ", ".join("{%d, %d}" % (h.q, h.r) for h in hs)  # noqa: E731
        data = ("static const hs_hex hexes[] = {%s};\nstatic const hs_hex pairs[][2] = {%s};\n"
                "static const hs_hex shape[] = {%s};\n") % (
            arr(hexes), ", ".join("{{%d, %d}, {%d, %d}}" % (a.q, a.r, b.q, b.r) for a, b in pairs), arr(shape))
        with tempfile.TemporaryDirectory() as d:
            src = os.path.join(d, "hex.c")
            with open(src, "w") as f:
                f.write(self.C_PROGRAM % {"data": data})
            exe = os.path.join(d, "hex")
            subprocess.run([os.environ.get("CC", "cc"), "-std=c11", "-I", include, src, library, "-lm", "-o", exe],
                           check=True)
            env = dict(os.environ, LD_LIBRARY_PATH=os.path.dirname(library))
            want = subprocess.run([exe], capture_output=True, check=True, env=env).stdout.decode()
        got = self.python_answers(hexes, pairs, shape)
        self.assertGreater(want.count("\n"), 600)
        self.assertEqual(got.splitlines(), want.splitlines())

    def test_the_board_graph(self) -> None:
        """The base game's 19 hexes have 54 intersections and 72 roads, 30 of them on the
        coast; every vertex's hexes have it as one of their corners."""
        b = hexseed.catan(seed=42)
        g = b.graph()
        self.assertEqual((len(g), len(g.vertices), len(g.edge_vertices), g.coastal_edges()), (19, 54, 72, 30))
        self.assertEqual(list(g.hexes), [t.hex for t in b.tiles])
        for v, hexes in enumerate(g.vertex_hexes):
            self.assertTrue(1 <= len(hexes) <= 3)
            for i in hexes:
                self.assertIn(v, g.hex_vertices[i])
                self.assertIn(g.vertices[v], g.hexes[i].vertices())
        self.assertEqual(sorted(len(g.vertex_neighbors(v)) for v in range(54)).count(2), 18)  # the coast's corners
        self.assertEqual(sum(1 for e in g.edge_hexes if len(e) == 1), 30)
        for i, h in enumerate(g.hexes):
            for d in hexseed.Direction:
                j = g.neighbors[i][d]
                self.assertEqual(j, g.find(h.neighbor(d)))
                if j is not None:  # the edge between two hexes is one edge, seen from both
                    self.assertEqual(g.hex_edges[i][d], g.hex_edges[j][(d + 3) % 6])
        big = hexseed.catan(seed=42, mode="5-6").graph()
        self.assertEqual((len(big), len(big.vertices), len(big.edge_vertices)), (30, 80, 109))

    def test_the_graph_numbers_the_opening_advice(self) -> None:
        """The advice's vertex numbers name the same corners as Board.graph()."""
        b = hexseed.board("0xjiwxm2")
        o = hexseed.openings(b, games=8, candidates=2, threads=1)
        g = b.graph()
        spots = [spot for seat in o.seats for spot in seat["first"] + seat["second"]]
        self.assertGreater(len(spots), 8)
        for spot in spots:
            self.assertEqual(sorted(g.vertex_hexes[spot["vertex"]]), sorted(spot["tiles"]))

    def test_geometry_facts(self) -> None:
        Hex = hexseed.Hex
        for h in (Hex(0, 0), Hex(3, -7), Hex(-12, 5)):
            self.assertEqual(h.s, -h.q - h.r)
            for d in hexseed.Direction:
                n = h.neighbor(d)
                self.assertEqual(h.distance(n), 1)
                self.assertEqual(h.direction_to(n), d)
                self.assertEqual(n.direction_to(h), (d + 3) % 6)
                self.assertEqual(h.neighbor(d + 6), n)  # modulo 6, as in C
                self.assertEqual(h.neighbor(d - 6), n)
            self.assertIsNone(h.direction_to(h.neighbor(0).neighbor(0)))
            self.assertEqual(h.ring(0), [h])
            for radius in (1, 2, 5):
                ring = h.ring(radius)
                self.assertEqual(len(set(ring)), 6 * radius)
                self.assertTrue(all(h.distance(x) == radius for x in ring))
                self.assertEqual(ring[0], Hex(h.q, h.r - radius))  # radius steps NW
                self.assertEqual(len(set(h.spiral(radius))), 1 + 3 * radius * (radius + 1))
            corners = h.corner_points(2.0)
            centre = h.center(2.0)
            for p in corners:  # every corner at the circumradius from the centre
                self.assertAlmostEqual(((p.x - centre.x) ** 2 + (p.y - centre.y) ** 2) ** 0.5, 2.0)
            self.assertAlmostEqual(corners[hexseed.Corner.N].x, centre.x)
            self.assertLess(corners[hexseed.Corner.N].y, centre.y)  # y grows downwards
        # A corner has one name however it is reached: (q,r)'s NE is (q+1,r-1)'s S and (q+1,r)'s NW.
        h = Hex(4, 4)
        self.assertEqual(h.vertex(hexseed.Corner.NE), h.neighbor(hexseed.Direction.NE).vertex(hexseed.Corner.S))
        self.assertEqual(h.vertex(hexseed.Corner.NE), h.neighbor(hexseed.Direction.E).vertex(hexseed.Corner.NW))
        self.assertEqual(h.vertex(hexseed.Corner.N), hexseed.Vertex(4, 4, False))
        self.assertEqual(Hex(1, 2), Hex(1, 2))
        self.assertEqual(len({Hex(1, 2), Hex(1, 2), Hex(2, 1)}), 2)
        self.assertEqual(hexseed.catan(seed=1).tiles[0].hex, Hex(0, -2))

    def test_bad_input(self) -> None:
        Hex = hexseed.Hex
        with self.assertRaises(TypeError):
            Hex("1", 2)  # type: ignore[arg-type]
        with self.assertRaises(TypeError):
            Hex(True, 2)
        with self.assertRaisesRegex(hexseed.BadInput, "^q 16777217 is not from -16777216 to 16777216$"):
            Hex(1 << 24 | 1, 0)
        with self.assertRaises(TypeError):
            Hex(0, 0).neighbor(1.0)  # type: ignore[arg-type]
        with self.assertRaisesRegex(hexseed.BadInput, "^corner -1 is not from 0 to 5$"):
            Hex(0, 0).vertex(-1)
        with self.assertRaisesRegex(hexseed.BadInput, "^radius 1025 is not from 0 to 1024$"):
            Hex(0, 0).spiral(1025)
        with self.assertRaisesRegex(hexseed.BadInput, "^size 0.0 must be a positive number$"):
            Hex(0, 0).center(0.0)
        with self.assertRaises(TypeError):
            Hex(0, 0).distance((1, 2, 3))  # type: ignore[arg-type]
        with self.assertRaisesRegex(hexseed.BadInput, r"^hex \(1,1\) is listed twice$"):
            hexseed.graph([(0, 0), (1, 1), Hex(1, 1)])
        with self.assertRaisesRegex(hexseed.GaveUp, "^a board may have at most 160 hexes, not 169$"):
            hexseed.graph(Hex(0, 0).spiral(7)[:169])
        with self.assertRaises(TypeError):
            hexseed.graph(5)  # type: ignore[arg-type]
        self.assertEqual(len(hexseed.graph([]).vertices), 0)


class Abi(unittest.TestCase):
    """The ctypes mirrors against the C compiler: sizes and every field's offset, the capacity
    lent for each opaque result, and the constants and enum values the binding relies on."""

    maxDiff = None

    CONSTANTS = {
        "HS_TERRAIN_COUNT": _native.TERRAIN_COUNT, "HS_RULES_MAX_TERRAINS": _native.RULES_MAX_TERRAINS,
        "HS_MAX_LOCKS": _native.MAX_LOCKS,
        "HS_CODE_MAX_CHARS": _native.CODE_MAX_CHARS, "HS_SIM_MAX_PLAYERS": _native.SIM_MAX_PLAYERS,
        "HS_SIM_MAX_CANDIDATES": _native.SIM_MAX_CANDIDATES, "HS_HOUSE_RULES": _native.HOUSE_RULES,
        "HS_LANDMASS_ROWS": _native.LANDMASS_ROWS, "HS_LANDMASS_COLS": _native.LANDMASS_COLS,
        "HS_LANDMASS_SURVEY_WORK": _native.LANDMASS_SURVEY_WORK,
        # Enum values the package's name tables stand for, by their index in those tables.
        "HS_MODE_SEAFARERS": _native.MODE_SEAFARERS, "HS_NUMBERS_SPIRAL": 1, "HS_BALANCE_MOST": 1, "HS_BALANCE_LEAST": 2,
        "HS_UPDATE_IN_PLACE": 1, "HS_BORDER_LAND": 1, "HS_BORDER_WRAP": 2, "HS_HEX": 1, "HS_METHOD_SUBDIVIDE": 1,
        "HS_DRAW_LEGIBLE": 1, "HS_PAPER_LETTER": 1,
        "HS_GRAPH_MAX_HEXES": _native.GRAPH_MAX_HEXES, "HS_GRAPH_MAX_VERTICES": _native.GRAPH_MAX_VERTICES,
        "HS_GRAPH_MAX_EDGES": _native.GRAPH_MAX_EDGES,
        **{"HS_DIR_" + d.name: d.value for d in hexseed.Direction},
        **{"HS_CORNER_" + c.name: c.value for c in hexseed.Corner},
    }

    def test_layouts_match_the_headers(self) -> None:
        include = os.environ.get("HEXSEED_INCLUDE")
        if not include:
            self.skipTest("HEXSEED_INCLUDE not set")
        # Every installed header but the umbrella (whose version.h the build makes) and the server's.
        headers = sorted(h for h in os.listdir(os.path.join(include, "hexseed"))
                         if h.endswith(".h") and h not in ("hexseed.h", "server.h"))
        lines = ["#include <stddef.h>", "#include <stdio.h>"] + ["#include <hexseed/%s>" % h for h in headers]
        lines.append("int main(void) {")
        names, expected = [], []

        def emit(expr: str, label: str, value: int) -> None:
            lines.append('printf("%%lld\\n", (long long)(%s));' % expr)
            names.append(label)
            expected.append(value)

        for cname, py in _native.MIRRORS.items():
            emit("sizeof(%s)" % cname, "sizeof(%s)" % cname, ctypes.sizeof(py))
            for field, ftype in py._fields_:
                emit("offsetof(%s, %s)" % (cname, field), "offsetof(%s, %s)" % (cname, field), getattr(py, field).offset)
                emit("sizeof(((%s *)0)->%s)" % (cname, field), "sizeof(%s.%s)" % (cname, field), ctypes.sizeof(ftype))
        for cname, flag in _native.CANCEL_FLAGS.items():
            emit("sizeof(*((%s *)0)->cancel)" % cname, "sizeof(*%s.cancel)" % cname, ctypes.sizeof(flag))
        for cname, capacity in _native.CAPACITY.items():
            emit("sizeof(%s) <= %d" % (cname, capacity), "sizeof(%s) <= %d" % (cname, capacity), 1)
        for cname, value in self.CONSTANTS.items():
            emit(cname, cname, value)
        lines.append("return 0; }")
        with tempfile.TemporaryDirectory() as d:
            src = os.path.join(d, "abi.c")
            with open(src, "w") as f:
                f.write("\n".join(lines))
            exe = os.path.join(d, "abi")
            subprocess.run([os.environ.get("CC", "cc"), "-std=c11", "-I", include, src, "-o", exe], check=True)
            got = [int(x) for x in subprocess.run([exe], capture_output=True, check=True).stdout.split()]
        self.assertEqual(len(got), len(expected))
        wrong = ["%s: C says %d, the binding %d" % (n, g, e) for n, g, e in zip(names, got, expected) if g != e]
        self.assertEqual(wrong, [], "the ctypes mirrors in hexseed/_native.py disagree with the headers")
        self.assertGreater(len(expected), 100)


def c_declarations(text: str) -> dict:
    """name -> (return type, [parameter, ...]) of every function the header text declares."""
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"^\s*#(?:[^\n]*\\\n)*[^\n]*", " ", text, flags=re.M)
    text = re.sub(r"__attribute__\s*\(\(.*?\)\)", " ", text)
    out = {}
    for stmt in text.split(";"):
        stmt = " ".join(stmt.split())
        m = re.match(r"(?:extern \S+ )?(?:\S.*?[\s*])(hs_\w+)\s*\((.*)\)$", stmt.split("{")[-1].split("}")[-1].strip())
        if not m or stmt.lstrip().startswith("typedef"):
            continue
        ret = stmt.split("{")[-1].split("}")[-1].strip()[:m.start(1)].strip()
        params, depth, cur = [], 0, ""
        for ch in m.group(2):
            depth += (ch == "(") - (ch == ")")
            if ch == "," and depth == 0:
                params.append(cur.strip())
                cur = ""
            else:
                cur += ch
        params.append(cur.strip())
        out[m.group(1)] = (ret, [] if params == ["void"] else params)
    return out


def c_kind(decl: str, structs: set) -> str:
    """A C type, coarsely: pointer, double, struct:NAME (by value), int64, int32 or void."""
    if "(" in decl or "*" in decl or "[" in decl:
        return "pointer"
    words = [w for w in re.findall(r"\w+", decl) if w not in ("const", "volatile", "struct", "enum", "unsigned", "signed")]
    if not words or words[0] == "void":
        return "void"
    if words[0] == "double":
        return "double"
    if words[0] in structs:
        return "struct:" + words[0]
    return "int64" if words[0] in ("size_t", "uint64_t", "int64_t", "long") else "int32"


def ctypes_kind(t: object) -> str:
    if t is None:
        return "void"
    names = {py: c for c, py in _native.MIRRORS.items()}
    if t in names:
        return "struct:" + names[t]
    if t in (ctypes.c_void_p, ctypes.c_char_p) or (isinstance(t, type) and issubclass(t, (ctypes._Pointer, ctypes._CFuncPtr))):
        return "pointer"
    if t is ctypes.c_double:
        return "double"
    return "int64" if ctypes.sizeof(t) == 8 else "int32"


class Prototypes(unittest.TestCase):
    maxDiff = None
    def test_prototypes_match_the_headers(self) -> None:
        """Each function's return and parameters, as the binding declares them to ctypes, against
        the headers: a parameter added, removed or turned from a value into a pointer fails."""
        include = os.environ.get("HEXSEED_INCLUDE")
        if not include:
            self.skipTest("HEXSEED_INCLUDE not set")
        decls = {}
        folder = os.path.join(include, "hexseed")
        for name in sorted(os.listdir(folder)):
            if name.endswith((".h", ".h.in")):  # version.h is made from version.h.in
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    decls.update(c_declarations(f.read()))
        structs = set(_native.MIRRORS)
        wrong = []
        for name, (restype, argtypes) in sorted(_native.PROTOTYPES.items()):
            if name not in decls:
                wrong.append("%s: not declared in the headers" % name)
                continue
            ret, params = decls[name]
            want = [c_kind(ret, structs)] + [c_kind(p, structs) for p in params]
            got = [ctypes_kind(restype)] + [ctypes_kind(a) for a in argtypes]
            if want != got:
                wrong.append("%s: the header says %s, the binding %s" % (name, want, got))
        self.assertEqual(wrong, [], "the prototypes in hexseed/_native.py disagree with the headers")
        self.assertGreater(len(_native.PROTOTYPES), 70)


def load_tests(loader: unittest.TestLoader, tests: unittest.TestSuite, pattern: str) -> unittest.TestSuite:
    """The examples in the package's docstring run too."""
    tests.addTests(doctest.DocTestSuite(hexseed))
    return tests


if __name__ == "__main__":
    if len(sys.argv) == 1:  # the layouts and prototypes first: when they are wrong, the rest would corrupt memory
        first = unittest.TextTestRunner(verbosity=2).run(unittest.TestSuite(
            unittest.defaultTestLoader.loadTestsFromTestCase(case) for case in (Abi, Prototypes)))
        if not first.wasSuccessful():
            print("the ctypes declarations of hexseed/_native.py disagree with the headers: fix them first")
            print("[  FAILED  ] %d test(s)." % (len(first.failures) + len(first.errors)))
            sys.exit(1)
    result = unittest.main(exit=False, verbosity=2).result
    failed = len(result.failures) + len(result.errors)
    # cmocka's summary lines, so that CI counts these tests with the C ones.
    print("[  PASSED  ] %d test(s)." % (result.testsRun - failed - len(result.skipped)))
    if failed:
        print("[  FAILED  ] %d test(s)." % failed)
    sys.exit(1 if failed or result.skipped else 0)
