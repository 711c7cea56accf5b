import { createRequire as __ptrCreateRequire } from "node:module"; const require = __ptrCreateRequire(import.meta.url);
import {
  jsonText
} from "./chunk-WIHYHUK4.js";
import {
  sentRawArguments
} from "./chunk-4TCUM3WQ.js";

// presets/pi-default/dist/runtime/stats.js
var isPlainObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var ENTRY_TYPE = "pi-tool-repair";
var ENTRY_VERSION = 1;
var MODES = ["recover", "strip", "off"];
function bump(map, key, by = 1) {
  map.set(key, (map.get(key) ?? 0) + by);
}
var RepairCounts = class {
  calls = 0;
  valid = 0;
  repaired = 0;
  unrepairable = 0;
  recovered = 0;
  stripped = 0;
  phantom = 0;
  byRule = /* @__PURE__ */ new Map();
  byTool = /* @__PURE__ */ new Map();
  byGrammar = /* @__PURE__ */ new Map();
  reset() {
    this.calls = this.valid = this.repaired = this.unrepairable = this.recovered = this.stripped = this.phantom = 0;
    this.byRule.clear();
    this.byTool.clear();
    this.byGrammar.clear();
  }
  /**
   * Counts one message; the one counting function of the live stats and of `audit`. Returns whether the
   * message was anything but all-valid (then the extension writes an entry). A valid call costs two increments.
   */
  add(report) {
    let notable = report.recovered.length > 0 || report.stripped > 0 || report.phantom;
    for (const call of report.calls) {
      this.calls++;
      const outcome = call.result.outcome;
      if (outcome === "valid") {
        this.valid++;
        continue;
      }
      notable = true;
      if (outcome === "unrepairable") {
        this.unrepairable++;
        continue;
      }
      this.repaired++;
      bump(this.byTool, call.tool);
      for (const rule of call.result.rules)
        bump(this.byRule, rule);
    }
    for (const r of report.recovered) {
      this.recovered++;
      bump(this.byGrammar, r.grammar);
    }
    this.stripped += report.stripped;
    if (report.phantom)
      this.phantom++;
    return notable;
  }
};
function counts(map) {
  if (map.size === 0)
    return "-";
  return [...map.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([k, n]) => `${k} ${n}`).join(", ");
}
function formatCounts(s, title = "pi-tool-repair: this session") {
  return [
    title,
    `  calls seen     ${s.calls}`,
    `  valid          ${s.valid}`,
    `  repaired       ${s.repaired}`,
    `    by rule      ${counts(s.byRule)}`,
    `    by tool      ${counts(s.byTool)}`,
    `  unrepairable   ${s.unrepairable}`,
    `  recovered      ${s.recovered}${s.byGrammar.size > 0 ? ` (${counts(s.byGrammar)})` : ""}`,
    `  markup spans stripped  ${s.stripped}`,
    `  phantom retries        ${s.phantom}`
  ].join("\n");
}
function copy(block) {
  try {
    return structuredClone(block);
  } catch {
    return { ...block };
  }
}
function repairEntry(original, report, model) {
  const blocks = Array.isArray(original.content) ? original.content : [];
  const data = {
    v: ENTRY_VERSION,
    calls: report.calls.map((c) => ({ id: c.id, tool: c.tool, result: c.result.outcome === "repaired" ? { outcome: c.result.outcome, rules: [...c.result.rules], arguments: c.result.arguments } : { outcome: c.result.outcome, rules: [...c.result.rules] } })),
    recovered: report.recovered.map((r) => ({ grammar: r.grammar, name: r.name, arguments: r.arguments })),
    stripped: report.stripped,
    phantom: report.phantom,
    changed: report.changed,
    // a copy: pi may keep the entry in memory until the session file is first written
    input: blocks.filter((b) => isPlainObject(b) && b.type === "toolCall").map(copy)
  };
  if (model)
    data.model = model;
  return data;
}
var OUTCOMES = /* @__PURE__ */ new Set(["valid", "repaired", "unrepairable"]);
var isStrings = (v) => Array.isArray(v) && v.every((x) => typeof x === "string");
function readEntry(entry) {
  if (!isPlainObject(entry) || entry.type !== "custom" || entry.customType !== ENTRY_TYPE)
    return void 0;
  const d = entry.data;
  if (!isPlainObject(d) || d.v !== ENTRY_VERSION)
    return void 0;
  if (d.mode === null)
    return { kind: "mode", mode: void 0 };
  if (typeof d.mode === "string")
    return MODES.includes(d.mode) ? { kind: "mode", mode: d.mode } : void 0;
  if (!Array.isArray(d.calls) || !Array.isArray(d.recovered) || !Array.isArray(d.input) || typeof d.stripped !== "number" || typeof d.phantom !== "boolean" || typeof d.changed !== "boolean")
    return void 0;
  for (const c of d.calls) {
    if (!isPlainObject(c) || typeof c.id !== "string" || typeof c.tool !== "string" || !isPlainObject(c.result))
      return void 0;
    if (!OUTCOMES.has(c.result.outcome) || !isStrings(c.result.rules))
      return void 0;
  }
  for (const r of d.recovered)
    if (!isPlainObject(r) || typeof r.grammar !== "string" || typeof r.name !== "string")
      return void 0;
  if (!d.input.every(isPlainObject))
    return void 0;
  if (d.model !== void 0 && !(isPlainObject(d.model) && typeof d.model.id === "string"))
    return void 0;
  return { kind: "repair", data: d };
}

