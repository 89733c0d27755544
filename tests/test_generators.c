/* SPDX-License-Identifier: MIT */
/* test_generators.c: the generator table (hexseed/generators.h) is well formed, and the faces
 * read it: `hexseed generators --format json` and GET /api/generators are the same bytes, and
 * for every parameter and format of the generators whose faces are table-read, the command line
 * and the server (its /GENERATOR.FORMAT files) accept the default, refuse a value out of range
 * with the table's words, and give the same bytes for the same request. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <jansson.h>

#include "answer.h"
#include "cli_run.h"
#include "hexseed/catan.h"
#include "hexseed/code.h"
#include "hexseed/empire.h"
#include "hexseed/generators.h"
#include "hexseed/terrain.h"

/* The generators every face reads from the table so far (the others' faces still parse their
 * own options: docs/design.md, "The generator table"). Each is checked parameter by parameter,
 * so a parameter or format added to one of them that a face lacks fails here. */
static const char *const table_read[] = {"catan", "seafarers", "empire", "terrain", "house-rules", "landmass"};

static void the_table_is_well_formed(void **state)
{
    (void)state;
    assert_true(hs_generator_count() >= 10);
    assert_null(hs_generator_at(-1));
    assert_null(hs_generator_at(hs_generator_count()));
    assert_null(hs_generator_find("nope"));
    for (int k = 0; k < hs_generator_count(); k++) {
        const hs_generator *g = hs_generator_at(k);
        assert_ptr_equal(hs_generator_find(g->name), g);
        assert_true(g->n_formats > 0 && g->default_format >= 0 && g->default_format < g->n_formats);
        assert_true(g->n_params <= HS_REQUEST_MAX_PARAMS);
        hs_request r;
        hs_diag diag = {{0}};
        if (hs_request_start(&r, g->name, &diag) != HS_OK)
            fail_msg("%s: the defaults do not read: %s", g->name, diag.msg);
        for (int p = 0; p < g->n_params; p++) {
            const hs_param *a = &g->params[p];
            int at = -1;
            assert_ptr_equal(hs_generator_param(g, a->name, &at), a); /* names are unique */
            assert_int_equal(at, p);
            if (a->alias)
                assert_ptr_equal(hs_generator_param(g, a->alias, NULL), a);
            assert_non_null(a->help);
            if (a->kind == HS_VALUE_CHOICE)
                assert_true(hs_param_choice_count(a) >= 2);
            if (a->kind == HS_VALUE_INTEGER || a->kind == HS_VALUE_DECIMAL)
                assert_true(a->min <= a->max);
            for (const char *f = a->formats; f && *f; f += strspn(f, " ")) { /* formats it names exist */
                char name[16];
                size_t len = strcspn(f, " ");
                snprintf(name, sizeof name, "%.*s", (int)len, f);
                if (!hs_generator_format(g, name))
                    fail_msg("%s %s: no format %s", g->name, a->name, name);
                f += len;
            }
            for (const char *n = a->needs; n && *n; n += strspn(n, " ")) { /* it belongs to flags that exist */
                char name[32];
                size_t len = strcspn(n, " ");
                snprintf(name, sizeof name, "%.*s", (int)len, n);
                const hs_param *flag = hs_generator_param(g, name, NULL);
                if (!flag || flag->kind != HS_VALUE_FLAG)
                    fail_msg("%s %s: needs %s, which is not a flag of %s", g->name, a->name, name, g->name);
                n += len;
            }
            assert_false(hs_request_value(&r, a->name).given);
        }
        for (int f = 0; f < g->n_formats; f++) {
            assert_ptr_equal(hs_generator_format(g, g->formats[f].name), &g->formats[f]);
            assert_non_null(g->formats[f].media_type);
        }
    }
}

