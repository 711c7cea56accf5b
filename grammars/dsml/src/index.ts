/**
 * DeepSeek V3.2 / V4 DSML: `<｜DSML｜tool_calls>` (or `function_calls`) → `<｜DSML｜invoke name="N">` →
 * `<｜DSML｜parameter name="K" string="true|false">V</｜DSML｜parameter>`. Tolerates the bar variants seen
 * in the wild (doubled bars, U+2016 `‖`, ASCII `|`, spaces, no leading bar, a bar in place of `>`), CDATA
 * values, and the legacy V3 / V3.1 `<｜tool▁calls▁begin｜>` sections. A stream that died at a dangling
 * opener (`<｜DSML｜tool_calls` at the end) has the marker stripped and runs nothing.
 */
import { defineGrammar, type AssistantMessage, type JsonType, type RecoveredCall, type RepairContext, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { contentSpans, declaredKeys, isDeclaredTool, hasDuplicateKeys, jsonRepeatsKey, MAX_VALUE_DEPTH, valueNestsDeeperThan, jsonExtent, parseJsonAt, isPlainObject, setParam, skipWs, acceptsValue, typeByOrder, typesOf, type DeclaresKey, type Range, callList, renameNativeCalls } from "@pi-tool-repair/grammar-kit";

const FULL_BAR = 0xff5c; // ｜
const DOUBLE_BAR = 0x2016; // ‖
const ASCII_BAR = 0x7c; // |
const WRAPPERS = new Set(["tool_calls", "function_calls", "tool_use", "calls", "tool_call", "function_call"]);
const EOS = "<｜end▁of▁sentence｜>";
const MAX_NAME = 64;
const MAX_ATTR = 512;

function isBar(c: number): boolean {
  return c === FULL_BAR || c === DOUBLE_BAR || c === ASCII_BAR;
}
function isSpace(c: number): boolean {
  return c === 32 || c === 9;
}
function isWs(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}
function isNameChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
}

interface Tag {
  closing: boolean;
  name: string;
  attrs: Map<string, string>;
  /** One past the tag. */
  end: number;
}

/** `"eof"`: the text ended inside a tag that had reached `DSML` (a dangling marker). */
type Lexed = Tag | "eof" | undefined;

/** After the spaces and tabs at `j`. (A function, not a closure over `j`: `lexTag` runs at every marker.) */
function skipSpaces(text: string, j: number): number {
  while (j < text.length && isSpace(text.charCodeAt(j))) j++;
  return j;
}

/**
 * Reads one DSML tag at `i` (`<`): `<` `/`? BARS? `DSML` BARS NAME ATTRS (`>` | BAR `>`? | implicit before
 * the next `<`). Spaces may sit between the parts. Bounded by the attribute limits; never backtracks.
 */
