// SPDX-License-Identifier: MIT
// words.js: what the app says about a board, in a player's words: the number balance (the
// five-factor figure) with its scale, the balancing settings, the seat verdict of the
// simulation, the check letter of a code, and errors with their fix.

// ---- Number balance ------------------------------------------------------------------------
// The hexseed score runs from 0 (perfectly balanced) to 1 (as lopsided as a board gets); random
// Classic boards score about 0.13 to 0.26 (docs/balance.md). The figure spreads that range over
// 0..100: balance = 100 × (1 − score / 0.5), clamped. It measures how evenly numbers and
// resources lie, not who wins: that is the simulation's to say.
const BANDS = [
  [85, 'very even', 'numbers and resources are spread as evenly as boards get'],
  [65, 'even', 'spread more evenly than most shuffled boards'],
  [45, 'uneven', 'like a typical shuffle: some spots are clearly richer than others'],
  [0, 'lopsided', 'numbers or resources bunch up in places'],
];

export function numberBalance(score) {
  const value = Math.round(100 * Math.min(1, Math.max(0, 1 - score / 0.5)));
  const [, band, words] = BANDS.find(([min]) => value >= min);
  return { value, band, words };
}

// The figure with a button that explains its scale in one tap (no hover needed).
export function balanceBox(score, how) {
  const f = numberBalance(score);
  const box = document.createElement('div');
  box.className = `fair fair-${f.band.replace(' ', '-')}`;
  const head = document.createElement('p');
  head.className = 'fair-head';
  const fig = document.createElement('strong');
  fig.className = 'fair-value';
  fig.textContent = String(f.value);
  head.append('Number balance ', fig, ' / 100: ');
  const band = document.createElement('strong');
  band.className = 'fair-band';
  band.textContent = f.band;
  const more = document.createElement('button');
  more.type = 'button';
  more.className = 'help';
  more.textContent = 'What is this?';
  more.setAttribute('aria-expanded', 'false');
  head.append(band, ' ', more);
  const meter = document.createElement('meter');
  meter.min = 0;
  meter.max = 100;
  meter.low = 45;
  meter.high = 65;
  meter.optimum = 100;
  meter.value = f.value;
  meter.setAttribute('aria-label', `Number balance ${f.value} of 100`);
  const text = document.createElement('p');
  text.className = 'hint';
  text.textContent = `${f.words[0].toUpperCase()}${f.words.slice(1)}.` + (how ? ' ' + how : '');
  const scale = document.createElement('p');
  scale.className = 'hint explain';
  scale.hidden = true;
  scale.textContent = 'Number balance looks at five things: how evenly the dice numbers, the resources and '
    + 'their pips are spread over the board and its corners. 100 is perfectly even; a shuffled '
    + 'Classic board scores about 50 to 75; 85 and up is very even, below 45 lopsided. It does not say '
    + 'which seat wins: on a board page, "Simulate" plays the board and says that.';
  more.addEventListener('click', () => {
    scale.hidden = !scale.hidden;
    more.setAttribute('aria-expanded', String(!scale.hidden));
  });
  box.append(head, meter, text, scale);
  return box;
}

export function balanceWords(b) {
  const by = { compat: 'the 2021 score', seats: 'an even opening draft for a greedy bot' }[b.metric] || 'the hexseed score';
  return `${b.least ? 'Least' : 'Most'} balanced by ${by}, `
    + `${b.steps.toLocaleString('en')} annealing steps`;
}

// ---- Seats ---------------------------------------------------------------------------------
// The simulation's verdict in words anyone reads: the report's own class and seats
// (docs/fairness.md, "The seat verdict"), each rate in games out of 100 with its bound.
export function seatSentence(a) {
  const v = a.robust;
  const in100 = (x) => `${Math.round(100 * x)}`;
  const even = in100(v.even || 1 / a.players);
  const games = a.games.toLocaleString('en');
  const rate = (seat) => a.seats[seat - 1].win_rate;
  const names = (list) => (list.length === 1 ? `Seat ${list[0]}`
    : `Seats ${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`);
  if (v.class === 'favoured') {
    const s = v.seats.length === 1 ? v.seats : [...v.seats].sort((x, y) => x - y); // several: none ahead
    const low = Math.min(...s.map((x) => a.seats[x - 1].bounds[0]));
    const wins = s.length === 1 ? `wins about ${in100(rate(s[0]))} games in 100`
      : `win about ${s.map((x) => in100(rate(x))).join(' and ')} games in 100`;
    const lead = a.seats[v.seat - 1];
    const why = Math.abs(lead.draft) > Math.abs(lead.play) ? 'mostly because the snake order leaves it the best opening spots more often'
      : 'mostly from play, not from the opening spots it gets';
    return `${names(s)} ${s.length === 1 ? 'is' : 'are'} favoured: ${s.length === 1 ? 'it' : 'they'} ${wins} `
      + `(at least ${in100(low)}, 95% sure), where an even seat wins ${even}${s.length === 1 ? `, ${why}` : ''}. `
      + `Played ${games} times by bots of five playing styles.`;
  }
  if (v.class === 'depends') {
    return `It depends on how people play: with players of mixed styles seat ${v.seat} wins about `
      + `${in100(rate(v.seat))} games in 100 (an even seat wins ${even}), but when everyone plays the ${v.against} `
      + `style it does clearly worse from there than that style usually does. Played ${games} times by bots.`;
  }
  const lo = Math.min(...a.seats.map((x) => x.bounds[0])), hi = Math.max(...a.seats.map((x) => x.bounds[1]));
  // What an independent simulator showed (docs/fairness.md): strong like-minded players can see
  // a first-seat edge a mixed table does not.
  const caveat = ' That is for a table of mixed players: strong players who all play alike may still find one seat better.';
  if (v.settled) {
    return `No seat is favoured: every seat wins between ${in100(lo)} and ${in100(hi)} games in 100 (95% sure), `
      + `where an even seat wins ${even}. Played ${games} times by bots of five playing styles.${caveat}`;
  }
  const best = a.seats.reduce((x, y) => (y.win_rate > x.win_rate ? y : x));
  return `No seat is clearly favoured: the best, seat ${best.seat}, wins about ${in100(best.win_rate)} games in 100 `
    + `(an even seat wins ${even}), too close to call after ${games} games by bots of five playing styles.${caveat}`;
}

