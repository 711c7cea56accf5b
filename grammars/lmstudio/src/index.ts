import { defineGrammar, type ScanResult } from "@pi-tool-repair/host";
import { jsonCallBlock, keptBlock, LESS_THAN } from "@pi-tool-repair/grammar-kit";

const OPEN = "[TOOL_REQUEST]";
const CLOSE = "[END_TOOL_REQUEST]";

/**
 * LM Studio's default tool use (models without a tool-calling chat template are prompted to answer with it):
 * `[TOOL_REQUEST]{"name": …, "arguments": {…}}[END_TOOL_REQUEST]`, one call per request, requests written one
 * after another. The body is one JSON envelope (kit `callOf`). VCP's `<<<[TOOL_REQUEST]>>>` blocks (key:「始」value「末」
 * lines) are another convention: the marker inside `<<<…>>>` is not read.
 */
export const lmstudio = defineGrammar({
  name: "lmstudio",
  package: "@pi-tool-repair/grammar-lmstudio",
  host: "^1.0.0",
  markers: [OPEN],
  // JSON inside OPEN … CLOSE is this grammar's: bare-JSON grammars (llama, xlam) leave it alone
  owns: [{ open: OPEN, close: CLOSE }],
  scan(text, at, input): ScanResult | undefined {
    if (at > 0 && text.charCodeAt(at - 1) === LESS_THAN) return undefined; // `<<<[TOOL_REQUEST]>>>`: VCP's, not LM Studio's
    // a closed block it refuses is kept markup (text that counts in the sentence groups), never over the next opener
    return jsonCallBlock(text, at + OPEN.length, CLOSE, input) ?? keptBlock(input, at + OPEN.length, CLOSE, OPEN);
  },
});

export default lmstudio;
