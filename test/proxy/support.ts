/** What the proxy tests share: a runtime as `serve` sets it up (no config file, no installed plugins), and tools. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Logger } from "@pi-tool-repair/host";
import { setupRuntime, type RepairRuntime } from "../../presets/pi-default/src/runtime/runtime.js";
import { planRequest, type RequestPlan } from "../../presets/pi-default/src/cli/serve/openai.js";

export const silent: Logger = { warn() {}, debug() {} };

export async function proxyRuntime(): Promise<RepairRuntime> {
  const agentDir = mkdtempSync(join(tmpdir(), "ptr-proxy-"));
  return (await setupRuntime({ configFile: undefined, log: silent, agentDir, cwd: agentDir })).runtime;
}

export const READ = { type: "object", properties: { path: { type: "string" }, offset: { type: "number" } }, required: ["path"], additionalProperties: false };
export const BASH = { type: "object", properties: { command: { type: "string" } }, required: ["command"], additionalProperties: false };
export const TOOLS = [
  { type: "function", function: { name: "read", description: "Read a file", parameters: READ } },
  { type: "function", function: { name: "bash", description: "Run a command", parameters: BASH } },
];

export function plan(runtime: RepairRuntime, body: Record<string, unknown>, recover = false): RequestPlan {
  return planRequest(runtime, { messages: [{ role: "user", content: "hi" }], tools: TOOLS, ...body }, { recover }, silent)!;
}

export const LEAK = 'Let me read it.\n<tool_call>\n{"name": "read", "arguments": {"path": "src/a.ts"}}\n</tool_call>';

/** A non-streaming chat completion with one choice. */
export function completion(message: Record<string, unknown>, finish: string | null = "stop"): Record<string, unknown> {
  return { id: "chatcmpl-1", object: "chat.completion", created: 1, model: "qwen3-coder", choices: [{ index: 0, message: { role: "assistant", ...message }, finish_reason: finish }] };
}

/** An SSE stream of chat-completion chunks: role, the content in `pieces`, optional native call deltas, the finish, [DONE]. */
export function sse(pieces: readonly string[], finish: string | null = "stop", calls: readonly { id: string; name: string; args: readonly string[] }[] = [], reasoning: readonly string[] = []): string[] {
  const chunk = (delta: Record<string, unknown>, finish_reason: string | null = null) =>
    `data: ${JSON.stringify({ id: "chatcmpl-1", object: "chat.completion.chunk", created: 1, model: "qwen3-coder", choices: [{ index: 0, delta, finish_reason }] })}\n\n`;
  const out = [chunk({ role: "assistant", content: "" })];
  for (const r of reasoning) out.push(chunk({ reasoning_content: r }));
  for (const p of pieces) out.push(chunk({ content: p }));
  calls.forEach((c, index) => {
    out.push(chunk({ tool_calls: [{ index, id: c.id, type: "function", function: { name: c.name, arguments: "" } }] }));
    for (const a of c.args) out.push(chunk({ tool_calls: [{ index, function: { arguments: a } }] }));
  });
  if (finish !== null) out.push(chunk({}, finish));
  out.push("data: [DONE]\n\n");
  return out;
}

/** What a client makes of an SSE stream: the content, the reasoning, the calls and the finish reason (one choice). */
export function readStream(text: string): { content: string; reasoning: string; calls: { id: string; name: string; arguments: string }[]; finish: unknown; done: boolean } {
  const out = { content: "", reasoning: "", calls: [] as { id: string; name: string; arguments: string }[], finish: null as unknown, done: false };
  for (const event of text.split("\n\n")) {
    if (!event.startsWith("data: ")) continue;
    const data = event.slice(6);
    if (data === "[DONE]") {
      out.done = true;
      continue;
    }
    const chunk = JSON.parse(data) as { choices: { delta: Record<string, any>; finish_reason: unknown }[] };
    for (const ch of chunk.choices) {
      if (typeof ch.delta.content === "string") out.content += ch.delta.content;
      if (typeof ch.delta.reasoning_content === "string") out.reasoning += ch.delta.reasoning_content;
      for (const t of ch.delta.tool_calls ?? []) {
        const call = (out.calls[t.index] ??= { id: "", name: "", arguments: "" });
        if (t.id) call.id = t.id;
        if (t.function?.name) call.name += t.function.name;
        if (t.function?.arguments) call.arguments += t.function.arguments;
      }
      if (ch.finish_reason != null) out.finish = ch.finish_reason;
    }
  }
  return out;
}
