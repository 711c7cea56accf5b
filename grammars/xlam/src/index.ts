import { defineGrammar, type RecoveredCall, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { CALL_SHAPE, bareCoverEnd, duplicateKeyedExtent, type JsonReader, jsonReaderOf, callsOf, isSchemaShaped, isJsonSpace, isLineSpace, skipWs, perInput, CR, LESS_THAN, LF, OPEN_BRACE, OPEN_BRACKET, QUOTE } from "@pi-tool-repair/grammar-kit";

/** The bare markers: a JSON array (or object) of calls with no markup before it. */
const BARE: readonly string[] = ["[", "{"];

const TOOL_CALL = "<tool_call>";
const TOOL_CALL_END = "</tool_call>";
const WRAPPERS: readonly (readonly [open: string, close: string])[] = [[TOOL_CALL, TOOL_CALL_END]];

/** The role header HyperCLOVA X SEED Think 14B writes before its list (`<|im_start|>assistant -> tool/function_call⏎[…]`). */
const ROLE_HEADER = "-> tool/function_call";

/** The xlam grammar's options (`config.options.xlam`). */
export interface XlamOptions {
  [key: string]: unknown;
  /** Whether the role header ` -> tool/function_call` on the line before a bare list goes with it (HyperCLOVA X SEED Think 14B). */
  toolRoleHeader: boolean;
}

export const XLAM_OPTIONS = {
  type: "object",
  properties: {
    toolRoleHeader: {
      description:
        "Strip the role header ` -> tool/function_call` with the bare call list on the next line, where the header opens the text or follows a reasoning block: HyperCLOVA X SEED Think 14B's template opens a tool-call turn with `<|im_start|>assistant -> tool/function_call⏎[…]` after the generation prompt `<|im_start|>assistant` (vLLM hyperclovax_seed_think_14b). Off for every other model.",
      type: "boolean",
      default: false,
    },
  },
  additionalProperties: false,
} as const;

/**
 * Where the role header before the bare list at `at` starts (`-> tool/function_call`, blanks before it, then one
 * line break and blanks up to the list), or `undefined`. Only where the header opens the text or follows a
 * reasoning block (whitespace between): one after prose is not the turn's header and stays text. Called only for
 * a list that runs; each look goes back over the header and the whitespace before it once.
 */
function roleHeaderStart(text: string, at: number, input: ScanInput): number | undefined {
  let i = at;
  while (i > 0 && isLineSpace(text.charCodeAt(i - 1))) i--;
  if (i === 0 || text.charCodeAt(i - 1) !== LF) return undefined;
  i--;
  if (i > 0 && text.charCodeAt(i - 1) === CR) i--;
  const h = i - ROLE_HEADER.length;
  if (h < 0 || !text.startsWith(ROLE_HEADER, h)) return undefined;
  let s = h;
  while (s > 0 && isLineSpace(text.charCodeAt(s - 1))) s--;
  let b = s;
  while (b > 0 && isJsonSpace(text.charCodeAt(b - 1))) b--;
  // the list itself is outside reasoning (the host scans no marker inside it): a reasoning span covering b - 1 ends at b
  return b === 0 || input.inThink(b - 1) ? s : undefined;
}

/** Per scanned text: JSON that was read as data, and a reader that remembers containers a failed read left open. */
interface State {
  skipUntil: number;
  reader: JsonReader;
  /** Refused JSON before this position was already measured (each extent once: linear). */
  measuredUntil: number;
}
/** The state of a scan input (the scan is called at every `{` and `[` of a text, in a row). */
const stateOf = perInput((input: ScanInput): State => ({ skipUntil: -1, reader: jsonReaderOf(input), measuredUntil: -1 }));

/**
 * `[{"name": …, "arguments": {…}}, …]` at `at`, or `undefined`. Other JSON there (an object, an array of
 * records) is data: `skipUntil` covers it, so an array nested in it is not read as calls.
 */
function callArray(text: string, at: number, state: State, input: ScanInput): { calls: RecoveredCall[]; end: number } | undefined {
  const c = text.charCodeAt(skipWs(text, at + 1));
  if (c !== OPEN_BRACE && c !== OPEN_BRACKET && c !== QUOTE) return undefined; // not JSON-looking: `[1, 2]`, `[a](b)`, `{x}`
  const r = state.reader.read(at);
  if (!r) {
    // JSON refused only for a repeated key is data as a whole: no array nested in it runs instead
    if (at >= state.measuredUntil) {
      const extent = duplicateKeyedExtent(text, at);
      state.measuredUntil = extent.end;
      if (extent.json) state.skipUntil = Math.max(state.skipUntil, extent.end);
    }
    return undefined;
  }
  const calls = callsOf(r.value, CALL_SHAPE, input);
  // `[{"name": "read", "parameters": {"type": "object", "properties": {…}}}]`: tool definitions, not calls
  if (!calls || calls.some((call) => isSchemaShaped(call.arguments as Record<string, unknown>, input.schemaOf(call.name)))) {
    state.skipUntil = r.end; // an array of records: data, and so is everything inside it
    return undefined;
  }
  return { calls, end: r.end };
}

/**
 * Where to resume after bare markers covered by other markup up to `covered`: past it, or at the first
 * wrapper before that (a wrapper is not skipped by the covered check).
 */
function resumeAfter(covered: number, at: number, input: ScanInput): number {
  let p = covered + 1;
  for (const [open] of WRAPPERS) {
    // a wrapper whose body is no array (`<tool_call>{…}`: Hermes, the qwen grammar's) gives nothing here:
    // passed over, each once (the next resume searches after this one's end)
    let t = input.indexOf(open, at);
    while (t >= 0 && t < p && input.text.charCodeAt(skipWs(input.text, t + open.length)) !== OPEN_BRACKET) t = input.indexOf(open, t + open.length);
    if (t >= 0 && t < p) p = t;
  }
  return p > at ? p : at + 1;
}

/**
 * After nothing at the bare marker `at`: the first position after it where a scan could find something or
 * change the state (a `<` that may start a wrapper, a `[` or `{` that looks like JSON and is not known to fail
 * a read, or a position past the refused JSON already measured); every marker before it gives nothing. In a
 * run of unclosed brackets (`[[[[…`), one read fails for the 128 it found open, and they are skipped at once.
 */
function resumeFrom(text: string, at: number, state: State): number | undefined {
  const stop = Math.min(state.measuredUntil, text.length);
  let j = at + 1;
  for (; j < stop; j++) {
    const c = text.charCodeAt(j);
    if (c === LESS_THAN) break;
    if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      if (state.reader.fails(j)) continue;
      const d = text.charCodeAt(skipWs(text, j + 1));
      if (d === OPEN_BRACE || d === OPEN_BRACKET || d === QUOTE) break;
    }
  }
  return j > at + 1 ? j : undefined;
}

