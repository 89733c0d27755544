/* SPDX-License-Identifier: MIT */
/* catan.c: the Catan board generator. All random draws happen first, in a documented order;
 * then a deterministic, complete backtracking search lays terrain and numbers under the rules.
 *
 * Draws from mulberry32(seed), in this order (docs/design.md repeats this list):
 *   1. terrain: Fisher-Yates shuffle of the terrain bag (tiles - 1 draws);
 *   2. numbers: random placement: shuffle of the tokens in letter order (tokens - 1 draws);
 *               spiral: one draw choosing among the shape's allowed (corner, direction) paths;
 *   3. harbors: shuffle of the harbor bag over the fixed slots (slots - 1 draws);
 *   4. robber: one draw choosing the desert, only when the board has more than one;
 *   5. search order: a shuffle of the tiles (tiles - 1 draws), used only when values move.
 * The search itself draws nothing. A shuffle that already obeys the rules is the board,
 * unchanged, exactly as a rejection sampler would have drawn it; otherwise the solver of
 * place.c repairs it, keeping values where the bag put them as far as the rules allow. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "generate.h"
#include "hexseed/rules.h"
#include "../core/fail.h"
#include "shape.h"

hs_catan_options hs_catan_default(void)
{
    hs_catan_options o = {
        .mode = HS_MODE_CLASSIC,
        .rules = hs_rules_default(),
        .numbers = HS_NUMBERS_RANDOM,
        .seed = 0,
        .max_nodes = 5000000,
        .balance_iterations = HS_BALANCE_STEPS_DEFAULT,
    };
    return o;
}

/* ---- Options ------------------------------------------------------------------------------ */

/* Reads an optionally signed small whole number; advances *s past it. */
static bool read_coord(const char **s, int *out)
{
    const char *p = *s;
    bool neg = *p == '-';
    p += neg || *p == '+';
    if (*p < '0' || *p > '9')
        return false;
    int v = 0;
    for (; *p >= '0' && *p <= '9' && v < 1000; p++)
        v = v * 10 + (*p - '0');
    *out = neg ? -v : v;
    *s = p;
    return true;
}

hs_err hs_lock_parse(const char *text, hs_mode mode, hs_lock *lock, hs_diag *diag)
{
    const char *p = text;
    int q, r;
    if (!read_coord(&p, &q) || *p++ != ',' || !read_coord(&p, &r) || *p++ != '=')
        return hs_fail(diag, HS_EINVAL, "lock '%.40s' is not Q,R=TERRAIN[:NUMBER] (e.g. 0,0=desert or 1,-1=hills:6)",
                       text);
    const char *colon = strchr(p, ':');
    size_t len = colon ? (size_t)(colon - p) : strlen(p);
    int terrain = -1;
    for (int t = 0; t < HS_SEA && terrain < 0; t++)
        if (strlen(hs_terrain_name((hs_terrain)t)) == len && strncasecmp(p, hs_terrain_name((hs_terrain)t), len) == 0)
            terrain = t;
    if (terrain < 0 && len == 1 && hs_terrain_from_letter(*p) >= 0 && hs_terrain_from_letter(*p) < HS_SEA)
        terrain = hs_terrain_from_letter(*p);
    if (terrain < 0)
        return hs_fail(diag, HS_EINVAL,
                       "lock '%.40s': '%.*s' is not a land terrain (desert, forest, hills, fields, pasture, mountains, gold)",
                       text, (int)(len > 20 ? 20 : len), p);
    int number = 0;
    if (colon) {
        const char *n = colon + 1;
        if (!read_coord(&n, &number) || *n || colon[1] == '-' || colon[1] == '+' || !hs_pips(number))
            return hs_fail(diag, HS_EINVAL, "lock '%.40s': the number must be 2 to 6 or 8 to 12", text);
        if (terrain == HS_DESERT)
            return hs_fail(diag, HS_EINVAL, "lock '%.40s': a desert holds no number", text);
    }
    hs_board shape;
    signed char group[HS_BOARD_MAX_TILES];
    hs_layout_tiles(mode, &shape);
    hs_board_groups(&shape, group);
    for (int t = 0; t < shape.n_tiles; t++)
        if (hs_hex_eq(shape.tiles[t].hex, hs_hex_make(q, r)) && group[t] >= 0) {
            lock->tile = (uint8_t)t;
            lock->terrain = (uint8_t)terrain;
            lock->number = (uint8_t)number;
            return HS_OK;
        } else if (hs_hex_eq(shape.tiles[t].hex, hs_hex_make(q, r)) && shape.tiles[t].terrain != HS_SEA) {
            return hs_fail(diag, HS_EINVAL, "lock '%.40s': hex %d,%d is fixed by the %s scenario", text, q, r,
                           hs_mode_name(mode));
        }
    return hs_fail(diag, HS_EINVAL, "lock '%.40s': hex %d,%d is not a land hex of the %s board", text, q, r,
                   hs_mode_name(mode));
}

