// SPDX-License-Identifier: MIT
// hexseed.d.ts: TypeScript declarations of the hexseed npm package: its entries hexseed.js
// (Node), browser.js (bundlers) and hexseed.cjs (require; the same text as hexseed.d.cts) offer
// the same functions. The objects returned are the library's JSON (docs/formats.md of the hexseed
// project), parsed; tests/npm checks these types against the package's real answers.

/** The library's version, e.g. "0.1.0"; '' until the module is loaded. */
export const version: string;

/** Where hexseed-core.wasm is, for init(): a URL or string (fetched), a Response or a Promise of
 * one, its bytes, or a compiled module. */
export type WasmSource = URL | string | Response | PromiseLike<Response> | ArrayBuffer | ArrayBufferView | WebAssembly.Module;

/** Loads hexseed-core.wasm (by default the file beside the module). Node's entries (import and
 * require) have loaded it already and resolve at once; the browser entry (bundlers) needs it
 * before any other call, which otherwise throws HexseedError code 'init'. A second call returns
 * the first one's promise. */
export function init(options?: { wasm?: WasmSource | PromiseLike<WasmSource> }): Promise<void>;
/** Loads the module at once from its bytes or a compiled module (Node, a Worker); no-op once loaded. */
export function initSync(options: { wasm: ArrayBuffer | ArrayBufferView | WebAssembly.Module }): void;
/** Whether the module is loaded. */
export function loaded(): boolean;

/** hs_err of the library, as a short code; 'init': a call before the module was loaded. */
export type HexseedErrorCode =
    | 'invalid' | 'nomem' | 'code' | 'version' | 'unsat' | 'conflict' | 'limit' | 'parse' | 'io' | 'cancelled' | 'init';

/** Every error the package throws or rejects with: the library's one-line message and a code. */
export class HexseedError extends Error {
    readonly name: 'HexseedError';
    readonly code: HexseedErrorCode;
    constructor(message: string, code: HexseedErrorCode);
}

export interface Hex { q: number; r: number }

export interface BoardHex extends Hex {
    terrain: 'desert' | 'forest' | 'hills' | 'fields' | 'pasture' | 'mountains' | 'gold' | 'sea' | 'lake' | 'oasis' | 'castle'
      | 'quarry' | 'glassworks' | 'swamp';
    resource: 'lumber' | 'brick' | 'grain' | 'wool' | 'ore' | 'gold' | null;
    number: number;
    pips: number;
    /** A hex with two tokens (The Rivers of Catan's 2 and 12): both, the first as `number`. */
    numbers?: [number, number];
    /** The lake: the rolls it yields fish on (2, 3, 11, 12). */
    catches?: number[];
}

/** A hex's edge, and a hex's corner, by compass point (pointy-top hexes). */
export type Edge = 'NE' | 'E' | 'SE' | 'SW' | 'W' | 'NW';
export type Corner = 'N' | 'NE' | 'SE' | 'S' | 'SW' | 'NW';

/** A harbor: its trade (3 for the generic 3:1, 2 for a resource's), the land hex it touches, the
 * edge of that hex, the two corners of the edge (the harbor's settlement spots) and the sea hex. */
export interface Harbor {
    type: '3:1' | 'lumber' | 'brick' | 'grain' | 'wool' | 'ore';
    ratio: 2 | 3;
    hex: Hex;
    edge: Edge;
    corners: [Corner, Corner];
    sea: Hex;
}

/** A piece a Seafarers scenario sets on the board (a ship, a fortress, a path's step ...). */
export interface ScenarioPiece {
    kind: string;
    hex: Hex;
    corner?: Corner;
    edge?: Edge;
    number?: number;
    step?: number;
}

/** The Seafarers scenario of a board, as its rulebook sets it up. */
export interface Scenario {
    name: string;
    label: string;
    players: string;
    vp: number;
    goal: string | null;
    fixed_deserts: Hex[];
    /** Every hex the setup fixes, with what it holds (the deserts, a river's hexes, the castle...). */
    fixed?: Array<Hex & { terrain: BoardHex['terrain']; number: number }>;
    pieces: ScenarioPiece[];
    /** The Fog Islands: the hexes under fog and the stack of tiles they are drawn from. */
    fog?: { hexes: Hex[]; stack: Array<Pick<BoardHex, 'terrain' | 'resource' | 'number' | 'pips'>> };
}

