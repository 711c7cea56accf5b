import { createHost, type AssistantMessage } from "@pi-tool-repair/host";
import { GrammarTester, collapse, runGrammar, visibleText } from "@pi-tool-repair/host/testing";
import { cleanHarmonyName, harmony } from "./index.js";

const call = (name: string, body: string, end = "<|call|>") =>
  `<|start|>assistant<|channel|>commentary to=functions.${name} <|constrain|>json<|message|>${body}${end}`;

new GrammarTester().run(harmony, {
  positive: [
    // corpus harmony-02: no trailing <|call|>
    {
      text: '<|channel|>analysis<|message|>We will call function get_current_weather.<|end|><|start|>assistant<|channel|>commentary to=functions.get_current_weather <|constrain|>json<|message|>{\n  "location": "San Francisco, CA"\n}',
      calls: [{ name: "get_current_weather", arguments: { location: "San Francisco, CA" } }],
      strip: "",
    },
    // corpus harmony-05: parallel calls, quotes in the analysis
    {
      text: '<|channel|>analysis<|message|>User asks: "What is the weather in Tokyo?" based on their location. We need to use get_current_weather tool and get_user_location tool.<|end|><|start|>assistant<|channel|>commentary to=functions.get_current_weather <|constrain|>json<|message|>{"location": "Tokyo"}<|call|><|start|>assistant<|channel|>commentary to=functions.get_user_location <|constrain|>json<|message|>{"location": "Tokyo"}<|call|>',
      calls: [
        { name: "get_current_weather", arguments: { location: "Tokyo" } },
        { name: "get_user_location", arguments: { location: "Tokyo" } },
      ],
      strip: "",
    },
    {
      name: "only the final channel stays visible",
      text: "<|channel|>analysis<|message|>Think first.<|end|><|start|>assistant<|channel|>final<|message|>It is sunny in Paris.<|return|>",
      calls: [],
      strip: "It is sunny in Paris.",
    },
    {
      name: "call, then final text after it",
      text: call("read", '{"path": "a.ts"}') + "<|start|>assistant<|channel|>final<|message|>Reading it now.<|end|>",
      calls: [{ name: "read", arguments: { path: "a.ts" } }],
      strip: "Reading it now.",
    },
    {
      name: "recipient in the role header, json as a word",
      text: '<|start|>assistant to=functions.bash<|channel|>commentary json<|message|>{"command": "ls -la"}<|call|>',
      calls: [{ name: "bash", arguments: { command: "ls -la" } }],
      strip: "",
    },
    {
      name: "json glued to the recipient (functions.shelljson)",
      text: '<|channel|>commentary to=functions.shelljson<|message|>{"command": ["ls"]}<|call|>',
      tools: ["shell"],
      calls: [{ name: "shell", arguments: { command: ["ls"] } }],
      strip: "",
    },
    {
      name: "a tool whose name really ends in json keeps it",
      text: '<|channel|>commentary to=functions.getjson<|message|>{"url": "u"}<|call|>',
      tools: ["getjson"],
      calls: [{ name: "getjson", arguments: { url: "u" } }],
      strip: "",
    },
    {
      name: "preamble commentary without to= is not a call; it is shown, its markers stripped",
      text: '<|channel|>commentary<|message|>I will now list the files.<|end|><|start|>assistant<|channel|>commentary to=functions.bash <|constrain|>json<|message|>{"command": "ls"}<|call|>',
      calls: [{ name: "bash", arguments: { command: "ls" } }],
      strip: "I will now list the files.",
    },
    {
      name: "a commentary message with no recipient alone is visible text, not a call",
      text: '<|start|>assistant<|channel|>commentary<|message|>{"path": "a"} is what I would read.<|end|>',
      calls: [],
      strip: '{"path": "a"} is what I would read.',
    },
    {
      name: "a JSON commentary body with no recipient is neither a call nor shown",
      text: '<|channel|>commentary json<|message|>{"path": "a"}<|call|>',
      calls: [],
      strip: "",
    },
    {
      name: "the text continues the prompt's <|start|>assistant: ` to=` first",
      text: ' to=functions.read<|channel|>commentary json<|message|>{"path": "a.ts"}<|call|>',
      calls: [{ name: "read", arguments: { path: "a.ts" } }],
      strip: "",
    },
    {
      name: "continuation without a channel, then a second call",
      text: 'to=functions.read <|constrain|>json<|message|>{"path": "a"}<|call|>' + call("ls", '{"path": "."}'),
      calls: [
        { name: "read", arguments: { path: "a" } },
        { name: "ls", arguments: { path: "." } },
      ],
      strip: "",
    },
    {
      name: "the text continues the prompt: `<|channel|>` first",
      text: '<|channel|>commentary to=functions.read <|constrain|>json<|message|>{"path": "a"}<|call|>',
      calls: [{ name: "read", arguments: { path: "a" } }],
      strip: "",
    },
    {
      name: "unicode, backslashes, quotes and nested JSON kept",
      text: call("write", '{"path": "C:\\\\tmp\\\\日本.txt", "content": "😀 \\"q\\"\\nnext", "meta": {"a": [1, null, true]}}'),
      calls: [{ name: "write", arguments: { path: "C:\\tmp\\日本.txt", content: '😀 "q"\nnext', meta: { a: [1, null, true] } } }],
      strip: "",
    },
    {
      name: "text before the run stays",
      text: "Sure. " + call("get_time", "{}"),
      calls: [{ name: "get_time", arguments: {} }],
      strip: "Sure.",
    },
    {
      name: "an undeclared call is dropped, the declared one runs",
      text: call("rm", '{"path": "/"}') + call("read", '{"path": "a"}'),
      tools: ["read"],
      calls: [{ name: "read", arguments: { path: "a" } }],
      strip: "",
    },
  ],
  negative: [
    { name: "analysis only", text: "<|channel|>analysis<|message|>Maybe call functions.read?<|end|>", strip: "" },
    { name: "truncated JSON body", text: '<|channel|>commentary to=functions.read <|constrain|>json<|message|>{"path": "a' },
    { name: "body is not JSON", text: "<|channel|>commentary to=functions.read <|constrain|>json<|message|>path=a<|call|>" },
    { name: "a builtin recipient is not a function call", text: '<|channel|>commentary to=python<|message|>print(1)<|call|>', strip: "" },
    { name: "undeclared tool", text: call("rm", '{"path": "/"}'), tools: ["read"], strip: "" },
    { name: "fenced", text: "```\n" + call("read", '{"path": "a"}') + "\n```" },
    { name: "inline code", text: "The model writes `" + call("read", '{"path": "a"}') + "` here." },
    { name: "prose naming the tokens", text: "gpt-oss separates channels with <|channel|> and <|message|> tokens." },
    { name: "inside <think>", text: "<think>" + call("read", '{"path": "a"}') + "</think>Done." },
    { name: "two recipients", text: '<|channel|>commentary to=functions.read to=functions.bash <|constrain|>json<|message|>{"command": "ls"}<|call|>', strip: "" },
    { name: "two recipients, one in the role header", text: '<|start|>assistant to=functions.read<|channel|>commentary to=functions.bash json<|message|>{"command": "ls"}<|call|>', strip: "" },
    { name: "a body key repeated", text: call("bash", '{"command": "ls", "command": "rm -rf ."}') },
    { name: "a body key repeated after unescaping", text: call("edit", '{"oldText": "a", "old\\u0054ext": "b"}') },
    // Muse Glimmer frames its messages in Harmony's tokens but ends them with <|eom|>/<|eot|> (llama.cpp test-chat.cpp
    // 0042e20, muse-glimmer): such a message is not Harmony, and the answer to the user in it stays visible
    { name: "a message ended by Glimmer's <|eot|> is not Harmony: the answer stays", text: "Plan.<|eom|><|start|>assistant to=user<|message|>Hello!<|eot|>" },
    // SGLang test_muse_glimmer_detector.py (7e7b795): Glimmer's answer after its <|eom|> runs to the end of the reply
    { name: "a message right after Glimmer's <|eom|> is not Harmony, unended too: the answer stays", text: "<|start|>assistant to=self<|message|>r<|eom|><|start|>assistant to=user<|message|>It is sunny." },
    { name: "a message right after Glimmer's <|eot|> and a newline is not Harmony", text: "Plan.<|eot|>\n<|start|>assistant to=user<|message|>You would write: x" },
    { name: "a message ended by Glimmer's <|eom|> is not Harmony", text: "<|start|>assistant to=self<|message|>Thinking.<|eom|><|start|>assistant to=user<|message|>Hi.<|eot|>" },
    { name: "to=functions. in the middle of prose is no continuation", text: 'Use to=functions.read<|message|>{"path": "a"}<|call|>' },
  ],
});

