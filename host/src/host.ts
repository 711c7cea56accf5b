/** The host: six tapable hooks, the plugin contract, ordering, and the validate-then-repair engine. */
import tapable from "tapable";
import semver from "semver";
import type {
  AssistantMessage,
  Block,
  Hint,
  Issue,
  JSONSchema,
  Logger,
  Message,
  ModelInfo,
  RepairContext,
  RepairResult,
  RequestPayload,
  ToolCallBlock,
  ToolMap,
} from "./types.js";
import { Draft } from "./draft.js";
import { HostError, describeError } from "./errors.js";
import { STAGE, isPreset, type Candidate, type ConfigInput, type Preset, type RepairPlugin, type ScanInput } from "./define.js";
import { SCHEMA_ERROR, validateWithAjv } from "./validator.js";
import { cloneJson } from "./pointer.js";
import { mergeConfig, resolveConfig, silentLogger } from "./config.js";
import { ForwardSearch, MarkerSet, codeRanges, inRanges, isZeroWidth, thinkRanges } from "./scan.js";
import { checkCandidate, frozenSchema, frozenTools, isBlockObject, isToolCallBlock, notPlainJson } from "./boundary.js";

const { SyncBailHook, SyncWaterfallHook } = tapable;

/** The host API version plugins declare a range against. */
export const HOST_API_VERSION = "1.0.0";

/** How many times the rules may run over a draft (a rule may fix what a previous one produced). */
export const MAX_REPAIR_PASSES = 4;

/** How many times a text block is rescanned after markup was stripped from it. */
export const MAX_RECOVER_ROUNDS = 3;

export type Hooks = Readonly<{
  sanitize: tapable.SyncWaterfallHook<[RequestPayload, RepairContext]>;
  stripGrammar: tapable.SyncWaterfallHook<[AssistantMessage, RepairContext]>;
  recover: tapable.SyncWaterfallHook<[Candidate[], ScanInput, RepairContext]>;
  validate: tapable.SyncBailHook<[unknown, JSONSchema, RepairContext], Issue[] | undefined>;
  repair: tapable.SyncWaterfallHook<[Draft, RepairContext]>;
  phantom: tapable.SyncBailHook<[AssistantMessage, RepairContext], AssistantMessage | undefined>;
}>;

export interface RecoveredReport {
  grammar: string;
  name: string;
  arguments: unknown;
}

export interface ToolCallReport {
  index: number;
  id: string;
  tool: string;
  result: RepairResult;
}

export interface ProcessResult {
  /** The same object as the input when nothing changed. */
  message: Message;
  changed: boolean;
  recovered: RecoveredReport[];
  /** How many markup spans were removed from visible text. */
  stripped: number;
  /** One entry per toolCall block that had a schema. */
  calls: ToolCallReport[];
  /** Whether a phantom tool use was turned into a retryable error. */
  phantom: boolean;
}

export interface ContextInput {
  model?: ModelInfo | undefined;
  tools?: ToolsInput | undefined;
  config?: ConfigInput | undefined;
  log?: Logger | undefined;
}

export interface HostOptions {
  config?: ConfigInput;
}

