/**
 * Plain paths and the fast paths in front of them (issue 34): 1 nothing a grammar is handed (`ScanInput.markers`
 * and its lists) changes after its scan returns, whatever the host scans next; 2 the JSON reader's fast path
 * (short values read in one recursive pass) gives the plain path's answer on random and cut inputs.
 */
import fc from "fast-check";
import { createHost, defineGrammar } from "@pi-tool-repair/host";
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
