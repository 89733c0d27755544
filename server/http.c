/* SPDX-License-Identifier: MIT */
/* http.c: strict parsing of the request target (percent-encoding, query parameters) and the
 * answers every route shares: JSON errors and immutable responses. */
#include "http.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <jansson.h>
#include <zlib.h>

#include "hexseed/number.h"

static int hexval(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

bool srv_unescape(const char *in, size_t len, bool query, char *out, size_t cap)
{
    size_t k = 0;
    for (size_t i = 0; i < len; i++) {
        char c = in[i];
        if (c == '%') {
            if (i + 2 >= len)
                return false;
            int hi = hexval(in[i + 1]);
            int lo = hexval(in[i + 2]);
            if (hi < 0 || lo < 0 || (hi == 0 && lo == 0))
                return false;
            c = (char)(hi * 16 + lo);
            i += 2;
        } else if (c == '+' && query) {
            c = ' ';
        }
        if (k + 1 >= cap)
            return false;
        out[k++] = c;
    }
    out[k] = '\0';
    return true;
}

void srv_query_escape(const char *in, char *out, size_t cap)
{
    static const char hex[] = "0123456789ABCDEF";
    size_t k = 0;
    for (; *in; in++) {
        unsigned char c = (unsigned char)*in;
        bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || strchr("-._~", c);
        if (k + (plain ? 1 : 3) >= cap)
            break;
        if (plain) {
            out[k++] = (char)c;
        } else {
            out[k++] = '%';
            out[k++] = hex[c >> 4];
            out[k++] = hex[c & 15];
        }
    }
    if (cap)
        out[k] = '\0';
}

bool srv_parse_target(const char *target, srv_request *req, srv_response *res)
{
    req->n_params = 0;
    const char *q = strchr(target, '?');
    size_t plen = q ? (size_t)(q - target) : strlen(target);
    if (plen == 0 || target[0] != '/') {
        srv_error(res, 400, NULL, "the request target must start with '/'");
        return false;
    }
    /* RFC 9112 3.2: a target has no spaces or control characters (libmicrohttpd 0.9.75 passes a
     * target with a space through whole). */
    for (const char *c = target; *c; c++)
        if ((unsigned char)*c <= ' ' || *c == 0x7f) {
            srv_error(res, 400, NULL, "the request target has a space or a control character: percent-encode it (%%20)");
            return false;
        }
    if (!srv_unescape(target, plen, false, req->path, sizeof req->path)) {
        srv_error(res, 400, NULL, "bad percent-encoding in the path (%% must be followed by two hex digits, not 00)");
        return false;
    }
    /* An encoded '/' is a character of a segment, not a separator (RFC 3986 2.2): the decoded
     * path would route "/api%2Fcatan" as "/api/catan". No route has a '/' inside a segment, so
     * such a path names nothing here (Apache's AllowEncodedSlashes Off answers the same). */
    for (size_t k = 0; k + 2 < plen; k++)
        if (target[k] == '%' && target[k + 1] == '2' && (target[k + 2] == 'F' || target[k + 2] == 'f')) {
            srv_error(res, 404, NULL, "nothing here: an encoded slash (%%2F) in the path is not a separator (see /api for the routes)");
            return false;
        }
    if (!q)
        return true;
    /* Empty parts ("a=1&&b=2") are skipped as browsers write them, but not without bound. */
    size_t parts = 1;
    for (const char *a = q + 1; *a; a++)
        parts += *a == '&';
    if (parts > SRV_MAX_QUERY_PARTS) {
        srv_error(res, 400, NULL, "the query has %zu parts between '&'; at most %d are read (and %d parameters)",
                  parts, SRV_MAX_QUERY_PARTS, SRV_MAX_PARAMS);
        return false;
    }
    const char *p = q + 1;
    while (*p) {
        const char *end = strchr(p, '&');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        if (len > 0) {
            const char *eq = memchr(p, '=', len);
            size_t nlen = eq ? (size_t)(eq - p) : len;
            srv_param *prm = &req->params[req->n_params];
            if (req->n_params == SRV_MAX_PARAMS) {
                srv_error(res, 400, NULL, "more than %d query parameters", SRV_MAX_PARAMS);
                return false;
            }
            if (!srv_unescape(p, nlen, true, prm->name, sizeof prm->name)) {
                srv_error(res, 400, NULL, "bad or too long parameter name (names have at most %d bytes; %% needs two hex digits)",
                          (int)sizeof prm->name - 1);
                return false;
            }
            const char *v = eq ? eq + 1 : p + len;
            if (!srv_unescape(v, (size_t)(p + len - v), true, prm->value, sizeof prm->value)) {
                srv_error(res, 400, prm->name, "bad percent-encoding or a value longer than %d bytes in parameter '%s'",
                          SRV_MAX_VALUE, prm->name);
                return false;
            }
            for (int k = 0; k < req->n_params; k++)
                if (strcmp(req->params[k].name, prm->name) == 0) {
                    srv_error(res, 400, prm->name, "parameter '%s' given twice", prm->name);
                    return false;
                }
            prm->used = false;
            req->n_params++;
        }
        if (!end)
            break;
        p = end + 1;
    }
    return true;
}

bool srv_field_name_valid(const char *name)
{
    if (!*name)
        return false;
    for (; *name; name++) {
        unsigned char c = (unsigned char)*name;
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || strchr("!#$%&'*+-.^_`|~", c)))
            return false;
    }
    return true;
}

