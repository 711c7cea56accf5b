import { isToolCallBlock, notPlainJson } from "./contract/index.js";
import { frozenSchema } from "./repair/frozen-schema.js";
import { checkCandidate } from "./recover/choose.js";
import { createHost } from "./host.js";
import { STAGE, type Candidate, type RepairPlugin } from "./contract/index.js";
import { defineGrammar, defineRule } from "./plugins/define.js";
import type { AssistantMessage, JSONSchema, Logger } from "./contract/index.js";

/** The phantom hook as a caller would tap it (preset-pi-default's plugin has pi's retry text). */
const PHANTOM_ERROR_MESSAGE = "no tool call: retry";
const retry = (m: AssistantMessage) => ({ ...m, stopReason: "error", errorMessage: PHANTOM_ERROR_MESSAGE });
const phantomToolUse: RepairPlugin = { name: "phantomToolUse", host: "^1.0.0", apply: (h) => void h.hooks.phantom.tap("phantomToolUse", retry) };

function recordingLog(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, debug: (m) => void lines.push(m), warn: (m) => void lines.push(m) };
}

describe("notPlainJson", () => {
  const shared = { a: 1 };
  const valid: [string, unknown][] = [
    ["null", null],
    ["a string", "x"],
    ["a number", -1.5],
    ["nested", { a: [1, "b", { c: null, d: true }] }],
    ["a value reached twice (not a cycle)", { x: shared, y: [shared, shared] }],
    ["a null-prototype object", Object.assign(Object.create(null) as object, { k: 1 })],
    ["5,000 deep", JSON.parse("[".repeat(5000) + "]".repeat(5000))],
    ["an own __proto__ key (as JSON.parse makes it)", JSON.parse('{"__proto__": {"a": 1}, "b": 2}')],
  ];
  for (const [name, value] of valid) it(`accepts ${name}`, () => expect(notPlainJson(value)).toBeUndefined());

  const cyclic: Record<string, unknown> = { a: { b: [] } };
  ((cyclic.a as Record<string, unknown>).b as unknown[]).push(cyclic);
  const selfArray: unknown[] = [];
  selfArray.push(selfArray);
  const sym = { a: 1 } as Record<string | symbol, unknown>;
  sym[Symbol("s")] = 1;
  const accessor = Object.defineProperty({}, "a", { get: () => 1, enumerable: true });
  const invalid: [string, unknown, string][] = [
    ["a cycle through an array", cyclic, "/a/b/0: a cycle (the value contains itself)"],
    ["an array that holds itself", selfArray, "/0: a cycle (the value contains itself)"],
    ["a BigInt", { n: 1n }, "/n: a BigInt is not JSON"],
    ["a function", { f: () => 1 }, "/f: a function is not JSON"],
    ["a symbol value", [Symbol("x")], "/0: a symbol is not JSON"],
    ["undefined in an array", [1, undefined], "/1: undefined is not JSON"],
    ["undefined in an object", { a: undefined }, "/a: undefined is not JSON"],
    ["an array hole", [1, , 3], "/1: an array hole is not JSON"],
    ["NaN", { x: NaN }, "/x: NaN is not a JSON number"],
    ["Infinity", [Infinity], "/0: Infinity is not a JSON number"],
    ["a Date", { d: new Date(0) }, "/d: a Date object is not JSON"],
    ["a Map", new Map(), "/: a Map object is not JSON"],
    ["symbol keys", sym, "/: an object with symbol keys is not JSON"],
    ["an accessor", accessor, "/a: an accessor property is not JSON"],
    ["a setter alone", Object.defineProperty({}, "a", { set: () => {}, enumerable: true }), "/a: an accessor property is not JSON"],
    ["an accessor with neither getter nor setter", Object.defineProperty({}, "a", { get: undefined, enumerable: true } as unknown as PropertyDescriptor), "/a: an accessor property is not JSON"],
    ["a getter that throws (never run)", { ok: 1, get a(): number { throw new Error("the getter ran"); } }, "/a: an accessor property is not JSON"],
    ["a nested accessor", { x: [{ y: accessor }] }, "/x/0/y/a: an accessor property is not JSON"],
    ["undefined at the root", undefined, "/: undefined is not JSON"],
  ];
  for (const [name, value, why] of invalid) it(`rejects ${name}`, () => expect(notPlainJson(value)).toBe(why));
});

