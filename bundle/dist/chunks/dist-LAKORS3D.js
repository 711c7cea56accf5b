import { createRequire as __ptrCreateRequire } from "node:module"; const require = __ptrCreateRequire(import.meta.url);
import "./chunk-ATRYUUK3.js";
import {
  piDefault
} from "./chunk-ZMYQ4R26.js";
import "./chunk-QCVGMGL2.js";
import "./chunk-4TCUM3WQ.js";
import {
  definePreset
} from "./chunk-KJQZJYVY.js";
import "./chunk-S62PELVU.js";
import "./chunk-N5N6Q73W.js";

// presets/step-audio/dist/index.js
var STEP_AUDIO_MODELS = ["(^|[^a-z0-9])step[-_ ]?audio[-_ ]?2(?![0-9])"];
var stepAudio = definePreset({
  name: "@pi-tool-repair/preset-step-audio",
  description: "Model preset for StepFun Step-Audio 2: recovers leaked <tool_call>function\u23CENAME\u23CE{\u2026} calls on top of preset-pi-default.",
  models: STEP_AUDIO_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["step-audio"] } }
});
var dist_default = stepAudio;
export {
  STEP_AUDIO_MODELS,
  dist_default as default,
  stepAudio
};
