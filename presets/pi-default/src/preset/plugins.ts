/**
 * Everything preset-pi-default bundles. The order here does not matter: the host orders the plugins by
 * their declared `stage` and `before` (see the README's table of the default order).
 */
import type { RepairPlugin } from "@pi-tool-repair/host";
import { phantomToolUse } from "./phantom.js";
import { piArgumentsError } from "./arguments-error.js";
// rules (first group)
import { dropNullOptional } from "@pi-tool-repair/rule-drop-null-optional";
import { coerceNumericString } from "@pi-tool-repair/rule-coerce-numeric-string";
import { renameAliasedField } from "@pi-tool-repair/rule-rename-aliased-field";
import { dropEmptyPlaceholder } from "@pi-tool-repair/rule-drop-empty-placeholder";
import { parseJsonString } from "@pi-tool-repair/rule-parse-json-string";
import { wrapBareStringAsArray } from "@pi-tool-repair/rule-wrap-bare-string-as-array";
import { wrapRootString } from "@pi-tool-repair/rule-wrap-root-string";
import { convertTimeoutMilliseconds } from "@pi-tool-repair/rule-convert-timeout-milliseconds";
import { joinStringArray } from "@pi-tool-repair/rule-join-string-array";
// rules (second group)
import { parseRawArguments } from "@pi-tool-repair/rule-parse-raw-arguments";
import { unwrapEnvelope } from "@pi-tool-repair/rule-unwrap-envelope";
import { stripGrammarTokenKeys } from "@pi-tool-repair/rule-strip-grammar-token-keys";
import { foldLegacyEdit } from "@pi-tool-repair/rule-fold-legacy-edit";
import { wrapSingleObjectAsArray } from "@pi-tool-repair/rule-wrap-single-object-as-array";
import { dropUnknownInformationalKeys } from "@pi-tool-repair/rule-drop-unknown-informational-keys";
import { sanitizePatternAnchors, stripPatternAnchors } from "@pi-tool-repair/rule-strip-pattern-anchors";
import { serializeJsonContent } from "@pi-tool-repair/rule-serialize-json-content";
import { coerceBooleanString } from "@pi-tool-repair/rule-coerce-boolean-string";
import { coerceNumberToString } from "@pi-tool-repair/rule-coerce-number-to-string";
import { matchEnumCase } from "@pi-tool-repair/rule-match-enum-case";
import { fillDeclaredDefault } from "@pi-tool-repair/rule-fill-declared-default";
// grammars (first group)
import { dsml } from "@pi-tool-repair/grammar-dsml";
import { gcml } from "@pi-tool-repair/grammar-dsml";
import { invoke } from "@pi-tool-repair/grammar-invoke";
import { dots } from "@pi-tool-repair/grammar-dots";
import { qwen } from "@pi-tool-repair/grammar-qwen";
import { seedOss } from "@pi-tool-repair/grammar-seed-oss";
import { minimaxM1 } from "@pi-tool-repair/grammar-minimax-m1";
import { minimaxText } from "@pi-tool-repair/grammar-minimax-text";
import { step3 } from "@pi-tool-repair/grammar-step3";
// grammars (second group)
import { kimi } from "@pi-tool-repair/grammar-kimi";
import { mistral } from "@pi-tool-repair/grammar-mistral";
import { llama } from "@pi-tool-repair/grammar-llama";
import { granite } from "@pi-tool-repair/grammar-granite";
import { xlam } from "@pi-tool-repair/grammar-xlam";
import { phi4 } from "@pi-tool-repair/grammar-phi4";
import { jamba } from "@pi-tool-repair/grammar-jamba";
import { cohere } from "@pi-tool-repair/grammar-cohere";
import { internlm } from "@pi-tool-repair/grammar-internlm";
// grammars (third group)
import { glm } from "@pi-tool-repair/grammar-glm";
import { harmony } from "@pi-tool-repair/grammar-harmony";
import { olmo } from "@pi-tool-repair/grammar-olmo";
import { gemma } from "@pi-tool-repair/grammar-gemma";
import { hunyuan } from "@pi-tool-repair/grammar-hunyuan";
import { longcat } from "@pi-tool-repair/grammar-longcat";
import { gigachat } from "@pi-tool-repair/grammar-gigachat";
import { lmstudio } from "@pi-tool-repair/grammar-lmstudio";
import { nemotron } from "@pi-tool-repair/grammar-nemotron";
// grammars (issue 35: JSON in new wrappers, pythonic in tokens)
import { apertus } from "@pi-tool-repair/grammar-apertus";
import { lfm2 } from "@pi-tool-repair/grammar-lfm2";
import { openpangu } from "@pi-tool-repair/grammar-openpangu";
import { solar } from "@pi-tool-repair/grammar-solar";
import { llamacppGeneric } from "@pi-tool-repair/grammar-llamacpp-generic";
// grammars (issue 35: K2 Horizon, Kimi K3, Ling)
import { k2Horizon } from "@pi-tool-repair/grammar-k2-horizon";
import { kimiK3 } from "@pi-tool-repair/grammar-kimi-k3";
import { functionary } from "@pi-tool-repair/grammar-functionary";
import { glimmer } from "@pi-tool-repair/grammar-glimmer";
import { inkling } from "@pi-tool-repair/grammar-inkling";
// grammars (issue 35: new XML forms)
import { minimaxM3 } from "@pi-tool-repair/grammar-minimax-m3";
import { minicpm } from "@pi-tool-repair/grammar-minicpm";
import { cwm } from "@pi-tool-repair/grammar-cwm";
// grammars (issue 35, row 53: PLaMo 3)
import { plamo } from "@pi-tool-repair/grammar-plamo";
// grammars (issue 35, row 53: Step-Audio 2)
import { stepAudio } from "@pi-tool-repair/grammar-step-audio";
// grammars (issue 35, row 53: RWKV)
import { rwkv } from "@pi-tool-repair/grammar-rwkv";

