import { ForwardSearch, MarkerSet, THINK_TAGS, codeRanges, inRanges, mergeAscending, thinkRanges } from "./scan.js";
import { parseJsonAt } from "./json.js";

/** The map `find` returns, its position lists as plain arrays. */
const plain = (found: ReadonlyMap<string, ArrayLike<number>>) => [...found].map(([m, at]) => [m, Array.from(at)]);

describe("MarkerSet", () => {
  it("finds every marker in one pass, overlapping ones included", () => {
    const set = new MarkerSet(["<tool_call>", "<tool", "[TOOL_CALLS]"]);
    expect(plain(set.find("a <tool_call>{} [TOOL_CALLS] <tool"))).toEqual([
      ["<tool_call>", [2]],
      ["<tool", [2, 29]],
      ["[TOOL_CALLS]", [16]],
    ]);
    expect(set.find("plain prose").size).toBe(0);
  });

  it("agrees with a naive search at every position (same positions, same map order)", () => {
    // `<` has more children than a node searches in order (the map path), `[` and `f` fewer
    const markers = ["<tool_call>", "<tool", "<", "[TOOL_CALLS]", "[", "{", "functools", "fun", "<｜DSML｜", "``", "aa", ..."abcdefghij".split("").map((c) => `<${c}x`)];
    const set = new MarkerSet(markers);
    const naive = (text: string) => {
      const found = new Map<string, number[]>();
      const byLength = [...markers].sort((a, b) => b.length - a.length);
      for (let i = 0; i < text.length; i++) {
        for (const m of byLength) {
          if (!text.startsWith(m, i)) continue;
          if (!found.has(m)) found.set(m, []);
          found.get(m)!.push(i);
        }
      }
      return [...found];
    };
    const pieces = ["<", "tool", "_call>", "[", "TOOL_CALLS]", "{", "fun", "ctools", "｜DSML｜", "`", "a", " ", "x", "c", "j", "<ex"];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let k = 0; k < 300; k++) {
      let text = "";
      const len = next() % 40;
      for (let j = 0; j < len; j++) text += pieces[next() % pieces.length];
      expect(plain(set.find(text)), text).toEqual(naive(text));
    }
  });

  it("hands out each list as a view of one typed array, so half a million hits allocate no large array of numbers", () => {
    const found = new MarkerSet(["[", "[TOOL_CALLS]", "{"]).find("[[{[TOOL_CALLS]{");
    const lists = [...found.values()];
    expect(lists.every((l) => l instanceof Int32Array && l.buffer === (lists[0] as Int32Array).buffer)).toBe(true);
    expect(plain(found)).toEqual([
      ["[", [0, 1, 3]],
      ["{", [2, 15]],
      ["[TOOL_CALLS]", [3]],
    ]);
  });

  it("findAfter gives find's answer for a text made of pieces of an earlier one (markers cut, moved, made at seams)", () => {
    const markers = ["<tool_call>", "<tool", "<", "[TOOL_CALLS]", "[", "{", "functools", "fun", "< |", "aa", "</x>"];
    const set = new MarkerSet(markers);
    const atoms = ["<", "tool", "_call>", "[", "TOOL_CALLS]", "{", "fun", "ctools", " ", "|", "a", "x", "\n", "</", "x>"];
    let seed = 3;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    const plainOf = (m: ReadonlyMap<string, ArrayLike<number>>) => [...m].map(([k, v]) => [k, Array.from(v)]);
    for (let k = 0; k < 400; k++) {
      let prev = "";
      for (let j = next() % 200; j > 0; j--) prev += atoms[next() % atoms.length];
      // keep stretches of prev, in order, with new text (a space, a replacement, nothing) written between them
      const pieces: { from: number; to: number; at: number }[] = [];
      let text = next() % 4 === 0 ? atoms[next() % atoms.length]! : "";
      let at = 0;
      while (at < prev.length) {
        const from = Math.min(prev.length, at + (next() % 6));
        const to = Math.min(prev.length, from + (next() % 60)); // long pieces: the seams are searched, not the text
        if (to > from) {
          pieces.push({ from, to, at: text.length });
          text += prev.slice(from, to);
        }
        const gap = next() % 3;
        if (gap === 1) text += " ";
        else if (gap === 2) text += atoms[next() % atoms.length];
        at = to + 1;
      }
      // a trimmed start and end: the new text is a stretch of what was joined
      const cutStart = next() % 3 === 0 ? Math.min(text.length, 1) : 0;
      const cutEnd = next() % 3 === 0 ? Math.max(cutStart, text.length - 1) : text.length;
      const final = text.slice(cutStart, cutEnd);
      const moved = pieces.map((p) => ({ ...p, at: p.at - cutStart }));
      expect(plainOf(set.findAfter(set.find(prev), moved, final)), `${JSON.stringify(prev)} → ${JSON.stringify(final)}`).toEqual(plainOf(set.find(final)));
    }
  });

  it("longestAt: the longest marker starting at a position", () => {
    const set = new MarkerSet(["<tool_call>", "<tool", "[TOOL_CALLS]"]);
    expect([set.longestAt("a <tool_call>", 2), set.longestAt("a <tool_", 2), set.longestAt("a <to", 2), set.longestAt("x", 5)]).toEqual([11, 5, 0, 0]);
  });
});

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
    expect(performance.now() - started).toBeLessThan(2000);
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