// presets/pi-default/dist/pi/pi-api.js
function modelOf(message, ctxModel) {
  if (message && typeof message.model === "string" && message.model) {
    const info = { id: message.model };
    if (typeof message.provider === "string")
      info.provider = message.provider;
    if (typeof message.api === "string")
      info.api = message.api;
    return info;
  }
  if (ctxModel && typeof ctxModel === "object" && typeof ctxModel.id === "string") {
    const m = ctxModel;
    const info = { id: m.id };
    if (typeof m.provider === "string")
      info.provider = m.provider;
    if (typeof m.api === "string")
      info.api = m.api;
    return info;
  }
  return void 0;
}
function liveTools(pi) {
  const map = /* @__PURE__ */ new Map();
  const all = pi.getAllTools();
  let active;
  try {
    const names = pi.getActiveTools?.();
    if (Array.isArray(names))
      active = new Set(names);
  } catch {
    active = void 0;
  }
  for (const tool of all) {
    if (!tool || typeof tool.name !== "string")
      continue;
    if (active && !active.has(tool.name))
      continue;
    const p = tool.parameters;
    map.set(tool.name, p !== null && (typeof p === "object" || typeof p === "boolean") ? p : void 0);
  }
  return map;
}
function modeLeftOn(ctx) {
  try {
    const manager = ctx?.sessionManager;
    const entries = manager?.getEntries?.();
    if (!Array.isArray(entries))
      return false;
    for (let i = entries.length - 1; i >= 0; i--) {
      const ours = readEntry(entries[i]);
      if (ours?.kind === "mode")
        return ours.mode !== void 0;
    }
  } catch {
  }
  return false;
}

