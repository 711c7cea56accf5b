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

// presets/llama/dist/index.js
var LLAMA4_MODELS = ["(^|[/:@_])llama[-_ ]?4([-_.:]|$)"];
var llama = definePreset({
  name: "@pi-tool-repair/preset-llama",
  description: "Model preset for Llama 4: recovers its pythonic calls, also glued after its prose as its template writes them.",
  models: LLAMA4_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["llama"] } },
  nativeLayout: { grammar: "llama", form: "pythonic", position: "end" }
});
var dist_default = llama;
export {
  LLAMA4_MODELS,
  dist_default as default,
  llama
};
