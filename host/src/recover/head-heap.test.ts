import { describe, expect, it } from "vitest";
import { lowerBound, mergeAscending } from "@pi-tool-repair/grammar-kit";
import { HeadHeap } from "./head-heap.js";

/** The positions a walk visits: each next one, or (where `skipAt` says) a jump to the first at or after `to`. */
function walk(next: () => number, advance: (to?: number) => void, skipAt: (at: number) => number | undefined): number[] {
  const seen: number[] = [];
  for (;;) {
    const at = next();
    if (at === Infinity) return seen;
    seen.push(at);
    advance(skipAt(at));
  }
}

/** The host walk's protocol (walk.ts): after a skip to `to`, every position before `to` is passed by a skip there. */
function walkHeap(heap: HeadHeap, skipAt: (at: number) => number | undefined): number[] {
  const seen: number[] = [];
  let until = -1;
  for (;;) {
    const at = heap.peek();
    if (at === Infinity) return seen;
    if (at < until) {
      heap.advance(until);
      continue;
    }
    seen.push(at);
    const to = skipAt(at);
    if (to !== undefined) until = to;
    heap.advance();
  }
}

describe("HeadHeap", () => {
  it.each<[string, number[][], number[]]>([
    ["no lists", [], []],
    ["empty lists", [[], [], []], []],
    ["one list", [[1, 5, 9]], [1, 5, 9]],
    ["interleaved", [[0, 4, 8], [1, 5], [2, 6, 10], [3], [7, 11]], [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11]],
    ["equal positions in two lists: both", [[2, 4], [2, 3], [4]], [2, 2, 3, 4, 4]],
  ])("reads %s in ascending order", (_name, lists, expected) => {
    const heap = new HeadHeap(lists.map((l) => Int32Array.from(l)));
    expect(walk(() => heap.peek(), (to) => heap.advance(to), () => undefined)).toEqual(expected);
  });

  it("a skip passes every position before it, in every list", () => {
    const heap = new HeadHeap([Int32Array.from([0, 3, 6, 9]), Int32Array.from([1, 4, 7]), Int32Array.from([2, 5, 8])]);
    // at 1, skip to 6: 2, 3, 4 and 5 are passed
    expect(walkHeap(heap, (at) => (at === 1 ? 6 : undefined))).toEqual([0, 1, 6, 7, 8, 9]);
    // a skip past the end: nothing more
    expect(walkHeap(new HeadHeap([Int32Array.from([0, 3]), Int32Array.from([1, 4])]), () => Infinity)).toEqual([0]);
  });

  it("visits what the merged list visits, with the same skips (seeded lists and skips)", () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) >>> 12;
    for (let round = 0; round < 400; round++) {
      const lists = Array.from({ length: 1 + (next() % 12) }, () => {
        const out: number[] = [];
        let p = next() % 5;
        for (let n = next() % 20; n > 0; n--) out.push((p += 1 + (next() % 6)));
        return Int32Array.from(out);
      });
      const skips = new Map<number, number>();
      for (let n = next() % 6; n > 0; n--) skips.set(next() % 60, next() % 80);
      const skipAt = (at: number): number | undefined => {
        const to = skips.get(at);
        return to !== undefined && to > at ? to : undefined;
      };
      // the former walk: the lists merged, a skip a lower bound on the merged list
      const merged = mergeAscending(lists).at;
      let k = 0;
      const expected = walk(
        () => (k < merged.length ? merged[k]! : Infinity),
        (to) => {
          k = to === undefined ? k + 1 : lowerBound(merged, to, k);
        },
        skipAt,
      );
      const seenHeap = walkHeap(new HeadHeap(lists), skipAt);
      expect([round, seenHeap]).toEqual([round, expected]);
    }
  });
});
