/**
 * `/tool-repair doctor`, all of it: which rules could ever apply to each live tool's schema, decided from the
 * schema's shape, and the table that shows it.
 *
 * One bounded walk sums the schema up (`schemaShape`: the host's `SchemaShape`, which types its fields take,
 * which fields are optional, required, closed, enumerated …). Each rule is then asked, in this order:
 * 1. its own `appliesTo(shape)`, declared in its `defineRule` (as ESLint's `meta` would); this package's rules
 *    all declare one, read off the rule's `apply` (e.g. dropNullOptional needs an optional field that rejects null);
 * 2. else `RULE_SCOPES`, the same declarations of this package's rules by name (for a bare `{name, fixes}` record);
 * 3. else its `fixes` keywords: it could apply when the schema uses one of them ("*": always).
 * Every answer errs toward "can apply": "never" is said only when the schema has no place the rule acts on.
 * A schema with `$ref`, `not` or `if` is not summed up (where a part applies is not local); keywords decide.
 */
import { SCHEMA_ERROR, type JSONSchema, type RepairContext, type RepairHost, type Rule, type SchemaShape } from "@pi-tool-repair/host";
import { isPlainObject } from "@pi-tool-repair/grammar-kit";
import { NEW_KEYS, OLD_KEYS } from "@pi-tool-repair/rule-fold-legacy-edit";
import { rules as presetRules } from "../preset/plugins.js";

/** A schema summed up: the host's `SchemaShape` (what a rule's `appliesTo` reads), and whether it could be. */
export interface SummedShape extends SchemaShape {
  /** `$ref`, `$dynamicRef`, `not` or `if` somewhere, or too big to walk: not summed up, and `appliesTo` is not asked. */
  opaque: boolean;
  fieldTypes: Set<string>;
}

const COMBINATORS = ["anyOf", "oneOf", "allOf"] as const;

function typesOf(node: Record<string, unknown>): Set<string> | undefined {
  const t = node.type;
  const list = typeof t === "string" ? [t] : Array.isArray(t) ? t.filter((x): x is string => typeof x === "string") : undefined;
  if (!list) return undefined;
  return new Set(list.map((x) => (x === "integer" ? "number" : x)));
}

function valuesOf(node: Record<string, unknown>): unknown[] | undefined {
  if (Array.isArray(node.enum)) return node.enum;
  if (Object.prototype.hasOwnProperty.call(node, "const")) return [node.const];
  return undefined;
}

/** Sums a schema up in one walk of at most `limit` nodes (a bigger schema is treated as opaque). */
export function schemaShape(schema: unknown, limit = 10_000): SummedShape {
  const shape: SummedShape = {
    opaque: false,
    fieldTypes: new Set(),
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
    editArray: false,
  };
  if (!isPlainObject(schema)) {
    shape.opaque = schema !== true;
    return shape;
  }
  // each node with what it is: the root, a field (optional or not), or a part of one (an array item, a map value)
  const stack: { node: unknown; field: boolean; optional: boolean }[] = [{ node: schema, field: false, optional: false }];
  let seen = 0;
  while (stack.length > 0) {
    const { node, field, optional } = stack.pop()!;
    if (!isPlainObject(node)) continue;
    if (++seen > limit) {
      shape.opaque = true;
      break;
    }
    if ("$ref" in node || "$dynamicRef" in node || "not" in node || "if" in node) shape.opaque = true;
    const types = typesOf(node);
    const values = valuesOf(node);
    if (field && types) for (const t of types) shape.fieldTypes.add(t);
    if (values?.some((v) => typeof v === "string")) shape.stringEnum = true;
    if (typeof node.pattern === "string") shape.pattern = true;
    if (field && types && (types.has("array") || types.has("object")) && !types.has("string")) shape.containerField = true;
    if (field && optional && (types || values)) {
      shape.optionalConstrained = true;
      if (types ? !types.has("null") : !values!.includes(null)) shape.optionalNotNullable = true;
    }
    const required = new Set(Array.isArray(node.required) ? node.required.filter((k): k is string => typeof k === "string") : []);
    if (required.size > 0) shape.required = true;
    const props = isPlainObject(node.properties) ? node.properties : {};
    if (node.additionalProperties === false) {
      shape.closed = true;
      if ("timeout" in props) shape.closedWithTimeout = true;
    }
    for (const [key, value] of Object.entries(props)) {
      if (required.has(key) && isPlainObject(value) && "default" in value) shape.requiredDefault = true;
      stack.push({ node: value, field: true, optional: !required.has(key) });
    }
    if (node === schema) {
      if (required.size === 1) {
        const only = props[[...required][0]!];
        const t = isPlainObject(only) ? typesOf(only) : undefined;
        shape.soleRequiredString = t !== undefined && t.size === 1 && t.has("string");
      }
      for (const value of Object.values(props)) {
        const items = isPlainObject(value) ? value.items : undefined;
        const names = isPlainObject(items) && isPlainObject(items.properties) ? items.properties : undefined;
        if (names && OLD_KEYS.some((k) => k in names) && NEW_KEYS.some((k) => k in names)) shape.editArray = true;
      }
    }
    // the members of a union are the same field; items and map values are parts (never optional fields)
    for (const key of COMBINATORS) if (Array.isArray(node[key])) for (const member of node[key] as unknown[]) stack.push({ node: member, field, optional });
    const parts: unknown[] = [];
    if (isPlainObject(node.items)) parts.push(node.items);
    else if (Array.isArray(node.items)) parts.push(...node.items);
    if (Array.isArray(node.prefixItems)) parts.push(...node.prefixItems);
    if (isPlainObject(node.additionalProperties)) parts.push(node.additionalProperties);
    if (isPlainObject(node.patternProperties)) parts.push(...Object.values(node.patternProperties));
    for (const part of parts) stack.push({ node: part, field: true, optional: false });
    // $defs are only reached through $ref, which makes the schema opaque
  }
  return shape;
}

