import { createHost } from "../host.js";
import { defineGrammar } from "../plugins/define.js";
import { deepFreeze } from "../testing.js";
import type { AssistantMessage } from "./shapes.js";
import { MISSING_STOP_REASON, NORMAL_STOP_REASONS, PI_STOP_REASONS, endedNormally, stopReasonOfAiSdk, stopReasonOfOpenAI } from "./stop-reasons.js";

describe("the stop-reason allow-list", () => {
  it("allows exactly stop and toolUse of pi's seven stop reasons", () => {
    expect(PI_STOP_REASONS).toEqual(["stop", "length", "toolUse", "error", "aborted", "pending", "deferred"]);
    expect(NORMAL_STOP_REASONS).toEqual(["stop", "toolUse"]);
    expect(PI_STOP_REASONS.filter((r) => endedNormally(r))).toEqual(["stop", "toolUse"]);
  });

  it.each([
    ["stop", true],
    ["toolUse", true],
    [undefined, true], // missing: read as stop
    ["length", false],
    ["error", false],
    ["aborted", false],
    ["pending", false],
    ["deferred", false],
    ["tool_calls", false], // another API's spelling: map it first
    ["Stop", false],
    ["", false],
    [null, false],
    [0, false],
    [{}, false],
  ] as const)("endedNormally(%j) is %s", (reason, normal) => {
    expect(endedNormally(reason)).toBe(normal);
  });

  it("reads a missing stop reason as stop", () => {
    expect(MISSING_STOP_REASON).toBe("stop");
  });
});

describe("other APIs' end reasons", () => {
  it.each([
    ["stop", "stop", true],
    ["end", "stop", true],
    ["tool_calls", "toolUse", true],
    ["function_call", "toolUse", true],
    ["length", "length", false],
    ["content_filter", "error", false],
    ["network_error", "error", false],
    ["insufficient_system_resource", "error", false],
    [null, "pending", false],
    [undefined, "pending", false],
    [7, "error", false],
  ] as const)("OpenAI finish_reason %j → %s (calls allowed: %s)", (reason, stop, allowed) => {
    expect(stopReasonOfOpenAI(reason)).toBe(stop);
    expect(endedNormally(stopReasonOfOpenAI(reason))).toBe(allowed);
  });

  it.each([
    ["stop", "stop", true],
    ["tool-calls", "toolUse", true],
    ["length", "length", false],
    ["content-filter", "error", false],
    ["error", "error", false],
    ["other", "error", false],
    ["unknown", "error", false],
    ["tool_calls", "error", false], // OpenAI's spelling is not the SDK's
    [null, "pending", false],
    [undefined, "pending", false],
  ] as const)("AI SDK finishReason %j → %s (calls allowed: %s)", (reason, stop, allowed) => {
    expect(stopReasonOfAiSdk(reason)).toBe(stop);
    expect(endedNormally(stopReasonOfAiSdk(reason))).toBe(allowed);
  });
});

describe("processMessage and the stop reason", () => {
  const angle = defineGrammar({
    name: "angle",
    host: "^1.0.0",
    markers: ["<call "],
    scan(text, at) {
      const end = text.indexOf(">", at);
      return end < 0 ? undefined : { end: end + 1, calls: [{ name: "read", arguments: JSON.parse(text.slice(at + 6, end)) as Record<string, unknown> }] };
    },
  });
  const host = createHost().use(angle);
  const ctx = host.context({ tools: ["read"], config: { grammar: { enabled: true } } });
  const message = (stopReason: unknown): AssistantMessage => {
    const m: Record<string, unknown> = { role: "assistant", content: [{ type: "text", text: 'Reading. <call {"path":"a"}>' }] };
    if (stopReason !== undefined) m.stopReason = stopReason;
    return deepFreeze(m as AssistantMessage);
  };

  // issue 31.2: pending, deferred and unknown values ran the call and became toolUse
  it.each(["length", "error", "aborted", "pending", "deferred", "paused", "", null, 3])("a turn that stopped with %j gains no call and keeps its stop reason", (reason) => {
    const r = host.processMessage(message(reason), ctx);
    const out = r.message as AssistantMessage;
    expect(r.recovered).toEqual([]);
    expect(out.content).toEqual([{ type: "text", text: "Reading." }]);
    expect(out.stopReason).toBe(reason);
  });

  it.each(["stop", "toolUse", undefined])("a turn that stopped with %j gains the call and becomes toolUse", (reason) => {
    const r = host.processMessage(message(reason), ctx);
    const out = r.message as AssistantMessage;
    expect(r.recovered).toEqual([{ grammar: "angle", name: "read", arguments: { path: "a" } }]);
    expect(out.content).toEqual([{ type: "text", text: "Reading." }, { type: "toolCall", id: expect.any(String), name: "read", arguments: { path: "a" } }]);
    expect(out.stopReason).toBe("toolUse");
  });
});
