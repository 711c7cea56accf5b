import { defineGrammar, type RecoveredCall, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { CALL_SHAPE, bareCoverEnd, callOf, callsOf, isRecord, jsonReaderOf, perInput, type JsonReader } from "@pi-tool-repair/grammar-kit";

const BARE = ["{"];
/** What both envelope keys start with (`"tool_call"`, `"tool_calls"`), spelled as llama.cpp writes them. */
const KEY = '"tool_call';

/** Per scan input: the JSON reader, and the end of the last object read that is not ours (nothing in it runs). */
const stateOf = perInput((input: ScanInput): { reader: JsonReader; skipUntil: number } => ({ reader: jsonReaderOf(input), skipUntil: -1 }));

/**
 * The calls of llama.cpp's generic envelope: an object whose one member is `tool_call` (one call object) or
 * `tool_calls` (a non-empty list of them), each call `{"name", "arguments"}` with an optional `id` (the kit's
 * `callOf`: an unknown member or two spellings of the arguments make it data). `{"response": …}` and any other
 * object is not a call.
 */
function envelopeCalls(value: unknown, input: ScanInput): RecoveredCall[] | undefined {
  if (!isRecord(value)) return undefined;
  const keys = Object.keys(value);
  if (keys.length !== 1) return undefined;
  if (keys[0] === "tool_calls") return callsOf(value.tool_calls, CALL_SHAPE, input);
  if (keys[0] !== "tool_call") return undefined;
  const one = callOf(value.tool_call, CALL_SHAPE, input);
  return one ? [one] : undefined;
}

/**
 * llama.cpp's generic tool-call format (`COMMON_CHAT_FORMAT_GENERIC`, for templates without a native one):
 * the whole reply is `{"tool_call": {"name": …, "arguments": {…}}}` or, with parallel calls,
 * `{"tool_calls": [{"name": …, "arguments": {…}, "id": "…"}]}`. Plain JSON, so it runs only where it stands
 * alone: the whole message, or lines of their own (a bare marker); in a sentence it is prose. Only those two
 * spellings are read (issue 31, "a known spelling or no run"), their keys written as such (no `\u` escape); an
 * object that is not one of them is data, and nothing inside it runs. A text with no `"tool_call` after a `{`
 * costs one scan, not one per `{`.
 */
export const llamacppGeneric = defineGrammar({
  name: "llamacpp-generic",
  package: "@pi-tool-repair/grammar-llamacpp-generic",
  host: "^1.0.0",
  markers: BARE,
  bare: BARE,
  scan(_text, at, input): ScanResult | number | undefined {
    const state = stateOf(input);
    if (at < state.skipUntil) return state.skipUntil;
    // no envelope key from here on: no envelope starts here or later, so no `{` after this one is read (issue 35).
    // Not a declared literal: that would add a pass over every text; this search runs only where a `{` is read
    if (input.indexOf(KEY, at) < 0) return input.text.length;
    const covered = bareCoverEnd(input, at, BARE);
    if (covered >= 0) return covered + 1 > at ? covered + 1 : at + 1; // another grammar's markup: its to read
    const read = state.reader.read(at);
    if (!read) return undefined;
    const calls = envelopeCalls(read.value, input);
    if (calls) return { end: read.end, calls };
    state.skipUntil = read.end; // data: nothing of it runs, at any `{` inside it
    return read.end;
  },
});

export default llamacppGeneric;
