import { defineGrammar, type RecoveredCall, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { inRanges,acceptsToolName, declaredArgTypes, declaredKeys, isRecord, keptBlock, numbersExact, parseJsonAt, perInput, setParam, skipWs, TagValues, type TagSpec, EQUALS, QUOTE, isIdentChar, isJsonSpace, tagSpans } from "@pi-tool-repair/grammar-kit";

/** Kimi K3's XTML control tokens (SGLang `kimik3_format`, vLLM `kimi_k3`): `<|open|>NAME ATTRS<|sep|>` … `<|close|>NAME<|sep|>`. */
const TOOLS = "<|open|>tools<|sep|>";
const TOOLS_CLOSE = "<|close|>tools<|sep|>";
const CALL = "<|open|>call";
const CALL_CLOSE = "<|close|>call<|sep|>";
const ARG = "<|open|>argument";
const ARG_CLOSE = "<|close|>argument<|sep|>";
const JSON_OPEN = "<|open|>json";
const JSON_CLOSE = "<|close|>json<|sep|>";
const SEP = "<|sep|>";
/** What ends the assistant message after its tools section; stripped with the section. */
const MESSAGE_CLOSE = "<|close|>message<|sep|>";
/** The reply channel before the tools section: its tokens go with the section, its text stays. */
const RESPONSE = "<|open|>response<|sep|>";
const RESPONSE_CLOSE = "<|close|>response<|sep|>";
/** What the template writes after the message's close. */
const END_OF_MSG = "<|end_of_msg|>";
const THINK = "<|open|>think<|sep|>";
const THINK_CLOSE = "<|close|>think<|sep|>";
/** A tag header (`call tool="read" index="1"`) is short: attribute values are names and small numbers. */
const MAX_HEADER = 512;

const JSON_TYPES = new Set(["string", "integer", "number", "boolean", "object", "array", "null"]);



/** The template's attribute escaping, reversed (`&quot;` → `"`, `&amp;` → `&`). */
function unescapeAttr(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}

/**
 * The attributes of the tag header at `from` (after `<|open|>call` / `<|open|>argument` / `<|open|>json`): `(\s+name="value")*`
 * then `<|sep|>`. Returns them and the position after `<|sep|>`, or `undefined` when the header is not that (a
 * word glued to the tag name, an unquoted value, markup, too long). Bounded.
 */
export function readHeader(text: string, from: number): { attrs: Map<string, string>; end: number } | undefined {
  const attrs = new Map<string, string>();
  let i = from;
  const limit = Math.min(text.length, from + MAX_HEADER);
  for (;;) {
    if (text.startsWith(SEP, i)) return { attrs, end: i + SEP.length };
    const blank = i;
    while (i < limit && isJsonSpace(text.charCodeAt(i))) i++;
    if (text.startsWith(SEP, i)) return { attrs, end: i + SEP.length };
    if (i === blank) return undefined; // each attribute follows a blank
    const nameStart = i;
    while (i < limit && isIdentChar(text.charCodeAt(i))) i++;
    if (i === nameStart || text.charCodeAt(i) !== EQUALS || text.charCodeAt(i + 1) !== QUOTE) return undefined; // `="`
    const name = text.slice(nameStart, i);
    const valueStart = i + 2;
    const close = text.indexOf('"', valueStart);
    if (close < 0 || close >= limit) return undefined;
    const raw = text.slice(valueStart, close);
    if (raw.includes("<|") || attrs.has(name)) return undefined;
    attrs.set(name, unescapeAttr(raw));
    i = close + 1;
  }
}

/** The `key` of the argument header at `at` (an `<|open|>argument` tag): `undefined` when not well-formed, `null` when it names none. */
function keyOfArgAt(text: string, at: number): string | null | undefined {
  const header = readHeader(text, at + ARG.length);
  if (!header) return undefined;
  return header.attrs.get("key") ?? null;
}

/**
 * Where an argument's value ends (the kit's `TagValues`): a `<|close|>argument<|sep|>` followed by the
 * `<|open|>argument` of a key the tool declares, or by the call's clean `<|close|>call<|sep|>` (then the next call
 * or the section's close). A value whose end is not certain does not run (docs/policy.md, "Values are content").
 */
const SPEC: TagSpec = {
  open: ARG,
  close: ARG_CLOSE,
  end: CALL_CLOSE,
  block: CALL,
  isBlock: (text, at) => readHeader(text, at + CALL.length)?.attrs.has("tool") ?? false,
  nameAt: keyOfArgAt,
  endsBlock(text, at) {
    const j = skipWs(text, at + CALL_CLOSE.length);
    // the end of the reply after the last call: the turn ended there (see scanK3)
    return j === text.length || text.startsWith(CALL, j) || text.startsWith(TOOLS_CLOSE, j);
  },
  after(text, at, tags) {
    const j = skipWs(text, at + ARG_CLOSE.length);
    if (text.startsWith(ARG, j)) return keyOfArgAt(text, j) ?? null;
    return (text.startsWith(CALL_CLOSE, j) && tags.isTerminal(j)) || undefined;
  },
};

/**
 * Per input: the reasoning channel's spans (`<|open|>think<|sep|>` … `<|close|>think<|sep|>`, unclosed: to the end),
 * and the text before a first closer that no opener precedes (the template's generation prompt opens the channel).
 */
const thinkSpans = perInput((input: ScanInput) => {
  const spans: [number, number][] = [];
  const first = input.indexOf(THINK, 0);
  const firstClose = input.indexOf(THINK_CLOSE, 0);
  if (firstClose >= 0 && (first < 0 || firstClose < first)) spans.push([0, firstClose + THINK_CLOSE.length]);
  for (const span of tagSpans(input, THINK, THINK_CLOSE)) spans.push(span);
  return spans;
});

/** Per input: the response channel's openers, ascending. */
const responseOpeners = perInput((input: ScanInput) => {
  const out: number[] = [];
  for (let a = input.indexOf(RESPONSE, 0); a >= 0; a = input.indexOf(RESPONSE, a + RESPONSE.length)) out.push(a);
  return out;
});

/**
 * The response channel closed just before the tools section at `at` (blanks between): where its opener is and its
 * text, or `undefined`. Only a channel whose text holds no markup (no `<`, no reasoning) is taken: another
 * grammar's block in it stays that grammar's to read, and the channel's tokens then stay as text.
 */
function responseBefore(text: string, at: number, input: ScanInput): { start: number; body: string } | undefined {
  let k = at;
  while (k > 0 && isJsonSpace(text.charCodeAt(k - 1))) k--;
  if (!text.endsWith(RESPONSE_CLOSE, k)) return undefined;
  const close = k - RESPONSE_CLOSE.length;
  const openers = responseOpeners(input);
  let lo = 0;
  let hi = openers.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (openers[mid]! < close) lo = mid + 1;
    else hi = mid;
  }
  if (lo === 0) return undefined;
  const open = openers[lo - 1]!;
  const body = text.slice(open + RESPONSE.length, close);
  if (body.includes("<") || inRanges(thinkSpans(input), open)) return undefined;
  return { start: open, body };
}

function jsonTypeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

/**
 * A value as the vendor's parsers read it (SGLang `kimik3_detector`, vLLM `kimi_k3`): `type="string"` (the default)
 * is raw text, exactly; another written type is JSON text, decoded when it is JSON of that type, else kept as text
 * for the schema to decide. A key the tool's schema types as a string only keeps its text whatever is written.
 */
export function decodeK3Value(raw: string, written: string, schemaTypes: ReadonlySet<string> | undefined): unknown {
  if (written === "string" || !JSON_TYPES.has(written)) return raw;
  if (schemaTypes && [...schemaTypes].every((t) => t === "string" || t === "null") && schemaTypes.has("string")) return raw;
  const value = raw.trim();
  if (value.length === 0 || !numbersExact(value)) return raw;
  const json = parseJsonAt(value, 0);
  if (!json || json.end !== value.length) return raw;
  const type = jsonTypeOf(json.value);
  return type === written || (type === "integer" && written === "number") ? json.value : raw;
}

interface Pair {
  key: string;
  type: string;
  from: number;
  to: number;
}

/**
 * One `<|open|>call tool="N" [index="I"]<|sep|>` block at `at`: its `<|open|>argument key="K" type="T"<|sep|>V<|close|>argument<|sep|>`
 * elements, or one `<|open|>json type="object"<|sep|>{…}<|close|>json<|sep|>`, then `<|close|>call<|sep|>`. Its end and call;
 * `undefined` when the block is not well-formed or a value's end is not certain.
 */
