import { describe, expect, it } from "vitest";
import { contentSpans } from "./content-spans.js";

describe("contentSpans", () => {
  const at = (marks: [number, number][][], positions: number[]) => {
    const spans = contentSpans();
    const input = {};
    for (const m of marks) spans.mark(input, m);
    return positions.filter((p) => spans.has(input, p));
  };
  it.each([
    { marks: [], inside: [] },
    { marks: [[[2, 4]]], inside: [2, 3] }, // [start, end): the end is outside
    { marks: [[[2, 4], [6, 8]]], inside: [2, 3, 6, 7] },
    { marks: [[[6, 8]], [[2, 4]]], inside: [2, 3, 6, 7] }, // found right to left: merged
    { marks: [[[2, 5]], [[4, 7]]], inside: [2, 3, 4, 5, 6] }, // overlapping
    { marks: [[[2, 4]], [[4, 6]]], inside: [2, 3, 4, 5] }, // touching
    { marks: [[[2, 4], [3, 6]]], inside: [2, 3, 4, 5] }, // overlapping within one call
    { marks: [[]], inside: [] },
  ] as { marks: [number, number][][]; inside: number[] }[])("$marks", ({ marks, inside }) => {
    expect(at(marks, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual(inside);
  });
  it("keeps one list per input", () => {
    const spans = contentSpans();
    const a = {};
    const b = {};
    spans.mark(a, [[0, 2]]);
    expect([spans.has(a, 1), spans.has(b, 1)]).toEqual([true, false]);
  });
  it("keeps each input's list when the questions and marks of two inputs interleave", () => {
    const spans = contentSpans();
    const a = {};
    const b = {};
    const seen: boolean[] = [];
    seen.push(spans.has(a, 1), spans.has(b, 1));
    spans.mark(b, [[0, 2]]);
    seen.push(spans.has(a, 1), spans.has(b, 1));
    spans.mark(a, [[5, 6]]);
    seen.push(spans.has(b, 5), spans.has(a, 5), spans.has(a, 1));
    spans.mark(b, [[4, 6]]);
    seen.push(spans.has(a, 1), spans.has(b, 5), spans.has(b, 1), spans.has(a, 5));
    expect(seen).toEqual([false, false, false, true, false, true, false, false, true, true, true]);
  });
});
