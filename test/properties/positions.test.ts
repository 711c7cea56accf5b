/**
 * The kit's position helpers (kit/src/positions.ts, kit/src/content-spans.ts) against the plain answers: a
 * sort of every position, a linear search, the union of the marked spans. `inRanges` is the one binary search
 * over sorted spans that the host and grammars hunyuan, k2-horizon and kimi-k3 each held a copy of.
 */
import fc from "fast-check";
import { contentSpans, inRanges, lowerBound, mergeAscending } from "@pi-tool-repair/grammar-kit";
import { check } from "./arbitraries.js";

const sorted = fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 12 }).map((l) => l.sort((a, b) => a - b));
const span = fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 8 })).map(([s, n]): [number, number] => [s, s + n]);

describe("position helpers (seeded)", () => {
  it("mergeAscending is a stable sort of every position, values carried", () => {
    check(
      fc.property(fc.array(sorted, { maxLength: 9 }), (lists) => {
        const values = lists.map((l, i) => l.map((_, k) => i * 100 + k));
        const want = lists.flatMap((l, i) => l.map((p, k) => [p, i * 100 + k] as const)).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
        const got = mergeAscending(lists, values);
        expect([Array.from(got.at), Array.from(got.values!)]).toEqual([want.map((w) => w[0]), want.map((w) => w[1])]);
      }),
      500,
    );
  });

  it("lowerBound is the first index from `from` whose value is at least the one asked", () => {
    check(
      fc.property(sorted, fc.integer({ min: -1, max: 62 }), fc.nat(13), (list, value, from) => {
        let want = Math.min(from, list.length);
        while (want < list.length && list[want]! < value) want++;
        expect(lowerBound(list, value, Math.min(from, list.length))).toBe(want);
      }),
      500,
    );
  });

  it("contentSpans holds exactly the union of the spans marked, in any order", () => {
    check(
      fc.property(fc.array(fc.array(span, { maxLength: 4 }), { maxLength: 5 }), (marks) => {
        const spans = contentSpans();
        const input = {};
        for (const m of marks) spans.mark(input, m);
        for (let p = 0; p < 50; p++) expect([p, spans.has(input, p)]).toEqual([p, marks.some((m) => m.some(([s, e]) => s <= p && p < e))]);
      }),
      300,
    );
  });

  it("inRanges is a linear search over sorted, disjoint spans", () => {
    const disjoint = fc.array(fc.tuple(fc.nat(5), fc.integer({ min: 1, max: 5 })), { maxLength: 8 }).map((steps) => {
      let at = 0;
      return steps.map(([gap, len]): [number, number] => [(at += gap), (at += len)]);
    });
    check(
      fc.property(disjoint, fc.integer({ min: -1, max: 50 }), (ranges, pos) => {
        expect(inRanges(ranges, pos)).toBe(ranges.some(([s, e]) => s <= pos && pos < e));
      }),
      500,
    );
  });
});
