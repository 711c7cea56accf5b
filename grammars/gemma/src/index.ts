import { defineGrammar, type RecoveredCall, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { inRanges, keptBlock, perInput, tagSpans, readJsonString, readToolName, setParam, skipWs, type NameChars, CLOSE_BRACE, CLOSE_BRACKET, COLON, COMMA, LESS_THAN, OPEN_BRACE, OPEN_BRACKET, PIPE, QUOTE, isNameChar, isIdentStart } from "@pi-tool-repair/grammar-kit";

/** FunctionGemma: `<start_function_call>call:N{k:<escape>v<escape>}<end_function_call>`. */
const FG_OPEN = "<start_function_call>";
const FG_CLOSE = "<end_function_call>";
const FG_RESPONSE = "<start_function_response>";
/** Gemma 4: `<|tool_call>call:N{k:<|"|>v<|"|>,n:42}<tool_call|>`. */
const G4_OPEN = "<|tool_call>";
const G4_CLOSE = "<tool_call|>";
const G4_RESPONSE = "<|tool_response>";
const CALL = "call:";
/** Gemma 4 reasoning: `<|channel>thought …<channel|>`; a call written there was never committed. */
const THOUGHT_OPEN = "<|channel>";
const THOUGHT_CLOSE = "<channel|>";
const QUOTES = ["<escape>", '<|"|>'] as const;
const MAX_NAME = 128;
const MAX_KEY = 256;
const MAX_BARE = 4096;
const MAX_DEPTH = 256;

class Fail extends Error {}
const FAIL = new Fail();


interface At {
  value: unknown;
  end: number;
  /** Whether the value sat between `<escape>` or `<|"|>` delimiters (so its end is unambiguous). */
  delimited?: boolean;
}

const NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;

/** A bare literal: `42` → 42, `true` → true, `null`/`None` → null, anything else stays text. */
export function bareValue(raw: string): unknown {
  const s = raw.trim();
  if (s === "true" || s === "True") return true;
  if (s === "false" || s === "False") return false;
  if (s === "null" || s === "None") return null;
  if (s.length <= 64 && NUMBER.test(s)) {
    const n = Number(s);
    if (Number.isFinite(n)) return n;
  }
  return s;
}

class Reader {
  constructor(
    readonly text: string,
    readonly input: ScanInput,
  ) {}

  quoted(i: number): At | undefined {
    for (const q of QUOTES) {
      if (!this.text.startsWith(q, i)) continue;
      const close = this.input.indexOf(q, i + q.length);
      if (close < 0) throw FAIL;
      return { value: this.text.slice(i + q.length, close), end: close + q.length, delimited: true };
    }
    return undefined;
  }

  value(i: number, depth: number): At {
    if (depth > MAX_DEPTH) throw FAIL;
    i = skipWs(this.text, i);
    const q = this.quoted(i);
    if (q) return q;
    const c = this.text.charCodeAt(i);
    if (c === OPEN_BRACE) return this.object(i, depth);
    if (c === OPEN_BRACKET) return this.array(i, depth);
    if (c === QUOTE) {
      const s = readJsonString(this.text, i);
      if (!s) throw FAIL;
      return s;
    }
    // bare: up to `,`, `}` or `]`
    let j = i;
    while (j < this.text.length && j - i <= MAX_BARE) {
      const d = this.text.charCodeAt(j);
      if (d === COMMA || d === CLOSE_BRACE || d === CLOSE_BRACKET) break;
      if (d === LESS_THAN && this.text.charCodeAt(j + 1) === PIPE) throw FAIL; // a `<|` token inside a bare value
      j++;
    }
    if (j >= this.text.length || j - i > MAX_BARE) throw FAIL;
    const raw = this.text.slice(i, j);
    if (raw.trim().length === 0) throw FAIL;
    return { value: bareValue(raw), end: j };
  }

  key(i: number): { key: string; end: number } {
    const q = this.quoted(i);
    if (q) return { key: String(q.value), end: q.end };
    if (this.text.charCodeAt(i) === QUOTE) {
      const s = readJsonString(this.text, i);
      if (!s) throw FAIL;
      return { key: String(s.value), end: s.end };
    }
    let j = i;
    while (j < this.text.length && j - i <= MAX_KEY) {
      const d = this.text.charCodeAt(j);
      if (d === COLON) break;
      if (d === COMMA || d === OPEN_BRACE || d === CLOSE_BRACE || d === OPEN_BRACKET || d === CLOSE_BRACKET || d === LESS_THAN || d === QUOTE) throw FAIL;
      j++;
    }
    if (this.text.charCodeAt(j) !== COLON) throw FAIL;
    const key = this.text.slice(i, j).trim();
    if (!key) throw FAIL;
    return { key, end: j };
  }

  object(i: number, depth: number): At {
    const out: Record<string, unknown> = {};
    i = skipWs(this.text, i + 1);
    if (this.text.charCodeAt(i) === CLOSE_BRACE) return { value: out, end: i + 1 };
    for (;;) {
      const k = this.key(i);
      i = skipWs(this.text, k.end);
      if (this.text.charCodeAt(i) !== COLON) throw FAIL;
      const v = this.value(i + 1, depth + 1);
      if (!setParam(out, k.key, v.value)) throw FAIL; // a repeated key: nobody knows which value was meant
      i = skipWs(this.text, v.end);
      const c = this.text.charCodeAt(i);
      if (c === COMMA) {
        i = skipWs(this.text, i + 1);
        if (this.text.charCodeAt(i) === CLOSE_BRACE) return { value: out, end: i + 1 };
        continue;
      }
      if (c === CLOSE_BRACE) return { value: out, end: i + 1 };
      // FunctionGemma may write `k:<escape>v<escape>k2:<escape>w<escape>` with no comma: a delimited value
      // ends exactly at its closing delimiter, so the next key can start right there
      if (v.delimited) continue;
      throw FAIL;
    }
  }

  array(i: number, depth: number): At {
    const out: unknown[] = [];
    i = skipWs(this.text, i + 1);
    if (this.text.charCodeAt(i) === CLOSE_BRACKET) return { value: out, end: i + 1 };
    for (;;) {
      const v = this.value(i, depth + 1);
      out.push(v.value);
      i = skipWs(this.text, v.end);
      const c = this.text.charCodeAt(i);
      if (c === COMMA) {
        i = skipWs(this.text, i + 1);
        if (this.text.charCodeAt(i) === CLOSE_BRACKET) return { value: out, end: i + 1 };
        continue;
      }
      if (c === CLOSE_BRACKET) return { value: out, end: i + 1 };
      throw FAIL;
    }
  }
}


/** `[A-Za-z_]` then name characters. */
const NAME: NameChars = { start: isIdentStart, char: isNameChar, max: MAX_NAME };

/** `call:NAME{…}` (repeated with `,` or whitespace) from `i`, then the closer. */
function scanBlock(text: string, at: number, open: string, close: string, response: string, input: ScanInput): ScanResult | undefined {
  const reader = new Reader(text, input);
  const calls: RecoveredCall[] = [];
  let i = skipWs(text, at + open.length);
  // a closed block of this layout (`call:` first) it refuses is kept markup: text that counts in the sentence
  // groups, never reaching over the next opener
  const kept = text.startsWith(CALL, i) ? () => keptBlock(input, at + open.length, close, open) : () => undefined;
  try {
    for (;;) {
      if (!text.startsWith(CALL, i)) return kept();
      i += CALL.length;
      const read = readToolName(text, i, input, NAME);
      if (!read) return kept();
      const name = read.name;
      i = read.end;
      i = skipWs(text, i);
      if (text.charCodeAt(i) !== OPEN_BRACE) return kept();
      const args = reader.object(i, 0);
      calls.push({ name, arguments: args.value });
      i = skipWs(text, args.end);
      if (text.charCodeAt(i) === COMMA) i = skipWs(text, i + 1);
      if (text.startsWith(close, i)) {
        i += close.length;
        break;
      }
    }
  } catch (e) {
    if (e instanceof Fail || e instanceof RangeError) return kept();
    throw e;
  }
  // the response token the model would stop at may trail the call
  const r = skipWs(text, i);
  if (text.startsWith(response, r)) i = r + response.length;
  return { end: i, calls };
}

/**
 * The Gemma 4 thought spans of a text (the kit's `tagSpans`: each opener to its closer, unclosed to the end), but an
 * inert opener's, once per scan input (`perInput` keeps the last input aside: a comparison at each marker).
 */
const thoughtSpans = perInput((input: ScanInput) => tagSpans(input, THOUGHT_OPEN, THOUGHT_CLOSE).filter(([a]) => !input.isInert(a)));

/**
 * FunctionGemma `<start_function_call>call:N{k:<escape>v<escape>}<end_function_call>` and Gemma 4
 * `<|tool_call>call:N{k:<|"|>v<|"|>,n:42,o:{…},l:[…]}<tool_call|>`. Keys are unquoted, strings sit between
 * `<escape>` or `<|"|>` delimiters (kept exactly), bare literals are typed (numbers, true/false, null).
 * After a delimited value the comma may be missing (FunctionGemma writes `a:<escape>x<escape>b:<escape>y<escape>`).
 * A key written twice makes the call unreadable: nobody knows which value was meant.
 * A block without its closer is never run, nor one inside a Gemma 4 `<|channel>thought…<channel|>` span.
 */
export const gemma = defineGrammar({
  name: "gemma",
  package: "@pi-tool-repair/grammar-gemma",
  host: "^1.0.0",
  markers: [FG_OPEN, G4_OPEN],
  literals: [FG_CLOSE, G4_CLOSE, THOUGHT_OPEN, THOUGHT_CLOSE, ...QUOTES],
  scan(text, at, input) {
    const fg = text.startsWith(FG_OPEN, at);
    // no `call:` after the opener (a dangling one): `scanBlock` refuses it at once, inert or not
    if (!text.startsWith(CALL, skipWs(text, at + (fg ? FG_OPEN : G4_OPEN).length))) return undefined;
    if (input.kind === "text" && inRanges(thoughtSpans(input), at)) return undefined;
    if (fg) return scanBlock(text, at, FG_OPEN, FG_CLOSE, FG_RESPONSE, input);
    return scanBlock(text, at, G4_OPEN, G4_CLOSE, G4_RESPONSE, input);
  },
});

export default gemma;
