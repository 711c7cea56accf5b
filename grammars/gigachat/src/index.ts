import { defineGrammar, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { CALL_SHAPE, callOf, parseJsonAtRawControls, perInput, skipWs, LF, OPEN_BRACE, SPACE } from "@pi-tool-repair/grammar-kit";

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

/**
 * The next GigaChat marker at or after `from`, else the end of the text: how far a call's JSON is read a second
 * time for raw control characters (the host's memoized search; each stretch between markers is read at most twice).
 */
function nextMarker(input: ScanInput, from: number): number {
  const a = input.indexOf(INLINE, from);
  const b = input.indexOf(ROLE, from);
  if (a < 0) return b < 0 ? input.text.length : b;
  return b < 0 ? a : Math.min(a, b);
}

/** Where the call ends: after its JSON, one end token (and blanks), or the end of the reply; else no call. */
function callEnd(text: string, end: number): number | undefined {
  const j = skipWs(text, end);
  if (j >= text.length) return end;
  for (const e of ENDS) if (text.startsWith(e, j)) return j + e.length;
  return undefined;
}

/**
 * Where a run of 3.1 calls written back to back ends (`{…}<|function_call|>{…}`, after the JSON that ends at
 * `from`), when its last call ends the turn; else `undefined`. A turn holds one call: vLLM's and SGLang's GigaChat
 * parsers read everything after the first marker as one JSON value and run nothing here. The run is kept as text
 * whole, so no round reads its calls one by one (the last one first). Each JSON is read once: linear.
 */
function backToBackEnd(text: string, from: number, input: ScanInput): number | undefined {
  const run = runs(input);
  for (;;) {
    const j = skipWs(text, from);
    run.until = j; // every marker of the run before here has its answer: this run's
    if (!text.startsWith(INLINE, j)) return (run.end = undefined);
    const k = skipWs(text, j + INLINE.length);
    if (text.charCodeAt(k) !== OPEN_BRACE) return (run.end = undefined);
    const json = parseJsonAtRawControls(text, k, nextMarker(input, k));
    if (!json) return (run.end = undefined);
    const end = callEnd(text, json.end);
    if (end !== undefined) return (run.end = end);
    from = json.end;
  }
}

/**
 * Per input: the last run of back-to-back calls read, up to where it was read (`until`) and where it ends
 * (`undefined`: not a run that ends the turn). A marker inside it gets the run's answer without reading it again.
 */
const runs = perInput((_input: ScanInput): { until: number; end: number | undefined } => ({ until: -1, end: undefined }));

/**
 * Sber GigaChat 3 / 3.1: one call per turn, a JSON envelope `{"name": …, "arguments": {…}}` after
 * `<|function_call|>` (3.1) or after the `function call<|role_sep|>` role header (3.0, whose `<|message_sep|>`
 * before it is stripped with the call). The call ends the turn: only the template's `<|message_sep|>`, the
 * end-of-sequence token `</s>` or the end of the reply may follow it (SGLang `gigachat3_detector`; llama.cpp's
 * GigaChat3 template). Both spellings of the marker are GigaChat's alone. Calls written back to back
 * (`{…}<|function_call|>{…}`) are not a GigaChat turn: the whole run stays text (the peers run none of it).
 * A raw control character inside a JSON string (a line break in a file's content) is read as itself, as both
 * peers read the call (`json.loads(…, strict=False)`).
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
  scan(text, at, input): ScanResult | number | undefined {
    // a marker inside a run of back-to-back calls already read: resume after the kept run, or read nothing here
    const run = runs(input);
    if (at < run.until) return run.end;
    const role = text.startsWith(ROLE, at);
    const i = skipWs(text, at + (role ? ROLE.length : INLINE.length));
    if (text.charCodeAt(i) !== OPEN_BRACE) return undefined; // `{`
    const json = parseJsonAtRawControls(text, i, nextMarker(input, i));
    if (!json) return undefined;
    const start = role ? roleStart(text, at) : at;
    const end = callEnd(text, json.end);
    if (end === undefined) {
      // two or more calls back to back: not GigaChat's turn, kept as text whole (never run, nor out of order)
      const run = backToBackEnd(text, json.end, input);
      return run === undefined ? undefined : { start, end: run, calls: [], keep: true };
    }
    const call = callOf(json.value, CALL_SHAPE, input);
    // a complete turn it refuses (the JSON is not a call envelope) is kept markup: text that counts in the sentence groups
    if (!call) return { start, end, calls: [], keep: true };
    return { start, end, calls: [call] };
  },
});

export default gigachat;
