/**
 * Inert regions of a text, found once per text: what Markdown shows as code or quotes, or hides (`codeRanges`),
 * and the reasoning spans models write into visible text (`thinkRanges`, `THINK_TAGS`); `inRanges` asks
 * whether a position lies in one (the kit's `inRanges`). Moved here from the grammar kit: only the host uses it.
 */
import type { Range } from "@pi-tool-repair/grammar-kit";
import { inRanges,BACKTICK, BANG, CLOSE_PAREN, COLON, CR, DOT, GREATER_THAN, LF, LOWER_C, LOWER_D, LOWER_P, LOWER_R, LOWER_T, MINUS, PIPE, PLUS, SLASH, SPACE, STAR, TAB, TILDE, UPPER_A, UPPER_Z, isDigit } from "@pi-tool-repair/grammar-kit";

/** `text.indexOf(literal, from)`, or the text's length when it does not occur. */
function indexOrEnd(text: string, literal: string, from: number): number {
  const at = text.indexOf(literal, from);
  return at < 0 ? text.length : at;
}

/** The end of the line at `i` (its `\n`, or the text's end). */
function lineEnd(text: string, i: number): number {
  const e = text.indexOf("\n", i);
  return e < 0 ? text.length : e;
}

/** Whether `text[p, le)` holds only spaces, tabs and a carriage return. */
function blankFrom(text: string, p: number, le: number): boolean {
  for (let i = p; i < le; i++) {
    const c = text.charCodeAt(i);
    if (c !== SPACE && c !== TAB && c !== CR) return false;
  }
  return true;
}

/** A list item marker at `p` (`-`, `+`, `*`, or 1–9 digits and `.`/`)`, then a space, a tab or the line end): its width, else 0. */
function listMarker(text: string, p: number, le: number): number {
  const c = text.charCodeAt(p);
  let q = p;
  if (c === MINUS || c === PLUS || c === STAR) q = p + 1;
  else {
    while (q < le && q - p < 9 && isDigit(text.charCodeAt(q))) q++;
    if (q === p) return 0;
    const d = text.charCodeAt(q);
    if (d !== DOT && d !== CLOSE_PAREN) return 0;
    q++;
  }
  const after = text.charCodeAt(q);
  return q >= le || after === SPACE || after === TAB || after === CR ? q - p : 0;
}

/** A GFM table delimiter row in `text[p, le)`: only `|`, `-`, `:` and blanks, with a `-` and a `|`. */
function delimiterRow(text: string, p: number, le: number): boolean {
  let dash = false;
  let pipe = false;
  for (let i = p; i < le; i++) {
    const c = text.charCodeAt(i);
    if (c === MINUS) dash = true;
    else if (c === PIPE) pipe = true;
    else if (c !== COLON && c !== SPACE && c !== TAB && c !== CR) return false;
  }
  return dash && pipe;
}

/** Whether `text` at `i` starts with the lowercase ASCII `word`, ignoring case. */
function startsWithFolded(text: string, i: number, word: string): boolean {
  if (i + word.length > text.length) return false;
  for (let k = 0; k < word.length; k++) {
    let c = text.charCodeAt(i + k);
    if (c >= UPPER_A && c <= UPPER_Z) c += 32;
    if (c !== word.charCodeAt(k)) return false;
  }
  return true;
}

/** HTML elements whose content is code: `<code>…</code>`, `<pre>…</pre>`. */
const HTML_CODE = ["code", "pre"] as const; // htmlRegions looks at their first letters (c, p) first
/**
 * HTML elements that hide or fold what they hold: `<details>` (folded), and `<thinking>` / `<reasoning>`
 * (reasoning written as plain tags, which chat UIs fold or hide; no model's own reasoning token, so unlike
 * `THINK_TAGS` no grammar's `inThinking` reaches into them).
 */
const HTML_HIDDEN = ["details", "thinking", "reasoning"] as const; // htmlRegions looks at their first letters (d, t, r) first

