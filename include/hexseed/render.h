/* SPDX-License-Identifier: MIT */
/* hexseed/render.h: Catan boards as text, JSON, SVG and the board line, and the other maps
 * and results as text, JSON and SVG. Every renderer writes through a caller-chosen sink and
 * returns the sink's error, if any. The drawings made by cairo (board PNG and PDF, Hex Empire
 * SVG and PNG) are in hexseed/cairo.h, a library of their own (libhexseed-cairo).
 *
 * Thread-safety: any thread, any number of calls at once: the library shares nothing mutable
 * between calls (the tables it builds on first use are built once, under pthread_once). An
 * object a call writes (its out-parameters, the buffer behind a sink, a handle it frees) is not
 * used by another thread during that call; objects only read may be shared. */
#ifndef HEXSEED_RENDER_H
#define HEXSEED_RENDER_H

#include <stdbool.h>

#include "hexseed/catan.h"
#include "hexseed/terrain.h"
#include "hexseed/score.h"
#include "hexseed/empire.h"
#include "hexseed/houserules.h"
#include "hexseed/landmass.h"
#include "hexseed/sim.h"
#include "hexseed/sink.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A readable board for the terminal: the hexes in their rows, harbors, robber and the share
 * code. `color` adds ANSI colours (for a TTY). Errors: HS_EINVAL or HS_ELIMIT for a board whose
 * options cannot be written as a share code (hs_code_encode: one the library did not make), and
 * the sink's own (HS_EIO, HS_ENOMEM, HS_ELIMIT, a callback's; hs_sink_write). */
hs_err hs_render_text(const hs_board *board, hs_sink out, bool color);

/* The whole board as one JSON object (schema in docs/formats.md), keys in a fixed order,
 * followed by a newline. Errors: HS_ENOMEM when the document cannot be built, which includes a
 * board whose options cannot be written as a share code (one the library did not make); and the
 * sink's own (HS_EIO, HS_ENOMEM, HS_ELIMIT, a callback's; hs_sink_write). */
hs_err hs_render_json(const hs_board *board, hs_sink out);

/* The file name every Tiled map of hexseed gives its tile atlas (the tileset's "image"), to be
 * found beside the map: hs_render_tileset_png (hexseed/cairo.h) draws it, `hexseed tileset`
 * writes it, and a server serves it beside its maps. */
#define HS_TILESET_IMAGE "hexseed-tiles.png"

/* The board as a Tiled map (.tmj JSON, docs/formats.md "Tiled maps"): hexagonal orientation
 * with staggeraxis "y" and the staggerindex that puts hexseed's rows on Tiled's rows; a tile
 * layer "terrain" of the board's hexes and, but for the Seafarers layouts that lay their own sea,
 * a ring of sea around them, from the embedded image tileset "hexseed-tiles" (the atlas
 * HS_TILESET_IMAGE; tile properties tile, terrain, shape, color; on a board's terrains resource
 * and letter too; gid 0 where the map has no cell; a hex under fog shows the fog tile); object layers
 * "numbers" (text objects), "harbors" (points at the middle of the coastal edge), "pieces"
 * (robber, pirate, scenario pieces, fixed deserts) and, on The Fog Islands, "fog". Every object
 * carries its hex's axial q, r and Tiled's col, row as properties. One line, with a newline.
 * Errors: HS_ENOMEM, or the sink's. */
hs_err hs_render_tmj(const hs_board *board, hs_sink out);

/* The board line: `<letters> <numbers>` in tile order (docs/formats.md), with a newline. Errors:
 * the sink's own (HS_EIO, HS_ENOMEM, HS_ELIMIT, a callback's; hs_sink_write). */
hs_err hs_render_line(const hs_board *board, hs_sink out);

/* The rule table (hexseed/rules.h), one rule a line: its spelling, what it asks and its range,
 * each line indented by `indent` spaces. Errors: the sink's own (HS_EIO, HS_ENOMEM, HS_ELIMIT, a
 * callback's; hs_sink_write). */
hs_err hs_render_rules_text(hs_sink out, int indent);

/* The rule table as JSON: {"rules": [{"name", "label", "help", "kind", "param"}, ...],
 * "default", "all"}; param is null, {"type": "int"|"terrain-int", "min", "max", "default"} or
 * {"type": "enum", "values", "default"} (docs/http.md, GET /api/rules). Errors: HS_ENOMEM when
 * the document cannot be built, and the sink's own (HS_EIO, HS_ENOMEM, HS_ELIMIT, a callback's;
 * hs_sink_write). */
