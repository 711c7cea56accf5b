import { createDefaultHost, piDefault, PI_TOOL_SCHEMAS } from "./index.js";

// The default order is a tested fact; the root README lists the same order.
describe("preset-pi-default", () => {
  const host = createDefaultHost();
  void host.plugins;

  it("taps the rules in the documented default order", () => {
    expect(host.hooks.repair.taps.map((t) => t.name)).toEqual([
      "parseRawArguments",
      "unwrapEnvelope",
      "stripGrammarTokenKeys",
      "renameAliasedField",
      "foldLegacyEdit",
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
      "dsml", "invoke", "minimax-m1", "minimax-text", "qwen", "seed-oss", "step3", "cohere", "gemma", "glm",
      "granite", "harmony", "internlm", "jamba", "kimi", "llama", "mistral", "olmo", "phi4", "xlam",
    ]);
    expect(host.hooks.stripGrammar.taps.map((t) => t.name)).toEqual(["dsml", "harmony", "kimi"]);
    expect(host.hooks.validate.taps.map((t) => t.name)).toEqual(["ajv"]);
    expect(host.hooks.phantom.taps.map((t) => t.name)).toEqual(["phantomToolUse"]);
    expect(host.hooks.sanitize.taps.map((t) => t.name)).toEqual(["sanitizePatternAnchors"]);
  });

  it("keeps grammar recovery off by default", () => {
    expect(host.context().config.grammar).toEqual({ enabled: false, mode: "recover", requireKnownTool: true, grammars: undefined });
    expect(piDefault.plugins.length).toBe(20 + 20 + 2);
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
