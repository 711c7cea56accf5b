import { describe, expect, it } from "vitest";
import type { MarkupView } from "./types.js";
import { bareCoverEnd, coverStretches, insideOtherMarkup, otherMarkupEnd } from "./inside.js";

const OWNED: MarkupView["owned"] = [{ open: "<tool_call>", close: "</tool_call>" }, { open: "[TOOL_CALLS]" }];

/** A minimal scan input: marker positions by plain search, nothing inert. */
function inputOf(text: string, markers: readonly string[], inert: ReadonlySet<number> = new Set(), owned = OWNED): MarkupView {
  const map = new Map<string, number[]>();
  for (const m of markers) {
    const list: number[] = [];
    for (let p = text.indexOf(m); p >= 0; p = text.indexOf(m, p + 1)) list.push(p);
    if (list.length > 0) map.set(m, list);
  }
  return {
    markers: map,
    owned,
    isInert: (pos) => inert.has(pos),
    indexOf: (literal, from) => text.indexOf(literal, from),
  };
}

describe("insideOtherMarkup", () => {
  const markers = ["<tool_call>", "</tool_call>", "[TOOL_CALLS]"];

  it("is true after an unclosed wrapper, false after a closed one", () => {
    const open = 'x <tool_call> {"a": 1}';
    expect(insideOtherMarkup(inputOf(open, markers), open.indexOf("{"))).toBe(true);
    const closed = '<tool_call>[]</tool_call> {"a": 1}';
    expect(insideOtherMarkup(inputOf(closed, markers), closed.indexOf("{"))).toBe(false);
  });

  it("a token owns the rest of its line only", () => {
    const same = '[TOOL_CALLS] {"a": 1}';
    expect(insideOtherMarkup(inputOf(same, markers), same.indexOf("{"))).toBe(true);
    const next = '[TOOL_CALLS] x\n{"a": 1}';
    expect(insideOtherMarkup(inputOf(next, markers), next.indexOf("{"))).toBe(false);
  });

  it("only markup a loaded grammar owns counts", () => {
    const text = '<tool_call> {"a": 1}';
    const input = { ...inputOf(text, markers), owned: [{ open: "[TOOL_CALLS]" }] };
    expect(insideOtherMarkup(input, text.indexOf("{"))).toBe(false);
  });

  it("is false with no markup before the position", () => {
    const text = '{"a": 1} <tool_call>';
    expect(insideOtherMarkup(inputOf(text, markers), 0)).toBe(false);
  });
});

