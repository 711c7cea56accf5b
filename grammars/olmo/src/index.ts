import { defineGrammar, parsePythonCallAt, type RecoveredCall, type ScanInput, type ScanResult } from "@pi-tool-repair/host";

const OPEN = "<function_calls>";
const CLOSE = "</function_calls>";

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

function skipWs(text: string, i: number): number {
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

/** Whether a call-shaped line starts at `i`: `name(` or `dotted.name(` (bounded look-ahead). */
function looksLikeCall(text: string, i: number): boolean {
  const m = /^[A-Za-z_][A-Za-z0-9_.]{0,127}\s*\(/.exec(text.slice(i, i + 160));
  return m !== null;
}

/**
 * OLMo 3: `<function_calls>f(a=1)\ng(b='x')</function_calls>`, one pythonic call per line, no list brackets
 * (a `[f(), g()]` list and commas are tolerated). Python and JSON literals (None/null, True/true) are read
 * by the host's Python literal reader. Keyword arguments only: a positional argument has no name to map
 * to, so that call is dropped, like a call with a bytes literal or `1e999`; its siblings are kept. A line
 * that is not call-shaped makes the block unparseable. The closer may be missing only when the calls run
 * to the end of the text (it is the stop sequence).
 */
function scanOlmo(text: string, at: number, input: ScanInput): ScanResult | undefined {
  let i = skipWs(text, at + OPEN.length);
  let bracket = false;
  if (text.charCodeAt(i) === 91) {
    bracket = true;
    i = skipWs(text, i + 1);
  }
  const calls: RecoveredCall[] = [];
  let seen = 0;
  for (;;) {
    if (bracket && text.charCodeAt(i) === 93) {
      bracket = false;
      i = skipWs(text, i + 1);
    }
    if (text.startsWith(CLOSE, i)) {
      i += CLOSE.length;
      break;
    }
    if (i >= text.length) {
      if (seen === 0 || bracket) return undefined;
      break; // closer missing at the very end
    }
    if (!looksLikeCall(text, i)) return undefined;
    seen++;
    const call = parsePythonCallAt(text, i);
    if (call) {
      if (call.positional.length === 0) calls.push({ name: call.name, arguments: call.keywords });
      i = call.end;
    } else {
      // a call-shaped line that does not parse (bytes, 1e999, a cut string): drop it up to its line end
      const nl = input.indexOf("\n", i);
      if (nl < 0) return undefined; // the last line is cut: the block is truncated
      i = nl;
    }
    i = skipWs(text, i);
    if (text.charCodeAt(i) === 44 || text.charCodeAt(i) === 59) i = skipWs(text, i + 1);
  }
  if (calls.length === 0) return undefined;
  return { end: i, calls };
}

/** OLMo 3 `<function_calls>` pythonic lines → toolCall blocks. */
export const olmo = defineGrammar({
  name: "olmo",
  package: "@pi-tool-repair/grammar-olmo",
  host: "^1.0.0",
  markers: [OPEN],
  scan: scanOlmo,
});

export default olmo;
