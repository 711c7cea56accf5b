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

// presets/solar/dist/index.js
var SOLAR_MODELS = ["(^|[/:@_])solar[-_ ]?open([-_.:0-9]|$)"];
var solar = definePreset({
  name: "@pi-tool-repair/preset-solar",
  description: "Model preset for Upstage Solar Open / Solar Open 2: recovers leaked <|tool_call:begin|> and <|tool_call:start|> calls on top of preset-pi-default.",
  models: SOLAR_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["solar"] } }
});
var dist_default = solar;
export {
  SOLAR_MODELS,
  dist_default as default,
  solar
};
