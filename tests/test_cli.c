/* SPDX-License-Identifier: MIT */
/* test_cli.c: the catan and board commands end to end: a table of bad invocations with the
 * exact error each must give (exit 2, nothing on stdout), the formats of good ones, and -o FILE
 * replaced whole or not at all. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "hexseed/code.h"
#include "hexseed/rules.h"
#include <jansson.h>

#include "cli_run.h"

#define ARGS(...) ((const char *const[]){__VA_ARGS__, NULL})

static const struct {
    const char *const *args;
    const char *stderr_text;
} bad[] = {
    {ARGS("frobnicate"), "hexseed: unknown command 'frobnicate' (try 'hexseed --help')\n"},
    {ARGS("catan", "--mode", "7-8"), "hexseed: unknown mode '7-8' (modes: classic, 5-6, seafarers, seafarers-5-6, new-shores-3, four-islands-3, four-islands-4, six-islands and 55 more: 'hexseed generators' lists them)\n"},
    {ARGS("catan", "--mode", "classic", "--mode", "5-6"), "hexseed: --mode given twice\n"},
    {ARGS("catan", "--seed", "-1"), "hexseed: seed '-1' is not a whole number from 0 to 4294967295\n"},
    {ARGS("catan", "--seed", "4294967296"), "hexseed: seed '4294967296' is not a whole number from 0 to 4294967295\n"},
    {ARGS("catan", "--seed", "12abc"), "hexseed: seed '12abc' is not a whole number from 0 to 4294967295\n"},
    {ARGS("catan", "--seed", ""), "hexseed: seed '' is not a whole number from 0 to 4294967295\n"},
    {ARGS("catan", "--seed", " 5"), "hexseed: seed ' 5' is not a whole number from 0 to 4294967295\n"},
    {ARGS("catan", "--seed", "99999999999999999999999"), "hexseed: seed '99999999999999999999999' is not a whole number from 0 to 4294967295\n"},
    {ARGS("catan", "--seed", "1", "--seed", "2"), "hexseed: --seed given twice\n"},
    {ARGS("catan", "--seed"), "hexseed: option --seed needs a value\n"},
    {ARGS("catan", "--rules", "red,blue"), "hexseed: unknown rule 'blue' (see 'hexseed rules' or GET /api/rules)\n"},
    {ARGS("catan", "--rules", "red,,equal"), "hexseed: rule list 'red,,equal' has an empty entry\n"},
    {ARGS("catan", "--explain", "--metric", "compat", "--harbors"),
     "hexseed: harbors adds a factor to the hexseed metric, not to compat (drop harbors or use metric hexseed)\n"},
    {ARGS("board", "0xjiwxm2", "--explain", "--metric", "compat", "--harbors"),
     "hexseed: harbors adds a factor to the hexseed metric, not to compat (drop harbors or use metric hexseed)\n"},
    {ARGS("catan", "--rules", "pips=16"), "hexseed: rule 'pips=16': pips takes a whole number from 5 to 15\n"},
    {ARGS("catan", "--rules", "pips"), "hexseed: rule 'pips' needs a value: pips=N with N from 5 to 15\n"},
    {ARGS("catan", "--rules", "red=1"), "hexseed: rule 'red' takes no value: 'red=1'\n"},
    {ARGS("catan", "--rules", "group=2,group=3"), "hexseed: rule 'group' is given twice\n"},
    {ARGS("catan", "--rules", "group=1"),
     "hexseed: rule 'group=1': group takes a whole number from 2 to 9; for groups of one tile (no two equal "
     "resources side by side) write rule terrain\n"},
    {ARGS("catan", "--rules", "desert=middle"), "hexseed: rule 'desert=middle': desert takes centre, inland or any\n"},
    {ARGS("catan", "--rules", "min-pips=desert:2"),
     "hexseed: rule 'min-pips=desert:2': min-pips takes TERRAIN:N, a resource terrain (forest, hills, fields, pasture, "
     "mountains, gold) and N from 2 to 5\n"},
    {ARGS("catan", "--rules", "max-pips=gold:4,max-pips=gold:3"), "hexseed: rule 'max-pips' names gold twice\n"},
    {ARGS("catan", "--lock", "0,0=forest:7"), "hexseed: lock '0,0=forest:7': the number must be 2 to 6 or 8 to 12\n"},
    {ARGS("catan", "--lock", "0,0=sea"),
     "hexseed: lock '0,0=sea': 'sea' is not a land terrain (desert, forest, hills, fields, pasture, mountains, gold)\n"},
    {ARGS("catan", "--lock", "5,5=forest"), "hexseed: lock '5,5=forest': hex 5,5 is not a land hex of the classic board\n"},
    {ARGS("catan", "--lock", "0,0"), "hexseed: lock '0,0' is not Q,R=TERRAIN[:NUMBER] (e.g. 0,0=desert or 1,-1=hills:6)\n"},
    {ARGS("catan", "--lock", "0,0=desert:6"), "hexseed: lock '0,0=desert:6': a desert holds no number\n"},
    {ARGS("catan", "--lock", "0,0=desert", "--lock", "0,0=hills"), "hexseed: hex 0,0 is locked twice\n"},
    {ARGS("catan", "--rules", "red", "--rules", "equal"), "hexseed: --rules given twice\n"},
    {ARGS("catan", "--max-nodes", "0"), "hexseed: max-nodes '0' is not a whole number from 1 to 4294967295\n"},
    {ARGS("seafarers", "--max-nodes", "4294967296"),
     "hexseed: max-nodes '4294967296' is not a whole number from 1 to 4294967295\n"},
    {ARGS("catan", "--max-nodes", "9", "--max-nodes", "9"), "hexseed: --max-nodes given twice\n"},
    {ARGS("catan", "--format", "gif"), "hexseed: unknown format 'gif' (formats: text, json, svg, png, pdf, line, code, tmj)\n"},
    {ARGS("catan", "--format", "svg", "--format", "json"), "hexseed: --format given twice\n"},
    {ARGS("catan", "--colour"), "hexseed: unknown option '--colour' (try 'hexseed catan --help')\n"},
    {ARGS("catan", "extra"), "hexseed: unexpected argument 'extra' (try 'hexseed catan --help')\n"},
    {ARGS("seafarers", "--players", "7"), "hexseed: unknown players '7' (players: 3, 4, 5-6)\n"},
    {ARGS("seafarers", "--scenario", "oceania"), "hexseed: unknown scenario 'oceania' (scenarios: new-shores, four-islands, through-the-desert, fog-islands, forgotten-tribe, cloth-for-catan, pirate-islands, wonders-of-catan, new-world)\n"},
    {ARGS("seafarers", "--scenario", "four-islands", "--spiral"), "hexseed: the spiral follows a rulebook island; the four-islands-4-v2 layout takes searched numbers: drop the spiral\n"},
    {ARGS("seafarers", "--scenario", "pirate-islands", "--spiral"), "hexseed: the spiral follows a rulebook island; the pirate-islands-4-v2 layout prints every number: drop the spiral\n"},
    {ARGS("catan", "--scenario", "four-islands"), "hexseed: unknown option '--scenario' (try 'hexseed catan --help')\n"},
    {ARGS("seafarers", "--scenario", "new-world", "--players", "5-6"),
     "hexseed: unknown player count '5-6' for new-world (players: 3, 4)\n"},
    {ARGS("seafarers", "--scenario", "pirate-islands", "--lock", "0,-3=forest"),
     "hexseed: lock '0,-3=forest': hex 0,-3 is fixed by the pirate-islands-4-v2 scenario\n"},
    {ARGS("seafarers", "--scenario", "through-the-desert", "--lock", "2,-3=forest"),
     "hexseed: hex 2,-3 of the through-the-desert-4-v2 board is fixed by its setup: it cannot be locked\n"},
    {ARGS("seafarers", "--landmass", "300:1"), "hexseed: landmass '300:1' is not RULE:START with each a whole number from 0 to 255\n"},
    {ARGS("seafarers", "--landmass", "12"), "hexseed: landmass '12' is not RULE:START with each a whole number from 0 to 255\n"},
    {ARGS("seafarers", "--landmass", "1:2", "--landmass", "3:4"), "hexseed: --landmass given twice\n"},
    {ARGS("seafarers", "--swap"), "hexseed: swap exchanges the land and water of a landmass: give landmass R:S\n"},
    {ARGS("seafarers", "--landmass", "1:1", "--players", "5-6"), "hexseed: a landmass makes its own islands: drop players\n"},
    {ARGS("seafarers", "--mode", "classic"), "hexseed: unknown option '--mode' (try 'hexseed seafarers --help')\n"},
    {ARGS("catan", "--landmass", "1:2"), "hexseed: unknown option '--landmass' (try 'hexseed catan --help')\n"},
    {ARGS("seafarers", "--landmass", "146:25", "--spiral"),
     "hexseed: the spiral belongs to the rulebook boards; a landmass board takes searched numbers\n"},
    {ARGS("seafarers", "--landmass", "0:0", "--seed", "1"), "hexseed: landmass 0:0 has no land: try --swap\n"},
    {ARGS("board"), "hexseed: missing code (usage: hexseed board --help)\n"},
    {ARGS("board", "abc"), "hexseed: share code 'abc' has 3 characters; a code has 8 to 200\n"},
    {ARGS("board", "0xjiwx!2"), "hexseed: share code '0xjiwx!2' has a character that is not 0-9 or a-z at position 7\n"},
    {ARGS("board", "00000000"), "hexseed: share code '00000000' has format version 0; this hexseed reads versions 1 and 2\n"},
    {ARGS("board", "zzzzzzzz"), "hexseed: share code 'zzzzzzzz' has format version 0; this hexseed reads versions 1 and 2\n"},
    {ARGS("rules", "--format", "xml"), "hexseed: unknown format 'xml' (formats: text, json)\n"},
    {ARGS("board", "0xjiwxm2", "extra"), "hexseed: unexpected argument 'extra' (try 'hexseed board --help')\n"},
    {ARGS("board", "0xjiwxm2", "--seed", "5"), "hexseed: unknown option '--seed' (try 'hexseed board --help')\n"},
    {ARGS("board", "0xjiwxm2", "--format", "bmp"), "hexseed: unknown format 'bmp' (formats: text, json, svg, png, pdf, line, code, tmj)\n"},
    {ARGS("--version", "junk"), "hexseed: unexpected argument 'junk' after --version\n"},
    {ARGS("catan", "--color", "sometimes"), "hexseed: unknown color mode 'sometimes' (--color: auto, always, never)\n"},
    {ARGS("catan", "--color"), "hexseed: option --color needs a value\n"},
    {ARGS("board", "0xjiwxm2", "--color=never", "--color", "always"), "hexseed: --color given twice\n"},
    {ARGS("score", "--color", "never"), "hexseed: unknown option '--color' (try 'hexseed score --help')\n"},
    {ARGS("board", "0123456789abcdefghij"), "hexseed: share code '0123456789abcdefghij' has a leading zero beyond 8 characters\n"},
};

/* The rest of every command's bad input: options given twice, values out of range, options of
 * another command, combinations that do not go together. Each exits 2 with one line, nothing on
 * stdout. */
