/** What the command line and `audit` share for reading JSON Lines: a nesting bound, a writer that never throws, and stdout's end. */

import { BACKSLASH, CLOSE_BRACE, CLOSE_BRACKET, OPEN_BRACE, OPEN_BRACKET, QUOTE } from "@pi-tool-repair/grammar-kit";

/**
 * How deep one input line may nest (arrays and objects). Real tool calls and messages nest a few dozen
 * levels at most; much deeper input would overflow the stack of the recursive steps after parsing
 * (cloning, validation, serializing the answer), so it is refused up front with an error answer.
 */
export const MAX_LINE_DEPTH = 1000;

/**
 * Whether the JSON text nests arrays/objects deeper than `max`. One linear pass over the characters,
 * skipping string contents (and their escapes); it never parses. Text that is not JSON gives an answer
 * too (the parser then reports it).
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // a string: to its closing quote, a quote after an even run of backslashes (one native search per quote;
      // the run before each quote is walked back once, and it never passes the opening quote)
      let quote = text.indexOf('"', i + 1);
      for (;;) {
        if (quote < 0) return false; // unclosed: the rest is string
        let k = quote - 1;
        while (text.charCodeAt(k) === BACKSLASH) k--;
        if (((quote - 1 - k) & 1) === 0) break;
        quote = text.indexOf('"', quote + 1);
      }
      i = quote;
    } else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) depth--;
  }
  return false;
}

/** `JSON.stringify(value)`, or an `{"error": …}` line when the value cannot be written (too deep, a cycle, a BigInt). */
export function stringifyAnswer(value: unknown): string {
  try {
    const text = JSON.stringify(value);
    if (typeof text === "string") return text;
    return JSON.stringify({ error: "internal error: the answer is not JSON" });
  } catch (error) {
    return JSON.stringify({ error: `internal error: the answer cannot be written as JSON (${error instanceof Error ? error.message : String(error)})` });
  }
}

/**
 * About how many characters each piece `writeAnswer` hands to its writer holds. Strings this small live in
 * V8's young generation, whose memory is reused; one string of megabytes takes fresh pages from the system
 * every time (each page a fault: 10–16 µs apiece on the benchmark's machine, more than serializing it).
 */
const PIECE = 16_384;
/**
 * How many units a subtree may weigh to be written by one `JSON.stringify` (a value is one unit, and a string
 * one more for every 32 characters), and how long its strings may be.
 */
const SMALL_VALUES = 64;
const SMALL_STRING = 1024;
/** How many units a run of small array elements may weigh to be written by one `JSON.stringify` (about 32 K characters). */
const GROUP_VALUES = 1024;
/** Below this many levels of split containers the answer is written whole (`stringifyAnswer` decides, e.g. a cycle). */
const MAX_SPLIT_DEPTH = 64;

/**
 * Writes `stringifyAnswer(value)` and a newline to `write`, in pieces of about 16 K characters (one answer line
 * may be megabytes: a message's text, thousands of recovered calls). The text is exactly the same: the
 * pieces are `JSON.stringify` of small subtrees, of runs of array elements, and of slices of a long string
 * (cut between the halves of a surrogate pair never), joined by the same punctuation. An answer it cannot
 * take apart (a `toJSON`, nesting deeper than 64 split levels, a cycle, a BigInt) is written by
 * `stringifyAnswer` as one piece. Nothing is written before the whole answer is serialized.
 */
export function writeAnswer(value: unknown, write: (text: string) => void): void {
  const pieces: string[] = [];
  let whole = typeof value !== "object" || value === null;
  if (!whole) {
    try {
      whole = !serialize(value, pieces, 0);
    } catch {
      whole = true; // what JSON.stringify throws for (a BigInt): stringifyAnswer writes the error line
    }
  }
  if (whole) {
    write(stringifyAnswer(value) + "\n");
    return;
  }
  let pending = "";
  for (let k = 0; k < pieces.length; k++) {
    const p = pieces[k]!;
    if (pending.length > 0 && pending.length + p.length > PIECE) {
      write(pending);
      pending = "";
    }
    pending += p;
  }
  write(pending + "\n");
}

