/** What the command line and `audit` share for reading JSON Lines: a nesting bound and a writer that never throws. */

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
    if (c === 34 /* " */) {
      // a string: to its closing quote, a quote after an even run of backslashes (one native search per quote;
      // the run before each quote is walked back once, and it never passes the opening quote)
      let quote = text.indexOf('"', i + 1);
      for (;;) {
        if (quote < 0) return false; // unclosed: the rest is string
        let k = quote - 1;
        while (text.charCodeAt(k) === 92 /* \ */) k--;
        if (((quote - 1 - k) & 1) === 0) break;
        quote = text.indexOf('"', quote + 1);
      }
      i = quote;
    } else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}

/** `JSON.stringify(value)` for a line shown to a person, `String(value)` where JSON cannot write it. */
export function jsonText(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
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