// presets/pi-default/dist/pi/command.js
var LAST_KEPT = 50;
function sentArguments(block) {
  if (!block)
    return "?";
  return sentRawArguments(block) ?? jsonText(block.arguments);
}
var SessionStats = class extends RepairCounts {
  /** Newest last, at most LAST_KEPT. */
  last = [];
  reset() {
    super.reset();
    this.last.length = 0;
  }
  #keep(record) {
    this.last.push(record);
    if (this.last.length > LAST_KEPT)
      this.last.shift();
  }
  /** Counts one processed message; true when it was anything but all-valid (nothing else is done for a valid one). */
  record(original, result) {
    if (!this.add(result))
      return false;
    for (const call of result.calls) {
      if (call.result.outcome !== "repaired")
        continue;
      const blocks = Array.isArray(original.content) ? original.content : [];
      const block = blocks.find((b) => b !== null && typeof b === "object" && b.type === "toolCall" && b.id === call.id);
      this.#keep({ tool: call.tool, kind: "repaired", rules: [...call.result.rules], before: sentArguments(block), after: jsonText(call.result.arguments) });
    }
    for (const r of result.recovered) {
      this.#keep({ tool: r.name, kind: "recovered", rules: [r.grammar], before: `(leaked ${r.grammar} markup in text)`, after: jsonText(r.arguments) });
    }
    return true;
  }
};
function statusLine(s) {
  const parts = [];
  if (s.repaired > 0)
    parts.push(`repair ${s.repaired}`);
  if (s.recovered > 0)
    parts.push(`recovered ${s.recovered}`);
  if (s.phantom > 0)
    parts.push(`retry ${s.phantom}`);
  return parts.length > 0 ? parts.join(" \xB7 ") : void 0;
}
function shorten(text, max = 100) {
  let out = "";
  const end = Math.min(text.length, max + 1);
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    out += c === 10 ? "\u23CE" : c === 13 || c === 9 ? " " : text[i];
  }
  return text.length > max ? out.slice(0, max - 1) + "\u2026" : out;
}
function formatStats(s) {
  return formatCounts(s);
}
function formatLast(s, n, width = 100) {
  if (s.last.length === 0)
    return "pi-tool-repair: nothing repaired in this session yet";
  const shown = s.last.slice(-Math.max(1, n));
  const lines = [`pi-tool-repair: last ${shown.length} of ${s.last.length} kept`];
  shown.forEach((r, i) => {
    const what = r.kind === "repaired" ? `rules ${r.rules.join(", ") || "-"}` : `recovered by ${r.rules[0] ?? "?"}`;
    lines.push(`${i + 1}. ${r.tool} \xB7 ${what}`, `   before: ${shorten(r.before, width)}`, `   after:  ${shorten(r.after, width)}`);
  });
  return lines.join("\n");
}
function grammarLabel(plugin) {
  const of = plugin.meta?.variantOf;
  return typeof of === "string" ? `${plugin.name} (variant of ${of})` : plugin.name;
}
function formatStatus(info) {
  const lines = [`pi-tool-repair in pi ${info.hostVersion ?? "(version unknown)"}, model ${info.model ?? "(none)"}`];
  lines.push("  presets:");
  lines.push("    @pi-tool-repair/preset-pi-default (always)");
  for (const p of info.presets)
    lines.push(`    ${p.name} (${p.why})`);
  const mode = info.grammarEnabled ? info.grammarMode : "off";
  lines.push(`  grammar mode: ${mode} (${info.grammarWhy})`);
  lines.push(`  grammars on: ${info.grammarEnabled && info.grammars.length > 0 ? info.grammars.join(", ") : "none"}`);
  const file = info.configFile === void 0 ? "(none)" : `${info.configFile}${info.configFound ? "" : " (not found: defaults)"}`;
  lines.push(`  config: ${file}`);
  if (info.configErrors.length === 0)
    lines.push("  config problems: none");
  else
    for (const e of info.configErrors)
      lines.push(`  config problem: ${e.startsWith("[pi-tool-repair] ") ? e.slice(17) : e}`);
  lines.push(`  status line: ${info.statusLine ? "on" : "off"} \xB7 notify: ${info.notify ? "on" : "off"}`);
  return lines.join("\n");
}
function formatMode(mode, before) {
  return `pi-tool-repair: grammar mode ${before} \u2192 ${mode} for this session only (the config file is unchanged)`;
}
var SUBCOMMANDS = ["stats", "last", "mode", "doctor"];
var COMMAND_USAGE = "usage: /tool-repair [stats | last [N] | mode recover|strip|off | doctor]";
function parseCommand(text) {
  const words = text.trim().slice(0, 200).split(/\s+/).filter((w) => w !== "");
  const [sub, arg, extra] = words;
  if (sub === void 0)
    return { kind: "status" };
  if (extra !== void 0)
    return { kind: "usage", problem: `too many arguments` };
  switch (sub) {
    case "stats":
    case "doctor":
      return arg === void 0 ? { kind: sub } : { kind: "usage", problem: `${sub} takes no argument` };
    case "last": {
      if (arg === void 0)
        return { kind: "last", n: 5 };
      const n = /^[0-9]{1,4}$/.test(arg) ? Number(arg) : NaN;
      return n >= 1 ? { kind: "last", n } : { kind: "usage", problem: `last N: N must be a whole number \u2265 1 (got ${JSON.stringify(arg)})` };
    }
    case "mode":
      return MODES.includes(arg) ? { kind: "mode", mode: arg } : { kind: "usage", problem: `mode must be recover, strip or off (got ${arg === void 0 ? "nothing" : JSON.stringify(arg)})` };
    default:
      return { kind: "usage", problem: `unknown subcommand ${JSON.stringify(sub)}` };
  }
}
function completions(prefix) {
  const text = prefix.trimStart();
  if (text.startsWith("mode ")) {
    const rest = text.slice(5).trimStart();
    const hits2 = MODES.filter((m) => m.startsWith(rest)).map((m) => ({ value: `mode ${m}`, label: m }));
    return hits2.length > 0 ? hits2 : null;
  }
  if (text.includes(" "))
    return null;
  const hits = SUBCOMMANDS.filter((s) => s.startsWith(text)).map((s) => ({ value: s, label: s }));
  return hits.length > 0 ? hits : null;
}

export {
  ENTRY_TYPE,
  ENTRY_VERSION,
  repairEntry,
  modelOf,
  liveTools,
  modeLeftOn,
  SessionStats,
  statusLine,
  formatStats,
  formatLast,
  grammarLabel,
  formatStatus,
  formatMode,
  COMMAND_USAGE,
  parseCommand,
  completions
};
