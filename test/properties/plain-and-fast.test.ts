/**
 * Plain paths and the fast paths in front of them (issue 34): 1 nothing a grammar is handed (`ScanInput.markers`
 * and its lists) changes after its scan returns, whatever the host scans next; 2 the JSON reader's fast path
 * (short values read in one recursive pass) gives the plain path's answer on random and cut inputs.
 */
import fc from "fast-check";
import { createHost, defineGrammar } from "@pi-tool-repair/host";
import { JsonReader, parseJsonAt } from "@pi-tool-repair/grammar-kit";
import { readJsonPlain } from "../../kit/src/json.js";
import { check } from "./arbitraries.js";

// ------------------------------------------------------------------------------- 1 nothing reused

/** Texts full of the keeper's markers, so that one text's lists fit in the memory of another's. */
const markup = fc.array(fc.constantFrom("<k>", "[", "[[", " ", "x", "\n", "<k", "k>"), { maxLength: 30 }).map((a) => a.join(""));

describe("1: what a grammar is handed stays as it was after the scan (seeded)", () => {
  it("every markers map a grammar kept equals its copy after any further scans and rounds", () => {
    check(
      fc.property(fc.array(markup, { minLength: 2, maxLength: 5 }), (texts) => {
        const kept: { markers: ReadonlyMap<string, ArrayLike<number>>; copy: [string, number[]][] }[] = [];
        const keeper = defineGrammar({
          name: "keeper",
          host: "^1.0.0",
          markers: ["<k>", "["],
          scan(_text, at, input) {
            if (!kept.some((k) => k.markers === input.markers)) kept.push({ markers: input.markers, copy: [...input.markers].map(([m, l]) => [m, Array.from(l)]) });
            return input.text.startsWith("<k>", at) ? { end: at + 3, calls: [] } : undefined;
          },
        });
        const host = createHost().use(keeper);
        const ctx = host.context({ config: { grammar: { enabled: true, mode: "strip" } } });
        for (const text of texts) host.processMessage({ role: "assistant", content: [{ type: "text", text }] }, ctx);
        for (const k of kept) expect([...k.markers].map(([m, l]) => [m, Array.from(l)])).toEqual(k.copy);
      }),
      200,
    );
  });
});

// ------------------------------------------------------------------------------- 2 the JSON reader's fast paths

/** JSON text: short and long values (either side of the 64-character fast paths), repeated and escaped keys. */
const jsonText: fc.Arbitrary<string> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom(0, -1.5e3, 12, true, false, null, "", "a", 'é"q\\', "line\nbreak", "x".repeat(70)),
    fc.array(tie("v"), { maxLength: 4 }),
    fc.array(fc.tuple(fc.constantFrom("a", "b", "__proto__", "c d", "name"), tie("v")), { maxLength: 4 }).map((pairs) => ({ pairs })),
  ),
})).v.chain((v) => fc.constantFrom(0, 1, 2).map((spacing) => render(v, spacing)));

/** `v` as JSON text; `{pairs}` as an object whose keys may repeat, some spelled with a `\u` escape. */
function render(v: unknown, spacing: number): string {
  const ws = [" ", "", "\n "][spacing]!;
  if (Array.isArray(v)) return `[${ws}${v.map((x) => render(x, spacing)).join(`,${ws}`)}${ws}]`;
  if (v !== null && typeof v === "object") {
    const pairs = (v as { pairs: [string, unknown][] }).pairs;
    return `{${ws}${pairs.map(([k, x], n) => `${n % 3 === 2 ? `"\\u00${k.charCodeAt(0).toString(16)}${k.slice(1)}"` : JSON.stringify(k)}${ws}:${ws}${render(x, spacing)}`).join(`,${ws}`)}${ws}}`;
  }
  return JSON.stringify(v);
}

/** The text cut, or one character of JSON syntax put in, or a second value after it. */
const mutated = fc.tuple(jsonText, fc.nat(), fc.constantFrom("none", "cut", "insert", "append"), fc.constantFrom('"', "{", "}", "[", "]", ",", ":", "\\", "x", "1", " ", "\u0001")).map(([t, n, how, ch]) => {
  const at = n % (t.length + 1);
  if (how === "cut") return t.slice(0, at);
  if (how === "insert") return t.slice(0, at) + ch + t.slice(at);
  if (how === "append") return `${t} ${t}`;
  return t;
});

describe("2: the JSON reader's fast paths agree with its plain path (seeded)", () => {
  it("parseJsonAt (short values in one recursive pass) and JsonReader.read give the plain read's answer, at any offset", () => {
    check(
      fc.property(mutated, fc.nat(), (text, n) => {
        const at = n % (text.length + 1);
        const plain = readJsonPlain(text, at);
        expect(parseJsonAt(text, at)).toEqual(plain);
        expect(new JsonReader(text).read(at)).toEqual(plain);
      }),
      2000,
    );
  });
});
