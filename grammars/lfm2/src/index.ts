import { defineGrammar, type RecoveredCall, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { acceptsToolName, declaredNameAt, parsePythonCallAt, skipWs } from "@pi-tool-repair/grammar-kit";

const OPEN = "<|tool_call_start|>";
const CLOSE = "<|tool_call_end|>";

function isIdentStart(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/** Whether `text[from, to)` holds a backslash (the host's memoized search: linear over many blocks). */
function hasBackslash(input: ScanInput, from: number, to: number): boolean {
  const b = input.indexOf("\\", from);
  return b >= 0 && b < to;
}

/**
 * The calls of `[f(a=1), g(b='x')]` at `at` (the `[`), and the index after `]`; `undefined` when one call does
 * not read as a pythonic call with keyword arguments only (positional arguments, bytes, `1e999`, a cut string,
 * a repeated keyword): the block then runs nothing, no call of it is dropped or kept alone.
 */
function callList(text: string, at: number, input: ScanInput): { calls: RecoveredCall[]; end: number } | undefined {
  let i = skipWs(text, at + 1);
  const calls: RecoveredCall[] = [];
  for (;;) {
    if (!isIdentStart(text.charCodeAt(i)) && declaredNameAt(text, i, input) === undefined) return undefined;
    const call = parsePythonCallAt(text, i, input);
    if (!call || call.positional.length > 0 || !acceptsToolName(call.name, input)) return undefined;
    calls.push({ name: call.name, arguments: call.keywords });
    i = skipWs(text, call.end);
    const c = text.charCodeAt(i);
    if (c === 93) return { calls, end: i + 1 }; // `]`
    if (c !== 44) return undefined; // `,`
    i = skipWs(text, i + 1);
  }
}

/**
 * Liquid LFM2 / LFM2.5: `<|tool_call_start|>[get_weather(city='Paris'), now()]<|tool_call_end|>`, prose allowed
 * before, as the LFM2.5 chat template renders a turn's calls. Values are Python literals (`'…'`, `"…"`, numbers,
 * `True`/`False`/`None`, lists and dicts; JSON's `true`/`null` too). openPangu v2 writes the same opener with a
 * JSON list (`[{"name": …}]`): that layout is the openpangu grammar's, this one reads only a list of calls.
 *
 * The template writes a string as `'` + the text + `'` with nothing escaped, where Python reads `\n` in it as a
 * line break: a block holding a backslash has two readings that may differ, so it does not run. The closer is
 * required.
 */
export const lfm2 = defineGrammar({
  name: "lfm2",
  package: "@pi-tool-repair/grammar-lfm2",
  host: "^1.0.0",
  markers: [OPEN],
  owns: [{ open: OPEN, close: CLOSE }],
  scan(text, at, input): ScanResult | undefined {
    const i = skipWs(text, at + OPEN.length);
    if (text.charCodeAt(i) !== 91) return undefined; // `[`
    const list = callList(text, i, input);
    if (!list) return undefined;
    if (hasBackslash(input, i, list.end)) return undefined;
    const close = skipWs(text, list.end);
    if (!text.startsWith(CLOSE, close)) return undefined;
    return { end: close + CLOSE.length, calls: list.calls };
  },
});

export default lfm2;
