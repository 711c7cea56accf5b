import tapable from "tapable";
import { createHost } from "./host.js";
import { orderPlugins } from "./plugins/registry.js";
import { HOST_API_VERSION, HostError, STAGE, type AssistantMessage, type Candidate, type Logger, type RepairPlugin } from "./contract/index.js";
import { defineGrammar, defineRule, definePreset } from "./plugins/define.js";
import { validateWithAjv } from "./repair/validator.js";
import { deepFreeze } from "./testing.js";

/** The phantom hook as a caller would tap it (preset-pi-default's plugin has pi's retry text). */
const PHANTOM_ERROR_MESSAGE = "no tool call: retry";
const retry = (m: AssistantMessage) => ({ ...m, stopReason: "error", errorMessage: PHANTOM_ERROR_MESSAGE });
const phantomToolUse: RepairPlugin = { name: "phantomToolUse", host: "^1.0.0", apply: (h) => void h.hooks.phantom.tap("phantomToolUse", retry) };

/** Reads an `argumentsError` of the form "<error>\n\n--\n<raw text>" (a caller's format; pi's is in preset-pi-default). */
const readRaw: RepairPlugin = {
  name: "readRaw",
  host: "^1.0.0",
  apply(h) {
    h.readArgumentsErrorWith((e) => (e.includes("\n\n--\n") ? { text: e.slice(e.indexOf("\n\n--\n") + 4) } : { hint: "no raw text" }));
  },
};

const schema = deepFreeze({
  type: "object",
  properties: { path: { type: "string" }, limit: { type: "number" }, offset: { type: "number" } },
  required: ["path"],
});

const numeric = defineRule({
  name: "numeric",
  host: "^1.0.0",
  stage: STAGE.CONVERT,
  fixes: ["type"],
  apply(issue, draft) {
    if (typeof issue.value === "string" && issue.expects("number") && /^\d+$/.test(issue.value)) {
      draft.set(issue.path, Number(issue.value));
      return "converted";
    }
  },
});
const dropNull = defineRule({
  name: "dropNull",
  host: "^1.0.0",
  stage: STAGE.DROP,
  fixes: ["type"],
  apply(issue, draft) {
    if (issue.value === null && issue.optional) {
      draft.remove(issue.path);
      return "dropped";
    }
  },
});

function recordingLog(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, debug: (m) => lines.push(m), warn: (m) => lines.push(m) };
}

describe("hooks", () => {
  it("has the six hooks with the tapable classes of the design, frozen", () => {
    const { hooks } = createHost();
    expect(Object.keys(hooks)).toEqual(["sanitize", "stripGrammar", "recover", "validate", "repair", "phantom"]);
    expect(hooks.sanitize.constructor).toBe(tapable.SyncWaterfallHook);
    expect(hooks.stripGrammar.constructor).toBe(tapable.SyncWaterfallHook);
    expect(hooks.recover.constructor).toBe(tapable.SyncWaterfallHook);
    expect(hooks.validate.constructor).toBe(tapable.SyncBailHook);
    expect(hooks.repair.constructor).toBe(tapable.SyncWaterfallHook);
    expect(hooks.phantom.constructor).toBe(tapable.SyncBailHook);
    expect(Object.isFrozen(hooks)).toBe(true);
  });
});

