/**
 * The plugin contract: the host as plugins see it (`RepairHost`, its six `Hooks`), what a plugin is
 * (`RepairPlugin`, `Preset`), and what `defineRule` and `defineGrammar` take and make. `HOST_API_VERSION` is
 * the version plugins declare a range against. One file, because a plugin's `apply` takes the host and the
 * host's `use` takes a plugin.
 */
import type tapable from "tapable";
import type { OwnedMarkup, RecoveredCall } from "@pi-tool-repair/grammar-kit";
import type { AssistantMessage, HostConfig, Issue, JSONSchema, Logger, Message, ModelInfo, RepairContext, RepairResult, RequestPayload, ToolMap } from "./shapes.js";
import type { Draft, RuleIssue } from "./draft.js";
import type { Candidate, ScanInput, ScanResult } from "./scan.js";
import type { ArgumentsErrorReader, ProcessResult } from "./results.js";

/**
 * The host API version plugins declare a range against (`host: "^1.0.0"`). 1.1.0 added, all optional:
 * `GrammarSpec.meta` (`GrammarMeta`, `GrammarVariant`), `GrammarDeclaration`/`GrammarCode` (the declaration
 * apart from the code) and, reserved, `LazyGrammarSpec` and `RepairHost.recoverStream` (`StreamRecovery`). 1.2.0
 * added `GrammarMeta.variantOf` (optional): the grammar a variant reads the layout of.
 */
export const HOST_API_VERSION = "1.2.0";

/** The options a plugin reads: every key its schema declares a default for, and what the config set. */
export type PluginOptions = Readonly<Record<string, unknown>>;

/** What the host needs to know of a plugin to resolve its options. */
export interface OptionsOwner {
  readonly name: string;
  readonly package?: string | undefined;
  /** A JSON Schema of an object: `properties` with a `default` each (an absent default = the key is unset). */
  readonly options?: JSONSchema | undefined;
}

/** The six hooks (tapable), frozen: the sockets the `define*` helpers tap. */
export type Hooks = Readonly<{
  sanitize: tapable.SyncWaterfallHook<[RequestPayload, RepairContext]>;
  stripGrammar: tapable.SyncWaterfallHook<[AssistantMessage, RepairContext]>;
  recover: tapable.SyncWaterfallHook<[Candidate[], ScanInput, RepairContext]>;
  validate: tapable.SyncBailHook<[unknown, JSONSchema, RepairContext], readonly Issue[] | undefined>;
  repair: tapable.SyncWaterfallHook<[Draft, RepairContext]>;
  phantom: tapable.SyncBailHook<[AssistantMessage, RepairContext], AssistantMessage | undefined>;
}>;

export interface ContextInput {
  model?: ModelInfo | undefined;
  tools?: ToolsInput | undefined;
  config?: ConfigInput | undefined;
  log?: Logger | undefined;
}

export interface HostOptions {
  config?: ConfigInput;
}

export type ToolsInput = ToolMap | Readonly<Record<string, JSONSchema>> | readonly string[];

