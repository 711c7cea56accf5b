import { defineGrammar, type ScanResult } from "@pi-tool-repair/host";
import { CALL_SHAPE, callOf, parseJsonAt, skipWs, LF, OPEN_BRACE, SPACE } from "@pi-tool-repair/grammar-kit";

/** GigaChat 3.1: the call follows this token directly. */
const INLINE = "<|function_call|>";
/** GigaChat 3.0: the call is a turn of the `function call` role (`<|message_sep|>\n\nfunction call<|role_sep|>\n{…}`). */
const ROLE = "function call<|role_sep|>";
const MESSAGE_SEP = "<|message_sep|>";
/** What may follow the call: the end of the turn (the template's `<|message_sep|>`) or the end-of-sequence token. */
const ENDS: readonly string[] = [MESSAGE_SEP, "</s>"];
/** How far before `function call` the `<|message_sep|>` that ends the assistant's own turn is looked for (the template writes `\n\n`). */
const MAX_GAP = 4;

/** The start of the `<|message_sep|>` (and the blanks after it) right before the 3.0 role marker at `at`, else `at`. */
function roleStart(text: string, at: number): number {
  let i = at;
  while (i > 0 && at - i < MAX_GAP && (text.charCodeAt(i - 1) === LF || text.charCodeAt(i - 1) === SPACE)) i--;
  return text.startsWith(MESSAGE_SEP, i - MESSAGE_SEP.length) ? i - MESSAGE_SEP.length : at;
}

/** Where the call ends: after its JSON, one end token (and blanks), or the end of the reply; else no call. */
function callEnd(text: string, end: number): number | undefined {
  const j = skipWs(text, end);
  if (j >= text.length) return end;
  for (const e of ENDS) if (text.startsWith(e, j)) return j + e.length;
  return undefined;
}

/**
 * Sber GigaChat 3 / 3.1: one call per turn, a JSON envelope `{"name": …, "arguments": {…}}` after
 * `<|function_call|>` (3.1) or after the `function call<|role_sep|>` role header (3.0, whose `<|message_sep|>`
 * before it is stripped with the call). The call ends the turn: only the template's `<|message_sep|>`, the
 * end-of-sequence token `</s>` or the end of the reply may follow it (SGLang `gigachat3_detector`; llama.cpp's
 * GigaChat3 template). Both spellings of the marker are GigaChat's alone.
 */
export const gigachat = defineGrammar({
  name: "gigachat",
  package: "@pi-tool-repair/grammar-gigachat",
  host: "^1.0.0",
  markers: [INLINE, ROLE],
  // the call's JSON is this grammar's up to the end of the turn: bare-JSON grammars (llama, xlam) leave it alone
  owns: [
    { open: INLINE, close: MESSAGE_SEP },
    { open: ROLE, close: MESSAGE_SEP },
  ],
  scan(text, at, input): ScanResult | undefined {
    const role = text.startsWith(ROLE, at);
    const i = skipWs(text, at + (role ? ROLE.length : INLINE.length));
    if (text.charCodeAt(i) !== OPEN_BRACE) return undefined; // `{`
    const json = parseJsonAt(text, i);
    if (!json) return undefined;
    const end = callEnd(text, json.end);
    if (end === undefined) return undefined;
    const call = callOf(json.value, CALL_SHAPE, input);
    const start = role ? roleStart(text, at) : at;
    // a complete turn it refuses (the JSON is not a call envelope) is kept markup: text that counts in the sentence groups
    if (!call) return { start, end, calls: [], keep: true };
    return { start, end, calls: [call] };
  },
});

export default gigachat;
