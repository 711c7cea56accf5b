export { HOST_API_VERSION, MAX_REPAIR_PASSES, RepairHost, createHost, orderPlugins, rawArgumentsText, toToolMap, describePlugin } from "./host.js";
export type { Hooks, ProcessResult, RecoveredReport, ToolCallReport, ContextInput, HostOptions, ToolsInput } from "./host.js";
export { STAGE, defineRule, defineGrammar, definePreset, isPreset, grammarEnabled } from "./define.js";
export type {
  RepairPlugin,
  Preset,
  Rule,
  RuleSpec,
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
export { Draft, bindIssue } from "./draft.js";
export type { RuleIssue } from "./draft.js";
export { HostError, describeError } from "./errors.js";
export type { HostErrorCode } from "./errors.js";
export { SCHEMA_ERROR, validateWithAjv } from "./validator.js";
export { linearPattern } from "@pi-tool-repair/grammar-kit";
export type { LinearPattern } from "@pi-tool-repair/grammar-kit";
export { acceptsType, declaredTypes, expandSchema, isRequiredAt, subschemasAt } from "@pi-tool-repair/grammar-kit";
export { cloneJson, getAt, hasAt, isPlainObject, jsonEqual, joinPointer, valueNestsDeeperThan, parentPointer, parsePointer, formatPointer } from "@pi-tool-repair/grammar-kit";
export { DEFAULT_ANCHOR_BLEED_MODELS, defaultConfig, mergeConfig, resolveConfig, silentLogger, stderrLogger } from "./config.js";
export { ForwardSearch, MarkerSet, THINK_TAGS, codeRanges, contentSpans, inRanges, isZeroWidth, thinkRanges } from "@pi-tool-repair/grammar-kit";
export type { Range } from "@pi-tool-repair/grammar-kit";
export { PHANTOM_ERROR_MESSAGE, phantomToolUse } from "./phantom.js";
export { jsonExtent, JsonReader, duplicateKeyedExtent, hasDuplicateKeys, parseJson, parseJsonAt, readJsonString } from "@pi-tool-repair/grammar-kit";
export type { JsonAt } from "@pi-tool-repair/grammar-kit";
export { insideOtherMarkup } from "@pi-tool-repair/grammar-kit";
export { callOf, callsOf, decodeArguments, isRecord, isSchemaShaped, isToolName, setParam, skipWs } from "@pi-tool-repair/grammar-kit";
export type { CallShape } from "@pi-tool-repair/grammar-kit";
export { acceptsValue, exactNumber, jsonType, numbersExact, toBoolean, toInteger, toNumber, toStructured, typeByOrder, typesOf } from "@pi-tool-repair/grammar-kit";
export type * from "./types.js";
export { parsePythonCallAt, parsePythonLiteral, parsePythonLiteralAt } from "@pi-tool-repair/grammar-kit";
export type { PythonAt, PythonCall } from "@pi-tool-repair/grammar-kit";
export { TextPieces, startsLikeJson } from "@pi-tool-repair/grammar-kit";