/**
 * Inert regions as Markdown (CommonMark, with GFM tables) shows them: text that is displayed, quoted or
 * explained, never a call the model makes. Sorted, disjoint ranges of:
 * - fenced code blocks (``` or ~~~ at a line start, also indented inside a list item; closed by a fence of
 *   the same character at least as long, else running to the end of the text);
 * - indented code blocks (4 columns past the enclosing list item's content, after a blank line or at the
 *   start of the text; a tab counts to the next multiple of 4), running over blank lines and lines as indented;
 * - block quotes (a line starting with `>`, and the lines that lazily continue it up to a blank line);
 * - tables: a line starting with `|`, and a GFM table (a header line with a `|` — with or without a leading
 *   pipe —, a delimiter row such as `--- | ---`, and every line after it up to a blank line, leading pipe or not);
 * - inline code (a run of n backticks closed by the next run of exactly n, not across the blocks above);
 * - HTML `<code>…</code>` and `<pre>…</pre>` (case-insensitive; unclosed: to the end of the text);
 * - hidden and folded HTML, outside the regions above: comments `<!-- … -->` (up to the first `-->`), and
 *   `<details>`, `<thinking>`, `<reasoning>` (case-insensitive, with attributes; nested ones counted). Unclosed,
 *   each runs to the end of the text: a browser hides everything after an unclosed comment or element.
 * Linear: each line is looked at once, each backtick run once, and the HTML pass jumps over what it covers.
 */
