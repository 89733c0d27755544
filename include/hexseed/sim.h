/* SPDX-License-Identifier: MIT */
/* hexseed/sim.h: a Catan game engine with bots, for seat fairness: plays the base game on a
 * Classic board (3-4 players) or a 5-6 board (5-6 players, with the special building phase)
 * many times over threads and sums who won from which seat. docs/fairness.md has the rules.
 *
 * A game is a pure function of (board, bots, options, game index): its seed is drawn from the
 * run's seed and the index, so a run of N games gives the same totals on any number of threads.
 * Trading between players is an option (on by default when a seat plays the mix of styles).
 *
 * Thread-safety: any thread, any number of calls at once: the library shares nothing mutable
 * between calls (the tables it builds on first use are built once, under pthread_once). An
 * object a call writes (its out-parameters, the buffer behind a sink, a handle it frees) is not
 * used by another thread during that call; objects only read may be shared. */
#ifndef HEXSEED_SIM_H
#define HEXSEED_SIM_H

#include <stdbool.h>
#include <stdint.h>

#include "hexseed/catan.h"
#include "hexseed/error.h"

#ifdef __cplusplus
extern "C" {
#endif

#define HS_SIM_MAX_PLAYERS 6

/* What plays a seat, by number: a style of player, or the mixed seat. The numbers are fixed for
 * good, and the order is the CLI's list order. Each style is its own value function
 * (docs/fairness.md has a head-to-head table of them). A style added later takes the next
 * number after the mix (7, ...) without a name here: list the seat kinds with hs_bot_count()
 * and hs_bot_at(), and find one with hs_bot_from_name(). */
typedef enum hs_bot {
    HS_BOT_GREEDY = 0, /* the balanced style: spots by production, diversity, harbors, robber
                          threat; a settlement when it is as close as a city; bank trades;
                          robber and development cards */
    HS_BOT_RANDOM = 1, /* a uniformly random legal action (a floor and a test driver) */
    HS_BOT_ROADS = 2,  /* a road builder: lumber, brick and room; roads until it holds the longest */
    HS_BOT_CITIES = 3, /* a city builder: ore and grain on high numbers; cities first */
    HS_BOT_CARDS = 4,  /* a development-card player: saves for cards, plays every knight */
    HS_BOT_HARBORS = 5, /* a harbor trader: a 2:1 harbor beside its resource; trades its surplus */
    HS_BOT_MIX = 6,    /* not one player: the seat draws one of the styles hs_bot_in_mix() names
                          (greedy, roads, cities, cards, harbors), each equally likely, afresh for
                          every game (a pure function of the run's seed, the game's index and the
                          seat) */
    HS_BOT_COUNT = 7   /* the seat kinds named here; hs_bot_count() counts those of the library
                          that runs, which later styles make more. Never size an array by it */
} hs_bot;

/* The styles named above, greedy .. harbors (numbers 0..5). A style's number indexes the
 * per-style tables of hs_sim_result and the per_style arrays below, which have room for the
 * numbers below HS_SIM_MAX_STYLES, for good: the mix's number, 6, is never a style played, so
 * one more style (7) fits; more would need a new ABI. */
#define HS_BOT_STYLES 6
#define HS_SIM_MAX_STYLES 8

/* "greedy", "random", "roads", "cities", "cards", "harbors", "mix", then the names of later
 * styles by number; "unknown" for any other number. Errors: none. */
const char *hs_bot_name(hs_bot bot);
/* The number of the seat kind called `name`, or -1 (also for NULL). Errors: none (-1 as said). */
int hs_bot_from_name(const char *name);
/* How many seat kinds the library has: the numbers 0 .. hs_bot_count() - 1 are every style and
 * HS_BOT_MIX (7 in this version: HS_BOT_COUNT; at most HS_SIM_MAX_STYLES). Errors: none. */
int hs_bot_count(void);
/* The name of seat kind k, or NULL when k is not from 0 to hs_bot_count() - 1: for listing them.
 * Errors: none (NULL as said). */
const char *hs_bot_at(int k);
/* Whether a mixed seat draws style k (and hs_sim_run_styles plays it): greedy, roads, cities,
 * cards and harbors in this version; false for random, HS_BOT_MIX and numbers out of range.
 * Errors: none. */
bool hs_bot_in_mix(int k);

/* Called from the thread that called hs_sim_run, between games: `done` of `total` games
 * finished so far (non-decreasing; the last call has done == total unless cancelled). */
typedef void (*hs_sim_progress_fn)(void *ctx, uint32_t done, uint32_t total);

/* How to run. Fill with hs_sim_default() and change fields. */
typedef struct hs_sim_options {
    int players;              /* 3..4 on Classic, 5..6 on 5-6; 0 (default): 4 or 6 by mode */
    uint8_t bots[HS_SIM_MAX_PLAYERS]; /* hs_bot per seat (seat 1 first); default greedy */
    uint32_t games;           /* 1..10,000,000; default 1,000 */
    uint32_t seed;            /* any 32-bit value; default 0 */
    int threads;              /* 1..64, or 0 (default): one per online core, at most 64.
                                 The result never depends on it */
    int max_turns;            /* 10..100,000 player turns before a game counts as unfinished;
                                 default 1,000 */
    int target_points;        /* 3..20; default 10 */
    /* The greedy bot's setup choices are drawn with probability proportional to
     * exp(value / temperature), value in weighted pips (a spot of 6-8-5 is about 14): so seat
     * rates sample the openings a sensible player might pick instead of one fixed opening.
     * 0 takes the best spot always. 0..100; default 1.0. */
    double temperature;
    /* Cooperative cancel (hexseed/error.h): when non-NULL and hs_cancel_request is called on
     * it, the run stops before the next game on every thread and returns HS_ECANCEL (the result
     * then sums the games played so far). Default NULL: never cancelled. */
    const hs_cancel *cancel;
    hs_sim_progress_fn progress; /* may be NULL */
    void *progress_ctx;
    /* Forced setup spots: opening[seat][0] is the seat's first settlement, [1] its second, as a
     * vertex index of hs_graph_build over the board's tiles in order; -1 (default) leaves it to
     * the bot. A game in which a forced spot is no longer free when its turn comes is not played
     * on: it counts in result->skipped, not in wins, points or turns. */
    short opening[HS_SIM_MAX_PLAYERS][2];
    /* Trades between players, one card for one, each bot offering and accepting by its own
     * values (never a trade that sets it back, none with a player two points from winning, at
     * most 3 offers a turn, none in the 5-6 building phase): 1 on, 0 off, -1 (default) on when
     * a seat is mix. */
    int trading;
    /* Zero (as the _default() function leaves it); HS_EINVAL otherwise. A later version turns
     * these words into fields whose zero means "as before" (docs/library.md, "ABI"). */
    uint64_t reserved[4];
} hs_sim_options;

/* The defaults of every field, as written beside each. Errors: none. */
hs_sim_options hs_sim_default(void);

/* One game's outcome. */
typedef struct hs_sim_game {
    int winner;               /* seat index 0.., -1 when the turn limit came first, -2 when a
                                 forced opening spot was taken (the game was skipped) */
    int turns;                /* player turns played (setup not counted) */
    uint32_t actions;         /* decisions carried out: placements, rolls, builds, trades, ends */
    int points[HS_SIM_MAX_PLAYERS]; /* victory points at the end, hidden cards included */
    uint8_t style[HS_SIM_MAX_PLAYERS]; /* the hs_bot each seat played (drawn for a mixed seat) */
    unsigned won_with;        /* HS_WON_* flags of the winner's points; 0 without a winner */
    int winner_cities;        /* the winner's cities at the end */
    uint32_t trades;          /* trades between players made */
    union {
        uint64_t reserved[2]; /* (the space later fields take: docs/library.md, "ABI") */
        /* What each seat's two setup settlements are worth on the empty board (the spot values
         * of hs_sim_spot_values, summed), in 1/64 weighted pip; 0 for seats not in play and in
         * a skipped game. */
        int16_t opening_value[HS_SIM_MAX_PLAYERS];
    };
} hs_sim_game;

/* How a game was won: what the winner held at the end (any combination). */
#define HS_WON_ROAD 1u  /* the longest road card */
#define HS_WON_ARMY 2u  /* the largest army card */
#define HS_WON_CARDS 4u /* one victory point card or more */
#define HS_WON_KINDS 3

/* A run's totals: sums of integers, so equal on any thread count. */
typedef struct hs_sim_result {
    int players;
    uint32_t games;           /* games played (fewer than asked only after HS_ECANCEL) */
    uint32_t unfinished;      /* games that hit max_turns */
    uint32_t skipped;         /* games skipped: a forced opening spot was taken (counted in games) */
    uint32_t wins[HS_SIM_MAX_PLAYERS];
    uint64_t points[HS_SIM_MAX_PLAYERS]; /* sums of final points */
    uint64_t turns;           /* sum of turns over all games */
    uint64_t actions;         /* sum of actions */
    /* Per seat and the style it played (by its hs_bot number): games, wins, and of those
     * wins how many held the longest road, the largest army, victory point cards (HS_WON_*
     * order), and the winners' cities summed. */
    uint32_t style_games[HS_SIM_MAX_PLAYERS][HS_SIM_MAX_STYLES];
    uint32_t style_wins[HS_SIM_MAX_PLAYERS][HS_SIM_MAX_STYLES];
    uint32_t won_with[HS_SIM_MAX_PLAYERS][HS_SIM_MAX_STYLES][HS_WON_KINDS];
    uint64_t win_cities[HS_SIM_MAX_PLAYERS][HS_SIM_MAX_STYLES];
    uint64_t trades;          /* trades between players, summed */
    union {
        uint64_t reserved[4]; /* (the space later fields take: docs/library.md, "ABI") */
        /* The opening draft: best_opening[i] (i < players) counts the finished or unfinished
         * games in which seat i's setup settlements were worth the most (hs_sim_game's
         * opening_value; a tie counts for no seat), and best_opening[HS_SIM_OPENING_WINS] the
         * games won by the seat with the best opening. The last entry is zero. */
        uint32_t best_opening[HS_SIM_MAX_PLAYERS + 2];
    };
} hs_sim_result;
#define HS_SIM_OPENING_WINS HS_SIM_MAX_PLAYERS

/* Whether a run with `options` trades between players: options->trading, or by default when
 * a seat in play (the first options->players seats; all when it is 0) is mixed. Errors: none. */
bool hs_sim_trading(const hs_sim_options *options);

/* Plays game number `index` of a run with `options` on `board` into `*game`: a pure function of
 * its arguments. Errors: HS_EINVAL for a board without the Classic or 5-6 shape or options out of
 * range (diag says which). */
hs_err hs_sim_play(const hs_board *board, const hs_sim_options *options, uint32_t index,
                   hs_sim_game *game, hs_diag *diag);

/* Adds game `g` of a run of `players` seats to the sums of `*result` (zeroed by the caller before
 * the first game), exactly as hs_sim_run sums its games: a caller that plays the games one at a
 * time with hs_sim_play (in chunks, to report progress or stop between them) gets hs_sim_run's
 * result. Errors: none. Thread-safety: `*result` is written: one call at a time on it. */
void hs_sim_add_game(hs_sim_result *result, const hs_sim_game *g, int players);

/* Plays options->games games (indices 0..games-1) on options->threads threads and sums them into
 * `*result`. Errors as hs_sim_play, HS_ENOMEM when threads cannot be started, and HS_ECANCEL
 * when options->cancel was requested (`*result` then sums the games finished before). Errors:
 * HS_EINVAL (hs_sim_play's), HS_ENOMEM, HS_ECANCEL as said; each with its reason in `diag`.
 * Thread-safety: any thread; it starts options->threads threads of its own and calls
 * options->progress from the calling thread. */
hs_err hs_sim_run(const hs_board *board, const hs_sim_options *options, hs_sim_result *result,
                  hs_diag *diag);

/* ---- Opening advice --------------------------------------------------------------------- */

#define HS_SIM_MAX_CANDIDATES 16

/* A settlement spot and what rollouts from it gave. */
typedef struct hs_sim_spot {
    int vertex;               /* index of hs_graph_build over the board's tiles */
    int tiles[3];             /* the board's tile indices at the spot, -1 padded */
    int harbor;               /* hs_harbor_type of a harbor at the spot, or -1 */
    double value;             /* the greedy bot's evaluation, in weighted pips */
    uint32_t games, wins;     /* rollouts played from the spot (skipped ones excluded), wins */
    double available;         /* share of rollouts in which the spot was still free at the seat's
                                 turn: 1 from hs_sim_openings_of, whose candidates the earlier
                                 picks leave free */
    double win_rate, lo, hi;  /* wins / games with its 95% Wilson interval */
    /* Zeroed by the library; later versions may fill it (docs/library.md, "ABI"). */
    uint64_t reserved[2];
} hs_sim_spot;

/* One seat's advice: its first-settlement candidates ranked by win rate, then its second-settlement
 * candidates, each with the draft's earlier picks placed on their best spots (hs_sim_openings_of). */
typedef struct hs_sim_openings {
    int n_first, n_second;
    hs_sim_spot first[HS_SIM_MAX_CANDIDATES];
    hs_sim_spot second[HS_SIM_MAX_CANDIDATES];
    /* Zeroed by the library; later versions may fill it (docs/library.md, "ABI"). */
    uint64_t reserved[2];
} hs_sim_openings;

/* Opening advice as a snake draft on the empty board: the picks go seat 1, 2, .., n, then n, ..,
 * 2, 1 (each seat's first settlement in the first round, its second in the second), and each pick
 * is advised in turn. A pick's candidates are the `candidates` (1..HS_SIM_MAX_CANDIDATES) spots of
 * highest greedy value among those the earlier picks' advised spots leave free (the distance rule:
 * not one of them, not beside one), each played options->games times with every earlier pick
 * forced on its advised spot, the candidate forced at this pick and the later picks left to the
 * bots (the search sets options->opening so: the caller's values are not used), and ranked by the
 * seat's win rate (ties: higher value, then lower vertex); the best becomes the advice the later
 * picks assume. So no seat is advised a spot an earlier pick took or one beside it, and every
 * candidate is free in every rollout (available is 1; a spot free in fewer than max(10, games/10)
 * rollouts would rank after all others). Every candidate of a pick uses the same game seeds.
 * `seats` has room for the n players; seats[s].first and .second hold the picks s + 1 and 2n - s
 * of the draft (1-based). Progress counts every rollout of the whole search (picks x candidates x
 * games); cancel stops it with HS_ECANCEL. Errors as hs_sim_run, and HS_EINVAL for candidates out
 * of range. Errors: hs_sim_run's, and HS_EINVAL for candidates out of range; each with its
 * reason in `diag`. Thread-safety: any thread; it starts options->threads threads of its own and
 * calls options->progress from the calling thread. */
hs_err hs_sim_openings_of(const hs_board *board, const hs_sim_options *options, int candidates,
                          hs_sim_openings *seats, hs_diag *diag);

/* The seat (0..) that places pick `pick` (0 .. 2 * players - 1) of the setup's snake order: 0, 1,
 * .., players - 1, then players - 1, .., 1, 0. */
static inline int hs_sim_snake_seat(int players, int pick)
{
    return pick < players ? pick : 2 * players - 1 - pick;
}

/* The greedy bot's value (weighted pips) of every intersection of the empty board, highest
 * first, into `values` (room for HS_SIM_MAX_SPOTS); their count into *n. HS_EINVAL for a board
 * the engine does not play. Errors: HS_EINVAL (a board the engine does not play), HS_ENOMEM (the
 * engine's tables); each with its reason in `diag`. */
#define HS_SIM_MAX_SPOTS 96
hs_err hs_sim_spot_values(const hs_board *board, double *values, int *n, hs_diag *diag);

/* How far the best spot stands out: the best intersection's value minus that of the
 * (players + 1)-th best (the fifth with 4 players), or 0 when the board has fewer spots. On
 * 2,000 random Classic boards it correlates with the seat spread at r = 0.29 (docs/fairness.md).
 * Errors: none. */
double hs_sim_spot_gap(const double *values, int n, int players);

/* The opening draft on the empty board: `players` seats (2..the board's most) take settlement
 * spots in the snake order 1..n, n..1, each the best spot the distance rule still leaves by the
 * spot values above (ties to the lower vertex); the two spots' values of each seat summed into
 * seat_values[0..players). Part of the share-code promise of the seats metric (hexseed/score.h):
 * it must not change. HS_EINVAL for boards the engine does not play. Errors: HS_EINVAL (a board
 * the engine does not play, players outside 2 to the board's most), HS_ENOMEM (the engine's
 * tables); each with its reason in `diag`. */
hs_err hs_sim_draft_values(const hs_board *board, int players, double *seat_values, hs_diag *diag);

/* ---- Statistics for the figures -------------------------------------------------------- */

/* The Wilson score interval at 95% for `k` successes in `n` trials, into [*lo, *hi]; [0, 1]
 * when n is 0. Errors: none. */
void hs_sim_wilson(uint32_t k, uint32_t n, double *lo, double *hi);

/* What a run says about the seats. Win rates count every game played (unfinished games win
 * for no seat). The spread is the highest minus the lowest seat's win rate; its interval is
 * the 95% normal interval of that difference of two multinomial shares, clipped to [0, 1].
 * `favoured` is true when a chi-square test of equal wins over the seats (finished games only)
 * rejects equality at the 5% level. */
typedef struct hs_sim_seats {
    double win_rate[HS_SIM_MAX_PLAYERS];
    double ci_lo[HS_SIM_MAX_PLAYERS], ci_hi[HS_SIM_MAX_PLAYERS];
    double mean_points[HS_SIM_MAX_PLAYERS];
    double spread, spread_lo, spread_hi;
    int best, worst;          /* seats (0..) with the highest and lowest win rate, lowest first */
    double chi2;              /* the statistic, players-1 degrees of freedom */
    bool favoured;
    double mean_turns;
    /* Zeroed by the library; later versions may fill it (docs/library.md, "ABI"). */
    uint64_t reserved[4];
} hs_sim_seats;

/* Fills `*seats` from `result`. Errors: none. */
void hs_sim_seats_of(const hs_sim_result *result, hs_sim_seats *seats);

/* ---- A verdict that holds for any reasonable player ------------------------------------ */

/* Plays `options` once for each reasonable style with every seat playing it (those a mixed seat
 * draws, hs_bot_in_mix: greedy, roads, cities, cards, harbors; options->bots is ignored, the rest
 * kept, trading included), the same games and seeds each time, into per_style[style] by number;
 * the other entries (random's, the mix's) are zeroed. Progress restarts with each style; cancel
 * stops it with HS_ECANCEL (the entries not reached stay zero). Errors as hs_sim_run. Errors:
 * hs_sim_run's. Thread-safety: any thread; it starts options->threads threads of its own and
 * calls options->progress from the calling thread. */
hs_err hs_sim_run_styles(const hs_board *board, const hs_sim_options *options,
                         hs_sim_result per_style[HS_SIM_MAX_STYLES], hs_diag *diag);

/* The verdict of version 0.1, kept for programs that call it (the reports now give the seat
 * verdict below, hs_sim_verdict_of). The seats over a population of players: `mix` a run with
 * every seat mixed, per_style as hs_sim_run_styles gives. A seat is called favoured only when the mix favours it (chi-square,
 * 5%) and it wins more than the equal share under every style; when the mix favours a seat that
 * some style puts below the equal share, the effect depends on how people play. */
typedef struct hs_sim_robust {
    bool favoured;            /* the mix's best seat, ahead under every style */
    bool depends;             /* the mix favours a seat, but a style puts it behind */
    int seat;                 /* the mix's best seat (0..) */
    int against;              /* a style (hs_bot) under which it is behind, or -1 */
    double style_spread[HS_SIM_MAX_STYLES]; /* each style's spread (0 where not played) */
    uint64_t reserved[2];     /* zeroed by the library (docs/library.md, "ABI") */
} hs_sim_robust;

/* That verdict on the counts of `mix` and `per_style` into *robust (zeroed first). Errors: none. */
void hs_sim_robust_of(const hs_sim_result *mix, const hs_sim_result per_style[HS_SIM_MAX_STYLES],
                      hs_sim_robust *robust);

/* ---- The seat verdict ------------------------------------------------------------------ */

/* Is this board fair to each seat? hs_sim_fairness plays the board in stages and says one of:
 *
 * - HS_SEATS_FAVOURED: a seat wins clearly more than an even share: the lower bound of its win
 *   rate exceeds the even share by more than `margin` (12% of the even share: 3 points with 4
 *   players), and it beats every other seat (a one-sided test of the difference of two shares
 *   of one multinomial). Seats it cannot be shown to beat are named with it (favoured[] lists
 *   them best first). The bounds are Wilson score bounds, one-sided at 5% shared (Bonferroni)
 *   over the seats and the plan's five looks, so naming the best of the seats is allowed for.
 * - HS_SEATS_DEPENDS: the mix favours a seat, but players who all play one style do clearly
 *   worse from it than that style usually does from that seat: the upper bound of the style's
 *   rate there, less the style's own seat habit (its rate from that seat pooled over hundreds of
 *   boards, shipped with the library), lies more than 8% of the even share below zero.
 * - HS_SEATS_EVEN: neither; `settled` says whether every seat is shown to be within the margin
 *   (else the games ran out first: no seat is shown to be favoured).
 *
 * The plan (hs_sim_plan_next) plays the run the options describe in stages of cap/16, /8, /4, /2
 * and cap games (cap = options->games) and stops at the first stage where the decision above
 * is settled; when every seat is mixed it then plays each style of the mix alone (each at
 * least cap/64 games, for the table of styles) and, when a seat is favoured, goes on in stages
 * up to cap/4 games until every style's veto is settled. Every decision is a pure function of
 * the counts, so a run stopped early and one played to the same counts agree. */
typedef enum hs_seat_verdict {
    HS_SEATS_EVEN = 0,
    HS_SEATS_FAVOURED = 1,
    HS_SEATS_DEPENDS = 2
} hs_seat_verdict;

typedef struct hs_sim_verdict {
    int kind;                 /* hs_seat_verdict */
    int n_favoured;           /* seats in favoured[], best first: 0 for HS_SEATS_EVEN */
    int favoured[HS_SIM_MAX_PLAYERS];
    int against;              /* HS_SEATS_DEPENDS: the style (hs_bot) that puts favoured[0] behind; else -1 */
    bool settled;             /* the decision was clear where the games stopped */
    int players;
    double even;              /* an even seat's win rate: the finished games' share / players */
    double margin;            /* the least lead over `even` called favoured: 0.12 * even */
    double z;                 /* the one-sided critical value of the seats' bounds */
    double lo[HS_SIM_MAX_PLAYERS], hi[HS_SIM_MAX_PLAYERS]; /* each seat's win rate bounds at z */
    /* Each seat's lead over an even seat (win rate - even) in two parts: what its opening
     * spots explain (how often the snake draft left it the best opening, times how much more
     * the player with the best opening wins) and the rest, from play. */
    double draft[HS_SIM_MAX_PLAYERS], play[HS_SIM_MAX_PLAYERS];
    double best_opening[HS_SIM_MAX_PLAYERS]; /* share of games seat i had the best opening */
    double best_opening_wins; /* the win rate of the player with the best opening */
    /* Each style alone (by hs_bot; zero where not played): its seat habit and its win rates less
     * that habit plus its even share, and the z of the veto's bounds. */
    double habit[HS_SIM_MAX_STYLES][HS_SIM_MAX_PLAYERS];
    double adjusted[HS_SIM_MAX_STYLES][HS_SIM_MAX_PLAYERS];
    double veto_margin;       /* 0.08 * even */
    double style_z;
    uint64_t reserved[4];     /* zeroed by the library (docs/library.md, "ABI") */
} hs_sim_verdict;

/* The next games the verdict's plan plays, given what `mix` (the run `options` describes) and
 * per_style (each style alone, by hs_bot; may be NULL when not every seat is mixed) have summed:
 * false when the plan is done; else *run is -1 for the options' run or the style to play with
 * every seat (trading as the mix), and *until the game count that run is to reach (its games
 * result->games .. *until - 1 are next). Errors: none. */
bool hs_sim_plan_next(const hs_sim_options *options, const hs_sim_result *mix,
                      const hs_sim_result per_style[HS_SIM_MAX_STYLES], int *run, uint32_t *until);

/* The most games the plan plays with `options` for `players` seats: options->games, and when
 * every seat in play is mixed a quarter of it for each style of the mix. Errors: none. */
uint32_t hs_sim_plan_most(const hs_sim_options *options, int players);

/* The verdict on the counts of `mix` and `per_style` (NULL, or entries with no games: no veto),
 * taken as the plan's last look: the plan stops only where this is settled, so a stopped run's
 * counts give the verdict it stopped on. Errors: none. */
void hs_sim_verdict_of(const hs_sim_result *mix, const hs_sim_result per_style[HS_SIM_MAX_STYLES],
                       hs_sim_verdict *verdict);

/* Plays the plan over options->threads threads into `*mix` and per_style (zeroed first; the
 * styles' entries stay zero when not every seat is mixed). Progress counts games against the
 * most the plan can play (cap + cap/4 for each style of the mix); cancel stops it with
 * HS_ECANCEL. Errors as hs_sim_run. Errors: hs_sim_run's. Thread-safety: any thread; it starts
 * options->threads threads of its own and calls options->progress from the calling thread. */
hs_err hs_sim_fairness(const hs_board *board, const hs_sim_options *options, hs_sim_result *mix,
                       hs_sim_result per_style[HS_SIM_MAX_STYLES], hs_diag *diag);

/* The options of a request of the generator table's fairness or openings: games, the seat kinds
 * (bot for every seat, or bots one per seat; by default mix for fairness, greedy for openings),
 * players, seed, threads, temperature, max-turns and trading, each checked with the others.
 * HS_EINVAL with the reason; for a request of another generator too. (openings' candidates is
 * the request's: hs_request_value.) Errors: HS_EINVAL as said, and a share code's HS_ECODE or
 * HS_EVERSION when the request's code does not read; each with its reason in `diag`. */
typedef struct hs_request hs_request;
hs_err hs_sim_options_read(const hs_request *r, hs_sim_options *o, hs_diag *diag);

#ifdef __cplusplus
}
#endif

#endif
