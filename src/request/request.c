/* SPDX-License-Identifier: MIT */
/* request.c: reading a request from text against the generator table: one reader per kind of
 * parameter, so every face refuses a value with the same words. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hexseed/generators.h"
#include "hexseed/number.h"

#include "../core/fail.h"

/* Appends "a, b, c" of `n` names, read by `name_at`, to `list` (truncated to its size). */
static void list_names(char *list, size_t size, int n, const char *(*name_at)(const void *ctx, int k), const void *ctx)
{
    size_t len = strlen(list);
    for (int k = 0; k < n && len < size; k++) {
        int wrote = snprintf(list + len, size - len, "%s%s", k ? ", " : "", name_at(ctx, k));
        len += wrote > 0 ? (size_t)wrote : 0;
    }
}

static const char *choice_at(const void *p, int k)
{
    return hs_param_choice(p, k);
}

/* "borders", "players": what a message calls the names of a choice. */
static void plural(const char *name, char *out, size_t size)
{
    size_t n = strlen(name);
    bool as_is = (n && name[n - 1] == 's') || (n > 3 && strcmp(name + n - 3, "ing") == 0); /* players, trading */
    snprintf(out, size, "%s%s", name, as_is ? "" : "s");
}

hs_err hs_param_read(const hs_param *p, const char *text, hs_value *out, hs_diag *diag)
{
    memset(out, 0, sizeof *out);
    switch (p->kind) {
    case HS_VALUE_INTEGER: {
        long long step = p->step > 1 ? p->step : 1;
        if (!hs_parse_integer(text, (long long)p->min, (long long)p->max, &out->integer) || out->integer % step) {
            if (step > 1)
                return hs_fail(diag, HS_EINVAL, "%s '%s' is not a multiple of %lld from %lld to %lld", p->name, text, step,
                               (long long)p->min, (long long)p->max);
            return hs_fail(diag, HS_EINVAL, "%s '%s' is not a whole number from %lld to %lld", p->name, text,
                           (long long)p->min, (long long)p->max);
        }
        out->decimal = (double)out->integer;
        return HS_OK;
    }
    case HS_VALUE_DECIMAL:
        if (!hs_parse_decimal(text, p->min, p->max, &out->decimal))
            return hs_fail(diag, HS_EINVAL, "%s '%s' is not a number from %g to %g", p->name, text, p->min, p->max);
        return HS_OK;
    case HS_VALUE_FLAG: {
        static const char *const words[] = {"0", "false", "off", "no", "1", "true", "on", "yes"};
        for (int k = 0; k < 8; k++)
            if (strcmp(text, words[k]) == 0) {
                out->integer = k >= 4;
                return HS_OK;
            }
        return hs_fail(diag, HS_EINVAL, "%s '%s' is not a flag (1, true, on, yes or 0, false, off, no)", p->name, text);
    }
    case HS_VALUE_CHOICE: {
        for (int k = 0; hs_param_choice(p, k); k++)
            if (strcmp(text, hs_param_choice(p, k)) == 0) {
                out->integer = k;
                return HS_OK;
            }
        char names[192] = "", kind[40];
        int n = hs_param_choice_count(p), shown = n > HS_CHOICES_SHOWN ? HS_CHOICES_SHOWN - 2 : n;
        list_names(names, sizeof names, shown, choice_at, p);
        plural(p->name, kind, sizeof kind);
        if (shown < n) /* a long list (every layout): its first names, and where the rest are */
            return hs_fail(diag, HS_EINVAL, "unknown %s '%s' (%s: %s and %d more: 'hexseed generators' lists them)",
                           p->name, text, kind, names, n - shown);
        return hs_fail(diag, HS_EINVAL, "unknown %s '%s' (%s: %s)", p->name, text, kind, names);
    }
    case HS_VALUE_TEXT:
        return HS_OK; /* the generator reads it with its own grammar */
    }
    return hs_fail(diag, HS_EINVAL, "%s: a parameter of an unknown kind", p->name);
}

/* Keeps `text` as parameter `index`'s value in the request's own room (after its earlier value
 * and a ';' when `append`); false when the room is full. */
