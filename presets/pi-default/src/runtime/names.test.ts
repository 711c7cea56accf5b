import { didYouMean, editDistance, nearestName } from "./names.js";

describe("editDistance", () => {
  const cases: [string, string, number][] = [
    ["", "", 0],
    ["abc", "abc", 0],
    ["abc", "ABC", 0],
    ["dsml", "dsmll", 1],
    ["qwen", "qewn", 1], // a swap of neighbours
    ["kitten", "sitting", 3],
    ["", "abc", 3],
  ];
  for (const [a, b, d] of cases) it(`${JSON.stringify(a)} → ${JSON.stringify(b)} = ${d}`, () => expect([editDistance(a, b), editDistance(b, a)]).toEqual([d, d]));
});

describe("nearestName", () => {
  const known = ["dropNullOptional", "dropEmptyPlaceholder", "coerceNumericString", "dsml", "qwen", "glm"];
  const cases: [string, string | undefined][] = [
    ["dropNulOptional", "dropNullOptional"],
    ["dropnulloptional", "dropNullOptional"],
    ["coerceNumericStrings", "coerceNumericString"],
    ["dsmll", "dsml"],
    ["qwne", "qwen"],
    ["gml", "glm"],
    ["xyz", undefined], // 3 letters: one edit at most
    ["somethingElse", undefined],
    ["", undefined],
    ["a".repeat(500), undefined],
  ];
  for (const [name, near] of cases) it(`${name.slice(0, 20)} → ${String(near)}`, () => expect(nearestName(name, known)).toBe(near));
  it("didYouMean", () => {
    expect(didYouMean("dsmll", known)).toBe(' (did you mean "dsml"?)');
    expect(didYouMean("zzzz", known)).toBe("");
  });
});