function lexTag(text: string, i: number): Lexed {
  const n = text.length;
  if (text.charCodeAt(i) !== 60) return undefined;
  let j = skipSpaces(text, i + 1);
  let closing = false;
  if (text.charCodeAt(j) === 47) {
    closing = true;
    j++;
    j = skipSpaces(text, j);
  }
  for (let k = 0; k < 4 && j < n && isBar(text.charCodeAt(j)); k++) {
    j++;
    j = skipSpaces(text, j);
  }
  if (!text.startsWith("DSML", j)) return undefined;
  j += 4;
  j = skipSpaces(text, j);
  let bars = 0;
  for (; bars < 4 && j < n && isBar(text.charCodeAt(j)); bars++) {
    j++;
    j = skipSpaces(text, j);
  }
  if (bars === 0) return undefined; // `<｜DSML` alone is not yet a marker: it stays text (keeps recovery idempotent)
  if (j >= n) return "eof";
  const nameStart = j;
  while (j < n && j - nameStart < MAX_NAME && isNameChar(text.charCodeAt(j))) j++;
  if (j === nameStart) return undefined;
  const name = text.slice(nameStart, j);
  const attrs = new Map<string, string>();
  for (;;) {
    const before = j;
    j = skipWs(text, j);
    if (j >= n) return "eof";
    const c = text.charCodeAt(j);
    if (c === 62) return { closing, name, attrs, end: j + 1 };
    if (isBar(c)) {
      j++;
      return { closing, name, attrs, end: text.charCodeAt(j) === 62 ? j + 1 : j };
    }
    if (c === 60) return { closing, name, attrs, end: before }; // `>` missing before the next tag
    if (c === 47 && text.charCodeAt(j + 1) === 62) return { closing, name, attrs, end: j + 2 };
    if (j === before) return undefined; // attributes need a space before them
    const keyStart = j;
    while (j < n && j - keyStart < MAX_NAME && (isNameChar(text.charCodeAt(j)) || text.charCodeAt(j) === 45)) j++;
    if (j === keyStart) return undefined;
    const key = text.slice(keyStart, j);
    while (j < n && isSpace(text.charCodeAt(j))) j++;
    if (text.charCodeAt(j) !== 61) return j >= n ? "eof" : undefined;
    j++;
    while (j < n && isSpace(text.charCodeAt(j))) j++;
    const q = text.charCodeAt(j);
    if (q !== 34 && q !== 39) return j >= n ? "eof" : undefined;
    const valueStart = j + 1;
    j = valueStart;
    while (j < n && j - valueStart < MAX_ATTR && text.charCodeAt(j) !== q && text.charCodeAt(j) !== 10) j++;
    if (j >= n) return "eof";
    if (text.charCodeAt(j) !== q) return undefined;
    if (attrs.has(key)) return undefined; // `name="read" name="bash"`: which one is meant is unknown, so no tag
    attrs.set(key, text.slice(valueStart, j));
    j++;
  }
}

function asTag(l: Lexed): Tag | undefined {
  return typeof l === "object" ? l : undefined;
}

/** Returned by the value readers for JSON with a repeated key: nobody knows which value was meant, the call gives up. */
const REPEATED = Symbol("repeated key");


/** A DSML value typed by its `string=` attribute and, where given, the schema. `REPEATED`: JSON with a repeated key. */
export function dsmlValue(raw: string, stringAttr: string | undefined, types: ReadonlySet<JsonType> | undefined): unknown {
  if (stringAttr !== undefined && stringAttr.trim().toLowerCase() === "false") {
    let decoded: unknown;
    try {
      decoded = JSON.parse(raw);
    } catch {
      return raw; // not JSON: keep the raw text (vLLM, SGLang, dynamo)
    }
    // `null` for a string field stays "null" (vLLM)
    if (types && !acceptsValue(types, decoded) && types.has("string")) return raw;
    // nested deeper than any value the kit types: kept as text (it could not be written back as JSON)
    if (valueNestsDeeperThan(decoded, MAX_VALUE_DEPTH)) return raw;
    return hasDuplicateKeys(raw, decoded) ? REPEATED : decoded;
  }
  return typedText(raw, types);
}

/** string="true" (or no attribute), or CDATA: raw text, exactly; a schema that wants no string types it. */
function typedText(raw: string, types: ReadonlySet<JsonType> | undefined): unknown {
  if (types && !types.has("string") && (types.has("object") || types.has("array")) && jsonRepeatsKey(raw)) return REPEATED;
  return typeByOrder(raw, types);
}

const CDATA_OPEN = "<![CDATA[";
const CDATA_CLOSE = "]]>";

/** Inner DSML tags a value may quote before the reader gives up on it (bounds the walk). */
const MAX_INNER_TAGS = 256;

/** The DSML tag whose `DSML` lies at `d` (its `<` a few characters before, not before `from`). */
function tagAround(text: string, d: number, from: number): { lt: number; tag: Lexed } | undefined {
  for (let k = d - 1; k >= Math.max(from, d - 10); k--) {
    if (text.charCodeAt(k) === 60) return { lt: k, tag: lexTag(text, k) };
  }
  return undefined;
}

