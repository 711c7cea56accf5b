/**
 * Whether pi itself would have accepted a tool call: the audit uses it to tell pi's own fixes apart from the
 * repairs that saved the model a turn.
 *
 * The decision is made by pi's own code, loaded lazily from the installed `@earendil-works/pi-coding-agent` (a
 * peer dependency, so it may be missing), in the order pi runs a call (pi-api.md §4):
 * 1. arguments that arrived as text (`argumentsError` with the raw text, or a string) go through pi-ai's
 *    `parseToolCallArguments`: a strict parse, then pi's `repairJson`;
 * 2. the built-in tool of the same name, if it has one, runs its `prepareArguments` (the edit tool parses a
 *    stringified `edits`, wraps a single edit object, folds a legacy `oldText`/`newText` pair);
 * 3. pi-ai's `validateToolArguments` with the tool's schema (pi-schema `coerce: true`: optional nulls dropped,
 *    TypeBox `Value.Convert`, Ajv-style coercion).
 * The call is accepted when none of these throws or reports an error.
 */
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type JSONSchema } from "@pi-tool-repair/host";
import { isPlainObject } from "@pi-tool-repair/grammar-kit";
import { sentRawArguments } from "../preset/arguments-error.js";

const PI_PACKAGE = "@earendil-works/pi-coding-agent";
const PI_AI_PACKAGE = "@earendil-works/pi-ai";

/** A recorded tool call, as in a session file. */
export interface RecordedCall {
  name: string;
  arguments?: unknown;
  argumentsError?: unknown;
}

export interface PiAcceptance {
  /** pi's version, e.g. "1.6.0". */
  version: string;
  /** True when pi alone would have run the call (see the module comment). */
  accepts(call: RecordedCall, schema: JSONSchema | undefined): boolean;
}

interface PiAi {
  parseToolCallArguments(json: string | undefined): { arguments: unknown; argumentsError?: string };
  validateToolArguments(tool: { name: string; parameters: unknown }, call: { name: string; arguments: unknown; argumentsError?: string }): unknown;
}

type Prepare = (args: unknown) => unknown;

function readPackage(dir: string): { name?: unknown; version?: unknown; exports?: unknown; main?: unknown } | undefined {
  try {
    const pkg: unknown = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    return isPlainObject(pkg) ? pkg : undefined;
  } catch {
    return undefined;
  }
}

/** The folder of package `name` as Node would find it from `from` (a folder), without going through `exports`. */
function packageDirFrom(name: string, from: string): string | undefined {
  const paths = createRequire(join(from, "noop.js")).resolve.paths(name) ?? [];
  for (const p of paths) {
    const dir = join(p, name);
    if (readPackage(dir)?.name === name) return dir;
  }
  return undefined;
}

/** The folder of the `pi` command on PATH, if it is pi-coding-agent's bin. */
export function piDirOnPath(env: NodeJS.ProcessEnv): string | undefined {
  for (const dir of (env.PATH ?? "").split(delimiter)) {
    if (!dir) continue;
    const bin = join(dir, "pi");
    if (!existsSync(bin)) continue;
    let at: string;
    try {
      at = dirname(realpathSync(bin));
    } catch {
      continue;
    }
    for (let i = 0; i < 6; i++) {
      if (readPackage(at)?.name === PI_PACKAGE) return at;
      const up = dirname(at);
      if (up === at) break;
      at = up;
    }
  }
  return undefined;
}

/** The ESM entry file of a package folder (`exports["."].import`, else `main`). */
function entryOf(dir: string): string {
  const pkg = readPackage(dir);
  const dot = isPlainObject(pkg?.exports) ? pkg.exports["."] : undefined;
  const file = typeof dot === "string" ? dot : isPlainObject(dot) && typeof dot.import === "string" ? dot.import : typeof pkg?.main === "string" ? pkg.main : "index.js";
  return pathToFileURL(join(dir, file)).href;
}

function fail(error: unknown): string {
  return error instanceof Error ? error.message.split("\n")[0]! : String(error);
}

/**
 * Loads pi's checks: pi-coding-agent is looked for from this package (where npm puts a peer or dev dependency),
 * then from `from` (default: the working folder), then through the `pi` command on PATH. pi-ai is loaded from
 * pi-coding-agent's own dependencies. Returns a reason instead when pi cannot be found or loaded.
 */
export async function loadPiAcceptance(options: { from?: string; env?: NodeJS.ProcessEnv; piDir?: string } = {}): Promise<PiAcceptance | { missing: string }> {
  const here = dirname(fileURLToPath(import.meta.url));
  const piDir = options.piDir ?? packageDirFrom(PI_PACKAGE, here) ?? packageDirFrom(PI_PACKAGE, options.from ?? process.cwd()) ?? piDirOnPath(options.env ?? process.env);
  if (!piDir) return { missing: "pi not installed" };
  const aiDir = packageDirFrom(PI_AI_PACKAGE, piDir);
  if (!aiDir) return { missing: `${PI_AI_PACKAGE} not found next to ${piDir}` };
  let ai: PiAi;
  let tools: Record<string, unknown>;
  try {
    ai = (await import(entryOf(aiDir))) as PiAi;
  } catch (error) {
    return { missing: `pi cannot be loaded (${fail(error)})` };
  }
  try {
    tools = (await import(entryOf(piDir))) as Record<string, unknown>;
  } catch (error) {
    // pi's index needs Node >= 22.19 (node:fs globSync); its tools' own module loads on older Node too.
    const toolsIndex = join(piDir, "dist", "core", "tools", "index.js");
    try {
      tools = (await import(pathToFileURL(toolsIndex).href)) as Record<string, unknown>;
    } catch {
      return { missing: `pi cannot be loaded (${fail(error)})` };
    }
  }
  if (typeof ai.parseToolCallArguments !== "function" || typeof ai.validateToolArguments !== "function") return { missing: `${PI_AI_PACKAGE} has no parseToolCallArguments/validateToolArguments` };
  // Every built-in tool factory the package exports (createEditToolDefinition, …): name → prepareArguments.
  const prepare = new Map<string, Prepare>();
  for (const [key, factory] of Object.entries(tools)) {
    if (!/^create[A-Za-z]+ToolDefinition$/.test(key) || typeof factory !== "function") continue;
    try {
      const def: unknown = (factory as (cwd: string) => unknown)(process.cwd());
      if (isPlainObject(def) && typeof def.name === "string" && typeof def.prepareArguments === "function") prepare.set(def.name, def.prepareArguments as Prepare);
    } catch {
      // a factory that needs more than a cwd has nothing to tell here
    }
  }
  const version = String(readPackage(piDir)?.version ?? "?");
  return {
    version,
    accepts(call, schema) {
      if (schema === undefined) return false;
      let args: unknown = call.arguments;
      const raw = typeof call.argumentsError === "string" && call.argumentsError ? sentRawArguments(call) : typeof args === "string" ? args : undefined;
      if (typeof call.argumentsError === "string" && call.argumentsError && raw === undefined) return false;
      if (raw !== undefined) {
        const parsed = ai.parseToolCallArguments(raw);
        if (parsed.argumentsError) return false;
        args = parsed.arguments;
      }
      try {
        args = structuredClone(args);
        const prep = prepare.get(call.name);
        if (prep) args = prep(args);
        ai.validateToolArguments({ name: call.name, parameters: schema }, { name: call.name, arguments: args });
        return true;
      } catch {
        return false;
      }
    },
  };
}
