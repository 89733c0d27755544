/* SPDX-License-Identifier: MIT */
/* tests/wasm/driver.c: runs a script of requests through js/glue.c (the C side of the JavaScript
 * face) and prints one line per request: the request's first word and, per output, its length and
 * FNV-1a digest (or the error). Built twice by tests/wasm/run, natively against the native library
 * and to WebAssembly (build-wasm/tests/driver.js), so that comparing the two prints compares every
 * output byte for byte. `driver full` prints the outputs themselves instead of their digests.
 * Requests, one a line, fields separated by tabs, '-' for "not given":
 *   catan MODE SEED RULES LOCKS SPIRAL BALANCE METRIC STEPS  (BALANCE 0, 1 balanced, 2 unbalanced)
 *   seafarers SCENARIO PLAYERS SEED RULES LOCKS SPIRAL LANDMASS SWAP
 *   board CODE
 *   score LINE METRIC HARBORS
 *   landmass RULE START SWAP (JSON and grid)   landmass-all RULE START SWAP (and text, SVG)
 *   survey TOP
 *   house SEED INTENSITY COUNT          empire MAP WIDTH HEIGHT LAND
 *   terrain W H RATIO ITERATIONS UPDATE BORDER NEIGHBOURHOOD SURVIVE BIRTH METHOD SEED WX WY WW WH
 *   fairness CODE GAMES SEED PLAYERS BOTS TEMPERATURE MAX_TURNS
 *   openings CODE GAMES SEED PLAYERS BOTS TEMPERATURE MAX_TURNS CANDIDATES
 *   event SEED TABLES PLAYERS ROUNDS MODE RULES */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hexseed/hexseed.h"

#include "../../js/glue.h"

typedef struct printer {
    bool full;
} printer;

/* One output: its digest (or itself), or the error that stood in its place. */
static void put(const printer *pr, char *text, const hsw_status *st)
{
    if (!text) {
        printf(" error %d %s", st->err, st->msg);
        return;
    }
    if (pr->full) {
        printf("\n%s", text);
    } else {
        uint64_t h = 0xcbf29ce484222325u;
        size_t n = 0;
        for (; text[n]; n++)
            h = (h ^ (unsigned char)text[n]) * 0x100000001b3u;
        printf(" %zu:%016llx", n, (unsigned long long)h);
    }
    hsw_free(text);
}

/* One output of the generator table (hsw_request): its `len` bytes' digest, or the error. */
static void put_bytes(const printer *pr, unsigned char *bytes, uint32_t len, const hsw_status *st)
{
    if (!bytes) {
        printf(" error %d %s", st->err, st->msg);
        return;
    }
    if (pr->full) {
        printf("\n%.*s", (int)len, (const char *)bytes);
    } else {
        uint64_t h = 0xcbf29ce484222325u;
        for (uint32_t n = 0; n < len; n++)
            h = (h ^ bytes[n]) * 0x100000001b3u;
        printf(" %u:%016llx", (unsigned)len, (unsigned long long)h);
    }
    hsw_free(bytes);
}

/* Every format of `generator` that both builds make (not cairo's drawings, not libpng's PNG),
 * through the generator table with the JSON parameters `params`. */
static void table_outputs(const printer *pr, const char *generator, const char *params)
{
    static const struct {
        const char *generator, *formats[6];
    } made[] = {
        {"house-rules", {"json", "text"}},
        {"empire", {"json", "grid", "text", "tmj"}},
        {"terrain", {"json", "text", "svg", "pgm", "tmj"}},
        {"landmass", {"json", "grid", "text", "svg", "tmj"}},
        {"survey", {"json", "text"}},
        {"event", {"json", "text"}},
    };
    for (size_t k = 0; k < sizeof made / sizeof made[0]; k++)
        for (int i = 0; strcmp(made[k].generator, generator) == 0 && i < 6 && made[k].formats[i]; i++) {
            hsw_status s = {0, ""};
            uint32_t len = 0;
            bool survey = strcmp(generator, "survey") == 0; /* the landmass generator's survey */
            unsigned char *out = hsw_request(survey ? "landmass" : generator, params, made[k].formats[i], &len, &s);
            put_bytes(pr, out, len, &s);
        }
}

static const char *opt(const char *field)
{
    return strcmp(field, "-") == 0 ? NULL : field;
}

/* Every output of a board: the code, JSON, both SVG styles, text with and without colour, line,
 * Tiled's map and the hexseed explanation. */
