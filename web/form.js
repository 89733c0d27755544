// SPDX-License-Identifier: MIT
// form.js: a generator's form, built from its field table (generators.js) and the rule table:
// the fields, the rule checkboxes with their values and a tappable help each, and the reading
// and writing of the form as the API's parameters.

const $ = (id) => document.getElementById(id);
export const truthy = (v) => ['1', 'true', 'on', 'yes'].includes(String(v ?? ''));

// "red,pips=10,min-pips=gold:2,min-pips=ore:3" -> Map{red: [null], pips: ["10"],
// "min-pips": ["gold:2", "ore:3"]} (a rule may be given more than once)
export function parseRules(text) {
  const m = new Map();
  for (const part of String(text || '').split(',')) {
    const [name, value] = part.split('=');
    if (!name || name.trim() === 'none') continue;
    const key = name.trim();
    if (!m.has(key)) m.set(key, []);
    m.get(key).push(value === undefined ? null : value.trim());
  }
  return m;
}

// A rule's explanation: a "?" button that shows it under the rule (a phone has no hover).
function helpFor(rule) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'help-q';
  button.textContent = '?';
  button.setAttribute('aria-label', `About: ${rule.label || rule.name}`);
  button.setAttribute('aria-expanded', 'false');
  const text = document.createElement('p');
  text.className = 'hint rule-help';
  text.id = `rule-help-${rule.name}`;
  text.hidden = true;
  text.textContent = rule.help;
  button.setAttribute('aria-controls', text.id);
  button.addEventListener('click', () => {
    text.hidden = !text.hidden;
    button.setAttribute('aria-expanded', String(!text.hidden));
  });
  return [button, text];
}

function ruleElement(f, rule) {
  const row = document.createElement('div');
  row.className = 'rule';
  const label = document.createElement('label');
  label.className = 'check';
  const input = document.createElement('input');
  input.type = 'checkbox';
  input.name = f.name;
  input.value = rule.name;
  input.id = `rule-${rule.name}`;
  label.append(input, rule.label || rule.name);
  row.append(label);
  if (rule.help) row.append(...helpFor(rule));
  const p = rule.param;
  if (p && p.type === 'terrain-int') {
    // "min-pips=gold:2": a terrain and a number
    const which = document.createElement('select');
    for (const t of p.terrains || []) which.append(new Option(t, t));
    which.value = (p.terrains || [])[0] ?? '';
    const n = document.createElement('input');
    n.type = 'number';
    n.inputMode = 'numeric';
    n.min = p.min;
    n.max = p.max;
    n.value = p.default ?? '';
    const pair = document.createElement('span');
    pair.className = 'rule-pair';
    for (const [el, part, words] of [[which, 'terrain', 'terrain'], [n, 'n', `number (${p.min}–${p.max})`]]) {
      el.className = 'rule-param';
      el.dataset.rule = rule.name;
      el.dataset.part = part;
      el.name = `rule-param-${rule.name}-${part}`;
      el.id = `rule-param-${rule.name}-${part}`;
      el.setAttribute('aria-label', `${rule.label || rule.name}: ${words}`);
      pair.append(el);
    }
    row.append(pair);
  } else if (p) {
    let control;
    if (p.type === 'enum') {
      control = document.createElement('select');
      for (const v of p.values) control.append(new Option(v, v));
    } else if (p.type === 'text') {
      control = document.createElement('input');
      control.type = 'text';
    } else {
      control = document.createElement('input');
      control.type = 'number';
      control.inputMode = 'numeric';
      if (p.min !== undefined) control.min = p.min;
      if (p.max !== undefined) control.max = p.max;
    }
    control.value = p.default ?? '';
    control.name = `rule-param-${rule.name}`;
    control.id = `rule-param-${rule.name}`;
    control.dataset.rule = rule.name;
    control.className = 'rule-param';
    const range = p.type === 'int' ? ` (${p.min}–${p.max})` : '';
    control.setAttribute('aria-label', `${rule.label || rule.name}: value${range}`);
    row.append(control);
  }
  return row;
}

export function fieldElement(f) {
  const id = 'f-' + f.name;
  let box;
  if (f.type === 'rules') {
    box = document.createElement('fieldset');
    const legend = document.createElement('legend');
    legend.textContent = f.label;
    box.append(legend, ...f.table.rules.map((rule) => ruleElement(f, rule)));
  } else if (f.type === 'bool') {
    box = document.createElement('div');
    const label = document.createElement('label');
    label.className = 'check';
    const input = document.createElement('input');
    input.type = 'checkbox';
    input.id = id;
    input.name = f.name;
    label.append(input, f.label);
    box.append(label);
  } else {
    box = document.createElement('div');
    const label = document.createElement('label');
    label.htmlFor = id;
    label.textContent = f.label;
    let input;
    if (f.type === 'select') {
      input = document.createElement('select');
      // An option is [value, label]; a group of them [group label, [[value, label], ...]].
      for (const [value, text] of f.options) {
        if (!Array.isArray(text)) { input.append(new Option(text, value)); continue; }
        const group = document.createElement('optgroup');
        group.label = value;
        for (const [v, t] of text) group.append(new Option(t, v));
        input.append(group);
      }
    } else {
      input = document.createElement('input');
      input.type = 'text';
      if (f.type === 'number') {
        input.inputMode = 'numeric';
        input.pattern = '[0-9]*';
      }
      input.placeholder = f.placeholder || (f.type === 'number' ? 'random' : '');
    }
    input.id = id;
    input.name = f.name;
    box.append(label, input);
  }
  box.className = 'field';
  box.dataset.field = f.name;
  if (f.hint) {
    const p = document.createElement('p');
    p.className = 'hint';
    p.textContent = f.hint;
    box.append(p);
  }
  return box;
}