/* Locks: land tiles of a rulebook layout, each once, within the bags. */
static hs_err check_locks(const hs_catan_options *o, hs_diag *diag)
{
    if (!o->n_locks)
        return HS_OK;
    if (o->n_locks > HS_MAX_LOCKS)
        return hs_fail(diag, HS_EINVAL, "%u locked tiles; at most %d", o->n_locks, HS_MAX_LOCKS);
    if (o->landmass)
        return hs_fail(diag, HS_ECONFLICT, "locked tiles belong to the rulebook layouts, not to landmass boards");
    hs_board shape;
    signed char group[HS_BOARD_MAX_TILES];
    hs_layout_tiles(o->mode, &shape);
    hs_board_groups(&shape, group);
    uint8_t terrains[2][HS_TERRAIN_COUNT] = {{0}}, numbers[2][13] = {{0}};
    for (int k = 0; k < o->n_locks; k++) {
        const hs_lock *l = &o->locks[k];
        if (l->tile >= shape.n_tiles || group[l->tile] < 0)
            return hs_fail(diag, HS_EINVAL, "locked tile %u is not a land hex of the %s board", l->tile,
                           hs_mode_name(o->mode));
        for (int j = 0; j < k; j++)
            if (o->locks[j].tile == l->tile)
                return hs_fail(diag, HS_EINVAL, "hex %d,%d is locked twice", shape.tiles[l->tile].hex.q,
                               shape.tiles[l->tile].hex.r);
        if (l->terrain >= HS_SEA)
            return hs_fail(diag, HS_EINVAL, "a locked tile must be land, not terrain %u", l->terrain);
        if (l->number && (l->terrain == HS_DESERT || !hs_pips(l->number)))
            return hs_fail(diag, HS_EINVAL, "a locked %s cannot hold number %u", hs_terrain_name(l->terrain),
                           l->number);
        if (l->number && o->numbers == HS_NUMBERS_SPIRAL)
            return hs_fail(diag, HS_ECONFLICT, "the spiral lays every number: lock terrain only, or drop the spiral");
        if (hs_layout_fixed(o->mode, l->tile))
            return hs_fail(diag, HS_EINVAL, "hex %d,%d of the %s board is fixed by its setup: it cannot be locked",
                           shape.tiles[l->tile].hex.q, shape.tiles[l->tile].hex.r, hs_mode_name(o->mode));
        int g = group[l->tile];
        terrains[g][l->terrain]++;
        if (l->number)
            numbers[g][l->number]++;
    }
    bool islands = false; /* a second group: the small islands of a Seafarers board */
    for (int t = 0; t < shape.n_tiles; t++)
        islands |= group[t] == 1;
    uint8_t bags[2][HS_TERRAIN_COUNT] = {{0}}, sets[2][13] = {{0}};
    for (int g = 0; g < 2; g++)
        hs_group_bags(o->mode, g, bags[g], sets[g]);
    for (int g = 0; g < 2; g++) {
        const uint8_t *bag = bags[g], *tokens = sets[g];
        for (int t = 0; t < HS_TERRAIN_COUNT; t++)
            if (terrains[g][t] > bag[t]) {
                const char *name = hs_terrain_name((hs_terrain)t);
                const char *where = g ? "small islands' bag" : islands ? "main island" : "board";
                if (islands && bags[!g][t])
                    return hs_fail(diag, HS_EUNSAT, "the locks ask for %u %s tile%s on the %s, which has %u; %s %s are on "
                                   "the %s: lock a hex there", terrains[g][t], name, terrains[g][t] > 1 ? "s" : "",
                                   g ? "small islands" : "main island", bag[t], g ? "the" : "its", name,
                                   g ? "main island" : "small islands");
                return hs_fail(diag, HS_EUNSAT, "the locks ask for %u %s tile%s; the %s has %u", terrains[g][t], name,
                               terrains[g][t] > 1 ? "s" : "", where, bag[t]);
            }
        for (int v = 2; v <= 12; v++)
            if (numbers[g][v] > tokens[v])
                return hs_fail(diag, HS_EUNSAT, "the locks ask for %u number %d token%s; the %s has %u", numbers[g][v],
                               v, numbers[g][v] > 1 ? "s" : "", g ? "small islands' set" : "board", tokens[v]);
    }
    return HS_OK;
}