/** The host: six tapable hooks and the entry points (`createHost()` makes one). */
export interface RepairHost {
  readonly hooks: Hooks;
  /** Configuration from the presets used, merged in order. */
  readonly config: ConfigInput;
  /**
   * Registers a plugin or a preset (with the presets it extends). A plugin listed twice is applied once.
   * All or nothing: when any plugin of a preset is refused, it throws and the host is as it was.
   */
  use(item: RepairPlugin | Preset): this;
  /** The presets used, in the order they were applied. */
  readonly presets: readonly Preset[];
  /**
   * The plugins in the order they tap: topologically by `before`, then `stage`, then name. Reading it has no
   * side effect; `freeze()` taps them.
   */
  readonly plugins: readonly RepairPlugin[];
  /**
   * Resolves the order and taps every plugin, once; after it `use()` throws. Every entry point (validate,
   * repairArguments, processMessage, sanitize, scanText) freezes the host on its first call, so calling this
   * is only needed to see the taps or an ordering error early.
   */
  freeze(): this;
  /**
   * Grammars call this from apply(): their markers, found in one pass over each text, and the markup they
   * own (`insideOtherMarkup` of the grammar kit reads it, as `ScanInput.owned`). `literals` are other strings
   * the grammar looks for with `ScanInput.indexOf`: found in the same pass (not markers: no scan starts there),
   * so a search for one reads their positions instead of the text.
   */
  registerMarkers(markers: readonly string[], owns?: readonly OwnedMarkup[], literals?: readonly string[]): void;
  /**
   * A plugin calls this from apply() to say how a toolCall block's `argumentsError` is read (its caller's
   * format, e.g. pi's). Without one, a call with an `argumentsError` is left alone. The last one registered counts.
   */
  readArgumentsErrorWith(reader: ArgumentsErrorReader): void;
  /**
   * Builds a context with defaults: no tools, the host's config under the given one, a silent log. Each
   * plugin's options are merged and checked here: a bad one is logged and keeps its default.
   */
  context(input?: ContextInput): RepairContext;
  /** Runs the `validate` hook (ajv unless a plugin replaced it); a validator that throws falls back to ajv. */
  validate(value: unknown, schema: JSONSchema, ctx: RepairContext): readonly Issue[];
  /**
   * Validate-then-repair for one tool call. A valid input comes back as the same object; otherwise a
   * clone is repaired by the `repair` hook (bounded passes) and committed only if it validates.
   * A string `input` is the raw arguments text.
   */
  repairArguments(tool: string, input: unknown, schema: JSONSchema, ctx: RepairContext): RepairResult;
  /** Runs the `sanitize` hook over an outgoing request payload. Returns the same object when nothing changed. */
  sanitize(payload: RequestPayload, ctx: RepairContext): RequestPayload;
  /**
   * The message pipeline: `stripGrammar` → `recover` (when grammar recovery is on) → validate-then-repair of
   * every toolCall block that has a schema → `phantom`. Returns the same message object when nothing changed.
   */
  processMessage(message: Message, ctx: RepairContext): ProcessResult;
  /** Scans one text for candidates (exposed for tools and tests). */
  scanText(text: string, kind: "text" | "thinking", ctx: RepairContext): Candidate[];
  /**
   * The grammars that may find markup in a `kind` block in this context: none when grammar recovery is off, else
   * the loaded grammars `grammar.grammars` lets run (for `thinking`, those that read reasoning: `inThinking`). What
   * a streaming caller passes to `holdBackFrom`.
   */
  activeGrammars(kind: "text" | "thinking", ctx: RepairContext): readonly Grammar[];
  /**
   * Reserved for the proxy (`pi-tool-repair serve`): recovery over one streamed text or thinking block, fed
   * chunk by chunk. Not implemented by this host (absent); a caller checks for it and else buffers the block
   * and calls `processMessage` at its end.
   */
  recoverStream?(kind: "text" | "thinking", ctx: RepairContext): StreamRecovery;
}

/**
 * Reserved (see `RepairHost.recoverStream`): incremental recovery of one streamed block. Each `push` returns
 * the visible text that is safe to forward now (no marker can start in it or run through it); `end` returns
 * the rest of the visible text and every call recovered from the whole block, as `processMessage` would.
 */
export interface StreamRecovery {
  push(chunk: string): string;
  end(): { text: string; calls: RecoveredCall[] };
}

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
  /**
   * Where its model's chat template puts a bare call beside the prose on one line (its native layout). A call
   * of that grammar and form, in that position of a text block, recovers though it does not stand on its own
   * line. The host applies it only while this preset's `models` match the message's model id; every other
   * bare call keeps the own-line rule, and the sentence rule is unchanged. Malformed: ignored, with a warning.
   */
  nativeLayout?: NativeLayout;
}

/**
 * A model's native layout for one bare format (`Preset.nativeLayout`), read from its chat template: Llama 4
 * renders `Let me check.[read(path="a")]` (`{ grammar: "llama", form: "pythonic", position: "end" }`), Gemma 3
 * `[read(path="a")]Let me check.` (`position: "start"`).
 */
