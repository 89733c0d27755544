/* SPDX-License-Identifier: MIT */
/* test_empire.c: Hex Empire maps against the reference dumps: every grid of maps 0..999 and the
 * maps with traces, tile for tile; the names of the traced maps, name for name; the count of
 * random draws per phase; golden maps of our own for other numbers and the extension sizes. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "check.h"
#include "cli_run.h"
#include "failalloc.h"
#include "hexseed/empire.h"

static hs_empire *make(uint32_t map)
{
    hs_empire_options o = hs_empire_default();
    o.map = map;
    hs_empire *m = NULL;
    assert_int_equal(hs_empire_generate(&o, &m, NULL), HS_OK);
    return m;
}

static void grid_of(const hs_empire *m, char *out)
{
    int n = 0;
    for (int y = 0; y < hs_empire_height(m); y++) {
        for (int x = 0; x < hs_empire_width(m); x++)
            out[n++] = hs_empire_char(m, x, y);
        out[n++] = '\n';
    }
    out[n] = '\0';
}

/* maps_0_999.txt: blocks of "map N" and 11 grid lines. */
static void every_reference_grid_matches(void **state)
{
    (void)state;
    FILE *f = fopen(HS_TEST_DATA "/hex-empire/maps_0_999.txt", "r");
    assert_non_null(f);
    char line[64], want[11 * 21 + 1], got[64 * 41 + 1];
    int checked = 0;
    unsigned map;
    while (fgets(line, sizeof line, f)) {
        if (sscanf(line, "map %u", &map) != 1)
            continue;
        want[0] = '\0';
        for (int y = 0; y < 11; y++) {
            assert_non_null(fgets(line, sizeof line, f));
            strcat(want, line);
        }
        hs_empire *m = make(map);
        grid_of(m, got);
        if (strcmp(got, want) != 0)
            fail_msg("map %u differs:\n%s\nwant:\n%s", map, got, want);
        hs_empire_free(m);
        checked++;
    }
    fclose(f);
    assert_int_equal(checked, 1000);
}

/* mapN.txt and the names (and draw counts) of mapN.trace.txt, for each traced map. */
static void traced_maps_match_in_grid_names_and_draws(void **state)
{
    (void)state;
    static const unsigned maps[] = {0, 1, 2, 42, 148660};
    for (size_t k = 0; k < sizeof maps / sizeof maps[0]; k++) {
        char path[256], line[256], want[11 * 21 + 1] = "", got[64 * 41 + 1];
        snprintf(path, sizeof path, HS_TEST_DATA "/hex-empire/map%u.txt", maps[k]);
        FILE *f = fopen(path, "r");
        assert_non_null(f);
        while (fgets(line, sizeof line, f))
            strcat(want, line);
        fclose(f);
        hs_empire *m = make(maps[k]);
        grid_of(m, got);
        assert_string_equal(got, want);

        snprintf(path, sizeof path, HS_TEST_DATA "/hex-empire/map%u.trace.txt", maps[k]);
        f = fopen(path, "r");
        assert_non_null(f);
        bool in_names = false;
        int named = 0;
        unsigned total_draws = 0;
        while (fgets(line, sizeof line, f)) {
            unsigned draws;
            char what[64];
            if (sscanf(line, " %u %63s", &draws, what) == 2 && strcmp(what, "town/port") == 0)
                total_draws = draws;
            if (strncmp(line, "== names", 8) == 0) {
                in_names = true;
                continue;
            }
            if (!in_names || strncmp(line, "x,y", 3) == 0)
                continue;
            if (line[0] == '\n' || line[0] == '=' || strncmp(line, "remaining", 9) == 0)
                break;
            int x, y;
            char kind[8];
            int used = 0;
            assert_int_equal(sscanf(line, "%d,%d %7s %n", &x, &y, kind, &used), 3);
            char *name = line + used, *bar = strstr(name, " | ");
            assert_non_null(bar);
            *bar = '\0';
            int t = hs_empire_town_at(m, x, y);
            assert_true(t >= 0);
            const hs_empire_town *town = hs_empire_town_get(m, t);
            assert_non_null(town);
            assert_int_equal(town->x, x);
            assert_int_equal(town->y, y);
            assert_true(hs_empire_is_land(m, x, y));
            assert_string_equal(town->name, name);
            assert_int_equal(town->kind, strcmp(kind, "port") == 0 ? HS_ESTATE_PORT : HS_ESTATE_TOWN);
            named++;
        }
        fclose(f);
        assert_int_equal(named, hs_empire_town_count(m));
        assert_null(hs_empire_town_get(m, named));
        assert_int_equal(hs_empire_draws(m), total_draws);
        hs_empire_free(m);
    }
}

