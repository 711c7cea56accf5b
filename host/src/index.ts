/**
 * The host's public runtime exports are the contract alone (listed in README.md): the definitions, plugin options, the
 * host, its version, its error, and the default validator with its schema-error keyword. Parsing helpers are
 * in `@pi-tool-repair/grammar-kit`; testers in `@pi-tool-repair/host/testing`. Re-exports only: the types are
 * in ./contract, the code in the rooms (./plugins, ./repair, ./recover), the pipeline and the host.
 */
export { createHost } from "./host.js";
export { HOST_API_VERSION, STAGE } from "./contract/index.js";
export type {
  RepairHost,
  Hooks,
  ContextInput,
  HostOptions,
  ToolsInput,
  ProcessResult,
  RecoveredReport,
  ToolCallReport,
  ArgumentsErrorReader,
  RepairPlugin,
  Preset,
  NativeLayout,
  Rule,
  RuleSpec,
  SchemaShape,
  RuleResult,
  Grammar,
  GrammarSpec,
  GrammarDeclaration,
  GrammarCode,
  GrammarMeta,
  GrammarVariant,
  LazyGrammarSpec,
  StreamRecovery,
  ScanInput,
  ScanResult,
  Candidate,
  RecoveredCall,
  ConfigInput,
  DeepPartial,
  PluginOptions,
  OptionsOwner,
  Draft,
  RuleIssue,
  HostErrorCode,
  HostErrorDetails,
  PiStopReason,
} from "./contract/index.js";
export { defineRule, defineGrammar, definePreset, isPreset } from "./plugins/define.js";
export { optionsOf, optionDefaults } from "./plugins/options.js";
export { HostError } from "./contract/index.js";
export { SCHEMA_ERROR, validateWithAjv } from "./repair/validator.js";
export { holdBackFrom, type HoldBackGrammar } from "./recover/hold-back.js";
export { PI_STOP_REASONS, NORMAL_STOP_REASONS, MISSING_STOP_REASON, endedNormally, stopReasonOfOpenAI, stopReasonOfAiSdk } from "./contract/index.js";
export type { OwnedMarkup } from "@pi-tool-repair/grammar-kit";
export type * from "./contract/shapes.js";