/* The readers' words, one kind at a time; and what a request keeps. */
static void one_reader_per_kind(void **state)
{
    (void)state;
    hs_request r;
    hs_diag diag = {{0}};
    assert_int_equal(hs_request_start(&r, "terrain", &diag), HS_OK);
    static const struct {
        const char *name, *value, *message;
    } bad[] = {
        {"width", "0", "width '0' is not a whole number from 1 to 1048576"},
        {"width", "1e3", "width '1e3' is not a whole number from 1 to 1048576"},
        {"land-ratio", "2", "land-ratio '2' is not a number from 0 to 1"},
        {"border", "lava", "unknown border 'lava' (borders: water, land, wrap)"},
        {"neighborhood", "tri", "unknown neighbourhood 'tri' (neighbourhoods: moore, hex)"},
        {"sed", "1", "unknown parameter 'sed' of terrain (parameters: width, height, land-ratio, iterations, update, "
                     "border, neighbourhood, survive, birth, method, seed, window, scale, threads)"},
    };
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        assert_int_equal(hs_request_set(&r, bad[k].name, bad[k].value, &diag), HS_EINVAL);
        assert_string_equal(diag.msg, bad[k].message);
    }
    assert_int_equal(hs_request_set(&r, "neighborhood", "hex", &diag), HS_OK);
    assert_int_equal(hs_request_set(&r, "neighbourhood", "hex", &diag), HS_EINVAL);
    assert_string_equal(diag.msg, "neighbourhood given twice");
    assert_int_equal(hs_request_set(&r, "land-ratio", "0.3", &diag), HS_OK);
    assert_int_equal(hs_request_set_format(&r, "txt", &diag), HS_OK); /* an alias */
    assert_string_equal(r.format->name, "text");
    assert_int_equal(hs_request_set_format(&r, "bmp", &diag), HS_EINVAL);
    assert_string_equal(diag.msg, "unknown format 'bmp' (formats: text, png, pgm, svg, json, tmj)");
    hs_request copy = r; /* a plain value: a copy reads the same */
    char query[256];
    assert_true(hs_request_query(&copy, query, sizeof query));
    assert_string_equal(query, "width=64&height=48&land-ratio=0.3&iterations=8&update=simultaneous&border=water&"
                               "neighbourhood=hex&method=automaton");
    assert_false(hs_request_query(&copy, query, 20)); /* too long for the room: said */
    assert_int_equal(hs_request_set_format(&copy, "png", &diag), HS_OK); /* scale is png's and svg's */
    assert_true(hs_request_query(&copy, query, sizeof query));
    assert_non_null(strstr(query, "&method=automaton&scale=1"));
    assert_int_equal(hs_request_set(&r, "scale", "2", &diag), HS_OK);
    const hs_param *at_fault = NULL;
    assert_int_equal(hs_request_check(&r, &at_fault, &diag), HS_EINVAL); /* scale is for png and svg */
    assert_string_equal(diag.msg, "scale is for png and svg: drop it or ask for one of those");
    assert_string_equal(at_fault->name, "scale");

    assert_int_equal(hs_request_start(&r, "catan", &diag), HS_OK); /* repeatable: joined by ';' */
    assert_int_equal(hs_request_set(&r, "lock", "0,0=hills", &diag), HS_OK);
    assert_int_equal(hs_request_set(&r, "seed", "7", &diag), HS_OK);
    assert_int_equal(hs_request_set(&r, "lock", "1,0=forest:6", &diag), HS_OK);
    assert_string_equal(hs_request_value(&r, "lock").text, "0,0=hills;1,0=forest:6");
    assert_int_equal(hs_request_set(&r, "iterations", "1500", &diag), HS_EINVAL);
    assert_string_equal(diag.msg, "iterations '1500' is not a multiple of 1000 from 1000 to 10000000");
    assert_int_equal(hs_request_start(&r, "fairness", &diag), HS_OK);
    assert_int_equal(hs_request_check(&r, &at_fault, &diag), HS_EINVAL);
    assert_string_equal(diag.msg, "missing code");
    assert_int_equal(hs_request_start(&r, "chess", &diag), HS_EINVAL);
    assert_non_null(strstr(diag.msg, "unknown generator 'chess' (generators: catan, seafarers, board,"));
}

/* A request of `generator` with the `n` name=value pairs of `pairs` set, in `format` (or its
 * default): its cost. Fails the test when a value is refused. */
static hs_cost cost_of(const char *generator, const char *format, const char *const *pairs, int n)
{
    hs_request r;
    hs_diag diag = {{0}};
    assert_int_equal(hs_request_start(&r, generator, &diag), HS_OK);
    if (format)
        assert_int_equal(hs_request_set_format(&r, format, &diag), HS_OK);
    for (int k = 0; k < n; k++)
        if (hs_request_set(&r, pairs[2 * k], pairs[2 * k + 1], &diag) != HS_OK)
            fail_msg("%s %s=%s: %s", generator, pairs[2 * k], pairs[2 * k + 1], diag.msg);
    return hs_request_cost(&r);
}

