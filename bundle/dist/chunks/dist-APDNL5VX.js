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

// presets/ling/dist/index.js
var LING_MODELS = ["(?:^|[/:])(?:ling|ring|bailing)[-_.]"];
var ling = definePreset({
  name: "@pi-tool-repair/preset-ling",
  description: "Ling / Ring: GLM-layout <tool_call> recovery on top of preset-pi-default.",
  models: LING_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["glm"] } }
});
var dist_default = ling;
export {
  LING_MODELS,
  dist_default as default,
  ling
};
