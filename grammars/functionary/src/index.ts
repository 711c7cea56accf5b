import { defineGrammar, type RecoveredCall, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { acceptsToolName, isDeclaredTool, isRecord, parseJsonAt, readToolName, CR, GREATER_THAN, LF, OPEN_BRACE, SPACE, TAB, isNameChar } from "@pi-tool-repair/grammar-kit";

/** The recipient marker: `>>>NAME⏎{…}` (a call), `>>>all⏎text` (what the user reads). */
const RECIPIENT = ">>>";
/**
 * The template's generation prompt ends with `>>>`, so a reply's first recipient is written without it:
 * `NAME⏎{…}` at the very start of the text. Its marker is the line break before the arguments.
 */
const FIRST_ARGS = "\n{";
/** The Llama 3 end tokens a leaked reply may keep after the last call. */
const END_TOKENS = ["<|eot_id|>", "<|eom_id|>"];
/** The longest recipient name read (OpenAI caps function names at 64 characters). */
const MAX_NAME = 128;


/** Spaces, tabs and `\r` from `i` (not line breaks). */
function skipLineSpaceOrCr(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === SPACE || c === TAB || c === CR) i++;
    else return i;
  }
}

const RECIPIENT_NAME = { char: isNameChar, max: MAX_NAME };

/** A recipient name from `i` up to the line break right after it: the name and the index of that `\n`. */
function recipientAt(text: string, i: number, input: ScanInput): { name: string; nl: number } | undefined {
  // a declared tool's name whatever its characters, else the recipient's name characters
  const r = readToolName(text, i, input, RECIPIENT_NAME);
  if (r === undefined || text.charCodeAt(r.end) !== LF) return undefined;
  return { name: r.name, nl: r.end };
}

type Item = { call: RecoveredCall; end: number } | "all" | undefined;

/**
 * One `NAME⏎{json}` from `i` (after its `>>>`, or at the start of the text): the call and where its JSON ends;
 * `"all"` for the user's recipient; `undefined` when it is not a complete call (a cut or broken object, a name
 * that is not a tool name, raw text such as `python⏎print(1)`).
 */
function itemAt(text: string, i: number, input: ScanInput): Item {
  const r = recipientAt(text, i, input);
  if (!r) return undefined;
  if (r.name === "all") return "all";
  if (!acceptsToolName(r.name, input) || !input.isKnownTool(r.name)) return undefined;
  if (text.charCodeAt(r.nl + 1) !== OPEN_BRACE) return undefined; // `{`: JSON arguments only
  const json = parseJsonAt(text, r.nl + 1);
  if (!json || !isRecord(json.value)) return undefined;
  return { call: { name: r.name, arguments: json.value }, end: json.end };
}

/**
 * The calls of a run from `i`: `NAME⏎{…}`, then any number of `>>>NAME⏎{…}` (glued, as the template writes
 * them, or on lines of their own). The run ends before a `>>>all` (the user's text follows) or where text that
 * is not a recipient follows; a `>>>` whose call is broken makes the whole run run nothing. Then the number
 * returned is where the scan resumes: just after that broken recipient's `>>>`, since a run from any
 * recipient before it reaches the same broken call (each call is read once, not once per recipient before it).
 */
function run(text: string, i: number, input: ScanInput): ScanResult | number | undefined {
  const calls: RecoveredCall[] = [];
  let item = itemAt(text, i, input);
  let broken: number | undefined; // the `>>>` of the item being read, after the first
  for (;;) {
    if (item === undefined) return broken === undefined ? undefined : broken + 1;
    if (item === "all") return undefined;
    calls.push(item.call);
    let end = item.end;
    let j = skipLineSpaceOrCr(text, end);
    for (const token of END_TOKENS) {
      if (text.startsWith(token, j)) {
        end = j + token.length;
        j = skipLineSpaceOrCr(text, end);
        break;
      }
    }
    // the next recipient: right after, or on the next line
    const next = text.startsWith(RECIPIENT, j) ? j : text.charCodeAt(j) === LF && text.startsWith(RECIPIENT, skipLineSpaceOrCr(text, j + 1)) ? skipLineSpaceOrCr(text, j + 1) : -1;
    if (next < 0) return { end, calls };
    broken = next;
    item = itemAt(text, next + RECIPIENT.length, input);
    if (item === "all") return { end, calls };
  }
}

