/* SPDX-License-Identifier: MIT */
/* test_http.c: the web server end to end over a plain socket: a server started in the test on
 * an ephemeral port, every route, every error code with its exact JSON body, HEAD, ETag/304,
 * bad percent-encodings, keep-alive, the access log, option checks and the serve command. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>
#include <jansson.h>
#include <zlib.h>

#include "cli_run.h"
#include "failalloc.h"
#include "hexseed/cairo.h"
#include "hexseed/code.h"
#include "hexseed/render.h"
#include "hexseed/server.h"

#include "../server/http.h"

#define ARGS(...) ((const char *const[]){__VA_ARGS__, NULL})

typedef struct reply {
    int status;
    char *head;   /* the status line and headers, NUL-terminated */
    char *body;   /* NUL-terminated; body_len bytes */
    size_t body_len;
} reply;

typedef struct fixture {
    hs_server *srv;
    uint16_t port;
    FILE *log;
} fixture;

static int connect_to(uint16_t port)
{
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    assert_true(fd >= 0);
    struct sockaddr_in a;
    memset(&a, 0, sizeof a);
    a.sin_family = AF_INET;
    a.sin_port = htons(port);
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    assert_int_equal(connect(fd, (struct sockaddr *)&a, sizeof a), 0);
    return fd;
}

/* Sends `raw` and reads until the server closes; fails the test after 20 s of silence. */
static char *exchange_raw(uint16_t port, const char *raw, size_t *len)
{
    int fd = connect_to(port);
    size_t n = strlen(raw);
    assert_int_equal(send(fd, raw, n, MSG_NOSIGNAL), (ssize_t)n);
    size_t cap = 1 << 16, got = 0;
    char *buf = malloc(cap);
    assert_non_null(buf);
    for (;;) {
        struct pollfd p = {fd, POLLIN, 0};
        assert_int_equal(poll(&p, 1, 20000), 1);
        if (got + 4096 > cap) {
            cap *= 2;
            buf = realloc(buf, cap);
            assert_non_null(buf);
        }
        ssize_t r = recv(fd, buf + got, cap - got - 1, 0);
        if (r <= 0)
            break;
        got += (size_t)r;
    }
    close(fd);
    buf[got] = '\0';
    *len = got;
    return buf;
}

static void parse_reply(char *raw, size_t len, reply *out)
{
    char *sep = strstr(raw, "\r\n\r\n");
    assert_non_null(sep);
    *sep = '\0';
    out->head = raw;
    out->body = sep + 4;
    out->body_len = len - (size_t)(out->body - raw);
    assert_int_equal(sscanf(raw, "HTTP/1.1 %d", &out->status), 1);
}

static void request(const fixture *f, const char *method, const char *target, const char *extra, reply *out)
{
    char raw[8192];
    snprintf(raw, sizeof raw, "%s %s HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n%s\r\n", method, target,
             extra ? extra : "");
    size_t len;
    char *buf = exchange_raw(f->port, raw, &len);
    parse_reply(buf, len, out);
}

static void reply_free(reply *r)
{
    free(r->head);
}

/* The value of header `name` (case-insensitive) in a copy the caller frees, or NULL. */
static char *header(const reply *r, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = strstr(r->head, "\r\n"); p; p = strstr(p + 2, "\r\n")) {
        if (strncasecmp(p + 2, name, n) == 0 && p[2 + n] == ':') {
            const char *v = p + 3 + n;
            while (*v == ' ')
                v++;
            size_t vl = strcspn(v, "\r");
            char *out = malloc(vl + 1);
            memcpy(out, v, vl);
            out[vl] = '\0';
            return out;
        }
    }
    return NULL;
}

static void assert_header(const reply *r, const char *name, const char *value)
{
    char *v = header(r, name);
    if (!v)
        fail_msg("no header %s in:\n%s", name, r->head);
    assert_string_equal(v, value);
    free(v);
}

static int setup(void **state)
{
    fixture *f = calloc(1, sizeof *f);
    f->log = tmpfile();
    hs_server_options o = hs_server_default();
    o.port = 0;
    o.threads = 2;
    o.log = f->log;
    o.status = NULL;
    hs_diag d = {{0}};
    if (hs_server_start(&o, &f->srv, &d) != HS_OK) {
        fprintf(stderr, "cannot start: %s\n", d.msg);
        return -1;
    }
    f->port = hs_server_port(f->srv);
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    fixture *f = *state;
    hs_server_stop(f->srv);
    fclose(f->log);
    free(f);
    return 0;
}

/* ---- Every route ---------------------------------------------------------------------------- */

