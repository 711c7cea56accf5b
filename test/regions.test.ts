/**
 * Regions and prose across a whole message, through processMessage with the default preset (issue 31 item 1,
 * issue 32 items 1 and 6): inert regions decided over adjacent text blocks joined as shown, a call left as prose
 * keeping its text whatever else the message holds, and a call nested in another family's wrapper.
 */
import type { AssistantMessage, Block, ToolCallBlock } from "@pi-tool-repair/host";
import { createDefaultHost } from "@pi-tool-repair/preset-pi-default";

const host = createDefaultHost();
/** As the command line reads a message line with `"tools": ["bash"]`: names only, known tools required. */
const ctx = host.context({ tools: ["bash"], config: { grammar: { enabled: true, mode: "recover", requireKnownTool: true } } });
const anyName = host.context({ tools: ["bash"], config: { grammar: { enabled: true, mode: "recover", requireKnownTool: false } } });

const RM = '<tool_call>{"name":"bash","arguments":{"command":"rm -rf ~"}}</tool_call>';
const text = (t: string): Block => ({ type: "text", text: t });
const message = (content: Block[]): AssistantMessage => ({ role: "assistant", content, stopReason: "stop" });
const calls = (m: unknown) => (m as AssistantMessage).content.filter((b): b is ToolCallBlock => b.type === "toolCall").map((b) => [b.name, b.arguments]);
const texts = (m: unknown) => (m as AssistantMessage).content.filter((b) => b.type === "text").map((b) => (b as { text: string }).text);

/** Nothing runs and the message comes back as the same object. */
function unchanged(content: Block[], c = ctx): void {
  const m = message(content);
  const r = host.processMessage(m, c);
  expect(r.recovered).toEqual([]);
  expect(r.stripped).toBe(0);
  expect(r.message).toBe(m);
}

describe("context across blocks: inert regions are decided over adjacent text blocks joined (issue 31.1)", () => {
  it("a fence opened in one block and closed in another holds the call of the block between", () => {
    unchanged([text("```"), text(RM), text("```")]);
  });

  it("a <think> opened in one block holds the call of the next", () => {
    unchanged([text("<think>"), text(RM)]);
  });

  it("inline code, a block quote, quotation marks and a sentence across blocks", () => {
    unchanged([text("Type `"), text(RM), text("` to call it.")]);
    unchanged([text("> Qwen writes:\n> "), text(RM)]);
    unchanged([text('He wrote "'), text(RM), text('" there.')]);
    unchanged([text("The format is "), text(RM), text(" and you write it like that.")]);
  });

  it("a call whose markup spans two blocks is not recovered", () => {
    unchanged([text('<tool_call>{"name":"bash",'), text('"arguments":{"command":"ls"}}</tool_call>')]);
  });

  it("a span across two blocks still takes part in its sentence: the call next to it stays prose", () => {
    const ls = '<tool_call>{"name":"bash","arguments":{"command":"ls"}}</tool_call>';
    // as one block the two calls are one group inside a sentence; cut inside the first, the second must not run
    unchanged([text("The format is " + ls + "\n" + RM + " and you write it like that.")]);
    unchanged([text("The format is <tool"), text("_call>" + ls.slice("<tool_call>".length) + "\n" + RM + " and you write it like that.")]);
  });

  it("each block keeps its own text; a call on a line of its own still runs", () => {
    const r = host.processMessage(message([text("Cleaning up.\n"), text(RM), text("\nDone.")]), ctx);
    expect(calls(r.message)).toEqual([["bash", { command: "rm -rf ~" }]]);
    expect(texts(r.message)).toEqual(["Cleaning up.\n", "\nDone."]); // the emptied block goes, the others stay as they were
  });

  it("blocks joined with nothing between make one line: a call between two sentences is prose", () => {
    unchanged([text("Cleaning up."), text(RM), text("Done.")]);
  });

  it("a block between other blocks is scanned alone, as before", () => {
    const thinking: Block = { type: "thinking", thinking: "```" };
    const r = host.processMessage(message([text("```"), thinking, text(RM)]), ctx);
    expect(calls(r.message)).toEqual([["bash", { command: "rm -rf ~" }]]);
  });

  it("a thinking block keeps today's rule: only kimi recovers from reasoning", () => {
    unchanged([{ type: "thinking", thinking: RM }]);
    const kimi = '<|tool_calls_section_begin|><|tool_call_begin|>functions.bash:0 <|tool_call_argument_begin|>{"command":"ls"}<|tool_call_end|><|tool_calls_section_end|>';
    const r = host.processMessage(message([text("<think>"), text(kimi)]), ctx);
    expect(calls(r.message)).toEqual([["bash", { command: "ls" }]]);
  });
});

