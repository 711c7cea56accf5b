/** The mutable candidate a repair pass works on: a deep clone of the arguments with an undo log (the contract's `Draft`). */
import type { Draft, Hint, Issue, JSONSchema } from "../contract/index.js";
import { notPlainJson } from "../contract/index.js";
import { getAt, hasAt, isPlainObject, parentPointer, subschemasAt } from "@pi-tool-repair/grammar-kit";

type Undo = () => void;

/**
 * The candidate arguments one repair works on: a deep clone of what the model sent, never the original.
 * Rules change it only through {@link Draft.set}, {@link Draft.remove} and {@link Draft.rename}; every change is
 * logged for undo, bumps {@link Draft.version} and makes {@link Draft.issues} be recomputed. The host commits
 * the draft only when the whole call then validates; a rule that throws is rolled back; a
 * {@link Draft.veto} keeps the call unrepairable whatever later rules do.
 */
export class ArgumentsDraft implements Draft {
  /** The tool being called. */
  readonly tool: string;
  /** The tool's schema (the live object: read it, never write it). */
  readonly schema: JSONSchema;
  /** The raw arguments text when the model's arguments arrived as text (pi 1.6 `argumentsError`, a string root). */
  readonly rawText: string | undefined;
  /** One hint per change a rule made (`{rule, path, message}`), in order: what the repair result reports. */
  readonly hints: Hint[] = [];
  /** Rules that threw (rolled back and skipped), one entry each. */
  readonly faults: Hint[] = [];
  /** The names of the rules that changed the draft. */
  readonly rules = new Set<string>();
  #root: unknown;
  #veto: Hint | undefined;
  #version = 0;
  #undo: Undo[] = [];
  #issues: readonly Issue[] | undefined;
  #issuesVersion = -1;
  readonly #validate: (value: unknown) => readonly Issue[];

  constructor(options: { tool: string; schema: JSONSchema; root: unknown; rawText?: string | undefined; validate: (value: unknown) => readonly Issue[] }) {
    this.tool = options.tool;
    this.schema = options.schema;
    this.#root = options.root;
    this.rawText = options.rawText;
    this.#validate = options.validate;
  }

  /** The current candidate arguments. */
  get root(): unknown {
    return this.#root;
  }
  /** Bumped by every change; rules compare it to see whether they changed anything. */
  get version(): number {
    return this.#version;
  }
  /** The validation issues of the current candidate, recomputed after each change. */
  get issues(): readonly Issue[] {
    if (this.#issuesVersion !== this.#version || !this.#issues) {
      this.#issues = this.#validate(this.#root);
      this.#issuesVersion = this.#version;
    }
    return this.#issues;
  }
  /** Whether the current candidate validates (no issues left). */
  get valid(): boolean {
    return this.issues.length === 0;
  }