static const struct {
    const char *target;
    int status;
    const char *content_type;
    const char *body_prefix;
} routes[] = {
    {"/", 200, "text/html; charset=utf-8", "<!doctype html>"},
    {"/catan", 200, "text/html; charset=utf-8", "<!doctype html>"},
    {"/api/rules", 200, "application/json", "{\n  \"rules\": [\n    {\n      \"name\": \"red\","},
    {"/api/fairness?code=0xjiwxm2&games=200", 200, "application/json", "{\"code\":\"0xjiwxm2\",\"games\":200,"},
    {"/api/openings?code=0xjiwxm2&games=20", 200, "application/json", "{\"code\":\"0xjiwxm2\",\"games_per_spot\":20,"},
    {"/api/openings?code=0xjiwxm2&games=20&format=svg", 200, "image/svg+xml", "<svg"},
    {"/api/catan?seed=3&rules=pips%3D10,group%3D2&lock=0,0%3Ddesert;1,0%3Dhills:6", 200, "application/json", "{\"code\":"},
    {"/catan?mode=5-6&seed=7&rules=red,equal&spiral=0", 200, "text/html; charset=utf-8", "<!doctype html>"},
    {"/static/app.css", 200, "text/css; charset=utf-8", "/* SPDX-License-Identifier: MIT */\n/* app.css"},
    {"/static/app.js", 200, "text/javascript; charset=utf-8", "// SPDX-License-Identifier: MIT\n// app.js"},
    {"/static/favicon.svg", 200, "image/svg+xml", "<svg"},
    {"/static/manifest.json", 200, "application/json", "{\n  \"name\": \"hexseed"},
    {"/static/icon.svg", 200, "image/svg+xml", "<svg"},
    {"/static/icon-192.png", 200, "image/png", "\x89PNG\r\n\x1a\n"},
    {"/static/icon-512.png", 200, "image/png", "\x89PNG\r\n\x1a\n"},
    {"/board/0xjiwxm2.line", 200, "text/plain; charset=utf-8", "WBWODLBOOLGWLBLGWGG 10 9 6"}, /* the table's name of .txt */
    {"/api", 200, "application/json",
     "{\"version\":\"" HEXSEED_VERSION "\",\"generators\":[\"catan\",\"seafarers\",\"landmass\",\"house-rules\",\"empire\",\"terrain\"]"},
    {"/api/catan?seed=42", 200, "application/json", "{\"code\":\"0xjiwxm2\",\"links\":{\"page\":\"/board/0xjiwxm2\""},
    {"/api/catan?seed=42&mode=classic&rules=red&spiral=0&balanced=0", 200, "application/json", "{\"code\":\"0xjiwxm2\""},
    {"/api/catan?seed=42&rules=red&spiral=false", 200, "application/json", "{\"code\":\"0xjiwxm2\""},
    {"/api/catan?seed=42&rules=", 200, "application/json", "{\"code\":\"0xjiwxm2\""}, /* empty: the default, red */
    {"/api/catan?seed=0&mode=5-6&spiral=1&rules=red", 200, "application/json", "{\"code\":"},
    {"/api/catan?seed=3&mode=seafarers&rules=all", 200, "application/json", "{\"code\":"},
    {"/api/catan?seed=4&mode=seafarers-5-6", 200, "application/json", "{\"code\":"},
    {"/api/catan?seed=&mode=", 200, "application/json", "{\"code\":"},
    {"/api/catan", 200, "application/json", "{\"code\":"},
    {"/board/0xjiwxm2", 200, "text/html; charset=utf-8", "<!doctype html>"},
    {"/board/0XJIWXM2.svg", 200, "image/svg+xml", "<svg xmlns="},
    {"/board/0xjiwxm2.svg", 200, "image/svg+xml", "<svg xmlns="},
    {"/board/0xjiwxm2.png", 200, "image/png", "\x89PNG\r\n\x1a\n"},
    {"/board/0xjiwxm2.pdf", 200, "application/pdf", "%PDF-"},
    {"/board/0xjiwxm2.pdf?paper=letter", 200, "application/pdf", "%PDF-"},
    {"/board/0xjiwxm2.pdf?paper=a4", 200, "application/pdf", "%PDF-"},
    {"/board/0xjiwxm2.svg?style=legible", 200, "image/svg+xml", "<svg xmlns="},
    {"/board/0xjiwxm2.svg?style=compact", 200, "image/svg+xml", "<svg xmlns="},
    {"/board/0xjiwxm2.json", 200, "application/json", "{\"code\":\"0xjiwxm2\",\"mode\":\"classic\""},
    {"/board/0xjiwxm2.txt", 200, "text/plain; charset=utf-8", "WBWODLBOOLGWLBLGWGG 10 9 6 10 0 2"},
    {"/board/0xjiwxm2.tmj", 200, "application/json", "{\"type\":\"map\",\"version\":\"1.10\""},
    {"/board/%30xjiwxm2.txt", 200, "text/plain; charset=utf-8", "WBWODLBOOLGWLBLGWGG"},
    {"/seafarers", 200, "text/html; charset=utf-8", "<!doctype html>"},
    {"/landmass?rule=146&start=25", 200, "text/html; charset=utf-8", "<!doctype html>"},
    {"/house-rules", 200, "text/html; charset=utf-8", "<!doctype html>"},
    {"/api/seafarers?seed=1", 200, "application/json", "{\"code\":\"2n1rejbqn47jsx\""}, /* the current New Shores */
    {"/api/seafarers?players=5-6&seed=1&rules=red,extremes", 200, "application/json", "{\"code\":"},
    {"/api/seafarers?scenario=four-islands&players=3&seed=1", 200, "application/json", "{\"code\":"},
    {"/api/seafarers?landmass=146:25&seed=1", 200, "application/json", "{\"code\":\"fqzq8iuzym9\""},
    {"/api/seafarers?landmass=146:25&swap=1&seed=1&players=4", 200, "application/json", "{\"code\":\"4tf20e7swcn5\""},
    {"/board/fqzq8iuzym9.svg", 200, "image/svg+xml", "<svg xmlns="},
    {"/board/fqzq8iuzym9", 200, "text/html; charset=utf-8", "<!doctype html>"},
    {"/api/landmass", 200, "application/json",
     "{\"links\":{\"page\":\"/landmass?rule=77&start=88&swap=0\",\"svg\":\"/landmass.svg?rule=77&start=88&swap=0\","},
    {"/api/landmass?rule=146&start=25&swap=0", 200, "application/json", "{\"links\":{\"page\":\"/landmass?rule=146&start=25&swap=0\""},
    {"/landmass.txt?rule=146&start=25", 200, "text/plain; charset=utf-8",
     "...#x..x\nx~#~~#xx\n~~~####.\n~####~~.\n###~~~~x\n#~~~~##x\n~~~####.\n.x###...\n"},
    {"/landmass.json?rule=146&start=25", 200, "application/json", "{\"rule\":146,\"start\":25,\"swap\":false,"},
    {"/landmass.tmj?rule=146&start=25", 200, "application/json", "{\"type\":\"map\",\"version\":\"1.10\""},
    {"/landmass.svg?rule=146&start=25&swap=1", 200, "image/svg+xml", "<svg xmlns="},
    {"/api/landmass/survey?top=1", 200, "application/json", "{\"pairs\":65536,\"best\":[{\"rank\":1,\"rule\":146,\"start\":25,"},
    {"/api/house-rules?seed=5&count=2", 200, "application/json",
     "{\"links\":{\"page\":\"/house-rules?intensity=50&count=2&seed=5\"},\"house_rules\":{\"seed\":5,\"intensity\":50,"
     "\"count\":2,\"rules\":[{\"name\":\"Outcropping\""},
    {"/api/house-rules", 200, "application/json", "{\"links\":{\"page\":\"/house-rules?intensity=50&count=1&seed="},
    {"/api/catan?seed=1&balanced=1", 200, "application/json", "{\"code\":\"1xb638m7im9\""},
    {"/api/catan?seed=1&unbalanced=yes&iterations=5000&metric=hexseed", 200, "application/json", "{\"code\":"},
    {"/api/catan?seed=1&balanced=1&metric=compat&iterations=1000", 200, "application/json", "{\"code\":"},
    {"/board/1xb638m7im9.txt", 200, "text/plain; charset=utf-8", "WLBGOGWLBDLOWGWGOLB 8 5 10 3 9 6 3 4 11 0 11 12 2 4 8 10 6 9 5\n"},
    {"/api/score?board=OWLGBWBGLDLOLOGWBGW+10+2+9+12+6+4+10+9+11+0+3+8+8+3+4+5+5+6+11&metric=compat", 200,
     "application/json",
     "{\"board\":\"OWLGBWBGLDLOLOGWBGW 10 2 9 12 6 4 10 9 11 0 3 8 8 3 4 5 5 6 11\",\"metric\":\"compat\","
     "\"raw\":{\"rd\":216.0,\"rc\":25.0,\"pc\":0.0,"},
    {"/api/score?board=OWLGBWBGLDLOLOGWBGW%2010%202%209%2012%206%204%2010%209%2011%200%203%208%208%203%204%205%205%206%2011&harbors=0",
     200, "application/json", "{\"board\":\"OWLGBWBGLDLOLOGWBGW 10 2 9 12 6 4 10 9 11 0 3 8 8 3 4 5 5 6 11\",\"metric\":\"hexseed\""},
    {"/terrain", 200, "text/html; charset=utf-8", "<!doctype html>"},
    {"/api/terrain?seed=1&width=16&height=8", 200, "application/json",
     "{\"links\":{\"page\":\"/terrain?width=16&height=8&land-ratio=0.5&iterations=8&update=simultaneous&border=water&"
     "neighbourhood=moore&method=automaton&seed=1&scale=1\""},
    {"/api/terrain?seed=1&width=2048&height=2048&iterations=32&update=in-place&border=wrap&survive=4&birth=5", 200,
     "application/json", "{\"links\":{\"page\":\"/terrain?width=2048&height=2048&land-ratio=0.5&iterations=32&update=in-place&"
     "border=wrap&neighbourhood=moore&survive=4&birth=5&method=automaton&seed=1&scale=1\""},
    {"/terrain.txt?width=8&height=4&seed=1&land-ratio=0.7&iterations=0", 200, "text/plain; charset=utf-8",
     "##.#####\n##.##.##\n.#######\n.#..####\n"},
    {"/terrain.json?seed=1&width=16&height=8", 200, "application/json", "{\"width\":16,\"height\":8,\"seed\":1,"},
    {"/terrain.tmj?seed=1&width=16&height=8", 200, "application/json", "{\"type\":\"map\",\"version\":\"1.10\""},
    {"/terrain.tmj?seed=1&width=2048&height=1024", 200, "application/json", "{\"type\":\"map\",\"version\":\"1.10\""},
    {"/terrain.svg?seed=1&scale=4", 200, "image/svg+xml", "<svg xmlns="},
    {"/terrain.png?seed=1&width=2048&height=2048&iterations=32", 200, "image/png", "\x89PNG\r\n\x1a\n"},
    {"/terrain.pgm?seed=1&method=subdivide&neighbourhood=hex", 200, "image/x-portable-graymap", "P5\n64 48\n255\n"},
    {"/empire?map=42", 200, "text/html; charset=utf-8", "<!doctype html>"},
    {"/api/empire?map=42", 200, "application/json",
     "{\"links\":{\"page\":\"/empire?map=42&width=20&height=11&land=2&paths=0&names=0\",\"svg\":\"/empire.svg?map=42&"},
    {"/api/empire?map=7&width=64&height=40&land=3&paths=1&names=yes", 200, "application/json",
     "{\"links\":{\"page\":\"/empire?map=7&width=64&height=40&land=3&paths=1&names=1\""},
    {"/empire.txt?map=42", 200, "text/plain; charset=utf-8", "T######....##T######\n#R################B#\n"},
    {"/empire.json?map=42", 200, "application/json", "{\"map\":42,\"width\":20,\"height\":11,\"original\":true,"},
    {"/empire.tmj?map=42", 200, "application/json", "{\"type\":\"map\",\"version\":\"1.10\""},
    {"/empire.svg?map=42&paths=1&names=1", 200, "image/svg+xml", "<?xml"},
    {"/empire.png?map=42", 200, "image/png", "\x89PNG\r\n\x1a\n"},
    {"/sw.js", 200, "text/javascript; charset=utf-8", "// SPDX-License-Identifier: MIT\n// sw.js"},
    {"/static/app.css", 200, "text/css; charset=utf-8", "/* SPDX-License-Identifier: MIT */"},
    {"/api/layouts", 200, "application/json",
     "{\"layouts\":[{\"name\":\"classic\",\"label\":\"Classic, 3-4 players\",\"family\":\"catan\",\"expansion\":\"Catan\","},
    {"/api/catan?seed=1&svg=compact", 200, "application/json", "{\"code\":\"0xjiwxkx\""},
    {"/api/seafarers?seed=1&svg=legible", 200, "application/json", "{\"code\":\"2n1rejbqn47jsx\""},
    {"/board/2n1rejbqn47jsx", 200, "text/html; charset=utf-8", "<!doctype html>"}, /* New Shores */
    {"/board/hbauy0pe6kn5", 200, "text/html; charset=utf-8", "<!doctype html>"},   /* The Four Islands */
    {"/board/1dbrtddv", 200, "text/html; charset=utf-8", "<!doctype html>"},       /* the first New Shores */
    {"/board/0pnegpoj", 200, "text/html; charset=utf-8", "<!doctype html>"},       /* its 5-6, rules none */
    {"/board/eynfqz9d", 200, "text/html; charset=utf-8", "<!doctype html>"},       /* spiral */
    {"/board/jigz4n9j5", 200, "text/html; charset=utf-8", "<!doctype html>"},      /* unbalanced */
    {"/board/01z141z5", 200, "text/html; charset=utf-8", "<!doctype html>"},       /* rules none */
    {"/board/4tf20e7swcn5", 200, "text/html; charset=utf-8", "<!doctype html>"},   /* a landmass, swapped */
};

static void every_route_answers(void **state)
{
    fixture *f = *state;
    for (size_t k = 0; k < sizeof routes / sizeof routes[0]; k++) {
        reply r;
        request(f, "GET", routes[k].target, NULL, &r);
        if (r.status != routes[k].status)
            fail_msg("%s: status %d:\n%s", routes[k].target, r.status, r.body);
        assert_header(&r, "Content-Type", routes[k].content_type);
        size_t n = strlen(routes[k].body_prefix);
        if (r.body_len < n || memcmp(r.body, routes[k].body_prefix, n) != 0)
            fail_msg("%s: body starts %.60s", routes[k].target, r.body);
        char *len = header(&r, "Content-Length");
        assert_non_null(len);
        assert_int_equal(strtoul(len, NULL, 10), r.body_len);
        free(len);
        reply_free(&r);
    }
}

/* ---- Every error, with its exact body ---------------------------------------------------------- */

