/* SPDX-License-Identifier: MIT */
/* value.c: what a generator's entry and a request hold, looked up by name: plain reads of the
 * structs handed in, beneath both the table (whose costs and checks read requests) and the
 * reading of requests (which reads the table), so neither calls the other back. */
#include <stdio.h>
#include <string.h>

#include "hexseed/generators.h"

const hs_param *hs_generator_param(const hs_generator *g, const char *name, int *index)
{
    for (int k = 0; name && k < g->n_params; k++) {
        const hs_param *p = &g->params[k];
        if (strcmp(p->name, name) == 0 || (p->alias && strcmp(p->alias, name) == 0)) {
            if (index)
                *index = k;
            return p;
        }
    }
    return NULL;
}

const hs_format *hs_generator_format(const hs_generator *g, const char *name)
{
    for (int k = 0; name && k < g->n_formats; k++) {
        const hs_format *f = &g->formats[k];
        if (strcmp(f->name, name) == 0 || (f->alias && strcmp(f->alias, name) == 0))
            return f;
    }
    return NULL;
}

const char *hs_param_choice(const hs_param *p, int k)
{
    return p->kind == HS_VALUE_CHOICE && p->choice ? p->choice(k) : NULL;
}

int hs_param_choice_count(const hs_param *p)
{
    int n = 0;
    while (hs_param_choice(p, n))
        n++;
    return n;
}

hs_value hs_request_value(const hs_request *r, const char *name)
{
    int k;
    hs_value v = {0};
    if (!hs_generator_param(r->generator, name, &k))
        return v;
    v = r->values[k];
    v.text = r->text_at[k] >= 0 ? r->text + r->text_at[k] : NULL;
    return v;
}

bool hs_param_needs_met(const hs_request *r, const hs_param *p)
{
    if (!p->needs)
        return true;
    for (const char *w = p->needs; *w; w += strspn(w, " ")) {
        char flag[32];
        size_t n = strcspn(w, " ");
        snprintf(flag, sizeof flag, "%.*s", (int)n, w);
        if (hs_request_value(r, flag).integer)
            return true;
        w += n;
    }
    return false;
}
