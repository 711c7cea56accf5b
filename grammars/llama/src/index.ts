import { defineGrammar, type RecoveredCall, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { type JsonReader, jsonReaderOf, bareCoverEnd, duplicateKeyedExtent, parsePythonCallAt, callOf, isSchemaShaped, acceptsToolName, declaredNameAt, skipWs, type CallShape, type NameView, perInput, APOSTROPHE, BACKSLASH, CLOSE_BRACE, CLOSE_BRACKET, CLOSE_PAREN, COMMA, DOT, LESS_THAN, OPEN_BRACE, OPEN_BRACKET, OPEN_PAREN, QUOTE, SEMICOLON, isIdentStart, isDigit, skipLineSpace } from "@pi-tool-repair/grammar-kit";

const PYTHON_TAG = "<|python_tag|>";
const PYTHON_START = "<|python_start|>";
const PYTHON_END = "<|python_end|>";
/** The bare markers: JSON (or a pythonic list) that starts a call with no markup before it. */
const BARE: readonly string[] = ["{", "["];
const TRAILERS = ["<|eom_id|>", "<|eot_id|>"];

/** Both keys are needed: `{"name": "Alice"}` is data (Rapid-MLX#700). */
const SHAPE: CallShape = { name: ["name"], args: ["parameters", "arguments"], extra: ["type"] };

interface Found {
  calls: RecoveredCall[];
  end: number;
}

/** Per scanned text: where earlier scans decided the text is data (so a nested `{` is not read as a call). */
interface State {
  skipUntil: number;
  /** A bracket skipper reached the end of the text from here: later ones would too. */
  unclosedFrom: number;
  /** Reads JSON in this text, skipping starts a failed read found open (a read from there fails the same way); shared with the other bare-JSON grammars (`jsonReaderOf`). */
  reader: JsonReader;
  /** Refused JSON before this position was already measured by `refused` (each extent once: linear). */
  measuredUntil: number;
  /** The declared tools (the scan input): their names are read whatever their characters. */
  names: NameView;
}
/** The state of a scan input (the scan is called at every `{` and `[` of a text, in a row). */
const stateOf = perInput((input: ScanInput): State => ({ skipUntil: -1, unclosedFrom: Infinity, reader: jsonReaderOf(input), measuredUntil: -1, names: input }));

/**
 * Where to resume after bare markers covered by other markup up to `covered`: past it, or at the first python
 * tag before that (a tag is not skipped by the covered check).
 */
function resumeAfter(covered: number, at: number, input: ScanInput): number {
  let p = covered + 1;
  for (const tag of [PYTHON_TAG, PYTHON_START]) {
    const t = input.indexOf(tag, at);
    if (t >= 0 && t < p) p = t;
  }
  return p > at ? p : at + 1;
}


/**
 * After the strict reader refused the `{` / `[` at `at`: when the refused value is JSON that only repeats a
 * key, all of it is data (`skipUntil`), so a call-shaped value nested in it does not run instead:
 * `{"name": "read", "name": "bash", "parameters": {"name": "x", "parameters": {}}}` runs nothing.
 */
function refused(text: string, at: number, state: State): void {
  if (at < state.measuredUntil) return;
  const extent = duplicateKeyedExtent(text, at);
  state.measuredUntil = extent.end;
  if (extent.json) state.skipUntil = Math.max(state.skipUntil, extent.end);
}

/**
 * A call in `value`, or `undefined` when it is data. Bare (no python tag), a call whose parameters are a
 * JSON Schema (`{"name": "read", "parameters": {"type": "object", "properties": {…}}}`) is a tool definition
 * the model printed.
 */
function jsonCall(value: unknown, names: NameView, bare: ScanInput | undefined): RecoveredCall | undefined {
  const call = callOf(value, SHAPE, names);
  if (!call || !bare) return call;
  return isSchemaShaped(call.arguments as Record<string, unknown>, bare.schemaOf(call.name)) ? undefined : call;
}

/**
 * `{"name": …, "parameters": {…}}`, then more objects joined by `;`. Sets `skipUntil` over JSON that is data.
 * `bare` (the scan input) when no python tag came first.
 */
function jsonCalls(text: string, at: number, state: State, bare?: ScanInput): Found | undefined {
  if (text.charCodeAt(skipWs(text, at + 1)) !== QUOTE) return undefined; // `{` then a key
  const read = state.reader.read(at);
  if (!read) {
    refused(text, at, state);
    return undefined;
  }
  const first = jsonCall(read.value, state.names, bare);
  if (!first) {
    state.skipUntil = read.end;
    return undefined;
  }
  const calls = [first];
  let end = read.end;
  for (;;) {
    const semi = skipLineSpace(text, end);
    if (text.charCodeAt(semi) !== SEMICOLON) break; // `;`
    const next = skipWs(text, semi + 1);
    if (text.charCodeAt(next) !== OPEN_BRACE) break;
    const more = state.reader.read(next);
    const call = more && jsonCall(more.value, state.names, bare);
    if (!more || !call) break;
    calls.push(call);
    end = more.end;
  }
  return { calls, end };
}


/** The end of a pythonic call `name(…)` whose arguments did not parse, by bracket counting (strings skipped). */
function skipCall(text: string, i: number, state: State): number {
  if (i >= state.unclosedFrom) return -1;
  let open = i;
  while (open < text.length && open - i <= 256 && (isIdentStart(text.charCodeAt(open)) || text.charCodeAt(open) === DOT || isDigit(text.charCodeAt(open)))) open++;
  open = skipWs(text, open);
  if (text.charCodeAt(open) !== OPEN_PAREN) return -1; // `(`
  let depth = 0;
  let j = open;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (c === APOSTROPHE || c === QUOTE) {
      const triple = text.charCodeAt(j + 1) === c && text.charCodeAt(j + 2) === c;
      j += triple ? 3 : 1;
      while (j < text.length) {
        const d = text.charCodeAt(j);
        if (d === BACKSLASH) j += 2;
        else if (d === c && (!triple || (text.charCodeAt(j + 1) === c && text.charCodeAt(j + 2) === c))) {
          j += triple ? 3 : 1;
          break;
        } else j++;
      }
      continue;
    }
    if (c === OPEN_PAREN || c === OPEN_BRACKET || c === OPEN_BRACE) depth++;
    else if (c === CLOSE_PAREN || c === CLOSE_BRACKET || c === CLOSE_BRACE) {
      depth--;
      if (depth === 0) return c === CLOSE_PAREN ? j + 1 : -1;
    }
    j++;
  }
  state.unclosedFrom = i;
  return -1;
}

