import { describe, expect, it } from "vitest";
import { JsonReader, jsonEscapeAt, parseJsonAt } from "./json.js";
import { duplicateKeyedExtent, jsonRepeatsKey, parseJson } from "./json-text.js";

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

  it("accepts exactly the JSON that JSON.parse accepts (no repeated key): random values, cut and mutated", () => {
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648) % n);
    const ws = () => [" ", "", "\n", "\t ", ""][rand(5)]!;
    const strings = ["a", "", "é\"q", "\\", "\u2028", "line\nbreak", "\ud800"];
    const gen = (d: number): string => {
      const k = d > 4 ? rand(4) : rand(7);
      if (k === 0) return JSON.stringify(strings[rand(strings.length)]);
      if (k === 1) return ["0", "-1.5e3", "12", "1E+2", "-0.25"][rand(5)]!;
      if (k === 2) return ["true", "false", "null"][rand(3)]!;
      if (k === 3) return JSON.stringify(strings[rand(strings.length)]);
      if (k === 4 || k === 5) return "[" + ws() + Array.from({ length: rand(4) }, () => gen(d + 1)).join(ws() + "," + ws()) + ws() + "]";
      const keys = ["a", "b", "\\u0061", "__proto__", "c d"];
      return "{" + ws() + Array.from({ length: rand(4) }, () => `"${keys[rand(keys.length)]}"${ws()}:${ws()}${gen(d + 1)}`).join("," + ws()) + ws() + "}";
    };
    const noise = ['"', "{", "}", "[", "]", ",", ":", "\\", "x", "1", " ", "\u0001", "e"];
    let agreed = 0;
    for (let n = 0; n < 4000; n++) {
      let t = gen(0);
      const m = rand(4);
      if (m === 1) t = t.slice(0, rand(t.length + 1));
      else if (m === 2) {
        const at = rand(t.length + 1);
        t = t.slice(0, at) + noise[rand(noise.length)] + t.slice(at + rand(2));
      } else if (m === 3) t = t + ws() + gen(0);
      const whole = parseJson(t);
      const at = parseJsonAt(t, 0);
      const read = new JsonReader(t).read(0);
      expect(read).toEqual(at);
      if (whole !== undefined) {
        expect(at).toEqual({ value: whole.value, end: t.trimEnd().length });
        agreed++;
      }
      if (at !== undefined) expect(parseJson(t.slice(0, at.end))).toEqual({ value: at.value });
    }
    expect(agreed).toBeGreaterThan(1500); // the check above ran on valid JSON often enough to mean something
  });

  it("reads a value the same whether it ends inside its one-pass budget of 64 characters or past it", () => {
    // a value cut at every length, a key and a string running across the budget, nesting past it
    const long = `{"k": [1, {"deep": [[["x"]]]}], "a long key running across the budget": "${"v".repeat(40)}", "n": -1.5e3}`;
    for (let n = 0; n <= long.length; n++) {
      const t = long.slice(0, n);
      const whole = parseJson(t);
      expect(parseJsonAt(t, 0)).toEqual(whole === undefined ? undefined : { value: whole.value, end: n });
      expect(new JsonReader(t).read(0)).toEqual(parseJsonAt(t, 0));
    }
    for (const depth of [30, 63, 64, 65, 200, 600]) {
      const nested = "[".repeat(depth) + "]".repeat(depth);
      expect(parseJsonAt(nested, 0)).toEqual(depth <= 513 ? { value: JSON.parse(nested), end: 2 * depth } : undefined);
      expect(parseJsonAt(nested.slice(0, -1), 0)).toBeUndefined();
    }
    // a repeated key on either side of the budget
    expect(parseJsonAt(`{"a": 1, "a": 2, "pad": "${"p".repeat(80)}"}`, 0)).toBeUndefined();
    expect(parseJsonAt(`{"pad": "${"p".repeat(80)}", "a": 1, "a": 2}`, 0)).toBeUndefined();
  });

  it("readers of one text share the starts a syntax error or a repeated key dooms, not those the nesting limit does", () => {
    const dooms = { doomed: undefined };
    const [a, b] = [new JsonReader('x {"a": [1, {"b": 2', dooms), new JsonReader('x {"a": [1, {"b": 2', dooms)];
    expect(a.read(2)).toBeUndefined();
    expect([b.fails(2), b.fails(8), b.fails(12), b.fails(9)]).toEqual([true, true, true, false]);
    const repeat = '[{"k": 1, "k": 2}]';
    const once = { doomed: undefined };
    expect(new JsonReader(repeat, once).read(0)).toBeUndefined();
    expect([new JsonReader(repeat, once).fails(0), new JsonReader(repeat, once).fails(1)]).toEqual([true, true]);
    // 129 levels fail from the first `[`: from the second, 128 are open at most, and the read succeeds
    const deep = "[".repeat(129) + "]".repeat(129);
    const shared = { doomed: undefined };
    const [e, f] = [new JsonReader(deep, shared), new JsonReader(deep, shared)];
    expect(e.read(0)).toBeUndefined();
    expect([e.fails(1), f.fails(1), f.fails(0)]).toEqual([true, false, false]);
    expect(f.read(1)).toEqual({ value: JSON.parse(deep.slice(1, -1)), end: 2 * 129 - 1 });
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
  it("refuses a repeated key in a long value too (made by JSON.parse), and remembers the containers that hold it", () => {
    const pad = "x".repeat(80);
    const text = `{"keep": {"pad": "${pad}"}, "outer": {"list": [{"k": 1, "k": 2}]}}`;
    expect(parseJsonAt(text, 0)).toBeUndefined();
    const reader = new JsonReader(text);
    expect(reader.read(0)).toBeUndefined();
    const inner = text.indexOf('{"k"');
    expect([reader.fails(0), reader.fails(text.indexOf('{"list"')), reader.fails(inner), reader.fails(9)]).toEqual([true, true, true, false]);
    expect(reader.read(9)).toEqual({ value: { pad }, end: 9 + `{"pad": "${pad}"}`.length });
    // no repeat: the same long value, and an own `__proto__` member counted like any other
    const valid = `{"__proto__": {"pad": "${pad}"}, "b": [1, {"c": null}]}`;
    const read = parseJsonAt(valid, 0);
    expect(read?.end).toBe(valid.length);
    expect(Object.keys(read!.value as object)).toEqual(["__proto__", "b"]);
    expect(read!.value).toEqual(JSON.parse(valid));
    // repeats JSON.parse folds into one member: a key spelled with an escape, `__proto__` twice
    for (const repeat of [`{"pad": "${pad}", "a": 1, "\\u0061": 2}`, `{"pad": "${pad}", "__proto__": {}, "__proto__": []}`]) {
      expect(parseJsonAt(repeat, 0)).toBeUndefined();
      expect(new JsonReader(repeat).read(0)).toBeUndefined();
    }
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

describe("jsonRepeatsKey", () => {
  it.each([[' {"a": 1, "a": 2} ', true], ['[{"b": {"a": 1, "a": 1}}]', true], ['{"a": 1, "b": 2}', false], ['{"a": 1, "a"', false], ['"a"', false], ["not json", false]])("%j → %j", (text, expected) => {
    expect(jsonRepeatsKey(text)).toBe(expected);
  });
});

describe("parseJsonAt", () => {
  it("reads one value from an offset and reports its end", () => {
    expect(parseJsonAt('x {"a": [1, "\\u00e9\\n"], "b": null} tail', 2)).toEqual({ value: { a: [1, "é\n"], b: null }, end: 35 });
    expect(parseJsonAt("  -1.5e2,", 0)).toEqual({ value: -150, end: 8 });
  });
  it("fails on anything that is not complete, strict JSON", () => {
    for (const t of ['{"a": 1', "{'a': 1}", '{"a": 1,}', "[01]", '"a\nb"', '"\\d"', "{a: 1}", "NaN", '{"name" {"name"']) expect(parseJsonAt(t, 0)).toBeUndefined();
  });
});