static bool keep_text(hs_request *r, int index, const char *text, bool append)
{
    size_t n = strlen(text);
    if (append && r->text_at[index] >= 0) {
        char *before = r->text + r->text_at[index];
        size_t a = strlen(before);
        if (before + a + 1 == r->text + r->used) { /* the last text kept: it grows in place */
            if (n + 1 > sizeof r->text - r->used)
                return false;
            before[a] = ';';
            memcpy(before + a + 1, text, n + 1);
            r->used += n + 1;
            return true;
        }
        /* another value was kept since: the whole list again after it */
        if (a + 1 + n + 1 > sizeof r->text - r->used)
            return false;
        char *at = r->text + r->used;
        memmove(at, before, a);
        at[a] = ';';
        memcpy(at + a + 1, text, n + 1);
        r->text_at[index] = (int)r->used;
        r->used += a + 1 + n + 1;
        return true;
    }
    if (n + 1 > sizeof r->text - r->used)
        return false;
    memcpy(r->text + r->used, text, n + 1);
    r->text_at[index] = (int)r->used;
    r->used += n + 1;
    return true;
}

static const char *generator_at(const void *ctx, int k)
{
    (void)ctx;
    return hs_generator_at(k)->name;
}

hs_err hs_request_start(hs_request *r, const char *name, hs_diag *diag)
{
    memset(r, 0, sizeof *r);
    const hs_generator *g = hs_generator_find(name);
    if (!g) {
        char names[256] = "";
        list_names(names, sizeof names, hs_generator_count(), generator_at, NULL);
        return hs_fail(diag, HS_EINVAL, "unknown generator '%s' (generators: %s)", name ? name : "", names);
    }
    r->generator = g;
    r->format = &g->formats[g->default_format];
    for (int k = 0; k < HS_REQUEST_MAX_PARAMS; k++)
        r->text_at[k] = -1;
    for (int k = 0; k < g->n_params; k++) {
        const hs_param *p = &g->params[k];
        if (!p->fallback)
            continue;
        hs_err err = hs_param_read(p, p->fallback, &r->values[k], diag);
        if (err || !keep_text(r, k, p->fallback, false))
            return err ? err : hs_fail(diag, HS_EINVAL, "%s: the defaults do not fit a request", g->name);
    }
    return HS_OK;
}

hs_request *hs_request_new(const char *name, hs_diag *diag)
{
    hs_request *r = malloc(sizeof *r);
    if (!r) {
        hs_fail(diag, HS_ENOMEM, "out of memory");
        return NULL;
    }
    if (hs_request_start(r, name, diag) != HS_OK) {
        free(r);
        return NULL;
    }
    return r;
}

void hs_request_free(hs_request *r)
{
    free(r);
}

static const char *param_at(const void *g, int k)
{
    return ((const hs_generator *)g)->params[k].name;
}

hs_err hs_request_set(hs_request *r, const char *name, const char *text, hs_diag *diag)
{
    const hs_generator *g = r->generator;
    int k;
    const hs_param *p = hs_generator_param(g, name, &k);
    if (!p) {
        char names[384] = "";
        list_names(names, sizeof names, g->n_params, param_at, g);
        return hs_fail(diag, HS_EINVAL, "unknown parameter '%s' of %s (parameters: %s)", name, g->name, names);
    }
    bool again = r->values[k].given;
    if (again && !(p->flags & HS_PARAM_REPEATABLE))
        return hs_fail(diag, HS_EINVAL, "%s given twice", p->name);
    hs_value v;
    hs_err err = hs_param_read(p, text, &v, diag);
    if (err)
        return err;
    if (!keep_text(r, k, text, again))
        return hs_fail(diag, HS_EINVAL, "%s: the request is longer than %d characters in all", p->name, HS_REQUEST_TEXT);
    v.given = true;
    r->values[k] = v;
    return HS_OK;
}

static const char *format_at(const void *g, int k)
{
    return ((const hs_generator *)g)->formats[k].name;
}

hs_err hs_request_set_format(hs_request *r, const char *name, hs_diag *diag)
{
    const hs_format *f = hs_generator_format(r->generator, name);
    if (!f) {
        char names[192] = "";
        list_names(names, sizeof names, r->generator->n_formats, format_at, r->generator);
        return hs_fail(diag, HS_EINVAL, "unknown format '%s' (formats: %s)", name, names);
    }
    r->format = f;
    return HS_OK;
}

/* "a b c" in `list` (of `size` bytes) as "a, b and c" (`joint` "and" or "or"). */
static void words_as_list(char *list, size_t size, const char *joint)
{
    const char *word[8];
    int len[8], n = 0;
    for (const char *w = list + strspn(list, " "); *w && n < 8; w += strspn(w, " ")) {
        word[n] = w;
        len[n] = (int)strcspn(w, " ");
        w += len[n++];
    }
    char out[128] = "";
    for (int k = 0, at = 0; k < n && at < (int)sizeof out; k++)
        at += snprintf(out + at, sizeof out - (size_t)at, "%s%s%s%.*s", k == 0 ? "" : k < n - 1 ? ", " : " ",
                       k && k == n - 1 ? joint : "", k && k == n - 1 ? " " : "", len[k], word[k]);
    snprintf(list, size, "%s", out);
}