/** `tool.call` → `tool` (Llama 3.1 builtins), else the name itself. */
function toolName(name: string): string {
  return name.endsWith(".call") ? name.slice(0, -".call".length) : name;
}

/** Whether a pythonic call may start at `i`: an identifier, or a declared tool's name (whatever its characters). */
function callStart(text: string, i: number, names: NameView): boolean {
  return isIdentStart(text.charCodeAt(i)) || declaredNameAt(text, i, names) !== undefined;
}

/** One pythonic call with keyword arguments only, or `undefined` (bytes, `1e999`, positional arguments…). */
function pythonCall(text: string, i: number, names: NameView): { call: RecoveredCall | undefined; end: number } | undefined {
  const call = parsePythonCallAt(text, i, names);
  if (!call) return undefined;
  const name = toolName(call.name);
  const ok = call.positional.length === 0 && acceptsToolName(name, names);
  return { call: ok ? { name, arguments: call.keywords } : undefined, end: call.end };
}

/** `[f(a=1), g()]`: a call whose arguments do not parse is dropped, its siblings kept. */
function pythonList(text: string, at: number, state: State): Found | undefined {
  let i = skipWs(text, at + 1);
  const calls: RecoveredCall[] = [];
  for (;;) {
    if (!callStart(text, i, state.names)) return undefined;
    const one = pythonCall(text, i, state.names);
    let end: number;
    if (one) {
      if (one.call) calls.push(one.call);
      end = one.end;
    } else {
      end = skipCall(text, i, state);
      if (end < 0) return undefined;
    }
    i = skipWs(text, end);
    const c = text.charCodeAt(i);
    if (c === COMMA) {
      i = skipWs(text, i + 1);
      if (text.charCodeAt(i) === CLOSE_BRACKET) return calls.length ? { calls, end: i + 1 } : undefined;
      continue;
    }
    if (c === CLOSE_BRACKET) return calls.length ? { calls, end: i + 1 } : undefined;
    return undefined;
  }
}

