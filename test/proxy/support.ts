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