describe("harmony strip mode", () => {
  it("keeps the final text and appends nothing", () => {
    const r = runGrammar([harmony], { text: call("read", '{"path": "a"}') + "<|channel|>final<|message|>ok" }, "strip");
    expect(r.recovered).toEqual([]);
    expect((r.message as AssistantMessage).content.some((b) => b.type === "toolCall")).toBe(false);
    expect(collapse(visibleText(r.message))).toBe("ok");
  });
});

describe("harmony linear scan", () => {
  it("thousands of cut call bodies recover nothing", () => {
    const text = '<|channel|>commentary to=functions.x<|message|>{"a": "'.repeat(20000);
    const r = runGrammar([harmony], { text });
    expect(r.recovered).toEqual([]);
  });
});

describe("harmony native tool names (stripGrammar)", () => {
  const host = createHost().use(harmony);
  const native = (name: string): AssistantMessage => ({
    role: "assistant",
    content: [{ type: "toolCall", id: "c1", name, arguments: { path: "a" } }],
    stopReason: "toolUse",
  });
  const table: [string, readonly string[] | undefined, string][] = [
    ["read<|channel|>commentary", ["read"], "read"],
    ["read<|channel|>commentary", undefined, "read"],
    ["functions.read", ["read"], "read"],
    ["functions.read <|constrain|>json", ["read"], "read"],
    ["read json", ["read"], "read"],
    ["functions.read", undefined, "functions.read"], // unknown tools: a namespace alone is not a leak
    ["functions.read", ["functions.read"], "functions.read"], // the declared name wins
    ["read<|channel|>commentary", ["bash"], "read<|channel|>commentary"], // only to a declared tool
    ["read", ["read"], "read"],
    ["to=functions.read<|channel|>commentary json", ["read"], "read"],
    ["<|start|>assistant<|channel|>commentary to=functions.read <|constrain|>json", ["read"], "read"],
    // issue 31, item 7: more than one tool name, or anything besides Harmony's markup: left alone
    ["read<|channel|>commentary to=functions.bash", ["read", "bash"], "read<|channel|>commentary to=functions.bash"],
    ["read<|channel|>commentary to=functions.bash", undefined, "read<|channel|>commentary to=functions.bash"],
    ["bash<|channel|>commentary to=functions.read", ["read", "bash"], "bash<|channel|>commentary to=functions.read"],
    ["functions.read functions.bash", ["read", "bash"], "functions.read functions.bash"],
    ['read<|channel|>commentary<|message|>{"path":"a"}', ["read"], 'read<|channel|>commentary<|message|>{"path":"a"}'],
    ["read<|im_end|>", ["read"], "read<|im_end|>"], // not Harmony's token
    ["read<|channel", ["read"], "read<|channel"], // a cut token
    ["read commentary", ["read"], "read commentary"], // a channel name only after <|channel|>
  ];
  for (const [name, tools, want] of table) {
    it(`${name} with tools ${JSON.stringify(tools)} → ${want}`, () => {
      const msg = native(name);
      const out = host.processMessage(msg, host.context({ tools }));
      const block = (out.message as AssistantMessage).content[0] as { name: string };
      expect(block.name).toBe(want);
      if (want === name) expect(out.message).toBe(msg);
    });
  }
  it("cleanHarmonyName leaves clean names alone", () => {
    expect(cleanHarmonyName("get_weather")).toBeUndefined();
    expect(cleanHarmonyName("<|channel|>")).toBeUndefined();
  });
});
