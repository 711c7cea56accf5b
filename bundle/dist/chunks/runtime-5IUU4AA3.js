import { createRequire as __ptrCreateRequire } from "node:module"; const require = __ptrCreateRequire(import.meta.url);
import {
  configFileIn,
  expandHome,
  fallbackAgentDir,
  installedPluginFolders,
  readManifest,
  servedPeers
} from "./chunk-SUHJILPS.js";
import {
  stderrLogger
} from "./chunk-WIHYHUK4.js";
import {
  piDefault
} from "./chunk-ZMYQ4R26.js";
import "./chunk-QCVGMGL2.js";
import "./chunk-4TCUM3WQ.js";
import {
  createHost,
  isPreset,
  require_ajv
} from "./chunk-KJQZJYVY.js";
import {
  describeError,
  isPlainObject,
  parsePointer
} from "./chunk-S62PELVU.js";
import {
  __toESM
} from "./chunk-N5N6Q73W.js";

// presets/pi-default/dist/runtime/runtime.js
import { dirname, join as join2 } from "node:path";

// presets/pi-default/dist/runtime/config.js
var import_ajv = __toESM(require_ajv(), 1);
import { readFileSync } from "node:fs";

// presets/pi-default/dist/runtime/names.js
var MAX_NAME = 200;
function editDistance(a, b) {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  if (s === t)
    return 0;
  let prev2 = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s.charCodeAt(i - 1) === t.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && s.charCodeAt(i - 1) === t.charCodeAt(j - 2) && s.charCodeAt(i - 2) === t.charCodeAt(j - 1))
        d = Math.min(d, prev2[j - 2] + 1);
      row.push(d);
    }
    prev2 = prev;
    prev = row;
  }
  return prev[t.length];
}
function nearestName(name, known) {
  if (name.length === 0 || name.length > MAX_NAME)
    return void 0;
  const limit = Math.min(3, Math.max(1, Math.floor(name.length / 3)));
  let best;
  let bestDistance = Infinity;
  for (const candidate of known) {
    if (candidate === name || Math.abs(candidate.length - name.length) > limit || candidate.length > MAX_NAME)
      continue;
    const d = editDistance(name, candidate);
    if (d <= limit && d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
function didYouMean(name, known) {
  const near = nearestName(name, known);
  return near === void 0 ? "" : ` (did you mean ${JSON.stringify(near)}?)`;
}

// presets/pi-default/dist/runtime/loading.js
import * as nodeModule from "node:module";
import { existsSync, statSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
var SCOPE = "@pi-tool-repair/";
var shared = false;
function sharePeers() {
  if (shared)
    return true;
  const parentURL = import.meta.url;
  const m = nodeModule;
  try {
    if (typeof m.registerHooks === "function") {
      m.registerHooks({
        resolve(specifier, context, next) {
          const served = servedPeers.get(specifier);
          if (served !== void 0)
            return { url: served, format: "module", shortCircuit: true };
          if (specifier.startsWith(SCOPE) && context.parentURL !== parentURL) {
            try {
              return next(specifier, { ...context, parentURL });
            } catch {
            }
          }
          return next(specifier, context);
        }
      });
      shared = true;
    } else if (typeof m.register === "function") {
      const hooks = [
        "let parentURL; let served = {};",
        "export async function initialize(data) { parentURL = data.parentURL; served = data.served; }",
        "export async function resolve(specifier, context, next) {",
        "  if (Object.hasOwn(served, specifier)) return { url: served[specifier], format: 'module', shortCircuit: true };",
        `  if (specifier.startsWith(${JSON.stringify(SCOPE)}) && context.parentURL !== parentURL) {`,
        "    try { return await next(specifier, { ...context, parentURL }); } catch {}",
        "  }",
        "  return next(specifier, context);",
        "}"
      ].join("\n");
      m.register(`data:text/javascript,${encodeURIComponent(hooks)}`, { data: { parentURL, served: Object.fromEntries(servedPeers) } });
      shared = true;
    }
  } catch {
  }
  return shared;
}
var isPathSpec = (spec) => spec.startsWith(".") || spec.startsWith("/") || spec.startsWith("~") || isAbsolute(spec) || spec.startsWith("file:");
var isNotFound = (error) => error?.code === "MODULE_NOT_FOUND";
function entryOfPath(path) {
  if (!existsSync(path))
    return void 0;
  if (!statSync(path).isDirectory())
    return path;
  const require2 = nodeModule.createRequire(join(path, "package.json"));
  const pkg = readManifest(path);
  try {
    return typeof pkg?.name === "string" && pkg.exports !== void 0 ? require2.resolve(pkg.name) : require2.resolve(path);
  } catch (error) {
    if (isNotFound(error))
      return void 0;
    throw error;
  }
}
function resolvePluginSpec(spec, paths, base) {
  if (spec.startsWith("file:"))
    return entryOfPath(fileURLToPath(spec));
  if (isPathSpec(spec)) {
    const expanded = expandHome(spec);
    if (isAbsolute(expanded))
      return entryOfPath(expanded);
    if (base !== void 0)
      return entryOfPath(resolve(base, expanded));
    for (const dir of paths) {
      const found = entryOfPath(resolve(dir, expanded));
      if (found)
        return found;
    }
    return void 0;
  }
  for (const dir of paths) {
    try {
      return nodeModule.createRequire(join(resolve(dir), "noop.js")).resolve(spec);
    } catch (error) {
      if (!isNotFound(error))
        throw error;
    }
  }
  return void 0;
}
var isPluginLike = (v) => isPlainObject(v) && typeof v.name === "string" && typeof v.apply === "function";
var isUsable = (v) => isPluginLike(v) || isPreset(v);
function pluginsOf(mod) {
  if (!isPlainObject(mod))
    return [];
  const def = mod.default;
  if (isUsable(def))
    return [def];
  if (Array.isArray(def) && def.length > 0 && def.every(isUsable))
    return [...def];
  if (isPlainObject(def)) {
    const inner = Object.values(def).filter(isUsable);
    if (inner.length > 0)
      return inner;
  }
  return Object.entries(mod).filter(([k, v]) => k !== "default" && isUsable(v)).map(([, v]) => v);
}
function presetOf(mod) {
  return pluginsOf(mod).find(isPreset);
}
async function loadPlugins(specs, options) {
  const out = { plugins: [], errors: [] };
  const fail = (spec, why) => {
    const line = `[pi-tool-repair] plugin ${spec}: ${why}; skipped`;
    out.errors.push(line);
    options.log.warn(line);
  };
  if (specs.length > 0)
    sharePeers();
  const entries = /* @__PURE__ */ new Set();
  for (const spec of specs) {
    let entry;
    try {
      entry = resolvePluginSpec(spec, options.paths, options.base);
    } catch (error) {
      fail(spec, `cannot be resolved (${describeError(error)})`);
      continue;
    }
    if (!entry) {
      const where = isPathSpec(spec) && options.base !== void 0 && !isAbsolute(expandHome(spec)) ? [options.base] : options.paths;
      fail(spec, `not found (looked in ${where.length > 0 ? where.join(", ") : "no folder"})`);
      continue;
    }
    if (entries.has(entry))
      continue;
    entries.add(entry);
    let mod;
    try {
      mod = await import(pathToFileURL(entry).href);
    } catch (error) {
      fail(spec, `failed to load ${entry} (${describeError(error)})`);
      continue;
    }
    let found;
    try {
      found = pluginsOf(mod);
    } catch (error) {
      fail(spec, `its exports cannot be read (${describeError(error)})`);
      continue;
    }
    if (found.length === 0) {
      fail(spec, "exports no plugin or preset (expected a default export with name, host and apply(host), or a preset)");
      continue;
    }
    for (const item of found) {
      try {
        createHost().use(item).freeze();
        out.plugins.push(item);
      } catch (error) {
        fail(spec, error instanceof Error ? error.message : String(error));
      }
    }
  }
  return out;
}

// presets/pi-default/dist/runtime/config.js
function defaultPiConfig() {
  return { grammarRepair: { leakModels: [], debug: false }, aliases: {}, rules: {}, presets: {}, plugins: [] };
}
var schemaCache;
function configSchema() {
  return schemaCache ??= {
    "$schema": "http://json-schema.org/draft-07/schema#",
    "$id": "https://github.com/pi-tool-repair/pi-tool-repair/blob/main/presets/pi-default/schema/config.schema.json",
    "title": "pi-tool-repair configuration (~/.pi/agent/extensions/pi-tool-repair.json)",
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "$schema": {
        "type": "string"
      },
      "grammarRepair": {
        "description": "Recovery of tool-call grammar leaked into visible text. Off by default.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "enabled": {
            "type": "boolean",
            "description": "true/false for every model; wins over leakModels and model presets."
          },
          "mode": {
            "enum": [
              "recover",
              "strip"
            ],
            "description": "recover: strip the markup and append real toolCall blocks; strip: only remove the markup."
          },
          "requireKnownTool": {
            "type": "boolean",
            "description": "Only recover calls to tools pi has active (default true)."
          },
          "grammars": {
            "type": "array",
            "items": {
              "type": "string",
              "minLength": 1
            },
            "description": "Grammar families to run (default: all)."
          },
          "leakModels": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "description": "Case-insensitive regex fragments of model ids for which recovery is on."
          },
          "debug": {
            "type": "boolean",
            "description": "Log every repair to stderr (same as PI_TOOL_REPAIR_DEBUG=1)."
          }
        }
      },
      "aliases": {
        "description": 'Extra field aliases per tool: { "read": { "fileName": "path" } }; "*" applies to every tool.',
        "type": "object",
        "additionalProperties": {
          "type": "object",
          "additionalProperties": {
            "type": "string",
            "minLength": 1
          }
        }
      },
      "anchorBleedModels": {
        "description": "Case-insensitive regex fragments of model ids whose outgoing tool schemas get ^\u2026$ pattern anchors stripped.",
        "type": "array",
        "items": {
          "type": "string"
        }
      },
      "options": {
        "description": `Options of the plugins that declare them, by plugin name: { "wrapCommaList": { "separator": ";" } }. Each plugin's own schema checks them; aliases and anchorBleedModels above are the options of renameAliasedField and sanitizePatternAnchors.`,
        "type": "object",
        "additionalProperties": {
          "type": "object"
        }
      },
      "rules": {
        "description": "Rules switched on (true) or off (false) by name.",
        "type": "object",
        "additionalProperties": {
          "type": "boolean"
        }
      },
      "presets": {
        "description": "Model presets: name or path \u2192 true (add it; active where its models match, or always if it lists none) or false (never activate). A list of names is short for true each.",
        "type": [
          "object",
          "array"
        ],
        "additionalProperties": {
          "type": "boolean"
        },
        "items": {
          "type": "string",
          "minLength": 1
        }
      },
      "plugins": {
        "description": "Third-party rule, grammar or preset packages not installed with pi install: package names, resolved from pi's package folder, then from the project; or paths, relative to this file's folder.",
        "type": "array",
        "items": {
          "type": "string",
          "minLength": 1
        }
      },
      "statusLine": {
        "type": "boolean",
        "description": "pi's status line shows this session's repair count once something was repaired (default true)."
      },
      "notify": {
        "type": "boolean",
        "description": "Each repair also pops a pi notification (default false)."
      }
    }
  };
}
var validator;
function validateConfig(value) {
  validator ??= new import_ajv.Ajv({ allErrors: true, strict: false, logger: false }).compile(configSchema());
  return validator(value) ? [] : [...validator.errors ?? []];
}
function propertyNamesAt(path) {
  let at = configSchema();
  for (const key of path) {
    const props2 = isPlainObject(at) ? at.properties : void 0;
    at = isPlainObject(props2) ? props2[key] : void 0;
  }
  const props = isPlainObject(at) ? at.properties : void 0;
  return isPlainObject(props) ? Object.keys(props).filter((k) => k !== "$schema") : [];
}
function keyOf(path) {
  const top = path[0];
  const depth = top === "grammarRepair" || top === "rules" || top === "presets" || top === "options" ? 2 : top === "aliases" ? 3 : 1;
  return path.slice(0, depth);
}
function describeProblem(error, value) {
  if (error.keyword === "additionalProperties")
    return "is not a known key";
  if (error.keyword === "enum")
    return `must be one of ${error.params.allowedValues.map((v) => JSON.stringify(v)).join(", ")} (got ${short(value)})`;
  if (error.keyword === "type")
    return `must be ${String(error.params.type).replace(",", " or ")} (got ${short(value)})`;
  return `${error.message ?? "is invalid"} (got ${short(value)})`;
}
function short(value) {
  const text = value === void 0 ? "nothing" : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
function valueAt(root, path) {
  let at = root;
  for (const key of path) {
    if (Array.isArray(at))
      at = at[Number(key)];
    else if (isPlainObject(at))
      at = at[key];
    else
      return void 0;
  }
  return at;
}
function deleteAt(root, path) {
  const parent = valueAt(root, path.slice(0, -1));
  const last = path[path.length - 1];
  if (last !== void 0 && isPlainObject(parent))
    delete parent[last];
}
function loadConfig(file, log = stderrLogger) {
  const result = { file, found: false, config: defaultPiConfig(), errors: [] };
  const problem = (line) => {
    const text2 = `[pi-tool-repair] config ${file}: ${line}`;
    result.errors.push(text2);
    log.warn(text2);
  };
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if (error.code !== "ENOENT")
      problem(`cannot be read (${describeError(error)}); using the defaults for every key`);
    return result;
  }
  result.found = true;
  let parsed;
  try {
    if (text.charCodeAt(0) === 65279)
      text = text.slice(1);
    parsed = text.trim() === "" ? {} : JSON.parse(text);
  } catch (error) {
    problem(`is not valid JSON (${error instanceof Error ? error.message : String(error)}); using the defaults for every key`);
    return result;
  }
  return checkConfig(parsed, result, problem);
}
function configFromValue(value, label, log = stderrLogger) {
  const result = { file: label, found: true, config: defaultPiConfig(), errors: [] };
  const problem = (line) => {
    const text = `[pi-tool-repair] config ${label}: ${line}`;
    result.errors.push(text);
    log.warn(text);
  };
  return checkConfig(value, result, problem);
}
function checkConfig(parsed, result, problem) {
  if (!isPlainObject(parsed)) {
    problem(`must hold a JSON object (got ${short(parsed)}); using the defaults for every key`);
    return result;
  }
  const data = structuredClone(parsed);
  const reported = /* @__PURE__ */ new Set();
  for (let round = 0; round < 4; round++) {
    const errors = validateConfig(data);
    if (errors.length === 0)
      break;
    for (const error of errors) {
      const path = parsePointer(error.instancePath);
      if (error.keyword === "additionalProperties")
        path.push(String(error.params.additionalProperty));
      const key = keyOf(path);
      const name = key.join(".");
      if (key.length === 0) {
        problem(`${error.message ?? "is invalid"}; using the defaults for every key`);
        return result;
      }
      if (!reported.has(name)) {
        reported.add(name);
        const full = path.join(".");
        const what = full === name ? `key "${name}"` : `key "${name}" (at ${full})`;
        if (error.keyword === "additionalProperties")
          problem(`unknown ${what}${didYouMean(path[path.length - 1], propertyNamesAt(path.slice(0, -1)))}; ignored`);
        else
          problem(`${what} ${describeProblem(error, valueAt(data, path))}; using the default for "${name}"`);
      }
      deleteAt(data, key);
    }
  }
  if (validateConfig(data).length > 0)
    return result;
  result.config = normalize(data);
  return result;
}
function normalize(data) {
  const config = defaultPiConfig();
  const g = data.grammarRepair ?? {};
  if (typeof g.enabled === "boolean")
    config.grammarRepair.enabled = g.enabled;
  if (g.mode !== void 0)
    config.grammarRepair.mode = g.mode;
  if (typeof g.requireKnownTool === "boolean")
    config.grammarRepair.requireKnownTool = g.requireKnownTool;
  if (Array.isArray(g.grammars))
    config.grammarRepair.grammars = [...g.grammars];
  if (Array.isArray(g.leakModels))
    config.grammarRepair.leakModels = [...g.leakModels];
  if (typeof g.debug === "boolean")
    config.grammarRepair.debug = g.debug;
  if (isPlainObject(data.aliases))
    config.aliases = data.aliases;
  if (Array.isArray(data.anchorBleedModels))
    config.anchorBleedModels = [...data.anchorBleedModels];
  if (isPlainObject(data.rules))
    config.rules = { ...data.rules };
  if (isPlainObject(data.options))
    config.options = structuredClone(data.options);
  if (Array.isArray(data.presets))
    for (const name of data.presets)
      config.presets[name] = true;
  else if (isPlainObject(data.presets))
    config.presets = { ...data.presets };
  if (Array.isArray(data.plugins))
    config.plugins = [...data.plugins];
  if (typeof data.statusLine === "boolean")
    config.statusLine = data.statusLine;
  if (typeof data.notify === "boolean")
    config.notify = data.notify;
  return config;
}
function pluginOptionsOf(config) {
  const out = { ...config.options ?? {} };
  const own = (plugin, key, value) => {
    const prev = out[plugin];
    const merged = isPlainObject(prev) ? { ...prev } : {};
    const had = merged[key];
    merged[key] = isPlainObject(had) && isPlainObject(value) ? { ...had, ...value } : value;
    out[plugin] = merged;
  };
  if (Object.keys(config.aliases).length > 0)
    own("renameAliasedField", "aliases", config.aliases);
  if (config.anchorBleedModels !== void 0)
    own("sanitizePatternAnchors", "anchorBleedModels", config.anchorBleedModels);
  return out;
}
function compilePatterns(fragments, onBad) {
  const out = [];
  for (const fragment of fragments) {
    try {
      out.push(new RegExp(fragment, "i"));
    } catch (error) {
      onBad?.(fragment, error);
    }
  }
  return out;
}

