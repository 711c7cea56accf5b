import { defineGrammar, type RecoveredCall, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { CALL_SHAPE, declaredNameAt, parseJsonAt, callOf, callsOf, pythonCallList, pythonKeywordCall, skipWs, OPEN_BRACE, OPEN_BRACKET, isIdentStart } from "@pi-tool-repair/grammar-kit";

const TOOL_CALL_TOKEN = "<|tool_call|>";
/** Phi-4-mini writes Granite 3.0's opener and closes each call: `<|tool_call|>{…}<|/tool_call|>`. */
const TOOL_CALL_TOKEN_END = "<|/tool_call|>";
const TOOL_CALL = "<tool_call>";
const TOOL_CALL_END = "</tool_call>";
const FUNCTION_CALL = "<function_call>";

/** Granite may put `arguments` before `name`; key order does not matter to a JSON object. */

/**
 * Granite pythonic (vLLM's `granite_pythonic`: Granite 3.3, Granite 4.0 H-Small write Python calls where the
 * template asks for JSON): after `<|tool_call|>`, a list `[f(a="x"), g()]` or one call `f(a="x")`, keyword
 * arguments only. `undefined` when the payload is not a complete pythonic list or call (the block runs nothing).
 */
function pythonic(text: string, i: number, input: ScanInput): { calls: RecoveredCall[]; end: number } | undefined {
  if (text.charCodeAt(i) === OPEN_BRACKET) return pythonCallList(text, i, input);
  const one = pythonKeywordCall(text, i, input);
  return one && { calls: [one.call], end: one.end };
}


/** Whether a pythonic call's name starts at `i`: an identifier, or a declared tool's name whatever its characters. */
function nameStartsAt(text: string, i: number, input: ScanInput): boolean {
  return isIdentStart(text.charCodeAt(i)) || declaredNameAt(text, i, input) !== undefined;
}

function calls(value: unknown, input: ScanInput): RecoveredCall[] | undefined {
  if (Array.isArray(value)) return callsOf(value, CALL_SHAPE, input);
  const one = callOf(value, CALL_SHAPE, input);
  return one ? [one] : undefined;
}

/**
 * IBM Granite: 3.0 `<|tool_call|>[…]`, 3.1 `<tool_call>[…]` (an array, no closing tag), 20b-fc
 * `<function_call> {…}` (one per line). Phi-4-mini's `<|tool_call|>{…}<|/tool_call|>` (its chat template's
 * form) shares the 3.0 opener: its `<|/tool_call|>` closer is stripped with the call. Granite 4's Hermes blocks (`<tool_call>{…}</tool_call>`) are the
 * qwen grammar's: this one reads `<tool_call>` only when an array follows.
 *
 * Granite pythonic: `<|tool_call|>[get_weather(city="Tokyo")]` (or one call without the list). The layout
 * decides: `{`, or `[` then `{`, is JSON; a name, or `[` then a name, is pythonic. A pythonic payload is read
 * after `<|tool_call|>` only (the 3.1 `<tool_call>` and 20b-fc `<function_call>` openers stay JSON).
 */
export const granite = defineGrammar({
  name: "granite",
  package: "@pi-tool-repair/grammar-granite",
  host: "^1.0.0",
  markers: [TOOL_CALL_TOKEN, TOOL_CALL, FUNCTION_CALL],
  owns: [{ open: TOOL_CALL, close: TOOL_CALL_END }, { open: TOOL_CALL_TOKEN }, { open: FUNCTION_CALL }],
  scan(text, at, input): ScanResult | undefined {
    const marker = text.startsWith(TOOL_CALL_TOKEN, at) ? TOOL_CALL_TOKEN : text.startsWith(TOOL_CALL, at) ? TOOL_CALL : FUNCTION_CALL;
    const i = skipWs(text, at + marker.length);
    const c = text.charCodeAt(i);
    if (marker === TOOL_CALL && c !== OPEN_BRACKET) return undefined; // not an array: Hermes
    if (marker === FUNCTION_CALL && c !== OPEN_BRACE) return undefined; // not JSON: e.g. MiniMax-Text's fenced typescript
    let found: RecoveredCall[] | undefined;
    let end: number;
    if (marker === TOOL_CALL_TOKEN && (nameStartsAt(text, i, input) || (c === OPEN_BRACKET && nameStartsAt(text, skipWs(text, i + 1), input)))) {
      const list = pythonic(text, i, input);
      if (!list) return undefined;
      found = list.calls;
      end = list.end;
    } else {
      if (c !== OPEN_BRACKET && c !== OPEN_BRACE) return undefined;
      const json = parseJsonAt(text, i);
      found = json && calls(json.value, input);
      if (!json || !found) return undefined;
      end = json.end;
    }
    if (marker !== FUNCTION_CALL) {
      const close = skipWs(text, end);
      const closer = marker === TOOL_CALL ? TOOL_CALL_END : TOOL_CALL_TOKEN_END;
      if (text.startsWith(closer, close)) end = close + closer.length;
    }
    return { end, calls: found };
  },
});

export default granite;