/* Letters and digits, or one of `others` (not NUL): a test per byte, which every request's Host
 * header takes (strspn with a set this long builds a table of 256 bytes on each call). */
static bool alnum_or(unsigned char c, const char *others)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || (c && strchr(others, c));
}

bool srv_host_valid(const char *value)
{
    const char *p = value;
    if (*p == '[') { /* an IP literal: hex digits, ':' and '.' (an IPv4 tail), or a "v1.x" future form */
        p++;
        size_t n = strspn(p, "0123456789abcdefABCDEF:.vV-_~!$&'()*+,;=");
        if (n == 0 || p[n] != ']')
            return false;
        p += n + 1;
    } else { /* reg-name: unreserved, sub-delims and percent-encoded bytes */
        while (alnum_or((unsigned char)*p, "-._~!$&'()*+,;=%"))
            p++;
    }
    if (*p == ':')
        for (p++; *p >= '0' && *p <= '9'; p++)
            ;
    return *p == '\0';
}

const char *srv_param_get(srv_request *req, const char *name)
{
    for (int k = 0; k < req->n_params; k++)
        if (strcmp(req->params[k].name, name) == 0) {
            req->params[k].used = true;
            return req->params[k].value;
        }
    return NULL;
}

bool srv_params_all_used(const srv_request *req, srv_response *res)
{
    for (int k = 0; k < req->n_params; k++)
        if (!req->params[k].used) {
            srv_error(res, 400, req->params[k].name, "unknown parameter '%s'", req->params[k].name);
            return false;
        }
    return true;
}

void srv_error(srv_response *res, int status, const char *parameter, const char *fmt, ...)
{
    char raw[512], msg[sizeof res->error];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(raw, sizeof raw, fmt, ap);
    va_end(ap);
    /* The message may quote the request: every byte outside printable ASCII is written \xHH
     * (as in the access log and the CLI's messages), so it is always valid JSON and one line. */
    size_t k = 0;
    for (const char *m = raw; *m && k + 5 < sizeof msg; m++) {
        unsigned char c = (unsigned char)*m;
        if (c < 0x20 || c > 0x7e)
            k += (size_t)snprintf(msg + k, sizeof msg - k, "\\x%02x", c);
        else
            msg[k++] = (char)c;
    }
    msg[k] = '\0';

    snprintf(res->error, sizeof res->error, "%s", msg);
    hs_buf_free(&res->body);
    res->static_body = NULL;
    res->etag[0] = '\0';
    res->cache = NULL;
    res->cacheable = false;
    res->disposition[0] = '\0';
    res->retry_after = status == 503 || status == 429 ? res->retry_after : 0;
    res->status = status;
    res->content_type = "application/json";
    /* jansson escapes whatever the message quotes from the request. */
    json_t *o = json_object();
    json_object_set_new(o, "error", json_string(msg));
    if (parameter)
        json_object_set_new(o, "parameter", json_string(parameter));
    if (res->outcome)
        json_object_set_new(o, "outcome", json_string(res->outcome));
    res->outcome = NULL;
    char *text = json_dumps(o, JSON_PRESERVE_ORDER | JSON_COMPACT | JSON_ENSURE_ASCII);
    json_decref(o);
    if (text) {
        hs_sink_printf(hs_sink_buf(&res->body), "%s\n", text);
        free(text);
    }
}

