/**
 * The stop-reason allow-list (issue 31.2): no recovered call on a turn whose stop reason is not `stop` or
 * `toolUse` (a missing one reads as `stop`), in every grammar family and every recover context; the stop reason
 * is kept as it was. The control: the same text on a turn that stopped with `stop` gains its calls.
 */
import fc from "fast-check";
import { endedNormally, type AssistantMessage, type RepairContext } from "@pi-tool-repair/host";
import { PI_TOOL_SCHEMAS } from "@pi-tool-repair/preset-pi-default";
import { check, prose } from "./arbitraries.js";
import { familyOf, grammarConfig, grammarsOf, propertyHost } from "./hosts.js";
import { RENDERERS, type Call } from "./renderers.js";

const host = await propertyHost();
const loaded = new Set(grammarsOf(host).map(familyOf));
// a raw-content format (CWM) maps its text to a tool's one required string field: these generic calls do not fit it
const active = RENDERERS.filter((r) => loaded.has(r.family) && !r.raw);

const contexts: RepairContext[] = [
  host.context({ tools: PI_TOOL_SCHEMAS, config: grammarConfig("recover", false) }),
  host.context({ tools: PI_TOOL_SCHEMAS, config: grammarConfig("recover", true) }),
];

/** Plain string values every family carries (no markup, no quotes to escape). */
const word = fc.stringMatching(/^[a-z][a-z0-9 ._-]{0,11}$/).map((s) => s.trim() || "x");
const call: fc.Arbitrary<Call> = fc.record({
  name: fc.constantFrom("read", "bash", "ls"),
  arguments: fc.constantFrom("command", "path").chain((k): fc.Arbitrary<Record<string, unknown>> => word.map((w) => ({ [k]: w }))),
});
const rendered = fc.constantFrom(...active).chain((r) => fc.array(call, { minLength: 1, maxLength: r.multi ? 2 : 1 }).map((cs) => ({ r, text: r.render(cs) })));

/** Any stop reason that is not on the allow-list: pi's other five, near misses, other APIs' spellings, non-strings. */
const notAllowed: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom("length", "error", "aborted", "pending", "deferred", "Stop", "STOP", "tool_use", "tool_calls", "tool-calls", "end_turn", " stop", ""),
  fc.string().filter((s) => s !== "stop" && s !== "toolUse"),
  fc.constantFrom(null, 0, 1, true, false, [], {}, ["stop"], { stop: true }),
);

function messageOf(text: string, stopReason: unknown): AssistantMessage {
  return { role: "assistant", content: [{ type: "text", text }], stopReason } as AssistantMessage;
}

describe("stop reasons: allow, don't deny (seeded)", () => {
  it("no recovered call on a turn whose stop reason is not in the allow-list; the stop reason is kept", () => {
    check(
      fc.property(rendered, prose, notAllowed, fc.constantFrom(0, 1), ({ text }, before, stopReason, c) => {
        expect(endedNormally(stopReason)).toBe(false);
        const full = before ? `${before}\n\n${text}` : text;
        // the control: the same text on a turn that ended normally gains a call
        expect(host.processMessage(messageOf(full, "stop"), contexts[c]!).recovered.length, JSON.stringify(full)).toBeGreaterThan(0);
        const m = messageOf(full, stopReason);
        const r = host.processMessage(m, contexts[c]!);
        const out = r.message as AssistantMessage;
        expect(r.recovered, JSON.stringify(full)).toEqual([]);
        expect(out.content.filter((b) => b.type === "toolCall")).toEqual([]);
        expect(out.stopReason).toBe(stopReason);
      }),
      300,
    );
  });

  it("a turn without a stop reason reads as stop: it gains the calls", () => {
    check(
      fc.property(rendered, fc.constantFrom(0, 1), ({ text }, c) => {
        const m = { role: "assistant", content: [{ type: "text", text }] } as AssistantMessage;
        const r = host.processMessage(m, contexts[c]!);
        expect(r.recovered.length, JSON.stringify(text)).toBeGreaterThan(0);
        expect((r.message as AssistantMessage).stopReason).toBe("toolUse");
      }),
      100,
    );
  });
});