static const cli_bad_case every_command[] = {
    {ARGS("catan", "--mode", "fishermen-of-catan", "--players", "5-6"),
     "hexseed: fishermen-of-catan is set up for 3-4 players, not 5-6: the Traders & Barbarians 5-6 player extension "
     "sets this scenario up for 5-6 players; hexseed does not have that setup yet\n"},
    {ARGS("catan", "--players", "7"),
     "hexseed: unknown players '7' (players: 3, 4, 3-4, 5-6)\n"},
    {ARGS("seafarers", "--balanced"),
     "hexseed: unknown option '--balanced' (try 'hexseed seafarers --help')\n"},
    {ARGS("seafarers", "--unbalanced"),
     "hexseed: unknown option '--unbalanced' (try 'hexseed seafarers --help')\n"},
    {ARGS("seafarers", "--iterations", "1000"),
     "hexseed: unknown option '--iterations' (try 'hexseed seafarers --help')\n"},
    {ARGS("seafarers", "--budget-ms", "5"),
     "hexseed: unknown option '--budget-ms' (try 'hexseed seafarers --help')\n"},
    {ARGS("seafarers", "--players", "3", "--players", "4"),
     "hexseed: --players given twice\n"},
    {ARGS("seafarers", "--scenario", "new-world", "--scenario", "four-islands"),
     "hexseed: --scenario given twice\n"},
    {ARGS("seafarers", "--scenario", "four-islands", "--landmass", "1:2"),
     "hexseed: a landmass makes its own islands: drop scenario\n"},
    {ARGS("catan", "--metric", "hexseed", "--metric", "compat"),
     "hexseed: --metric given twice\n"},
    {ARGS("catan", "--metric", "fancy"),
     "hexseed: unknown metric 'fancy' (metrics: hexseed, compat, seats)\n"},
    {ARGS("catan", "--iterations", "1000", "--iterations", "2000", "--balanced"),
     "hexseed: --iterations given twice\n"},
    {ARGS("catan", "--iterations", "1500", "--balanced"),
     "hexseed: iterations '1500' is not a multiple of 1000 from 1000 to 10000000\n"},
    {ARGS("catan", "--budget-ms", "5", "--budget-ms", "6", "--balanced"),
     "hexseed: --budget-ms given twice\n"},
    {ARGS("catan", "--budget-ms", "0", "--balanced"),
     "hexseed: budget-ms '0' is not a whole number from 1 to 3600000\n"},
    {ARGS("catan", "--iterations", "1000"),
     "hexseed: iterations belongs to balanced or unbalanced\n"},
    {ARGS("catan", "--budget-ms", "10"),
     "hexseed: budget-ms belongs to balanced or unbalanced\n"},
    {ARGS("catan", "--balanced", "--iterations", "1000", "--budget-ms", "10"),
     "hexseed: give one of iterations and budget-ms\n"},
    {ARGS("catan", "--balanced", "--unbalanced"),
     "hexseed: give one of balanced and unbalanced\n"},
    {ARGS("catan", "--metric", "compat"),
     "hexseed: metric belongs to balanced, unbalanced or explain\n"},
    {ARGS("catan", "--harbors"),
     "hexseed: harbors belongs to explain\n"},
    {ARGS("catan", "--seed", "1", "--", "--color", "never"),
     "hexseed: unexpected argument '--color' (try 'hexseed catan --help')\n"},
    {ARGS("board", "0xjiwxm2", "--format", "json", "--format", "svg"),
     "hexseed: --format given twice\n"},
    {ARGS("board", "0xjiwxm2", "--metric", "compat", "--metric", "compat", "--explain"),
     "hexseed: --metric given twice\n"},
    {ARGS("board", "0xjiwxm2", "--metric", "fancy"),
     "hexseed: unknown metric 'fancy' (metrics: hexseed, compat, seats)\n"},
    {ARGS("board", "0xjiwxm2", "--metric", "compat"),
     "hexseed: metric belongs to explain\n"},
    {ARGS("board", "0xjiwxm2", "--harbors"),
     "hexseed: harbors belongs to explain\n"},
    {ARGS("fairness", "0xjiwxm2", "--seed", "1", "--seed", "2"),
     "hexseed: --seed given twice\n"},
    {ARGS("fairness", "0xjiwxm2", "--threads", "0"),
     "hexseed: threads '0' is not a whole number from 1 to 64\n"},
    {ARGS("fairness", "0xjiwxm2", "--max-turns", "5"),
     "hexseed: max-turns '5' is not a whole number from 10 to 100000\n"},
    {ARGS("fairness", "0xjiwxm2", "--temperature", "1", "--temperature", "2"),
     "hexseed: --temperature given twice\n"},
    {ARGS("fairness", "0xjiwxm2", "--temperature", "hot"),
     "hexseed: temperature 'hot' is not a number from 0 to 100\n"},
    {ARGS("fairness", "0xjiwxm2", "--bot", "greedy", "--bot", "random"),
     "hexseed: --bot given twice\n"},
    {ARGS("fairness", "0xjiwxm2", "--bots", "greedy,random,greedy", "--bots", "greedy,greedy,greedy"),
     "hexseed: --bots given twice\n"},
    {ARGS("fairness", "0xjiwxm2", "--format", "xml", "--format", "json"),
     "hexseed: unknown format 'xml' (formats: text, json)\n"},
    {ARGS("fairness", "0xjiwxm2", "--format", "svg"),
     "hexseed: unknown format 'svg' (formats: text, json)\n"},
    {ARGS("openings", "0xjiwxm2", "--format", "xml"),
     "hexseed: unknown format 'xml' (formats: text, json, svg)\n"},
    {ARGS("fairness", "0xjiwxm2", "--bots", "greedy,greedy,greedy,greedy,greedy,greedy,greedy"),
     "hexseed: bots names more than 6 seats\n"},
    {ARGS("fairness", "0xjiwxm2", "--bots", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"),
     "hexseed: unknown bot 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' (bots: greedy, random, roads, cities, cards, harbors, mix)\n"},
    {ARGS("fairness", "0xjiwxm2", "--bots", "greedy,greedy,greedy", "--players", "4"),
     "hexseed: bots names 3 seats but players is 4\n"},
    {ARGS("fairness", "0xjiwxm2", "--bot", "wizard"),
     "hexseed: unknown bot 'wizard' (bots: greedy, random, roads, cities, cards, harbors, mix)\n"},
    {ARGS("fairness", "0xjiwxm2", "--bot", "greedy", "--bots", "greedy,greedy,greedy"),
     "hexseed: bot and bots do not go together (one bot for all seats, or one per seat)\n"},
    {ARGS("fairness", "0xjiwxm2", "--candidates", "3"),
     "hexseed: unknown option '--candidates' (try 'hexseed fairness --help')\n"},
    {ARGS("fairness", "0xjiwxm2", "--trading", "maybe"),
     "hexseed: unknown trading 'maybe' (trading: on, off)\n"},
    {ARGS("fairness", "0xjiwxm2", "--trading", "on", "--trading", "off"),
     "hexseed: --trading given twice\n"},
    {ARGS("fairness"),
     "hexseed: missing code (usage: hexseed fairness --help)\n"},
    {ARGS("fairness", "0xjiwxm2", "extra"),
     "hexseed: unexpected argument 'extra' (try 'hexseed fairness --help')\n"},
    {ARGS("fairness", "zzzzzzzz"),
     "hexseed: share code 'zzzzzzzz' has format version 0; this hexseed reads versions 1 and 2\n"},
    {ARGS("fairness", "0xjiwxm2", "--colour"),
     "hexseed: unknown option '--colour' (try 'hexseed fairness --help')\n"},
    {ARGS("fairness", "0xjiwxm2", "--games"),
     "hexseed: option --games needs a value\n"},
    {ARGS("house-rules", "--seed", "1", "--seed", "2"),
     "hexseed: --seed given twice\n"},
    {ARGS("house-rules", "--format", "json", "--format", "text"),
     "hexseed: --format given twice\n"},
    {ARGS("house-rules", "--format", "xml"),
     "hexseed: unknown format 'xml' (formats: text, json)\n"},
    {ARGS("house-rules", "--colour"),
     "hexseed: unknown option '--colour' (try 'hexseed house-rules --help')\n"},
    {ARGS("house-rules", "extra"),
     "hexseed: unexpected argument 'extra' (try 'hexseed house-rules --help')\n"},
    {ARGS("house-rules", "--intensity", "0"),
     "hexseed: intensity '0' is not a whole number from 1 to 100\n"},
    {ARGS("house-rules", "--count", "27"),
     "hexseed: count '27' is not a whole number from 1 to 26\n"},
    {ARGS("landmass", "--start", "1", "--start", "2"),
     "hexseed: --start given twice\n"},
    {ARGS("landmass", "--top", "1", "--top", "2", "--survey"),
     "hexseed: --top given twice\n"},
    {ARGS("landmass", "--format", "svg", "--format", "json"),
     "hexseed: --format given twice\n"},
    {ARGS("landmass", "--survey", "--rule", "1"),
     "hexseed: survey rates every rule and start: drop rule\n"},
    {ARGS("landmass", "--survey", "--start", "1"),
     "hexseed: survey rates every rule and start: drop start\n"},
    {ARGS("landmass", "--survey", "--swap"),
     "hexseed: survey rates every rule and start: drop swap\n"},
    {ARGS("landmass", "--survey", "--compat"),
     "hexseed: survey rates every rule and start: drop compat\n"},
    {ARGS("landmass", "--survey", "--top", "0"),
     "hexseed: top '0' is not a whole number from 1 to 65536\n"},
    {ARGS("landmass", "--survey", "--format", "svg"),
     "hexseed: survey is for text and json: drop it or ask for one of those\n"},
    {ARGS("landmass", "--top", "3"),
     "hexseed: top belongs to survey\n"},
    {ARGS("landmass", "--format", "png"),
     "hexseed: unknown format 'png' (formats: grid, text, json, svg, tmj)\n"},
    {ARGS("landmass", "--rule", "256"),
     "hexseed: rule '256' is not a whole number from 0 to 255\n"},
    {ARGS("landmass", "--start", "x"),
     "hexseed: start 'x' is not a whole number from 0 to 255\n"},
    {ARGS("landmass", "--rule", "1", "--rule", "2"),
     "hexseed: --rule given twice\n"},
    {ARGS("landmass", "extra"),
     "hexseed: unexpected argument 'extra' (try 'hexseed landmass --help')\n"},
    {ARGS("landmass", "--colour"),
     "hexseed: unknown option '--colour' (try 'hexseed landmass --help')\n"},
    {ARGS("empire", "--format", "svg", "--format", "png"),
     "hexseed: --format given twice\n"},
    {ARGS("empire", "--format", "bmp"),
     "hexseed: unknown format 'bmp' (formats: grid, text, json, svg, png, tmj)\n"},
    {ARGS("empire", "--map", "1", "--random"),
     "hexseed: --map and --random both choose the map: give one\n"},
    {ARGS("empire", "extra"),
     "hexseed: unexpected argument 'extra' (try 'hexseed empire --help')\n"},
    {ARGS("empire", "--colour"),
     "hexseed: unknown option '--colour' (try 'hexseed empire --help')\n"},
    {ARGS("empire", "--width", "5"),
     "hexseed: width '5' is not a whole number from 6 to 64\n"},
    {ARGS("rules", "--format", "json", "--format", "json"),
     "hexseed: --format given twice\n"},
    {ARGS("rules", "--colour"),
     "hexseed: unknown option '--colour' (try 'hexseed rules --help')\n"},
    {ARGS("rules", "extra"),
     "hexseed: unexpected argument 'extra' (try 'hexseed rules --help')\n"},
    {ARGS("score", "--metric", "compat", "--metric", "hexseed"),
     "hexseed: --metric given twice\n"},
    {ARGS("score", "--metric", "fancy"),
     "hexseed: unknown metric 'fancy' (metrics: hexseed, compat, seats)\n"},
    {ARGS("score", "--format", "json", "--format", "json"),
     "hexseed: --format given twice\n"},
    {ARGS("score", "--format", "xml"),
     "hexseed: unknown format 'xml' (formats: text, json, line)\n"},
    {ARGS("score", "--colour"),
     "hexseed: unknown option '--colour' (try 'hexseed score --help')\n"},
    {ARGS("terrain", "--height", "0"),
     "hexseed: height '0' is not a whole number from 1 to 1048576\n"},
    {ARGS("terrain", "--land-ratio", "0.5", "--land-ratio", "0.6"),
     "hexseed: --land-ratio given twice\n"},
    {ARGS("terrain", "--land-ratio", "2"),
     "hexseed: land-ratio '2' is not a number from 0 to 1\n"},
    {ARGS("terrain", "--update", "simultaneous", "--update", "in-place"),
     "hexseed: --update given twice\n"},
    {ARGS("terrain", "--border", "lava"),
     "hexseed: unknown border 'lava' (borders: water, land, wrap)\n"},
    {ARGS("terrain", "--survive", "10"),
     "hexseed: survive '10' is not a whole number from 0 to 9\n"},
    {ARGS("terrain", "--birth", "-1"),
     "hexseed: birth '-1' is not a whole number from 0 to 9\n"},
    {ARGS("terrain", "--seed", "x"),
     "hexseed: seed 'x' is not a whole number from 0 to 4294967295\n"},
    {ARGS("terrain", "--window", "1,2,3,4", "--window", "1,2,3,4"),
     "hexseed: --window given twice\n"},
    {ARGS("terrain", "--window", "1,2,3"),
     "hexseed: window '1,2,3' is not X,Y,W,H with W and H at least 1\n"},
    {ARGS("terrain", "--window", "1,2,3,4,5"),
     "hexseed: window '1,2,3,4,5' is not X,Y,W,H with W and H at least 1\n"},
    {ARGS("terrain", "--window", "1,2,0,4"),
     "hexseed: window '1,2,0,4' is not X,Y,W,H with W and H at least 1\n"},
    {ARGS("terrain", "--window", "11111111111111111111111,2,3,4"),
     "hexseed: window '11111111111111111111111,2,3,4' is not X,Y,W,H with W and H at least 1\n"},
    {ARGS("terrain", "--colour"),
     "hexseed: unknown option '--colour' (try 'hexseed terrain --help')\n"},
    {ARGS("terrain", "extra"),
     "hexseed: unexpected argument 'extra' (try 'hexseed terrain --help')\n"},
    {ARGS("terrain", "--width", "513", "--height", "513", "--format", "svg"),
     "hexseed: svg is for maps up to 262144 cells; use png for 513x513\n"},
    {ARGS("terrain", "--width", "2049", "--height", "2049", "--format", "json"),
     "hexseed: json is for maps up to 4194304 cells; use pgm or png for 2049x2049\n"},
    {ARGS("terrain", "--width", "2049", "--height", "2049", "--format", "tmj"),
     "hexseed: tmj is for maps up to 4194304 cells; use pgm or png for 2049x2049\n"},
    {ARGS("terrain", "--window", "0,0,600,600", "--format", "svg"),
     "hexseed: window 0,0,600,600 is not inside the 64x48 map\n"},
    {ARGS("terrain", "--scale", "0"),
     "hexseed: scale '0' is not a whole number from 1 to 64\n"},
    {ARGS("serve", "--workers", "0"),
     "hexseed: workers '0' is not a whole number from 1 to 64\n"},
    {ARGS("serve", "--per-address", "600"),
     "hexseed: --per-address 600 is more than --max-connections 512: one address could fill the server\n"},
    {ARGS("serve", "--max-connections", "10", "--per-address", "11"),
     "hexseed: --per-address 11 is more than --max-connections 10: one address could fill the server\n"},
    {ARGS("serve", "--queue", "4097"),
     "hexseed: queue '4097' is not a whole number from 0 to 4096\n"},
    {ARGS("serve", "--cache", "1", "--cache", "2"),
     "hexseed: --cache given twice\n"},
    {ARGS("catan", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert", "--lock", "0,0=desert"),
     "hexseed: more than 32 locks\n"},
};

static void every_command_refuses_bad_input_in_one_line(void **state)
{
    (void)state;
    char got[512];
    int k = cli_check_bad_cases(every_command, sizeof every_command / sizeof every_command[0], got, sizeof got);
    if (k >= 0)
        fail_msg("case %d (%s %s): %s", k, every_command[k].args[0], every_command[k].args[1] ? every_command[k].args[1] : "", got);
}

/* Requests that are well formed but name no board: exit 3 when the search proves that no board
 * exists, 4 when it spends its node budget first (a count of nodes, not a time), so a script
 * tells them apart from bad input (2) without reading the message. */
static const struct {
    const char *const *args;
    const char *stderr_text;
    int status;
} no_board[] = {
    {ARGS("catan", "--rules", "pips=5", "--seed", "1"),
     "hexseed: no classic board exists under these rules (pips=5): the search tried them all\n", 3},
    {ARGS("catan", "--rules", "desert=centre,deserts-apart", "--mode", "5-6", "--seed", "1"),
     "hexseed: no 5-6 board exists under these rules (desert=centre,deserts-apart): desert=centre puts its 2 "
     "deserts on the 2 centre hexes, which touch, so deserts-apart cannot hold\n", 3},
    {ARGS("catan", "--lock", "0,0=gold"), "hexseed: the locks ask for 1 gold tile; the board has 0\n", 3},
    {ARGS("seafarers", "--seed", "1", "--lock", "0,0=gold"),
     "hexseed: the locks ask for 1 gold tile on the main island, which has 0; its gold are on the small islands: lock a "
     "hex there\n", 3},
    {ARGS("catan", "--lock", "0,0=hills:6", "--lock", "1,0=hills:8", "--seed", "1"),
     "hexseed: the locked tiles break the rules among themselves: no board exists\n", 3},
    {ARGS("catan", "--lock", "0,0=hills", "--lock", "1,0=hills", "--rules", "terrain", "--seed", "1"),
     "hexseed: no classic board exists under these rules (terrain) and the locked tiles: the search tried them all\n", 3},
    {ARGS("catan", "--mode", "5-6", "--rules", "pips=9", "--seed", "0", "--max-nodes", "2000"),
     "hexseed: the search stopped after 2000 nodes without finding a board (one exists: the SAT solver found one)\n", 4},
    {ARGS("seafarers", "--players", "5-6", "--rules", "pips=9", "--seed", "0", "--max-nodes", "2000"),
     "hexseed: the search stopped after 2000 nodes without finding a board (one exists: the SAT solver found one)\n", 4},
    /* Gave up after 5,000 nodes before the SAT oracle; now the solver proves there is none. */
    {ARGS("catan", "--mode", "5-6", "--rules", "red,extremes,equal,terrain,pips=7", "--seed", "3", "--max-nodes",
          "5000"),
     "hexseed: no 5-6 board exists under these rules (red,extremes,equal,terrain,pips=7): the SAT solver proved it\n", 3},
};

static void requests_without_a_board_exit_3_or_4(void **state)
{
    (void)state;
    for (size_t k = 0; k < sizeof no_board / sizeof no_board[0]; k++) {
        cli_result r;
        assert_int_equal(cli_run(no_board[k].args, NULL, &r), 0);
        if (strcmp(r.err, no_board[k].stderr_text) != 0 || r.status != no_board[k].status)
            fprintf(stderr, "case %zu (%s %s): status %d, stderr %s", k, no_board[k].args[0], no_board[k].args[1],
                    r.status, r.err);
        assert_int_equal(r.status, no_board[k].status);
        assert_string_equal(r.err, no_board[k].stderr_text);
        assert_int_equal(r.out_len, 0);
        cli_result_free(&r);
    }
}

static void bad_invocations_exit_2_with_one_clear_line(void **state)
{
    (void)state;
    assert_true(sizeof bad / sizeof bad[0] >= 25);
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        cli_result r;
        assert_int_equal(cli_run(bad[k].args, NULL, &r), 0);
        if (strcmp(r.err, bad[k].stderr_text) != 0 || r.status != 2)
            fprintf(stderr, "case %zu (%s %s): status %d, stderr %s", k, bad[k].args[0],
                    bad[k].args[1] ? bad[k].args[1] : "", r.status, r.err);
        assert_int_equal(r.status, 2);
        assert_string_equal(r.err, bad[k].stderr_text);
        assert_int_equal(r.out_len, 0);
        cli_result_free(&r);
    }
}

static void board_rebuilds_what_catan_made(void **state)
{
    (void)state;
    cli_result a, code, b;
    assert_int_equal(cli_run(ARGS("catan", "--mode", "5-6", "--seed", "31337", "--rules", "all", "--format", "line"), NULL, &a), 0);
    assert_int_equal(a.status, 0);
    assert_int_equal(cli_run(ARGS("catan", "--mode", "5-6", "--seed", "31337", "--rules", "all", "--format", "code"), NULL, &code), 0);
    code.out[strcspn(code.out, "\n")] = '\0';
    assert_int_equal(strlen(code.out), 8);
    assert_int_equal(cli_run(ARGS("board", code.out, "--format", "line"), NULL, &b), 0);
    assert_int_equal(b.status, 0);
    assert_string_equal(a.out, b.out);
    /* the line shows the code on stderr, since the line itself cannot carry it */
    assert_non_null(strstr(a.err, code.out));
    cli_result_free(&a);
    cli_result_free(&b);
    cli_result_free(&code);
}

/* A board under new rules and locked tiles: its v2 code rebuilds it, the locks hold, and the
 * help of catan and `hexseed rules` list every rule of the table. */
static void v2_boards_and_the_rule_list(void **state)
{
    (void)state;
    cli_result a, code, b, help, list;
    assert_int_equal(cli_run(ARGS("catan", "--seed", "7", "--rules", "red,pips=10,group=2", "--lock", "0,0=hills:5",
                                  "--lock", "1,-1=desert", "--format", "json"), NULL, &a), 0);
    assert_int_equal(a.status, 0);
    assert_non_null(strstr(a.out, "\"locks\":[{\"q\":0,\"r\":0,\"terrain\":\"hills\",\"number\":5}"));
    assert_non_null(strstr(a.out, "\"pips=10\""));
    assert_int_equal(cli_run(ARGS("catan", "--seed", "7", "--rules", "red,pips=10,group=2", "--lock", "0,0=hills:5",
                                  "--lock", "1,-1=desert", "--format", "code"), NULL, &code), 0);
    code.out[strcspn(code.out, "\n")] = '\0';
    assert_int_equal(cli_run(ARGS("board", code.out, "--format", "json"), NULL, &b), 0);
    assert_int_equal(b.status, 0);
    assert_string_equal(a.out, b.out);
    assert_int_equal(cli_run(ARGS("catan", "--help"), NULL, &help), 0);
    assert_int_equal(cli_run(ARGS("rules"), NULL, &list), 0);
    for (int i = 0; i < hs_rule_count(); i++) {
        assert_non_null(strstr(help.out, hs_rule_at(i)->label));
        assert_non_null(strstr(list.out, hs_rule_at(i)->name));
    }
    cli_result_free(&a);
    cli_result_free(&b);
    cli_result_free(&code);
    cli_result_free(&help);
    cli_result_free(&list);
}

/* A Seafarers board in JSON: sea and gold hexes, the pirate on the sea, and the same board
 * again from its code. */
static void seafarers_json_has_sea_gold_and_pirate(void **state)
{
    (void)state;
    cli_result a, b;
    assert_int_equal(cli_run(ARGS("catan", "--mode", "seafarers", "--seed", "7", "--format", "json"), NULL, &a), 0);
    assert_int_equal(a.status, 0);
    json_error_t e;
    json_t *root = json_loads(a.out, 0, &e);
    assert_non_null(root);
    assert_string_equal(json_string_value(json_object_get(root, "mode")), "seafarers");
    json_t *hexes = json_object_get(root, "hexes");
    assert_int_equal(json_array_size(hexes), 72);
    int sea = 0, gold = 0;
    json_t *pirate = json_object_get(root, "pirate");
    assert_true(json_is_object(pirate));
    bool pirate_on_sea = false;
    for (size_t i = 0; i < json_array_size(hexes); i++) {
        json_t *h = json_array_get(hexes, i);
        const char *t = json_string_value(json_object_get(h, "terrain"));
        sea += strcmp(t, "sea") == 0;
        gold += strcmp(t, "gold") == 0;
        if (json_equal(json_object_get(h, "q"), json_object_get(pirate, "q")) &&
            json_equal(json_object_get(h, "r"), json_object_get(pirate, "r")))
            pirate_on_sea = strcmp(t, "sea") == 0;
    }
    assert_int_equal(sea, 72 - 28);
    assert_int_equal(gold, 2);
    assert_true(pirate_on_sea);
    const char *code = json_string_value(json_object_get(root, "code"));
    assert_int_equal(cli_run(ARGS("board", code, "--format", "json"), NULL, &b), 0);
    assert_string_equal(a.out, b.out);
    json_decref(root);
    cli_result_free(&a);
    cli_result_free(&b);
}

static void json_output_follows_the_schema(void **state)
{
    (void)state;
    cli_result r;
    assert_int_equal(cli_run(ARGS("board", "0xjiwxm2", "--format", "json"), NULL, &r), 0);
    assert_int_equal(r.status, 0);
    json_error_t e;
    json_t *root = json_loads(r.out, 0, &e);
    assert_non_null(root);
    assert_string_equal(json_string_value(json_object_get(root, "code")), "0xjiwxm2");
    assert_string_equal(json_string_value(json_object_get(root, "mode")), "classic");
    assert_int_equal(json_integer_value(json_object_get(root, "seed")), 42);
    json_t *hexes = json_object_get(root, "hexes");
    assert_int_equal(json_array_size(hexes), 19);
    int pips = 0;
    for (size_t i = 0; i < json_array_size(hexes); i++) {
        json_t *h = json_array_get(hexes, i);
        assert_non_null(json_object_get(h, "q"));
        assert_non_null(json_object_get(h, "terrain"));
        pips += (int)json_integer_value(json_object_get(h, "pips"));
    }
    assert_int_equal(pips, 58);
    assert_int_equal(json_array_size(json_object_get(root, "harbors")), 9);
    assert_true(json_is_object(json_object_get(root, "robber")));
    json_decref(root);
    cli_result_free(&r);
}

static void drawings_have_their_signatures(void **state)
{
    (void)state;
    cli_result r;
    assert_int_equal(cli_run(ARGS("board", "0xjiwxm2", "--format", "svg"), NULL, &r), 0);
    assert_int_equal(r.status, 0);
    assert_memory_equal(r.out, "<svg", 4);
    assert_non_null(strstr(r.out, "0xjiwxm2"));
    assert_non_null(strstr(r.out, "</svg>"));
    cli_result_free(&r);
    assert_int_equal(cli_run(ARGS("board", "0xjiwxm2", "--format", "png", "-o", "-"), NULL, &r), 0);
    assert_int_equal(r.status, 0);
    assert_memory_equal(r.out, "\x89PNG\r\n\x1a\n", 8);
    cli_result_free(&r);
    assert_int_equal(cli_run(ARGS("board", "0xjiwxm2", "--format", "pdf"), NULL, &r), 0);
    assert_int_equal(r.status, 0);
    assert_memory_equal(r.out, "%PDF-", 5);
    cli_result_free(&r);
}

static void unwritable_output_is_a_failure(void **state)
{
    (void)state;
    cli_result r;
    assert_int_equal(cli_run(ARGS("board", "0xjiwxm2", "-o", "/nonexistent-dir/board.svg"), NULL, &r), 0);
    assert_int_equal(r.status, 1);
    assert_string_equal(r.err, "hexseed: cannot write /nonexistent-dir/board.svg: No such file or directory\n");
    cli_result_free(&r);
}

/* A full disk (/dev/full) as standard output or as -o FILE: every command says so in one line
 * with the system's reason and exits 1, never 0 as if its answer had been written. Each case
 * writes little (or fails at its first write), so the table runs in well under a second. */
#define FULL "hexseed: cannot write to standard output: No space left on device\n"
#define FULL_FILE "hexseed: cannot write /dev/full: No space left on device\n"
static const struct {
    const char *const *args;
    const char *stderr_text;
} full_disk[] = {
    {ARGS("--help"), FULL},
    {ARGS("--version"), FULL},
    {ARGS("catan", "--help"), FULL},
    {ARGS("seafarers", "--help"), FULL},
    {ARGS("board", "--help"), FULL},
    {ARGS("serve", "--help"), FULL},
    {ARGS("landmass", "--help"), FULL},
    {ARGS("house-rules", "--help"), FULL},
    {ARGS("empire", "--help"), FULL},
    {ARGS("score", "--help"), FULL},
    {ARGS("terrain", "--help"), FULL},
    {ARGS("rules", "--help"), FULL},
    {ARGS("fairness", "--help"), FULL},
    {ARGS("openings", "--help"), FULL},
    {ARGS("catan", "--seed", "1"), FULL},
    {ARGS("seafarers", "--seed", "1", "--format", "json"), FULL},
    {ARGS("board", "0xjiwxm2", "--format", "svg"), "hexseed: share code 0xjiwxm2\n" FULL},
    {ARGS("board", "0xjiwxm2", "--format", "png"), "hexseed: share code 0xjiwxm2\n" FULL},
    {ARGS("board", "0xjiwxm2", "--format", "code"), FULL},
    {ARGS("board", "0xjiwxm2", "--format", "txt"), "hexseed: share code 0xjiwxm2\n" FULL}, /* the server's name of line */
    {ARGS("board", "0xjiwxm2", "--format", "pdf", "-o", "/dev/full"), "hexseed: share code 0xjiwxm2\n" FULL_FILE},
    {ARGS("board", "0xjiwxm2", "--format", "tmj", "-o", "/dev/full"), FULL_FILE},
    {ARGS("rules"), FULL},
    {ARGS("rules", "--format", "json"), FULL},
    {ARGS("house-rules", "--seed", "1"), FULL},
    {ARGS("house-rules", "--seed", "1", "--format", "json", "-o", "/dev/full"), FULL_FILE},
    {ARGS("empire"), FULL},
    {ARGS("empire", "--format", "png", "-o", "/dev/full"), FULL_FILE},
    {ARGS("landmass", "--format", "svg"), FULL},
    {ARGS("landmass", "--survey", "--top", "3", "-o", "/dev/full"), FULL_FILE},
    {ARGS("score", "ODD NNN"), NULL}, /* the line is filled in below */
    {ARGS("terrain", "--seed", "1", "--width", "16", "--height", "16"), FULL},
    {ARGS("terrain", "--seed", "1", "--width", "16", "--height", "16", "--format", "png", "-o", "/dev/full"), FULL_FILE},
    {ARGS("fairness", "0xjiwxm2", "--games", "10", "--bot", "greedy"), FULL},
    {ARGS("openings", "0xjiwxm2", "--games", "1", "--candidates", "1", "--format", "svg"), FULL},
};

static void a_full_disk_is_a_failure_said_once(void **state)
{
    (void)state;
    if (access("/dev/full", W_OK) != 0)
        skip(); /* no /dev/full in this sandbox */
    cli_result line;
    assert_int_equal(cli_run(ARGS("board", "0xjiwxm2", "--format", "line"), NULL, &line), 0);
    assert_int_equal(line.status, 0);
    line.out[strcspn(line.out, "\n")] = '\0';
    for (size_t k = 0; k < sizeof full_disk / sizeof full_disk[0]; k++) {
        const char *const *args = full_disk[k].args;
        const char *const score[] = {"score", line.out, NULL};
        if (!full_disk[k].stderr_text)
            args = score;
        const char *want = full_disk[k].stderr_text ? full_disk[k].stderr_text : FULL;
        cli_result r;
        assert_int_equal(cli_run_to(args, "/dev/full", &r), 0);
        /* Under LeakSanitizer the statistics of its suppressions (cairo's fonts) may follow. */
        size_t n = strlen(want);
        bool said = strncmp(r.err, want, n) == 0 && (r.err[n] == '\0' || strncmp(r.err + n, "-----", 5) == 0);
        if (r.status != 1 || !said)
            fail_msg("case %zu (%s %s): status %d, stderr %s", k, args[0], args[1] ? args[1] : "", r.status, r.err);
        cli_result_free(&r);
    }
    cli_result_free(&line);
}

/* Runs `args` and checks the exit status and that stderr is exactly `err` (NULL: anything). */
static void expect_run(const char *const *args, int status, const char *err, cli_result *r)
{
    assert_int_equal(cli_run(args, NULL, r), 0);
    if (r->status != status || (err && strcmp(r->err, err) != 0))
        fail_msg("%s %s: status %d, stderr %s", args[0], args[1] ? args[1] : "", r->status, r->err);
}

/* The paths of each command that answer but that no other test takes: no command at all, the
 * time budget, the fresh seeds and map numbers said on stderr, -o for the simulator, a score
 * asked of a board its metric does not take (refused before the board is written), overlong
 * input lines, and no memory left. */
static void the_other_answers_of_every_command(void **state)
{
    (void)state;
    cli_result r, s;
    expect_run(ARGS("--version"), 0, "", &r);
    cli_result_free(&r);
    assert_int_equal(cli_run((const char *const[]){NULL}, NULL, &r), 0);
    assert_int_equal(r.status, 2);
    assert_int_equal(r.out_len, 0);
    assert_memory_equal(r.err, "usage: hexseed <command>", 24);
    cli_result_free(&r);
    expect_run(ARGS("-h"), 0, "", &r);
    expect_run(ARGS("help"), 0, "", &s);
    assert_string_equal(r.out, s.out);
    assert_memory_equal(r.out, "usage: hexseed <command>", 24);
    cli_result_free(&r);
    cli_result_free(&s);
    /* A budget of 1 ms keeps the first run (25,000 steps) whatever the machine's speed: the
     * runs stop once one has finished, and the next would take twice as long. */
    expect_run(ARGS("catan", "--balanced", "--budget-ms", "1", "--seed", "7", "--format", "code"), 0, "", &r);
    expect_run(ARGS("catan", "--balanced", "--iterations", "25000", "--seed", "7", "--format", "code"), 0, "", &s);
    assert_string_equal(r.out, s.out);
    cli_result_free(&r);
    cli_result_free(&s);
    expect_run(ARGS("catan", "--balanced", "--budget-ms", "1", "--rules", "pips=5", "--seed", "1"), 3,
               "hexseed: no classic board exists under these rules (pips=5): the search tried them all\n", &r);
    assert_int_equal(r.out_len, 0);
    cli_result_free(&r);
    expect_run(ARGS("seafarers", "--seed", "1", "--explain", "--metric", "seats"), 2,
               "hexseed: the game engine plays Classic and 5-6 boards only, not seafarers-v2\n", &r);
    assert_int_equal(r.out_len, 0);
    cli_result_free(&r);
    /* Fresh seeds and map numbers are said, so that the answer can be made again. */
    unsigned n = 0;
    char tail = 0;
    expect_run(ARGS("house-rules"), 0, NULL, &r);
    assert_int_equal(sscanf(r.err, "hexseed: seed %u%c", &n, &tail), 2);
    assert_int_equal(tail, '\n');
    cli_result_free(&r);
    expect_run(ARGS("terrain", "--width", "8", "--height", "8", "--format", "tmj"), 0, NULL, &r);
    assert_int_equal(sscanf(r.err, "hexseed: seed %u%c", &n, &tail), 2);
    assert_non_null(strstr(r.out, "\"orientation\""));
    cli_result_free(&r);
    expect_run(ARGS("empire", "--random", "--format", "grid"), 0, NULL, &r);
    assert_int_equal(sscanf(r.err, "hexseed: map %u%c", &n, &tail), 2);
    assert_true(n <= 999999);
    char map[16];
    snprintf(map, sizeof map, "%u", n);
    expect_run(ARGS("empire", "--map", map, "--format", "grid"), 0, "", &s);
    assert_string_equal(r.out, s.out);
    cli_result_free(&r);
    cli_result_free(&s);
    /* Beside a file, the explanation goes to stderr. */
    char board_path[] = "/tmp/hexseed-cli-XXXXXX";
    int bfd = mkstemp(board_path);
    assert_true(bfd >= 0);
    close(bfd);
    expect_run(ARGS("catan", "--seed", "1", "--explain", "--format", "json", "-o", board_path), 0, NULL, &r);
    unlink(board_path);
    assert_int_equal(r.out_len, 0);
    assert_non_null(strstr(r.err, "\n  hexseed metric: score "));
    cli_result_free(&r);
    /* -o for the simulator's reports; three seats, trading off, one bot per seat. */
    char path[] = "/tmp/hexseed-cli-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    expect_run(ARGS("fairness", "0xjiwxm2", "--games", "10", "--bots", "greedy,random,greedy", "--players", "3",
                    "--trading", "off", "-o", path),
               0, "", &r);
    assert_int_equal(r.out_len, 0);
    cli_result_free(&r);
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    char line[128] = "";
    assert_non_null(fgets(line, sizeof line, f));
    fclose(f);
    unlink(path);
    assert_non_null(strstr(line, "board 0xjiwxm2: 3 players, mixed bots, "));
    assert_non_null(strstr(line, " games (at most 10), seed 0\n"));
    /* A board the search proves impossible, named by its code. */
    hs_catan_options o = hs_catan_default();
    o.rules.on = HS_RULE_PIPS;
    o.rules.pips = 5;
    o.seed = 1;
    hs_code code;
    assert_int_equal(hs_code_encode(&o, &code, NULL), HS_OK);
    expect_run(ARGS("fairness", code.text), 3,
               "hexseed: no classic board exists under these rules (pips=5): the search tried them all\n", &r);
    cli_result_free(&r);
    /* score: a line longer than any board line, on stdin. */
    char *longline = malloc(5002);
    assert_non_null(longline);
    memset(longline, 'W', 5000);
    memcpy(longline + 5000, "\n", 2);
    assert_int_equal(cli_run(ARGS("score"), longline, &r), 0);
    free(longline);
    assert_int_equal(r.status, 2);
    assert_string_equal(r.err, "hexseed: line 1: longer than 4095 characters\n");
    assert_int_equal(r.out_len, 0);
    cli_result_free(&r);