/* True when the space-separated list `formats` names `name`. */
static bool names_format(const char *formats, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = formats; *p; p += strspn(p, " ")) {
        size_t len = strcspn(p, " ");
        if (len == n && strncmp(p, name, n) == 0)
            return true;
        p += len;
    }
    return false;
}

hs_err hs_request_check(const hs_request *r, const hs_param **bad, hs_diag *diag)
{
    const hs_generator *g = r->generator;
    for (int k = 0; k < g->n_params; k++) {
        const hs_param *p = &g->params[k];
        if (bad)
            *bad = p;
        if ((p->flags & HS_PARAM_REQUIRED) && !r->values[k].given)
            return hs_fail(diag, HS_EINVAL, "missing %s", p->name);
        if (p->formats && r->values[k].given && !names_format(p->formats, r->format->name)) {
            char list[64]; /* "svg png" -> "svg and png" */
            snprintf(list, sizeof list, "%s", p->formats);
            words_as_list(list, sizeof list, "and");
            return hs_fail(diag, HS_EINVAL, "%s is for %s: drop it or ask for %s", p->name, list,
                           strchr(p->formats, ' ') ? "one of those" : "that format");
        }
    }
    for (int k = 0; k < g->n_params; k++) {
        const hs_param *p = &g->params[k];
        if (bad)
            *bad = p;
        if (r->values[k].given && !hs_param_needs_met(r, p)) {
            char list[64]; /* "balanced unbalanced explain" -> "balanced, unbalanced or explain" */
            snprintf(list, sizeof list, "%s", p->needs);
            words_as_list(list, sizeof list, "or");
            return hs_fail(diag, HS_EINVAL, "%s belongs to %s", p->name, list);
        }
    }
    if (bad)
        *bad = NULL;
    return g->check ? g->check(r, bad, diag) : HS_OK;
}

hs_cost hs_request_cost(const hs_request *r)
{
    return r->generator->cost ? r->generator->cost(r, r->format) : HS_COST_CHEAP;
}

/* Appends `text` to the query, percent-encoding all but the characters a query keeps as they
 * are; false when it does not fit. */
static bool put_encoded(char *buf, size_t size, size_t *len, const char *text)
{
    static const char hex[] = "0123456789ABCDEF";
    for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
        bool plain = (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') ||
                     strchr("-_.,:~", *c);
        size_t need = plain ? 1 : 3;
        if (*len + need >= size)
            return false;
        if (plain) {
            buf[(*len)++] = (char)*c;
        } else {
            buf[(*len)++] = '%';
            buf[(*len)++] = hex[*c >> 4];
            buf[(*len)++] = hex[*c & 15];
        }
    }
    buf[*len] = '\0';
    return true;
}

/* The shortest decimal that reads back as `x` ("0.3", not "0.29999999999999999"). */
static void shortest(double x, char *out, size_t size)
{
    for (int digits = 1; digits <= 17; digits++) {
        snprintf(out, size, "%.*g", digits, x);
        if (strtod(out, NULL) == x)
            return;
    }
}

bool hs_request_query(const hs_request *r, char *buf, size_t size)
{
    size_t len = 0;
    if (size == 0)
        return false;
    buf[0] = '\0';
    const hs_generator *g = r->generator;
    for (int k = 0; k < g->n_params; k++) {
        const hs_param *p = &g->params[k];
        hs_value v = hs_request_value(r, p->name);
        if (!v.text || (p->formats && !names_format(p->formats, r->format->name)) ||
            !hs_param_needs_met(r, p))
            continue;
        char number[32];
        const char *value = v.text;
        if (p->kind == HS_VALUE_INTEGER || p->kind == HS_VALUE_FLAG)
            snprintf(number, sizeof number, "%lld", v.integer), value = number;
        else if (p->kind == HS_VALUE_DECIMAL)
            shortest(v.decimal, number, sizeof number), value = number;
        else if (p->kind == HS_VALUE_CHOICE)
            value = hs_param_choice(p, (int)v.integer);
        int wrote = snprintf(buf + len, size - len, "%s%s=", len ? "&" : "", p->name);
        if (wrote < 0 || (size_t)wrote >= size - len)
            return false;
        len += (size_t)wrote;
        if (!put_encoded(buf, size, &len, value))
            return false;
    }
    return true;
}
