import { createRequire as __ptrCreateRequire } from "node:module"; const require = __ptrCreateRequire(import.meta.url);

// presets/pi-default/dist/runtime/installed.js
import { existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
var MANIFEST_KEY = "pi-tool-repair";
var PLUGIN_KINDS = ["rule", "grammar", "preset"];
var expandHome = (path) => path === "~" ? homedir() : path.startsWith("~/") ? join(homedir(), path.slice(2)) : path;
var isPlainObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function readManifest(dir) {
  const file = join(dir, "package.json");
  if (!existsSync(file))
    return void 0;
  let text = readFileSync(file, "utf8");
  if (text.charCodeAt(0) === 65279)
    text = text.slice(1);
  const pkg = JSON.parse(text);
  return isPlainObject(pkg) ? pkg : void 0;
}
var NPM_NAME = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/;
function npmName(spec) {
  const at = spec.indexOf("@", 1);
  const name = at === -1 ? spec : spec.slice(0, at);
  return NPM_NAME.test(name) ? name : void 0;
}
function lastSegment(path) {
  const parts = path.replace(/[\\/]+$/, "").split(/[\\/]/);
  return parts[parts.length - 1] ?? path;
}
function folderOfSource(source, agentDir, npmDependencies) {
  const npmRoot = join(agentDir, "npm");
  if (source.startsWith("npm:")) {
    const spec = source.slice(4).trim();
    const name = npmName(spec);
    if (name)
      return join(npmRoot, "node_modules", name);
    for (const [dep, recorded] of Object.entries(npmDependencies)) {
      if (typeof recorded === "string" && recorded.startsWith("file:") && lastSegment(recorded) === lastSegment(spec))
        return join(npmRoot, "node_modules", dep);
    }
    return void 0;
  }
  if (/^(git:|github:|https?:|ssh:|builtin:)/.test(source))
    return void 0;
  const path = source.startsWith("file:") ? fileURLToPath(source) : expandHome(source.trim());
  return resolve(agentDir, path);
}
function installedPluginFolders(agentDir) {
  const out = { folders: [], errors: [] };
  let packages;
  let npmDependencies = {};
  try {
    const text = readFileSync(join(agentDir, "settings.json"), "utf8");
    const parsed = JSON.parse(text.charCodeAt(0) === 65279 ? text.slice(1) : text);
    packages = isPlainObject(parsed) ? parsed.packages : void 0;
  } catch {
    return out;
  }
  if (!Array.isArray(packages))
    return out;
  try {
    const deps = readManifest(join(agentDir, "npm"))?.dependencies;
    if (isPlainObject(deps))
      npmDependencies = deps;
  } catch {
  }
  const seen = /* @__PURE__ */ new Set();
  for (const entry of packages) {
    const source = typeof entry === "string" ? entry : isPlainObject(entry) && typeof entry.source === "string" ? entry.source : void 0;
    if (source === void 0)
      continue;
    let folder;
    let pkg;
    let real;
    try {
      folder = folderOfSource(source, agentDir, npmDependencies);
      if (folder === void 0 || !existsSync(folder) || !statSync(folder).isDirectory())
        continue;
      pkg = readManifest(folder);
      real = realpathSync(folder);
    } catch {
      continue;
    }
    if (pkg === void 0 || !(MANIFEST_KEY in pkg))
      continue;
    const declared = pkg[MANIFEST_KEY];
    const kind = isPlainObject(declared) ? declared.kind : void 0;
    if (!PLUGIN_KINDS.includes(kind)) {
      out.errors.push(`[pi-tool-repair] installed package ${source}: "${MANIFEST_KEY}" must be {"kind": ${PLUGIN_KINDS.map((k) => JSON.stringify(k)).join(" | ")}} (got ${JSON.stringify(declared)}); skipped`);
      continue;
    }
    if (seen.has(real))
      continue;
    seen.add(real);
    out.folders.push(folder);
  }
  return out;
}
var CONFIG_FILE_NAME = "pi-tool-repair.json";
function fallbackAgentDir(env = process.env) {
  const dir = env.PI_CODING_AGENT_DIR;
  if (dir)
    return expandHome(dir);
  return join(homedir(), ".pi", "agent");
}
function configFileIn(agentDir) {
  return join(agentDir, "extensions", CONFIG_FILE_NAME);
}

// presets/pi-default/dist/runtime/peers.js
var servedPeers = /* @__PURE__ */ new Map();

export {
  expandHome,
  readManifest,
  installedPluginFolders,
  fallbackAgentDir,
  configFileIn,
  servedPeers
};
