/**
 * Named UTF-16 code units and the character sets the scanners test them against. The sets differ on purpose:
 * each predicate says in one line which text it reads and why its set is what it is. Plain numeric constants
 * (V8 inlines them): a scanner reads `c === OPEN_BRACE` at the speed of `c === 0x7b`.
 */

/** `\t` */
export const TAB = 0x09;
/** `\n` */
export const LF = 0x0a;
/** `\v` (vertical tab) */
export const VT = 0x0b;
/** `\f` (form feed) */
export const FF = 0x0c;
/** `\r` */
export const CR = 0x0d;
/** ` ` */
export const SPACE = 0x20;
/** `!` */
export const BANG = 0x21;
/** `"` */
export const QUOTE = 0x22;
/** `#` */
export const HASH = 0x23;
/** `$` */
export const DOLLAR = 0x24;
/** `&` */
export const AMPERSAND = 0x26;
/** `'` */
export const APOSTROPHE = 0x27;
/** `(` */
export const OPEN_PAREN = 0x28;
/** `)` */
export const CLOSE_PAREN = 0x29;
/** `*` */
export const STAR = 0x2a;
/** `+` */
export const PLUS = 0x2b;
/** `,` */
export const COMMA = 0x2c;
/** `-` */
export const MINUS = 0x2d;
/** `.` */
export const DOT = 0x2e;
/** `/` */
export const SLASH = 0x2f;
/** `0` */
export const DIGIT_0 = 0x30;
/** `7` (the last octal digit) */
export const DIGIT_7 = 0x37;
/** `9` */
export const DIGIT_9 = 0x39;
/** `:` */
export const COLON = 0x3a;
/** `;` */
export const SEMICOLON = 0x3b;
/** `<` */
export const LESS_THAN = 0x3c;
/** `=` */
export const EQUALS = 0x3d;
/** `>` */
export const GREATER_THAN = 0x3e;
/** `?` */
export const QUESTION = 0x3f;
/** `@` */
export const AT_SIGN = 0x40;
/** `A` */
export const UPPER_A = 0x41;
/** `E` */
export const UPPER_E = 0x45;
/** `F` */
export const UPPER_F = 0x46;
/** `R` */
export const UPPER_R = 0x52;
/** `Z` */
export const UPPER_Z = 0x5a;
/** `[` */
export const OPEN_BRACKET = 0x5b;
/** `\` */
export const BACKSLASH = 0x5c;
/** `]` */
export const CLOSE_BRACKET = 0x5d;
/** `_` */
export const UNDERSCORE = 0x5f;
/** `` ` `` */
export const BACKTICK = 0x60;
/** `a` */
export const LOWER_A = 0x61;
/** `b` */
export const LOWER_B = 0x62;
/** `c` */
export const LOWER_C = 0x63;
/** `d` */
export const LOWER_D = 0x64;
/** `e` */
export const LOWER_E = 0x65;
/** `f` */
export const LOWER_F = 0x66;
/** `n` */
export const LOWER_N = 0x6e;
/** `p` */
export const LOWER_P = 0x70;
/** `r` */
export const LOWER_R = 0x72;
/** `t` */
export const LOWER_T = 0x74;
/** `u` */
export const LOWER_U = 0x75;
/** `z` */
export const LOWER_Z = 0x7a;
/** `{` */
export const OPEN_BRACE = 0x7b;
/** `|` */
export const PIPE = 0x7c;
/** `}` */
export const CLOSE_BRACE = 0x7d;
/** `~` */
export const TILDE = 0x7e;
/** The first code unit past ASCII. */
export const NON_ASCII = 0x80;
/** `…` (U+2026) */
export const ELLIPSIS = 0x2026;
/** U+00A0 */
export const NO_BREAK_SPACE = 0xa0;
/** U+3000 */
export const IDEOGRAPHIC_SPACE = 0x3000;
/** `｜` (U+FF5C, the fullwidth bar of DeepSeek's and DSML's tokens) */
export const FULLWIDTH_BAR = 0xff5c;

/** Space or tab: what may sit beside a marker on its line (a line break ends the line, so it is not one). */
export function isLineSpace(c: number): boolean {
  return c === SPACE || c === TAB;
}

/**
 * JSON's four insignificant whitespace characters (RFC 8259): space, tab, LF, CR; a form feed is not JSON. Also
 * what the tag layouts skip between their tags (key/value tags, dsml, kimi-k3, harmony): the same four, as their templates write.
 */
export function isJsonSpace(c: number): boolean {
  return c === SPACE || c === TAB || c === LF || c === CR;
}

/** Python's whitespace between tokens: JSON's four and the form feed, which Python's tokenizer also skips. */
export function isPythonSpace(c: number): boolean {
  return c === SPACE || c === TAB || c === LF || c === CR || c === FF;
}

/** ASCII whitespace, as `\s` matches it in ASCII: JSON's four, `\v` and `\f` (prose, where any of them separates words). */
export function isAsciiSpace(c: number): boolean {
  return c === SPACE || c === TAB || c === LF || c === CR || c === FF || c === VT;
}

/** Whitespace between words of visible text: ASCII whitespace, the no-break space and the ideographic space (CJK prose). */
export function isTextSpace(c: number): boolean {
  return isAsciiSpace(c) || c === NO_BREAK_SPACE || c === IDEOGRAPHIC_SPACE;
}

/** An ASCII digit `0`–`9` (numbers in every format the kit reads are ASCII). */
export function isDigit(c: number): boolean {
  return c >= DIGIT_0 && c <= DIGIT_9;
}

/** An ASCII letter `A`–`Z`, `a`–`z`. */
export function isAsciiLetter(c: number): boolean {
  return (c >= UPPER_A && c <= UPPER_Z) || (c >= LOWER_A && c <= LOWER_Z);
}

/** `[A-Za-z_]`: where an identifier (and a strict tool name) may start; never a digit or a sign. */
export function isIdentStart(c: number): boolean {
  return isAsciiLetter(c) || c === UNDERSCORE;
}

/** `[A-Za-z0-9_]`: an ASCII identifier's (a regex `\w`'s) characters after the first. */
export function isIdentChar(c: number): boolean {
  return isAsciiLetter(c) || isDigit(c) || c === UNDERSCORE;
}

/** A Python identifier's first character, coarsely: `[A-Za-z_]` or any non-ASCII unit (Python 3 names may be `météo`). */
export function isPythonIdentStart(c: number): boolean {
  return isIdentStart(c) || c >= NON_ASCII;
}

/** A Python identifier's later characters, coarsely: its start characters and the ASCII digits. */
export function isPythonIdentChar(c: number): boolean {
  return isPythonIdentStart(c) || isDigit(c);
}

/** `[A-Za-z0-9_.-]`: the strict tool-name characters (`isToolName`, docs/policy.md "Tool names"). */
export function isNameChar(c: number): boolean {
  return isIdentChar(c) || c === DOT || c === MINUS;
}

/**
 * The strict name characters and `:`: for layouts that end a name at a tag or a line break (glm, hunyuan,
 * k2-horizon), where a namespaced name (`server:tool`) cannot run into what follows; and tag names in raw
 * arguments (`seed:tool_call`, parseRawArguments).
 */
export function isQualifiedNameChar(c: number): boolean {
  return isNameChar(c) || c === COLON;
}

/** Zero-width characters models put between tokens: U+200B, U+200C, U+200D, U+2060, U+FEFF. Whitespace to the scanners. */
export function isZeroWidth(c: number): boolean {
  return c === 0x200b || c === 0x200c || c === 0x200d || c === 0x2060 || c === 0xfeff;
}
