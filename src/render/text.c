/* SPDX-License-Identifier: MIT */
/* text.c: the board for a terminal (rows of hexes, optional ANSI colour) and the board line. */
#include <stdio.h>
#include <string.h>

#include "hexseed/code.h"
#include "hexseed/rules.h"
#include "hexseed/render.h"
#include "scene.h"

static const char *const dir_names[6] = {"E", "SE", "SW", "W", "NW", "NE"};

static const char *abbrev(int terrain)
{
    static const char *const names[HS_TERRAIN_COUNT] = {"De", "Fo", "Hi", "Fi", "Pa", "Mo", "Go", "~~",
                                                                 "La", "Oa", "Ca", "Qu", "Gl", "Sw"};
    return (unsigned)terrain < HS_TERRAIN_COUNT ? names[terrain] : "??";
}

/* The terminal palette: each terrain's background and the ink of its letters and number. Ink is
 * black or white, whichever reads better; every pair has a contrast of at least 4.5:1 (WCAG),
 * which tests/test_text.c checks. The tile colours of the drawings are lightened or darkened
 * where they would not reach it (forest and sea darker, hills lighter). */
void scene_text_colors(int terrain, uint32_t *background, uint32_t *ink)
{
    static const uint32_t bg[HS_TERRAIN_COUNT] = {
        [HS_DESERT] = 0xe3cf9cu,   [HS_FOREST] = 0x236b2eu,    [HS_HILLS] = 0xd2764au,
        [HS_FIELDS] = 0xe9c046u,   [HS_PASTURE] = 0x9ccc5au,   [HS_MOUNTAINS] = 0x9a9ea3u,
        [HS_GOLD] = 0xf2b705u,     [HS_SEA] = 0x2a6f9eu,       [HS_LAKE] = 0x1f5f8bu,
        [HS_OASIS] = 0xc9e07au,    [HS_CASTLE] = 0x6b5b73u,    [HS_QUARRY] = 0xb8b2a6u,
        [HS_GLASSWORKS] = 0x7fd4c8u, [HS_SWAMP] = 0x4a5d3au,
    };
    static const uint32_t fg[HS_TERRAIN_COUNT] = {
        [HS_DESERT] = 0x000000u,   [HS_FOREST] = 0xffffffu,    [HS_HILLS] = 0x000000u,
        [HS_FIELDS] = 0x000000u,   [HS_PASTURE] = 0x000000u,   [HS_MOUNTAINS] = 0x000000u,
        [HS_GOLD] = 0x000000u,     [HS_SEA] = 0xffffffu,       [HS_LAKE] = 0xffffffu,
        [HS_OASIS] = 0x000000u,    [HS_CASTLE] = 0xffffffu,    [HS_QUARRY] = 0x000000u,
        [HS_GLASSWORKS] = 0x000000u, [HS_SWAMP] = 0xffffffu,
    };
    bool known = (unsigned)terrain < HS_TERRAIN_COUNT;
    *background = known ? bg[terrain] : 0xffffffu;
    *ink = known ? fg[terrain] : 0x000000u;
}

/* The piece of `kind` on tile `tile`, or NULL. */
static const hs_piece *piece_on(const hs_board *b, int tile, hs_piece_kind kind)
{
    for (int k = 0; k < b->n_pieces; k++)
        if (b->pieces[k].kind == kind && b->pieces[k].tile == tile)
            return &b->pieces[k];
    return NULL;
}

/* True when the board shows terrain `t` (face up, or in the fog's stack). */
static bool shows(const hs_board *b, int t)
{
    for (int i = 0; i < b->n_tiles; i++)
        if (b->tiles[i].terrain == t && hs_board_fog(b, i) < 0)
            return true;
    for (int k = 0; k < b->n_fog; k++)
        if (b->fog_stack[k].terrain == t)
            return true;
    return false;
}

/* The key under the board: what its cells show, only what this board has, wrapped to the
 * terminal's 80 columns. */
