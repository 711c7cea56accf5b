/**
 * Linear-time text scanning shared by every grammar: literal markers found in one pass, code spans
 * (fences and inline code) found once per text, thinking spans, and a memoized forward `indexOf` so a
 * scanner that looks for a closer from many openers stays linear overall.
 */

export type Range = readonly [start: number, end: number];

/** Finds every occurrence of any of `markers` in one left-to-right pass. */
export class MarkerSet {
  readonly markers: readonly string[];
  readonly #byFirst = new Map<number, string[]>();

  constructor(markers: Iterable<string>) {
    const unique = [...new Set(markers)].filter((m) => m.length > 0);
    this.markers = unique;
    for (const m of unique) {
      const c = m.charCodeAt(0);
      let list = this.#byFirst.get(c);
      if (!list) this.#byFirst.set(c, (list = []));
      list.push(m);
    }
    for (const list of this.#byFirst.values()) list.sort((a, b) => b.length - a.length);
  }

  /** marker → ascending positions. Overlapping occurrences of different markers are all reported. */
  find(text: string): Map<string, number[]> {
    const found = new Map<string, number[]>();
    const table = this.#byFirst;
    for (let i = 0; i < text.length; i++) {
      const list = table.get(text.charCodeAt(i));
      if (!list) continue;
      for (const m of list) {
        if (text.startsWith(m, i)) {
          let at = found.get(m);
          if (!at) found.set(m, (at = []));
          at.push(i);
        }
      }
    }
    return found;
  }
}

function lineStart(text: string, i: number): boolean {
  // up to three spaces of indentation before a fence
  let j = i - 1;
  let spaces = 0;
  while (j >= 0 && text.charCodeAt(j) === 32 && spaces < 4) {
    j--;
    spaces++;
  }
  return spaces < 4 && (j < 0 || text.charCodeAt(j) === 10);
}

/**
 * Code spans as CommonMark reads them, in one pass: fenced blocks (``` or ~~~ at a line start, closed by a
 * fence of the same character at least as long, else running to the end) and inline code (a run of n
 * backticks closed by the next run of exactly n). Returns sorted, disjoint ranges.
 */
export function codeRanges(text: string): Range[] {
  const ranges: Range[] = [];
  const n = text.length;
  // Pass 1: backtick runs outside fences, and fences.
  type Run = { start: number; len: number };
  const runs: Run[] = [];
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c !== 96 && c !== 126) {
      i++;
      continue;
    }
    let j = i;
    while (j < n && text.charCodeAt(j) === c) j++;
    const len = j - i;
    if (len >= 3 && lineStart(text, i)) {
      // fenced block: info string to end of line; then look for a closing fence line
      let k = text.indexOf("\n", j);
      if (k < 0) {
        ranges.push([i, n]);
        i = n;
        break;
      }
      let closeEnd = -1;
      while (k < n) {
        const ls = k + 1;
        let p = ls;
        let spaces = 0;
        while (p < n && text.charCodeAt(p) === 32 && spaces < 4) {
          p++;
          spaces++;
        }
        let q = p;
        while (q < n && text.charCodeAt(q) === c) q++;
        if (spaces < 4 && q - p >= len) {
          let r = q;
          while (r < n && (text.charCodeAt(r) === 32 || text.charCodeAt(r) === 9)) r++;
          if (r >= n || text.charCodeAt(r) === 10 || text.charCodeAt(r) === 13) {
            closeEnd = q;
            break;
          }
        }
        const next = text.indexOf("\n", ls);
        if (next < 0) break;
        k = next;
      }
      const end = closeEnd < 0 ? n : closeEnd;
      ranges.push([i, end]);
      i = end;
      continue;
    }
    if (c === 96) runs.push({ start: i, len });
    i = j;
  }
  // Pass 2: match inline runs. next[r] = index of the next run with the same length.
  const next = new Array<number>(runs.length).fill(-1);
  const lastByLen = new Map<number, number>();
  for (let r = runs.length - 1; r >= 0; r--) {
    const run = runs[r]!;
    next[r] = lastByLen.get(run.len) ?? -1;
    lastByLen.set(run.len, r);
  }
  const inline: Range[] = [];
  let r = 0;
  while (r < runs.length) {
    const close = next[r]!;
    const run = runs[r]!;
    // a closing run must not cross a fence that started between them
    if (close >= 0 && !fenceBetween(ranges, run.start, runs[close]!.start)) {
      inline.push([run.start, runs[close]!.start + runs[close]!.len]);
      r = close + 1;
    } else r++;
  }
  return mergeRanges(ranges, inline);
}

function fenceBetween(fences: readonly Range[], a: number, b: number): boolean {
  // binary search the first fence starting after a
  let lo = 0;
  let hi = fences.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (fences[mid]![0] <= a) lo = mid + 1;
    else hi = mid;
  }
  return lo < fences.length && fences[lo]![0] < b;
}

function mergeRanges(a: readonly Range[], b: readonly Range[]): Range[] {
  const all = [...a, ...b].sort((x, y) => x[0] - y[0]);
  const out: Range[] = [];
  for (const r of all) {
    const last = out[out.length - 1];
    if (last && r[0] < last[1]) {
      if (r[1] > last[1]) out[out.length - 1] = [last[0], r[1]];
    } else out.push(r);
  }
  return out;
}

/** Whether `pos` lies inside one of the sorted, disjoint `ranges`. */
export function inRanges(ranges: readonly Range[], pos: number): boolean {
  let lo = 0;
  let hi = ranges.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const r = ranges[mid]!;
    if (pos < r[0]) hi = mid;
    else if (pos >= r[1]) lo = mid + 1;
    else return true;
  }
  return false;
}

/** Opening and closing tags of reasoning spans that models write into the visible text. */
export const THINK_TAGS: readonly (readonly [open: string, close: string])[] = [
  ["<think>", "</think>"],
  ["<seed:think>", "</seed:think>"],
  ["[THINK]", "[/THINK]"],
  ["<|START_THINKING|>", "<|END_THINKING|>"],
];

/**
 * Reasoning spans in visible text, outside code. A span opened and never closed runs to the end of the
 * text (a call written there was never committed). One pass per tag pair.
 */
export function thinkRanges(text: string, code: readonly Range[]): Range[] {
  const out: Range[] = [];
  for (const [open, close] of THINK_TAGS) {
    let from = 0;
    for (;;) {
      const a = text.indexOf(open, from);
      if (a < 0) break;
      if (inRanges(code, a)) {
        from = a + open.length;
        continue;
      }
      const b = text.indexOf(close, a + open.length);
      const end = b < 0 ? text.length : b + close.length;
      out.push([a, end]);
      from = end;
      if (b < 0) break;
    }
  }
  return mergeRanges(out, []);
}

/**
 * `text.indexOf(literal, from)` with memory: for each literal it remembers the last answer, so a run of
 * forward queries (from many openers towards one closer, or towards none) costs one scan in total.
 */
export class ForwardSearch {
  readonly #text: string;
  readonly #memo = new Map<string, { from: number; at: number }>();
  constructor(text: string) {
    this.#text = text;
  }
  indexOf(literal: string, from: number): number {
    const hit = this.#memo.get(literal);
    if (hit && from >= hit.from && (hit.at < 0 || from <= hit.at)) return hit.at;
    const at = this.#text.indexOf(literal, from);
    this.#memo.set(literal, { from, at });
    return at;
  }
}
