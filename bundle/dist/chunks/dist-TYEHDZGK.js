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

// presets/gigachat/dist/index.js
var GIGACHAT_MODELS = ["(^|[^a-z0-9])gigachat(?![-_ ]?3\\.5(?![0-9]))"];
var gigachat = definePreset({
  name: "@pi-tool-repair/preset-gigachat",
  description: "GigaChat: recovers leaked <|function_call|> / function call<|role_sep|> calls on top of preset-pi-default.",
  models: GIGACHAT_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["gigachat"] } }
});
var dist_default = gigachat;
export {
  GIGACHAT_MODELS,
  dist_default as default,
  gigachat
};
