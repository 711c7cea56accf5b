/** The range cursor against the plain binary search (`inRanges`), for questions ascending, jumping and repeated. */
import { inRanges, type Range } from "@pi-tool-repair/grammar-kit";
import { rangeCursor } from "./cursor.js";

/** Sorted, disjoint ranges (some touching, some of one character) over `[0, size)`. */
function rangesOf(next: () => number, size: number): Range[] {
  const out: Range[] = [];
  let at = 0;
  while (at < size) {
    at += next() % 4; // 0: a range that starts where the last one ended
    const len = 1 + (next() % 5);
    if (at + len > size) break;
    out.push([at, at + len]);
    at += len;
  }
  return out;
}

describe("rangeCursor", () => {
  it("answers as inRanges for no range, one, and at every boundary", () => {
    expect([-1, 0, 5, 9].map(rangeCursor([]))).toEqual([false, false, false, false]);
    const ask = rangeCursor([[2, 4], [4, 5], [8, 9]]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 3, 8, 0, 9, 4].map((p) => ask(p))).toEqual([false, false, true, true, true, false, false, false, true, false, false, true, true, false, false, true]);
  });

  it("answers as inRanges for ascending walks, jumps back and far ahead, repeats and positions outside the text", () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let t = 0; t < 300; t++) {
      const size = 1 + (next() % 120);
      const ranges = rangesOf(next, size);
      const ask = rangeCursor(ranges);
      // several walks one after another (one per grammar), each ascending with gaps, then random questions
      const asked: number[] = [];
      for (let walk = 0; walk < 3; walk++) for (let p = next() % 5; p < size + 3; p += 1 + (next() % (t % 2 === 0 ? 3 : 40))) asked.push(p);
      for (let q = 0; q < 30; q++) asked.push((next() % (size + 6)) - 3);
      for (const p of asked) expect(ask(p), `${JSON.stringify(ranges)} at ${p}`).toBe(inRanges(ranges, p));
    }
  });
});
