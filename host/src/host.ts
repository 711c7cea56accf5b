/**
 * The host: the hook table, what is loaded (./plugins/registry.ts), and the entry points, each delegating: one
 * call to the engine (./repair), a message to the pipeline (./message.ts), a text's scan to ./recover.
 */
import tapable from "tapable";
import { describeError, type OwnedMarkup } from "@pi-tool-repair/grammar-kit";
import type {
  ArgumentsErrorReader,
  AssistantMessage,
  Candidate,
  ConfigInput,
  ContextInput,
  Draft,
  Hooks,
  HostOptions,
  Issue,
  JSONSchema,
  Message,
  Preset,
  ProcessResult,
  RepairContext,
  RepairHost,
  RepairPlugin,
  RepairResult,
  RequestPayload,
  ScanInput,
  ToolMap,
  ToolsInput,
} from "./contract/index.js";
import { mergeConfig, resolveConfig, silentLogger } from "./plugins/config.js";
import { Registry, orderPlugins } from "./plugins/registry.js";
import { OptionsResolver } from "./plugins/options.js";
import { validateWithAjv } from "./repair/validator.js";
import { repairArguments, validate } from "./repair/engine.js";
import { MarkerRegistry } from "./recover/marker-registry.js";
import { scanText } from "./recover/scan.js";
import { processMessage, type HostCore } from "./message.js";

const { SyncBailHook, SyncWaterfallHook } = tapable;

/** A tool map from a Map, a `{name: schema}` record, or a list of names (schemas unknown). */
function toToolMap(tools: ToolsInput | undefined): ToolMap {
  if (!tools) return new Map();
  if (tools instanceof Map) return tools;
  if (Array.isArray(tools)) return new Map((tools as readonly string[]).map((n) => [n, undefined]));
  return new Map(Object.entries(tools as Record<string, JSONSchema>));
}

/** The host (`RepairHost` of the contract): the hook table, what is loaded, and the entry points, each delegating. */
class Host implements RepairHost {
  readonly hooks: Hooks;
  readonly #registry: Registry;
  #ordered: RepairPlugin[] | undefined;
  /** What the message pipeline needs: the hooks, the marker registry, the arguments-error reader. */
  readonly #core: HostCore;
  /** The plugin whose apply() runs (`registerMarkers` records it as the owner of its wrappers). */
  #applying: string | undefined;
  readonly #options = new OptionsResolver();

  constructor(options: HostOptions = {}) {
    this.hooks = Object.freeze({
      sanitize: new SyncWaterfallHook<[RequestPayload, RepairContext]>(["payload", "ctx"]),
      stripGrammar: new SyncWaterfallHook<[AssistantMessage, RepairContext]>(["message", "ctx"]),
      recover: new SyncWaterfallHook<[Candidate[], ScanInput, RepairContext]>(["candidates", "input", "ctx"]),
      validate: new SyncBailHook<[unknown, JSONSchema, RepairContext], readonly Issue[] | undefined>(["value", "schema", "ctx"]),
      repair: new SyncWaterfallHook<[Draft, RepairContext]>(["draft", "ctx"]),
      phantom: new SyncBailHook<[AssistantMessage, RepairContext], AssistantMessage | undefined>(["message", "ctx"]),
    });
    this.#core = { hooks: this.hooks, markers: new MarkerRegistry(), readArgumentsError: undefined };
    this.#registry = new Registry(options.config ? mergeConfig({}, options.config) : {});
  }

  /** Configuration from the presets used, merged in order. */
  get config(): ConfigInput {
    return this.#registry.config;
  }

  /**
   * Registers a plugin or a preset (with the presets it extends). A plugin listed twice is applied once.
   * All or nothing: when any plugin of a preset is refused, it throws and the host is as it was.
   */
  use(item: RepairPlugin | Preset): this {
    this.#registry.add(item, this.#ordered !== undefined);
    return this;
  }

  /** The presets used, in the order they were applied. */
  get presets(): readonly Preset[] {
    return this.#registry.presets;
  }

  /**
   * The plugins in the order they tap: topologically by `before`, then `stage`, then name. Reading it has no
   * side effect; `freeze()` taps them.
   */
  get plugins(): readonly RepairPlugin[] {
    return this.#ordered ?? orderPlugins(this.#registry.plugins);
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

  /**
   * Grammars call this from apply(): their markers, found in one pass over each text, and the markup they
   * own (`insideOtherMarkup` of the grammar kit reads it, as `ScanInput.owned`). `literals` are other strings
   * the grammar looks for with `ScanInput.indexOf`: found in the same pass (not markers: no scan starts there),
   * so a search for one reads their positions instead of the text.
   */
  registerMarkers(markers: readonly string[], owns: readonly OwnedMarkup[] = [], literals: readonly string[] = []): void {
    this.#core.markers.add(markers, owns, literals, this.#applying);
  }

  /**
   * A plugin calls this from apply() to say how a toolCall block's `argumentsError` is read (its caller's
   * format, e.g. pi's). Without one, a call with an `argumentsError` is left alone. The last one registered counts.
   */
  readArgumentsErrorWith(reader: ArgumentsErrorReader): void {
    this.#core.readArgumentsError = reader;
  }

  /** Taps every plugin in the resolved order (once). Called by every entry point. */
  #resolve(): RepairPlugin[] {
    if (this.#ordered) return this.#ordered;
    const ordered = orderPlugins(this.#registry.plugins);
    this.#ordered = ordered;
    try {
      for (const p of ordered) {
        this.#applying = p.name;
        p.apply(this);
      }
    } finally {
      this.#applying = undefined;
      // even when a plugin's apply() throws, the host never runs without its validator
      this.hooks.validate.tap("ajv", (value, schema) => validateWithAjv(value, schema));
    }
    return ordered;
  }

  /**
   * Builds a context with defaults: no tools, the host's config under the given one, a silent log. Each
   * plugin's options are merged and checked here (./options.ts): a bad one is logged and keeps its default.
   */
  context(input: ContextInput = {}): RepairContext {
    const log = input.log ?? silentLogger;
    const config = this.#options.resolve(this.#registry.plugins, resolveConfig(this.config, input.config), log);
    return { model: input.model, tools: toToolMap(input.tools), config, log };
  }

  validate(value: unknown, schema: JSONSchema, ctx: RepairContext): readonly Issue[] {
    this.#resolve();
    return validate(this.hooks, value, schema, ctx);
  }

  /**
   * Validate-then-repair for one tool call. A valid input comes back as the same object; otherwise a
   * clone is repaired by the `repair` hook (bounded passes) and committed only if it validates.
   * A string `input` is the raw arguments text.
   */
  repairArguments(tool: string, input: unknown, schema: JSONSchema, ctx: RepairContext): RepairResult {
    this.#resolve();
    return repairArguments(this.hooks, tool, input, schema, ctx);
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
    return processMessage(this.#core, message, ctx);
  }

  /** Scans one text for candidates (exposed for tools and tests). */
  scanText(text: string, kind: "text" | "thinking", ctx: RepairContext): Candidate[] {
    this.#resolve();
    return scanText(this.hooks, this.#core.markers, text, kind, ctx);
  }
}

/** A host with no plugins yet: `use()` presets and plugins, then call its entry points. */
export function createHost(options: HostOptions = {}): RepairHost {
  return new Host(options);
}
