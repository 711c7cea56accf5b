/**
 * MiniCPM 5 (OpenBMB): a bare `<function name="N"><param name="K">V</param>…</function>`, one call each, one
 * a line (the chat template writes a line break between calls and after any content). A value holding `<`, `&`
 * or a line break is wrapped in `<![CDATA[…]]>` (the template's own instruction); values are typed by the
 * schema, strings kept exactly as written.
 *
 * A bare `<function name=…>` reads as HTML or prose to every other model: the grammar runs only where a model
 * preset (or `--grammars`) names it (`namedOnly`), and a call only when it stands on a line of its own
 * (`bare`). A plain value ends at its first `</param>` and holds none of this layout's markup; a CDATA value at its `]]>`, which
 * `</param>` must follow; a block without its `</function>` (cut off), a parameter without a name, or a
 * repeated one runs nothing, and markup inside a CDATA section of a block that did not run never runs.
 */
import { defineGrammar, type JsonType, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { contentSpans, jsonRepeatsKey, readNameAttr, setParam, skipWs, typeByOrder, typesOf, type Range } from "@pi-tool-repair/grammar-kit";

const OPEN = "<function name=";
const CLOSE = "</function>";
const PARAM = "<param";
const PARAM_CLOSE = "</param>";
const CDATA = "<![CDATA[";
const CDATA_END = "]]>";
const MAX_NAME = 256;
/** This layout's markup: inside a plain value it means a closer is missing or a call is quoted. */
const INNER = [PARAM, OPEN, CLOSE, CDATA] as const;

/**
 * A value typed by the schema: a string is kept exactly as written; `null` is null unless the schema says
 * string; the rest is typed integer > number > boolean > object > array > string from the trimmed text.
 * `undefined`: JSON text with a repeated key (nobody knows which value the model meant), so the call does not run.
 */
export function minicpmValue(raw: string, types: ReadonlySet<JsonType> | undefined): unknown {
  if (types?.has("string")) return raw;
  const v = raw.trim();
  if (v === "null") return null;
  if (!types) return raw;
  if ((types.has("object") || types.has("array")) && jsonRepeatsKey(v)) return undefined;
  return typeByOrder(v, types);
}

/** CDATA spans of blocks that did not run: a marker inside one is content, never a call. */
const content = contentSpans();

/** The text of one value from `from` (after `<param name="K">`): the raw value and the index after `</param>`, or `undefined`. */
function readValue(text: string, from: number, input: ScanInput, spans: Range[]): { raw: string; end: number } | undefined {
  const i = skipWs(text, from);
  if (text.startsWith(CDATA, i)) {
    const start = i + CDATA.length;
    const stop = input.indexOf(CDATA_END, start);
    if (stop < 0) {
      spans.push([start, text.length]); // never closed: the rest of the text is this value
      return undefined;
    }
    spans.push([start, stop]);
    const j = skipWs(text, stop + CDATA_END.length);
    return text.startsWith(PARAM_CLOSE, j) ? { raw: text.slice(start, stop), end: j + PARAM_CLOSE.length } : undefined;
  }
  // a plain value runs to its first `</param>`. The template wraps a value holding `<` in CDATA, but the model does
  // not always (`a < b`): SGLang's and vLLM's minicpm5 parsers read such a value up to the same first `</param>`.
  // A value holding this layout's own markup (a `<param`, `<function name=`, `</function>` or `<![CDATA[`) has two
  // readings (a closer missing, or a call quoted in it) and runs nothing. Memoized searches: linear over the scan.
  const stop = input.indexOf(PARAM_CLOSE, from);
  if (stop < 0) return undefined;
  for (const inner of INNER) {
    const k = input.indexOf(inner, from);
    if (k >= 0 && k < stop) return undefined;
  }
  return { raw: text.slice(from, stop), end: stop + PARAM_CLOSE.length };
}

function scanBlock(text: string, at: number, input: ScanInput): ScanResult | undefined {
  if (content.has(input, at)) return undefined; // quoted inside a CDATA value of an earlier block
  const head = readNameAttr(text, at + OPEN.length - " name=".length, { maxName: MAX_NAME });
  if (!head) return undefined;
  const schema = input.schemaOf(head.name);
  const args: Record<string, unknown> = {};
  const spans: Range[] = [];
  const fail = (): undefined => {
    content.mark(input, spans);
    return undefined;
  };
  let i = head.end;
  for (;;) {
    i = skipWs(text, i);
    if (text.startsWith(CLOSE, i)) return { end: i + CLOSE.length, calls: [{ name: head.name, arguments: args }] };
    if (!text.startsWith(PARAM, i)) return fail();
    const key = readNameAttr(text, i + PARAM.length, { maxName: MAX_NAME });
    if (!key) return fail(); // `<param>` without a name, `<params>` …
    const value = readValue(text, key.end, input, spans);
    if (!value) return fail();
    const typed = minicpmValue(value.raw, typesOf(schema, key.name));
    if (typed === undefined || !setParam(args, key.name, typed)) return fail(); // a repeated parameter
    i = value.end;
  }
}

export const minicpm = defineGrammar({
  name: "minicpm",
  package: "@pi-tool-repair/grammar-minicpm",
  host: "^1.0.0",
  stage: 100,
  markers: [OPEN],
  bare: [OPEN],
  namedOnly: true,
  literals: [CDATA_END, PARAM_CLOSE, PARAM, CLOSE, CDATA],
  scan: scanBlock,
  meta: { description: "MiniCPM 5 bare XML tool calls (<function name=…><param name=…>)" },
});

export default minicpm;
