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

// presets/gemma/dist/index.js
var GEMMA3_MODELS = ["(^|[/:@_])gemma[-_ ]?3([-_.:]|$)"];
var gemma = definePreset({
  name: "@pi-tool-repair/preset-gemma",
  description: "Model preset for Gemma 3: recovers its pythonic calls, also glued before its prose as its template writes them.",
  models: GEMMA3_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["llama"] } },
  nativeLayout: { grammar: "llama", form: "pythonic", position: "start" }
});
var dist_default = gemma;
export {
  GEMMA3_MODELS,
  dist_default as default,
  gemma
};
