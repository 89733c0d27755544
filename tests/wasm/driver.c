/* SPDX-License-Identifier: MIT */
/* tests/wasm/driver.c: runs a script of requests through js/glue.c (the C side of the JavaScript
 * face) and prints one line per request: the request's first word and, per output, its length and
 * FNV-1a digest (or the error). Built twice by tests/wasm/run, natively against the native library
 * and to WebAssembly (build-wasm/tests/driver.js), so that comparing the two prints compares every
 * output byte for byte. `driver full` prints the outputs themselves instead of their digests.
 * Requests, one a line, fields separated by tabs, '-' for "not given":
 *   catan MODE SEED RULES LOCKS SPIRAL BALANCE METRIC STEPS
 *   seafarers SCENARIO PLAYERS SEED RULES LOCKS SPIRAL LANDMASS SWAP
 *   board CODE
 *   score LINE METRIC HARBORS
 *   landmass RULE START SWAP (JSON and grid)   landmass-all RULE START SWAP (and text, SVG)
 *   survey TOP
 *   house SEED INTENSITY COUNT          empire MAP WIDTH HEIGHT LAND
 *   terrain W H RATIO ITERATIONS UPDATE BORDER NEIGHBOURHOOD SURVIVE BIRTH METHOD SEED WX WY WW WH
 *   fairness CODE GAMES SEED PLAYERS BOTS TEMPERATURE MAX_TURNS
 *   openings CODE GAMES SEED PLAYERS BOTS TEMPERATURE MAX_TURNS CANDIDATES */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hexseed/hexseed.h"

/* js/glue.c's functions (it has no header: JavaScript is its one caller). */
typedef struct hsw_status {
    int err;
    char msg[256];
} hsw_status;
typedef struct hsw_run hsw_run;
void hsw_free(void *p);
hs_board *hsw_catan(const char *, uint32_t, const char *, const char *, int, int, const char *, uint32_t,
                    hsw_status *);
hs_board *hsw_seafarers(const char *, const char *, uint32_t, const char *, const char *, int, const char *, int,
                        hsw_status *);
hs_board *hsw_decode(const char *, hsw_status *);
void hsw_board_free(hs_board *);
char *hsw_render(const hs_board *, const char *, hsw_status *);
char *hsw_score(const char *, const char *, int, const char *, hsw_status *);
char *hsw_explain(const hs_board *, const char *, int, hsw_status *);
char *hsw_landmass(int, int, int, const char *, hsw_status *);
char *hsw_survey(int, const char *, hsw_status *);
char *hsw_house(uint32_t, int, int, const char *, hsw_status *);
char *hsw_empire(uint32_t, int, int, int, const char *, hsw_status *);
char *hsw_terrain(int, int, double, int, int, int, int, int, int, int, uint32_t, int, int, int, int, int, double,
                  const char *, hsw_status *);
hsw_run *hsw_run_new(const hs_board *, int, uint32_t, uint32_t, int, const char *, double, int, int, int, hsw_status *);
int hsw_run_step(hsw_run *, uint32_t);
char *hsw_run_report(hsw_run *, const char *, hsw_status *);
void hsw_run_free(hsw_run *);

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

static const char *opt(const char *field)
{
    return strcmp(field, "-") == 0 ? NULL : field;
}

/* Every output of a board: JSON, both SVG styles, text with and without colour, line, code and
 * the hexseed explanation. */
static void board_outputs(const printer *pr, hs_board *b, const hsw_status *st)
{
    if (!b) {
        put(pr, NULL, st);
        return;
    }
    static const char *const formats[] = {"code", "json", "compact", "legible", "text", "color", "line"};
    for (size_t i = 0; i < sizeof formats / sizeof formats[0]; i++) {
        hsw_status s = {0, ""};
        put(pr, hsw_render(b, formats[i], &s), &s);
    }
    hsw_status s = {0, ""};
    put(pr, hsw_explain(b, NULL, 0, &s), &s);
    hsw_board_free(b);
}