// ---- Share codes ---------------------------------------------------------------------------
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

// The check character of ISO 7064 MOD 37,36 over a code's base-36 digits: it catches every
// single wrong character and every swap of two neighbours. The app writes it after the code
// ("0xjiwxm2-k"); the code itself stays what it always was.
export function checkChar(code) {
  let p = 36;
  for (const ch of code.toLowerCase()) {
    const a = DIGITS.indexOf(ch);
    if (a < 0) return null;
    let s = (p + a) % 36;
    if (s === 0) s = 36;
    p = (2 * s) % 37;
  }
  return DIGITS[(37 - p) % 36];
}

// A code as typed or pasted: { code } when it reads, { error } when not. "CODE-c" is checked.
// Any link to a board reads too: a page or a file of the server (/board/CODE, /board/CODE.svg)
// and a share link of the static site (/catan?code=CODE).
export function readCode(text) {
  let t = String(text || '').trim();
  const query = t.match(/[?&#]code=([0-9A-Za-z-]+)/);
  if (query) t = query[1];
  t = t.toLowerCase().replace(/^.*\/board\//, '').replace(/[?#].*$/, '').replace(/\.[a-z]+$/, '').replace(/\s+/g, '');
  const m = t.match(/^([0-9a-z]+)(?:-([0-9a-z]))?$/);
  if (!m) return { error: 'A code has only the letters a–z and digits 0–9 (and may end in a dash and one check letter).' };
  if (m[1].length < 8) return { error: `That code has ${m[1].length} characters; a code has at least 8. Check for a missing one.` };
  if (m[2] && checkChar(m[1]) !== m[2]) {
    return { error: 'That code does not match its check letter: one character is probably mistyped, or two swapped. '
      + 'Compare it with the code on the other screen.' };
  }
  return { code: m[1], checked: !!m[2] };
}

// ---- Errors --------------------------------------------------------------------------------
// The library's one-line message in a player's words, with the fix where one is known.
export function playerWords(message) {
  const m = String(message || '');
  let r;
  if ((r = m.match(/no (\S+) board exists under these rules \(([^)]*)\)/))) {
    const game = { classic: 'Classic', '5-6': '5–6 player', seafarers: 'Seafarers' }[r[1]] || r[1];
    const pips = r[2].match(/pips=(\d+)/);
    // 9 is the least a Classic board under "6 and 8 never touch" allows (checked with the CLI)
    const fix = pips && r[1] === 'classic' && Number(pips[1]) < 9 ? 'Try 9 or more' : 'Try a higher number';
    if (pips) return `No ${game} board has at most ${pips[1]} pips at every corner. ${fix}, or fewer rules.`;
    return `No ${game} board can keep all of these rules at once. Turn one of them off and try again.`;
  }
  if ((r = m.match(/unknown rule '([^']*)'/))) return `"${r[1]}" is not a placement rule this version knows. Pick the rules from the list.`;
  if ((r = m.match(/unknown player count '([^']*)' for ([a-z-]+) \(players: ([^)]*)\)/))) {
    return `That scenario is not made for ${r[1]} players; it is for ${r[3].replace(/, ([^,]*)$/, ' or $1')} players.`;
  }
  if ((r = m.match(/seed '([^']*)' is not a whole number/))) return `The seed '${r[1]}' is not a whole number: type digits only (0 to 4294967295), or leave it empty for a random board.`;
  return m.replace(/ \(see 'hexseed rules' or GET \/api\/rules\)/, '').replace(/^./, (c) => c.toUpperCase());
}