/** Appends the JSON text of `v` to `out` in pieces; `false` when it cannot be taken apart (then nothing counts). */
function serialize(v: unknown, out: string[], depth: number): boolean {
  if (typeof v === "string") {
    if (v.length <= PIECE) out.push(JSON.stringify(v));
    else stringPieces(v, out);
    return true;
  }
  if (typeof v !== "object" || v === null || smallValues(v) >= 0) {
    const text = JSON.stringify(v);
    if (text === undefined) return false;
    out.push(text);
    return true;
  }
  if (depth >= MAX_SPLIT_DEPTH || typeof (v as { toJSON?: unknown }).toJSON === "function") return false;
  if (Array.isArray(v)) {
    out.push("[");
    let runStart = 0;
    let runValues = 0;
    const flush = (end: number) => {
      if (end > runStart) {
        const text = JSON.stringify(v.slice(runStart, end));
        out.push(runStart > 0 ? "," + text.slice(1, -1) : text.slice(1, -1));
      }
      runValues = 0;
    };
    for (let i = 0; i < v.length; i++) {
      const x: unknown = v[i];
      const n = smallValues(x);
      if (n >= 0) {
        if (runValues + n > GROUP_VALUES) {
          flush(i);
          runStart = i;
        }
        runValues += n;
        continue;
      }
      flush(i);
      if (i > 0) out.push(",");
      if (!serialize(x, out, depth + 1)) return false;
      runStart = i + 1;
    }
    flush(v.length);
    out.push("]");
    return true;
  }
  out.push("{");
  let first = true;
  for (const key of Object.keys(v)) {
    const x: unknown = (v as Record<string, unknown>)[key];
    if (x === undefined || typeof x === "function" || typeof x === "symbol") continue;
    out.push((first ? "" : ",") + JSON.stringify(key) + ":");
    first = false;
    if (!serialize(x, out, depth + 1)) return false;
  }
  out.push("}");
  return true;
}

let budget = 0;
/**
 * How many units `v` weighs when it is small enough to be written by one `JSON.stringify` wherever it stands
 * (at most 64 units, strings of at most 1 024 characters, no `toJSON`: JSON.stringify passes it the key,
 * which a piece would not have), else -1.
 */
function smallValues(v: unknown): number {
  budget = SMALL_VALUES;
  return smallWalk(v) ? SMALL_VALUES - budget : -1;
}

function smallWalk(v: unknown): boolean {
  if (--budget < 0) return false;
  if (typeof v === "string") {
    budget -= v.length >> 5;
    return v.length <= SMALL_STRING && budget >= 0;
  }
  if (typeof v !== "object" || v === null) return true;
  if (typeof (v as { toJSON?: unknown }).toJSON === "function") return false;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (!smallWalk(v[i])) return false;
    return true;
  }
  for (const key in v) if (!smallWalk((v as Record<string, unknown>)[key])) return false;
  return true;
}

/** A long string as JSON, in slices of `PIECE` characters (a slice never ends between the halves of a surrogate pair). */
function stringPieces(s: string, out: string[]): void {
  for (let i = 0; i < s.length; ) {
    let j = Math.min(i + PIECE, s.length);
    const c = s.charCodeAt(j - 1);
    if (j < s.length && c >= 0xd800 && c <= 0xdbff) j--;
    const q = JSON.stringify(s.slice(i, j));
    out.push(q.slice(i === 0 ? 0 : 1, j === s.length ? q.length : q.length - 1));
    i = j;
  }
}

/** Where the command line writes: stdout, which its reader may close before the end (`… | head -1`). */
export interface Output {
  /** Writes `text`; nothing once stdout is closed or failed. */
  write(text: string): void;
  /** Whether nothing more can be written: the reader closed stdout, or writing failed (`failure`). */
  closed(): boolean;
  /** A write error other than a closed reader (reported on stderr, exit 1); `undefined` for none or a closed pipe. */
  failure(): Error | undefined;
}

/** Errors that say the reader went away: a closed pipe, or a stream already ended because of one. */
const CLOSED_CODES: ReadonlySet<unknown> = new Set(["EPIPE", "ERR_STREAM_DESTROYED", "ERR_STREAM_WRITE_AFTER_END"]);

/**
 * An `Output` on `stream` (stdout). Its `error` listener takes the EPIPE a closed reader gives (else an unhandled
 * `error` event kills the process with a stack trace); from then on writes are dropped and `closed()` is true,
 * so the caller stops reading and exits 0, as `cat` or `grep` do when `head` has read enough.
 */
export function streamOutput(stream: NodeJS.WritableStream): Output {
  let closed = false;
  let failure: Error | undefined;
  stream.on("error", (error: Error & { code?: unknown }) => {
    closed = true;
    if (!CLOSED_CODES.has(error.code)) failure ??= error;
  });
  const gone = () => closed || (stream as { destroyed?: boolean }).destroyed === true || (stream as { writableEnded?: boolean }).writableEnded === true;
  return {
    write(text) {
      if (gone()) return;
      try {
        stream.write(text);
      } catch (error) {
        // a write on a stream that is already closed may throw instead of emitting
        closed = true;
        if (!CLOSED_CODES.has((error as { code?: unknown }).code)) failure ??= error as Error;
      }
    },
    closed: gone,
    failure: () => failure,
  };
}
