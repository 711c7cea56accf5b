// A deliberately simple, regex-based leaked-grammar recovery, in the style of many peer parsers: strip
// fences with a lazy regex, then run one lazy `[\s\S]*?` regex per family and JSON.parse what it caught.
// It is the baseline of the benchmark only (never shipped, never tested for correctness): on inputs with
// many openers and no closers its lazy scans restart at every opener, which is what makes it quadratic.

function tryJson(s) {
  try {
    return JSON.parse(s);
  } catch {
    return undefined;
  }
}

function params(body, re) {
  const args = {};
  for (const m of body.matchAll(re)) args[m[1]] = m[2];
  return args;
}

function jsonCall(v) {
  if (!v || typeof v !== "object") return [];
  const list = Array.isArray(v) ? v : [v];
  return list
    .filter((c) => c && typeof c.name === "string")
    .map((c) => ({ name: c.name, arguments: c.arguments ?? c.parameters ?? {} }));
}

/** Recovered calls and the text left visible, the naive way. */
export function naiveRecover(text) {
  const calls = [];
  let visible = text.replace(/```[\s\S]*?```/g, " ");
  const rules = [
    // Hermes / Qwen JSON
    [/<tool_call>\s*([\s\S]*?)\s*<\/tool_call>/g, (m) => calls.push(...jsonCall(tryJson(m[1])))],
    // Qwen3-Coder XML
    [/<function=([^>\n]+)>([\s\S]*?)<\/function>/g, (m) => calls.push({ name: m[1], arguments: params(m[2], /<parameter=([^>\n]+)>\n?([\s\S]*?)\n?<\/parameter>/g) })],
    // DSML
    [/<｜DSML｜invoke name="([^"]+)">([\s\S]*?)<\/｜DSML｜invoke>/g, (m) => calls.push({ name: m[1], arguments: params(m[2], /<｜DSML｜parameter name="([^"]+)"[^>]*>([\s\S]*?)<\/｜DSML｜parameter>/g) })],
    // MiniMax invoke
    [/<invoke name="([^"]+)">([\s\S]*?)<\/invoke>/g, (m) => calls.push({ name: m[1], arguments: params(m[2], /<parameter name="([^"]+)">([\s\S]*?)<\/parameter>/g) })],
    // Kimi
    [/<\|tool_call_begin\|>\s*functions\.([\w.-]+):\d+\s*<\|tool_call_argument_begin\|>([\s\S]*?)<\|tool_call_end\|>/g, (m) => calls.push({ name: m[1], arguments: tryJson(m[2]) ?? {} })],
    // Mistral (both forms)
    [/\[TOOL_CALLS\]\s*(\[[\s\S]*?\])(?=\s*$|\s*\[TOOL_CALLS\])/g, (m) => calls.push(...jsonCall(tryJson(m[1])))],
    [/\[TOOL_CALLS\](\w+)(?:\[ARGS\])?(\{[\s\S]*?\})(?=\s*$|\s*\[TOOL_CALLS\])/g, (m) => calls.push({ name: m[1], arguments: tryJson(m[2]) ?? {} })],
    // GLM
    [/<tool_call>([\w.-]+)\s*([\s\S]*?)<\/tool_call>/g, (m) => calls.push({ name: m[1], arguments: params(m[2], /<arg_key>([\s\S]*?)<\/arg_key>\s*<arg_value>([\s\S]*?)<\/arg_value>/g) })],
    // OLMo / pythonic
    [/<function_calls>([\s\S]*?)<\/function_calls>/g, (m) => {
      for (const line of m[1].matchAll(/^\s*(\w+)\((.*)\)\s*$/gm)) calls.push({ name: line[1], arguments: { raw: line[2] } });
    }],
    // Llama bare JSON
    [/\{"name"\s*:\s*"([^"]+)"\s*,\s*"(?:parameters|arguments)"\s*:\s*(\{[\s\S]*?\})\s*\}/g, (m) => calls.push({ name: m[1], arguments: tryJson(m[2]) ?? {} })],
    // Granite / Jamba / Phi-4 / InternLM / Cohere
    [/<\|tool_call\|>\s*(\[[\s\S]*\])/g, (m) => calls.push(...jsonCall(tryJson(m[1])))],
    [/<tool_calls>\s*([\s\S]*?)\s*<\/tool_calls>/g, (m) => calls.push(...jsonCall(tryJson(m[1])))],
    [/functools(\[[\s\S]*?\])/g, (m) => calls.push(...jsonCall(tryJson(m[1])))],
    [/<\|action_start\|><\|plugin\|>([\s\S]*?)<\|action_end\|>/g, (m) => calls.push(...jsonCall(tryJson(m[1])))],
    [/<\|START_ACTION\|>([\s\S]*?)<\|END_ACTION\|>/g, (m) => calls.push(...jsonCall(tryJson(m[1])))],
    // Harmony
    [/to=functions\.([\w.-]+)[\s\S]*?<\|message\|>([\s\S]*?)(?:<\|call\|>|$)/g, (m) => calls.push({ name: m[1], arguments: tryJson(m[2]) ?? {} })],
  ];
  for (const [re, take] of rules) {
    for (const m of visible.matchAll(re)) take(m);
    visible = visible.replace(re, " ");
  }
  return { calls, visible: visible.trim() };
}
