/* SPDX-License-Identifier: MIT */
/* generators.c: the generator table (hexseed/generators.h) as JSON and as text: what
 * `hexseed generators` and GET /api/generators print, and what the faces that are not C
 * (the web form, the JavaScript and Python APIs, completions, man pages) are made from. */
#include "hexseed/generators.h"

#include <math.h>
#include <string.h>

#include "jdoc.h"

static const char *kind_name(hs_value_kind kind)
{
    static const char *const names[] = {"integer", "decimal", "flag", "choice", "text"};
    return (unsigned)kind < sizeof names / sizeof names[0] ? names[kind] : "?";
}

/* A number of the table as JSON: an integer when it is one (ranges are). */
static json_t *number(double x)
{
    return x == floor(x) && fabs(x) < 9.0e15 ? json_integer((json_int_t)x) : json_real(x);
}

static json_t *param_json(jdoc *d, const hs_param *p)
{
    json_t *o = json_object();
    jdoc_set(d, o, "name", json_string(p->name));
    if (p->alias)
        jdoc_set(d, o, "alias", json_string(p->alias));
    jdoc_set(d, o, "kind", json_string(kind_name(p->kind)));
    if (p->metavar)
        jdoc_set(d, o, "metavar", json_string(p->metavar));
    if (p->kind == HS_VALUE_INTEGER || p->kind == HS_VALUE_DECIMAL) {
        jdoc_set(d, o, "min", number(p->min));
        jdoc_set(d, o, "max", number(p->max));
    }
    if (p->kind == HS_VALUE_INTEGER && p->step > 1)
        jdoc_set(d, o, "step", json_integer(p->step));
    if (p->kind == HS_VALUE_CHOICE) {
        json_t *choices = json_array();
        for (int k = 0; hs_param_choice(p, k); k++)
            jdoc_add(d, choices, json_string(hs_param_choice(p, k)));
        jdoc_set(d, o, "choices", choices);
    }
    jdoc_set(d, o, "default", p->fallback ? json_string(p->fallback) : json_null());
    if (p->formats) {
        json_t *formats = json_array();
        for (const char *f = p->formats; *f; f += strspn(f, " ")) {
            size_t len = strcspn(f, " ");
            jdoc_add(d, formats, json_stringn(f, len));
            f += len;
        }
        jdoc_set(d, o, "formats", formats);
    }
    if (p->needs)
        jdoc_set(d, o, "needs", json_string(p->needs));
    jdoc_set(d, o, "repeatable", json_boolean(p->flags & HS_PARAM_REPEATABLE));
    jdoc_set(d, o, "operand", json_boolean(p->flags & HS_PARAM_OPERAND));
    jdoc_set(d, o, "required", json_boolean(p->flags & HS_PARAM_REQUIRED));
    jdoc_set(d, o, "help", json_string(p->help));
    return o;
}

static json_t *format_json(jdoc *d, const hs_format *f)
{
    json_t *o = json_object();
    jdoc_set(d, o, "name", json_string(f->name));
    if (f->alias)
        jdoc_set(d, o, "alias", json_string(f->alias));
    jdoc_set(d, o, "media_type", json_string(f->media_type));
    jdoc_set(d, o, "binary", json_boolean(f->flags & HS_FORMAT_BINARY));
    jdoc_set(d, o, "cairo", json_boolean(f->flags & HS_FORMAT_CAIRO));
    jdoc_set(d, o, "help", json_string(f->help));
    return o;
}

hs_err hs_render_generators_json(hs_sink out)
{
    jdoc d = {0};
    json_t *list = json_array();
    for (int k = 0; k < hs_generator_count(); k++) {
        const hs_generator *g = hs_generator_at(k);
        json_t *o = json_object(), *params = json_array(), *formats = json_array();
        jdoc_set(&d, o, "name", json_string(g->name));
        jdoc_set(&d, o, "summary", json_string(g->summary));
        jdoc_set(&d, o, "default_format", json_string(g->formats[g->default_format].name));
        for (int f = 0; f < g->n_formats; f++)
            jdoc_add(&d, formats, format_json(&d, &g->formats[f]));
        jdoc_set(&d, o, "formats", formats);
        for (int p = 0; p < g->n_params; p++)
            jdoc_add(&d, params, param_json(&d, &g->params[p]));
        jdoc_set(&d, o, "parameters", params);
        jdoc_add(&d, list, o);
    }
    json_t *root = json_object();
    jdoc_set(&d, root, "generators", list);
    return jdoc_write(&d, root, JSON_PRESERVE_ORDER | JSON_COMPACT, out);
}

/* What a parameter takes, as help shows it: "0..255", "moore|hex", "on/off". */
static hs_err param_range(const hs_param *p, hs_sink out)
{
    switch (p->kind) {
    case HS_VALUE_INTEGER:
        if (p->step > 1)
            return hs_sink_printf(out, "%.0f..%.0f by %u", p->min, p->max, (unsigned)p->step);
        return hs_sink_printf(out, "%.0f..%.0f", p->min, p->max);
    case HS_VALUE_DECIMAL: return hs_sink_printf(out, "%g..%g", p->min, p->max);
    case HS_VALUE_FLAG: return hs_sink_puts(out, "flag");
    case HS_VALUE_CHOICE:
        for (int k = 0; hs_param_choice(p, k); k++) {
            hs_err err = hs_sink_printf(out, "%s%s", k ? "|" : "", hs_param_choice(p, k));
            if (err)
                return err;
        }
        return HS_OK;
    case HS_VALUE_TEXT: return hs_sink_puts(out, p->metavar ? p->metavar : "text");
    }
    return HS_OK;
}

hs_err hs_render_generators_text(hs_sink out)
{
    hs_err err = HS_OK;
    for (int k = 0; !err && k < hs_generator_count(); k++) {
        const hs_generator *g = hs_generator_at(k);
        err = hs_sink_printf(out, "%s%s: %s\n  formats:", k ? "\n" : "", g->name, g->summary);
        for (int f = 0; !err && f < g->n_formats; f++)
            err = hs_sink_printf(out, " %s%s", g->formats[f].name, f == g->default_format ? " (default)" : "");
        err = err ? err : hs_sink_puts(out, "\n");
        for (int i = 0; !err && i < g->n_params; i++) {
            const hs_param *p = &g->params[i];
            err = hs_sink_printf(out, "  %-14s ", p->name);
            err = err ? err : param_range(p, out);
            if (!err && p->fallback && p->kind != HS_VALUE_FLAG)
                err = hs_sink_printf(out, ", default %s", p->fallback);
            err = err ? err : hs_sink_printf(out, "\n                 %s\n", p->help);
        }
    }
    return err;
}