#if defined(__SANITIZE_ADDRESS__)
    skip(); /* no address-space limit under AddressSanitizer */
#else
    /* No memory left: the map of 65,536 x 65,536 cells (4 GiB) in 256 MiB of address space. */
    assert_int_equal(cli_run_limited(ARGS("terrain", "--width", "65536", "--height", "65536", "--seed", "1",
                                          "--format", "pgm", "-o", "/dev/null"),
                                     (size_t)256 << 20, &r),
                     0);
    assert_int_equal(r.status, 1);
    assert_string_equal(r.err, "hexseed: out of memory for 65536x65536 cells\n");
    cli_result_free(&r);
#endif
}

/* ---- -o FILE: replaced whole or not at all ---------------------------------------------------- */

#define OLD_CONTENT "the old file, which a failed write must keep\n"

/* A fresh folder for one test's files. */
static void folder_make(char folder[32])
{
    strcpy(folder, "/tmp/hexseed-o-XXXXXX");
    assert_non_null(mkdtemp(folder));
}

/* `folder` and the files in it removed. */
static void folder_remove(const char *folder)
{
    DIR *d = opendir(folder);
    assert_non_null(d);
    for (struct dirent *e; (e = readdir(d));)
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0)
            unlinkat(dirfd(d), e->d_name, 0);
    closedir(d);
    assert_int_equal(rmdir(folder), 0);
}

