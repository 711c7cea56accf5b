import type { Grammar } from "@pi-tool-repair/host";
import { createDefaultHost, piDefault, PI_TOOL_SCHEMAS } from "./index.js";

// The default order is a tested fact; the root README lists the same order.
describe("preset-pi-default", () => {
  const host = createDefaultHost();
  host.freeze();

  it("taps the rules in the documented default order", () => {
    expect(host.hooks.repair.taps.map((t) => t.name)).toEqual([
      "parseRawArguments",
      "unwrapEnvelope",
      "stripGrammarTokenKeys",
      "renameAliasedField",
      "foldLegacyEdit",
      "fillDeclaredDefault",
      "dropEmptyPlaceholder",
      "dropNullOptional",
      "parseJsonString",
      "wrapBareStringAsArray",
      "wrapRootString",
      "wrapSingleObjectAsArray",
      "coerceBooleanString",
      "coerceNumberToString",
      "coerceNumericString",
      "convertTimeoutMilliseconds",
      "dropUnknownInformationalKeys",
      "joinStringArray",
      "matchEnumCase",
      "serializeJsonContent",
      "stripPatternAnchors",
    ]);
  });

  it("taps every grammar, the validator, the phantom and sanitize plugins", () => {
    expect(host.hooks.recover.taps.map((t) => t.name)).toEqual([
      "cwm", "dots", "dsml", "gcml", "glimmer", "invoke", "minicpm", "minimax-m1", "minimax-m3", "minimax-text", "qwen", "seed-oss", "step3", "apertus", "cohere", "functionary", "gemma", "gigachat", "glm",
      "granite", "harmony", "hunyuan", "inkling", "internlm", "jamba", "k2-horizon", "kimi", "kimi-k3", "lfm2", "llama", "llamacpp-generic", "lmstudio", "longcat", "mistral", "nemotron",
      "olmo", "openpangu", "phi4", "plamo", "rwkv", "solar", "step-audio", "xlam",
    ]);
    expect(host.hooks.stripGrammar.taps.map((t) => t.name)).toEqual(["dsml", "glm", "harmony", "kimi"]);
    expect(host.hooks.validate.taps.map((t) => t.name)).toEqual(["ajv"]);
    expect(host.hooks.phantom.taps.map((t) => t.name)).toEqual(["phantomToolUse"]);
    expect(host.hooks.sanitize.taps.map((t) => t.name)).toEqual(["sanitizePatternAnchors"]);
  });

  it("keeps grammar recovery off by default", () => {
    expect(host.context().config.grammar).toEqual({ enabled: false, mode: "recover", requireKnownTool: true, grammars: undefined });
    expect(piDefault.plugins.length).toBe(21 + 43 + 3); // rules, grammars, and phantomToolUse, piArgumentsError, sanitizePatternAnchors
  });

  it("ships pi 1.6's seven built-in tool schemas", () => {
    expect(Object.keys(PI_TOOL_SCHEMAS)).toEqual(["read", "write", "edit", "bash", "grep", "find", "ls"]);
  });

  it("repairs the issue's example through the whole preset", () => {
    const r = host.repairArguments("read", { path: "a.ts", offset: null, limit: "20" }, PI_TOOL_SCHEMAS.read!, host.context());
    expect(r.outcome).toBe("repaired");
    expect(r.arguments).toEqual({ path: "a.ts", limit: 20 });
    expect(r.rules).toEqual(["dropNullOptional", "coerceNumericString"]);
  });
});

describe("recovery is idempotent (property-test regressions)", () => {
  const host = createDefaultHost();
  const ctx = host.context({ config: { grammar: { enabled: true, mode: "recover", requireKnownTool: false } } });
  const dsmlRead =
    '<｜DSML｜tool_calls>\n<｜DSML｜invoke name="read">\n<｜DSML｜parameter name="path" string="true">src/a.ts</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>';
  const cases = [
    // a MiniMax-Text fence closes on a line start: after it is stripped, the DSML block is no longer "in code"
    '<function_call>```typescript\nfunctions.read({"path":"src/a.ts"})\n``` ' + dsmlRead,
    // a bare `<｜DSML` before a block stays text and is not a dangling marker on the second run
    "<｜DSML " + dsmlRead,
  ];
  for (const text of cases) {
    it(`processing the processed message changes nothing: ${JSON.stringify(text.slice(0, 40))}`, () => {
      const once = host.processMessage({ role: "assistant", content: [{ type: "text", text }], stopReason: "stop" }, ctx);
      expect(once.changed).toBe(true);
      const twice = host.processMessage(once.message, ctx);
      expect(twice.changed).toBe(false);
      expect(twice.message).toBe(once.message);
    });
  }
  it("recovers both calls of the fenced MiniMax-Text + DSML reply, in order", () => {
    const r = host.processMessage({ role: "assistant", content: [{ type: "text", text: cases[0]! }], stopReason: "stop" }, ctx);
    expect(r.recovered).toEqual([
      { grammar: "minimax-text", name: "read", arguments: { path: "src/a.ts" } },
      { grammar: "dsml", name: "read", arguments: { path: "src/a.ts" } },
    ]);
  });
});