/* Golden maps of our own, each line `MAP WIDTH HEIGHT LAND <rows joined by '/'> <names joined
 * by '|'>`; HEXSEED_WRITE_GOLDEN=1 writes the file anew. */
static void golden_line(const hs_empire *m, char *out, size_t cap)
{
    hs_empire_options o = hs_empire_options_of(m);
    int w = hs_empire_width(m), h = hs_empire_height(m);
    size_t n = (size_t)snprintf(out, cap, "%u %d %d %d ", (unsigned)o.map, w, h, o.land);
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++)
            out[n++] = hs_empire_char(m, x, y);
        out[n++] = y + 1 < h ? '/' : ' ';
    }
    for (int t = 0; t < hs_empire_town_count(m); t++)
        n += (size_t)snprintf(out + n, cap - n, "%s%s", t ? "|" : "", hs_empire_town_get(m, t)->name);
    out[n] = '\0';
}

static const struct { uint32_t map; int w, h, land; } golden_cases[] = {
    {3, 20, 11, 2},      {999999, 20, 11, 2}, {233279, 20, 11, 2}, {233280, 20, 11, 2}, {500000, 20, 11, 2},
    {123456, 20, 11, 2}, {77777, 20, 11, 2},  {1000, 20, 11, 2},   {5, 32, 16, 2},      {6, 40, 24, 3},
    {7, 64, 40, 2},      {8, 12, 8, 2},       {9, 20, 11, 1},      {10, 20, 11, 5},     {11, 6, 6, 9},
    {12, 64, 40, 9},
};

/* tests/golden/empire.txt, for golden_lines. */
static bool write_golden_maps(FILE *f)
{
    fprintf(f, "# Golden Hex Empire maps: MAP WIDTH HEIGHT LAND, the rows joined by '/', the names in field order.\n");
    static char line[16384];
    for (size_t k = 0; k < sizeof golden_cases / sizeof golden_cases[0]; k++) {
        hs_empire_options o = {.map = golden_cases[k].map, .width = golden_cases[k].w, .height = golden_cases[k].h, .land = golden_cases[k].land};
        hs_empire *m = NULL;
        if (hs_empire_generate(&o, &m, NULL) != HS_OK)
            return false;
        golden_line(m, line, sizeof line);
        fprintf(f, "%s\n", line);
        hs_empire_free(m);
    }
    return true;
}

static void golden_maps_of_our_own(void **state)
{
    (void)state;
    data_lines golden = golden_lines(HS_TEST_GOLDEN "/empire.txt", write_golden_maps);
    assert_int_equal(golden.n, sizeof golden_cases / sizeof golden_cases[0]);
    static char got[16384];
    for (size_t k = 0; k < golden.n; k++) {
        hs_empire_options o = {.map = golden_cases[k].map, .width = golden_cases[k].w, .height = golden_cases[k].h, .land = golden_cases[k].land};
        hs_empire *m = NULL;
        assert_int_equal(hs_empire_generate(&o, &m, NULL), HS_OK);
        golden_line(m, got, sizeof got);
        assert_string_equal(got, golden.line[k]);
        hs_empire_free(m);
    }
    data_lines_free(&golden);
}

/* Only the map number modulo 233280 matters after the first step, as the spec says. */
static void map_numbers_repeat_after_the_lcg_period(void **state)
{
    (void)state;
    for (uint32_t map = 0; map < 30; map++) {
        hs_empire *a = make(map), *b = make(map + 233280);
        char ga[64 * 41 + 1], gb[64 * 41 + 1];
        grid_of(a, ga);
        grid_of(b, gb);
        assert_string_equal(ga, gb);
        hs_empire_free(a);
        hs_empire_free(b);
    }
}

