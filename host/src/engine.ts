/** The engine: validate-then-repair for one tool call's arguments. */
import { cloneJson, describeError } from "@pi-tool-repair/grammar-kit";
import type { Hint, Issue, JSONSchema, RepairContext, RepairResult } from "./types.js";
import { Draft } from "./draft.js";
import { SCHEMA_ERROR } from "./validator.js";
import { frozenSchema, frozenTools, notPlainJson } from "./boundary.js";
import type { Hooks } from "./host.js";

/** The lists of a valid result: frozen and shared, so the check of a valid call allocates only its result. */
const NO_RULES: string[] = Object.freeze([]) as unknown as string[];
const NO_HINTS: Hint[] = Object.freeze([]) as unknown as Hint[];

/** How many times the rules may run over a draft (a rule may fix what a previous one produced). */
export const MAX_REPAIR_PASSES = 4;

/** What the engine needs of the host: its `repair` hook and its validator. */
export interface Engine {
  readonly hooks: Pick<Hooks, "repair">;
  validate(value: unknown, schema: JSONSchema, ctx: RepairContext): Issue[];
}

/**
 * Validate-then-repair for one tool call. A valid input comes back as the same object; otherwise a
 * clone is repaired by the `repair` hook (bounded passes) and committed only if it validates.
 * A string `input` is the raw arguments text.
 */
export function repairArguments(host: Engine, tool: string, input: unknown, schema: JSONSchema, ctx: RepairContext): RepairResult {
  // Rules see a deep-frozen copy of the schema (made once per schema object): a rule that writes to it
  // throws and is rolled back, and the live schema pi validates with is never changed. Validating with
  // the same copy keeps one compiled validator per schema.
  let rulesSchema: JSONSchema;
  try {
    rulesSchema = frozenSchema(schema);
  } catch (error) {
    return unrepairable(input, [{ rule: "validate", path: "", message: `tool "${tool}": the schema cannot be read (${describeError(error)})` }]);
  }
  const issues = host.validate(input, rulesSchema, ctx);
  if (issues.length === 0) return { outcome: "valid", arguments: input, rules: NO_RULES, hints: NO_HINTS };
  const schemaError = issues.find((i) => i.keyword === SCHEMA_ERROR);
  if (schemaError) return unrepairable(input, [{ rule: "validate", path: "", message: `tool "${tool}": ${schemaError.message}` }]);
  let draft: Draft;
  try {
    // the rules work on a clone: the original arguments are never changed
    draft = new Draft({
      tool,
      schema: rulesSchema,
      root: cloneJson(input),
      rawText: typeof input === "string" ? input : undefined,
      validate: (value) => host.validate(value, rulesSchema, ctx),
    });
    const rulesCtx: RepairContext = { ...ctx, tools: frozenTools(ctx.tools) };
    for (let pass = 0; pass < MAX_REPAIR_PASSES; pass++) {
      const before = draft.version;
      host.hooks.repair.call(draft, rulesCtx);
      if (draft.version === before || draft.valid || draft.vetoed) break;
    }
  } catch (error) {
    const message = `repair threw ${describeError(error)}; kept the original`;
    ctx.log.warn(`[pi-tool-repair] tool=${tool} ${message}`);
    return unrepairable(input, [{ rule: "repair", path: "", message }]);
  }
  if (draft.vetoed) return unrepairable(input, [draft.vetoed, ...draft.faults]);
  if (draft.version > 0 && draft.valid) {
    // the boundary: only plain JSON is committed (no cycle, BigInt, function, undefined, NaN, class instance)
    const why = notPlainJson(draft.root);
    if (why !== undefined) {
      const message = `rules ${[...draft.rules].join(",") || "-"} left arguments that are not plain JSON (${why}); kept the original`;
      ctx.log.warn(`[pi-tool-repair] tool=${tool} ${message}`);
      return unrepairable(input, [...draft.faults, { rule: "repair", path: "", message }]);
    }
    return { outcome: "repaired", arguments: draft.root, rules: [...draft.rules], hints: [...draft.hints, ...draft.faults] };
  }
  const left: Hint[] = issues.map((i) => ({ rule: "validate", path: i.instancePath, message: describeIssue(i) }));
  return unrepairable(input, [...draft.faults, ...left]);
}

export function unrepairable(input: unknown, hints: Hint[]): RepairResult {
  return { outcome: "unrepairable", arguments: input, rules: [], hints };
}

function describeIssue(issue: Issue): string {
  const key = issue.params.missingProperty ?? issue.params.additionalProperty;
  return `${issue.instancePath || "/"} ${issue.message}${typeof key === "string" && !issue.message.includes(key) ? ` (${key})` : ""}`;
}