hs_err hs_render_rules_json(hs_sink out);

/* The layout table as JSON: {"layouts": [{"name", "label", "family", "scenario",
 * "scenario_label", "players", "vp", "rules", "goal", "offered"}, ...]}, in the table's order
 * (docs/http.md, GET /api/layouts). scenario_label is the scenario's name ("The Fog Islands"),
 * null for the base game; offered is false for a setup a later entry corrected. Errors:
 * HS_ENOMEM when the document cannot be built, and the sink's own (HS_EIO, HS_ENOMEM, HS_ELIMIT,
 * a callback's; hs_sink_write). */
hs_err hs_render_layouts_json(hs_sink out);

/* A printable vector drawing: terrain colours, tokens with pips (6 and 8 in red), harbors
 * with their ratio and resource, the robber, and the code. Errors: HS_ENOMEM (the drawing's
 * shapes), and the sink's own (HS_EIO, HS_ENOMEM, HS_ELIMIT, a callback's; hs_sink_write). */
hs_err hs_render_svg(const hs_board *board, hs_sink out);

/* How the drawing reads. COMPACT is the print look (pips as dots); LEGIBLE is for a board
 * a few hundred pixels wide on a phone: larger numbers, the pips as a count, bigger harbor
 * labels. Every style draws the same hexes in the same places. */
typedef enum hs_draw_style { HS_DRAW_COMPACT, HS_DRAW_LEGIBLE, HS_DRAW_STYLE_COUNT } hs_draw_style; /* the count may grow */

/* hs_render_svg in a chosen style (HS_EINVAL for a style outside the enum, `diag` says so;
 * `diag` may be NULL). The SVG opens with
 * a <title> and a <desc> that say the board in words: every land hex with its number, the
 * harbors and the robber, for screen readers. Errors: HS_EINVAL as said, and hs_render_svg's. */
hs_err hs_render_svg_style(const hs_board *board, hs_sink out, hs_draw_style style, hs_diag *diag);

/* ---- Landmasses (hexseed/landmass.h) ------------------------------------------------------ */

/* Eight lines of eight characters in the spec's legend: '#' '~' 'x' '.'. Errors: the sink's own
 * (HS_EIO, HS_ENOMEM, HS_ELIMIT, a callback's; hs_sink_write). */
hs_err hs_render_landmass_grid(const hs_landmass *m, hs_sink out);

/* The hexes as they lie (odd columns half a row lower), with counts and a legend. Errors: the
 * sink's own (HS_EIO, HS_ENOMEM, HS_ELIMIT, a callback's; hs_sink_write). */
hs_err hs_render_landmass_text(const hs_landmass *m, hs_sink out, bool color);

/* {"rule","start","swap","grid":[8 strings],"land","water","islands","largest_island",
 *  "small_islands","coast","same_map_pairs","score"} (docs/landmass.md). Errors: HS_ENOMEM when
 * the document cannot be built, and the sink's own (HS_EIO, HS_ENOMEM, HS_ELIMIT, a callback's;
 * hs_sink_write). */
hs_err hs_render_landmass_json(const hs_landmass *m, hs_sink out);

/* The grid for Tiled (.tmj, docs/formats.md "Tiled maps"): hexagonal, staggeraxis "x" and
 * staggerindex "odd", cell (col, row) as in the grid; one tile layer "terrain" with the tiles
 * land, water, imaginary-land, imaginary-water (properties terrain, color, real). One line, with
 * a newline. Errors: HS_ENOMEM, or the sink's. */
hs_err hs_render_landmass_tmj(const hs_landmass *m, hs_sink out);

/* Flat-topped hexes in odd-q columns: land, water, and the imaginary cells in grey. Errors: the
 * sink's own (HS_EIO, HS_ENOMEM, HS_ELIMIT, a callback's; hs_sink_write). */
hs_err hs_render_landmass_svg(const hs_landmass *m, hs_sink out);

/* The survey's best maps as a table, or as {"pairs": 65536, "best": [...]}. Errors: HS_ENOMEM
 * when the document cannot be built, and the sink's own (HS_EIO, HS_ENOMEM, HS_ELIMIT, a
 * callback's; hs_sink_write). */
hs_err hs_render_survey_text(const hs_landmass_rating *best, int n, hs_sink out);
hs_err hs_render_survey_json(const hs_landmass_rating *best, int n, hs_sink out);

