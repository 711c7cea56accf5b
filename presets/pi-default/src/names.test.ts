import { didYouMean, editDistance, nearestName } from "./names.js";
import { MAX_LINE_DEPTH, nestsDeeperThan, stringifyAnswer } from "./lines.js";

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

describe("nestsDeeperThan", () => {
  const cases: [string, number, boolean][] = [
    ["{}", 1, false],
    ["[[]]", 1, true],
    ['{"a":[1,{"b":[]}]}', 4, false],
    ['{"a":[1,{"b":[]}]}', 3, true],
    ['["[[[[", "{{{{"]', 1, false], // brackets inside strings do not count
    ['["\\"[[[["]', 1, false], // an escaped quote does not end the string
    ['["\\\\", [[]]]', 2, true], // an escaped backslash does
    ['["a\\\\\\"[[[["]', 1, false], // an escaped backslash, then an escaped quote: still the string
    ['"\\\\\\\\"[[', 1, true], // two escaped backslashes: the quote after them ends the string
    ['["unclosed [[[[', 1, false], // an unclosed string runs to the end
    ["not json [[[", 2, true],
    ["[".repeat(MAX_LINE_DEPTH) + "]".repeat(MAX_LINE_DEPTH), MAX_LINE_DEPTH, false],
    ["[".repeat(MAX_LINE_DEPTH + 1), MAX_LINE_DEPTH, true],
  ];
  for (const [text, max, deeper] of cases) it(`${text.slice(0, 24)} / ${max}`, () => expect(nestsDeeperThan(text, max)).toBe(deeper));
});

describe("stringifyAnswer", () => {
  it("writes JSON, or an error line when the value cannot be written", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(stringifyAnswer({ a: 1 })).toBe('{"a":1}');
    expect(JSON.parse(stringifyAnswer(cyclic)).error).toMatch(/^internal error: the answer cannot be written as JSON \(/);
    expect(JSON.parse(stringifyAnswer({ n: 1n })).error).toMatch(/^internal error: the answer cannot be written as JSON \(/);
    expect(stringifyAnswer(undefined)).toBe('{"error":"internal error: the answer is not JSON"}');
  });
});