export interface NativeLayout {
  /** The grammar whose bare candidates it covers (its `name`, e.g. `llama`). */
  grammar: string;
  /** The bare form: `pythonic` (`[f(a=1)]`), `json` (`{"name": …}`, `[{…}]`) or `recipient` (Functionary's `>>>NAME⏎{…}`). */
  form: "pythonic" | "json" | "recipient";
  /**
   * `end`: the call ends the text (only whitespace after it), prose may come before it on its line.
   * `start`: the call opens the text (only whitespace before it), prose may follow it on its line.
   */
  position: "end" | "start";
  /**
   * Markup the template writes at the very start of the reply, before its prose (Functionary v3.2's first
   * recipient header, `all⏎`): stripped when the text starts with it and a call of this grammar in it is kept.
   * Absent: nothing is stripped.
   */
  lead?: string;
}

/** What a rule's `apply` may return: a one-line hint, a hint at another path, or nothing (not ours). */
export type RuleResult = string | { path: string; message: string } | undefined | void;

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

/** What {@link defineRule} takes. */
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

/**
 * A grammar's declaration: everything but its code. The host finds its markers in one pass and calls its
 * `scan` only where they occur, so a declaration is all it needs until then (see {@link LazyGrammarSpec}).
 */
export interface GrammarDeclaration {
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
   * Whether the grammar runs only where the config's `grammar.grammars` names it (a model preset for its model,
   * or `--grammars`), never when that list is absent (every grammar on). For formats that look like prose or
   * a quote (Functionary's `>>>NAME`): they are read only for a model known to write them. Default false.
   */
  namedOnly?: boolean;
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
  /** What the grammar says of itself: its model families, its docs (see {@link GrammarMeta}). */
  meta?: GrammarMeta;
}

/** What {@link defineGrammar} takes: the declaration and the code (`scan`, and optionally `stripGrammar`). */
export interface GrammarSpec<O extends PluginOptions = PluginOptions> extends GrammarDeclaration, GrammarCode<O> {}

/** A grammar's code: what reads its markup. */
export interface GrammarCode<O extends PluginOptions = PluginOptions> {
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
  /** What the grammar says of itself (`GrammarSpec.meta`), when it says anything. */
  meta?: GrammarMeta;
  /** Present and true when the grammar runs only where `grammar.grammars` names it (`GrammarSpec.namedOnly`). */
  namedOnly?: true;
  /** Runs the grammar over one scan input (what the `recover` tap does). */
  collect(candidates: Candidate[], input: ScanInput, ctx: RepairContext): Candidate[];
}

/** What a grammar says of itself (`GrammarSpec.meta`): for the docs, the doctor and model matching. The host passes it through to the plugin and reads none of it. */
export interface GrammarMeta {
  /** One line: the format it reads, e.g. `Qwen3 XML tool calls (<tool_call><function=…>)`. */
  description?: string;
  /** The model families whose output it reads, each with the markers that family writes. */
  variants?: readonly GrammarVariant[];
  /** A link to the chat template or the format's documentation. */
  docs?: string;
  /**
   * The grammar this one is a variant of: it reads the same layout with other markers (GigaChat 3.5's `gcml` is
   * DSML's layout with `GCML`; `variantOf: "dsml"`). A variant is a grammar of its own, with its own name everywhere
   * a grammar's name appears; the host reads none of this, the docs and the doctor show it.
   */
  variantOf?: string;
}

/** One model family a grammar reads (`GrammarMeta.variants`). */
export interface GrammarVariant {
  /** The family, e.g. `qwen3-coder`. */
  name: string;
  /** Case-insensitive regex fragments of the model ids it is for (as `Preset.models`). */
  models?: readonly string[];
  /** The markers this family writes: some of the grammar's `markers`. */
  markers?: readonly string[];
}

/**
 * Reserved for loading a grammar's code on first use (one package holding every grammar): the declaration
 * now, the code from `load()` the first time one of its markers occurs in a text. `load` is synchronous (the
 * hooks are). Not read by this host: `defineGrammar` takes a `GrammarSpec`.
 */
export interface LazyGrammarSpec<O extends PluginOptions = PluginOptions> extends GrammarDeclaration {
  load(): GrammarCode<O>;
}
