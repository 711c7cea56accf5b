import { describe, expect, it } from "vitest";
import { JsonReader, duplicateKeyedExtent, jsonEscapeAt, parseJson, parseJsonAt } from "./json.js";

describe("JsonReader", () => {
  it("reads like parseJsonAt", () => {
    const text = 'x {"a": [1, "\\u00e9\\n"], "b": null} tail';
    expect(new JsonReader(text).read(2)).toEqual(parseJsonAt(text, 2));
    expect(new JsonReader("  -1.5e2,").read(0)).toEqual({ value: -150, end: 8 });
    for (const t of ['{"a": 1', "{'a': 1}", '{"a": 1,}', "[01]", '"a\nb"', '"\\d"', "{a: 1}", "NaN"]) expect(new JsonReader(t).read(0)).toBeUndefined();
  });

  it("remembers the containers a failed read left open, not the closed ones", () => {
    const text = '{"a": [1], "b": {"c": [2, ';
    const reader = new JsonReader(text);
    expect(reader.read(0)).toBeUndefined();
    expect(reader.read(16)).toBeUndefined(); // `{"c": …` was open: doomed
    expect(reader.read(6)).toEqual({ value: [1], end: 9 }); // `[1]` was closed: still readable
  });

  it("stays linear on deeply nested unclosed JSON", () => {
    const text = '{"a": '.repeat(100) + "[".repeat(20_000);
    const reader = new JsonReader(text);
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 123 || c === 91) expect(reader.read(i)).toBeUndefined();
    }
    // its time is measured by the bench (test/bench/scanners.mjs), not here: a budget fails on a loaded machine
  });

  it("limits nesting to 128 open containers", () => {
    expect(new JsonReader("[".repeat(128) + "]".repeat(128)).read(0)).toBeDefined();
    expect(new JsonReader("[".repeat(129) + "]".repeat(129)).read(0)).toBeUndefined();
  });
});

describe("duplicate keys", () => {
  const cases: [string, unknown][] = [
    ['{"command":"ls","command":"rm -rf /"}', undefined],
    ['{"old\\u0054ext":"a","oldText":"b"}', undefined],
    ['{"a":{"b":1,"b":2}}', undefined],
    ['[{"a":1},{"a":2}]', { value: [{ a: 1 }, { a: 2 }] }],
    ['{"a":"x:y","b":{"c":"\\":"}}', { value: { a: "x:y", b: { c: '":' } } }],
    ['{"a":1}', { value: { a: 1 } }],
    ["not json", undefined],
  ];
  it.each(cases)("parseJson(%s)", (text, expected) => {
    expect(parseJson(text)).toEqual(expected);
  });
  it("parseJsonAt and JsonReader refuse a repeated key", () => {
    expect(parseJsonAt('{"name":"read","name":"bash"}', 0)).toBeUndefined();
    expect(new JsonReader('x {"a":1,"\\u0061":2}').read(2)).toBeUndefined();
  });
});

describe("duplicateKeyedExtent", () => {
  it("the extent of a bracketed value, and whether JSON.parse accepts it", () => {
    expect(duplicateKeyedExtent('x {"a": 1, "a": {"b": "}"}} y', 2)).toEqual({ end: 27, json: true });
    expect(duplicateKeyedExtent('[{"a": 1, "a": 2}, 3]', 0)).toEqual({ end: 21, json: true });
    expect(duplicateKeyedExtent('{"a": 1 junk} {"b": 2}', 0)).toEqual({ end: 13, json: false });
    expect(duplicateKeyedExtent('{"a": {"b": 1}', 0)).toEqual({ end: 14, json: false });
    expect(duplicateKeyedExtent(String.raw`{"a": "\\"}`, 0)).toEqual({ end: 11, json: true });
  });
});

describe("jsonEscapeAt", () => {
  it("decodes each JSON escape and refuses the rest", () => {
    const cases = ['\\"', "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t", "\\u00e9", "\\u00E9x", "\\'", "\\d", "\\u12", "\\u12G4", "\\"];
    expect(cases.map((c) => jsonEscapeAt(c, 0))).toEqual(['"', "\\", "/", "\b", "\f", "\n", "\r", "\t", "é", "é", undefined, undefined, undefined, undefined, undefined]);
  });
});