/* How many number tokens a layout deals (0: its drawing prints every number). */
static int dealt_tokens(hs_mode mode)
{
    int n = 0;
    for (int g = 0; g < 2; g++) {
        uint8_t bag[HS_TERRAIN_COUNT], tokens[13] = {0};
        hs_group_bags(mode, g, bag, tokens);
        for (int v = 0; v < 13; v++)
            n += tokens[v];
    }
    return n;
}

static hs_err check_options(const hs_catan_options *o, hs_diag *diag)
{
    if (HS_CHECK_RESERVED(o, "hs_catan_options", "hs_catan_default", diag))
        return HS_EINVAL;
    if ((unsigned)o->mode >= (unsigned)hs_layout_count())
        return hs_fail(diag, HS_EINVAL, "unknown mode %d", (int)o->mode);
    hs_err err = hs_rules_validate(&o->rules, diag);
    if (err)
        return err;
    if ((unsigned)o->numbers >= HS_NUMBERS_COUNT)
        return hs_fail(diag, HS_EINVAL, "unknown number placement %d", (int)o->numbers);
    if (o->numbers == HS_NUMBERS_SPIRAL && !o->landmass && !hs_shape_of(o->mode))
        return hs_fail(diag, HS_ECONFLICT, "the spiral follows a rulebook island; the %s layout %s: drop the spiral",
                       hs_mode_name(o->mode), dealt_tokens(o->mode) ? "takes searched numbers" : "prints every number");
    if (o->landmass && o->mode != HS_MODE_SEAFARERS)
        return hs_fail(diag, HS_ECONFLICT, "a landmass board is a Seafarers board: mode '%s' has its own layout",
                       hs_mode_name(o->mode));
    if (o->landmass && o->numbers == HS_NUMBERS_SPIRAL)
        return hs_fail(diag, HS_ECONFLICT,
                       "the spiral belongs to the rulebook boards; a landmass board takes searched numbers");
    if (o->landmass && (o->rules.on & HS_RULE_DESERT) && o->rules.desert == HS_DESERT_CENTRE)
        return hs_fail(diag, HS_ECONFLICT, "a landmass board has no centre: use desert=inland");
    return check_locks(o, diag);
}

hs_err hs_catan_options_check(const hs_catan_options *options, hs_diag *diag)
{
    return check_options(options, diag);
}

static hs_err generate_sea(const hs_catan_options *options, hs_board *board, const hs_cancel *cancel,
                           hs_diag *diag);

