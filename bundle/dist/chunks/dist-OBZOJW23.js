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

// presets/functionary/dist/index.js
var FUNCTIONARY_MODELS = ["(?:^|[/:])functionary(?:[._-]|$)"];
var functionary = definePreset({
  name: "@pi-tool-repair/preset-functionary",
  description: "Functionary: >>>NAME recipient (v3.2) and <function=NAME> (v3.1) recovery on top of preset-pi-default.",
  models: FUNCTIONARY_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["functionary", "qwen"] } },
  nativeLayout: { grammar: "functionary", form: "recipient", position: "end", lead: "all\n" }
});
var dist_default = functionary;
export {
  FUNCTIONARY_MODELS,
  dist_default as default,
  functionary
};