describe("checkCandidate", () => {
  const text = "0123456789";
  const c = (over: Partial<Candidate>): Candidate => ({ grammar: "g", start: 2, end: 5, calls: [{ name: "read", arguments: { path: "a" } }], ...over });
  const cases: [string, Candidate, string | undefined][] = [
    ["a span inside the text", c({}), undefined],
    ["the whole text", c({ start: 0, end: 10 }), undefined],
    ["an empty span at the end", c({ start: 10, end: 10, calls: [] }), undefined],
    ["a replacement string", c({ replacement: "x" }), undefined],
    ["start < 0", c({ start: -1 }), "span -1..5 lies outside the text (length 10)"],
    ["end > length", c({ end: 11 }), "span 2..11 lies outside the text (length 10)"],
    ["start > end", c({ start: 6, end: 5 }), "span 6..5 lies outside the text (length 10)"],
    ["a fractional span", c({ end: 4.5 }), "span 2..4.5 is not a pair of integers"],
    ["a NaN span", c({ start: NaN }), "span NaN..5 is not a pair of integers"],
    ["calls not an array", c({ calls: {} as never }), "calls is not an array"],
    ["a call without a name", c({ calls: [{ arguments: {} } as never] }), "call 0 has no tool name"],
    ["a null call", c({ calls: [null as never] }), "call 0 has no tool name"],
    ["BigInt arguments", c({ calls: [{ name: "read", arguments: { n: 2n } }] }), "call 0 (read) arguments are not plain JSON (/n: a BigInt is not JSON)"],
    ["undefined arguments", c({ calls: [{ name: "read", arguments: undefined }] }), "call 0 (read) arguments are not plain JSON (/: undefined is not JSON)"],
    ["a non-string replacement", c({ replacement: 5 as never }), "replacement is not a string"],
  ];
  for (const [name, candidate, why] of cases) it(name, () => expect(checkCandidate(candidate, text)).toBe(why));
});

describe("frozenSchema", () => {
  it("is a deep-frozen copy, made once per schema object; the live schema stays writable and unchanged", () => {
    const live: Record<string, unknown> = { type: "object", properties: { a: { type: "string" } }, required: ["a"] };
    const copy = frozenSchema(live as JSONSchema) as Record<string, unknown>;
    expect(copy).not.toBe(live);
    expect(copy).toEqual(live);
    expect(Object.isFrozen(copy)).toBe(true);
    expect(Object.isFrozen((copy.properties as Record<string, unknown>).a)).toBe(true);
    expect(Object.isFrozen(copy.required)).toBe(true);
    expect(Object.isFrozen(live)).toBe(false);
    expect(frozenSchema(live as JSONSchema)).toBe(copy);
    expect(frozenSchema(copy as JSONSchema)).toBe(copy);
    expect(frozenSchema(true)).toBe(true);
  });

  it("keeps shared subschemas shared and copies a cyclic schema without looping", () => {
    const leaf = { type: "string" };
    const cyclic: Record<string, unknown> = { type: "object", properties: { x: leaf, y: leaf } };
    cyclic.self = cyclic;
    const copy = frozenSchema(cyclic as JSONSchema) as Record<string, Record<string, unknown>>;
    expect(copy.self).toBe(copy);
    expect(copy.properties!.x).toBe(copy.properties!.y);
    expect(copy.properties!.x).not.toBe(leaf);
  });
});

describe("isToolCallBlock", () => {
  it("is true only for objects of type toolCall", () => {
    expect([null, undefined, 7, "toolCall", ["toolCall"], { type: "text" }, { type: "toolCall" }].map(isToolCallBlock)).toEqual([false, false, false, false, false, false, true]);
  });
});

