/**
 * StepFun Step-3: `<｜tool_calls_begin｜><｜tool_call_begin｜>[function<｜tool_sep｜>]<steptml:invoke name="N">
 * <steptml:parameter name="K">V</steptml:parameter></steptml:invoke><｜tool_call_end｜>`, calls joined by
 * `<｜tool_sep｜>`, then `<｜tool_calls_end｜>`. String values keep their whitespace; a schema types the rest.
 */
import { defineGrammar, type RecoveredCall, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { declaredKeys, keptBlock, skipWs, setParam, TagValues, typeByOrder, typesOf, callList, readNameAttr, type TagSpec } from "@pi-tool-repair/grammar-kit";

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

/** ` name="N">` after a tag name at `i` (the name quoted). */
const nameAttr = (text: string, i: number) => readNameAttr(text, i, { maxName: MAX_NAME });

/**
 * Where a value ends (see `TagValues`): a `</steptml:parameter>` followed by the next
 * `<steptml:parameter name="…">` (of a parameter the tool declares), or by `</steptml:invoke>` and
 * `<｜tool_call_end｜>`; a complete invoke written inside a value stays in it. A value whose end is not
 * certain (never closed, holding a lone opener of a declared parameter, which cannot be told from a dropped
 * close, or two readings) does not run.
 */
const SPEC: TagSpec = {
  open: PARAM,
  close: PARAM_CLOSE,
  end: INVOKE_CLOSE,
  block: INVOKE,
  isBlock: (text, at) => nameAttr(text, at + INVOKE.length) !== undefined,
  nameAt: (text, at) => nameAttr(text, at + PARAM.length)?.name,
  endsBlock: (text, at) => text.startsWith(CALL_END, skipWs(text, at + INVOKE_CLOSE.length)),
  after(text, at, tags) {
    const j = skipWs(text, at + PARAM_CLOSE.length);
    if (text.startsWith(PARAM, j)) return nameAttr(text, j + PARAM.length)?.name;
    return (text.startsWith(INVOKE_CLOSE, j) && tags.isTerminal(j)) || undefined;
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
  const head = nameAttr(text, i + INVOKE.length);
  if (!head) return undefined;
  const schema = input.schemaOf(head.name);
  const args: Record<string, unknown> = {};
  const declares = declaredKeys(schema);
  i = head.end;
  for (;;) {
    i = skipWs(text, i);
    if (text.startsWith(INVOKE_CLOSE, i)) break;
    if (!text.startsWith(PARAM, i)) return undefined;
    const key = nameAttr(text, i + PARAM.length);
    if (!key) return undefined;
    const to = TagValues.of(input, "step3", SPEC).valueEnd(key.end, declares);
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
  // a broken call: the block stays text; EDGE: the section closer may be missing after complete calls
  const list = callList(text, at + CALLS_BEGIN.length, CALLS_END, (i) => text.startsWith(CALL_BEGIN, i), (i) => readCall(text, i, input), SEP);
  // refused but closed: the host still sees it (`keep`), so beside a call inside a sentence both are prose
  return list ? { end: list.end, calls: list.calls } : keptBlock(input, at + CALLS_BEGIN.length, CALLS_END, CALLS_BEGIN);
}

export const step3 = defineGrammar({
  name: "step3",
  package: "@pi-tool-repair/grammar-step3",
  host: "^1.0.0",
  stage: 100,
  markers: [CALLS_BEGIN],
  owns: [{ open: CALLS_BEGIN, close: CALLS_END }],
  scan: scanBlock,
});

export default step3;