int hs_catan_start(hs_gen *g, const hs_catan_options *options, hs_board *board, uint8_t *harbor_bag)
{
    const hs_shape *shape = hs_shape_of(options->mode);
    board->n_tiles = hs_shape_tiles(shape, board->tiles);
    hs_gen_init(g, shape, options, board, NULL, board->n_tiles);
    hs_rng rng = hs_rng_seed(options->seed);

    /* 1. terrain bag, 2. numbers */
    hs_gen_draw_terrain(g, &rng, shape->terrain_bag);
    hs_gen_draw_numbers(g, &rng, shape->tokens, shape->n_tokens);

    /* 3. harbors */
    int k = 0;
    for (int t = 0; t < HS_HARBOR_TYPE_COUNT; t++)
        for (int i = 0; i < shape->harbor_bag[t]; i++)
            harbor_bag[k++] = (uint8_t)t;
    hs_rng_shuffle(&rng, harbor_bag, (size_t)k, 1);

    /* 4. robber */
    int deserts = shape->terrain_bag[HS_DESERT];
    int robber_pick = deserts > 1 ? (int)hs_rng_below(&rng, (uint32_t)deserts) : 0;

    /* 5. the search order of the tiles */
    hs_gen_draw_order(g, &rng);
    return robber_pick;
}

static hs_err generate(const hs_catan_options *options, hs_board *board, const hs_cancel *cancel, hs_diag *diag)
{
    hs_err err = check_options(options, diag);
    if (err)
        return err;
    memset(board, 0, sizeof *board);
    board->options = *options;
    board->pirate = -1;
    if (options->landmass)
        return hs_landmass_board(options, board, cancel, diag);
    if (hs_sea_layout_of(options->mode))
        return generate_sea(options, board, cancel, diag);

    /* ~20 KiB of solver state, one value here: generation is re-entrant (no statics). */
    hs_gen g;
    uint8_t harbor_bag[HS_SHAPE_MAX_HARBORS];
    int robber_pick = hs_catan_start(&g, options, board, harbor_bag);
    g.cancel = cancel;
    if ((err = hs_gen_solve(&g, diag)))
        return err;
    hs_gen_store(&g, NULL, board);
    board->backtracks = hs_gen_extra_nodes(&g);
    if (options->numbers == HS_NUMBERS_SPIRAL) {
        board->spiral_corner = g.spiral_used / 2;
        board->spiral_clockwise = !(g.spiral_used & 1);
    }

    board->n_harbors = g.shape->n_harbors;
    for (int h = 0; h < g.shape->n_harbors; h++) {
        const hs_harbor_slot *s = &g.shape->harbors[h];
        board->harbors[h].tile = (uint8_t)hs_shape_tile_index(g.shape, s->row, s->idx);
        board->harbors[h].side = s->side;
        board->harbors[h].type = harbor_bag[h];
    }
    board->robber = hs_board_desert(board, robber_pick);
    return HS_OK;
}

/* ---- Seafarers ------------------------------------------------------------------------- */

/* The Fog Islands' face-down stack: a shuffle of the fog bag (sea included), then a shuffle of
 * the fog tokens; each land hex of the stack takes the next token (a desert none). */
static void draw_fog(const hs_sea_layout *L, const hs_sea_board *sb, hs_rng *rng, hs_board *board)
{
    board->n_fog = sb->n_fog;
    memcpy(board->fog, sb->fog, (size_t)sb->n_fog);
    if (!sb->n_fog)
        return;
    uint8_t stack[HS_BOARD_MAX_FOG], tokens[HS_SEA_MAX_TOKENS];
    int n = 0;
    for (int t = 0; t < HS_TERRAIN_COUNT; t++)
        for (int i = 0; i < L->fog_bag[t] && n < HS_BOARD_MAX_FOG; i++)
            stack[n++] = (uint8_t)t;
    memcpy(tokens, L->fog_tokens, sizeof tokens);
    hs_rng_shuffle(rng, stack, (size_t)n, 1);
    hs_rng_shuffle(rng, tokens, (size_t)L->n_fog_tokens, 1);
    for (int k = 0, next = 0; k < n; k++) {
        board->fog_stack[k].terrain = stack[k];
        bool numbered = stack[k] != HS_SEA && stack[k] != HS_DESERT && next < L->n_fog_tokens;
        board->fog_stack[k].number = numbered ? tokens[next++] : 0;
    }
}

