/* SPDX-License-Identifier: MIT */
/* layouts.c: the layout table as JSON (hs_render_layouts_json), the one document the server's
 * /api/layouts and the JavaScript face's layouts() give, with each Seafarers scenario's name as
 * its rulebook gives it, so no page keeps a list of its own. */
#include <jansson.h>
#include <string.h>

#include "hexseed/board.h"
#include "hexseed/catan.h"
#include "hexseed/render.h"
#include "jdoc.h"

/* The scenario's name: the label of the first of its layouts ("Seafarers: The Fog Islands, 3
 * players") without the box before ": " and the player count after ", ". */
static json_t *scenario_name(const char *scenario)
{
    for (int m = 0; scenario && m < hs_layout_count(); m++) {
        const hs_layout_info *l = hs_layout_at(m);
        const char *colon = strstr(l->label, ": "), *name = colon ? colon + 2 : l->label;
        const char *comma = strstr(name, ", ");
        if (!l->scenario || strcmp(l->scenario, scenario) != 0 || !comma || memchr(name, '(', (size_t)(comma - name)))
            continue;
        return json_stringn(name, (size_t)(comma - name));
    }
    return scenario ? json_string(scenario) : json_null();
}

static json_t *text_or_null(const char *text)
{
    return text ? json_string(text) : json_null();
}

/* What the layout takes, as the generator's own checks say: numbers along the spiral, balance. */
static bool takes(int mode, bool spiral)
{
    hs_catan_options o = hs_catan_default();
    o.mode = (hs_mode)mode;
    if (spiral)
        o.numbers = HS_NUMBERS_SPIRAL;
    else
        o.balance = HS_BALANCE_MOST;
    return spiral ? hs_catan_options_check(&o, NULL) == HS_OK : hs_board_check_balance(&o, NULL) == HS_OK;
}

hs_err hs_render_layouts_json(hs_sink out)
{
    jdoc doc = {false}, *d = &doc;
    json_t *layouts = json_array();
    for (int m = 0; m < hs_layout_count(); m++) {
        const hs_layout_info *l = hs_layout_at(m);
        jdoc_add(d, layouts,
                 json_pack("{s:s, s:s, s:s, s:s, s:o, s:o, s:s, s:o, s:i, s:o, s:o, s:b, s:b, s:b}", "name", l->name,
                           "label", l->label, "family", l->family, "expansion", hs_layout_expansion(m), "scenario",
                           text_or_null(l->scenario), "scenario_label", scenario_name(l->scenario), "players",
                           l->players, "players_note", text_or_null(hs_layout_players_note(m)), "vp", l->vp, "rules", text_or_null(l->rules), "goal", text_or_null(l->goal),
                           "offered", hs_layout_offered(m), "spiral", takes(m, true), "balance", takes(m, false)));
    }
    return jdoc_write(d, json_pack("{s:o}", "layouts", layouts), JSON_COMPACT | JSON_PRESERVE_ORDER, out);
}
