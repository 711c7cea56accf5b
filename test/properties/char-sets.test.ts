/**
 * The kit's named character sets (kit/src/chars.ts) against the sets they replaced: each predicate agrees, on
 * every UTF-16 code unit, with the regular expression that spells its set and with the local copy a scanner
 * held before (copied here as it was), so folding the copies into one module changed no behaviour. And the
 * strict tool-name rule (`isToolName`, a regular expression) is the same set as its character predicates.
 */
import fc from "fast-check";
import {
  isAsciiLetter, isAsciiSpace, isDigit, isIdentChar, isIdentStart, isJsonSpace, isLineSpace, isNameChar,
  isPythonIdentChar, isPythonIdentStart, isPythonSpace, isQualifiedNameChar, isTextSpace, isToolName, isZeroWidth,
} from "@pi-tool-repair/grammar-kit";
import { check } from "./arbitraries.js";

/** The sets as regular expressions over one code unit (no `u` flag: `\w` is ASCII). */
const SPELLED: [name: string, test: (c: number) => boolean, set: RegExp][] = [
  ["isLineSpace", isLineSpace, /^[ \t]$/],
  ["isJsonSpace", isJsonSpace, /^[ \t\n\r]$/],
  ["isPythonSpace", isPythonSpace, /^[ \t\n\r\f]$/],
  ["isAsciiSpace", isAsciiSpace, /^[ \t\n\r\f\v]$/],
  ["isTextSpace", isTextSpace, /^[ \t\n\r\f\v\u00a0\u3000]$/],
  ["isDigit", isDigit, /^[0-9]$/],
  ["isAsciiLetter", isAsciiLetter, /^[A-Za-z]$/],
  ["isIdentStart", isIdentStart, /^[A-Za-z_]$/],
  ["isIdentChar", isIdentChar, /^\w$/],
  ["isPythonIdentStart", isPythonIdentStart, /^[A-Za-z_\u0080-\uffff]$/],
  ["isPythonIdentChar", isPythonIdentChar, /^[\w\u0080-\uffff]$/],
  ["isNameChar", isNameChar, /^[\w.-]$/],
  ["isQualifiedNameChar", isQualifiedNameChar, /^[\w.:-]$/],
  ["isZeroWidth", isZeroWidth, /^[\u200b\u200c\u200d\u2060\ufeff]$/],
];

/** The local copies the scanners held before kit/src/chars.ts, verbatim, and the shared predicate each became. */
const BEFORE: [where: string, before: (c: number) => boolean, now: (c: number) => boolean][] = [
  ["kit json.ts, key-value-tags.ts isWs; dsml, k2-horizon, kimi-k3 isWs; harmony isNameSpace", (c) => c === 32 || c === 10 || c === 13 || c === 9, isJsonSpace],
  ["kit python.ts isSpace", (c) => c === 32 || c === 9 || c === 10 || c === 13 || c === 12, isPythonSpace],
  ["kit python.ts isIdentStart", (c) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c > 127, isPythonIdentStart],
  ["kit python.ts isIdentPart", (c) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c > 127 || (c >= 48 && c <= 57), isPythonIdentChar],
  ["kit prose.ts isSpaceCode", (c) => c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 11, isAsciiSpace],
  ["host recover/text.ts isSpaceCode", (c) => c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 11 || c === 0xa0 || c === 0x3000, isTextSpace],
  ["dsml isSpace", (c) => c === 32 || c === 9, isLineSpace],
  ["dsml isNameChar", (c) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95, isIdentStart],
  ["llama, lfm2, granite, olmo isIdentStart; glm, hunyuan, k2-horizon isNameStart", (c) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95, isIdentStart],
  ["olmo isIdentPart; kimi-k3 isWordChar", (c) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95, isIdentChar],
  ["functionary, gemma, mistral, cwm isNameChar", (c) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 45 || c === 46, isNameChar],
  ["glm, hunyuan, k2-horizon isNameChar", (c) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || (c >= 48 && c <= 57) || c === 45 || c === 46 || c === 58, isQualifiedNameChar],
  ["kit values.ts isDigitCode; serialize-json-content isDigit", (c) => c >= 48 && c <= 57, isDigit],
  ["parse-raw-arguments isSpace", (c) => c === 32 || c === 9 || c === 10 || c === 13, isJsonSpace],
  ["parse-raw-arguments isNameChar", (c) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 58 || c === 46 || c === 45, isQualifiedNameChar],
];

const codeUnit = fc.oneof(fc.integer({ min: 0, max: 0x7f }), fc.integer({ min: 0, max: 0xffff }));

describe("named character sets (seeded)", () => {
  it("each predicate is the set its regular expression spells", () => {
    check(
      fc.property(codeUnit, (c) => {
        for (const [name, test, set] of SPELLED) expect([name, test(c)]).toEqual([name, set.test(String.fromCharCode(c))]);
      }),
      3000,
    );
  });

  it("each shared predicate answers as the local copy it replaced", () => {
    check(
      fc.property(codeUnit, (c) => {
        for (const [where, before, now] of BEFORE) expect([where, now(c)]).toEqual([where, before(c)]);
      }),
      3000,
    );
  });

  it("the strict tool-name rule is its character predicates", () => {
    const name = fc.oneof(
      fc.stringMatching(/^[A-Za-z0-9_.:\- ]{0,10}$/),
      fc.string({ maxLength: 10 }),
      fc.integer({ min: 120, max: 135 }).map((n) => "a".repeat(n)),
    );
    check(
      fc.property(name, (s) => {
        let chars = s.length > 0 && s.length <= 128 && isIdentStart(s.charCodeAt(0));
        for (let i = 1; chars && i < s.length; i++) chars = isNameChar(s.charCodeAt(i));
        expect(isToolName(s)).toBe(chars);
      }),
      2000,
    );
  });
});
