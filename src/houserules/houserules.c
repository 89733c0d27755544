/* SPDX-License-Identifier: MIT */
/* houserules.c: the house-rules table (names after the original, texts our own) and the draw. */
#include "hexseed/houserules.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hexseed/rng.h"
#include "../core/fail.h"

typedef struct rule_entry {
    const char *name;
    hs_tier tier;
    const char *text;
} rule_entry;

/* Placeholders: [number:a,b] a whole number from a to b; [resource] / [resources] one resource,
 * singular / plural; [resources_excluding_grain]; [nice_terrain] a producing terrain;
 * [select_from:x,y,...] one of the listed words. */
static const rule_entry rules[HS_HOUSE_RULES] = {
    {"Care Package", HS_TIER_MINOR, "Every player starts the game with [number:2,5] [resources] in hand."},
    {"Deterrent", HS_TIER_MINOR,
     "The robber starts on the [nice_terrain] hex whose number is rolled most often (roll a die between equals)."},
    {"Deserted", HS_TIER_MINOR, "Build the board with all the desert hexes side by side in its middle."},
    {"Pain Medicine", HS_TIER_MINOR, "Whoever rolls the first 12 of the game takes one [resource] from the bank."},
    {"Achievement Get", HS_TIER_MINOR, "[select_from:Largest Army,Longest Road] counts one victory point more."},
    {"Share The Wealth", HS_TIER_MINOR,
     "When someone builds the first settlement after setup, each other player takes one [resource] from the bank."},
    {"Helping Hand", HS_TIER_MINOR, "Each player starts with one development card from the top of the stack."},
    {"Wasteland Wonders", HS_TIER_MINOR,
     "Building a settlement next to a desert earns [number:1,4] [resources] from the bank on the spot."},
    {"Pickpocketing Prowess", HS_TIER_MODERATE,
     "Moving the robber takes two cards from one player beside it, not one."},
    {"Roadless", HS_TIER_MODERATE, "Starting settlements come without their free roads."},
    {"Black Market Grains", HS_TIER_MODERATE,
     "Whenever you may trade, the bank takes [number:4,6] [resources_excluding_grain] for [number:2,5] grain."},
    {"City Planning", HS_TIER_MODERATE, "Your first city comes with a free development card."},
    {"Docks Sabotage", HS_TIER_MODERATE,
     "After [select_from:20,30,40,50,60] minutes of play the 2:1 [resource] harbor is closed for the rest of the game."},
    {"All-Seeing", HS_TIER_MODERATE,
     "Each player may build one watchtower on a free corner for [number:3,4] [select_from:ore,brick,lumber] and one "
     "[select_from:grain,wool]. It produces nothing and never becomes a city, and the robber may not stop next to it."},
    {"Outcropping", HS_TIER_MODERATE, "Build the board with all the fields hexes together in one corner."},
    {"Intimidation", HS_TIER_MODERATE,
     "Right after any roll, a player may play a knight to void it: nothing is produced and the dice are rolled again."},
    {"Pick Me Up", HS_TIER_MODERATE,
     "After setup each player rolls one die and takes that many resource cards of any kind but [resources]."},
    {"Coastal Champion", HS_TIER_MAJOR, "Nobody wins without at least one [select_from:settlement,city] on the coast."},
    {"Harsh Terrain", HS_TIER_MAJOR, "No city may stand next to a [select_from:desert,mountains,gold field] hex."},
    {"Thievery For Hire", HS_TIER_MAJOR,
     "Before your roll you may pay [number:3,6] [resources] and end your turn at once to move the robber."},
    {"City Life", HS_TIER_MAJOR,
     "In setup each player places one city and [number:2,4] roads instead of two settlements with their roads."},
    {"Sinking Feeling", HS_TIER_MAJOR,
     "After [select_from:30,45,60] minutes the [select_from:likeliest,unlikeliest] [nice_terrain] hex sinks: turn it "
     "face down for good (roll a die between equals)."},
    {"We Have Spoken", HS_TIER_MAJOR,
     "A city may become a council hall for [number:2,5] [select_from:brick,grain,lumber] and [number:1,4] "
     "[select_from:ore,wool], one per player, and nobody wins without one."},
    {"Sharing Is Caring", HS_TIER_MAJOR,
     "Every time a [select_from:2,3,4,10,11,12] is rolled, each player hands at least one card to the left."},
    {"Overpowered", HS_TIER_MAJOR, "Cities produce three resources each, not two."},
    {"Personal Space", HS_TIER_MAJOR, "No distance rule: settlements may stand one road apart."},
};

static const char *const resource_one[5] = {"brick", "lumber", "wool", "grain", "ore"};
static const char *const resource_many[5] = {"bricks", "lumber", "wool", "grain", "ore"};
static const char *const terrains[6] = {"forest", "pasture", "fields", "hills", "mountains", "gold field"};

hs_house_options hs_house_default(void)
{
    hs_house_options o = {.intensity = 50, .count = 1, .seed = 0};
    return o;
}

const char *hs_tier_name(hs_tier tier)
{
    static const char *const names[HS_TIER_COUNT] = {"minor", "moderate", "major"};
    return (unsigned)tier < HS_TIER_COUNT ? names[tier] : "?";
}

