/**
 * `pi-tool-repair`: JSON Lines in, one JSON line out per input line, in order.
 *
 *   {"tool": NAME, "arguments": ANY, "schema"?: SCHEMA, "model"?: ID}
 *     → {"outcome", "arguments", "rules", "hints"}
 *   {"message": ASSISTANT_MESSAGE, "tools"?: [names] | {name: schema}, "model"?: ID}
 *     → {"message", "changed", "recovered", "stripped"}
 *   anything else (a blank line too) → {"error": "..."}; the run goes on.
 *
 * "model" picks the host and config the pi extension would use for that model id (its model preset).
 */
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { type JSONSchema, type Logger, type Message, type ModelInfo, type RepairContext } from "@pi-tool-repair/host";
import { isPlainObject } from "@pi-tool-repair/grammar-kit";
import { stderrLogger } from "../runtime/log.js";
import { PI_TOOL_SCHEMAS } from "../preset/pi-tools.js";
import { MAX_LINE_DEPTH, nestsDeeperThan, streamOutput, writeAnswer, type Output } from "./lines.js";
import { didYouMean } from "../runtime/names.js";
import { knownNames, setupRuntime, type RepairRuntime } from "../runtime/runtime.js";

export { writeAnswer } from "./lines.js";

export interface CliOptions {
  tools: Readonly<Record<string, JSONSchema>>;
  /** `undefined`: the model preset's or the config's mode, else recover. */
  mode: "recover" | "strip" | undefined;
  /** `undefined`: the model preset's or the config's list, else every grammar. */
  grammars: string[] | undefined;
  /** The pi extension config file to read (`--config`); none by default. */
  config: string | undefined;
}

/** The command line's usage text (`--help`, and after a usage error). */
export const CLI_USAGE = `usage: pi-tool-repair [--tools FILE] [--mode recover|strip] [--grammars a,b] [--config FILE]
       pi-tool-repair audit PATH [--json] [--config FILE]
       pi-tool-repair serve --upstream URL [--port N] [--host H] [--config FILE] [--recover]
       pi-tool-repair --version | --help

Reads JSON Lines on stdin and writes one JSON line per input line, in order:
  {"tool": NAME, "arguments": ANY, "schema"?: SCHEMA, "model"?: ID}  → {"outcome","arguments","rules","hints"}
  {"message": MESSAGE, "tools"?: [..]|{..}, "model"?: ID}           → {"message","changed","recovered","stripped"}
  anything else (a blank line, not JSON, a bad field)                → {"error": "..."}
A string "arguments" is the raw arguments text. Without "schema", pi's built-in tool schemas
(or the {name: schema} map of --tools FILE) are used. "model" activates the model presets
(and so the grammars and rules) that model id activates in pi. Lines nest at most ${MAX_LINE_DEPTH} levels.
A "message" without "stopReason" is read as "stop". Calls are recovered from its text only when the turn
ended normally ("stop" or "toolUse"); any other stop reason (length, error, aborted, pending, deferred, an
unknown value) is kept, and the markup is stripped without a call.

  --tools FILE        a {name: schema} JSON map used for lines without "schema"/"tools" schemas
  --mode MODE         recover (default): leaked markup becomes tool calls; strip: it is only removed
  --grammars a,b      run only these grammars (default: the model preset's, else all)
  --config FILE       read a pi-tool-repair.json config (grammarRepair, rules, options, aliases,
                      anchorBleedModels, presets, plugins); none by default
  --version           print the version
  -h, --help          print this help

audit PATH            report what the preset would repair in pi session files (.jsonl, a file or a folder)
  --json              the report as JSON
  --config FILE       the config to audit with (default: the pi extension's, ~/.pi/agent/extensions/pi-tool-repair.json)

serve --upstream URL  a local OpenAI-compatible proxy that repairs tool calls for any client (serve --help)`;

export class UsageError extends Error {}

/** Thrown by `--version`: prints the version, exit 0. */
export class VersionRequest extends Error {}

/** The version of @pi-tool-repair/preset-pi-default. */
export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version?: unknown };
  return typeof pkg.version === "string" ? pkg.version : "unknown";
}

function schemaProblem(schema: unknown): string | undefined {
  return isPlainObject(schema) || typeof schema === "boolean" ? undefined : "expected a JSON Schema object or boolean";
}

