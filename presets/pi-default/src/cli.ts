/**
 * `pi-tool-repair`: JSON Lines in, one JSON line out per input line, in order.
 *
 *   {"tool": NAME, "arguments": ANY, "schema"?: SCHEMA}
 *     → {"outcome", "arguments", "rules", "hints"}
 *   {"message": ASSISTANT_MESSAGE, "tools"?: [names] | {name: schema}, "model"?: ID}
 *     → {"message", "changed", "recovered", "stripped"}
 *   anything else → {"error": "..."}; the run goes on.
 */
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { isPlainObject, stderrLogger, type JSONSchema, type Message, type RepairHost } from "@pi-tool-repair/host";
import { createDefaultHost, PI_TOOL_SCHEMAS } from "./index.js";

export interface CliOptions {
  tools: Readonly<Record<string, JSONSchema>>;
  mode: "recover" | "strip";
  grammars: string[] | undefined;
}

export const USAGE = `usage: pi-tool-repair [--tools FILE] [--mode recover|strip] [--grammars a,b]
       pi-tool-repair audit PATH [--json]

Reads JSON Lines on stdin and writes one JSON line per input line:
  {"tool": NAME, "arguments": ANY, "schema"?: SCHEMA}   → {"outcome","arguments","rules","hints"}
  {"message": MESSAGE, "tools"?: [..]|{..}, "model"?: ID} → {"message","changed","recovered","stripped"}
A string "arguments" is the raw arguments text. Without "schema", pi's built-in tool schemas
(or the {name: schema} map of --tools FILE) are used.`;

export class UsageError extends Error {}

export function parseArgs(argv: readonly string[]): CliOptions {
  const options: CliOptions = { tools: PI_TOOL_SCHEMAS, mode: "recover", grammars: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case "--tools": {
        const file = value();
        let parsed: unknown;
        try {
          parsed = JSON.parse(readFileSync(file, "utf8"));
        } catch (error) {
          throw new UsageError(`--tools ${file}: ${(error as Error).message}`);
        }
        if (!isPlainObject(parsed)) throw new UsageError(`--tools ${file}: expected a {name: schema} object`);
        options.tools = parsed as Record<string, JSONSchema>;
        break;
      }
      case "--mode": {
        const v = value();
        if (v !== "recover" && v !== "strip") throw new UsageError(`--mode must be recover or strip, not ${JSON.stringify(v)}`);
        options.mode = v;
        break;
      }
      case "--grammars":
        options.grammars = value()
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean);
        break;
      case "-h":
      case "--help":
        throw new UsageError("");
      default:
        throw new UsageError(`unknown option ${arg}`);
    }
  }
  return options;
}

const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/**
 * Every input line parses into fresh schema objects, and the validator caches compiled schemas by object:
 * hand out one object per distinct schema text so a co-process compiles each schema once. Bounded.
 */
const schemaCache = new Map<string, JSONSchema>();
const SCHEMA_CACHE_LIMIT = 1000;
function canonicalSchema(schema: JSONSchema): JSONSchema {
  const key = JSON.stringify(schema);
  const hit = schemaCache.get(key);
  if (hit !== undefined) return hit;
  if (schemaCache.size >= SCHEMA_CACHE_LIMIT) schemaCache.clear();
  schemaCache.set(key, schema);
  return schema;
}

/** Answers one input line (already trimmed, non-empty) with one output object. Never throws. */
export function answerLine(host: RepairHost, line: string, options: CliOptions): unknown {
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch (error) {
    return { error: `not JSON: ${(error as Error).message}` };
  }
  try {
    if (!isPlainObject(input)) return { error: "expected an object with \"tool\" and \"arguments\", or with \"message\"" };
    if (own(input, "message")) return answerMessage(host, input, options);
    if (own(input, "tool")) return answerCall(host, input, options);
    return { error: "expected an object with \"tool\" and \"arguments\", or with \"message\"" };
  } catch (error) {
    return { error: `internal error: ${(error as Error).message}` };
  }
}

function answerCall(host: RepairHost, input: Record<string, unknown>, options: CliOptions): unknown {
  const tool = input.tool;
  if (typeof tool !== "string" || !tool) return { error: "\"tool\" must be a non-empty string" };
  if (!own(input, "arguments")) return { error: "\"arguments\" is missing" };
  let schema: JSONSchema | undefined;
  if (own(input, "schema")) {
    if (!isPlainObject(input.schema) && typeof input.schema !== "boolean") return { error: "\"schema\" must be a JSON Schema object" };
    schema = canonicalSchema(input.schema as JSONSchema);
  } else schema = own(options.tools, tool) ? options.tools[tool] : undefined;
  if (schema === undefined) return { error: `no schema for tool ${JSON.stringify(tool)}: pass "schema" or --tools FILE` };
  const ctx = host.context({ tools: { ...options.tools, [tool]: schema }, log: stderrLogger });
  const result = host.repairArguments(tool, input.arguments, schema, ctx);
  return { outcome: result.outcome, arguments: result.arguments, rules: result.rules, hints: result.hints };
}

function answerMessage(host: RepairHost, input: Record<string, unknown>, options: CliOptions): unknown {
  const message = input.message;
  if (!isPlainObject(message) || !Array.isArray(message.content)) return { error: "\"message\" must be an assistant message with a content array" };
  if (message.role === undefined) message.role = "assistant";
  const tools = input.tools;
  if (tools !== undefined && !Array.isArray(tools) && !isPlainObject(tools)) return { error: "\"tools\" must be a list of names or a {name: schema} map" };
  if (Array.isArray(tools) && !tools.every((t) => typeof t === "string")) return { error: "\"tools\" must list tool names" };
  if (input.model !== undefined && typeof input.model !== "string") return { error: "\"model\" must be a model id string" };
  const toolMap = isPlainObject(tools)
    ? Object.fromEntries(Object.entries(tools).map(([name, schema]) => [name, canonicalSchema(schema as JSONSchema)]))
    : (tools as string[] | undefined);
  const ctx = host.context({
    model: typeof input.model === "string" ? { id: input.model } : undefined,
    tools: toolMap,
    config: { grammar: { enabled: true, mode: options.mode, requireKnownTool: tools !== undefined, grammars: options.grammars } },
    log: stderrLogger,
  });
  const result = host.processMessage(message as Message, ctx);
  return { message: result.message, changed: result.changed, recovered: result.recovered, stripped: result.stripped };
}

export async function runJsonLines(argv: readonly string[], stdin: NodeJS.ReadableStream, write: (line: string) => void): Promise<void> {
  const options = parseArgs(argv);
  const host = createDefaultHost();
  const lines = createInterface({ input: stdin, crlfDelay: Infinity });
  for await (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    write(JSON.stringify(answerLine(host, line, options)) + "\n");
  }
}

export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<number> {
  try {
    if (argv[0] === "audit") {
      const { runAudit } = await import("./audit.js");
      return await runAudit(argv.slice(1));
    }
    await runJsonLines(argv, process.stdin, (line) => process.stdout.write(line));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      if (error.message) process.stderr.write(`pi-tool-repair: ${error.message}\n`);
      process.stderr.write(USAGE + "\n");
      return error.message ? 2 : 0;
    }
    process.stderr.write(`pi-tool-repair: ${(error as Error).stack ?? String(error)}\n`);
    return 1;
  }
}
