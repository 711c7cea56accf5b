/**
 * The host's public runtime exports are the contract alone (listed in README.md): the definitions, plugin options, the
 * host, its version, its error, and the default validator with its schema-error keyword. Parsing helpers are
 * in `@pi-tool-repair/grammar-kit`; testers in `@pi-tool-repair/host/testing`.
 */
export { createHost } from "./host.js";
export type { RepairHost, Hooks, ContextInput, HostOptions, ToolsInput } from "./host.js";
export { HOST_API_VERSION } from "./registry.js";
export type { ProcessResult, RecoveredReport, ToolCallReport, ArgumentsErrorReader } from "./messages.js";
export { STAGE, defineRule, defineGrammar, definePreset, isPreset } from "./define.js";
export type {
  RepairPlugin,
  Preset,
  Rule,
  RuleSpec,
  SchemaShape,
  RuleResult,
  Grammar,
  GrammarSpec,
  ScanInput,
  ScanResult,
  Candidate,
  RecoveredCall,
  ConfigInput,
  DeepPartial,
} from "./define.js";
export { optionsOf, optionDefaults } from "./options.js";
export type { PluginOptions, OptionsOwner } from "./options.js";
export type { Draft, RuleIssue } from "./draft.js";
export { HostError } from "./errors.js";
export type { HostErrorCode, HostErrorDetails } from "./errors.js";
export { SCHEMA_ERROR, validateWithAjv } from "./validator.js";
export { PI_STOP_REASONS, NORMAL_STOP_REASONS, MISSING_STOP_REASON, endedNormally, stopReasonOfOpenAI, stopReasonOfAiSdk } from "./stop-reasons.js";
export type { PiStopReason } from "./stop-reasons.js";
export type { OwnedMarkup } from "@pi-tool-repair/grammar-kit";
export type * from "./types.js";