/* What each request costs a server: the table's rule, which a route no longer decides by hand. */
static void the_cost_follows_the_request(void **state)
{
    (void)state;
    static const char *const none[] = {NULL};
    assert_int_equal(cost_of("catan", NULL, none, 0), HS_COST_CHEAP);
    assert_int_equal(cost_of("catan", NULL, (const char *const[]){"rules", "red,extremes"}, 1), HS_COST_CHEAP);
    assert_int_equal(cost_of("catan", NULL, (const char *const[]){"rules", "pips=10"}, 1), HS_COST_POOL);
    assert_int_equal(cost_of("catan", NULL, (const char *const[]){"rules", "bogus"}, 1), HS_COST_CHEAP); /* refused */
    assert_int_equal(cost_of("catan", NULL, (const char *const[]){"balanced", "1"}, 1), HS_COST_POOL);
    assert_int_equal(cost_of("catan", NULL, (const char *const[]){"unbalanced", "yes"}, 1), HS_COST_POOL);
    assert_int_equal(cost_of("catan", NULL, (const char *const[]){"lock", "0,0=hills"}, 1), HS_COST_POOL);
    assert_int_equal(cost_of("catan", NULL, (const char *const[]){"explain", "1"}, 1), HS_COST_POOL);
    assert_int_equal(cost_of("catan", "png", none, 0), HS_COST_POOL);
    assert_int_equal(cost_of("seafarers", NULL, (const char *const[]){"landmass", "30:4"}, 1), HS_COST_POOL);
    assert_int_equal(cost_of("board", NULL, (const char *const[]){"code", "0xjiwxm2"}, 1), HS_COST_CHEAP);
    assert_int_equal(cost_of("board", NULL, (const char *const[]){"code", "h5ombedq9"}, 1), HS_COST_POOL); /* pips=10 */
    assert_int_equal(cost_of("board", "pdf", (const char *const[]){"code", "0xjiwxm2"}, 1), HS_COST_POOL);
    assert_int_equal(cost_of("fairness", NULL, (const char *const[]){"code", "0xjiwxm2"}, 1), HS_COST_POOL);
    assert_int_equal(cost_of("empire", "grid", none, 0), HS_COST_POOL);
    assert_int_equal(cost_of("house-rules", NULL, none, 0), HS_COST_CHEAP);
    assert_int_equal(cost_of("score", NULL, none, 0), HS_COST_CHEAP);
    assert_int_equal(cost_of("landmass", NULL, none, 0), HS_COST_CHEAP);
    assert_int_equal(cost_of("landmass", "json", (const char *const[]){"survey", "1"}, 1), HS_COST_POOL);
    /* terrain: cheap up to 2^18 cell updates (64 x 48 x 9 is 27,648), the pool past them */
    assert_int_equal(cost_of("terrain", NULL, none, 0), HS_COST_CHEAP);
    assert_int_equal(cost_of("terrain", NULL, (const char *const[]){"width", "512", "height", "512"}, 2), HS_COST_POOL);
    assert_int_equal(cost_of("terrain", NULL, (const char *const[]){"width", "128", "height", "128", "iterations", "15"}, 3),
                     HS_COST_CHEAP);
    assert_int_equal(cost_of("terrain", NULL, (const char *const[]){"width", "128", "height", "128", "iterations", "16"}, 3),
                     HS_COST_POOL);
    /* choices read from the library's own tables */
    const hs_param *mode = hs_generator_param(hs_generator_find("catan"), "mode", NULL);
    const hs_param *scenario = hs_generator_param(hs_generator_find("seafarers"), "scenario", NULL);
    assert_int_equal(hs_param_choice_count(mode), hs_layout_count()); /* every layout, the named modes first */
    for (int k = 0; k < hs_layout_count(); k++)
        assert_string_equal(hs_param_choice(mode, k), hs_mode_name((hs_mode)k));
    assert_string_equal(hs_param_choice(scenario, 0), "new-shores");
    for (int k = 0; hs_param_choice(scenario, k); k++) /* each scenario once */
        for (int j = 0; j < k; j++)
            assert_string_not_equal(hs_param_choice(scenario, j), hs_param_choice(scenario, k));
    assert_null(hs_param_choice(hs_generator_param(hs_generator_find("empire"), "map", NULL), 0)); /* no choice */
}

