/** Plugin, rule, grammar and preset definitions: the contract third-party packages build on. */
import { describeError, lowerBound, mergeAscending, type OwnedMarkup, type Positions, type RecoveredCall } from "@pi-tool-repair/grammar-kit";
import type { AssistantMessage, HostConfig, JSONSchema, RepairContext } from "./types.js";
import type { Draft, RuleIssue } from "./draft.js";
import { bindIssue, issueKey } from "./draft.js";
import type { RepairHost } from "./host.js";
import { optionsOf, type PluginOptions } from "./options.js";

/** Named stages with gaps of 100; a rule picks one and may sit between them. */
export const STAGE = Object.freeze({
  /** Raw text and envelopes: get an object out of what the model sent. */
  RAW: 50,
  RENAME: 100,
  DROP: 200,
  PARSE: 300,
  WRAP: 400,
  CONVERT: 500,
  /** Plugins that declare no stage. */
  DEFAULT: 1000,
});

export interface RepairPlugin {
  /** The plugin's name: a rule's camelCase name, a grammar's family, or the package name. */
  name: string;
  /** The npm package that ships it (named in errors). */
  package?: string;
  /** Semver range of the host API it was written for, e.g. "^1.0.0". */
  host: string;
  /** Order: lower first. Default `STAGE.DEFAULT`. */
  stage?: number;
  /** Names of plugins this one must run before (ignored when not loaded). */
  before?: readonly string[];
  kind?: "rule" | "grammar" | "plugin";
  /**
   * The plugin's options, as a JSON Schema of an object (like ESLint's `meta.schema`): each property's type and
   * `default`. Users and presets set them under `config.options[name]`; read them with `optionsOf(ctx, plugin)`.
   */
  options?: JSONSchema;
  apply(host: RepairHost): void;
}

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends readonly unknown[] ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K] };
export type ConfigInput = DeepPartial<HostConfig> & { [key: string]: unknown };

export interface Preset {
  name: string;
  plugins: readonly RepairPlugin[];
  /** Presets this one extends; theirs apply first. */
  presets?: readonly Preset[];
  config?: ConfigInput;
  /** Case-insensitive regex fragments of the model ids this preset is for. */
  models?: readonly string[];
  description?: string;
}

/** What a rule's `apply` may return: a one-line hint, a hint at another path, or nothing (not ours). */
export type RuleResult = string | { path: string; message: string } | undefined | void;

/** What {@link defineRule} takes. */
/**
 * A tool schema summed up for the question "could this rule ever change a call to this tool?": what a rule's
 * {@link RuleSpec.appliesTo} reads. A reader such as the pi preset's `/tool-repair doctor` builds it in one
 * bounded walk. A "field" is a property's schema, the members of its unions, its array items and map values.
 * A schema with `$ref`, `$dynamicRef`, `not` or `if` is not summed up (where a part applies is not local):
 * `appliesTo` is then not asked, and the rule's `fixes` keywords decide.
 */
export interface SchemaShape {
  /** Types declared by fields (not the root): "string", "number" ("integer" counts as number), "boolean", "array", "object", "null". */
  fieldTypes: ReadonlySet<string>;
  /** An optional field that constrains its value (a type, enum or const). */
  optionalConstrained: boolean;
  /** An optional field that rejects null (its types or enum leave null out). */
  optionalNotNullable: boolean;
  /** A `required` list with a name in it. */
  required: boolean;
  /** A required field with a `default`. */
  requiredDefault: boolean;
  /** `additionalProperties: false` somewhere. */
  closed: boolean;
  /** A closed object that has a `timeout` property. */
  closedWithTimeout: boolean;
  /** An `enum` or `const` with a string in it. */
  stringEnum: boolean;
  /** A `pattern`. */
  pattern: boolean;
  /** A field that takes an array or object and not a string. */
  containerField: boolean;
  /** The root requires exactly one property, and that one takes only strings. */
  soleRequiredString: boolean;
  /** A root property that is an array of edits (items with an old-text and a new-text property, as pi's `edit`). */
  editArray: boolean;
}