/* The names in `folder` (without . and ..), written into `names` (of `cap` bytes) one a line. */
static int folder_list(const char *folder, char *names, size_t cap)
{
    DIR *d = opendir(folder);
    assert_non_null(d);
    int n = 0;
    names[0] = '\0';
    for (struct dirent *e; (e = readdir(d));)
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0) {
            n++;
            size_t used = strlen(names);
            snprintf(names + used, cap - used, "%s\n", e->d_name);
        }
    closedir(d);
    return n;
}

/* Fails the test unless `folder` holds exactly the file `name`: no temporary file is left. */
static void folder_holds_only(const char *folder, const char *name)
{
    char names[1024], want[300];
    snprintf(want, sizeof want, "%s\n", name);
    int n = folder_list(folder, names, sizeof names);
    if (n != 1 || strcmp(names, want) != 0)
        fail_msg("%s holds %d files:\n%s(want only %s)", folder, n, names, name);
}

/* The whole content of `path` (owned; NULL when it cannot be read), its size in *len. */
static char *file_read(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *data = NULL;
    size_t cap = 0;
    *len = 0;
    for (;;) {
        if (*len == cap) {
            char *more = realloc(data, cap = cap ? cap * 2 : 65536);
            assert_non_null(more);
            data = more;
        }
        size_t n = fread(data + *len, 1, cap - *len, f);
        *len += n;
        if (n == 0)
            break;
    }
    fclose(f);
    return data;
}

