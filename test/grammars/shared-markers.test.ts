/**
 * Families that share a marker with different layouts (issue 35): each grammar takes only its own layout, so no
 * block is ever claimed by both, and with every grammar loaded a block is recovered by its own family's grammar.
 * `<|tool_call_start|>`: Liquid LFM2's pythonic list (lfm2) and openPangu v2's JSON list (openpangu). Apertus's
 * one-member objects (apertus) are read inside `<|tools_prefix|>` only, never in another family's JSON list.
 */
import fc from "fast-check";
import { runGrammar } from "@pi-tool-repair/host/testing";
import { createDefaultHost } from "@pi-tool-repair/preset-pi-default";
import { apertus } from "@pi-tool-repair/grammar-apertus";
import { lfm2 } from "@pi-tool-repair/grammar-lfm2";
import { openpangu } from "@pi-tool-repair/grammar-openpangu";
import { jamba } from "@pi-tool-repair/grammar-jamba";
import { check } from "../properties/arbitraries.js";
import { RENDERERS, type Call } from "../properties/renderers.js";

const SHARING = ["lfm2", "openpangu", "apertus"];
const renderers = RENDERERS.filter((r) => SHARING.includes(r.family));
const ident = fc.stringMatching(/^[a-z][a-z0-9_]{0,7}$/).filter((s) => !["True", "False", "None"].includes(s));
const value = fc.oneof(fc.stringMatching(/^[a-zA-Z0-9 ./-]{0,10}$/), fc.integer(), fc.boolean(), fc.constant(null));
const calls: fc.Arbitrary<Call[]> = fc.array(fc.record({ name: ident, arguments: fc.dictionary(ident, value, { maxKeys: 3 }) }), { minLength: 1, maxLength: 3 });
/** Each family's rendering, and the other families' bodies under its opener (a layout that is not the grammar's). */
const swapped = (t: string) => [t, t.replace("<|tools_prefix|>", "<|tool_call_start|>").replace("<|tools_suffix|>", "<|tool_call_end|>"), t.replace("<|tool_call_start|>", "<|tools_prefix|>").replace("<|tool_call_end|>", "<|tools_suffix|>")];

describe("shared markers: each grammar takes only its own layout (seeded)", () => {
  it("no block is claimed by two of lfm2, openpangu, apertus, jamba", () => {
    check(
      fc.property(fc.constantFrom(...renderers), calls, fc.constantFrom("", "Sure.", "Let me check: "), (r, cs, before) => {
        for (const text of swapped(before + r.render(cs))) {
          const claims = [lfm2, openpangu, apertus, jamba].filter((g) => runGrammar([g], { text }).recovered.length > 0).map((g) => g.name);
          expect(claims.length, `${text} → ${claims.join(", ")}`).toBeLessThanOrEqual(1);
        }
      }),
      200,
    );
  });

  it("with every grammar loaded, a block is recovered by its own family's grammar, and only as rendered", () => {
    const host = createDefaultHost();
    const ctx = host.context({ config: { grammar: { enabled: true, mode: "recover", requireKnownTool: false } } });
    check(
      fc.property(fc.constantFrom(...renderers), calls, (r, all) => {
        // a renderer of one call only (`multi: false`, LFM2's call without the list's brackets) gets one
        const cs = r.multi ? all : all.slice(0, 1);
        const text = r.render(cs);
        const res = host.processMessage({ role: "assistant", content: [{ type: "text", text }], stopReason: "stop" }, ctx);
        expect(res.recovered.map((c) => c.grammar), text).toEqual(cs.map(() => r.family));
        expect(res.recovered.map((c) => [c.name, c.arguments]), text).toEqual(cs.map((c) => [c.name, c.arguments]));
      }),
      150,
    );
  });
});
