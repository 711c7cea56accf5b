/**
 * The Qwen3-Coder function block, shared by `<tool_call>` (qwen) and `<seed:tool_call>` (seed-oss):
 * `<function=NAME>` then `<parameter=KEY>\nVALUE\n</parameter>`… then `</function>`. Forward only; where each
 * value ends is `TagValues`' answer. With `XmlOptions.shortParam`, also llama.cpp's `<param=KEY>VALUE</param>`.
 */
import type { JSONSchema, JsonType, TagInput } from "./types.js";
import { setParam, skipWs } from "./calls.js";
import { parseJsonAt } from "./json.js";
import { isPlainObject } from "./pointer.js";
import { declaredKeys } from "./schema.js";
import { typeByOrder, typesOf } from "./values.js";
import { TagValues, type TagSpec } from "./tag-values.js";
import { CR, GREATER_THAN, LESS_THAN, LF, OPEN_BRACE } from "./chars.js";

export const FUNCTION_OPEN = "<function=";
export const FUNCTION_CLOSE = "</function>";
/** A spelling of the parameter tags: an opener and the closer that must match it. */
interface ParamTags {
  readonly open: string;
  readonly close: string;
}
const PARAMETER: ParamTags = { open: "<parameter=", close: "</parameter>" };
/** llama.cpp's constructed-tools default (`common/chat-peg-parser.cpp`, `parameter_key_prefix` `<param=`, `parameter_closer` `</param>`). */
const PARAM: ParamTags = { open: "<param=", close: "</param>" };
const MAX_NAME = 256;

export interface FunctionBlock {
  name: string;
  arguments: Record<string, unknown>;
  end: number;
  /** A parameter was repeated: the block is well delimited (up to `end`) but its call must not run. */
  refused?: true;
}

/** How a grammar wraps the Qwen3-Coder blocks. */
export interface XmlOptions {
  /** The wrapper's closers (`</tool_call>`): after `</function>`, or in place of a missing one. */
  closers: readonly string[];
  /** The wrapper's openers (`<tool_call>`). */
  openers: readonly string[];
  /** Other literals that may follow a last `</function>` (`<|im_end|>`, `<seed:eos>`). */
  ends: readonly string[];
  /** A bare `<function=…>` block with no wrapper: anything may follow its `</function>`. */
  bare: boolean;
  /** Qwen3-Coder writes `<parameter=K>\nV\n</parameter>`: one leading and one trailing newline are padding. Seed-OSS writes `V` as it is. */
  padding: boolean;
  /**
   * Also read llama.cpp's `<param=K>V</param>` (its constructed-tools parser's default tags). A block is read in one
   * spelling, its first parameter's: a `</parameter>` never closes a `<param=` value (it is content), and a block
   * that mixes the two spellings is malformed.
   */
  shortParam?: boolean;
}

/** Reads `NAME>` at `i`: a short name on one line with no `<`. Returns the trimmed name and the index after `>`. */
function readHeader(text: string, i: number): { name: string; end: number } | undefined {
  const stop = Math.min(text.length, i + MAX_NAME);
  for (let j = i; j < stop; j++) {
    const c = text.charCodeAt(j);
    if (c === GREATER_THAN) {
      const name = text.slice(i, j).trim();
      return name ? { name, end: j + 1 } : undefined;
    }
    if (c === LF || c === CR || c === LESS_THAN) return undefined;
  }
  return undefined;
}

/** Qwen3-Coder padding: exactly one leading and one trailing newline go. */
function trimOneNewline(value: string): string {
  let s = value;
  if (s.startsWith("\r\n")) s = s.slice(2);
  else if (s.startsWith("\n")) s = s.slice(1);
  if (s.endsWith("\r\n")) s = s.slice(0, -2);
  else if (s.endsWith("\n")) s = s.slice(0, -1);
  return s;
}

/**
 * A Qwen3-Coder value typed by the schema: a string-typed key (or one the schema does not type) keeps its
 * text, `null` included; otherwise `null` is null and the rest is typed by the schema, an unknown boolean
 * (`yes`, `1`, empty) staying text for the schema to judge.
 */
export function qwenValue(raw: string, types: ReadonlySet<JsonType> | undefined): unknown {
  if (types?.has("string")) return raw;
  if (raw.toLowerCase() === "null") return null;
  return typeByOrder(raw, types);
}

function startsWithAny(text: string, i: number, literals: readonly string[]): boolean {
  for (const l of literals) if (text.startsWith(l, i)) return true;
  return false;
}

