/** The pi extension against a fake pi: handlers, model presets, config, fault containment. */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineRule, definePreset, STAGE, type Preset } from "@pi-tool-repair/host";
import { PHANTOM_ERROR_MESSAGE } from "@pi-tool-repair/preset-pi-default";
import { PI_TOOL_SCHEMAS } from "@pi-tool-repair/preset-pi-default";
import { createExtension, type ExtensionOptions, type PiLike } from "../../presets/pi-default/src/extension.js";
import defaultExport from "../../presets/pi-default/src/extension.js";

type Handler = (event: unknown, ctx: unknown) => unknown;

function fakePi(tools: Record<string, unknown> = PI_TOOL_SCHEMAS, active?: string[]) {
  const handlers = new Map<string, Handler[]>();
  let ready = false;
  let getAllToolsCalls = 0;
  const pi: PiLike = {
    on(event, handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler as Handler]);
    },
    getAllTools() {
      if (!ready) throw new Error("Extension runtime not initialized");
      getAllToolsCalls++;
      return Object.entries(tools).map(([name, parameters]) => ({ name, parameters }));
    },
    getActiveTools() {
      return active ?? Object.keys(tools);
    },
  };
  return {
    pi,
    handlers,
    toolReads: () => getAllToolsCalls,
    start: () => (ready = true),
    emit: async (event: string, payload: unknown, ctx: unknown = { cwd: process.cwd(), model: { id: "m1", provider: "fake", api: "openai-completions" } }) => {
      let last: unknown;
      for (const h of handlers.get(event) ?? []) last = await h(payload, ctx);
      return last;
    },
  };
}

function agentDir(config?: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), "ptr-ext-"));
  if (config !== undefined) {
    mkdirSync(join(dir, "extensions"));
    writeFileSync(join(dir, "extensions", "pi-tool-repair.json"), typeof config === "string" ? config : JSON.stringify(config));
  }
  return dir;
}

function setup(config?: unknown, more: Partial<ExtensionOptions> = {}, tools?: Record<string, unknown>, active?: string[]) {
  const lines: string[] = [];
  const fake = fakePi(tools, active);
  const options: ExtensionOptions = { agentDir: agentDir(config), env: {}, write: (l) => void lines.push(l), builtinPresets: [], ...more };
  createExtension(options)(fake.pi);
  fake.start();
  return { ...fake, lines };
}

const assistant = (content: unknown[], extra: Record<string, unknown> = {}) => ({
  role: "assistant",
  content,
  api: "openai-completions",
  provider: "fake",
  model: "m1",
  usage: { input: 1, output: 1, cacheRead: 0, cacheWrite: 0, totalTokens: 2, cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 } },
  stopReason: "toolUse",
  timestamp: 1733234402000,
  ...extra,
});
const call = (name: string, args: unknown, extra: Record<string, unknown> = {}) => ({ type: "toolCall", id: "c1", name, arguments: args, ...extra });