describe("the engine boundary in repairArguments", () => {
  const schema: JSONSchema = { type: "object", properties: { a: {} }, required: ["a"], additionalProperties: false };
  /** A rule that answers the missing `a` by setting it to `make(draft)`. */
  const setting = (name: string, make: (root: Record<string, unknown>) => unknown) =>
    defineRule({
      name,
      host: "^1.0.0",
      stage: STAGE.CONVERT,
      fixes: ["required", "additionalProperties"],
      apply(issue, draft) {
        if (issue.keyword === "additionalProperties" && issue.key === "b") draft.remove("/b");
        else if (issue.keyword === "required" && issue.key === "a") draft.set("/a", make(draft.root as Record<string, unknown>));
        else return;
        return "set";
      },
    });
  const viaSet: [string, () => unknown, string][] = [
    ["a BigInt", () => 10n, "/: a BigInt is not JSON"],
    ["a function", () => () => 1, "/: a function is not JSON"],
    ["undefined", () => undefined, "/: undefined is not JSON"],
    ["undefined inside an array", () => [1, undefined], "/1: undefined is not JSON"],
    ["NaN", () => NaN, "/: NaN is not a JSON number"],
    ["Infinity inside an array", () => [Infinity], "/0: Infinity is not a JSON number"],
    ["a class instance", () => new Date(0), "/: a Date object is not JSON"],
    ["a value that contains itself", () => {
      const v: unknown[] = [];
      v.push(v);
      return v;
    }, "/0: a cycle (the value contains itself)"],
  ];
  for (const [name, make, why] of viaSet) {
    it(`draft.set with ${name} throws: the rule is rolled back and logged, the call stays unrepairable`, () => {
      const host = createHost().use(setting("setA", make));
      const log = recordingLog();
      const input = { b: 1 };
      const result = host.repairArguments("t", input, schema, host.context({ log }));
      const message = `threw TypeError: cannot set /a to a value that is not plain JSON (${why}); skipped`;
      expect(result.outcome).toBe("unrepairable");
      expect(result.arguments).toBe(input);
      expect(result.hints[0]).toEqual({ rule: "setA", path: "", message });
      expect(input).toEqual({ b: 1 });
      expect([...new Set(log.lines)]).toEqual([`[pi-tool-repair] rule setA ${message}`]);
    });
  }

  it("a rule rolled back at draft.set leaves the call to the next rule", () => {
    const good = defineRule({ name: "good", host: "^1.0.0", stage: STAGE.CONVERT + 1, fixes: ["required"], apply: (_issue, draft) => (draft.set("/a", 1), "one") });
    const host = createHost().use(setting("setA", () => 1n)).use(good);
    const result = host.repairArguments("t", { c: 1 }, { type: "object", required: ["a"], properties: { a: {} } }, host.context());
    expect(result).toMatchObject({ outcome: "repaired", arguments: { c: 1, a: 1 }, rules: ["good"] });
  });

  // what draft.set cannot see: a cycle through the draft, or a rule writing into the draft's objects directly
  const atCommit: [string, (root: Record<string, unknown>) => void, string][] = [
    ["a cycle through the draft", (root) => (root.a = root), "/a: a cycle (the value contains itself)"],
    ["a BigInt written directly", (root) => (root.a = 10n), "/a: a BigInt is not JSON"],
    ["undefined in an array written directly", (root) => (root.a = [1, undefined]), "/a/1: undefined is not JSON"],
    ["NaN written directly", (root) => (root.a = NaN), "/a: NaN is not a JSON number"],
    ["a function written directly", (root) => (root.a = () => 1), "/a: a function is not JSON"],
  ];
  for (const [name, write, why] of atCommit) {
    it(`${name} is caught before commit: unrepairable, logged, the original kept`, () => {
      const rule = defineRule({
        name: "direct",
        host: "^1.0.0",
        stage: STAGE.CONVERT,
        fixes: ["additionalProperties"],
        apply(_issue, draft) {
          const root = draft.root as Record<string, unknown>;
          draft.set("/a", 0); // through the API: plain JSON
          write(root); // behind the draft's back
          draft.remove("/b");
          return "x";
        },
      });
      const host = createHost().use(rule);
      const log = recordingLog();
      const input = { b: 1 };
      const result = host.repairArguments("t", input, schema, host.context({ log }));
      const message = `rules direct left arguments that are not plain JSON (${why}); kept the original`;
      expect(result).toEqual({ outcome: "unrepairable", arguments: input, rules: [], hints: [{ rule: "repair", path: "", message }] });
      expect(result.arguments).toBe(input);
      expect(input).toEqual({ b: 1 });
      expect(log.lines).toEqual([`[pi-tool-repair] tool=t ${message}`]);
    });
  }

  it("plain JSON still commits", () => {
    const host = createHost().use(setting("setA", () => [1, { x: "y" }]));
    expect(host.repairArguments("t", { b: 1 }, schema, host.context())).toEqual({ outcome: "repaired", arguments: { a: [1, { x: "y" }] }, rules: ["setA"], hints: [{ rule: "setA", path: "", message: "set" }, { rule: "setA", path: "", message: "set" }] });
  });

  it("a rule that writes to the schema (draft.schema, issue.schema, ctx.tools) throws, is rolled back, and the live schema is unchanged", () => {
    const live = { type: "object", properties: { n: { type: "number" } }, required: ["n"] } as Record<string, unknown>;
    const before = structuredClone(live);
    const attempts: string[] = [];
    const vandal = defineRule({
      name: "vandal",
      host: "^1.0.0",
      stage: STAGE.CONVERT,
      fixes: ["type"],
      apply(issue, draft, ctx) {
        for (const [where, write] of [
          ["draft.schema", () => ((draft.schema as Record<string, unknown>).required = [])],
          ["issue.schema", () => ((issue.schema as Record<string, unknown>).type = "string")],
          ["schemasAt", () => ((draft.schemasAt("/n")[0] as Record<string, unknown>).type = "string")],
          ["ctx.tools", () => (((ctx.tools.get("t") as Record<string, Record<string, unknown>>).properties!.n as Record<string, unknown>).type = "string")],
        ] as const) {
          try {
            write();
            attempts.push(`${where}: written`);
          } catch (error) {
            attempts.push(`${where}: ${(error as Error).name}`);
          }
        }
        draft.set("/n", 1);
        throw new Error("done");
      },
    });
    const host = createHost().use(vandal);
    const log = recordingLog();
    const input = { n: "1" };
    const result = host.repairArguments("t", input, live as JSONSchema, host.context({ tools: { t: live as JSONSchema }, log }));
    // (the rollback counts as a change, so the engine tries again in every pass: same result each time)
    expect([...new Set(attempts)]).toEqual(["draft.schema: TypeError", "issue.schema: TypeError", "schemasAt: TypeError", "ctx.tools: TypeError"]);
    expect(result.outcome).toBe("unrepairable");
    expect(result.arguments).toBe(input);
    expect(input).toEqual({ n: "1" });
    expect(live).toEqual(before);
    expect([...new Set(log.lines)]).toEqual(["[pi-tool-repair] rule vandal threw Error: done; skipped"]);
  });

  it("rules work on a clone: mutating the draft never reaches the original arguments", () => {
    const input = { a: { deep: ["x"] }, b: 1 };
    const host = createHost().use(
      defineRule({
        name: "mutate",
        host: "^1.0.0",
        stage: STAGE.CONVERT,
        fixes: ["additionalProperties"],
        apply(_issue, draft) {
          ((draft.get("/a") as Record<string, unknown[]>).deep!).push("y");
          draft.remove("/b");
          return "x";
        },
      }),
    );
    const result = host.repairArguments("t", input, schema, host.context());
    expect(result).toMatchObject({ outcome: "repaired", arguments: { a: { deep: ["x", "y"] } } });
    expect(input).toEqual({ a: { deep: ["x"] }, b: 1 });
  });
});