static void file_write(const char *path, const char *text, mode_t mode)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_true(fputs(text, f) >= 0);
    assert_int_equal(fclose(f), 0);
    assert_int_equal(chmod(path, mode), 0);
}

/* Fails the test unless `path` holds exactly `text`. */
static void file_holds(const char *path, const char *text, size_t text_len)
{
    size_t len = 0;
    char *data = file_read(path, &len);
    if (!data || len != text_len || memcmp(data, text, len) != 0)
        fail_msg("%s does not hold the %zu bytes expected (%zu bytes)", path, text_len, len);
    free(data);
}

/* `args`, then -o `path`, in `argv` (of 16). */
static const char *const *with_output(const char *const *args, const char *path, const char *argv[16])
{
    size_t n = 0;
    for (; args[n]; n++) {
        assert_true(n < 13);
        argv[n] = args[n];
    }
    argv[n] = "-o";
    argv[n + 1] = path;
    argv[n + 2] = NULL;
    return argv;
}

/* Answers larger than 1,024 bytes, written to a disk with 1,024 bytes of room (RLIMIT_FSIZE). */
static const char *const *const too_large[] = {
    ARGS("board", "0xjiwxm2", "--format", "png"),
    ARGS("terrain", "--seed", "1", "--format", "pgm"),
    ARGS("empire", "--map", "42", "--format", "png"),
};

