/**
 * Chat-template round trips: each vendor template (test/fixtures/templates/*.jinja) renders a conversation
 * whose last assistant turn carries tool calls, with and without that turn; the difference is the text the
 * model generates for that turn. That text, as a leaked assistant message, must come back from the host
 * (with the model preset pi would pick for the model id) as exactly the rendered calls and the prose alone.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { Template } from "@huggingface/jinja";
import type { RepairHost } from "@pi-tool-repair/host";
import { defaultPiConfig } from "@pi-tool-repair/preset-pi-default/config";
import { createRuntime, type RepairRuntime } from "../../presets/pi-default/src/runtime/runtime.js";

const DIR = fileURLToPath(new URL("../fixtures/templates/", import.meta.url));

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export interface Call {
  name: string;
  arguments: Record<string, Json>;
}
export interface CallSet {
  name: string;
  calls: Call[];
  /** Assistant content before the calls. */
  prose?: string;
}

const obj = (properties: Record<string, unknown>, required: string[] = []) => ({ type: "object", properties, required });
/** The tools of every conversation, as JSON Schemas. */
export const SCHEMAS: Record<string, Record<string, unknown>> = {
  get_weather: obj({ city: { type: "string", description: "City name" }, unit: { type: "string", description: "celsius or fahrenheit" } }, ["city"]),
  set_config: obj(
    {
      count: { type: "integer", description: "How many" },
      ratio: { type: "number", description: "A ratio" },
      enabled: { type: "boolean", description: "On or off" },
      note: { type: ["integer", "null"], description: "A number or null" },
      options: { type: "object", description: "Nested options" },
      tags: { type: "array", items: { type: "string" }, description: "Tags" },
    },
    ["count"],
  ),
  list_files: obj({}),
  write_note: obj({ text: { type: "string", description: "The note" } }, ["text"]),
};
const OPENAI_TOOLS = Object.entries(SCHEMAS).map(([name, parameters]) => ({
  type: "function",
  function: { name, description: `The ${name.replace("_", " ")} tool.`, parameters },
}));

const note = (name: string, text: string): CallSet => ({ name, calls: [{ name: "write_note", arguments: { text } }] });
export const CALL_SETS: readonly CallSet[] = [
  { name: "one call, string argument", calls: [{ name: "get_weather", arguments: { city: "Paris" } }] },
  { name: "integer argument", calls: [{ name: "set_config", arguments: { count: 3 } }] },
  { name: "number argument", calls: [{ name: "set_config", arguments: { count: 1, ratio: 0.25 } }] },
  { name: "boolean argument", calls: [{ name: "set_config", arguments: { count: 1, enabled: false } }] },
  { name: "null argument", calls: [{ name: "set_config", arguments: { count: 1, note: null } }] },
  { name: "nested object argument", calls: [{ name: "set_config", arguments: { count: 1, options: { depth: 2, mode: "fast", inner: { a: [1, 2] } } } }] },
  { name: "array argument", calls: [{ name: "set_config", arguments: { count: 1, tags: ["a", "b c"] } }] },
  {
    name: "two parallel calls",
    calls: [
      { name: "get_weather", arguments: { city: "Paris" } },
      { name: "get_weather", arguments: { city: "Tokyo", unit: "celsius" } },
    ],
  },
  { name: "no arguments", calls: [{ name: "list_files", arguments: {} }] },
  note("string with double quotes", 'He said "hi"'),
  note("string with single quotes", "it's Bob's"),
  note("string with backslashes", "C:\\temp\\new \\n"),
  note("string with newlines", "line 1\nline 2\n\nline 4"),
  note("string with unicode", "café ✓"),
  note("string with <", "a < b && c > d"),
  note("string with closing-tag text", "x </parameter> </arg_value> </tool_call> y"),
  note("string holding JSON", '{"a": [1, 2], "b": "c"}'),
  note("string with surrounding whitespace", "  padded  \n"),
  { name: "prose before the call", prose: "Let me check the weather first.", calls: [{ name: "get_weather", arguments: { city: "Paris" } }] },
];

