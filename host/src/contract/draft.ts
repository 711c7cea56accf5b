/** What a repair rule works on: the draft of one call's arguments, and one validation issue bound to it. */
import type { JsonType } from "@pi-tool-repair/grammar-kit";
import type { Hint, Issue, JSONSchema } from "./shapes.js";

/**
 * The candidate arguments one repair works on: a deep clone of what the model sent, never the original.
 * Rules change it only through {@link Draft.set}, {@link Draft.remove} and {@link Draft.rename}; every change is
 * logged for undo, bumps {@link Draft.version} and makes {@link Draft.issues} be recomputed. The host commits
 * the draft only when the whole call then validates; a rule that throws is rolled back; a
 * {@link Draft.veto} keeps the call unrepairable whatever later rules do.
 */
export interface Draft {
  /** The tool being called. */
  readonly tool: string;
  /** The tool's schema (the live object: read it, never write it). */
  readonly schema: JSONSchema;
  /** The raw arguments text when the model's arguments arrived as text (pi 1.6 `argumentsError`, a string root). */
  readonly rawText: string | undefined;
  /** One hint per change a rule made (`{rule, path, message}`), in order: what the repair result reports. */
  readonly hints: Hint[];
  /** Rules that threw (rolled back and skipped), one entry each. */
  readonly faults: Hint[];
  /** The names of the rules that changed the draft. */
  readonly rules: Set<string>;
  /** The current candidate arguments. */
  readonly root: unknown;
  /** Bumped by every change; rules compare it to see whether they changed anything. */
  readonly version: number;
  /** The validation issues of the current candidate, recomputed after each change. */
  readonly issues: readonly Issue[];
  /** Whether the current candidate validates (no issues left). */
  readonly valid: boolean;
  /** The first veto, if any rule vetoed the call. */
  readonly vetoed: Hint | undefined;

  /** The value at a JSON Pointer (`""` = the root), or `undefined`. */
  get(path: string): unknown;
  /** Whether a value exists at a JSON Pointer. */
  has(path: string): boolean;
  /** The schemas that apply at `path` (through `$ref`, `allOf`, `anyOf`, `oneOf`). */
  schemasAt(path: string): JSONSchema[];
  /** Whether the property at `path` is optional in its parent object (the root and array elements never are). */
  isOptional(path: string): boolean;
  /**
   * Sets the value at `path` (`""` replaces the root). The parent must exist. The value must be plain JSON
   * (no BigInt, function, `undefined`, NaN/Infinity, class instance, cycle within it): anything else throws a
   * TypeError, so the rule that tried is rolled back and logged.
   */
  set(path: string, value: unknown): void;
  /** Removes the property or array element at `path`. Returns whether something was removed. */
  remove(path: string): boolean;
  /** Renames key `from` to `to` in the object at `objectPath`, keeping the key's place. */
  rename(objectPath: string, from: string, to: string): boolean;
  /**
   * Declares the call unrepairable: no later rule runs and nothing is committed, so pi reports the model's
   * own error. For input that must not be "fixed" by anyone (truncated JSON: closing it would run a call
   * the model never finished).
   */
  veto(rule: string, path: string, message: string): void;
  /** A mark for `rollback`. */
  mark(): number;
  /** Undoes every change made since `mark`. */
  rollback(mark: number): void;
  /** Records a hint for a change a rule made (the rule wrapper calls this). */
  hint(rule: string, path: string, message: string): void;
  /** Records a rule that threw (the rule wrapper calls this). */
  fault(rule: string, path: string, message: string): void;
}

/** What a rule's `apply` sees: one validation issue, bound to the current draft. */
export interface RuleIssue extends Issue {
  /** `instancePath`: where the failing value is. */
  readonly path: string;
  /** For `required`, `additionalProperties`, `dependencies`…: the key the issue is about. */
  readonly key: string | undefined;
  /** The value at `path` in the draft when the rule was called (a snapshot: it does not follow later changes). */
  readonly value: unknown;
  /** Whether the value at `path` is an optional property of its parent. */
  readonly optional: boolean;
  /** The tool being called. */
  readonly tool: string;
  /** Whether the failing schema accepts values of this JSON type. */
  expects(type: JsonType): boolean;
}