/* A disk that fills up while -o FILE is written (the write fails with EFBIG, or SIGXFSZ ends
 * the process): the command fails, the old FILE keeps its content byte for byte and no
 * temporary file is left beside it. */
static void a_full_disk_leaves_the_old_file_whole(void **state)
{
    (void)state;
    char folder[32], dest[64], want[128];
    folder_make(folder);
    snprintf(dest, sizeof dest, "%s/answer", folder);
    snprintf(want, sizeof want, "hexseed: cannot write %s: %s\n", dest, strerror(EFBIG));
    for (size_t k = 0; k < sizeof too_large / sizeof too_large[0]; k++)
        for (int kills = 0; kills < 2; kills++) {
            const char *argv[16];
            const char *const *args = with_output(too_large[k], dest, argv);
            file_write(dest, OLD_CONTENT, 0644);
            cli_run_options room = {.file_size = 1024, .file_size_kills = kills};
            cli_result r;
            assert_int_equal(cli_run_with(args, &room, &r), 0);
            if (kills ? r.status != 128 + SIGXFSZ : (r.status != 1 || !strstr(r.err, want)))
                fail_msg("%s %s, SIGXFSZ %s: status %d, stderr %s", args[0], args[1], kills ? "kills" : "ignored",
                         r.status, r.err);
            cli_result_free(&r);
            file_holds(dest, OLD_CONTENT, strlen(OLD_CONTENT));
            folder_holds_only(folder, "answer");
        }
    folder_remove(folder);
}

