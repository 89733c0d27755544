/* SPDX-License-Identifier: MIT */
/* test_routes.c: the server's parts without a socket: the request-target and header helpers of
 * server/http.c against tables of inputs, every route's answer made by hand (handler, then the
 * job it hands to the pool) with each of its allocations failing in turn (failalloc), the work
 * pool's and the server's start with theirs failing, and every job cancelled. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "answer.h"
#include "failalloc.h"
#include "hexseed/catan.h"
#include "hexseed/code.h"
#include "hexseed/rules.h"
#include "hexseed/server.h"

#include "../server/http.h"
#include "../server/pool.h"

/* ---- The helpers of http.c ----------------------------------------------------------------- */

static void percent_decoding_and_encoding(void **state)
{
    (void)state;
    static const struct {
        const char *in;
        bool query, ok;
        const char *out;
    } cases[] = {
        {"%2f%2F", false, true, "//"}, {"a+b", true, true, "a b"},    {"a+b", false, true, "a+b"},
        {"%zz", false, false, ""},     {"%00", false, false, ""},     {"%4", false, false, ""},
        {"%g1", false, false, ""},     {"0123456789", false, false, ""}, /* longer than the room */
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        char out[8] = "";
        bool ok = srv_unescape(cases[k].in, strlen(cases[k].in), cases[k].query, out, sizeof out);
        assert_int_equal(ok, cases[k].ok);
        if (ok)
            assert_string_equal(out, cases[k].out);
    }
    char out[8];
    srv_query_escape("1e+0 ~x", out, sizeof out); /* cut at a whole escape */
    assert_string_equal(out, "1e%2B0");
    srv_query_escape("abc", out, 0); /* no room: nothing written */
    srv_query_escape("", out, sizeof out);
    assert_string_equal(out, "");
}

static void targets_must_start_with_a_slash(void **state)
{
    (void)state;
    static const char *const bad[] = {"", "*", "api", "?a=1"};
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        srv_request req;
        srv_response res;
        memset(&res, 0, sizeof res);
        assert_false(srv_parse_target(bad[k], &req, &res));
        assert_int_equal(res.status, 400);
        assert_string_equal(res.body.data, "{\"error\":\"the request target must start with '/'\"}\n");
        hs_buf_free(&res.body);
    }
}

static void etags_encodings_and_types(void **state)
{
    (void)state;
    static const struct {
        const char *header, *etag;
        bool match;
    } etags[] = {
        {"\"a\"", "W/\"a\"", true},  {"W/\"a\"", "\"a\"", true}, {" , \"b\", \"a\"", "\"a\"", true},
        {"\"a", "\"a\"", false},     {"abc", "abc", true},        {"abc,def", "def", true},
        {"abcd", "abc", false},      {"*", "\"a\"", true},        {NULL, "\"a\"", false},
        {"\"a\"", "", false},
    };
    for (size_t k = 0; k < sizeof etags / sizeof etags[0]; k++)
        if (srv_etag_matches(etags[k].header, etags[k].etag) != etags[k].match)
            fail_msg("If-None-Match %s against %s", etags[k].header, etags[k].etag);
    static const struct {
        const char *header;
        bool gzip;
    } encodings[] = {
        {"gzip", true},          {"GZIP;Q=0.5", true},  {"x-gzip", true},      {"*", true},
        {"deflate, gzip", true}, {"gzip;q=0", false},   {"gzip; q=0.000", false}, {"gzip;q=0 , *", false},
        {"br", false},           {"gzipper", false},    {"\t,gzip", true},     {"gzip;level=1", true},
        {"gzip;q", true},        {"*;q=0.", false},     {NULL, false},         {"", false},
        /* RFC 9110 12.5.3: the coding's own member decides over "*"; a weight that is not a
         * qvalue refuses. */
        {"gzip;q=0, *;q=1", false}, {"x-gzip;q=0, *", false}, {"*;q=0, gzip", true}, {"gzip;q=abc", false},
        {"gzip;q=1.5", false},      {"gzip;q=0.001", true},
    };
    for (size_t k = 0; k < sizeof encodings / sizeof encodings[0]; k++)
        if (srv_accepts_gzip(encodings[k].header) != encodings[k].gzip)
            fail_msg("Accept-Encoding %s", encodings[k].header);
    static const struct {
        const char *header;
        bool html;
    } accepts[] = {
        {"text/html , application/json;q=0.9", true},
        {"text/*;q=0.8, application/json;q=0.5", true},
        {"text/html;level=1;q=0.2, application/json", false},
        {"text/html; q=0.9, */*", false},
        {"text/html;q=0.12345678901, application/json;q=0.5", false}, /* not a qvalue: refused */
        {"text/html;\tq=1, application/*;q=0.5", true},
        {"*/*", false},
        {NULL, false},
    };
    for (size_t k = 0; k < sizeof accepts / sizeof accepts[0]; k++)
        if (srv_prefers_html(accepts[k].header) != accepts[k].html)
            fail_msg("Accept %s", accepts[k].header);
    assert_true(srv_compressible("text/plain; charset=utf-8"));
    assert_true(srv_compressible("application/wasm"));
    assert_false(srv_compressible("image/png"));
}

