/**
 * JSON Schema `pattern`s (ECMAScript syntax) run on a linear-time engine (re2js), so no schema can make
 * validation backtrack: `^(a+)+$` against 10 000 `a`s and a `!` answers in milliseconds.
 *
 * A pattern is first checked by the native parser (with the `u` flag, then without it, so `\:` and `\_`
 * keep working), then translated token by token into RE2 syntax with the ECMAScript meaning spelled out
 * (`.`, `\s` and `\S` differ between the two; every other literal is written as `\x{…}`). Constructs RE2
 * cannot express (backreferences, lookaround, legacy octal escapes, repeat counts over 1000, Unicode
 * properties RE2 does not know) make the pattern *unchecked*: it accepts every string. It is never run
 * on the backtracking engine.
 */
import { RE2JS } from "re2js";

/** What ajv's `code.regExp` engine returns: `test`, and a `toString` ajv uses as a cache key. */
export interface LinearPattern {
  test(s: string): boolean;
  toString(): string;
  /** Why the pattern is not checked, when it is not. */
  readonly unchecked?: string;
}

/** A translation, or the reason the pattern cannot be expressed in RE2. */
export type Translation = { re2: string } | { unsupported: string };

const ALL = "\\x{0}-\\x{10FFFF}";
const NEVER = `[^${ALL}]`;
/** ECMAScript `\s`: WhiteSpace and LineTerminator. */
const SPACE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x09, 0x0d], [0x20, 0x20], [0xa0, 0xa0], [0x1680, 0x1680], [0x2000, 0x200a], [0x2028, 0x2029], [0x202f, 0x202f], [0x205f, 0x205f], [0x3000, 0x3000], [0xfeff, 0xfeff],
];
const hex = (cp: number) => `\\x{${cp.toString(16).toUpperCase()}}`;
const range = (a: number, b: number) => (a === b ? hex(a) : `${hex(a)}-${hex(b)}`);
const SPACE = SPACE_RANGES.map(([a, b]) => range(a, b)).join("");
const NOT_SPACE = (() => {
  let out = "";
  let next = 0;
  for (const [a, b] of SPACE_RANGES) {
    if (a > next) out += range(next, a - 1);
    next = b + 1;
  }
  return out + range(next, 0x10ffff);
})();
/** ECMAScript `.` without the `s` flag: anything but a line terminator. */
const DOT = `[^${hex(0x0a)}${hex(0x0d)}${hex(0x2028)}${hex(0x2029)}]`;

/** General_Category values (short and long names) that RE2 knows, mapped to its short name. */
const CATEGORIES: Record<string, string> = (() => {
  const pairs: Array<[string, ...string[]]> = [
    ["L", "Letter"], ["Lu", "Uppercase_Letter"], ["Ll", "Lowercase_Letter"], ["Lt", "Titlecase_Letter"], ["Lm", "Modifier_Letter"], ["Lo", "Other_Letter"],
    ["M", "Mark", "Combining_Mark"], ["Mn", "Nonspacing_Mark"], ["Mc", "Spacing_Mark"], ["Me", "Enclosing_Mark"],
    ["N", "Number"], ["Nd", "Decimal_Number", "digit"], ["Nl", "Letter_Number"], ["No", "Other_Number"],
    ["P", "Punctuation", "punct"], ["Pc", "Connector_Punctuation"], ["Pd", "Dash_Punctuation"], ["Ps", "Open_Punctuation"], ["Pe", "Close_Punctuation"], ["Pi", "Initial_Punctuation"], ["Pf", "Final_Punctuation"], ["Po", "Other_Punctuation"],
    ["S", "Symbol"], ["Sm", "Math_Symbol"], ["Sc", "Currency_Symbol"], ["Sk", "Modifier_Symbol"], ["So", "Other_Symbol"],
    ["Z", "Separator"], ["Zs", "Space_Separator"], ["Zl", "Line_Separator"], ["Zp", "Paragraph_Separator"],
    ["Cc", "Control", "cntrl"], ["Cf", "Format"], ["Co", "Private_Use"], ["Cs", "Surrogate"],
  ];
  const map: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [short, ...long] of pairs) for (const name of [short, ...long]) map[name] = short;
  return map;
})();

class Unsupported extends Error {}

const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";
const isHex = (c: string | undefined) => c !== undefined && /^[0-9a-fA-F]$/.test(c);
const isAsciiLetter = (c: string | undefined) => c !== undefined && /^[A-Za-z]$/.test(c);

/**
 * Translates a pattern the native parser accepted (`unicode`: with the `u` flag) into RE2 syntax with the
 * same meaning for `RegExp.prototype.test`. Linear in the pattern: one pass over its code points.
 */