export function codeRanges(text: string): Range[] {
  const n = text.length;
  const blocks: Range[] = [];
  type Run = { start: number; len: number };
  const runs: Run[] = [];
  /** Content columns of the list items the current line may belong to, innermost last. */
  const lists: number[] = [];
  /** Whether the previous line was paragraph text (an indented line then continues it: not code). */
  let paragraph = false;
  /** Whether the previous line belonged to a block quote (a paragraph line after it continues the quote). */
  let quote = false;
  /** Inside a table (after its delimiter row): every line up to a blank line is a row. */
  let table = false;
  /**
   * The previous line when it was paragraph text (`headerStart` -1 otherwise): a table's header, if it holds a
   * `|` (looked for only when a delimiter row follows it) — its start, the start of its text, its end, and how
   * many backtick runs came before it.
   */
  let headerStart = -1;
  let headerFrom = 0;
  let headerEnd = 0;
  let headerRuns = 0;
  /** The end of the last line that started with `|` (a table's header when a delimiter row follows it). */
  let pipeRowEnd = -2;
  /** The next backtick at or after the last line that asked (the text's length when none). */
  let nextTick = -1;
  let ls = 0;
  while (ls < n) {
    const le = lineEnd(text, ls);
    let p = ls;
    let col = 0;
    /** The character at `p` (read once: the checks below look at it before reading the line further). */
    let c = text.charCodeAt(p);
    while (p < le && (c === SPACE || c === TAB)) {
      col += c === SPACE ? 1 : 4 - (col % 4);
      c = text.charCodeAt(++p);
    }
    // past the indentation, the line is blank when it ends there or holds only a carriage return and blanks
    if (p >= le || (c === CR && blankFrom(text, p + 1, le))) {
      paragraph = false;
      quote = false;
      table = false;
      headerStart = -1;
      ls = le + 1;
      continue;
    }
    if (!paragraph) while (lists.length > 0 && col < lists[lists.length - 1]!) lists.pop();
    let base = lists.length > 0 ? lists[lists.length - 1]! : 0;
    if (!paragraph && !quote && col - base >= 4) {
      // an indented code block: this line and the following ones that are blank or as indented
      const codeCol = base + 4;
      let end = le;
      let next = le + 1;
      while (next < n) {
        const e = lineEnd(text, next);
        let q = next;
        let k = 0;
        while (q < e && k < codeCol) {
          const c = text.charCodeAt(q);
          if (c === SPACE) k++;
          else if (c === TAB) k += 4 - (k % 4);
          else break;
          q++;
        }
        if (blankFrom(text, q, e)) {
          next = e + 1;
          continue;
        }
        if (k < codeCol) break;
        end = e;
        next = e + 1;
      }
      blocks.push([ls, end]);
      paragraph = false;
      ls = end + 1;
      continue;
    }
    let block = false;
    // a list item marker (it starts with `-`, `+`, `*` or a digit), possibly more than one (`- 1. text`), then what
    // starts its content
    for (;;) {
      if (col - base >= 4 || !(c === MINUS || c === PLUS || c === STAR || isDigit(c))) break;
      const w = listMarker(text, p, le);
      if (w === 0) break;
      while (lists.length > 0 && lists[lists.length - 1]! > col) lists.pop();
      let q = p + w;
      let k = col + w;
      let spaces = 0;
      while (q < le && spaces < 5) {
        const c = text.charCodeAt(q);
        if (c === SPACE) k++;
        else if (c === TAB) k += 4 - (k % 4);
        else break;
        q++;
        spaces++;
      }
      // five or more spaces after the marker: the content starts one column after it (an indented code line)
      const content = spaces >= 5 || q >= le ? col + w + 1 : k;
      lists.push(content);
      base = content;
      if (spaces >= 5 || blankFrom(text, q, le)) {
        p = le;
        c = text.charCodeAt(p);
        break;
      }
      p = q;
      c = text.charCodeAt(p);
      col = k;
      paragraph = false;
    }
    if (p < le && col - base < 4 && (c === BACKTICK || c === TILDE)) {
      let j = p;
      while (j < le && text.charCodeAt(j) === c) j++;
      const len = j - p;
      // a backtick fence's info string holds no backtick (else the line is inline code)
      if (len >= 3 && (c === TILDE || text.indexOf("`", j) < 0 || text.indexOf("`", j) >= le)) {
        let closeEnd = -1;
        let next = le + 1;
        while (next < n) {
          const e = lineEnd(text, next);
          let q = next;
          let k = 0;
          while (q < e && (text.charCodeAt(q) === SPACE || text.charCodeAt(q) === TAB) && k < base + 4) {
            k += text.charCodeAt(q) === TAB ? 4 - (k % 4) : 1;
            q++;
          }
          if (k < base + 4) {
            let r = q;
            while (r < e && text.charCodeAt(r) === c) r++;
            if (r - q >= len && blankFrom(text, r, e)) {
              closeEnd = r;
              break;
            }
          }
          next = e + 1;
        }
        const end = closeEnd < 0 ? n : closeEnd;
        blocks.push([p, end]);
        paragraph = false;
        quote = false;
        table = false;
        headerStart = -1;
        ls = lineEnd(text, end) + 1;
        continue;
      }
    }
    // a delimiter row starts with one of its characters (this saves reading the line for most lines)
    const delimiter = p < le && (c === PIPE || c === MINUS || c === COLON || c === SPACE || c === TAB || c === CR);
    if (table) block = true;
    else if (delimiter && pipeRowEnd === ls - 1 && col - base < 4 && delimiterRow(text, p, le)) {
      // a delimiter row under a `|` row: a GFM table, whose body rows need no leading pipe (up to a blank line)
      table = block = true;
    } else if (delimiter && headerStart >= 0 && col - base < 4 && delimiterRow(text, p, le) && text.indexOf("|", headerFrom) < headerEnd) {
      // a GFM table without a leading pipe: its header line (paragraph text with a `|`) is a row too; the search
      // for that `|` stops at the latest in this row, which holds one
      runs.length = headerRuns;
      blocks.push([headerStart, headerEnd]);
      table = block = true;
    } else if (p < le && col - base < 4 && (c === GREATER_THAN || c === PIPE)) {
      block = true; // `>` quote, `|` table row
      if (c === PIPE) pipeRowEnd = le;
    }
    else if (quote && paragraph) block = true; // lazy continuation of a quote
    headerStart = -1;
    if (block) {
      blocks.push([ls, le]);
      quote = quote || c === GREATER_THAN;
      paragraph = true;
      ls = le + 1;
      continue;
    }
    const runsBefore = runs.length;
    // paragraph text: its backtick runs (read from the next backtick in the text, found with a native search and
    // kept: a line without a backtick is not read character by character)
    if (nextTick < p) nextTick = indexOrEnd(text, "`", p);
    for (let i = nextTick < le ? nextTick : le; i < le; ) {
      const d = text.charCodeAt(i);
      if (d !== BACKTICK) {
        i++;
        continue;
      }
      let j = i;
      while (j < le && text.charCodeAt(j) === BACKTICK) j++;
      runs.push({ start: i, len: j - i });
      i = j;
    }
    paragraph = p < le;
    quote = false;
    headerStart = ls;
    headerFrom = p;
    headerEnd = le;
    headerRuns = runsBefore;
    ls = le + 1;
  }
  // Inline code: next[r] = index of the next run with the same length.
  const next = new Array<number>(runs.length).fill(-1);
  const lastByLen = new Map<number, number>();
  for (let r = runs.length - 1; r >= 0; r--) {
    const run = runs[r]!;
    next[r] = lastByLen.get(run.len) ?? -1;
    lastByLen.set(run.len, r);
  }
  const inline: Range[] = [];
  let r = 0;
  while (r < runs.length) {
    const close = next[r]!;
    const run = runs[r]!;
    // a closing run must not cross a block that started between them
    if (close >= 0 && !fenceBetween(blocks, run.start, runs[close]!.start)) {
      inline.push([run.start, runs[close]!.start + runs[close]!.len]);
      r = close + 1;
    } else r++;
  }
  const code = mergeRanges(blocks, inline);
  return mergeRanges(code, htmlRegions(text, code));
}

