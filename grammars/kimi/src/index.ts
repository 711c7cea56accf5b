import { defineGrammar, validateWithAjv, type AssistantMessage, type RecoveredCall, type ScanResult, type ScanInput } from "@pi-tool-repair/host";
import { acceptsToolName, decodeArguments, jsonExtent, parseJsonAt, skipWs, type NameView, type Range, renameNativeCalls, contentSpans } from "@pi-tool-repair/grammar-kit";

const SECTION_BEGIN = "<|tool_calls_section_begin|>";
/** The singular spelling (llama.cpp PR #17376, vLLM). */
const SECTION_BEGIN_SINGULAR = "<|tool_call_section_begin|>";
const SECTION_END = "<|tool_calls_section_end|>";
const SECTION_END_SINGULAR = "<|tool_call_section_end|>";
const CALL_BEGIN = "<|tool_call_begin|>";
const ARGUMENT_BEGIN = "<|tool_call_argument_begin|>";
const CALL_END = "<|tool_call_end|>";
const MAX_ID = 256;

/**
 * The tool name in a Kimi call id: `functions.get_weather:0` → `get_weather`, `get_weather:0` → `get_weather`.
 * The id must end in `:digits`; a bare counter (`0`) names no tool.
 */
export function nameOfId(id: string, names?: NameView): string | undefined {
  if (id.length === 0 || id.length > MAX_ID) return undefined;
  const colon = id.lastIndexOf(":");
  if (colon <= 0 || !/^\d+$/.test(id.slice(colon + 1))) return undefined;
  let name = id.slice(0, colon);
  if (name.startsWith("functions.")) name = name.slice("functions.".length);
  return acceptsToolName(name, names) ? name : undefined;
}

/**
 * An id that names no tool: a bare counter (`0`), or an OpenAI-style call id (`call_abc123`). The Kimi-K2
 * chat template writes a client's own tool-call ids back into the history as they are, and the model then
 * writes ids like them.
 */
const NAMELESS_ID = /^(?:\d{1,6}|call[_-][A-Za-z0-9_-]{1,128})$/;

/** Whether `id` names no tool (`0`, `call_abc123`), so only the arguments can tell which tool was meant. */
export function isNamelessId(id: string): boolean {
  return id.length <= 140 && NAMELESS_ID.test(id);
}

/**
 * The one declared tool whose schema accepts `args`, or `undefined` when none does, several do, or a
 * declared tool's schema is unknown (it might accept them too): a nameless call runs only without doubt.
 */
function soleToolFor(args: Record<string, unknown>, input: ScanInput): string | undefined {
  let found: string | undefined;
  for (const name of input.toolNames?.() ?? []) {
    const schema = input.schemaOf(name);
    if (schema === undefined) return undefined;
    if (validateWithAjv(args, schema).length > 0) continue;
    if (found !== undefined) return undefined;
    found = name;
  }
  return found;
}

function endMarker(text: string, i: number): number {
  if (text.startsWith(SECTION_END, i)) return i + SECTION_END.length;
  if (text.startsWith(SECTION_END_SINGULAR, i)) return i + SECTION_END_SINGULAR.length;
  return -1;
}


/** Arguments of calls that did not run, per scan input: a section marker inside them is content, never a call. */
const content = contentSpans();
const markContent = (input: ScanInput, span: Range) => content.mark(input, [span]);
const isContent = content.has;

