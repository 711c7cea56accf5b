import { describe, expect, it } from "vitest";
import {
  APOSTROPHE, BACKSLASH, CLOSE_BRACE, DIGIT_0, DIGIT_9, LF, OPEN_BRACE, QUOTE, SPACE, TAB,
  isAsciiLetter, isAsciiSpace, isDigit, isIdentChar, isIdentStart, isJsonSpace, isLineSpace, isNameChar,
  isPythonIdentChar, isPythonIdentStart, isPythonSpace, isQualifiedNameChar, isTextSpace, isZeroWidth,
} from "./chars.js";

const code = (ch: string) => ch.charCodeAt(0);

// each predicate: its members, and the near misses that tell it from its neighbours
const table: [name: string, test: (c: number) => boolean, members: string[], misses: string[]][] = [
  ["isLineSpace", isLineSpace, [" ", "\t"], ["\n", "\r", "\f", "\u00a0", "\u200b", "a"]],
  ["isJsonSpace", isJsonSpace, [" ", "\t", "\n", "\r"], ["\f", "\v", "\u00a0", "\u3000", "\u200b", "x"]],
  ["isPythonSpace", isPythonSpace, [" ", "\t", "\n", "\r", "\f"], ["\v", "\u00a0", "\u200b", "#"]],
  ["isAsciiSpace", isAsciiSpace, [" ", "\t", "\n", "\r", "\f", "\v"], ["\u00a0", "\u3000", "\u200b", "\0"]],
  ["isTextSpace", isTextSpace, [" ", "\t", "\n", "\r", "\f", "\v", "\u00a0", "\u3000"], ["\u200b", "\u2028", "\ufeff", "_"]],
  ["isDigit", isDigit, ["0", "5", "9"], ["/", ":", "a", "٣", "０"]],
  ["isAsciiLetter", isAsciiLetter, ["A", "Z", "a", "z"], ["@", "[", "`", "{", "_", "0", "é"]],
  ["isIdentStart", isIdentStart, ["A", "z", "_"], ["0", "-", ".", "$", "é", " "]],
  ["isIdentChar", isIdentChar, ["A", "z", "_", "0", "9"], ["-", ".", ":", "é"]],
  ["isPythonIdentStart", isPythonIdentStart, ["A", "z", "_", "é", "获"], ["0", "-", "$", " ", "\x7f"]],
  ["isPythonIdentChar", isPythonIdentChar, ["A", "_", "0", "9", "é"], ["-", ".", " ", "\x7f"]],
  ["isNameChar", isNameChar, ["A", "z", "_", "0", ".", "-"], [":", "/", " ", "+", "é", "获"]],
  ["isQualifiedNameChar", isQualifiedNameChar, ["A", "_", "0", ".", "-", ":"], ["/", " ", "<", ";", "é"]],
  ["isZeroWidth", isZeroWidth, ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"], [" ", "\u200e", "\u00ad", "\u2061"]],
];

describe("character sets", () => {
  for (const [name, test, members, misses] of table) {
    it(`${name}: members`, () => expect(members.filter((ch) => !test(code(ch)))).toEqual([]));
    it(`${name}: near misses`, () => expect(misses.filter((ch) => test(code(ch)))).toEqual([]));
  }

  it("holds only what the table says among the first 256 codes and the spaces past them", () => {
    // the whole set of each predicate over Latin-1, so a widened or narrowed set fails here
    const over = (test: (c: number) => boolean) => {
      const out: number[] = [];
      for (let c = 0; c < 256; c++) if (test(c)) out.push(c);
      return String.fromCharCode(...out);
    };
    expect(over(isLineSpace)).toBe("\t ");
    expect(over(isJsonSpace)).toBe("\t\n\r ");
    expect(over(isPythonSpace)).toBe("\t\n\f\r ");
    expect(over(isAsciiSpace)).toBe("\t\n\v\f\r ");
    expect(over(isTextSpace)).toBe("\t\n\v\f\r \u00a0");
    expect(over(isNameChar)).toBe("-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz");
    expect(over(isQualifiedNameChar)).toBe("-.0123456789:ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz");
    expect(over(isIdentChar)).toBe("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz");
    expect(over(isZeroWidth)).toBe("");
  });

  it("names the codes they stand for", () => {
    expect([TAB, LF, SPACE, QUOTE, APOSTROPHE, DIGIT_0, DIGIT_9, BACKSLASH, OPEN_BRACE, CLOSE_BRACE]).toEqual(
      [..."\t\n \"'09\\{}"].map(code),
    );
  });
});