describe("ForwardSearch", () => {
  it("answers like indexOf", () => {
    const text = "a</x> b </x>";
    const s = new ForwardSearch(text);
    for (const from of [0, 1, 2, 5, 6, 8, 9, 12]) expect(s.indexOf("</x>", from)).toBe(text.indexOf("</x>", from));
    expect(s.indexOf("</y>", 0)).toBe(-1);
    expect(s.indexOf("</y>", 3)).toBe(-1);
  });

  it("answers like indexOf for queries in any order (forward runs, jumps back, overlapping literals)", () => {
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let k = 0; k < 200; k++) {
      let text = "";
      for (let j = next() % 60; j > 0; j--) text += ["aa", "a", "b", "</x>", "</", "x>"][next() % 6];
      const s = new ForwardSearch(text);
      for (let q = 0; q < 40; q++) {
        const literal = ["aa", "a", "</x>", "ab", "x>x"][next() % 5]!;
        const from = next() % (text.length + 2);
        expect(s.indexOf(literal, from), `${JSON.stringify(text)} ${literal} ${from}`).toBe(text.indexOf(literal, from));
      }
    }
  });

  it("answers a known literal from its positions, and like indexOf (absent ones at once, others by searching)", () => {
    let seed = 5;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    const set = new MarkerSet(["</x>", "aa", "</y>"]);
    for (let k = 0; k < 200; k++) {
      let text = "";
      for (let j = next() % 60; j > 0; j--) text += ["aa", "a", "b", "</x>", "</", "x>"][next() % 6];
      const s = new ForwardSearch(text, { literals: new Set(set.markers), positions: set.find(text) });
      for (let q = 0; q < 40; q++) {
        const literal = ["aa", "a", "</x>", "</y>", "x>x"][next() % 5]!;
        const from = [-3, 1.5, text.length + 4][q % 9] ?? next() % (text.length + 2);
        expect(s.indexOf(literal, from), `${JSON.stringify(text)} ${literal} ${from}`).toBe(text.indexOf(literal, from));
      }
    }
  });

  it("reads nothing of the text for a known literal: the answer comes from the positions it was given", () => {
    // positions that are not the text's (it holds `</x>` at 2 and `</y>` at 7) show where the answer came from
    const s = new ForwardSearch("a </x> </y> b", { literals: new Set(["</x>", "</y>"]), positions: new Map([["</x>", [4, 9]]]) });
    expect([s.indexOf("</x>", 0), s.indexOf("</x>", 5), s.indexOf("</x>", 10), s.indexOf("</y>", 0), s.indexOf("b", 0)]).toEqual([4, 9, -1, -1, 12]);
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

describe("mergeAscending", () => {
  const merge = (lists: number[][], values?: number[][]) => {
    const m = mergeAscending(lists, values);
    return { at: Array.from(m.at), values: m.values && Array.from(m.values) };
  };
  it.each([
    { lists: [], at: [] },
    { lists: [[3, 9]], at: [3, 9] },
    { lists: [[1, 5], [2, 6], [0, 7]], at: [0, 1, 2, 5, 6, 7] },
    { lists: [[4], [], [1, 2, 3], [8], [0, 9]], at: [0, 1, 2, 3, 4, 8, 9] },
  ])("merges $lists", ({ lists, at }) => {
    expect(merge(lists)).toEqual({ at, values: undefined });
  });
  it("carries each position's value, the earlier list's first at equal positions", () => {
    expect(merge([[2, 5], [2, 3], [5]], [[10, 11], [20, 21], [30]])).toEqual({ at: [2, 2, 3, 5, 5], values: [10, 20, 21, 11, 30] });
    expect(merge([], [])).toEqual({ at: [], values: [] });
  });
  it("equals a sort of every position, on random lists", () => {
    let seed = 7;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648) % n);
    for (let round = 0; round < 50; round++) {
      const lists = Array.from({ length: 1 + rnd(23) }, () => Array.from({ length: rnd(12) }, () => rnd(100)).sort((a, b) => a - b));
      const values = lists.map((l, i) => l.map((_, k) => i * 1000 + k));
      const expected = lists.flatMap((l, i) => l.map((p, k) => [p, i * 1000 + k] as const)).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      expect(merge(lists, values)).toEqual({ at: expected.map((e) => e[0]), values: expected.map((e) => e[1]) });
    }
  });
});