static hs_err key(const hs_board *b, hs_sink out)
{
    char entries[24][64];
    int n = 0;
    static const int order[] = {HS_FOREST, HS_HILLS,  HS_FIELDS, HS_PASTURE, HS_MOUNTAINS, HS_DESERT, -1,
                                HS_GOLD,   HS_SEA,    HS_LAKE,   HS_OASIS,   HS_CASTLE,    HS_QUARRY, HS_GLASSWORKS,
                                HS_SWAMP};
    bool red = false, second = false, river = false;
    for (int i = 0; i < b->n_tiles; i++)
        red |= (b->tiles[i].number == 6 || b->tiles[i].number == 8) && hs_board_fog(b, i) < 0;
    for (int k = 0; k < b->n_pieces; k++) {
        second |= b->pieces[k].kind == HS_PIECE_SECOND;
        river |= b->pieces[k].kind == HS_PIECE_RIVER;
    }
    for (size_t o = 0; o < sizeof order / sizeof *order; o++) {
        int t = order[o];
        if (t < 0) { /* the robber and the red numbers, after the base game's terrains */
            if (b->robber >= 0)
                snprintf(entries[n++], sizeof entries[0], "R robber");
            if (red)
                snprintf(entries[n++], sizeof entries[0], "*6 *8 the most rolled numbers");
            continue;
        }
        if (!shows(b, t))
            continue;
        const char *resource = hs_terrain_resource((hs_terrain)t);
        unsigned rolls = hs_terrain_catches((hs_terrain)t);
        if (t == HS_GOLD)
            resource = "any resource";
        if (rolls) {
            char list[48] = "";
            for (int roll = 2; roll <= 12; roll++)
                if (rolls & (1u << roll))
                    snprintf(list + strlen(list), sizeof list - strlen(list), " %d", roll);
            snprintf(entries[n++], sizeof entries[0], "%s %s (fish on%s)", abbrev(t), hs_terrain_name((hs_terrain)t),
                     list);
        } else
            snprintf(entries[n++], sizeof entries[0], "%s %s%s%s%s", abbrev(t), hs_terrain_name((hs_terrain)t),
                     resource ? " (" : "", resource ? resource : "", resource ? ")" : "");
        if (t == HS_SEA && scene_pirate_game(b)) /* the Seafarers' boards; the expansions' have none */
            snprintf(entries[n++], sizeof entries[0], "%s",
                     b->pirate >= 0 ? "P pirate" : "(the pirate starts off the board)");
    }
    if (river)
        snprintf(entries[n++], sizeof entries[0], "{Pa 6} a river runs through the hex");
    if (second)
        snprintf(entries[n++], sizeof entries[0], "2+ two tokens on the hex (pieces)");
    hs_err err = HS_OK;
    size_t used = 0;
    for (int k = 0; k < n && !err; k++) {
        size_t len = strlen(entries[k]);
        if (used && used + 2 + len > 78) {
            err = hs_sink_puts(out, "\n");
            used = 0;
        }
        if (!err)
            err = hs_sink_printf(out, "  %s", entries[k]);
        used += 2 + len;
    }
    return err ? err : hs_sink_puts(out, "\n");
}

/* Rows of the board: tiles are in row-major order and a new row starts where r changes. */
static int row_of(const hs_board *b, int i)
{
    return b->tiles[i].hex.r - b->tiles[0].hex.r;
}