/** A board as the JSON renderer writes it (keys in this order), with its share code. */
export interface Board {
    code: string;
    mode: string;
    rules: string[];
    numbers: 'random' | 'spiral';
    seed: number;
    hexes: BoardHex[];
    harbors: Harbor[];
    robber: Hex | null;
    balance?: { direction: 'most' | 'least'; metric: string; steps: number };
    locks?: Array<Hex & { terrain: string; number: number | null }>;
    landmass?: { rule: number; start: number; swap: boolean };
    pirate?: Hex | null;
    scenario?: Scenario;
    /** Numbers laid along the letter spiral: where it starts and which way it turns. */
    spiral?: { corner: 'top-left' | 'top-right' | 'right' | 'bottom-right' | 'bottom-left' | 'left';
        direction: 'clockwise' | 'counterclockwise' };
}

/** catan()'s options: the generator table's (CatanParams), and the names this face took before
 * it: locks (lock), steps (iterations) and balanced: 'most' | 'least'. */
export type CatanOptions = Omit<CatanParams, 'balanced' | 'style' | 'paper'> & {
    /** As the API's lock=: "1,-1=mountains:6;0,0=desert", or an array of single locks. */
    locks?: string | string[];
    /** The most ('most' or true) or least balanced board the rules allow; default false. */
    balanced?: 'most' | 'least' | boolean;
    /** Annealing steps (iterations), a multiple of 1000 from 1000 to 10000000; default 200000. */
    steps?: number;
};
export function catan(options?: CatanOptions): Board;

/** seafarers()'s options: the generator table's (SeafarersParams), players also as a number,
 * and locks for lock. */
export type SeafarersOptions = Omit<SeafarersParams, 'players' | 'style' | 'paper'> & {
    /** 3, 4 (default) or '5-6'. */
    players?: string | number;
    locks?: string | string[];
};
export function seafarers(options?: SeafarersOptions): Board;

/** The board a share code makes. */
export function board(code: string): Board;
/** The board's SVG, byte for byte the native renderer's. */
export function svg(codeOrBoard: string | Board, options?: { style?: 'compact' | 'legible' }): string;
/** The board as `hexseed board CODE` prints it; color adds ANSI colours. */
export function text(codeOrBoard: string | Board, options?: { color?: boolean }): string;
/** The board line: terrain letters, then the numbers, and a newline. */
export function line(codeOrBoard: string | Board): string;
/** The board as a map for the Tiled editor, as `hexseed board CODE --format tmj` writes it; its
 * tiles are the atlas tileset() gives, saved as TILESET_IMAGE beside the map. */
export function tmj(codeOrBoard: string | Board): string;
/** The file name every Tiled map gives its tile atlas ('hexseed-tiles.png'). */
export const TILESET_IMAGE: 'hexseed-tiles.png';
/** The tile atlas of the Tiled maps, the native `hexseed tileset`'s PNG bytes: the file the
 * package ships, read in Node, fetched elsewhere (`url` where a bundle put it). Needs no init(). */
export function tileset(options?: { url?: string | URL }): Promise<Uint8Array>;
/** The balance score explained, as `hexseed board CODE --explain` prints it. */
export function explain(codeOrBoard: string | Board, options?: { metric?: 'hexseed' | 'compat' | 'seats'; harbors?: boolean }): string;

export interface RuleInfo {
    name: string;
    label: string;
    help: string;
    kind: string;
    param: null | { type: 'int' | 'terrain-int' | 'enum'; min?: number; max?: number; default: number | string; values?: string[]; terrains?: string[] };
}
/** The rule table, as `hexseed rules --format json`. */
/** The rule table: every rule, the default rules and what `all` means, as rule lists. */
export interface RuleTable { rules: RuleInfo[]; default: string; all: string }
export function rules(): RuleTable;

