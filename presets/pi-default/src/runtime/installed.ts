/**
 * The pi-tool-repair plugin packages installed with `pi install`, found from pi's `settings.json` alone: plain
 * file reads, no host, so the extension can tell at start-up whether any third-party plugin is there.
 */
import { existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The `package.json` key that makes a package a pi-tool-repair plugin: `{"kind": "rule" | "grammar" | "preset"}`. */
export const MANIFEST_KEY = "pi-tool-repair";
export const PLUGIN_KINDS = ["rule", "grammar", "preset"] as const;
export type PluginKind = (typeof PLUGIN_KINDS)[number];

/** `~` and `~/…` in a path the user wrote, as a shell would expand them. */
export const expandHome = (path: string): string => (path === "~" ? homedir() : path.startsWith("~/") ? join(homedir(), path.slice(2)) : path);

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The `package.json` of a folder, or undefined when it has none. */
export function readManifest(dir: string): Record<string, unknown> | undefined {
  const file = join(dir, "package.json");
  if (!existsSync(file)) return undefined;
  let text = readFileSync(file, "utf8");
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const pkg = JSON.parse(text) as unknown;
  return isPlainObject(pkg) ? pkg : undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Packages installed with pi

export interface InstalledPlugins {
  /** Folders of the installed packages that declare `"pi-tool-repair"`, in pi's order. */
  folders: string[];
  /** One line per installed package whose `"pi-tool-repair"` key is malformed. */
  errors: string[];
}

const NPM_NAME = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/;

/** `name` of `name@range` / `@scope/name@range`, or undefined for a tarball, folder or URL spec. */
function npmName(spec: string): string | undefined {
  const at = spec.indexOf("@", 1);
  const name = at === -1 ? spec : spec.slice(0, at);
  return NPM_NAME.test(name) ? name : undefined;
}

function lastSegment(path: string): string {
  const parts = path.replace(/[\\/]+$/, "").split(/[\\/]/);
  return parts[parts.length - 1] ?? path;
}

/** The package folder of one `packages` source of pi's user settings, or undefined (git sources are not read). */
function folderOfSource(source: string, agentDir: string, npmDependencies: Record<string, unknown>): string | undefined {
  const npmRoot = join(agentDir, "npm");
  if (source.startsWith("npm:")) {
    const spec = source.slice(4).trim();
    const name = npmName(spec);
    if (name) return join(npmRoot, "node_modules", name);
    // a tarball or folder: npm recorded it under the package's own name, as `file:<path>`
    for (const [dep, recorded] of Object.entries(npmDependencies)) {
      if (typeof recorded === "string" && recorded.startsWith("file:") && lastSegment(recorded) === lastSegment(spec)) return join(npmRoot, "node_modules", dep);
    }
    return undefined;
  }
  if (/^(git:|github:|https?:|ssh:|builtin:)/.test(source)) return undefined;
  const path = source.startsWith("file:") ? fileURLToPath(source) : expandHome(source.trim());
  return resolve(agentDir, path);
}

/**
 * The pi-tool-repair plugin packages installed with `pi install` in pi's user scope: the `packages` of
 * `<agentDir>/settings.json` (a local folder, relative to the agent dir as pi reads it, or `npm:` installed
 * under `<agentDir>/npm`) whose `package.json` has the `"pi-tool-repair"` key. Never throws.
 */
export function installedPluginFolders(agentDir: string): InstalledPlugins {
  const out: InstalledPlugins = { folders: [], errors: [] };
  let packages: unknown;
  let npmDependencies: Record<string, unknown> = {};
  try {
    const text = readFileSync(join(agentDir, "settings.json"), "utf8");
    const parsed = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as unknown;
    packages = isPlainObject(parsed) ? parsed.packages : undefined;
  } catch {
    return out; // no settings (or unreadable ones: pi reports those itself)
  }
  if (!Array.isArray(packages)) return out;
  try {
    const deps = readManifest(join(agentDir, "npm"))?.dependencies;
    if (isPlainObject(deps)) npmDependencies = deps;
  } catch {
    // no npm folder yet
  }
  const seen = new Set<string>();
  for (const entry of packages) {
    const source = typeof entry === "string" ? entry : isPlainObject(entry) && typeof entry.source === "string" ? entry.source : undefined;
    if (source === undefined) continue;
    let folder: string | undefined;
    let pkg: Record<string, unknown> | undefined;
    let real: string;
    try {
      folder = folderOfSource(source, agentDir, npmDependencies);
      if (folder === undefined || !existsSync(folder) || !statSync(folder).isDirectory()) continue;
      pkg = readManifest(folder);
      real = realpathSync(folder);
    } catch {
      continue; // a malformed source or a broken package.json: pi reports the package itself
    }
    if (pkg === undefined || !(MANIFEST_KEY in pkg)) continue;
    const declared = pkg[MANIFEST_KEY];
    const kind = isPlainObject(declared) ? declared.kind : undefined;
    if (!PLUGIN_KINDS.includes(kind as PluginKind)) {
      out.errors.push(`[pi-tool-repair] installed package ${source}: "${MANIFEST_KEY}" must be {"kind": ${PLUGIN_KINDS.map((k) => JSON.stringify(k)).join(" | ")}} (got ${JSON.stringify(declared)}); skipped`);
      continue;
    }
    if (seen.has(real)) continue;
    seen.add(real);
    out.folders.push(folder);
  }
  return out;
}


// ---------------------------------------------------------------------------------------------------------
// Where pi keeps the config

export const CONFIG_FILE_NAME = "pi-tool-repair.json";

/** Where pi keeps its configuration: `$PI_CODING_AGENT_DIR` (tilde-expanded) or `~/.pi/agent` (what pi's getAgentDir() does). */
export function fallbackAgentDir(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env.PI_CODING_AGENT_DIR;
  if (dir) return expandHome(dir);
  return join(homedir(), ".pi", "agent");
}

/** `join(agentDir, "extensions", "pi-tool-repair.json")`. */
export function configFileIn(agentDir: string): string {
  return join(agentDir, "extensions", CONFIG_FILE_NAME);
}