/* The shared answers: a board that cannot be made, a writer that failed, gzip. */
static void shared_answers(void **state)
{
    (void)state;
    srv_response res;
    memset(&res, 0, sizeof res);
    srv_board_error(&res, HS_EINVAL, NULL, "rules");
    assert_int_equal(res.status, 400);
    assert_string_equal(res.body.data, "{\"error\":\"invalid argument\",\"parameter\":\"rules\"}\n");
    hs_diag empty = {{0}};
    srv_board_error(&res, HS_ELIMIT, &empty, NULL);
    assert_int_equal(res.status, 501);
    assert_non_null(strstr(res.body.data, "\"outcome\":\"gave-up\""));
    srv_finish(&res, HS_ENOMEM, "application/json", "key");
    assert_int_equal(res.status, 500);
    assert_string_equal(res.body.data, "{\"error\":\"cannot write the answer: out of memory\"}\n");
    assert_string_equal(res.etag, "");
    hs_buf_free(&res.body);
    /* gzip: a round trip is test_http's; here its own allocation failing. */
    hs_buf packed = {0};
    failalloc_arm(1);
    hs_err err = srv_gzip("some text to pack", 17, &packed);
    bool fired = failalloc_fired();
    failalloc_disarm();
    assert_true(fired);
    assert_int_equal(err, HS_ENOMEM);
    assert_null(packed.data);
    assert_int_equal(srv_gzip("some text to pack", 17, &packed), HS_OK);
    assert_true(packed.len > 10);
    hs_buf_free(&packed);
}

/* ---- Routes by hand ------------------------------------------------------------------------ */

typedef struct sweep_case {
    const char *target;
    int status;     /* of the answer with nothing failing */
    hs_buf want;    /* its body */
} sweep_case;

/* One run of the sweep: 0 for the very answer made with nothing failing, 1 for a 500 that says
 * so; anything else (another status, a different body: a failure passed over) fails the test. */
static int answer_or_500(void *arg)
{
    sweep_case *c = arg;
    srv_response res;
    answer_by_hand(c->target, NULL, &res);
    int verdict = 2;
    if (res.status == c->status && res.body.len == c->want.len && memcmp(res.body.data, c->want.data, c->want.len) == 0)
        verdict = 0;
    else if (res.status == 500 && res.body.data && strncmp(res.body.data, "{\"error\":\"", 10) == 0 &&
             (strstr(res.body.data, "out of memory") || strstr(res.body.data, "cannot")))
        verdict = 1;
    if (verdict == 2) {
        failalloc_disarm();
        size_t at = 0;
        while (res.body.data && at < res.body.len && at < c->want.len && res.body.data[at] == c->want.data[at])
            at++;
        fail_msg("%s: %d, %zu bytes for %zu, differing at %zu: %.200s", c->target, res.status, res.body.len, c->want.len,
                 at, res.body.data ? res.body.data + (at > 100 ? at - 100 : 0) : "(no body)");
    }
    hs_buf_free(&res.body);
    return verdict;
}

/* Every route, each allocation of its answer failing in turn (jansson's included): a 500 that
 * says so every time, or the same answer (never a different one, a crash or a leak: the ASan
 * build checks those). */
