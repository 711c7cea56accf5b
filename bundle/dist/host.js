import { createRequire as __ptrCreateRequire } from "node:module"; const require = __ptrCreateRequire(import.meta.url);
import {
  HOST_API_VERSION,
  HostError,
  MISSING_STOP_REASON,
  NORMAL_STOP_REASONS,
  PI_STOP_REASONS,
  SCHEMA_ERROR,
  STAGE,
  createHost,
  defineGrammar,
  definePreset,
  defineRule,
  endedNormally,
  holdBackFrom,
  isPreset,
  optionDefaults,
  optionsOf,
  stopReasonOfAiSdk,
  stopReasonOfOpenAI,
  validateWithAjv
} from "./chunks/chunk-KJQZJYVY.js";
import "./chunks/chunk-S62PELVU.js";
import "./chunks/chunk-N5N6Q73W.js";
export {
  HOST_API_VERSION,
  HostError,
  MISSING_STOP_REASON,
  NORMAL_STOP_REASONS,
  PI_STOP_REASONS,
  SCHEMA_ERROR,
  STAGE,
  createHost,
  defineGrammar,
  definePreset,
  defineRule,
  endedNormally,
  holdBackFrom,
  isPreset,
  optionDefaults,
  optionsOf,
  stopReasonOfAiSdk,
  stopReasonOfOpenAI,
  validateWithAjv
};