/* How often a layout whose groups touch places its main island before giving up (each try a
 * few thousand nodes at most on Barbarian Attack). */
#define TOUCHING_TRIES 64

/* The fishing grounds' numbers, shuffled over their places (the last draw: only layouts with
 * fishing grounds, all added after the others, make it). */
static void shuffle_fishing(hs_rng *rng, hs_board *board)
{
    uint8_t numbers[HS_BOARD_MAX_PIECES];
    int n = 0;
    for (int k = 0; k < board->n_pieces; k++)
        if (board->pieces[k].kind == HS_PIECE_FISHING)
            numbers[n++] = board->pieces[k].number;
    if (!n)
        return;
    hs_rng_shuffle(rng, numbers, (size_t)n, 1);
    for (int k = 0, next = 0; k < board->n_pieces; k++)
        if (board->pieces[k].kind == HS_PIECE_FISHING)
            board->pieces[k].number = numbers[next++];
}

/* The second token on the main-island hex that took the first (layout.joined), as a piece. */
static void join_tokens(const hs_sea_layout *L, const hs_sea_board *sb, hs_board *board)
{
    for (int k = 0; k < sb->n_main && board->n_pieces < HS_BOARD_MAX_PIECES; k++)
        if (board->tiles[sb->main[k]].number == L->joined[0]) {
            board->pieces[board->n_pieces++] =
                (hs_piece){.kind = HS_PIECE_SECOND, .tile = sb->main[k], .number = L->joined[1]};
            return;
        }
}

/* Through the Desert as the rulebook sets it up: the main island's gold lies beyond the desert,
 * on a cell of `setup->gold_beyond` drawn among those not locked (one draw), fixed there before
 * the terrain shuffle. Nothing is drawn when the locks already place the main group's gold. */
static hs_err fix_gold_beyond(const hs_sea_setup *setup, const hs_sea_board *sb, const uint8_t *bag, hs_gen *main,
                              hs_rng *rng, hs_diag *diag)
{
    int locked = 0, n_open = 0;
    uint8_t open[HS_BOARD_MAX_TILES];
    for (int t = 0; t < main->n; t++)
        locked += main->lock_terrain[t] == HS_GOLD;
    if (locked >= bag[HS_GOLD])
        return HS_OK;
    for (const char *p = setup->gold_beyond; *p;) {
        int tile = hs_sea_cell(sb, &p);
        for (int t = 0; t < sb->n_main; t++)
            if (sb->main[t] == tile && main->lock_terrain[t] == HS_PLACE_NONE)
                open[n_open++] = (uint8_t)t;
    }
    if (!n_open)
        return hs_fail(diag, HS_EUNSAT, "the locks leave no hex beyond the desert for the main island's gold: "
                                        "unlock one of them, or lock the gold there");
    hs_gen_fix(main, open[hs_rng_below(rng, (uint32_t)n_open)], HS_GOLD, 0);
    return HS_OK;
}

/* Seafarers boards. Draws from mulberry32(seed), in this order (New World first deals land
 * and sea over its N cells, and takes its harbors as free-form land does at step 5; a setup
 * with the gold beyond the desert first draws the gold's hex, before step 1):
 *   1. main-island terrain shuffle;  2. small-island terrain shuffle;
 *   3. main-island numbers (spiral path or token shuffle);  4. small-island token shuffle;
 *   5. harbor shuffle over the slots not fixed;  6. robber's desert, when the main island has
 *      two and the setup does not place the robber;
 *   7. main-island search order;  8. small-island search order;
 *   9. with fog hexes: the fog stack's terrain shuffle, then its token shuffle;
 *  10. with fishing grounds: the shuffle of their numbers.
 * Each group is then searched on its own: the rules hold within the main island and within
 * the small islands (which never touch it). The small islands always take shuffled numbers. */
hs_err hs_catan_generate(const hs_catan_options *options, hs_board *board, hs_diag *diag)
{
    return generate(options, board, NULL, diag);
}