export interface TemplateSpec {
  /** Fixture file name without `.jinja`. */
  file: string;
  /** The case name when one template is run twice (default: `file`). */
  name?: string;
  family: string;
  /** The model id pi would see for this template's model. */
  model: string;
  /** What the template appends after the generated turn (the end-of-turn token and what follows it). */
  endOfTurn: string[];
  /** Extra render variables (bos_token, enable_thinking, …). */
  vars?: Record<string, unknown>;
  /** Tool-call ids as the model writes them (index in the turn → id); default `call_<i>`. */
  id?: (call: Call, index: number) => string;
  /** Arguments are given to the template as a JSON string (default: as an object). */
  stringArguments?: boolean;
  /**
   * The generation prompt opens a reasoning block: the turn is rendered with `reasoning_content` and the
   * generated text up to and including this closer is cut off, as the server's reasoning parser does.
   */
  reasoningEnd?: string;
  /**
   * The template writes its generation prompt differently from the same point of a past turn (say, other
   * whitespace, or an extra token): the generated text is then what follows the last `turnStart` of the
   * render with the turn (the prompt's own ending), not a prefix difference.
   */
  turnStart?: string;
  /**
   * Rewrites of the template text that @huggingface/jinja needs to parse it (each named in the report):
   * [search, replacement] pairs applied before parsing; the fixture file itself stays byte-exact.
   */
  adapt?: [string, string][];
  /** Special tokens that must not be left in the visible text. */
  special: string[];
  /**
   * Why the indentation the template's own layout puts at the start of lines is not what the model writes
   * (then it is removed from the generated text). Without this, the generated text is taken as rendered.
   */
  layoutIndent?: string;
}

/** Seed-OSS's thinking-budget table has integer keys, which @huggingface/jinja refuses: the same table as pairs. */
const SEED_ADAPT: [string, string][] = [
  ["{\n     0:      0,\n     512:    128,\n     1024:   256,\n     2048:   512,\n     4096:   512,\n     8192:   1024,\n     16384:  1024\n}", "[[0, 0], [512, 128], [1024, 256], [2048, 512], [4096, 512], [8192, 1024], [16384, 1024]]"],
  ["budget_reflections_v05 | dictsort", "budget_reflections_v05"],
  ["budget_reflections_v05[16384]", "1024"],
  ['t in ("number", "integer")', 't is string and t in ["number", "integer"]'],
];

/**
 * GigaChat's schema printer tests a type list (`"type": ["integer", "null"]`) with `in`, which Python answers False
 * and @huggingface/jinja refuses; and it calls `val.items()` on a property schema, which for an array schema
 * @huggingface/jinja reads as its `items` member (Python Jinja as the dict method).
 */
const GIGACHAT_ADAPT: [string, string][] = [
  ['{%- elif ty in ["number", "integer"] -%}', '{%- elif ty is string and ty in ["number", "integer"] -%}'],
  ["in val.items() -%}", "in val | items -%}"],
];

/**
 * GigaChat 3.5 builds lists of pairs as Python tuples (`[(k, v)]`), which @huggingface/jinja cannot unpack in a
 * `for a, b in …` loop: the same pairs as lists; `val.items()` as in GIGACHAT_ADAPT; and a string repetition.
 */
const GIGACHAT35_ADAPT: [string, string][] = [
  ["in val.items() if add_key", "in val | items if add_key"],
  ["[(k, v)]", "[[k, v]]"],
  ["[(key, aligned_item)]", "[[key, aligned_item]]"],
  ["[(id_key, item)]", "[[id_key, item]]"],
  ["[(name_key, item)]", "[[name_key, item]]"],
  // string repetition (`' ' * 2`), which @huggingface/jinja lacks; indent_factor is always its default 2 here
  ["(' ' * indent_factor)", "'  '"],
];