function isParamOpener(tag: Tag | undefined): boolean {
  return tag !== undefined && !tag.closing && tag.name === "parameter" && (tag.attrs.get("name") ?? "").trim() !== "";
}

/**
 * What follows a parameter closer ending at `i` (after whitespace): the next parameter's name, `true` for a
 * clean invoke closer (see `cleanInvokeEnd`), `undefined` for anything else.
 */
function afterClose(text: string, i: number, input: ScanInput): string | true | undefined {
  const next = asTag(lexTag(text, skipWs(text, i)));
  if (next === undefined) return undefined;
  if (next.closing && next.name === "invoke") return cleanInvokeEnd(text, next.end, input) || undefined;
  return isParamOpener(next) ? next.attrs.get("name")!.trim() : undefined;
}

/** The next DSML tag at or after `from` (its `<` not before `from`), bounded; `undefined` when none is found. */
function nextTag(text: string, from: number, input: ScanInput): Tag | undefined {
  let p = from;
  for (let n = 0; n < 8; n++) {
    const d = input.indexOf("DSML", p);
    if (d < 0) return undefined;
    p = d + 4;
    const tag = asTag(tagAround(text, d, from)?.tag);
    if (tag) return tag;
  }
  return undefined;
}

/**
 * Whether an invoke closer ending at `end` is a clean end of a call: the next DSML tag opens a call, or closes
 * the block with no call's inside after it, or there is none. A closer or a parameter next shows it was content.
 */
function cleanInvokeEnd(text: string, end: number, input: ScanInput): boolean {
  const next = nextTag(text, end, input);
  if (next === undefined) return true;
  if (!next.closing) return next.name !== "parameter";
  if (!WRAPPERS.has(next.name)) return false;
  const after = nextTag(text, next.end, input);
  return after === undefined || (!after.closing && after.name !== "parameter");
}

/**
 * Finds the `</…DSML…parameter>` that closes a value starting at `from`, or `"open"` when its end is not
 * certain. A value is content: DSML markup quoted in it (a whole block in a file being written, an inner
 * parameter pair) stays in it. Nothing is closed by guessing (docs/policy.md, "Values are content"): a
 * parameter closer is structure only when a parameter's opener or a clean invoke closer follows it; a declared
 * parameter's opener inside the value is matched by the next parameter closer, and one never matched means the
 * value's own closer is missing (an undeclared one is content). The value ends at its first structural closer at depth 0, and only when what follows is
 * a clean invoke closer or a parameter the tool declares. Two readings give no end: a structural closer inside
 * a quoted pair, or one followed by a parameter the tool does not declare. Forward only, bounded.
 */
function findParamClose(text: string, from: number, input: ScanInput, declares: DeclaresKey): { valueEnd: number; end: number } | "open" {
  let depth = 0;
  let p = from;
  for (let n = 0; n < MAX_INNER_TAGS; n++) {
    const d = input.indexOf("DSML", p);
    if (d < 0) return "open";
    p = d + 4;
    const around = tagAround(text, d, from);
    if (!around) continue;
    if (around.tag === "eof") return "open";
    const tag = asTag(around.tag);
    if (!tag) continue;
    p = Math.max(p, tag.end);
    if (tag.closing && tag.name === "parameter") {
      const next = afterClose(text, tag.end, input);
      if (depth > 0) {
        depth--;
        if (next !== undefined) return "open"; // two readings: this closer may end the value too
      } else if (next !== undefined) return typeof next === "string" && !declares(next) ? "open" : { valueEnd: around.lt, end: tag.end };
    } else if (isParamOpener(tag) && declares(tag.attrs.get("name")!.trim())) depth++; // an undeclared one is content
  }
  return "open";
}

/** Value spans of blocks that did not run: a marker inside one is content, never a call. */
const content = contentSpans();
const markContent = content.mark;
const isContent = content.has;

type InvokeRead = { call: RecoveredCall; end: number } | { open: number } | undefined;