hs_err hs_render_text(const hs_board *b, hs_sink out, bool color)
{
    hs_err err = HS_OK;
    hs_code code;
    if ((err = hs_code_encode(&b->options, &code, NULL)))
        return err;
    char rules[256];
    hs_rules_format(&b->options.rules, rules, sizeof rules);
    char on[48] = "";
    if (b->options.landmass)
        snprintf(on, sizeof on, " on landmass %u:%u%s", b->options.land_rule, b->options.land_start,
                 b->options.land_swap ? " swapped" : "");
    char locked[32] = "";
    if (b->options.n_locks)
        snprintf(locked, sizeof locked, ", %u locked tile%s", b->options.n_locks, b->options.n_locks > 1 ? "s" : "");
    err = hs_sink_printf(out, "hexseed %s board%s, seed %u, rules %s%s%s\n\n", hs_mode_name(b->options.mode), on,
                         (unsigned)b->options.seed, rules, b->options.numbers == HS_NUMBERS_SPIRAL ? ", spiral numbers" : "",
                         locked);

    /* Indent each row by how far its first hex sits right of the leftmost one. */
    int min_x2 = 1 << 30;
    for (int i = 0; i < b->n_tiles; i++) {
        int x2 = 2 * b->tiles[i].hex.q + b->tiles[i].hex.r;
        if (x2 < min_x2)
            min_x2 = x2;
    }
    for (int i = 0; i < b->n_tiles && !err; i++) {
        const hs_tile *t = &b->tiles[i];
        bool first = i == 0 || row_of(b, i) != row_of(b, i - 1);
        if (first) {
            int x2 = 2 * t->hex.q + t->hex.r - min_x2;
            err = hs_sink_printf(out, "  %*s", 4 * x2, "");
        }
        /* Every cell is 7 columns and a space, so a half-hex step is 4 columns. */
        /* 6 and 8, the most rolled, carry a star (and bold in colour): marked by more than hue. */
        bool red = t->number == 6 || t->number == 8;
        char num[4] = "  ";
        bool fog = hs_board_fog(b, i) >= 0, river = !fog && piece_on(b, i, HS_PIECE_RIVER); /* {Pa 6} */
        red = red && !fog; /* a face-down hex keeps its number to itself */
        if (fog)
            snprintf(num, sizeof num, " ?");
        else if (red) {
            num[0] = '*';
            num[1] = (char)('0' + t->number);
        } else if (t->number && t->number < 10 && piece_on(b, i, HS_PIECE_SECOND)) {
            num[0] = (char)('0' + t->number); /* "2+": and another token (the pieces say which) */
            num[1] = '+';
        } else if (t->number)
            snprintf(num, sizeof num, "%2d", t->number);
        else if (i == b->robber)
            snprintf(num, sizeof num, " R");
        else if (i == b->pirate)
            snprintf(num, sizeof num, " P");
        if (color) {
            uint32_t c, ink;
            scene_text_colors(t->terrain, &c, &ink);
            err = hs_sink_printf(out, "\x1b[48;2;%u;%u;%um\x1b[38;2;%u;%u;%u%sm%s%s %s%s\x1b[0m ", (c >> 16) & 0xff,
                                 (c >> 8) & 0xff, c & 0xff, (ink >> 16) & 0xff, (ink >> 8) & 0xff, ink & 0xff,
                                 red ? ";1" : "", river ? "{" : " ", abbrev(t->terrain), num, river ? "}" : " ");
        } else {
            err = hs_sink_printf(out, "%s%s %s%s ", river ? "{" : "[", fog ? "??" : abbrev(t->terrain), num,
                                 river ? "}" : "]");
        }
        bool last = i + 1 == b->n_tiles || row_of(b, i + 1) != row_of(b, i);
        if (!err && last)
            err = hs_sink_puts(out, "\n");
    }
    if (!err)
        err = hs_sink_puts(out, "\n");
    if (!err)
        err = key(b, out);
    if (!err && scene_sea_layout(&b->options)) { /* the scenario, its goal and its own pieces */
        const hs_layout_info *l = hs_layout_at(b->options.mode);
        bool fixed = false; /* a fixed desert strip (Through the Desert); other fixed hexes are their setup's */
        for (int t = 0; t < b->n_tiles; t++)
            fixed |= hs_board_fixed(b, t) && b->tiles[t].terrain == HS_DESERT;
        err = hs_sink_printf(out, "\n  %s: %d victory points%s%s\n%s", l->label, l->vp, l->goal ? " " : "",
                             l->goal ? l->goal : "", fixed ? "  the De hexes are the scenario's fixed desert strip\n" : "");
        if (!err && b->n_fog) {
            err = hs_sink_printf(out, "  ?? ? under fog: %d hexes face down, drawn from this stack (top first):\n   ",
                                 b->n_fog);
            for (int k = 0; k < b->n_fog && !err; k++) {
                const hs_tile *f = &b->fog_stack[k];
                if (f->number)
                    err = hs_sink_printf(out, " %s %d%s", abbrev(f->terrain), f->number, k + 1 < b->n_fog ? "," : "\n");
                else
                    err = hs_sink_printf(out, " %s%s", abbrev(f->terrain), k + 1 < b->n_fog ? "," : "\n");
            }
        }
        static const char *const corners[6] = {"N", "NE", "SE", "S", "SW", "NW"};
        for (int k = 0; k < b->n_pieces && !err; k++) {
            const hs_piece *p = &b->pieces[k];
            int place = hs_piece_place((hs_piece_kind)p->kind), row = row_of(b, p->tile), idx = 0;
            for (int i = p->tile - 1; i >= 0 && row_of(b, i) == row; i--)
                idx++;
            char where[32], number[16] = "";
            snprintf(where, sizeof where, "%s%s", place == HS_PLACE_CORNER ? corners[p->at % 6] : place == HS_PLACE_EDGE
                     ? dir_names[p->at % 6] : "", place == HS_PLACE_CORNER ? " corner of" : place == HS_PLACE_EDGE
                     ? " edge of" : "on");
            if (p->kind == HS_PIECE_SECOND) /* the hex's two tokens, as its cell's "2+" says */
                snprintf(number, sizeof number, ": %u+%u", b->tiles[p->tile].number, p->number);
            else if (p->number)
                snprintf(number, sizeof number, p->kind == HS_PIECE_PATH ? ", step %u" : ", number %u", p->number);
            err = hs_sink_printf(out, "%s    %c %-9s %s row %d hex %d%s\n", k ? "" : "  pieces:\n",
                                 hs_piece_letter((hs_piece_kind)p->kind), hs_piece_name((hs_piece_kind)p->kind), where,
                                 row + 1, idx + 1, number);
        }
        if (!err && b->robber < 0)
            err = hs_sink_puts(out, "  the robber starts off the board\n");
        else if (!err && b->tiles[b->robber].number) {
            int row = row_of(b, b->robber), idx = 0;
            for (int i = b->robber - 1; i >= 0 && row_of(b, i) == row; i--)
                idx++;
            err = hs_sink_printf(out, "  the robber starts on row %d hex %d (%s)\n", row + 1, idx + 1,
                                 hs_terrain_name((hs_terrain)b->tiles[b->robber].terrain));
        }
    }
    if (!err)
        err = hs_sink_puts(out, "\n  harbors:\n");
    for (int h = 0; h < b->n_harbors && !err; h++) {
        const hs_harbor *hb = &b->harbors[h];
        const hs_tile *t = &b->tiles[hb->tile];
        int row = row_of(b, hb->tile), idx = 0;
        for (int i = hb->tile - 1; i >= 0 && row_of(b, i) == row; i--)
            idx++;
        err = hs_sink_printf(out, "    %-8s %d:1  on the %s edge of row %d hex %d (%s)\n", hs_harbor_name(hb->type),
                             hs_harbor_ratio(hb->type), dir_names[hb->side], row + 1, idx + 1,
                             hs_terrain_name(t->terrain));
    }
    if (!err)
        err = hs_sink_printf(out, "\n  share code: %s\n", code.text);
    return err;
}

hs_err hs_render_line(const hs_board *b, hs_sink out)
{
    char line[4 * HS_BOARD_MAX_TILES + 8];
    int n = 0;
    for (int i = 0; i < b->n_tiles; i++)
        line[n++] = hs_terrain_letter(b->tiles[i].terrain);
    for (int i = 0; i < b->n_tiles; i++)
        n += snprintf(line + n, sizeof line - (size_t)n, " %d", b->tiles[i].number);
    line[n++] = '\n';
    return hs_sink_write(out, line, (size_t)n);
}