/** Whether `c` ends an HTML tag's name: `>`, a blank, a line break (and `/` when `slash`). */
function endsTagName(c: number, slash: boolean): boolean {
  return c === GREATER_THAN || c === SPACE || c === TAB || c === LF || c === CR || (slash && c === SLASH);
}

/**
 * The index in `tags` of the tag name at `i` (ASCII case folded, then the end of the name), or -1. `first` is the
 * character at `i` with bit 0x20 set (a letter folded to lowercase): only the tags that start with it are compared.
 */
function tagAt(text: string, i: number, tags: readonly string[], slash: boolean, first: number): number {
  for (let t = 0; t < tags.length; t++) {
    const tag = tags[t]!;
    if (tag.charCodeAt(0) === first && startsWithFolded(text, i, tag) && endsTagName(text.charCodeAt(i + tag.length), slash)) return t;
  }
  return -1;
}

/** After `</tag` at `j`: the end of the closer (blanks, then `>`), or -1. */
function closerEnd(text: string, j: number): number {
  let q = j;
  while (q < text.length && (text.charCodeAt(q) === SPACE || text.charCodeAt(q) === TAB || text.charCodeAt(q) === LF || text.charCodeAt(q) === CR)) q++;
  return text.charCodeAt(q) === GREATER_THAN ? q + 1 : -1;
}

/**
 * HTML outside `code` (sorted, disjoint): `<code>`/`<pre>` elements, comments, and the elements that hide or
 * fold what they hold (`HTML_HIDDEN`, nested ones counted). One forward pass over the `<`s: a code element or a
 * comment is jumped over at once, and each hidden element is pushed and popped once.
 */