export interface RuleSpec<O extends PluginOptions = PluginOptions> {
  /** The rule's camelCase name: what `rules` in the config switches and what hints name. */
  name: string;
  /** The npm package that ships it (named in errors and logs). */
  package?: string;
  /** Semver range of the host API the rule was written for, e.g. `"^1.0.0"`; checked by `host.use()`. */
  host: string;
  /** Where it runs: one of {@link STAGE} (`RAW` 50 … `CONVERT` 500) or a number between them; lower first. */
  stage: number;
  /** Names of rules this one must run before, whatever their stage (ignored when not loaded). */
  before?: readonly string[];
  /** The validation keywords this rule answers (ajv's: "type", "required", "additionalProperties" …), or "*". */
  fixes: readonly string[] | "*";
  /**
   * Where the rule could ever change a call, as ESLint's `meta` says what a rule is about: false when the schema
   * has no place the rule acts on (e.g. `(s) => s.fieldTypes.has("boolean")`). Err toward true. Read by tools
   * that describe a set of rules (the pi preset's `/tool-repair doctor`), never by the repair itself; a rule
   * without it is placed by its `fixes` keywords.
   */
  appliesTo?: (shape: SchemaShape) => boolean;
  description?: string;
  /** The rule's options: a JSON Schema of an object, each property with its `default` (see `RepairPlugin.options`). */
  options?: JSONSchema;
  /**
   * Called once per matching issue; change the draft and return a hint, or return nothing. `options` are the
   * rule's options in this context, validated against `options` of the spec, defaults filled in.
   */
  apply(issue: RuleIssue, draft: Draft, ctx: RepairContext, options: O): RuleResult;
}

export interface Rule extends RepairPlugin {
  kind: "rule";
  stage: number;
  fixes: readonly string[] | "*";
  /** The spec's `appliesTo`, when it declares one. */
  appliesTo?: (shape: SchemaShape) => boolean;
  description?: string;
  /** Runs the rule over the draft once (what the `repair` tap does). */
  run(draft: Draft, ctx: RepairContext): Draft;
}

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
        const bound = bindIssue(issue, draft, ctx);
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

/** One tool call a grammar found. `arguments` is the decoded JSON value. */
export type { RecoveredCall };

/** What `scan` returns for the markup that starts at a marker. */
export interface ScanResult {
  /** Where the markup starts (default: the marker position). Must not lie before the previous result's end. */
  start?: number;
  /** One past the last character of the markup. */
  end: number;
  /** The complete calls found; `[]` = markup to strip that runs nothing (a dangling marker). */
  calls: RecoveredCall[];
  /** Visible text that replaces the markup (default: nothing). */
  replacement?: string;
}

export interface Candidate extends ScanResult {
  grammar: string;
  start: number;
  /** Whether it starts at one of the grammar's `bare` markers (plain text such as `{`): it must stand on its own line. */
  bare?: boolean;
}

export interface ScanInput {
  readonly text: string;
  readonly kind: "text" | "thinking";
  /**
   * Every loaded grammar's markers → ascending positions in `text`, found in one pass. The lists are valid
   * during this scan only: the host reuses their memory for the next text.
   */
  readonly markers: ReadonlyMap<string, Positions>;
  /** The markup every loaded grammar owns (its `owns`): what a bare-JSON grammar leaves alone (`insideOtherMarkup`). */
  readonly owned: readonly OwnedMarkup[];
  /**
   * Inside an inert region: text Markdown shows as code or quotes (fenced and indented code blocks, inline
   * code, block quotes, table rows, HTML `<code>`/`<pre>`), or hides or folds (HTML comments, `<details>`,
   * `<thinking>`, `<reasoning>`); see `codeRanges`.
   */
  isInert(pos: number): boolean;
  /** Inside a reasoning span (`<think>…</think>` and the like) of a text block. */
  inThink(pos: number): boolean;
  /** `text.indexOf(literal, from)`, memoized so repeated forward searches stay linear. */
  indexOf(literal: string, from: number): number;
  /** The first of `literals` at or after `from` (the earliest; the first listed on a tie), memoized like `indexOf`. */
  indexOfAny(literals: readonly string[], from: number): { at: number; literal: string } | undefined;
  /** The schema of a tool, when the context has it (to type XML parameter values). */
  schemaOf(name: string): JSONSchema | undefined;
  /** Whether a tool of that name is declared (always true when known tools are not required). */
  isKnownTool(name: string): boolean;
  /** The names of the declared tools (none when the context declares none), e.g. to find the one tool whose schema fits. */
  toolNames?(): readonly string[];
}

