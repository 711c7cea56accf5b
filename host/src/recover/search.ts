/**
 * The memoized forward search a grammar's `ScanInput.indexOf` answers with: literals the marker pass found
 * are answered from their positions, others by one scan in total. Moved here from the grammar kit: only the
 * host uses it.
 */
import { lowerBound, type Positions } from "@pi-tool-repair/grammar-kit";

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