export interface LayoutInfo {
    name: string;
    label: string;
    family: 'catan' | 'seafarers';
    /** The box it is played with. */
    expansion: 'Catan' | 'Seafarers' | 'Cities & Knights' | 'Traders & Barbarians' | 'Explorers & Pirates';
    scenario: string | null;
    /** The scenario's name as its rulebook prints it, or null. */
    scenario_label: string | null;
    players: string;
    /** What the game has for the player counts the table lacks, or null. */
    players_note: string | null;
    /** 0: the mission played sets the victory points (Explorers & Pirates). */
    vp: number;
    rules: string | null;
    /** The scenario's goal, or null. */
    goal: string | null;
    /** false for a setup a later one corrected (kept so that its share codes still make their boards). */
    offered: boolean;
    /** Whether the layout takes numbers along the spiral, and balance. */
    spiral: boolean;
    balance: boolean;
}
/** Every layout and Seafarers scenario with its player count. */
export function layouts(): LayoutInfo[];

export interface ScoreResult {
    board: string;
    metric: 'hexseed' | 'compat';
    raw: Record<string, number>;
    normalized: Record<string, number>;
    score: number;
}
export function score(line: string, options?: { metric?: 'hexseed' | 'compat'; harbors?: boolean; format?: 'json' }): ScoreResult;
export function score(line: string, options: { metric?: 'hexseed' | 'compat'; harbors?: boolean; format: 'text' | 'line' }): string;

export interface LandmassOptions extends Omit<LandmassParams, 'survey' | 'top'> {}
/** A landmass's figures, as `hexseed landmass --format json` (and each map of the survey) has them. */
export interface LandmassFigures {
    land: number; water: number; islands: number; largest_island: number; small_islands: number; coast: number;
    same_map_pairs: number; score: number;
}
/** A landmass: its rule, start row, swap, the grid (8 rows: '#' land, '~' water, '.' and 'x' off
 * the board) and its figures. */
export interface Landmass extends LandmassFigures { rule: number; start: number; swap: boolean; grid: string[] }
export function landmass(options?: LandmassOptions & { format?: 'json' }): Landmass;
export function landmass(options: LandmassOptions & { format: 'grid' | 'txt' | 'text' | 'svg' | 'tmj' }): string;

/** The landmass survey: how many (rule, start) pairs it rated, and the best distinct maps. */
export interface LandmassSurvey {
    pairs: number;
    best: Array<LandmassFigures & { rank: number; rule: number; start: number; grid: string[] }>;
}
/** The landmass survey's best `top` (1..1000, default 20) distinct maps of all 65,536. */
export function survey(options?: { top?: number; format?: 'json' }): LandmassSurvey;
export function survey(options: { top?: number; format: 'text' }): string;

