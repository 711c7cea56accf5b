/**
 * MiniMax-M2 / M2.x: `<minimax:tool_call>` then one or more
 * `<invoke name="N"><parameter name="K">V</parameter></invoke>` (parallel calls), then
 * `</minimax:tool_call>`. String values are kept exactly as written (the chat template writes them raw);
 * `null`/`none`/`nil` are null unless the schema says string; with a schema the rest is typed integer >
 * number > boolean > object > array > string (vLLM). A value is content: markup quoted in it never runs,
 * and a repeated parameter gives up the call.
 */
import { defineGrammar, type JsonType, type RecoveredCall, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { contentSpans, declaredKeys, hasDuplicateKeys, setParam, skipWs, typeByOrder, typesOf, type DeclaresKey, type Range, callList, readNameAttr } from "@pi-tool-repair/grammar-kit";

const OPEN = "<minimax:tool_call>";
const CLOSE = "</minimax:tool_call>";
const INVOKE = "<invoke";
const INVOKE_CLOSE = "</invoke>";
const PARAM = "<parameter";
const PARAM_CLOSE = "</parameter>";
const MAX_NAME = 256;

/** ` name="N">` (or 'N', or bare N) after a tag name at `i`: the name and the index after `>`. */
const nameAttr = (text: string, i: number) => readNameAttr(text, i, { bare: true, maxName: MAX_NAME });

/**
 * A MiniMax-M2 value typed by the schema. The chat template writes string values raw and unpadded, so a
 * string value is kept exactly as written (its whitespace and final newline are data). `null` / `none` /
 * `nil` are null, except where the schema says string (a file may hold the word "null"). Non-string
 * types are read from the trimmed text. `undefined`: the value is JSON with a repeated key, so nobody
 * knows which value the model meant and the call gives up.
 */
export function minimaxValue(raw: string, types: ReadonlySet<JsonType> | undefined): unknown {
  if (types?.has("string")) return raw;
  const v = raw.trim();
  const lower = v.toLowerCase();
  if (lower === "null" || lower === "none" || lower === "nil") return null;
  if (!types) return raw;
  if ((types.has("object") || types.has("array")) && repeatsKey(v)) return undefined;
  return typeByOrder(raw, types);
}

/** Whether `text` is JSON with an object that repeats a key (which `JSON.parse` would settle silently). */
function repeatsKey(text: string): boolean {
  if (text.charCodeAt(0) !== 123 && text.charCodeAt(0) !== 91) return false;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  return hasDuplicateKeys(text, value);
}

/** Value spans of blocks that did not run: a marker inside one is content, never a call. */
const content = contentSpans();
const markContent = content.mark;
const isContent = content.has;

const VALUE_TOKENS = [PARAM_CLOSE, PARAM];
/** Inner tags a value may quote before the reader gives up on it (bounds the walk). */
const MAX_INNER_TAGS = 256;

/**
 * What follows a `</parameter>` ending at `i` (after whitespace): the next parameter's name, `true` for a clean
 * `</invoke>` (see `cleanInvokeEnd`), `undefined` for anything else.
 */
function afterClose(text: string, i: number, input: ScanInput): string | true | undefined {
  const j = skipWs(text, i);
  if (text.startsWith(INVOKE_CLOSE, j)) return cleanInvokeEnd(j + INVOKE_CLOSE.length, input) || undefined;
  return text.startsWith(PARAM, j) ? nameAttr(text, j + PARAM.length)?.name : undefined;
}

/**
 * Whether an `</invoke>` ending at `end` is a clean end of a call: the next of the grammar's tags after it
 * opens a call (another invoke or block) or there is none. A parameter's opener or close, or an `</invoke>`,
 * next shows that this one was content of a value.
 */
function cleanInvokeEnd(end: number, input: ScanInput): boolean {
  const next = input.indexOfAny(AFTER_INVOKE, end);
  return next === undefined || next.literal === INVOKE || next.literal === OPEN;
}

/** The tags that tell what follows an `</invoke>`: a call's inside (a parameter, a close) or a new call. */
const AFTER_INVOKE = [PARAM_CLOSE, INVOKE_CLOSE, PARAM, INVOKE, OPEN];

/**
 * Where the value that starts at `from` ends (the position of its `</parameter>`), or `undefined` when its
 * end is not certain. A value is content: markup quoted in it (a whole `<minimax:tool_call>` block, an inner
 * `<parameter name=…>…</parameter>` pair) stays in it. Nothing is closed by guessing (docs/policy.md, "Values
 * are content"): a `</parameter>` is structure only when a parameter's opener or a clean `</invoke>` follows
 * it; a declared parameter's opener inside the value is matched by the next `</parameter>`, and one never
 * matched means the value's own close is missing (an undeclared one is content). The value ends at its first structural `</parameter>` at depth 0, and only
 * when what follows is a clean `</invoke>` or a parameter the tool declares. Two readings give no end: a
 * structural `</parameter>` inside a quoted pair, or one followed by a parameter the tool does not declare
 * (the value's own content, or a parameter the model added).
 */
function findValueEnd(text: string, from: number, input: ScanInput, declares: DeclaresKey): number | undefined {
  if (input.indexOf(PARAM_CLOSE, from) < 0) return undefined;
  let depth = 0;
  let p = from;
  for (let n = 0; n < MAX_INNER_TAGS; n++) {
    const hit = input.indexOfAny(VALUE_TOKENS, p);
    if (!hit) return undefined;
    if (hit.literal === PARAM_CLOSE) {
      p = hit.at + PARAM_CLOSE.length;
      const next = afterClose(text, p, input);
      if (depth > 0) {
        depth--;
        if (next !== undefined) return undefined; // two readings: this close may end the value too
      } else if (next !== undefined) return typeof next === "string" && !declares(next) ? undefined : hit.at;
    } else {
      p = hit.at + PARAM.length;
      const name = nameAttr(text, p)?.name; // `<parameters>` and the like are plain text
      if (name !== undefined && declares(name)) depth++; // an undeclared parameter's opener is content
    }
  }
  return undefined;
}

type InvokeRead = { call: RecoveredCall; end: number } | { open: number } | undefined;

/** One invoke. `{ open }`: a value that starts there never closes (the rest of the text is that value). */
function readInvoke(text: string, at: number, input: ScanInput, spans: Range[]): InvokeRead {
  const head = nameAttr(text, at + INVOKE.length);
  if (!head) return undefined;
  const schema = input.schemaOf(head.name);
  const declares = declaredKeys(schema);
  const args: Record<string, unknown> = {};
  let i = head.end;
  let ok = true;
  for (;;) {
    i = skipWs(text, i);
    if (text.startsWith(INVOKE_CLOSE, i)) return ok ? { call: { name: head.name, arguments: args }, end: i + INVOKE_CLOSE.length } : undefined;
    if (!text.startsWith(PARAM, i)) return undefined;
    const key = nameAttr(text, i + PARAM.length);
    if (!key) return undefined;
    const valueEnd = findValueEnd(text, key.end, input, declares);
    if (valueEnd === undefined) return { open: key.end };
    spans.push([key.end, valueEnd]);
    const value = minimaxValue(text.slice(key.end, valueEnd), typesOf(schema, key.name));
    // a repeated parameter or a value with a repeated key: the call does not run (the rest is still read)
    if (value === undefined || !setParam(args, key.name, value)) ok = false;
    i = valueEnd + PARAM_CLOSE.length;
  }
}

/**
 * Whether a stray `</invoke>` or `</minimax:tool_call>` follows `end` before any new block: a value was then
 * cut at a closer it quoted, and the rest of it follows. (`</parameter>` alone is no sign: Qwen-style markup
 * uses it too.)
 */
function strayCloserAfter(end: number, input: ScanInput): boolean {
  const next = input.indexOfAny([INVOKE_CLOSE, CLOSE, OPEN], end);
  return next !== undefined && next.literal !== OPEN;
}

function scanBlock(text: string, at: number, input: ScanInput): ScanResult | undefined {
  if (isContent(input, at)) return undefined; // quoted inside a value of an earlier block
  const spans: Range[] = [];
  const fail = (): undefined => {
    markContent(input, spans);
    return undefined;
  };
  const list = callList(
    text,
    at + OPEN.length,
    CLOSE, // EDGE: the wrapper's closer may be missing
    (i) => text.startsWith(INVOKE, i) && !text.startsWith(INVOKE_CLOSE, i),
    (i) => {
      const one = readInvoke(text, i, input, spans);
      if (one && "open" in one) spans.push([one.open, text.length]); // a value never closed: everything after it is that value
      return one && "call" in one ? one : undefined; // a broken invoke: the block stays text
    },
  );
  if (!list) return fail();
  // ambiguous: a closer after the block means a value was cut at markup it quoted; nothing runs
  if (strayCloserAfter(list.end, input)) return fail();
  return { end: list.end, calls: list.calls };
}

export const invoke = defineGrammar({
  name: "invoke",
  package: "@pi-tool-repair/grammar-invoke",
  host: "^1.0.0",
  stage: 100,
  markers: [OPEN],
  owns: [{ open: OPEN, close: CLOSE }],
  literals: [INVOKE_CLOSE, PARAM, PARAM_CLOSE, INVOKE],
  scan: scanBlock,
});

export default invoke;