/* ---- House rules (hexseed/houserules.h) ------------------------------------------------- */

/* The drawn rules as a numbered list with names and tiers. Errors: the sink's own (HS_EIO,
 * HS_ENOMEM, HS_ELIMIT, a callback's; hs_sink_write). */
hs_err hs_render_house_text(const hs_house_options *options, const hs_house_rule *rules, hs_sink out);

/* {"seed","intensity","count","rules":[{"name","tier","intensity","text"}]}. Errors: HS_ENOMEM
 * when the document cannot be built, and the sink's own (HS_EIO, HS_ENOMEM, HS_ELIMIT, a
 * callback's; hs_sink_write). */
hs_err hs_render_house_json(const hs_house_options *options, const hs_house_rule *rules, hs_sink out);

/* ---- Hex Empire maps (hexseed/empire.h) -------------------------------------------------- */

/* The reference dumps' grid: height lines of width characters (. # T P R V B G). Errors: the
 * sink's own (HS_EIO, HS_ENOMEM, HS_ELIMIT, a callback's; hs_sink_write). */
hs_err hs_render_empire_grid(const hs_empire *map, hs_sink out);

/* The hexes as they lie (odd columns half a row lower), the legend, and the towns with names.
 * Errors: the sink's own (HS_EIO, HS_ENOMEM, HS_ELIMIT, a callback's; hs_sink_write). */
hs_err hs_render_empire_text(const hs_empire *map, hs_sink out, bool color);

/* {"map","width","height","original","grid":[...],"towns":[{"x","y","kind","name","capital"}],
 *  "groups":[[[x,y],...],...],"paths":[{"from","to","over_water","fields":[[x,y],...]}]}.
 * Errors: HS_ENOMEM when the document cannot be built, and the sink's own (HS_EIO, HS_ENOMEM,
 * HS_ELIMIT, a callback's; hs_sink_write). */
hs_err hs_render_empire_json(const hs_empire *map, hs_sink out);

/* The map for Tiled (.tmj, docs/formats.md "Tiled maps"): hexagonal, staggeraxis "x" and
 * staggerindex "odd" (odd columns half a field lower), field (x, y) on cell (x, y); a tile layer
 * "terrain" (tiles water and land) and an object layer "towns" (a point at each town's or port's
 * centre, type "town" or "port", properties kind, name, capital (0..3 or -1), letter, x, y).
 * One line, with a newline. Errors: HS_ENOMEM, or the sink's. */
hs_err hs_render_empire_tmj(const hs_empire *map, hs_sink out);


/* ---- Balance scores (hexseed/score.h) ----------------------------------------------------- */

/* {"board","metric","raw":{"rd","rc","pc","pdr","pdb"[,"harbor"]},"normalized":{...},"score"},
 * floats with 17 significant digits (they read back to the same doubles). Errors: HS_ENOMEM when
 * the document cannot be built, and the sink's own (HS_EIO, HS_ENOMEM, HS_ELIMIT, a callback's;
 * hs_sink_write). */
hs_err hs_render_score_json(const char *line, const hs_score *score, hs_sink out);

/* The board line, the score and each factor, raw and normalised. Errors: the sink's own (HS_EIO,
 * HS_ENOMEM, HS_ELIMIT, a callback's; hs_sink_write). */
hs_err hs_render_score_text(const char *line, const hs_score *score, hs_sink out);

/* `<score with 17 digits> <board line>`: sortable. Errors: the sink's own (HS_EIO, HS_ENOMEM,
 * HS_ELIMIT, a callback's; hs_sink_write). */
hs_err hs_render_score_line(const char *line, const hs_score *score, hs_sink out);

/* The score and its factors, then where the cost comes from: the hexes that cluster, equal
 * numbers side by side, which side of which line is heavy, and the pips of each resource.
 * Errors: the sink's own (HS_EIO, HS_ENOMEM, HS_ELIMIT, a callback's; hs_sink_write). */
hs_err hs_render_explain(const hs_board *board, const hs_score *score, hs_sink out);

/* ---- Land and water maps (hexseed/terrain.h) --------------------------------------------- */

#define HS_TERRAIN_SVG_MAX_CELLS (512 * 512)
#define HS_TERRAIN_JSON_MAX_CELLS (2048 * 2048)

/* height lines of width characters: '#' land, '.' water. Errors: HS_ENOMEM (its row buffer), and
 * the sink's own (HS_EIO, HS_ENOMEM, HS_ELIMIT, a callback's; hs_sink_write). */
