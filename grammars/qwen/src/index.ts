/**
 * Qwen3-Coder XML (`<tool_call><function=N><parameter=K>V</parameter></function></tool_call>`) and
 * Hermes JSON (`<tool_call>{"name":…,"arguments":…}</tool_call>`), with the variants peers accept:
 * a bare `<function=N>` block (missing `<tool_call>`), `<function=N>{json}</function>`,
 * `<function name="N">{json}</function>`, the wrappers `<tool>`, `<tools>`, `<response>`, and a pythonic
 * `<tool_call>name(key="v")</tool_call>`.
 * GLM's `<tool_call>NAME<arg_key>…` and array bodies are left to their own grammars.
 */
import { defineGrammar, type RecoveredCall, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { CALL_SHAPE, type CallShape, decodeArguments, envelopeKeys, FUNCTION_OPEN, insideOtherMarkup, isPlainObject, keptBlock, parseFunctionBlock, parseJsonAt, parsePythonCallAt, skipWs, type XmlOptions, APOSTROPHE, COMMA, GREATER_THAN, LF, OPEN_BRACE, QUOTE } from "@pi-tool-repair/grammar-kit";

const TOOL_CALL = "<tool_call>";
const TOOL_CALL_CLOSE = "</tool_call>";
const FUNCTION_NAME = "<function name=";
const FUNCTION_CLOSE = "</function>";
const IM_END = "<|im_end|>";
/** Hermes-2-Pro wrappers llama.cpp also accepts (they need an explicit `arguments`/`parameters`). */
const WRAPPERS = ["<tool>", "<tools>", "<response>"] as const;
const MAX_NAME = 256;
/** `shortParam`: llama.cpp's `<param=K>V</param>` beside `<parameter=K>`, one spelling per block. */
const WRAPPED: XmlOptions = { closers: [TOOL_CALL_CLOSE], openers: [TOOL_CALL], ends: [IM_END], bare: false, padding: true, shortParam: true };
const BARE: XmlOptions = { closers: [TOOL_CALL_CLOSE], openers: [TOOL_CALL], ends: [IM_END], bare: true, padding: true, shortParam: true };

/** The members a `{"type": "function", "function": {…}}` wrapper may have besides `function`. */
const WRAPPED_SHAPE: CallShape = Object.freeze({ name: ["function"], args: [], extra: ["id", "type"] });

/**
 * `{"name", "arguments"|"parameters"|"args"|"input"}` (also wrapped as `{"type":"function","function":{…}}`) → a
 * call. A member the kit's `envelopeKeys` does not know (the arguments under another spelling?) or two
 * spellings of the arguments make it no call: the model's arguments are never dropped.
 */
export function hermesCall(value: unknown, needArguments: boolean): RecoveredCall | undefined {
  if (!isPlainObject(value)) return undefined;
  let obj = value;
  if (obj.name === undefined && isPlainObject(obj.function)) {
    const outer = envelopeKeys(obj, WRAPPED_SHAPE);
    if (!outer || outer.args !== undefined) return undefined; // arguments beside the wrapper: which ones?
    obj = obj.function;
  }
  const keys = envelopeKeys(obj, CALL_SHAPE);
  if (!keys) return undefined;
  const name = obj[keys.name];
  if (typeof name !== "string") return undefined;
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > MAX_NAME) return undefined;
  if (keys.args === undefined) return needArguments ? undefined : { name: trimmed, arguments: {} };
  const raw = obj[keys.args];
  // a JSON-encoded string (Granite 4 habit) is decoded once, a repeated key refused; a blank one is no arguments
  const args = typeof raw === "string" && raw.trim() === "" ? {} : decodeArguments(raw);
  return args ? { name: trimmed, arguments: args } : undefined;
}

/** One or more comma-separated JSON call objects at `i`. */
function readJsonCalls(text: string, i: number, needArguments: boolean): { calls: RecoveredCall[]; end: number } | undefined {
  // made at the first call, holding it: a list that starts empty takes room for 16 on its first push, and a
  // message can hold thousands of one-call bodies
  let calls: RecoveredCall[] | undefined;
  for (;;) {
    const json = parseJsonAt(text, i);
    if (!json) return undefined;
    const call = hermesCall(json.value, needArguments);
    if (!call) return undefined;
    if (calls === undefined) calls = [call];
    else calls.push(call);
    let j = skipWs(text, json.end);
    if (text.charCodeAt(j) === COMMA) {
      j = skipWs(text, j + 1);
      if (text.charCodeAt(j) !== OPEN_BRACE) return undefined;
      i = j;
      continue;
    }
    return { calls, end: json.end };
  }
}

/** After a body that ended at `end`: its closer, or a closer that is only missing at the end of the reply. */
function close(text: string, end: number, closer: string, opener: string): number | undefined {
  const j = skipWs(text, end);
  if (text.startsWith(closer, j)) return j + closer.length;
  if (j >= text.length || text.startsWith(opener, j) || text.startsWith(IM_END, j)) return end; // EDGE: closer missing, body complete
  return undefined;
}

