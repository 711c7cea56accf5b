/**
 * ByteDance Seed-OSS: the Qwen3-Coder inner grammar inside `<seed:tool_call>`:
 * `<seed:tool_call>\n<function=N>\n<parameter=K>V</parameter>\n</function>\n</seed:tool_call>`.
 * Calls quoted inside `<seed:think>` never run (the host skips reasoning spans); only the block after
 * `</seed:think>` does.
 */
import { defineGrammar, type RecoveredCall, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { FUNCTION_OPEN, keptBlock, parseFunctionBlock, skipWs, type XmlOptions } from "@pi-tool-repair/grammar-kit";

const OPEN = "<seed:tool_call>";
const CLOSE = "</seed:tool_call>";
const EOS = "<seed:eos>";
/** The Seed-OSS template writes `<parameter=K>` + V + `</parameter>` with no padding: a value is kept as written. */
const XML: XmlOptions = { closers: [CLOSE], openers: [OPEN], ends: [EOS], bare: false, padding: false };

function scanBlock(text: string, at: number, input: ScanInput): ScanResult | undefined {
  const calls: RecoveredCall[] = [];
  let i = skipWs(text, at + OPEN.length);
  let last = i;
  while (text.startsWith(FUNCTION_OPEN, i)) {
    const block = parseFunctionBlock(text, i, input, XML);
    // refused (a repeated parameter, a value whose end is not certain): the block stays text, seen by the host
    if (!block || block.refused) return keptBlock(input, i, CLOSE, OPEN);
    calls.push({ name: block.name, arguments: block.arguments });
    last = block.end;
    i = skipWs(text, block.end);
  }
  if (calls.length === 0) return undefined;
  let end: number;
  if (text.startsWith(CLOSE, i)) end = i + CLOSE.length;
  else if (i >= text.length || text.startsWith(OPEN, i) || text.startsWith(EOS, i)) end = last; // EDGE: closer missing
  else return undefined;
  const j = skipWs(text, end);
  return { end: text.startsWith(EOS, j) ? j + EOS.length : end, calls };
}

export const seedOss = defineGrammar({
  name: "seed-oss",
  package: "@pi-tool-repair/grammar-seed-oss",
  host: "^1.0.0",
  stage: 100,
  markers: [OPEN],
  owns: [{ open: OPEN, close: CLOSE }],
  scan: scanBlock,
});

export default seedOss;
