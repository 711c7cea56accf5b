import { defineGrammar, type RecoveredCall, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { acceptsToolName, decodeArguments, isRecord, keptBlock, parseJsonAt, skipWs, OPEN_BRACKET } from "@pi-tool-repair/grammar-kit";

const OPEN = "<|tools_prefix|>";
const CLOSE = "<|tools_suffix|>";

/**
 * One element of an Apertus call list: an object with exactly one member, whose key is the tool's name and
 * whose value its arguments (an object, or a JSON string holding one). Anything else (no member, two members,
 * the OpenAI `{"name": …, "arguments": …}` envelope, `null` or a scalar as arguments) is data: the block does
 * not run (docs/policy.md, "Envelopes": a known spelling, or no run).
 */
function apertusCall(value: unknown, input: ScanInput): RecoveredCall | undefined {
  if (!isRecord(value)) return undefined;
  let name: string | undefined;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (name !== undefined) return undefined; // a second member
    name = key;
  }
  if (name === undefined || !acceptsToolName(name, input)) return undefined;
  const args = decodeArguments(value[name]);
  return args ? { name, arguments: args } : undefined;
}

/** The calls of the list at `i` and the end of its closer, or `undefined` when the block is not a call list closed at once. */
function readCalls(text: string, i: number, input: ScanInput): ScanResult | undefined {
  const json = parseJsonAt(text, i);
  if (!json || !Array.isArray(json.value) || json.value.length === 0) return undefined;
  const calls: RecoveredCall[] = [];
  for (const item of json.value) {
    const call = apertusCall(item, input);
    if (!call) return undefined;
    calls.push(call);
  }
  const close = skipWs(text, json.end);
  if (!text.startsWith(CLOSE, close)) return undefined;
  return { end: close + CLOSE.length, calls };
}

/**
 * Apertus (Swiss AI) `<|tools_prefix|>[{"NAME": {…}}, {"NAME": {…}}]<|tools_suffix|>`, as its chat template
 * writes a turn's calls (`'{"' + name + '": ' + arguments + '}'`, joined by `, `), prose allowed before the
 * block. Each element is a one-member object keyed by the tool's name: that spelling is read inside this
 * wrapper only. The closer is required (a block cut before it stays text, as SGLang's detector has it).
 */
export const apertus = defineGrammar({
  name: "apertus",
  package: "@pi-tool-repair/grammar-apertus",
  host: "^1.0.0",
  markers: [OPEN],
  owns: [{ open: OPEN, close: CLOSE }],
  meta: {
    description: "Apertus tool calls (<|tools_prefix|>[{\"NAME\": {…}}]<|tools_suffix|>)",
    variants: [{ name: "apertus", models: ["apertus"], markers: [OPEN] }],
    docs: "https://huggingface.co/swiss-ai/Apertus-8B-Instruct-2509",
  },
  scan(text, at, input): ScanResult | undefined {
    const i = skipWs(text, at + OPEN.length);
    if (text.charCodeAt(i) !== OPEN_BRACKET) return undefined; // `[`
    const calls = readCalls(text, i, input);
    // a closed block it refuses is kept markup (text that counts in the sentence groups), never over the next opener
    return calls ?? keptBlock(input, i, CLOSE, OPEN);
  },
});

export default apertus;