let idCounter = 0;
/** The time-and-random part of recovered call ids, made once per message (`freshId` adds a counter). */
function idPrefix(): string {
  return `call_ptr_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}
function freshId(prefix: string): string {
  idCounter = (idCounter + 1) % 0x100000;
  return prefix + idCounter.toString(36);
}

export type ToolsInput = ToolMap | Readonly<Record<string, JSONSchema>> | readonly string[];

/** A tool map from a Map, a `{name: schema}` record, or a list of names (schemas unknown). */
export function toToolMap(tools: ToolsInput | undefined): ToolMap {
  if (!tools) return new Map();
  if (tools instanceof Map) return tools;
  if (Array.isArray(tools)) return new Map((tools as readonly string[]).map((n) => [n, undefined]));
  return new Map(Object.entries(tools as Record<string, JSONSchema>));
}

/**
 * Raw arguments text from a pi 1.6 `argumentsError` ("<parse error>\n\nReceived arguments:\n<raw>"), or
 * `undefined` when the marker is missing: then the text is an error message, never the model's arguments.
 */
export function rawArgumentsText(argumentsError: string): string | undefined {
  const marker = "\n\nReceived arguments:\n";
  const i = argumentsError.indexOf(marker);
  return i < 0 ? undefined : argumentsError.slice(i + marker.length);
}

export class RepairHost {
  readonly hooks: Hooks;
  /** Configuration from the presets used, merged in order. */
  config: ConfigInput = {};
  readonly #plugins = new Map<string, RepairPlugin>();
  readonly #presets = new Set<Preset>();
  #ordered: RepairPlugin[] | undefined;
  #markers: string[] = [];
  #markerSet: MarkerSet | undefined;

  constructor(options: HostOptions = {}) {
    this.hooks = Object.freeze({
      sanitize: new SyncWaterfallHook<[RequestPayload, RepairContext]>(["payload", "ctx"]),
      stripGrammar: new SyncWaterfallHook<[AssistantMessage, RepairContext]>(["message", "ctx"]),
      recover: new SyncWaterfallHook<[Candidate[], ScanInput, RepairContext]>(["candidates", "input", "ctx"]),
      validate: new SyncBailHook<[unknown, JSONSchema, RepairContext], Issue[] | undefined>(["value", "schema", "ctx"]),
      repair: new SyncWaterfallHook<[Draft, RepairContext]>(["draft", "ctx"]),
      phantom: new SyncBailHook<[AssistantMessage, RepairContext], AssistantMessage | undefined>(["message", "ctx"]),
    });
    if (options.config) this.config = mergeConfig(this.config, options.config);
  }

  /** Registers a plugin or a preset (with the presets it extends). A plugin listed twice is applied once. */
  use(item: RepairPlugin | Preset): this {
    let preset: boolean;
    try {
      preset = isPreset(item);
    } catch (error) {
      throw new HostError("PI_TOOL_REPAIR_INVALID_PLUGIN", `a plugin or preset cannot be read (${describeError(error)})`);
    }
    if (preset) {
      const p = item as Preset;
      if (this.#presets.has(p)) return this;
      this.#presets.add(p);
      for (const q of p.presets ?? []) this.use(q);
      for (const q of p.plugins) this.use(q);
      if (p.config) this.config = mergeConfig(this.config, p.config);
      return this;
    }
    const plugin = item as RepairPlugin;
    let label: string;
    try {
      label = describePlugin(plugin);
      void [plugin?.name, plugin?.apply, plugin?.host, plugin?.package]; // a getter that throws is caught here, not mid-way
    } catch (error) {
      throw new HostError("PI_TOOL_REPAIR_INVALID_PLUGIN", `a plugin cannot be read (${describeError(error)})`);
    }
    if (typeof plugin !== "object" || plugin === null || typeof plugin.name !== "string" || !plugin.name || typeof plugin.apply !== "function") {
      throw new HostError("PI_TOOL_REPAIR_INVALID_PLUGIN", `${label} is not a plugin: it needs a name, a host range and apply(host)`);
    }
    if (typeof plugin.host !== "string" || semver.validRange(plugin.host) === null) {
      throw new HostError("PI_TOOL_REPAIR_INVALID_PLUGIN", `${label} declares no valid host range (got ${JSON.stringify(plugin.host)})`);
    }
    if (!semver.satisfies(HOST_API_VERSION, plugin.host)) {
      throw new HostError("PI_TOOL_REPAIR_HOST_UNSUPPORTED", `${label} needs host "${plugin.host}" but was loaded with ${HOST_API_VERSION}`);
    }
    const existing = this.#plugins.get(plugin.name);
    if (existing) {
      if (existing === plugin) return this;
      if ((existing.package ?? existing.name) === (plugin.package ?? plugin.name)) {
        // two installed copies of one package (as Babel's "Duplicate plugin"): which one runs must not be luck
        throw new HostError("PI_TOOL_REPAIR_DUPLICATE_PLUGIN", `${label} is loaded twice, as two different objects (two installed copies of one package?): use one copy`);
      }
      throw new HostError("PI_TOOL_REPAIR_DUPLICATE_PLUGIN", `${label} has the same name "${plugin.name}" as ${describePlugin(existing)}`);
    }
    if (this.#ordered) throw new HostError("PI_TOOL_REPAIR_FROZEN", `${label} was added after the host started; use() every plugin before the first run`);
    this.#plugins.set(plugin.name, plugin);
    return this;
  }

  /** The presets used, in the order they were applied. */
  get presets(): readonly Preset[] {
    return [...this.#presets];
  }

  /**
   * The plugins in the order they tap: topologically by `before`, then `stage`, then name. Reading it has no
   * side effect (it throws on a `before` cycle); `freeze()` taps them.
   */
  get plugins(): readonly RepairPlugin[] {
    return this.#ordered ?? orderPlugins([...this.#plugins.values()]);
  }

  /**
   * Resolves the order and taps every plugin, once; after it `use()` throws. Every entry point (validate,
   * repairArguments, processMessage, sanitize, scanText) freezes the host on its first call, so calling this
   * is only needed to see the taps or an ordering error early.
   */
  freeze(): this {
    this.#resolve();
    return this;
  }

  /** Grammars call this from apply() so the host can find their markers in one pass. */
  registerMarkers(markers: readonly string[]): void {
    this.#markers.push(...markers);
    this.#markerSet = undefined;
  }

  /** Taps every plugin in the resolved order (once). Called by every entry point. */
  #resolve(): RepairPlugin[] {
    if (this.#ordered) return this.#ordered;
    const ordered = orderPlugins([...this.#plugins.values()]);
    this.#ordered = ordered;
    try {
      for (const p of ordered) p.apply(this);
    } finally {
      // even when a plugin's apply() throws, the host never runs without its validator
      this.hooks.validate.tap("ajv", (value, schema) => validateWithAjv(value, schema));
    }
    return ordered;
  }

  /** Builds a context with defaults: no tools, the host's config under the given one, a silent log. */
  context(input: ContextInput = {}): RepairContext {
    return {
      model: input.model,
      tools: toToolMap(input.tools),
      config: resolveConfig(this.config, input.config),
      log: input.log ?? silentLogger,
    };
  }

  validate(value: unknown, schema: JSONSchema, ctx: RepairContext): Issue[] {
    this.#resolve();
    try {
      return this.hooks.validate.call(value, schema, ctx) ?? [];
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
  repairArguments(tool: string, input: unknown, schema: JSONSchema, ctx: RepairContext): RepairResult {
    this.#resolve();
    // Rules see a deep-frozen copy of the schema (made once per schema object): a rule that writes to it
    // throws and is rolled back, and the live schema pi validates with is never changed. Validating with
    // the same copy keeps one compiled validator per schema.
    let rulesSchema: JSONSchema;
    try {
      rulesSchema = frozenSchema(schema);
    } catch (error) {
      return { outcome: "unrepairable", arguments: input, rules: [], hints: [{ rule: "validate", path: "", message: `tool "${tool}": the schema cannot be read (${describeError(error)})` }] };
    }
    const issues = this.validate(input, rulesSchema, ctx);
    if (issues.length === 0) return { outcome: "valid", arguments: input, rules: [], hints: [] };
    const schemaError = issues.find((i) => i.keyword === SCHEMA_ERROR);
    if (schemaError) {
      return { outcome: "unrepairable", arguments: input, rules: [], hints: [{ rule: "validate", path: "", message: `tool "${tool}": ${schemaError.message}` }] };
    }
    let draft: Draft;
    try {
      // the rules work on a clone: the original arguments are never changed
      draft = new Draft({
        tool,
        schema: rulesSchema,
        root: cloneJson(input),
        rawText: typeof input === "string" ? input : undefined,
        validate: (value) => this.validate(value, rulesSchema, ctx),
      });
      const rulesCtx: RepairContext = { ...ctx, tools: frozenTools(ctx.tools) };
      for (let pass = 0; pass < MAX_REPAIR_PASSES; pass++) {
        const before = draft.version;
        this.hooks.repair.call(draft, rulesCtx);
        if (draft.version === before || draft.valid || draft.vetoed) break;
      }
    } catch (error) {
      const message = `repair threw ${describeError(error)}; kept the original`;
      ctx.log.warn(`[pi-tool-repair] tool=${tool} ${message}`);
      return { outcome: "unrepairable", arguments: input, rules: [], hints: [{ rule: "repair", path: "", message }] };
    }
    if (draft.vetoed) {
      return { outcome: "unrepairable", arguments: input, rules: [], hints: [draft.vetoed, ...draft.faults] };
    }
    if (draft.version > 0 && draft.valid) {
      // the boundary: only plain JSON is committed (no cycle, BigInt, function, undefined, NaN, class instance)
      const why = notPlainJson(draft.root);
      if (why !== undefined) {
        const message = `rules ${[...draft.rules].join(",") || "-"} left arguments that are not plain JSON (${why}); kept the original`;
        ctx.log.warn(`[pi-tool-repair] tool=${tool} ${message}`);
        return { outcome: "unrepairable", arguments: input, rules: [], hints: [...draft.faults, { rule: "repair", path: "", message }] };
      }
      return { outcome: "repaired", arguments: draft.root, rules: [...draft.rules], hints: [...draft.hints, ...draft.faults] };
    }
    const left: Hint[] = issues.map((i) => ({ rule: "validate", path: i.instancePath, message: describeIssue(i) }));
    return { outcome: "unrepairable", arguments: input, rules: [], hints: [...draft.faults, ...left] };
  }

  /** Runs the `sanitize` hook over an outgoing request payload. Returns the same object when nothing changed. */
  sanitize(payload: RequestPayload, ctx: RepairContext): RequestPayload {
    this.#resolve();
    try {
      return this.hooks.sanitize.call(payload, ctx);
    } catch (error) {
      ctx.log.warn(`[pi-tool-repair] sanitize threw ${describeError(error)}; request left unchanged`);
      return payload;
    }
  }

  /**
   * The message pipeline: `stripGrammar` → `recover` (when grammar recovery is on) → validate-then-repair of
   * every toolCall block that has a schema → `phantom`. Returns the same message object when nothing changed.
   */
  processMessage(message: Message, ctx: RepairContext): ProcessResult {
    this.#resolve();
    const result: ProcessResult = { message, changed: false, recovered: [], stripped: 0, calls: [], phantom: false };
    if (!message || message.role !== "assistant" || !Array.isArray(message.content)) return result;
    let current = message as AssistantMessage;

    current = this.#guard("stripGrammar", current, ctx, () => this.hooks.stripGrammar.call(current, ctx));

    /** The recovered toolCall blocks of this message and their report entries (a repair updates the entry). */
    const recovered = new Map<object, RecoveredReport>();
    if (ctx.config.grammar.enabled) current = this.#guard("recover", current, ctx, () => this.#recover(current, ctx, result, recovered));

    current = this.#guard("repair", current, ctx, () => this.#repairCalls(current, ctx, result, recovered));

    // content may hold null or non-object blocks: they pass through every stage unchanged
    if (current.stopReason === "toolUse" && !current.content.some(isToolCallBlock)) {
      const before = current;
      current = this.#guard("phantom", current, ctx, () => this.hooks.phantom.call(before, ctx) ?? before);
      if (current !== before) result.phantom = true;
    }

    if (current !== message) {
      result.message = current;
      result.changed = true;
    }
    return result;
  }

  #guard(stage: string, current: AssistantMessage, ctx: RepairContext, fn: () => AssistantMessage): AssistantMessage {
    try {
      const next = fn();
      return next && typeof next === "object" && next.role === "assistant" && Array.isArray(next.content) ? next : current;
    } catch (error) {
      ctx.log.warn(`[pi-tool-repair] ${stage} threw ${describeError(error)}; message left as it was before ${stage}`);
      return current;
    }
  }

  #markerFinder(): MarkerSet {
    return (this.#markerSet ??= new MarkerSet(this.#markers));
  }

  /** Scans one text for candidates (exposed for tools and tests). */
  scanText(text: string, kind: "text" | "thinking", ctx: RepairContext): Candidate[] {
    this.#resolve();
    const markers = this.#markerFinder().find(text);
    if (markers.size === 0) return [];
    const code = codeRanges(text);
    const think = kind === "text" ? thinkRanges(text, code) : [];
    const search = new ForwardSearch(text);
    const requireKnown = ctx.config.grammar.requireKnownTool;
    const input: ScanInput = {
      text,
      kind,
      markers,
      isInert: (pos) => inRanges(code, pos),
      inThink: (pos) => inRanges(think, pos),
      indexOf: (literal, from) => search.indexOf(literal, from),
      indexOfAny: (literals, from) => {
        let best: { at: number; literal: string } | undefined;
        for (const literal of literals) {
          const at = search.indexOf(literal, from);
          if (at >= 0 && (!best || at < best.at)) best = { at, literal };
        }
        return best;
      },
      schemaOf: (name) => ctx.tools.get(name),
      isKnownTool: (name) => !requireKnown || ctx.tools.has(name),
      toolNames: () => [...ctx.tools.keys()],
    };
    const found = this.hooks.recover.call([], input, ctx) ?? [];
    const usable = found.filter((c) => {
      const wrong = checkCandidate(c, text);
      if (wrong !== undefined) {
        ctx.log.warn(`[pi-tool-repair] grammar ${String((c as { grammar?: unknown }).grammar)} gave a candidate that ${wrong}; dropped`);
        return false;
      }
      return c.calls.every((call) => input.isKnownTool(call.name));
    });
    const order = (a: Candidate, b: Candidate) => a.start - b.start || b.end - a.end;
    // the grammars' lists come sorted each: one grammar's candidates alone need no sort
    let sorted = true;
    for (let k = 1; k < usable.length && sorted; k++) sorted = order(usable[k - 1]!, usable[k]!) <= 0;
    if (!sorted) usable.sort(order);
    const chosen: Candidate[] = [];
    let end = -1;
    for (const c of usable) {
      if (c.start < end) continue;
      chosen.push(c);
      end = c.end;
    }
    // Prose rules, after the choice: a span left as prose still covers what lies inside it.
    // Other markup next to a span counts as a line boundary (it is stripped): so a second pass over the
    // stripped text decides the same.
    const unquoted = chosen.filter((c) => !quoted(text, c));
    const bounds = (list: readonly Candidate[]) => ({ starts: new Set(list.map((c) => c.start)), ends: new Set(list.map((c) => c.end)) });
    // the bounds of every span, made only when a span that runs nothing is checked against them
    let near: { starts: Set<number>; ends: Set<number> } | undefined;
    const markup = unquoted.filter((c) => {
      if (c.calls.length > 0) return true;
      near ??= bounds(unquoted);
      return !this.#mentioned(text, c.start, near.starts, near.ends);
    });
    if (!markup.some((c) => c.bare)) return markup;
    const anchors = bounds(markup.filter((c) => !c.bare));
    return markup.filter((c) => !c.bare || standsAlone(text, c, anchors.starts, anchors.ends));
  }

  /**
   * Whether the marker at `at` is mentioned inside a sentence: on its line, text and whitespace before it,
   * whitespace and a word after it (`The [TOOL_CALLS] token starts a call.`). Markup that runs nothing there
   * is prose, not a dangling marker.
   */
  #mentioned(text: string, at: number, starts: ReadonlySet<number>, ends: ReadonlySet<number>): boolean {
    const len = this.#markerFinder().longestAt(text, at);
    if (len === 0) return false;
    let b = at;
    while (b > 0 && !ends.has(b) && isBlank(text.charCodeAt(b - 1))) b--;
    if (b === at || b === 0 || ends.has(b) || text.charCodeAt(b - 1) === 10 || text.charCodeAt(b - 1) === 13) return false;
    let i = at + len;
    while (i < text.length && !starts.has(i) && isBlank(text.charCodeAt(i))) i++;
    return i > at + len && i < text.length && !starts.has(i) && isWordStart(text, i);
  }

  #recover(message: AssistantMessage, ctx: RepairContext, report: ProcessResult, recovered: Map<object, RecoveredReport>): AssistantMessage {
    const hasNative = message.content.some(isToolCallBlock);
    // a turn that did not end normally (aborted, error, cut at the length limit) never gains a call:
    // its text is still stripped of markup, and its stop reason is kept
    const recover = ctx.config.grammar.mode === "recover" && !hasNative && endedNormally(message);
    const content: Block[] = [];
    const calls: { grammar: string; name: string; arguments: unknown }[] = [];
    let changed = false;
    for (const block of message.content) {
      const field = !isBlockObject(block) ? undefined : block.type === "text" ? "text" : block.type === "thinking" ? "thinking" : undefined;
      const text = field ? (block as Record<string, unknown>)[field] : undefined;
      if (!field || typeof text !== "string") {
        content.push(block);
        continue;
      }
      // Stripping markup can change how the rest reads: a fence it held (MiniMax-Text's typescript fence)
      // no longer makes code, a token it held (`[TOOL_CALLS]`) no longer owns its line. So the result is
      // scanned again until nothing is found (bounded): processing a processed message changes nothing.
      let current = text;
      for (let round = 0; round < MAX_RECOVER_ROUNDS; round++) {
        const candidates = this.scanText(current, field === "text" ? "text" : "thinking", ctx);
        if (candidates.length === 0) break;
        const out = new TextJoiner();
        let at = 0;
        for (const c of candidates) {
          out.add(current.slice(at, c.start));
          if (c.replacement) out.add(c.replacement);
          at = c.end;
          for (const call of c.calls) calls.push({ grammar: c.grammar, name: call.name, arguments: call.arguments });
        }
        out.add(current.slice(at));
        current = trimJoined(out.toString());
        report.stripped += candidates.length;
      }
      if (current === text) {
        content.push(block);
        continue;
      }
      const joined = current;
      changed = true;
      if (joined.length > 0 || field === "thinking") content.push({ ...block, [field]: joined });
    }
    if (recover && calls.length > 0) {
      const prefix = idPrefix();
      for (const call of calls) {
        const block: ToolCallBlock = { type: "toolCall", id: freshId(prefix), name: call.name, arguments: call.arguments };
        const entry: RecoveredReport = { grammar: call.grammar, name: call.name, arguments: call.arguments };
        recovered.set(block, entry);
        content.push(block);
        report.recovered.push(entry);
      }
    }
    if (!changed) return message;
    const next: AssistantMessage = { ...message, content };
    if (recover && calls.length > 0) next.stopReason = "toolUse";
    return next;
  }

  #repairCalls(message: AssistantMessage, ctx: RepairContext, report: ProcessResult, recovered: ReadonlyMap<object, RecoveredReport>): AssistantMessage {
    let content: Block[] | undefined;
    message.content.forEach((block, index) => {
      if (!isToolCallBlock(block) || typeof block.name !== "string") return;
      const call = block;
      const schema = ctx.tools.get(call.name);
      if (schema === undefined) return;
      const error = typeof call.argumentsError === "string" && call.argumentsError ? call.argumentsError : undefined;
      const raw = error === undefined ? undefined : rawArgumentsText(error);
      if (error !== undefined && raw === undefined) {
        // an error message without the raw text: nothing to repair from, pi reports its own error
        const hint = { rule: "repair", path: "", message: `tool "${call.name}": argumentsError has no "Received arguments:" text; left for pi to report` };
        report.calls.push({ index, id: call.id, tool: call.name, result: { outcome: "unrepairable", arguments: call.arguments, rules: [], hints: [hint] } });
        return;
      }
      const result = this.repairArguments(call.name, raw ?? call.arguments, schema, ctx);
      report.calls.push({ index, id: call.id, tool: call.name, result });
      if (result.outcome !== "repaired") return;
      content ??= [...message.content];
      const { argumentsError: _dropped, ...rest } = call;
      content[index] = { ...rest, arguments: result.arguments };
    });
    if (!content) return message;
    for (const r of report.calls) {
      const entry = recovered.get(message.content[r.index] as object);
      if (entry && r.result.outcome === "repaired") entry.arguments = r.result.arguments;
    }
    return { ...message, content };
  }
}

/** Stop reasons of a turn that was cut short: a call read from its text was never finished or confirmed. */
const ABNORMAL_STOPS: ReadonlySet<string> = new Set(["aborted", "error", "length"]);

function endedNormally(message: AssistantMessage): boolean {
  return typeof message.stopReason !== "string" || !ABNORMAL_STOPS.has(message.stopReason);
}

/** A letter or a digit (any script) at `i`. */
function isWordStart(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) return true;
  if (c < 0x80) return false;
  return /^[\p{L}\p{N}]/u.test(String.fromCodePoint(text.codePointAt(i)!));
}

/** Quotation marks: a call written right after or right before one is quoted (a JSON string, a quotation). */
const QUOTES: ReadonlySet<number> = new Set([0x22, 0x27, 0x201c, 0x201d, 0x2018, 0x2019, 0xab, 0xbb, 0x201e, 0x201a]);

function quoted(text: string, c: Candidate): boolean {
  return (c.start > 0 && QUOTES.has(text.charCodeAt(c.start - 1))) || (c.end < text.length && QUOTES.has(text.charCodeAt(c.end)));
}

/** Space, tab or a zero-width character: blank within a line. */
const isBlank = (c: number) => c === 32 || c === 9 || isZeroWidth(c);
const isLineSpace = (c: number) => isBlank(c) || c === 13;

/**
 * Whether a bare candidate stands on its own line: only whitespace between it and the line start (or the
 * end of other markup, which is stripped), and between it and the line end (or the start of other markup).
 */
function standsAlone(text: string, c: Candidate, starts: ReadonlySet<number>, ends: ReadonlySet<number>): boolean {
  let i = c.start;
  while (i > 0 && !ends.has(i) && isLineSpace(text.charCodeAt(i - 1))) i--;
  if (!(i === 0 || ends.has(i) || text.charCodeAt(i - 1) === 10)) return false;
  let j = c.end;
  while (j < text.length && !starts.has(j) && isLineSpace(text.charCodeAt(j))) j++;
  return j >= text.length || starts.has(j) || text.charCodeAt(j) === 10;
}

const isSpaceCode = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 11 || c === 0xa0 || c === 0x3000;

/**
 * Trims the text left after stripping, except the indentation of its first line when that makes it an
 * indented code block (4 columns or more): trimming it would turn shown code into text a second pass runs.
 */
function trimJoined(text: string): string {
  const end = text.trimEnd();
  let i = 0;
  let line = 0;
  while (i < end.length && isSpaceCode(end.charCodeAt(i))) {
    if (end.charCodeAt(i) === 10) line = i + 1;
    i++;
  }
  let col = 0;
  for (let k = line; k < i; k++) col += end.charCodeAt(k) === 9 ? 4 - (col % 4) : 1;
  return col >= 4 && [...end.slice(line, i)].every((ch) => ch === " " || ch === "\t") ? end.slice(line) : end.slice(i);
}

/** Joins the text left between stripped spans, adding one space only where neither side has whitespace. Linear. */
class TextJoiner {
  readonly #parts: string[] = [];
  #endsSpace = true; // nothing yet: no separator needed
  add(piece: string): void {
    if (!piece) return;
    if (!this.#endsSpace && !isSpaceCode(piece.charCodeAt(0))) this.#parts.push(" ");
    this.#parts.push(piece);
    this.#endsSpace = isSpaceCode(piece.charCodeAt(piece.length - 1));
  }
  toString(): string {
    return this.#parts.join("");
  }
}

function describeIssue(issue: Issue): string {
  const key = issue.params.missingProperty ?? issue.params.additionalProperty;
  return `${issue.instancePath || "/"} ${issue.message}${typeof key === "string" && !issue.message.includes(key) ? ` (${key})` : ""}`;
}

export function describePlugin(plugin: Partial<RepairPlugin> | null | undefined): string {
  if (!plugin || typeof plugin !== "object") return `plugin ${String(plugin)}`;
  return plugin.package ?? plugin.name ?? "unnamed plugin";
}

/** Topological order by `before`, ties broken by `stage`, then name. A cycle throws, naming its plugins. */
export function orderPlugins(plugins: readonly RepairPlugin[]): RepairPlugin[] {
  const byName = new Map(plugins.map((p) => [p.name, p]));
  const indegree = new Map<string, number>(plugins.map((p) => [p.name, 0]));
  const edges = new Map<string, string[]>(plugins.map((p) => [p.name, []]));
  for (const p of plugins) {
    for (const target of p.before ?? []) {
      const t = byName.get(target) ?? plugins.find((q) => q.package === target);
      if (!t || t === p) continue;
      edges.get(p.name)!.push(t.name);
      indegree.set(t.name, indegree.get(t.name)! + 1);
    }
  }
  const key = (p: RepairPlugin) => [p.stage ?? STAGE.DEFAULT, p.name] as const;
  const cmp = (a: RepairPlugin, b: RepairPlugin) => {
    const [sa, na] = key(a);
    const [sb, nb] = key(b);
    return sa - sb || (na < nb ? -1 : na > nb ? 1 : 0);
  };
  const ready = plugins.filter((p) => indegree.get(p.name) === 0).sort(cmp);
  const out: RepairPlugin[] = [];
  while (ready.length > 0) {
    const p = ready.shift()!;
    out.push(p);
    for (const t of edges.get(p.name)!) {
      const d = indegree.get(t)! - 1;
      indegree.set(t, d);
      if (d === 0) {
        ready.push(byName.get(t)!);
        ready.sort(cmp);
      }
    }
  }
  if (out.length !== plugins.length) {
    const stuck = plugins.filter((p) => !out.includes(p)).map((p) => p.name);
    throw new HostError("PI_TOOL_REPAIR_ORDER_CYCLE", `plugins ${stuck.join(", ")} declare "before" in a cycle`);
  }
  return out;
}

export function createHost(options: HostOptions = {}): RepairHost {
  return new RepairHost(options);
}