hs_err hs_catan_generate_cancel(const hs_catan_options *options, hs_board *board, const hs_cancel *cancel,
                                hs_diag *diag)
{
    return generate(options, board, cancel, diag);
}

static hs_err generate_sea(const hs_catan_options *options, hs_board *board, const hs_cancel *cancel,
                           hs_diag *diag)
{
    const hs_sea_layout *L = hs_sea_layout_of(options->mode);
    const hs_sea_setup *setup = hs_sea_setup_of(options->mode);
    hs_sea_board sb;
    hs_sea_read(L, board, &sb);
    if (setup && setup->seats)
        hs_pieces_for_seats(board, setup->seats);

    const uint8_t *main_terrain, *main_tokens, *main_harbors;
    int n_main_tokens;
    hs_main_bags(options->mode, &main_terrain, &main_tokens, &n_main_tokens, &main_harbors);
    hs_rng rng = hs_rng_seed(options->seed);
    if (sb.n_new) { /* New World: land and sea dealt over the N cells first, the land its main group */
        uint8_t dealt[HS_BOARD_MAX_TILES];
        for (int k = 0; k < sb.n_new; k++)
            dealt[k] = k < L->n_new_land;
        hs_rng_shuffle(&rng, dealt, (size_t)sb.n_new, 1);
        for (int k = 0; k < sb.n_new; k++)
            if (dealt[k]) {
                board->tiles[sb.new_cells[k]].terrain = HS_DESERT; /* land, terrain to come */
                sb.main[sb.n_main++] = sb.new_cells[k];
            }
    }
    hs_gen main, isles;
    hs_gen_init(&main, hs_shape_of(options->mode), options, board, sb.main, sb.n_main);
    /* Touching groups: the small islands' search holds the main island too, as context fixed once
     * the main island is placed (locked then, not now: the draws see the small islands' own). */
    int n_isles = sb.n_islands;
    if (L->touching) {
        memcpy(sb.islands + sb.n_islands, sb.main, (size_t)sb.n_main);
        n_isles += sb.n_main;
    }
    hs_gen_init(&isles, NULL, options, board, sb.islands, n_isles);
    for (int t = sb.n_islands; t < n_isles; t++)
        isles.lock_terrain[t] = isles.lock_number[t] = HS_PLACE_NONE;
    main.cancel = isles.cancel = cancel;
    main.inland_only = isles.inland_only = L->inland_only;
    for (int t = 0; t < sb.n_main; t++)
        if (sb.fixed[sb.main[t]])
            hs_gen_fix(&main, t, sb.fixed_terrain[sb.main[t]], sb.fixed_number[sb.main[t]]);
    hs_err err;
    if (setup && setup->golds_apart) { /* a gold hex never beside a gold hex */
        main.terrain_conflict[HS_GOLD] |= (uint16_t)(1u << HS_GOLD);
        isles.terrain_conflict[HS_GOLD] |= (uint16_t)(1u << HS_GOLD);
    }
    if (setup && setup->gold_beyond && (err = fix_gold_beyond(setup, &sb, main_terrain, &main, &rng, diag)))
        return err;

    hs_gen_draw_terrain(&main, &rng, main_terrain);
    hs_gen_draw_terrain(&isles, &rng, L->island_bag);
    hs_gen_draw_numbers(&main, &rng, main_tokens, n_main_tokens);
    hs_gen_draw_numbers(&isles, &rng, L->island_tokens, L->n_island_tokens);
    uint8_t harbor_bag[HS_BOARD_MAX_HARBORS], left[HS_HARBOR_TYPE_COUNT];
    memcpy(left, main_harbors, sizeof left);
    for (int h = 0; h < sb.n_slots; h++) /* fixed harbors leave the bag */
        if (sb.slot_type[h] >= 0 && left[sb.slot_type[h]])
            left[sb.slot_type[h]]--;
    int k = 0;
    for (int t = 0; t < HS_HARBOR_TYPE_COUNT; t++)
        for (int i = 0; i < left[t]; i++)
            harbor_bag[k++] = (uint8_t)t;
    if (sb.n_new) /* New World: harbors on the coast as dealt, as on free-form land */
        hs_land_harbors(board, &rng, k);
    else
        hs_rng_shuffle(&rng, harbor_bag, (size_t)k, 1);
    int deserts = main_terrain[HS_DESERT];
    bool placed = setup && setup->robber; /* the setup names the robber's start */
    int robber_pick = deserts > 1 && !placed ? (int)hs_rng_below(&rng, (uint32_t)deserts) : 0;
    hs_gen_draw_order(&main, &rng);
    hs_gen_draw_order(&isles, &rng);
    draw_fog(L, &sb, &rng, board);
    shuffle_fishing(&rng, board);
    if (sb.n_new && sb.n_new > L->n_new_land) { /* New World: the pirate on a sea hex of the deal */
        int pick = (int)hs_rng_below(&rng, (uint32_t)(sb.n_new - L->n_new_land));
        for (int c = 0, seen = 0; c < sb.n_new; c++)
            if (board->tiles[sb.new_cells[c]].terrain == HS_SEA && seen++ == pick)
                board->pirate = sb.new_cells[c];
    }

    for (int attempt = 0;; attempt++) {
        if (sb.n_main && (err = hs_gen_solve(&main, diag)))
            return err;
        hs_gen_store(&main, sb.main, board);
        for (int t = sb.n_islands; t < n_isles; t++) { /* touching: the main island as placed */
            const hs_tile *placed_tile = &board->tiles[sb.islands[t]];
            hs_gen_fix(&isles, t, placed_tile->terrain, placed_tile->number);
        }
        err = sb.n_islands ? hs_gen_solve(&isles, diag) : HS_OK;
        if (err != HS_EUNSAT || !L->touching)
            break;
        /* No placement around this main island, which proves nothing: the main island's draws
         * again, from where the draws are, up to TOUCHING_TRIES times. */
        if (attempt + 1 == TOUCHING_TRIES)
            return hs_fail(diag, HS_ELIMIT, "gave up: the %s board's outer hexes found no placement under these "
                           "rules around %d placements of the inner ones", hs_mode_name(options->mode), TOUCHING_TRIES);
        hs_gen_draw_terrain(&main, &rng, main_terrain);
        hs_gen_draw_numbers(&main, &rng, main_tokens, n_main_tokens);
        hs_gen_draw_order(&main, &rng);
    }
    if (err)
        return err;
    hs_gen_store(&isles, sb.islands, board);
    board->backtracks = hs_gen_extra_nodes(&main) + hs_gen_extra_nodes(&isles);
    if (options->numbers == HS_NUMBERS_SPIRAL) {
        board->spiral_corner = main.spiral_used / 2;
        board->spiral_clockwise = !(main.spiral_used & 1);
    }

    if (!sb.n_new)
        board->n_harbors = sb.n_slots;
    for (int h = 0, free_slot = 0; h < sb.n_slots; h++) {
        hs_hex land = hs_hex_neighbor(board->tiles[sb.slot_sea[h]].hex, sb.slot_dir[h]);
        for (int t = 0; t < board->n_tiles; t++)
            if (hs_hex_eq(board->tiles[t].hex, land))
                board->harbors[h].tile = (uint8_t)t;
        board->harbors[h].side = (uint8_t)((sb.slot_dir[h] + 3) % 6);
        board->harbors[h].type = sb.slot_type[h] >= 0 ? (uint8_t)sb.slot_type[h] : harbor_bag[free_slot++];
    }
    if (L->joined[0])
        join_tokens(L, &sb, board);
    board->robber = hs_board_desert(board, robber_pick);
    if (board->robber < 0)
        board->robber = sb.robber; /* no desert: the marked hex, or off the board (-1) */
    if (placed) {
        const char *at = setup->robber;
        board->robber = *at ? hs_sea_cell(&sb, &at) : -1;
    }
    return HS_OK;
}