/** Reads the command line's arguments (after `node bin`); a `UsageError` or `VersionRequest` otherwise. */
export function parseCliArgs(argv: readonly string[]): CliOptions {
  const options: CliOptions = { tools: PI_TOOL_SCHEMAS, mode: undefined, grammars: undefined, config: undefined };
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
          let text = readFileSync(file, "utf8");
          if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
          parsed = JSON.parse(text);
        } catch (error) {
          throw new UsageError(`--tools ${file}: ${(error as Error).message}`);
        }
        if (!isPlainObject(parsed)) throw new UsageError(`--tools ${file}: expected a {name: schema} object`);
        for (const [name, schema] of Object.entries(parsed)) {
          const why = schemaProblem(schema);
          if (why) throw new UsageError(`--tools ${file}: ${name}: ${why}`);
        }
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
      case "--config":
        options.config = value();
        break;
      case "-h":
      case "--help":
        throw new UsageError("");
      case "-V":
      case "--version":
        throw new VersionRequest();
      default:
        throw new UsageError(`unknown option ${arg}`);
    }
  }
  return options;
}

/** Names on the command line that no loaded plugin has: a usage error naming the nearest one. */
/** @deprecated Use {@link parseCliArgs}; kept for the `./cli` export's callers. */
export const parseArgs = parseCliArgs;

/** @deprecated Use {@link CLI_USAGE}; kept for the `./cli` export's callers. */
export const USAGE = CLI_USAGE;