/** One invoke. `{ open }`: a value that starts there never closes (the rest of the text is that value). */
function readInvoke(text: string, open: Tag, input: ScanInput, spans: Range[]): InvokeRead {
  const name = open.attrs.get("name")?.trim();
  if (!name) return undefined;
  const schema = input.schemaOf(name);
  const declares = declaredKeys(schema);
  const args: Record<string, unknown> = {};
  let ok = true;
  let i = open.end;
  for (;;) {
    i = skipWs(text, i);
    const tag = asTag(lexTag(text, i));
    if (!tag) return undefined;
    if (tag.closing && tag.name === "invoke") return ok ? { call: { name, arguments: args }, end: tag.end } : undefined;
    if (tag.closing || tag.name !== "parameter") return undefined;
    const key = tag.attrs.get("name");
    if (key === undefined || key.trim() === "") return undefined;
    let valueStart = tag.end;
    let cdata: string | undefined;
    const v = skipWs(text, valueStart);
    if (text.startsWith(CDATA_OPEN, v)) {
      const c = input.indexOf(CDATA_CLOSE, v + CDATA_OPEN.length);
      if (c < 0) return { open: tag.end };
      cdata = text.slice(v + CDATA_OPEN.length, c);
      spans.push([tag.end, c]);
      valueStart = c + CDATA_CLOSE.length;
    }
    const close = findParamClose(text, valueStart, input, declares);
    if (close === "open") return { open: valueStart };
    spans.push([valueStart, close.valueEnd]);
    if (cdata !== undefined && skipWs(text, valueStart) < close.valueEnd) return undefined; // text after the CDATA
    const raw = cdata ?? text.slice(valueStart, close.valueEnd);
    const value = cdata !== undefined ? typedText(cdata, typesOf(schema, key)) : dsmlValue(raw, tag.attrs.get("string"), typesOf(schema, key));
    // a repeated parameter or a value with a repeated key: the call does not run (the rest is still read)
    if (value === REPEATED || !setParam(args, key, value)) ok = false;
    i = close.end;
  }
}

/** Whether a stray DSML closer follows `end` (before any opener): the values were then cut at a closer they quoted. */
function strayCloserAfter(text: string, end: number, input: ScanInput): boolean {
  let p = end;
  for (let n = 0; n < 8; n++) {
    const d = input.indexOf("DSML", p);
    if (d < 0) return false;
    p = d + 4;
    const tag = asTag(tagAround(text, d, end)?.tag);
    if (tag) return tag.closing;
  }
  return false;
}

function withEos(text: string, end: number): number {
  const j = skipWs(text, end);
  return text.startsWith(EOS, j) ? j + EOS.length : end;
}

function scanDsml(text: string, at: number, input: ScanInput): ScanResult | undefined {
  if (isContent(input, at)) return undefined; // quoted inside a value of an earlier block
  const lexed = lexTag(text, at);
  if (lexed === "eof") return { end: text.length, calls: [] }; // dangling marker: strip it, run nothing
  if (!lexed || lexed.closing || !WRAPPERS.has(lexed.name)) return undefined; // a bare invoke is not a call
  return readBlock(text, input, lexed);
}

/**
 * A refused section kept as text, to its closing wrapper tag (the bars of DSML tags vary, so the tags are lexed):
 * `undefined` when another wrapper opens first or none closes (a cut section is not reported).
 */
function keptSection(text: string, from: number, input: ScanInput): ScanResult | undefined {
  for (let p = input.indexOf("<", from); p >= 0; p = input.indexOf("<", p + 1)) {
    const tag = asTag(lexTag(text, p));
    if (!tag || !WRAPPERS.has(tag.name)) continue;
    return tag.closing ? { end: tag.end, calls: [], keep: true } : undefined;
  }
  return undefined;
}