static void board_outputs(const printer *pr, hs_board *b, const hsw_status *st)
{
    if (!b) {
        put(pr, NULL, st);
        return;
    }
    static const struct {
        const char *params, *format;
        int color;
    } outputs[] = {
        {"{}", "code", 0},  {"{}", "json", 0}, {"{\"style\":\"compact\"}", "svg", 0}, {"{\"style\":\"legible\"}", "svg", 0},
        {"{}", "text", 0},  {"{}", "text", 1}, {"{}", "line", 0},                      {"{}", "tmj", 0},
    };
    for (size_t i = 0; i < sizeof outputs / sizeof outputs[0]; i++) {
        hsw_status s = {0, ""};
        put(pr, hsw_render(b, outputs[i].params, outputs[i].format, outputs[i].color, &s), &s);
    }
    hsw_status s = {0, ""};
    put(pr, hsw_explain(b, NULL, 0, &s), &s);
    hsw_board_free(b);
}

/* Appends `"name":"text"` to the JSON object being written at `at` (the field's text holds no
 * quote or backslash: rules, locks, names); nothing for a field not given ('-'). */
static void json_field(char *params, size_t size, const char *name, const char *field)
{
    if (strcmp(field, "-") == 0)
        return;
    size_t at = strlen(params);
    snprintf(params + at, size - at, "%s\"%s\":\"%s\"", at > 1 ? "," : "", name, field);
}

/* A board request of the script as the JSON parameters of the generator table. */
static hs_board *board_of(char **f, hsw_status *st)
{
    char params[2048] = "{";
    if (strcmp(f[0], "catan") == 0) {
        json_field(params, sizeof params, "mode", f[1]);
        json_field(params, sizeof params, "seed", f[2]);
        json_field(params, sizeof params, "rules", f[3]);
        json_field(params, sizeof params, "lock", f[4]);
        json_field(params, sizeof params, "spiral", f[5]);
        json_field(params, sizeof params, atoi(f[6]) == 2 ? "unbalanced" : "balanced", atoi(f[6]) ? "1" : "-");
        json_field(params, sizeof params, "metric", f[7]);
        json_field(params, sizeof params, "iterations", strcmp(f[8], "0") == 0 ? "-" : f[8]);
    } else if (strcmp(f[0], "seafarers") == 0) {
        json_field(params, sizeof params, "scenario", f[1]);
        json_field(params, sizeof params, "players", f[2]);
        json_field(params, sizeof params, "seed", f[3]);
        json_field(params, sizeof params, "rules", f[4]);
        json_field(params, sizeof params, "lock", f[5]);
        json_field(params, sizeof params, "spiral", f[6]);
        json_field(params, sizeof params, "landmass", f[7]);
        json_field(params, sizeof params, "swap", f[8]);
    } else {
        json_field(params, sizeof params, "code", f[1]);
    }
    strncat(params, "}", sizeof params - strlen(params) - 1);
    return hsw_board(strcmp(f[0], "fairness") == 0 || strcmp(f[0], "openings") == 0 ? "board" : f[0], params, st);
}

static void run(const printer *pr, hs_board *b, bool openings, char **f, const hsw_status *st)
{
    if (!b) {
        put(pr, NULL, st);
        return;
    }
    /* the request's values as the generator table names them; one bot for every seat, or a list */
    char params[512];
    int at = snprintf(params, sizeof params, "{\"games\":%s,\"seed\":%s,\"temperature\":%s,\"max-turns\":%s", f[2],
                      f[3], f[6], f[7]);
    if (atoi(f[4]) > 0)
        at += snprintf(params + at, sizeof params - (size_t)at, ",\"players\":%s", f[4]);
    if (strcmp(f[5], "-") != 0)
        at += snprintf(params + at, sizeof params - (size_t)at, ",\"%s\":\"%s\"", strchr(f[5], ',') ? "bots" : "bot", f[5]);
    if (openings)
        at += snprintf(params + at, sizeof params - (size_t)at, ",\"candidates\":%s", f[8]);
    snprintf(params + at, sizeof params - (size_t)at, "}");
    hsw_status s = {0, ""};
    hsw_run *r = hsw_run_new(b, openings ? "openings" : "fairness", params, &s);
    hsw_board_free(b);
    if (!r) {
        put(pr, NULL, &s);
        return;
    }
    /* Seven games a step: what is tested is that the sums over steps are those of hs_sim_run (and
     * of the verdict's plan: the total drops to the games played when the plan stops early). */
    int done;
    while ((done = hsw_run_step(r, 7)) >= 0 && done < hsw_run_total(r))
        ;
    static const char *const formats[] = {"json", "text", "svg"};
    for (int i = 0; i < (openings ? 3 : 2); i++) {
        hsw_status t = {0, ""};
        put(pr, hsw_run_report(r, formats[i], &t), &t);
    }
    hsw_run_free(r);
}