export const TEMPLATES: readonly TemplateSpec[] = [
  { file: "qwen3", family: "qwen (hermes json)", model: "Qwen/Qwen3-8B", endOfTurn: ["<|im_end|>\n"], vars: { enable_thinking: false }, special: ["<tool_call>", "</tool_call>", "<|im_end|>", "<think>", "</think>"] },
  { file: "qwen3-coder", family: "qwen (xml)", model: "Qwen/Qwen3-Coder-30B-A3B-Instruct", endOfTurn: ["<|im_end|>\n"], special: ["<tool_call>", "</tool_call>", "<function=", "<parameter=", "<|im_end|>"] },
  { file: "deepseek-v3", family: "deepseek", model: "deepseek-ai/DeepSeek-V3-0324", endOfTurn: ["<｜end▁of▁sentence｜>"], vars: { bos_token: "<｜begin▁of▁sentence｜>" }, special: ["<｜tool▁calls▁begin｜>", "<｜tool▁call▁begin｜>", "<｜tool▁sep｜>", "<｜tool▁call▁end｜>", "<｜tool▁calls▁end｜>", "<｜end▁of▁sentence｜>", "```json"], layoutIndent: "vLLM's example template indents the tool-call block for readability (the rendered turn starts with 20 spaces); DeepSeek's own template in tokenizer_config.json writes <｜tool▁calls▁begin｜> at the start of the line, and the model writes what it was trained on. Kept, such indentation would make the block an indented code block, which is inert." },
  { file: "deepseek-v3.1", family: "deepseek", model: "deepseek-ai/DeepSeek-V3.1", endOfTurn: ["<｜end▁of▁sentence｜>"], vars: { bos_token: "<｜begin▁of▁sentence｜>" }, turnStart: "</think>", special: ["<｜tool▁calls▁begin｜>", "<｜tool▁call▁begin｜>", "<｜tool▁sep｜>", "<｜tool▁call▁end｜>", "<｜tool▁calls▁end｜>", "<｜end▁of▁sentence｜>", "</think>"], layoutIndent: "vLLM's example template indents the tool-call block for readability (the rendered turn starts with 20 spaces); DeepSeek's own template in tokenizer_config.json writes <｜tool▁calls▁begin｜> at the start of the line, and the model writes what it was trained on. Kept, such indentation would make the block an indented code block, which is inert." },
  { file: "deepseek-v3.2", family: "deepseek", model: "deepseek-ai/DeepSeek-V3.2", endOfTurn: ["<｜end▁of▁sentence｜>"], reasoningEnd: "</think>", turnStart: "<think>", special: ["<｜DSML｜", "</｜DSML｜", "<｜end▁of▁sentence｜>", "<think>", "</think>"] },
  { file: "glm-4.5", family: "glm", model: "zai-org/GLM-4.5", endOfTurn: [""], vars: { enable_thinking: false }, special: ["<tool_call>", "</tool_call>", "<arg_key>", "<arg_value>", "<think>", "</think>", "<|assistant|>"] },
  { file: "minimax-m2", family: "minimax", model: "MiniMaxAI/MiniMax-M2", endOfTurn: ["[e~[\n"], reasoningEnd: "</think>", special: ["<minimax:tool_call>", "</minimax:tool_call>", "<invoke", "<parameter", "[e~[", "<think>", "</think>"] },
  { file: "kimi-k2-thinking", family: "kimi", model: "moonshotai/Kimi-K2-Thinking", endOfTurn: ["<|im_end|>"], id: (c, i) => `functions.${c.name}:${i}`, reasoningEnd: "</think>", special: ["<|tool_calls_section_begin|>", "<|tool_call_begin|>", "<|tool_call_argument_begin|>", "<|tool_call_end|>", "<|tool_calls_section_end|>", "<|im_end|>", "<think>", "</think>"] },
  { file: "kimi-k2-thinking", name: "kimi-k2-thinking (OpenAI call ids)", family: "kimi", model: "moonshotai/Kimi-K2-Thinking", endOfTurn: ["<|im_end|>"], reasoningEnd: "</think>", special: ["<|tool_calls_section_begin|>", "<|tool_call_begin|>", "<|tool_call_argument_begin|>", "<|tool_call_end|>", "<|tool_calls_section_end|>", "<|im_end|>", "<think>", "</think>"] },
  { file: "minimax-m1", family: "minimax", model: "MiniMaxAI/MiniMax-M1-80k", endOfTurn: ["<end_of_sentence>\n"], special: ["<tool_calls>", "</tool_calls>", "<end_of_sentence>"] },
  { file: "gpt-oss", family: "gpt-oss (harmony)", model: "openai/gpt-oss-120b", endOfTurn: ["<|call|>"], special: ["<|start|>", "<|channel|>", "<|message|>", "<|call|>", "<|end|>", "<|constrain|>"] },
  { file: "llama-3.1-json", family: "llama", model: "meta-llama/Llama-3.1-8B-Instruct", endOfTurn: ["<|eot_id|>"], special: ["<|eot_id|>", "<|eom_id|>", "<|python_tag|>", "<|start_header_id|>"] },
  { file: "olmo-3", family: "olmo", model: "allenai/Olmo-3-7B-Instruct", adapt: [["is sameas true", "is true"], ["is sameas false", "is false"]], endOfTurn: ["<|im_end|>\n"], special: ["<function_calls>", "</function_calls>", "<|im_end|>"] },
  { file: "seed-oss", family: "seed-oss", model: "ByteDance-Seed/Seed-OSS-36B-Instruct", adapt: SEED_ADAPT, endOfTurn: ["<seed:eos>"], special: ["<seed:tool_call>", "</seed:tool_call>", "<function=", "<parameter=", "<seed:eos>", "<seed:think>", "</seed:think>"] },
  { file: "phi-4-mini", family: "phi4", model: "microsoft/Phi-4-mini-instruct", adapt: [["in message.tool_calls -%}", "in message.tool_calls | default([]) -%}"]], endOfTurn: ["<|end|>"], special: ["<|tool_call|>", "<|/tool_call|>", "<|end|>"] },
  { file: "mistral-parallel", family: "mistral", model: "mistralai/Mistral-7B-Instruct-v0.3", endOfTurn: ["</s>"], vars: { bos_token: "<s>", eos_token: "</s>" }, id: (_c, i) => `abcDEF12${i}`, turnStart: "[/INST]", special: ["[TOOL_CALLS]", "</s>"] },
  { file: "granite", family: "granite", model: "ibm-granite/granite-3.3-8b-instruct", endOfTurn: ["<|end_of_text|>\n"], special: ["<|tool_call|>", "<|end_of_text|>"] },
  { file: "internlm2", family: "internlm", model: "internlm/internlm2_5-7b-chat", endOfTurn: ["<|im_end|>\n"], special: ["<|action_start|>", "<|action_end|>", "<|plugin|>", "<|im_end|>"] },
  { file: "glm-4.6", family: "glm", model: "zai-org/GLM-4.6", endOfTurn: [""], vars: { enable_thinking: false }, special: ["<tool_call>", "</tool_call>", "<arg_key>", "<arg_value>", "<think>", "</think>", "<|assistant|>"] },
  { file: "xlam-qwen", family: "xlam", model: "Salesforce/xLAM-2-32b-fc-r", endOfTurn: ["<|im_end|>\n"], special: ["<|im_end|>"] },
  { file: "stepfun-3.7-flash", family: "step (qwen xml)", model: "stepfun-ai/Step-3.7-Flash", endOfTurn: ["<|im_end|>\n"], reasoningEnd: "</think>", special: ["<tool_call>", "</tool_call>", "<function=", "<parameter=", "<|im_end|>", "<think>", "</think>"] },
  { file: "gemma-4", family: "gemma", model: "google/gemma-4-31b-it", adapt: [["| reject('equalto', 'null') | list | first", "| first"]], endOfTurn: ["<turn|>\n"], vars: { enable_thinking: true }, special: ["<|tool_call>", "<tool_call|>", "<|\"|>", "<turn|>", "<|channel>", "<channel|>"] },
  { file: "command-r7b", family: "cohere", model: "CohereLabs/c4ai-command-r7b-12-2024", endOfTurn: ["<|END_OF_TURN_TOKEN|><|START_OF_TURN_TOKEN|><|CHATBOT_TOKEN|>"], reasoningEnd: "<|END_THINKING|>", special: ["<|START_ACTION|>", "<|END_ACTION|>", "<|END_OF_TURN_TOKEN|>", "<|START_THINKING|>", "<|END_THINKING|>", "<|START_RESPONSE|>"] },
  { file: "nemotron-nano-v2", family: "nemotron", model: "nvidia/NVIDIA-Nemotron-Nano-9B-v2", endOfTurn: ["<SPECIAL_12>\n\n"], turnStart: "<SPECIAL_11>Assistant\n", special: ["<TOOLCALL>", "</TOOLCALL>", "<SPECIAL_12>", "<think>", "</think>"] },
  { file: "mistral-small-3.1", family: "mistral", model: "mistralai/Mistral-Small-3.1-24B-Instruct-2503", adapt: [["\\\n", ""]], endOfTurn: ["</s>"], vars: { bos_token: "<s>", eos_token: "</s>" }, id: (_c, i) => `abcDEF12${i}`, special: ["[TOOL_CALLS]", "</s>"] },
  { file: "hermes", family: "qwen (hermes json)", model: "Qwen/Qwen2.5-7B-Instruct", adapt: [["{%- if basic_type_map[json_spec.type] is defined %}", "{%- if json_spec.type is string and basic_type_map[json_spec.type] is defined %}"], ["json_to_python_type(json_spec|items)", "json_to_python_type(json_spec.items)"], ["{%- elif json_spec.type is iterable %}", "{%- elif json_spec.type is iterable and json_spec.type is not string %}"]], endOfTurn: ["<|im_end|>\n"], special: ["<tool_call>", "</tool_call>", "<|im_end|>"] },
  { file: "llama-4-pythonic", family: "llama", model: "meta-llama/Llama-4-Scout-17B-16E-Instruct", adapt: [['"%s" | format(tool_call.arguments[param])', "tool_call.arguments[param]"]], endOfTurn: ["<|eot|>"], special: ["<|eot|>", "<|header_start|>", "<|python_start|>"] },
  { file: "functiongemma-vllm-fork", family: "gemma", model: "google/functiongemma-270m-it", endOfTurn: ["\n<end_of_turn>", "<end_of_turn>"], special: ["<start_function_call>", "<end_function_call>", "<escape>", "<end_of_turn>"] },
  { file: "gemma-3-pythonic", family: "gemma (pythonic)", model: "google/gemma-3-27b-it", adapt: [["tool_call.arguments is iterable and tool_call.arguments is mapping", "true"]], endOfTurn: ["<end_of_turn>\n"], special: ["<start_of_turn>", "<end_of_turn>"] },
  { file: "llama-3.2-pythonic", family: "llama", model: "meta-llama/Llama-3.2-3B-Instruct", adapt: [['"%s" | format(tool_call.arguments[param])', "tool_call.arguments[param]"]], endOfTurn: ["<|eot_id|>"], special: ["<|eot_id|>", "<|python_tag|>", "<|start_header_id|>"] },
  { file: "apertus", family: "apertus", model: "swiss-ai/Apertus-8B-Instruct-2509", stringArguments: true, endOfTurn: [""], special: ["<|tools_prefix|>", "<|tools_suffix|>", "<|assistant_start|>", "<|assistant_end|>", "<|inner_prefix|>", "<|inner_suffix|>"] },
  { file: "solar-open", family: "solar", model: "upstage/Solar-Open-100B", endOfTurn: [""], special: ["<|tool_calls|>", "<|tool_call:begin|>", "<|tool_call:name|>", "<|tool_call:args|>", "<|tool_call:end|>", "<|calls|>", "<|begin|>", "<|end|>", "<|content|>"] },
  { file: "lfm2.5", family: "lfm2", model: "LiquidAI/LFM2.5-8B-A1B", adapt: [["{%- generation -%}", ""], ["{%- endgeneration -%}", ""]], endOfTurn: ["<|im_end|>\n"], special: ["<|tool_call_start|>", "<|tool_call_end|>", "<|im_end|>", "<|im_start|>", "<think>", "</think>"] },
  { file: "functionary-v3.2", family: "functionary", model: "meetkai/functionary-medium-v3.2", adapt: [['[("maximum", "Maximum"), ("minimum", "Minimum"), ("maxLength", "Maximum length"), ("minLength", "Minimum length")]', '[["maximum", "Maximum"], ["minimum", "Minimum"], ["maxLength", "Maximum length"], ["minLength", "Minimum length"]]']], stringArguments: true, endOfTurn: ["<|eot_id|>"], vars: { bos_token: "<|begin_of_text|>" }, special: [">>>", "<|eot_id|>", "<|start_header_id|>", "<|end_header_id|>"] },
  { file: "gigachat-3", family: "gigachat", model: "ai-sage/GigaChat3-10B-A1.8B", adapt: GIGACHAT_ADAPT, endOfTurn: ["<|message_sep|>\n\n"], special: ["<|role_sep|>", "<|message_sep|>", "function call<|role_sep|>"] },
  { file: "gigachat-3.1", family: "gigachat", model: "ai-sage/GigaChat3.1-10B-A1.8B", adapt: GIGACHAT_ADAPT, endOfTurn: ["<|message_sep|>\n\n"], special: ["<|function_call|>", "<|role_sep|>", "<|message_sep|>"] },
  { file: "gigachat-3.5", family: "gigachat (gcml)", model: "ai-sage/GigaChat3.5-432B-A28B", adapt: GIGACHAT35_ADAPT, endOfTurn: [""], vars: { current_date: "2026-12-06" }, special: ["<｜GCML｜", "</｜GCML｜", "<|role_sep|>", "<|message_sep|>"] },
  { file: "kimi-k3", family: "kimi", model: "moonshotai/Kimi-K3", endOfTurn: ["<|end_of_msg|>"], reasoningEnd: "<|close|>think<|sep|>", special: ["<|open|>", "<|close|>", "<|sep|>", "<|end_of_msg|>"] },
  { file: "muse-glimmer", family: "glimmer", model: "muse/Glimmer", endOfTurn: ["<|eot|>"], special: ["<atem:", "</atem:", "<|start|>", "<|message|>", "<|eom|>", "<|eot|>", " to="] },
  { file: "glm-4.7-flash", family: "glm", model: "zai-org/GLM-4.7-Flash", endOfTurn: [""], vars: { enable_thinking: false }, special: ["<tool_call>", "</tool_call>", "<arg_key>", "<arg_value>", "<think>", "</think>", "<|assistant|>", "<|observation|>"] },
  { file: "granite-4.0", family: "granite", model: "ibm-granite/granite-4.0-h-small", endOfTurn: ["<|end_of_text|>\n"], special: ["<tool_call>", "</tool_call>", "<|end_of_text|>", "<|start_of_role|>"] },
  { file: "granite-4.1", family: "granite", model: "ibm-granite/granite-4.1-8b", endOfTurn: ["<|end_of_text|>\n"], special: ["<tool_call>", "</tool_call>", "<|end_of_text|>", "<|start_of_role|>"] },
  { file: "hunyuan-a13b", family: "hunyuan", model: "tencent/Hunyuan-A13B-Instruct", endOfTurn: ["<|eos|>"], adapt: [["strftime_now('%A')", "'Sunday'"], ["strftime_now('%Y-%m-%d %H:%M:%S')", "'2026-12-06 12:00:00'"]], special: ["<tool_calls>", "</tool_calls>", "<|eos|>", "<|extra_0|>", "<|startoftext|>"] },
  { file: "hyperclovax-seed-think-14b", family: "hyperclova", model: "naver-hyperclovax/HyperCLOVAX-SEED-Think-14B", endOfTurn: ["<|im_end|><|stop|>\n"], special: ["<|im_start|>", "<|im_end|>", "<|stop|>", "<|endofturn|>", "tool/function_call"] },
  { file: "nemotron-3-nano", family: "nemotron", model: "nvidia/NVIDIA-Nemotron-3-Nano-30B-A3B-BF16", endOfTurn: ["<|im_end|>\n"], vars: { enable_thinking: false }, special: ["<tool_call>", "</tool_call>", "<function=", "<parameter=", "<|im_end|>", "<think>", "</think>"] },
  { file: "minicpm5", family: "minicpm", model: "openbmb/MiniCPM5-1B", adapt: [["[tool_calls_count, tool_sep_count]|min", "[tool_calls_count, tool_sep_count]|sort|first"]], endOfTurn: ["<|im_end|>\n"], special: ["<function name=", "</function>", "<param name=", "</param>", "<![CDATA[", "<|im_end|>", "<think>", "</think>"] },
  { file: "hunyuan-hy3", family: "hunyuan", model: "tencent/Hy3", adapt: [["{}", "' + HYTK + '"], [".format(HYTK)", ""]], endOfTurn: ["<｜hy_eos:opensource｜>"], special: ["<tool_calls:opensource>", "</tool_calls:opensource>", "<tool_call:opensource>", "<tool_sep:opensource>", "<arg_key:opensource>", "<arg_value:opensource>", "<think:opensource>", "</think:opensource>", "<｜hy_eos:opensource｜>"] },
  { file: "hunyuan-hy3-preview", family: "hunyuan", model: "tencent/Hy3-preview", endOfTurn: ["<｜hy_eos｜>"], special: ["<tool_calls>", "</tool_calls>", "<tool_call>", "<tool_sep>", "<arg_key>", "<arg_value>", "<think>", "</think>", "<｜hy_eos｜>"] },
  { file: "deepseek-v4", family: "deepseek", model: "deepseek-ai/DeepSeek-V4", endOfTurn: ["<｜end▁of▁sentence｜>"], special: ["<｜DSML｜", "</｜DSML｜", "<｜end▁of▁sentence｜>", "<think>", "</think>"] },
  { file: "minimax-m3", family: "minimax", model: "MiniMaxAI/MiniMax-M3", endOfTurn: ["[e~[\n"], reasoningEnd: "</mm:think>", special: ["]<]minimax[>[", "<tool_call>", "</tool_call>", "<invoke", "</invoke>", "[e~[", "<mm:think>", "</mm:think>"] },
  { file: "ling-3", family: "ling", model: "inclusionAI/Ling-3.0-flash", endOfTurn: ["<|role_end|>"], vars: { enable_thinking: false }, special: ["<tool_call>", "</tool_call>", "<arg_key>", "<arg_value>", "<|role_end|>", "<role>", "<think>", "</think>"] },
  { file: "spark-2.5", family: "spark (glm)", model: "Spark2.5", endOfTurn: ["<｜end▁of▁sentence｜>"], reasoningEnd: "</think>", special: ["<tool_call>", "</tool_call>", "<arg_key>", "<arg_value>", "<｜end▁of▁sentence｜>", "<|Bot|>", "<think>", "</think>"] },
];

