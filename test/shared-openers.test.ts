/**
 * Grammars that share an opener with other layouts (issue 35): each takes only its own layout, so a block is never
 * claimed by two of them. `<tool_call>` opens Qwen's Hermes JSON and Qwen3-Coder XML (`qwen`), GLM's `NAME⏎<arg_key>`
 * layout (`glm`) and Step-Audio 2's `function⏎NAME⏎{…}` (`step-audio`).
 */
import fc from "fast-check";
import { runGrammar } from "@pi-tool-repair/host/testing";
import { qwen } from "@pi-tool-repair/grammar-qwen";
import { glm } from "@pi-tool-repair/grammar-glm";
import { stepAudio } from "@pi-tool-repair/grammar-step-audio";
import { check } from "./properties/arbitraries.js";
import { RENDERERS, type Call } from "./properties/renderers.js";

describe("<tool_call>: qwen, glm and step-audio never both claim one block (seeded)", () => {
  const ident = fc.stringMatching(/^[a-z][a-z0-9_]{0,7}$/);
  const value = fc.oneof(fc.stringMatching(/^[a-zA-Z0-9 ./-]{0,10}$/), fc.integer(), fc.boolean(), fc.constant(null));
  const calls: fc.Arbitrary<Call[]> = fc.array(fc.record({ name: ident, arguments: fc.dictionary(ident, value, { maxKeys: 3 }) }), { minLength: 1, maxLength: 3 });
  const grammars = [qwen, glm, stepAudio];
  const renderers = RENDERERS.filter((r) => grammars.some((g) => g.name === r.family) && r.render([{ name: "f", arguments: {} }]).startsWith("<tool_call>"));

  it("a rendering is claimed by its own grammar only", () => {
    expect(new Set(renderers.map((r) => r.family))).toEqual(new Set(["qwen", "glm", "step-audio"]));
    check(
      fc.property(fc.constantFrom(...renderers), calls, fc.constantFrom("", "Sure.", "Let me check:\n"), (r, cs, before) => {
        const text = before + r.render(cs);
        const claims = grammars.filter((g) => runGrammar([g], { text }).recovered.length > 0).map((g) => g.name);
        expect(claims, text).toEqual([r.family]);
        expect(runGrammar(grammars, { text }).recovered.map((c) => c.grammar)).toEqual(cs.map(() => r.family));
      }),
      200,
    );
  });
});
