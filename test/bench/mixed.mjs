// Generated mixes (what property 7 of test/properties/messages.test.ts timed before it moved here): a unit of
// 1–6 pieces drawn with a seeded generator from prose, complete calls of many families, cut calls, every
// loaded marker, thinking tags, fences and inert wrappers, repeated to 256 KiB and to 1 MiB. Linear time: the
// 1 MiB text takes about 4× the 256 KiB one (a quadratic scan: 16×), and a bounded multiple of one pass.
import { rng } from "./inputs.mjs";

const COMPLETE = [
  '<tool_call>{"name": "read", "arguments": {"path": "src/a.ts"}}</tool_call>',
  '<tool_call>\n<function=bash>\n<parameter=command>\nls -la\n</parameter>\n</function>\n</tool_call>',
  '[TOOL_CALLS]read[ARGS]{"path": "src/a.ts"}',
  '[TOOL_CALLS][{"name": "bash", "arguments": {"command": "ls", "timeout": "30"}}]',
  '{"name": "read", "parameters": {"path": "src/a.ts"}}',
  "<tool_call>read\n<arg_key>path</arg_key>\n<arg_value>src/a.ts</arg_value>\n</tool_call>",
  '<｜DSML｜function_calls>\n<｜DSML｜invoke name="read">\n<｜DSML｜parameter name="path" string="true">src/a.ts</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>',
  '<|tool_calls_section_begin|><|tool_call_begin|>functions.read:0<|tool_call_argument_begin|>{"path": "src/a.ts"}<|tool_call_end|><|tool_calls_section_end|>',
  '<|start|>assistant<|channel|>commentary to=functions.read <|constrain|>json<|message|>{"path": "src/a.ts"}<|call|>',
  '<minimax:tool_call>\n<invoke name="read">\n<parameter name="path">src/a.ts</parameter>\n</invoke>\n</minimax:tool_call>',
  '<|tool_call|>[{"name": "read", "arguments": {"path": "src/a.ts"}}]',
  "[read(path='src/a.ts'), bash(command='ls')]",
  '<|python_tag|>{"name": "read", "parameters": {"path": "src/a.ts"}}',
  '<function_calls>\nread(path="src/a.ts")\n</function_calls>',
];
const OTHER = [
  "The model reads the file and then runs the tests again, because the build failed.",
  "\n```\n", "\n```json\n", "`", "``", "\n~~~\n", "\n", "\n\n    ", "\n> ", "\n| ", "\n- ", "\n1. ", "<code>", "</code>", "<pre>", "</pre>", "\u200b",
  "<think>", "</think>", "[THINK]", "[/THINK]", "<seed:think>", "</seed:think>",
  '{"name" ', '[{"a":', "{{{", "[[[", '"}', "\\", "'", '"',
];

/** The seed-th unit: 1–6 pieces joined by newlines. */
export function mixedUnit(seed, markers) {
  const r = rng(seed);
  const pick = (list) => list[Math.floor(r() * list.length)];
  const pieces = [];
  const n = 1 + Math.floor(r() * 6);
  for (let k = 0; k < n; k++) {
    const kind = r();
    if (kind < 0.3) pieces.push(pick(COMPLETE));
    else if (kind < 0.45) {
      const t = pick(COMPLETE);
      pieces.push(t.slice(0, Math.floor(t.length * r()))); // cut
    } else if (kind < 0.6) pieces.push(pick(markers));
    else if (kind < 0.7) pieces.push(`\n\`\`\`\n${pick(COMPLETE)}\n\`\`\`\n`); // fenced: inert
    else if (kind < 0.75) pieces.push(`You could send: ${pick(COMPLETE)} then`);
    else pieces.push(pick(OTHER));
  }
  return pieces.join("\n") || "x";
}

export function fill(unit, size) {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}