static void every_route_survives_each_allocation_failing(void **state)
{
    (void)state;
    static const char *const targets[] = {
        "/board/0xjiwxm2.txt",
        "/board/0xjiwxm2.svg?style=legible",
        "/board/0xjiwxm2.png",
        "/api",
        "/api/rules",
        "/api/layouts",
        "/api/landmass",
        "/landmass.svg",
        "/landmass.json",
        "/landmass.txt",
        "/api/house-rules?seed=1",
        "/api/empire?map=1",
        "/empire.png?map=1",
        "/empire.txt?map=1",
        "/api/terrain?seed=1&width=16&height=16",
        "/terrain.png?seed=1&width=16&height=16",
        "/terrain.svg?seed=1&width=16&height=16",
        "/terrain.json?seed=1&width=16&height=16",
        "/terrain.tmj?seed=1&width=16&height=16",
        "/terrain.pgm?seed=1&width=16&height=16",
        "/terrain.txt?seed=1&width=16&height=16",
        "/api/openings?code=0xjiwxm2&games=1&format=svg",
        "/static/app.css",
        "/board/0xjiwxm2.json",
        "/board/0xjiwxm2.tmj",
        "/empire.svg?map=1&names=1",
        "/empire.json?map=1",
        "/empire.tmj?map=1",
        "/landmass.tmj",
        "/api/fairness?code=0xjiwxm2&games=4",
        "/api/openings?code=0xjiwxm2&games=1",
        "/board/0xjiwxm2",
        "/api/catan?seed=42",
        "/api/seafarers?seed=1",
        "/api/score?board=OWLGBWBGLDLOLOGWBGW%2010%202%209%2012%206%204%2010%209%2011%200%203%208%208%203%204%205%205%206%2011",
        "/board/1xb638m7im9.txt",
        "/api/landmass/survey",
    };
    for (size_t k = 0; k < sizeof targets / sizeof targets[0]; k++) {
        sweep_case c = {targets[k], 0, {0}};
        srv_response res;
        answer_by_hand(targets[k], NULL, &res);
        if (res.status != 200)
            fail_msg("%s: %d %s", targets[k], res.status, res.body.data);
        c.status = res.status;
        if (res.static_body) { /* a UI file: no allocation to fail, the same bytes */
            hs_sink_write(hs_sink_buf(&c.want), res.static_body, res.static_len);
        } else {
            c.want = res.body;
            res.body = (hs_buf){0};
        }
        hs_buf_free(&res.body);
        if (!res.static_body) {
            failalloc_count_jansson(true);
            failalloc_sweep(answer_or_500, &c, 1);
            failalloc_count_jansson(false);
        }
        hs_buf_free(&c.want);
    }
}

/* The same request twice in one process, the same bytes (its ETag promises them): the Hex
 * Empire SVG is cairo's, which numbers the drawing's surface per process. */
static void the_same_request_gives_the_same_bytes(void **state)
{
    (void)state;
    static const char *const targets[] = {"/empire.svg?map=1&names=1&paths=1", "/board/0xjiwxm2.pdf",
                                          "/board/0xjiwxm2.png", "/empire.png?map=2&names=1"};
    for (size_t k = 0; k < sizeof targets / sizeof targets[0]; k++) {
        srv_response first, again;
        answer_by_hand(targets[k], NULL, &first);
        answer_by_hand(targets[k], NULL, &again);
        assert_int_equal(first.status, 200);
        assert_int_equal(again.status, 200);
        assert_string_equal(first.etag, again.etag);
        if (first.body.len != again.body.len || memcmp(first.body.data, again.body.data, first.body.len) != 0)
            fail_msg("%s: two answers differ", targets[k]);
        hs_buf_free(&first.body);
        hs_buf_free(&again.body);
    }
}

/* Each job of the pool, its cancel flag set before it starts (a shutdown while it waited or
 * ran): every one that can take long stops at its first check and answers 503 with
 * Retry-After, whichever step it was in (making the board, annealing it, drawing, simulating). */
