/**
 * PFN PLaMo 3: a section `<|plamo:begin_tool_requests:plamo|>` holding one or more requests
 * `<|plamo:begin_tool_request:plamo|><|plamo:begin_tool_name:plamo|>NAME<|plamo:end_tool_name:plamo|>`
 * `<|plamo:begin_tool_arguments:plamo|><|plamo:constrain|>json<|plamo:msg|>{…}<|plamo:end_tool_arguments:plamo|>`
 * `<|plamo:end_tool_request:plamo|>`, then `<|plamo:end_tool_requests:plamo|>` (and the end-of-turn `<|plamo:tag|>`,
 * stripped with it). Every tag follows the previous one directly, and the arguments are one JSON object (vLLM's
 * `plamo3` parser and its reasoning parser's tag constants; the model writes `<|plamo:constrain|>json<|plamo:msg|>`
 * as part of the arguments' opener). The section is read whole or not at all. PLaMo 3's reasoning
 * (`<|plamo:begin_think:plamo|>` … `<|plamo:end_think:plamo|>`) is inert, as `<think>` is.
 */
import { defineGrammar, type RecoveredCall, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { acceptsToolName, decodeArguments, inRanges, keptBlock, parseJsonAt, perInput, tagSpans } from "@pi-tool-repair/grammar-kit";

const REQUESTS = "<|plamo:begin_tool_requests:plamo|>";
const REQUESTS_END = "<|plamo:end_tool_requests:plamo|>";
const REQUEST = "<|plamo:begin_tool_request:plamo|>";
const REQUEST_END = "<|plamo:end_tool_request:plamo|>";
const NAME = "<|plamo:begin_tool_name:plamo|>";
const NAME_END = "<|plamo:end_tool_name:plamo|>";
const ARGS = "<|plamo:begin_tool_arguments:plamo|><|plamo:constrain|>json<|plamo:msg|>";
const ARGS_END = "<|plamo:end_tool_arguments:plamo|>";
/** PLaMo 3's end of turn (a single token), stripped with the section it follows. */
const EOT = "<|plamo:tag|>";
const THINK = "<|plamo:begin_think:plamo|>";
const THINK_END = "<|plamo:end_think:plamo|>";
/** A tool name is short and on one line: a longer or broken one is not this layout. */
const MAX_NAME = 256;

/** The name between `<|plamo:begin_tool_name:plamo|>` at `at` and its closer, and the index after the closer. */
function readName(text: string, at: number, input: ScanInput): { name: string; end: number } | undefined {
  const from = at + NAME.length;
  for (let j = from; j < text.length && j - from <= MAX_NAME; j++) {
    if (text.startsWith(NAME_END, j)) {
      const name = text.slice(from, j);
      return acceptsToolName(name, input) ? { name, end: j + NAME_END.length } : undefined;
    }
    const c = text.charCodeAt(j);
    if (c === 10 || c === 13 || c === 60) return undefined; // a line break or other markup first
  }
  return undefined;
}

/** One request at `at` (its opener): the call and the index after `<|plamo:end_tool_request:plamo|>`. */
function readRequest(text: string, at: number, input: ScanInput): { call: RecoveredCall; end: number } | undefined {
  let i = at + REQUEST.length;
  if (!text.startsWith(NAME, i)) return undefined;
  const name = readName(text, i, input);
  if (!name) return undefined;
  i = name.end;
  if (!text.startsWith(ARGS, i)) return undefined;
  i += ARGS.length;
  if (text.charCodeAt(i) !== 123) return undefined; // `{`: the arguments are one JSON object
  const json = parseJsonAt(text, i);
  const args = json && decodeArguments(json.value);
  if (!json || !args) return undefined;
  if (!text.startsWith(ARGS_END, json.end)) return undefined;
  i = json.end + ARGS_END.length;
  if (!text.startsWith(REQUEST_END, i)) return undefined;
  return { call: { name: name.name, arguments: args }, end: i + REQUEST_END.length };
}

/** Per input: PLaMo 3's reasoning spans `[from, to)`, ascending (unclosed: to the end). */
const thinkSpans = perInput((input: ScanInput) => tagSpans(input, THINK, THINK_END));

function scanPlamo(text: string, at: number, input: ScanInput): ScanResult | undefined {
  if (inRanges(thinkSpans(input), at)) return undefined;
  let i = at + REQUESTS.length;
  const calls: RecoveredCall[] = [];
  while (text.startsWith(REQUEST, i)) {
    const read = readRequest(text, i, input);
    if (!read) return keptBlock(input, at + REQUESTS.length, REQUESTS_END, REQUESTS);
    calls.push(read.call);
    i = read.end;
  }
  if (calls.length === 0 || !text.startsWith(REQUESTS_END, i)) return keptBlock(input, at + REQUESTS.length, REQUESTS_END, REQUESTS);
  let end = i + REQUESTS_END.length;
  if (text.startsWith(EOT, end)) end += EOT.length;
  return { end, calls };
}

/** PLaMo 3 `<|plamo:begin_tool_requests:plamo|><|plamo:begin_tool_request:plamo|>…` → toolCall blocks. */
export const plamo = defineGrammar({
  name: "plamo",
  package: "@pi-tool-repair/grammar-plamo",
  host: "^1.0.0",
  markers: [REQUESTS],
  owns: [{ open: REQUESTS, close: REQUESTS_END }],
  literals: [REQUESTS_END, REQUEST, REQUEST_END, NAME, NAME_END, ARGS, ARGS_END, THINK, THINK_END],
  meta: { description: "PLaMo 3 tool requests (<|plamo:begin_tool_requests:plamo|> … <|plamo:end_tool_requests:plamo|>)" },
  scan: scanPlamo,
});

export default plamo;