/* What the run makes, and what it says it does not make. */
static void the_run_makes_and_refuses(void **state)
{
    (void)state;
    hs_diag diag = {{0}};
    hs_request *r = hs_request_new("empire", &diag);
    assert_non_null(r);
    hs_buf buf = {0};
    assert_int_equal(hs_request_set_format(r, "svg", &diag), HS_OK);
    assert_int_equal(hs_request_run(r, NULL, hs_sink_buf(&buf), &diag), HS_EINVAL); /* cairo's: not the core's */
    assert_non_null(strstr(diag.msg, "svg is drawn by cairo"));
    assert_int_equal(hs_request_set_format(r, "grid", &diag), HS_OK);
    assert_int_equal(hs_request_set(r, "width", "30", &diag), HS_OK);
    assert_int_equal(hs_request_run(r, NULL, hs_sink_buf(&buf), &diag), HS_OK);
    assert_int_equal(buf.len, 11 * 31); /* 11 rows of 30 fields and a newline */
    hs_buf_free(&buf);
    hs_request_free(r);
    assert_null(hs_request_new("chess", &diag));
    hs_request_free(NULL);
    hs_request q;
    assert_int_equal(hs_request_start(&q, "fairness", &diag), HS_OK);
    assert_int_equal(hs_request_run(&q, NULL, hs_sink_buf(&buf), &diag), HS_EINVAL); /* run unchecked: still refused */
    assert_string_equal(diag.msg, "missing code");
    hs_buf_free(&buf);
    /* every format of every generator that is not cairo's has its maker in the run */
    for (int k = 0; k < hs_generator_count(); k++) {
        const hs_generator *g = hs_generator_at(k);
        for (int f = 0; f < g->n_formats; f++) {
            if (g->formats[f].flags & HS_FORMAT_CAIRO)
                continue;
            assert_int_equal(hs_request_start(&q, g->name, &diag), HS_OK);
            assert_int_equal(hs_request_set_format(&q, g->formats[f].name, &diag), HS_OK);
            static const char *const quick[][2] = { /* the quickest request of each */
                {"code", "0xjiwxm2"}, {"games", "1"}, {"bot", "greedy"}, {"candidates", "1"},
                {"board", "OWLGBWBGLDLOLOGWBGW 10 2 9 12 6 4 10 9 11 0 3 8 8 3 4 5 5 6 11"},
            };
            for (size_t i = 0; i < sizeof quick / sizeof quick[0]; i++)
                if (hs_generator_param(g, quick[i][0], NULL))
                    assert_int_equal(hs_request_set(&q, quick[i][0], quick[i][1], &diag), HS_OK);
            if (hs_request_run(&q, NULL, hs_sink_buf(&buf), &diag) != HS_OK)
                fail_msg("%s in %s: %s", g->name, g->formats[f].name, diag.msg);
            hs_buf_free(&buf);
        }
    }
    hs_buf_free(&buf);
    /* catan's share code is the code of the options its values name */
    hs_catan_options named = hs_catan_default();
    named.seed = 5;
    named.mode = HS_MODE_5_6;
    hs_code code;
    assert_int_equal(hs_code_encode(&named, &code, &diag), HS_OK);
    assert_int_equal(hs_request_start(&q, "catan", &diag), HS_OK);
    assert_int_equal(hs_request_set(&q, "seed", "5", &diag), HS_OK);
    assert_int_equal(hs_request_set(&q, "mode", "5-6", &diag), HS_OK);
    assert_int_equal(hs_request_set_format(&q, "code", &diag), HS_OK);
    assert_int_equal(hs_request_run(&q, NULL, hs_sink_buf(&buf), &diag), HS_OK);
    assert_int_equal(buf.len, strlen(code.text) + 1);
    assert_memory_equal(buf.data, code.text, strlen(code.text));
    hs_buf_free(&buf);
    /* an explanation beside a format without room for it needs someone to tell it to */
    assert_int_equal(hs_request_set(&q, "explain", "1", &diag), HS_OK);
    assert_int_equal(hs_request_run(&q, NULL, hs_sink_buf(&buf), &diag), HS_EINVAL);
    assert_string_equal(diag.msg, "explain goes with the text format here: drop it or ask for text");
    hs_buf_free(&buf);
    /* the same map from a copy: the request is a plain value */
    assert_int_equal(hs_request_start(&q, "terrain", &diag), HS_OK);
    assert_int_equal(hs_request_set(&q, "window", "1,2,3", &diag), HS_OK); /* text: the generator reads it */
    hs_terrain_options o;
    assert_int_equal(hs_terrain_options_read(&q, &o, &diag), HS_EINVAL);
    assert_string_equal(diag.msg, "window '1,2,3' is not X,Y,W,H with W and H at least 1");
    hs_empire_options e;
    assert_int_equal(hs_empire_options_read(&q, &e, &diag), HS_EINVAL); /* a request of another generator */
    assert_string_equal(diag.msg, "a request of terrain read as one of empire");
    /* the text of the table, for a terminal */
    assert_int_equal(hs_render_generators_text(hs_sink_buf(&buf)), HS_OK);
    assert_non_null(strstr(buf.data, "empire: the Hex Empire map"));
    assert_non_null(strstr(buf.data, "  map            0..999999, default 0\n"));
    hs_buf_free(&buf);
}

