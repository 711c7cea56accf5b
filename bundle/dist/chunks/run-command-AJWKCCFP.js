import { createRequire as __ptrCreateRequire } from "node:module"; const require = __ptrCreateRequire(import.meta.url);
import {
  COMMAND_USAGE,
  ENTRY_VERSION,
  formatLast,
  formatMode,
  formatStats,
  formatStatus,
  grammarLabel,
  liveTools,
  modelOf,
  parseCommand
} from "./chunk-PFSJFGWY.js";
import "./chunk-WIHYHUK4.js";
import {
  NEW_KEYS,
  OLD_KEYS,
  rules
} from "./chunk-QCVGMGL2.js";
import "./chunk-4TCUM3WQ.js";
import {
  SCHEMA_ERROR
} from "./chunk-KJQZJYVY.js";
import {
  isPlainObject
} from "./chunk-S62PELVU.js";
import "./chunk-N5N6Q73W.js";

// presets/pi-default/dist/pi/doctor.js
var COMBINATORS = ["anyOf", "oneOf", "allOf"];
function typesOf(node) {
  const t = node.type;
  const list = typeof t === "string" ? [t] : Array.isArray(t) ? t.filter((x) => typeof x === "string") : void 0;
  if (!list)
    return void 0;
  return new Set(list.map((x) => x === "integer" ? "number" : x));
}
function valuesOf(node) {
  if (Array.isArray(node.enum))
    return node.enum;
  if (Object.prototype.hasOwnProperty.call(node, "const"))
    return [node.const];
  return void 0;
}
function schemaShape(schema, limit = 1e4) {
  const shape = {
    opaque: false,
    fieldTypes: /* @__PURE__ */ new Set(),
    optionalConstrained: false,
    optionalNotNullable: false,
    required: false,
    requiredDefault: false,
    closed: false,
    closedWithTimeout: false,
    stringEnum: false,
    pattern: false,
    containerField: false,
    soleRequiredString: false,
    editArray: false
  };
  if (!isPlainObject(schema)) {
    shape.opaque = schema !== true;
    return shape;
  }
  const stack = [{ node: schema, field: false, optional: false }];
  let seen = 0;
  while (stack.length > 0) {
    const { node, field, optional } = stack.pop();
    if (!isPlainObject(node))
      continue;
    if (++seen > limit) {
      shape.opaque = true;
      break;
    }
    if ("$ref" in node || "$dynamicRef" in node || "not" in node || "if" in node)
      shape.opaque = true;
    const types = typesOf(node);
    const values = valuesOf(node);
    if (field && types)
      for (const t of types)
        shape.fieldTypes.add(t);
    if (values?.some((v) => typeof v === "string"))
      shape.stringEnum = true;
    if (typeof node.pattern === "string")
      shape.pattern = true;
    if (field && types && (types.has("array") || types.has("object")) && !types.has("string"))
      shape.containerField = true;
    if (field && optional && (types || values)) {
      shape.optionalConstrained = true;
      if (types ? !types.has("null") : !values.includes(null))
        shape.optionalNotNullable = true;
    }
    const required = new Set(Array.isArray(node.required) ? node.required.filter((k) => typeof k === "string") : []);
    if (required.size > 0)
      shape.required = true;
    const props = isPlainObject(node.properties) ? node.properties : {};
    if (node.additionalProperties === false) {
      shape.closed = true;
      if ("timeout" in props)
        shape.closedWithTimeout = true;
    }
    for (const [key, value] of Object.entries(props)) {
      if (required.has(key) && isPlainObject(value) && "default" in value)
        shape.requiredDefault = true;
      stack.push({ node: value, field: true, optional: !required.has(key) });
    }
    if (node === schema) {
      if (required.size === 1) {
        const only = props[[...required][0]];
        const t = isPlainObject(only) ? typesOf(only) : void 0;
        shape.soleRequiredString = t !== void 0 && t.size === 1 && t.has("string");
      }
      for (const value of Object.values(props)) {
        const items = isPlainObject(value) ? value.items : void 0;
        const names = isPlainObject(items) && isPlainObject(items.properties) ? items.properties : void 0;
        if (names && OLD_KEYS.some((k) => k in names) && NEW_KEYS.some((k) => k in names))
          shape.editArray = true;
      }
    }
    for (const key of COMBINATORS)
      if (Array.isArray(node[key]))
        for (const member of node[key])
          stack.push({ node: member, field, optional });
    const parts = [];
    if (isPlainObject(node.items))
      parts.push(node.items);
    else if (Array.isArray(node.items))
      parts.push(...node.items);
    if (Array.isArray(node.prefixItems))
      parts.push(...node.prefixItems);
    if (isPlainObject(node.additionalProperties))
      parts.push(node.additionalProperties);
    if (isPlainObject(node.patternProperties))
      parts.push(...Object.values(node.patternProperties));
    for (const part of parts)
      stack.push({ node: part, field: true, optional: false });
  }
  return shape;
}
var RULE_SCOPES = (() => {
  const scopes = {};
  for (const rule of rules)
    if (rule.name !== void 0 && rule.appliesTo)
      scopes[rule.name] = rule.appliesTo;
  return Object.freeze(scopes);
})();
function ruleApplies(rule, schema, shape = schemaShape(schema), keywords) {
  const scope = typeof rule.appliesTo === "function" ? rule.appliesTo : RULE_SCOPES[rule.name];
  if (scope && !shape.opaque) {
    try {
      return scope(shape) !== false;
    } catch {
      return true;
    }
  }
  return rule.fixes === "*" || rule.fixes.some((k) => (keywords ?? schemaKeywords(schema)).has(k));
}
function rulesFor(rules2, schema, off = {}) {
  const shape = schemaShape(schema);
  const keywords = schemaKeywords(schema);
  const can = [];
  const never = [];
  for (const rule of rules2) {
    if (off[rule.name] === false)
      continue;
    (ruleApplies(rule, schema, shape, keywords) ? can : never).push(rule.name);
  }
  return { can, never };
}
var NAME_MAPS = /* @__PURE__ */ new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]);
function schemaKeywords(schema, limit = 1e4) {
  const out = /* @__PURE__ */ new Set();
  const seen = /* @__PURE__ */ new Set();
  const stack = [{ node: schema, names: false }];
  while (stack.length > 0 && seen.size < limit) {
    const { node, names } = stack.pop();
    if (node === null || typeof node !== "object" || seen.has(node))
      continue;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const item of node)
        stack.push({ node: item, names: false });
      continue;
    }
    for (const [key, value] of Object.entries(node)) {
      if (names) {
        stack.push({ node: value, names: false });
        continue;
      }
      out.add(key);
      if (key === "enum" || key === "const" || key === "default" || key === "examples" || key === "required")
        continue;
      stack.push({ node: value, names: NAME_MAPS.has(key) });
    }
  }
  return out;
}
var DOCTOR_WIDTH = 100;
function formatDoctor(rows, width = DOCTOR_WIDTH) {
  if (rows.length === 0)
    return "pi-tool-repair doctor: no active tools";
  const lines = [`pi-tool-repair doctor: ${rows.length} active tool${rows.length === 1 ? "" : "s"} \xB7 \u2713 the rule could apply to the tool's schema \xB7 never`];
  const ok = rows.filter((r) => r.problem === void 0);
  const rules2 = [...new Set(ok.flatMap((r) => [...r.rules, ...r.never]))].sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
  const first = Math.max("rule".length, "can apply".length, ...rules2.map((r) => r.length)) + 2;
  const count = (r) => `${r.rules.length}/${r.rules.length + r.never.length}`;
  const colWidth = (r) => Math.max(r.tool.length, count(r).length) + 2;
  for (let start = 0; start < ok.length; ) {
    let end = start;
    let used = 2 + first;
    while (end < ok.length && (end === start || used + colWidth(ok[end]) <= width))
      used += colWidth(ok[end++]);
    const cols = ok.slice(start, end);
    const cell = (text, i) => text.padEnd(colWidth(cols[i]));
    const row = (label, cells) => `  ${label.padEnd(first)}${cells.map(cell).join("")}`.trimEnd();
    if (start > 0)
      lines.push("");
    lines.push(row("rule", cols.map((c) => c.tool)));
    for (const rule of rules2)
      lines.push(row(rule, cols.map((c) => c.rules.includes(rule) ? "\u2713" : c.never.includes(rule) ? "\xB7" : "")));
    lines.push(row("can apply", cols.map(count)));
    start = end;
  }
  for (const r of rows)
    if (r.problem !== void 0)
      lines.push(`  ${r.tool}: ${r.problem}`);
  return lines.join("\n");
}
function doctorRows(host, tools, rctx) {
  const rows = [];
  const rules2 = host.plugins.filter((p) => p.kind === "rule" && p.fixes !== void 0);
  for (const [name, schema] of tools) {
    if (schema === void 0) {
      rows.push({ tool: name, problem: "no schema (calls pass unchecked)", rules: [], never: [] });
      continue;
    }
    let problem;
    try {
      const issue = host.validate({}, schema, rctx).find((i) => i.keyword === SCHEMA_ERROR);
      if (issue)
        problem = `schema does not compile (${issue.message ?? "?"}); calls pass unchecked`;
    } catch (error) {
      problem = `schema does not compile (${error instanceof Error ? error.message : String(error)})`;
    }
    const { can, never } = problem === void 0 ? rulesFor(rules2, schema, rctx.config.rules) : { can: [], never: [] };
    rows.push({ tool: name, problem, rules: can, never });
  }
  return rows;
}

