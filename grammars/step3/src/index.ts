/**
 * StepFun Step-3: `<｜tool_calls_begin｜><｜tool_call_begin｜>[function<｜tool_sep｜>]<steptml:invoke name="N">
 * <steptml:parameter name="K">V</steptml:parameter></steptml:invoke><｜tool_call_end｜>`, calls joined by
 * `<｜tool_sep｜>`, then `<｜tool_calls_end｜>`. String values keep their whitespace; a schema types the rest.
 */
import { defineGrammar } from "@pi-tool-repair/host";
import { skipWs } from "@pi-tool-repair/grammar-kit";
import type { RecoveredCall, ScanInput, ScanResult } from "@pi-tool-repair/host";
import { setParam, typeByOrder, typesOf } from "@pi-tool-repair/grammar-kit";
import { TagValues, type TagSpec } from "@pi-tool-repair/grammar-qwen/xml";

const CALLS_BEGIN = "<｜tool_calls_begin｜>";
const CALLS_END = "<｜tool_calls_end｜>";
const CALL_BEGIN = "<｜tool_call_begin｜>";
const CALL_END = "<｜tool_call_end｜>";
const SEP = "<｜tool_sep｜>";
const INVOKE = "<steptml:invoke";
const INVOKE_CLOSE = "</steptml:invoke>";
const PARAM = "<steptml:parameter";
const PARAM_CLOSE = "</steptml:parameter>";
const MAX_NAME = 256;

/** The host's `skipWs`: JSON whitespace and zero-width characters between markers. */

/** ` name="N">` after a tag name at `i`. */
function readNameAttr(text: string, i: number): { name: string; end: number } | undefined {
  const j0 = skipWs(text, i);
  if (j0 === i || !text.startsWith("name", j0)) return undefined;
  let j = skipWs(text, j0 + 4);
  if (text.charCodeAt(j) !== 61) return undefined;
  j = skipWs(text, j + 1);
  const q = text.charCodeAt(j);
  if (q !== 34 && q !== 39) return undefined;
  const start = j + 1;
  j = start;
  while (j < text.length && j - start < MAX_NAME && text.charCodeAt(j) !== q && text.charCodeAt(j) !== 10) j++;
  if (text.charCodeAt(j) !== q) return undefined;
  const name = text.slice(start, j).trim();
  j = skipWs(text, j + 1);
  if (text.charCodeAt(j) !== 62 || !name) return undefined;
  return { name, end: j + 1 };
}

/**
 * Where a value ends: a `</steptml:parameter>` followed by the next `<steptml:parameter name="…">` or by
 * `</steptml:invoke>` and `<｜tool_call_end｜>`, at nesting depth 0 (a complete invoke written inside a
 * value stays in it). A value whose end is not certain (never closed, or holding a lone parameter opener,
 * which cannot be told from a dropped close) does not run.
 */
const SPEC: TagSpec = {
  open: PARAM,
  close: PARAM_CLOSE,
  end: INVOKE_CLOSE,
  openers: [INVOKE, CALL_BEGIN, CALLS_BEGIN],
  isOpener: (text, at) => readNameAttr(text, at + PARAM.length) !== undefined,
  endsBlock: (text, at) => text.startsWith(CALL_END, skipWs(text, at + INVOKE_CLOSE.length)),
  closes(text, at, tags) {
    const j = skipWs(text, at + PARAM_CLOSE.length);
    if (text.startsWith(PARAM, j)) return readNameAttr(text, j + PARAM.length) !== undefined;
    return text.startsWith(INVOKE_CLOSE, j) && tags.isTerminal(j);
  },
};

function readCall(text: string, at: number, input: ScanInput): { call: RecoveredCall; end: number } | undefined {
  let i = skipWs(text, at + CALL_BEGIN.length);
  if (text.startsWith("function", i)) i = skipWs(text, i + "function".length);
  if (text.startsWith(SEP, i)) i = skipWs(text, i + SEP.length);
  if (!text.startsWith(INVOKE, i)) {
    // `function<｜tool_sep｜>NAME\n` before the invoke
    const start = i;
    while (i < text.length && i - start < MAX_NAME && /[A-Za-z0-9_.:-]/.test(text[i]!)) i++;
    if (i === start) return undefined;
    i = skipWs(text, i);
    if (!text.startsWith(INVOKE, i)) return undefined;
  }
  const head = readNameAttr(text, i + INVOKE.length);
  if (!head) return undefined;
  const schema = input.schemaOf(head.name);
  const args: Record<string, unknown> = {};
  i = head.end;
  for (;;) {
    i = skipWs(text, i);
    if (text.startsWith(INVOKE_CLOSE, i)) break;
    if (!text.startsWith(PARAM, i)) return undefined;
    const key = readNameAttr(text, i + PARAM.length);
    if (!key) return undefined;
    const to = TagValues.of(input, "step3", SPEC).valueEnd(key.end, false);
    if (to < 0) return undefined; // cut mid-value, or its end is not certain
    // a repeated parameter: nobody knows which value the model meant, the block stays text
    if (!setParam(args, key.name, typeByOrder(text.slice(key.end, to), typesOf(schema, key.name)))) return undefined;
    i = to + PARAM_CLOSE.length;
  }
  i = skipWs(text, i + INVOKE_CLOSE.length);
  if (!text.startsWith(CALL_END, i)) return undefined;
  return { call: { name: head.name, arguments: args }, end: i + CALL_END.length };
}

function scanBlock(text: string, at: number, input: ScanInput): ScanResult | undefined {
  const calls: RecoveredCall[] = [];
  let i = at + CALLS_BEGIN.length;
  let last = i;
  for (;;) {
    i = skipWs(text, i);
    if (calls.length > 0 && text.startsWith(SEP, i)) i = skipWs(text, i + SEP.length);
    if (!text.startsWith(CALL_BEGIN, i)) break;
    const one = readCall(text, i, input);
    if (!one) return undefined; // a broken call: the block stays text
    calls.push(one.call);
    i = last = one.end;
  }
  if (calls.length === 0) return undefined;
  const j = skipWs(text, last);
  if (text.startsWith(CALLS_END, j)) return { end: j + CALLS_END.length, calls };
  return { end: last, calls }; // EDGE: the section closer is missing after complete calls
}

export const step3 = defineGrammar({
  name: "step3",
  package: "@pi-tool-repair/grammar-step3",
  host: "^1.0.0",
  stage: 100,
  markers: [CALLS_BEGIN],
  owns: [{ open: CALLS_BEGIN, close: CALLS_END }],
  scan(text, at, input) {
    return scanBlock(text, at, input);
  },
});

export default step3;
