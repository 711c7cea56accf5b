/**
 * The host's marker pass: every loaded grammar's literal markers (and the other literals the host looks for)
 * found in one pass over a text (`MarkerSet`, a trie per first character), and a stripped text's markers found
 * from the previous text's (`findAfter`). Every call returns lists of fresh memory: a grammar may keep them.
 * Moved here from the grammar kit: only the host uses it.
 */
import type { Positions } from "@pi-tool-repair/grammar-kit";
import { NON_ASCII } from "@pi-tool-repair/grammar-kit";

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
  if (node.ascii !== undefined) return d < NON_ASCII ? node.ascii[d] : node.byCode!.get(d);
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
    node.codes.forEach((d, k) => (d < NON_ASCII ? (node.ascii![d] = node.next[k]!) : node.byCode!.set(d, node.next[k]!)));
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
 * One search of `MarkerSet.find`: the markers under one trie node, found with `indexOf` of what they all start with
 * (`lead`) and a walk from that node (`start`) at each hit; a group of one marker (`only`, else -1) is that marker's
 * `indexOf` alone. `runId`: the one-character marker whose runs (`[[[[`) are recorded without a walk, or -1.
 */
interface Group {
  lead: string;
  only: number;
  start: TrieNode;
  runId: number;
}
/** How many times the first character of `m` repeats at its start (1 for `<tool_call>`, 2 for `]]>`). */
function leadingRun(m: string): number {
  let k = 1;
  while (k < m.length && m.charCodeAt(k) === m.charCodeAt(0)) k++;
  return k;
}

/** Up to this many branches under a first character that is no marker of its own are searched apart. */
const SPLIT_UP_TO = 4;

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
 * `indexOf` of what its markers start with (the character; or, when the character is no marker and starts a few
 * branches, each branch's own prefix: `funct`) and a walk of the group's trie at each hit. Text without markers costs one
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
  /** The searches of `find`: one per group of markers (see `Group`). */
  readonly #groups: Group[] = [];

  constructor(markers: Iterable<string>) {
    const unique = [...new Set(markers)].filter((m) => m.length > 0);
    this.markers = unique;
    this.longest = unique.reduce((n, m) => Math.max(n, m.length), 0);
    const counts: number[] = [];
    /** Per root: its first marker (the group's one marker when it has one). */
    const firstIds: number[] = [];
    unique.forEach((m, id) => {
      const c = m.charCodeAt(0);
      let node: TrieNode;
      if (this.#first[c] === 0) {
        node = trieNode();
        this.#roots.push(node);
        firstIds.push(id);
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
      const root = this.#roots[r]!;
      const char = unique[firstIds[r]!]![0]!;
      if (n === 1) this.#groups.push({ lead: unique[firstIds[r]!]!, only: firstIds[r]!, start: root, runId: -1 });
      else if (root.id < 0 && root.codes.length <= SPLIT_UP_TO) {
        // no marker is the character alone, and a few branches: each branch searched by its own prefix (`funct` for
        // `functools` and `function call`; `]]>` apart from `]<]minimax[>[`), so a character that fills the text
        // (`f` in prose, `]` in JSON) is not one hit each (issue 35: the cost of an added grammar's marker)
        root.codes.forEach((d, k) => {
          const start = root.next[k]!;
          this.#groups.push({ lead: char + String.fromCharCode(d) + start.rest, only: -1, start, runId: -1 });
        });
      } else {
        // in a run of the character (`[[[[`) where only the one-character marker matches, no trie walk
        const runId = root.id >= 0 && child(root, char.charCodeAt(0)) === undefined ? root.id : -1;
        this.#groups.push({ lead: char, only: -1, start: root, runId });
      }
    });
  }

  /**
   * marker → ascending positions. Overlapping occurrences of different markers are all reported. The map
   * lists the markers in the order of their first occurrence (at one position, the longest first). The lists are
   * views of one new typed array, never reused.
   */
  find(text: string): Map<string, Positions> {
    // every hit goes into one typed scratch buffer (marker id, position), then into lists made at their final
    // size: pushing half a million positions into growing arrays cost 3× the search
    let pos = scratchPos;
    let ids = scratchIds;
    let count = 0;
    const counts = new Int32Array(this.markers.length);
    const n = text.length;
    for (const group of this.#groups) {
      if (group.only >= 0) {
        const id = group.only;
        const m = this.markers[id]!;
        const run = leadingRun(m);
        if (run >= 2 && run < m.length) {
          // a marker that starts with a repeated character (`]]>`) is found by what follows the run: native
          // `indexOf` of `]]>` tests every position of a run of `]` (6 ms a MiB of `]]]]`; docs/performance.md, tenth pass)
          const tail = m.slice(run);
          for (let t = text.indexOf(tail, run); t >= 0; t = text.indexOf(tail, t + 1)) {
            if (!text.startsWith(m, t - run)) continue;
            if (count === pos.length) ({ pos, ids } = growScratch());
            pos[count] = t - run;
            ids[count++] = id;
            counts[id]!++;
          }
          continue;
        }
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
      const { lead, runId } = group;
      const code = lead.charCodeAt(0);
      const one = lead.length === 1;
      for (let i = text.indexOf(lead); i >= 0; i = one && text.charCodeAt(i + 1) === code ? i + 1 : text.indexOf(lead, i + 1)) {
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
        let node = group.start;
        for (let j = i + lead.length; ; ) {
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
    const all = new Int32Array(count);
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
   * The lists are fresh memory, as `find`'s (`found` is only read).
   */
  findAfter(found: ReadonlyMap<string, Positions>, pieces: readonly Piece[], text: string): Map<string, Positions> {
    const n = text.length;
    if (!this.seamsPay(pieces.length, n)) return this.find(text);
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
    const all = new Int32Array(capacity);
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
