/**
 * The streaming hold-back point (issue 38): `holdBackFrom` against a naive version that tries every position
 * against every marker, over texts built from marker pieces, prose and line breaks, with the default preset's own
 * grammars as well as a small hand-made set; and text before the point never holds a marker.
 */
import fc from "fast-check";
import { holdBackFrom, type HoldBackGrammar } from "@pi-tool-repair/host";
import { check } from "./arbitraries.js";
import { grammarsOf, propertyHost } from "./hosts.js";

const host = await propertyHost();
const shipped: HoldBackGrammar[] = grammarsOf(host).map((g) => ({ markers: g.markers, bare: g.bare, owns: g.owns }));
const small: HoldBackGrammar[] = [
  { markers: ["<tool_call>", "<tool", "<|python_tag|>"] },
  { markers: ["{", "["], bare: ["{", "["] },
  { markers: ["[TOOL_CALLS]", "<｜DSML｜"], owns: [{ open: "[TOOL_CALLS]" }, { open: "<｜DSML｜", close: "</｜DSML｜>" }] },
];

function naive(text: string, grammars: readonly HoldBackGrammar[], from: number): number {
  for (let i = from; i < text.length; i++) {
    const rest = text.slice(i);
    let lineStart = true;
    for (let k = i - 1; k >= 0 && text[k] !== "\n"; k--) if (!" \t\r".includes(text[k]!)) lineStart = false;
    for (const g of grammars) {
      for (const m of [...g.markers, ...(g.owns ?? []).flatMap((o) => (o.close ? [o.close] : []))]) {
        if (m === "" || (g.bare?.includes(m) && !lineStart)) continue;
        if (rest.startsWith(m) || (rest.length < m.length && m.startsWith(rest))) return i;
      }
    }
  }
  return text.length;
}

const markers = [...new Set(shipped.flatMap((g) => [...g.markers, ...(g.owns ?? []).flatMap((o) => (o.close ? [o.close] : []))]))];
const piece = fc.oneof(
  fc.constantFrom(...markers),
  fc.constantFrom(...markers).chain((m) => fc.nat(m.length).map((n) => m.slice(0, n))),
  fc.constantFrom("Let me", " ", "\n", "\t", "ok.", "<", "[", "{", "x", "数据", "🙂"),
);
const text = fc.array(piece, { maxLength: 12 }).map((p) => p.join(""));

describe("holdBackFrom (property)", () => {
  it("equals the naive search, from any start, for the shipped grammars and a small set", () => {
    check(
      fc.property(text, fc.nat(40), fc.boolean(), (t, from, useSmall) => {
        const grammars = useSmall ? small : shipped;
        const start = Math.min(from, t.length);
        expect(holdBackFrom(t, grammars, start)).toBe(naive(t, grammars, start));
      }),
      400,
    );
  });

  it("is stable as text arrives: the point over a longer text is never before the point over its prefix minus the held part", () => {
    check(
      fc.property(text, text, (a, b) => {
        const h = holdBackFrom(a, shipped);
        // what was released from `a` stays released once `b` follows
        expect(holdBackFrom(a + b, shipped)).toBeGreaterThanOrEqual(Math.min(h, a.length));
      }),
      300,
    );
  });
});
