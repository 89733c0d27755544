#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# tests/wasm/gen-requests.py ROOT N: the driver's requests (tests/wasm/driver.c) that compare the
# WebAssembly build with the native one: every code of tests/golden/catan.txt and balanced.txt,
# N random boards of every layout and rule kind (a fixed seed: the same requests every run), the
# board lines of tests/data for both scores, all 65,536 landmasses, Hex Empire maps, house rules,
# terrain maps and windows, fairness and openings for a few boards, and a few tournament kits.
import os
import random
import sys

root, n_random = sys.argv[1], int(sys.argv[2])
rng = random.Random(20261125)
out = []


def req(*fields):
    out.append('\t'.join(str(f) for f in fields))


def golden_codes(name):
    with open(os.path.join(root, 'tests/golden', name), encoding='utf-8') as f:
        return [line.split()[0] for line in f if line.strip() and not line.startswith('#')]


for code in golden_codes('catan.txt') + golden_codes('balanced.txt'):
    req('board', code)

RULES = ['red', 'none', 'all', 'red,extremes', 'equal', 'terrain', 'red,terrain', 'pips=10', 'pips=11,group=3',
         'red,pips=10,group=2', 'group=3', 'desert=inland', 'desert=any', 'deserts-apart', 'spread-red',
         'red,spread-red', 'min-pips=forest:2', 'max-pips=mountains:3', 'red,min-pips=fields:3,max-pips=pasture:4',
         'extremes,equal,desert=inland', 'pips=12,terrain', 'red,extremes,equal,terrain']
LOCKS = ['-', '0,0=desert', '1,-1=mountains:6', '0,-2=forest:8;1,0=hills', '-1,1=fields:5', '0,0=pasture:9',
         '9,9=forest', '0,0=sea', '1,-1=gold']
SCENARIOS = ['-', 'new-shores', 'four-islands', 'through-the-desert', 'fog-islands', 'forgotten-tribe',
             'cloth-for-catan', 'pirate-islands', 'wonders-of-catan', 'new-world', 'atlantis']
PLAYERS = ['-', '3', '4', '5-6', '3-4', '7']

for i in range(n_random):
    seed = rng.randrange(1 << 32)
    kind = rng.random()
    rules = rng.choice(RULES) if rng.random() < 0.8 else '-'
    spiral = 1 if rng.random() < 0.2 else 0
    locks = rng.choice(LOCKS) if rng.random() < 0.15 else '-'
    if kind < 0.5:
        mode = rng.choice(['classic', '5-6', '-', 'classic'])
        balance, metric, steps = 0, '-', 0
        if i % 250 == 0:  # a few balanced boards (the optimizer: floating point at work)
            balance = rng.choice([1, 2])
            metric = rng.choice(['-', 'hexseed', 'compat', 'seats'])
            steps = rng.choice([1000, 5000, 20000])
            spiral = 0
        req('catan', mode, seed, rules, locks, spiral, balance, metric, steps)
    elif kind < 0.9:
        req('seafarers', rng.choice(SCENARIOS), rng.choice(PLAYERS), seed, rules, locks, spiral, '-', 0)
    else:
        req('seafarers', '-', '-', seed, rules if rules != '-' else 'red', '-', spiral,
            f'{rng.randrange(256)}:{rng.randrange(256)}', rng.choice([0, 1]))

# Board lines for the compat and hexseed scores: those of the golden file, and mangled ones.
with open(os.path.join(root, 'tests/golden/catan.txt'), encoding='utf-8') as f:
    lines = [' '.join(l.split('|')[0].split()[1:]) for l in f if l.strip() and not l.startswith('#')]
for line in lines:
    for metric in ['compat', 'hexseed']:
        req('score', line, metric, 0)
    req('score', line, 'hexseed', 1)
req('score', 'GGG 1 2 3', 'hexseed', 0)
req('score', lines[0], 'bogus', 0)

for rule in range(256):
    for start in range(256):
        k = rule * 256 + start
        req('landmass-all' if k % 61 == 0 else 'landmass', rule, start, 1 if k % 97 == 0 else 0)
req('survey', 20)

for m in [0, 1, 2, 3, 42, 999, 4096, 123456, 999999, 1000000]:
    req('empire', m, 20, 11, 2)
for _ in range(20):
    req('empire', rng.randrange(1000000), rng.randrange(6, 65), rng.randrange(6, 41), rng.randrange(1, 10))

for _ in range(12):
    req('house', rng.randrange(1 << 32), rng.randrange(1, 101), rng.randrange(1, 27))
req('house', 1, 0, 1)

for k in range(24):
    w, h = rng.choice([(64, 48), (100, 80), (257, 129), (31, 7)])
    window = (0, 0, 0, 0) if k % 3 else (rng.randrange(w // 2), rng.randrange(h // 2), rng.randrange(1, w // 2),
                                         rng.randrange(1, h // 2))
    update = 0 if window != (0, 0, 0, 0) else rng.choice([0, 1])
    req('terrain', w, h, rng.choice([0.5, 0.45, 0.55, 0.3]), rng.randrange(0, 12), update, rng.randrange(3),
        rng.randrange(2), -1, -1, 1 if k % 7 == 0 else 0, rng.randrange(1 << 32), *window)
req('terrain', 20000, 20000, 0.5, 4, 0, 0, 0, -1, -1, 0, 7, 10000, 10000, 40, 30)  # a window of a big map

for code in ['0xjiwxm2', '01z141z4', '09v5k9vl']:
    req('fairness', code, 60, 3, 0, '-', 1.0, 1000)
req('fairness', '0xjiwxm2', 40, 9, 3, 'greedy,random,greedy', 0.5, 500)
req('openings', '0xjiwxm2', 12, 1, 0, '-', 1.0, 1000, 3)

# Tournament kits: every table's code and seat spread (a float) in both builds.
for mode, players in [('classic', '-'), ('classic', 3), ('5-6', 5), ('5-6', '-'), ('seafarers', '-')]:
    for _ in range(3):
        req('event', rng.randrange(1 << 32), rng.randrange(1, 65), players, rng.choice(['-', rng.randrange(1, 13)]),
            mode, rng.choice(['red', 'red,extremes', 'all']))

sys.stdout.write('\n'.join(out) + '\n')
