/**
 * Linear-time text scanning shared by every grammar: literal markers found in one pass, code spans
 * (fences and inline code) found once per text, thinking spans, and a memoized forward `indexOf` so a
 * scanner that looks for a closer from many openers stays linear overall.
 */

import type { Positions } from "./types.js";

export type Range = readonly [start: number, end: number];

/** Zero-width characters models put between tokens: U+200B, U+200C, U+200D, U+2060, U+FEFF. Whitespace to the scanners. */
export function isZeroWidth(c: number): boolean {
  return c === 0x200b || c === 0x200c || c === 0x200d || c === 0x2060 || c === 0xfeff;
}

interface TrieNode {
  /** The marker that ends here (its index in `markers`), or -1. */
  id: number;
  /** The next characters' codes and their nodes (a few each: searched in order). */
  codes: number[];
  next: TrieNode[];
  /** The same by code, for a node with many children (`<` starts most markers): ASCII in a table, the rest in a map. */
  ascii: (TrieNode | undefined)[] | undefined;
  byCode: Map<number, TrieNode> | undefined;
  /**
   * The characters that must follow this node's own character before it is reached: the chain of nodes with one
   * child and no marker that was folded into it (`tool_calls_section_begin|>` after `<|`), compared at once.
   */
  rest: string;
}

const trieNode = (): TrieNode => ({ id: -1, codes: [], next: [], ascii: undefined, byCode: undefined, rest: "" });
/** Above this many children, a node's next character is looked up in a table. */
const FAN_OUT = 8;

/** The child of `node` for character code `d`, or `undefined`. */
function child(node: TrieNode, d: number): TrieNode | undefined {
  if (node.ascii !== undefined) return d < 128 ? node.ascii[d] : node.byCode!.get(d);
  const codes = node.codes;
  for (let k = 0; k < codes.length; k++) if (codes[k] === d) return node.next[k];
  return undefined;
}

/** Where the last `advance` stopped (one past the characters it matched). */
let walkEnd = 0;

/**
 * One step of a trie walk at `j`: the child for `text[j]`, once its folded chain (`rest`) matches too, or
 * `undefined`; the text's position after it in `walkEnd`.
 */
function advance(node: TrieNode, text: string, j: number): TrieNode | undefined {
  if (node.codes.length === 0 || j >= text.length) return undefined;
  const next = child(node, text.charCodeAt(j));
  if (next === undefined) return undefined;
  j++;
  if (next.rest.length > 0) {
    if (!text.startsWith(next.rest, j)) return undefined;
    j += next.rest.length;
  }
  walkEnd = j;
  return next;
}

/** Folds every chain of single-child nodes without a marker into the `rest` of the node it leads to, and indexes wide nodes. */
function compress(node: TrieNode): void {
  for (let k = 0; k < node.next.length; k++) {
    let c = node.next[k]!;
    let rest = "";
    while (c.id < 0 && c.codes.length === 1) {
      rest += String.fromCharCode(c.codes[0]!);
      c = c.next[0]!;
    }
    c.rest = rest;
    node.next[k] = c;
    compress(c);
  }
  if (node.codes.length > FAN_OUT) {
    node.ascii = new Array<TrieNode | undefined>(128).fill(undefined);
    node.byCode = new Map();
    node.codes.forEach((d, k) => (d < 128 ? (node.ascii![d] = node.next[k]!) : node.byCode!.set(d, node.next[k]!)));
  }
}

/**
 * A stretch `[from, to)` of an earlier text copied whole into a new one at `at` (in the new text's positions;
 * `at` may be negative when the new text starts inside the stretch, and it may run past the new text's end).
 */
export interface Piece {
  readonly from: number;
  readonly to: number;
  readonly at: number;
}

/**
 * Memory that `MarkerSet.find` and `findAfter` may write their positions into, kept from one call to the next:
 * a new typed array for every text is fresh memory the system must map (for half a million positions, more
 * than the search). The lists a call returns are views of it, so they are valid until the buffer's next use.
 */