type AppliesTo = (shape: SchemaShape) => boolean;

/** The `appliesTo` each rule of this package declares, by name: for a rule record that carries none of its own. */
export const RULE_SCOPES: Readonly<Record<string, AppliesTo>> = (() => {
  const scopes: Record<string, AppliesTo> = {};
  for (const rule of presetRules as readonly Partial<Rule>[]) if (rule.name !== undefined && rule.appliesTo) scopes[rule.name] = rule.appliesTo;
  return Object.freeze(scopes);
})();

/** A rule as the doctor sees it: its name, its `fixes`, and maybe its own `appliesTo` (a loaded rule may carry anything there). */
export interface DoctorRule {
  name: string;
  fixes: readonly string[] | "*";
  appliesTo?: unknown;
}

/** Whether a rule could ever apply to a schema (see the top of this file for how it is decided). */
export function ruleApplies(rule: DoctorRule, schema: unknown, shape: SummedShape = schemaShape(schema), keywords?: ReadonlySet<string>): boolean {
  const scope = typeof rule.appliesTo === "function" ? (rule.appliesTo as AppliesTo) : RULE_SCOPES[rule.name];
  if (scope && !shape.opaque) {
    try {
      return scope(shape) !== false;
    } catch {
      return true; // a rule's own answer that throws says nothing: it could apply
    }
  }
  return rule.fixes === "*" || rule.fixes.some((k) => (keywords ?? schemaKeywords(schema)).has(k));
}

/** The rules switched on that could ever apply to a schema, and those that never could. */
export function rulesFor(rules: readonly DoctorRule[], schema: unknown, off: Readonly<Record<string, boolean>> = {}): { can: string[]; never: string[] } {
  const shape = schemaShape(schema);
  const keywords = schemaKeywords(schema);
  const can: string[] = [];
  const never: string[] = [];
  for (const rule of rules) {
    if (off[rule.name] === false) continue;
    (ruleApplies(rule, schema, shape, keywords) ? can : never).push(rule.name);
  }
  return { can, never };
}

export interface DoctorRow {
  tool: string;
  /** "no schema", "schema does not compile: …", or "ok". */
  problem: string | undefined;
  /** Rules that could ever apply to the schema (decided from its shape: `ruleApplies`). */
  rules: string[];
  /** Rules that are on but have nothing in the schema to act on. */
  never: string[];
}

const NAME_MAPS = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]);

