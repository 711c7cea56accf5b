/**
 * Meta CWM (Code World Model): `<tool: NAME>⏎CONTENT⏎</tool>`, the tool's name in the tag and its content as
 * raw text (the vendor's prompting guide: `<tool: bash>⏎[command(s)]⏎</tool>`).
 *
 * How raw content maps to arguments: only a tool whose schema requires exactly one field, a string, takes it
 * (bash's `command`): the raw text, exactly as written but for the line break after `>` and before `</tool>`,
 * becomes that field; a sentence (the kit's `looksLikeSentence`, as wrapRootString reads it) never becomes a
 * field that is run or opened. Any other
 * tool (several fields, as CWM's `create` with `[path]⏎[content]`) refuses: splitting text into
 * fields would be a guess; so does a tool the context gives no schema for (which field the text fills is
 * unknown, and a call whose arguments are not an object only fails in pi). A body ends at its `</tool>` only when no other `</tool>` follows before the next
 * `<tool: ` opener (else the content may quote the closer: two readings, no run). Runs only where the config
 * names it (preset-cwm): `<tool: x>` is a plain-text convention other models and prompts use too.
 */
import { defineGrammar, type JSONSchema, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { acceptsType, contentSpans, holdsProse, isRecord, keptBlock, looksLikeSentence, readToolName, type Range, CR, GREATER_THAN, LF, isNameChar } from "@pi-tool-repair/grammar-kit";

const OPEN = "<tool: ";
const CLOSE = "</tool>";
const MAX_NAME = 128;


/** The one required field of a tool's schema when it is a string (bash's `command`), else `undefined`. */
export function rawField(schema: JSONSchema | undefined): string | undefined {
  if (!isRecord(schema) || !Array.isArray(schema.required) || schema.required.length !== 1) return undefined;
  const key = schema.required[0];
  const props = isRecord(schema.properties) ? schema.properties : undefined;
  if (typeof key !== "string" || !props || !isRecord(props[key])) return undefined;
  return acceptsType(props[key], "string", schema) && !acceptsType(props[key], "object", schema) ? key : undefined;
}

/** Bodies of blocks that did not run: a marker inside one is content, never a call. */
const content = contentSpans();

function scanBlock(text: string, at: number, input: ScanInput): ScanResult | undefined {
  if (content.has(input, at)) return undefined;
  // a declared tool's name whatever its characters (the kit's rule), else [0-9A-Za-z_.-]; then `>`
  const read = readToolName(text, at + OPEN.length, input, { char: isNameChar, max: MAX_NAME });
  if (read === undefined || text.charCodeAt(read.end) !== GREATER_THAN) return undefined;
  const name = read.name;
  const bodyStart = read.end + 1;
  const close = input.indexOf(CLOSE, bodyStart);
  if (close < 0) return undefined; // cut off: no run
  const end = close + CLOSE.length;
  // a second `</tool>` before the next opener: the body may quote the closer (two readings)
  const next = input.indexOfAny([CLOSE, OPEN], end);
  if (next !== undefined && next.literal === CLOSE) {
    content.mark(input, [[bodyStart, text.length] as Range]);
    return undefined;
  }
  // no schema (the field is unknown) or not one string field: the text is not split or guessed into arguments
  const field = rawField(input.schemaOf(name));
  if (field === undefined) return keptBlock(input, bodyStart, CLOSE, OPEN);
  let from = bodyStart;
  let to = close;
  if (text.startsWith("\r\n", from)) from += 2;
  else if (text.charCodeAt(from) === LF) from++;
  if (to > from && text.charCodeAt(to - 1) === LF) to -= to - 1 > from && text.charCodeAt(to - 2) === CR ? 2 : 1;
  const raw = text.slice(from, to);
  // a sentence is never run or opened (the kit's check, as wrapRootString's): the block stays text
  if (!holdsProse(field) && looksLikeSentence(raw)) return keptBlock(input, bodyStart, CLOSE, OPEN);
  return { end, calls: [{ name, arguments: { [field]: raw } }] };
}

export const cwm = defineGrammar({
  name: "cwm",
  package: "@pi-tool-repair/grammar-cwm",
  host: "^1.0.0",
  stage: 100,
  markers: [OPEN],
  owns: [{ open: OPEN, close: CLOSE }],
  namedOnly: true,
  literals: [CLOSE],
  scan: scanBlock,
  meta: { description: "Meta CWM raw-content tool calls (<tool: NAME>…</tool>)" },
});

export default cwm;