static void every_job_answers_503_when_cancelled(void **state)
{
    (void)state;
    static const char *const targets[] = {
        "/board/j8wfyk0txqf.json",          /* annealing 2,000,000 steps */
        "/board/0xjiwxm2.png",              /* a cheap board, then its drawing */
        "/board/0xjiwxm2.pdf?paper=letter", /* the same for the PDF */
        "/api/catan?balanced=1&seed=1",
        "/api/catan?unbalanced=1&seed=1&svg=legible",
        "/empire.png?map=5&paths=1",
        "/terrain.png?width=1024&height=1024&seed=1",
        "/api/terrain?width=1024&height=1024&seed=1",
        "/api/fairness?code=0xjiwxm2&games=50", /* the board, then the games */
        "/api/fairness?code=j8wfyk0txqf",       /* the board's annealing */
        "/api/openings?code=0xjiwxm2&games=5",
        "/api/openings?code=0xjiwxm2&games=5&format=svg",
    };
    hs_cancel cancel = {0};
    hs_cancel_request(&cancel);
    for (size_t k = 0; k < sizeof targets / sizeof targets[0]; k++) {
        srv_response res;
        answer_by_hand(targets[k], &cancel, &res);
        if (res.status != 503 || res.retry_after != 1 ||
            strcmp(res.body.data, "{\"error\":\"the server is shutting down: try again in a moment\"}\n") != 0)
            fail_msg("%s: %d %s", targets[k], res.status, res.body.data);
        hs_buf_free(&res.body);
    }
    /* The survey (about 80 ms) does not look at the flag: it answers. */
    srv_response res;
    answer_by_hand("/api/landmass/survey?top=2", &cancel, &res);
    assert_int_equal(res.status, 200);
    assert_memory_equal(res.body.data, "{\"pairs\":65536,", 15);
    hs_buf_free(&res.body);
}

/* A code whose board the search proves impossible, asked of the simulator: 422 like the board's
 * own routes. */
static void the_simulator_of_a_code_of_no_board_is_422(void **state)
{
    (void)state;
    hs_catan_options o = hs_catan_default();
    o.rules.on = HS_RULE_PIPS;
    o.rules.pips = 5;
    o.seed = 1;
    hs_code code;
    assert_int_equal(hs_code_encode(&o, &code, NULL), HS_OK);
    char target[sizeof code.text + 32];
    snprintf(target, sizeof target, "/api/fairness?code=%s", code.text);
    srv_response res;
    answer_by_hand(target, NULL, &res);
    assert_int_equal(res.status, 422);
    assert_string_equal(res.body.data, "{\"error\":\"no classic board exists under these rules (pips=5): the search tried "
                                       "them all\",\"parameter\":\"code\",\"outcome\":\"no-board\"}\n");
    hs_buf_free(&res.body);
}

/* Every parameter reader's other answers: each bad value is a 400 naming its parameter (or the
 * status given), each empty value the default. Made by hand, without a server: fast. */
