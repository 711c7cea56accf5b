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
  Grammar,
  Hooks,
  HostOptions,
  Issue,
  JSONSchema,
  Message,
  NativeLayout,
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
import { nativeLayoutsFor } from "./recover/layout.js";
import { processMessage, type HostCore } from "./message.js";

const { SyncBailHook, SyncWaterfallHook } = tapable;

/** A tool map from a Map, a `{name: schema}` record, or a list of names (schemas unknown). */
function toToolMap(tools: ToolsInput | undefined): ToolMap {
  if (!tools) return new Map();
  if (tools instanceof Map) return tools;
  if (Array.isArray(tools)) return new Map((tools as readonly string[]).map((n) => [n, undefined]));
  return new Map(Object.entries(tools as Record<string, JSONSchema>));
}

/**
 * The host: the hook table, what is loaded, and the entry points, each delegating. Every public member is
 * documented where it is declared, on the contract's `RepairHost` (./contract/plugin.ts).
 */
class Host implements RepairHost {
  readonly hooks: Hooks;
  readonly #registry: Registry;
  #ordered: RepairPlugin[] | undefined;
  /** What the message pipeline needs: the hooks, the marker registry, the arguments-error reader. */
  readonly #core: HostCore;
  /** The plugin whose apply() runs (`registerMarkers` records it as the owner of its wrappers). */
  #applying: string | undefined;
  readonly #options = new OptionsResolver();
  /** The native layouts per model id (from the presets whose `models` match it), found once per id. */
  readonly #layouts = new Map<string, readonly NativeLayout[]>();

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

  get config(): ConfigInput {
    return this.#registry.config;
  }

  use(item: RepairPlugin | Preset): this {
    this.#registry.add(item, this.#ordered !== undefined);
    this.#layouts.clear();
    return this;
  }

  get presets(): readonly Preset[] {
    return this.#registry.presets;
  }

  get plugins(): readonly RepairPlugin[] {
    return this.#ordered ?? orderPlugins(this.#registry.plugins);
  }

  freeze(): this {
    this.#resolve();
    return this;
  }

  registerMarkers(markers: readonly string[], owns: readonly OwnedMarkup[] = [], literals: readonly string[] = []): void {
    this.#core.markers.add(markers, owns, literals, this.#applying);
  }

  readArgumentsErrorWith(reader: ArgumentsErrorReader): void {
    this.#core.readArgumentsError = reader;
  }

  /** The native layouts of the context's model: those of the presets whose `models` match its id. */
  #layoutsOf(ctx: RepairContext): readonly NativeLayout[] {
    const id = ctx.model?.id;
    if (typeof id !== "string") return [];
    let hit = this.#layouts.get(id);
    if (hit === undefined) {
      hit = nativeLayoutsFor(this.#registry.presets, id, ctx.log);
      // a long session sees few model ids; a caller cycling through many only refills the cache
      if (this.#layouts.size > 256) this.#layouts.clear();
      this.#layouts.set(id, hit);
    }
    return hit;
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

  context(input: ContextInput = {}): RepairContext {
    const log = input.log ?? silentLogger;
    const config = this.#options.resolve(this.#registry.plugins, resolveConfig(this.config, input.config), log);
    return { model: input.model, tools: toToolMap(input.tools), config, log };
  }

  validate(value: unknown, schema: JSONSchema, ctx: RepairContext): readonly Issue[] {
    this.#resolve();
    return validate(this.hooks, value, schema, ctx);
  }

  repairArguments(tool: string, input: unknown, schema: JSONSchema, ctx: RepairContext): RepairResult {
    this.#resolve();
    return repairArguments(this.hooks, tool, input, schema, ctx);
  }

  sanitize(payload: RequestPayload, ctx: RepairContext): RequestPayload {
    this.#resolve();
    try {
      return this.hooks.sanitize.call(payload, ctx);
    } catch (error) {
      ctx.log.warn(`[pi-tool-repair] sanitize threw ${describeError(error)}; request left unchanged`);
      return payload;
    }
  }

  processMessage(message: Message, ctx: RepairContext): ProcessResult {
    this.#resolve();
    return processMessage(this.#core, message, ctx, this.#layoutsOf(ctx));
  }

  activeGrammars(kind: "text" | "thinking", ctx: RepairContext): readonly Grammar[] {
    if (!ctx.config.grammar.enabled) return [];
    const list = ctx.config.grammar.grammars;
    return this.#resolve().filter((p): p is Grammar => p.kind === "grammar" && (!list || list.includes(p.name)) && (kind === "text" || (p as Grammar).inThinking));
  }

  scanText(text: string, kind: "text" | "thinking", ctx: RepairContext): Candidate[] {
    this.#resolve();
    return scanText(this.hooks, this.#core.markers, text, kind, ctx, this.#layoutsOf(ctx));
  }
}

/** A host with no plugins yet: `use()` presets and plugins, then call its entry points. */
export function createHost(options: HostOptions = {}): RepairHost {
  return new Host(options);
}