describe("processMessage with null and non-object content blocks", () => {
  const schema: JSONSchema = { type: "object", properties: { n: { type: "number" } }, required: ["n"] };
  const numeric = defineRule({
    name: "numeric",
    host: "^1.0.0",
    stage: STAGE.CONVERT,
    fixes: ["type"],
    apply(issue, draft) {
      if (typeof issue.value === "string") {
        draft.set(issue.path, Number(issue.value));
        return "n";
      }
    },
  });

  it("passes them through unchanged while the tool calls are repaired", () => {
    const host = createHost().use(numeric).use(phantomToolUse);
    const message = { role: "assistant", content: [null, 3, "s", [1], { type: "toolCall", id: "c", name: "t", arguments: { n: "2" } }, { type: "toolCall", id: "d", name: 5, arguments: {} }], stopReason: "toolUse" } as unknown as AssistantMessage;
    const log = recordingLog();
    const result = host.processMessage(message, host.context({ tools: { t: schema }, log }));
    expect(result.message.content).toEqual([null, 3, "s", [1], { type: "toolCall", id: "c", name: "t", arguments: { n: 2 } }, { type: "toolCall", id: "d", name: 5, arguments: {} }]);
    expect(result.phantom).toBe(false);
    expect(log.lines).toEqual([]);
  });

  it("a toolUse turn holding only null blocks is a phantom tool use", () => {
    const host = createHost().use(phantomToolUse);
    const message = { role: "assistant", content: [null], stopReason: "toolUse" } as unknown as AssistantMessage;
    const result = host.processMessage(message, host.context());
    expect(result.phantom).toBe(true);
    expect(result.message).toEqual({ role: "assistant", content: [null], stopReason: "error", errorMessage: PHANTOM_ERROR_MESSAGE });
  });
});

