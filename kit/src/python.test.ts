import { parsePythonCallAt, parsePythonLiteral, parsePythonLiteralAt, pythonCallList, pythonKeywordCall } from "./python.js";

describe("parsePythonLiteral", () => {
  const ok: [string, unknown][] = [
    ["{'a': 1, 'b': [True, False, None]}", { a: 1, b: [true, false, null] }],
    ["{'filePath': 'src/a.ts'}", { filePath: "src/a.ts" }],
    ["['a', \"b\", '''c\nd''']", ["a", "b", "c\nd"]],
    ["('x', 2)", ["x", 2]],
    ["('x',)", ["x"]],
    ["('x')", "x"],
    ["[1, 2,]", [1, 2]],
    ["{'a': {'b': (1, 2.5, -3e2)}}", { a: { b: [1, 2.5, -300] } }],
    ["'it\\'s'", "it's"],
    ["'C:\\\\dir\\\\f'", "C:\\dir\\f"],
    ["'\\d+'", "\\d+"],
    ["r'\\d+'", "\\d+"],
    ["'a' 'b'", "ab"],
    ["'日本語 🎉'", "日本語 🎉"],
    ["'\\u00e9\\x41'", "éA"],
    ["{'ok': true, 'n': null}", { ok: true, n: null }],
    ["  [ ]  ", []],
    ["1_000", 1000],
  ];
  for (const [text, expected] of ok) it(`reads ${text}`, () => expect(parsePythonLiteral(text)).toEqual({ value: expected }));

  const bad = ["b'x'", "{1, 2}", "[1, 2", "{'a': 1", "'abc", "float('inf')", "1e999", "0x10", "[x]", "{'a' 1}", "'a\nb'", "{[1]: 2}", "[1] extra", "5px", "{'command': 'ls', 'command': 'rm -rf /'}", "{'a': {1: 2, '1': 3}}"];
  for (const text of bad) it(`rejects ${JSON.stringify(text)}`, () => expect(parsePythonLiteral(text)).toBeUndefined());

  // issue 32.2: Python's escapes, decoded as Python 3's ast.literal_eval does (each expected value checked there)
  const escapes: [string, string][] = [
    ["'a\\101'", "aA"],
    ["'\\0'", "\0"],
    ["'\\01'", "\x01"],
    ["'\\1234'", "S4"], // three octal digits at most
    ["'\\777'", "\u01ff"],
    ["'\\8\\9'", "\\8\\9"], // not octal: unknown escapes stay
    ["'\\d\\w'", "\\d\\w"],
    ["'a\\\nb'", "ab"], // backslash-newline joins the lines
    ["'\\x41\\u00e9\\U0001F600'", "Aé😀"],
    ["'\\a\\b\\f\\n\\r\\t\\v\\\\\\'\\\"'", "\x07\b\f\n\r\t\v\\'\""],
    ["r'\\N{BULLET}\\101'", "\\N{BULLET}\\101"], // raw: untouched
    ["u'\\101'", "A"],
  ];
  for (const [text, expected] of escapes) it(`decodes ${text}`, () => expect(parsePythonLiteral(text)).toEqual({ value: expected }));

  // `\N{…}` needs a Unicode name table the bundle does not have: the text is refused, never kept with backslashes
  const refused = ["'a\\101\\N{BULLET}'", "'\\N{LATIN SMALL LETTER A}'", "'\\N'", "'\\x4'", "'\\u12'", "'\\U00110000'", "'a\\"];
  for (const text of refused) it(`refuses ${JSON.stringify(text)}`, () => expect(parsePythonLiteral(text)).toBeUndefined());

  it("reads at an offset and reports the end", () => {
    expect(parsePythonLiteralAt("x = [1, 2] rest", 4)).toEqual({ value: [1, 2], end: 10 });
  });
});

describe("parsePythonCallAt", () => {
  it("reads keywords and positional arguments", () => {
    expect(parsePythonCallAt("get_weather(city='Paris', days=3)", 0)).toEqual({
      name: "get_weather",
      positional: [],
      keywords: { city: "Paris", days: 3 },
      end: 33,
    });
    expect(parsePythonCallAt("[f(1, 'a'), g()]", 1)).toEqual({ name: "f", positional: [1, "a"], keywords: {}, end: 10 });
    expect(parsePythonCallAt("brave_search.call(query=\"x\")", 0)?.name).toBe("brave_search.call");
  });
  it("keeps `__proto__` an own key, in keywords and in dicts", () => {
    const call = parsePythonCallAt("f(__proto__={'__proto__': 1, 'b': 2_0})", 0)!;
    expect(Object.keys(call.keywords)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(call.keywords)).toBe(Object.prototype);
    const inner = (call.keywords as Record<string, Record<string, unknown>>)["__proto__"]!;
    expect(Object.keys(inner)).toEqual(["__proto__", "b"]);
    expect([Object.getPrototypeOf(inner), inner.b]).toEqual([Object.prototype, 20]);
  });
  it("rejects malformed calls", () => {
    for (const text of ["f(a=1", "f(a=1 b=2)", "f(a=1, a=2)", "f(a=1, 2)", "f(a=b)", "f", "(a=1)", "f(a=x())", "f(<x>)", "f(a=<x>)", "f(\n<|python_tag|>g(a=1))", "f(a=1, <)"]) {
      expect(parsePythonCallAt(text, 0)).toBeUndefined();
    }
  });
});

describe("pythonCallList / pythonKeywordCall", () => {
  it("reads a list of keyword-argument calls", () => {
    expect(pythonCallList("[f(a=1), g(b='x')] tail", 0)).toEqual({
      calls: [
        { name: "f", arguments: { a: 1 } },
        { name: "g", arguments: { b: "x" } },
      ],
      end: 18,
    });
    expect(pythonCallList("[ now() ]", 0)).toEqual({ calls: [{ name: "now", arguments: {} }], end: 9 });
  });
  it("refuses the whole list for one broken element", () => {
    for (const text of ["[]", "[f(1)]", "[f(a=1), g(", "[f(a=1)", "[f(a=1) g(b=2)]", "[f(a=1), 2]", "[f(a=x)]", "f(a=1)"]) expect(pythonCallList(text, 0)).toBeUndefined();
  });
  it("reads one call", () => {
    expect(pythonKeywordCall('ls(path=".")!', 0)).toEqual({ call: { name: "ls", arguments: { path: "." } }, end: 12 });
    expect(pythonKeywordCall("1f(a=1)", 0)).toBeUndefined();
    expect(pythonKeywordCall("f('a')", 0)).toBeUndefined();
  });
  it("reads a raw line break inside a one-quote string only when asked", () => {
    const text = "[f(a='x\ny', b={'k': [\"p\nq\"]})]";
    expect(pythonCallList(text, 0)).toBeUndefined(); // Python refuses it
    expect(pythonCallList(text, 0, undefined, { lineBreaksInStrings: true })?.calls).toEqual([{ name: "f", arguments: { a: "x\ny", b: { k: ["p\nq"] } } }]);
    expect(pythonKeywordCall("f(a='x\ny')", 0, undefined, { lineBreaksInStrings: true })?.call).toEqual({ name: "f", arguments: { a: "x\ny" } });
    expect(parsePythonCallAt("f(a='x\ny')", 0)).toBeUndefined();
    expect(pythonCallList("[f(a='x\ny)]", 0, undefined, { lineBreaksInStrings: true })).toBeUndefined(); // still cut
  });
});