static void run(const printer *pr, hs_board *b, bool openings, char **f, const hsw_status *st)
{
    if (!b) {
        put(pr, NULL, st);
        return;
    }
    hsw_status s = {0, ""};
    hsw_run *r = hsw_run_new(b, openings, (uint32_t)strtoul(f[2], NULL, 10), (uint32_t)strtoul(f[3], NULL, 10),
                             atoi(f[4]), opt(f[5]), atof(f[6]), atoi(f[7]), openings ? atoi(f[8]) : 0, 0, &s);
    hsw_board_free(b);
    if (!r) {
        put(pr, NULL, &s);
        return;
    }
    /* Seven games a step: what is tested is that the sums over steps are those of hs_sim_run. */
    uint32_t games = (uint32_t)strtoul(f[2], NULL, 10);
    int done;
    while ((done = hsw_run_step(r, 7)) >= 0 && (uint32_t)done < games)
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
        if (strcmp(f[0], "catan") == 0)
            board_outputs(&pr, hsw_catan(opt(f[1]), (uint32_t)strtoul(f[2], NULL, 10), opt(f[3]), opt(f[4]),
                                         atoi(f[5]), atoi(f[6]), opt(f[7]), (uint32_t)strtoul(f[8], NULL, 10), &st),
                          &st);
        else if (strcmp(f[0], "seafarers") == 0)
            board_outputs(&pr, hsw_seafarers(opt(f[1]), opt(f[2]), (uint32_t)strtoul(f[3], NULL, 10), opt(f[4]),
                                             opt(f[5]), atoi(f[6]), opt(f[7]), atoi(f[8]), &st),
                          &st);
        else if (strcmp(f[0], "board") == 0)
            board_outputs(&pr, hsw_decode(f[1], &st), &st);
        else if (strcmp(f[0], "score") == 0) {
            static const char *const formats[] = {"json", "line", "text"};
            for (int i = 0; i < 3; i++) {
                hsw_status s = {0, ""};
                put(&pr, hsw_score(f[1], opt(f[2]), atoi(f[3]), formats[i], &s), &s);
            }
        } else if (strncmp(f[0], "landmass", 8) == 0) {
            static const char *const formats[] = {"json", "grid", "text", "svg"};
            for (int i = 0; i < (strcmp(f[0], "landmass-all") == 0 ? 4 : 2); i++) {
                hsw_status s = {0, ""};
                put(&pr, hsw_landmass(atoi(f[1]), atoi(f[2]), atoi(f[3]), formats[i], &s), &s);
            }
        } else if (strcmp(f[0], "survey") == 0) {
            put(&pr, hsw_survey(atoi(f[1]), "json", &st), &st);
        } else if (strcmp(f[0], "house") == 0) {
            static const char *const formats[] = {"json", "text"};
            for (int i = 0; i < 2; i++) {
                hsw_status s = {0, ""};
                put(&pr, hsw_house((uint32_t)strtoul(f[1], NULL, 10), atoi(f[2]), atoi(f[3]), formats[i], &s), &s);
            }
        } else if (strcmp(f[0], "empire") == 0) {
            static const char *const formats[] = {"json", "grid", "text"};
            for (int i = 0; i < 3; i++) {
                hsw_status s = {0, ""};
                put(&pr, hsw_empire((uint32_t)strtoul(f[1], NULL, 10), atoi(f[2]), atoi(f[3]), atoi(f[4]), formats[i],
                                    &s),
                    &s);
            }
        } else if (strcmp(f[0], "terrain") == 0) {
            static const char *const formats[] = {"json", "text", "svg"};
            for (int i = 0; i < 3; i++) {
                hsw_status s = {0, ""};
                put(&pr, hsw_terrain(atoi(f[1]), atoi(f[2]), atof(f[3]), atoi(f[4]), atoi(f[5]), atoi(f[6]), atoi(f[7]),
                                     atoi(f[8]), atoi(f[9]), atoi(f[10]), (uint32_t)strtoul(f[11], NULL, 10), atoi(f[12]),
                                     atoi(f[13]), atoi(f[14]), atoi(f[15]), 1, 0, formats[i], &s),
                    &s);
            }
        } else if (strcmp(f[0], "fairness") == 0 || strcmp(f[0], "openings") == 0) {
            run(&pr, hsw_decode(f[1], &st), strcmp(f[0], "openings") == 0, f, &st);
        } else {
            printf(" unknown request");
        }
        printf("\n");
        fflush(stdout);
    }
    return 0;
}