describe("the text of a call left as prose is kept (issue 32.1)", () => {
  it("a call written inside a sentence keeps its text next to a call that runs (the issue's reproducer)", () => {
    const prose = "The format is <tool_call>\n<function=bash>\n<parameter=command>\nrm -rf ~\n</parameter>\n</function>\n</tool_call> and you write it like that.";
    const minimax = '<minimax:tool_call><invoke name="bash"><parameter name="command">ls</parameter></invoke></minimax:tool_call>';
    const r = host.processMessage(message([text(`${prose}\n\n${minimax}`)]), ctx);
    expect(texts(r.message)).toEqual([prose]);
    expect(calls(r.message)).toEqual([["bash", { command: "ls" }]]);
  });

  it("a harmony call naming an undeclared tool, inside a sentence, keeps its text", () => {
    const t = 'The format is <|start|>assistant<|channel|>commentary to=functions.toString <|constrain|>json<|message|>{"command":"x"}<|call|> and you write it like that.';
    unchanged([text(t)]);
    const r = host.processMessage(message([text(`${t}\n\n[TOOL_CALLS]bash[ARGS]{"command":"ls"}`)]), ctx);
    expect(texts(r.message)).toEqual([t]);
    expect(calls(r.message)).toEqual([["bash", { command: "ls" }]]);
  });

  it("a refused block (a repeated key) inside a sentence keeps its text; on its own line it is stripped", () => {
    const refused = "<tool_call>\n<function=bash>\n<parameter=command>\nls\n</parameter>\n<parameter=command>\nrm -rf /\n</parameter>\n</function>\n</tool_call>";
    unchanged([text(`The format is ${refused} and you write it like that.`)], anyName);
    const r = host.processMessage(message([text(`Checking.\n${refused}`)]), anyName);
    expect(texts(r.message)).toEqual(["Checking."]);
    expect(calls(r.message)).toEqual([]);
  });

  it("a GLM block the grammar refuses, beside a call inside a sentence, makes both prose; alone it stays text", () => {
    // the fuzz found it: `city` is not bash's, so the first block is refused (kept as text, `keep`), and the
    // second one, starting its own line, used to run as if the sentence began with it
    const refused = "<tool_call>bash\n<arg_key>path</arg_key>\n<arg_value>a</arg_value>\n<arg_key>city</arg_key>\n<arg_value>a</arg_value>\n</tool_call>";
    const call = "<tool_call>bash\n<arg_key>command</arg_key>\n<arg_value>ls</arg_value>\n</tool_call>";
    const bash = host.context({ tools: { bash: { type: "object", properties: { command: { type: "string" }, path: { type: "string" } } } }, config: { grammar: { enabled: true, mode: "recover" } } });
    unchanged([text(`The format is ${refused}\n${call} and you write it like that.`)], bash);
    unchanged([text(`Checking.\n${refused}`)], bash);
    const r = host.processMessage(message([text(`Checking.\n${call}`)]), bash);
    expect(calls(r.message)).toEqual([["bash", { command: "ls" }]]);
  });

  it("a Seed-OSS block the grammar refuses (a repeated parameter), beside a call inside a sentence, makes both prose", () => {
    const refused = "<seed:tool_call>\n<function=bash>\n<parameter=command>\nls\n</parameter>\n<parameter=command>\nx\n</parameter>\n</function>\n</seed:tool_call>";
    const call = "<seed:tool_call>\n<function=bash>\n<parameter=command>\nls\n</parameter>\n</function>\n</seed:tool_call>";
    unchanged([text(`The format is ${refused}\n${call} and you write it like that.`)], anyName);
    unchanged([text(`Checking.\n${refused}`)], anyName);
  });

  it("a MiniMax-M2 block the grammar refuses (a repeated parameter), beside a call inside a sentence, makes both prose", () => {
    const refused = '<minimax:tool_call><invoke name="bash"><parameter name="command">ls</parameter><parameter name="command">x</parameter></invoke></minimax:tool_call>';
    const call = '<minimax:tool_call><invoke name="bash"><parameter name="command">ls</parameter></invoke></minimax:tool_call>';
    unchanged([text(`The format is ${refused}\n${call} and you write it like that.`)], anyName);
    unchanged([text(`Checking.\n${refused}`)], anyName);
  });

  it("a Step3 section the grammar refuses (a repeated parameter), beside a call inside a sentence, makes both prose", () => {
    const call = (params: string) => `<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="bash">${params}</steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>`;
    const ls = '<steptml:parameter name="command">ls</steptml:parameter>';
    const refused = call(ls + '<steptml:parameter name="command">x</steptml:parameter>');
    unchanged([text(`The format is ${refused}\n${call(ls)} and you write it like that.`)], anyName);
    unchanged([text(`Checking.\n${refused}`)], anyName);
  });

  it("a DSML section the grammar refuses (a repeated parameter), beside a call inside a sentence, makes both prose", () => {
    const section = (params: string) => `<｜DSML｜tool_calls><｜DSML｜invoke name="bash">${params}</｜DSML｜invoke></｜DSML｜tool_calls>`;
    const ls = '<｜DSML｜parameter name="command" string="true">ls</｜DSML｜parameter>';
    const refused = section(ls + '<｜DSML｜parameter name="command" string="true">x</｜DSML｜parameter>');
    unchanged([text(`The format is ${refused}\n${section(ls)} and you write it like that.`)], anyName);
    unchanged([text(`Checking.\n${refused}`)], anyName);
    const r = host.processMessage(message([text(`Checking.\n${section(ls)}`)]), anyName);
    expect(calls(r.message)).toEqual([["bash", { command: "ls" }]]);
  });

  it("a Solar Open 2 call the grammar refuses, before or after a call inside a sentence, makes both prose (found by npm run fuzz)", () => {
    const call = (args: string) => `<|tool_call:start|>bash\n${args}<|tool_call:end|>`;
    const ok = "<|tool_arg:start|>command<|tool_arg:value|>ls<|tool_arg:end|>\n";
    const refused = call(ok + "<|tool_arg:start|>command<|tool_arg:value|>x<|tool_arg:end|>\n");
    unchanged([text(`The format is ${refused}\n${call(ok)} and you write it like that.`)], anyName);
    unchanged([text(`The format is ${call(ok)}\n${refused} and you write it like that.`)], anyName);
  });

  it("a cut block before a complete one: the kept span never reaches over the next block, which runs", () => {
    const cut = "<tool_call>bash\n<arg_key>command</arg_key>\n<arg_value>ls";
    const call = "<tool_call>bash\n<arg_key>command</arg_key>\n<arg_value>pwd</arg_value>\n</tool_call>";
    const bash = host.context({ tools: { bash: { type: "object", properties: { command: { type: "string" } } } }, config: { grammar: { enabled: true, mode: "recover" } } });
    const r = host.processMessage(message([text(`${cut}\n\n${call}`)]), bash);
    expect(calls(r.message)).toEqual([["bash", { command: "pwd" }]]);
  });

  it("a call whose markup a block boundary cuts, beside a call inside a sentence, makes both prose", () => {
    // the fuzz found it: the first block spans two text blocks (left as text), and the second, starting its own
    // line, used to run as if the sentence began with it
    const block = "<tool_call>bash\n<arg_key>command</arg_key>\n<arg_value>ls</arg_value>\n</tool_call>";
    const all = `比如 ${block}\n${block} and you write it like that.`;
    unchanged([text(all.slice(0, 5)), text(all.slice(5))], anyName);
  });

  it("a mistral token whose call does not parse, inside a sentence, keeps its text; a cut stream loses the token", () => {
    unchanged([text('The format is [TOOL_CALLS]bash[ARGS]{"command": "ls", "command": "x"} and you write it like that.')]);
    const r = host.processMessage(message([text("Calling: [TOOL_CALLS]{broken")]), ctx);
    expect(texts(r.message)).toEqual(["Calling: {broken"]);
  });
});

