/** Inert regions (code, quotes, hidden HTML) and reasoning spans. */
import { MarkerSet } from "./markers.js";
import { inRanges } from "@pi-tool-repair/grammar-kit";
import { THINK_TAGS, codeRanges, thinkRanges } from "./regions.js";
import { ForwardSearch } from "./search.js";

describe("codeRanges", () => {
  it("finds fenced blocks and inline code", () => {
    const text = "a `x` b\n```json\n{<tool_call>}\n```\nafter ``y ` z`` end";
    const ranges = codeRanges(text);
    expect(ranges.map(([s, e]) => text.slice(s, e))).toEqual(["`x`", "```json\n{<tool_call>}\n```", "``y ` z``"]);
    expect(inRanges(ranges, text.indexOf("<tool_call>"))).toBe(true);
    expect(inRanges(ranges, text.indexOf("after"))).toBe(false);
  });
  it("runs an unclosed fence to the end and leaves an unmatched backtick literal", () => {
    const text = "x ` y\n```\nopen";
    expect(codeRanges(text)).toEqual([[6, text.length]]);
  });
  it("closes a fence only with a fence of the same character at least as long", () => {
    const text = "````\n```\nstill code\n````\nout";
    expect(codeRanges(text).map(([s, e]) => text.slice(s, e))).toEqual(["````\n```\nstill code\n````"]);
  });
});

describe("codeRanges: Markdown's other inert regions", () => {
  const spans = (text: string) => codeRanges(text).map(([s, e]) => text.slice(s, e));
  it.each([
    ["a fence in a list item", "- a\n    ```\n    x\n    ```\nout", ["```\n    x\n    ```"]],
    ["an indented code block, blank lines inside, ends before a margin line", "p\n\n    a\n\n    b\nout", ["    a\n\n    b"]],
    ["a tab indents code", "\tcode\nout", ["\tcode"]],
    ["no indented code inside a paragraph", "p\n    not code", []],
    ["a list item's paragraph needs 4 more columns to be code", "- a\n\n  para\n\n      code", ["      code"]],
    ["a block quote and its lazy line, up to a blank line", "> q\nlazy\n\nout", ["> q", "lazy"]],
    ["a table row", "x\n| a | b |\ny", ["| a | b |"]],
    ["a table without leading pipes, up to a blank line", "p\na | b\n--- | :-:\nx | `y`\nz\n\nout `q`", ["a | b", "--- | :-:", "x | `y`", "z", "`q`"]],
    ["a pipe without a delimiter row is prose", "a | b\nc", []],
    ["a delimiter row after a line without a pipe is prose", "a `b` c\n--- | ---\nd `e`", ["`b`", "`e`"]],
    ["the header's pipe may sit after a list marker: the header line is a row, its backticks too", "- a `x` | b\n  --- | ---", ["- a `x` | b", "  --- | ---"]],
    ["<code> and <PRE>", "a <code>x</code> b <PRE class=q>y</pre > c", ["<code>x</code>", "<PRE class=q>y</pre >"]],
    ["<code> inside inline code is not HTML", "use `<code>` tags <b>", ["`<code>`"]],
    ["an unclosed <pre> runs to the end", "a <pre>x\ny", ["<pre>x\ny"]],
    ["<codex> is not <code>", "<codex>a</codex>", []],
    ["a backtick fence's info string holds no backtick", "```a`b```\nx", ["```a`b```"]],
    ["a piped header and delimiter row: body rows need no leading pipe, up to a blank line", "| a | b |\n| --- | --- |\nqwen | <x> |\nz\n\nout", ["| a | b |", "| --- | --- |", "qwen | <x> |", "z"]],
    ["a piped header, a delimiter row without pipes at the ends", "| a | b |\n--- | ---\nqwen | <x>\n\nout", ["| a | b |", "--- | ---", "qwen | <x>"]],
    ["a pipe row followed by a non-delimiter line: that line is prose", "| a | b |\nqwen | <x> |", ["| a | b |"]],
    ["a delimiter row after a list marker and a carriage return", "| a | b |\n- \r--- | ---\nx", ["| a | b |", "- \r--- | ---", "x"]],
    ["a delimiter row after a list marker and a tab", "a | b\n-\t--- | ---\nc", ["a | b", "-\t--- | ---", "c"]],
    ["blank lines of blanks and carriage returns, then indented code in a list", "  \t\r\n\t  \n   - a\n\r\n    code\r\n", ["    code\r"]],
    ["hidden elements in any case", "<DETAILS>a</details>b <Thinking x>c</THINKING >d <Reasoning/>e</reasoning>", ["<DETAILS>a</details>", "<Thinking x>c</THINKING >", "<Reasoning/>e</reasoning>"]],
    ["tags that start with a looked-for letter but are none of them", "<tool>a</tool> <data> <response> <table> <Code> <thinker>", ["<Code> <thinker>"]],
    ["HTML in a quote or in code is not HTML", "> <details>\nq\n\n<details>x</details> y `<!--` x <!-- y --> z `</details>`", ["> <details>", "q", "<details>x</details>", "`<!--`", "<!-- y -->", "`</details>`"]],
    ["fences before, inside and after HTML", "```\n<pre>\n```\n<pre>a</pre> <details>\n```\n</details>\n```\n</details> t", ["```\n<pre>\n```", "<pre>a</pre>", "<details>\n```\n</details>\n```\n</details>"]],
  ])("%s", (_name, text, expected) => {
    expect(spans(text)).toEqual(expected);
  });
});

