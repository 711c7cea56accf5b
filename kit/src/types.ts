/**
 * The few shapes the kit reads and returns. They match the host's types structurally (the kit does not
 * import the host, so the host can use the kit too).
 */

export type JsonType = "string" | "number" | "integer" | "boolean" | "null" | "array" | "object";

/**
 * Ascending positions in a text (the occurrences of one marker): read-only and indexable. The host hands out
 * `Int32Array` views; any array of numbers is one too.
 */
export type Positions = ArrayLike<number>;

/** A span of text, `[start, end)`. */
export type Range = readonly [start: number, end: number];

/** A JSON Schema as a tool declares it. Never mutated. */
export type JSONSchema = { readonly [key: string]: unknown } | boolean;

/** One tool call a grammar found (the host's `RecoveredCall`). */
export interface RecoveredCall {
  name: string;
  arguments: unknown;
}

/**
 * Markup a grammar owns, declared in its `owns` (the host's `GrammarSpec`): an opener with its closer, or a
 * token with no closer that owns the rest of its line.
 */
export interface OwnedMarkup {
  readonly open: string;
  readonly close?: string;
}

/** What `insideOtherMarkup` reads of the host's `ScanInput`. */
export interface MarkupView {
  readonly markers: ReadonlyMap<string, Positions>;
  /** Every loaded grammar's owned markup. */
  readonly owned: readonly OwnedMarkup[];
  isInert(pos: number): boolean;
  indexOf(literal: string, from: number): number;
}

/** What the tag-value readers read of the host's `ScanInput`: its text (the input is their cache key) and the tools' schemas. */
export interface TagInput {
  readonly text: string;
  /** The schema of a tool, when the context has it (to type values and know the declared keys). */
  schemaOf(name: string): JSONSchema | undefined;
}