/** The schema keywords used anywhere in a schema (property names are not keywords), for rules the doctor has no scope for. Bounded: at most `limit` nodes. */
export function schemaKeywords(schema: unknown, limit = 10_000): Set<string> {
  const out = new Set<string>();
  const seen = new Set<object>();
  const stack: { node: unknown; names: boolean }[] = [{ node: schema, names: false }];
  while (stack.length > 0 && seen.size < limit) {
    const { node, names } = stack.pop()!;
    if (node === null || typeof node !== "object" || seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const item of node) stack.push({ node: item, names: false });
      continue;
    }
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      if (names) {
        stack.push({ node: value, names: false });
        continue;
      }
      out.add(key);
      if (key === "enum" || key === "const" || key === "default" || key === "examples" || key === "required") continue;
      stack.push({ node: value, names: NAME_MAPS.has(key) });
    }
  }
  return out;
}

/** How wide one doctor table may get before its tools go on to another table (a TUI notice wraps wider lines). */
export const DOCTOR_WIDTH = 100;

/**
 * The doctor's table: a row per rule, a column per tool with a schema, "✓" where the rule could ever apply to
 * the tool's schema and "·" where it never could; a last row with the counts. More tools than fit in
 * `width` go on to further tables. Tools with no schema or a schema that does not compile are listed below.
 */
export function formatDoctor(rows: readonly DoctorRow[], width = DOCTOR_WIDTH): string {
  if (rows.length === 0) return "pi-tool-repair doctor: no active tools";
  const lines = [`pi-tool-repair doctor: ${rows.length} active tool${rows.length === 1 ? "" : "s"} · ✓ the rule could apply to the tool's schema · never`];
  const ok = rows.filter((r) => r.problem === undefined);
  const rules = [...new Set(ok.flatMap((r) => [...r.rules, ...r.never]))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const first = Math.max("rule".length, "can apply".length, ...rules.map((r) => r.length)) + 2;
  const count = (r: DoctorRow) => `${r.rules.length}/${r.rules.length + r.never.length}`;
  const colWidth = (r: DoctorRow) => Math.max(r.tool.length, count(r).length) + 2;
  for (let start = 0; start < ok.length; ) {
    // as many tools as fit; at least one
    let end = start;
    let used = 2 + first;
    while (end < ok.length && (end === start || used + colWidth(ok[end]!) <= width)) used += colWidth(ok[end++]!);
    const cols = ok.slice(start, end);
    const cell = (text: string, i: number) => text.padEnd(colWidth(cols[i]!));
    const row = (label: string, cells: string[]) => `  ${label.padEnd(first)}${cells.map(cell).join("")}`.trimEnd();
    if (start > 0) lines.push("");
    lines.push(row("rule", cols.map((c) => c.tool)));
    for (const rule of rules) lines.push(row(rule, cols.map((c) => (c.rules.includes(rule) ? "✓" : c.never.includes(rule) ? "·" : ""))));
    lines.push(row("can apply", cols.map(count)));
    start = end;
  }
  for (const r of rows) if (r.problem !== undefined) lines.push(`  ${r.tool}: ${r.problem}`);
  return lines.join("\n");
}

/** The doctor's rows for the live tools: per tool, the rules switched on that could apply and those that never could. */
export function doctorRows(host: RepairHost, tools: ReadonlyMap<string, JSONSchema | undefined>, rctx: RepairContext): DoctorRow[] {
  const rows: DoctorRow[] = [];
  const rules = host.plugins.filter((p): p is typeof p & { fixes: readonly string[] | "*" } => p.kind === "rule" && (p as { fixes?: unknown }).fixes !== undefined);
  for (const [name, schema] of tools) {
    if (schema === undefined) {
      rows.push({ tool: name, problem: "no schema (calls pass unchecked)", rules: [], never: [] });
      continue;
    }
    let problem: string | undefined;
    try {
      const issue = host.validate({}, schema, rctx).find((i) => i.keyword === SCHEMA_ERROR);
      if (issue) problem = `schema does not compile (${issue.message ?? "?"}); calls pass unchecked`;
    } catch (error) {
      problem = `schema does not compile (${error instanceof Error ? error.message : String(error)})`;
    }
    const { can, never } = problem === undefined ? rulesFor(rules, schema, rctx.config.rules) : { can: [], never: [] };
    rows.push({ tool: name, problem, rules: can, never });
  }
  return rows;
}
