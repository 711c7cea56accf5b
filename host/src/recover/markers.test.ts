/** The marker pass: one pass for every marker, views of one buffer, and a stripped text's markers found from the previous text's. */
import { MarkerSet } from "./markers.js";

/** The map `find` returns, its position lists as plain arrays. */
const plain = (found: ReadonlyMap<string, ArrayLike<number>>) => [...found].map(([m, at]) => [m, Array.from(at)]);

/** `set.find(text)`, and every string native `indexOf` was asked for during it, in order. */
function findSearching(set: MarkerSet, text: string): { found: ReadonlyMap<string, ArrayLike<number>>; searched: string[] } {
  const indexOf = String.prototype.indexOf;
  const searched: string[] = [];
  String.prototype.indexOf = function (this: string, search: string, from?: number) {
    searched.push(search);
    return indexOf.call(this, search, from);
  };
  try {
    return { found: set.find(text), searched };
  } finally {
    String.prototype.indexOf = indexOf;
  }
}

describe("MarkerSet", () => {
  it("finds every marker in one pass, overlapping ones included", () => {
    const set = new MarkerSet(["<tool_call>", "<tool", "[TOOL_CALLS]"]);
    expect(plain(set.find("a <tool_call>{} [TOOL_CALLS] <tool"))).toEqual([
      ["<tool_call>", [2]],
      ["<tool", [2, 29]],
      ["[TOOL_CALLS]", [16]],
    ]);
    expect(set.find("plain prose").size).toBe(0);
  });

  it("agrees with a naive search at every position (same positions, same map order)", () => {
    // `<` has more children than a node searches in order (the map path), `[` and `f` fewer
    const markers = ["<tool_call>", "<tool", "<", "[TOOL_CALLS]", "[", "{", "functools", "fun", "<｜DSML｜", "``", "aa", ..."abcdefghij".split("").map((c) => `<${c}x`)];
    const set = new MarkerSet(markers);
    const naive = (text: string) => {
      const found = new Map<string, number[]>();
      const byLength = [...markers].sort((a, b) => b.length - a.length);
      for (let i = 0; i < text.length; i++) {
        for (const m of byLength) {
          if (!text.startsWith(m, i)) continue;
          if (!found.has(m)) found.set(m, []);
          found.get(m)!.push(i);
        }
      }
      return [...found];
    };
    const pieces = ["<", "tool", "_call>", "[", "TOOL_CALLS]", "{", "fun", "ctools", "｜DSML｜", "`", "a", " ", "x", "c", "j", "<ex"];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let k = 0; k < 300; k++) {
      let text = "";
      const len = next() % 40;
      for (let j = 0; j < len; j++) text += pieces[next() % pieces.length];
      expect(plain(set.find(text)), text).toEqual(naive(text));
    }
  });

  it("hands out each list as a view of one typed array, so half a million hits allocate no large array of numbers", () => {
    const found = new MarkerSet(["[", "[TOOL_CALLS]", "{"]).find("[[{[TOOL_CALLS]{");
    const lists = [...found.values()];
    expect(lists.every((l) => l instanceof Int32Array && l.buffer === (lists[0] as Int32Array).buffer)).toBe(true);
    expect(plain(found)).toEqual([
      ["[", [0, 1, 3]],
      ["{", [2, 15]],
      ["[TOOL_CALLS]", [3]],
    ]);
  });

  it("findAfter gives find's answer for a text made of pieces of an earlier one (markers cut, moved, made at seams)", () => {
    const markers = ["<tool_call>", "<tool", "<", "[TOOL_CALLS]", "[", "{", "functools", "fun", "< |", "aa", "</x>"];
    const set = new MarkerSet(markers);
    const atoms = ["<", "tool", "_call>", "[", "TOOL_CALLS]", "{", "fun", "ctools", " ", "|", "a", "x", "\n", "</", "x>"];
    let seed = 3;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    const plainOf = (m: ReadonlyMap<string, ArrayLike<number>>) => [...m].map(([k, v]) => [k, Array.from(v)]);
    for (let k = 0; k < 400; k++) {
      let prev = "";
      for (let j = next() % 200; j > 0; j--) prev += atoms[next() % atoms.length];
      // keep stretches of prev, in order, with new text (a space, a replacement, nothing) written between them
      const pieces: { from: number; to: number; at: number }[] = [];
      let text = next() % 4 === 0 ? atoms[next() % atoms.length]! : "";
      let at = 0;
      while (at < prev.length) {
        const from = Math.min(prev.length, at + (next() % 6));
        const to = Math.min(prev.length, from + (next() % 60)); // long pieces: the seams are searched, not the text
        if (to > from) {
          pieces.push({ from, to, at: text.length });
          text += prev.slice(from, to);
        }
        const gap = next() % 3;
        if (gap === 1) text += " ";
        else if (gap === 2) text += atoms[next() % atoms.length];
        at = to + 1;
      }
      // a trimmed start and end: the new text is a stretch of what was joined
      const cutStart = next() % 3 === 0 ? Math.min(text.length, 1) : 0;
      const cutEnd = next() % 3 === 0 ? Math.max(cutStart, text.length - 1) : text.length;
      const final = text.slice(cutStart, cutEnd);
      const moved = pieces.map((p) => ({ ...p, at: p.at - cutStart }));
      expect(plainOf(set.findAfter(set.find(prev), moved, final)), `${JSON.stringify(prev)} → ${JSON.stringify(final)}`).toEqual(plainOf(set.find(final)));
    }
  });

  it("searches a few branches of a first character by their own prefixes: a letter that fills the text is not one search each (issue 35)", () => {
    const set = new MarkerSet(["functools", "function call<|role_sep|>", "<tool_call>", "]]>", "]<]minimax[>["]);
    const text = "a file of fine fluff: [[1], [2]]; ".repeat(100) + "functools[] then function call<|role_sep|>";
    const { found, searched } = findSearching(set, text);
    expect(plain(found)).toEqual([
      ["functools", [3400]],
      ["function call<|role_sep|>", [3417]],
    ]);
    // `funct` three times (two hits, one miss), `<tool_call>`, `]]>` and `]<]minimax[>[` once each: not one per `f`
    // (700 of them) or per `]` (300)
    expect(searched.length).toBe(6);
  });

  it("finds a marker that starts with a repeated character by what follows the run (issue 35: native indexOf of `]]>` tests every `]` of a run)", () => {
    const set = new MarkerSet(["]]>", "<tool_call>"]);
    const text = "[".repeat(1000) + "]".repeat(1000) + "]]> x]]>";
    const { found, searched } = findSearching(set, text);
    expect(plain(found)).toEqual([["]]>", [2000, 2005]]]);
    expect(searched).toEqual([">", ">", ">", "<tool_call>"]);
  });

  it("longestAt: the longest marker starting at a position", () => {
    const set = new MarkerSet(["<tool_call>", "<tool", "[TOOL_CALLS]"]);
    expect([set.longestAt("a <tool_call>", 2), set.longestAt("a <tool_", 2), set.longestAt("a <to", 2), set.longestAt("x", 5)]).toEqual([11, 5, 0, 0]);
  });
});
