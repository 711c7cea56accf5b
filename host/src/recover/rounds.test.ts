import { describe, expect, it } from "vitest";
import { createHost } from "../host.js";
import { defineGrammar } from "../plugins/define.js";
import { assistantMessage, visibleText } from "../testing.js";

/**
 * `<call>NAME` … `</call>`: a block whose closer is missing counts only at the end of the text (as the families'
 * "closer missing at the end of the reply" rule). So `<call>a<call>b</call>` reads `b` first; with `b` stripped,
 * `<call>a` ends the text and reads in the next round.
 */
const calls = defineGrammar({
  name: "calls",
  host: "^1.0.0",
  markers: ["<call>"],
  scan(text, at) {
    const from = at + "<call>".length;
    let end = from;
    while (end < text.length && /[a-z]/.test(text[end]!)) end++;
    if (end === from) return undefined;
    const name = text.slice(from, end);
    if (text.startsWith("</call>", end)) return { end: end + "</call>".length, calls: [{ name, arguments: {} }] };
    return end === text.length ? { end, calls: [{ name, arguments: {} }] } : undefined;
  },
});

function run(text: string, blocks?: string[]): { names: string[]; text: string } {
  const host = createHost().use(calls);
  const ctx = host.context({ config: { grammar: { enabled: true, mode: "recover", requireKnownTool: false } } });
  const message = blocks ? assistantMessage("", { content: blocks.map((t) => ({ type: "text" as const, text: t })) }) : assistantMessage(text);
  const r = host.processMessage(message, ctx);
  return { names: r.recovered.map((c) => c.name), text: visibleText(r.message) };
}

describe("calls found in later rounds run in the order they were written", () => {
  it.each<[string, string, string[]]>([
    ["a block read only once the next one is stripped comes first", "<call>a<call>b</call>", ["a", "b"]],
    ["three deep: each read a round later, all in written order", "<call>a<call>b<call>c</call>", ["a", "b", "c"]],
    ["prose before, and a call after them read in the first round", "Now:\n<call>a<call>b</call>\n<call>c</call>", ["a", "b", "c"]],
    ["one round only: round order is written order", "<call>a</call> <call>b</call>", ["a", "b"]],
  ])("%s", (_name, text, names) => {
    expect(run(text).names).toEqual(names);
  });

  it("the same across adjacent text blocks (scanned joined), each block's calls in its own written order", () => {
    // block 2's `c` reads in the second round, after its `d` was stripped
    expect(run("", ["x <call>b</call>", "<call>c<call>d</call>"]).names).toEqual(["b", "c", "d"]);
  });
});