function scanToolCall(text: string, at: number, input: ScanInput): ScanResult | undefined {
  const bodyStart = skipWs(text, at + TOOL_CALL.length);
  const c = text.charCodeAt(bodyStart);
  if (c === OPEN_BRACE) {
    const body = readJsonCalls(text, bodyStart, false);
    const end = body && close(text, body.end, TOOL_CALL_CLOSE, TOOL_CALL);
    // invalid JSON, or an envelope it refuses: no call. Closed, the block is kept markup (text that counts in the
    // sentence groups), never reaching over the next opener; `<tool_call>{` is this grammar's alone (xlam and
    // granite read a list, glm a name)
    if (!body || end === undefined) return keptBlock(input, bodyStart, TOOL_CALL_CLOSE, TOOL_CALL);
    body.end = end; // the body's own record is the result: one object less per call
    return body;
  }
  if (!text.startsWith(FUNCTION_OPEN, bodyStart)) return scanPythonic(text, bodyStart);
  const calls: RecoveredCall[] = [];
  let i = bodyStart;
  let last = bodyStart;
  let refused = false;
  while (text.startsWith(FUNCTION_OPEN, i)) {
    const block = parseFunctionBlock(text, i, input, WRAPPED);
    if (!block) {
      // a malformed function block inside a closed <tool_call> (a bad header, a value that cannot be
      // delimited): strip the block, run nothing
      const closer = input.indexOf(TOOL_CALL_CLOSE, i);
      const next = input.indexOf(TOOL_CALL, at + TOOL_CALL.length);
      if (closer >= 0 && (next < 0 || closer < next)) return { end: closer + TOOL_CALL_CLOSE.length, calls: [] };
      return undefined;
    }
    if (block.refused) refused = true;
    calls.push({ name: block.name, arguments: block.arguments });
    last = block.end;
    i = skipWs(text, block.end);
  }
  const end = close(text, last, TOOL_CALL_CLOSE, TOOL_CALL);
  if (end === undefined) return undefined;
  // a repeated parameter: the whole block is stripped (its extent is known), and nothing in it runs
  return { end, calls: refused ? [] : calls };
}

/** A `<function=N>` block with no `<tool_call>` opener; an orphan `</tool_call>` after it is markup too. */
function scanBareFunction(text: string, at: number, input: ScanInput): ScanResult | undefined {
  const block = parseFunctionBlock(text, at, input, BARE);
  if (!block) return undefined;
  // inside a wrapper (`<tool_call>`, `<seed:tool_call>` …) the wrapper's grammar reads it: a block it refused
  // must not run in part as a bare one (asked after the block reads: a dangling `<function=` asks nothing)
  if (insideOtherMarkup(input, at)) return undefined;
  // a repeated parameter: the bare block stays text, kept markup (it counts in the sentence groups)
  if (block.refused) return { end: block.end, calls: [], keep: true };
  const j = skipWs(text, block.end);
  const end = text.startsWith(TOOL_CALL_CLOSE, j) ? j + TOOL_CALL_CLOSE.length : block.end;
  return { end, calls: [{ name: block.name, arguments: block.arguments }] };
}

/**
 * `<tool_call>name(key="v", n=1)</tool_call>`: a pythonic call inside the Hermes wrapper (keyword arguments
 * only; a repeated keyword fails the reader). Names are checked by the host like every other call.
 */
function scanPythonic(text: string, bodyStart: number): ScanResult | undefined {
  const call = parsePythonCallAt(text, bodyStart);
  if (!call || call.positional.length > 0 || call.name.length > MAX_NAME) return undefined;
  // only a closed block: an unclosed one may be prose that names a call
  const j = skipWs(text, call.end);
  if (!text.startsWith(TOOL_CALL_CLOSE, j)) return undefined;
  return { end: j + TOOL_CALL_CLOSE.length, calls: [{ name: call.name, arguments: call.keywords }] };
}

/** `<function name="N">{json}</function>`. */
function scanFunctionName(text: string, at: number): ScanResult | undefined {
  let i = at + FUNCTION_NAME.length;
  const q = text.charCodeAt(i);
  if (q !== QUOTE && q !== APOSTROPHE) return undefined;
  const stop = Math.min(text.length, i + 1 + MAX_NAME);
  let j = i + 1;
  while (j < stop && text.charCodeAt(j) !== q && text.charCodeAt(j) !== LF) j++;
  if (text.charCodeAt(j) !== q) return undefined;
  const name = text.slice(i + 1, j).trim();
  if (!name) return undefined;
  i = skipWs(text, j + 1);
  if (text.charCodeAt(i) !== GREATER_THAN) return undefined;
  const json = parseJsonAt(text, i + 1);
  if (!json || !isPlainObject(json.value)) return undefined;
  i = skipWs(text, json.end);
  if (!text.startsWith(FUNCTION_CLOSE, i)) return undefined;
  return { end: i + FUNCTION_CLOSE.length, calls: [{ name, arguments: json.value }] };
}

function scanWrapper(text: string, at: number, open: string): ScanResult | undefined {
  const i = skipWs(text, at + open.length);
  if (text.charCodeAt(i) !== OPEN_BRACE) return undefined;
  const body = readJsonCalls(text, i, true);
  if (!body) return undefined;
  const end = close(text, body.end, "</" + open.slice(1), open);
  return end === undefined ? undefined : { end, calls: body.calls };
}

export const qwen = defineGrammar({
  name: "qwen",
  package: "@pi-tool-repair/grammar-qwen",
  host: "^1.0.0",
  stage: 100,
  markers: [TOOL_CALL, FUNCTION_OPEN, FUNCTION_NAME, ...WRAPPERS],
  owns: [{ open: TOOL_CALL, close: TOOL_CALL_CLOSE }, ...WRAPPERS.map((w) => ({ open: w, close: `</${w.slice(1)}` }))],
  scan(text, at, input) {
    if (text.startsWith(TOOL_CALL, at)) return scanToolCall(text, at, input);
    if (text.startsWith(FUNCTION_OPEN, at)) return scanBareFunction(text, at, input);
    if (text.startsWith(FUNCTION_NAME, at)) return scanFunctionName(text, at);
    for (const w of WRAPPERS) if (text.startsWith(w, at)) return scanWrapper(text, at, w);
    return undefined;
  },
});

export default qwen;
