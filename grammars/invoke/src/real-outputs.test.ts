import { GrammarTester } from "@pi-tool-repair/host/testing";
import { invoke } from "./index.js";

// Real MiniMax outputs quoted in public issues (issue 35, outside-check generalisation): each positive is a complete
// call the client failed to run; each negative is text our policy keeps as text, with the reason.
new GrammarTester().run(invoke, {
  positive: [
    {
      // https://github.com/MiniMax-AI/MiniMax-M2.5/issues/10 (MiniMax-M2.5 via an Anthropic-messages API, indented)
      name: "MiniMax-M2.5: an indented block (MiniMax-M2.5#10)",
      text: '<minimax:tool_call>\n  <invoke name="exec">\n    <parameter name="command">ls</parameter>\n  </invoke>\n</minimax:tool_call>',
      tools: { exec: { type: "object", properties: { command: { type: "string" } } } },
      calls: [{ name: "exec", arguments: { command: "ls" } }],
      strip: "",
    },
    {
      // https://github.com/earendil-works/pi/issues/368 (minimax/minimax-m2.1 via OpenRouter, a pi session log)
      name: "MiniMax-M2.1: two invokes in one block (pi#368)",
      text: '<minimax:tool_call>\n<invoke name="bash">\n<parameter name="command">mb --help</parameter>\n</invoke>\n<invoke name="bash">\n<parameter name="command">cm --help</parameter>\n</invoke>\n</minimax:tool_call>',
      tools: { bash: { type: "object", properties: { command: { type: "string" } } } },
      calls: [
        { name: "bash", arguments: { command: "mb --help" } },
        { name: "bash", arguments: { command: "cm --help" } },
      ],
      strip: "",
    },
  ],
  negative: [
    // https://github.com/NousResearch/hermes-agent/issues/35935 (MiniMax M2.7 without its own tool template): no
    // format any peer parses (`=>` pairs, a `--command` flag): not a known spelling, so nothing runs
    { name: "MiniMax M2.7: a made-up [TOOL_CALL] syntax (hermes-agent#35935)", text: '[TOOL_CALL]\n{tool => "terminal", args => {\n  --command "echo test"\n}}\n[/TOOL_CALL]' },
    // https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/1177 (MiniMax-M2 in LM Studio): `[TOOL_CALL]` is no
    // marker of any template, and `{"tool", "args"}` no envelope spelling (docs/policy.md, "Envelopes")
    { name: 'MiniMax-M2: [TOOL_CALL] {"tool", "args"} (LM Studio#1177)', text: '[TOOL_CALL] { "tool": "write", "args": { "filePath": "test.html", "content": "<html>...</html>" } } [/TOOL_CALL]' },
  ],
});
