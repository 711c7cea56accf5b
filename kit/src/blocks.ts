/**
 * Pieces several grammars build their scanners from: a block of complete calls with an optional closer, the
 * end-of-turn token after a call, the ` name="N">` attribute of an XML-like tag, and renaming native toolCall blocks
 * whose names carry leaked tokens.
 */
import type { RecoveredCall } from "./types.js";
import { skipWs } from "./calls.js";
import { APOSTROPHE, EQUALS, GREATER_THAN, LF, QUOTE } from "./chars.js";

/** One call read at a position, and where it ends. */
export interface CallAt {
  call: RecoveredCall;
  end: number;
}

export interface CallList {
  calls: RecoveredCall[];
  /** After the closer when it follows the last call, else right after the last call. */
  end: number;
  /** Whether the closer followed (else it is missing after complete calls: EDGE, still a block). */
  closed: boolean;
}

/**
 * `end`, or past the first of `tokens` that starts right after it (blanks between): the end-of-turn token a chat
 * template writes right after a call (`<|im_end|>`, `<|end|>`, `<SPECIAL_12>`), which leaks as text where it is no
 * stop token and goes with the call.
 */
export function pastEndToken(text: string, end: number, tokens: readonly string[]): number {
  const j = skipWs(text, end);
  for (const t of tokens) if (text.startsWith(t, j)) return j + t.length;
  return end;
}

/**
 * The calls of a block from `from`: whitespace, then a call wherever `startsCall` says one starts (read by
 * `readCall`; `separator` may stand between two), as long as they come; then whitespace and the `closer`,
 * which may be missing after complete calls. `undefined` when a call is broken (`readCall` gives
 * `undefined`: the block stays text) or there is none.
 */
export function callList(
  text: string,
  from: number,
  closer: string,
  startsCall: (i: number) => boolean,
  readCall: (i: number) => CallAt | undefined,
  separator?: string,
): CallList | undefined {
  const calls: RecoveredCall[] = [];
  let i = from;
  let last = from;
  for (;;) {
    i = skipWs(text, i);
    if (separator !== undefined && calls.length > 0 && text.startsWith(separator, i)) i = skipWs(text, i + separator.length);
    if (!startsCall(i)) break;
    const one = readCall(i);
    if (!one) return undefined;
    calls.push(one.call);
    i = last = one.end;
  }
  if (calls.length === 0) return undefined;
  const j = skipWs(text, last);
  return text.startsWith(closer, j) ? { calls, end: j + closer.length, closed: true } : { calls, end: last, closed: false };
}

/**
 * ` name="N">` (or `'N'`; with `bare`, also an unquoted N) after a tag name at `i`: the trimmed name and the
 * index after `>`. A quoted name does not cross a line and is at most `maxName` characters.
 */
export function readNameAttr(text: string, i: number, options: { bare?: boolean; maxName?: number } = {}): { name: string; end: number } | undefined {
  const maxName = options.maxName ?? 256;
  const j0 = skipWs(text, i);
  if (j0 === i || !text.startsWith("name", j0)) return undefined;
  let j = skipWs(text, j0 + 4);
  if (text.charCodeAt(j) !== EQUALS) return undefined;
  j = skipWs(text, j + 1);
  const q = text.charCodeAt(j);
  let name: string;
  if (q === QUOTE || q === APOSTROPHE) {
    const start = j + 1;
    j = start;
    while (j < text.length && j - start < maxName && text.charCodeAt(j) !== q && text.charCodeAt(j) !== LF) j++;
    if (text.charCodeAt(j) !== q) return undefined;
    name = text.slice(start, j);
    j++;
  } else if (options.bare) {
    const start = j;
    while (j < text.length && j - start < maxName && !/[\s>"'<]/.test(text[j]!)) j++;
    name = text.slice(start, j);
  } else return undefined;
  j = skipWs(text, j);
  if (text.charCodeAt(j) !== GREATER_THAN) return undefined;
  name = name.trim();
  return name ? { name, end: j + 1 } : undefined;
}

/**
 * Renames the native toolCall blocks of a message whose names `rename` cleans (it answers the new name, or
 * `undefined` to leave the block). The same message when no block changes; else a copy with new blocks.
 */
export function renameNativeCalls<M extends { content: readonly unknown[] }>(message: M, rename: (name: string) => string | undefined): M {
  let content: unknown[] | undefined;
  message.content.forEach((block, index) => {
    if (typeof block !== "object" || block === null) return;
    const call = block as { type?: unknown; name?: unknown };
    if (call.type !== "toolCall" || typeof call.name !== "string") return;
    const name = rename(call.name);
    if (name === undefined) return;
    content ??= [...message.content];
    content[index] = { ...call, name };
  });
  return content ? { ...message, content } : message;
}
