#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# js/package.py ROOT NPMDIR VERSION [NAME=DIR...]: lays out the npm package beside the built module:
# the JavaScript face, its declarations, the README, the command line, the project's LICENSE,
# THIRD-PARTY with the license of each library compiled into the module (NAME, built in DIR by
# scripts/build-wasm-lib), CaDiCaL's LICENSE.cadical (the search's SAT solver), and package.json from js/package.json.in with the project's version.
import os
import shutil
import sys

root, npm, version = sys.argv[1:4]
bundled = [arg.split('=', 1) for arg in sys.argv[4:]]
os.makedirs(os.path.join(npm, 'bin'), exist_ok=True)
for name in ['hexseed.js', 'hexseed.d.ts', 'README.md', 'bin/hexseed.mjs']:
    shutil.copyfile(os.path.join(root, 'js', name), os.path.join(npm, name))
os.chmod(os.path.join(npm, 'bin/hexseed.mjs'), 0o755)
shutil.copyfile(os.path.join(root, 'LICENSE'), os.path.join(npm, 'LICENSE'))
notices = ['The hexseed package contains, compiled into hexseed-core.wasm and bin/hexseed-cli.wasm,\n'
           'the following libraries, built from Debian\'s source packages. Their licenses:\n']
for name, built in bundled:
    with open(os.path.join(built, 'src', '.hexseed-version'), encoding='utf-8') as f:
        debian_version = f.read().strip()
    with open(os.path.join(built, 'LICENSE'), encoding='utf-8') as f:
        text = f.read().strip()
    notices.append(f'\n{"=" * 72}\n{name} (Debian source package {name} {debian_version})\n{"=" * 72}\n\n{text}\n')
with open(os.path.join(npm, 'THIRD-PARTY'), 'w', encoding='utf-8') as f:
    f.write(''.join(notices))
shutil.copyfile(os.path.join(npm, '..', 'cadical', 'LICENSE'), os.path.join(npm, 'LICENSE.cadical'))
with open(os.path.join(root, 'js/package.json.in'), encoding='utf-8') as f:
    text = f.read().replace('@VERSION@', version)
with open(os.path.join(npm, 'package.json'), 'w', encoding='utf-8') as f:
    f.write(text)