uint32_t srv_hash(const char *s)
{
    uint32_t h = 2166136261u;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

static void immutable_etag(char etag[SRV_MAX_ETAG], const char *key)
{
    snprintf(etag, SRV_MAX_ETAG, "\"%s-%s\"", HEXSEED_VERSION, key);
}

void srv_immutable(srv_response *res, const char *key)
{
    immutable_etag(res->etag, key);
    res->cache = "public, max-age=31536000, immutable";
}

bool srv_client_has(const srv_request *req, const char *key)
{
    char etag[SRV_MAX_ETAG];
    immutable_etag(etag, key);
    return srv_etag_matches(req->if_none_match, etag);
}

/* The ETag of a page of the app for `key`: the version and a hash of every UI file embedded, so
 * that a new build of the UI is a new tag even without a new version number. */
static void shell_etag(char etag[SRV_MAX_ETAG], const char *key)
{
    uint32_t h = 2166136261u;
    for (size_t k = 0; k < srv_asset_count; k++)
        h = (h ^ srv_assets[k].hash) * 16777619u;
    snprintf(etag, SRV_MAX_ETAG, "\"%s-%08x-%s\"", HEXSEED_VERSION, (unsigned)h, key);
}

void srv_app_page(srv_response *res, const char *key)
{
    shell_etag(res->etag, key);
    res->cache = "no-cache";
    res->cacheable = true;
}

bool srv_client_has_page(const srv_request *req, const char *key)
{
    char etag[SRV_MAX_ETAG];
    shell_etag(etag, key);
    return srv_etag_matches(req->if_none_match, etag);
}

bool srv_defer(srv_response *res, srv_job_fn job, const void *ctx, size_t size)
{
    void *copy = malloc(size);
    if (!copy) {
        srv_error(res, 500, NULL, "out of memory");
        return false;
    }
    memcpy(copy, ctx, size);
    res->job = job;
    res->job_ctx = copy;
    return true;
}

static hs_err body_write(void *ctx, const void *data, size_t len)
{
    srv_body *b = ctx;
    if (hs_cancel_requested(b->cancel))
        return HS_ECANCEL;
    return hs_sink_write(hs_sink_buf(b->buf), data, len);
}

hs_sink srv_body_sink(srv_body *b)
{
    return (hs_sink){body_write, b};
}

bool srv_etag_matches(const char *header, const char *etag)
{
    if (!header || !etag[0])
        return false;
    if (etag[0] == 'W' && etag[1] == '/')
        etag += 2;
    size_t elen = strlen(etag);
    const char *p = header;
    while (*p) {
        while (*p == ' ' || *p == '\t' || *p == ',')
            p++;
        if (*p == '*')
            return true;
        if (p[0] == 'W' && p[1] == '/')
            p += 2;
        const char *end = p;
        if (*end == '"') {
            end = strchr(end + 1, '"');
            if (!end)
                return false;
            end++;
        } else {
            while (*end && *end != ',')
                end++;
        }
        if ((size_t)(end - p) == elen && memcmp(p, etag, elen) == 0)
            return true;
        p = end;
    }
    return false;
}

/* The quality an Accept or Accept-Encoding header gives `name` ("text/html", "gzip"; `alias`, when
 * not NULL, is a second name for the same thing: "x-gzip"): that of the most specific member
 * matching it (the name itself; then, for a media type, its type with any subtype, then any
 * type; for a coding, "*"), as RFC 9110 12.4.2 and 12.5 ask, so "gzip;q=0, *;q=1" refuses gzip; 0 when no member matches.
 * A member whose weight is not a qvalue ("q=abc", "q=1.5") is taken as refused (q=0): the
 * identity encoding and JSON are always acceptable, so doubt never costs the client its answer. */
static double accept_quality(const char *header, const char *name, const char *alias)
{
    size_t slash = strcspn(name, "/");
    bool media = name[slash] == '/';
    int best_rank = -1;
    double best_q = 0;
    const char *p = header;
    while (*p) {
        while (*p == ' ' || *p == '\t' || *p == ',')
            p++;
        size_t len = strcspn(p, ",");
        size_t rlen = strcspn(p, ";,");
        while (rlen && (p[rlen - 1] == ' ' || p[rlen - 1] == '\t'))
            rlen--;
        int rank = -1;
        if ((rlen == strlen(name) && strncasecmp(p, name, rlen) == 0) ||
            (alias && rlen == strlen(alias) && strncasecmp(p, alias, rlen) == 0))
            rank = 2;
        else if (media && rlen == slash + 2 && strncasecmp(p, name, slash + 1) == 0 && p[slash + 1] == '*')
            rank = 1;
        else if (media ? rlen == 3 && strncmp(p, "*/*", 3) == 0 : rlen == 1 && *p == '*')
            rank = 0;
        double q = 1;
        for (const char *a = p + rlen; a < p + len; a++) {
            if (*a != ';')
                continue;
            const char *v = a + 1;
            while (*v == ' ' || *v == '\t')
                v++;
            if ((v[0] == 'q' || v[0] == 'Q') && v[1] == '=') {
                char num[8] = "";
                size_t n = strcspn(v + 2, " \t;,");
                if (n < sizeof num) {
                    memcpy(num, v + 2, n);
                    num[n] = '\0';
                }
                if (!hs_parse_decimal(num, 0.0, 1.0, &q))
                    q = 0;
            }
        }
        if (rank > best_rank) {
            best_rank = rank;
            best_q = q;
        }
        p += len;
    }
    return best_q;
}

bool srv_accepts_gzip(const char *header)
{
    return header && accept_quality(header, "gzip", "x-gzip") > 0;
}

bool srv_compressible(const char *content_type)
{
    static const char *const types[] = {"text/", "application/json", "image/svg+xml", "application/manifest+json",
                                        "application/wasm"};
    for (size_t k = 0; k < sizeof types / sizeof types[0]; k++)
        if (strncmp(content_type, types[k], strlen(types[k])) == 0)
            return true;
    return false;
}

hs_err srv_gzip(const void *data, size_t len, hs_buf *out)
{
    hs_buf_free(out);
    z_stream z;
    memset(&z, 0, sizeof z);
    /* 15 + 16: a gzip header and trailer around the deflate stream. */
    if (deflateInit2(&z, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return HS_ENOMEM;
    uLong bound = deflateBound(&z, (uLong)len);
    out->data = malloc(bound + 1);
    if (!out->data) {
        deflateEnd(&z);
        return HS_ENOMEM;
    }
    out->cap = bound + 1;
    z.next_in = (Bytef *)(uintptr_t)data;
    z.avail_in = (uInt)len;
    z.next_out = (Bytef *)out->data;
    z.avail_out = (uInt)bound;
    int st = deflate(&z, Z_FINISH);
    out->len = z.total_out;
    deflateEnd(&z);
    if (st != Z_STREAM_END) {
        hs_buf_free(out);
        return HS_EIO;
    }
    out->data[out->len] = '\0';
    return HS_OK;
}

void srv_board_error(srv_response *res, hs_err err, const hs_diag *diag, const char *parameter)
{
    const char *why = diag && diag->msg[0] ? diag->msg : hs_strerror(err);
    if (err == HS_ENOMEM) { /* the server's fault, whatever was asked */
        srv_error(res, 500, NULL, "%s", why);
    } else if (err == HS_EUNSAT || err == HS_ELIMIT) {
        res->outcome = err == HS_EUNSAT ? "no-board" : "gave-up";
        srv_error(res, err == HS_EUNSAT ? 422 : 501, parameter, "%s", why);
    } else {
        srv_error(res, 400, parameter, "%s", why);
    }
}

void srv_cancelled(srv_response *res)
{
    res->retry_after = 1;
    srv_error(res, 503, NULL, "the server is shutting down: try again in a moment");
}

void srv_refused(srv_response *res, srv_submit verdict)
{
    res->retry_after = 1;
    if (verdict == SRV_CLIENT_BUSY)
        srv_error(res, 429, NULL,
                  "this address already has its share of maps and balanced boards in the making: "
                  "wait for those answers, then ask again");
    else if (verdict == SRV_QUEUE_FULL)
        srv_error(res, 503, NULL, "every worker is busy and the queue is full: try again in a moment");
    else
        srv_cancelled(res);
}

void srv_finish(srv_response *res, hs_err err, const char *content_type, const char *key)
{
    if (err) {
        srv_error(res, 500, NULL, "cannot write the answer: %s", hs_strerror(err));
        return;
    }
    res->status = 200;
    res->content_type = content_type;
    if (key) {
        srv_immutable(res, key);
        res->cacheable = true;
    }
}

bool srv_prefers_html(const char *accept)
{
    if (!accept)
        return false;
    return accept_quality(accept, "text/html", NULL) > accept_quality(accept, "application/json", NULL);
}