// BEGIN generated by scripts/write-faces from the generator table
/** The parameters of the generator catan, as `hexseed generators` lists them. */
export interface CatanParams {
    /** the layout: classic (3-4 players), 5-6, cities-knights, fishermen-of-catan, explorers-pirates ..., or any layout of the table by name ('hexseed generators' lists them; scenarios: hexseed seafarers); default classic. */
    mode?: 'classic' | '5-6' | 'seafarers' | 'seafarers-5-6' | 'new-shores-3' | 'four-islands-3' | 'four-islands-4' | 'six-islands' | 'through-the-desert-3' | 'through-the-desert-4' | 'through-the-desert-5-6' | 'fog-islands-3' | 'fog-islands-4' | 'fog-islands-5-6' | 'forgotten-tribe-4' | 'forgotten-tribe-5-6' | 'cloth-for-catan-4' | 'cloth-for-catan-5-6' | 'pirate-islands-4' | 'pirate-islands-5-6' | 'wonders-of-catan-4' | 'wonders-of-catan-5-6' | 'new-world-3' | 'new-world-4' | 'new-shores-3-v2' | 'seafarers-v2' | 'seafarers-5-6-v2' | 'four-islands-3-v2' | 'four-islands-4-v2' | 'through-the-desert-3-v2' | 'through-the-desert-4-v2' | 'through-the-desert-5-6-v2' | 'fog-islands-3-v2' | 'fog-islands-4-v2' | 'fog-islands-5-6-v2' | 'forgotten-tribe-3' | 'forgotten-tribe-4-v2' | 'forgotten-tribe-5-6-v2' | 'cloth-for-catan-3' | 'cloth-for-catan-4-v2' | 'cloth-for-catan-5-6-v2' | 'pirate-islands-3' | 'pirate-islands-4-v2' | 'pirate-islands-5-6-v2' | 'wonders-of-catan-3' | 'wonders-of-catan-4-v2' | 'wonders-of-catan-5-6-v2' | 'pirate-islands-3-v2' | 'cities-knights' | 'cities-knights-5-6' | 'fishermen-of-catan' | 'rivers-of-catan' | 'rivers-and-lakes' | 'caravans' | 'fishy-caravans' | 'traders-and-barbarians' | 'traders-and-barbarians-fish' | 'explorers-pirates' | 'explorers-pirates-fish' | 'explorers-pirates-ck' | 'explorers-pirates-ck-fish' | 'barbarian-attack' | 'barbarian-attack-fish';
    /** the players at the table: the layout's own game set up for them (5-6 on classic is the 5-6 board). */
    players?: '3' | '4' | '3-4' | '5-6';
    /** the seed; without it a fresh one (told back with the answer); 0..4294967295. */
    seed?: number;
    /** placement rules, comma-separated (red,extremes,pips=10,group=2; all; none): 'hexseed rules' lists them; default red. */
    rules?: string;
    /** keep hex Q,R as terrain T (with number N) and place the rest under the rules; up to 32. */
    lock?: string | string[];
    /** lay the numbers along the official letter spiral. */
    spiral?: boolean;
    /** the most balanced board the rules allow (simulated annealing). */
    balanced?: boolean;
    /** the least balanced board the rules allow. */
    unbalanced?: boolean;
    /** the balance metric: hexseed (every factor in [0,1]), compat (the 2021 score, Classic only) or seats; default hexseed. */
    metric?: 'hexseed' | 'compat' | 'seats';
    /** annealing steps, a multiple of 1000; 1000..10000000; default 200000. */
    iterations?: number;
    /** instead of iterations: the longest run (25000, 50000, ... steps) that fits in N ms; 1..3600000. */
    budgetMs?: number;
    /** the balance score, its factors, and where the cost comes from: after a text board, else aside (the CLI's standard error). */
    explain?: boolean;
    /** add the harbor factor (2:1 harbors far from their resource) to the hexseed metric. */
    harbors?: boolean;
    /** give up after N search nodes; from the default the SAT solver decides past the search's budget; 1..4294967295; default 5000000. */
    maxNodes?: number;
    /** the drawing: compact, or legible (a phone's bigger type); default compact; for svg. */
    style?: 'compact' | 'legible';
    /** the paper to print on; default a4; for pdf. */
    paper?: 'a4' | 'letter';
}
/** The parameters of the generator seafarers, as `hexseed generators` lists them. */
export interface SeafarersParams {
    /** the scenario, as its rulebook sets it up (docs/seafarers.md); default new-shores. */
    scenario?: 'new-shores' | 'four-islands' | 'through-the-desert' | 'fog-islands' | 'forgotten-tribe' | 'cloth-for-catan' | 'pirate-islands' | 'wonders-of-catan' | 'new-world';
    /** 3, 4 or 5-6; default 4. */
    players?: '3' | '4' | '5-6';
    /** a full board on the landmass of rule R from start row S, each 0..255 ('hexseed landmass'). */
    landmass?: string;
    /** with landmass: exchange land and water. */
    swap?: boolean;
    /** the seed; without it a fresh one (told back with the answer); 0..4294967295. */
    seed?: number;
    /** placement rules, comma-separated (red,extremes,pips=10,group=2; all; none): 'hexseed rules' lists them; default red. */
    rules?: string;
    /** keep hex Q,R as terrain T (with number N) and place the rest under the rules; up to 32. */
    lock?: string | string[];
    /** lay the numbers along the official letter spiral. */
    spiral?: boolean;
    /** the balance score, its factors, and where the cost comes from: after a text board, else aside (the CLI's standard error). */
    explain?: boolean;
    /** the balance metric: hexseed (every factor in [0,1]), compat (the 2021 score, Classic only) or seats; default hexseed. */
    metric?: 'hexseed' | 'compat' | 'seats';
    /** add the harbor factor (2:1 harbors far from their resource) to the hexseed metric. */
    harbors?: boolean;
    /** give up after N search nodes; from the default the SAT solver decides past the search's budget; 1..4294967295; default 5000000. */
    maxNodes?: number;
    /** the drawing: compact, or legible (a phone's bigger type); default compact; for svg. */
    style?: 'compact' | 'legible';
    /** the paper to print on; default a4; for pdf. */
    paper?: 'a4' | 'letter';
}
/** The parameters of the generator house-rules, as `hexseed generators` lists them. */
export interface HouseRulesParams {
    /** how wild the rules are (minor, moderate, major), jittered for each rule; 1..100; default 50. */
    intensity?: number;
    /** how many different rules; 1..26; default 1. */
    count?: number;
    /** the seed; without it a fresh one (told back with the answer); 0..4294967295. */
    seed?: number;
}
/** The parameters of the generator empire, as `hexseed generators` lists them. */
export interface EmpireParams {
    /** the game's map number; 0..999999; default 0. */
    map?: number;
    /** fields across; only 20 x 11 with land 2 is the game's own board; 6..64; default 20. */
    width?: number;
    /** fields down; 6..40; default 11. */
    height?: number;
    /** a field starts as land at L in 10; 1..9; default 2. */
    land?: number;
    /** draw the paths between towns that made the ports; for svg and png. */
    paths?: boolean;
    /** write the town names on the drawing; for svg and png. */
    names?: boolean;
}
/** The parameters of the generator terrain, as `hexseed generators` lists them. */
export interface TerrainParams {
    /** cells across (up to 65536 x 65536 cells in all); 1..1048576; default 64. */
    width?: number;
    /** cells down; 1..1048576; default 48. */
    height?: number;
    /** the share of land in the random fill; 0..1; default 0.5. */
    landRatio?: number;
    /** passes of the rule (0: the fill itself); 0..1000; default 8. */
    iterations?: number;
    /** how cells change: all at once, or in place row by row (one buffer); default simultaneous. */
    update?: 'simultaneous' | 'in-place';
    /** what lies beyond the edge; default water. */
    border?: 'water' | 'land' | 'wrap';
    /** 8 neighbours (moore), or 6 (hex: odd rows shifted right); default moore. */
    neighbourhood?: 'moore' | 'hex';
    /** land stays land with at least N land neighbours (default 4, hex 3); 0..9. */
    survive?: number;
    /** water becomes land with at least N (default 5, hex 4); 0..9. */
    birth?: number;
    /** the automaton, or coarse cells split twice, then cleaned (subdivide: size, ratio and seed only); default automaton. */
    method?: 'automaton' | 'subdivide';
    /** the seed; without it a fresh one (told back with the answer); 0..4294967295. */
    seed?: number;
    /** only that part of the map, computed by itself (simultaneous only). */
    window?: string;
    /** pixels per cell; 1..64; default 1; for png and svg. */
    scale?: number;
    /** threads to make a big map on (default 2; from 4096 x 4096 cells, smaller maps take one); never changes the map; 1..64. */
    threads?: number;
}
/** The parameters of the generator landmass, as `hexseed generators` lists them. */
export interface LandmassParams {
    /** the Wolfram rule of the elementary automaton; 0..255; default 77. */
    rule?: number;
    /** the top row as a number, leftmost cell = top bit; 0..255; default 88. */
    start?: number;
    /** exchange land and water. */
    swap?: boolean;
    /** rate every (rule, start) pair and list the best distinct maps; for text and json. */
    survey?: boolean;
    /** how many distinct maps the survey lists; 1..65536; default 20; for text and json. */
    top?: number;
}
// END generated
export interface HouseRulesOptions extends HouseRulesParams {}
/** House rules drawn for a game, as `hexseed house-rules --format json`. */
export interface HouseRules {
    seed: number; intensity: number; count: number;
    rules: Array<{ name: string; tier: 'minor' | 'moderate' | 'major'; intensity: number; text: string }>;
}
export function houseRules(options?: HouseRulesOptions & { format?: 'json' }): HouseRules;
export function houseRules(options: HouseRulesOptions & { format: 'text' }): string;