static const struct {
    const char *method;
    const char *target;
    int status;
    const char *body;
} errors[] = {
    {"GET", "/nope", 404, "{\"error\":\"nothing here: /nope (see /api for the routes)\"}\n"},
    {"GET", "/static/nope.js", 404, "{\"error\":\"nothing here: /static/nope.js\"}\n"},
    {"GET", "/board/0xjiwxm2.gif", 404,
     "{\"error\":\"unknown format 'gif' (formats: text, json, svg, png, pdf, line, code, tmj)\"}\n"},
    {"GET", "/board/0xjiwx!2", 400,
     "{\"error\":\"share code '0xjiwx!2' has a character that is not 0-9 or a-z at position 7\",\"parameter\":\"code\"}\n"},
    {"GET", "/board/abc.svg", 400, "{\"error\":\"share code 'abc' has 3 characters; a code has 8 to 200\",\"parameter\":\"code\"}\n"},
    {"GET", "/board/", 400, "{\"error\":\"share code '' has 0 characters; a code has 8 to 200\",\"parameter\":\"code\"}\n"},
    {"GET", "/board/00000000", 400,
     "{\"error\":\"share code '00000000' has format version 0; this hexseed reads versions 1 and 2\",\"parameter\":\"code\"}\n"},
    {"GET", "/board/0xjiwxm2.svg?x=1", 400, "{\"error\":\"unknown parameter 'x' of board (parameters: code, explain, metric, harbors, style, paper)\",\"parameter\":\"x\"}\n"},
    {"GET", "/board/0xjiwxm2.svg?style=big", 400,
     "{\"error\":\"unknown style 'big' (styles: compact, legible)\",\"parameter\":\"style\"}\n"},
    {"GET", "/board/0xjiwxm2.pdf?paper=a3", 400,
     "{\"error\":\"unknown paper 'a3' (papers: a4, letter)\",\"parameter\":\"paper\"}\n"},
    {"GET", "/board/0xjiwxm2.png?style=legible", 400, "{\"error\":\"style is for svg: drop it or ask for that format\",\"parameter\":\"style\"}\n"},
    {"GET", "/static/app.js?v=2", 400, "{\"error\":\"unknown parameter 'v'\",\"parameter\":\"v\"}\n"},
    {"GET", "/api?x", 400, "{\"error\":\"unknown parameter 'x'\",\"parameter\":\"x\"}\n"},
    {"GET", "/api/catan?svg=big", 400, "{\"error\":\"unknown style 'big' (styles: compact, legible)\",\"parameter\":\"svg\"}\n"},
    {"GET", "/api/fairness?code=zzzzzzzz", 400,
     "{\"error\":\"share code 'zzzzzzzz' has format version 0; this hexseed reads versions 1 and 2\",\"parameter\":\"code\"}\n"},
    {"GET", "/api/openings?code=svc9fycye4n", 422,
     "{\"error\":\"this code asks for 3000000 balancing steps; this server anneals at most 2000000 per code (run "
     "'hexseed board svc9fycye4n' to make it offline)\",\"parameter\":\"code\"}\n"},
    {"GET", "/api/score?board=x&x=1", 400, "{\"error\":\"unknown parameter 'x' of score (parameters: metric, harbors, board)\",\"parameter\":\"x\"}\n"},
    {"GET", "/api/rules?x=1", 400, "{\"error\":\"unknown parameter 'x'\",\"parameter\":\"x\"}\n"},
    {"GET", "/api/layouts?x=1", 400, "{\"error\":\"unknown parameter 'x'\",\"parameter\":\"x\"}\n"},
    {"GET", "/sw.js?x=1", 400, "{\"error\":\"unknown parameter 'x'\",\"parameter\":\"x\"}\n"},
    {"GET",
     "/api/catan?lock=0,0%3Ddesert;0,0%3Ddesert;0,0%3Ddesert;0,0%3Ddesert;0,0%3Ddesert;0,0%3Ddesert;0,0%3Ddesert;"
     "0,0%3Ddesert;0,0%3Ddesert;0,0%3Ddesert;0,0%3Ddesert;0,0%3Ddesert;0,0%3Ddesert;0,0%3Ddesert;0,0%3Ddesert;"
     "0,0%3Ddesert;0,0%3Ddesert;0,0%3Ddesert;0,0%3Ddesert;0,0%3Ddesert;0,0%3Ddesert;0,0%3Ddesert;0,0%3Ddesert;"
     "0,0%3Ddesert;0,0%3Ddesert;0,0%3Ddesert;0,0%3Ddesert;0,0%3Ddesert;0,0%3Ddesert;0,0%3Ddesert;0,0%3Ddesert;"
     "0,0%3Ddesert;0,0%3Ddesert", 400,
     "{\"error\":\"more than 32 locks\",\"parameter\":\"lock\"}\n"},
    {"GET", "/api/catan?lock=0,0%3Ddesertdesertdesertdesertdesertdesertdesertdesertdesertdesertdesert", 400,
     "{\"error\":\"lock '0,0=desertdesertdesertdesertdesertdesert...' is too long (a lock reads Q,R=TERRAIN[:NUMBER])\",\"parameter\":\"lock\"}\n"},
    {"GET", "/api/score?board=~~~~~~~~~~WA~A~~~~~~~OL~~~BWO~B~~BLLO~B~~WGGLO~~~BLWW~O~~~GDG~G~~~~~~~~~+0+0+0+0+0+0+0+0+0+0+8"
            "+10+0+5+0+0+0+0+0+0+0+4+11+0+0+0+3+9+6+0+3+0+0+4+4+5+11+0+2+0+0+8+10+12+2+8+0+0+0+5+6+11+9+0+6+0+0+0+3+0+10"
            "+0+9+0+0+0+0+0+0+0+0+0&metric=seats", 400,
     "{\"error\":\"the game engine plays Classic and 5-6 boards only, not seafarers\",\"parameter\":\"metric\"}\n"},
    {"GET", "/api/catan?seed=-1", 400,
     "{\"error\":\"seed '-1' is not a whole number from 0 to 4294967295\",\"parameter\":\"seed\"}\n"},
    {"GET", "/api/catan?seed=4294967296", 400,
     "{\"error\":\"seed '4294967296' is not a whole number from 0 to 4294967295\",\"parameter\":\"seed\"}\n"},
    {"GET", "/api/catan?seed=12abc", 400,
     "{\"error\":\"seed '12abc' is not a whole number from 0 to 4294967295\",\"parameter\":\"seed\"}\n"},
    {"GET", "/api/catan?seed=+5", 400,
     "{\"error\":\"seed ' 5' is not a whole number from 0 to 4294967295\",\"parameter\":\"seed\"}\n"},
    {"GET", "/api/catan?mode=7-8", 400, "{\"error\":\"unknown mode '7-8' (modes: classic, 5-6, seafarers, seafarers-5-6, new-shores-3, four-islands-3, four-islands-4, six-islands and 55 more: 'hexseed generators' lists them)\",\"parameter\":\"mode\"}\n"},
    {"GET", "/api/catan?rules=red,blue", 400,
     "{\"error\":\"unknown rule 'blue' (see 'hexseed rules' or GET /api/rules)\",\"parameter\":\"rules\"}\n"},
    {"GET", "/api/fairness?code=1dbrtddt", 422,
     "{\"error\":\"the game engine plays Classic and 5-6 boards only, not seafarers\",\"parameter\":\"code\"}\n"},
    {"GET", "/api/fairness", 400, "{\"error\":\"missing code\",\"parameter\":\"code\"}\n"},
    {"GET", "/api/fairness?code=0xjiwxm2&games=64001", 400,
     "{\"error\":\"games '64001' is over this server's 64000 (the CLI plays more)\",\"parameter\":\"games\"}\n"},
    {"GET", "/api/openings?code=0xjiwxm2&format=png", 400,
     "{\"error\":\"unknown format 'png' (formats: text, json, svg)\",\"parameter\":\"format\"}\n"},
    {"GET", "/api/catan?lock=9,9%3Dforest", 400,
     "{\"error\":\"lock '9,9=forest': hex 9,9 is not a land hex of the classic board\",\"parameter\":\"lock\"}\n"},
    {"GET", "/api/catan?rules=pips%3D16", 400,
     "{\"error\":\"rule 'pips=16': pips takes a whole number from 5 to 15\",\"parameter\":\"rules\"}\n"},
    {"GET", "/api/catan?rules=pips%3D5&seed=1", 422,
     "{\"error\":\"no classic board exists under these rules (pips=5): the search tried them all\",\"outcome\":"
     "\"no-board\"}\n"},

    {"GET", "/api/catan?spiral=maybe", 400,
     "{\"error\":\"spiral 'maybe' is not a flag (1, true, on, yes or 0, false, off, no)\",\"parameter\":\"spiral\"}\n"},
    {"GET", "/api/catan?balanced=2", 400,
     "{\"error\":\"balanced '2' is not a flag (1, true, on, yes or 0, false, off, no)\",\"parameter\":\"balanced\"}\n"},
    {"GET", "/api/catan?bogus=1", 400, "{\"error\":\"unknown parameter 'bogus' of catan (parameters: mode, players, seed, rules, lock, spiral, balanced, unbalanced, metric, iterations, budget-ms, explain, harbors, max-nodes, style, paper)\",\"parameter\":\"bogus\"}\n"},
    {"GET", "/api/catan?seed=1&seed=2", 400, "{\"error\":\"parameter 'seed' given twice\",\"parameter\":\"seed\"}\n"},
    {"GET", "/api/seafarers?players=7", 400, "{\"error\":\"unknown players '7' (players: 3, 4, 5-6)\",\"parameter\":\"players\"}\n"},
    {"GET", "/api/seafarers?scenario=oceania", 400, "{\"error\":\"unknown scenario 'oceania' (scenarios: new-shores, four-islands, through-the-desert, fog-islands, forgotten-tribe, cloth-for-catan, pirate-islands, wonders-of-catan, new-world)\",\"parameter\":\"scenario\"}\n"},
    {"GET", "/api/seafarers?mode=classic", 400, "{\"error\":\"unknown parameter 'mode' of seafarers (parameters: scenario, players, landmass, swap, seed, rules, lock, spiral, explain, metric, harbors, max-nodes, style, paper)\",\"parameter\":\"mode\"}\n"},
    {"GET", "/api/catan?landmass=1:1", 400, "{\"error\":\"unknown parameter 'landmass' of catan (parameters: mode, players, seed, rules, lock, spiral, balanced, unbalanced, metric, iterations, budget-ms, explain, harbors, max-nodes, style, paper)\",\"parameter\":\"landmass\"}\n"},
    {"GET", "/api/seafarers?landmass=256:1", 400,
     "{\"error\":\"landmass '256:1' is not RULE:START with each a whole number from 0 to 255\",\"parameter\":\"landmass\"}\n"},
    {"GET", "/api/seafarers?landmass=1:2x", 400,
     "{\"error\":\"landmass '1:2x' is not RULE:START with each a whole number from 0 to 255\",\"parameter\":\"landmass\"}\n"},
    {"GET", "/api/seafarers?landmass=-1:2", 400,
     "{\"error\":\"landmass '-1:2' is not RULE:START with each a whole number from 0 to 255\",\"parameter\":\"landmass\"}\n"},
    {"GET", "/api/seafarers?landmass=12", 400,
     "{\"error\":\"landmass '12' is not RULE:START with each a whole number from 0 to 255\",\"parameter\":\"landmass\"}\n"},
    {"GET", "/api/seafarers?swap=1", 400,
     "{\"error\":\"swap exchanges the land and water of a landmass: give landmass R:S\",\"parameter\":\"swap\"}\n"},
    {"GET", "/api/seafarers?landmass=1:1&players=5-6", 400,
     "{\"error\":\"a landmass makes its own islands: drop players\",\"parameter\":\"players\"}\n"},
    {"GET", "/api/landmass?rule=256", 400, "{\"error\":\"rule '256' is not a whole number from 0 to 255\",\"parameter\":\"rule\"}\n"},
    {"GET", "/landmass.svg?start=x", 400, "{\"error\":\"start 'x' is not a whole number from 0 to 255\",\"parameter\":\"start\"}\n"},
    {"GET", "/api/catan?seed=1&lock=0,0%3Dforest;", 400,
     "{\"error\":\"lock list '0,0=forest;' has an empty entry\",\"parameter\":\"lock\"}\n"},
    {"GET", "/api/catan?seed=1&lock=;;", 400, "{\"error\":\"lock list ';;' has an empty entry\",\"parameter\":\"lock\"}\n"},
    {"GET", "/landmass.txt?seed=1", 400,
     "{\"error\":\"unknown parameter 'seed' of landmass (parameters: rule, start, swap, survey, top)\",\"parameter\":\"seed\"}\n"},
    {"GET", "/landmass.json?survey=1&top=201", 400,
     "{\"error\":\"top '201' is over this server's 200 maps (the CLI lists more)\",\"parameter\":\"top\"}\n"},
    {"GET", "/landmass.svg?survey=1", 400,
     "{\"error\":\"survey is for text and json: drop it or ask for one of those\",\"parameter\":\"survey\"}\n"},
    {"GET", "/api/landmass/survey?top=201", 400, "{\"error\":\"top '201' is not a whole number from 1 to 200\",\"parameter\":\"top\"}\n"},
    {"GET", "/api/house-rules?intensity=0", 400,
     "{\"error\":\"intensity '0' is not a whole number from 1 to 100\",\"parameter\":\"intensity\"}\n"},
    {"GET", "/api/house-rules?count=27", 400, "{\"error\":\"count '27' is not a whole number from 1 to 26\",\"parameter\":\"count\"}\n"},
    {"GET", "/landmass.png", 404, "{\"error\":\"nothing here: /landmass.png (see /api for the routes)\"}\n"},
    {"GET", "/api/catan?balanced=1&spiral=1", 400,
     "{\"error\":\"a balanced board moves its numbers: drop spiral\",\"parameter\":\"spiral\"}\n"},
    {"GET", "/api/catan?balanced=1&mode=seafarers", 400,
     "{\"error\":\"balanced boards are Classic or 5-6 boards\",\"parameter\":\"balanced\"}\n"},
    {"GET", "/api/catan?unbalanced=1&mode=5-6&metric=compat", 400,
     "{\"error\":\"the compat metric scores Classic boards only: use metric hexseed\",\"parameter\":\"metric\"}\n"},
    {"GET", "/api/catan?metric=compat", 400,
     "{\"error\":\"metric belongs to balanced, unbalanced or explain\",\"parameter\":\"metric\"}\n"},
    {"GET", "/api/catan?iterations=1000", 400,
     "{\"error\":\"iterations belongs to balanced or unbalanced\",\"parameter\":\"iterations\"}\n"},
    {"GET", "/api/catan?balanced=1&iterations=1500", 400,
     "{\"error\":\"iterations '1500' is not a multiple of 1000 from 1000 to 10000000\",\"parameter\":\"iterations\"}\n"},
    {"GET", "/api/catan?balanced=1&iterations=1001000", 400,
     "{\"error\":\"iterations '1001000' is over this server's 1000000 (the CLI balances longer)\",\"parameter\":\"iterations\"}\n"},
    {"GET", "/api/catan?balanced=1&unbalanced=1", 400,
     "{\"error\":\"give one of balanced and unbalanced\",\"parameter\":\"unbalanced\"}\n"},
    {"GET", "/api/catan?balanced=1&metric=best", 400,
     "{\"error\":\"unknown metric 'best' (metrics: hexseed, compat, seats)\",\"parameter\":\"metric\"}\n"},
    {"GET", "/api/seafarers?balanced=1", 400, "{\"error\":\"unknown parameter 'balanced' of seafarers (parameters: scenario, players, landmass, swap, seed, rules, lock, spiral, explain, metric, harbors, max-nodes, style, paper)\",\"parameter\":\"balanced\"}\n"},
    {"GET", "/api/score", 400,
     "{\"error\":\"give the board line: board=<letters> <numbers> (docs/formats.md)\",\"parameter\":\"board\"}\n"},
    {"GET", "/api/score?board=OWLGBWBGLDLOLOGWBGW%2010%202", 400,
     "{\"error\":\"board line: number 3 of 19 is missing or not a number\",\"parameter\":\"board\"}\n"},
    {"GET", "/api/score?board=x&metric=foo", 400,
     "{\"error\":\"unknown metric 'foo' (metrics: hexseed, compat, seats)\",\"parameter\":\"metric\"}\n"},
    {"GET", "/api/score?board=x&metric=compat&harbors=1", 400,
     "{\"error\":\"harbors adds a factor to the hexseed metric, not to compat (drop harbors or use metric hexseed)\",\"parameter\":\"harbors\"}\n"},
    {"GET", "/api/terrain?width=4097", 400,
     "{\"error\":\"width '4097' is over this server's 4096 cells a side (the CLI makes larger maps)\",\"parameter\":\"width\"}\n"},
    {"GET", "/api/terrain?width=4096&height=2048", 400,
     "{\"error\":\"a map of 4096 x 2048 cells is over this server's 4194304 cells (the CLI makes larger ones)\","
     "\"parameter\":\"width\"}\n"},
    {"GET", "/terrain.png?width=2048&height=2048&iterations=33", 400,
     "{\"error\":\"33 passes over 2048 x 2048 cells is over this server's bound of 134217728 cell updates per map\","
     "\"parameter\":\"iterations\"}\n"},
    {"GET", "/api/terrain?land-ratio=1.5", 400,
     "{\"error\":\"land-ratio '1.5' is not a number from 0 to 1\",\"parameter\":\"land-ratio\"}\n"},
    {"GET", "/api/terrain?land-ratio=nan", 400,
     "{\"error\":\"land-ratio 'nan' is not a number from 0 to 1\",\"parameter\":\"land-ratio\"}\n"},
    {"GET", "/api/terrain?update=sideways", 400,
     "{\"error\":\"unknown update 'sideways' (updates: simultaneous, in-place)\",\"parameter\":\"update\"}\n"},
    {"GET", "/api/terrain?neighbourhood=hex&border=wrap&height=47", 400,
     "{\"error\":\"hex rows wrap only with an even height (odd rows are shifted)\"}\n"},
    /* Refused before the work, naming the bound (before: a 400 without a parameter once the map
     * was made, where the docs promised 4,194,304 cells). */
    {"GET", "/terrain.tmj?width=2048&height=2048&seed=1", 400,
     "{\"error\":\"a tmj of 2048 x 2048 cells is over this server's 2097152 cells (two bytes a cell; the CLI makes "
     "larger ones)\",\"parameter\":\"width\"}\n"},
    {"GET", "/terrain.svg?width=1024&height=1024&seed=1", 400,
     "{\"error\":\"svg is for maps up to 262144 cells; use png for 1024x1024\"}\n"},
    {"GET", "/terrain.png?width=2048&height=2048&scale=4&seed=1&iterations=1", 400,
     "{\"error\":\"a png of 67108864 pixels is over this server's 16777216: ask for a smaller scale or map\","
     "\"parameter\":\"scale\"}\n"},
    {"GET", "/api/empire?map=1000000", 400,
     "{\"error\":\"map '1000000' is not a whole number from 0 to 999999\",\"parameter\":\"map\"}\n"},
    {"GET", "/api/empire?width=65", 400, "{\"error\":\"width '65' is not a whole number from 6 to 64\",\"parameter\":\"width\"}\n"},
    {"GET", "/empire.svg?height=5", 400, "{\"error\":\"height '5' is not a whole number from 6 to 40\",\"parameter\":\"height\"}\n"},
    {"GET", "/empire.png?land=10", 400, "{\"error\":\"land '10' is not a whole number from 1 to 9\",\"parameter\":\"land\"}\n"},
    {"GET", "/empire.txt?paths=1", 400,
     "{\"error\":\"paths is for svg and png: drop it or ask for one of those\",\"parameter\":\"paths\"}\n"},
    /* bad percent-encodings, in the path and in the query */
    {"GET", "/api/catan?seed=%zz", 400,
     "{\"error\":\"bad percent-encoding or a value longer than 512 bytes in parameter 'seed'\",\"parameter\":\"seed\"}\n"},
    {"GET", "/api/catan?seed=%4", 400,
     "{\"error\":\"bad percent-encoding or a value longer than 512 bytes in parameter 'seed'\",\"parameter\":\"seed\"}\n"},
    {"GET", "/api/catan?seed=1%", 400,
     "{\"error\":\"bad percent-encoding or a value longer than 512 bytes in parameter 'seed'\",\"parameter\":\"seed\"}\n"},
    {"GET", "/api/catan?seed=%00", 400,
     "{\"error\":\"bad percent-encoding or a value longer than 512 bytes in parameter 'seed'\",\"parameter\":\"seed\"}\n"},
    {"GET", "/api/catan?se%g1d=1", 400,
     "{\"error\":\"bad or too long parameter name (names have at most 31 bytes; % needs two hex digits)\"}\n"},
    {"GET", "/board/%zz", 400,
     "{\"error\":\"bad percent-encoding in the path (% must be followed by two hex digits, not 00)\"}\n"},
    {"GET", "/%", 400, "{\"error\":\"bad percent-encoding in the path (% must be followed by two hex digits, not 00)\"}\n"},
    {"GET", "/board/%00xjiwxm2", 400,
     "{\"error\":\"bad percent-encoding in the path (% must be followed by two hex digits, not 00)\"}\n"},
    {"GET", "/n%C3%A9", 404, "{\"error\":\"nothing here: /n\\\\xc3\\\\xa9 (see /api for the routes)\"}\n"},
    {"GET", "/api/catan?a=1&b=2&c=3&d=4&e=5&f=6&g=7&h=8&i=9&j=10&k=11&l=12&m=13&n=14&o=15&p=16&q=17", 400,
     "{\"error\":\"more than 16 query parameters\"}\n"},
    /* methods */
    {"POST", "/api/catan", 405, "{\"error\":\"method POST is not allowed here: use GET or HEAD\"}\n"},
    {"DELETE", "/board/0xjiwxm2", 405, "{\"error\":\"method DELETE is not allowed here: use GET or HEAD\"}\n"},
    {"PUT", "/", 405, "{\"error\":\"method PUT is not allowed here: use GET or HEAD\"}\n"},
};

