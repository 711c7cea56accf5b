/**
 * The marker registry: the markers, owned markup and literals every loaded grammar registered, found in one
 * pass over a text (`find`), or from the previous round's positions for a stripped text (`findAfter`).
 */
import type { OwnedMarkup, Positions } from "@pi-tool-repair/grammar-kit";
import { MarkerSet, type Piece } from "./markers.js";
import { THINK_TAGS } from "./regions.js";
import type { KnownPositions } from "./search.js";

/** What one marker pass found: the marker set it used, the markers' lists, every literal's positions. */
interface Found {
  set: MarkerSet;
  markers: Map<string, Positions>;
  known: KnownPositions;
}

/** The markers and owned markup every loaded grammar registered, found in one pass over each text. */
export class MarkerRegistry {
  readonly #markers: string[] = [];
  /** Replaced, never changed in place: a scan input holds the list it was given (`ScanInput.owned`). */
  #owned: readonly OwnedMarkup[] = [];
  /** The grammars that own each wrapper (`open` and `close`, keyed by `wrapperKey`): a call of another family inside one is nested. */
  readonly #owners = new Map<string, Set<string>>();
  /** Strings the grammars search for besides their markers and closers (`GrammarSpec.literals`). */
  readonly #literals: string[] = [];
  /** The markers alone (`longestAt`). */
  #set: MarkerSet | undefined;
  /** The markers, the closers of owned markup and the reasoning tags, found in one pass (`find`). */
  #all: { set: MarkerSet; literals: ReadonlySet<string>; notMarkers: ReadonlySet<string> } | undefined;

  add(markers: readonly string[], owns: readonly OwnedMarkup[], literals: readonly string[] = [], owner?: string): void {
    this.#markers.push(...markers);
    for (const l of literals) if (l.length > 0 && !this.#literals.includes(l)) this.#literals.push(l);
    for (const o of owns) if (!this.#owned.some((p) => p.open === o.open && p.close === o.close)) this.#owned = [...this.#owned, o];
    if (owner !== undefined) {
      for (const o of owns) {
        if (o.close === undefined) continue;
        const key = wrapperKey(o.open, o.close);
        let set = this.#owners.get(key);
        if (set === undefined) this.#owners.set(key, (set = new Set()));
        set.add(owner);
      }
    }
    this.#set = undefined;
    this.#all = undefined;
  }

  get owned(): readonly OwnedMarkup[] {
    return this.#owned;
  }

  /** Whether `grammar` registered the wrapper `open` … `close` as its own (`owns`). */
  ownsWrapper(grammar: string, open: string, close: string): boolean {
    return this.ownersOf(open, close).has(grammar);
  }

  /** The grammars that registered the wrapper `open` … `close` as their own: a caller asking about many spans looks them up once. */
  ownersOf(open: string, close: string): ReadonlySet<string> {
    return this.#owners.get(wrapperKey(open, close)) ?? NO_OWNERS;
  }

  /**
   * The markers' positions in `text` (what the grammars are given), and every position of each marker, owned
   * closer and reasoning tag (`known`, for the forward search): one pass for all, so a closer or a tag that
   * never occurs costs no scan of the text.
   */
  find(text: string): Found {
    if (this.#all === undefined) {
      const markers = new Set(this.#markers);
      const others = new Set([...this.#owned.flatMap((o) => (o.close === undefined ? [] : [o.close])), ...THINK_TAGS.flat(), ...this.#literals].filter((l) => !markers.has(l)));
      const set = new MarkerSet([...markers, ...others]);
      this.#all = { set, literals: new Set(set.markers), notMarkers: others };
    }
    const { set } = this.#all;
    return this.#split(set.find(text));
  }

  /**
   * `find` for a text made of pieces of an earlier one (the markup stripped from it, the rest joined), from that
   * text's `known.positions`: only the seams between the pieces are searched (`MarkerSet.findAfter`).
   */
  findAfter(prior: Prior, text: string): Found {
    // markers registered since the prior scan (a plugin may call registerMarkers late): the prior lists lack them
    if (this.#all === undefined || prior.set !== this.#all.set) return this.find(text);
    const { set } = this.#all;
    // seams too close together: the text is searched, and no piece list is made
    if (!set.seamsPay(prior.count, text.length)) return this.#split(set.find(text));
    return this.#split(set.findAfter(prior.positions, prior.pieces(), text));
  }

  #split(positions: Map<string, Positions>): Found {
    const { set, literals, notMarkers } = this.#all!;
    let markers = positions;
    if (notMarkers.size > 0) {
      markers = new Map();
      for (const [literal, at] of positions) if (!notMarkers.has(literal)) markers.set(literal, at);
    }
    return { set, markers, known: { literals, positions } };
  }

  /** The length of the longest marker at `at`, 0 when none starts there. */
  lengthAt(text: string, at: number): number {
    return (this.#set ??= new MarkerSet(this.#markers)).longestAt(text, at);
  }
}

const wrapperKey = (open: string, close: string) => `${open}\u0000${close}`;
const NO_OWNERS: ReadonlySet<string> = new Set();

/**
 * What a scan of a text leaves for the scan of the text made from it by stripping its candidates: the
 * positions of every literal the host finds, and the stretches of the text the new one keeps (`Piece`s).
 */
export interface Prior {
  /** The marker set that found `positions` (a later one, after markers were added, cannot use them). */
  set: MarkerSet;
  positions: ReadonlyMap<string, Positions>;
  /** How many pieces the new text keeps, and the pieces (made only when the seams are searched). */
  count: number;
  pieces(): readonly Piece[];
}