/* What the watch of a_signal_while_writing_leaves_the_old_file_whole looks at. */
typedef struct signal_watch {
    const char *folder, *dest;
    struct stat old;
    bool sent;
} signal_watch;

/* Sends SIGTERM as soon as the writing shows: a second file in the folder (a temporary file) or
 * the destination changed (written in place, or already renamed into place). */
static bool terminate_when_writing(void *ctx, int pid)
{
    signal_watch *w = ctx;
    char names[1024];
    struct stat now;
    bool writing = folder_list(w->folder, names, sizeof names) != 1 || stat(w->dest, &now) != 0 ||
                   now.st_ino != w->old.st_ino || now.st_size != w->old.st_size;
    if (writing) {
        kill(pid, SIGTERM);
        w->sent = true;
    }
    return !writing;
}

/* A PNG from its signature to its IEND chunk: a file written whole. */
static bool png_is_whole(const char *path)
{
    size_t len = 0;
    char *data = file_read(path, &len);
    static const char end[] = "\0\0\0\0IEND\xae\x42\x60\x82";
    bool whole = data && len > 20 && memcmp(data, "\x89PNG\r\n\x1a\n", 8) == 0 &&
                 memcmp(data + len - 12, end, 12) == 0;
    free(data);
    return whole;
}

/* SIGTERM while -o FILE is written: the process dies of it, FILE keeps its old content and no
 * temporary file is left. The signal goes once the writing shows (not after a fixed time); when
 * the map was written whole before it could arrive, the run proves nothing but that the file
 * is whole, and a map twice as wide runs again. */
static void a_signal_while_writing_leaves_the_old_file_whole(void **state)
{
    (void)state;
    char folder[32], dest[64];
    folder_make(folder);
    snprintf(dest, sizeof dest, "%s/world.png", folder);
    bool cut = false;
    for (int side = 1024; side <= 16384 && !cut; side *= 2) {
        char width[16];
        snprintf(width, sizeof width, "%d", side);
        const char *argv[16];
        const char *const *map = ARGS("terrain", "--seed", "1", "--width", width, "--height", width, "--format", "png");
        const char *const *args = with_output(map, dest, argv);
        file_write(dest, OLD_CONTENT, 0644);
        signal_watch w = {folder, dest, {0}, false};
        assert_int_equal(stat(dest, &w.old), 0);
        cli_result r;
        assert_int_equal(cli_run_with(args, &(cli_run_options){.watch = terminate_when_writing, .ctx = &w}, &r), 0);
        folder_holds_only(folder, "world.png");
        size_t len = 0;
        char *now = file_read(dest, &len);
        assert_non_null(now);
        bool old = len == strlen(OLD_CONTENT) && memcmp(now, OLD_CONTENT, len) == 0;
        free(now);
        cut = w.sent && r.status == 128 + SIGTERM && old;
        if (!cut && !((r.status == 0 || r.status == 128 + SIGTERM) && png_is_whole(dest)))
            fail_msg("%dx%d: signal %s, status %d, %s; stderr %s", side, side, w.sent ? "sent" : "not sent", r.status,
                     old ? "the old file" : "neither the old file nor a whole PNG", r.err);
        cli_result_free(&r);
    }
    if (!cut)
        print_message("every map was written before SIGTERM arrived: the files were whole\n");
    folder_remove(folder);
}

/* A file written whole takes the place of the old one and keeps its permission bits; a new file
 * gets what fopen would give it (0666 less the umask), not a temporary file's 0600. */
static void a_written_file_replaces_the_old_and_keeps_its_mode(void **state)
{
    (void)state;
    char folder[32], dest[64], fresh[64];
    folder_make(folder);
    snprintf(dest, sizeof dest, "%s/board.svg", folder);
    snprintf(fresh, sizeof fresh, "%s/new.svg", folder);
    cli_result want, r;
    assert_int_equal(cli_run(ARGS("board", "0xjiwxm2", "--format", "svg"), NULL, &want), 0);
    assert_int_equal(want.status, 0);
    file_write(dest, OLD_CONTENT, 0604);
    cli_result fresh_run;
    mode_t umask_was = umask(027); /* the children's, too: 0604 is not what it would give */
    int started = cli_run(ARGS("board", "0xjiwxm2", "--format", "svg", "-o", dest), NULL, &r);
    started |= cli_run(ARGS("board", "0xjiwxm2", "--format", "svg", "-o", fresh), NULL, &fresh_run);
    umask(umask_was);
    assert_int_equal(started, 0);
    assert_int_equal(r.status, 0);
    assert_int_equal(fresh_run.status, 0);
    cli_result_free(&r);
    cli_result_free(&fresh_run);
    file_holds(dest, want.out, want.out_len);
    struct stat st;
    assert_int_equal(stat(dest, &st), 0);
    assert_int_equal(st.st_mode & 07777, 0604);
    file_holds(fresh, want.out, want.out_len);
    assert_int_equal(stat(fresh, &st), 0);
    assert_int_equal(st.st_mode & 07777, 0666 & ~027);
    char names[1024];
    assert_int_equal(folder_list(folder, names, sizeof names), 2);
    cli_result_free(&want);
    folder_remove(folder);
}

/* What is not a regular file is written in place (/dev/null stays a device), a symbolic link
 * keeps pointing at its file, which gets the new content, and a request refused while it is
 * made leaves no file behind, nor touches an old one. */
static void devices_links_and_refusals(void **state)
{
    (void)state;
    cli_result want, r;
    assert_int_equal(cli_run(ARGS("board", "0xjiwxm2", "--format", "json"), NULL, &want), 0);
    assert_int_equal(want.status, 0);
    assert_int_equal(cli_run(ARGS("board", "0xjiwxm2", "--format", "json", "-o", "/dev/null"), NULL, &r), 0);
    assert_int_equal(r.status, 0);
    assert_string_equal(r.err, "");
    cli_result_free(&r);
    struct stat st;
    assert_int_equal(stat("/dev/null", &st), 0);
    assert_true(S_ISCHR(st.st_mode));

    char folder[32], target[64], link[64], refused[64];
    folder_make(folder);
    snprintf(target, sizeof target, "%s/target.json", folder);
    snprintf(link, sizeof link, "%s/link.json", folder);
    snprintf(refused, sizeof refused, "%s/refused.txt", folder);
    file_write(target, OLD_CONTENT, 0644);
    assert_int_equal(symlink("target.json", link), 0);
    assert_int_equal(cli_run(ARGS("board", "0xjiwxm2", "--format", "json", "-o", link), NULL, &r), 0);
    assert_int_equal(r.status, 0);
    cli_result_free(&r);
    assert_int_equal(lstat(link, &st), 0);
    assert_true(S_ISLNK(st.st_mode));
    file_holds(target, want.out, want.out_len);
    char names[1024];
    assert_int_equal(folder_list(folder, names, sizeof names), 2);

    assert_int_equal(cli_run(ARGS("catan", "--rules", "pips=5", "--seed", "1", "-o", refused), NULL, &r), 0);
    assert_int_equal(r.status, 3);
    cli_result_free(&r);
    assert_int_equal(access(refused, F_OK), -1);
    assert_int_equal(cli_run(ARGS("catan", "--rules", "pips=5", "--seed", "1", "-o", target), NULL, &r), 0);
    assert_int_equal(r.status, 3);
    cli_result_free(&r);
    file_holds(target, want.out, want.out_len);
    assert_int_equal(folder_list(folder, names, sizeof names), 2);
    cli_result_free(&want);
    folder_remove(folder);
}

