/**
 * Where markup starts, as a stream sees it: for every family's leaked call after prose, the hold-back point
 * (`holdBackFrom` over the grammars' declared markers, owned closers and bare markers) is never after the place
 * where the recovered answer's text stops matching the reply. A grammar whose markup starts before its marker
 * (Inkling's `<|message_model|>NAME` header) must declare where, or a stream sends what the answer strips.
 */
import fc from "fast-check";
import { holdBackFrom, type AssistantMessage } from "@pi-tool-repair/host";
import { PI_TOOL_SCHEMAS } from "@pi-tool-repair/preset-pi-default";
import { check, prose } from "./arbitraries.js";
import { familyOf, grammarConfig, grammarsOf, propertyHost } from "./hosts.js";
import { RENDERERS, type Call } from "./renderers.js";

const host = await propertyHost();
const grammars = grammarsOf(host);
const loaded = new Set(grammars.map(familyOf));
const ctx = host.context({ tools: PI_TOOL_SCHEMAS, config: grammarConfig("recover", false) });

const word = fc.stringMatching(/^[a-z][a-z0-9._-]{0,8}$/);
const call: fc.Arbitrary<Call> = fc.oneof(word.map((w) => ({ name: "read", arguments: { path: w } })), word.map((w) => ({ name: "bash", arguments: { command: w } })));
const leaked = fc.constantFrom(...RENDERERS.filter((r) => r.prose && loaded.has(r.family))).chain((r) => fc.array(call, { minLength: 1, maxLength: r.multi ? 2 : 1 }).map((cs) => r.render(cs)));

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

describe("markup start: the hold-back point is never after where the answer's text departs from the reply (seeded)", () => {
  it("any family's call after prose", () => {
    check(
      // prose with no leading whitespace: the answer trims that (a difference the stream property allows)
      fc.property(prose.map((p) => p.trimStart()), leaked, (before, markup) => {
        const text = `${before}\n${markup}`;
        const m: AssistantMessage = { role: "assistant", content: [{ type: "text", text }], stopReason: "stop" };
        const r = host.processMessage(m, ctx);
        if (r.recovered.length === 0) return; // nothing stripped: nothing to hold
        const first = (r.message as AssistantMessage).content.find((b) => b.type === "text");
        const kept = typeof first?.text === "string" ? first.text : "";
        let same = 0;
        while (same < kept.length && same < text.length && kept.charCodeAt(same) === text.charCodeAt(same)) same++;
        // a stream also holds the whitespace before the held part (the answer may trim it)
        let held = holdBackFrom(text, grammars);
        while (held > 0 && isSpace(text.charCodeAt(held - 1))) held--;
        expect(held, JSON.stringify(text)).toBeLessThanOrEqual(same);
      }),
      200,
    );
  });
});