/** What {@link defineGrammar} takes. */
export interface GrammarSpec<O extends PluginOptions = PluginOptions> {
  /** The family: `dsml`, `hermes`, `mistral` … (what `grammar.grammars` in the config and `--grammars` name). */
  name: string;
  /** The npm package that ships it (named in errors and logs). */
  package?: string;
  /** Semver range of the host API the grammar was written for, e.g. `"^1.0.0"`. */
  host: string;
  stage?: number;
  before?: readonly string[];
  /** Literal strings that can start this grammar's markup. */
  markers: readonly string[];
  /** Whether calls in reasoning (a thinking block, or a `<think>` span) are real calls. Default false. */
  inThinking?: boolean;
  /** Whether a marker inside fenced or inline code may start markup. Default false (code is inert). */
  inCode?: boolean;
  /**
   * The markers that are plain text, not special tokens (`{` and `[` of bare JSON or pythonic calls). A call
   * that starts at one is only a call when it stands on its own line (after optional whitespace, up to the
   * line end, or next to other markup that is stripped): in the middle of a sentence it is prose.
   */
  bare?: readonly string[];
  /**
   * The markup this grammar owns: `{ open, close }` for an opener and its closer (`<tool_call>` …
   * `</tool_call>`), `{ open }` for a token that owns the rest of its line (`[TOOL_CALLS]`). JSON inside it is
   * this grammar's to accept or refuse, so bare-JSON grammars leave it alone. Each `open` is one of `markers`.
   */
  owns?: readonly OwnedMarkup[];
  /**
   * Other strings the scan looks for with `input.indexOf` or `input.indexOfAny` (a separator, an inner tag, a
   * closer the grammar does not own): the host finds them in its one pass over the text with every marker, so
   * such a search reads their positions instead of the text. Optional, for speed only: any string may be
   * searched without being listed. List distinctive strings of a few characters, not ones that fill ordinary
   * text (`"\n"`, a quote).
   */
  literals?: readonly string[];
  /** The grammar's options: a JSON Schema of an object, each property with its `default` (see `RepairPlugin.options`). */
  options?: JSONSchema;
  /**
   * From the marker at `at`, forward only: the markup's extent and its calls, or `undefined`. Optionally a
   * position `p > at` instead of `undefined`: nothing of this grammar starts before `p` (at none of its
   * markers), so the host skips its markers up to there without calling `scan` (a grammar that knows a long
   * stretch is data, or inside other markup, says so once instead of once per marker in it). A host that does
   * not know this reads a number as `undefined`. `options` are the grammar's options in this context,
   * validated, defaults filled in.
   */
  scan(text: string, at: number, input: ScanInput, options: O): ScanResult | number | undefined;
  /** Optional: clean leaked tokens out of native toolCall blocks (taps `stripGrammar`). */
  stripGrammar?(message: AssistantMessage, ctx: RepairContext): AssistantMessage;
}

export interface Grammar extends RepairPlugin {
  kind: "grammar";
  markers: readonly string[];
  inThinking: boolean;
  inCode: boolean;
  bare: readonly string[];
  owns: readonly OwnedMarkup[];
  /** The strings the scan searches for besides its markers (`GrammarSpec.literals`). */
  literals: readonly string[];
  scan: GrammarSpec<never>["scan"];
  /** Runs the grammar over one scan input (what the `recover` tap does). */
  collect(candidates: Candidate[], input: ScanInput, ctx: RepairContext): Candidate[];
}