describe("use() with a plugin whose properties throw when read", () => {
  it("throws one HostError naming the problem, and the host stays usable", () => {
    const host = createHost();
    const hostile = new Proxy({}, { get: () => { throw new Error("no access"); } });
    const getter = { get name(): string { throw new Error("no name"); }, host: "^1.0.0", apply() {} };
    for (const item of [hostile, getter]) {
      let error: unknown;
      try {
        host.use(item as never);
      } catch (e) {
        error = e;
      }
      expect((error as { code?: string }).code).toBe("PI_TOOL_REPAIR_INVALID_PLUGIN");
      expect((error as Error).message).toMatch(/^a plugin (or preset )?cannot be read \(Error: no (access|name)\) \(PI_TOOL_REPAIR_INVALID_PLUGIN\)$/);
    }
    expect(host.use(phantomToolUse).plugins.map((p) => p.name)).toEqual(["phantomToolUse"]);
  });
});

describe("scanText drops a bad candidate", () => {
  const bad = (candidate: Record<string, unknown>) =>
    defineGrammar({
      name: "bad",
      host: "^1.0.0",
      markers: ["<bad>"],
      scan: (_text, at) => ({ end: at + 5, calls: [{ name: "read", arguments: { path: "a" } }], ...candidate }) as never,
    });
  it.each([
    ["an end past the text", { end: 10_000 }, "lies outside the text"],
    ["a cyclic argument", { calls: [{ name: "read", arguments: (() => { const o: Record<string, unknown> = {}; o.self = o; return o; })() }] }, "not plain JSON"],
    ["a call with no name", { calls: [{ arguments: {} }] }, "has no tool name"],
  ])("%s: logged, nothing recovered, the text kept", (_label, candidate, reason) => {
    const host = createHost().use(bad(candidate));
    const logged: string[] = [];
    const ctx = host.context({ config: { grammar: { enabled: true, mode: "recover", requireKnownTool: false } }, log: { debug: () => {}, warn: (m) => logged.push(m) } });
    const message = { role: "assistant" as const, content: [{ type: "text" as const, text: "x <bad> y" }], stopReason: "stop" };
    const r = host.processMessage(message, ctx);
    expect(r.message).toBe(message);
    expect(r.recovered).toEqual([]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(reason);
  });
});