/** One section from its begin marker at `at`: every complete call in order; a malformed call is skipped. */
function scanSection(text: string, at: number, input: ScanInput): ScanResult | undefined {
  if (isContent(input, at)) return undefined; // quoted inside the arguments of an earlier call
  const begin = text.startsWith(SECTION_BEGIN, at) ? SECTION_BEGIN : SECTION_BEGIN_SINGULAR;
  let i = at + begin.length;
  const calls: RecoveredCall[] = [];
  let end = -1;
  for (;;) {
    i = skipWs(text, i);
    const closed = endMarker(text, i);
    if (closed >= 0) {
      end = closed;
      break;
    }
    if (!text.startsWith(CALL_BEGIN, i)) break; // junk, or the text ends: the section is not closed
    const idStart = i + CALL_BEGIN.length;
    const argBegin = input.indexOf(ARGUMENT_BEGIN, idStart);
    const earlyEnd = input.indexOf(CALL_END, idStart);
    if (earlyEnd < 0) break; // a truncated call never runs
    if (argBegin < 0 || earlyEnd < argBegin) {
      i = end = earlyEnd + CALL_END.length; // a call without arguments: skipped
      continue;
    }
    const id = text.slice(idStart, argBegin).trim();
    const jsonStart = skipWs(text, argBegin + ARGUMENT_BEGIN.length);
    // a repeated key (also spelled with an escape, `"old\u0054ext"` beside `"oldText"`) fails the read: the call is skipped
    const json = parseJsonAt(text, jsonStart);
    const after = json ? skipWs(text, json.end) : -1;
    if (!json || !text.startsWith(CALL_END, after)) {
      // the arguments' strings are content: skip past them (a marker quoted in them never cuts or starts a call)
      const extent = json ? json.end : jsonExtent(text, jsonStart);
      if (extent < 0) {
        markContent(input, [jsonStart, text.length]); // a string never closed: the rest of the text is in it
        break;
      }
      markContent(input, [jsonStart, extent]);
      const callEnd = input.indexOf(CALL_END, extent);
      if (callEnd < 0) break;
      i = end = callEnd + CALL_END.length;
      continue;
    }
    i = end = after + CALL_END.length;
    // an object, or a JSON string holding one (Kimi-K2 behind some servers), decoded once as in Hermes blocks
    const args = decodeArguments(json.value);
    if (args === undefined) continue;
    const name = nameOfId(id, input) ?? (isNamelessId(id) ? soleToolFor(args, input) : undefined);
    if (name === undefined) continue;
    calls.push({ name, arguments: args });
  }
  // A section whose calls are complete and only the outer closer is missing still counts (EDGE).
  if (end < 0) return undefined;
  return { end, calls };
}

const LEAKED_NAME = /^functions\.([A-Za-z_][\w.\-]{0,127}):\d{1,6}$/;

/**
 * The tool name in a native toolCall name that is one Kimi call id and nothing else (`functions.read:0` →
 * `read`), or undefined: a name holding a second `functions.` (`functions.bash.functions.read:0`) or any
 * token names more than one tool, so it is left alone.
 */
export function cleanKimiName(name: string): string | undefined {
  const tool = LEAKED_NAME.exec(name)?.[1];
  return tool === undefined || tool.includes("functions.") ? undefined : tool;
}

/** Kimi-K2 / K2-Thinking: `<|tool_calls_section_begin|><|tool_call_begin|>functions.N:0<|tool_call_argument_begin|>{…}<|tool_call_end|>…`. */
export const kimi = defineGrammar({
  name: "kimi",
  package: "@pi-tool-repair/grammar-kimi",
  host: "^1.0.0",
  markers: [SECTION_BEGIN, SECTION_BEGIN_SINGULAR],
  owns: [{ open: SECTION_BEGIN, close: SECTION_END }, { open: SECTION_BEGIN_SINGULAR, close: SECTION_END_SINGULAR }],
  literals: [ARGUMENT_BEGIN, CALL_END],
  // K2-Thinking calls tools from its reasoning channel (llxprt#749, llama.cpp allow_toolcall_in_think).
  inThinking: true,
  scan: scanSection,
  /** A native toolCall named with the Kimi id (`functions.read:0`) gets the tool's name. */
  stripGrammar(message: AssistantMessage): AssistantMessage {
    return renameNativeCalls(message, cleanKimiName);
  },
});

export default kimi;
