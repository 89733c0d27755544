/* SPDX-License-Identifier: MIT */
/* houserules.c: drawn house rules as a numbered list or as JSON. */
#include <jansson.h>

#include "hexseed/render.h"

hs_err hs_render_house_text(const hs_house_options *o, const hs_house_rule *rules, hs_sink out)
{
    hs_err err = hs_sink_printf(out, "house rules, intensity %d, seed %u\n\n", o->intensity, (unsigned)o->seed);
    for (int k = 0; k < o->count && !err; k++)
        err = hs_sink_printf(out, "%2d. %s (%s)\n    %s\n", k + 1, rules[k].name, hs_tier_name(rules[k].tier),
                             rules[k].text);
    return err;
}

static int dump_to_sink(const char *buffer, size_t size, void *data)
{
    hs_sink *out = data;
    return hs_sink_write(*out, buffer, size) == HS_OK ? 0 : -1;
}

hs_err hs_render_house_json(const hs_house_options *o, const hs_house_rule *rules, hs_sink out)
{
    json_t *list = json_array();
    for (int k = 0; k < o->count; k++)
        json_array_append_new(list, json_pack("{s:s, s:s, s:i, s:s}", "name", rules[k].name, "tier",
                                              hs_tier_name(rules[k].tier), "intensity", rules[k].intensity, "text",
                                              rules[k].text));
    json_t *root = json_pack("{s:I, s:i, s:i, s:o}", "seed", (json_int_t)o->seed, "intensity", o->intensity, "count",
                             o->count, "rules", list);
    if (!root)
        return HS_ENOMEM;
    int rc = json_dump_callback(root, dump_to_sink, &out, JSON_COMPACT);
    json_decref(root);
    return rc ? HS_EIO : hs_sink_puts(out, "\n");
}
