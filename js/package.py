#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# js/package.py ROOT NPMDIR VERSION: lays out the npm package beside the built module: the
# JavaScript face, its declarations, the README, the command line, the project's LICENSE and
# CaDiCaL's (the module links it: the search's SAT solver), and package.json from
# js/package.json.in with the project's version.
import os
import shutil
import sys

root, npm, version = sys.argv[1:4]
os.makedirs(os.path.join(npm, 'bin'), exist_ok=True)
for name in ['hexseed.js', 'hexseed.d.ts', 'README.md', 'bin/hexseed.mjs']:
    shutil.copyfile(os.path.join(root, 'js', name), os.path.join(npm, name))
os.chmod(os.path.join(npm, 'bin/hexseed.mjs'), 0o755)
shutil.copyfile(os.path.join(root, 'LICENSE'), os.path.join(npm, 'LICENSE'))
shutil.copyfile(os.path.join(npm, '..', 'cadical', 'LICENSE'), os.path.join(npm, 'LICENSE.cadical'))
with open(os.path.join(root, 'js/package.json.in'), encoding='utf-8') as f:
    text = f.read().replace('@VERSION@', version)
with open(os.path.join(npm, 'package.json'), 'w', encoding='utf-8') as f:
    f.write(text)
