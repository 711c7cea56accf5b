import { createHost } from "@pi-tool-repair/host";
import { GrammarTester } from "@pi-tool-repair/host/testing";
import { glm, glmCallInName } from "./index.js";

// Real GLM outputs quoted in public issues and pull requests (issue 35, outside-check generalisation).
new GrammarTester().run(glm, {
  positive: [
    {
      // https://github.com/osaurus-ai/vmlx-swift/pull/228 (a GLM-layout model): a call of a tool with no
      // parameters is the bare name, no `<arg_key>`
      name: "a zero-argument call, the bare name (vmlx-swift#228)",
      text: "<tool_call>list_mailboxes</tool_call>",
      tools: { list_mailboxes: { type: "object", properties: {} } },
      calls: [{ name: "list_mailboxes", arguments: {} }],
      strip: "",
    },
  ],
  negative: [
    // https://github.com/ml-explore/mlx-swift-lm/issues/491 (GLM-4-9B-0414): the name on a line, then the JSON, with
    // no marker at all: prose-like, no grammar's layout (vLLM, SGLang and llama.cpp do not read it either)
    { name: "GLM-4-0414: a markerless name and JSON (mlx-swift-lm#491)", text: 'get_weather\n{"location": "Paris", "unit": "celsius"}', tools: { get_weather: { type: "object", properties: { location: { type: "string" }, unit: { type: "string" } } } } },
  ],
});

// https://github.com/zai-org/GLM-5/issues/84 (GLM-5 through an API, tools read/write/edit/bash/grep/glob/task): the
// client got native tool calls named `read<arg_key>filePath</arg_key><arg_value>…</arg_value>` and rejected them as
// unknown tools. The whole call is in the name: the tool, and its arguments when the block has none of its own.
describe("glm stripGrammar: a whole GLM call in a native toolCall name (GLM-5#84)", () => {
  const READ = { type: "object", properties: { filePath: { type: "string" }, limit: { type: "integer" } } } as const;
  const native = (name: string, args: unknown) => ({ role: "assistant" as const, content: [{ type: "toolCall", id: "c1", name, arguments: args }], stopReason: "toolUse" });
  const run = (name: string, args: unknown, tools: Record<string, unknown> | undefined = { read: READ, task: {} }) => {
    const host = createHost().use(glm);
    const msg = native(name, args);
    const out = host.processMessage(msg, host.context({ ...(tools ? { tools: tools as never } : {}), config: { grammar: { enabled: false } } }));
    return { msg, out: out.message as unknown as { content: { name: string; arguments: unknown }[] } };
  };

  it("the issue's read call: renamed, its argument taken from the name", () => {
    const { out } = run("read<arg_key>filePath</arg_key><arg_value>/home/linj/wk/ebay_exam</arg_value>", {});
    expect(out.content).toEqual([{ type: "toolCall", id: "c1", name: "read", arguments: { filePath: "/home/linj/wk/ebay_exam" } }]);
  });

  it("values typed as in a block: an integer parameter is a number, a string one keeps its text", () => {
    const { out } = run("read<arg_key>filePath</arg_key><arg_value>007</arg_value>\n<arg_key>limit</arg_key><arg_value>5</arg_value>", {});
    expect(out.content[0]!.arguments).toEqual({ filePath: "007", limit: 5 });
  });

  it.each([
    ["the issue's task call as quoted (`...` after the value)", "task<arg_key>description</arg_key><arg_value>Explore project structure and data flow</arg_value>...", {}],
    ["arguments beside the ones in the name (two spellings)", "read<arg_key>filePath</arg_key><arg_value>a</arg_value>", { filePath: "b" }],
    ["a tool the context does not declare", "rm<arg_key>path</arg_key><arg_value>/</arg_value>", {}],
    ["a repeated key", "read<arg_key>filePath</arg_key><arg_value>a</arg_value><arg_key>filePath</arg_key><arg_value>b</arg_value>", {}],
    ["a value cut off", "read<arg_key>filePath</arg_key><arg_value>/home/li", {}],
    ["a value holding GLM markup", "read<arg_key>filePath</arg_key><arg_value>a<arg_key>limit</arg_key></arg_value>", {}],
    ["no tool name before the first key", "<arg_key>filePath</arg_key><arg_value>a</arg_value>", {}],
  ] as const)("left as it is: %s", (_why, name, args) => {
    const { msg, out } = run(name, args);
    expect(out).toBe(msg);
  });

  it("without declared tools the name must pass the strict rule", () => {
    expect(glmCallInName("read<arg_key>filePath</arg_key><arg_value>a</arg_value>", new Map())).toEqual({ name: "read", arguments: { filePath: "a" } });
    expect(glmCallInName("获取<arg_key>city</arg_key><arg_value>a</arg_value>", new Map())).toBeUndefined();
  });
});