describe("a closed block a JSON-wrapper grammar refuses is kept (issue 35, safety audit)", () => {
  const ok = '{"name": "bash", "arguments": {"command": "ls"}}';
  // an envelope with a member no call has (kit envelopeKeys): not a call, and not data to run either
  const refused = '{"name": "bash", "arguments": {"command": "ls"}, "extra": 1}';
  const families: [string, (body: string) => string, string][] = [
    ["longcat", (b) => `<longcat_tool_call>${b}</longcat_tool_call>`, '<longcat_tool_call>{"name": "bash"'],
    ["lmstudio", (b) => `[TOOL_REQUEST]${b}[END_TOOL_REQUEST]`, '[TOOL_REQUEST]{"name": "bash"'],
    ["gigachat", (b) => `<|function_call|>${b}</s>`, '<|function_call|>{"name": "bash"'],
    ["nemotron", (b) => `<TOOLCALL>[${b}]</TOOLCALL>`, '<TOOLCALL>[{"name": "bash"'],
    ["apertus", (b) => `<|tools_prefix|>[${b === ok ? '{"bash": {"command": "ls"}}' : '{"bash": {"command": "ls"}, "extra": {}}'}]<|tools_suffix|>`, '<|tools_prefix|>[{"bash": '],
    ["openpangu", (b) => `<|tool_call_start|>[${b}]<|tool_call_end|>`, '<|tool_call_start|>[{"name": "bash"'],
    [
      "hunyuan",
      (b) => `<tool_calls><tool_call>bash<tool_sep><arg_key>command</arg_key><arg_value>ls</arg_value>${b === ok ? "" : "<arg_key>command</arg_key><arg_value>x</arg_value>"}</tool_call></tool_calls>`,
      "<tool_calls><tool_call>bash<tool_sep><arg_key>command</arg_key><arg_value>l",
    ],
    ["qwen (Hermes JSON)", (b) => `<tool_call>\n${b}\n</tool_call>`, '<tool_call>\n{"name": "bash"'],
    [
      "qwen (bare <function=>)",
      (b) => `<function=bash>\n<parameter=command>\nls\n</parameter>\n${b === ok ? "" : "<parameter=command>\nx\n</parameter>\n"}</function>`,
      "<function=bash>\n<parameter=command>\nl",
    ],
    ["jamba", (b) => `<tool_calls>[${b}]</tool_calls>`, '<tool_calls>[{"name": "bash"'],
    ["minimax-m1", (b) => `<tool_calls>\n${b}\n</tool_calls>`, '<tool_calls>\n{"name": "bash"'],
    ["internlm", (b) => `<|action_start|><|plugin|>${b}<|action_end|>`, '<|action_start|><|plugin|>{"name": "bash"'],
    [
      "cohere",
      (b) => `<|START_ACTION|>[${b.replace('"name"', '"tool_call_id": "0", "tool_name"').replace('"arguments"', '"parameters"')}]<|END_ACTION|>`,
      '<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "bash"',
    ],
    [
      "gemma",
      (b) => `<|tool_call>call:bash{command:<|"|>ls<|"|>${b === ok ? "" : ',command:<|"|>x<|"|>'}}<tool_call|>`,
      '<|tool_call>call:bash{command:<|"|>l',
    ],
    ["lfm2", (b) => `<|tool_call_start|>[bash(command='ls'${b === ok ? "" : ", command='x'"})]<|tool_call_end|>`, "<|tool_call_start|>[bash(command='l"],
    ["olmo", (b) => `<function_calls>bash(command='ls'${b === ok ? "" : ", command='x'"})</function_calls>`, "<function_calls>bash(command='l"],
  ];

  it.each(families)("%s: a refused block before or after a call inside a sentence makes both prose", (_name, block) => {
    unchanged([text(`The format is ${block(refused)}\n${block(ok)} and you write it like that.`)], anyName);
    unchanged([text(`The format is ${block(ok)}\n${block(refused)} and you write it like that.`)], anyName);
    unchanged([text(`Checking.\n${block(refused)}`)], anyName);
  });

  it.each(families)("%s: a call on a line of its own still runs, also after a refused or a cut block", (_name, block, cut) => {
    for (const before of ["Checking.", `Checking.\n${block(refused)}`, `${cut}\n\n`]) {
      const r = host.processMessage(message([text(`${before}\n${block(ok)}`)]), anyName);
      expect(calls(r.message)).toEqual([["bash", { command: "ls" }]]);
    }
  });
});

