/* SPDX-License-Identifier: MIT */
/* rules.c: the rule table for people and programs: the lines of `hexseed rules` and of the
 * CLI help, and the JSON of GET /api/rules that the web UI builds its rule form from. */
#include <jansson.h>
#include <stdio.h>

#include "hexseed/render.h"
#include "hexseed/rules.h"
#include "jdoc.h"

/* "pips=N", "desert=centre|inland|any", "min-pips=TERRAIN:N", or the bare name. */
static void spelling(const hs_rule_info *r, char *buf, size_t size)
{
    switch (r->param) {
    case HS_PARAM_NONE: snprintf(buf, size, "%s", r->name); break;
    case HS_PARAM_INT: snprintf(buf, size, "%s=N", r->name); break;
    case HS_PARAM_CHOICE: {
        int n = snprintf(buf, size, "%s=", r->name);
        for (int c = 0; c <= r->max && n > 0 && (size_t)n < size; c++)
            n += snprintf(buf + n, size - (size_t)n, "%s|", r->choices[c]);
        if (n > 0 && (size_t)n < size)
            snprintf(buf + n, size - (size_t)n, "any");
        break;
    }
    case HS_PARAM_TERRAIN_INT: snprintf(buf, size, "%s=T:N", r->name); break;
    }
}

hs_err hs_render_rules_text(hs_sink out, int indent)
{
    hs_err err = HS_OK;
    for (int i = 0; i < hs_rule_count() && !err; i++) {
        const hs_rule_info *r = hs_rule_at(i);
        char word[64], range[48] = "";
        spelling(r, word, sizeof word);
        if (r->param == HS_PARAM_INT)
            snprintf(range, sizeof range, " (N %d..%d, e.g. %s=%d)", r->min, r->max, r->name, r->def);
        else if (r->param == HS_PARAM_TERRAIN_INT)
            snprintf(range, sizeof range, " (N %d..%d, e.g. %s=gold:%d)", r->min, r->max, r->name, r->def);
        err = hs_sink_printf(out, "%*s%-24s %s%s\n", indent, "", word, r->label, range);
    }
    return err;
}

hs_err hs_render_rules_json(hs_sink out)
{
    jdoc doc = {false}, *d = &doc;
    json_t *rules = json_array();
    for (int i = 0; i < hs_rule_count(); i++) {
        const hs_rule_info *r = hs_rule_at(i);
        json_t *param = json_null();
        if (r->param == HS_PARAM_INT || r->param == HS_PARAM_TERRAIN_INT) {
            param = json_pack("{s:s, s:i, s:i, s:i}", "type", r->param == HS_PARAM_INT ? "int" : "terrain-int", "min",
                              r->min, "max", r->max, "default", r->def);
            if (r->param == HS_PARAM_TERRAIN_INT)
                jdoc_set(d, param, "terrains",
                         json_pack("[s, s, s, s, s, s]", "forest", "hills", "fields", "pasture", "mountains",
                                   "gold"));
        } else if (r->param == HS_PARAM_CHOICE) {
            json_t *values = json_array();
            for (int c = 0; c <= r->max; c++)
                jdoc_add(d, values, json_string(r->choices[c]));
            jdoc_add(d, values, json_string("any"));
            param = json_pack("{s:s, s:o, s:s}", "type", "enum", "values", values, "default", r->choices[r->def]);
        }
        jdoc_add(d, rules, json_pack("{s:s, s:s, s:s, s:s, s:o}", "name", r->name, "label", r->label, "help",
                                     r->help, "kind", hs_rule_kind_name(r->kind), "param", param));
    }
    hs_rules def = hs_rules_default();
    char text[64];
    hs_rules_format(&def, text, sizeof text);
    json_t *root = json_pack("{s:o, s:s, s:s}", "rules", rules, "default", text, "all", "red,extremes,equal,terrain");
    return jdoc_write(d, root, JSON_INDENT(2) | JSON_PRESERVE_ORDER, out);
}
