#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# js/package.py ROOT NPMDIR VERSION [NAME=DIR...]: lays out the npm package beside the built module:
# the JavaScript face's entries (made here from js/core.js and each entry's own lines: below), the
# worker and its client, their declarations, the Tiled maps' tile atlas, the README, CHANGELOG.md
# (from NEWS.md), the command line, the project's LICENSE,
# THIRD-PARTY with the license of each library compiled into the module (NAME, built in DIR by
# scripts/build-wasm-lib), CaDiCaL's LICENSE.cadical (the search's SAT solver), and package.json from js/package.json.in with the project's version.
import os
import re
import shutil
import sys

root, npm, version = sys.argv[1:4]
bundled = [arg.split('=', 1) for arg in sys.argv[4:]]
os.makedirs(os.path.join(npm, 'bin'), exist_ok=True)
# hexseed-tiles.png: the tile atlas of the Tiled maps, which the module cannot draw (no cairo): the
# native `hexseed tileset`'s bytes, kept in js/ by scripts/write-faces (the 'faces' test).
for name in ['hexseed.d.ts', 'hexseed-core.wasm.d.ts', 'hexseed-tiles.png', 'worker.js', 'worker.d.ts', 'worker-thread.js',
             'README.md', 'bin/hexseed.mjs']:
    shutil.copyfile(os.path.join(root, 'js', name), os.path.join(npm, name))
# CommonJS reads the same declarations as a .d.cts (TypeScript's node16 and nodenext resolution).
shutil.copyfile(os.path.join(root, 'js', 'hexseed.d.ts'), os.path.join(npm, 'hexseed.d.cts'))


def read(name):
    with open(os.path.join(root, name), encoding='utf-8') as f:
        return f.read()


def write(name, text):
    with open(os.path.join(npm, name), 'w', encoding='utf-8') as f:
        f.write(text)


# The entries: js/core.js (the face, with no import, import.meta or top-level await) followed by
# each entry's lines, which define defaultWasm() and load the module when the entry does.
# hexseed.js (Node; pages that import the folder as it is): loaded on import. browser.js
# (bundlers): loaded by init(). hexseed.cjs: core.js as CommonJS (each `export` dropped and
# the names put on module.exports as getters: `version` is set when the module loads), loaded on
# require.
core = read('js/core.js')
code_lines = '\n'.join(line for line in core.split('\n') if not line.lstrip().startswith(('//', '/*', '*')))
if re.search(r'^\s*import\b|import\.meta|^await ', code_lines, re.M):
    sys.exit('js/package.py: js/core.js must not import, use import.meta or await at its top level')


def generated(text, entry):
    spdx, rest = text.split('\n', 1)
    return f'{spdx}\n// Made by js/package.py from js/core.js and js/{entry}: edit those.\n{rest}'


write('hexseed.js', generated(core + '\n' + read('js/entry-node.js'), 'entry-node.js'))
write('browser.js', generated(core + '\n' + read('js/entry-browser.js'), 'entry-browser.js'))
names = []


def unexport(m):
    names.append(next(g for g in m.groups()[1:] if g))
    return m.group(1)


cjs = re.sub(r'^export ((?:async )?function (\w+)|class (\w+)|(?:const|let) (\w+))', unexport, core, flags=re.M)
aliases = re.findall(r'^export \{ (\w+) as (\w+) \};\n', cjs, re.M)
cjs = re.sub(r'^export \{ \w+ as \w+ \};\n', '', cjs, flags=re.M)
if re.search(r'^export\b', cjs, re.M):
    sys.exit('js/package.py: an export of js/core.js that the CommonJS entry does not know: ' +
             re.search(r'^export.*', cjs, re.M).group(0))
getters = ',\n'.join(f'    {name}: {{ enumerable: true, get: () => {local} }}'
                     for local, name in [(n, n) for n in names] + aliases)
cjs = generated(cjs + '\n' + read('js/entry-cjs.js') + f'\nObject.defineProperties(module.exports, {{\n{getters}\n}});\n',
                'entry-cjs.js')
head, rest = cjs.split('\n', 2)[:2], cjs.split('\n', 2)[2]
write('hexseed.cjs', '\n'.join(head) + "\n'use strict';\n" + rest)

# CHANGELOG.md: NEWS.md, the project's one list of what each version brought, with its links to
# the project's files written as plain text (they are not in the package).
news = read('NEWS.md')
news = re.sub(r'\[([^\]]+)\]\((?!https?:)[^)]*\)', r'\1', news)
news = news.replace('# hexseed news', '# Changelog of hexseed (the npm package and the library it compiles)', 1)
write('CHANGELOG.md', news)
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