export const nameOf = (spec: TemplateSpec) => spec.name ?? spec.file;

export function loadTemplate(spec: TemplateSpec): Template {
  // Python Jinja (what transformers and vLLM render with) reads `\r\n` as `\n`; @huggingface/jinja does not
  let text = readFileSync(join(DIR, `${spec.file}.jinja`), "utf8").replace(/\r\n/g, "\n");
  for (const [from, to] of spec.adapt ?? []) text = text.split(from).join(to);
  return new Template(text);
}

const idOf = (spec: TemplateSpec, call: Call, i: number) => (spec.id ? spec.id(call, i) : `call_${i}`);

const REASONING = "The user wants this; I will call the tool.";

export function conversation(spec: TemplateSpec, set: CallSet) {
  const head = [
    { role: "system", content: "You are a helpful assistant." },
    { role: "user", content: "Please do it." },
  ];
  const last = {
    role: "assistant",
    content: set.prose ?? "",
    ...(spec.reasoningEnd ? { reasoning_content: REASONING } : {}),
    tool_calls: set.calls.map((c, i) => ({
      id: idOf(spec, c, i),
      type: "function",
      function: { name: c.name, arguments: spec.stringArguments ? JSON.stringify(c.arguments) : c.arguments },
    })),
  };
  return { head, last };
}