describe("plugin contract", () => {
  it("rejects a plugin whose host range excludes this host, naming plugin, range and version", () => {
    const plugin: RepairPlugin = { name: "x", package: "@pi-tool-repair/rule-x", host: "^2.0.0", apply() {} };
    expect(() => createHost().use(plugin)).toThrow(
      new HostError("PI_TOOL_REPAIR_HOST_UNSUPPORTED", `@pi-tool-repair/rule-x needs host "^2.0.0" but was loaded with ${HOST_API_VERSION}`, {
        plugin: "@pi-tool-repair/rule-x",
        range: "^2.0.0",
        version: HOST_API_VERSION,
      }),
    );
    try {
      createHost().use(plugin);
    } catch (e) {
      expect((e as HostError).code).toBe("PI_TOOL_REPAIR_HOST_UNSUPPORTED");
      expect((e as Error).message).toBe(`@pi-tool-repair/rule-x needs host "^2.0.0" but was loaded with ${HOST_API_VERSION} (PI_TOOL_REPAIR_HOST_UNSUPPORTED)`);
    }
  });
  it("carries plugin, range and version on the error", () => {
    const plugin: RepairPlugin = { name: "x", package: "@pi-tool-repair/rule-x", host: "^2.0.0", apply() {} };
    let error: unknown;
    try {
      createHost().use(plugin);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(HostError);
    expect({ ...(error as HostError) }).toEqual({ name: "HostError", code: "PI_TOOL_REPAIR_HOST_UNSUPPORTED", plugin: "@pi-tool-repair/rule-x", range: "^2.0.0", version: HOST_API_VERSION });
    const copy = { ...numeric };
    try {
      createHost().use(numeric).use(copy);
    } catch (e) {
      error = e;
    }
    expect({ ...(error as HostError) }).toEqual({ name: "HostError", code: "PI_TOOL_REPAIR_DUPLICATE_PLUGIN", plugin: "numeric" });
  });
  it("rejects malformed plugins and invalid ranges", () => {
    expect(() => createHost().use({ name: "", host: "^1.0.0", apply() {} })).toThrow(/PI_TOOL_REPAIR_INVALID_PLUGIN/);
    expect(() => createHost().use({ name: "y", host: "not a range", apply() {} })).toThrow(/y declares no valid host range/);
  });
  it("applies a plugin listed twice once, and refuses two packages with one name", () => {
    const host = createHost().use(numeric).use(numeric);
    expect(host.plugins.map((p) => p.name)).toEqual(["numeric"]);
    const other = { ...numeric, package: "@someone/else" };
    expect(() => createHost().use(numeric).use(other)).toThrow(/PI_TOOL_REPAIR_DUPLICATE_PLUGIN/);
  });
  it("refuses two copies of one package (two different objects), naming it", () => {
    const copy = { ...numeric };
    expect(() => createHost().use(numeric).use(copy)).toThrow(/^numeric is loaded twice, as two different objects .*\(PI_TOOL_REPAIR_DUPLICATE_PLUGIN\)$/);
  });
  it("refuses use() after the first run", () => {
    const host = createHost().use(numeric);
    host.freeze();
    expect(() => host.use(dropNull)).toThrow(/PI_TOOL_REPAIR_FROZEN/);
  });
});

describe("ordering", () => {
  const mk = (name: string, stage: number, before?: string[]): RepairPlugin =>
    defineRule({ name, host: "^1.0.0", stage, fixes: [], ...(before ? { before } : {}), apply() {} });
  it("orders by stage then name, whatever the registration order", () => {
    const plugins = [mk("c", 500), mk("b", 100), mk("a", 500), mk("z", 50)];
    const host = createHost();
    for (const p of [...plugins].reverse()) host.use(p);
    host.freeze();
    expect(host.hooks.repair.taps.map((t) => t.name)).toEqual(["z", "b", "a", "c"]);
  });
  it("puts a plugin before the ones it names, even at a later stage, registered in reverse", () => {
    const host = createHost();
    for (const p of [mk("late", 500, ["early"]), mk("early", 100), mk("mid", 300)].reverse()) host.use(p);
    host.freeze();
    // `early` must wait for `late`; `mid` has no constraint and its stage puts it first
    expect(host.hooks.repair.taps.map((t) => t.name)).toEqual(["mid", "late", "early"]);
  });
  it("ignores a before name that is not loaded", () => {
    expect(orderPlugins([mk("a", 200, ["missing"]), mk("b", 100)]).map((p) => p.name)).toEqual(["b", "a"]);
  });
  it("throws on a cycle, naming the plugins", () => {
    expect(() => orderPlugins([mk("a", 100, ["b"]), mk("b", 100, ["a"]), mk("c", 100)])).toThrow(
      'plugins a, b declare "before" in a cycle (PI_TOOL_REPAIR_ORDER_CYCLE)',
    );
  });
});

describe("presets", () => {
  it("use() of a preset is all or nothing: one refused plugin leaves the host as it was", () => {
    const future: RepairPlugin = { name: "future", package: "@x/rule-future", host: "^2.0.0", apply() {} };
    const host = createHost().use(numeric);
    const bad = definePreset({ name: "bad", plugins: [dropNull, future], config: { rules: { numeric: false } } });
    expect(() => host.use(bad)).toThrow(/PI_TOOL_REPAIR_HOST_UNSUPPORTED/);
    expect(host.plugins.map((p) => p.name)).toEqual(["numeric"]);
    expect(host.presets).toEqual([]);
    expect(host.config).toEqual({});
    // the same host takes a good preset afterwards, and dropNull (first seen in the refused one) with it
    host.use(definePreset({ name: "good", plugins: [dropNull] }));
    expect(host.plugins.map((p) => p.name)).toEqual(["dropNull", "numeric"]);
    expect(host.presets.map((p) => p.name)).toEqual(["good"]);
  });
  it("refuses a preset whose plugins declare a before cycle at use(), naming them, and keeps the host", () => {
    const mk = (name: string, before: string): RepairPlugin => defineRule({ name, host: "^1.0.0", stage: 100, fixes: [], before: [before], apply() {} });
    const host = createHost().use(numeric);
    expect(() => host.use(definePreset({ name: "loop", plugins: [mk("a", "b"), mk("b", "a")] }))).toThrow('plugins a, b declare "before" in a cycle (PI_TOOL_REPAIR_ORDER_CYCLE)');
    expect(host.plugins.map((p) => p.name)).toEqual(["numeric"]);
    host.freeze();
    expect(host.hooks.repair.taps.map((t) => t.name)).toEqual(["numeric"]);
  });
  it("extends another preset, merges config, applies shared plugins once", () => {
    const base = definePreset({ name: "base", plugins: [dropNull, numeric], config: { rules: { numeric: true }, anchorBleedModels: ["a"] } });
    const child = definePreset({ name: "child", presets: [base], plugins: [numeric], config: { rules: { dropNull: false } } });
    const host = createHost().use(child);
    expect(host.plugins.map((p) => p.name)).toEqual(["dropNull", "numeric"]);
    expect(host.presets.map((p) => p.name)).toEqual(["child", "base"]);
    const ctx = host.context();
    expect(ctx.config.rules).toEqual({ numeric: true, dropNull: false });
    expect(ctx.config.anchorBleedModels).toEqual(["a"]);
    // dropNull is switched off by the child preset's config
    expect(host.repairArguments("read", { path: "a", offset: null }, schema, ctx).outcome).toBe("unrepairable");
  });
});

describe("repairArguments", () => {
  const host = createHost().use(numeric).use(dropNull);
  const ctx = host.context();

  it("returns a valid input as the same object", () => {
    const input = deepFreeze({ path: "a", extra: { deep: [1] } });
    const r = host.repairArguments("read", input, schema, ctx);
    expect(r).toEqual({ outcome: "valid", arguments: input, rules: [], hints: [] });
    expect(r.arguments).toBe(input);
  });
  it("repairs on a clone, with the rules that fired and a hint each, and the result validates", () => {
    const input = deepFreeze({ path: "a", limit: "20", offset: null });
    const r = host.repairArguments("read", input, schema, ctx);
    expect(r).toEqual({
      outcome: "repaired",
      arguments: { path: "a", limit: 20 },
      rules: ["dropNull", "numeric"],
      hints: [
        { rule: "dropNull", path: "/offset", message: "dropped" },
        { rule: "numeric", path: "/limit", message: "converted" },
      ],
    });
    expect(validateWithAjv(r.arguments, schema)).toEqual([]);
  });
  it("keeps the original when the candidate still fails", () => {
    const input = deepFreeze({ path: null, limit: "20" });
    const r = host.repairArguments("read", input, schema, ctx);
    expect(r.outcome).toBe("unrepairable");
    expect(r.arguments).toBe(input);
    expect(r.rules).toEqual([]);
    expect(r.hints).toEqual([
      { rule: "validate", path: "/path", message: "/path must be string" },
      { rule: "validate", path: "/limit", message: "/limit must be number" },
    ]);
  });
  it("contains a throwing rule: logged with its name, its change discarded, the others go on", () => {
    const thrower = defineRule({
      name: "thrower",
      package: "@x/rule-thrower",
      host: "^1.0.0",
      stage: STAGE.RENAME,
      fixes: "*",
      apply(_issue, draft) {
        draft.set("/path", "changed by thrower");
        throw new TypeError("boom");
      },
    });
    const h = createHost().use(thrower).use(numeric);
    const log = recordingLog();
    const input = deepFreeze({ path: "a", limit: "5" });
    const r = h.repairArguments("read", input, schema, h.context({ log }));
    expect(r.outcome).toBe("repaired");
    expect(r.arguments).toEqual({ path: "a", limit: 5 });
    expect(r.rules).toEqual(["numeric"]);
    expect(r.hints).toContainEqual({ rule: "thrower", path: "/limit", message: "threw TypeError: boom; skipped" });
    expect(log.lines).toEqual(["[pi-tool-repair] rule thrower (@x/rule-thrower) threw TypeError: boom; skipped"]);
    // a throwing rule alone leaves the result unchanged
    const only = createHost().use(thrower);
    const r2 = only.repairArguments("read", input, schema, only.context());
    expect(r2.outcome).toBe("unrepairable");
    expect(r2.arguments).toBe(input);
  });
  it("treats a schema ajv cannot compile as unrepairable with a clear hint, never a throw", () => {
    const bad = deepFreeze({ type: "object", properties: { a: { type: "strnig" } } });
    const r = host.repairArguments("t", { a: 1 }, bad, ctx);
    expect(r.outcome).toBe("unrepairable");
    expect(r.hints).toHaveLength(1);
    expect(r.hints[0]!.message).toMatch(/^tool "t": schema cannot be compiled: Error: schema is invalid/);
  });
  it("repairs nested values at the paths the validator names, bounded passes", () => {
    const nested = deepFreeze({
      type: "object",
      properties: { edits: { type: "array", items: { type: "object", properties: { n: { type: "number" }, m: { type: "number" } }, required: ["n"] } } },
    });
    const r = host.repairArguments("t", { edits: [{ n: "1", m: null }, { n: "2" }] }, nested, ctx);
    expect(r.arguments).toEqual({ edits: [{ n: 1 }, { n: 2 }] });
  });
});

describe("validator", () => {
  it("accepts draft-07 with $ref/definitions, 2020-12 with $defs/prefixItems, and never mutates the schema", () => {
    const d7 = deepFreeze({ $schema: "http://json-schema.org/draft-07/schema#", definitions: { p: { type: "string" } }, type: "object", properties: { a: { $ref: "#/definitions/p" } }, required: ["a"] });
    expect(validateWithAjv({ a: "x" }, d7)).toEqual([]);
    expect(validateWithAjv({ a: 1 }, d7).map((i) => [i.keyword, i.instancePath])).toEqual([["type", "/a"]]);
    const d2020 = deepFreeze({ $schema: "https://json-schema.org/draft/2020-12/schema", $defs: { n: { type: "number" } }, type: "array", prefixItems: [{ $ref: "#/$defs/n" }] });
    expect(validateWithAjv([1], d2020)).toEqual([]);
    expect(validateWithAjv(["x"], d2020).map((i) => i.keyword)).toEqual(["type"]);
    const d4 = deepFreeze({ $schema: "http://json-schema.org/draft-04/schema#", type: "object", properties: { a: { type: "string" } } });
    expect(validateWithAjv({ a: "x" }, d4)).toEqual([]);
  });
  it("exposes instancePath, keyword, params and the failing schema", () => {
    const [issue] = validateWithAjv({}, schema);
    expect(issue).toMatchObject({ keyword: "required", instancePath: "", params: { missingProperty: "path" } });
    expect(issue!.schema).toMatchObject({ required: ["path"] });
  });
  it("compiles once per schema object", () => {
    const s = { type: "string" };
    const first = validateWithAjv(1, s)[0]!.schema;
    expect(validateWithAjv(2, s)[0]!.schema).toBe(first);
  });
});

describe("processMessage", () => {
  const host = createHost().use(numeric).use(dropNull).use(phantomToolUse);
  const tools = { read: schema };
  const message = (extra: Partial<AssistantMessage>): AssistantMessage => deepFreeze({ role: "assistant", content: [], stopReason: "stop", api: "x", usage: { input: 1 }, ...extra });

  it("returns the same message object when nothing changed", () => {
    const m = message({ content: [{ type: "text", text: "hi" }, { type: "toolCall", id: "1", name: "read", arguments: { path: "a" } }], stopReason: "toolUse" });
    const r = host.processMessage(m, host.context({ tools }));
    expect(r.message).toBe(m);
    expect(r.changed).toBe(false);
  });
  it("repairs toolCall arguments and keeps every other field", () => {
    const m = message({ content: [{ type: "toolCall", id: "1", name: "read", arguments: { path: "a", limit: "3" } }], stopReason: "toolUse" });
    const r = host.processMessage(m, host.context({ tools }));
    expect(r.changed).toBe(true);
    expect(r.message).toEqual({ ...m, content: [{ type: "toolCall", id: "1", name: "read", arguments: { path: "a", limit: 3 } }] });
  });
  it("repairs from an argumentsError's raw text (read by the registered reader) and drops it when the repair commits", () => {
    const m = message({
      content: [{ type: "toolCall", id: "1", name: "read", arguments: {}, argumentsError: "Unexpected token\n\n--\n{\"path\": \"a\", \"offset\": null}" }],
      stopReason: "toolUse",
    });
    const numericOnly = createHost().use(dropNull).use(readRaw);
    const withRaw = defineRule({
      name: "rawJson",
      host: "^1.0.0",
      stage: STAGE.RAW,
      fixes: ["type"],
      apply(issue, draft) {
        if (issue.path === "" && typeof issue.value === "string") {
          draft.set("", JSON.parse(issue.value));
          return "parsed";
        }
      },
    });
    numericOnly.use(withRaw);
    const r = numericOnly.processMessage(m, numericOnly.context({ tools }));
    expect(r.message).toEqual({ ...m, content: [{ type: "toolCall", id: "1", name: "read", arguments: { path: "a" } }] });
  });
  it("leaves an argumentsError the reader cannot read to the caller, with the reader's hint", () => {
    const m = message({ content: [{ type: "toolCall", id: "1", name: "read", arguments: {}, argumentsError: "Unexpected end" }], stopReason: "toolUse" });
    const h = createHost().use(dropNull).use(readRaw);
    const r = h.processMessage(m, h.context({ tools }));
    expect(r.message).toBe(m);
    expect(r.calls).toEqual([{ index: 0, id: "1", tool: "read", result: { outcome: "unrepairable", arguments: {}, rules: [], hints: [{ rule: "repair", path: "", message: 'tool "read": no raw text' }] } }]);
  });
  it("reports a recovered call with the arguments of the final message (repaired by a rule)", () => {
    const grammar = defineGrammar({
      name: "angle",
      host: "^1.0.0",
      markers: ["<call "],
      scan(text, at) {
        const end = text.indexOf(">", at);
        return end < 0 ? undefined : { end: end + 1, calls: [{ name: "read", arguments: JSON.parse(text.slice(at + 6, end)) }] };
      },
    });
    const h = createHost().use(grammar).use(numeric);
    const m = message({ content: [{ type: "text", text: '<call {"path":"a","limit":"3"}>' }] });
    const r = h.processMessage(m, h.context({ tools, config: { grammar: { enabled: true } } }));
    expect(r.recovered).toEqual([{ grammar: "angle", name: "read", arguments: { path: "a", limit: 3 } }]);
    const block = (r.message as AssistantMessage).content[0] as { arguments: unknown };
    expect(block.arguments).toEqual({ path: "a", limit: 3 });
    expect(r.calls.map((c) => c.result.outcome)).toEqual(["repaired"]);
  });
  it("turns a phantom tool use into a retryable error", () => {
    const m = message({ content: [{ type: "text", text: "let me read it" }], stopReason: "toolUse" });
    const r = host.processMessage(m, host.context({ tools }));
    expect(r.phantom).toBe(true);
    expect(r.message).toEqual({ ...m, stopReason: "error", errorMessage: PHANTOM_ERROR_MESSAGE });
  });
  it("leaves non-assistant messages alone", () => {
    const m = { role: "user", content: "x" };
    expect(host.processMessage(m, host.context()).message).toBe(m);
  });
  it("passes the message unchanged when a stripGrammar tap throws, and logs it", () => {
    const h = createHost().use({
      name: "bad",
      host: "^1.0.0",
      apply(x) {
        x.hooks.stripGrammar.tap("bad", () => {
          throw new Error("nope");
        });
      },
    });
    const log = recordingLog();
    const m = message({ content: [{ type: "text", text: "hi" }] });
    expect(h.processMessage(m, h.context({ log })).message).toBe(m);
    expect(log.lines).toEqual(["[pi-tool-repair] stripGrammar threw Error: nope; message left as it was before stripGrammar"]);
  });
});

describe("veto", () => {
  it("stops every later rule and commits nothing", () => {
    const vetoer = defineRule({
      name: "vetoer",
      host: "^1.0.0",
      stage: STAGE.RAW,
      fixes: ["type"],
      apply(issue, draft) {
        if (issue.path === "/limit") draft.veto("vetoer", issue.path, "refused: looks truncated");
      },
    });
    const host = createHost().use(vetoer).use(numeric).use(dropNull);
    const input = deepFreeze({ path: "a", limit: "5", offset: null });
    const r = host.repairArguments("read", input, schema, host.context());
    expect(r).toEqual({ outcome: "unrepairable", arguments: input, rules: [], hints: [{ rule: "vetoer", path: "/limit", message: "refused: looks truncated" }] });
    expect(r.arguments).toBe(input);
  });
});

describe("a plugin whose apply() throws", () => {
  it("still leaves the validator in place: invalid calls are never reported valid", () => {
    const broken: RepairPlugin = {
      name: "broken",
      host: "^1.0.0",
      apply() {
        throw new Error("cannot apply");
      },
    };
    const host = createHost().use(broken);
    expect(() => host.freeze()).toThrow("cannot apply");
    expect(host.repairArguments("t", 1, { type: "string" }, host.context()).outcome).toBe("unrepairable");
  });
});

describe("ScanInput.indexOfAny", () => {
  it("finds the earliest of several literals, the first listed on a tie", () => {
    const seen: unknown[] = [];
    const probe = defineGrammar({
      name: "probe",
      host: "^1.0.0",
      markers: ["<p>"],
      scan(_text, at, input) {
        seen.push(input.indexOfAny(["</b>", "</a>", "</p>"], at), input.indexOfAny(["<p>", "<p"], at), input.indexOfAny(["</z>"], at));
        return undefined;
      },
    });
    const host = createHost().use(probe);
    host.scanText("<p> x </a> y </b> </p>", "text", host.context());
    expect(seen).toEqual([{ at: 6, literal: "</a>" }, { at: 0, literal: "<p>" }, undefined]);
  });
});

describe("ScanInput.markers", () => {
  it("stays as it was handed after the scan returns: a grammar that keeps it across two scans and a second round sees no change", () => {
    const kept: { markers: ReadonlyMap<string, ArrayLike<number>>; copy: [string, number[]][] }[] = [];
    const keeper = defineGrammar({
      name: "keeper",
      host: "^1.0.0",
      markers: ["<k>", "["],
      scan(_text, at, input) {
        if (!kept.some((k) => k.markers === input.markers)) kept.push({ markers: input.markers, copy: [...input.markers].map(([m, l]) => [m, Array.from(l)]) });
        return input.text.startsWith("<k>", at) ? { end: at + 3, calls: [] } : undefined;
      },
    });
    const host = createHost().use(keeper);
    const ctx = host.context({ config: { grammar: { enabled: true, mode: "strip" } } });
    // the first text has two rounds (the stripped text is scanned again), the second text (fewer markers: its
    // lists would fit in the first one's memory) two more
    host.processMessage({ role: "assistant", content: [{ type: "text", text: "a [ <k>b [[ <k>c" }] }, ctx);
    host.processMessage({ role: "assistant", content: [{ type: "text", text: "<k>[ x" }] }, ctx);
    expect(kept.length).toBe(4);
    expect(kept[0]!.copy).toEqual([["[", [2, 9, 10]], ["<k>", [4, 12]]]);
    for (const k of kept) expect([...k.markers].map(([m, l]) => [m, Array.from(l)])).toEqual(k.copy);
  });
});

describe("freeze", () => {
  it("reading plugins taps nothing and leaves use() open; freeze() taps once and closes it", () => {
    const a = defineRule({ name: "a", host: "^1.0.0", stage: 100, fixes: [], apply() {} });
    const b = defineRule({ name: "b", host: "^1.0.0", stage: 50, fixes: [], apply() {} });
    const host = createHost().use(a);
    expect(host.plugins.map((p) => p.name)).toEqual(["a"]);
    expect(host.hooks.repair.taps).toEqual([]);
    host.use(b);
    expect(host.freeze()).toBe(host);
    expect(host.hooks.repair.taps.map((t) => t.name)).toEqual(["b", "a"]);
    expect(host.freeze().hooks.repair.taps).toHaveLength(2);
    expect(() => host.use(defineRule({ name: "c", host: "^1.0.0", stage: 1, fixes: [], apply() {} }))).toThrow(/PI_TOOL_REPAIR_FROZEN/);
  });
});

describe("a scan that returns a position", () => {
  it("skips the grammar's markers before it, and only this grammar's", () => {
    const seen: number[] = [];
    const other: number[] = [];
    const skipper = defineGrammar({
      name: "skipper",
      host: "^1.0.0",
      markers: ["[", "<x>"],
      scan(_text, at) {
        seen.push(at);
        return at === 0 ? 6 : undefined; // nothing of it before 6
      },
    });
    const watcher = defineGrammar({
      name: "watcher",
      host: "^1.0.0",
      markers: ["["],
      scan(_text, at) {
        other.push(at);
        return at; // not past `at`: read as nothing
      },
    });
    const host = createHost().use(skipper).use(watcher);
    expect(host.scanText("[[<x>[[ [", "text", host.context())).toEqual([]);
    expect(seen).toEqual([0, 6, 8]);
    expect(other).toEqual([0, 1, 5, 6, 8]);
  });

  it("markers registered while a text is scanned (a late registerMarkers) do not break its next round", () => {
    let host: ReturnType<typeof createHost>;
    let late = false;
    const n = defineGrammar({
      name: "n",
      host: "^1.0.0",
      markers: ["<n>"],
      scan(_text, at) {
        if (!late) host.registerMarkers(["<late>"]);
        late = true;
        return { end: at + 3, calls: [] };
      },
    });
    host = createHost().use(n);
    const text = "<n>\nhello world " + "x".repeat(200);
    const result = host.processMessage({ role: "assistant", content: [{ type: "text", text }] }, host.context({ config: { grammar: { enabled: true, mode: "strip" } } }));
    expect(result.stripped).toBe(1);
    expect(result.message.content).toEqual([{ type: "text", text: "hello world " + "x".repeat(200) }]);
  });

  it("a recover tap's own list is not changed by the choice, and a tap that gives no list leaves the text as it was", () => {
    const kept: Candidate[] = [
      { grammar: "t", start: 4, end: 7, calls: [] },
      { grammar: "t", start: 0, end: 3, calls: [] },
      { grammar: "t", start: 1, end: 2, calls: [] },
    ];
    const copy = [...kept];
    const tapping = (give: () => unknown) => ({
      name: "tapping",
      host: "^1.0.0",
      kind: "grammar" as const,
      apply(h: ReturnType<typeof createHost>) {
        h.registerMarkers(["<a>", "<b>"]);
        h.hooks.recover.tap("tapping", () => give() as Candidate[]);
      },
    });
    const host = createHost().use(tapping(() => kept));
    expect(host.scanText("<a> <b> c", "text", host.context()).map((c) => [c.start, c.end])).toEqual([
      [0, 3],
      [4, 7],
    ]);
    expect(kept).toEqual(copy);
    const warnings: string[] = [];
    const broken = createHost().use(tapping(() => ({ not: "a list" })));
    const ctx = broken.context({ config: { grammar: { enabled: true } }, log: { debug() {}, warn: (m: string) => warnings.push(m) } });
    const message = { role: "assistant" as const, content: [{ type: "text" as const, text: "<a> text" }] };
    expect(broken.processMessage(message, ctx).message).toBe(message);
    expect(warnings).toEqual(["[pi-tool-repair] recover threw TypeError: the recover hook did not give a list of candidates; message left as it was before recover"]);
  });

  it("a grammar's declared literals are found with the markers: its searches give what a search of the text gives, in every round", () => {
    // `<cut>` is stripped in the first round; the `< sep>` it broke is whole in the second, where `<open>` finds it
    const cut = defineGrammar({ name: "cut", host: "^1.0.0", markers: ["<cut>"], scan: (_text, at) => ({ end: at + 5, calls: [] }) });
    const seen: number[][] = [];
    const pair = (literals?: string[]) =>
      defineGrammar({
        name: "pair",
        host: "^1.0.0",
        markers: ["<open>"],
        ...(literals ? { literals } : {}),
        scan(text, at, input) {
          const hits = [input.indexOf("< sep>", at), input.indexOf("< sep>", at + 1), input.indexOf("< sep>", text.length)];
          seen.push(hits);
          const nl = text.indexOf("\n", at);
          const sep = hits[0]!;
          if (sep < 0 || (nl >= 0 && sep > nl)) return undefined; // on its own line only
          return { end: sep + 6, calls: [{ name: "read", arguments: { path: text.slice(at + 6, sep).trim() } }] };
        },
      });
    const text = "<open> a.ts <<cut> sep>\n<open> b.ts < sep>";
    const results = [undefined, ["< sep>"]].map((literals) => {
      seen.length = 0;
      const host = createHost().use(cut).use(pair(literals));
      const ctx = host.context({ tools: { read: { type: "object" } }, config: { grammar: { enabled: true, mode: "recover" } } });
      const r = host.processMessage({ role: "assistant", content: [{ type: "text", text }] }, ctx);
      const content = (r.message as AssistantMessage).content;
      return { content: content.map((b) => (b.type === "toolCall" ? [b.name, b.arguments] : b)), seen: [...seen] };
    });
    expect(results[1]).toEqual(results[0]);
    // a.ts is read in the second round, but written first: it runs first
    expect(results[0]!.content).toEqual([
      ["read", { path: "a.ts" }],
      ["read", { path: "b.ts" }],
    ]);
    expect(results[0]!.seen).toEqual([
      [36, 36, -1],
      [36, 36, -1],
      [12, 12, -1],
    ]);
  });

  it("a scan started from inside a scan (a plugin reading a payload) leaves the outer scan's marker lists as they were", () => {
    let host: ReturnType<typeof createHost>;
    const lists: number[][] = [];
    let depth = 0;
    const nesting = defineGrammar({
      name: "nesting",
      host: "^1.0.0",
      markers: ["<n>"],
      scan(text, at, input) {
        if (depth === 0) {
          const before = Array.from(input.markers.get("<n>")!);
          depth++;
          host.scanText("ab<n>", "text", host.context()); // fewer markers than the outer text: the same memory would do
          depth--;
          lists.push(before, Array.from(input.markers.get("<n>")!));
        }
        return text.startsWith("<n>", at) ? { end: at + 3, calls: [] } : undefined;
      },
    });
    host = createHost().use(nesting);
    const result = host.processMessage({ role: "assistant", content: [{ type: "text", text: "<n>\n<n>" }] }, host.context({ config: { grammar: { enabled: true, mode: "strip" } } }));
    expect(result.message.content).toEqual([]);
    // every outer call saw its own list before and after the inner scan
    expect(lists.length).toBeGreaterThan(0);
    for (let k = 0; k < lists.length; k += 2) expect(lists[k + 1]).toEqual(lists[k]);
    expect(lists[0]).toEqual([0, 4]);
  });
});
