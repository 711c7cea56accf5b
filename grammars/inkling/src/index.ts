import { defineGrammar, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { acceptsToolName, jsonCallBlock, GREATER_THAN, LESS_THAN, SPACE } from "@pi-tool-repair/grammar-kit";

const OPEN = "<|content_invoke_tool_json|>";
const CLOSE = "<|end_message|>";
/** The message header before a call: `<|message_model|>NAME` (the model's message addressed to a tool). */
const HEADER = "<|message_model|>";
const MAX_NAME = 128;

/**
 * Where the header `<|message_model|>NAME` that ends right at `at` starts, with its name; `undefined` when no such
 * header stands there. Reads back at most `MAX_NAME` characters.
 */
function headerBefore(text: string, at: number): { start: number; name: string } | undefined {
  let i = at;
  const stop = Math.max(0, at - MAX_NAME - HEADER.length);
  while (i > stop && text.charCodeAt(i - 1) !== GREATER_THAN && text.charCodeAt(i - 1) > SPACE) i--; // back to `>` or a space
  const start = i - HEADER.length;
  if (start < 0 || !text.startsWith(HEADER, start)) return undefined;
  return { start, name: text.slice(i, at) };
}

/** Where the header at `at` (`<|message_model|>NAME`) is followed by the opener: the opener's index, else `undefined`. Reads at most `MAX_NAME` characters. */
function openerAfterHeader(text: string, at: number): number | undefined {
  let i = at + HEADER.length;
  const stop = Math.min(text.length, i + MAX_NAME);
  while (i < stop && text.charCodeAt(i) !== LESS_THAN && text.charCodeAt(i) > SPACE) i++; // up to `<` or a space
  return text.startsWith(OPEN, i) ? i : undefined;
}

function scanBlock(text: string, at: number, input: ScanInput): ScanResult | undefined {
  // a declared tool's name is read whatever its characters (the kit's rule), in the envelope and the header
  const block = jsonCallBlock(text, at + OPEN.length, CLOSE, input);
  if (!block) return undefined;
  const header = headerBefore(text, at);
  if (!header) return block;
  if (header.name !== "" && (!acceptsToolName(header.name, input) || header.name !== block.calls[0]?.name)) return undefined;
  return { start: header.start, end: block.end, calls: block.calls };
}

/**
 * Inkling: `<|message_model|>NAME<|content_invoke_tool_json|>{"name": …, "args": {…}}<|end_message|>` (SGLang's
 * `InklingDetector`, vLLM's `inkling` parser), one call per message. The body is one JSON envelope (kit
 * `callOf`: `args` is a known spelling of the arguments; an unknown member or two spellings make it no call).
 * A `<|message_model|>NAME` header right before the block is read with it (stripped with the call) and must name
 * the same tool: a header naming another is two readings, and nothing runs. The closer is required, except at
 * the very end of the reply.
 */
export const inkling = defineGrammar({
  name: "inkling",
  package: "@pi-tool-repair/grammar-inkling",
  host: "^1.0.0",
  // the header is a marker too: markup starts there (a stream must hold it back before the opener arrives)
  markers: [HEADER, OPEN],
  owns: [{ open: OPEN, close: CLOSE }],
  meta: { description: "Inkling JSON tool calls (<|content_invoke_tool_json|>{name, args}<|end_message|>)" },
  scan(text, at, input): ScanResult | undefined {
    if (!text.startsWith(HEADER, at)) return scanBlock(text, at, input);
    // at a header: a call only when the opener follows its name and the block starts here (else the opener's own scan decides)
    const open = openerAfterHeader(text, at);
    if (open === undefined) return undefined;
    const result = scanBlock(text, open, input);
    return result?.start === at ? result : undefined;
  },
});

export default inkling;