static void every_parameter_has_its_answer(void **state)
{
    (void)state;
    static const struct {
        const char *target;
        int status;
        const char *parameter; /* the "parameter" of the error, or NULL */
    } cases[] = {
        {"/api/seafarers?landmass=&seed=1", 200, NULL},
        {"/api/seafarers?landmass=123456789:1", 400, "landmass"},
        {"/api/seafarers?landmass=1:1&swap=x", 400, "swap"},
        {"/api/seafarers?landmass=146:25&players=3", 400, "players"},
        {"/api/seafarers?landmass=146:25&scenario=four-islands", 400, "scenario"},
        {"/api/seafarers?landmass=146:25&scenario=four-islands&players=", 400, "scenario"},
        {"/api/seafarers?scenario=four-islands&rules=red&seed=1", 200, NULL},
        {"/api/seafarers?scenario=four-islands&spiral=1&seed=1", 400, "spiral"},
        {"/api/catan?balanced=maybe", 400, "balanced"},
        {"/api/catan?unbalanced=maybe", 400, "unbalanced"},
        {"/api/catan?balanced=1&metric=&iterations=1000&seed=1", 200, NULL},
        {"/api/catan?metric=&seed=1", 200, NULL},
        {"/api/catan?metric=compat", 400, "metric"},
        {"/api/catan?mode=four-islands-4-v2&rules=red&seed=1", 200, NULL},
        {"/api/catan?rules=pips%3D5&seed=1", 422, NULL},
        {"/api/landmass?swap=x", 400, "swap"},
        {"/api/landmass?x=1", 400, "x"},
        {"/api/landmass/survey?top=0", 400, "top"},
        {"/api/landmass/survey?x=1", 400, "x"},
        {"/api/terrain?update=&border=&seed=1&width=8&height=8", 200, NULL},
        {"/api/terrain?land-ratio=&seed=1&width=8&height=8", 200, NULL},
        {"/api/terrain?land-ratio=1.5", 400, "land-ratio"},
        {"/api/terrain?height=0", 400, "height"},
        {"/api/terrain?iterations=1001", 400, "iterations"},
        {"/api/terrain?survive=10", 400, "survive"},
        {"/api/terrain?birth=10", 400, "birth"},
        {"/api/terrain?seed=x", 400, "seed"},
        {"/api/terrain?scale=0", 400, "scale"},
        {"/api/terrain?update=x", 400, "update"},
        {"/api/terrain?border=x", 400, "border"},
        {"/api/terrain?neighbourhood=x", 400, "neighbourhood"},
        {"/api/terrain?method=x", 400, "method"},
        {"/api/terrain?x=1", 400, "x"},
        {"/api/terrain?width=8&height=8", 200, NULL},  /* a fresh seed: not kept */
        {"/terrain.txt?width=8&height=8", 200, NULL},
        {"/api/score?harbors=x", 400, "harbors"},
        {"/api/score?board=", 400, "board"},
        {"/api/score?board=OWLGBWBGLDLOLOGWBGW+10+2+9+12+6+4+10+9+11+0+3+8+8+3+4+5+5+6+11&metric=&harbors=1", 200, NULL},
        {"/empire.svg?paths=x", 400, "paths"},
        {"/empire.svg?names=x", 400, "names"},
        {"/empire.txt?paths=1", 400, "paths"},
        {"/api/empire?paths=x", 400, "paths"},
        {"/api/empire?names=x", 400, "names"},
        {"/api/empire?x=1", 400, "x"},
        {"/api/empire?map=x", 400, "map"},
        {"/api/house-rules?seed=x", 400, "seed"},
        {"/api/house-rules?x=1", 400, "x"},
        {"/api/house-rules?intensity=100&count=26", 200, NULL},
        {"/static/noext", 404, NULL},
        {"/board/0123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789"
         "0123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789x", 400, "code"},
        {"/api/fairness", 400, "code"},
        {"/api/openings?code=0xjiwxm2&format=png", 400, "format"},
        {"/api/fairness?code=0xjiwxm2&games=0", 400, "games"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        srv_response res;
        answer_by_hand(cases[k].target, NULL, &res);
        char want[64] = "";
        if (cases[k].parameter)
            snprintf(want, sizeof want, ",\"parameter\":\"%s\"", cases[k].parameter);
        bool named = cases[k].status == 200 || (cases[k].parameter ? strstr(res.body.data, want) != NULL
                                                                    : strstr(res.body.data, "\"parameter\"") == NULL);
        if (res.status != cases[k].status || !named)
            fail_msg("%s: %d %s", cases[k].target, res.status, res.body.data);
        hs_buf_free(&res.body);
    }
}

/* The landmass survey's own two arrays, each failing: 500, out of memory. */
static void the_survey_without_memory(void **state)
{
    (void)state;
    for (long k = 2; k <= 3; k++) { /* the first allocation is srv_defer's copy */
        srv_response res;
        failalloc_arm(k);
        answer_by_hand("/api/landmass/survey?top=3", NULL, &res);
        failalloc_disarm();
        assert_int_equal(res.status, 500);
        assert_string_equal(res.body.data, "{\"error\":\"out of memory\"}\n");
        hs_buf_free(&res.body);
    }
}

/* The error page escapes the message and the address it offers to try again. */
static void the_error_page_escapes_what_it_quotes(void **state)
{
    (void)state;
    srv_response res;
    memset(&res, 0, sizeof res);
    res.retry_after = 1;
    srv_error(&res, 503, NULL, "a<b>c&d\"e'f");
    srv_error_page(&res, "/x<y>");
    assert_string_equal(res.content_type, "text/html; charset=utf-8");
    assert_non_null(strstr(res.body.data, "a&lt;b&gt;c&amp;d&quot;e&#39;f"));
    assert_non_null(strstr(res.body.data, "<a class=\"chip\" href=\"/x&lt;y&gt;\">Try again</a>"));
    hs_buf_free(&res.body);
}

/* ---- The pool and the server, starting without memory ---------------------------------------- */

static int new_pool(void *arg)
{
    (void)arg;
    srv_pool *p = srv_pool_new(3, 4, 2);
    srv_pool_free(p);
    return p ? 0 : 1;
}

static int start_server(void *arg)
{
    hs_server_options *o = arg;
    hs_server *srv = NULL;
    hs_diag d = {{0}};
    hs_err err = hs_server_start(o, &srv, &d);
    if (err == HS_OK) {
        hs_server_stop(srv);
        return 0;
    }
    assert_null(srv);
    assert_int_equal(err, HS_ENOMEM);
    assert_true(strcmp(d.msg, "out of memory") == 0 || strcmp(d.msg, "cannot start 2 worker threads") == 0);
    return 1;
}

static void pool_and_server_start_without_memory(void **state)
{
    (void)state;
    assert_true(failalloc_sweep(new_pool, NULL, 1) >= 6);
    hs_server_options o = hs_server_default();
    o.port = 0;
    o.threads = 1;
    o.workers = 2;
    o.cache_entries = 4;
    o.log = o.status = NULL;
    assert_true(failalloc_sweep(start_server, &o, 1) >= 7);
    /* Bad sizes are refused; NULL is nothing to free; either count may be left out. */
    assert_null(srv_pool_new(0, 1, 1));
    assert_null(srv_pool_new(65, 1, 1));
    assert_null(srv_pool_new(1, 4097, 1));
    assert_null(srv_pool_new(1, 1, 0));
    assert_null(srv_pool_new(1, 1, 1025));
    srv_pool_free(NULL);
    srv_pool *p = srv_pool_new(1, 1, 1);
    assert_non_null(p);
    unsigned queued = 9;
    srv_pool_load(p, NULL, &queued);
    assert_int_equal(queued, 0);
    srv_pool_load(p, &queued, NULL);
    assert_int_equal(queued, 0);
    srv_pool_free(p);
}

/* Every option out of range, on either side, with its message; no diagnostics buffer is fine. */
static void every_bad_server_option_is_named(void **state)
{
    (void)state;
    static const struct {
        size_t field;
        unsigned value;
        const char *msg;
    } cases[] = {
        {offsetof(hs_server_options, threads), 65, "threads 65 is not a whole number from 1 to 64"},
        {offsetof(hs_server_options, max_connections), 10001, "connection limit 10001 is not from 1 to 10000"},
        {offsetof(hs_server_options, timeout_seconds), 3601, "timeout 3601 s is not from 1 to 3600"},
        {offsetof(hs_server_options, head_timeout_seconds), 0, "request-head timeout 0 s is not from 1 to 3600"},
        {offsetof(hs_server_options, head_timeout_seconds), 3601, "request-head timeout 3601 s is not from 1 to 3600"},
        {offsetof(hs_server_options, per_ip_connections), 0, "connections per address 0 is not from 1 to 10000"},
        {offsetof(hs_server_options, per_ip_connections), 10001, "connections per address 10001 is not from 1 to 10000"},
        {offsetof(hs_server_options, workers), 0, "workers 0 is not a whole number from 1 to 64"},
        {offsetof(hs_server_options, workers), 65, "workers 65 is not a whole number from 1 to 64"},
        {offsetof(hs_server_options, queue), 4097, "queue 4097 is not from 0 to 4096"},
        {offsetof(hs_server_options, per_client), 0, "expensive requests per client 0 is not from 1 to 1024"},
        {offsetof(hs_server_options, per_client), 1025, "expensive requests per client 1025 is not from 1 to 1024"},
        {offsetof(hs_server_options, cache_entries), 4097, "cache size 4097 is not from 0 to 4096"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        hs_server_options o = hs_server_default();
        o.log = o.status = NULL;
        *(unsigned *)(void *)((char *)&o + cases[k].field) = cases[k].value;
        hs_server *srv = NULL;
        hs_diag d = {{0}};
        assert_int_equal(hs_server_start(&o, &srv, &d), HS_EINVAL);
        assert_string_equal(d.msg, cases[k].msg);
        assert_null(srv);
    }
    hs_server_options o = hs_server_default();
    o.bind = NULL;
    hs_server *srv = NULL;
    assert_int_equal(hs_server_start(&o, &srv, NULL), HS_EINVAL);
    assert_null(srv);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(percent_decoding_and_encoding),
        cmocka_unit_test(targets_must_start_with_a_slash),
        cmocka_unit_test(etags_encodings_and_types),
        cmocka_unit_test(shared_answers),
        cmocka_unit_test(every_route_survives_each_allocation_failing),
        cmocka_unit_test(the_same_request_gives_the_same_bytes),
        cmocka_unit_test(every_job_answers_503_when_cancelled),
        cmocka_unit_test(the_simulator_of_a_code_of_no_board_is_422),
        cmocka_unit_test(every_parameter_has_its_answer),
        cmocka_unit_test(the_survey_without_memory),
        cmocka_unit_test(the_error_page_escapes_what_it_quotes),
        cmocka_unit_test(pool_and_server_start_without_memory),
        cmocka_unit_test(every_bad_server_option_is_named),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
