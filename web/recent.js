// SPDX-License-Identifier: MIT
// recent.js: the boards kept on this device (localStorage): the last 30 the player asked for,
// and every starred one; the list under the board and the star beside it.

const RECENT_KEY = 'hexseed-recent', RECENT_MAX = 30;
const $ = (id) => document.getElementById(id);

export function loadRecent() {
  try {
    const list = JSON.parse(localStorage.getItem(RECENT_KEY) || '[]');
    return Array.isArray(list) ? list.filter((e) => e && typeof e.url === 'string') : [];
  } catch (e) { return []; }
}

function saveRecent(list) {
  try { localStorage.setItem(RECENT_KEY, JSON.stringify(list)); } catch (e) { /* full or private */ }
}

// Puts `entry` ({url, name, thumb, plainName}) first (replacing the entry of the same URL,
// keeping its star), then drops the oldest unstarred entries past RECENT_MAX.
export function remember(entry) {
  const list = loadRecent();
  const old = list.find((e) => e.url === entry.url);
  const rest = list.filter((e) => e.url !== entry.url);
  // a board's own page names it by code only: a name the generator gave it earlier stays
  const name = old && entry.plainName ? old.name : entry.name;
  rest.unshift({ url: entry.url, name, thumb: entry.thumb, starred: old ? !!old.starred : false, at: Date.now() });
  while (rest.length > RECENT_MAX) {
    let k = rest.length - 1;
    while (k >= 0 && rest[k].starred) k--;
    if (k < 0) break;
    rest.splice(k, 1);
  }
  saveRecent(rest);
  showRecent();
}

export function isStarred(url) {
  return loadRecent().some((e) => e.url === url && e.starred);
}

function setStar(url, on) {
  const list = loadRecent();
  const e = list.find((x) => x.url === url);
  if (e) e.starred = on;
  saveRecent(list);
  showRecent();
  syncStarButton();
}

// The list under the board: starred boards first, then the newest.
export function showRecent() {
  const box = $('recent'), ul = $('recent-list');
  if (!box) return;
  const list = loadRecent();
  box.hidden = list.length === 0;
  const shown = [...list.filter((e) => e.starred), ...list.filter((e) => !e.starred)];
  ul.replaceChildren(...shown.map((e) => {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = e.url;
    a.className = 'recent-open';
    if (e.thumb) {
      const img = document.createElement('img');
      img.src = e.thumb;
      img.alt = '';
      img.loading = 'lazy';
      img.width = 72;
      img.height = 64;
      a.append(img);
    } else {
      const blank = document.createElement('span');
      blank.className = 'thumb-blank';
      blank.setAttribute('aria-hidden', 'true');
      blank.textContent = '✎';
      a.append(blank);
    }
    const text = document.createElement('span');
    text.textContent = e.name;
    a.append(text);
    const star = document.createElement('button');
    star.type = 'button';
    star.className = 'star';
    star.setAttribute('aria-pressed', String(!!e.starred));
    star.setAttribute('aria-label', `Star ${e.name}`);
    star.textContent = e.starred ? '★' : '☆';
    star.addEventListener('click', () => setStar(e.url, !e.starred));
    li.append(a, star);
    if (e.starred) li.className = 'starred';
    return li;
  }));
}

// The board on screen, as a recent entry (null while none is).
let current = null;

export function setCurrent(entry) {
  current = entry;
  syncStarButton();
}

export function currentEntry() {
  return current;
}

function syncStarButton() {
  const b = $('star');
  if (!b) return;
  b.hidden = !current;
  if (!current) return;
  const on = isStarred(current.url);
  b.setAttribute('aria-pressed', String(on));
  b.textContent = on ? '★ Starred' : '☆ Star';
}

export function setupStar() {
  const b = $('star');
  if (!b) return;
  b.addEventListener('click', () => {
    if (!current) return;
    if (!loadRecent().some((e) => e.url === current.url)) remember(current);
    setStar(current.url, !isStarred(current.url));
  });
}