export function translatePattern(pattern: string, unicode: boolean): Translation {
  const s = Array.from(pattern); // code points
  let i = 0;
  let out = "";

  const literal = (cp: number) => {
    const c = String.fromCodePoint(cp);
    return /^[A-Za-z0-9]$/.test(c) ? c : hex(cp);
  };
  /** Reads `\uXXXX` (a surrogate pair of them becomes one code point) or `\u{…}` after the `u`; `undefined` when it is not one. */
  const unicodeEscape = (): number | undefined => {
    if (unicode && s[i] === "{") {
      let j = i + 1;
      let digits = "";
      while (isHex(s[j])) digits += s[j++];
      if (s[j] !== "}" || digits === "") return undefined;
      i = j + 1;
      return parseInt(digits, 16);
    }
    if (![0, 1, 2, 3].every((k) => isHex(s[i + k]))) return undefined;
    const lead = parseInt(s.slice(i, i + 4).join(""), 16);
    i += 4;
    if (lead >= 0xd800 && lead <= 0xdbff && s[i] === "\\" && s[i + 1] === "u" && [2, 3, 4, 5].every((k) => isHex(s[i + k]))) {
      const trail = parseInt(s.slice(i + 2, i + 6).join(""), 16);
      if (trail >= 0xdc00 && trail <= 0xdfff) {
        i += 6;
        return 0x10000 + ((lead - 0xd800) << 10) + (trail - 0xdc00);
      }
    }
    return lead;
  };
  /** `\p{…}` / `\P{…}` after the `p`: RE2 text usable inside a class, or throws Unsupported. */
  const property = (negated: boolean): string => {
    if (s[i] !== "{") throw new Unsupported("\\p without braces");
    let j = i + 1;
    let body = "";
    while (j < s.length && s[j] !== "}") body += s[j++];
    i = j + 1;
    const eq = body.indexOf("=");
    const key = eq < 0 ? "" : body.slice(0, eq);
    const value = eq < 0 ? body : body.slice(eq + 1);
    const p = negated ? "P" : "p";
    if ((key === "" || key === "General_Category" || key === "gc") && CATEGORIES[value]) return `\\${p}{${CATEGORIES[value]}}`;
    if (key === "Script" || key === "sc") return `\\${p}{${value}}`; // an unknown name fails RE2's compile
    if (key === "" && value === "Any") return negated ? "" : ALL;
    if (key === "" && value === "ASCII") return negated ? range(0x80, 0x10ffff) : range(0, 0x7f);
    throw new Unsupported(`Unicode property ${body}`);
  };
  /**
   * One escape after `\` (i at the character after it), in a class or not. Returns a code point for a
   * single character, or RE2 class text (a string) for a set.
   */
  const escape = (inClass: boolean): number | string => {
    const c = s[i++];
    switch (c) {
      case "d": case "D": case "w": case "W":
        return `\\${c}`;
      case "s":
        return SPACE;
      case "S":
        return NOT_SPACE;
      case "f": return 0x0c;
      case "n": return 0x0a;
      case "r": return 0x0d;
      case "t": return 0x09;
      case "v": return 0x0b;
      case "b": return 0x08; // only reached inside a class: outside, \b is the assertion
      case "0":
        if (isDigit(s[i])) throw new Unsupported("legacy octal escape");
        return 0;
      case "1": case "2": case "3": case "4": case "5": case "6": case "7": case "8": case "9":
        throw new Unsupported(unicode ? "backreference" : "backreference or legacy octal escape");
      case "k":
        if (unicode || pattern.includes("(?<")) throw new Unsupported("named backreference");
        return 0x6b;
      case "c":
        if (isAsciiLetter(s[i]) || (!unicode && inClass && (isDigit(s[i]) || s[i] === "_"))) return s[i++]!.charCodeAt(0) % 32;
        i--; // Annex B: a lone `\c` is a backslash, and the `c` is read again as itself
        return 0x5c;
      case "x":
        if (isHex(s[i]) && isHex(s[i + 1])) {
          i += 2;
          return parseInt(s[i - 2]! + s[i - 1]!, 16);
        }
        return 0x78;
      case "u": {
        const cp = unicodeEscape();
        return cp ?? 0x75;
      }
      case "p": case "P":
        if (unicode) return property(c === "P");
        return c.charCodeAt(0);
      case undefined:
        throw new Unsupported("trailing backslash");
      default:
        return c.codePointAt(0)!; // identity escape: `\:`, `\_`, `\.`, …
    }
  };
  const classItem = (): number | string => {
    const c = s[i++]!;
    if (c === "\\") return escape(true);
    return c.codePointAt(0)!;
  };
  const characterClass = (): string => {
    let negated = false;
    if (s[i] === "^") {
      negated = true;
      i++;
    }
    let body = "";
    while (i < s.length && s[i] !== "]") {
      const first = classItem();
      if (s[i] === "-" && s[i + 1] !== undefined && s[i + 1] !== "]") {
        const save = i;
        i++;
        const second = classItem();
        if (typeof first === "number" && typeof second === "number") {
          body += range(first, second);
          continue;
        }
        // Annex B: `[\d-z]` is `\d`, `-` and `z`
        i = save;
      }
      body += typeof first === "number" ? hex(first) : first;
    }
    if (s[i] !== "]") throw new Unsupported("unterminated class");
    i++;
    if (body === "") return negated ? `[${ALL}]` : NEVER;
    return `[${negated ? "^" : ""}${body}]`;
  };
  /** `{n}`, `{n,}` or `{n,m}` at i, as RE2 text; `undefined` when the brace is a literal (non-`u` only). */
  const braces = (): string | undefined => {
    let j = i + 1;
    let min = "";
    while (isDigit(s[j])) min += s[j++];
    if (min === "") return undefined;
    let max: string | undefined;
    if (s[j] === ",") {
      j++;
      max = "";
      while (isDigit(s[j])) max += s[j++];
    }
    if (s[j] !== "}") return undefined;
    i = j + 1;
    const n = (d: string) => String(Number(d));
    return max === undefined ? `{${n(min)}}` : max === "" ? `{${n(min)},}` : `{${n(min)},${n(max)}}`;
  };

  try {
    while (i < s.length) {
      const c = s[i++]!;
      switch (c) {
        case "^": case "$": case "|": case ")":
          out += c;
          break;
        case "*": case "+": case "?":
          out += c;
          if (s[i] === "?") out += s[i++];
          break;
        case "{": {
          i--;
          const q = braces();
          if (q === undefined) {
            i++;
            out += hex(0x7b);
          } else {
            out += q;
            if (s[i] === "?") out += s[i++];
          }
          break;
        }
        case ".":
          out += DOT;
          break;
        case "(":
          if (s[i] === "?") {
            if (s[i + 1] === ":") i += 2;
            else if (s[i + 1] === "<" && s[i + 2] !== "=" && s[i + 2] !== "!") {
              const close = s.indexOf(">", i);
              if (close < 0) throw new Unsupported("unterminated group name");
              i = close + 1;
            } else throw new Unsupported("lookaround or group modifier");
          }
          out += "(?:";
          break;
        case "[":
          out += characterClass();
          break;
        case "\\":
          if (s[i] === "b" || s[i] === "B") {
            out += `\\${s[i++]}`;
            break;
          }
          {
            const e = escape(false);
            out += typeof e === "number" ? literal(e) : e === "" ? NEVER : e.startsWith("\\") && e.length === 2 ? e : `[${e}]`;
          }
          break;
        default:
          out += literal(c.codePointAt(0)!);
      }
    }
  } catch (error) {
    if (error instanceof Unsupported) return { unsupported: error.message };
    throw error;
  }
  return { re2: out };
}

