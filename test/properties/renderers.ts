/**
 * One renderer per leaked-grammar family of /work/shared/reference/grammar-families.md (copied facts, not
 * read at test time): each writes generated calls in the family's wire format, as the model would.
 *
 * `values` says what the wire format can carry without a schema:
 * - "json": any JSON value (the arguments are a JSON document);
 * - "strings": string values only (XML-style parameters are text; the round trip declares a string schema
 *   so no family types them);
 * - "python": JSON values written as Python literals (pythonic calls);
 * - "python-plain": the same with strings that need no escape (no backslash, quote or control character): a
 *   format whose chat template writes strings unescaped, where a backslash has two readings (LFM2);
 * - "gemma": strings, integers and booleans (Gemma 4 literals).
 * `prose` says whether prose may stand before the markup (a bare array or object must be the whole reply).
 */
export interface Call {
  name: string;
  arguments: Record<string, unknown>;
}

export interface Renderer {
  family: string;
  variant: string;
  values: "json" | "strings" | "python" | "python-plain" | "gemma";
  prose: boolean;
  /** Whether several calls fit in one rendering (else the round trip renders one call). */
  multi: boolean;
  /** The grammar runs only where the config names it (`namedOnly`): the round trip names it. */
  named?: boolean;
  /** The wire format carries one raw text for a tool's one required string field (CWM): one argument, required. */
  raw?: boolean;
  render(calls: readonly Call[]): string;
}

const J = (v: unknown) => JSON.stringify(v);
const entries = (c: Call) => Object.entries(c.arguments);

/** A JSON value as a Python literal (strings double-quoted with JSON escapes, which Python reads alike). */
export function py(v: unknown): string {
  if (v === null) return "None";
  if (v === true) return "True";
  if (v === false) return "False";
  if (typeof v === "number" || typeof v === "string") return J(v);
  if (Array.isArray(v)) return `[${v.map(py).join(", ")}]`;
  return `{${Object.entries(v as Record<string, unknown>).map(([k, x]) => `${J(k)}: ${py(x)}`).join(", ")}}`;
}
const pyCall = (c: Call) => `${c.name}(${entries(c).map(([k, v]) => `${k}=${py(v)}`).join(", ")})`;

/** Gemma 4 literal: strings in `<|"|>`, bare numbers and booleans. */
const gemmaValue = (v: unknown) => (typeof v === "string" ? `<|"|>${v}<|"|>` : String(v));

const dsmlParam = (k: string, v: unknown) => (typeof v === "string" ? `<｜DSML｜parameter name="${k}" string="true">${v}</｜DSML｜parameter>` : `<｜DSML｜parameter name="${k}" string="false">${J(v)}</｜DSML｜parameter>`);
const dsmlInvoke = (c: Call) => `<｜DSML｜invoke name="${c.name}">\n${entries(c).map(([k, v]) => dsmlParam(k, v) + "\n").join("")}</｜DSML｜invoke>\n`;
const gcmlParam = (k: string, v: unknown) => (typeof v === "string" ? `<｜GCML｜parameter name="${k}" string="true">${v}</｜GCML｜parameter>` : `<｜GCML｜parameter name="${k}" string="false">${J(v)}</｜GCML｜parameter>`);
const gcmlInvoke = (c: Call) => `<｜GCML｜invoke name="${c.name}">\n${entries(c).map(([k, v]) => gcmlParam(k, v) + "\n").join("")}</｜GCML｜invoke>\n`;
const qwenFunction = (c: Call) => `<function=${c.name}>\n${entries(c).map(([k, v]) => `<parameter=${k}>\n${String(v)}\n</parameter>\n`).join("")}</function>\n`;
/** The Seed-OSS chat template writes each value as it is, with no padding newlines. */
const seedFunction = (c: Call) => `<function=${c.name}>\n${entries(c).map(([k, v]) => `<parameter=${k}>${String(v)}</parameter>\n`).join("")}</function>\n`;

/** The namespace token in front of every MiniMax-M3 tag. */
const M3 = "]<]minimax[>[";

