/**
 * The engine: validate-then-repair for one tool call's arguments (`repairArguments`), and for every toolCall
 * block of a message (`repairCalls`), on the host's `validate` and `repair` hooks.
 */
import { cloneJson, describeError } from "@pi-tool-repair/grammar-kit";
import { isToolCallBlock, notPlainJson } from "../contract/index.js";
import type { ArgumentsErrorReader, AssistantMessage, Block, Hint, Hooks, Issue, JSONSchema, RepairContext, RepairResult, ToolCallReport } from "../contract/index.js";
import { ArgumentsDraft } from "./draft.js";
import { NO_ISSUES, SCHEMA_ERROR, validateWithAjv } from "./validator.js";
import { frozenSchema, frozenTools } from "./frozen-schema.js";

/** The lists of a valid result: frozen and shared (typed readonly), so the check of a valid call allocates only its result. */
const NO_RULES: readonly string[] = Object.freeze([]);
const NO_HINTS: readonly Hint[] = Object.freeze([]);

/** How many times the rules may run over a draft (a rule may fix what a previous one produced). */
export const MAX_REPAIR_PASSES = 4;

/** Runs the `validate` hook (ajv unless a plugin replaced it); a validator that throws falls back to ajv. */
export function validate(hooks: Hooks, value: unknown, schema: JSONSchema, ctx: RepairContext): readonly Issue[] {
  try {
    return hooks.validate.call(value, schema, ctx) ?? NO_ISSUES;
  } catch (error) {
    ctx.log.warn(`[pi-tool-repair] validate threw ${describeError(error)}; using ajv`);
    return validateWithAjv(value, schema);
  }
}

/**
 * Validate-then-repair for one tool call. A valid input comes back as the same object; otherwise a
 * clone is repaired by the `repair` hook (bounded passes) and committed only if it validates.
 * A string `input` is the raw arguments text.
 */
export function repairArguments(hooks: Hooks, tool: string, input: unknown, schema: JSONSchema, ctx: RepairContext): RepairResult {
  // Rules see a deep-frozen copy of the schema (made once per schema object): a rule that writes to it
  // throws and is rolled back, and the live schema pi validates with is never changed. Validating with
  // the same copy keeps one compiled validator per schema.
  let rulesSchema: JSONSchema;
  try {
    rulesSchema = frozenSchema(schema);
  } catch (error) {
    return unrepairable(input, [{ rule: "validate", path: "", message: `tool "${tool}": the schema cannot be read (${describeError(error)})` }]);
  }
  const issues = validate(hooks, input, rulesSchema, ctx);
  if (issues.length === 0) return { outcome: "valid", arguments: input, rules: NO_RULES, hints: NO_HINTS };
  const schemaError = issues.find((i) => i.keyword === SCHEMA_ERROR);
  if (schemaError) return unrepairable(input, [{ rule: "validate", path: "", message: `tool "${tool}": ${schemaError.message}` }]);
  let draft: ArgumentsDraft;
  try {
    // the rules work on a clone: the original arguments are never changed
    draft = new ArgumentsDraft({
      tool,
      schema: rulesSchema,
      root: cloneJson(input),
      rawText: typeof input === "string" ? input : undefined,
      validate: (value) => validate(hooks, value, rulesSchema, ctx),
    });
    const rulesCtx: RepairContext = { ...ctx, tools: frozenTools(ctx.tools) };
    for (let pass = 0; pass < MAX_REPAIR_PASSES; pass++) {
      const before = draft.version;
      hooks.repair.call(draft, rulesCtx);
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

/** An unrepairable result: the original arguments, and why. */
export function unrepairable(input: unknown, hints: Hint[]): RepairResult {
  return { outcome: "unrepairable", arguments: input, rules: [], hints };
}

function describeIssue(issue: Issue): string {
  const key = issue.params.missingProperty ?? issue.params.additionalProperty;
  return `${issue.instancePath || "/"} ${issue.message}${typeof key === "string" && !issue.message.includes(key) ? ` (${key})` : ""}`;
}

/** Without a reader, an `argumentsError` is the caller's to report. */
const NO_READER: ArgumentsErrorReader = () => ({ hint: "argumentsError cannot be read (no reader registered); left as it is" });

/** Validate-then-repair of every toolCall block that has a schema; the raw text of an `argumentsError` is repaired instead of `arguments`. */
export function repairCalls(hooks: Hooks, readArgumentsError: ArgumentsErrorReader | undefined, message: AssistantMessage, ctx: RepairContext): { message: AssistantMessage; calls: ToolCallReport[] } {
  const blocks = message.content;
  // at most one report per block: made at that length and cut to the reports made (a list grown by push is
  // copied a dozen times on its way to thousands of calls)
  const calls: ToolCallReport[] = blocks.length > 16 ? new Array<ToolCallReport>(blocks.length) : [];
  let made = 0;
  let content: Block[] | undefined;
  const read = readArgumentsError ?? NO_READER;
  // an indexed loop, not forEach: no closure per message, and a message can hold thousands of calls
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index];
    if (!isToolCallBlock(block) || typeof block.name !== "string") continue;
    const call = block;
    const schema = ctx.tools.get(call.name);
    if (schema === undefined) continue;
    let input = call.arguments;
    if (typeof call.argumentsError === "string" && call.argumentsError) {
      const raw = read(call.argumentsError);
      if ("hint" in raw) {
        // nothing to repair from: the caller reports its own error
        calls[made++] = { index, id: call.id, tool: call.name, result: unrepairable(call.arguments, [{ rule: "repair", path: "", message: `tool "${call.name}": ${raw.hint}` }]) };
        continue;
      }
      input = raw.text;
    }
    const result = repairArguments(hooks, call.name, input, schema, ctx);
    calls[made++] = { index, id: call.id, tool: call.name, result };
    if (result.outcome !== "repaired") continue;
    content ??= [...blocks];
    const { argumentsError: _dropped, ...rest } = call;
    content[index] = { ...rest, arguments: result.arguments };
  }
  calls.length = made;
  return { message: content ? { ...message, content } : message, calls };
}
