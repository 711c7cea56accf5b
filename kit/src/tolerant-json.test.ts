import { describe, expect, it } from "vitest";
import { ReadError, TolerantReader, isWordlessComment } from "./tolerant-json.js";

/** Reads the whole text: the value, or the failure (also of a comment after the value), or "trailing" when text follows it. */
function readAll(text: string, options?: ConstructorParameters<typeof TolerantReader>[1]): unknown {
  const reader = new TolerantReader(text, options);
  const r = reader.read(0);
  if ("failure" in r) return r.failure;
  try {
    return reader.skip(r.end) === text.length ? r.value : "trailing";
  } catch (e) {
    return e instanceof ReadError ? e.reason : e; // the failure of what follows the value
  }
}

describe("TolerantReader: comments", () => {
  const table: [string, unknown][] = [
    // without words: whitespace and ASCII punctuation only
    ['{"a":1} //', { a: 1 }],
    ['{"a":1} /* */', { a: 1 }],
    ['{"a":1 /**/}', { a: 1 }],
    ['// ---\n{"a":1}', { a: 1 }],
    ['{"a":1} /* ... */', { a: 1 }],
    ['{"a":"x//y /* z */"}', { a: "x//y /* z */" }], // inside a string: text, not a comment
    // with words: an instruction, never dropped
    ['{"command":"rm -rf build"} // DRY RUN ONLY - do not execute', "comment"],
    ['{"command":"rm -rf build" /* only after the user confirms */}', "comment"],
    ['{"a":1, // x\n"b":2}', "comment"],
    ['{"a":1} // 1', "comment"],
    ['{"a":1} /* ✓ */', "comment"],
    ['{"a":1} /* nope', "truncated"], // an unterminated comment: truncation first
  ];
  for (const [text, expected] of table) {
    it(JSON.stringify(text), () => {
      expect(readAll(text)).toEqual(expected);
    });
  }
  it("without `comments`, a comment is a syntax error", () => {
    expect(readAll('{"a":1 /**/}', { comments: false })).toBe("syntax");
    expect(readAll('{"a":1} //', { comments: false })).toBe("trailing");
  });
  it("isWordlessComment: only whitespace and ASCII punctuation", () => {
    expect(isWordlessComment("// --- ==", 2, 9)).toBe(true);
    expect(isWordlessComment("// a", 2, 4)).toBe(false);
    expect(isWordlessComment("// é", 2, 4)).toBe(false);
    expect(isWordlessComment("", 0, 0)).toBe(true);
  });
});

describe("TolerantReader: the other tolerances, per option", () => {
  it("a trailing comma only with `trailingCommas`", () => {
    expect(readAll("[1,2,]")).toEqual([1, 2]);
    expect(readAll('{"a":1,}')).toEqual({ a: 1 });
    expect(readAll("[1,2,]", { trailingCommas: false })).toBe("syntax");
    expect(readAll('{"a":1,}', { trailingCommas: false })).toBe("syntax");
    expect(readAll("[,]")).toBe("syntax");
  });
  it("escapes and control characters inside strings", () => {
    expect(readAll('{"a":"\\d\\\'x\ty"}')).toEqual({ a: "\\d'x\ty" });
    expect(readAll('{"a":"\\uZZ"}')).toEqual({ a: "\\uZZ" });
    expect(readAll('{"a":"\\uZZ"}', { strictUnicodeEscapes: true })).toBe("syntax");
    expect(readAll('{"a":"\\u00')).toBe("truncated");
  });
  it("refuses repeated keys and nesting deeper than 256", () => {
    expect(readAll('{"a":1,"\\u0061":2}')).toBe("duplicate-key");
    expect(readAll("[".repeat(300) + "]".repeat(300))).toBe("too-deep");
  });
});
