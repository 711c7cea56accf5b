/**
 * Shapes the host works on: messages and their blocks, the context, issues, hints and repair results. They
 * follow pi-ai's message types but the host knows nothing of pi.
 */

/** A JSON primitive. */
export type JsonPrimitive = string | number | boolean | null;
/** A JSON value. */
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };
/** `JsonType` and `JSONSchema` (a tool's schema: TypeBox output, draft-07 or 2020-12; never mutated) are the kit's. */
import type { JSONSchema, JsonType } from "@pi-tool-repair/grammar-kit";
export type { JSONSchema, JsonType };

export interface TextBlock {
  type: "text";
  text: string;
  [key: string]: unknown;
}
export interface ThinkingBlock {
  type: "thinking";
  thinking: string;
  [key: string]: unknown;
}
export interface ToolCallBlock {
  type: "toolCall";
  id: string;
  name: string;
  arguments: unknown;
  /** Set by the caller when the arguments text was not a JSON object; read by the reader a plugin registers (`readArgumentsErrorWith`). */
  argumentsError?: string;
  [key: string]: unknown;
}
export type Block = TextBlock | ThinkingBlock | ToolCallBlock | { type: string; [key: string]: unknown };

export interface AssistantMessage {
  role: "assistant";
  content: Block[];
  /**
   * How the turn ended (pi's `StopReason`). Calls are recovered from its text only when it is `stop` or `toolUse`
   * (`NORMAL_STOP_REASONS`); missing reads as `stop`; any other value is kept and the turn gains no call.
   */
  stopReason?: string;
  errorMessage?: string;
  [key: string]: unknown;
}
/** Any message; only `role: "assistant"` ones are processed. */
export type Message = AssistantMessage | { role: string; content?: unknown; [key: string]: unknown };

/** The outgoing provider request body (e.g. the Chat Completions body), as pi hands it over. */
export type RequestPayload = unknown;

export interface ModelInfo {
  id: string;
  provider?: string;
  api?: string;
}

export interface Logger {
  debug(message: string): void;
  warn(message: string): void;
}

export type GrammarMode = "recover" | "strip";

export interface GrammarConfig {
  /** Recovery of leaked grammar for this context. The pi extension resolves `enabled`/`leakModels` into this flag. */
  enabled: boolean;
  mode: GrammarMode;
  requireKnownTool: boolean;
  /** Families to run; `undefined` = every loaded grammar. */
  grammars?: readonly string[] | undefined;
}

export interface HostConfig {
  grammar: GrammarConfig;
  /** Rules switched on or off by name (`{ coerceBooleanString: false }`); absent = on. */
  rules: Readonly<Record<string, boolean>>;
  /**
   * Each plugin's own options by plugin name (`{ renameAliasedField: { aliases: {…} } }`), checked against the
   * schema the plugin declares (`options` in defineRule/defineGrammar). After `host.context()` every plugin that
   * declares options has its entry here, defaults filled in; read it with `optionsOf(ctx, plugin)`.
   */
  options: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Room for other settings. */
  [key: string]: unknown;
}

/** Declared tools: name → schema (`undefined` = declared, schema unknown). */
export type ToolMap = ReadonlyMap<string, JSONSchema | undefined>;

export interface RepairContext {
  model?: ModelInfo | undefined;
  tools: ToolMap;
  config: HostConfig;
  log: Logger;
}

/**
 * A validation issue, ajv's fields kept. For `required`/`additionalProperties` the key is in `params`.
 * A rule's `apply` gets it bound to the draft, as a `RuleIssue` (with `path`, `key`, `value`, `optional`,
 * `expects(type)`).
 */
export interface Issue {
  /** The failing JSON Schema keyword: `type`, `required`, `additionalProperties`, `enum`, `pattern` … */
  keyword: string;
  /** JSON Pointer to the failing value (`""` = the arguments themselves), e.g. `/edits/0/oldText`. */
  instancePath: string;
  /** JSON Pointer into the schema to the failing keyword, e.g. `#/properties/offset/type`. */
  schemaPath: string;
  /** ajv's parameters of the keyword: `{ type }`, `{ missingProperty }`, `{ additionalProperty }`, `{ allowedValues }` … */
  params: Readonly<Record<string, unknown>>;
  /** ajv's message, e.g. `must be number`. */
  message: string;
  /** The schema object that holds the failing keyword (ajv's `parentSchema`). */
  schema: JSONSchema;
}

/** One shape for hints and faults. `path` is a JSON Pointer (`""` = root). */
export interface Hint {
  rule: string;
  path: string;
  message: string;
}

export type Outcome = "valid" | "repaired" | "unrepairable";

export interface RepairResult {
  outcome: Outcome;
  /** The committed arguments: the original (same object) unless repaired. */
  arguments: unknown;
  /** The rules that changed the arguments, in order (a valid result shares one frozen empty list: read-only). */
  rules: readonly string[];
  /** What the rules and the validator said (a valid result shares one frozen empty list: read-only). */
  hints: readonly Hint[];
}
