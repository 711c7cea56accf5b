import { defineGrammar, type AssistantMessage, type RecoveredCall, type RepairContext, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { isDeclaredTool, parseJsonAt, skipWs, renameNativeCalls, isJsonSpace } from "@pi-tool-repair/grammar-kit";

const START = "<|start|>";
const CHANNEL = "<|channel|>";
const MESSAGE = "<|message|>";
const CONSTRAIN = "<|constrain|>";
/** Tokens that end a message body (consumed with it). */
const ENDS = ["<|end|>", "<|call|>", "<|return|>"] as const;
/**
 * Muse Glimmer's message ends: its chat template frames messages in Harmony's `<|start|>assistant to=R<|message|>`
 * but ends them with these. A body they end is not Harmony's (its `to=user` answer is text, not a builtin call).
 */
const FOREIGN_ENDS = ["<|eom|>", "<|eot|>"] as const;
/** Tokens that start the next message (not consumed). */
const NEXT = [START, CHANNEL] as const;
const MAX_HEADER = 512;
const FUNCTIONS = "functions.";
/**
 * The text may continue a generation prompt that already ended in `<|start|>assistant`: it then starts
 * with the rest of the header, ` to=functions.read<|channel|>commentary json<|message|>{…}`.
 */
const CONTINUATION = "to=functions.";


interface Message {
  channel: string;
  /** The `to=` recipient, as written. */
  recipient: string | undefined;
  /** Two `to=` recipients: which one is meant is unknown. */
  recipients: number;
  /** Whether the header says the body is JSON (`<|constrain|>json` or a `json` word). */
  json: boolean;
  bodyStart: number;
}

/**
 * Reads a message header from `at` (at `<|start|>`, `<|channel|>`, or the `to=` that continues a prompt's
 * `<|start|>assistant`) up to and including `<|message|>`.
 */
function readHeader(text: string, at: number, input: ScanInput): { header: string; bodyStart: number } | undefined {
  const m = input.indexOf(MESSAGE, at);
  if (m < 0 || m - at > MAX_HEADER) return undefined;
  let header = text.slice(at, m);
  if (header.startsWith(START)) header = header.slice(START.length);
  // `<|start|>assistant<|message|>…` (no channel) is a plain message
  const c = header.indexOf(CHANNEL);
  if (c >= 0) header = header.slice(0, c) + " " + header.slice(c + CHANNEL.length);
  // only `<|constrain|>` may appear inside a header
  const rest = header.split(CONSTRAIN).join(" ");
  if (rest.includes("<|")) return undefined;
  return { header: header.split(CONSTRAIN).join(" <|constrain|>"), bodyStart: m + MESSAGE.length };
}

function parseHeader(header: string, bodyStart: number): Message {
  const words = header.split(/\s+/).filter(Boolean);
  let channel = "";
  let recipient: string | undefined;
  let json = false;
  let recipients = 0;
  const roles = new Set(["assistant", "user", "system", "developer", "tool"]);
  for (const w of words) {
    if (w.startsWith("to=")) {
      recipient = w.slice(3);
      recipients++;
    }
    else if (w === "<|constrain|>json" || w === "json") json = true;
    else if (w.startsWith("<|constrain|>")) continue;
    else if (!channel && !roles.has(w)) channel = w;
  }
  return { channel, recipient, recipients, json, bodyStart };
}

/** `functions.shelljson` (the `json` glued to the recipient) → `shell`, when that is the declared tool. */
function toolName(recipient: string, glued: boolean, input: ScanInput): string | undefined {
  if (!recipient.startsWith(FUNCTIONS)) return undefined;
  const name = recipient.slice(FUNCTIONS.length);
  if (!/^[A-Za-z_][A-Za-z0-9_.:-]{0,127}$/.test(name) && !isDeclaredTool(name, input)) return undefined;
  if (glued && name.length > 4 && name.endsWith("json")) {
    const bare = name.slice(0, -4);
    const full = input.isKnownTool(name);
    const short = input.isKnownTool(bare);
    if (short && (!full || !input.schemaOf(name))) return bare;
  }
  return name;
}

/** The nearest end-of-body token from `from`: its position and whether it is consumed. */
function bodyEnd(text: string, from: number, input: ScanInput): { at: number; end: number } {
  let best = text.length;
  let end = text.length;
  for (const t of ENDS) {
    const p = input.indexOf(t, from);
    if (p >= 0 && p < best) {
      best = p;
      end = p + t.length;
    }
  }
  for (const t of NEXT) {
    const p = input.indexOf(t, from);
    if (p >= 0 && p < best) {
      best = p;
      end = p;
    }
  }
  return { at: best, end };
}

const firstChar = new WeakMap<ScanInput, number>();

/** Whether only whitespace stands before `at` (the text continues the prompt's `<|start|>assistant`). */
function atTextStart(text: string, at: number, input: ScanInput): boolean {
  let first = firstChar.get(input);
  if (first === undefined) firstChar.set(input, (first = skipWs(text, 0)));
  return first === at;
}

/** Whether only blanks stand between one of Glimmer's message ends and `at` (each blank is passed by one marker's look back only). */
function afterForeignEnd(text: string, at: number): boolean {
  let i = at;
  while (i > 0 && isJsonSpace(text.charCodeAt(i - 1))) i--;
  return FOREIGN_ENDS.some((e) => i >= e.length && text.startsWith(e, i - e.length));
}

/**
 * gpt-oss (Harmony): a run of `[<|start|>ROLE]<|channel|>CHANNEL [to=R] [<|constrain|>json]<|message|>BODY
 * <|end|>|<|call|>|<|return|>` messages. Only `commentary` (or any channel) messages `to=functions.N` with a
 * JSON body are calls; `<|call|>` may be missing (it is the stop token). A text that starts with
 * ` to=functions.N…` continues the prompt's `<|start|>assistant` header. The visible text that replaces the
 * run is the `final` channel's text and the commentary written to the user (a commentary message with no
 * recipient: a preamble); analysis is not shown. A message whose header names two recipients runs nothing
 * (it is stripped).
 */
function scanHarmony(text: string, at: number, input: ScanInput): ScanResult | undefined {
  const calls: RecoveredCall[] = [];
  const finals: string[] = [];
  let i = at;
  let end = -1;
  if (text.startsWith(CONTINUATION, at) && !atTextStart(text, at, input)) return undefined;
  // a message right after Glimmer's `<|eom|>`/`<|eot|>` (blanks between) is Glimmer's next message, ended or not
  if (afterForeignEnd(text, at)) return undefined;
  for (;;) {
    const continued = i === at && text.startsWith(CONTINUATION, i);
    if (!continued && !text.startsWith(START, i) && !text.startsWith(CHANNEL, i)) break;
    const h = readHeader(text, i, input);
    if (!h) break;
    const msg = parseHeader(h.header, h.bodyStart);
    const name = msg.recipient !== undefined ? toolName(msg.recipient, !msg.json, input) : undefined;
    const b = bodyEnd(text, msg.bodyStart, input);
    // a body Glimmer's `<|eom|>`/`<|eot|>` ends is another format's message: the run ends before it
    const foreign = input.indexOfAny(FOREIGN_ENDS, msg.bodyStart);
    if (foreign !== undefined && foreign.at < b.at) break;
    if (msg.recipients > 1) {
      // `to=functions.read … to=functions.bash`: which one is meant is unknown; the message runs nothing
    } else if (name !== undefined) {
      // the body is read only up to its end token, so a cut body never reads into the messages after it
      const body = text.slice(msg.bodyStart, b.at);
      const json = parseJsonAt(body, 0);
      const whole = json !== undefined && skipWs(body, json.end) === body.length;
      if (!json || !whole || typeof json.value !== "object" || json.value === null || Array.isArray(json.value)) {
        break; // a call whose body is cut or not a JSON object: never run it; the run ends before it
      }
      if (input.isKnownTool(name)) calls.push({ name, arguments: json.value });
    } else if (msg.recipient === undefined && (msg.channel === "final" || msg.channel === "" || (msg.channel === "commentary" && !msg.json))) {
      // a preamble (commentary to the user, plain text) is shown like the final text
      finals.push(text.slice(msg.bodyStart, b.at).trim());
    }
    const next = b.end;
    end = next;
    i = skipWs(text, next);
  }
  if (end < 0) return undefined;
  const replacement = finals.filter(Boolean).join("\n\n");
  return replacement ? { end, calls, replacement } : { end, calls };
}

/** Harmony's special tokens (o200k_harmony): the only markup a leaked native name may hold besides its one name. */
const HARMONY_TOKENS: ReadonlySet<string> = new Set([START, CHANNEL, MESSAGE, CONSTRAIN, ...ENDS, "<|startoftext|>", "<|endoftext|>"]);
const CHANNEL_NAMES: ReadonlySet<string> = new Set(["analysis", "commentary", "final"]);

/**
 * A native tool name with Harmony leaking into it: `read<|channel|>commentary` (the header ran on),
 * `functions.read` (the recipient's namespace kept), `read json`. Returns the clean name, or undefined when
 * the name is clean or holds anything but one tool name and Harmony's markup (its tokens, a channel name
 * after `<|channel|>`, `assistant` after `<|start|>`, `json`, `to=` and `functions.`):
 * `read<|channel|>commentary to=functions.bash` names two tools, so neither is picked.
 */
export function cleanHarmonyName(name: string): string | undefined {
  if (name.length > 512) return undefined;
  const names: string[] = [];
  /** The token right before the current word (a channel name follows `<|channel|>`, a role `<|start|>`). */
  let token = "";
  let i = 0;
  while (i < name.length) {
    if (isJsonSpace(name.charCodeAt(i))) {
      i++;
      continue;
    }
    if (name.startsWith("<|", i)) {
      const close = name.indexOf("|>", i + 2);
      token = close < 0 ? "" : name.slice(i, close + 2);
      if (!HARMONY_TOKENS.has(token)) return undefined; // another family's token, or a cut one: not Harmony's leak
      i = close + 2;
      continue;
    }
    let j = i;
    while (j < name.length && !isJsonSpace(name.charCodeAt(j)) && !name.startsWith("<|", j)) j++;
    let word = name.slice(i, j);
    const markup = (token === CHANNEL && CHANNEL_NAMES.has(word)) || (token === START && word === "assistant") || word === "json";
    if (!markup) {
      if (word.startsWith("to=")) word = word.slice(3);
      if (word.startsWith(FUNCTIONS)) word = word.slice(FUNCTIONS.length);
      names.push(word);
    }
    token = "";
    i = j;
  }
  const clean = names.length === 1 ? names[0]! : undefined;
  if (clean === undefined || clean === name || !/^[A-Za-z_][A-Za-z0-9_.:-]{0,127}$/.test(clean)) return undefined;
  return clean;
}

/** stripGrammar: renames native toolCall blocks whose names carry Harmony leaks, only to a declared tool. */
function stripNative(message: AssistantMessage, ctx: RepairContext): AssistantMessage {
  return renameNativeCalls(message, (leaked) => {
    if (ctx.tools.has(leaked)) return undefined;
    const name = cleanHarmonyName(leaked);
    if (name === undefined) return undefined;
    // `functions.x` alone is renamed only where `x` is a declared tool; a token leak whenever tools are unknown
    return (ctx.tools.size > 0 ? ctx.tools.has(name) : leaked.includes("<|")) ? name : undefined;
  });
}

/** gpt-oss Harmony channels → toolCall blocks for `to=functions.N` messages; final text and preambles stay visible. */
export const harmony = defineGrammar({
  name: "harmony",
  package: "@pi-tool-repair/grammar-harmony",
  host: "^1.0.0",
  markers: [START, CHANNEL, CONTINUATION],
  literals: [MESSAGE, ...ENDS, ...FOREIGN_ENDS],
  scan: scanHarmony,
  stripGrammar: stripNative,
});

export default harmony;