static int jitter(hs_rng *rng)
{
    uint32_t u = hs_rng_below(rng, 100);
    static const struct { uint32_t below; int delta; } steps[] = {
        {40, 0}, {55, 7}, {70, -7}, {80, 18}, {90, -18}, {95, 30}, {100, -30},
    };
    int k = 0;
    while (u >= steps[k].below)
        k++;
    return steps[k].delta;
}

/* Appends `s` to out[*len..cap), keeping the NUL. */
static void put(char *out, size_t cap, size_t *len, const char *s, size_t n)
{
    if (*len + n >= cap)
        n = cap - 1 - *len;
    memcpy(out + *len, s, n);
    *len += n;
    out[*len] = '\0';
}

/* Picks one item of the comma-separated list [p, end). */
static void put_choice(hs_rng *rng, const char *p, const char *end, char *out, size_t cap, size_t *len)
{
    int items = 1;
    for (const char *q = p; q < end; q++)
        items += *q == ',';
    int pick = (int)hs_rng_below(rng, (uint32_t)items);
    for (; pick > 0; pick--)
        p = (const char *)memchr(p, ',', (size_t)(end - p)) + 1;
    const char *stop = memchr(p, ',', (size_t)(end - p));
    put(out, cap, len, p, (size_t)((stop ? stop : end) - p));
}

static void fill(hs_rng *rng, const char *text, char *out, size_t cap)
{
    size_t len = 0;
    out[0] = '\0';
    while (*text) {
        const char *open = strchr(text, '[');
        if (!open) {
            put(out, cap, &len, text, strlen(text));
            break;
        }
        put(out, cap, &len, text, (size_t)(open - text));
        const char *close = strchr(open, ']');
        const char *body = open + 1;
        size_t n = (size_t)(close - body);
        char word[32];
        if (n > 7 && strncmp(body, "number:", 7) == 0) {
            int a = atoi(body + 7), b = atoi(strchr(body, ',') + 1);
            snprintf(word, sizeof word, "%d", a + (int)hs_rng_below(rng, (uint32_t)(b - a + 1)));
            put(out, cap, &len, word, strlen(word));
        } else if (n > 12 && strncmp(body, "select_from:", 12) == 0) {
            put_choice(rng, body + 12, close, out, cap, &len);
        } else if (n == 8 && strncmp(body, "resource", 8) == 0) {
            const char *w = resource_one[hs_rng_below(rng, 5)];
            put(out, cap, &len, w, strlen(w));
        } else if (n == 9 && strncmp(body, "resources", 9) == 0) {
            const char *w = resource_many[hs_rng_below(rng, 5)];
            put(out, cap, &len, w, strlen(w));
        } else if (strncmp(body, "resources_excluding_grain", n) == 0) {
            static const int not_grain[4] = {0, 1, 2, 4};
            const char *w = resource_many[not_grain[hs_rng_below(rng, 4)]];
            put(out, cap, &len, w, strlen(w));
        } else { /* [nice_terrain] */
            const char *w = terrains[hs_rng_below(rng, 6)];
            put(out, cap, &len, w, strlen(w));
        }
        text = close + 1;
    }
}

hs_err hs_house_draw(const hs_house_options *o, hs_house_rule *out, hs_diag *diag)
{
    if (HS_CHECK_RESERVED(o, "hs_house_options", "hs_house_default", diag))
        return HS_EINVAL;
    if (o->intensity < 1 || o->intensity > 100)
        return hs_fail(diag, HS_EINVAL, "intensity %d is not from 1 to 100", o->intensity);
    if (o->count < 1 || o->count > HS_HOUSE_RULES)
        return hs_fail(diag, HS_EINVAL, "count %d is not from 1 to %d", o->count, HS_HOUSE_RULES);
    hs_rng rng = hs_rng_seed(o->seed);
    bool used[HS_HOUSE_RULES] = {false};
    for (int k = 0; k < o->count; k++) {
        int level = o->intensity + jitter(&rng);
        hs_tier tier = level <= 30 ? HS_TIER_MINOR : level <= 70 ? HS_TIER_MODERATE : HS_TIER_MAJOR;
        int left[HS_TIER_COUNT] = {0};
        for (int i = 0; i < HS_HOUSE_RULES; i++)
            left[rules[i].tier] += !used[i];
        /* A used-up tier gives way to the nearest one with rules left, the milder first. */
        static const int nearest[HS_TIER_COUNT][HS_TIER_COUNT] = {{0, 1, 2}, {1, 0, 2}, {2, 1, 0}};
        int t = 0;
        while (!left[nearest[tier][t]])
            t++;
        tier = (hs_tier)nearest[tier][t];
        int pick = (int)hs_rng_below(&rng, (uint32_t)left[tier]);
        int index = 0;
        for (int i = 0; i < HS_HOUSE_RULES; i++)
            if (rules[i].tier == tier && !used[i] && pick-- == 0) {
                index = i;
                break;
            }
        used[index] = true;
        out[k].index = index;
        out[k].name = rules[index].name;
        out[k].tier = tier;
        out[k].intensity = level;
        fill(&rng, rules[index].text, out[k].text, sizeof out[k].text);
    }
    return HS_OK;
}