describe("bareCoverEnd", () => {
  const markers = ["<tool_call>", "</tool_call>", "[TOOL_CALLS]", "{", "["];
  const BARE = ["{", "["];
  /** The answer at each bare marker of `text`, as `[position, end]`. */
  const answers = (text: string, inert?: ReadonlySet<number>): [number, number][] => {
    const input = inputOf(text, markers, inert);
    const out: [number, number][] = [];
    for (let p = 0; p < text.length; p++) if (text[p] === "{" || text[p] === "[") out.push([p, bareCoverEnd(input, p, BARE)]);
    return out;
  };

  it.each<[string, string, [number, number][]]>([
    ["free text", '{"a": 1} [2]', [[0, -1], [9, -1]]],
    ["inside a closed wrapper, to its closer", '<tool_call>{"a": 1}</tool_call> {}', [[11, 19], [32, -1]]],
    ["an unclosed wrapper covers the rest", 'x <tool_call> {"a": [1]}', [[14, Infinity], [20, Infinity]]],
    ["a token covers its line, its own [ too", '[TOOL_CALLS] [{"a": 1}]\n{}', [[0, 23], [13, 23], [14, 23], [24, -1]]],
    ["two calls with no bare marker between are one stretch", '<tool_call>{}</tool_call>\n<tool_call>{}</tool_call>', [[11, 39], [37, 39]]],
    ["a bare marker between keeps them apart", '<tool_call>{}</tool_call> {} <tool_call>{}</tool_call>', [[11, 13], [26, -1], [40, 42]]],
  ])("%s", (_name, text, expected) => {
    expect(answers(text)).toEqual(expected);
  });

  it("an inert opener covers nothing", () => {
    const text = '`<tool_call>` {"a": 1}';
    expect(answers(text, new Set([1]))).toEqual([[14, -1]]);
  });

  // six kinds of owned markup: more than the four the cover joins without merging (each kind joined first)
  const SIX: MarkupView["owned"] = [...OWNED, { open: "<a>", close: "</a>" }, { open: "<b>", close: "</b>" }, { open: "<<" }, { open: "|>" }];
  it.each([
    ["two kinds of owned markup", OWNED, [] as string[]],
    ["six kinds of owned markup", SIX, ["<a>", "</a>", "<b>", "</b>", "<<", "|>"]],
  ])("agrees with otherMarkupEnd at every bare marker, and a covered stretch holds only covered ones: %s", (_name, owned, more) => {
    const all = [...markers, ...more];
    const pieces = ["<tool_call>", "</tool_call>", "[TOOL_CALLS]", "{", "[", "}", "]", "x", "\n", " ", ...more];
    const answersOf = (text: string, inert: ReadonlySet<number>): [number, number][] => {
      const input = inputOf(text, all, inert, owned);
      const out: [number, number][] = [];
      for (let p = 0; p < text.length; p++) if (text[p] === "{" || text[p] === "[") out.push([p, bareCoverEnd(input, p, BARE)]);
      return out;
    };
    let seed = 13;
    // the high bits of the generator (its low bits repeat with a short period)
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) >>> 12;
    for (let round = 0; round < 600; round++) {
      let text = "";
      const n = next() % 30;
      for (let k = 0; k < n; k++) text += pieces[next() % pieces.length];
      const inert = new Set<number>();
      for (let p = text.indexOf("<"); p >= 0; p = text.indexOf("<", p + 1)) if (next() % 5 === 0) inert.add(p);
      const input = inputOf(text, all, inert, owned);
      const openers = new Set<number>();
      for (const { open } of owned) for (let p = text.indexOf(open); p >= 0; p = text.indexOf(open, p + 1)) if (!inert.has(p)) openers.add(p);
      // covered as defined one position at a time: inside other markup, or an owned opener's own first character
      const covered = (p: number) => openers.has(p) || otherMarkupEnd(inputOf(text, all, inert, owned), p) >= 0;
      const bare = answersOf(text, inert);
      for (const [p, end] of bare) {
        expect([text, p, end >= 0]).toEqual([text, p, covered(p)]);
        for (const [q] of bare) if (q > p && q <= end) expect([text, q, covered(q)]).toEqual([text, q, true]);
      }
      // asked out of order, the answers are the same
      for (const [p, end] of [...bare].reverse()) expect(bareCoverEnd(input, p, BARE)).toBe(end);
    }
  });

  // the fast path (no opener read past a stretch that runs to the end) against the plain build (every opener read)
  it("the cover's fast path gives the plain build's stretches (many kinds, unclosed wrappers, inert openers)", () => {
    const EIGHT: MarkupView["owned"] = [...OWNED, { open: "<a>", close: "</a>" }, { open: "<b>", close: "</b>" }, { open: "<c>", close: "</c>" }, { open: "<<" }, { open: "|>" }, { open: "<d>", close: "</d>" }];
    const all = [...markers, "<a>", "</a>", "<b>", "</b>", "<c>", "</c>", "<<", "|>", "<d>", "</d>"];
    const pieces = ["<tool_call>", "</tool_call>", "[TOOL_CALLS]", "{", "[", "}", "x", "\n", " ", "<a>", "</a>", "<b>", "</b>", "<c>", "</c>", "<<", "|>", "<d>", "</d>"];
    let seed = 29;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) >>> 12;
    let bounded = 0;
    for (let round = 0; round < 3000; round++) {
      let text = "";
      const n = next() % 60;
      for (let k = 0; k < n; k++) text += pieces[next() % pieces.length];
      const inert = new Set<number>();
      for (let p = text.indexOf("<"); p >= 0; p = text.indexOf("<", p + 1)) if (next() % 6 === 0) inert.add(p);
      const plain = coverStretches(inputOf(text, all, inert, EIGHT), BARE, true);
      if (plain.some(([, to]) => to === Infinity)) bounded++;
      expect([text, coverStretches(inputOf(text, all, inert, EIGHT), BARE)]).toEqual([text, plain]);
    }
    expect(bounded).toBeGreaterThan(500);
  });
});
