import { defineGrammar, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import {
  inRanges,
  CALL_SHAPE_ARGS_OPTIONAL,
  callOf,
  callsOf,
  declaredArgTypes,
  declaredKeys,
  keptBlock,
  keyValueTags,
  numbersExact,
  parseJsonAt,
  perInput,
  readToolName,
  setParam,
  skipWs,
  TagValues,
  type RecoveredCall, OPEN_BRACE, OPEN_BRACKET, isIdentStart, isJsonSpace, isQualifiedNameChar, tagSpans
} from "@pi-tool-repair/grammar-kit";

/** K2 Horizon's IFM tokens (the `horizon` chat template, SGLang `k2_v3_detector`, vLLM `k2_horizon`). */
const CALLS = "<ifm|tool_calls>";
const CALLS_CLOSE = "</ifm|tool_calls>";
const CALL = "<ifm|tool_call>";
const CALL_CLOSE = "</ifm|tool_call>";
const KEY = "<ifm|arg_key>";
const KEY_CLOSE = "</ifm|arg_key>";
const TYPE = "<ifm|arg_type>";
const TYPE_CLOSE = "</ifm|arg_type>";
const VALUE = "<ifm|arg_value>";
const VALUE_CLOSE = "</ifm|arg_value>";
/** The end of the assistant turn, after the calls; stripped with them when it leaks too. */
const IM_END = "<|ifm|im_end|>";
/** The three reasoning efforts' tags (`high`, `medium`, `low`): the host knows only `<think>`. */
const THINK: readonly (readonly [string, string])[] = [
  ["<ifm|think>", "</ifm|think>"],
  ["<ifm|think_fast>", "</ifm|think_fast>"],
  ["<ifm|think_faster>", "</ifm|think_faster>"],
];
const MAX_NAME = 128;
const MAX_KEY = 256;
const MAX_TYPE = 64;

const JSON_TYPES = new Set(["string", "integer", "number", "boolean", "object", "array", "null"]);



const K2_NAME = { start: isIdentStart, char: isQualifiedNameChar, max: MAX_NAME };


/**
 * Where a value ends (the kit's `TagValues`): a `</ifm|arg_value>` followed by the `<ifm|arg_key>` of a key the
 * tool declares, or by the call's clean `</ifm|tool_call>`. A value whose end is not certain does not run
 * (docs/policy.md, "Values are content"). A value opener with no key before it names no parameter: it counts as
 * one (the cautious reading).
 */
const K2_TAGS = keyValueTags({ key: KEY, keyClose: KEY_CLOSE, value: VALUE, valueClose: VALUE_CLOSE, block: CALL, end: CALL_CLOSE, maxKey: MAX_KEY, isNameStart: isIdentStart, nameAt: keyBefore, type: { open: TYPE, close: TYPE_CLOSE, max: MAX_TYPE } });
const SPEC = K2_TAGS.spec;

/** The key of the value opener at `at`: the `<ifm|arg_key>` before it, over an optional `<ifm|arg_type>` tag. Bounded. */
function keyBefore(text: string, at: number): string | undefined {
  let k = at;
  while (k > 0 && isJsonSpace(text.charCodeAt(k - 1))) k--;
  if (text.endsWith(TYPE_CLOSE, k)) {
    const close = k - TYPE_CLOSE.length;
    const from = Math.max(0, close - MAX_TYPE - TYPE.length);
    const open = text.slice(from, close).lastIndexOf(TYPE);
    if (open < 0) return undefined;
    k = from + open;
    while (k > 0 && isJsonSpace(text.charCodeAt(k - 1))) k--;
  }
  return K2_TAGS.keyEndingAt(text, k);
}

/** Sorts and merges spans. */
function merged(spans: [number, number][]): [number, number][] {
  spans.sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const s of spans) {
    const last = out[out.length - 1];
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else out.push([s[0], s[1]]);
  }
  return out;
}

/**
 * Per input: the IFM reasoning spans (`<ifm|think>` … `</ifm|think>` and the `_fast` / `_faster` tags; unclosed:
 * to the end), and the text before a first closer that no opener precedes (the template's generation prompt
 * opens the reasoning, so a reply may start inside it). One forward pass per tag.
 */