/**
 * Above how many position lists a grammar's are merged before its scan (kit `mergeAscending`). Below, the least
 * head is picked at each step: a merge would copy every position (megabytes of fresh memory for a text full of
 * `{` and `[`), where a few lists cost a few comparisons a position.
 */
const MERGE_ABOVE = 4;

function grammarEnabled(name: string, ctx: RepairContext): boolean {
  const list = ctx.config.grammar.grammars;
  return !list || list.includes(name);
}

/** Whether one of `literals` starts at `at` in `text`. */
function startsWithAny(text: string, literals: readonly string[], at: number): boolean {
  for (const m of literals) if (text.startsWith(m, at)) return true;
  return false;
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
  const collect = (candidates: Candidate[], input: ScanInput, ctx: RepairContext): Candidate[] => {
    if (!grammarEnabled(spec.name, ctx)) return candidates;
    if (!inThinking && input.kind === "thinking") return candidates;
    // the positions of the grammar's markers, in ascending order: the host's lists, merged in pairs
    const lists: Positions[] = [];
    for (const m of spec.markers) {
      const at = input.markers.get(m);
      if (at && at.length > 0) lists.push(at);
    }
    if (lists.length === 0) return candidates;
    const options = optionsOf(ctx, spec) as O;
    // a few lists: the least head at each step (no memory); many (a text holding every variant of a grammar's
    // markers): merged in pairs first, O(n log k) against O(n k)
    const merged = lists.length > MERGE_ABOVE ? mergeAscending(lists).at : undefined;
    const heads = merged ? undefined : new Array<number>(lists.length).fill(0);
    let k = 0;
    const text = input.text;
    let consumed = -1;
    /** The position a scan said nothing of this grammar starts before (a number result). */
    let resume = -1;
    for (;;) {
      let at = Infinity;
      let which = -1;
      if (merged) {
        if (k >= merged.length) break;
        at = merged[k]!;
      } else {
        for (let l = 0; l < lists.length; l++) {
          const h = heads![l]!;
          const list = lists[l]!;
          if (h < list.length && list[h]! < at) {
            at = list[h]!;
            which = l;
          }
        }
        if (which < 0) break;
      }
      if (at < consumed || at < resume) {
        // inside the previous result, or before where a scan said to resume: every position up to there is
        // skipped at once
        const to = Math.max(consumed, resume);
        if (merged) k = lowerBound(merged, to, k);
        else heads![which] = lowerBound(lists[which]!, to, heads![which]!);
        continue;
      }
      if (merged) k++;
      else heads![which]!++;
      if (!inCode && input.isInert(at)) continue;
      if (!inThinking && input.inThink(at)) continue;
      let result: ScanResult | number | undefined;
      try {
        result = spec.scan(text, at, input, options);
      } catch (error) {
        ctx.log.warn(`[pi-tool-repair] grammar ${spec.name}${spec.package ? ` (${spec.package})` : ""} threw ${describeError(error)}; skipped`);
        continue;
      }
      if (typeof result === "number") {
        if (result > at) resume = result;
        continue;
      }
      if (!result) continue;
      const start = Math.max(result.start ?? at, consumed);
      if (!(result.end > start)) continue;
      // one shape for every candidate of every grammar (the host reads thousands of them in its hot loops);
      // anything else a grammar returned is kept, after the known fields
      const candidate = { start, end: result.end, calls: result.calls, replacement: result.replacement, grammar: spec.name, bare: undefined } as unknown as Candidate;
      for (const key in result) if (!(key in candidate)) (candidate as unknown as Record<string, unknown>)[key] = (result as unknown as Record<string, unknown>)[key];
      // no closure over `at` here: capturing it would give every turn of this loop a context object on the heap
      if (bare.length > 0 && startsWithAny(text, bare, at)) candidate.bare = true;
      candidates.push(candidate);
      consumed = result.end;
    }
    return candidates;
  };
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
  return grammar;
}

export function definePreset(preset: Preset): Preset {
  return preset;
}

export function isPreset(value: unknown): value is Preset {
  return typeof value === "object" && value !== null && Array.isArray((value as Preset).plugins) && typeof (value as { apply?: unknown }).apply !== "function";
}