  /** The value at a JSON Pointer (`""` = the root), or `undefined`. */
  get(path: string): unknown {
    return getAt(this.#root, path);
  }
  /** Whether a value exists at a JSON Pointer. */
  has(path: string): boolean {
    return hasAt(this.#root, path);
  }
  /** The schemas that apply at `path` (through `$ref`, `allOf`, `anyOf`, `oneOf`). */
  schemasAt(path: string): JSONSchema[] {
    return subschemasAt(this.schema, path);
  }
  /** Whether the property at `path` is optional in its parent object (the root and array elements never are). */
  isOptional(path: string): boolean {
    const p = parentPointer(path);
    if (!p) return false;
    if (Array.isArray(getAt(this.#root, p.parent))) return false; // an array element is never "optional"
    const parentSchemas = subschemasAt(this.schema, p.parent);
    if (parentSchemas.length === 0) return false;
    return !parentSchemas.some((s) => Array.isArray(s.required) && s.required.includes(p.key));
  }

  /**
   * Sets the value at `path` (`""` replaces the root). The parent must exist. The value must be plain JSON
   * (no BigInt, function, `undefined`, NaN/Infinity, class instance, cycle within it): anything else throws a
   * TypeError, so the rule that tried is rolled back and logged.
   */
  set(path: string, value: unknown): void {
    if (!(typeof value === "string" || typeof value === "boolean" || value === null || (typeof value === "number" && Number.isFinite(value)))) {
      const why = notPlainJson(value);
      if (why !== undefined) throw new TypeError(`cannot set ${path || "/"} to a value that is not plain JSON (${why})`);
    }
    const p = parentPointer(path);
    if (!p) {
      const before = this.#root;
      this.#root = value;
      this.#record(() => (this.#root = before));
      return;
    }
    const parent = getAt(this.#root, p.parent);
    if (Array.isArray(parent)) {
      const i = Number(p.key);
      if (!Number.isInteger(i) || i < 0 || i > parent.length) throw new RangeError(`no array index ${p.key} at ${p.parent || "/"}`);
      if (i === parent.length) {
        parent.push(value);
        this.#record(() => void parent.pop());
      } else {
        const before = parent[i];
        parent[i] = value;
        this.#record(() => (parent[i] = before));
      }
      return;
    }
    if (!isPlainObject(parent)) throw new TypeError(`no object at ${p.parent || "/"}`);
    const had = Object.prototype.hasOwnProperty.call(parent, p.key);
    const before = parent[p.key];
    if (had) {
      parent[p.key] = value;
      this.#record(() => (parent[p.key] = before));
    } else {
      Object.defineProperty(parent, p.key, { value, enumerable: true, writable: true, configurable: true });
      this.#record(() => void delete parent[p.key]);
    }
  }

  /** Removes the property or array element at `path`. Returns whether something was removed. */
  remove(path: string): boolean {
    const p = parentPointer(path);
    if (!p || !this.has(path)) return false;
    const parent = getAt(this.#root, p.parent);
    if (Array.isArray(parent)) {
      const i = Number(p.key);
      const [before] = parent.splice(i, 1);
      this.#record(() => void parent.splice(i, 0, before));
      return true;
    }
    const obj = parent as Record<string, unknown>;
    const entries = Object.entries(obj);
    delete obj[p.key];
    this.#record(() => restoreEntries(obj, entries));
    return true;
  }

  /** Renames key `from` to `to` in the object at `objectPath`, keeping the key's place. */
  rename(objectPath: string, from: string, to: string): boolean {
    const obj = getAt(this.#root, objectPath);
    if (!isPlainObject(obj) || !Object.prototype.hasOwnProperty.call(obj, from) || from === to) return false;
    const entries = Object.entries(obj);
    const next: [string, unknown][] = [];
    for (const [k, v] of entries) {
      if (k === to) continue;
      next.push([k === from ? to : k, v]);
    }
    restoreEntries(obj, next);
    this.#record(() => restoreEntries(obj, entries));
    return true;
  }

  /**
   * Declares the call unrepairable: no later rule runs and nothing is committed, so pi reports the model's
   * own error. For input that must not be "fixed" by anyone (truncated JSON: closing it would run a call
   * the model never finished).
   */
  veto(rule: string, path: string, message: string): void {
    this.#veto ??= { rule, path, message };
  }
  /** The first veto, if any rule vetoed the call. */
  get vetoed(): Hint | undefined {
    return this.#veto;
  }

  /** A mark for `rollback`. */
  mark(): number {
    return this.#undo.length;
  }
  /** Undoes every change made since `mark`. */
  rollback(mark: number): void {
    while (this.#undo.length > mark) this.#undo.pop()!();
    this.#version++;
  }

  /** Records a hint for a change a rule made (the rule wrapper calls this). */
  hint(rule: string, path: string, message: string): void {
    this.rules.add(rule);
    this.hints.push({ rule, path, message });
  }
  fault(rule: string, path: string, message: string): void {
    this.faults.push({ rule, path, message });
  }

  #record(undo: Undo): void {
    this.#undo.push(undo);
    this.#version++;
  }
}

function restoreEntries(obj: Record<string, unknown>, entries: [string, unknown][]): void {
  for (const k of Object.keys(obj)) delete obj[k];
  for (const [k, v] of entries) Object.defineProperty(obj, k, { value: v, enumerable: true, writable: true, configurable: true });
}
