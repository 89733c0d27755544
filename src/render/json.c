/* SPDX-License-Identifier: MIT */
/* json.c: the whole board as JSON (schema in docs/formats.md), built with jansson. */
#include <jansson.h>
#include <string.h>

#include "hexseed/code.h"
#include "hexseed/rules.h"
#include "hexseed/score.h"
#include "hexseed/render.h"
#include "jdoc.h"
#include "scene.h"

static const char *const dir_names[6] = {"E", "SE", "SW", "W", "NW", "NE"};
static const char *const corner_names[6] = {"N", "NE", "SE", "S", "SW", "NW"};
static const char *const board_corners[6] = {"top-left", "top-right", "right", "bottom-right", "bottom-left", "left"};

static json_t *hex_json(hs_hex h)
{
    return json_pack("{s:i, s:i}", "q", h.q, "r", h.r);
}

/* The document, or NULL; a part that could not be added marks *d failed (jdoc.h). */
static json_t *board_json(const hs_board *b, jdoc *d)
{
    hs_code code;
    if (hs_code_encode(&b->options, &code, NULL) != HS_OK)
        return NULL;
    /* The rules as their canonical words ("red", "pips=10"), in table order. */
    json_t *rules = json_array();
    char words[256];
    hs_rules_format(&b->options.rules, words, sizeof words);
    for (char *w = words; b->options.rules.on && w;) {
        char *comma = strchr(w, ',');
        if (comma)
            *comma = '\0';
        jdoc_add(d, rules, json_string(w));
        w = comma ? comma + 1 : NULL;
    }

    json_t *hexes = json_array();
    for (int i = 0; i < b->n_tiles; i++) {
        const hs_tile *t = &b->tiles[i];
        const char *resource = hs_terrain_resource(t->terrain);
        json_t *hex = json_pack("{s:i, s:i, s:s, s:o, s:i, s:i}", "q", t->hex.q, "r", t->hex.r, "terrain",
                                hs_terrain_name(t->terrain), "resource", resource ? json_string(resource) : json_null(),
                                "number", t->number, "pips", hs_pips(t->number));
        /* a hex with a second token (The Rivers of Catan: the 12 on the 2): both, in the order laid */
        json_t *numbers = NULL;
        for (int k = 0; k < b->n_pieces && hex; k++)
            if (b->pieces[k].kind == HS_PIECE_SECOND && b->pieces[k].tile == i) {
                if (!numbers)
                    numbers = json_pack("[i]", t->number);
                jdoc_add(d, numbers, json_integer(b->pieces[k].number));
            }
        if (numbers)
            jdoc_set(d, hex, "numbers", numbers);
        unsigned rolls = hs_terrain_catches((hs_terrain)t->terrain); /* a lake's fish */
        if (rolls && hex) {
            json_t *catches = json_array();
            for (int roll = 2; roll <= 12; roll++)
                if (rolls & (1u << roll))
                    jdoc_add(d, catches, json_integer(roll));
            jdoc_set(d, hex, "catches", catches);
        }
        jdoc_add(d, hexes, hex);
    }

    json_t *harbors = json_array();
    for (int h = 0; h < b->n_harbors; h++) {
        const hs_harbor *hb = &b->harbors[h];
        hs_hex land = b->tiles[hb->tile].hex;
        jdoc_add(d, harbors,
                 json_pack("{s:s, s:i, s:o, s:s, s:[s, s], s:o}", "type", hs_harbor_name(hb->type),
                           "ratio", hs_harbor_ratio(hb->type), "hex", hex_json(land), "edge",
                           dir_names[hb->side], "corners", corner_names[(hb->side + 1) % 6],
                           corner_names[(hb->side + 2) % 6], "sea",
                           hex_json(hs_hex_neighbor(land, hb->side))));
    }

    json_t *root = json_pack("{s:s, s:s, s:o, s:s, s:I, s:o, s:o}", "code", code.text, "mode",
                             hs_mode_name(b->options.mode), "rules", rules, "numbers",
                             b->options.numbers == HS_NUMBERS_SPIRAL ? "spiral" : "random", "seed",
                             (json_int_t)b->options.seed, "hexes", hexes, "harbors", harbors);
    if (!root)
        return NULL;
    jdoc_set(d, root, "robber", b->robber >= 0 ? hex_json(b->tiles[b->robber].hex) : json_null());
    if (b->options.balance)
        jdoc_set(d, root, "balance",
                 json_pack("{s:s, s:s, s:i}", "direction", b->options.balance == HS_BALANCE_LEAST ? "least" : "most",
                           "metric", hs_metric_name((hs_metric)b->options.balance_metric),
                           "steps", (int)b->options.balance_iterations));
    if (b->options.n_locks) {
        json_t *locks = json_array();
        for (int k = 0; k < b->options.n_locks; k++) {
            const hs_lock *l = &b->options.locks[k];
            json_t *one = json_pack("{s:i, s:i, s:s}", "q", b->tiles[l->tile].hex.q, "r", b->tiles[l->tile].hex.r,
                                    "terrain", hs_terrain_name((hs_terrain)l->terrain));
            jdoc_set(d, one, "number", l->number ? json_integer(l->number) : json_null());
            jdoc_add(d, locks, one);
        }
        jdoc_set(d, root, "locks", locks);
    }
    if (b->options.landmass)
        jdoc_set(d, root, "landmass", json_pack("{s:i, s:i, s:b}", "rule", b->options.land_rule, "start",
                                                b->options.land_start, "swap", b->options.land_swap));
    if (scene_pirate_game(b)) /* the Seafarers' boards have a pirate (null: off the board) */
        jdoc_set(d, root, "pirate", b->pirate >= 0 ? hex_json(b->tiles[b->pirate].hex) : json_null());
    const hs_layout_info *l = hs_layout_at(b->options.mode);
    if (!b->options.landmass && l && l->scenario) { /* a Seafarers scenario: its name, VP, fixed hexes */
        json_t *scenario = json_pack("{s:s, s:s, s:s, s:i}", "name", l->scenario, "label", l->label, "players",
                                     l->players, "vp", l->vp);
        jdoc_set(d, scenario, "goal", l->goal ? json_string(l->goal) : json_null());
        /* the deserts the setup fixes (Through the Desert's strip), then every hex it fixes */
        json_t *deserts = json_array(), *fixed = json_array();
        for (int t = 0; t < b->n_tiles; t++)
            if (hs_board_fixed(b, t)) {
                const hs_tile *f = &b->tiles[t];
                if (f->terrain == HS_DESERT)
                    jdoc_add(d, deserts, hex_json(f->hex));
                jdoc_add(d, fixed, json_pack("{s:i, s:i, s:s, s:i}", "q", f->hex.q, "r", f->hex.r, "terrain",
                                             hs_terrain_name((hs_terrain)f->terrain), "number", f->number));
            }
        jdoc_set(d, scenario, "fixed_deserts", deserts);
        jdoc_set(d, scenario, "fixed", fixed);
        json_t *pieces = json_array();
        for (int k = 0; k < b->n_pieces; k++) { /* villages, fortresses, ... where the rulebook sets them */
            const hs_piece *p = &b->pieces[k];
            int place = hs_piece_place((hs_piece_kind)p->kind);
            json_t *one = json_pack("{s:s, s:o}", "kind", hs_piece_name((hs_piece_kind)p->kind), "hex",
                                    hex_json(b->tiles[p->tile].hex));
            if (place == HS_PLACE_CORNER)
                jdoc_set(d, one, "corner", json_string(corner_names[p->at % 6]));
            else if (place == HS_PLACE_EDGE)
                jdoc_set(d, one, "edge", json_string(dir_names[p->at % 6]));
            if (p->number)
                jdoc_set(d, one, p->kind == HS_PIECE_PATH ? "step" : "number", json_integer(p->number));
            jdoc_add(d, pieces, one);
        }
        jdoc_set(d, scenario, "pieces", pieces);
        if (b->n_fog) { /* The Fog Islands: where the fog is, and the face-down stack, top first */
            json_t *where = json_array(), *stack = json_array();
            for (int k = 0; k < b->n_fog; k++) {
                const hs_tile *f = &b->fog_stack[k];
                const char *resource = hs_terrain_resource(f->terrain);
                jdoc_add(d, where, hex_json(b->tiles[b->fog[k]].hex));
                jdoc_add(d, stack, json_pack("{s:s, s:o, s:i, s:i}", "terrain", hs_terrain_name(f->terrain),
                                             "resource", resource ? json_string(resource) : json_null(),
                                             "number", f->number, "pips", hs_pips(f->number)));
            }
            jdoc_set(d, scenario, "fog", json_pack("{s:o, s:o}", "hexes", where, "stack", stack));
        }
        jdoc_set(d, root, "scenario", scenario);
    }
    if (b->options.numbers == HS_NUMBERS_SPIRAL)
        jdoc_set(d, root, "spiral", json_pack("{s:s, s:s}", "corner", board_corners[b->spiral_corner % 6],
                                              "direction", b->spiral_clockwise ? "clockwise" : "counterclockwise"));
    return root;
}

hs_err hs_render_json(const hs_board *b, hs_sink out)
{
    jdoc d = {false};
    json_t *root = board_json(b, &d);
    return jdoc_write(&d, root, JSON_COMPACT | JSON_REAL_PRECISION(17), out);
}