/** A JSON array of objects is another grammar's (xLAM) or data: the objects inside it are not bare calls. */
function skipJsonArray(text: string, at: number, state: State): void {
  const i = skipWs(text, at + 1);
  if (text.charCodeAt(i) !== OPEN_BRACE || text.charCodeAt(skipWs(text, i + 1)) !== QUOTE) return;
  const read = state.reader.read(at);
  if (read) state.skipUntil = read.end;
  else refused(text, at, state);
}

/** `[{"name": …, "parameters": {…}}, …]` after a python tag. */
function jsonArray(at: number, state: State): Found | undefined {
  const read = state.reader.read(at);
  if (!read || !Array.isArray(read.value) || read.value.length === 0) return undefined;
  const calls: RecoveredCall[] = [];
  for (const item of read.value) {
    const call = callOf(item, SHAPE, state.names);
    if (!call) return undefined;
    calls.push(call);
  }
  return { calls, end: read.end };
}

/** What may follow `<|python_tag|>` or `<|python_start|>`: JSON calls, a pythonic list, or one pythonic call. */
function payload(text: string, i: number, state: State): Found | undefined {
  i = skipWs(text, i);
  const c = text.charCodeAt(i);
  if (c === OPEN_BRACE) return jsonCalls(text, i, state);
  if (c === OPEN_BRACKET) return pythonList(text, i, state) ?? jsonArray(i, state);
  if (!callStart(text, i, state.names)) return undefined;
  const one = pythonCall(text, i, state.names);
  return one?.call ? { calls: [one.call], end: one.end } : undefined;
}

function trailer(text: string, end: number): number {
  const i = skipWs(text, end);
  for (const t of TRAILERS) if (text.startsWith(t, i)) return i + t.length;
  return end;
}

/**
 * Llama 3.x / 4: bare `{"name": …, "parameters"|"arguments": {…}}` (both keys needed; `;`-joined for
 * parallel calls), `<|python_tag|>` before JSON or a builtin `tool.call(…)`, pythonic `[f(a=1), g()]`, and
 * Llama 4 `<|python_start|>…<|python_end|>`. Bare JSON whose parameters are a JSON Schema is a tool definition
 * (data), and any object that repeats a key (also after unescaping) is not a call.
 */
export const llama = defineGrammar({
  name: "llama",
  package: "@pi-tool-repair/grammar-llama",
  host: "^1.0.0",
  markers: [PYTHON_TAG, PYTHON_START, "{", "["],
  owns: [{ open: PYTHON_TAG }, { open: PYTHON_START }],
  bare: BARE,
  scan(text, at, input): ScanResult | number | undefined {
    const state = stateOf(input);
    if (at < state.skipUntil) return state.skipUntil; // data: nothing of it runs, at any marker
    if (text.charCodeAt(at) === LESS_THAN && (text.startsWith(PYTHON_TAG, at) || text.startsWith(PYTHON_START, at))) {
      const start = text.startsWith(PYTHON_TAG, at);
      const found = payload(text, at + (start ? PYTHON_TAG.length : PYTHON_START.length), state);
      if (!found) {
        // a truncated `.call(` or plain code: nothing inside it may run (unsloth PR #5620)
        state.skipUntil = text.length;
        return undefined;
      }
      let end = found.end;
      if (!start) {
        const close = skipWs(text, end);
        if (text.startsWith(PYTHON_END, close)) end = close + PYTHON_END.length;
      }
      return { end: trailer(text, end), calls: found.calls };
    }
    // another grammar's payload: its call to accept or refuse
    const covered = bareCoverEnd(input, at, BARE);
    if (covered >= 0) return resumeAfter(covered, at, input);
    const found = text.charCodeAt(at) === OPEN_BRACE ? jsonCalls(text, at, state, input) : pythonList(text, at, state);
    if (found) return { end: trailer(text, found.end), calls: found.calls };
    if (text.charCodeAt(at) === OPEN_BRACKET) {
      skipJsonArray(text, at, state);
      if (at < state.skipUntil) return state.skipUntil;
      // `[` then `[`: neither a pythonic list nor a JSON array of calls starts here; in a run of them only the
      // last one can
      let last = at;
      for (let j = skipWs(text, at + 1); text.charCodeAt(j) === OPEN_BRACKET; j = skipWs(text, j + 1)) last = j;
      if (last > at) return last;
    }
    return undefined;
  },
});

export default llama;
