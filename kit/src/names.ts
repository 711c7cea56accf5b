/**
 * The tool-name rule every grammar reads a name with (docs/policy.md, "Tool names"). A name the context declares
 * is accepted whatever its characters (`获取天气`, `météo`); any other name must pass the strict rule, which is
 * also what tells a call from data where no tool is declared.
 */
import { perInput } from "./memo.js";

/** What the name rule reads of the host's `ScanInput`: the declared tools' names (none when none are declared). */
export interface NameView {
  toolNames?(): readonly string[];
}

/** The strict rule: a short name, ASCII letters, digits, `_`, `.`, `-`, not starting with a digit or a sign. */
export function isToolName(name: unknown): name is string {
  return typeof name === "string" && name.length > 0 && name.length <= 128 && /^[A-Za-z_][\w.\-]*$/.test(name);
}

interface Declared {
  readonly names: ReadonlySet<string>;
  /** Declared names by their first UTF-16 unit, longest first (a name at a position is found in a few compares). */
  readonly byFirst: ReadonlyMap<number, readonly string[]>;
}

const declaredOf = perInput((input: NameView): Declared => {
  const names = new Set((input.toolNames?.() ?? []).filter((n) => n.length > 0));
  const byFirst = new Map<number, string[]>();
  for (const n of names) {
    const list = byFirst.get(n.charCodeAt(0));
    if (list) list.push(n);
    else byFirst.set(n.charCodeAt(0), [n]);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.length - a.length);
  return { names, byFirst };
});

/** Whether `name` is a declared tool's name in `input`'s context. */
export function isDeclaredTool(name: string, input: NameView | undefined): boolean {
  return input !== undefined && declaredOf(input).names.has(name);
}

/** Whether `name` may name a call: a declared tool's name whatever its characters, else the strict rule. */
export function acceptsToolName(name: unknown, input?: NameView): name is string {
  if (typeof name !== "string") return false;
  return isToolName(name) || isDeclaredTool(name, input);
}

/** How a grammar reads a name in its own layout: its name characters (and start characters) and its length bound. */
export interface NameChars {
  start?: (c: number) => boolean;
  char: (c: number) => boolean;
  max: number;
}

/**
 * The tool name at `i` in a grammar's layout: the grammar's own run of name characters (`chars`), unless a
 * declared tool's name starts at `i` and is at least as long (the longest such); `undefined` when neither.
 * The caller still checks what must follow the name. Bounded by the longest name, linear overall.
 */
export function readToolName(text: string, i: number, input: NameView | undefined, chars: NameChars): { name: string; end: number } | undefined {
  let j = i;
  if (chars.start === undefined || chars.start(text.charCodeAt(i))) {
    while (j < text.length && j - i <= chars.max && chars.char(text.charCodeAt(j))) j++;
  }
  const strict = j - i > chars.max ? -1 : j - i; // -1: too long for the grammar's own rule
  const declared = declaredNameAt(text, i, input);
  if (declared !== undefined && declared.length >= strict) return { name: declared, end: i + declared.length };
  return strict > 0 ? { name: text.slice(i, j), end: j } : undefined;
}

/** The longest declared tool name that starts at `i`, or `undefined`. */
export function declaredNameAt(text: string, i: number, input: NameView | undefined): string | undefined {
  if (input === undefined) return undefined;
  for (const name of declaredOf(input).byFirst.get(text.charCodeAt(i)) ?? []) if (text.startsWith(name, i)) return name;
  return undefined;
}
