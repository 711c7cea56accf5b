import { RuleTester } from "@pi-tool-repair/host/testing";
import { commaOutsideBraces, keyWords, splitLines, wrapBareStringAsArray } from "./index.js";

const schema = {
  type: "object",
  required: ["path"],
  properties: {
    path: { type: "string" },
    excludePatterns: { type: "array", items: { type: "string" } },
    paths: { type: "array", minItems: 1, items: { type: "string", minLength: 1 } },
    numbers: { type: "array", items: { type: "number" } },
    todos: { type: "array", items: { type: "object" } },
    either: { type: ["array", "string"], items: { type: "string" } },
    tags: { type: "array", items: { type: "string" } },
    profiles: { type: "array", items: { type: "string" } },
    filePaths: { type: "array", maxItems: 2, items: { type: "string" } },
    untyped: { type: "array" },
  },
};

new RuleTester({ schema, tool: "directory_tree" }).run(wrapBareStringAsArray, {
  valid: [
    { path: 1, excludePatterns: ["a"] }, // a string field is no array field
    { path: "/d", either: "x", todos: "a" }, // the schema allows a string; a string is no object item
    { path: "/d", excludePatterns: [], tags: 3 }, // a number is not a bare string
  ],
  invalid: [
    { input: { path: "/d", excludePatterns: "node_modules" }, output: { path: "/d", excludePatterns: ["node_modules"] }, hint: "wrapped a bare string" },
    { input: { path: "/d", excludePatterns: "{dist,build}" }, output: { path: "/d", excludePatterns: ["{dist,build}"] } }, // a glob, not JSON
    { input: { path: "/d", excludePatterns: "a, b" }, output: null }, // two globs, or one with a comma? never guessed
    { input: { path: "/d", excludePatterns: "*.ts,*.js" }, output: null },
    { input: { path: "/d", excludePatterns: "src/{a,b}/*.ts, lib" }, output: null }, // a comma outside the braces
    { input: { path: "/d", paths: "a.ts, b.ts" }, output: null },
    { input: { path: "/d", tags: "a, b" }, output: { path: "/d", tags: ["a, b"] } }, // not a list of paths or globs: one string
    // newline-separated paths and globs are split (a newline is never part of a name)
    { input: { path: "/d", paths: "a.ts\nb.ts" }, output: { path: "/d", paths: ["a.ts", "b.ts"] }, hint: "split 2 newline-separated paths into an array" },
    { input: { path: "/d", paths: "src/a.ts\nsrc/b c.ts\n" }, output: { path: "/d", paths: ["src/a.ts", "src/b c.ts"] } }, // trailing newline
    { input: { path: "/d", paths: "a.ts\r\n\r\nb.ts\r\n" }, output: { path: "/d", paths: ["a.ts", "b.ts"] } }, // no empty entries
    { input: { path: "/d", paths: "a.ts\n" }, output: { path: "/d", paths: ["a.ts"] } },
    { input: { path: "/d", paths: "a, b.ts\nc.ts" }, output: { path: "/d", paths: ["a, b.ts", "c.ts"] } }, // lines decide, not commas
    { input: { path: "/d", filePaths: "a\nb\nc" }, output: null }, // maxItems 2: not committed
    { input: { path: "/d", excludePatterns: "node_modules\n*.log" }, output: { path: "/d", excludePatterns: ["node_modules", "*.log"] }, hint: "patterns" },
    { input: { path: "/d", paths: "a.ts\n  b.ts" }, output: null }, // indented: which name was meant?
    { input: { path: "/d", paths: "\n\n" }, output: null }, // no names at all
    { input: { path: "/d", tags: "a\nb" }, output: { path: "/d", tags: ["a\nb"] } }, // not a list of paths: one string
    { input: { path: "/d", profiles: "a\nb" }, output: { path: "/d", profiles: ["a\nb"] } }, // "profiles" is no list of files
    { input: { path: "/d", paths: "src/a.ts" }, output: { path: "/d", paths: ["src/a.ts"] } },
    { input: { path: "/d", untyped: "x" }, output: null }, // items not declared: not known to take strings
    { input: { path: "/d", paths: "" }, output: null }, // [""] fails minLength: not committed
    { input: { path: "/d", excludePatterns: '["a",' }, output: null }, // truncated JSON text: never wrapped
    { input: { path: "/d", excludePatterns: "[a, b]" }, output: null },
    { input: { path: "/d", numbers: "5" }, output: null }, // items are not strings
    { input: { path: "/d", todos: "Write tests" }, output: null },
  ],
});

describe("splitLines", () => {
  const table: [string, string[] | undefined][] = [
    ["a", ["a"]],
    ["a\nb", ["a", "b"]],
    ["a\n\nb\n", ["a", "b"]],
    ["a\r\nb\r\n", ["a", "b"]],
    ["", []],
    ["a\n b", undefined],
    ["a \nb", undefined],
    ["a\n\t\nb", undefined],
  ];
  for (const [text, out] of table) it(JSON.stringify(text), () => expect(splitLines(text)).toEqual(out));
});

describe("commaOutsideBraces", () => {
  const table: [string, boolean][] = [
    ["a, b", true],
    ["{dist,build}", false],
    ["src/{a,{b,c}}/*.ts", false],
    ["{a,b},c", true],
    ["a\\,b", false], // an escaped comma
    ["}a,b", true],
    ["node_modules", false],
  ];
  for (const [text, out] of table) it(JSON.stringify(text), () => expect(commaOutsideBraces(text)).toBe(out));
});

describe("keyWords", () => {
  const table: [string, string[]][] = [
    ["excludePatterns", ["exclude", "patterns"]],
    ["file_paths", ["file", "paths"]],
    ["filePaths", ["file", "paths"]],
    ["profiles", ["profiles"]],
    ["IGNORE", ["ignore"]],
    ["source-dirs", ["source", "dirs"]],
  ];
  for (const [key, words] of table) it(key, () => expect(keyWords(key)).toEqual(words));
});
