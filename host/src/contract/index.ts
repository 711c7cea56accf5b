/**
 * The contract: every public type the host hands to plugins and callers, the stages and the API version, the
 * plain-JSON check, the stop-reason allow-list and `HostError`. A leaf: it imports nothing of ours but kit
 * types, and every room of the host imports it.
 */
export type * from "./shapes.js";
export { isBlockObject, isToolCallBlock } from "./guards.js";
export type { Draft, RuleIssue } from "./draft.js";
export type { Candidate, RecoveredCall, ScanInput, ScanResult } from "./scan.js";
export type { ArgumentsErrorReader, ProcessResult, RecoveredReport, ToolCallReport } from "./results.js";
export { HOST_API_VERSION, STAGE } from "./plugin.js";
export type {
  ConfigInput,
  ContextInput,
  DeepPartial,
  Grammar,
  GrammarCode,
  GrammarDeclaration,
  GrammarMeta,
  GrammarSpec,
  GrammarVariant,
  Hooks,
  HostOptions,
  LazyGrammarSpec,
  NativeLayout,
  OptionsOwner,
  PluginOptions,
  Preset,
  RepairHost,
  RepairPlugin,
  Rule,
  SchemaShape,
  RuleResult,
  RuleSpec,
  StreamRecovery,
  ToolsInput,
} from "./plugin.js";
export { notPlainJson } from "./plain-json.js";
export { HostError } from "./errors.js";
export type { HostErrorCode, HostErrorDetails } from "./errors.js";
export { PI_STOP_REASONS, NORMAL_STOP_REASONS, MISSING_STOP_REASON, endedNormally, stopReasonOfOpenAI, stopReasonOfAiSdk } from "./stop-reasons.js";
export type { PiStopReason } from "./stop-reasons.js";