/**
 * Whether the marker at `at` is outside every inert region but the block quote its own `>>>` makes. Markdown
 * reads a line starting with `>>>` as a quote (inert for every other grammar), so this grammar asks the host
 * for every marker (`inCode`) and decides here: the `>>>` must start its line (after spaces or tabs), the line
 * break before that line must not be inert (inside a fence, an indented block, an HTML comment or a folded
 * element), and the line before must not be a quote (`> …`: the recipient would continue someone's quote). The
 * first call's `\n{` (no `>>>`) must not be inert at all. Linear: the line before is read once per marker,
 * and a line is the line before of one line only.
 */
function outsideInert(text: string, at: number, input: ScanInput): boolean {
  if (!text.startsWith(RECIPIENT, at)) return !input.isInert(at);
  let ls = at;
  while (ls > 0 && (text.charCodeAt(ls - 1) === SPACE || text.charCodeAt(ls - 1) === TAB)) ls--;
  if (ls === 0) return true;
  // after text on its line: no Markdown quote; the host's regions decide, and its own-line rule keeps the call as
  // text unless the model's preset declares this layout (Functionary v3.2 glues a call to the prose before it)
  if (text.charCodeAt(ls - 1) !== LF) return !input.isInert(at);
  if (input.isInert(ls - 1)) return false;
  // the first non-blank character of the line before
  let p = ls - 1;
  while (p > 0 && text.charCodeAt(p - 1) !== LF) p--;
  while (p < ls - 1 && (text.charCodeAt(p) === SPACE || text.charCodeAt(p) === TAB)) p++;
  return text.charCodeAt(p) !== GREATER_THAN; // `>`
}

/**
 * MeetKai Functionary v3.2 (llama.cpp `FUNCTIONARY_V3_2`, template `meetkai-functionary-medium-v3.2.jinja`):
 * every message part starts with `>>>` and its recipient on a line of its own: `>>>all⏎text` for the user,
 * `>>>NAME⏎{"arg": …}` for a call, several glued (`>>>f⏎{…}>>>g⏎{…}`). The generation prompt ends with `>>>`,
 * so a reply's first part is written without it: `NAME⏎{…}` or `all⏎text` at the start of the text.
 *
 * `>>>NAME` looks like a quote or a prompt, so this grammar runs only where the config names it (`namedOnly`:
 * the functionary preset for its models, or `--grammars functionary`), every call run is a bare candidate (its
 * own line: nothing but whitespace before it on its line, nothing after it), the recipient must be a declared
 * tool, and the arguments a JSON object. `>>>python⏎raw code` (llama.cpp reads it as the `python` tool's code)
 * does not run, nor the text after `>>>all` (it is what the user reads). A reply that glues a call to the
 * user's text (`What's up?>>>f⏎{…}`) keeps it as text (the host's own-line rule), unless it ends the reply and
 * the model's preset declares that layout (preset-functionary's `nativeLayout`, form `recipient`).
 */
export const functionary = defineGrammar({
  name: "functionary",
  package: "@pi-tool-repair/grammar-functionary",
  host: "^1.0.0",
  markers: [RECIPIENT, FIRST_ARGS],
  bare: [RECIPIENT, FIRST_ARGS],
  namedOnly: true,
  // `>>>` at a line start is a Markdown quote: the scan checks the other inert regions itself (outsideInert)
  inCode: true,
  literals: END_TOKENS,
  meta: {
    description: "Functionary v3.2 recipient calls (>>>NAME⏎{json})",
    docs: "https://github.com/ggml-org/llama.cpp/blob/master/models/templates/meetkai-functionary-medium-v3.2.jinja",
  },
  scan(text, at, input): ScanResult | number | undefined {
    if (!outsideInert(text, at, input)) return undefined;
    if (text.startsWith(RECIPIENT, at)) {
      if (text.charCodeAt(at + RECIPIENT.length) === GREATER_THAN) return undefined; // `>>>>`: a deeper quote
      const found = run(text, at + RECIPIENT.length, input);
      return typeof found === "number" ? found : found && { start: at, end: found.end, calls: found.calls };
    }
    // `\n{` of the reply's first call: the text before it must be exactly its recipient
    if (at > MAX_NAME) return undefined;
    if (!isDeclaredTool(text.slice(0, at), input)) for (let i = 0; i < at; i++) if (!isNameChar(text.charCodeAt(i))) return undefined;
    const found = run(text, 0, input);
    return typeof found === "number" ? found : found && { start: 0, end: found.end, calls: found.calls };
  },
});

export default functionary;