hs_err hs_render_terrain_text(const hs_terrain_map *map, hs_sink out);

/* A binary PGM (P5): 255 land, 0 water, for other tools. Errors: HS_ENOMEM, and the sink's own
 * (HS_EIO, HS_ENOMEM, HS_ELIMIT, a callback's; hs_sink_write). */
hs_err hs_render_terrain_pgm(const hs_terrain_map *map, hs_sink out);

/* A 1-bit palette PNG, each cell `scale` x `scale` pixels (1..64), written row by row: the
 * whole image is never in memory. HS_EINVAL for a bad scale, HS_ELIMIT for an image wider or
 * taller than 2^31 pixels; `diag` (may be NULL) says which. Errors: those two, HS_ENOMEM
 * (libpng's structures), and the sink's own (HS_EIO, HS_ENOMEM, HS_ELIMIT, a callback's;
 * hs_sink_write) (HS_EIO when libpng fails otherwise). */
hs_err hs_render_terrain_png(const hs_terrain_map *map, hs_sink out, int scale, hs_diag *diag);

/* An SVG (land as runs of rectangles), each cell `scale` units (1..64, else HS_EINVAL), for maps
 * up to HS_TERRAIN_SVG_MAX_CELLS (HS_ELIMIT above); `diag` (may be NULL) says which. Errors:
 * those two, and the sink's own (HS_EIO, HS_ENOMEM, HS_ELIMIT, a callback's; hs_sink_write). */
hs_err hs_render_terrain_svg(const hs_terrain_map *map, hs_sink out, int scale, hs_diag *diag);

/* {"width","height","seed","land_ratio","iterations","update","border","neighbourhood","x","y",
 *  "window":[w,h],"land","rows":[...]}, up to HS_TERRAIN_JSON_MAX_CELLS (HS_ELIMIT above).
 * Errors: HS_ELIMIT as said, HS_ENOMEM, and the sink's own (HS_EIO, HS_ENOMEM, HS_ELIMIT, a
 * callback's; hs_sink_write). */
hs_err hs_render_terrain_json(const hs_terrain_map *map, const hs_terrain_options *options, hs_sink out);

/* The map (or window) for Tiled (.tmj, docs/formats.md "Tiled maps"), up to
 * HS_TERRAIN_JSON_MAX_CELLS (HS_ELIMIT above): with options->neighbourhood HS_HEX a hexagonal map
 * (staggeraxis "y"; staggerindex "odd", or "even" for a window starting on an odd row, so that
 * the whole map's odd rows are the shifted ones), else an orthogonal one; one tile layer
 * "terrain" of the tiles water (gid 1) and land (gid 2). One line, with a newline. Errors:
 * HS_ELIMIT as said, HS_ENOMEM, and the sink's own (HS_EIO, HS_ENOMEM, HS_ELIMIT, a callback's;
 * hs_sink_write). */
hs_err hs_render_terrain_tmj(const hs_terrain_map *map, const hs_terrain_options *options, hs_sink out);

/* ---- Seat fairness (hexseed/sim.h) ---------------------------------------------------------- */

/* The verdict in words, e.g. "no seat is detectably favoured in 2,000 games" or "seat 1 is
 * favoured: it wins 31.0% ± 1.2% of 2,000 games (25.0% if the seats were equal)", into `buf`
 * (always NUL-terminated; 200 bytes are enough). Errors: none (a short `buf` truncates). */
void hs_fairness_verdict(const hs_sim_result *result, char *buf, size_t cap);

/* {"code","games","bot","bots":[...],"seed","players","temperature","seats":[{"seat","wins",
 *  "win_rate","ci":[lo,hi],"mean_points"},...],"unfinished","spread","spread_ci":[lo,hi],
 *  "mean_turns","mean_actions","spot_gap","favoured","verdict"} on one line for the run `result`
 * of `board`; "bot" is the one bot of every seat or "mixed"; "spot_gap" is hs_sim_spot_gap;
 * then "trading", "trades_per_game" and "win_types" as hs_render_fairness_styles_json writes
 * them. Rates and means with 6 significant digits. Errors: HS_EINVAL or HS_ENOMEM when the
 * board's spot values cannot be had (hs_sim_spot_values: a board the engine does not play),
 * HS_ENOMEM when the document cannot be built, and the sink's own (HS_EIO, HS_ENOMEM, HS_ELIMIT,
 * a callback's; hs_sink_write). */