export interface Rendered {
  /** The text the model generates for the turn, or undefined when the "with" render does not extend the prompt. */
  generated: string | undefined;
  withTurn: string;
  prompt: string;
}

export function render(spec: TemplateSpec, template: Template, set: CallSet): Rendered {
  const { head, last } = conversation(spec, set);
  const base = { tools: OPENAI_TOOLS, bos_token: "", eos_token: "", ...spec.vars };
  let withTurn = template.render({ ...base, messages: [...head, last], add_generation_prompt: false });
  let prompt = template.render({ ...base, messages: head, add_generation_prompt: true });
  // whitespace the template writes after the last message (its own line breaks) ends both renders: drop it
  let n = 0;
  while (!withTurn.startsWith(prompt) && n < prompt.length && n < withTurn.length && isSpace(prompt[prompt.length - 1 - n]!) && prompt[prompt.length - 1 - n] === withTurn[withTurn.length - 1 - n]) n++;
  if (n > 0) [withTurn, prompt] = [withTurn.slice(0, -n), prompt.slice(0, -n)];
  let generated: string;
  if (withTurn.startsWith(prompt)) generated = withTurn.slice(prompt.length);
  else if (spec.turnStart !== undefined && prompt.includes(spec.turnStart) && withTurn.includes(spec.turnStart)) {
    generated = withTurn.slice(withTurn.lastIndexOf(spec.turnStart) + spec.turnStart.length);
  } else return { generated: undefined, withTurn, prompt };
  const eot = spec.endOfTurn.flatMap((e) => [e, e.trimEnd()]).find((e) => e !== "" && generated.endsWith(e));
  if (eot) generated = generated.slice(0, -eot.length);
  if (spec.layoutIndent !== undefined) generated = generated.split("\n").map((line) => line.replace(/^[ \t]+/, "")).join("\n");
  if (spec.reasoningEnd) {
    const at = generated.indexOf(spec.reasoningEnd);
    if (at < 0 || !generated.slice(0, at).includes(REASONING)) return { generated: undefined, withTurn, prompt };
    generated = generated.slice(at + spec.reasoningEnd.length);
  }
  return { generated, withTurn, prompt };
}