describe("one call, one wrapper (issue 32.6)", () => {
  it("a mistral call in a Hermes wrapper neither runs nor is stripped", () => {
    unchanged([text('<tool_call>[TOOL_CALLS]bash[ARGS]{"command":"ls"}</tool_call>')]);
    unchanged([text('<tool_call>\n[TOOL_CALLS]bash[ARGS]{"command":"ls"}\n</tool_call>')]);
    unchanged([text('<tool_call>[TOOL_CALLS]bash[ARGS]{"command":"ls"}')]);
    unchanged([text('<minimax:tool_call>[TOOL_CALLS]bash[ARGS]{"command":"ls"}</minimax:tool_call>')]);
  });

  it("a wrapper closed before the call, or the family's own wrapper, changes nothing", () => {
    const closed = host.processMessage(message([text('<tool_call></tool_call>\n[TOOL_CALLS]bash[ARGS]{"command":"ls"}')]), ctx);
    expect(calls(closed.message)).toEqual([["bash", { command: "ls" }]]);
    const own = host.processMessage(message([text('<tool_call>\n<function=bash>\n<parameter=command>\nls\n</parameter>\n</function>\n</tool_call>')]), ctx);
    expect(calls(own.message)).toEqual([["bash", { command: "ls" }]]);
    expect(texts(own.message)).toEqual([]);
  });
});
