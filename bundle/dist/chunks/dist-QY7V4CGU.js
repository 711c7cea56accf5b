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

// presets/hunyuan/dist/index.js
var HUNYUAN_MODELS = ["(?:^|[/:])hy[-_]?v?[34](?:[._:-]|$)", "(?:^|[/:])hunyuan(?:[._:-]|$)"];
var hunyuan = definePreset({
  name: "@pi-tool-repair/preset-hunyuan",
  description: "Hunyuan: Hy3/Hy v4 <tool_calls><tool_call> and Hunyuan-A13B <tool_calls>[\u2026] recovery on top of preset-pi-default.",
  models: HUNYUAN_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["hunyuan", "jamba"] } }
});
var dist_default = hunyuan;
export {
  HUNYUAN_MODELS,
  dist_default as default,
  hunyuan
};