/** The argument repair rules. */
export const rules: readonly RepairPlugin[] = [
  // rules (first group)
  dropNullOptional,
  coerceNumericString,
  renameAliasedField,
  dropEmptyPlaceholder,
  parseJsonString,
  wrapBareStringAsArray,
  wrapRootString,
  convertTimeoutMilliseconds,
  joinStringArray,
  // rules (second group)
  parseRawArguments,
  unwrapEnvelope,
  stripGrammarTokenKeys,
  foldLegacyEdit,
  wrapSingleObjectAsArray,
  dropUnknownInformationalKeys,
  stripPatternAnchors,
  serializeJsonContent,
  coerceBooleanString,
  coerceNumberToString,
  matchEnumCase,
  fillDeclaredDefault,
];

/** The leaked-grammar parsers (they run only where grammar recovery is on). */
export const grammars: readonly RepairPlugin[] = [
  // grammars (first group)
  dsml,
  invoke,
  dots,
  qwen,
  seedOss,
  minimaxM1,
  minimaxText,
  step3,
  // grammars (second group)
  kimi,
  mistral,
  llama,
  granite,
  xlam,
  phi4,
  jamba,
  cohere,
  internlm,
  // grammars (third group)
  glm,
  harmony,
  olmo,
  gemma,
  hunyuan,
  longcat,
  gigachat,
  lmstudio,
  nemotron,
  // grammars (issue 35: JSON in new wrappers, pythonic in tokens)
  apertus,
  lfm2,
  openpangu,
  solar,
  llamacppGeneric,
  // grammars (issue 35: K2 Horizon, Kimi K3, Ling)
  k2Horizon,
  kimiK3,
  // variants (issue 35: a layout of another grammar with other markers)
  gcml,
  functionary,
  glimmer,
  inkling,
  // grammars (issue 35: new XML forms)
  minimaxM3,
  minicpm,
  cwm,
  // grammars (issue 35, row 53: PLaMo 3)
  plamo,
  // grammars (issue 35, row 53: Step-Audio 2)
  stepAudio,
  // grammars (issue 35, row 53: RWKV)
  rwkv,
];

/** Other plugins: phantom tool use, schema anchor sanitizing. */
export const others: readonly RepairPlugin[] = [
  phantomToolUse,
  piArgumentsError,
  // others (second group of rules: sanitize plugins)
  sanitizePatternAnchors,
];