/** The block a wrapper tag opens (its closures live here: the markers that open nothing allocate none). */
function readBlock(text: string, input: ScanInput, lexed: Tag): ScanResult | undefined {
  const spans: Range[] = [];
  // a section that does not run stays text; closed, the host still sees it (`keep`) for its prose decisions
  const fail = (): ScanResult | undefined => {
    markContent(input, spans);
    return keptSection(text, lexed.end, input);
  };
  const done = (end: number): ScanResult | undefined => {
    // ambiguous: a closer after the block means a value was cut at markup it quoted; nothing runs
    if (strayCloserAfter(text, end, input)) return fail();
    return { end: withEos(text, end), calls };
  };
  const calls: RecoveredCall[] = [];
  let i = lexed.end;
  let last = i;
  for (;;) {
    i = skipWs(text, i);
    const next = lexTag(text, i);
    const tag = asTag(next);
    if (tag && tag.closing && WRAPPERS.has(tag.name)) {
      if (calls.length === 0) return fail();
      return done(tag.end);
    }
    if (tag && !tag.closing && tag.name === "invoke") {
      const invoke = readInvoke(text, tag, input, spans);
      if (invoke && "open" in invoke) {
        spans.push([invoke.open, text.length]); // a value never closed: everything after it is that value
        return fail();
      }
      if (!invoke) return fail(); // one broken invoke: the block stays text
      calls.push(invoke.call);
      last = invoke.end;
      i = invoke.end;
      continue;
    }
    if (next === "eof" && calls.length === 0) return { end: text.length, calls: [] };
    // EDGE: the wrapper's closer is missing after complete invokes
    if (calls.length > 0 && (tag === undefined || next === "eof")) return done(last);
    return fail();
  }
}

// Legacy V3 / V3.1: <｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>NAME\n```json\n{…}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>
const CALLS_BEGIN = "<｜tool▁calls▁begin｜>";
const CALLS_END = "<｜tool▁calls▁end｜>";
const CALL_BEGIN = "<｜tool▁call▁begin｜>";
const CALL_END = "<｜tool▁call▁end｜>";
const SEP = "<｜tool▁sep｜>";
const TOOL_NAME = /^[A-Za-z0-9_.:-]{1,128}$/;

function readLegacyCall(text: string, at: number, input: ScanInput): { call: RecoveredCall; end: number } | undefined {
  let i = at + CALL_BEGIN.length;
  const sep = input.indexOf(SEP, i);
  if (sep < 0 || sep - i > MAX_NAME + 16) return undefined;
  const head = text.slice(i, sep).trim();
  i = sep + SEP.length;
  let name: string;
  if (head === "function" || head === "") {
    // V3: the name runs to the end of its line, then the JSON (usually in a ```json fence)
    let j = i;
    while (j < text.length && j - i <= 128 && text.charCodeAt(j) !== 10 && text.charCodeAt(j) !== 96 && text.charCodeAt(j) !== 123) j++;
    name = text.slice(i, j).trim();
    i = j;
  } else name = head; // V3.1: NAME<｜tool▁sep｜>{json}
  if (!TOOL_NAME.test(name) && !isDeclaredTool(name, input)) return undefined;
  i = skipWs(text, i);
  let fenced = false;
  if (text.startsWith("```", i)) {
    fenced = true;
    i += 3;
    while (i < text.length && isNameChar(text.charCodeAt(i))) i++;
  }
  const json = parseJsonAt(text, i);
  // the JSON's strings are content: markup quoted in them never runs, even when this call does not
  const jsonStart = skipWs(text, i);
  const extent = json ? json.end : jsonExtent(text, jsonStart);
  markContent(input, [[jsonStart, extent < 0 ? text.length : extent]]);
  if (!json || !isPlainObject(json.value)) return undefined;
  i = skipWs(text, json.end);
  if (fenced) {
    if (!text.startsWith("```", i)) return undefined;
    i = skipWs(text, i + 3);
  }
  if (!text.startsWith(CALL_END, i)) return undefined;
  return { call: { name, arguments: json.value }, end: i + CALL_END.length };
}