const isSpace = (c: string) => c === " " || c === "\n" || c === "\r" || c === "\t";

export interface Outcome {
  generated: string | undefined;
  calls: Call[];
  visible: string;
  pass: boolean;
  /** What failed, for the report. */
  problem?: string;
}

let runtimeP: Promise<RepairRuntime> | undefined;
/** The pi runtime with the built-in model presets (loaded once). */
export function runtime(): Promise<RepairRuntime> {
  runtimeP ??= createRuntime({ config: defaultPiConfig(), log: { debug() {}, warn() {} }, paths: [] });
  return runtimeP;
}

export function hostFor(rt: RepairRuntime, model: string): { host: RepairHost; presets: string[] } {
  const { host, presets } = rt.hostFor(model);
  return { host, presets: presets.map((p) => p.name) };
}

type Block = { type: string; text?: string; name?: string; arguments?: unknown };

/** `tools` as a {name: JSON Schema} record (default: the template conversations' tools); undeclared tools never run. */
export function recover(host: RepairHost, spec: Pick<TemplateSpec, "model">, generated: string, tools: Record<string, Record<string, unknown>> = SCHEMAS): { calls: Call[]; visible: string } {
  const ctx = host.context({
    model: { id: spec.model },
    tools,
    config: { grammar: { enabled: true, mode: "recover", requireKnownTool: true } },
  });
  const r = host.processMessage({ role: "assistant", content: [{ type: "text", text: generated }], stopReason: "stop" } as never, ctx);
  const content = ((r.message as { content?: Block[] }).content ?? []) as Block[];
  const calls = content.filter((b) => b.type === "toolCall").map((b) => ({ name: String(b.name), arguments: b.arguments as Record<string, Json> }));
  const visible = content
    .filter((b) => b.type === "text")
    .map((b) => b.text ?? "")
    .join("");
  return { calls, visible };
}

function deepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(canon(a)) === JSON.stringify(canon(b));
}
function canon(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canon);
  if (v && typeof v === "object") return Object.fromEntries(Object.keys(v).sort().map((k) => [k, canon((v as Record<string, unknown>)[k])]));
  return v;
}

export function runCase(host: RepairHost, spec: TemplateSpec, template: Template, set: CallSet): Outcome {
  let generated: string | undefined;
  try {
    ({ generated } = render(spec, template, set));
  } catch (error) {
    return { generated: undefined, calls: [], visible: "", pass: false, problem: `the template does not render: ${String(error)}` };
  }
  if (generated === undefined) return { generated, calls: [], visible: "", pass: false, problem: "the render with the turn does not start with the generation prompt" };
  const { calls, visible } = recover(host, spec, generated);
  const want = set.calls.map((c) => ({ name: c.name, arguments: c.arguments }));
  const problems: string[] = [];
  if (!deepEqual(calls, want)) problems.push(`calls ${JSON.stringify(calls)}`);
  if (visible.trim() !== (set.prose ?? "").trim()) problems.push(`visible ${JSON.stringify(visible)}`);
  const left = spec.special.filter((t) => visible.includes(t));
  if (left.length > 0) problems.push(`special tokens left: ${left.join(" ")}`);
  return { generated, calls, visible, pass: problems.length === 0, ...(problems.length ? { problem: problems.join("; ") } : {}) };
}