export class PositionBuffer {
  #array = new Int32Array(0);
  /** At least `n` positions of memory (grown when needed), never the memory `found`'s lists are views of. */
  take(n: number, found: ReadonlyMap<string, Positions> | undefined): Int32Array {
    if (found !== undefined && this.holdsAny(found)) return new Int32Array(n);
    if (this.#array.length < n) this.#array = new Int32Array(Math.max(n, this.#array.length * 2));
    return this.#array;
  }

  /** Whether a list of `found` is a view of this buffer's memory. */
  holdsAny(found: ReadonlyMap<string, Positions>): boolean {
    for (const list of found.values()) if (ArrayBuffer.isView(list) && list.buffer === this.#array.buffer) return true;
    return false;
  }
}

/** The scratch buffers of `MarkerSet.find` (positions and marker ids of the hits), grown as needed and kept. */
let scratchPos: Int32Array = new Int32Array(4096);
let scratchIds: Int32Array = new Int32Array(4096);
function growScratch(): { pos: Int32Array; ids: Int32Array } {
  const pos = new Int32Array(scratchPos.length * 2);
  const ids = new Int32Array(scratchIds.length * 2);
  pos.set(scratchPos);
  ids.set(scratchIds);
  scratchPos = pos;
  scratchIds = ids;
  return { pos, ids };
}

/**
 * Finds every occurrence of any of `markers`. The markers are grouped by their first character (a handful:
 * `<`, `[`, `{`, …): a group of one marker is found with `indexOf` of the marker, any other group with
 * `indexOf` of its character and a walk of the group's trie at each hit. Text without markers costs one
 * native `indexOf` pass per group, which is faster than a character loop; a hit costs the length of the
 * longest marker prefix found there, not the number of markers.
 */
export class MarkerSet {
  readonly markers: readonly string[];
  /** The length of the longest marker (0 for none). */
  readonly longest: number;
  /** char code → 1 + the index of its trie node in `#roots` (0: no marker starts with it). */
  readonly #first = new Uint16Array(65536);
  readonly #roots: TrieNode[] = [];
  /** Per root: its first character, and its one marker when the group has only one (else -1). */
  readonly #groups: { char: string; only: number }[] = [];

  constructor(markers: Iterable<string>) {
    const unique = [...new Set(markers)].filter((m) => m.length > 0);
    this.markers = unique;
    this.longest = unique.reduce((n, m) => Math.max(n, m.length), 0);
    const counts: number[] = [];
    unique.forEach((m, id) => {
      const c = m.charCodeAt(0);
      let node: TrieNode;
      if (this.#first[c] === 0) {
        node = trieNode();
        this.#roots.push(node);
        this.#groups.push({ char: m[0]!, only: id });
        counts.push(0);
        this.#first[c] = this.#roots.length;
      } else node = this.#roots[this.#first[c]! - 1]!;
      counts[this.#first[c]! - 1]!++;
      for (let k = 1; k < m.length; k++) {
        const d = m.charCodeAt(k);
        const at = node.codes.indexOf(d);
        if (at >= 0) node = node.next[at]!;
        else {
          const child = trieNode();
          node.codes.push(d);
          node.next.push(child);
          node = child;
        }
      }
      node.id = id;
    });
    this.#roots.forEach(compress);
    counts.forEach((n, r) => {
      if (n > 1) this.#groups[r]!.only = -1;
    });
  }

  /**
   * marker → ascending positions. Overlapping occurrences of different markers are all reported. The map
   * lists the markers in the order of their first occurrence (at one position, the longest first). With a
   * `buffer`, the lists are views of its memory: valid until the buffer is used again.
   */
  find(text: string, buffer?: PositionBuffer): Map<string, Positions> {
    // every hit goes into one typed scratch buffer (marker id, position), then into lists made at their final
    // size: pushing half a million positions into growing arrays cost 3× the search
    let pos = scratchPos;
    let ids = scratchIds;
    let count = 0;
    const counts = new Int32Array(this.markers.length);
    const n = text.length;
    for (let r = 0; r < this.#roots.length; r++) {
      const group = this.#groups[r]!;
      if (group.only >= 0) {
        const id = group.only;
        const m = this.markers[id]!;
        // a one-character marker in a run (`{{{{`) is found by looking at the characters that follow, not by a call
        const single = m.length === 1 ? m.charCodeAt(0) : -1;
        for (let at = text.indexOf(m); at >= 0; ) {
          let end = at + 1;
          if (single >= 0) while (end < n && text.charCodeAt(end) === single) end++;
          while (count + (end - at) > pos.length) ({ pos, ids } = growScratch());
          for (let p = at; p < end; p++) {
            pos[count] = p;
            ids[count++] = id;
          }
          counts[id]! += end - at;
          at = text.indexOf(m, single >= 0 ? end : at + 1);
        }
        continue;
      }
      const root = this.#roots[r]!;
      const code = group.char.charCodeAt(0);
      // in a run of the first character (`[[[[`) where only the one-character marker matches, no trie walk
      const runId = root.id >= 0 && child(root, code) === undefined ? root.id : -1;
      for (let i = text.indexOf(group.char); i >= 0; i = text.charCodeAt(i + 1) === code ? i + 1 : text.indexOf(group.char, i + 1)) {
        if (runId >= 0 && text.charCodeAt(i + 1) === code) {
          // every character of the run but its last is the one-character marker alone: recorded in one loop
          let last = i + 1;
          while (last + 1 < n && text.charCodeAt(last + 1) === code) last++;
          while (count + (last - i) > pos.length) ({ pos, ids } = growScratch());
          for (let p = i; p < last; p++) {
            pos[count] = p;
            ids[count++] = runId;
          }
          counts[runId]! += last - i;
          i = last - 1; // the loop goes on at `last`, the run's last character, which may start a longer marker
          continue;
        }
        let node = root;
        for (let j = i + 1; ; ) {
          if (node.id >= 0) {
            if (count === pos.length) ({ pos, ids } = growScratch());
            pos[count] = i;
            ids[count++] = node.id;
            counts[node.id]!++;
          }
          const next = advance(node, text, j);
          if (next === undefined) break;
          j = walkEnd;
          node = next;
        }
      }
    }
    // the lists: one typed array for every hit, each marker's positions a view of it (a counting sort by marker).
    // Typed, not number[]: a list of more than ~16 000 numbers is a large object, and allocating one cost 20×
    // the search itself (a run of `[[[[` gives half a million)
    const all = buffer === undefined ? new Int32Array(count) : buffer.take(count, undefined);
    const offsets = new Int32Array(this.markers.length);
    const seen: number[] = [];
    let total = 0;
    for (let id = 0; id < counts.length; id++) {
      offsets[id] = total;
      if (counts[id] === 0) continue;
      total += counts[id]!;
      seen.push(id);
    }
    // one marker's hits are in ascending order in the buffer (each marker is found by one group's loop)
    const filled = offsets.slice();
    for (let k = 0; k < count; k++) all[filled[ids[k]!]!++] = pos[k]!;
    // by first occurrence; at one position (one group), the longest marker first
    seen.sort((x, y) => all[offsets[x]!]! - all[offsets[y]!]! || this.markers[y]!.length - this.markers[x]!.length);
    const found = new Map<string, Positions>();
    for (const id of seen) found.set(this.markers[id]!, all.subarray(offsets[id]!, offsets[id]! + counts[id]!));
    return found;
  }

  /**
   * `find(text)` for a text made from an earlier one (`prev`, whose `find` gave `found`) by keeping some of its
   * stretches (`pieces`, in order, each copied whole) and writing other text between them: the occurrences that
   * lie inside one piece are the earlier ones, moved; only the characters around the seams between pieces are
   * searched again. The answer is `find(text)`'s, at the cost of the hits and the seams instead of the text.
   * A `buffer` is used as by `find` (never the one `found` is in).
   */
  findAfter(found: ReadonlyMap<string, Positions>, pieces: readonly Piece[], text: string, buffer?: PositionBuffer): Map<string, Positions> {
    const n = text.length;
    if (!this.seamsPay(pieces.length, n)) return this.find(text, buffer?.holdsAny(found) ? undefined : buffer);
    const longest = this.longest;
    const lists: number[][] = this.markers.map(() => []);
    /** Whether `[q, q + len)` of `text` lies inside one piece (then it was found in the earlier text). */
    let cursor = 0;
    const insidePiece = (q: number, len: number): boolean => {
      while (cursor > 0 && pieces[cursor]!.at > q) cursor--;
      while (cursor + 1 < pieces.length && pieces[cursor + 1]!.at <= q) cursor++;
      const piece = pieces[cursor];
      return piece !== undefined && piece.at <= q && q + len <= piece.at + (piece.to - piece.from);
    };
    // the seams: every start that can begin an occurrence not inside one piece (around each piece's end, and any
    // text written before, between or after the pieces), visited once each, in order
    let next = 0;
    const visit = (from: number, to: number): void => {
      for (let q = Math.max(from, next, 0); q < Math.min(to, n); q++) {
        const r = this.#first[text.charCodeAt(q)]!;
        if (r === 0) continue;
        let node = this.#roots[r - 1]!;
        for (let j = q + 1; ; ) {
          if (node.id >= 0 && !insidePiece(q, j - q)) lists[node.id]!.push(q);
          const step = advance(node, text, j);
          if (step === undefined) break;
          j = walkEnd;
          node = step;
        }
      }
      if (to > next) next = to;
    };
    visit(0, pieces.length > 0 ? pieces[0]!.at : n);
    for (let k = 0; k < pieces.length; k++) {
      const end = pieces[k]!.at + (pieces[k]!.to - pieces[k]!.from);
      visit(end - longest + 1, k + 1 < pieces.length ? Math.max(pieces[k + 1]!.at, end) : n);
    }
    // the earlier occurrences inside a piece, moved with it, merged with the new ones: into one typed array (as
    // `find` gives them), each marker's list a view of its part
    let capacity = 0;
    for (let id = 0; id < this.markers.length; id++) capacity += (found.get(this.markers[id]!)?.length ?? 0) + lists[id]!.length;
    const all = buffer === undefined ? new Int32Array(capacity) : buffer.take(capacity, found);
    let w = 0;
    const firsts: [id: number, from: number, to: number][] = [];
    for (let id = 0; id < this.markers.length; id++) {
      const len = this.markers[id]!.length;
      const old = found.get(this.markers[id]!);
      const fresh = lists[id]!;
      const start = w;
      let f = 0;
      if (old !== undefined) {
        let k = 0;
        for (let i = 0; i < old.length; i++) {
          const p = old[i]!;
          while (k < pieces.length && pieces[k]!.to < p + len) k++;
          if (k === pieces.length) break;
          const piece = pieces[k]!;
          if (p < piece.from) continue;
          const q = piece.at + (p - piece.from);
          if (q < 0 || q + len > n) continue;
          while (f < fresh.length && fresh[f]! < q) all[w++] = fresh[f++]!;
          all[w++] = q;
        }
      }
      while (f < fresh.length) all[w++] = fresh[f++]!;
      if (w > start) firsts.push([id, start, w]);
    }
    firsts.sort((x, y) => all[x[1]]! - all[y[1]]! || this.markers[y[0]]!.length - this.markers[x[0]]!.length);
    const out = new Map<string, Positions>();
    for (const [id, from, to] of firsts) out.set(this.markers[id]!, all.subarray(from, to));
    return out;
  }

  /**
   * Whether `findAfter` with `pieces` pieces costs less than `find` on a text of `length`: the seams are farther
   * apart than the markers are long (else searching around them reads more than the text).
   */
  seamsPay(pieces: number, length: number): boolean {
    return pieces * this.longest < length;
  }

  /** The length of the longest marker that starts at `at` in `text`, or 0. */
  longestAt(text: string, at: number): number {
    const r = at < text.length ? this.#first[text.charCodeAt(at)]! : 0;
    if (r === 0) return 0;
    let node = this.#roots[r - 1]!;
    let len = 0;
    for (let j = at + 1; ; ) {
      if (node.id >= 0) len = j - at;
      const next = advance(node, text, j);
      if (next === undefined) return len;
      j = walkEnd;
      node = next;
    }
  }
}

/** `text.indexOf(literal, from)`, or the text's length when it does not occur. */
function indexOrEnd(text: string, literal: string, from: number): number {
  const at = text.indexOf(literal, from);
  return at < 0 ? text.length : at;
}

/** The end of the line at `i` (its `\n`, or the text's end). */
function lineEnd(text: string, i: number): number {
  const e = text.indexOf("\n", i);
  return e < 0 ? text.length : e;
}

/** Whether `text[p, le)` holds only spaces, tabs and a carriage return. */
function blankFrom(text: string, p: number, le: number): boolean {
  for (let i = p; i < le; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 13) return false;
  }
  return true;
}

/** A list item marker at `p` (`-`, `+`, `*`, or 1–9 digits and `.`/`)`, then a space, a tab or the line end): its width, else 0. */
function listMarker(text: string, p: number, le: number): number {
  const c = text.charCodeAt(p);
  let q = p;
  if (c === 45 || c === 43 || c === 42) q = p + 1;
  else {
    while (q < le && q - p < 9 && text.charCodeAt(q) >= 48 && text.charCodeAt(q) <= 57) q++;
    if (q === p) return 0;
    const d = text.charCodeAt(q);
    if (d !== 46 && d !== 41) return 0;
    q++;
  }
  const after = text.charCodeAt(q);
  return q >= le || after === 32 || after === 9 || after === 13 ? q - p : 0;
}

/** A GFM table delimiter row in `text[p, le)`: only `|`, `-`, `:` and blanks, with a `-` and a `|`. */
function delimiterRow(text: string, p: number, le: number): boolean {
  let dash = false;
  let pipe = false;
  for (let i = p; i < le; i++) {
    const c = text.charCodeAt(i);
    if (c === 45) dash = true;
    else if (c === 124) pipe = true;
    else if (c !== 58 && c !== 32 && c !== 9 && c !== 13) return false;
  }
  return dash && pipe;
}

/** Whether `text` at `i` starts with the lowercase ASCII `word`, ignoring case. */
function startsWithFolded(text: string, i: number, word: string): boolean {
  if (i + word.length > text.length) return false;
  for (let k = 0; k < word.length; k++) {
    let c = text.charCodeAt(i + k);
    if (c >= 65 && c <= 90) c += 32;
    if (c !== word.charCodeAt(k)) return false;
  }
  return true;
}

/** HTML elements whose content is code: `<code>…</code>`, `<pre>…</pre>`. */
const HTML_CODE = ["code", "pre"] as const; // htmlRegions looks at their first letters (c, p) first
/**
 * HTML elements that hide or fold what they hold: `<details>` (folded), and `<thinking>` / `<reasoning>`
 * (reasoning written as plain tags, which chat UIs fold or hide; no model's own reasoning token, so unlike
 * `THINK_TAGS` no grammar's `inThinking` reaches into them).
 */
const HTML_HIDDEN = ["details", "thinking", "reasoning"] as const; // htmlRegions looks at their first letters (d, t, r) first

/**
 * Inert regions as Markdown (CommonMark, with GFM tables) shows them: text that is displayed, quoted or
 * explained, never a call the model makes. Sorted, disjoint ranges of:
 * - fenced code blocks (``` or ~~~ at a line start, also indented inside a list item; closed by a fence of
 *   the same character at least as long, else running to the end of the text);
 * - indented code blocks (4 columns past the enclosing list item's content, after a blank line or at the
 *   start of the text; a tab counts to the next multiple of 4), running over blank lines and lines as indented;
 * - block quotes (a line starting with `>`, and the lines that lazily continue it up to a blank line);
 * - tables: a line starting with `|`, and a GFM table (a header line with a `|` — with or without a leading
 *   pipe —, a delimiter row such as `--- | ---`, and every line after it up to a blank line, leading pipe or not);
 * - inline code (a run of n backticks closed by the next run of exactly n, not across the blocks above);
 * - HTML `<code>…</code>` and `<pre>…</pre>` (case-insensitive; unclosed: to the end of the text);
 * - hidden and folded HTML, outside the regions above: comments `<!-- … -->` (up to the first `-->`), and
 *   `<details>`, `<thinking>`, `<reasoning>` (case-insensitive, with attributes; nested ones counted). Unclosed,
 *   each runs to the end of the text: a browser hides everything after an unclosed comment or element.
 * Linear: each line is looked at once, each backtick run once, and the HTML pass jumps over what it covers.
 */
export function codeRanges(text: string): Range[] {
  const n = text.length;
  const blocks: Range[] = [];
  type Run = { start: number; len: number };
  const runs: Run[] = [];
  /** Content columns of the list items the current line may belong to, innermost last. */
  const lists: number[] = [];
  /** Whether the previous line was paragraph text (an indented line then continues it: not code). */
  let paragraph = false;
  /** Whether the previous line belonged to a block quote (a paragraph line after it continues the quote). */
  let quote = false;
  /** Inside a table (after its delimiter row): every line up to a blank line is a row. */
  let table = false;
  /**
   * The previous line when it was paragraph text (`headerStart` -1 otherwise): a table's header, if it holds a
   * `|` (looked for only when a delimiter row follows it) — its start, the start of its text, its end, and how
   * many backtick runs came before it.
   */
  let headerStart = -1;
  let headerFrom = 0;
  let headerEnd = 0;
  let headerRuns = 0;
  /** The end of the last line that started with `|` (a table's header when a delimiter row follows it). */
  let pipeRowEnd = -2;
  /** The next backtick at or after the last line that asked (the text's length when none). */
  let nextTick = -1;
  let ls = 0;
  while (ls < n) {
    const le = lineEnd(text, ls);
    let p = ls;
    let col = 0;
    while (p < le) {
      const c = text.charCodeAt(p);
      if (c === 32) col++;
      else if (c === 9) col += 4 - (col % 4);
      else break;
      p++;
    }
    if (blankFrom(text, p, le)) {
      paragraph = false;
      quote = false;
      table = false;
      headerStart = -1;
      ls = le + 1;
      continue;
    }
    if (!paragraph) while (lists.length > 0 && col < lists[lists.length - 1]!) lists.pop();
    let base = lists.length > 0 ? lists[lists.length - 1]! : 0;
    if (!paragraph && !quote && col - base >= 4) {
      // an indented code block: this line and the following ones that are blank or as indented
      const codeCol = base + 4;
      let end = le;
      let next = le + 1;
      while (next < n) {
        const e = lineEnd(text, next);
        let q = next;
        let k = 0;
        while (q < e && k < codeCol) {
          const c = text.charCodeAt(q);
          if (c === 32) k++;
          else if (c === 9) k += 4 - (k % 4);
          else break;
          q++;
        }
        if (blankFrom(text, q, e)) {
          next = e + 1;
          continue;
        }
        if (k < codeCol) break;
        end = e;
        next = e + 1;
      }
      blocks.push([ls, end]);
      paragraph = false;
      ls = end + 1;
      continue;
    }
    let block = false;
    // a list item marker, possibly more than one (`- 1. text`), then what starts its content
    for (;;) {
      if (col - base >= 4) break;
      const w = listMarker(text, p, le);
      if (w === 0) break;
      while (lists.length > 0 && lists[lists.length - 1]! > col) lists.pop();
      let q = p + w;
      let k = col + w;
      let spaces = 0;
      while (q < le && spaces < 5) {
        const c = text.charCodeAt(q);
        if (c === 32) k++;
        else if (c === 9) k += 4 - (k % 4);
        else break;
        q++;
        spaces++;
      }
      // five or more spaces after the marker: the content starts one column after it (an indented code line)
      const content = spaces >= 5 || q >= le ? col + w + 1 : k;
      lists.push(content);
      base = content;
      if (spaces >= 5 || blankFrom(text, q, le)) {
        p = le;
        break;
      }
      p = q;
      col = k;
      paragraph = false;
    }
    const c = text.charCodeAt(p);
    if (p < le && col - base < 4 && (c === 96 || c === 126)) {
      let j = p;
      while (j < le && text.charCodeAt(j) === c) j++;
      const len = j - p;
      // a backtick fence's info string holds no backtick (else the line is inline code)
      if (len >= 3 && (c === 126 || text.indexOf("`", j) < 0 || text.indexOf("`", j) >= le)) {
        let closeEnd = -1;
        let next = le + 1;
        while (next < n) {
          const e = lineEnd(text, next);
          let q = next;
          let k = 0;
          while (q < e && (text.charCodeAt(q) === 32 || text.charCodeAt(q) === 9) && k < base + 4) {
            k += text.charCodeAt(q) === 9 ? 4 - (k % 4) : 1;
            q++;
          }
          if (k < base + 4) {
            let r = q;
            while (r < e && text.charCodeAt(r) === c) r++;
            if (r - q >= len && blankFrom(text, r, e)) {
              closeEnd = r;
              break;
            }
          }
          next = e + 1;
        }
        const end = closeEnd < 0 ? n : closeEnd;
        blocks.push([p, end]);
        paragraph = false;
        quote = false;
        table = false;
        headerStart = -1;
        ls = lineEnd(text, end) + 1;
        continue;
      }
    }
    if (table) block = true;
    else if (pipeRowEnd === ls - 1 && col - base < 4 && delimiterRow(text, p, le)) {
      // a delimiter row under a `|` row: a GFM table, whose body rows need no leading pipe (up to a blank line)
      table = block = true;
    } else if (headerStart >= 0 && col - base < 4 && delimiterRow(text, p, le) && text.indexOf("|", headerFrom) < headerEnd) {
      // a GFM table without a leading pipe: its header line (paragraph text with a `|`) is a row too; the search
      // for that `|` stops at the latest in this row, which holds one
      runs.length = headerRuns;
      blocks.push([headerStart, headerEnd]);
      table = block = true;
    } else if (p < le && col - base < 4 && (c === 62 || c === 124)) {
      block = true; // `>` quote, `|` table row
      if (c === 124) pipeRowEnd = le;
    }
    else if (quote && paragraph) block = true; // lazy continuation of a quote
    headerStart = -1;
    if (block) {
      blocks.push([ls, le]);
      quote = quote || c === 62;
      paragraph = true;
      ls = le + 1;
      continue;
    }
    const runsBefore = runs.length;
    // paragraph text: its backtick runs (read from the next backtick in the text, found with a native search and
    // kept: a line without a backtick is not read character by character)
    if (nextTick < p) nextTick = indexOrEnd(text, "`", p);
    for (let i = nextTick < le ? nextTick : le; i < le; ) {
      const d = text.charCodeAt(i);
      if (d !== 96) {
        i++;
        continue;
      }
      let j = i;
      while (j < le && text.charCodeAt(j) === 96) j++;
      runs.push({ start: i, len: j - i });
      i = j;
    }
    paragraph = p < le;
    quote = false;
    headerStart = ls;
    headerFrom = p;
    headerEnd = le;
    headerRuns = runsBefore;
    ls = le + 1;
  }
  // Inline code: next[r] = index of the next run with the same length.
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
    // a closing run must not cross a block that started between them
    if (close >= 0 && !fenceBetween(blocks, run.start, runs[close]!.start)) {
      inline.push([run.start, runs[close]!.start + runs[close]!.len]);
      r = close + 1;
    } else r++;
  }
  const code = mergeRanges(blocks, inline);
  return mergeRanges(code, htmlRegions(text, code));
}

/** Whether `c` ends an HTML tag's name: `>`, a blank, a line break (and `/` when `slash`). */
function endsTagName(c: number, slash: boolean): boolean {
  return c === 62 || c === 32 || c === 9 || c === 10 || c === 13 || (slash && c === 47);
}

/** The index in `tags` of the tag name at `i` (ASCII case folded, then the end of the name), or -1. */
function tagAt(text: string, i: number, tags: readonly string[], slash: boolean): number {
  for (let t = 0; t < tags.length; t++) if (startsWithFolded(text, i, tags[t]!) && endsTagName(text.charCodeAt(i + tags[t]!.length), slash)) return t;
  return -1;
}

/** After `</tag` at `j`: the end of the closer (blanks, then `>`), or -1. */
function closerEnd(text: string, j: number): number {
  let q = j;
  while (q < text.length && (text.charCodeAt(q) === 32 || text.charCodeAt(q) === 9 || text.charCodeAt(q) === 10 || text.charCodeAt(q) === 13)) q++;
  return text.charCodeAt(q) === 62 ? q + 1 : -1;
}

/**
 * HTML outside `code` (sorted, disjoint): `<code>`/`<pre>` elements, comments, and the elements that hide or
 * fold what they hold (`HTML_HIDDEN`, nested ones counted). One forward pass over the `<`s: a code element or a
 * comment is jumped over at once, and each hidden element is pushed and popped once.
 */
function htmlRegions(text: string, code: readonly Range[]): Range[] {
  const out: Range[] = [];
  const n = text.length;
  let k = 0;
  /** The hidden elements open at `i`, innermost last (indexes in HTML_HIDDEN), how many of each, and where the outermost began. */
  const open: number[] = [];
  const count = HTML_HIDDEN.map(() => 0);
  let start = -1;
  let i = text.indexOf("<");
  while (i >= 0 && i < n) {
    while (k < code.length && code[k]![1] <= i) k++;
    if (k < code.length && code[k]![0] <= i) {
      i = text.indexOf("<", code[k]![1]);
      continue;
    }
    let next = i + 1;
    const c1 = text.charCodeAt(i + 1);
    // most `<` start nothing here: one look at the next character (a letter folded) before the tag comparisons
    const first = c1 | 0x20;
    if (c1 === 33) {
      if (text.startsWith("--", i + 2)) {
        // a comment, up to the first `-->` (so `<!-->` and `<!--->` are closed, as in HTML); unclosed: to the end
        const close = text.indexOf("-->", i + 2);
        next = close < 0 ? n : close + 3;
        if (open.length === 0) out.push([i, next]);
      }
    } else if (c1 === 47) {
      const t = open.length > 0 ? tagAt(text, i + 2, HTML_HIDDEN, false) : -1;
      const end = t >= 0 && count[t]! > 0 ? closerEnd(text, i + 2 + HTML_HIDDEN[t]!.length) : -1;
      if (end >= 0) {
        // the closer ends its element and every element opened inside it (as an HTML parser does)
        for (let popped = -1; popped !== t; ) count[(popped = open.pop()!)]!--;
        if (open.length === 0) out.push([start, end]);
        next = end;
      }
    } else if (first === 99 || first === 112) {
      const t = tagAt(text, i + 1, HTML_CODE, false);
      if (t >= 0) {
        // the closer: `</tag` then optional whitespace and `>`; unclosed: to the end
        const tag = HTML_CODE[t]!;
        let end = n;
        for (let j = text.indexOf("</", i + 1 + tag.length); j >= 0; j = text.indexOf("</", j + 2)) {
          if (!startsWithFolded(text, j + 2, tag)) continue;
          const e = closerEnd(text, j + 2 + tag.length);
          if (e >= 0) {
            end = e;
            break;
          }
        }
        if (open.length === 0) out.push([i, end]);
        next = end;
      }
    }
    if (next === i + 1 && (first === 100 || first === 116 || first === 114)) {
      const t = tagAt(text, i + 1, HTML_HIDDEN, true);
      if (t >= 0) {
        if (open.length === 0) start = i;
        open.push(t);
        count[t]!++;
      }
    }
    i = next >= n ? -1 : text.indexOf("<", next);
  }
  // an element never closed hides the rest of the text, as in HTML
  if (open.length > 0) out.push([start, n]);
  return out;
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

/** The first index in ascending `list`, from `from` on, whose value is >= `value` (`list.length` when none). */
export function lowerBound(list: Positions, value: number, from = 0): number {
  let lo = from;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Several ascending position lists as one ascending list (at equal positions, the earlier list's first), and,
 * when `values` are given (one parallel list per list), each position's value in the same order. Merged in
 * pairs: O(n log k) for n positions in k lists, where picking the least head at every step costs O(n k) (a
 * text holding every marker of twenty grammars made that the largest cost of a round).
 */
export function mergeAscending(lists: readonly Positions[], values?: readonly ArrayLike<number>[]): { at: Positions; values: ArrayLike<number> | undefined } {
  if (lists.length === 1) return { at: lists[0]!, values: values?.[0] };
  if (lists.length === 0) return { at: NO_POSITIONS, values: values ? NO_POSITIONS : undefined };
  let runs: Positions[] = lists.slice();
  let vals: ArrayLike<number>[] | undefined = values?.slice();
  while (runs.length > 1) {
    const nextRuns: Positions[] = [];
    const nextVals: ArrayLike<number>[] = [];
    for (let r = 0; r < runs.length; r += 2) {
      if (r + 1 === runs.length) {
        nextRuns.push(runs[r]!);
        if (vals) nextVals.push(vals[r]!);
        continue;
      }
      // positions as the host keeps them (Int32Array), values as numbers (an end may be Infinity): each loop
      // reads one kind of array
      const out = new Int32Array(runs[r]!.length + runs[r + 1]!.length);
      if (vals) {
        const outV = new Float64Array(out.length);
        mergeTwoWithValues(runs[r]!, vals[r]!, runs[r + 1]!, vals[r + 1]!, out, outV);
        nextVals.push(outV);
      } else mergeTwo(runs[r]!, runs[r + 1]!, out);
      nextRuns.push(out);
    }
    runs = nextRuns;
    if (vals) vals = nextVals;
  }
  return { at: runs[0]!, values: vals?.[0] };
}

function mergeTwo(a: Positions, b: Positions, out: Int32Array): void {
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = b[j]! < a[i]! ? b[j++]! : a[i++]!;
  while (i < a.length) out[k++] = a[i++]!;
  while (j < b.length) out[k++] = b[j++]!;
}

function mergeTwoWithValues(a: Positions, va: ArrayLike<number>, b: Positions, vb: ArrayLike<number>, out: Int32Array, outV: Float64Array): void {
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) {
    if (b[j]! < a[i]!) {
      outV[k] = vb[j]!;
      out[k++] = b[j++]!;
    } else {
      outV[k] = va[i]!;
      out[k++] = a[i++]!;
    }
  }
  for (; i < a.length; i++, k++) {
    out[k] = a[i]!;
    outV[k] = va[i]!;
  }
  for (; j < b.length; j++, k++) {
    out[k] = b[j]!;
    outV[k] = vb[j]!;
  }
}

const NO_POSITIONS: Positions = new Int32Array(0);

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
 * text (a call written there was never committed). One pass per tag pair, or none with a `search` that
 * knows the tags' positions (a `ForwardSearch` given them).
 */
export function thinkRanges(text: string, code: readonly Range[], search: { indexOf(literal: string, from: number): number } = text): Range[] {
  const out: Range[] = [];
  for (const [open, close] of THINK_TAGS) {
    let from = 0;
    for (;;) {
      const a = search.indexOf(open, from);
      if (a < 0) break;
      if (inRanges(code, a)) {
        from = a + open.length;
        continue;
      }
      const b = search.indexOf(close, a + open.length);
      const end = b < 0 ? text.length : b + close.length;
      out.push([a, end]);
      from = end;
      if (b < 0) break;
    }
  }
  return mergeRanges(out, []);
}

/** The positions of a known literal that does not occur. */
const NONE_FOUND: Positions = new Int32Array(0);

/** Literals whose every position in one text is already known (one `MarkerSet.find` pass found them). */
export interface KnownPositions {
  /** Every literal that was searched for: one without positions does not occur. */
  readonly literals: ReadonlySet<string>;
  /** literal → its ascending positions (only the literals that occur). */
  readonly positions: ReadonlyMap<string, Positions>;
}

/**
 * `text.indexOf(literal, from)` with memory: for each literal it remembers the last answer, so a run of
 * forward queries (from many openers towards one closer, or towards none) costs one scan in total. A literal
 * of `known` (the markers and closers the host found in its one pass) is answered from its positions, so a
 * closer that never occurs costs no scan of the text at all.
 */
export class ForwardSearch {
  readonly #text: string;
  readonly #known: KnownPositions | undefined;
  readonly #memo = new Map<string, { from: number; at: number }>();
  /** Per literal asked: its known positions and the index the last answer came from (`null`: not known). */
  readonly #lists = new Map<string, { list: Positions; k: number } | null>();
  constructor(text: string, known?: KnownPositions) {
    this.#text = text;
    this.#known = known;
  }
  indexOf(literal: string, from: number): number {
    // as indexOf reads `from`: an integer, at least 0
    from = from > 0 ? Math.floor(from) : 0;
    let entry = this.#lists.get(literal);
    if (entry === undefined) {
      const known = this.#known !== undefined && this.#known.literals.has(literal);
      entry = known ? { list: this.#known!.positions.get(literal) ?? NONE_FOUND, k: 0 } : null;
      this.#lists.set(literal, entry);
    }
    if (entry !== null) {
      // a known literal (never empty): readers mostly ask forward, so a few steps from the last answer, else a
      // binary search
      const list = entry.list;
      let k = entry.k;
      if (k > 0 && list[k - 1]! >= from) k = lowerBound(list, from);
      else
        for (let steps = 0; k < list.length && list[k]! < from; k++) {
          if (++steps > 8) {
            k = lowerBound(list, from, k);
            break;
          }
        }
      entry.k = k;
      return k < list.length ? list[k]! : -1;
    }
    const hit = this.#memo.get(literal);
    if (hit && from >= hit.from && (hit.at < 0 || from <= hit.at)) return hit.at;
    if (hit && from < hit.from) {
      // nothing starts in [hit.from, hit.at) (to the end when at < 0): only the gap before it is searched, so a
      // second reader of the same literal from an earlier place does not scan the text to its end again
      const i = this.#text.slice(from, hit.from + literal.length - 1).indexOf(literal);
      hit.at = i >= 0 ? from + i : hit.at;
      hit.from = from;
      return hit.at;
    }
    const at = this.#text.indexOf(literal, from);
    if (hit) {
      hit.from = from;
      hit.at = at;
    } else this.#memo.set(literal, { from, at });
    return at;
  }
}

/**
 * Spans of text a grammar has read as parameter values (content) in one scan input: a marker inside one is
 * content, never a call. One memo per grammar (`contentSpans()` at module level); spans are usually found
 * left to right and appended, and are merged otherwise.
 */
export function contentSpans(): { mark(input: object, spans: readonly Range[]): void; has(input: object, at: number): boolean } {
  const memo = new WeakMap<object, Range[]>();
  const mark = (input: object, spans: readonly Range[]): void => {
    if (spans.length === 0) return;
    const known = memo.get(input) ?? [];
    const tail = known[known.length - 1];
    if ((!tail || tail[1] < spans[0]![0]) && spans.every((r, k) => k === 0 || spans[k - 1]![1] < r[0])) {
      // the usual case: spans found left to right, after every earlier one
      for (const r of spans) known.push(r);
      memo.set(input, known);
      return;
    }
    const merged: Range[] = [];
    for (const r of [...known, ...spans].sort((x, y) => x[0] - y[0])) {
      const last = merged[merged.length - 1];
      if (last && r[0] <= last[1]) merged[merged.length - 1] = [last[0], Math.max(last[1], r[1])];
      else merged.push(r);
    }
    memo.set(input, merged);
  };
  const has = (input: object, at: number): boolean => {
    const spans = memo.get(input);
    return spans !== undefined && inRanges(spans, at);
  };
  return { mark, has };
}