export const RENDERERS: readonly Renderer[] = [
  { family: "dsml", variant: "V4 tool_calls", values: "json", prose: true, multi: true, render: (cs) => `<｜DSML｜tool_calls>\n${cs.map(dsmlInvoke).join("")}</｜DSML｜tool_calls>` },
  { family: "dsml", variant: "V3.2 function_calls", values: "json", prose: true, multi: true, render: (cs) => `<｜DSML｜function_calls>\n${cs.map(dsmlInvoke).join("")}</｜DSML｜function_calls>` },
  { family: "dsml", variant: "V3.1 legacy", values: "json", prose: true, multi: true, render: (cs) => `<｜tool▁calls▁begin｜>${cs.map((c) => `<｜tool▁call▁begin｜>${c.name}<｜tool▁sep｜>${J(c.arguments)}<｜tool▁call▁end｜>`).join("")}<｜tool▁calls▁end｜>` },
  { family: "invoke", variant: "MiniMax-M2", values: "strings", prose: true, multi: true, render: (cs) => `<minimax:tool_call>\n${cs.map((c) => `<invoke name="${c.name}">\n${entries(c).map(([k, v]) => `<parameter name="${k}">${String(v)}</parameter>\n`).join("")}</invoke>\n`).join("")}</minimax:tool_call>` },
  { family: "qwen", variant: "Qwen3-Coder XML", values: "strings", prose: true, multi: true, render: (cs) => cs.map((c) => `<tool_call>\n${qwenFunction(c)}</tool_call>`).join("\n") },
  { family: "qwen", variant: "Hermes JSON", values: "json", prose: true, multi: true, render: (cs) => cs.map((c) => `<tool_call>\n${J({ name: c.name, arguments: c.arguments })}\n</tool_call>`).join("\n") },
  { family: "kimi", variant: "K2 section", values: "json", prose: true, multi: true, render: (cs) => `<|tool_calls_section_begin|>${cs.map((c, i) => `<|tool_call_begin|>functions.${c.name}:${i} <|tool_call_argument_begin|>${J(c.arguments)}<|tool_call_end|>`).join("")}<|tool_calls_section_end|>` },
  { family: "mistral", variant: "pre-v11 array", values: "json", prose: true, multi: true, render: (cs) => `[TOOL_CALLS] ${J(cs.map((c) => ({ name: c.name, arguments: c.arguments })))}` },
  { family: "mistral", variant: "v11 [ARGS]", values: "json", prose: true, multi: true, render: (cs) => cs.map((c) => `[TOOL_CALLS]${c.name}[ARGS]${J(c.arguments)}`).join("") },
  { family: "llama", variant: "python_tag JSON", values: "json", prose: false, multi: false, render: (cs) => `<|python_tag|>${J({ name: cs[0]!.name, parameters: cs[0]!.arguments })}` },
  { family: "llama", variant: "bare JSON", values: "json", prose: false, multi: false, render: (cs) => J({ name: cs[0]!.name, parameters: cs[0]!.arguments }) },
  { family: "llama", variant: "Llama 4 pythonic", values: "python", prose: true, multi: true, render: (cs) => `<|python_start|>[${cs.map(pyCall).join(", ")}]<|python_end|>` },
  { family: "glm", variant: "arg_key/arg_value", values: "strings", prose: true, multi: true, render: (cs) => cs.map((c) => `<tool_call>${c.name}\n${entries(c).map(([k, v]) => `<arg_key>${k}</arg_key>\n<arg_value>${String(v)}</arg_value>\n`).join("")}</tool_call>`).join("\n") },
  { family: "granite", variant: "3.0 <|tool_call|>", values: "json", prose: true, multi: true, render: (cs) => `<|tool_call|>${J(cs.map((c) => ({ name: c.name, arguments: c.arguments })))}` },
  { family: "harmony", variant: "commentary to=functions", values: "json", prose: false, multi: true, render: (cs) => cs.map((c) => `<|start|>assistant<|channel|>commentary to=functions.${c.name} <|constrain|>json<|message|>${J(c.arguments)}<|call|>`).join("") },
  { family: "minimax-text", variant: "functions.N({json})", values: "json", prose: true, multi: false, render: (cs) => `<function_call>\`\`\`typescript\nfunctions.${cs[0]!.name}(${J(cs[0]!.arguments)})\n\`\`\`` },
  { family: "olmo", variant: "function_calls lines", values: "python", prose: true, multi: true, render: (cs) => `<function_calls>${cs.map(pyCall).join("\n")}</function_calls>` },
  { family: "minimax-m1", variant: "tool_calls lines", values: "json", prose: true, multi: true, render: (cs) => `<tool_calls>\n${cs.map((c) => J({ name: c.name, arguments: c.arguments }) + "\n").join("")}</tool_calls>` },
  { family: "seed-oss", variant: "seed:tool_call", values: "strings", prose: true, multi: true, render: (cs) => cs.map((c) => `<seed:tool_call>\n${seedFunction(c)}</seed:tool_call>`).join("\n") },
  { family: "xlam", variant: "bare array", values: "json", prose: false, multi: true, render: (cs) => J(cs.map((c) => ({ name: c.name, arguments: c.arguments }))) },
  { family: "xlam", variant: "<tool_call>[…]</tool_call>", values: "json", prose: true, multi: true, render: (cs) => `<tool_call>${J(cs.map((c) => ({ name: c.name, arguments: c.arguments })))}</tool_call>` },
  { family: "phi4", variant: "functools[…]", values: "json", prose: true, multi: true, render: (cs) => `functools${J(cs.map((c) => ({ name: c.name, arguments: c.arguments })))}` },
  { family: "jamba", variant: "<tool_calls>[…]</tool_calls>", values: "json", prose: true, multi: true, render: (cs) => `<tool_calls>${J(cs.map((c) => ({ name: c.name, arguments: c.arguments })))}</tool_calls>` },
  { family: "internlm", variant: "action plugin", values: "json", prose: true, multi: false, render: (cs) => `<|action_start|><|plugin|>${J({ name: cs[0]!.name, parameters: cs[0]!.arguments })}<|action_end|>` },
  { family: "step3", variant: "steptml", values: "strings", prose: true, multi: true, render: (cs) => `<｜tool_calls_begin｜>${cs.map((c) => `<｜tool_call_begin｜><steptml:invoke name="${c.name}">${entries(c).map(([k, v]) => `<steptml:parameter name="${k}">${String(v)}</steptml:parameter>`).join("")}</steptml:invoke><｜tool_call_end｜>`).join("<｜tool_sep｜>")}<｜tool_calls_end｜>` },
  { family: "gemma", variant: "FunctionGemma", values: "strings", prose: true, multi: true, render: (cs) => cs.map((c) => `<start_function_call>call:${c.name}{${entries(c).map(([k, v]) => `${k}:<escape>${String(v)}<escape>`).join(",")}}<end_function_call>`).join("") },
  { family: "gemma", variant: "Gemma 4", values: "gemma", prose: true, multi: true, render: (cs) => cs.map((c) => `<|tool_call>call:${c.name}{${entries(c).map(([k, v]) => `${k}:${gemmaValue(v)}`).join(",")}}<tool_call|>`).join("") },
  { family: "cohere", variant: "START_ACTION", values: "json", prose: true, multi: true, render: (cs) => `<|START_ACTION|>${J(cs.map((c, i) => ({ tool_call_id: String(i), tool_name: c.name, parameters: c.arguments })))}<|END_ACTION|>` },
  { family: "dots", variant: "invoke", values: "strings", prose: true, multi: true, render: (cs) => `<dots_function_call>\n${cs.map((c) => `<invoke name="${c.name}">\n${entries(c).map(([k, v]) => `<parameter name="${k}">\n${String(v)}\n</parameter>\n`).join("")}</invoke>\n`).join("")}</dots_function_call>` },
  { family: "dots", variant: "JSON body", values: "json", prose: true, multi: false, render: (cs) => `<dots_function_call>${J({ name: cs[0]!.name, arguments: cs[0]!.arguments })}</dots_function_call>` },
  { family: "hunyuan", variant: "Hy3 :opensource", values: "strings", prose: true, multi: true, render: (cs) => `<tool_calls:opensource>\n${cs.map((c) => `<tool_call:opensource>${c.name}<tool_sep:opensource>\n${entries(c).map(([k, v]) => `<arg_key:opensource>${k}</arg_key:opensource>\n<arg_value:opensource>${String(v)}</arg_value:opensource>\n`).join("")}</tool_call:opensource>\n`).join("")}</tool_calls:opensource>` },
  { family: "hunyuan", variant: "Hy v4", values: "strings", prose: true, multi: true, render: (cs) => `<tool_calls>${cs.map((c) => `<tool_call>${c.name}${entries(c).map(([k, v]) => `<arg_key>${k}</arg_key><arg_value>${String(v)}</arg_value>`).join("")}</tool_call>`).join("")}</tool_calls>` },
  { family: "longcat", variant: "<longcat_tool_call>{…}</longcat_tool_call>", values: "json", prose: true, multi: true, render: (cs) => cs.map((c) => `<longcat_tool_call>\n${J({ name: c.name, arguments: c.arguments })}\n</longcat_tool_call>`).join("") },
  { family: "gigachat", variant: "3.1 <|function_call|>", values: "json", prose: true, multi: false, render: (cs) => `<|function_call|>${J({ name: cs[0]!.name, arguments: cs[0]!.arguments })}</s>` },
  { family: "gigachat", variant: "3.0 function call role", values: "json", prose: true, multi: false, render: (cs) => `<|message_sep|>\n\nfunction call<|role_sep|>\n${J({ name: cs[0]!.name, arguments: cs[0]!.arguments })}</s>` },
  { family: "lmstudio", variant: "[TOOL_REQUEST]", values: "json", prose: true, multi: true, render: (cs) => cs.map((c) => `[TOOL_REQUEST]${J({ name: c.name, arguments: c.arguments })}[END_TOOL_REQUEST]`).join("\n") },
  { family: "nemotron", variant: "<TOOLCALL>[…]</TOOLCALL>", values: "json", prose: true, multi: true, render: (cs) => `<TOOLCALL>${J(cs.map((c) => ({ name: c.name, arguments: c.arguments })))}</TOOLCALL>` },
  { family: "nemotron", variant: "<TOOLCALL>{…}</TOOLCALL>", values: "json", prose: true, multi: false, render: (cs) => `<TOOLCALL>${J({ name: cs[0]!.name, arguments: cs[0]!.arguments })}</TOOLCALL>` },
  { family: "apertus", variant: "tools_prefix one-member objects", values: "json", prose: true, multi: true, render: (cs) => `<|tools_prefix|>[${cs.map((c) => `{${J(c.name)}: ${J(c.arguments)}}`).join(", ")}]<|tools_suffix|>` },
  { family: "lfm2", variant: "tool_call_start pythonic list", values: "python-plain", prose: true, multi: true, render: (cs) => `<|tool_call_start|>[${cs.map(pyCall).join(", ")}]<|tool_call_end|>` },
  { family: "openpangu", variant: "tool_call_start JSON list", values: "json", prose: true, multi: true, render: (cs) => `<|tool_call_start|>${J(cs.map((c) => ({ name: c.name, arguments: c.arguments })))}<|tool_call_end|>` },
  { family: "solar", variant: "Solar Open tool_call:begin", values: "json", prose: true, multi: true, render: (cs) => `<|tool_calls|>${cs.map((c, i) => `<|tool_call:begin|>call_${i}<|tool_call:name|>${c.name}<|tool_call:args|>${J(c.arguments)}<|tool_call:end|>`).join("")}<|calls|>` },
  { family: "solar", variant: "Solar Open 2 tool_arg", values: "strings", prose: true, multi: true, render: (cs) => cs.map((c) => `<|tool_call:start|>${c.name}\n${entries(c).map(([k, v]) => `<|tool_arg:start|>${k}<|tool_arg:value|>${String(v)}<|tool_arg:end|>\n`).join("")}<|tool_call:end|>`).join("\n") },
  { family: "llamacpp-generic", variant: "tool_call / tool_calls JSON", values: "json", prose: false, multi: true, render: (cs) => (cs.length === 1 ? J({ tool_call: { name: cs[0]!.name, arguments: cs[0]!.arguments } }) : J({ tool_calls: cs.map((c, i) => ({ name: c.name, arguments: c.arguments, id: `call_${i}` })) })) },
  { family: "k2-horizon", variant: "IFM xml (template)", values: "strings", prose: true, multi: true, render: (cs) => `<ifm|tool_calls>${cs.map((c) => `\n<ifm|tool_call>${c.name}\n${entries(c).map(([k, v]) => `<ifm|arg_key>${k}</ifm|arg_key>\n<ifm|arg_value>${String(v)}</ifm|arg_value>\n`).join("")}</ifm|tool_call>`).join("")}\n</ifm|tool_calls>` },
  { family: "k2-horizon", variant: "IFM json", values: "json", prose: true, multi: true, render: (cs) => `<ifm|tool_calls>${cs.map((c) => `\n<ifm|tool_call>${J({ name: c.name, arguments: c.arguments })}</ifm|tool_call>`).join("")}\n</ifm|tool_calls>` },
  { family: "kimi-k3", variant: "XTML tools channel", values: "strings", prose: true, multi: true, render: (cs) => `<|open|>tools<|sep|>${cs.map((c, i) => `<|open|>call tool="${c.name}" index="${i + 1}"<|sep|>${entries(c).map(([k, v]) => `<|open|>argument key="${k}" type="string"<|sep|>${String(v)}<|close|>argument<|sep|>`).join("")}<|close|>call<|sep|>`).join("")}<|close|>tools<|sep|><|close|>message<|sep|>` },
  { family: "kimi-k3", variant: "XTML json body", values: "json", prose: true, multi: true, render: (cs) => `<|open|>tools<|sep|>${cs.map((c) => `<|open|>call tool="${c.name}"<|sep|><|open|>json type="object"<|sep|>${J(c.arguments)}<|close|>json<|sep|><|close|>call<|sep|>`).join("")}<|close|>tools<|sep|>` },
  { family: "qwen", variant: "llama.cpp <param=K>", values: "strings", prose: true, multi: true, render: (cs) => cs.map((c) => `<tool_call>\n<function=${c.name}>\n${entries(c).map(([k, v]) => `<param=${k}>\n${String(v)}\n</param>\n`).join("")}</function>\n</tool_call>`).join("\n") },
  { family: "mistral", variant: "v11 [ARGS] then </s>", values: "json", prose: true, multi: true, render: (cs) => cs.map((c) => `[TOOL_CALLS]${c.name}[ARGS]${J(c.arguments)}`).join("") + "</s>" },
  { family: "gcml", variant: "GigaChat 3.5 GCML", values: "json", prose: true, multi: true, render: (cs) => `<｜GCML｜tool_calls>\n${cs.map((c) => gcmlInvoke(c)).join("")}</｜GCML｜tool_calls>` },
  { family: "dsml", variant: "V3.2 JSON invoke body", values: "json", prose: true, multi: true, render: (cs) => `<｜DSML｜function_calls>\n${cs.map((c) => `<｜DSML｜invoke name="${c.name}">\n${J(c.arguments)}\n</｜DSML｜invoke>\n`).join("")}</｜DSML｜function_calls>` },
  { family: "dsml", variant: "V3 ASCII pipes", values: "json", prose: true, multi: true, render: (cs) => `<|tool▁calls▁begin|>${cs.map((c) => `<|tool▁call▁begin|>function<|tool▁sep|>${c.name}\n\`\`\`json\n${J(c.arguments)}\n\`\`\`<|tool▁call▁end|>`).join("")}<|tool▁calls▁end|>` },
  { family: "granite", variant: "pythonic list after <|tool_call|>", values: "python", prose: true, multi: true, render: (cs) => `<|tool_call|>[${cs.map(pyCall).join(", ")}]` },
  // `>>>NAME` stands on a line of its own (the grammar reads it only there): prose before it ends its line
  { family: "functionary", variant: "v3.2 >>>NAME recipients", values: "json", prose: true, multi: true, render: (cs) => `\n${cs.map((c) => `>>>${c.name}\n${J(c.arguments)}`).join("")}` },
  { family: "glimmer", variant: "atem:function_calls", values: "strings", prose: true, multi: true, render: (cs) => `<atem:function_calls>\n${cs.map((c) => `<atem:invoke name="${c.name}">\n${entries(c).map(([k, v]) => `<atem:parameter name="${k}">${String(v)}</atem:parameter>\n`).join("")}</atem:invoke>\n`).join("")}</atem:function_calls>` },
  { family: "inkling", variant: "message_model header + content_invoke_tool_json", values: "json", prose: true, multi: true, render: (cs) => cs.map((c) => `<|message_model|>${c.name}<|content_invoke_tool_json|>${J({ name: c.name, args: c.arguments })}<|end_message|>`).join("") },
  { family: "minimax-m3", variant: "namespaced invoke", values: "strings", prose: true, multi: true, render: (cs) => `${M3}<tool_call>\n${cs.map((c) => `${M3}<invoke name="${c.name}">\n${entries(c).map(([k, v]) => `${M3}<${k}>${String(v)}${M3}</${k}>\n`).join("")}${M3}</invoke>\n`).join("")}${M3}</tool_call>` },
  { family: "minicpm", variant: "bare <function name=…> lines, CDATA", values: "strings", prose: false, multi: true, named: true, render: (cs) => cs.map((c) => `<function name="${c.name}">${entries(c).map(([k, v]) => `<param name="${k}">${/[<&\n]/.test(String(v)) ? `<![CDATA[${String(v)}]]>` : String(v)}</param>`).join("")}</function>`).join("\n") },
  { family: "cwm", variant: "<tool: bash> raw command", values: "strings", prose: true, multi: false, named: true, raw: true, render: (cs) => `<tool: ${cs[0]!.name}>\n${String(Object.values(cs[0]!.arguments)[0] ?? "")}\n</tool>` },
  { family: "plamo", variant: "PLaMo 3 tool requests", values: "json", prose: true, multi: true, render: (cs) => `<|plamo:begin_tool_requests:plamo|>${cs.map((c) => `<|plamo:begin_tool_request:plamo|><|plamo:begin_tool_name:plamo|>${c.name}<|plamo:end_tool_name:plamo|><|plamo:begin_tool_arguments:plamo|><|plamo:constrain|>json<|plamo:msg|>${J(c.arguments)}<|plamo:end_tool_arguments:plamo|><|plamo:end_tool_request:plamo|>`).join("")}<|plamo:end_tool_requests:plamo|>` },
  { family: "step-audio", variant: "Step-Audio 2 function line", values: "json", prose: true, multi: true, render: (cs) => cs.map((c) => `<tool_call>function\n${c.name}\n${J(c.arguments)}</tool_call>`).join("\n") },
  // `**Tool Call:**` stands on a line of its own (the grammar reads it only there): prose before it ends its line
  { family: "rwkv", variant: "RWKV-7 **Tool Call:** fenced JSON", values: "json", prose: true, multi: true, named: true, render: (cs) => cs.map((c) => `\n**Tool Call:**\n\`\`\`json\n${J({ name: c.name, arguments: c.arguments })}\n\`\`\``).join("") },
  // LongCat-Flash-Thinking-2601's tool prompt and published trajectory (meituan-longcat/LongCat-Flash-Thinking-2601)
  { family: "longcat", variant: "NAME + longcat_arg_key/longcat_arg_value", values: "strings", prose: true, multi: true, render: (cs) => cs.map((c) => `<longcat_tool_call>${c.name}\n${entries(c).map(([k, v]) => `<longcat_arg_key>${k}</longcat_arg_key>\n<longcat_arg_value>${String(v)}</longcat_arg_value>\n`).join("")}</longcat_tool_call>`).join("") },
  { family: "lfm2", variant: "one call without the list's brackets", values: "python-plain", prose: true, multi: false, render: (cs) => `<|tool_call_start|>${pyCall(cs[0]!)}<|tool_call_end|>` },
];

/** The 20 families of the reference, and the ones issue 35 added (dots, hunyuan). */
export const FAMILIES = [...new Set(RENDERERS.map((r) => r.family))];
