/**
 * Upstage Solar Open: `<|tool_calls|><|tool_call:begin|>ID<|tool_call:name|>NAME<|tool_call:args|>{…}<|tool_call:end|>…<|calls|>`
 * (its chat template, as llama.cpp ships it), and Solar Open 2:
 * `<|tool_call:start|>NAME⏎<|tool_arg:start|>K<|tool_arg:value|>V<|tool_arg:end|>⏎<|tool_call:end|>` (vLLM's
 * `solar_open2` parser). Two layouts under distinct openers; the closer `<|tool_call:end|>` is shared.
 */
import { defineGrammar, type RecoveredCall, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { callList, declaredKeys, acceptsToolName, decodeArguments, keptBlock, parseJsonAt, setParam, skipWs, TagValues, typeByOrder, typesOf, type TagSpec, CR, LESS_THAN, LF, OPEN_BRACE } from "@pi-tool-repair/grammar-kit";

const CALLS = "<|tool_calls|>";
const CALLS_END = "<|calls|>";
const BEGIN = "<|tool_call:begin|>";
const NAME = "<|tool_call:name|>";
const ARGS = "<|tool_call:args|>";
const END = "<|tool_call:end|>";
const START = "<|tool_call:start|>";
const ARG_START = "<|tool_arg:start|>";
const ARG_VALUE = "<|tool_arg:value|>";
const ARG_END = "<|tool_arg:end|>";
const MAX_FIELD = 256;

/** The text from `i` up to `marker` on one line, at most `MAX_FIELD` characters: its end (the marker's index), or -1. */
function fieldEnd(text: string, i: number, marker: string): number {
  for (let j = i; j < text.length && j - i <= MAX_FIELD; j++) {
    if (text.startsWith(marker, j)) return j;
    const c = text.charCodeAt(j);
    if (c === LF || c === CR || c === LESS_THAN) return -1; // a line break, or other markup first
  }
  return -1;
}

/** Solar Open: one `<|tool_call:begin|>ID<|tool_call:name|>NAME<|tool_call:args|>{…}<|tool_call:end|>` at `at`. */
function readOpenCall(text: string, at: number, input: ScanInput): { call: RecoveredCall; end: number } | undefined {
  const idEnd = fieldEnd(text, at + BEGIN.length, NAME);
  if (idEnd < 0) return undefined;
  const nameStart = idEnd + NAME.length;
  const nameEnd = fieldEnd(text, nameStart, ARGS);
  if (nameEnd < 0) return undefined;
  const name = text.slice(nameStart, nameEnd).trim();
  if (!acceptsToolName(name, input)) return undefined;
  const i = skipWs(text, nameEnd + ARGS.length);
  if (text.charCodeAt(i) !== OPEN_BRACE) return undefined; // `{`: the template writes the arguments as a JSON object
  const json = parseJsonAt(text, i);
  const args = json && decodeArguments(json.value);
  if (!json || !args) return undefined;
  const close = skipWs(text, json.end);
  if (!text.startsWith(END, close)) return undefined;
  return { call: { name, arguments: args }, end: close + END.length };
}

/** A Solar Open 2 call's name: the rest of the opener's line (`<|tool_call:start|>NAME⏎`), and the index after it. */
function open2Name(text: string, at: number, input?: ScanInput): { name: string; end: number } | undefined {
  const from = at + START.length;
  const nl = text.indexOf("\n", from);
  if (nl < 0 || nl - from > MAX_FIELD) return undefined;
  const name = text.slice(from, nl).trim();
  return acceptsToolName(name, input) ? { name, end: nl + 1 } : undefined;
}

/** A Solar Open 2 key: `<|tool_arg:start|>K<|tool_arg:value|>` at `at`, and the index where the value starts. */
function argKey(text: string, at: number): { name: string; end: number } | undefined {
  const from = at + ARG_START.length;
  const to = fieldEnd(text, from, ARG_VALUE);
  if (to < 0) return undefined;
  const name = text.slice(from, to).trim();
  return name ? { name, end: to + ARG_VALUE.length } : undefined;
}

/**
 * Where a Solar Open 2 value ends (see the kit's `TagValues`): an `<|tool_arg:end|>` followed by the next key of
 * a parameter the tool declares, or by `<|tool_call:end|>` ending the call. A value whose end is not certain
 * (never closed, or two readings) does not run.
 */
const SPEC: TagSpec = {
  open: ARG_START,
  close: ARG_END,
  end: END,
  block: START,
  isBlock: (text, at) => open2Name(text, at) !== undefined,
  nameAt: (text, at) => argKey(text, at)?.name,
  endsBlock: () => true,
  after(text, at, tags) {
    const j = skipWs(text, at + ARG_END.length);
    if (text.startsWith(ARG_START, j)) return argKey(text, j)?.name;
    return (text.startsWith(END, j) && tags.isTerminal(j)) || undefined;
  },
};

/** Solar Open 2: one call at `at`; string values as written, a schema types the rest. */
function readOpen2Call(text: string, head: { name: string; end: number }, input: ScanInput): ScanResult | undefined {
  const schema = input.schemaOf(head.name);
  const declares = declaredKeys(schema);
  const args: Record<string, unknown> = {};
  let i = head.end;
  for (;;) {
    i = skipWs(text, i);
    if (text.startsWith(END, i)) break;
    if (!text.startsWith(ARG_START, i)) return undefined;
    const key = argKey(text, i);
    if (!key) return undefined;
    const to = TagValues.of(input, "solar-open2", SPEC).valueEnd(key.end, declares);
    if (to < 0) return undefined; // cut mid-value, or its end is not certain
    // a repeated key: nobody knows which value the model meant (vLLM keeps the first), the call stays text
    if (!setParam(args, key.name, typeByOrder(text.slice(key.end, to), typesOf(schema, key.name)))) return undefined;
    i = to + ARG_END.length;
  }
  return { end: i + END.length, calls: [{ name: head.name, arguments: args }] };
}

export const solar = defineGrammar({
  name: "solar",
  package: "@pi-tool-repair/grammar-solar",
  host: "^1.0.0",
  markers: [CALLS, BEGIN, START],
  owns: [
    { open: CALLS, close: CALLS_END },
    { open: BEGIN, close: END },
    { open: START, close: END },
  ],
  literals: [NAME, ARGS, END, ARG_START, ARG_VALUE, ARG_END, CALLS_END],
  meta: {
    description: "Upstage Solar Open tool calls (<|tool_call:begin|>…<|tool_call:args|>{…}) and Solar Open 2 key/value calls (<|tool_call:start|>)",
    variants: [
      { name: "solar-open", markers: [CALLS, BEGIN] },
      { name: "solar-open-2", markers: [START] },
    ],
  },
  scan(text, at, input): ScanResult | undefined {
    // a Solar Open 2 call that is refused but closed stays text; the host still sees it (`keep`) for its prose decisions
    if (text.startsWith(START, at)) {
      const head = open2Name(text, at, input);
      return head && (readOpen2Call(text, head, input) ?? keptBlock(input, at + START.length, END, START));
    }
    // `<|tool_calls|>` opens the turn's calls, `<|calls|>` ends them (EDGE: it may be missing after complete calls)
    const from = text.startsWith(CALLS, at) ? at + CALLS.length : at;
    if (!text.startsWith(BEGIN, skipWs(text, from))) return undefined; // no call: what `callList` gives, without its closures
    const list = callList(text, from, CALLS_END, (i) => text.startsWith(BEGIN, i), (i) => readOpenCall(text, i, input));
    return list && { end: list.end, calls: list.calls };
  },
});

export default solar;
