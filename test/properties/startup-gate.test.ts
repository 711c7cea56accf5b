/**
 * The start-up gate (issue 37.1): before it loads anything, the pi extension decides from the marker list
 * (`presets/pi-default/src/pi/markers.ts`) whether a message or a request could change. A "no" must never hide
 * a change: a message the gate passes by goes through the whole pipeline unchanged in every grammar context, a
 * request the gate passes by is not rewritten by the sanitizer, and every family's rendered call is seen.
 */
import fc from "fast-check";
import type { AssistantMessage, RepairContext } from "@pi-tool-repair/host";
import { PI_TOOL_SCHEMAS } from "@pi-tool-repair/preset-pi-default";
import { messageMayChange, requestMayChange } from "../../presets/pi-default/src/pi/gate.js";
import { BUILTIN_MARKERS } from "../../presets/pi-default/src/pi/markers.js";
import { check, nastyString, prose } from "./arbitraries.js";
import { familyOf, grammarsOf, propertyHost } from "./hosts.js";
import { RENDERERS, type Call } from "./renderers.js";

const host = await propertyHost();
const loaded = new Set(grammarsOf(host).map(familyOf));
const active = RENDERERS.filter((r) => loaded.has(r.family));

const contexts: RepairContext[] = [
  host.context({ tools: PI_TOOL_SCHEMAS, config: { grammar: { enabled: true, mode: "recover", requireKnownTool: false } } }),
  host.context({ tools: PI_TOOL_SCHEMAS, config: { grammar: { enabled: true, mode: "strip", requireKnownTool: false } } }),
  host.context({ tools: PI_TOOL_SCHEMAS, model: { id: "kimi-k2" }, config: { grammar: { enabled: true, mode: "recover", requireKnownTool: true } } }),
];

/** Pieces a text is built from: prose, nasty strings, and markers cut short or whole. */
const piece = fc.oneof(
  prose,
  nastyString,
  fc.constantFrom(...BUILTIN_MARKERS).chain((m) => fc.nat({ max: m.length }).map((n) => m.slice(0, n))),
  fc.constantFrom("<", "|", "｜", "DSML", "tool_call", "</", ">", "functions.", "```", "\n"),
);
const text = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(""));
const stopReason = fc.constantFrom("stop", "length", "error", undefined);

function message(content: unknown[], stop: unknown): AssistantMessage {
  return { role: "assistant", content, stopReason: stop } as AssistantMessage;
}

describe("the start-up gate", () => {
  it("a message it lets pass is left unchanged by the whole pipeline, in every grammar context", () => {
    check(
      fc.property(text, text, stopReason, (visible, thinking, stop) => {
        const m = message([{ type: "thinking", thinking }, { type: "text", text: visible }], stop);
        fc.pre(!messageMayChange(m));
        for (const ctx of contexts) {
          const r = host.processMessage(m, ctx);
          expect(r.changed).toBe(false);
        }
      }),
      300,
    );
  });

  it("every family's rendered call is seen (the marker list covers every grammar)", () => {
    const word = fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/);
    const call: fc.Arbitrary<Call> = fc.record({ name: fc.constantFrom("read", "bash"), arguments: word.map((w) => ({ path: w })) });
    check(
      fc.property(fc.constantFrom(...active), call, prose, (r, c, before) => {
        const rendered = r.render([c]);
        expect(messageMayChange(message([{ type: "text", text: r.prose ? `${before}\n${rendered}` : rendered }], "stop"))).toBe(true);
      }),
      300,
    );
  });

  it("a request it lets pass is not rewritten by the sanitizer", () => {
    const pattern = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom("^a$", "^x", "y$", "a^b", "$", "^"));
    const schema: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: "small" },
        fc.record({ type: fc.constant("string"), pattern }, { requiredKeys: ["type"] }),
        fc.record({ type: fc.constant("object"), properties: fc.dictionary(fc.constantFrom("pattern", "path", "q"), tie("node")) }, { requiredKeys: ["type"] }),
        fc.record({ type: fc.constant("array"), items: tie("node") }),
      ),
    })).node;
    const payload = fc.array(schema, { maxLength: 3 }).map((ps) => ({ model: "kimi-k2", messages: [], tools: ps.map((parameters, i) => ({ type: "function", function: { name: `t${i}`, parameters } })) }));
    const ctx = contexts[2]!;
    check(
      fc.property(payload, (p) => {
        fc.pre(!requestMayChange(p));
        expect(host.sanitize(p, ctx)).toBe(p);
      }),
      300,
    );
  });

  it("control: a call, a phantom stop and an anchored pattern are each seen", () => {
    expect(messageMayChange(message([{ type: "toolCall", id: "c", name: "read", arguments: {} }], "toolUse"))).toBe(true);
    expect(messageMayChange(message([{ type: "text", text: "Let me check." }], "toolUse"))).toBe(true);
    expect(messageMayChange(message([{ type: "text", text: "All done." }], "stop"))).toBe(false);
    const anchored = { model: "kimi-k2", messages: [], tools: [{ type: "function", function: { name: "t", parameters: { type: "object", properties: { name: { type: "string", pattern: "^build$" } } } } }] };
    expect(requestMayChange(anchored)).toBe(true);
    expect(host.sanitize(anchored, contexts[2]!)).not.toBe(anchored);
    expect(requestMayChange({ tools: [{ function: { parameters: { properties: { pattern: { type: "string" } } } } }] })).toBe(false);
  });
});
