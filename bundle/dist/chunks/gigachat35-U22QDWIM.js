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

// presets/gigachat/dist/gigachat35.js
var GIGACHAT35_MODELS = ["(^|[^a-z0-9])gigachat[-_ ]?3\\.5(?![0-9])"];
var gigachat35 = definePreset({
  name: "@pi-tool-repair/preset-gigachat/3.5",
  description: "GigaChat 3.5: recovers leaked GCML (<\uFF5CGCML\uFF5Ctool_calls>) calls on top of preset-pi-default.",
  models: GIGACHAT35_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["gcml"] } }
});
var gigachat35_default = gigachat35;
export {
  GIGACHAT35_MODELS,
  gigachat35_default as default,
  gigachat35
};
