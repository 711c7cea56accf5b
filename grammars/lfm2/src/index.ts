import { defineGrammar, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { declaredNameAt, keptBlock, pythonCallList, pastEndToken, pythonKeywordCall, skipWs, DOT, OPEN_BRACKET, OPEN_PAREN, isIdentChar, isIdentStart } from "@pi-tool-repair/grammar-kit";

const OPEN = "<|tool_call_start|>";
const CLOSE = "<|tool_call_end|>";
const RAW_LINES = { lineBreaksInStrings: true } as const;
/**
 * The end of the turn the LFM2.5 chat template writes right after the calls (`…]<|tool_call_end|><|im_end|>⏎`).
 * Leaked right after a call (where it is no stop token), it is stripped with the block.
 */
const IM_END: readonly string[] = ["<|im_end|>"];

/** Past the closer at `close`, and past an `<|im_end|>` right after it (blanks between). */
function endOf(text: string, close: number): number {
  return pastEndToken(text, close + CLOSE.length, IM_END);
}


/** Whether `text[from, to)` holds a backslash (the host's memoized search: linear over many blocks). */
function hasBackslash(input: ScanInput, from: number, to: number): boolean {
  const b = input.indexOf("\\", from);
  return b >= 0 && b < to;
}

/**
 * One call without the list's brackets, `<|tool_call_start|>f(a='x')<|tool_call_end|>` (SGLang's LFM2 detector and
 * Ollama's LFM2 parser read it as the list of that one call), read as the list's calls are.
 */
function bareCall(text: string, i: number, input: ScanInput): ScanResult | undefined {
  const one = pythonKeywordCall(text, i, input, RAW_LINES);
  if (!one) return keptCall(text, i, input);
  if (hasBackslash(input, i, one.end)) return keptCall(text, i, input);
  const close = skipWs(text, one.end);
  if (!text.startsWith(CLOSE, close)) return keptCall(text, i, input);
  return { end: endOf(text, close), calls: [one.call] };
}

/** A refused bare call is kept markup only where it reads as a call's start (`name(`): other text there is not this layout. */
function keptCall(text: string, i: number, input: ScanInput): ScanResult | undefined {
  const declared = declaredNameAt(text, i, input);
  let j = declared === undefined ? i : i + declared.length;
  while (isIdentChar(text.charCodeAt(j)) || text.charCodeAt(j) === DOT) j++;
  return text.charCodeAt(skipWs(text, j)) === OPEN_PAREN ? keptBlock(input, i, CLOSE, OPEN) : undefined;
}

/**
 * Liquid LFM2 / LFM2.5: `<|tool_call_start|>[get_weather(city='Paris'), now()]<|tool_call_end|>`, prose allowed
 * before, as the LFM2.5 chat template renders a turn's calls. Values are Python literals (`'…'`, `"…"`, numbers,
 * `True`/`False`/`None`, lists and dicts; JSON's `true`/`null` too). openPangu v2 writes the same opener with a
 * JSON list (`[{"name": …}]`): that layout is the openpangu grammar's, this one reads only a list of calls.
 *
 * The template writes a string as `'` + the text + `'` with nothing escaped, where Python reads `\n` in it as a
 * line break: a block holding a backslash has two readings that may differ, so it does not run. A raw line break
 * inside a quoted string (a multi-line value written as the template writes it) has one reading and stays in the
 * value. One call without the brackets is read as the list of that call. The closer is required. The template's
 * `<|im_end|>` right after a recovered block goes with it.
 */
export const lfm2 = defineGrammar({
  name: "lfm2",
  package: "@pi-tool-repair/grammar-lfm2",
  host: "^1.0.0",
  markers: [OPEN],
  owns: [{ open: OPEN, close: CLOSE }],
  scan(text, at, input): ScanResult | undefined {
    const i = skipWs(text, at + OPEN.length);
    // a name (or a declared tool's name, whatever its characters): one call without the brackets
    if (isIdentStart(text.charCodeAt(i)) || declaredNameAt(text, i, input) !== undefined) return bareCall(text, i, input);
    if (text.charCodeAt(i) !== OPEN_BRACKET) return undefined; // `[`
    // a closed block of this layout (`[` then a name: `[{` is openPangu's) it refuses is kept markup: text that
    // counts in the sentence groups, never reaching over the next opener
    const kept = () => (isIdentStart(text.charCodeAt(skipWs(text, i + 1))) ? keptBlock(input, i, CLOSE, OPEN) : undefined);
    // keyword arguments only; one broken call and the block runs nothing; a line break in a string is the raw text
    // the template wrote (vLLM's and SGLang's LFM2 parsers read it so too)
    const list = pythonCallList(text, i, input, RAW_LINES);
    if (!list) return kept();
    if (hasBackslash(input, i, list.end)) return kept();
    const close = skipWs(text, list.end);
    if (!text.startsWith(CLOSE, close)) return kept();
    return { end: endOf(text, close), calls: list.calls };
  },
});

export default lfm2;
