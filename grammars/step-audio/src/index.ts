/**
 * StepFun Step-Audio 2: `<tool_call>function⏎NAME⏎{…}</tool_call>`, one call per block (vLLM's `step_audio_2`
 * parser: the text after `<tool_call>` split into its first two lines, the call type and the name, and a JSON object
 * of arguments). The same `<tool_call>` opener as Qwen's and GLM's layouts: this grammar reads only a block whose
 * first line is `function`, theirs never start so, so no block is read by two grammars.
 */
import { defineGrammar, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { acceptsToolName, decodeArguments, keptBlock, parseJsonAt, skipWs } from "@pi-tool-repair/grammar-kit";

const OPEN = "<tool_call>";
const CLOSE = "</tool_call>";
/** The call type line the model writes first. */
const TYPE = "function\n";
/** A tool name is short and on one line: a longer one is not this layout. */
const MAX_NAME = 256;

/** The name line from `from` (up to its line break, at most `MAX_NAME` characters), and the index after the break. */
function nameLine(text: string, from: number, input: ScanInput): { name: string; end: number } | undefined {
  for (let j = from; j < text.length && j - from <= MAX_NAME; j++) {
    const c = text.charCodeAt(j);
    if (c === 10) {
      const name = text.slice(from, j);
      return acceptsToolName(name, input) ? { name, end: j + 1 } : undefined;
    }
    if (c === 13 || c === 60 || c === 123) return undefined; // a carriage return, markup or JSON before the break
  }
  return undefined;
}

function scanStepAudio(text: string, at: number, input: ScanInput): ScanResult | undefined {
  const from = at + OPEN.length;
  if (!text.startsWith(TYPE, from)) return undefined; // another family's `<tool_call>` (Qwen, GLM): not read here
  const kept = () => keptBlock(input, from, CLOSE, OPEN);
  const head = nameLine(text, from + TYPE.length, input);
  // `{`: the arguments are one JSON object; without a name line and `{` this is not the layout (GLM's, for a tool named `function`)
  if (!head || text.charCodeAt(head.end) !== 123) return undefined;
  const json = parseJsonAt(text, head.end);
  const args = json && decodeArguments(json.value);
  if (!json || !args) return kept();
  const close = skipWs(text, json.end);
  if (!text.startsWith(CLOSE, close)) return kept();
  return { end: close + CLOSE.length, calls: [{ name: head.name, arguments: args }] };
}

/** Step-Audio 2 `<tool_call>function⏎NAME⏎{…}</tool_call>` → toolCall blocks. */
export const stepAudio = defineGrammar({
  name: "step-audio",
  package: "@pi-tool-repair/grammar-step-audio",
  host: "^1.0.0",
  markers: [OPEN],
  owns: [{ open: OPEN, close: CLOSE }],
  meta: { description: "Step-Audio 2 tool calls (<tool_call>function⏎NAME⏎{…}</tool_call>)" },
  scan: scanStepAudio,
});

export default stepAudio;