static char *table_json(void)
{
    hs_buf buf = {0};
    assert_int_equal(hs_render_generators_json(hs_sink_buf(&buf)), HS_OK);
    return buf.data;
}

#define ARGS(...) ((const char *const[]){__VA_ARGS__, NULL})

static void cli_and_http_print_the_same_table(void **state)
{
    (void)state;
    char *want = table_json();
    json_error_t error;
    json_t *doc = json_loads(want, 0, &error);
    assert_non_null(doc);
    assert_int_equal(json_array_size(json_object_get(doc, "generators")), hs_generator_count());
    json_decref(doc);
    cli_result c;
    assert_int_equal(cli_run(ARGS("generators", "--format", "json"), NULL, &c), 0);
    assert_int_equal(c.status, 0);
    assert_string_equal(c.out, want);
    cli_result_free(&c);
    srv_response res;
    answer_by_hand("/api/generators", NULL, &res);
    assert_int_equal(res.status, 200);
    assert_int_equal(res.body.len, strlen(want));
    assert_memory_equal(res.body.data, want, res.body.len);
    hs_buf_free(&res.body);
    answer_by_hand("/api", NULL, &res);
    assert_non_null(strstr(res.body.data, "\"table\":\"/api/generators\""));
    hs_buf_free(&res.body);
    free(want);
}

/* A value just past the range of `p` (or a word no choice has), as text. */
static void out_of_range(const hs_param *p, char *out, size_t size)
{
    if (p->kind == HS_VALUE_CHOICE)
        snprintf(out, size, "no-such-%s", p->name);
    else if (p->kind == HS_VALUE_FLAG)
        snprintf(out, size, "maybe");
    else if (p->kind == HS_VALUE_DECIMAL)
        snprintf(out, size, "%g", p->max + 1);
    else
        snprintf(out, size, "%.0f", p->max + 1);
}

/* The format a parameter can be given with: the generator's default, or the first it names. */
static const char *format_for(const hs_generator *g, const hs_param *p)
{
    static char name[16];
    if (!p->formats)
        return g->formats[g->default_format].name;
    snprintf(name, sizeof name, "%.*s", (int)strcspn(p->formats, " "), p->formats);
    return name;
}