// presets/pi-default/dist/pi/run-command.js
function grammarWhy(s, modelId, enabled) {
  const g = s.runtime.config.grammarRepair;
  if (s.runtime.sessionMode !== void 0)
    return "set by /tool-repair mode for this session only";
  if (g.enabled !== void 0)
    return `grammarRepair.enabled is ${g.enabled} in the config`;
  if (s.runtime.leaks(modelId))
    return "grammarRepair.leakModels matches the model id";
  return enabled ? "switched on by the active model preset" : "off by default for this model";
}
async function statusInfo(state, s, ctx) {
  const model = state.lastModel ?? modelOf(void 0, ctx?.model);
  const chosen = s.runtime.hostFor(model?.id);
  const rctx = s.runtime.contextFor(chosen.host, model, /* @__PURE__ */ new Map(), state.log);
  const g = rctx.config.grammar;
  const grammars = chosen.host.plugins.filter((p) => p.kind === "grammar" && (g.grammars === void 0 ? !("namedOnly" in p && p.namedOnly === true) : g.grammars.includes(p.name))).map(grammarLabel);
  return {
    hostVersion: state.piVersion,
    model: model?.id,
    presets: chosen.presets.map((p) => ({ name: p.name, why: s.runtime.whyActive(p, model?.id) ?? "active" })),
    grammarEnabled: g.enabled,
    grammarMode: g.mode,
    grammarWhy: grammarWhy(s, model?.id, g.enabled),
    grammars,
    configFile: s.loaded?.file,
    configFound: s.loaded?.found === true,
    configErrors: state.problems,
    statusLine: s.loaded.config.statusLine !== false,
    notify: s.loaded.config.notify === true
  };
}
async function runCommand(state, args, ctx) {
  const parsed = parseCommand(typeof args === "string" ? args : "");
  if (parsed.kind === "usage")
    return state.output(ctx, `pi-tool-repair: ${parsed.problem}
${COMMAND_USAGE}`, "warning");
  if (parsed.kind === "stats")
    return state.output(ctx, formatStats(state.stats));
  if (parsed.kind === "last")
    return state.output(ctx, formatLast(state.stats, parsed.n));
  const s = await state.ready(ctx);
  if (!s)
    return state.output(ctx, "pi-tool-repair: failed to start (see the log); nothing is repaired", "warning");
  if (parsed.kind === "status")
    return state.output(ctx, formatStatus(await statusInfo(state, s, ctx)));
  if (parsed.kind === "doctor") {
    const model = state.lastModel ?? modelOf(void 0, ctx?.model);
    const { host } = s.runtime.hostFor(model?.id);
    const tools = liveTools(state.pi);
    return state.output(ctx, formatDoctor(doctorRows(host, tools, s.runtime.contextFor(host, model, tools, state.log))));
  }
  const info = await statusInfo(state, s, ctx);
  const before = info.grammarEnabled ? info.grammarMode : "off";
  s.runtime.setSessionMode(parsed.mode);
  state.entry({ v: ENTRY_VERSION, mode: parsed.mode });
  return state.output(ctx, formatMode(parsed.mode, before));
}
export {
  runCommand
};