// presets/pi-default/dist/runtime/runtime.js
var BUILTIN_MODEL_PRESETS = Object.freeze([
  "@pi-tool-repair/preset-deepseek",
  "@pi-tool-repair/preset-glm",
  "@pi-tool-repair/preset-hyperclova",
  "@pi-tool-repair/preset-qwen",
  "@pi-tool-repair/preset-kimi",
  "@pi-tool-repair/preset-minimax",
  "@pi-tool-repair/preset-dots",
  "@pi-tool-repair/preset-gpt-oss",
  "@pi-tool-repair/preset-longcat",
  "@pi-tool-repair/preset-gigachat",
  "@pi-tool-repair/preset-gigachat/3.5",
  "@pi-tool-repair/preset-nemotron",
  "@pi-tool-repair/preset-apertus",
  "@pi-tool-repair/preset-lfm2",
  "@pi-tool-repair/preset-openpangu",
  "@pi-tool-repair/preset-solar",
  "@pi-tool-repair/preset-llama",
  "@pi-tool-repair/preset-gemma",
  "@pi-tool-repair/preset-k2-horizon",
  "@pi-tool-repair/preset-ling",
  "@pi-tool-repair/preset-functionary",
  "@pi-tool-repair/preset-hunyuan",
  "@pi-tool-repair/preset-minicpm",
  "@pi-tool-repair/preset-cwm",
  "@pi-tool-repair/preset-plamo",
  "@pi-tool-repair/preset-step-audio",
  "@pi-tool-repair/preset-rwkv",
  "@pi-tool-repair/preset-local"
]);
function pluginPaths(agentDir, cwd) {
  const paths = [join2(agentDir, "npm"), cwd];
  return paths.filter((p, i) => paths.indexOf(p) === i);
}
var defaultImport = (name) => import(name);
function isNotFound2(error, name) {
  const code = error?.code;
  const message = error instanceof Error ? error.message : "";
  return (code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND" || /Cannot find (module|package)|Failed to (load|resolve)/.test(message)) && message.includes(name);
}
var RepairRuntime = class {
  config;
  log;
  /** Model presets that may activate by model id, in order of preference (config/plugins first, then built-ins). */
  candidates = [];
  /** Presets the config switched on for every model. */
  forced = [];
  /** Third-party plugins and model-less presets from `plugins`: used on every host. */
  extras = [];
  #hosts = /* @__PURE__ */ new Map();
  #configs = /* @__PURE__ */ new Map();
  #leak;
  #patterns = /* @__PURE__ */ new WeakMap();
  #sessionMode;
  constructor(config, log) {
    this.config = config;
    this.log = log;
    this.#leak = compilePatterns(config.grammarRepair.leakModels, (fragment, error) => log.warn(`[pi-tool-repair] grammarRepair.leakModels: ${JSON.stringify(fragment)} is not a valid regular expression (${describeError(error)}); ignored`));
  }
  #matches(preset, id) {
    let patterns = this.#patterns.get(preset);
    if (!patterns) {
      patterns = compilePatterns(preset.models ?? [], (fragment, error) => this.log.warn(`[pi-tool-repair] preset ${preset.name}: model pattern ${JSON.stringify(fragment)} is not a valid regular expression (${describeError(error)}); ignored`));
      this.#patterns.set(preset, patterns);
    }
    return patterns.some((r) => r.test(id));
  }
  /** The grammar mode `/tool-repair mode` set for this session (undefined = the config's). */
  get sessionMode() {
    return this.#sessionMode;
  }
  /** `recover`/`strip` switch grammar recovery on in that mode for every model, `off` switches it off; undefined = back to the config. */
  setSessionMode(mode) {
    this.#sessionMode = mode;
    this.#configs.clear();
  }
  /** Why a preset is active for a model: `config` (forced), the model pattern that matched, or undefined. */
  whyActive(preset, modelId) {
    if (this.forced.includes(preset))
      return "switched on in the config";
    if (modelId === void 0)
      return void 0;
    const patterns = this.#patterns.get(preset) ?? [];
    const hit = patterns.find((r) => r.test(modelId));
    return hit ? `model id matches /${hit.source}/i` : void 0;
  }
  /** Whether `leakModels` matches the model id. */
  leaks(modelId) {
    return modelId !== void 0 && this.#leak.some((r) => r.test(modelId));
  }
  /** The presets active for a model: the forced ones, then the first candidate whose `models` match. */
  presetsFor(modelId) {
    const out = [...this.forced];
    if (modelId !== void 0) {
      const auto = this.candidates.find((p) => !out.includes(p) && this.#matches(p, modelId));
      if (auto)
        out.push(auto);
    }
    return out;
  }
  /** One host per combination of presets: piDefault, the active presets, then the extra plugins. */
  hostFor(modelId) {
    const presets = this.presetsFor(modelId);
    const key = presets.map((p) => p.name).join("\0");
    const cached = this.#hosts.get(key);
    if (cached)
      return cached;
    let host = createHost().use(piDefault);
    for (const item of [...presets, ...this.extras]) {
      try {
        host.use(item);
      } catch (error) {
        this.log.warn(`[pi-tool-repair] ${describeError(error)}; skipped`);
      }
    }
    try {
      host.freeze();
    } catch (error) {
      this.log.warn(`[pi-tool-repair] ${describeError(error)}; using preset-pi-default alone`);
      host = createHost().use(piDefault).freeze();
    }
    const entry = { host, presets: presets.filter((p) => host.presets.includes(p)) };
    this.#hosts.set(key, entry);
    return entry;
  }
  /** The repair context for one message or request: the user's config over the presets' config. */
  contextFor(host, model, tools, log) {
    const key = model?.id ?? "";
    const hit = this.#configs.get(key);
    if (hit && hit.host === host)
      return { model, tools, config: hit.config, log };
    const g = this.config.grammarRepair;
    const grammar = {};
    if (g.enabled !== void 0)
      grammar.enabled = g.enabled;
    else if (this.leaks(model?.id))
      grammar.enabled = true;
    if (g.mode !== void 0)
      grammar.mode = g.mode;
    if (g.requireKnownTool !== void 0)
      grammar.requireKnownTool = g.requireKnownTool;
    if (g.grammars !== void 0)
      grammar.grammars = g.grammars;
    if (this.#sessionMode === "off")
      grammar.enabled = false;
    else if (this.#sessionMode !== void 0) {
      grammar.enabled = true;
      grammar.mode = this.#sessionMode;
    }
    const config = { grammar, rules: this.config.rules, options: pluginOptionsOf(this.config) };
    const ctx = host.context({ model, tools, config, log });
    if (this.#configs.size > 256)
      this.#configs.clear();
    this.#configs.set(key, { host, config: ctx.config });
    return ctx;
  }
};
async function createRuntime(options) {
  const { config, log } = options;
  const runtime = new RepairRuntime(config, log);
  const importPreset = options.importPreset ?? defaultImport;
  const builtins = options.builtinPresets ?? BUILTIN_MODEL_PRESETS;
  const specs = [...options.installed ?? [], ...config.plugins];
  if (specs.length > 0) {
    const loaded = await loadPlugins(specs, { paths: options.paths, base: options.base, log });
    for (const item of loaded.plugins) {
      let modelBound;
      try {
        modelBound = isPreset(item) && (item.models?.length ?? 0) > 0;
      } catch (error) {
        log.warn(`[pi-tool-repair] plugin ${safeName(item)}: cannot be read (${describeError(error)}); skipped`);
        continue;
      }
      if (modelBound)
        runtime.candidates.push(item);
      else
        runtime.extras.push(item);
    }
  }
  for (const [name, on] of Object.entries(config.presets)) {
    if (!on)
      continue;
    let preset;
    if (builtins.includes(name)) {
      try {
        preset = presetOf(await importPreset(name));
        if (!preset)
          log.warn(`[pi-tool-repair] preset ${name}: exports no preset; skipped`);
      } catch (error) {
        log.warn(`[pi-tool-repair] preset ${name}: failed to load (${describeError(error)}); skipped`);
      }
    } else {
      const hint = didYouMean(name, builtins);
      if (hint && resolvePluginSpec(name, options.paths, options.base) === void 0) {
        log.warn(`[pi-tool-repair] config: unknown preset ${JSON.stringify(name)} in presets${hint}; skipped`);
        continue;
      }
      const loaded = await loadPlugins([name], { paths: options.paths, base: options.base, log });
      preset = loaded.plugins.find(isPreset);
      if (!preset && loaded.errors.length === 0)
        log.warn(`[pi-tool-repair] preset ${name}: exports no preset; skipped`);
    }
    if (preset && !runtime.forced.includes(preset))
      runtime.forced.push(preset);
  }
  for (const name of builtins) {
    if (config.presets[name] === false || config.presets[name] === true)
      continue;
    try {
      const preset = presetOf(await importPreset(name));
      if (preset && (preset.models?.length ?? 0) > 0)
        runtime.candidates.push(preset);
    } catch (error) {
      if (isNotFound2(error, name))
        log.debug(`[pi-tool-repair] preset ${name} is not installed; skipped`);
      else
        log.warn(`[pi-tool-repair] preset ${name}: failed to load (${describeError(error)}); skipped`);
    }
  }
  const off = new Set(Object.entries(config.presets).filter(([, v]) => v === false).map(([k]) => k));
  for (let i = runtime.candidates.length - 1; i >= 0; i--)
    if (off.has(runtime.candidates[i].name))
      runtime.candidates.splice(i, 1);
  reportUnknownNames(runtime, builtins);
  return runtime;
}
function safeName(item) {
  try {
    const name = item.name;
    return typeof name === "string" ? name : "(unnamed)";
  } catch {
    return "(unreadable)";
  }
}
function knownNames(runtime, builtins = BUILTIN_MODEL_PRESETS) {
  const out = { rules: /* @__PURE__ */ new Set(), grammars: /* @__PURE__ */ new Set(), presets: new Set(builtins) };
  const seen = /* @__PURE__ */ new Set();
  const visit = (item) => {
    if (seen.has(item))
      return;
    seen.add(item);
    try {
      if (isPreset(item)) {
        out.presets.add(item.name);
        for (const p of item.presets ?? [])
          visit(p);
        for (const p of item.plugins)
          visit(p);
      } else if (item.kind === "grammar")
        out.grammars.add(item.name);
      else
        out.rules.add(item.name);
    } catch {
    }
  };
  for (const item of [piDefault, ...runtime.forced, ...runtime.candidates, ...runtime.extras])
    visit(item);
  return out;
}
function reportUnknownNames(runtime, builtins) {
  const known = knownNames(runtime, builtins);
  for (const name of Object.keys(runtime.config.rules)) {
    if (!known.rules.has(name))
      runtime.log.warn(`[pi-tool-repair] config: unknown rule ${JSON.stringify(name)} in rules${didYouMean(name, known.rules)}; it switches nothing`);
  }
  for (const name of runtime.config.grammarRepair.grammars ?? []) {
    if (!known.grammars.has(name))
      runtime.log.warn(`[pi-tool-repair] config: unknown grammar ${JSON.stringify(name)} in grammarRepair.grammars${didYouMean(name, known.grammars)}; it matches no grammar`);
  }
  for (const name of Object.keys(runtime.config.options ?? {})) {
    if (!known.rules.has(name) && !known.grammars.has(name)) {
      runtime.log.warn(`[pi-tool-repair] config: unknown plugin ${JSON.stringify(name)} in options${didYouMean(name, [...known.rules, ...known.grammars])}; it sets nothing`);
    }
  }
  for (const [name, on] of Object.entries(runtime.config.presets)) {
    if (!on && !known.presets.has(name))
      runtime.log.warn(`[pi-tool-repair] config: unknown preset ${JSON.stringify(name)} in presets${didYouMean(name, known.presets)}; it switches nothing`);
  }
}
async function setupRuntime(options) {
  const agentDir = options.agentDir === null ? void 0 : options.agentDir ?? fallbackAgentDir(options.env ?? process.env);
  const cwd = options.cwd ?? process.cwd();
  const loaded = options.config !== void 0 ? configFromValue(options.config, "(options.config)", options.log) : options.configFile === void 0 ? void 0 : loadConfig(options.configFile, options.log);
  options.onConfig?.(loaded);
  const installed = agentDir === void 0 ? { folders: [], errors: [] } : installedPluginFolders(agentDir);
  for (const line of installed.errors)
    options.log.warn(line);
  const runtimeOptions = {
    config: loaded?.config ?? defaultPiConfig(),
    log: options.log,
    paths: agentDir === void 0 ? [cwd] : pluginPaths(agentDir, cwd),
    base: options.config !== void 0 || options.configFile === void 0 ? void 0 : dirname(options.configFile),
    installed: installed.folders
  };
  if (options.importPreset)
    runtimeOptions.importPreset = options.importPreset;
  if (options.builtinPresets)
    runtimeOptions.builtinPresets = options.builtinPresets;
  return { runtime: await createRuntime(runtimeOptions), loaded };
}
function userConfigFile(env = process.env) {
  return configFileIn(fallbackAgentDir(env));
}
export {
  BUILTIN_MODEL_PRESETS,
  RepairRuntime,
  createRuntime,
  knownNames,
  pluginPaths,
  setupRuntime,
  userConfigFile
};
