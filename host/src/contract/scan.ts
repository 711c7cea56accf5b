/** What a grammar's `scan` reads (`ScanInput`) and returns (`ScanResult`), and what the host keeps of it (`Candidate`). */
import type { OwnedMarkup, Positions, RecoveredCall } from "@pi-tool-repair/grammar-kit";
import type { JSONSchema } from "./shapes.js";

/** One tool call a grammar found. `arguments` is the decoded JSON value. */
export type { RecoveredCall };

/** What `scan` returns for the markup that starts at a marker. */
export interface ScanResult {
  /** Where the markup starts (default: the marker position). Must not lie before the previous result's end. */
  start?: number;
  /** One past the last character of the markup. */
  end: number;
  /** The complete calls found; `[]` = markup to strip that runs nothing (a dangling marker). */
  calls: RecoveredCall[];
  /** Visible text that replaces the markup (default: nothing). */
  replacement?: string | undefined;
  /**
   * Complete markup of the grammar's own layout that it refuses (`calls` empty) and leaves as text: the host
   * counts it where it decides what is prose (a refused block beside a call inside a sentence makes both prose),
   * then keeps its text. Without it, `calls: []` strips the markup. Since host API 1.1.0.
   */
  keep?: boolean | undefined;
}

export interface Candidate extends ScanResult {
  grammar: string;
  start: number;
  /** Whether it starts at one of the grammar's `bare` markers (plain text such as `{`): it must stand on its own line. */
  bare?: boolean | undefined;
}

/**
 * What a grammar's `scan` reads. Everything in it is made for this input or shared read-only: the host never
 * reuses or changes it after `scan` returns, so a grammar may keep any of it (its functions answer for this
 * input's `text` for as long as they are kept).
 */
export interface ScanInput {
  readonly text: string;
  readonly kind: "text" | "thinking";
  /**
   * Every loaded grammar's markers → ascending positions in `text`, found in one pass. The map and its lists
   * are made for this input and never reused or changed by the host: a grammar may keep them after `scan`.
   */
  readonly markers: ReadonlyMap<string, Positions>;
  /**
   * The markup every loaded grammar owns (its `owns`): what a bare-JSON grammar leaves alone (`insideOtherMarkup`).
   * Never changed after it is handed out (a marker registered later makes a new list for later scans).
   */
  readonly owned: readonly OwnedMarkup[];
  /**
   * Inside an inert region: text Markdown shows as code or quotes (fenced and indented code blocks, inline
   * code, block quotes, table rows, HTML `<code>`/`<pre>`), or hides or folds (HTML comments, `<details>`,
   * `<thinking>`, `<reasoning>`); see `codeRanges`.
   */
  isInert(pos: number): boolean;
  /** Inside a reasoning span (`<think>…</think>` and the like) of a text block. */
  inThink(pos: number): boolean;
  /** `text.indexOf(literal, from)`, memoized so repeated forward searches stay linear. */
  indexOf(literal: string, from: number): number;
  /** The first of `literals` at or after `from` (the earliest; the first listed on a tie), memoized like `indexOf`. */
  indexOfAny(literals: readonly string[], from: number): { at: number; literal: string } | undefined;
  /** The schema of a tool, when the context has it (to type XML parameter values). */
  schemaOf(name: string): JSONSchema | undefined;
  /** Whether a tool of that name is declared (always true when known tools are not required). */
  isKnownTool(name: string): boolean;
  /** The names of the declared tools (none when the context declares none), e.g. to find the one tool whose schema fits. */
  toolNames?(): readonly string[];
}
