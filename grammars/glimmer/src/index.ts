/**
 * Muse Glimmer: `<atem:function_calls>` then one or more
 * `<atem:invoke name="N"><atem:parameter name="K">V</atem:parameter></atem:invoke>`, then
 * `</atem:function_calls>` — MiniMax-M2's invoke layout with `atem:`-prefixed tags (the invoke reader is the
 * kit's, shared with invoke and dots). The vendor's chat template sends each call as a message of its own in a
 * Harmony-style frame, `<|start|>assistant to=N<|message|>` block `<|eom|>` (`<|eot|>` after the turn's last); the
 * reply's first frame lacks `<|start|>assistant`, which the generation prompt wrote. A frame that names the block's
 * one call is stripped with the block; any other framing text stays. Peers: vLLM `muse_glimmer`, SGLang
 * `MuseGlimmerDetector`, Ollama `glimmer`.
 */
import { defineGrammar, type JsonType } from "@pi-tool-repair/host";
import { invokeBlocks, invokeTags, jsonRepeatsKey, typeByOrder } from "@pi-tool-repair/grammar-kit";
import type { ScanInput, ScanResult } from "@pi-tool-repair/host";

const OPEN = "<atem:function_calls>";
const CLOSE = "</atem:function_calls>";
const TAG_PREFIX = "atem:";

/**
 * A Glimmer value typed by the schema (as Ollama's parser types it): a string, or a value the schema does not
 * type, keeps its text exactly; `null` is null unless the schema says string; other types are read from the
 * trimmed text (integer > number > boolean > object > array), else the text stays for the schema to decide.
 * `undefined`: JSON with a repeated key (nobody knows which value the model meant), so the call does not run.
 */
export function glimmerValue(raw: string, types: ReadonlySet<JsonType> | undefined): unknown {
  if (!types || types.has("string")) return raw;
  const v = raw.trim();
  if (v === "null") return null;
  if ((types.has("object") || types.has("array")) && jsonRepeatsKey(v)) return undefined;
  return typeByOrder(raw, types);
}

/**
 * The tool a written invoke name calls: the template lists each tool's namespace (its name up to the first dot) as
 * a recipient `NS.*`, so an undotted tool `N` is also written `N.N` (SGLang strips that doubling). Only that exact
 * doubling of a declared tool, and only when `N.N` is not itself declared; any other name is as written.
 */
export function glimmerName(written: string, input: Pick<ScanInput, "schemaOf">): string {
  const dot = written.indexOf(".");
  if (dot <= 0 || written.length !== 2 * dot + 1 || !written.startsWith(written.slice(0, dot), dot + 1)) return written;
  const head = written.slice(0, dot);
  return input.schemaOf(written) === undefined && input.schemaOf(head) !== undefined ? head : written;
}

const scanBlock = invokeBlocks({ open: OPEN, close: CLOSE, value: glimmerValue, tagPrefix: TAG_PREFIX, name: glimmerName });

/** The frame of a call message in Muse Glimmer's chat template (`<|start|>assistant to=N<|message|>` … `<|eom|>`). */
const FRAME_START = "<|start|>assistant ";
const FRAME_MESSAGE = "<|message|>";
const FRAME_ENDS = ["<|eom|>", "<|eot|>"];

const isBlank = (c: string | undefined) => c === " " || c === "\n" || c === "\t" || c === "\r";

/**
 * Where the frame of the call `name` ends right at `at` (the block's opener) starts: the whole frame
 * `<|start|>assistant to=N<|message|>`, or, at the start of the reply (only blanks before it), the part the model
 * writes after the generation prompt's `<|start|>assistant` (` to=N<|message|>`). `undefined`: no such frame.
 */
export function frameStart(text: string, at: number, name: string): number | undefined {
  const tail = `to=${name}${FRAME_MESSAGE}`;
  const from = at - tail.length;
  if (from < 0 || !text.startsWith(tail, from)) return undefined;
  if (from >= FRAME_START.length && text.startsWith(FRAME_START, from - FRAME_START.length)) return from - FRAME_START.length;
  let i = from;
  while (i > 0 && isBlank(text[i - 1])) i--;
  return i === 0 ? 0 : undefined;
}

/** The recipients of the template's messages that are no call: the answer (`user`) and the reasoning (`self`). */
const NOT_CALLS = ["to=user", "to=self"];

/** Per scan input: the positions of `<|message|>` and of the frame ends, ascending (one forward sweep each). */
const frames = new WeakMap<ScanInput, { messages: number[]; ends: number[] }>();

function positions(text: string, literals: readonly string[]): number[] {
  const out: number[] = [];
  for (const literal of literals) for (let at = text.indexOf(literal); at >= 0; at = text.indexOf(literal, at + literal.length)) out.push(at);
  return out.sort((a, b) => a - b);
}

/** The last of the ascending `list` before `at`, or -1. */
function lastBefore(list: readonly number[], at: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < at) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 ? list[lo - 1]! : -1;
}

/**
 * Whether the block at `at` lies inside the body of a message to the user or to itself (` to=user<|message|>` or
 * ` to=self<|message|>` before it, and no `<|eom|>`/`<|eot|>` between): quoted in an answer or in the reasoning,
 * not a call, since the template sends every call as a message of its own (llama.cpp's muse-glimmer parser too).
 */
export function insideAnswer(text: string, at: number, input: ScanInput): boolean {
  let f = frames.get(input);
  if (!f) frames.set(input, (f = { messages: positions(text, [FRAME_MESSAGE]), ends: positions(text, FRAME_ENDS) }));
  const m = lastBefore(f.messages, at);
  if (m < 0 || lastBefore(f.ends, at) > m) return false;
  return NOT_CALLS.some((r) => m >= r.length && text.startsWith(r, m - r.length) && (m === r.length || isBlank(text[m - r.length - 1])));
}

function scanGlimmer(text: string, at: number, input: ScanInput): ScanResult | undefined {
  const found = scanBlock(text, at, input);
  if (!found) return found;
  if (insideAnswer(text, at, input)) return undefined;
  if (found.calls.length !== 1) return found;
  const name = found.calls[0]!.name;
  const start = frameStart(text, at, name) ?? frameStart(text, at, `${name}.${name}`);
  if (start === undefined) return found;
  const close = FRAME_ENDS.find((e) => text.startsWith(e, found.end));
  return { ...found, start, end: close ? found.end + close.length : found.end };
}

export const glimmer = defineGrammar({
  name: "glimmer",
  package: "@pi-tool-repair/grammar-glimmer",
  host: "^1.0.0",
  stage: 100,
  markers: [OPEN],
  owns: [{ open: OPEN, close: CLOSE }],
  literals: invokeTags(TAG_PREFIX).literals,
  meta: { description: "Muse Glimmer ATEM tool calls (<atem:function_calls><atem:invoke name=…>)" },
  scan: scanGlimmer,
});

export default glimmer;
