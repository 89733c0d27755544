/* SPDX-License-Identifier: MIT */
/* houserules.c: drawn house rules as a numbered list or as JSON. */
#include <jansson.h>

#include "hexseed/render.h"
#include "jdoc.h"

hs_err hs_render_house_text(const hs_house_options *o, const hs_house_rule *rules, hs_sink out)
{
    hs_err err = hs_sink_printf(out, "house rules, intensity %d, seed %u\n\n", o->intensity, (unsigned)o->seed);
    for (int k = 0; k < o->count && !err; k++)
        err = hs_sink_printf(out, "%2d. %s (%s)\n    %s\n", k + 1, rules[k].name, hs_tier_name(rules[k].tier),
                             rules[k].text);
    return err;
}

hs_err hs_render_house_json(const hs_house_options *o, const hs_house_rule *rules, hs_sink out)
{
    jdoc doc = {false}, *d = &doc;
    json_t *list = json_array();
    for (int k = 0; k < o->count; k++)
        jdoc_add(d, list, json_pack("{s:s, s:s, s:i, s:s}", "name", rules[k].name, "tier",
                                    hs_tier_name(rules[k].tier), "intensity", rules[k].intensity, "text",
                                    rules[k].text));
    json_t *root = json_pack("{s:I, s:i, s:i, s:o}", "seed", (json_int_t)o->seed, "intensity", o->intensity, "count",
                             o->count, "rules", list);
    return jdoc_write(d, root, JSON_COMPACT, out);
}