/** One parameter of a generator in the generator table. */
export interface GeneratorParameter {
    name: string;
    alias?: string;
    kind: 'integer' | 'decimal' | 'flag' | 'choice' | 'text';
    metavar?: string;
    min?: number;
    max?: number;
    step?: number;
    choices?: string[];
    /** The default as text, or null when it is made at run time (a fresh seed) or there is none. */
    default: string | null;
    /** The formats it applies to; absent: all. */
    formats?: string[];
    /** The flags it needs, one of them on ("balanced unbalanced"); absent: none. */
    needs?: string;
    repeatable: boolean;
    operand: boolean;
    required: boolean;
    help: string;
}
export interface GeneratorFormat {
    name: string;
    alias?: string;
    media_type: string;
    binary: boolean;
    /** Drawn by cairo: not in this WebAssembly build. */
    cairo: boolean;
    help: string;
}
export interface Generator {
    name: string;
    summary: string;
    default_format: string;
    formats: GeneratorFormat[];
    parameters: GeneratorParameter[];
}
/** The generator table, as `hexseed generators --format json` prints it. */
export interface GeneratorTable { generators: Generator[] }
export function generators(): GeneratorTable;
/** The canonical query of a request ("map=3&width=20&height=11&land=2"), as the server's links
 * write it: every value in the table's order, defaults included. */
