/**
 * Inert wrappers for the property tests: each puts a text where Markdown shows it and nothing runs it
 * (a fence, an indented code block, a fence inside a list item, a block quote, HTML `<code>`/`<pre>`,
 * table rows). `fits` says whether a text can be wrapped that way at all (a `<pre>` cannot hold `</pre>`).
 */
export interface Wrapper {
  name: string;
  fits(text: string): boolean;
  wrap(text: string): string;
}

/** The longest run of `ch` in `text`. */
function longestRun(text: string, ch: string): number {
  let best = 0;
  let run = 0;
  for (const c of text) {
    run = c === ch ? run + 1 : 0;
    if (run > best) best = run;
  }
  return best;
}

/** A fence of `ch` longer than any run of it in `text` (at least 3). */
function fenceFor(text: string, ch: "`" | "~"): string {
  return ch.repeat(Math.max(3, longestRun(text, ch) + 1));
}

const indent = (text: string, by: string) =>
  text
    .split("\n")
    .map((l) => by + l)
    .join("\n");

const always = () => true;

export const WRAPPERS: readonly Wrapper[] = [
  { name: "a ``` fence", fits: always, wrap: (t) => `Example:\n${fenceFor(t, "`")}xml\n${t}\n${fenceFor(t, "`")}\nDone.` },
  { name: "a ~~~ fence", fits: always, wrap: (t) => `Example:\n${fenceFor(t, "~")}\n${t}\n${fenceFor(t, "~")}\nDone.` },
  { name: "an indented code block (4 spaces)", fits: always, wrap: (t) => `Example:\n\n${indent(t, "    ")}\n\nDone.` },
  { name: "an indented code block (a tab)", fits: always, wrap: (t) => `Example:\n\n${indent(t, "\t")}\n\nDone.` },
  { name: "a fence in a numbered list item", fits: always, wrap: (t) => `1. Example:\n\n   ${fenceFor(t, "`")}\n${indent(t, "   ")}\n   ${fenceFor(t, "`")}\n2. Next.` },
  { name: "a fence in a bullet list item, 4 spaces in", fits: always, wrap: (t) => `- Example:\n    ${fenceFor(t, "~")}\n${indent(t, "    ")}\n    ${fenceFor(t, "~")}\n- Next.` },
  { name: "a block quote", fits: always, wrap: (t) => `They wrote:\n\n${indent(t, "> ")}\n\nDone.` },
  { name: "<code>", fits: (t) => !/<\/code/i.test(t), wrap: (t) => `Use <code>${t}</code> for that.` },
  { name: "<pre>", fits: (t) => !/<\/pre/i.test(t), wrap: (t) => `<pre>\n${t}\n</pre>\nDone.` },
  { name: "table rows", fits: always, wrap: (t) => `| call | note |\n|---|---|\n${t.split("\n").map((l) => `| ${l} | x |`).join("\n")}\n\nDone.` },
  // a table without leading pipes: its rows run up to the blank line (blank lines of the text would end it)
  { name: "a table without leading pipes", fits: (t) => !/\n\s*\n/.test(t), wrap: (t) => `call | note\n--- | ---\n${t} | x\n\nDone.` },
];
