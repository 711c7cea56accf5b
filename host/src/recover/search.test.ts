/** The memoized forward search: answers like indexOf, known literals from their positions. */
import { MarkerSet } from "./markers.js";
import { ForwardSearch } from "./search.js";

describe("ForwardSearch", () => {
  it("answers like indexOf", () => {
    const text = "a</x> b </x>";
    const s = new ForwardSearch(text);
    for (const from of [0, 1, 2, 5, 6, 8, 9, 12]) expect(s.indexOf("</x>", from)).toBe(text.indexOf("</x>", from));
    expect(s.indexOf("</y>", 0)).toBe(-1);
    expect(s.indexOf("</y>", 3)).toBe(-1);
  });

  it("answers like indexOf for queries in any order (forward runs, jumps back, overlapping literals)", () => {
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let k = 0; k < 200; k++) {
      let text = "";
      for (let j = next() % 60; j > 0; j--) text += ["aa", "a", "b", "</x>", "</", "x>"][next() % 6];
      const s = new ForwardSearch(text);
      for (let q = 0; q < 40; q++) {
        const literal = ["aa", "a", "</x>", "ab", "x>x"][next() % 5]!;
        const from = next() % (text.length + 2);
        expect(s.indexOf(literal, from), `${JSON.stringify(text)} ${literal} ${from}`).toBe(text.indexOf(literal, from));
      }
    }
  });

  it("answers a known literal from its positions, and like indexOf (absent ones at once, others by searching)", () => {
    let seed = 5;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    const set = new MarkerSet(["</x>", "aa", "</y>"]);
    for (let k = 0; k < 200; k++) {
      let text = "";
      for (let j = next() % 60; j > 0; j--) text += ["aa", "a", "b", "</x>", "</", "x>"][next() % 6];
      const s = new ForwardSearch(text, { literals: new Set(set.markers), positions: set.find(text) });
      for (let q = 0; q < 40; q++) {
        const literal = ["aa", "a", "</x>", "</y>", "x>x"][next() % 5]!;
        const from = [-3, 1.5, text.length + 4][q % 9] ?? next() % (text.length + 2);
        expect(s.indexOf(literal, from), `${JSON.stringify(text)} ${literal} ${from}`).toBe(text.indexOf(literal, from));
      }
    }
  });

  it("reads nothing of the text for a known literal: the answer comes from the positions it was given", () => {
    // positions that are not the text's (it holds `</x>` at 2 and `</y>` at 7) show where the answer came from
    const s = new ForwardSearch("a </x> </y> b", { literals: new Set(["</x>", "</y>"]), positions: new Map([["</x>", [4, 9]]]) });
    expect([s.indexOf("</x>", 0), s.indexOf("</x>", 5), s.indexOf("</x>", 10), s.indexOf("</y>", 0), s.indexOf("b", 0)]).toEqual([4, 9, -1, -1, 12]);
  });
});