export function query(generator: string, params?: Record<string, string | number | boolean | string[] | null>,
    options?: { format?: string }): string;
/** Any generator of the table by name, with its parameters by their table names (or camelCase):
 * a string for text formats, a Uint8Array for binary ones (png, pgm). Unknown parameters and
 * values out of range throw HexseedError 'invalid' with the command line's message. */
export function generate(generator: string, params?: Record<string, string | number | boolean | string[] | null>,
    options?: { format?: string }): string | Uint8Array;

export interface EmpireOptions extends EmpireParams {}
/** A town of a Hex Empire map: `capital` is the player whose capital it is (0..3), or -1. */
export interface EmpireTown { x: number; y: number; kind: 'town' | 'port'; name: string; capital: number }
/** A path between two towns (indices into `towns`) that made a port. */
export interface EmpirePath { from: number; to: number; over_water: boolean; fields: Array<[number, number]> }
/** A Hex Empire map, as `hexseed empire --format json`: `original` is true for the game's own
 * 20 x 11 board; `grid` a row of letters per line; `groups` the land masses as [x, y] fields. */
export interface EmpireMap {
    map: number; width: number; height: number; original: boolean; grid: string[]; towns: EmpireTown[];
    groups: Array<Array<[number, number]>>; paths: EmpirePath[];
}
export function empire(options?: EmpireOptions & { format?: 'json' }): EmpireMap;
export function empire(options: EmpireOptions & { format: 'grid' | 'txt' | 'text' | 'tmj' }): string;

/** The most cells terrain() makes in one call. */
export const TERRAIN_MAX_CELLS: number;
export interface TerrainOptions extends Omit<TerrainParams, 'window'> {
    /** [x, y, w, h]: only that window of the map, computed by itself (or the text "x,y,w,h"). */
    window?: [number, number, number, number] | string;
    /** Refuse larger requests (HexseedError 'limit'); at most TERRAIN_MAX_CELLS. */
    maxCells?: number;
}
/** A land and water map, as `hexseed terrain --format json`: the map's settings, the window made
 * (x, y and its [width, height]), its land cells, and its rows ('#' land, '.' water). */
export interface TerrainMap {
    width: number; height: number; seed: number; land_ratio: number; iterations: number;
    update: 'simultaneous' | 'in-place'; border: 'water' | 'land' | 'wrap'; neighbourhood: 'moore' | 'hex';
    x: number; y: number; window: [number, number]; land: number; rows: string[];
}
export function terrain(options?: TerrainOptions & { format?: 'json' }): TerrainMap;
export function terrain(options: TerrainOptions & { format: 'text' | 'txt' | 'svg' | 'tmj' }): string;
export function terrain(options: TerrainOptions & { format: 'pgm' }): Uint8Array;

