import { RuleTester, deepFreeze } from "@pi-tool-repair/host/testing";
import { createHost } from "@pi-tool-repair/host";
import { sanitizePatternAnchors, sanitizePayload, stripAnchors, stripPatternAnchors } from "./index.js";

const schema = {
  type: "object",
  required: ["name"],
  properties: {
    name: { type: "string", pattern: "^[a-z][a-z0-9-]*$" },
    ref: { type: "string", pattern: "^v\\d+\\.\\d+$" },
    price: { type: "string", pattern: "^\\d+\\$$" },
    any: { type: "string" },
  },
};

new RuleTester({ schema, tool: "deploy" }).run(stripPatternAnchors, {
  valid: [
    { name: "Build" }, // no anchors to strip
    { name: "^A$", any: "^src/app.ts$" }, // unanchored, "A" still fails; a field with no pattern is never touched
    { name: "a", ref: "v1.2.3" },
  ],
  invalid: [
    { input: { name: "^build$" }, output: { name: "build" }, hint: /anchors/ },
    { input: { name: "^build" }, output: { name: "build" } },
    { input: { name: "build$" }, output: { name: "build" } },
    { input: { name: "a", ref: "^v1.2$" }, output: { name: "a", ref: "v1.2" } },
    { input: { name: "a", price: "^10$$" }, output: { name: "a", price: "10$" }, name: "only the last dollar is an anchor" },
    { input: { name: "^Build$" }, output: null }, // fails for another reason too
    { input: { name: "Build" }, output: null },
    { input: { name: "^^build$" }, output: null }, // only one anchor each side
  ],
});

// pi's own tools have no pattern: `^…$` in a path validates and stays (args-024; in preset-pi-default's valid-calls test).
new RuleTester({ schema: { type: "object", required: ["path"], properties: { path: { type: "string" } } }, tool: "read" }).run(stripPatternAnchors, {
  valid: [],
  invalid: [{ input: { path: 1 }, output: null }],
});

// a catastrophic-backtracking pattern runs on the host's linear-time engine here too (natively: hours)
new RuleTester({ schema: { type: "object", properties: { name: { type: "string", pattern: "^(a+)+$" } } }, tool: "t" }).run(stripPatternAnchors, {
  valid: [{ name: "a".repeat(40) + "!" }], // fails in linear time, and has no anchors to strip
  invalid: [
    { input: { name: `^${"a".repeat(40)}!$` }, output: null },
    { input: { name: `^${"a".repeat(40)}$` }, output: { name: "a".repeat(40) } },
  ],
});

describe("stripAnchors", () => {
  const table: [string, string][] = [
    ["^a$", "a"],
    ["a", "a"],
    ["^", ""],
    ["$", ""],
    ["a\\$", "a\\$"],
    ["a\\\\$", "a\\\\"],
  ];
  for (const [input, output] of table) it(JSON.stringify(input), () => expect(stripAnchors(input)).toBe(output));
});

describe("sanitizePatternAnchors", () => {
  const params = {
    type: "object",
    properties: {
      name: { type: "string", pattern: "^[a-z]+$" },
      pattern: { type: "string", description: "a property called pattern", default: "^x$" },
      list: { type: "array", items: { type: "string", pattern: "^\\d+$" } },
      plain: { type: "string", pattern: "[a-z]" },
    },
  };
  const expected = {
    type: "object",
    properties: {
      name: { type: "string", pattern: "[a-z]+" },
      pattern: { type: "string", description: "a property called pattern", default: "^x$" },
      list: { type: "array", items: { type: "string", pattern: "\\d+" } },
      plain: { type: "string", pattern: "[a-z]" },
    },
  };
  const openai = deepFreeze({ model: "kimi-k2", tools: [{ type: "function", function: { name: "deploy", parameters: params } }, { type: "function", function: { name: "x", parameters: { type: "object" } } }] });
  const anthropic = deepFreeze({ tools: [{ name: "deploy", input_schema: params }] });

  const run = (payload: unknown, id: string | undefined, anchorBleedModels?: string[]) => {
    const host = createHost().use(sanitizePatternAnchors);
    const ctx = host.context({ model: id === undefined ? undefined : { id }, config: anchorBleedModels ? { options: { sanitizePatternAnchors: { anchorBleedModels } } } : {} });
    return host.sanitize(payload, ctx);
  };

  it("strips anchors for a matching model (OpenAI shape), as a copy", () => {
    const out = run(openai, "moonshotai/Kimi-K2-Instruct") as typeof openai;
    expect(out).not.toBe(openai);
    expect(out.tools[0]!.function.parameters).toEqual(expected);
    expect(out.tools[1]).toBe(openai.tools[1]); // untouched tools are shared
    expect(params.properties.name.pattern).toBe("^[a-z]+$"); // the caller's schema (frozen) is untouched
  });
  it("strips anchors in the Anthropic shape", () => {
    const out = run(anthropic, "MiniMax-M2") as typeof anthropic;
    expect(out.tools[0]!.input_schema).toEqual(expected);
  });
  it("returns the same payload for a model that does not match", () => {
    expect(run(openai, "deepseek-chat")).toBe(openai);
    expect(run(openai, undefined)).toBe(openai);
  });
  it("returns the same payload when nothing has anchors", () => {
    const plain = deepFreeze({ tools: [{ type: "function", function: { name: "x", parameters: { type: "object", properties: { a: { type: "string", pattern: "a+" } } } } }] });
    expect(run(plain, "glm-4.6")).toBe(plain);
    expect(sanitizePayload("not a payload")).toBe("not a payload");
  });
  it("reads the fragments from its anchorBleedModels option; a fragment that does not compile is ignored", () => {
    expect(run(openai, "my-model", ["(", "MY-"])).not.toBe(openai);
    expect(run(openai, "kimi-k2", ["("])).toBe(openai);
  });
  it("keeps the default list when the option is not a list of strings, with one line naming the plugin and the key", () => {
    const lines: string[] = [];
    const host = createHost().use(sanitizePatternAnchors);
    const log = { debug() {}, warn: (m: string) => void lines.push(m) };
    const ctx = host.context({ model: { id: "kimi-k2" }, config: { options: { sanitizePatternAnchors: { anchorBleedModels: "kimi" } } }, log });
    expect(host.sanitize(openai, ctx)).not.toBe(openai); // kimi-k2 is in the default list
    expect(lines).toEqual(['[pi-tool-repair] sanitizePatternAnchors (@pi-tool-repair/rule-strip-pattern-anchors): option "anchorBleedModels" must be array (got "kimi"); using the default']);
  });
});