function scanLegacy(text: string, at: number, input: ScanInput): ScanResult | undefined {
  if (isContent(input, at)) return undefined; // quoted inside a string of an earlier call
  if (text.startsWith(CALL_BEGIN, at)) {
    // a call outside a section; inside a section that failed to parse it must not run alone
    let k = at;
    while (k > 0 && isWs(text.charCodeAt(k - 1)) && at - k < 8) k--;
    if (text.endsWith(CALLS_BEGIN, k) || text.endsWith(CALL_END, k)) return undefined;
    const one = readLegacyCall(text, at, input);
    if (!one) return undefined;
    const j = skipWs(text, one.end);
    return { end: withEos(text, text.startsWith(CALLS_END, j) ? j + CALLS_END.length : one.end), calls: [one.call] };
  }
  // a broken call, or none (truncation after the section opener), is not a call; EDGE: the section closer may be missing
  const list = callList(text, at + CALLS_BEGIN.length, CALLS_END, (i) => text.startsWith(CALL_BEGIN, i), (i) => readLegacyCall(text, i, input));
  return list && { end: withEos(text, list.end), calls: list.calls };
}

const LEAK_HINT = /[｜‖▁]|DSML/;
/** A tool name in a DSML tag's `name` attribute (one per tag; two in one tag are two names). */
const INVOKE_NAME = /invoke\s{0,8}name\s{0,8}=\s{0,8}["']([^"'<>]{1,128})["']/g;
const TOKEN = /<\/?[\s｜‖|]{0,8}DSML[^<>]{0,96}>?|<[｜‖][^<>｜‖]{1,48}[｜‖]>/g;

/**
 * The tool name inside a native toolCall name that carries leaked DSML or legacy tokens
 * (`read<｜tool▁call▁end｜>`, `<｜DSML｜invoke name="read">`), or `undefined` when the name is clean or
 * does not hold exactly one tool name besides DSML markup: `<｜DSML｜invoke name="bash"><｜DSML｜invoke
 * name="read">` and `read<｜DSML｜invoke name="bash">` name two tools, so neither is picked. Names are
 * short: longer ones are left alone.
 */
export function cleanToolName(name: string): string | undefined {
  if (name.length > 512 || !LEAK_HINT.test(name)) return undefined;
  // every name the text holds: an invoke tag's attribute, or the text between two tokens
  const names: string[] = [];
  const text = (from: number, to: number) => {
    const part = name.slice(from, to).trim();
    if (part !== "") names.push(part);
  };
  let last = 0;
  for (const token of name.matchAll(TOKEN)) {
    text(last, token.index);
    for (const attr of token[0].matchAll(INVOKE_NAME)) names.push(attr[1]!.trim());
    last = token.index + token[0].length;
  }
  text(last, name.length);
  const only = names.length === 1 ? names[0]! : undefined;
  return only !== undefined && TOOL_NAME.test(only) && only !== name ? only : undefined;
}

/** stripGrammar: renames native toolCall blocks whose names carry DSML tokens; the same message when none do. */
function stripNative(message: AssistantMessage, ctx: RepairContext): AssistantMessage {
  return renameNativeCalls(message, (leaked) => {
    const name = cleanToolName(leaked);
    return name === undefined || (ctx.tools.size > 0 && !ctx.tools.has(name)) ? undefined : name; // only to a declared tool
  });
}

export const dsml = defineGrammar({
  name: "dsml",
  package: "@pi-tool-repair/grammar-dsml",
  host: "^1.0.0",
  stage: 100,
  markers: [
    "<｜DSML",
    "<｜｜",
    "<｜ ",
    "<‖",
    "<|DSML",
    "<||DSML",
    "<| DSML",
    "< |",
    "< ｜",
    "< ‖",
    "<DSML",
    CALLS_BEGIN,
    CALL_BEGIN,
  ],
  owns: [{ open: CALLS_BEGIN, close: CALLS_END }],
  literals: ["DSML", CDATA_CLOSE, SEP],
  stripGrammar: stripNative,
  scan(text, at, input) {
    if (text.startsWith(CALLS_BEGIN, at) || text.startsWith(CALL_BEGIN, at)) return scanLegacy(text, at, input);
    return scanDsml(text, at, input);
  },
});

export default dsml;