describe("markup the grammars own (what bare-JSON grammars leave alone)", () => {
  const grammarsOf = piDefault.plugins.filter((p): p is Grammar => p.kind === "grammar");

  it("each grammar owns only markup that starts at one of its markers", () => {
    for (const g of grammarsOf) for (const o of g.owns) expect(g.markers, g.name).toContain(o.open);
  });

  it("together: the wrappers with their closers, and the tokens that own the rest of their line", () => {
    const owned = new Map<string, string | undefined>();
    for (const g of grammarsOf) for (const o of g.owns) owned.set(o.open, o.close);
    expect(Object.fromEntries([...owned].sort(([a], [b]) => (a < b ? -1 : 1)))).toEqual(
      Object.fromEntries(
        (
          [
            ["<tool_call>", "</tool_call>"],
            ["<tool_calls>", "</tool_calls>"],
            ["<tool_calls:", "</tool_calls:"],
            ["<dots_function_call>", "</dots_function_call>"],
            ["<atem:function_calls>", "</atem:function_calls>"],
            ["<|content_invoke_tool_json|>", "<|end_message|>"],
            ["<TOOLCALL>", "</TOOLCALL>"],
            ["<function_calls>", "</function_calls>"],
            ["<seed:tool_call>", "</seed:tool_call>"],
            ["<minimax:tool_call>", "</minimax:tool_call>"],
            ["]<]minimax[>[<tool_call>", "]<]minimax[>[</tool_call>"],
            ["<tool: ", "</tool>"],
            ["<|tool_calls_section_begin|>", "<|tool_calls_section_end|>"],
            ["<|tool_call_section_begin|>", "<|tool_call_section_end|>"],
            ["<|START_ACTION|>", "<|END_ACTION|>"],
            ["<|action_start|>", "<|action_end|>"],
            ["<longcat_tool_call>", "</longcat_tool_call>"],
            ["[TOOL_REQUEST]", "[END_TOOL_REQUEST]"],
            ["<|function_call|>", "<|message_sep|>"],
            ["function call<|role_sep|>", "<|message_sep|>"],
            ["<｜tool▁calls▁begin｜>", "<｜tool▁calls▁end｜>"],
            ["<｜tool_calls_begin｜>", "<｜tool_calls_end｜>"],
            ["<tool>", "</tool>"],
            ["<tools>", "</tools>"],
            ["<response>", "</response>"],
            ["[TOOL_CALLS]", undefined],
            ["<|tool_call|>", undefined],
            ["<function_call>", undefined],
            ["functools", undefined],
            ["<|python_tag|>", undefined],
            ["<|python_start|>", undefined],
            ["<|tools_prefix|>", "<|tools_suffix|>"],
            ["<|tool_call_start|>", "<|tool_call_end|>"],
            ["<|tool_calls|>", "<|calls|>"],
            ["<|tool_call:begin|>", "<|tool_call:end|>"],
            ["<|tool_call:start|>", "<|tool_call:end|>"],
            ["<ifm|tool_calls>", "</ifm|tool_calls>"],
            ["<ifm|tool_call>", "</ifm|tool_call>"],
            ["<|open|>tools<|sep|>", "<|close|>tools<|sep|>"],
            ["<|tool▁calls▁begin|>", "<|tool▁calls▁end|>"],
            ["<|plamo:begin_tool_requests:plamo|>", "<|plamo:end_tool_requests:plamo|>"],
          ] as [string, string | undefined][]
        ).sort(([a], [b]) => (a < b ? -1 : 1)),
      ),
    );
  });
});
