/**
 * Hidden regions (issue 31, item 6): a leaked call of any family (test/properties/renderers.ts) wrapped in a
 * region that hides or folds it once rendered — an HTML comment, `<details>` (nested or not), `<thinking>`,
 * `<reasoning>`, any of them unclosed, or the body rows of a table under a piped header — never runs and is
 * never stripped, whatever the grammar (the Kimi exception for `<think>` included), in a text block or a
 * thinking block, recover or strip, known tools required or not. The control: the same rendering alone runs.
 */
import fc from "fast-check";
import type { AssistantMessage, Block, RepairContext } from "@pi-tool-repair/host";
import { PI_TOOL_SCHEMAS } from "@pi-tool-repair/preset-pi-default";
import { looksLikeSentence } from "@pi-tool-repair/grammar-kit";
import { check } from "./arbitraries.js";
import { familyOf, grammarConfig, grammarsOf, propertyHost } from "./hosts.js";
import type { Wrapper } from "./inert.js";
import { RENDERERS, type Call, type Renderer } from "./renderers.js";

const host = await propertyHost();
const loaded = new Set(grammarsOf(host).map(familyOf));
const active = RENDERERS.filter((r) => loaded.has(r.family));

const contexts: RepairContext[] = [
  host.context({ tools: PI_TOOL_SCHEMAS, config: grammarConfig("recover", false) }),
  host.context({ tools: PI_TOOL_SCHEMAS, config: grammarConfig("strip", false) }),
  host.context({ tools: PI_TOOL_SCHEMAS, config: grammarConfig("recover", true) }),
];

/** Calls of pi's tools with plain string values (no markup of any family, no line break). */
const word = fc.array(fc.constantFrom(..."abcXYZ019 _-.,:;!?/(){}数据😀"), { minLength: 1, maxLength: 10 }).map((a) => a.join("").trim() || "x");
/** A raw-content format (CWM) carries one required string field: bash's command, a text that is not a sentence (which never runs). */
const rawCalls: fc.Arbitrary<Call[]> = word.filter((v) => !looksLikeSentence(v)).map((v) => [{ name: "bash", arguments: { command: v } }]);
const callsFor = (r: Renderer): fc.Arbitrary<Call[]> =>
  r.raw ? rawCalls : fc.array(
    fc.record({ name: fc.constantFrom("bash", "read", "ls"), arguments: fc.record({ path: word }) }).map((c) => (c.name === "bash" ? { name: c.name, arguments: { command: c.arguments.path } } : c)),
    { minLength: 1, maxLength: r.multi ? 2 : 1 },
  );

const always = () => true;
const noLine = (t: string) => !t.includes("\n");

/** The hidden and folded regions (`fits`: the rendering cannot close the region early). */
const HIDDEN: readonly Wrapper[] = [
  { name: "an HTML comment", fits: (t) => !t.includes("--"), wrap: (t) => `Done.\n<!-- ${t} -->` },
  { name: "an HTML comment over lines, blank lines around", fits: (t) => !t.includes("--"), wrap: (t) => `Summary.\n\n<!--\n\n${t}\n\n-->\n\nEnd.` },
  { name: "an unclosed HTML comment", fits: always, wrap: (t) => `Summary. <!-- hidden\n\n${t}\n\nEnd.` },
  { name: "<details>", fits: always, wrap: (t) => `<details><summary>Log</summary>\n\n${t}\n\n</details>\nEnd.` },
  { name: "<DETAILS open> (case, attributes)", fits: always, wrap: (t) => `<DETAILS open>\n${t}\n</Details >` },
  { name: "nested <details>", fits: always, wrap: (t) => `<details>a<details>b</details>\n${t}\n</details>` },
  { name: "an unclosed <details>", fits: always, wrap: (t) => `<details>\n\n${t}\n\nEnd.` },
  { name: "<thinking>", fits: always, wrap: (t) => `<thinking>${t}</thinking>\nEnd.` },
  { name: "<reasoning>", fits: always, wrap: (t) => `<reasoning>\n${t}\n</reasoning>` },
  { name: "an unclosed <thinking>", fits: always, wrap: (t) => `Plan: <thinking>\n${t}` },
  { name: "a table body row without a leading pipe", fits: noLine, wrap: (t) => `| a | b |\n| --- | --- |\nqwen | ${t} |\n\nEnd.` },
  { name: "a table body row without pipes at its ends", fits: noLine, wrap: (t) => `| a | b |\n--- | ---\nx | y\n${t}\n\nEnd.` },
];

function runsAlone(text: string): void {
  const m: AssistantMessage = { role: "assistant", content: [{ type: "text", text }], stopReason: "stop" };
  expect(host.processMessage(m, contexts[0]!).recovered.length, JSON.stringify(text)).toBeGreaterThan(0);
}

function unchanged(content: Block[], ctx: RepairContext): void {
  const m: AssistantMessage = { role: "assistant", content, stopReason: "stop" };
  const r = host.processMessage(m, ctx);
  expect(r.recovered, JSON.stringify(content)).toEqual([]);
  expect(r.stripped, JSON.stringify(content)).toBe(0);
  expect(r.message, JSON.stringify(content)).toBe(m);
}

describe("hidden regions: a call in a hidden or folded region never runs, whatever the grammar (seeded)", () => {
  for (const w of HIDDEN) {
    it(`inside ${w.name}`, () => {
      const rendered = fc
        .constantFrom(...active)
        .chain((r) => callsFor(r).map((calls) => r.render(calls)))
        .filter((t) => w.fits(t));
      check(
        fc.property(rendered, fc.constantFrom("", "Let me show it.", "这是示例。"), (t, before) => {
          runsAlone(t);
          const text = `${before}\n\n${w.wrap(t)}`.trim();
          for (const ctx of contexts) {
            unchanged([{ type: "text", text }], ctx);
            // a thinking block too: kimi reads those, but not what a hidden region holds
            unchanged([{ type: "thinking", thinking: text }, { type: "text", text: "Done." }], ctx);
          }
        }),
        60,
      );
    });
  }
});
