/**
 * Model ids as users' reports in public issues spell them (issue 35, outside-check generalisation): each activates
 * its family's model preset (as pi picks it), and that preset's grammars recover the family's call. The ids come
 * with the issue that quotes them; they are routing names (OpenRouter `vendor/model`, Ollama `model:tag`, GGUF
 * `repo:quant`, LM Studio `vendor_model`, MLX community conversions, Workers AI `@cf/…`), not only HF repo ids.
 */
import { PI_TOOL_SCHEMAS } from "@pi-tool-repair/preset-pi-default";
import { defaultPiConfig } from "@pi-tool-repair/preset-pi-default/config";
import { createRuntime } from "../presets/pi-default/src/runtime/runtime.js";

const rt = await createRuntime({ config: defaultPiConfig(), log: { debug() {}, warn() {} }, paths: [] });

const BASH = {
  invoke: '<minimax:tool_call>\n<invoke name="bash">\n<parameter name="command">ls</parameter>\n</invoke>\n</minimax:tool_call>',
  m3: ']<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="bash">\n]<]minimax[>[<command>ls]<]minimax[>[</command>\n]<]minimax[>[</invoke>\n]<]minimax[>[</tool_call>',
  dsml: '<｜DSML｜tool_calls>\n<｜DSML｜invoke name="bash">\n<｜DSML｜parameter name="command" string="true">ls</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>',
  gemma: '<|tool_call>call:bash{command:<|"|>ls<|"|>}<tool_call|>',
  hermes: '<tool_call>\n{"name": "bash", "arguments": {"command": "ls"}}\n</tool_call>',
  coder: "<tool_call>\n<function=bash>\n<parameter=command>\nls\n</parameter>\n</function>\n</tool_call>",
  harmony: '<|channel|>commentary to=functions.bash <|constrain|>json<|message|>{"command":"ls"}<|call|>',
  mistral: '[TOOL_CALLS]bash[ARGS]{"command": "ls"}',
  glm: "<tool_call>bash\n<arg_key>command</arg_key>\n<arg_value>ls</arg_value>\n</tool_call>",
  kimi: '<|tool_calls_section_begin|><|tool_call_begin|>functions.bash:0<|tool_call_argument_begin|>{"command":"ls"}<|tool_call_end|><|tool_calls_section_end|>',
} as const;

const CASES: [model: string, preset: string, text: string, grammar: string, source: string][] = [
  ["minimax/minimax-m2.1", "@pi-tool-repair/preset-minimax", BASH.invoke, "invoke", "earendil-works/pi#368"],
  ["MiniMax-M2.5-highspeed", "@pi-tool-repair/preset-minimax", BASH.invoke, "invoke", "MiniMax-AI/MiniMax-M2.5#10"],
  ["MiniMax-M2.7-highspeed", "@pi-tool-repair/preset-minimax", BASH.invoke, "invoke", "NousResearch/hermes-agent#35935"],
  ["deepseek-v4-flash", "@pi-tool-repair/preset-deepseek", BASH.dsml, "dsml", "TokenRhythm/opensquilla#985"],
  ["JANGQ-AI/DeepSeek-V4-Flash-JANGTQ2", "@pi-tool-repair/preset-deepseek", BASH.dsml, "dsml", "jjang-ai/vmlx#165"],
  // preset-gemma is Gemma 3's (pythonic); a Gemma 4 GGUF is the local servers' preset, which runs every grammar
  ["ggml-org/gemma-4-E4B-it-GGUF:Q8_0", "@pi-tool-repair/preset-local", BASH.gemma, "gemma", "ggml-org/llama.cpp#22786"],
  ["qwen/qwen3-4b", "@pi-tool-repair/preset-qwen", BASH.hermes, "qwen", "lmstudio-ai/lmstudio-bug-tracker#821"],
  ["qwen3-coder:30b", "@pi-tool-repair/preset-qwen", BASH.coder, "qwen", "ollama/ollama#18530"],
  ["mlx-community/Qwen3-Coder-30B-A3B-Instruct-8bit", "@pi-tool-repair/preset-qwen", BASH.coder, "qwen", "ml-explore/mlx-lm#1616"],
  ["openai_gpt-oss-20b", "@pi-tool-repair/preset-gpt-oss", BASH.harmony, "harmony", "lmstudio-ai/lmstudio-bug-tracker#942"],
  ["@cf/openai/gpt-oss-120b", "@pi-tool-repair/preset-gpt-oss", BASH.harmony, "harmony", "cloudflare/ai#574"],
  // no Mistral model preset: an MLX conversion is the local servers' preset, which runs every grammar
  ["mlx-community/Devstral-Small-2-24B-Instruct-2512-4bit", "@pi-tool-repair/preset-local", BASH.mistral, "mistral", "raullenchai/Rapid-MLX#579"],
  ["minimax/minimax-m2", "@pi-tool-repair/preset-minimax", BASH.invoke, "invoke", "aaif-goose/goose#5751"],
  ["moonshotai/kimi-k2-thinking", "@pi-tool-repair/preset-kimi", BASH.kimi, "kimi", "JohnnyZ93/oai-compatible-copilot#46"],
];

describe("model ids from public issues pick their family's preset, which recovers the family's call", () => {
  it.each(CASES)("%s → %s (%s)", (model, preset, text, grammar) => {
    const { host, presets } = rt.hostFor(model);
    expect(presets.map((p) => p.name)).toContain(preset);
    const ctx = rt.contextFor(host, { id: model }, new Map(Object.entries(PI_TOOL_SCHEMAS)), { debug() {}, warn() {} });
    const r = host.processMessage({ role: "assistant", content: [{ type: "text", text }], stopReason: "stop" }, ctx);
    expect(r.recovered.map((c) => [c.grammar, c.name, c.arguments])).toEqual([[grammar, "bash", { command: "ls" }]]);
  });
});