export function checkGrammarNames(options: CliOptions, runtime: RepairRuntime): void {
  if (!options.grammars) return;
  const known = knownNames(runtime).grammars;
  for (const name of options.grammars) {
    if (!known.has(name)) throw new UsageError(`--grammars: unknown grammar ${JSON.stringify(name)}${didYouMean(name, known)}; known: ${[...known].sort().join(", ")}`);
  }
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

const SHAPE_ERROR = { error: "expected an object with \"tool\" and \"arguments\", or with \"message\"" };

/** Answers one input line (already trimmed) with one output object. Never throws. */
export function answerLine(runtime: RepairRuntime, line: string, options: CliOptions, log: Logger = stderrLogger): unknown {
  if (line === "") return { error: "empty line" };
  // the text's nesting, not the parsed value's: JSON.parse keeps the last of two equal keys, and a deep value
  // it drops would go unseen
  if (nestsDeeperThan(line, MAX_LINE_DEPTH)) return { error: `nested deeper than ${MAX_LINE_DEPTH} levels` };
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch (error) {
    return { error: `not JSON: ${(error as Error).message}` };
  }
  try {
    if (!isPlainObject(input)) return SHAPE_ERROR;
    if (input.model !== undefined && typeof input.model !== "string") return { error: "\"model\" must be a model id string" };
    const model: ModelInfo | undefined = typeof input.model === "string" && input.model ? { id: input.model } : undefined;
    if (own(input, "message")) return answerMessage(runtime, input, model, options, log);
    if (own(input, "tool")) return answerCall(runtime, input, model, options, log);
    return SHAPE_ERROR;
  } catch (error) {
    return { error: `internal error: ${(error as Error).message}` };
  }
}

function answerCall(runtime: RepairRuntime, input: Record<string, unknown>, model: ModelInfo | undefined, options: CliOptions, log: Logger): unknown {
  const tool = input.tool;
  if (typeof tool !== "string" || !tool) return { error: "\"tool\" must be a non-empty string" };
  if (!own(input, "arguments")) return { error: "\"arguments\" is missing" };
  let schema: JSONSchema | undefined;
  if (own(input, "schema")) {
    const why = schemaProblem(input.schema);
    if (why) return { error: `schema: ${why}` };
    schema = canonicalSchema(input.schema as JSONSchema);
  } else schema = own(options.tools, tool) ? options.tools[tool] : undefined;
  if (schema === undefined) return { error: `no schema for tool ${JSON.stringify(tool)}: pass "schema" or --tools FILE` };
  const { host } = runtime.hostFor(model?.id);
  const tools = new Map<string, JSONSchema | undefined>(Object.entries(options.tools));
  tools.set(tool, schema);
  const ctx = runtime.contextFor(host, model, tools, log);
  const result = host.repairArguments(tool, input.arguments, schema, ctx);
  return { outcome: result.outcome, arguments: result.arguments, rules: result.rules, hints: result.hints };
}

function answerMessage(runtime: RepairRuntime, input: Record<string, unknown>, model: ModelInfo | undefined, options: CliOptions, log: Logger): unknown {
  const message = input.message;
  if (!isPlainObject(message) || !Array.isArray(message.content)) return { error: "\"message\" must be an assistant message with a content array" };
  if (message.role === undefined) message.role = "assistant";
  const tools = input.tools;
  if (tools !== undefined && !Array.isArray(tools) && !isPlainObject(tools)) return { error: "\"tools\" must be a list of names or a {name: schema} map" };
  if (Array.isArray(tools) && !tools.every((t) => typeof t === "string")) return { error: "\"tools\" must list tool names" };
  let toolMap: Map<string, JSONSchema | undefined>;
  if (isPlainObject(tools)) {
    toolMap = new Map();
    for (const [name, schema] of Object.entries(tools)) {
      const why = schemaProblem(schema);
      if (why) return { error: `tools.${name}: ${why}` };
      toolMap.set(name, canonicalSchema(schema as JSONSchema));
    }
  } else toolMap = new Map(((tools as string[] | undefined) ?? []).map((name) => [name, undefined]));
  // the host and the config the model id activates in pi (its preset's grammars and rules), with the
  // command line's own choices over them: recovery always on, --mode and --grammars when given
  const { host } = runtime.hostFor(model?.id);
  const base = runtime.contextFor(host, model, toolMap, log);
  const grammar = { ...base.config.grammar, enabled: true, requireKnownTool: tools !== undefined };
  if (options.mode !== undefined) grammar.mode = options.mode;
  if (options.grammars !== undefined) grammar.grammars = options.grammars;
  const ctx: RepairContext = { ...base, config: { ...base.config, grammar } };
  const result = host.processMessage(message as Message, ctx);
  return { message: result.message, changed: result.changed, recovered: result.recovered, stripped: result.stripped };
}

/**
 * The command line's JSON Lines mode: one answer line for each input line, in order. `write` receives the
 * output text in pieces of about 16 K characters (a long answer line in several: `writeAnswer`). It stops reading
 * when `closed()` says the output's reader has gone (`… | head -1`).
 */
export async function runJsonLines(
  argv: readonly string[],
  stdin: NodeJS.ReadableStream,
  write: (text: string) => void,
  log: Logger = stderrLogger,
  closed: () => boolean = () => false,
): Promise<void> {
  const options = parseCliArgs(argv);
  const { runtime } = await setupRuntime({ configFile: options.config, log });
  checkGrammarNames(options, runtime);
  const lines = createInterface({ input: stdin, crlfDelay: Infinity });
  for await (const raw of lines) {
    if (closed()) break; // nobody reads the answers: leaving the loop closes the reader of stdin
    writeAnswer(answerLine(runtime, raw.trim(), options, log), write);
  }
}

export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<number> {
  // stdout may be closed by its reader at any time (`| head -1`): that ends the run quietly, with exit 0
  const out = streamOutput(process.stdout);
  const code = await run(argv, out);
  const failure = out.failure();
  if (failure !== undefined) {
    process.stderr.write(`pi-tool-repair: cannot write to stdout: ${failure.message}\n`);
    return 1;
  }
  return code;
}

async function run(argv: readonly string[], out: Output): Promise<number> {
  try {
    if (argv[0] === "serve") {
      // the proxy loads only here: never at pi start-up, nor for the JSON Lines mode
      const { runServe } = await import("./serve/server.js");
      const proxy = await runServe(argv.slice(1), out.write);
      if (typeof proxy === "number") return proxy;
      await new Promise((resolve) => proxy.server.once("close", resolve));
      return 0;
    }
    if (argv[0] === "audit") {
      const { runAudit } = await import("./audit.js");
      return await runAudit(argv.slice(1), { write: out.write });
    }
    await runJsonLines(argv, process.stdin, out.write, stderrLogger, out.closed);
    return 0;
  } catch (error) {
    if (error instanceof VersionRequest) {
      out.write(`${packageVersion()}\n`);
      return 0;
    }
    if (error instanceof UsageError) {
      if (!error.message) {
        out.write(CLI_USAGE + "\n"); // --help
        return 0;
      }
      process.stderr.write(`pi-tool-repair: ${error.message}\n${CLI_USAGE}\n`);
      return 2;
    }
    process.stderr.write(`pi-tool-repair: ${(error as Error).stack ?? String(error)}\n`);
    return 1;
  }
}
