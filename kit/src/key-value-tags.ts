/**
 * Key/value tags: the `<arg_key>K</arg_key><arg_value>V</arg_value>` shape that glm, hunyuan and k2-horizon
 * share (each with its own spelling of the tags), read for `TagValues`.
 */
import { skipWs } from "./calls.js";
import type { TagSpec } from "./tag-values.js";
import { isJsonSpace } from "./chars.js";

/** One grammar's key/value tags. */
export interface KeyValueTagNames {
  /** The key opener (`<arg_key>`) and close (`</arg_key>`). */
  key: string;
  keyClose: string;
  /** The value opener (`<arg_value>`) and close (`</arg_value>`). */
  value: string;
  valueClose: string;
  /** The call's opener (`<tool_call>`), followed by the tool's name, and its closer (`</tool_call>`). */
  block: string;
  end: string;
  /** The longest key read (the readers are bounded). */
  maxKey: number;
  /** Whether a character code may start a tool's name (the block opener is well-formed when one follows it). */
  isNameStart(c: number): boolean;
  /** The key of the value opener at `at` (default: `keyBefore`, the key tag just before it). */
  nameAt?(text: string, at: number): string | undefined;
  /** Whether the end tag at `at` is followed by what ends a block (default: always). */
  endsBlock?(text: string, at: number): boolean;
  /** A type tag that may stand between a key and its value (`<ifm|arg_type>T</ifm|arg_type>`), and its longest text. */
  type?: { open: string; close: string; max: number };
  /** Whether a blank key still names a pair (glm reads `<arg_key> </arg_key>` as the key `""`); default: the block is refused. */
  blankKeys?: boolean;
}

/** One key/value pair of a block: the key (trimmed), its type tag's text if any, and the value's span `[from, to)`. */
export interface KeyValuePair {
  key: string;
  type: string | undefined;
  from: number;
  to: number;
}

/** What `pairs` reads of a scan input: its text and the host's memoized forward search. */
export interface PairInput {
  readonly text: string;
  indexOf(needle: string, from: number): number;
}

/** The readers of one grammar's key/value tags, and its `TagSpec`. */
export interface KeyValueTags {
  /** The key of the `<arg_key>K</arg_key>` at `at`, or `undefined`. Bounded. */
  keyAt(text: string, at: number): string | undefined;
  /** The key of the `<arg_key>K</arg_key>` that ends at `k` (blanks already stepped over), or `undefined`. Bounded. */
  keyEndingAt(text: string, k: number): string | undefined;
  /** The key of the `<arg_key>K</arg_key>` that ends just before `at` (blanks between), or `undefined`. Bounded. */
  keyBefore(text: string, at: number): string | undefined;
  /**
   * Where a value ends: a value close followed by the key opener of a key the tool declares, or by the block's
   * clean closer. A value opener with no key before it names no parameter: it counts as one (the cautious reading).
   */
  spec: TagSpec;
  /**
   * The pairs of a block from `at` on, while a key opener follows (blanks between tags skipped), each value
   * ending where `valueEnd(from)` says (-1: no certain end). `undefined` when a pair is malformed (a key
   * longer than `maxKey` or holding `<`, a blank key unless `blankKeys`, a missing value opener); else the
   * pairs and where the text goes on after the last one. Bounded per tag; `input.indexOf` is the host's memoized search.
   */
  pairs(input: PairInput, at: number, valueEnd: (from: number) => number): { pairs: KeyValuePair[]; end: number } | undefined;
}


/** The readers and `TagSpec` of the key/value tags `names` spells. */
export function keyValueTags(names: KeyValueTagNames): KeyValueTags {
  const { key: KEY, keyClose: KEY_CLOSE, value: VALUE, valueClose: VALUE_CLOSE, block: BLOCK, end: END, maxKey } = names;

  function keyAt(text: string, at: number): string | undefined {
    if (!text.startsWith(KEY, at)) return undefined;
    const start = at + KEY.length;
    const close = text.slice(start, start + maxKey + KEY_CLOSE.length).indexOf(KEY_CLOSE);
    if (close < 0) return undefined;
    const key = text.slice(start, start + close);
    return key.includes("<") ? undefined : key.trim();
  }

  function keyEndingAt(text: string, k: number): string | undefined {
    if (!text.endsWith(KEY_CLOSE, k)) return undefined;
    const close = k - KEY_CLOSE.length;
    const from = Math.max(0, close - maxKey - KEY.length);
    const open = text.slice(from, close).lastIndexOf(KEY);
    if (open < 0) return undefined;
    const key = text.slice(from + open + KEY.length, close);
    return key.includes("<") ? undefined : key.trim();
  }

  function keyBefore(text: string, at: number): string | undefined {
    let k = at;
    while (k > 0 && isJsonSpace(text.charCodeAt(k - 1))) k--;
    return keyEndingAt(text, k);
  }

  const nameAt = names.nameAt ?? keyBefore;
  const spec: TagSpec = {
    open: VALUE,
    close: VALUE_CLOSE,
    end: END,
    block: BLOCK,
    isBlock: (text, at) => names.isNameStart(text.charCodeAt(skipWs(text, at + BLOCK.length))),
    nameAt: (text, at) => nameAt(text, at) ?? null,
    endsBlock: names.endsBlock ?? (() => true),
    after(text, at, tags) {
      const j = skipWs(text, at + VALUE_CLOSE.length);
      if (text.startsWith(KEY, j)) return keyAt(text, j) ?? null;
      return (text.startsWith(END, j) && tags.isTerminal(j)) || undefined;
    },
  };
  function pairs(input: PairInput, at: number, valueEnd: (from: number) => number): { pairs: KeyValuePair[]; end: number } | undefined {
    const text = input.text;
    const out: KeyValuePair[] = [];
    let i = at;
    while (text.startsWith(KEY, i)) {
      const keyStart = i + KEY.length;
      const keyEnd = input.indexOf(KEY_CLOSE, keyStart);
      if (keyEnd < 0 || keyEnd - keyStart > maxKey) return undefined;
      const key = text.slice(keyStart, keyEnd).trim();
      if (key.includes("<") || (key === "" && !names.blankKeys)) return undefined;
      i = skipWs(text, keyEnd + KEY_CLOSE.length);
      let type: string | undefined;
      if (names.type !== undefined && text.startsWith(names.type.open, i)) {
        const typeStart = i + names.type.open.length;
        const typeEnd = input.indexOf(names.type.close, typeStart);
        if (typeEnd < 0 || typeEnd - typeStart > names.type.max) return undefined;
        type = text.slice(typeStart, typeEnd);
        if (type.includes("<")) return undefined;
        i = skipWs(text, typeEnd + names.type.close.length);
      }
      if (!text.startsWith(VALUE, i)) return undefined;
      const from = i + VALUE.length;
      const to = valueEnd(from);
      if (to < 0) return undefined;
      out.push({ key, type, from, to });
      i = skipWs(text, to + VALUE_CLOSE.length);
    }
    return { pairs: out, end: i };
  }

  return { keyAt, keyEndingAt, keyBefore, spec, pairs };
}