static void every_error_has_its_code_and_json_body(void **state)
{
    fixture *f = *state;
    for (size_t k = 0; k < sizeof errors / sizeof errors[0]; k++) {
        reply r;
        request(f, errors[k].method, errors[k].target, NULL, &r);
        if (r.status != errors[k].status || strcmp(r.body, errors[k].body) != 0)
            fail_msg("%s %s: status %d, body %s", errors[k].method, errors[k].target, r.status, r.body);
        assert_header(&r, "Content-Type", "application/json");
        assert_header(&r, "Cache-Control", "no-store");
        json_error_t e;
        json_t *j = json_loads(r.body, 0, &e);
        assert_non_null(j);
        assert_true(json_is_string(json_object_get(j, "error")));
        json_decref(j);
        if (r.status == 405)
            assert_header(&r, "Allow", "GET, HEAD");
        reply_free(&r);
    }
}

/* ---- Error pages for browsers ------------------------------------------------------------- */

#define BROWSER "Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8\r\n"

static void browsers_get_html_error_pages_on_page_routes(void **state)
{
    fixture *f = *state;
    reply r;
    /* A bad code: the message in words (HTML-escaped), the site's stylesheet and menu, a way on. */
    request(f, "GET", "/board/0xjiwx%3Cm2", BROWSER, &r);
    assert_int_equal(r.status, 400);
    assert_header(&r, "Content-Type", "text/html; charset=utf-8");
    assert_header(&r, "Cache-Control", "no-store");
    assert_header(&r, "X-Content-Type-Options", "nosniff");
    assert_non_null(strstr(r.body, "<link rel=\"stylesheet\" href=\"/static/app.css\">"));
    assert_non_null(strstr(r.body, "<nav id=\"nav\" aria-label=\"Generators\"><a href=\"/catan\">Catan</a>"));
    /* in a player's words, the library's reason under Details */
    assert_non_null(strstr(r.body, "<h1>This code opens no board</h1>"));
    assert_non_null(strstr(r.body, "Check the code against the screen or paper it came from"));
    assert_non_null(strstr(r.body, "<summary>Details</summary><p>share code &#39;0xjiwx&lt;m2&#39;"));
    assert_non_null(strstr(r.body, "(HTTP status 400)</p></details>"));
    assert_null(strstr(r.body, "0xjiwx<m2"));
    assert_non_null(strstr(r.body, "<a class=\"chip\" href=\"/catan\">Make a board</a>"));
    reply_free(&r);
    /* An unknown page: the home page as the way on. */
    request(f, "GET", "/no-such-page", BROWSER, &r);
    assert_int_equal(r.status, 404);
    assert_header(&r, "Content-Type", "text/html; charset=utf-8");
    assert_non_null(strstr(r.body, "<h1>Nothing here</h1>"));
    assert_non_null(strstr(r.body, "nothing here: /no-such-page"));
    assert_non_null(strstr(r.body, "<a class=\"chip\" href=\"/\">Go to the home page</a>"));
    reply_free(&r);
    /* A code of no board: 422 as a page too. */
    request(f, "GET", "/board/svc9fycye4n", BROWSER, &r);
    assert_int_equal(r.status, 422);
    assert_header(&r, "Content-Type", "text/html; charset=utf-8");
    reply_free(&r);
}