export interface RunOptions {
    games?: number;
    seed?: number;
    players?: number;
    /** One bot for every seat, or one per seat (seat 1 first): mix (fairness's default: each seat
     * draws a style per game), greedy, roads, cities, cards, harbors, random. */
    bots?: 'mix' | 'greedy' | 'roads' | 'cities' | 'cards' | 'harbors' | 'random' | string | string[];
    /** Trades between players (fairness only); default: on where a seat is mix. */
    trading?: boolean;
    temperature?: number;
    maxTurns?: number;
    /** Called between chunks with the games done so far. */
    onProgress?: (done: number, total: number) => void;
    /** Aborting rejects the promise with HexseedError code 'cancelled'. */
    signal?: AbortSignal;
}
/** One seat of a fairness report: its wins and rate, the rate's 95% Wilson interval (`ci`) and the
 * verdict's bounds (`bounds`), how often it had the best opening, and its lead over an even seat
 * split into the part its opening spots explain (`draft`) and the rest (`play`). */
export interface FairnessSeat {
    seat: number; wins: number; win_rate: number; ci: [number, number]; bounds: [number, number];
    best_opening: number; draft: number; play: number; mean_points: number;
}
/** The seat verdict (docs/fairness.md): `class` 'favoured' names `seats` (best first; `seat` the
 * first), 'depends' names the style `against` that puts `seat` behind, 'none' names no seat
 * (`seat` and `against` null); `settled` says whether the decision was clear where the plan stopped. */
export interface SeatVerdict {
    class: 'favoured' | 'none' | 'depends'; seats: number[]; seat: number | null; against: string | null;
    favoured: boolean; depends: boolean; settled: boolean;
    even: number; margin: number; z: number; veto_margin: number; style_z: number;
}
/** Each style alone: its seat rates, its own seat habit, and its rates less that habit (plus an
 * even share). */
export interface FairnessStyle {
    style: string; games: number; win_rates: number[]; habit: number[]; adjusted: number[]; spread: number;
}
export interface FairnessReport {
    code: string; games: number; cap: number; bot: string; bots: string[]; seed: number; players: number;
    temperature: number; seats: FairnessSeat[]; unfinished: number; spread: number; spread_ci: [number, number];
    mean_turns: number; mean_actions: number; spot_gap: number; best_opening_wins: number;
    favoured: boolean; verdict: string; trading: boolean; trades_per_game: number;
    win_types: Array<{ seat: number; style: string; games: number; wins: number; longest_road: number;
                       largest_army: number; vp_cards: number; mean_cities: number }>;
    robust: SeatVerdict;
    /** With every seat mixed: each style of the mix alone. */
    styles?: FairnessStyle[];
}
/** Seat fairness, as `hexseed fairness CODE --format json` (or 'text'), byte for byte: the seat
 * verdict's plan, stopping when the verdict is clear (onProgress counts against the most it may
 * play), and with every seat mixed each style alone for the styles' veto. */
export function fairness(code: string | Board, options?: RunOptions & { format?: 'json' }): Promise<FairnessReport>;
export function fairness(code: string | Board, options: RunOptions & { format: 'text' }): Promise<string>;
/** Opening advice, as `hexseed openings CODE --format json` (or 'text', 'svg'). */
/** A settlement spot of the opening advice: its corner (vertex), the tiles around it (their
 * terrains and numbers), its harbor, its value, and its games, wins and win rate with the rate's
 * 95% Wilson interval; `available` is how often it was still free at the seat's pick. */
export interface OpeningSpot {
    vertex: number; tiles: number[]; terrains: string[]; numbers: number[]; harbor: Harbor['type'] | null; value: number;
    games: number; wins: number; win_rate: number; ci: [number, number]; available: number;
}
/** Opening advice, as `hexseed openings CODE --format json`: the snake draft's order, and per
 * seat its two picks and the ranked spots for its first and second settlement. */
export interface OpeningsReport {
    code: string; games_per_spot: number; bot: string; bots: string[]; seed: number; players: number; temperature: number;
    order: Array<{ pick: number; seat: number; settlement: 'first' | 'second' }>;
    seats: Array<{ seat: number; pick: { first: number; second: number }; first: OpeningSpot[]; second: OpeningSpot[] }>;
}
export function openings(code: string | Board, options?: RunOptions & { candidates?: number; format?: 'json' }): Promise<OpeningsReport>;
export function openings(code: string | Board, options: RunOptions & { candidates?: number; format: 'text' | 'svg' }): Promise<string>;