static void every_face_refuses_alike(void **state)
{
    (void)state;
    for (size_t k = 0; k < sizeof table_read / sizeof table_read[0]; k++) {
        const hs_generator *g = hs_generator_find(table_read[k]);
        for (int i = 0; i < g->n_params; i++) {
            const hs_param *p = &g->params[i];
            if (p->kind == HS_VALUE_TEXT)
                continue; /* its grammar is the generator's (tested with it) */
            char value[64], flag[128], want[300];
            out_of_range(p, value, sizeof value);
            hs_value v;
            hs_diag diag = {{0}};
            assert_int_equal(hs_param_read(p, value, &v, &diag), HS_EINVAL);
            snprintf(flag, sizeof flag, "--%s=%s", p->name, value);
            const char *format = format_for(g, p);
            cli_result c;
            assert_int_equal(cli_run(ARGS(g->name, flag, "--format", format), NULL, &c), 0);
            snprintf(want, sizeof want, "hexseed: %s\n", diag.msg);
            if (c.status != 2 || strcmp(c.err, want) != 0)
                fail_msg("hexseed %s %s: status %d, %s", g->name, flag, c.status, c.err);
            cli_result_free(&c);
            /* The default, given: accepted. */
            if (p->fallback && p->kind != HS_VALUE_FLAG) {
                snprintf(flag, sizeof flag, "--%s=%s", p->name, p->fallback);
                /* with the flag it needs, and a seed where the generator takes one */
                char needs[48]; /* the first flag it belongs to */
                snprintf(needs, sizeof needs, "--%.*s", p->needs ? (int)strcspn(p->needs, " ") : 0, p->needs ? p->needs : "");
                const char *args[9] = {g->name, flag, "--format", format, "-o", "/dev/null"};
                int n = 6;
                if (p->needs)
                    args[n++] = needs;
                if (hs_generator_param(g, "seed", NULL))
                    args[n++] = "--seed=1";
                assert_int_equal(cli_run(args, NULL, &c), 0);
                if (c.status != 0)
                    fail_msg("hexseed %s %s: status %d, %s", g->name, flag, c.status, c.err);
                cli_result_free(&c);
            }
            char target[256]; /* the server has a file route for every format of these generators */
            snprintf(target, sizeof target, "/%s.%s?%s=%s", g->name, format, p->name, value);
            srv_response res;
            answer_by_hand(target, NULL, &res);
            json_error_t error;
            json_t *body = json_loadb(res.body.data, res.body.len, 0, &error);
            const char *said = json_string_value(json_object_get(body, "error"));
            const char *param = json_string_value(json_object_get(body, "parameter"));
            if (res.status != 400 || !said || strcmp(said, diag.msg) != 0 || !param || strcmp(param, p->name) != 0)
                fail_msg("%s: %d %.*s", target, res.status, (int)res.body.len, res.body.data);
            json_decref(body);
            hs_buf_free(&res.body);
        }
    }
}

/* For each format: the command line and the server make the same bytes of the same request (one
 * parameter away from its default, and a seed where the generator takes one). */
static void every_face_makes_the_same_bytes(void **state)
{
    (void)state;
    static const struct {
        const char *generator, *name, *value;
    } asked[] = {
        {"catan", "mode", "5-6"},      {"seafarers", "scenario", "fog-islands"}, {"empire", "map", "5"},
        {"terrain", "width", "5"},     {"house-rules", "intensity", "5"},        {"landmass", "rule", "5"},
    };
    assert_int_equal(sizeof asked / sizeof asked[0], sizeof table_read / sizeof table_read[0]);
    for (size_t k = 0; k < sizeof asked / sizeof asked[0]; k++) {
        const hs_generator *g = hs_generator_find(asked[k].generator);
        char option[64], query[96];
        snprintf(option, sizeof option, "--%s=%s", asked[k].name, asked[k].value);
        snprintf(query, sizeof query, "%s=%s%s", asked[k].name, asked[k].value,
                 hs_generator_param(g, "seed", NULL) ? "&seed=9" : "");
        for (int f = 0; f < g->n_formats; f++) {
            const hs_format *fmt = &g->formats[f];
            const char *args[] = {g->name, option, "--format", fmt->name, "--seed=9", NULL};
            if (!hs_generator_param(g, "seed", NULL))
                args[4] = NULL;
            cli_result c;
            assert_int_equal(cli_run(args, NULL, &c), 0);
            assert_int_equal(c.status, 0);
            char target[160];
            snprintf(target, sizeof target, "/%s.%s?%s", g->name, fmt->name, query);
            srv_response res;
            answer_by_hand(target, NULL, &res);
            if (res.status != 200 || res.body.len != c.out_len || memcmp(res.body.data, c.out, c.out_len) != 0)
                fail_msg("%s: %d, %zu bytes; the CLI's %zu", target, res.status, res.body.len, c.out_len);
            hs_buf_free(&res.body);
            cli_result_free(&c);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_table_is_well_formed),
        cmocka_unit_test(one_reader_per_kind),
        cmocka_unit_test(the_cost_follows_the_request),
        cmocka_unit_test(the_run_makes_and_refuses),
        cmocka_unit_test(cli_and_http_print_the_same_table),
        cmocka_unit_test(every_face_refuses_alike),
        cmocka_unit_test(every_face_makes_the_same_bytes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