static void bad_options_are_refused(void **state)
{
    (void)state;
    hs_empire_options o;
    hs_empire *m = NULL;
    hs_diag diag = {{0}};
    hs_empire_free(NULL);

    /* Each bound of each option, and the reserved words. */
    static const struct {
        uint32_t map;
        int width, height, land;
        const char *msg;
    } bad[] = {
        {1000000, 20, 11, 2, "map 1000000 is not from 0 to 999999"},
        {0, 65, 11, 2, "width 65 is not from 6 to 64"},
        {0, 5, 11, 2, "width 5 is not from 6 to 64"},
        {0, 20, 5, 2, "height 5 is not from 6 to 40"},
        {0, 20, 41, 2, "height 41 is not from 6 to 40"},
        {0, 20, 11, 0, "land 0 is not from 1 to 9"},
        {0, 20, 11, 10, "land 10 is not from 1 to 9"},
    };
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        o = hs_empire_default();
        o.map = bad[k].map;
        o.width = bad[k].width;
        o.height = bad[k].height;
        o.land = bad[k].land;
        m = (hs_empire *)&m;
        assert_int_equal(hs_empire_generate(&o, &m, &diag), HS_EINVAL);
        assert_string_equal(diag.msg, bad[k].msg);
        assert_null(m);
    }
    o = hs_empire_default();
    o.reserved[0] = 1;
    assert_int_equal(hs_empire_generate(&o, &m, &diag), HS_EINVAL);
    assert_string_equal(diag.msg, "hs_empire_options.reserved is not zero: start from hs_empire_default() and set only "
                                  "the fields this version of hexseed has");

    /* Only the game's own size and land make the game's maps. */
    o = hs_empire_default();
    assert_true(hs_empire_is_original(&o));
    o.land = 3;
    assert_false(hs_empire_is_original(&o));
    o = hs_empire_default();
    o.height = 12;
    assert_false(hs_empire_is_original(&o));
    o = hs_empire_default();
    o.width = 21;
    assert_false(hs_empire_is_original(&o));
}

/* The accessors answer NULL or false outside their ranges, and never read out of bounds. */
static void accessors_refuse_what_is_out_of_range(void **state)
{
    (void)state;
    hs_empire *m = make(3);
    int n = hs_empire_town_count(m), p = hs_empire_path_count(m), x = -7, y = -7;
    assert_true(n > 4 && p > 0);
    assert_null(hs_empire_town_get(m, -1));
    assert_null(hs_empire_town_get(m, n));
    assert_non_null(hs_empire_town_get(m, n - 1));
    assert_null(hs_empire_path_get(m, -1));
    assert_null(hs_empire_path_get(m, p));
    int len = hs_empire_path_get(m, p - 1)->length;
    assert_false(hs_empire_path_field(m, -1, 0, &x, &y));
    assert_false(hs_empire_path_field(m, p, 0, &x, &y));
    assert_false(hs_empire_path_field(m, 0, -1, &x, &y));
    assert_false(hs_empire_path_field(m, p - 1, len, &x, &y));
    assert_int_equal(x, -7); /* untouched */
    assert_true(hs_empire_path_field(m, p - 1, len - 1, &x, &y));
    const hs_empire_path *last = hs_empire_path_get(m, p - 1);
    assert_int_equal(hs_empire_town_at(m, x, y), last->to); /* a path ends at its town */
    hs_empire_free(m);
}

/* `hexseed empire` given what it cannot take, and the one line each must say (exit 2). */
static const cli_bad_case empire_bad[] = {
    {ARGS("empire", "--map", "-1"), "hexseed: map '-1' is not a whole number from 0 to 999999\n"},
    {ARGS("empire", "--map", "1000000"), "hexseed: map '1000000' is not a whole number from 0 to 999999\n"},
    {ARGS("empire", "--map", "12abc"), "hexseed: map '12abc' is not a whole number from 0 to 999999\n"},
    {ARGS("empire", "--map"), "hexseed: option --map needs a value\n"},
    {ARGS("empire", "--map", "1", "--map", "2"), "hexseed: --map given twice\n"},
    {ARGS("empire", "--map", "1", "--random"), "hexseed: --map and --random both choose the map: give one\n"},
    {ARGS("empire", "--format", "bmp"), "hexseed: unknown format 'bmp' (formats: grid, text, json, svg, png, tmj)\n"},
    {ARGS("empire", "--width", "5"), "hexseed: width '5' is not a whole number from 6 to 64\n"},
    {ARGS("empire", "--height", "41"), "hexseed: height '41' is not a whole number from 6 to 40\n"},
    {ARGS("empire", "--land", "0"), "hexseed: land '0' is not a whole number from 1 to 9\n"},
    {ARGS("empire", "map"), "hexseed: unexpected argument 'map' (try 'hexseed empire --help')\n"},
};

