/** "Did you mean …?" for names in the config and on the command line: a small edit distance. */

/** Names longer than this get no suggestion (the distance is quadratic in the lengths). */
const MAX_NAME = 200;

/**
 * Levenshtein distance (insert, delete, substitute; a swap of two neighbours counts 1, as a typo does),
 * compared case-insensitively. Two rows of memory.
 */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  if (s === t) return 0;
  let prev2: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s.charCodeAt(i - 1) === t.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && s.charCodeAt(i - 1) === t.charCodeAt(j - 2) && s.charCodeAt(i - 2) === t.charCodeAt(j - 1)) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
    }
    prev2 = prev;
    prev = row;
  }
  return prev[t.length]!;
}

/**
 * The known name closest to `name`, when it is close enough to be a typo of it: at most a third of the
 * name's length (and at least 1, at most 3) edits. Ties go to the first in `known`.
 */
export function nearestName(name: string, known: Iterable<string>): string | undefined {
  if (name.length === 0 || name.length > MAX_NAME) return undefined;
  const limit = Math.min(3, Math.max(1, Math.floor(name.length / 3)));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    if (candidate === name || Math.abs(candidate.length - name.length) > limit || candidate.length > MAX_NAME) continue;
    const d = editDistance(name, candidate);
    if (d <= limit && d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** ` (did you mean "x"?)` or nothing. */
export function didYouMean(name: string, known: Iterable<string>): string {
  const near = nearestName(name, known);
  return near === undefined ? "" : ` (did you mean ${JSON.stringify(near)}?)`;
}