static void json_stays_for_the_api_files_and_other_clients(void **state)
{
    fixture *f = *state;
    static const struct {
        const char *target, *extra;
    } cases[] = {
        {"/api/catan?seed=x", BROWSER},      /* the API */
        {"/api/nothing", BROWSER},
        {"/board/0xjiwxm2.gif", BROWSER},    /* a file route */
        {"/board/0xjiwx!2.svg", BROWSER},
        {"/terrain.png?width=0", BROWSER},
        {"/static/nothing.js", BROWSER},
        {"/no-such-page", NULL},             /* no Accept */
        {"/no-such-page", "Accept: */*\r\n"}, /* a tie is JSON */
        {"/no-such-page", "Accept: application/json, text/html;q=0.5\r\n"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        reply r;
        request(f, "GET", cases[k].target, cases[k].extra, &r);
        assert_true(r.status >= 400);
        char *type = header(&r, "Content-Type");
        if (strcmp(type, "application/json") != 0 || r.body[0] != '{')
            fail_msg("%s: %s", cases[k].target, type);
        free(type);
        reply_free(&r);
    }
}

static void accept_preference(void **state)
{
    (void)state;
    static const struct {
        const char *accept;
        bool html;
    } cases[] = {
        {"text/html", true},
        {"text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", true},
        {"text/*", true},
        {"TEXT/HTML", true},
        {"application/json, text/html;q=0.9", false},
        {"text/html;q=0.5, application/json;q=0.6", false},
        {"text/html;q=0.6, application/json;q=0.5", true},
        {"*/*", false},
        {"", false},
        {"application/json", false},
        {"text/plain", false},
        {"text/html;q=0", false},
        {"text/html;q=0x1p-1, */*;q=0.9", false}, /* not a qvalue: refused */
        {"*/*;q=0.1, text/html;q=0.2", true},
        {"text/html;level=1;q=0.7, */*;q=0.8", false},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++)
        if (srv_prefers_html(cases[k].accept) != cases[k].html)
            fail_msg("Accept: %s", cases[k].accept);
    assert_false(srv_prefers_html(NULL));
}

/* A board page's "edit" link carries everything the code does: balancing (any code version)
 * and locked hexes, so editing starts from the same board. */
static void board_page_edit_link_keeps_balance_and_locks(void **state)
{
    fixture *f = *state;
    hs_catan_options o = hs_catan_default();
    o.seed = 12;
    o.rules.on = HS_RULE_RED | HS_RULE_PIPS;
    o.rules.pips = 11;
    o.balance = HS_BALANCE_LEAST;
    o.balance_iterations = 3000;
    hs_code code;
    assert_int_equal(hs_code_encode(&o, &code, NULL), HS_OK);
    char target[sizeof code.text + 16];
    snprintf(target, sizeof target, "/board/%s", code.text);
    reply r;
    request(f, "GET", target, NULL, &r);
    assert_int_equal(r.status, 200);
    assert_non_null(strstr(r.body, "/catan?mode=classic&amp;rules=red,pips%3D11&amp;spiral=0&amp;seed=12&amp;"
                                   "unbalanced=1&amp;metric=hexseed&amp;iterations=3000"));
    reply_free(&r);
    o = hs_catan_default();
    o.seed = 12;
    assert_int_equal(hs_lock_parse("0,0=desert", o.mode, &o.locks[0], NULL), HS_OK);
    assert_int_equal(hs_lock_parse("1,-1=hills:6", o.mode, &o.locks[1], NULL), HS_OK);
    o.n_locks = 2;
    assert_int_equal(hs_code_encode(&o, &code, NULL), HS_OK);
    snprintf(target, sizeof target, "/board/%s", code.text);
    request(f, "GET", target, NULL, &r);
    assert_int_equal(r.status, 200);
    assert_non_null(strstr(r.body, "&amp;lock=0,0%3Ddesert%3B1,-1%3Dhills:6\""));
    reply_free(&r);
}

/* A well-formed code can name options no board satisfies: 422, saying why. */
/* The three outcomes of a board request get three statuses, and the body says which: bad input
 * 400, no board exists 422 "no-board", the search gave up 501 "gave-up". (A request that gives
 * up spends the server's 5,000,000 nodes, which no test should wait for: the mapping is checked
 * here, the 422 end to end above and in a_code_of_no_board_is_422.) */
static void board_outcomes_have_their_statuses(void **state)
{
    (void)state;
    static const struct {
        hs_err err;
        int status;
        const char *body;
    } cases[] = {
        {HS_EINVAL, 400, "{\"error\":\"why\",\"parameter\":\"rules\"}\n"},
        {HS_ECONFLICT, 400, "{\"error\":\"why\",\"parameter\":\"rules\"}\n"},
        {HS_EUNSAT, 422, "{\"error\":\"why\",\"parameter\":\"rules\",\"outcome\":\"no-board\"}\n"},
        {HS_ELIMIT, 501, "{\"error\":\"why\",\"parameter\":\"rules\",\"outcome\":\"gave-up\"}\n"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        srv_response res;
        memset(&res, 0, sizeof res);
        hs_diag diag = {"why"};
        srv_board_error(&res, cases[k].err, &diag, "rules");
        assert_int_equal(res.status, cases[k].status);
        assert_string_equal(res.body.data, cases[k].body);
        assert_null(res.outcome);
        /* The next error of the same response has no outcome left over. */
        srv_error(&res, 400, NULL, "again");
        assert_string_equal(res.body.data, "{\"error\":\"again\"}\n");
        hs_buf_free(&res.body);
    }
}

/* An ETag the client has of another version is no match: the answer comes, made afresh. */
static void a_stale_etag_gets_the_answer(void **state)
{
    fixture *f = *state;
    reply r;
    request(f, "GET", "/board/1dbrtddv.txt", "If-None-Match: \"0.0.0-1dbrtddv.txt\"\r\n", &r);
    assert_int_equal(r.status, 200);
    char *etag = header(&r, "ETag");
    assert_non_null(etag);
    assert_true(strncmp(etag, "\"" HEXSEED_VERSION "-", strlen(HEXSEED_VERSION) + 2) == 0 && strstr(etag, "1dbrtddv"));
    free(etag);
    assert_true(r.body_len > 20);
    reply_free(&r);
}

static void a_code_of_no_board_is_422(void **state)
{
    fixture *f = *state;
    hs_catan_options o = hs_catan_default();
    o.rules.on = HS_RULE_PIPS;
    o.rules.pips = 5;
    o.seed = 1;
    hs_code code;
    assert_int_equal(hs_code_encode(&o, &code, NULL), HS_OK);
    char target[sizeof code.text + 16];
    snprintf(target, sizeof target, "/board/%s.svg", code.text);
    reply r;
    request(f, "GET", target, NULL, &r);
    assert_int_equal(r.status, 422);
    assert_string_equal(r.body, "{\"error\":\"no classic board exists under these rules (pips=5): the search tried "
                                "them all\",\"parameter\":\"code\",\"outcome\":\"no-board\"}\n");
    assert_header(&r, "Cache-Control", "no-store");
    reply_free(&r);
}

static void overlong_targets_and_bodies_are_refused(void **state)
{
    fixture *f = *state;
    char target[3000] = "/api/catan?seed=";
    memset(target + strlen(target), '1', 2900 - strlen(target));
    target[2900] = '\0';
    reply r;
    request(f, "GET", target, NULL, &r);
    assert_int_equal(r.status, 414);
    assert_string_equal(r.body, "{\"error\":\"the request target is longer than 2048 bytes\"}\n");
    reply_free(&r);

    /* a value over 512 bytes that still fits the target */
    char longer[1200] = "/api/catan?rules=";
    memset(longer + strlen(longer), 'r', 1000);
    longer[1017] = '\0';
    request(f, "GET", longer, NULL, &r);
    assert_int_equal(r.status, 400);
    reply_free(&r);

    /* a GET that carries a body */
    request(f, "GET", "/api", "Content-Length: 5\r\n", &r);
    assert_int_equal(r.status, 413);
    assert_string_equal(r.body, "{\"error\":\"a GET request carries no body\"}\n");
    reply_free(&r);

    /* a target of empty parameters, up to the longest target: refused at once, not held
     * (libmicrohttpd keeps each part in the connection's memory before we see the request) */
    static const int parts[] = {17, 65, 600, 2000};
    for (size_t k = 0; k < sizeof parts / sizeof parts[0]; k++) {
        char empty[2100] = "/api?";
        memset(empty + 5, '&', (size_t)parts[k]);
        empty[5 + parts[k]] = '\0';
        request(f, "GET", empty, NULL, &r);
        if (parts[k] < 64) {
            assert_int_equal(r.status, 200); /* empty parts are skipped, as browsers write them */
        } else {
            assert_int_equal(r.status, 400);
            char want[160];
            snprintf(want, sizeof want, "{\"error\":\"the query has %d parts between '&'; at most 64 are read (and 16 parameters)\"}\n",
                     parts[k] + 1);
            assert_string_equal(r.body, want);
        }
        reply_free(&r);
    }

    /* headers within the per-connection memory (32 KiB, docs/http.md) are answered; beyond it
     * libmicrohttpd refuses them itself */
    static const struct {
        size_t size;
        int status;
    } heads[] = {{30000, 200}, {40000, 431}, {250000, 431}};
    for (size_t k = 0; k < sizeof heads / sizeof heads[0]; k++) {
        size_t big = heads[k].size;
        char *raw = malloc(big + 200);
        assert_non_null(raw);
        int n = snprintf(raw, 200, "GET /api HTTP/1.1\r\nHost: x\r\nX-Big: ");
        memset(raw + n, 'a', big);
        strcpy(raw + n + big, "\r\nConnection: close\r\n\r\n");
        size_t len;
        char *buf = exchange_raw(f->port, raw, &len);
        int status = 0;
        assert_int_equal(sscanf(buf, "HTTP/1.1 %d", &status), 1);
        if (status != heads[k].status)
            fail_msg("a header of %zu bytes: %d, expected %d", big, status, heads[k].status);
        free(buf);
        free(raw);
    }
}

/* ---- HEAD, caching, conditional requests -------------------------------------------------------- */

static void head_has_the_headers_and_no_body(void **state)
{
    fixture *f = *state;
    const char *targets[] = {"/", "/board/0xjiwxm2.svg", "/board/0xjiwxm2.png", "/api/catan?seed=42", "/nope"};
    for (size_t k = 0; k < sizeof targets / sizeof targets[0]; k++) {
        reply g, h;
        request(f, "GET", targets[k], NULL, &g);
        request(f, "HEAD", targets[k], NULL, &h);
        assert_int_equal(h.status, g.status);
        assert_int_equal(h.body_len, 0);
        char *gl = header(&g, "Content-Length"), *hl = header(&h, "Content-Length");
        assert_non_null(hl);
        assert_string_equal(gl, hl);
        free(gl);
        free(hl);
        char *gt = header(&g, "Content-Type"), *ht = header(&h, "Content-Type");
        assert_string_equal(gt, ht);
        free(gt);
        free(ht);
        reply_free(&g);
        reply_free(&h);
    }
}

static void boards_are_immutable_with_etags_and_304(void **state)
{
    fixture *f = *state;
    const char *exts[] = {"", ".svg", ".png", ".pdf", ".json", ".txt", ".tmj"};
    const char *names[] = {"page", "svg", "png", "pdf", "json", "line", "tmj"}; /* .txt is the line */
    for (size_t k = 0; k < sizeof exts / sizeof exts[0]; k++) {
        char target[64], expect[SRV_MAX_URI + 16] = "", cond[SRV_MAX_URI + 64];
        snprintf(target, sizeof target, "/board/0xjiwxm2%s", exts[k]);
        /* twice: the second answer comes from the cache and must be the same, its ETag this
         * version's, naming the code, and another for each format */
        for (int round = 0; round < 2; round++) {
            reply r;
            request(f, "GET", target, NULL, &r);
            assert_int_equal(r.status, 200);
            char *etag = header(&r, "ETag");
            assert_non_null(etag);
            if (!round) {
                assert_true(strncmp(etag, "\"" HEXSEED_VERSION "-", strlen(HEXSEED_VERSION) + 2) == 0);
                assert_non_null(strstr(etag, "0xjiwxm2"));
                assert_non_null(strstr(etag, names[k]));
                snprintf(expect, sizeof expect, "%s", etag);
            }
            free(etag);
            assert_header(&r, "ETag", expect);
            /* The page is the app's shell: revalidated, so that a release reaches a phone that
             * has it (before: immutable for a year); the files a code fixes are immutable. */
            assert_header(&r, "Cache-Control", k ? "public, max-age=31536000, immutable" : "no-cache");
            reply_free(&r);
        }
        const char *forms[] = {"%s", "W/%s", "\"other\", %s", "*"};
        for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++) {
            char value[96];
            snprintf(value, sizeof value, forms[i], expect);
            snprintf(cond, sizeof cond, "If-None-Match: %s\r\n", value);
            reply r;
            request(f, "GET", target, cond, &r);
            assert_int_equal(r.status, 304);
            assert_int_equal(r.body_len, 0);
            assert_header(&r, "ETag", expect);
            assert_null(header(&r, "Content-Length")); /* RFC 9110 8.6: not 0 */
            reply_free(&r);
        }
        reply r;
        request(f, "GET", target, "If-None-Match: \"0.0.0-other\"\r\n", &r);
        assert_int_equal(r.status, 200);
        reply_free(&r);
    }
    /* each paper its own file name */
    static const struct {
        const char *target, *disposition;
    } papers[] = {
        {"/board/0xjiwxm2.pdf", "inline; filename=\"hexseed-0xjiwxm2.pdf\""},
        {"/board/0xjiwxm2.pdf?paper=a4", "inline; filename=\"hexseed-0xjiwxm2.pdf\""},
        {"/board/0xjiwxm2.pdf?paper=letter", "inline; filename=\"hexseed-0xjiwxm2-letter.pdf\""},
    };
    for (size_t k = 0; k < sizeof papers / sizeof papers[0]; k++) {
        reply p;
        request(f, "GET", papers[k].target, NULL, &p);
        assert_int_equal(p.status, 200);
        assert_header(&p, "Content-Disposition", papers[k].disposition);
        reply_free(&p);
    }
    /* the API: immutable with a seed, never stored without one */
    reply r, again;
    request(f, "GET", "/api/catan?seed=42", NULL, &r);
    assert_header(&r, "ETag", "\"" HEXSEED_VERSION "-api-0xjiwxm2\"");
    request(f, "GET", "/api/catan?seed=42", "If-None-Match: \"x\"\r\n", &again); /* from the cache */
    assert_int_equal(again.status, 200);
    assert_string_equal(again.body, r.body);
    reply_free(&again);
    request(f, "GET", "/api/catan?seed=42", "If-None-Match: \"" HEXSEED_VERSION "-api-0xjiwxm2\"\r\n", &again);
    assert_int_equal(again.status, 304);
    reply_free(&again);
    reply_free(&r);
    request(f, "GET", "/api/catan", NULL, &r);
    assert_header(&r, "Cache-Control", "no-store");
    assert_null(header(&r, "ETag"));
    reply_free(&r);
    /* the UI's files revalidate */
    request(f, "GET", "/static/app.js", NULL, &r);
    assert_header(&r, "Cache-Control", "no-cache");
    char *etag = header(&r, "ETag");
    reply_free(&r);
    char cond[128];
    snprintf(cond, sizeof cond, "If-None-Match: %s\r\n", etag);
    request(f, "GET", "/static/app.js", cond, &r);
    assert_int_equal(r.status, 304);
    reply_free(&r);
    free(etag);
}

/* ---- What the server says is what the library makes -------------------------------------------- */

static void answers_equal_the_library(void **state)
{
    fixture *f = *state;
    const char *codes[] = {"0xjiwxm2", NULL};
    hs_catan_options o = hs_catan_default();
    o.mode = HS_MODE_5_6;
    o.rules.on = HS_RULE_ALL;
    o.seed = 31337;
    hs_code c56;
    assert_int_equal(hs_code_encode(&o, &c56, NULL), HS_OK);
    codes[1] = c56.text;
    for (size_t k = 0; k < 2; k++) {
        hs_catan_options opt;
        assert_int_equal(hs_code_decode(codes[k], &opt, NULL), HS_OK);
        hs_board b;
        assert_int_equal(hs_catan_generate(&opt, &b, NULL), HS_OK);
        hs_buf svg = {0}, json = {0};
        assert_int_equal(hs_render_svg(&b, hs_sink_buf(&svg)), HS_OK);
        assert_int_equal(hs_render_json(&b, hs_sink_buf(&json)), HS_OK);
        char target[64];
        reply r;
        snprintf(target, sizeof target, "/board/%s.svg", codes[k]);
        request(f, "GET", target, NULL, &r);
        assert_int_equal(r.body_len, svg.len);
        assert_memory_equal(r.body, svg.data, svg.len);
        reply_free(&r);
        snprintf(target, sizeof target, "/board/%s.json", codes[k]);
        request(f, "GET", target, NULL, &r);
        assert_string_equal(r.body, json.data);
        reply_free(&r);
        /* the page embeds the same drawing */
        snprintf(target, sizeof target, "/board/%s", codes[k]);
        request(f, "GET", target, NULL, &r);
        assert_non_null(strstr(r.body, svg.data));
        reply_free(&r);
        hs_buf_free(&svg);
        hs_buf_free(&json);
    }
    /* the API's board is the board of its code */
    reply r;
    request(f, "GET", "/api/catan?mode=5-6&rules=all&seed=31337", NULL, &r);
    json_error_t e;
    json_t *j = json_loads(r.body, 0, &e);
    assert_non_null(j);
    assert_string_equal(json_string_value(json_object_get(j, "code")), c56.text);
    json_t *links = json_object_get(j, "links");
    char want[sizeof c56.text + 16];
    snprintf(want, sizeof want, "/board/%s.pdf", c56.text);
    assert_string_equal(json_string_value(json_object_get(links, "pdf")), want);
    assert_int_equal(json_integer_value(json_object_get(json_object_get(j, "board"), "seed")), 31337);
    json_decref(j);
    reply_free(&r);
}

/* The Tiled maps the server serves name their tile atlas HS_TILESET_IMAGE, a file beside them:
 * that name, read relative to each map's path, is the atlas the library draws, immutable and
 * answered 304 to a client that has it. */
static void the_tile_atlas_is_beside_every_map(void **state)
{
    fixture *f = *state;
    hs_buf atlas = {0};
    assert_int_equal(hs_render_tileset_png(hs_sink_buf(&atlas), NULL), HS_OK);
    const char *maps[] = {"/board/0xjiwxm2.tmj", "/catan.tmj?seed=1", "/empire.tmj?map=3", "/landmass.tmj",
                          "/terrain.tmj?seed=1&width=8&height=8"};
    for (size_t k = 0; k < sizeof maps / sizeof maps[0]; k++) {
        reply r;
        request(f, "GET", maps[k], NULL, &r);
        assert_int_equal(r.status, 200);
        json_t *map = json_loads(r.body, 0, NULL);
        assert_non_null(map);
        const char *image = json_string_value(json_object_get(json_array_get(json_object_get(map, "tilesets"), 0), "image"));
        assert_non_null(image);
        assert_string_equal(image, HS_TILESET_IMAGE);
        char target[128];
        const char *slash = strrchr(maps[k], '/');
        snprintf(target, sizeof target, "%.*s%s", (int)(slash - maps[k] + 1), maps[k], image);
        json_decref(map);
        reply_free(&r);
        request(f, "GET", target, NULL, &r);
        assert_int_equal(r.status, 200);
        assert_header(&r, "Content-Type", "image/png");
        assert_header(&r, "Cache-Control", "public, max-age=31536000, immutable");
        assert_int_equal(r.body_len, atlas.len);
        assert_memory_equal(r.body, atlas.data, atlas.len);
        char *etag = header(&r, "ETag"), extra[128];
        assert_non_null(etag);
        snprintf(extra, sizeof extra, "If-None-Match: %s\r\n", etag);
        free(etag);
        reply_free(&r);
        request(f, "GET", target, extra, &r);
        assert_int_equal(r.status, 304);
        reply_free(&r);
    }
    reply r;
    request(f, "GET", "/" HS_TILESET_IMAGE "?size=2", NULL, &r);
    assert_int_equal(r.status, 400);
    reply_free(&r);
    hs_buf_free(&atlas);
}

static void keep_alive_serves_many_requests_on_one_connection(void **state)
{
    fixture *f = *state;
    const char *raw = "GET /api HTTP/1.1\r\nHost: x\r\n\r\n"
                      "HEAD /board/0xjiwxm2.svg HTTP/1.1\r\nHost: x\r\n\r\n"
                      "GET /board/0xjiwxm2.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
    size_t len;
    char *buf = exchange_raw(f->port, raw, &len);
    int count = 0;
    for (char *p = buf; (p = strstr(p, "HTTP/1.1 200 OK")) != NULL; p++)
        count++;
    assert_int_equal(count, 3);
    assert_non_null(strstr(buf, "WBWODLBOOLGWLBLGWGG"));
    free(buf);
}

/* A method with an ESC and a quote reaches the log escaped: one line, no terminal control. */
static void access_log_escapes_the_method(void **state)
{
    fixture *f = *state;
    size_t len;
    char *raw = exchange_raw(f->port, "G\x1b[31mT\" /x HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n", &len);
    assert_memory_equal(raw, "HTTP/1.1 405", 12);
    free(raw);
    char line[512];
    bool found = false;
    for (int tries = 0; tries < 200 && !found; tries++) {
        fflush(f->log);
        rewind(f->log);
        while (!found && fgets(line, sizeof line, f->log))
            found = strncmp(line, "127.0.0.1 \"G\\x1b[31mT\\x22 /x\" 405 ", 34) == 0;
        if (!found)
            nanosleep(&(struct timespec){0, 10000000}, NULL);
    }
    assert_true(found);
}

static void access_log_has_one_line_per_request(void **state)
{
    fixture *f = *state;
    reply r;
    request(f, "GET", "/api/catan?seed=42&x=%22q%22", NULL, &r);
    reply_free(&r);
    request(f, "HEAD", "/board/0xjiwxm2.txt", NULL, &r);
    reply_free(&r);
    /* the log line is written when the connection finishes the request: wait for it */
    char line[512], last[512] = "", before[512] = "";
    for (int tries = 0; tries < 200; tries++) {
        fflush(f->log);
        rewind(f->log);
        while (fgets(line, sizeof line, f->log)) {
            memcpy(before, last, sizeof last);
            memcpy(last, line, sizeof line);
        }
        if (strstr(last, "/board/0xjiwxm2.txt"))
            break;
        nanosleep(&(struct timespec){0, 10000000}, NULL);
    }
    assert_memory_equal(before, "127.0.0.1 \"GET /api/catan?seed=42&x=%22q%22\" 400 ", 48);
    assert_memory_equal(last, "127.0.0.1 \"HEAD /board/0xjiwxm2.txt\" 200 63 ", 44);
    assert_non_null(strstr(last, "ms\n"));
}

/* ---- Many clients at once -------------------------------------------------------------------- */

typedef struct client_job {
    uint16_t port;
    int id;
    int wrong;
} client_job;

/* One client thread: 24 requests over 6 boards, each answer compared with the library's. */
static void *client_thread(void *arg)
{
    client_job *job = arg;
    for (int k = 0; k < 24; k++) {
        hs_catan_options o = hs_catan_default();
        o.seed = (uint32_t)(1000 + (job->id + k) % 6);
        hs_code code;
        hs_board b;
        hs_buf line = {0};
        if (hs_code_encode(&o, &code, NULL) || hs_catan_generate(&o, &b, NULL) || hs_render_line(&b, hs_sink_buf(&line))) {
            job->wrong++;
            continue;
        }
        char raw[sizeof code.text + 96];
        snprintf(raw, sizeof raw, "GET /board/%s.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", code.text);
        size_t len;
        char *buf = exchange_raw(job->port, raw, &len);
        char *body = strstr(buf, "\r\n\r\n");
        if (!body || strcmp(body + 4, line.data) != 0)
            job->wrong++;
        free(buf);
        hs_buf_free(&line);
    }
    return NULL;
}

/* Eight clients at once against four threads and a cache of three entries, so answers are
 * replaced in the cache while other connections still send them. */
static void many_clients_at_once_get_their_own_answers(void **state)
{
    (void)state;
    hs_server_options o = hs_server_default();
    o.port = 0;
    o.threads = 4;
    o.cache_entries = 3;
    o.log = o.status = NULL;
    hs_server *srv;
    assert_int_equal(hs_server_start(&o, &srv, NULL), HS_OK);
    pthread_t threads[8];
    client_job jobs[8];
    for (int k = 0; k < 8; k++) {
        jobs[k] = (client_job){hs_server_port(srv), k, 0};
        assert_int_equal(pthread_create(&threads[k], NULL, client_thread, &jobs[k]), 0);
    }
    int wrong = 0;
    for (int k = 0; k < 8; k++) {
        pthread_join(threads[k], NULL);
        wrong += jobs[k].wrong;
    }
    hs_server_stop(srv);
    assert_int_equal(wrong, 0);
}

/* A client that starts a request and goes quiet is disconnected after the timeout. */
static void idle_connections_are_closed(void **state)
{
    (void)state;
    hs_server_options o = hs_server_default();
    o.port = 0;
    o.threads = 1;
    o.timeout_seconds = 1;
    o.log = o.status = NULL;
    hs_server *srv;
    assert_int_equal(hs_server_start(&o, &srv, NULL), HS_OK);
    int fd = connect_to(hs_server_port(srv));
    const char *partial = "GET /api HTTP/1.1\r\nHost: x\r\n";
    assert_int_equal(send(fd, partial, strlen(partial), MSG_NOSIGNAL), (ssize_t)strlen(partial));
    struct pollfd p = {fd, POLLIN, 0};
    assert_int_equal(poll(&p, 1, 20000), 1); /* the server closes long before 20 s */
    char c;
    assert_true(recv(fd, &c, 1, 0) <= 0);
    close(fd);
    hs_server_stop(srv);
}

/* ---- Options and the serve command ------------------------------------------------------------- */

static void bad_options_are_refused(void **state)
{
    (void)state;
    hs_server *srv = NULL;
    hs_diag d = {{0}};
    hs_server_options o = hs_server_default();
    o.log = o.status = NULL;
    o.bind = "example.org";
    assert_int_equal(hs_server_start(&o, &srv, &d), HS_EINVAL);
    assert_string_equal(d.msg, "bind address 'example.org' is not an IPv4 or IPv6 address (127.0.0.1, 0.0.0.0, ::1, ::) "
                               "or localhost");
    assert_null(srv);
    o = hs_server_default();
    o.threads = 0;
    assert_int_equal(hs_server_start(&o, &srv, &d), HS_EINVAL);
    assert_string_equal(d.msg, "threads 0 is not a whole number from 1 to 64");
    o = hs_server_default();
    o.timeout_seconds = 0;
    assert_int_equal(hs_server_start(&o, &srv, &d), HS_EINVAL);
    o = hs_server_default();
    o.max_connections = 0;
    assert_int_equal(hs_server_start(&o, &srv, &d), HS_EINVAL);
    hs_server_stop(NULL);
}

static void a_busy_port_is_an_io_error(void **state)
{
    fixture *f = *state;
    hs_server *srv = NULL;
    hs_diag d = {{0}};
    hs_server_options o = hs_server_default();
    o.log = o.status = NULL;
    o.port = f->port;
    assert_int_equal(hs_server_start(&o, &srv, &d), HS_EIO);
    char want[128];
    snprintf(want, sizeof want, "cannot listen on 127.0.0.1:%u: Address already in use", (unsigned)f->port);
    assert_string_equal(d.msg, want);
    assert_null(srv);
}

/* `hexseed serve` on a port that is taken says why and exits 1. */
static void serve_command_on_a_busy_port_fails(void **state)
{
    fixture *f = *state;
    char port[16], want[128];
    snprintf(port, sizeof port, "%u", (unsigned)f->port);
    snprintf(want, sizeof want, "hexseed: cannot listen on 127.0.0.1:%u: Address already in use\n", (unsigned)f->port);
    cli_result r;
    assert_int_equal(cli_run(ARGS("serve", "--port", port, "--quiet"), NULL, &r), 0);
    assert_int_equal(r.status, 1);
    assert_string_equal(r.err, want);
    assert_int_equal(r.out_len, 0);
    cli_result_free(&r);
}

static const struct {
    const char *const *args;
    const char *stderr_text;
} bad_serve[] = {
    {ARGS("serve", "--port", "65536"), "hexseed: port '65536' is not a whole number from 0 to 65535\n"},
    {ARGS("serve", "--port", "http"), "hexseed: port 'http' is not a whole number from 0 to 65535\n"},
    {ARGS("serve", "--port", "1", "--port", "2"), "hexseed: --port given twice\n"},
    {ARGS("serve", "--threads", "0"), "hexseed: threads '0' is not a whole number from 1 to 64\n"},
    {ARGS("serve", "--threads", "65"), "hexseed: threads '65' is not a whole number from 1 to 64\n"},
    {ARGS("serve", "--threads", "1", "--threads", "1"), "hexseed: --threads given twice\n"},
    {ARGS("serve", "--bind", "::1:"), "hexseed: bind address '::1:' is not an IPv4 or IPv6 address (127.0.0.1, 0.0.0.0, ::1, ::) "
                                      "or localhost\n"},
    {ARGS("serve", "--bind", "a", "--bind", "b"), "hexseed: --bind given twice\n"},
    {ARGS("serve", "--port"), "hexseed: option --port needs a value\n"},
    {ARGS("serve", "--tls"), "hexseed: unknown option '--tls' (try 'hexseed serve --help')\n"},
    {ARGS("serve", "now"), "hexseed: unexpected argument 'now' (try 'hexseed serve --help')\n"},
};

static void serve_command_refuses_bad_flags(void **state)
{
    (void)state;
    for (size_t k = 0; k < sizeof bad_serve / sizeof bad_serve[0]; k++) {
        cli_result r;
        assert_int_equal(cli_run(bad_serve[k].args, NULL, &r), 0);
        if (r.status != 2 || strcmp(r.err, bad_serve[k].stderr_text) != 0)
            fail_msg("case %zu: status %d, stderr %s", k, r.status, r.err);
        assert_int_equal(r.out_len, 0);
        cli_result_free(&r);
    }
    cli_result r;
    assert_int_equal(cli_run(ARGS("serve", "--help"), NULL, &r), 0);
    assert_int_equal(r.status, 0);
    assert_non_null(strstr(r.out, "usage: hexseed serve"));
    cli_result_free(&r);
}

/* The real binary: `hexseed serve --port 0` says where it listens, answers, and exits 0 on
 * SIGTERM (and on SIGINT). */
typedef struct pending {
    const fixture *f;
    const char *target;
    reply r;
} pending;

static void *pending_request(void *arg)
{
    pending *p = arg;
    request(p->f, "GET", p->target, NULL, &p->r);
    return NULL;
}

static void serve_command_runs_and_stops_cleanly(void **state)
{
    (void)state;
    const int sigs[] = {SIGTERM, SIGINT};
    for (size_t k = 0; k < 2; k++) {
        int errpipe[2];
        assert_int_equal(pipe(errpipe), 0);
        pid_t pid = fork();
        assert_true(pid >= 0);
        if (pid == 0) {
            dup2(errpipe[1], STDERR_FILENO);
            close(errpipe[0]);
            close(errpipe[1]);
            /* The second run without its access log: the "serving on" line still comes. */
            execl(HS_HEXSEED_EXE, "hexseed", "serve", "--port", "0", "--threads", "1", k ? "--quiet" : (char *)NULL,
                  (char *)NULL);
            _exit(127);
        }
        close(errpipe[1]);
        char line[256] = "";
        size_t got = 0;
        while (got < sizeof line - 1 && !strchr(line, '\n')) {
            struct pollfd p = {errpipe[0], POLLIN, 0};
            assert_int_equal(poll(&p, 1, 20000), 1);
            ssize_t n = read(errpipe[0], line + got, 1);
            assert_int_equal(n, 1);
            got++;
        }
        unsigned port = 0;
        assert_int_equal(sscanf(line, "hexseed: serving on http://127.0.0.1:%u", &port), 1);
        fixture f = {NULL, (uint16_t)port, NULL};
        reply r;
        request(&f, "GET", "/board/0xjiwxm2.txt", NULL, &r);
        assert_int_equal(r.status, 200);
        reply_free(&r);
        /* A balanced board of 2,000,000 steps (at least 0.7 s of work) in flight: the signal
         * cancels it and its client still gets an answer, 503. */
        pending p = {&f, "/board/j8wfyk0txqf.json", {0, NULL, NULL, 0}};
        pthread_t t;
        assert_int_equal(pthread_create(&t, NULL, pending_request, &p), 0);
        nanosleep(&(struct timespec){0, 100000000L}, NULL); /* let the request reach the worker */
        kill(pid, sigs[k]);
        pthread_join(t, NULL);
        assert_int_equal(p.r.status, 503);
        assert_string_equal(p.r.body, "{\"error\":\"the server is shutting down: try again in a moment\"}\n");
        assert_header(&p.r, "Retry-After", "1");
        reply_free(&p.r);
        int status = 0;
        assert_int_equal(waitpid(pid, &status, 0), pid);
        assert_true(WIFEXITED(status));
        assert_int_equal(WEXITSTATUS(status), 0);
        close(errpipe[0]);
    }
}


/* ---- Compression and the headers every answer carries ----------------------------------------- */

/* Inflates a gzip body; the text in a buffer the caller frees (NULL when it is no gzip). */
static char *gunzip(const char *data, size_t len, size_t *out_len)
{
    z_stream z;
    memset(&z, 0, sizeof z);
    if (inflateInit2(&z, 15 + 16) != Z_OK)
        return NULL;
    size_t cap = 1 << 22;
    char *out = malloc(cap);
    z.next_in = (Bytef *)(uintptr_t)data;
    z.avail_in = (uInt)len;
    z.next_out = (Bytef *)out;
    z.avail_out = (uInt)(cap - 1);
    int st = inflate(&z, Z_FINISH);
    *out_len = z.total_out;
    inflateEnd(&z);
    if (st != Z_STREAM_END) {
        free(out);
        return NULL;
    }
    out[*out_len] = '\0';
    return out;
}

static void text_goes_out_gzip_when_the_client_takes_it(void **state)
{
    fixture *f = *state;
    static const char *const targets[] = {"/board/0xjiwxm2.svg", "/static/app.js", "/api/catan?seed=42", "/"};
    static const char *const accepts[] = {"gzip", "br, gzip;q=0.5", "*", "x-gzip", "gzip;q=0", "identity", "gzip;q=0.000", NULL};
    static const bool takes[] = {true, true, true, true, false, false, false, false};
    for (size_t t = 0; t < sizeof targets / sizeof targets[0]; t++) {
        reply plain;
        request(f, "GET", targets[t], NULL, &plain);
        assert_int_equal(plain.status, 200);
        assert_header(&plain, "Vary", "Accept-Encoding");
        assert_null(header(&plain, "Content-Encoding"));
        for (size_t a = 0; a < sizeof accepts / sizeof accepts[0]; a++) {
            char extra[96] = "";
            if (accepts[a])
                snprintf(extra, sizeof extra, "Accept-Encoding: %s\r\n", accepts[a]);
            for (int round = 0; round < 2; round++) { /* made, then from the cache */
                reply r;
                request(f, "GET", targets[t], extra, &r);
                assert_int_equal(r.status, 200);
                assert_header(&r, "Vary", "Accept-Encoding");
                char *enc = header(&r, "Content-Encoding");
                if (!takes[a]) {
                    assert_null(enc);
                    assert_int_equal(r.body_len, plain.body_len);
                    assert_memory_equal(r.body, plain.body, plain.body_len);
                } else {
                    assert_non_null(enc);
                    assert_string_equal(enc, "gzip");
                    size_t n = 0;
                    char *text = gunzip(r.body, r.body_len, &n);
                    assert_non_null(text);
                    assert_int_equal(n, plain.body_len); /* the same bytes, compressed */
                    assert_memory_equal(text, plain.body, n);
                    assert_true(r.body_len * 2 < plain.body_len);
                    free(text);
                    char *etag = header(&r, "ETag"), *plain_etag = header(&plain, "ETag");
                    if (plain_etag) { /* the compressed answer's ETag is the weak form of the plain one */
                        char weak[128];
                        snprintf(weak, sizeof weak, "W/%s", plain_etag);
                        assert_string_equal(etag, weak);
                    }
                    free(etag);
                    free(plain_etag);
                }
                free(enc);
                reply_free(&r);
            }
        }
        reply_free(&plain);
    }
    /* Binary answers and short ones go out as they are. */
    reply r;
    request(f, "GET", "/board/0xjiwxm2.png", "Accept-Encoding: gzip\r\n", &r);
    assert_null(header(&r, "Content-Encoding"));
    assert_null(header(&r, "Vary"));
    reply_free(&r);
    request(f, "GET", "/api/catan?seed=x", "Accept-Encoding: gzip\r\n", &r);
    assert_int_equal(r.status, 400);
    assert_null(header(&r, "Content-Encoding"));
    reply_free(&r);
}

/* One GET with `headers` into the caller's buffer (no allocation of the test's own, so that
 * failalloc counts the server's alone); the status, 0 when the connection closed unanswered. */
static int get_into(uint16_t port, const char *target, const char *headers, char *buf, size_t cap, size_t *len)
{
    int fd = connect_to(port);
    char raw[512];
    snprintf(raw, sizeof raw, "GET %s HTTP/1.1\r\nHost: a\r\nConnection: close\r\n%s\r\n", target, headers);
    assert_int_equal(send(fd, raw, strlen(raw), MSG_NOSIGNAL), (ssize_t)strlen(raw));
    size_t got = 0;
    for (;;) {
        struct pollfd p = {fd, POLLIN, 0};
        assert_int_equal(poll(&p, 1, 20000), 1);
        ssize_t r = recv(fd, buf + got, cap - 1 - got, 0);
        if (r <= 0)
            break;
        got += (size_t)r;
        assert_true(got < cap - 1);
    }
    close(fd);
    buf[got] = '\0';
    *len = got;
    int status = 0;
    return sscanf(buf, "HTTP/1.1 %d", &status) == 1 ? status : 0;
}

/* A live server (no cache), each of its allocations for one gzip request failing in turn: the
 * connection's own record (untracked, still answered), the request's (closed unanswered: the
 * client may retry), the answer's (500, said), the compression's (the answer goes out plain).
 * Never a crash or a wrong answer, and the server answers normally afterwards. */
static void a_live_server_survives_each_allocation_failing(void **state)
{
    (void)state;
    hs_server_options o = hs_server_default();
    o.port = 0;
    o.threads = 1;
    o.cache_entries = 0;
    o.log = o.status = NULL;
    hs_server *srv = NULL;
    hs_diag d = {{0}};
    assert_int_equal(hs_server_start(&o, &srv, &d), HS_OK);
    uint16_t port = hs_server_port(srv);
    static char buf[1 << 16], plain[1 << 16];
    size_t len = 0, plain_len = 0;
    const char *target = "/api/landmass?rule=146&start=25", *gzip = "Accept-Encoding: gzip\r\n";
    assert_int_equal(get_into(port, target, "", plain, sizeof plain, &plain_len), 200);
    const char *want = strstr(plain, "\r\n\r\n") + 4;
    int seen[4] = {0}; /* gzip, plain, 500, unanswered */
    for (long k = 1; k < 1000; k++) {
        failalloc_arm(k);
        int status = get_into(port, target, gzip, buf, sizeof buf, &len);
        bool fired = failalloc_fired();
        failalloc_disarm();
        if (!fired)
            break;
        const char *body = status ? strstr(buf, "\r\n\r\n") + 4 : "";
        if (status == 200 && strstr(buf, "\r\nContent-Encoding: gzip\r\n")) {
            size_t n = 0;
            char *text = gunzip(body, len - (size_t)(body - buf), &n);
            assert_non_null(text);
            assert_string_equal(text, want);
            free(text);
            seen[0]++;
        } else if (status == 200) {
            assert_string_equal(body, want);
            seen[1]++;
        } else if (status == 500) {
            if (!strstr(body, "out of memory") && !strstr(body, "{\"error\":\"cannot write the answer: "))
                fail_msg("allocation %ld failing: %s", k, buf);
            seen[2]++;
        } else if (status == 0) {
            assert_int_equal(len, 0);
            seen[3]++;
        } else {
            fail_msg("allocation %ld failing: %s", k, buf);
        }
    }
    assert_true(seen[0] >= 1 && seen[1] >= 1 && seen[2] >= 1 && seen[3] >= 1);
    assert_int_equal(get_into(port, target, gzip, buf, sizeof buf, &len), 200);
    hs_server_stop(srv);
}

static void pages_cannot_be_framed_and_send_no_referrer(void **state)
{
    fixture *f = *state;
    static const char *const pages[] = {"/", "/board/0xjiwxm2", "/seafarers", "/api", "/static/app.css"};
    for (size_t k = 0; k < sizeof pages / sizeof pages[0]; k++) {
        reply r;
        request(f, "GET", pages[k], "Accept: text/html\r\n", &r);
        assert_header(&r, "Referrer-Policy", "no-referrer");
        assert_header(&r, "X-Content-Type-Options", "nosniff");
        char *type = header(&r, "Content-Type");
        if (strncmp(type, "text/html", 9) == 0) {
            assert_header(&r, "X-Frame-Options", "DENY");
            char *csp = header(&r, "Content-Security-Policy");
            assert_non_null(csp);
            assert_non_null(strstr(csp, "frame-ancestors 'none'"));
            free(csp);
        }
        free(type);
        reply_free(&r);
    }
    /* The page templates are not files: their {{placeholders}} stay inside the server. */
    static const char *const templates[] = {"/static/board.html", "/static/error.html", "/static/index.html"};
    for (size_t k = 0; k < sizeof templates / sizeof templates[0]; k++) {
        reply r;
        request(f, "GET", templates[k], NULL, &r);
        assert_int_equal(r.status, 404);
        assert_null(strstr(r.body, "{{"));
        reply_free(&r);
    }
}

/* Every link an answer gives can be followed: a value's '+' (an exponent) is percent-encoded,
 * where a bare '+' would read as a space. */
static void self_links_can_be_followed(void **state)
{
    fixture *f = *state;
    static const char *const ratios[] = {"1e%2B0", "5e-1", "0.25", "2.5E-1"};
    for (size_t k = 0; k < sizeof ratios / sizeof ratios[0]; k++) {
        char target[160];
        snprintf(target, sizeof target, "/api/terrain?width=32&height=32&land-ratio=%s&seed=1", ratios[k]);
        reply r;
        request(f, "GET", target, NULL, &r);
        assert_int_equal(r.status, 200);
        json_error_t e;
        json_t *doc = json_loads(r.body, 0, &e);
        assert_non_null(doc);
        json_t *links = json_object_get(doc, "links");
        const char *name;
        json_t *link;
        json_object_foreach(links, name, link) {
            reply again;
            request(f, "GET", json_string_value(link), NULL, &again);
            if (again.status != 200)
                fail_msg("%s: link %s answers %d: %s", target, json_string_value(link), again.status, again.body);
            reply_free(&again);
        }
        json_decref(doc);
        reply_free(&r);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_route_answers),
        cmocka_unit_test(every_error_has_its_code_and_json_body),
        cmocka_unit_test(board_outcomes_have_their_statuses),
        cmocka_unit_test(a_code_of_no_board_is_422),
        cmocka_unit_test(a_stale_etag_gets_the_answer),
        cmocka_unit_test(board_page_edit_link_keeps_balance_and_locks),
        cmocka_unit_test(browsers_get_html_error_pages_on_page_routes),
        cmocka_unit_test(json_stays_for_the_api_files_and_other_clients),
        cmocka_unit_test(accept_preference),
        cmocka_unit_test(overlong_targets_and_bodies_are_refused),
        cmocka_unit_test(head_has_the_headers_and_no_body),
        cmocka_unit_test(boards_are_immutable_with_etags_and_304),
        cmocka_unit_test(text_goes_out_gzip_when_the_client_takes_it),
        cmocka_unit_test(pages_cannot_be_framed_and_send_no_referrer),
        cmocka_unit_test(self_links_can_be_followed),
        cmocka_unit_test(answers_equal_the_library),
        cmocka_unit_test(the_tile_atlas_is_beside_every_map),
        cmocka_unit_test(keep_alive_serves_many_requests_on_one_connection),
        cmocka_unit_test(access_log_has_one_line_per_request),
        cmocka_unit_test(access_log_escapes_the_method),
        cmocka_unit_test(many_clients_at_once_get_their_own_answers),
        cmocka_unit_test(idle_connections_are_closed),
        cmocka_unit_test(bad_options_are_refused),
        cmocka_unit_test(a_busy_port_is_an_io_error),
        cmocka_unit_test(serve_command_refuses_bad_flags),
        cmocka_unit_test(serve_command_runs_and_stops_cleanly),
        cmocka_unit_test(serve_command_on_a_busy_port_fails),
        cmocka_unit_test(a_live_server_survives_each_allocation_failing),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