static void cli_bad_input_and_formats(void **state)
{
    (void)state;
    cli_expect_bad_cases(empire_bad, sizeof empire_bad / sizeof empire_bad[0]);
    cli_result r;
    assert_int_equal(cli_run(ARGS("empire", "--map", "42", "--format", "grid"), NULL, &r), 0);
    assert_int_equal(r.status, 0);
    FILE *f = fopen(HS_TEST_DATA "/hex-empire/map42.txt", "r");
    char want[512] = "";
    size_t read = fread(want, 1, sizeof want - 1, f);
    fclose(f);
    want[read] = '\0';
    assert_string_equal(r.out, want);
    cli_result_free(&r);
    assert_int_equal(cli_run(ARGS("empire", "--map", "42", "--format", "json"), NULL, &r), 0);
    assert_non_null(strstr(r.out, "\"map\":42,\"width\":20,\"height\":11,\"original\":true,\"grid\":[\"T######....##T######\""));
    assert_non_null(strstr(r.out, "{\"x\":0,\"y\":0,\"kind\":\"town\",\"name\":\"Kampala\",\"capital\":-1}"));
    assert_non_null(strstr(r.out, "{\"x\":1,\"y\":1,\"kind\":\"town\",\"name\":\"Accra\",\"capital\":0}"));
    cli_result_free(&r);
    assert_int_equal(cli_run(ARGS("empire", "--map", "42", "--format", "svg", "--names", "--paths"), NULL, &r), 0);
    assert_memory_equal(r.out, "<?xml", 5);
    assert_non_null(strstr(r.out, "</svg>"));
    cli_result_free(&r);
    assert_int_equal(cli_run(ARGS("empire", "--map", "42", "--format", "png", "-o", "-"), NULL, &r), 0);
    assert_memory_equal(r.out, "\x89PNG", 4);
    cli_result_free(&r);
}

/* The path accessors: each path runs from its first town to its second, field by field. */
static void paths_join_their_towns(void **state)
{
    (void)state;
    hs_empire_options o = hs_empire_default();
    o.map = 42;
    hs_empire *m = NULL;
    assert_int_equal(hs_empire_generate(&o, &m, NULL), HS_OK);
    assert_true(hs_empire_path_count(m) > 0);
    for (int i = 0; i < hs_empire_path_count(m); i++) {
        const hs_empire_path *p = hs_empire_path_get(m, i);
        assert_non_null(p);
        assert_true(p->length >= 2);
        int x, y;
        assert_true(hs_empire_path_field(m, i, 0, &x, &y));
        assert_int_equal(x, hs_empire_town_get(m, p->from)->x);
        assert_int_equal(y, hs_empire_town_get(m, p->from)->y);
        assert_true(hs_empire_path_field(m, i, p->length - 1, &x, &y));
        assert_int_equal(x, hs_empire_town_get(m, p->to)->x);
        assert_int_equal(y, hs_empire_town_get(m, p->to)->y);
        assert_false(hs_empire_path_field(m, i, p->length, &x, &y));
    }
    assert_null(hs_empire_path_get(m, hs_empire_path_count(m)));
    hs_empire_free(m);
}

/* Out of memory at each of the generator's allocations: HS_ENOMEM naming the map's size, no
 * map, nothing leaked (the ASan build checks); with every allocation granted, map 7 itself. */
typedef struct oom_case {
    hs_empire_options o;
    char want[21 * 11 + 1]; /* made before the sweep: the test's own allocations count too */
} oom_case;

static int make_map_7(void *ctx)
{
    const oom_case *c = ctx;
    hs_empire *m = (hs_empire *)&m; /* not NULL: the call must set it */
    hs_diag d = {{0}};
    hs_err e = hs_empire_generate(&c->o, &m, &d);
    if (e == HS_OK) {
        char got[sizeof c->want];
        grid_of(m, got);
        assert_string_equal(got, c->want);
        hs_empire_free(m);
    } else {
        assert_null(m);
        assert_string_equal(d.msg, "out of memory for a 20x11 map");
    }
    return e;
}

static void out_of_memory_is_enomem(void **state)
{
    (void)state;
    oom_case c = {hs_empire_default(), ""};
    c.o.map = 7;
    hs_empire *m = make(7);
    grid_of(m, c.want);
    hs_empire_free(m);
    long calls = failalloc_sweep(make_map_7, &c, HS_ENOMEM);
    assert_true(calls >= 25); /* the map, its tables and the search's: one call each */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(paths_join_their_towns),
        cmocka_unit_test(out_of_memory_is_enomem),
        cmocka_unit_test(accessors_refuse_what_is_out_of_range),
        cmocka_unit_test(every_reference_grid_matches),
        cmocka_unit_test(traced_maps_match_in_grid_names_and_draws),
        cmocka_unit_test(golden_maps_of_our_own),
        cmocka_unit_test(map_numbers_repeat_after_the_lcg_period),
        cmocka_unit_test(bad_options_are_refused),
        cmocka_unit_test(cli_bad_input_and_formats),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