hs_err hs_render_fairness_json(const char *code, const hs_board *board, const hs_sim_options *options,
                               const hs_sim_result *result, hs_sink out);

/* A table of the seats with their intervals, the spread, the best spot's lead and the verdict.
 * Errors: HS_EINVAL or HS_ENOMEM when the board's spot values cannot be had (hs_sim_spot_values:
 * a board the engine does not play), and the sink's own (HS_EIO, HS_ENOMEM, HS_ELIMIT, a
 * callback's; hs_sink_write). */
hs_err hs_render_fairness_text(const char *code, const hs_board *board, const hs_sim_options *options,
                               const hs_sim_result *result, hs_sink out);

/* The verdict over player styles (hs_sim_robust_of): `mix` a run with every seat mixed and
 * `per_style` from hs_sim_run_styles, e.g. "the seat effect depends on how people play: ...";
 * when no seat is favoured it names up to three styles for which alone a seat is (the mix
 * averages them away); NULL per_style gives hs_fairness_verdict. 512 bytes are enough. Errors:
 * none (a short `buf` truncates). */
void hs_fairness_verdict_styles(const hs_sim_result *mix, const hs_sim_result *per_style, char *buf, size_t cap);

/* hs_render_fairness_json with, after its keys, "trading", "trades_per_game", "win_types":[{"seat",
 * "style","games","wins","longest_road","largest_army","vp_cards","mean_cities"},...] (per seat
 * and the style it played; wins holding each card) and, when per_style is not NULL, "styles":
 * [{"style","games","win_rates":[...],"spread","favoured"},...] and "robust":{"favoured",
 * "depends","seat","against"}; "favoured" and "verdict" are then the verdict over styles.
 * Errors: as hs_render_fairness_json. */
hs_err hs_render_fairness_styles_json(const char *code, const hs_board *board, const hs_sim_options *options,
                                      const hs_sim_result *result, const hs_sim_result *per_style, hs_sink out);

/* The text table with, after it, each style's seat rates (when per_style is not NULL) and how the
 * games were won by the style the winner played. Errors: as hs_render_fairness_text. */
hs_err hs_render_fairness_styles_text(const char *code, const hs_board *board, const hs_sim_options *options,
                                      const hs_sim_result *result, const hs_sim_result *per_style, hs_sink out);

/* Opening advice (hs_sim_openings_of for `players` seats of `board`) as text: the snake order the
 * advice assumes, then the picks in that order (1, .., n, n, .., 1), each with its ranked
 * candidate spots named by their tiles and harbor. Errors: the sink's own (HS_EIO, HS_ENOMEM,
 * HS_ELIMIT, a callback's; hs_sink_write). */
hs_err hs_render_openings_text(const char *code, const hs_board *board, const hs_sim_options *options, int players,
                               const hs_sim_openings *seats, hs_sink out);

/* The same as one JSON line: {"code","games_per_spot","bot","bots","seed","players","temperature","seats":[{"seat",
 * "pick":{"first","second"},"first":[spot...],"second":[spot...]}],"order":[{"pick","seat","settlement"}...]},
 * a spot being {"vertex","tiles":[i...],"terrains":[...],"numbers":[...],"harbor" (name or null),"value",
 * "games","wins","win_rate","ci":[lo,hi],"available"}; "pick" the seat's two picks in the draft
 * (1-based). Errors: HS_ENOMEM when the document cannot be built, and the sink's own (HS_EIO,
 * HS_ENOMEM, HS_ELIMIT, a callback's; hs_sink_write). */
hs_err hs_render_openings_json(const char *code, const hs_board *board, const hs_sim_options *options, int players,
                               const hs_sim_openings *seats, hs_sink out);

/* The board's drawing (as hs_render_svg, nested in an outer SVG with a caption band under it) with
 * the advice drawn on it in the seats' colours: a disc at each seat's advised first spot, a ring at
 * its second, labelled with the seat number (at least 11 px on a 390 px wide drawing; no two
 * markers touch), and the caption naming the snake order assumed. Errors: HS_ENOMEM,
 * hs_graph_build's for a board of more than HS_GRAPH_MAX_HEXES hexes, and the sink's own
 * (HS_EIO, HS_ENOMEM, HS_ELIMIT, a callback's; hs_sink_write). */
hs_err hs_render_openings_svg(const hs_board *board, int players, const hs_sim_openings *seats, hs_sink out);

#ifdef __cplusplus
}
#endif

#endif
