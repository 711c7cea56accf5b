import { defineGrammar, type ScanResult } from "@pi-tool-repair/host";
import { jsonCallBlock, keptBlock } from "@pi-tool-repair/grammar-kit";

const OPEN = "<longcat_tool_call>";
const CLOSE = "</longcat_tool_call>";

/**
 * Meituan LongCat-Flash: `<longcat_tool_call>\n{"name": …, "arguments": {…}}\n</longcat_tool_call>`, one call per
 * block, blocks written back to back (SGLang `longcat_detector`, the LongCat-Flash-Chat template). The body is one
 * JSON envelope (kit `callOf`: an unknown member or two argument spellings make it no call). The other layout
 * some LongCat releases write inside the same tag (`NAME` then `<longcat_arg_key>`/`<longcat_arg_value>` pairs)
 * is not read: it stays text.
 */
export const longcat = defineGrammar({
  name: "longcat",
  package: "@pi-tool-repair/grammar-longcat",
  host: "^1.0.0",
  markers: [OPEN],
  // JSON inside OPEN … CLOSE is this grammar's: bare-JSON grammars (llama, xlam) leave it alone
  owns: [{ open: OPEN, close: CLOSE }],
  scan(text, at, input): ScanResult | undefined {
    // only a JSON object (the name/arg_key layout is not read); a closed block it refuses is kept markup (text
    // that counts in the sentence groups), never reaching over the next opener
    return jsonCallBlock(text, at + OPEN.length, CLOSE, input) ?? keptBlock(input, at + OPEN.length, CLOSE, OPEN);
  },
});

export default longcat;
