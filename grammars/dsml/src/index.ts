/**
 * DeepSeek V3.2 / V4 DSML: `<｜DSML｜tool_calls>` (or `function_calls`) → `<｜DSML｜invoke name="N">` →
 * `<｜DSML｜parameter name="K" string="true|false">V</｜DSML｜parameter>`. Tolerates the bar variants seen
 * in the wild (doubled bars, U+2016 `‖`, ASCII `|`, spaces, no leading bar, a bar in place of `>`), CDATA
 * values, an invoke whose body is one JSON object, and the legacy V3 / V3.1 `<｜tool▁calls▁begin｜>` sections (also
 * written with ASCII pipes). A stream that died at a dangling opener (`<｜DSML｜tool_calls` at the end) has the marker
 * stripped and runs nothing. `gcml` (GigaChat 3.5) is the same layout with the word `GCML`: a grammar of its own
 * name made by the same factory (`dsmlGrammar`), declared `meta.variantOf: "dsml"`.
 */
import { defineGrammar, type AssistantMessage, type GrammarMeta, type JsonType, type RecoveredCall, type RepairContext, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { contentSpans, declaredKeys, isDeclaredTool, hasDuplicateKeys, jsonRepeatsKey, MAX_VALUE_DEPTH, valueNestsDeeperThan, jsonExtent, parseJsonAt, isPlainObject, setParam, skipWs, acceptsValue, typeByOrder, typesOf, type DeclaresKey, type Range, callList, renameNativeCalls, APOSTROPHE, BACKTICK, EQUALS, GREATER_THAN, LESS_THAN, LF, MINUS, OPEN_BRACE, QUOTE, SLASH, isIdentStart, isJsonSpace, isLineSpace, skipLineSpace } from "@pi-tool-repair/grammar-kit";

const FULL_BAR = 0xff5c; // ｜
const DOUBLE_BAR = 0x2016; // ‖
const ASCII_BAR = 0x7c; // |
const EOS = "<｜end▁of▁sentence｜>";
/** The same token written with ASCII pipes, as the ASCII-pipe legacy sections are. */
const EOS_ASCII = "<|end▁of▁sentence|>";
const MAX_NAME = 64;
const MAX_ATTR = 512;

function isBar(c: number): boolean {
  return c === FULL_BAR || c === DOUBLE_BAR || c === ASCII_BAR;
}

interface Tag {
  closing: boolean;
  name: string;
  attrs: Map<string, string>;
  /** One past the tag. */
  end: number;
  /** Written `<…invoke name="x"/>`: an element with no body. */
  selfClosing?: boolean;
}

/** `"eof"`: the text ended inside a tag that had reached `DSML` (a dangling marker). */
type Lexed = Tag | "eof" | undefined;


/**
 * Reads one DSML tag at `i` (`<`): `<` `/`? BARS? WORD BARS NAME ATTRS (WORD: `DSML`, or a variant's, `GCML`) (`>` | BAR `>`? | implicit before
 * the next `<`). Spaces may sit between the parts. Bounded by the attribute limits; never backtracks.
 */
function lexTag(text: string, i: number, word: string): Lexed {
  const n = text.length;
  if (text.charCodeAt(i) !== LESS_THAN) return undefined;
  let j = skipLineSpace(text, i + 1);
  let closing = false;
  if (text.charCodeAt(j) === SLASH) {
    closing = true;
    j++;
    j = skipLineSpace(text, j);
  }
  for (let k = 0; k < 4 && j < n && isBar(text.charCodeAt(j)); k++) {
    j++;
    j = skipLineSpace(text, j);
  }
  if (!text.startsWith(word, j)) return undefined;
  j += word.length;
  j = skipLineSpace(text, j);
  let bars = 0;
  for (; bars < 4 && j < n && isBar(text.charCodeAt(j)); bars++) {
    j++;
    j = skipLineSpace(text, j);
  }
  if (bars === 0) return undefined; // `<｜DSML` alone is not yet a marker: it stays text (keeps recovery idempotent)
  if (j >= n) return "eof";
  const nameStart = j;
  while (j < n && j - nameStart < MAX_NAME && isIdentStart(text.charCodeAt(j))) j++;
  if (j === nameStart) return undefined;
  const name = text.slice(nameStart, j);
  const attrs = new Map<string, string>();
  for (;;) {
    const before = j;
    j = skipWs(text, j);
    if (j >= n) return "eof";
    const c = text.charCodeAt(j);
    if (c === GREATER_THAN) return { closing, name, attrs, end: j + 1 };
    if (isBar(c)) {
      j++;
      return { closing, name, attrs, end: text.charCodeAt(j) === GREATER_THAN ? j + 1 : j };
    }
    if (c === LESS_THAN) return { closing, name, attrs, end: before }; // `>` missing before the next tag
    if (c === SLASH && text.charCodeAt(j + 1) === GREATER_THAN) return { closing, name, attrs, end: j + 2, selfClosing: true };
    if (j === before) return undefined; // attributes need a space before them
    const keyStart = j;
    while (j < n && j - keyStart < MAX_NAME && (isIdentStart(text.charCodeAt(j)) || text.charCodeAt(j) === MINUS)) j++;
    if (j === keyStart) return undefined;
    const key = text.slice(keyStart, j);
    while (j < n && isLineSpace(text.charCodeAt(j))) j++;
    if (text.charCodeAt(j) !== EQUALS) return j >= n ? "eof" : undefined;
    j++;
    while (j < n && isLineSpace(text.charCodeAt(j))) j++;
    const q = text.charCodeAt(j);
    if (q !== QUOTE && q !== APOSTROPHE) return j >= n ? "eof" : undefined;
    const valueStart = j + 1;
    j = valueStart;
    while (j < n && j - valueStart < MAX_ATTR && text.charCodeAt(j) !== q && text.charCodeAt(j) !== LF) j++;
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

/**
 * One layout's spelling: the word between the bars (`DSML`; GigaChat 3.5's `GCML`), the wrapper tag names, the end
 * tokens a block may carry right after it, and the value spans of its blocks that did not run (per grammar).
 */
interface Family {
  readonly word: string;
  readonly wrappers: ReadonlySet<string>;
  readonly ends: readonly string[];
  readonly markContent: (input: object, spans: readonly Range[]) => void;
  readonly isContent: (input: object, at: number) => boolean;
}

/** The tag whose WORD lies at `d` (its `<` a few characters before, not before `from`). */
function tagAround(text: string, d: number, from: number, f: Family): { lt: number; tag: Lexed } | undefined {
  for (let k = d - 1; k >= Math.max(from, d - 10); k--) {
    if (text.charCodeAt(k) === LESS_THAN) return { lt: k, tag: lexTag(text, k, f.word) };
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
function afterClose(text: string, i: number, input: ScanInput, f: Family): string | true | undefined {
  const next = asTag(lexTag(text, skipWs(text, i), f.word));
  if (next === undefined) return undefined;
  if (next.closing && next.name === "invoke") return cleanInvokeEnd(text, next.end, input, f) || undefined;
  return isParamOpener(next) ? next.attrs.get("name")!.trim() : undefined;
}

/** The next tag of the family at or after `from` (its `<` not before `from`), bounded; `undefined` when none is found. */
function nextTag(text: string, from: number, input: ScanInput, f: Family): Tag | undefined {
  let p = from;
  for (let n = 0; n < 8; n++) {
    const d = input.indexOf(f.word, p);
    if (d < 0) return undefined;
    p = d + f.word.length;
    const tag = asTag(tagAround(text, d, from, f)?.tag);
    if (tag) return tag;
  }
  return undefined;
}

/**
 * Whether an invoke closer ending at `end` is a clean end of a call: the next DSML tag opens a call, or closes
 * the block with no call's inside after it, or there is none. A closer or a parameter next shows it was content.
 */
function cleanInvokeEnd(text: string, end: number, input: ScanInput, f: Family): boolean {
  const next = nextTag(text, end, input, f);
  if (next === undefined) return true;
  if (!next.closing) return next.name !== "parameter";
  if (!f.wrappers.has(next.name)) return false;
  const after = nextTag(text, next.end, input, f);
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
/** A parameter opener written without the family's marker (`<parameter name=`). */
const MARKERLESS_PARAM = "<parameter name=";

function findParamClose(text: string, from: number, input: ScanInput, declares: DeclaresKey, f: Family): { valueEnd: number; end: number } | "open" {
  let depth = 0;
  let p = from;
  for (let n = 0; n < MAX_INNER_TAGS; n++) {
    const d = input.indexOf(f.word, p);
    if (d < 0) return "open";
    p = d + f.word.length;
    const around = tagAround(text, d, from, f);
    if (!around) continue;
    if (around.tag === "eof") return "open";
    const tag = asTag(around.tag);
    if (!tag) continue;
    p = Math.max(p, tag.end);
    if (tag.closing && tag.name === "parameter") {
      const next = afterClose(text, tag.end, input, f);
      if (depth > 0) {
        depth--;
        if (next !== undefined) return "open"; // two readings: this closer may end the value too
      } else if (next !== undefined) return typeof next === "string" && !declares(next) ? "open" : { valueEnd: around.lt, end: tag.end };
      // `</…parameter>` then `<parameter name=…` without the marker (a model's slip, SGLang's strict DSML tests): this
      // closer may end the value before a broken parameter, or the value runs on: two readings
      else if (text.startsWith(MARKERLESS_PARAM, skipWs(text, tag.end))) return "open";
    } else if (isParamOpener(tag) && declares(tag.attrs.get("name")!.trim())) depth++; // an undeclared one is content
  }
  return "open";
}

type InvokeRead = { call: RecoveredCall; end: number } | { open: number } | undefined;

const DSML_WORD = "DSML";
const ARGUMENTS = "arguments";

/**
 * `<｜DSML｜parameter name="arguments" string="false">{…}</｜DSML｜parameter>` as an invoke's only parameter: the whole
 * argument object in one blob, as SGLang's DeepSeek V4 chat template writes a past turn's calls (its comment: Jinja
 * cannot parse the JSON) and a model then copies. Its object is the call's arguments only when the tool's schema
 * names its keys and not `arguments` (an open schema could take `arguments` itself), and every key of the object is
 * one the schema names, as vLLM's DeepSeek V3.2/V4 parser unwraps it (vllm#41240). Otherwise the arguments stay as read.
 */
function unwrapArgumentsBlob(args: Record<string, unknown>, declares: DeclaresKey): Record<string, unknown> {
  const keys = Object.keys(args);
  if (keys.length !== 1 || keys[0] !== ARGUMENTS || declares(ARGUMENTS)) return args;
  const inner = args[ARGUMENTS];
  if (!isPlainObject(inner)) return args;
  for (const k of Object.keys(inner)) if (!declares(k)) return args;
  return inner;
}

/**
 * An invoke whose body is one JSON object, its arguments (V3.2 / V4: `<｜DSML｜invoke name="x">{"k": "v"}</｜DSML｜invoke>`,
 * SGLang's deepseekv32 "Format 2"): the object's own end is where it closes, so markup quoted in its strings is
 * content. Only complete JSON, every key once, not nested deeper than the kit types, then the invoke closer.
 */
function readJsonBody(text: string, name: string, at: number, f: Family, spans: Range[]): InvokeRead {
  const json = parseJsonAt(text, at);
  const extent = json ? json.end : jsonExtent(text, at);
  if (extent < 0) return { open: at };
  spans.push([at, extent]);
  if (!json || !isPlainObject(json.value) || valueNestsDeeperThan(json.value, MAX_VALUE_DEPTH)) return undefined;
  const close = asTag(lexTag(text, skipWs(text, json.end), f.word));
  if (!close || !close.closing || close.name !== "invoke") return undefined;
  return { call: { name, arguments: json.value }, end: close.end };
}

/** One invoke. `{ open }`: a value that starts there never closes (the rest of the text is that value). */
function readInvoke(text: string, open: Tag, input: ScanInput, spans: Range[], f: Family): InvokeRead {
  const name = open.attrs.get("name")?.trim();
  if (!name) return undefined;
  // `<｜DSML｜invoke name="x"/>`: V4's call of a tool without arguments (SGLang's deepseekv4 tests)
  if (open.selfClosing) return open.closing ? undefined : { call: { name, arguments: {} }, end: open.end };
  const body = skipWs(text, open.end);
  if (text.charCodeAt(body) === OPEN_BRACE) return readJsonBody(text, name, body, f, spans); // `{`
  const schema = input.schemaOf(name);
  const declares = declaredKeys(schema);
  const args: Record<string, unknown> = {};
  let ok = true;
  let i = open.end;
  for (;;) {
    i = skipWs(text, i);
    const tag = asTag(lexTag(text, i, f.word));
    if (!tag) return undefined;
    if (tag.closing && tag.name === "invoke") return ok ? { call: { name, arguments: f.word === DSML_WORD ? unwrapArgumentsBlob(args, declares) : args }, end: tag.end } : undefined;
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
    const close = findParamClose(text, valueStart, input, declares, f);
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

/** Whether a stray closer of the family follows `end` (before any opener): the values were then cut at a closer they quoted. */
function strayCloserAfter(text: string, end: number, input: ScanInput, f: Family): boolean {
  let p = end;
  for (let n = 0; n < 8; n++) {
    const d = input.indexOf(f.word, p);
    if (d < 0) return false;
    p = d + f.word.length;
    const tag = asTag(tagAround(text, d, end, f)?.tag);
    if (tag) return tag.closing;
  }
  return false;
}

/** Past the end tokens (`ends`) right after a block, whitespace allowed before each: they go with the block. */
function withEnds(text: string, end: number, ends: readonly string[]): number {
  let out = end;
  for (let n = 0; n < 4; n++) {
    const j = skipWs(text, out);
    const token = ends.find((e) => text.startsWith(e, j));
    if (token === undefined) return out;
    out = j + token.length;
  }
  return out;
}

function scanTagged(text: string, at: number, input: ScanInput, f: Family): ScanResult | undefined {
  // the tag first: most markers (the bar look-alikes `<｜｜`, `< |` …) are no tag, and lexing fails at once
  const lexed = lexTag(text, at, f.word);
  if (lexed === undefined) return undefined;
  if (f.isContent(input, at)) return undefined; // quoted inside a value of an earlier block
  if (lexed === "eof") return { end: text.length, calls: [] }; // dangling marker: strip it, run nothing
  if (lexed.closing || !f.wrappers.has(lexed.name)) return undefined; // a bare invoke is not a call
  return readBlock(text, input, lexed, f);
}

/**
 * A refused section kept as text, to its closing wrapper tag (the bars of DSML tags vary, so the tags are lexed):
 * `undefined` when another wrapper opens first or none closes (a cut section is not reported).
 */
function keptSection(text: string, from: number, input: ScanInput, f: Family): ScanResult | undefined {
  for (let p = input.indexOf("<", from); p >= 0; p = input.indexOf("<", p + 1)) {
    const tag = asTag(lexTag(text, p, f.word));
    if (!tag || !f.wrappers.has(tag.name)) continue;
    return tag.closing ? { end: tag.end, calls: [], keep: true } : undefined;
  }
  return undefined;
}

/** The block a wrapper tag opens (its closures live here: the markers that open nothing allocate none). */
function readBlock(text: string, input: ScanInput, lexed: Tag, f: Family): ScanResult | undefined {
  const spans: Range[] = [];
  // a section that does not run stays text; closed, the host still sees it (`keep`) for its prose decisions
  const fail = (): ScanResult | undefined => {
    f.markContent(input, spans);
    return keptSection(text, lexed.end, input, f);
  };
  const done = (end: number): ScanResult | undefined => {
    // ambiguous: a closer after the block means a value was cut at markup it quoted; nothing runs
    if (strayCloserAfter(text, end, input, f)) return fail();
    return { end: withEnds(text, end, f.ends), calls };
  };
  const calls: RecoveredCall[] = [];
  let i = lexed.end;
  let last = i;
  for (;;) {
    i = skipWs(text, i);
    const next = lexTag(text, i, f.word);
    const tag = asTag(next);
    if (tag && tag.closing && f.wrappers.has(tag.name)) {
      if (calls.length === 0) return fail();
      return done(tag.end);
    }
    if (tag && !tag.closing && tag.name === "invoke") {
      const invoke = readInvoke(text, tag, input, spans, f);
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
/** The tokens of one spelling of the legacy section: DeepSeek's own (U+FF5C bars), or written with ASCII `|`. */
interface LegacyTokens {
  readonly callsBegin: string;
  readonly callsEnd: string;
  readonly callBegin: string;
  readonly callEnd: string;
  readonly sep: string;
}
const legacyTokens = (bar: string): LegacyTokens => ({
  callsBegin: `<${bar}tool▁calls▁begin${bar}>`,
  callsEnd: `<${bar}tool▁calls▁end${bar}>`,
  callBegin: `<${bar}tool▁call▁begin${bar}>`,
  callEnd: `<${bar}tool▁call▁end${bar}>`,
  sep: `<${bar}tool▁sep${bar}>`,
});
/** DeepSeek's own tokens, as its template writes them. */
const LEGACY = legacyTokens("｜");
/**
 * The same tokens written with ASCII pipes (`<|tool▁calls▁begin|>`), as real V3 outputs show them once a
 * client or a log turned the special tokens into text. A section is read in one spelling: its first token's.
 */
const LEGACY_ASCII = legacyTokens("|");
const LEGACY_SPELLINGS: readonly LegacyTokens[] = [LEGACY, LEGACY_ASCII];
/** What every legacy section or call opener holds after its `<` and bar. */
const LEGACY_STEM = "tool▁call";
const TOOL_NAME = /^[A-Za-z0-9_.:-]{1,128}$/;

function readLegacyCall(text: string, at: number, input: ScanInput, t: LegacyTokens, f: Family): { call: RecoveredCall; end: number } | undefined {
  let i = at + t.callBegin.length;
  const sep = input.indexOf(t.sep, i);
  if (sep < 0 || sep - i > MAX_NAME + 16) return undefined;
  const head = text.slice(i, sep).trim();
  i = sep + t.sep.length;
  let name: string;
  if (head === "function" || head === "") {
    // V3: the name runs to the end of its line, then the JSON (usually in a ```json fence)
    let j = i;
    while (j < text.length && j - i <= 128 && text.charCodeAt(j) !== LF && text.charCodeAt(j) !== BACKTICK && text.charCodeAt(j) !== OPEN_BRACE) j++;
    name = text.slice(i, j).trim();
    i = j;
  } else name = head; // V3.1: NAME<｜tool▁sep｜>{json}
  if (!TOOL_NAME.test(name) && !isDeclaredTool(name, input)) return undefined;
  i = skipWs(text, i);
  let fenced = false;
  if (text.startsWith("```", i)) {
    fenced = true;
    i += 3;
    while (i < text.length && isIdentStart(text.charCodeAt(i))) i++;
  }
  const json = parseJsonAt(text, i);
  // the JSON's strings are content: markup quoted in them never runs, even when this call does not
  const jsonStart = skipWs(text, i);
  const extent = json ? json.end : jsonExtent(text, jsonStart);
  f.markContent(input, [[jsonStart, extent < 0 ? text.length : extent]]);
  if (!json || !isPlainObject(json.value)) return undefined;
  i = skipWs(text, json.end);
  if (fenced) {
    if (!text.startsWith("```", i)) return undefined;
    i = skipWs(text, i + 3);
  }
  if (!text.startsWith(t.callEnd, i)) return undefined;
  return { call: { name, arguments: json.value }, end: i + t.callEnd.length };
}

function scanLegacy(text: string, at: number, input: ScanInput, t: LegacyTokens, f: Family): ScanResult | undefined {
  if (f.isContent(input, at)) return undefined; // quoted inside a string of an earlier call
  if (text.startsWith(t.callBegin, at)) {
    // a call outside a section; inside a section that failed to parse it must not run alone
    let k = at;
    while (k > 0 && isJsonSpace(text.charCodeAt(k - 1)) && at - k < 8) k--;
    for (const u of LEGACY_SPELLINGS) if (text.endsWith(u.callsBegin, k) || text.endsWith(u.callEnd, k)) return undefined;
    const one = readLegacyCall(text, at, input, t, f);
    if (!one) return undefined;
    const j = skipWs(text, one.end);
    return { end: withEnds(text, text.startsWith(t.callsEnd, j) ? j + t.callsEnd.length : one.end, f.ends), calls: [one.call] };
  }
  // a broken call, or none (truncation after the section opener), is not a call; EDGE: the section closer may be missing
  const list = callList(text, at + t.callsBegin.length, t.callsEnd, (i) => text.startsWith(t.callBegin, i), (i) => readLegacyCall(text, i, input, t, f));
  return list && { end: withEnds(text, list.end, f.ends), calls: list.calls };
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

/** What one grammar of this layout is made of (`dsmlGrammar`): DeepSeek's DSML, or a variant with other markers. */
export interface DsmlLayout {
  /** The grammar's name (`dsml`, `gcml`): what configs, `--grammars`, `recovered[].grammar` and stats name. */
  name: string;
  /** The word between the bars of every tag: `DSML`, GigaChat 3.5's `GCML`. */
  word: string;
  /** The wrapper tags that open a block (`tool_calls`, …). */
  wrappers: readonly string[];
  /** End tokens that go with a block when they follow it right after (whitespace allowed). */
  ends: readonly string[];
  /** Where a scan starts: the tag openers (`<｜DSML`) and the bar variants the lexer reads. */
  markers: readonly string[];
  /** Whether it also reads DeepSeek V3 / V3.1's `<｜tool▁calls▁begin｜>` sections (dsml only). */
  legacy?: boolean;
  stripGrammar?: (message: AssistantMessage, ctx: RepairContext) => AssistantMessage;
  meta?: GrammarMeta;
}

/**
 * A grammar of DSML's layout (`<｜W｜tool_calls>` → `<｜W｜invoke name="N">` → `<｜W｜parameter name="K"
 * string="…">V</｜W｜parameter>`, or a JSON object as the invoke's body) for the word W. Each grammar keeps its own
 * content spans, and reads only tags with its own word: two of them never claim one block.
 */
export function dsmlGrammar(layout: DsmlLayout) {
  const content = contentSpans();
  const f: Family = { word: layout.word, wrappers: new Set(layout.wrappers), ends: layout.ends, markContent: content.mark, isContent: content.has };
  const legacy = layout.legacy === true;
  return defineGrammar({
    name: layout.name,
    package: "@pi-tool-repair/grammar-dsml",
    host: "^1.0.0",
    stage: 100,
    markers: legacy ? [...layout.markers, LEGACY.callsBegin, LEGACY.callBegin, LEGACY_ASCII.callsBegin, LEGACY_ASCII.callBegin] : layout.markers,
    owns: legacy ? [{ open: LEGACY.callsBegin, close: LEGACY.callsEnd }, { open: LEGACY_ASCII.callsBegin, close: LEGACY_ASCII.callsEnd }] : [],
    literals: legacy ? [layout.word, CDATA_CLOSE, LEGACY.sep, LEGACY_ASCII.sep] : [layout.word, CDATA_CLOSE],
    ...(layout.stripGrammar ? { stripGrammar: layout.stripGrammar } : {}),
    ...(layout.meta ? { meta: layout.meta } : {}),
    scan(text, at, input) {
      // the legacy tokens (`<｜tool▁calls▁begin｜>`, `<|tool▁call▁begin|>` …) share `tool▁call` after the bar
      if (legacy && text.startsWith(LEGACY_STEM, at + 2)) {
        for (const t of LEGACY_SPELLINGS) if (text.startsWith(t.callsBegin, at) || text.startsWith(t.callBegin, at)) return scanLegacy(text, at, input, t, f);
      }
      return scanTagged(text, at, input, f);
    },
  });
}

/** The bar variants of a tag opener, for the word W (the lexer reads them; the host starts a scan at each). */
const markersOf = (word: string): string[] => [`<｜${word}`, "<｜｜", "<｜ ", "<‖", `<|${word}`, `<||${word}`, `<| ${word}`, "< |", "< ｜", "< ‖", `<${word}`];

/** DeepSeek V3.2 / V4 DSML, and the legacy V3 / V3.1 sections. */
export const dsml = dsmlGrammar({
  name: "dsml",
  word: "DSML",
  wrappers: ["tool_calls", "function_calls", "tool_use", "calls", "tool_call", "function_call"],
  ends: [EOS, EOS_ASCII],
  markers: markersOf("DSML"),
  legacy: true,
  stripGrammar: stripNative,
  meta: { description: "DeepSeek V3.2 / V4 DSML (<｜DSML｜tool_calls>) and the V3 / V3.1 <｜tool▁calls▁begin｜> sections" },
});

/**
 * GigaChat 3.5 GCML: DSML's layout with the word `GCML` (`<｜GCML｜tool_calls>`), as SGLang's gigachat35 detector and
 * vLLM's gigachat35 parser read it; the block may be followed by `<|message_sep|>` or the end-of-sequence `</s>`.
 */
export const gcml = dsmlGrammar({
  name: "gcml",
  word: "GCML",
  wrappers: ["tool_calls"],
  ends: ["</s>", "<|message_sep|>"],
  markers: markersOf("GCML"),
  meta: { description: "GigaChat 3.5 GCML (<｜GCML｜tool_calls>): DSML's layout with GCML", variantOf: "dsml" },
});

export default dsml;