/** The wrapper whose opener starts at `at`. (A loop, not `find`: a closure over `at` would give every scan a context on the heap.) */
function wrapperAt(text: string, at: number): (typeof WRAPPERS)[number] | undefined {
  for (const w of WRAPPERS) if (text.startsWith(w[0], at)) return w;
  return undefined;
}

/**
 * xLAM: the reply is a bare JSON array of `{name, arguments}`; also inside `<tool_call>…</tool_call>`. An array
 * of tool definitions (`parameters` a JSON Schema) is data. (After `[TOOL_CALLS]` it is the mistral grammar's,
 * inside NVIDIA Nemotron's `<TOOLCALL>` the nemotron grammar's; fenced ```json stays inert.)
 */
export const xlam = defineGrammar<XlamOptions>({
  name: "xlam",
  package: "@pi-tool-repair/grammar-xlam",
  host: "^1.0.0",
  markers: ["[", "{", TOOL_CALL],
  owns: [{ open: TOOL_CALL, close: TOOL_CALL_END }],
  bare: BARE,
  options: XLAM_OPTIONS,
  scan(text, at, input, options): ScanResult | number | undefined {
    const state = stateOf(input);
    if (at < state.skipUntil) return state.skipUntil; // data: nothing of it runs, at any marker
    const wrapper = text.charCodeAt(at) === LESS_THAN ? wrapperAt(text, at) : undefined;
    if (wrapper) {
      const [opener, closer] = wrapper;
      const open = skipWs(text, at + opener.length);
      if (text.charCodeAt(open) !== OPEN_BRACKET) {
        // `<tool_call>{…}` is Hermes (the qwen grammar's): its body, covered by that markup, is passed over at once
        const covered = bareCoverEnd(input, open, BARE);
        return covered >= 0 ? resumeAfter(covered, open, input) : undefined;
      }
      const found = callArray(text, open, state, input);
      if (!found) return undefined;
      const close = skipWs(text, found.end);
      const end = text.startsWith(closer, close) ? close + closer.length : found.end;
      return { end, calls: found.calls };
    }
    // another grammar's payload: its call to accept or refuse
    const covered = bareCoverEnd(input, at, BARE);
    if (covered >= 0) return resumeAfter(covered, at, input);
    const found = callArray(text, at, state, input);
    if (found) {
      // HyperCLOVA X SEED Think 14B's role header on the line before goes with the list (`toolRoleHeader`)
      const start = options.toolRoleHeader ? roleHeaderStart(text, at, input) : undefined;
      return start === undefined ? { end: found.end, calls: found.calls } : { start, end: found.end, calls: found.calls };
    }
    if (at < state.skipUntil) return state.skipUntil;
    return resumeFrom(text, at, state);
  },
});

export default xlam;