describe("pi extension (fake pi)", () => {
  it("default export is a factory that registers handlers without touching the tool registry", () => {
    const fake = fakePi();
    expect(typeof defaultExport).toBe("function");
    defaultExport(fake.pi);
    expect([...fake.handlers.keys()].sort()).toEqual(["before_provider_request", "message_end", "message_update", "session_start"]);
    expect(fake.toolReads()).toBe(0);
  });

  const cases: { name: string; message: Record<string, unknown>; out: Record<string, unknown> | undefined }[] = [
    { name: "a valid call passes unchanged", message: assistant([call("read", { path: "a" })]), out: undefined },
    {
      name: "pi 0.84 shape: a null optional is dropped, every other field kept",
      message: assistant([{ type: "text", text: "hi" }, call("read", { path: "a", offset: null })]),
      out: assistant([{ type: "text", text: "hi" }, call("read", { path: "a" })]),
    },
    {
      name: "truncated raw text stays as pi sent it",
      message: assistant([call("read", {}, { argumentsError: 'Unterminated string\n\nReceived arguments:\n{"path":"a' })]),
      out: undefined,
    },
    {
      name: "phantom tool use becomes a retryable error",
      message: assistant([{ type: "text", text: "let me" }]),
      out: assistant([{ type: "text", text: "let me" }], { stopReason: "error", errorMessage: PHANTOM_ERROR_MESSAGE }),
    },
    { name: "a call to an unknown tool is left alone", message: assistant([call("nope", { x: null })]), out: undefined },
    { name: "a user message is ignored", message: { role: "user", content: "read it", timestamp: 1 }, out: undefined },
    { name: "a system message is ignored", message: { role: "system", content: "", toolsAdded: [] }, out: undefined },
    { name: "a toolResult message is ignored", message: { role: "toolResult", toolCallId: "c1", toolName: "read", content: [], isError: false }, out: undefined },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      const t = setup();
      const before = structuredClone(c.message);
      const result = await t.emit("message_end", { type: "message_end", message: c.message });
      expect(result).toEqual(c.out === undefined ? undefined : { message: c.out });
      expect(c.message).toEqual(before); // never mutated
      expect(t.lines).toEqual([]);
    });
  }

  // The raw text of pi 1.6's argumentsError is a string: an object is read out of it by parseRawArguments.
  it("pi 1.6 argumentsError: the raw text is repaired and argumentsError dropped", async () => {
    const t = setup();
    const message = assistant([call("read", {}, { argumentsError: 'Unexpected token\n\nReceived arguments:\n{"path":"a","limit":"20",}' })]);
    expect(await t.emit("message_end", { message })).toEqual({ message: assistant([call("read", { path: "a", limit: 20 })]) });
  });

  it("reads the live schemas at message_end and only the active tools", async () => {
    const schema = { type: "object", properties: { n: { type: "number" } }, required: ["n"] };
    const t = setup(undefined, {}, { custom: schema, other: schema }, ["custom"]);
    expect(await t.emit("message_end", { message: assistant([call("custom", { n: "3" })]) })).toEqual({ message: assistant([call("custom", { n: 3 })]) });
    expect(await t.emit("message_end", { message: assistant([call("other", { n: "3" })]) })).toBeUndefined();
    expect(t.toolReads()).toBe(2);
  });

  it("a failing registry is logged once and the message passes unchanged", async () => {
    const t = setup();
    t.pi.getAllTools = () => {
      throw new Error("registry down");
    };
    for (let i = 0; i < 3; i++) expect(await t.emit("message_end", { message: assistant([call("read", { path: "a", offset: null })]) })).toBeUndefined();
    expect(t.lines).toEqual(["[pi-tool-repair] message_end failed (Error: registry down); passed through unchanged"]);
  });

  it("a throwing rule from a plugin is contained: logged, message unchanged", async () => {
    const dir = agentDir({ plugins: ["./boom.js"] }); // a relative path: from the config file's folder
    writeFileSync(
      join(dir, "extensions", "boom.js"),
      `export default { name: "boom", host: "^1.0.0", stage: 10, apply(host) { host.hooks.repair.tap("boom", () => { throw new Error("kaput"); }); } };`,
    );
    const lines: string[] = [];
    const fake = fakePi();
    createExtension({ agentDir: dir, env: {}, write: (l) => void lines.push(l), builtinPresets: [] })(fake.pi);
    fake.start();
    const message = assistant([call("read", { path: "a", offset: null })]);
    expect(await fake.emit("message_end", { message }, { cwd: dir, model: { id: "m1" } })).toBeUndefined();
    expect(await fake.emit("message_end", { message }, { cwd: dir, model: { id: "m1" } })).toBeUndefined();
    expect(lines).toEqual(["[pi-tool-repair] tool=read repair threw Error: kaput; kept the original"]);
  });

  it("a malformed config gives one line and the defaults; repairs still work", async () => {
    const t = setup("{ nope");
    expect(await t.emit("message_end", { message: assistant([call("read", { path: "a", offset: null })]) })).toEqual({ message: assistant([call("read", { path: "a" })]) });
    expect(t.lines).toHaveLength(1);
    expect(t.lines[0]).toMatch(/^\[pi-tool-repair\] config .*pi-tool-repair\.json: is not valid JSON/);
  });

  it("debug output in the description's format", async () => {
    const t = setup({ grammarRepair: { debug: true } });
    await t.emit("message_end", { message: assistant([call("read", { path: "a", offset: null })]) });
    expect(t.lines).toEqual([
      "[pi-tool-repair] preset=@pi-tool-repair/preset-pi-default active for model m1",
      "[pi-tool-repair] tool=read outcome=repaired rules=dropNullOptional hints=1",
      '  input: {"path":"a","offset":null}',
      '  repaired: {"path":"a"}',
      expect.stringMatching(/^  hint\[0\]: dropNullOptional \/offset: dropped null/),
    ]);
  });

  const fakeRule = defineRule({
    name: "renameFp",
    host: "^1.0.0",
    stage: STAGE.RENAME,
    fixes: ["required"],
    apply(issue, draft) {
      if (issue.params.missingProperty !== "path" || !draft.has("/fp")) return;
      draft.rename("", "fp", "path");
      return "renamed fp to path";
    },
  });
  const deepseek: Preset = definePreset({ name: "@pi-tool-repair/preset-deepseek", models: ["deepseek"], plugins: [fakeRule] });
  const other: Preset = definePreset({ name: "@pi-tool-repair/preset-glm", models: ["glm", "("], plugins: [] });
  const importPreset = async (name: string) => {
    if (name === "@pi-tool-repair/preset-deepseek") return { default: deepseek };
    if (name === "@pi-tool-repair/preset-glm") return { default: other };
    const e = new Error(`Cannot find package '${name}'`);
    (e as { code?: string }).code = "ERR_MODULE_NOT_FOUND";
    throw e;
  };
  const builtinPresets = ["@pi-tool-repair/preset-glm", "@pi-tool-repair/preset-deepseek", "@pi-tool-repair/preset-missing"];
  const fpMessage = (model: string) => assistant([call("read", { fp: "a" })], { model });

  it("activates the model preset whose models match the message's model, and says so", async () => {
    const t = setup({ grammarRepair: { debug: true } }, { importPreset, builtinPresets });
    expect(await t.emit("message_end", { message: fpMessage("deepseek-v4-pro") })).toEqual({
      message: assistant([call("read", { path: "a" })], { model: "deepseek-v4-pro" }),
    });
    expect(t.lines).toContain("[pi-tool-repair] preset=@pi-tool-repair/preset-deepseek active for model deepseek-v4-pro");
    const plain = await t.emit("message_end", { message: fpMessage("m1") });
    expect(plain).toBeUndefined();
    expect(t.lines.filter((l) => l.includes("not a valid regular expression"))).toHaveLength(1);
  });

  it("the repaired call of the active preset", async () => {
    const t = setup(undefined, { importPreset, builtinPresets });
    expect(await t.emit("message_end", { message: fpMessage("DeepSeek-V4-Pro") })).toEqual({
      message: assistant([call("read", { path: "a" })], { model: "DeepSeek-V4-Pro" }),
    });
  });

  it("config presets: false switches a model preset off, true turns it on for every model", async () => {
    const off = setup({ presets: { "@pi-tool-repair/preset-deepseek": false } }, { importPreset, builtinPresets });
    expect(await off.emit("message_end", { message: fpMessage("deepseek-v4-pro") })).toBeUndefined();
    const on = setup({ presets: ["@pi-tool-repair/preset-deepseek"] }, { importPreset, builtinPresets });
    expect(await on.emit("message_end", { message: fpMessage("m1") })).toEqual({ message: assistant([call("read", { path: "a" })]) });
  });

  it("falls back to ctx.model when the message names no model", async () => {
    const t = setup(undefined, { importPreset, builtinPresets });
    const message = assistant([call("read", { fp: "a" })]);
    delete (message as Record<string, unknown>).model;
    const result = (await t.emit("message_end", { message }, { cwd: process.cwd(), model: { id: "deepseek-chat" } })) as { message: { content: unknown[] } };
    expect(result.message.content).toEqual([call("read", { path: "a" })]);
  });

  it("leakModels turns grammar recovery on for matching models only; a bad fragment warns once", async () => {
    const t = setup({ grammarRepair: { leakModels: ["^m1$", "["] } });
    await t.emit("message_end", { message: assistant([{ type: "text", text: "x" }], { stopReason: "stop" }) });
    await t.emit("message_end", { message: assistant([{ type: "text", text: "x" }], { stopReason: "stop" }) });
    expect(t.lines).toEqual(['[pi-tool-repair] grammarRepair.leakModels: "[" is not a valid regular expression (SyntaxError: Invalid regular expression: /[/i: Unterminated character class); ignored']);
  });

  it("before_provider_request returns undefined when nothing changed", async () => {
    const t = setup();
    const payload = { model: "m1", messages: [], tools: [{ type: "function", function: { name: "grep", parameters: { type: "object", properties: { pattern: { type: "string", pattern: "^a$" } } } } }] };
    expect(await t.emit("before_provider_request", { type: "before_provider_request", payload })).toBeUndefined();
  });

  it("before_provider_request strips anchors for anchor-bleed models, on a copy", async () => {
    const schema = { type: "object", properties: { pattern: { type: "string", pattern: "^[a-z]+$" } } };
    const payload = { model: "kimi-k2-instruct", messages: [], tools: [{ type: "function", function: { name: "grep", parameters: schema } }] };
    const frozen = structuredClone(payload);
    const kimi = { cwd: process.cwd(), model: { id: "kimi-k2-instruct", provider: "fake", api: "openai-completions" } };
    const t = setup();
    const next = (await t.emit("before_provider_request", { payload }, kimi)) as typeof payload;
    expect(next).not.toBe(payload);
    expect(next.tools[0]!.function.parameters.properties.pattern.pattern).toBe("[a-z]+");
    expect(payload).toEqual(frozen);
    // the same payload for a model that does not bleed, or with anchorBleedModels emptied: unchanged
    expect(await t.emit("before_provider_request", { payload })).toBeUndefined();
    const none = setup({ anchorBleedModels: [] });
    expect(await none.emit("before_provider_request", { payload }, kimi)).toBeUndefined();
  });

  describe("grammar recovery gates (kimi markup)", () => {
    const leak = (tool: string) =>
      `Reading. <|tool_calls_section_begin|><|tool_call_begin|>functions.${tool}:0 <|tool_call_argument_begin|>{"path": "a.txt"}<|tool_call_end|><|tool_calls_section_end|>`;
    const msg = (model: string, tool = "read") => assistant([{ type: "text", text: leak(tool) }], { model, stopReason: "stop" });
    const recovered = (result: unknown) => {
      const content = (result as { message?: { content: { type: string; name?: string; arguments?: unknown }[] } } | undefined)?.message?.content ?? [];
      return content.filter((b) => b.type === "toolCall").map((b) => [b.name, b.arguments]);
    };
    const texts = (result: unknown) =>
      ((result as { message?: { content: { type: string; text?: string }[] } } | undefined)?.message?.content ?? []).filter((b) => b.type === "text").map((b) => b.text);
    const gated = definePreset({ name: "@pi-tool-repair/preset-glm", models: ["^gated"], plugins: [], config: { grammar: { enabled: true } } });
    const importGated = async () => ({ default: gated });

    const cases: { name: string; config: unknown; model: string; tool?: string; calls: unknown[]; text?: string[] }[] = [
      { name: "off by default", config: {}, model: "m1", calls: [] },
      { name: "leakModels matching (case-insensitive)", config: { grammarRepair: { leakModels: ["^M1$"] } }, model: "m1", calls: [["read", { path: "a.txt" }]], text: ["Reading."] },
      { name: "leakModels not matching", config: { grammarRepair: { leakModels: ["^m1$"] } }, model: "m2", calls: [] },
      { name: "enabled for every model", config: { grammarRepair: { enabled: true } }, model: "m2", calls: [["read", { path: "a.txt" }]] },
      { name: "strip mode: markup gone, no call", config: { grammarRepair: { enabled: true, mode: "strip" } }, model: "m2", calls: [], text: ["Reading."] },
      { name: "requireKnownTool (default): an unknown tool is not recovered", config: { grammarRepair: { enabled: true } }, model: "m2", tool: "nope", calls: [] },
      { name: "requireKnownTool false: any tool name", config: { grammarRepair: { enabled: true, requireKnownTool: false } }, model: "m2", tool: "nope", calls: [["nope", { path: "a.txt" }]] },
      { name: "grammars list without kimi", config: { grammarRepair: { enabled: true, grammars: ["dsml"] } }, model: "m2", calls: [] },
      { name: "a model preset turns it on", config: {}, model: "gated-1", calls: [["read", { path: "a.txt" }]] },
      { name: "enabled false wins over the model preset", config: { grammarRepair: { enabled: false } }, model: "gated-1", calls: [] },
    ];
    for (const c of cases) {
      it(c.name, async () => {
        const t = setup(c.config, { importPreset: importGated, builtinPresets: ["@pi-tool-repair/preset-glm"] });
        const result = await t.emit("message_end", { message: msg(c.model, c.tool) });
        expect(recovered(result)).toEqual(c.calls);
        if (c.text) expect(texts(result)).toEqual(c.text);
        if (c.calls.length > 0) expect((result as { message: { stopReason: string } }).message.stopReason).toBe("toolUse");
      });
    }
  });
});