const ifmThink = perInput((input: ScanInput) => {
  const spans: [number, number][] = [];
  let firstClose = -1;
  let firstOpen = -1;
  for (const [open, close] of THINK) {
    const c = input.indexOf(close, 0);
    if (c >= 0 && (firstClose < 0 || c < firstClose)) firstClose = c + close.length;
    const own = tagSpans(input, open, close);
    if (own.length > 0 && (firstOpen < 0 || own[0]![0] < firstOpen)) firstOpen = own[0]![0];
    for (const span of own) spans.push(span);
  }
  if (firstClose >= 0 && (firstOpen < 0 || firstClose <= firstOpen)) spans.push([0, firstClose]);
  return merged(spans);
});

/** Per input: the wrapper spans (`<ifm|tool_calls>` to its closer, or to the end): a call inside one is the wrapper's to read. */
const wrappers = perInput((input: ScanInput) => tagSpans(input, CALLS, CALLS_CLOSE));

/** The base of an `<ifm|arg_type>` (`array[string]` → `array`), lower case; `any`, a JSON type, or `undefined`. */
function wireType(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const base = raw.split("[", 1)[0]!.trim().toLowerCase();
  return base === "any" || JSON_TYPES.has(base) ? base : undefined;
}

function jsonTypeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

/** The whole trimmed text as one JSON value (numbers a double carries exactly), or `undefined`. */
function wholeJson(value: string): { value: unknown } | undefined {
  if (value.length === 0 || !numbersExact(value)) return undefined;
  const json = parseJsonAt(value, 0);
  return json && json.end === value.length ? { value: json.value } : undefined;
}

/**
 * A value as the vendor's parsers read it (SGLang `k2_v3_detector`, vLLM `k2_horizon`): the schema's type first
 * (the `<ifm|arg_type>` the template writes picks one type of a union), else the written type. A string (or
 * `any`) keeps its text exactly; another type is decoded when the trimmed text is JSON of that type, else kept as
 * text for the schema to decide. An untyped value is decoded when it is JSON, else kept.
 */
export function decodeK2Value(raw: string, schemaTypes: ReadonlySet<string> | undefined, written: string | undefined): unknown {
  let types: ReadonlySet<string> | undefined = schemaTypes;
  if (types && written && types.has(written) && types.size > 1) types = new Set([written]);
  if (!types && written) {
    if (written === "any") return raw;
    types = new Set([written]);
  }
  if (!types) return wholeJson(raw.trim())?.value ?? raw;
  if (types.has("string")) return raw;
  const json = wholeJson(raw.trim());
  if (!json) return raw;
  const type = jsonTypeOf(json.value);
  return types.has(type) || (type === "integer" && types.has("number")) ? json.value : raw;
}

/**
 * The body of one `<ifm|tool_call>` after its opener (at `from`): `NAME` and `<ifm|arg_key>`/[`<ifm|arg_type>`]/
 * `<ifm|arg_value>` triples, or a JSON call (`{"name", "arguments"}`, or a list of them). Its end (after
 * `</ifm|tool_call>`) and calls; `undefined` when it is not well-formed, `null` when it is K2 Horizon's layout
 * but refused (a value with no certain end, a repeated key, a JSON envelope of another spelling).
 */
function readCall(text: string, from: number, input: ScanInput): { end: number; calls: RecoveredCall[] } | null | undefined {
  let i = skipWs(text, from);
  const c = text.charCodeAt(i);
  if (c === OPEN_BRACE || c === OPEN_BRACKET) {
    // `{` or `[`: the template's `json` call format
    const json = parseJsonAt(text, i);
    if (!json) return null;
    const calls = c === OPEN_BRACE ? [callOf(json.value, CALL_SHAPE_ARGS_OPTIONAL, input)] : callsOf(json.value, CALL_SHAPE_ARGS_OPTIONAL, input);
    const after = skipWs(text, json.end);
    if (!calls || calls.some((call) => call === undefined) || !text.startsWith(CALL_CLOSE, after)) return null;
    return { end: after + CALL_CLOSE.length, calls: calls as RecoveredCall[] };
  }
  // a declared tool's name whatever its characters, else the strict name rule
  const read = readToolName(text, i, input, K2_NAME);
  if (read === undefined) return undefined;
  const name = read.name;
  i = skipWs(text, read.end);
  if (!text.startsWith(KEY, i) && !text.startsWith(CALL_CLOSE, i)) return undefined;
  const schema = input.schemaOf(name);
  const declares = declaredKeys(schema);
  const values = TagValues.of(input, "k2-horizon", SPEC);
  const block = K2_TAGS.pairs(input, i, (from) => values.valueEnd(from, declares));
  if (block === undefined) return null;
  const pairs = block.pairs;
  i = block.end;
  if (!text.startsWith(CALL_CLOSE, i)) return null;
  const args: Record<string, unknown> = {};
  for (const p of pairs) {
    const value = decodeK2Value(text.slice(p.from, p.to), declaredArgTypes(schema, p.key), wireType(p.type));
    // a repeated key: nobody knows which value the model meant, the block stays text
    if (!setParam(args, p.key, value)) return null;
  }
  return { end: i + CALL_CLOSE.length, calls: [{ name, arguments: args }] };
}