function rulesValue(f) {
  const form = $('form');
  const on = [...form.querySelectorAll(`input[name="${f.name}"]:checked`)].flatMap((i) => {
    const parts = [...form.querySelectorAll(`.rule-param[data-rule="${i.value}"]`)];
    let value = null;
    if (parts.length === 2) value = `${parts[0].value}:${parts[1].value}`;
    else if (parts.length === 1 && parts[0].value !== '') value = parts[0].value;
    // repeats of the rule the form shows no control for (min-pips for a second terrain)
    const extra = JSON.parse(i.dataset.extra || '[]');
    return [value, ...extra].map((v) => (v === null ? i.value : `${i.value}=${v}`));
  });
  return on.length ? on.join(',') : 'none';
}

export function readForm(gen) {
  const form = $('form'), params = new URLSearchParams();
  if (gen.adjust) gen.adjust(form, gen);
  const values = {};
  for (const f of gen.fields) {
    if (f.type === 'text' || f.type === 'number' || f.type === 'select') values[f.name] = form.elements[f.name].value.trim();
    else if (f.type === 'bool') values[f.name] = form.elements[f.name].checked ? '1' : '0';
  }
  const omit = gen.omit ? gen.omit(values, gen) : [];
  for (const f of gen.fields) {
    const box = form.querySelector(`[data-field="${f.name}"]`);
    if (box) box.hidden = omit.includes(f.name);
    if (omit.includes(f.name)) continue;
    if (f.type === 'rules') {
      params.set(f.name, rulesValue(f));
    } else if (f.type === 'bool') {
      params.set(f.name, form.elements[f.name].checked ? '1' : '0');
    } else {
      const v = form.elements[f.name].value.trim();
      if (v !== '') params.set(f.name, v);
    }
  }
  for (const p of form.querySelectorAll('.rule-param')) {
    const box = form.querySelector(`input[name="rules"][value="${p.dataset.rule}"]`);
    p.disabled = !box.checked;
  }
  return gen.toParams ? gen.toParams(params) : params;
}

export function writeForm(gen, given) {
  const form = $('form');
  const values = gen.fromParams ? gen.fromParams({ ...given }) : given;
  for (const f of gen.fields) {
    const v = values[f.name] !== undefined && values[f.name] !== null ? String(values[f.name]) : null;
    if (f.type === 'rules') {
      const on = parseRules(v ?? f.value);
      // "all" is the server's shorthand for the four rules of the first share codes
      const all = on.has('all') ? ['red', 'extremes', 'equal', 'terrain'] : [];
      for (const i of form.querySelectorAll(`input[name="${f.name}"]`)) {
        i.checked = on.has(i.value) || all.includes(i.value);
        i.dataset.extra = JSON.stringify((on.get(i.value) || []).slice(1));
      }
      for (const p of form.querySelectorAll('.rule-param')) {
        const rule = f.table.rules.find((r) => r.name === p.dataset.rule);
        const first = (on.get(p.dataset.rule) || [])[0] ?? null;
        const fallback = rule && rule.param ? (p.dataset.part === 'terrain' ? (rule.param.terrains || [])[0] : rule.param.default) ?? '' : '';
        const given = first === null ? null : p.dataset.part === 'terrain' ? first.split(':')[0] : p.dataset.part === 'n' ? first.split(':')[1] : first;
        p.value = given ?? fallback;
        if (p.tagName === 'SELECT' && p.selectedIndex < 0) p.value = fallback;
      }
    } else if (f.type === 'bool') {
      form.elements[f.name].checked = truthy(v ?? f.value);
    } else if (f.type === 'select') {
      const el = form.elements[f.name];
      el.value = v ?? f.value;
      // a value the list lacks (a board made by the CLI, say) joins the list when the field allows
      if (el.selectedIndex < 0 && v !== null && f.open && f.open(v)) {
        el.append(new Option(f.open(v), v));
        el.value = v;
      }
      if (el.selectedIndex < 0) el.value = f.value;
    } else {
      form.elements[f.name].value = v ?? f.value;
    }
  }
  if (gen.adjust) gen.adjust(form, gen);
}

