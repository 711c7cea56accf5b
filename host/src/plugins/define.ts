/** The definitions: `defineRule`, `defineGrammar` and `definePreset` turn a spec into a plugin that taps its hook. */
import { describeError } from "@pi-tool-repair/grammar-kit";
import { STAGE, type Candidate, type Draft, type Grammar, type GrammarSpec, type PluginOptions, type Preset, type RepairContext, type RepairHost, type Rule, type RuleSpec, type ScanInput } from "../contract/index.js";
import { walkMarkers, type GrammarWalk } from "../recover/walk.js";
import { bindIssue, issueKey } from "./rule-issue.js";
import { optionsOf } from "./options.js";

const MAX_ATTEMPTS_PER_PASS = 64;

/**
 * Makes a repair rule out of its spec: the returned plugin taps the `repair` hook and calls `spec.apply` once
 * per validation issue whose keyword is in `spec.fixes`, re-reading the issues after each change. A rule
 * switched off in the config (`rules: { [name]: false }`) or a vetoed draft is skipped; an `apply` that throws
 * is rolled back and logged, and the other rules go on.
 *
 * @example
 * ```js
 * import { defineRule, STAGE } from "@pi-tool-repair/host";
 * export const wrapCommaList = defineRule({
 *   name: "wrapCommaList", host: "^1.0.0", stage: STAGE.WRAP, fixes: ["type"],
 *   apply(issue, draft) {
 *     if (typeof issue.value !== "string" || !issue.expects("array")) return;
 *     draft.set(issue.path, issue.value.split(",").map((s) => s.trim()));
 *     return "split a comma list";
 *   },
 * });
 * ```
 * @param spec - the rule: its name, the host range, its stage, the keywords it fixes and its `apply`.
 * @returns a plugin for `host.use()`, a preset's `plugins` or the config's `plugins`.
 */
export function defineRule<O extends PluginOptions = PluginOptions>(spec: RuleSpec<O>): Rule {
  const fixes = spec.fixes === "*" ? undefined : new Set(spec.fixes);
  const run = (draft: Draft, ctx: RepairContext): Draft => {
    if (ctx.config.rules[spec.name] === false || draft.vetoed) return draft;
    const options = optionsOf(ctx, spec) as O;
    let tried: Set<string> | undefined; // made at the first issue this rule answers
    let attempts = 0;
    restart: for (;;) {
      for (const issue of draft.issues) {
        if (draft.vetoed) break restart;
        if (fixes && !fixes.has(issue.keyword)) continue;
        const id = `${issue.keyword}\0${issue.instancePath}\0${issueKey(issue) ?? ""}\0${issue.schemaPath}`;
        tried ??= new Set();
        if (tried.has(id)) continue;
        tried.add(id);
        if (++attempts > MAX_ATTEMPTS_PER_PASS) break restart;
        const bound = bindIssue(issue, draft);
        const mark = draft.mark();
        const version = draft.version;
        try {
          const result = spec.apply(bound, draft, ctx, options);
          if (draft.version !== version) {
            const path = typeof result === "object" && result ? result.path : issue.instancePath;
            const message = typeof result === "object" && result ? result.message : result || "changed";
            draft.hint(spec.name, path, message);
            continue restart; // the issues changed: read them again
          }
        } catch (error) {
          draft.rollback(mark);
          const message = `threw ${describeError(error)}; skipped`;
          draft.fault(spec.name, issue.instancePath, message);
          ctx.log.warn(`[pi-tool-repair] rule ${spec.name}${spec.package ? ` (${spec.package})` : ""} ${message}`);
        }
      }
      break;
    }
    return draft;
  };
  const rule: Rule = {
    name: spec.name,
    host: spec.host,
    stage: spec.stage,
    kind: "rule",
    fixes: spec.fixes,
    run,
    apply(host: RepairHost) {
      host.hooks.repair.tap(spec.name, run);
    },
  };
  if (spec.package !== undefined) rule.package = spec.package;
  if (spec.before !== undefined) rule.before = spec.before;
  if (spec.appliesTo !== undefined) rule.appliesTo = spec.appliesTo;
  if (spec.description !== undefined) rule.description = spec.description;
  if (spec.options !== undefined) rule.options = spec.options;
  return rule;
}

/**
 * Makes a leaked-grammar parser out of its spec: the returned plugin taps the `recover` hook (and
 * `stripGrammar` when the spec has one). The host finds every loaded grammar's `markers` in one pass and
 * calls `spec.scan(text, at, input)` only at this grammar's own marker positions, outside inert text (code,
 * `<think>` spans, thinking blocks) unless `inCode` / `inThinking` say otherwise. A grammar not listed in
 * `grammar.grammars` of the config is skipped.
 *
 * @param spec - the family name, the host range, the literal markers and a forward-only `scan`.
 * @returns a plugin for `host.use()`, a preset's `plugins` or the config's `plugins`.
 */
export function defineGrammar<O extends PluginOptions = PluginOptions>(spec: GrammarSpec<O>): Grammar {
  const inThinking = spec.inThinking ?? false;
  const inCode = spec.inCode ?? false;
  const bare = spec.bare ?? [];
  // what the walk needs of this grammar, made once: the walk is the `recover` tap
  const walk: GrammarWalk<O> = { spec, inThinking, inCode, bare, options: (ctx) => optionsOf(ctx, spec) as O };
  const collect = (candidates: Candidate[], input: ScanInput, ctx: RepairContext): Candidate[] => walkMarkers(walk, candidates, input, ctx);
  const grammar: Grammar = {
    name: spec.name,
    host: spec.host,
    stage: spec.stage ?? STAGE.DEFAULT,
    kind: "grammar",
    markers: spec.markers,
    inThinking,
    inCode,
    bare,
    owns: spec.owns ?? [],
    literals: spec.literals ?? [],
    scan: spec.scan,
    collect,
    apply(host: RepairHost) {
      host.registerMarkers(spec.markers, grammar.owns, grammar.literals);
      host.hooks.recover.tap(spec.name, collect);
      const strip = spec.stripGrammar;
      if (strip) host.hooks.stripGrammar.tap(spec.name, strip);
    },
  };
  if (spec.package !== undefined) grammar.package = spec.package;
  if (spec.before !== undefined) grammar.before = spec.before;
  if (spec.options !== undefined) grammar.options = spec.options;
  if (spec.meta !== undefined) grammar.meta = spec.meta;
  if (spec.onlyWhenNamed === true) grammar.onlyWhenNamed = true;
  return grammar;
}

export function definePreset(preset: Preset): Preset {
  return preset;
}

export function isPreset(value: unknown): value is Preset {
  return typeof value === "object" && value !== null && Array.isArray((value as Preset).plugins) && typeof (value as { apply?: unknown }).apply !== "function";
}