function htmlRegions(text: string, code: readonly Range[]): Range[] {
  const out: Range[] = [];
  const n = text.length;
  /** The first code range that ends after `i`, and where it starts and ends (`n`, `n` past the last one). */
  let k = 0;
  let codeStart = code.length > 0 ? code[0]![0] : n;
  let codeEnd = code.length > 0 ? code[0]![1] : n;
  /** The hidden elements open at `i`, innermost last (indexes in HTML_HIDDEN), how many of each, and where the outermost began. */
  const open: number[] = [];
  const count = HTML_HIDDEN.map(() => 0);
  let start = -1;
  let i = text.indexOf("<");
  while (i >= 0 && i < n) {
    while (codeEnd <= i) {
      k++;
      codeStart = k < code.length ? code[k]![0] : n;
      codeEnd = k < code.length ? code[k]![1] : n;
    }
    if (codeStart <= i) {
      i = text.indexOf("<", codeEnd);
      continue;
    }
    let next = i + 1;
    const c1 = text.charCodeAt(i + 1);
    // most `<` start nothing here: one look at the next character (a letter folded) before the tag comparisons
    const first = c1 | 0x20;
    if (c1 === BANG) {
      if (text.startsWith("--", i + 2)) {
        // a comment, up to the first `-->` (so `<!-->` and `<!--->` are closed, as in HTML); unclosed: to the end
        const close = text.indexOf("-->", i + 2);
        next = close < 0 ? n : close + 3;
        if (open.length === 0) out.push([i, next]);
      }
    } else if (c1 === SLASH) {
      const t = open.length > 0 ? tagAt(text, i + 2, HTML_HIDDEN, false, text.charCodeAt(i + 2) | 0x20) : -1;
      const end = t >= 0 && count[t]! > 0 ? closerEnd(text, i + 2 + HTML_HIDDEN[t]!.length) : -1;
      if (end >= 0) {
        // the closer ends its element and every element opened inside it (as an HTML parser does)
        for (let popped = -1; popped !== t; ) count[(popped = open.pop()!)]!--;
        if (open.length === 0) out.push([start, end]);
        next = end;
      }
    } else if (first < LOWER_C || first > LOWER_T) {
      // not the first letter of a tag looked for (c, d, p, r, t): the most common case, two comparisons
    } else if (first === LOWER_C || first === LOWER_P) {
      const t = tagAt(text, i + 1, HTML_CODE, false, first);
      if (t >= 0) {
        // the closer: `</tag` then optional whitespace and `>`; unclosed: to the end
        const tag = HTML_CODE[t]!;
        let end = n;
        for (let j = text.indexOf("</", i + 1 + tag.length); j >= 0; j = text.indexOf("</", j + 2)) {
          if (!startsWithFolded(text, j + 2, tag)) continue;
          const e = closerEnd(text, j + 2 + tag.length);
          if (e >= 0) {
            end = e;
            break;
          }
        }
        if (open.length === 0) out.push([i, end]);
        next = end;
      }
    } else if (first === LOWER_D || first === LOWER_T || first === LOWER_R) {
      const t = tagAt(text, i + 1, HTML_HIDDEN, true, first);
      if (t >= 0) {
        if (open.length === 0) start = i;
        open.push(t);
        count[t]!++;
      }
    }
    i = next >= n ? -1 : text.indexOf("<", next);
  }
  // an element never closed hides the rest of the text, as in HTML
  if (open.length > 0) out.push([start, n]);
  return out;
}

function fenceBetween(fences: readonly Range[], a: number, b: number): boolean {
  // binary search the first fence starting after a
  let lo = 0;
  let hi = fences.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (fences[mid]![0] <= a) lo = mid + 1;
    else hi = mid;
  }
  return lo < fences.length && fences[lo]![0] < b;
}

function mergeRanges(a: readonly Range[], b: readonly Range[]): Range[] {
  const all = [...a, ...b].sort((x, y) => x[0] - y[0]);
  const out: Range[] = [];
  for (const r of all) {
    const last = out[out.length - 1];
    if (last && r[0] < last[1]) {
      if (r[1] > last[1]) out[out.length - 1] = [last[0], r[1]];
    } else out.push(r);
  }
  return out;
}

/** Opening and closing tags of reasoning spans that models write into the visible text. */
export const THINK_TAGS: readonly (readonly [open: string, close: string])[] = [
  ["<think>", "</think>"],
  ["<seed:think>", "</seed:think>"],
  ["[THINK]", "[/THINK]"],
  ["<|START_THINKING|>", "<|END_THINKING|>"],
];

/**
 * Reasoning spans in visible text, outside code. A span opened and never closed runs to the end of the
 * text (a call written there was never committed). One pass per tag pair, or none with a `search` that
 * knows the tags' positions (a `ForwardSearch` given them).
 */
export function thinkRanges(text: string, code: readonly Range[], search: { indexOf(literal: string, from: number): number } = text): Range[] {
  const out: Range[] = [];
  for (const [open, close] of THINK_TAGS) {
    let from = 0;
    for (;;) {
      const a = search.indexOf(open, from);
      if (a < 0) break;
      if (inRanges(code, a)) {
        from = a + open.length;
        continue;
      }
      const b = search.indexOf(close, a + open.length);
      const end = b < 0 ? text.length : b + close.length;
      out.push([a, end]);
      from = end;
      if (b < 0) break;
    }
  }
  return mergeRanges(out, []);
}