function specFor(opts: XmlOptions, p: ParamTags): TagSpec {
  const endsBlock = (text: string, at: number): boolean => {
    if (opts.bare) return true;
    const j = skipWs(text, at + FUNCTION_CLOSE.length);
    return j >= text.length || startsWithAny(text, j, opts.closers) || text.startsWith(FUNCTION_OPEN, j) || startsWithAny(text, j, opts.ends);
  };
  return {
    open: p.open,
    close: p.close,
    end: FUNCTION_CLOSE,
    block: FUNCTION_OPEN,
    isBlock: (text, at) => readHeader(text, at + FUNCTION_OPEN.length) !== undefined,
    nameAt: (text, at) => readHeader(text, at + p.open.length)?.name,
    endsBlock,
    after(text, at, tags) {
      const j = skipWs(text, at + p.close.length);
      if (text.startsWith(p.open, j)) return readHeader(text, j + p.open.length)?.name;
      if (text.startsWith(FUNCTION_CLOSE, j)) return tags.isTerminal(j) || undefined;
      // `</function>` missing before the wrapper's closer: an end only when nothing of a call's inside follows it
      for (const closer of opts.closers) if (text.startsWith(closer, j)) return tags.callEndsAt(j + closer.length) || undefined;
      return undefined;
    },
  };
}

/**
 * Per options object and parameter spelling: its cache key and tag spec, and the fields they were made from (made
 * once, not at every `<function=`; made again when a field was given another value).
 */
const specs = new Map<ParamTags, WeakMap<XmlOptions, { key: string; spec: TagSpec; from: XmlOptions }>>([
  [PARAMETER, new WeakMap()],
  [PARAM, new WeakMap()],
]);

function tagsFor(input: TagInput, opts: XmlOptions, p: ParamTags): TagValues {
  const bySpelling = specs.get(p)!;
  let made = bySpelling.get(opts);
  if (made === undefined || made.from.bare !== opts.bare || made.from.closers !== opts.closers || made.from.openers !== opts.openers || made.from.ends !== opts.ends) {
    const key = `qwen\u0000${p.open}\u0000${opts.bare}\u0000${opts.closers.join("\u0001")}\u0000${opts.openers.join("\u0001")}\u0000${opts.ends.join("\u0001")}`;
    bySpelling.set(opts, (made = { key, spec: specFor(opts, p), from: { ...opts } }));
  }
  return TagValues.of(input, made.key, made.spec);
}

/**
 * Reads one `<function=…>…</function>` block at `at` (which must hold `<function=`). `undefined` when it
 * is malformed, not closed by `</function>` (or by one of `closers`), or when a value cannot be delimited
 * with certainty (see `TagValues`: its own `</parameter>` missing, or two readings of where it ends). A repeated parameter (nobody knows which value the model meant) gives the block with
 * `refused`, so the caller knows its extent and runs nothing.
 */
export function parseFunctionBlock(text: string, at: number, input: TagInput, opts: XmlOptions): FunctionBlock | undefined {
  if (!text.startsWith(FUNCTION_OPEN, at)) return undefined;
  const header = readHeader(text, at + FUNCTION_OPEN.length);
  if (!header) return undefined;
  const name = header.name;
  const schema: JSONSchema | undefined = input.schemaOf(name);
  let i = skipWs(text, header.end);
  // `<function=N>{json}</function>` (llama.cpp's Hermes-2-Pro variant); the JSON reader refuses a repeated key
  if (text.charCodeAt(i) === OPEN_BRACE) {
    const json = parseJsonAt(text, i);
    if (!json || !isPlainObject(json.value)) return undefined;
    i = skipWs(text, json.end);
    if (!text.startsWith(FUNCTION_CLOSE, i)) return undefined;
    return { name, arguments: json.value, end: i + FUNCTION_CLOSE.length };
  }
  // the block's spelling is its first parameter's (`<param=` only where the grammar reads it)
  const p = opts.shortParam === true && text.startsWith(PARAM.open, i) ? PARAM : PARAMETER;
  const tags = tagsFor(input, opts, p);
  const declares = declaredKeys(schema);
  const args: Record<string, unknown> = {};
  let refused = false;
  const done = (end: number): FunctionBlock => (refused ? { name, arguments: args, end, refused: true } : { name, arguments: args, end });
  for (;;) {
    if (text.startsWith(FUNCTION_CLOSE, i)) return done(i + FUNCTION_CLOSE.length);
    if (startsWithAny(text, i, opts.closers)) return done(i); // `</function>` missing
    if (!text.startsWith(p.open, i)) return undefined;
    const key = readHeader(text, i + p.open.length);
    if (!key) return undefined;
    // a value whose end is not certain (its close missing, or two readings): the block does not run
    const to = tags.valueEnd(key.end, declares);
    if (to < 0) return undefined;
    let raw = text.slice(key.end, to);
    if (opts.padding) raw = trimOneNewline(raw);
    if (!setParam(args, key.name, qwenValue(raw, typesOf(schema, key.name)))) refused = true;
    i = skipWs(text, to + p.close.length);
  }
}
