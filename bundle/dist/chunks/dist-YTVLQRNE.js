import { createRequire as __ptrCreateRequire } from "node:module"; const require = __ptrCreateRequire(import.meta.url);
import "./chunk-ATRYUUK3.js";
import {
  piDefault
} from "./chunk-7SLQI6TO.js";
import "./chunk-6K6VMZZJ.js";
import "./chunk-4TCUM3WQ.js";
import {
  definePreset
} from "./chunk-QCQC265Q.js";
import "./chunk-2OWXKCCB.js";
import "./chunk-N5N6Q73W.js";

// presets/deepseek/dist/index.js
var deepseek = definePreset({
  name: "@pi-tool-repair/preset-deepseek",
  description: "DeepSeek: DSML and bare JSON recovery; placeholder and raw-JSON repairs.",
  models: ["deepseek"],
  presets: [piDefault],
  plugins: [],
  config: {
    grammar: { enabled: true, mode: "recover", grammars: ["dsml", "llama"] }
  }
});
var dist_default = deepseek;
export {
  deepseek,
  dist_default as default
};
