/**
 * `pi-tool-repair serve`'s OpenAI adapter without a server (issue 38, items 1 and 3): a non-streaming response
 * repaired with the request's own tools and model, under the extension's policy.
 */
import { repairCompletion } from "../../presets/pi-default/src/cli/serve/openai.js";
import { completion, LEAK, plan, proxyRuntime } from "./support.js";

const runtime = await proxyRuntime();

describe("a non-streaming response", () => {
  it("gets the leaked call as tool_calls; the markup leaves content; finish_reason becomes tool_calls (the issue's example)", () => {
    const out = repairCompletion(plan(runtime, { model: "qwen3-coder" }), completion({ content: LEAK }))!;
    const choice = (out.body.choices as Record<string, any>[])[0]!;
    expect(choice.message.content).toBe("Let me read it.");
    expect(choice.message.tool_calls).toEqual([{ id: expect.stringMatching(/^call_ptr_/), type: "function", function: { name: "read", arguments: '{"path":"src/a.ts"}' } }]);
    expect(choice.finish_reason).toBe("tool_calls");
    expect([out.recovered, out.repaired, out.stripped]).toEqual([1, 0, 1]);
  });

  it("is left alone (undefined: the bytes pass through) when nothing is to repair", () => {
    expect(repairCompletion(plan(runtime, { model: "qwen3-coder" }), completion({ content: "All done." }))).toBeUndefined();
    const valid = completion({ content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "read", arguments: '{ "path" : "a" }' } }] }, "tool_calls");
    expect(repairCompletion(plan(runtime, { model: "qwen3-coder" }), valid)).toBeUndefined();
  });

  it("repairs a native call's arguments and keeps a valid one's text as sent", () => {
    const response = completion(
      {
        content: null,
        tool_calls: [
          { id: "c1", type: "function", function: { name: "read", arguments: '{"path": "a", "offset": "10"}' } },
          { id: "c2", type: "function", function: { name: "bash", arguments: '{ "command" : "ls" }' } },
        ],
      },
      "tool_calls",
    );
    const out = repairCompletion(plan(runtime, { model: "gpt-4o" }), response)!;
    const message = (out.body.choices as Record<string, any>[])[0]!.message;
    expect(message.tool_calls).toEqual([
      { id: "c1", type: "function", function: { name: "read", arguments: '{"path":"a","offset":10}' } },
      { id: "c2", type: "function", function: { name: "bash", arguments: '{ "command" : "ls" }' } },
    ]);
    expect((out.body.choices as Record<string, any>[])[0]!.finish_reason).toBe("tool_calls");
  });

  it("repairs a native call whose arguments text is not JSON, from that text", () => {
    const response = completion({ content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "read", arguments: "src/a.ts" } }] }, "tool_calls");
    const out = repairCompletion(plan(runtime, { model: "gpt-4o" }), response)!;
    expect((out.body.choices as Record<string, any>[])[0]!.message.tool_calls[0].function.arguments).toBe('{"path":"src/a.ts"}');
  });

  it.each([
    ["length", "length"],
    ["content_filter", "content_filter"],
  ])("strips markup on finish_reason %s but gains no call (the stop-reason allow-list)", (finish, kept) => {
    const out = repairCompletion(plan(runtime, { model: "qwen3-coder" }), completion({ content: LEAK }, finish))!;
    const choice = (out.body.choices as Record<string, any>[])[0]!;
    expect(choice.message).toEqual({ role: "assistant", content: "Let me read it." });
    expect(choice.finish_reason).toBe(kept);
  });

  it("follows the extension's rules per model: no preset, no leakModels → no recovery; --recover → on for every model", () => {
    expect(repairCompletion(plan(runtime, { model: "gpt-4o" }), completion({ content: LEAK }))).toBeUndefined();
    const out = repairCompletion(plan(runtime, { model: "gpt-4o" }, true), completion({ content: LEAK }))!;
    expect((out.body.choices as Record<string, any>[])[0]!.message.tool_calls).toHaveLength(1);
  });

  it("reads reasoning_content as a thinking block: a Kimi call there runs (the Kimi exception), a Qwen one does not", () => {
    const kimi = "<|tool_calls_section_begin|><|tool_call_begin|>functions.read:0<|tool_call_argument_begin|>{\"path\": \"a\"}<|tool_call_end|><|tool_calls_section_end|>";
    const out = repairCompletion(plan(runtime, { model: "kimi-k2-thinking" }), completion({ reasoning_content: "I will read a. " + kimi, content: "" }))!;
    const choice = (out.body.choices as Record<string, any>[])[0]!;
    expect(choice.message.tool_calls).toEqual([{ id: expect.any(String), type: "function", function: { name: "read", arguments: '{"path":"a"}' } }]);
    expect(choice.message.reasoning_content).toBe("I will read a.");
    expect(choice.finish_reason).toBe("tool_calls");
    expect(repairCompletion(plan(runtime, { model: "qwen3-coder" }), completion({ reasoning_content: LEAK, content: "ok" }))).toBeUndefined();
  });
});

describe("the adapter's safety (item 3)", () => {
  it("a request without tools gains no call", () => {
    const p = plan(runtime, { model: "qwen3-coder", tools: undefined }, true);
    expect(repairCompletion(p, completion({ content: LEAK }))).toBeUndefined();
  });

  it('tool_choice "none" gains no call', () => {
    expect(repairCompletion(plan(runtime, { model: "qwen3-coder", tool_choice: "none" }, true), completion({ content: LEAK }))).toBeUndefined();
  });

  it("a forced function gains only that one: another tool's leaked call stays text", () => {
    const forced = { type: "function", function: { name: "bash" } };
    expect(repairCompletion(plan(runtime, { model: "qwen3-coder", tool_choice: forced }), completion({ content: LEAK }))).toBeUndefined();
    const bash = '<tool_call>\n{"name": "bash", "arguments": {"command": "ls"}}\n</tool_call>';
    const out = repairCompletion(plan(runtime, { model: "qwen3-coder", tool_choice: forced }), completion({ content: bash }))!;
    expect((out.body.choices as Record<string, any>[])[0]!.message.tool_calls[0].function).toEqual({ name: "bash", arguments: '{"command":"ls"}' });
  });

  it("an undeclared tool's leaked call is never recovered", () => {
    const other = '<tool_call>\n{"name": "deploy", "arguments": {}}\n</tool_call>';
    const out = repairCompletion(plan(runtime, { model: "qwen3-coder" }), completion({ content: other }));
    expect(out === undefined || (out.body.choices as Record<string, any>[])[0]!.message.tool_calls === undefined).toBe(true);
  });
});
