/**
 * Issue 35 item 5 ("every loaded marker, dangling"): the work cut at dangling markers changes no answer.
 * - qwen reads a bare `<function=` block before asking whether it sits in other markup: differential against
 *   the former order (ask first), with every grammar of the default preset loaded, on random mixes of wrappers,
 *   dangling tokens, headerless and whole `<function=` blocks amid prose.
 * - The nested-span check looks each wrapper's owners up once: over any such mix, the registry is asked at most
 *   once per owned wrapper and round, however many dangling tokens the text holds.
 */
import fc from "fast-check";
import { vi } from "vitest";
import { createHost, defineGrammar, definePreset, type Grammar, type RepairPlugin } from "@pi-tool-repair/host";
import { assistantMessage } from "@pi-tool-repair/host/testing";
import { insideOtherMarkup } from "@pi-tool-repair/grammar-kit";
import { grammars, others, rules } from "@pi-tool-repair/preset-pi-default";
import { MarkerRegistry } from "../../host/src/recover/marker-registry.js";
import { check, prose } from "./arbitraries.js";

const UNITS = [
  "<tool_call>\n",
  "</tool_call>\n",
  "<tool_call>{\"name\": \"read\", \"arguments\": {\"path\": \"a.ts\"}}</tool_call>\n",
  "[TOOL_CALLS]\n",
  "[TOOL_CALLS]read[ARGS]{\"path\": \"b.ts\"}\n",
  "<function=x\n",
  "<function=read>\n<parameter=path>\nc.ts\n</parameter>\n</function>\n",
  "<function=bash>{\"command\": \"ls\"}</function>\n",
  "<seed:tool_call>\n",
  "<tool_calls>\n",
  "</tool_calls>\n",
  "<|python_tag|>\n",
  "<｜DSML｜\n",
];
const mix = fc.array(fc.oneof(fc.constantFrom(...UNITS), prose), { minLength: 1, maxLength: 24 }).map((parts) => parts.join(""));

const qwen = grammars.find((g) => g.name === "qwen") as Grammar;
/** qwen as it was: a `<function=` asks about the markup around it before its block is read. */
const formerQwen = defineGrammar({
  name: qwen.name,
  package: "@pi-tool-repair/grammar-qwen",
  host: "^1.0.0",
  stage: 100,
  markers: qwen.markers,
  owns: qwen.owns,
  literals: qwen.literals,
  scan(text, at, input, options) {
    if (text.startsWith("<function=", at) && insideOtherMarkup(input, at)) return undefined;
    return qwen.scan!(text, at, input, options as never);
  },
});

/** An answer as JSON text, its recovered calls' ids (fresh per call) left out. */
const plain = (answer: unknown) => JSON.stringify(answer).replace(/"call_ptr_[0-9a-z]+"/g, '"ID"');

function hostOf(grammarList: readonly RepairPlugin[]) {
  const host = createHost()
    .use(definePreset({ name: "@pi-tool-repair/dangling-props", description: "every grammar of the default preset", plugins: [...rules, ...grammarList, ...others] }))
    .freeze();
  const ctx = host.context({
    tools: { read: { type: "object", properties: { path: { type: "string" } } }, bash: { type: "object", properties: { command: { type: "string" } } } },
    config: { grammar: { enabled: true, mode: "recover", requireKnownTool: true } },
  });
  return (text: string) => host.processMessage(assistantMessage(text), ctx);
}

describe("dangling markers (issue 35 item 5)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("qwen's bare <function= gives the former answers, every grammar loaded", () => {
    const now = hostOf(grammars);
    const former = hostOf(grammars.map((g) => (g.name === "qwen" ? formerQwen : g)));
    check(
      fc.property(mix, (text) => {
        expect(plain(now(text))).toBe(plain(former(text)));
      }),
      300,
    );
  });

  it("the registry is asked about a wrapper's owners once per wrapper and round, not per dangling token", () => {
    const run = hostOf(grammars);
    const registry = new MarkerRegistry();
    for (const g of grammars.filter((p): p is Grammar => p.kind === "grammar")) registry.add(g.markers, g.owns ?? [], g.literals ?? [], g.name);
    const wrappers = registry.owned.filter((o) => o.close !== undefined);
    check(
      fc.property(mix, fc.integer({ min: 1, max: 40 }), (unit, times) => {
        const text = unit.repeat(times);
        const present = wrappers.filter((o) => text.includes(o.open)).length;
        const lookups = vi.spyOn(MarkerRegistry.prototype, "ownersOf");
        run(text);
        const asked = lookups.mock.calls.length;
        lookups.mockRestore();
        // one text block, at most two rounds (the stripped text's): each round asks once per wrapper it holds
        expect(asked).toBeLessThanOrEqual(2 * present);
      }),
      60,
    );
  });
});