/* --color always colours even a pipe, never and the default on a pipe do not. */
static void color_flag_decides_over_the_terminal(void **state)
{
    (void)state;
    const char *const *cases[] = {ARGS("catan", "--seed", "1", "--color", "always"),
                                  ARGS("catan", "--seed", "1", "--color=never"), ARGS("catan", "--seed", "1"),
                                  ARGS("landmass", "--color", "always"), ARGS("empire", "--color", "always")};
    const bool coloured[] = {true, false, false, true, true};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        cli_result r;
        assert_int_equal(cli_run(cases[k], NULL, &r), 0);
        assert_int_equal(r.status, 0);
        assert_int_equal(strchr(r.out, '\x1b') != NULL, coloured[k]);
        cli_result_free(&r);
    }
}

static void help_and_version(void **state)
{
    (void)state;
    cli_result r;
    assert_int_equal(cli_run(ARGS("--version"), NULL, &r), 0);
    assert_int_equal(r.status, 0);
    assert_memory_equal(r.out, "hexseed ", 8);
    cli_result_free(&r);
    assert_int_equal(cli_run(ARGS("catan", "--help"), NULL, &r), 0);
    assert_int_equal(r.status, 0);
    assert_non_null(strstr(r.out, "usage: hexseed catan"));
    cli_result_free(&r);
}


/* --explain prints the board's line and then exactly what `hexseed score` says of that line
 * (the same metric, the same factors), then where the cost comes from; --harbors adds the
 * harbor factor. Checked over seeds and both metrics against the score command. */
static void explain_agrees_with_the_score_command(void **state)
{
    (void)state;
    static const char *const metrics[] = {"hexseed", "compat"};
    for (int seed = 1; seed <= 6; seed++)
        for (size_t m = 0; m < 2; m++)
            for (int harbors = 0; harbors < 2 - (int)m; harbors++) { /* harbors: hexseed only */
                char seed_text[16];
                snprintf(seed_text, sizeof seed_text, "%d", seed);
                cli_result ex, sc;
                const char *const *args = harbors ? ARGS("catan", "--seed", seed_text, "--explain", "--metric", metrics[m], "--harbors")
                                                  : ARGS("catan", "--seed", seed_text, "--explain", "--metric", metrics[m]);
                assert_int_equal(cli_run(args, NULL, &ex), 0);
                assert_int_equal(ex.status, 0);
                /* The explanation starts at the board line: 19 letters, a space, 19 numbers. */
                const char *line = strstr(ex.out, "\n\n");
                while (line && !(line[2] >= 'A' && line[2] <= 'Z' && line[21] == ' '))
                    line = strstr(line + 1, "\n\n");
                assert_non_null(line);
                line += 2;
                char board_line[128];
                size_t n = strcspn(line, "\n");
                assert_true(n < sizeof board_line);
                memcpy(board_line, line, n);
                board_line[n] = '\0';
                assert_int_equal(cli_run(ARGS("score", "--metric", metrics[m], board_line), NULL, &sc), 0);
                assert_int_equal(sc.status, 0);
                /* score prints the line, the score and its five factors; explain the same (with
                 * --harbors a sixth factor, which moves the score: the line has no harbors, so
                 * only the five factors are compared then), then more. */
                const char *from = harbors ? strstr(sc.out, "    resource distribution") : sc.out;
                const char *in_ex = harbors ? strstr(line, "    resource distribution") : line;
                assert_non_null(from);
                assert_non_null(in_ex);
                size_t cmp = sc.out_len - (size_t)(from - sc.out);
                if (strncmp(in_ex, from, cmp) != 0)
                    fail_msg("seed %d %s: explain says\n%.600s\nscore says\n%s", seed, metrics[m], line, sc.out);
                const char *rest = in_ex + cmp;
                assert_true((strstr(rest, "harbors without production") != NULL) == (harbors == 1));
                /* Every cluster named is two hexes of one terrain. */
                const char *c = strstr(rest, "clusters of one terrain:\n");
                for (c = c ? strchr(c, '\n') + 1 : NULL; c && strncmp(c, "    ", 4) == 0; c = strchr(c, '\n') + 1) {
                    char a[16], b[16];
                    assert_int_equal(sscanf(c, " %15s %*d (row %*d hex %*d) next to %15s", a, b), 2);
                    assert_string_equal(a, b);
                }
                cli_result_free(&ex);
                cli_result_free(&sc);
            }
}

/* The openings report in text: the order the advice assumes, then every pick of the snake draft
 * in that order (seat 1's first settlement .. seat 4's, then seat 4's second .. seat 1's), each
 * with its three candidates, each win rate inside its own interval, a second settlement after
 * the seat's first. */
static void openings_text_names_every_seat(void **state)
{
    (void)state;
    cli_result r;
    assert_int_equal(cli_run(ARGS("openings", "0xjiwxm2", "--games", "40", "--candidates", "3"), NULL, &r), 0);
    assert_int_equal(r.status, 0);
    const char *p = strstr(r.out, "The advice assumes the snake order 1, 2, 3, 4, 4, 3, 2, 1 and that each earlier "
                                  "seat\ntakes the spot advised to it.\n");
    if (!p)
        fail_msg("no draft order in:\n%s", r.out);
    for (int pick = 1; pick <= 8; pick++) {
        int seat = pick <= 4 ? pick : 9 - pick;
        char head[64];
        snprintf(head, sizeof head, "\npick %d, seat %d, %s settlement ", pick, seat, pick <= 4 ? "first" : "second");
        p = strstr(p, head);
        if (!p)
            fail_msg("no '%s' in order in:\n%s", head + 1, r.out);
        const char *next = p ? strstr(p + 1, "\npick ") : NULL; /* (fail_msg returns, to gcc) */
        if (pick > 4) {
            const char *its = strstr(p, "\n    its first settlement on ");
            assert_true(its && (!next || its < next));
        }
        for (int k = 1; k <= 3; k++) {
            char rank[32];
            snprintf(rank, sizeof rank, "\n     %d. ", k);
            p = strstr(p, rank);
            assert_non_null(p);
            assert_true(!next || p < next);
            const char *pct = strchr(p + 1, '%');
            while (pct && pct[-1] != ' ' && !(pct[-1] >= '0' && pct[-1] <= '9'))
                pct = strchr(pct + 1, '%');
            assert_non_null(pct);
            const char *start = pct;
            while (start > p && start[-1] != ' ')
                start--;
            double rate = 0, lo = 0, hi = 0;
            assert_int_equal(sscanf(start, "%lf%% %lf%% - %lf%%", &rate, &lo, &hi), 3);
            assert_true(lo <= rate && rate <= hi);
        }
    }
    assert_null(strstr(r.out, "free in")); /* every candidate was free in every rollout */
    cli_result_free(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(explain_agrees_with_the_score_command),
        cmocka_unit_test(openings_text_names_every_seat),
        cmocka_unit_test(bad_invocations_exit_2_with_one_clear_line),
        cmocka_unit_test(every_command_refuses_bad_input_in_one_line),
        cmocka_unit_test(requests_without_a_board_exit_3_or_4),
        cmocka_unit_test(board_rebuilds_what_catan_made),
        cmocka_unit_test(v2_boards_and_the_rule_list),
        cmocka_unit_test(json_output_follows_the_schema),
        cmocka_unit_test(seafarers_json_has_sea_gold_and_pirate),
        cmocka_unit_test(drawings_have_their_signatures),
        cmocka_unit_test(unwritable_output_is_a_failure),
        cmocka_unit_test(color_flag_decides_over_the_terminal),
        cmocka_unit_test(help_and_version),
        cmocka_unit_test(a_full_disk_is_a_failure_said_once),
        cmocka_unit_test(the_other_answers_of_every_command),
        cmocka_unit_test(a_full_disk_leaves_the_old_file_whole),
        cmocka_unit_test(a_signal_while_writing_leaves_the_old_file_whole),
        cmocka_unit_test(a_written_file_replaces_the_old_and_keeps_its_mode),
        cmocka_unit_test(devices_links_and_refusals),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
