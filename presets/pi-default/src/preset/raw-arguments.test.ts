import { STAGE, createHost, defineRule, type AssistantMessage } from "@pi-tool-repair/host";
import { deepFreeze } from "@pi-tool-repair/host/testing";
import { piArgumentsError, rawArgumentsText } from "./arguments-error.js";

const schema = deepFreeze({ type: "object", properties: { command: { type: "string" } }, required: ["command"] });

describe("rawArgumentsText", () => {
  const table: [string, string | undefined][] = [
    ['Unexpected token\n\nReceived arguments:\n{"command": "ls"', '{"command": "ls"'],
    ["Unexpected token\n\nReceived arguments:\n", ""],
    ["Bad\n\nReceived arguments:\nx\n\nReceived arguments:\ny", "x\n\nReceived arguments:\ny"], // the first marker
    // no marker: an error message, never the raw arguments
    ["Unexpected end of JSON input", undefined],
    ["Received arguments: ls", undefined],
    ["Unexpected token\nReceived arguments:\nls", undefined],
  ];
  for (const [text, raw] of table) {
    it(JSON.stringify(text), () => {
      expect(rawArgumentsText(text)).toBe(raw);
    });
  }
});

describe("processMessage with an argumentsError", () => {
  // a rule that would wrap any root string as the command (what wrapRootString does for bash)
  const wrapAll = defineRule({
    name: "wrapAll",
    host: "^1.0.0",
    stage: STAGE.WRAP,
    fixes: ["type"],
    apply(issue, draft) {
      if (issue.path !== "" || typeof issue.value !== "string") return;
      draft.set("", { command: issue.value });
      return "wrapped";
    },
  });
  const host = createHost().use(wrapAll).use(piArgumentsError);
  const ctx = host.context({ tools: { bash: schema } });
  const message = (argumentsError: string): AssistantMessage =>
    deepFreeze({
      role: "assistant",
      content: [{ type: "toolCall", id: "1", name: "bash", arguments: {}, argumentsError }],
      stopReason: "toolUse",
    }) as AssistantMessage;

  it("repairs from the text after the marker", () => {
    const r = host.processMessage(message("Unexpected token\n\nReceived arguments:\nls -la"), ctx);
    expect(r.message.content).toEqual([{ type: "toolCall", id: "1", name: "bash", arguments: { command: "ls -la" } }]);
  });

  it("leaves the call as it is when the marker is missing: the error message is never the arguments", () => {
    const m = message("Unexpected end of JSON input");
    const r = host.processMessage(m, ctx);
    expect(r.message).toBe(m);
    expect(r.changed).toBe(false);
    expect(r.calls).toEqual([
      {
        index: 0,
        id: "1",
        tool: "bash",
        result: {
          outcome: "unrepairable",
          arguments: {},
          rules: [],
          hints: [{ rule: "repair", path: "", message: 'tool "bash": argumentsError has no "Received arguments:" text; left for pi to report' }],
        },
      },
    ]);
  });

  it("without a reader (a host with no pi plugin), an argumentsError is left to the caller", () => {
    const bare = createHost().use(wrapAll);
    const m = message("Unexpected token\n\nReceived arguments:\nls -la");
    const r = bare.processMessage(m, bare.context({ tools: { bash: schema } }));
    expect(r.message).toBe(m);
    expect(r.calls.map((c) => c.result.hints)).toEqual([[{ rule: "repair", path: "", message: 'tool "bash": argumentsError cannot be read (no reader registered); left as it is' }]]);
  });
});