describe("codeRanges: hidden and folded HTML", () => {
  const spans = (text: string) => codeRanges(text).map(([s, e]) => text.slice(s, e));
  it.each([
    ["a comment", "a <!-- <x> --> b", ["<!-- <x> -->"]],
    ["a comment ends at its first -->", "<!-- a --> b --> c", ["<!-- a -->"]],
    ["<!--> and <!---> are closed comments, as in HTML", "<!--> a <!---> b", ["<!-->", "<!--->"]],
    ["an unclosed comment runs to the end", "a <!-- b\n\nc", ["<!-- b\n\nc"]],
    ["<!x> and <!- are no comments", "<!DOCTYPE html> <!- x", []],
    ["<details>, any case, with attributes", "a <DETAILS open><summary>s</summary>x</Details > b", ["<DETAILS open><summary>s</summary>x</Details >"]],
    ["nested <details> count", "<details>a<details>b</details>c</details>d", ["<details>a<details>b</details>c</details>"]],
    ["an unclosed <details> runs to the end", "a <details>\n\nb</detail>", ["<details>\n\nb</detail>"]],
    ["<thinking> and <reasoning>", "<thinking>a</thinking> b <reasoning>c</reasoning> d", ["<thinking>a</thinking>", "<reasoning>c</reasoning>"]],
    ["a closer ends the elements opened inside it", "<details><thinking>a</details>b", ["<details><thinking>a</details>"]],
    ["a closer of an element not open is text", "</details>a<thinking>b</thinking>", ["<thinking>b</thinking>"]],
    ["a commented closer does not close", "<details><!-- </details> -->a</details>b", ["<details><!-- </details> -->a</details>"]],
    ["a closer in inline code does not close", "<details>`</details>`a</details>b", ["<details>`</details>`a</details>"]],
    ["tags in code are text", "`<details>` and `<!--` then <x>", ["`<details>`", "`<!--`"]],
    ["<detailsx> and <thinker> are other tags", "<detailsx>a</detailsx><thinker>b", []],
    ["<details/> opens (HTML ignores the slash)", "<details/>a", ["<details/>a"]],
  ])("%s", (_name, text, expected) => {
    expect(spans(text)).toEqual(expected);
  });

  it("stays linear: unclosed openers and closers of every kind, 100 000 each", () => {
    const texts = ["<!--", "<details>", "<thinking>", "</details>", "<details></thinking>", "<code>", "<!"].map((u) => u.repeat(100_000));
    const started = performance.now();
    for (const text of texts) codeRanges(text);
    expect(performance.now() - started).toBeLessThan(10_000); // a linearity guard, not a speed figure: well under 1 s here, a quadratic walk takes minutes
  });
});

describe("thinkRanges", () => {
  it("marks reasoning spans outside code; an unclosed one runs to the end", () => {
    const text = "<think>plan</think> do `<think>` [THINK]x";
    const ranges = thinkRanges(text, codeRanges(text));
    expect(ranges.map(([s, e]) => text.slice(s, e))).toEqual(["<think>plan</think>", "[THINK]x"]);
  });

  it("reads the tags' positions from a search that knows them, with the same spans", () => {
    const text = "a <think>x</think> `<seed:think>` <seed:think>y [THINK]z[/THINK]";
    const set = new MarkerSet(THINK_TAGS.flat());
    const search = new ForwardSearch(text, { literals: new Set(set.markers), positions: set.find(text) });
    const spans = (r: readonly (readonly [number, number])[]) => r.map(([s, e]) => text.slice(s, e));
    expect(spans(thinkRanges(text, codeRanges(text), search))).toEqual(["<think>x</think>", "<seed:think>y [THINK]z[/THINK]"]);
    expect(thinkRanges(text, codeRanges(text), search)).toEqual(thinkRanges(text, codeRanges(text)));
  });
});