int main(int argc, char **argv)
{
    printer pr = {argc > 1 && strcmp(argv[1], "full") == 0};
    char line[4096];
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\r\n")] = '\0';
        if (!line[0] || line[0] == '#')
            continue;
        char *f[20] = {0};
        int n = 0;
        for (char *p = line; p && n < 20;) {
            f[n++] = p;
            p = strchr(p, '\t');
            if (p)
                *p++ = '\0';
        }
        for (int i = n; i < 20; i++)
            f[i] = "-";
        hsw_status st = {0, ""};
        printf("%s", f[0]);
        if (strcmp(f[0], "catan") == 0 || strcmp(f[0], "seafarers") == 0 || strcmp(f[0], "board") == 0)
            board_outputs(&pr, board_of(f, &st), &st);
        else if (strcmp(f[0], "score") == 0) {
            static const char *const formats[] = {"json", "line", "text"};
            for (int i = 0; i < 3; i++) {
                hsw_status s = {0, ""};
                put(&pr, hsw_score(f[1], opt(f[2]), atoi(f[3]), formats[i], &s), &s);
            }
        } else if (strncmp(f[0], "landmass", 8) == 0) {
            /* every pair in two formats; landmass-all also the others */
            char params[96];
            snprintf(params, sizeof params, "{\"rule\":%s,\"start\":%s,\"swap\":%s}", f[1], f[2], f[3]);
            static const char *const all[] = {"json", "grid", "text", "svg", "tmj"};
            for (int i = 0; i < (strcmp(f[0], "landmass-all") == 0 ? 5 : 2); i++) {
                hsw_status s = {0, ""};
                uint32_t len = 0;
                unsigned char *out = hsw_request("landmass", params, all[i], &len, &s);
                put_bytes(&pr, out, len, &s);
            }
        } else if (strcmp(f[0], "survey") == 0) {
            char params[64];
            snprintf(params, sizeof params, "{\"survey\":true,\"top\":%s}", f[1]);
            table_outputs(&pr, "survey", params);
        } else if (strcmp(f[0], "house") == 0) {
            char params[160];
            snprintf(params, sizeof params, "{\"seed\":%s,\"intensity\":%s,\"count\":%s}", f[1], f[2], f[3]);
            table_outputs(&pr, "house-rules", params);
        } else if (strcmp(f[0], "event") == 0) {
            char params[256];
            int at = snprintf(params, sizeof params, "{\"seed\":%s,\"tables\":%s,\"mode\":\"%s\",\"rules\":\"%s\"", f[1],
                              f[2], f[5], f[6]);
            if (opt(f[3]))
                at += snprintf(params + at, sizeof params - (size_t)at, ",\"players\":%s", f[3]);
            if (opt(f[4]))
                at += snprintf(params + at, sizeof params - (size_t)at, ",\"rounds\":%s", f[4]);
            snprintf(params + at, sizeof params - (size_t)at, "}");
            table_outputs(&pr, "event", params);
        } else if (strcmp(f[0], "empire") == 0) {
            char params[160];
            snprintf(params, sizeof params, "{\"map\":%s,\"width\":%s,\"height\":%s,\"land\":%s}", f[1], f[2], f[3],
                     f[4]);
            table_outputs(&pr, "empire", params);
        } else if (strcmp(f[0], "terrain") == 0) {
            /* width height ratio iterations update border neighbourhood survive birth method seed x y w h, the
             * choices by their index and -1 for "the neighbourhood's default", w = 0 for no window */
            static const char *const updates[] = {"simultaneous", "in-place"}, *const borders[] = {"water", "land", "wrap"},
                                     *const hoods[] = {"moore", "hex"}, *const methods[] = {"automaton", "subdivide"};
            char params[512], extra[128] = "";
            size_t at = 0;
            if (atoi(f[8]) >= 0)
                at += (size_t)snprintf(extra + at, sizeof extra - at, ",\"survive\":%s", f[8]);
            if (atoi(f[9]) >= 0)
                at += (size_t)snprintf(extra + at, sizeof extra - at, ",\"birth\":%s", f[9]);
            if (atoi(f[14]) > 0)
                snprintf(extra + at, sizeof extra - at, ",\"window\":\"%s,%s,%s,%s\"", f[12], f[13], f[14], f[15]);
            snprintf(params, sizeof params,
                     "{\"width\":%s,\"height\":%s,\"land-ratio\":%s,\"iterations\":%s,\"update\":\"%s\","
                     "\"border\":\"%s\",\"neighbourhood\":\"%s\",\"method\":\"%s\",\"seed\":%s%s}",
                     f[1], f[2], f[3], f[4], updates[atoi(f[5]) & 1], borders[atoi(f[6]) % 3], hoods[atoi(f[7]) & 1],
                     methods[atoi(f[10]) & 1], f[11], extra);
            table_outputs(&pr, "terrain", params);
        } else if (strcmp(f[0], "fairness") == 0 || strcmp(f[0], "openings") == 0) {
            run(&pr, board_of(f, &st), strcmp(f[0], "openings") == 0, f, &st);
        } else {
            printf(" unknown request");
        }
        printf("\n");
        fflush(stdout);
    }
    return 0;
}