/** A bounded cache of compiled patterns by text (insertion-ordered Map used as an LRU). */
const CACHE_SIZE = 256;
const cache = new Map<string, LinearPattern>();

function build(pattern: string): LinearPattern {
  let unicode = true;
  try {
    new RegExp(pattern, "u"); // syntax check only: a RegExp is built, never run
  } catch (uError) {
    try {
      new RegExp(pattern);
      unicode = false;
    } catch {
      throw uError;
    }
  }
  const key = `linear:${unicode ? "u" : ""}:${pattern}`;
  const t = translatePattern(pattern, unicode);
  let why: string;
  if ("re2" in t) {
    try {
      const re = RE2JS.compile(t.re2);
      return { test: (text: string) => re.test(text), toString: () => key };
    } catch (error) {
      why = error instanceof Error ? error.message : String(error);
    }
  } else why = t.unsupported;
  return { test: () => true, toString: () => `unchecked:${pattern}`, unchecked: why };
}

/**
 * The regExp engine given to ajv (`code.regExp`): linear-time matching for every pattern. Throws a
 * SyntaxError, as `new RegExp` would, for text that is no ECMAScript pattern with or without `u`.
 */
export function linearPattern(pattern: string): LinearPattern {
  let hit = cache.get(pattern);
  if (hit) {
    cache.delete(pattern);
    cache.set(pattern, hit);
    return hit;
  }
  hit = build(pattern);
  cache.set(pattern, hit);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return hit;
}
linearPattern.code = "linearPattern";
