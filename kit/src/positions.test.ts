import { inRanges, mergeAscending, tagSpans } from "./positions.js";

describe("mergeAscending", () => {
  const merge = (lists: number[][], values?: number[][]) => {
    const m = mergeAscending(lists, values);
    return { at: Array.from(m.at), values: m.values && Array.from(m.values) };
  };
  it.each([
    { lists: [], at: [] },
    { lists: [[3, 9]], at: [3, 9] },
    { lists: [[1, 5], [2, 6], [0, 7]], at: [0, 1, 2, 5, 6, 7] },
    { lists: [[4], [], [1, 2, 3], [8], [0, 9]], at: [0, 1, 2, 3, 4, 8, 9] },
  ])("merges $lists", ({ lists, at }) => {
    expect(merge(lists)).toEqual({ at, values: undefined });
  });
  it("carries each position's value, the earlier list's first at equal positions", () => {
    expect(merge([[2, 5], [2, 3], [5]], [[10, 11], [20, 21], [30]])).toEqual({ at: [2, 2, 3, 5, 5], values: [10, 20, 21, 11, 30] });
    expect(merge([], [])).toEqual({ at: [], values: [] });
  });
  it("equals a sort of every position, on random lists", () => {
    let seed = 7;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648) % n);
    for (let round = 0; round < 50; round++) {
      const lists = Array.from({ length: 1 + rnd(23) }, () => Array.from({ length: rnd(12) }, () => rnd(100)).sort((a, b) => a - b));
      const values = lists.map((l, i) => l.map((_, k) => i * 1000 + k));
      const expected = lists.flatMap((l, i) => l.map((p, k) => [p, i * 1000 + k] as const)).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      expect(merge(lists, values)).toEqual({ at: expected.map((e) => e[0]), values: expected.map((e) => e[1]) });
    }
  });
});

describe("inRanges", () => {
  const ranges: [number, number][] = [[2, 4], [6, 7], [10, 20]];
  it.each([
    [0, false], [2, true], [3, true], [4, false], [5, false], [6, true], [7, false], [10, true], [19, true], [20, false], [99, false],
  ])("%i → %s", (pos, inside) => {
    expect(inRanges(ranges, pos)).toBe(inside);
  });
  it("holds nothing in no ranges", () => expect(inRanges([], 0)).toBe(false));
});

describe("tagSpans", () => {
  const spans = (text: string) => tagSpans({ text, indexOf: (literal, from) => text.indexOf(literal, from) }, "<t>", "</t>");
  it.each<[string, string, [number, number][]]>([
    ["none", "plain text", []],
    ["one, closed", "a<t>b</t>c", [[1, 9]]],
    ["two", "<t>a</t><t>b</t>", [[0, 8], [8, 16]]],
    ["unclosed: to the end", "x<t>a", [[1, 5]]],
    ["a closed one, then an unclosed one", "<t>a</t> <t>b", [[0, 8], [9, 13]]],
    ["an opener inside a span starts nothing", "<t>a<t>b</t>c", [[0, 12]]],
    ["a closer before any opener is no span", "</t><t>a</t>", [[4, 12]]],
  ])("%s", (_name, text, expected) => {
    expect(spans(text)).toEqual(expected);
  });
});
