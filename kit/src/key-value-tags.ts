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
  return { keyAt, keyEndingAt, keyBefore, spec };
}
