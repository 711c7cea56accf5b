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

// presets/hyperclova/dist/index.js
var HYPERCLOVA_MODELS = ["(^|[^a-z0-9])hyperclova"];
var hyperclova = definePreset({
  name: "@pi-tool-repair/preset-hyperclova",
  description: "Model preset for HyperCLOVA X SEED Think (NAVER): recovers its GLM-style tool calls with JSON-literal values on top of preset-pi-default.",
  models: HYPERCLOVA_MODELS,
  presets: [piDefault],
  plugins: [],
  config: {
    grammar: { enabled: true, mode: "recover", grammars: ["glm", "xlam"] },
    options: { glm: { jsonLiteralValues: true }, xlam: { toolRoleHeader: true } }
  }
});
var dist_default = hyperclova;
export {
  HYPERCLOVA_MODELS,
  dist_default as default,
  hyperclova
};
