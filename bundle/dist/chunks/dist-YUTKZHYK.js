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

// presets/plamo/dist/index.js
var PLAMO_MODELS = ["(^|[^a-z0-9])plamo[-_ ]?3(?![0-9])"];
var plamo = definePreset({
  name: "@pi-tool-repair/preset-plamo",
  description: "PLaMo 3: recovers leaked <|plamo:begin_tool_requests:plamo|> sections on top of preset-pi-default.",
  models: PLAMO_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["plamo"] } }
});
var dist_default = plamo;
export {
  PLAMO_MODELS,
  dist_default as default,
  plamo
};