function readCall(text: string, at: number, input: ScanInput): { end: number; call: RecoveredCall } | undefined {
  const header = readHeader(text, at + CALL.length);
  if (!header) return undefined;
  for (const k of header.attrs.keys()) if (k !== "tool" && k !== "index") return undefined;
  const name = header.attrs.get("tool");
  // a declared tool's name whatever its characters, else the strict name rule
  if (!acceptsToolName(name, input)) return undefined;
  let i = skipWs(text, header.end);
  const schema = input.schemaOf(name);
  if (text.startsWith(JSON_OPEN, i)) {
    const jh = readHeader(text, i + JSON_OPEN.length);
    if (!jh || [...jh.attrs.keys()].some((k) => k !== "type") || (jh.attrs.get("type") ?? "object") !== "object") return undefined;
    const start = skipWs(text, jh.end);
    const json = parseJsonAt(text, start);
    if (!json || !isRecord(json.value)) return undefined;
    i = skipWs(text, json.end);
    if (!text.startsWith(JSON_CLOSE, i)) return undefined;
    i = skipWs(text, i + JSON_CLOSE.length);
    if (!text.startsWith(CALL_CLOSE, i)) return undefined;
    return { end: i + CALL_CLOSE.length, call: { name, arguments: json.value } };
  }
  const declares = declaredKeys(schema);
  const pairs: Pair[] = [];
  while (text.startsWith(ARG, i)) {
    const ah = readHeader(text, i + ARG.length);
    if (!ah) return undefined;
    for (const k of ah.attrs.keys()) if (k !== "key" && k !== "type") return undefined;
    const key = ah.attrs.get("key");
    if (key === undefined || key.trim() === "") return undefined;
    const to = TagValues.of(input, "kimi-k3", SPEC).valueEnd(ah.end, declares);
    if (to < 0) return undefined;
    pairs.push({ key, type: ah.attrs.get("type") ?? "string", from: ah.end, to });
    i = skipWs(text, to + ARG_CLOSE.length);
  }
  if (!text.startsWith(CALL_CLOSE, i)) return undefined;
  const args: Record<string, unknown> = {};
  for (const p of pairs) {
    // a repeated key: nobody knows which value the model meant, the call stays text
    if (!setParam(args, p.key, decodeK3Value(text.slice(p.from, p.to), p.type, declaredArgTypes(schema, p.key)))) return undefined;
  }
  return { end: i + CALL_CLOSE.length, call: { name, arguments: args } };
}

/**
 * Kimi K3: the `tools` channel `<|open|>tools<|sep|>` holding one or more call elements, then `<|close|>tools<|sep|>`
 * (and the message's `<|close|>message<|sep|>`, stripped with it). The whole section is one candidate: complete (its
 * closer read, or every call closed and nothing but the end of the reply after the last one) or nothing. Markup in
 * the `think` channel is inert.
 */
function scanK3(text: string, at: number, input: ScanInput): ScanResult | undefined {
  if (inRanges(thinkSpans(input), at)) return undefined;
  let i = skipWs(text, at + TOOLS.length);
  if (!text.startsWith(CALL, i)) return undefined;
  const calls: RecoveredCall[] = [];
  while (text.startsWith(CALL, i)) {
    const read = readCall(text, i, input);
    if (!read) return keptBlock(input, at + TOOLS.length, TOOLS_CLOSE, TOOLS);
    calls.push(read.call);
    i = skipWs(text, read.end);
  }
  let end = i;
  // every call closed and nothing but the end of the reply after them: the section's closer is missing, not the calls
  // (SGLang's kimik3 and vLLM's kimi_k3 read the calls of a section without `<|close|>tools<|sep|>`)
  if (i < text.length) {
    if (!text.startsWith(TOOLS_CLOSE, i)) return keptBlock(input, at + TOOLS.length, TOOLS_CLOSE, TOOLS);
    end = i + TOOLS_CLOSE.length;
    const after = skipWs(text, end);
    if (text.startsWith(MESSAGE_CLOSE, after)) {
      end = after + MESSAGE_CLOSE.length;
      if (text.startsWith(END_OF_MSG, end)) end += END_OF_MSG.length;
    }
  }
  // the reply channel right before the section: its tokens go with it, its text stays visible
  const response = responseBefore(text, at, input);
  return response ? { start: response.start, end, calls, replacement: response.body } : { end, calls };
}

/** Kimi K3 `<|open|>tools<|sep|><|open|>call tool="N"<|sep|><|open|>argument key="K" type="T"<|sep|>V<|close|>argument<|sep|>…` → toolCall blocks. */
export const kimiK3 = defineGrammar({
  name: "kimi-k3",
  package: "@pi-tool-repair/grammar-kimi-k3",
  host: "^1.0.0",
  markers: [TOOLS],
  owns: [{ open: TOOLS, close: TOOLS_CLOSE }],
  literals: [TOOLS_CLOSE, CALL, CALL_CLOSE, ARG, ARG_CLOSE, THINK, THINK_CLOSE, RESPONSE, RESPONSE_CLOSE],
  scan: scanK3,
});

export default kimiK3;
