import { defineGrammar, type ScanResult } from "@pi-tool-repair/host";
import { CALL_SHAPE_ARGS_OPTIONAL, callOf, parseJsonAt, skipWs } from "@pi-tool-repair/grammar-kit";

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
  scan(text, at): ScanResult | undefined {
    const i = skipWs(text, at + OPEN.length);
    if (text.charCodeAt(i) !== 123) return undefined; // `{`: the name/arg_key layout is not this grammar's
    const json = parseJsonAt(text, i);
    const call = json && callOf(json.value, CALL_SHAPE_ARGS_OPTIONAL);
    if (!json || !call) return undefined;
    const close = skipWs(text, json.end);
    if (text.startsWith(CLOSE, close)) return { end: close + CLOSE.length, calls: [call] };
    // complete JSON, only the closer missing at the end of the reply (EDGE)
    return close >= text.length ? { end: json.end, calls: [call] } : undefined;
  },
});

export default longcat;