/** `end`, or past an `<|ifm|im_end|>` right after it (blanks between). */
function withTurnEnd(text: string, end: number): number {
  const j = skipWs(text, end);
  return text.startsWith(IM_END, j) ? j + IM_END.length : end;
}

/**
 * K2 Horizon (LLM360 / IFM): `<ifm|tool_calls>` holding one or more `<ifm|tool_call>` blocks, then
 * `</ifm|tool_calls>` (the template's layout; the whole wrapper is one candidate: complete, or every call closed and
 * nothing but the end of the reply after them, or nothing), or a lone
 * `<ifm|tool_call>…</ifm|tool_call>` outside any wrapper (SGLang reads those too). Markup in the IFM reasoning
 * tags is inert.
 */
function scanK2(text: string, at: number, input: ScanInput): ScanResult | undefined {
  if (inRanges(ifmThink(input), at)) return undefined;
  if (text.startsWith(CALLS, at)) {
    let i = skipWs(text, at + CALLS.length);
    if (!text.startsWith(CALL, i)) return undefined;
    const calls: RecoveredCall[] = [];
    while (text.startsWith(CALL, i)) {
      const call = readCall(text, i + CALL.length, input);
      if (!call) return call === null ? keptBlock(input, at + CALLS.length, CALLS_CLOSE, CALLS) : undefined;
      calls.push(...call.calls);
      i = skipWs(text, call.end);
    }
    // every call closed and nothing but the end of the reply (or the turn's end token) after them: the wrapper's
    // closer is missing, not the calls (SGLang's k2_v3 detector reads the calls of a wrapper without its closer)
    const turnEnd = withTurnEnd(text, i);
    if (skipWs(text, turnEnd) === text.length) return { end: turnEnd, calls };
    if (!text.startsWith(CALLS_CLOSE, i)) return keptBlock(input, at + CALLS.length, CALLS_CLOSE, CALLS);
    return { end: withTurnEnd(text, i + CALLS_CLOSE.length), calls };
  }
  // a lone call: not one inside a wrapper (the wrapper is read whole, or not at all)
  if (!text.startsWith(CALL, at) || inRanges(wrappers(input), at)) return undefined;
  const call = readCall(text, at + CALL.length, input);
  if (call === null) return keptBlock(input, at + CALL.length, CALL_CLOSE, CALL);
  return call && { end: withTurnEnd(text, call.end), calls: call.calls };
}

/** K2 Horizon `<ifm|tool_calls><ifm|tool_call>NAME<ifm|arg_key>…</ifm|arg_key><ifm|arg_value>…</ifm|arg_value></ifm|tool_call></ifm|tool_calls>` → toolCall blocks. */
export const k2Horizon = defineGrammar({
  name: "k2-horizon",
  package: "@pi-tool-repair/grammar-k2-horizon",
  host: "^1.0.0",
  markers: [CALLS, CALL],
  owns: [
    { open: CALLS, close: CALLS_CLOSE },
    { open: CALL, close: CALL_CLOSE },
  ],
  literals: [CALLS_CLOSE, CALL_CLOSE, IM_END, KEY, KEY_CLOSE, TYPE_CLOSE, VALUE, VALUE_CLOSE, ...THINK.flat()],
  scan: scanK2,
});

export default k2Horizon;
