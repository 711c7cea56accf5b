/**
 * Speed with every grammar loaded (issue 35 item 5), the classes of its fixes:
 * 1 a bare-JSON grammar that skips the `{` it cannot start at (llamacpp-generic: no `"tool_call` after it) gives
 *   the answers of the plain walk that reads every `{`, in fewer scans, and one scan for a text without the key;
 * 2 the marker pass searches a few branches under a first character by their own prefixes (`funct`, not every `f`): it finds what a
 *   naive search at every position finds, in the same order; so does a marker that starts with a repeated
 *   character (`]]>`), found by what follows the run.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createHost, defineGrammar, type RecoveredCall, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { assistantMessage, visibleText } from "@pi-tool-repair/host/testing";
import { CALL_SHAPE, bareCoverEnd, callOf, callsOf, isRecord, jsonReaderOf, perInput, type JsonReader } from "@pi-tool-repair/grammar-kit";
import { llamacppGeneric } from "@pi-tool-repair/grammar-llamacpp-generic";
import { MarkerSet } from "../../host/src/recover/markers.js";
import { check } from "./arbitraries.js";

// ------------------------------------------------------------------------------- 1 llamacpp-generic's skip

/** The plain walk: llamacpp-generic's scan before issue 35, reading at every `{` (the reference). */
const BARE = ["{"];
const plainState = perInput((input: ScanInput): { reader: JsonReader; skipUntil: number } => ({ reader: jsonReaderOf(input), skipUntil: -1 }));
function plainCalls(value: unknown, input: ScanInput): RecoveredCall[] | undefined {
  if (!isRecord(value)) return undefined;
  const keys = Object.keys(value);
  if (keys.length !== 1) return undefined;
  if (keys[0] === "tool_calls") return callsOf(value.tool_calls, CALL_SHAPE, input);
  if (keys[0] !== "tool_call") return undefined;
  const one = callOf(value.tool_call, CALL_SHAPE, input);
  return one ? [one] : undefined;
}
function plainScan(_text: string, at: number, input: ScanInput): ScanResult | number | undefined {
  const state = plainState(input);
  if (at < state.skipUntil) return state.skipUntil;
  const covered = bareCoverEnd(input, at, BARE);
  if (covered >= 0) return covered + 1 > at ? covered + 1 : at + 1;
  const read = state.reader.read(at);
  if (!read) return undefined;
  const calls = plainCalls(read.value, input);
  if (calls) return { end: read.end, calls };
  state.skipUntil = read.end;
  return read.end;
}

/** A host of one grammar named llamacpp-generic whose scans are counted. */
function countedHost(scan: typeof plainScan) {
  const counter = { scans: 0 };
  const grammar = defineGrammar({
    name: "llamacpp-generic",
    host: "^1.0.0",
    markers: BARE,
    bare: BARE,
    literals: llamacppGeneric.literals,
    scan(text, at, input) {
      counter.scans++;
      return scan(text, at, input);
    },
  });
  // another grammar's markup beside it, so that its covered stretches are skipped on both sides
  const host = createHost().use(grammar).use(defineGrammar({ name: "tagged", host: "^1.0.0", markers: ["<tool_call>"], owns: [{ open: "<tool_call>", close: "</tool_call>" }], scan: () => undefined }));
  const ctx = host.context({ config: { grammar: { enabled: true, mode: "recover", requireKnownTool: false } } });
  return {
    counter,
    run: (text: string) => {
      const r = host.processMessage(assistantMessage(text), ctx);
      return { calls: r.recovered.map((c) => [c.name, c.arguments]), text: visibleText(r.message) };
    },
  };
}

const CALL = '{"name": "ls", "arguments": {"path": "a"}}';
/** Lines of envelopes (one line or pretty-printed), data holding them, fragments, other markup, prose and code. */
const line = fc.constantFrom(
  `{"tool_call": ${CALL}}`,
  `{ "tool_calls": [${CALL}] }`,
  `{\n  "tool_calls": [\n    ${CALL}\n  ]\n}`,
  `{"example":\n{"tool_call": ${CALL}}\n}`,
  `{"tool_call": ${CALL}, "response": "x"}`,
  '{"name"',
  '{"name": "ls"}',
  '{"tool_call"',
  "{",
  "{{",
  "}",
  `<tool_call>{"tool_call": ${CALL}}</tool_call>`,
  "```\n{\"tool_call\": " + CALL + "}\n```",
  "Let me check { the file.",
  '"tool_call',
  "",
);
const text = fc.array(line, { maxLength: 12 }).map((lines) => lines.join("\n"));

describe("1: llamacpp-generic skips the `{` no envelope can start at (seeded)", () => {
  it("its answers are the plain walk's, in no more scans; one scan for a text without the key", () => {
    check(
      fc.property(text, (t) => {
        const fast = countedHost(llamacppGeneric.scan as typeof plainScan);
        const plain = countedHost(plainScan);
        expect(fast.run(t)).toEqual(plain.run(t));
        expect(fast.counter.scans).toBeLessThanOrEqual(plain.counter.scans);
        if (!t.includes('"tool_call') && plain.counter.scans > 0) expect(fast.counter.scans).toBe(1);
      }),
      250,
    );
  });
});

// ------------------------------------------------------------------------------- 2 groups searched by their prefix

/** Markers from a few atoms, so that groups share prefixes of every length (and some are prefixes of others). */
const ATOMS = ["f", "fu", "nct", "<", "|", "x", "[", "]", "]]", ">", "\n", "{"];
const marker = fc.array(fc.constantFrom(...ATOMS), { minLength: 1, maxLength: 4 }).map((a) => a.join(""));

/** Every marker at every position, longest first at one position, the map in the order of first occurrence. */
function naiveFind(markers: readonly string[], text: string): [string, number[]][] {
  const found = new Map<string, number[]>();
  const byLength = [...new Set(markers)].sort((a, b) => b.length - a.length);
  for (let i = 0; i < text.length; i++) {
    for (const m of byLength) {
      if (!text.startsWith(m, i)) continue;
      if (!found.has(m)) found.set(m, []);
      found.get(m)!.push(i);
    }
  }
  return [...found];
}

describe("2: the marker pass searches branches by their own prefixes (seeded)", () => {
  it("finds what a naive search finds", () => {
    check(
      fc.property(fc.array(marker, { minLength: 1, maxLength: 6 }), fc.array(fc.constantFrom(...ATOMS, "o", "ls", " "), { maxLength: 40 }), (markers, atoms) => {
        const text = atoms.join("");
        const found = [...new MarkerSet(markers).find(text)].map(([m, at]): [string, number[]] => [m, Array.from(at)]);
        expect(found).toEqual(naiveFind(markers, text));
      }),
      1000,
    );
  });
});
