import { createRequire as __ptrCreateRequire } from "node:module"; const require = __ptrCreateRequire(import.meta.url);
import "./chunk-ATRYUUK3.js";
import {
  piDefault
} from "./chunk-AY7LOELE.js";
import "./chunk-NYIRO7L3.js";
import "./chunk-4TCUM3WQ.js";
import {
  definePreset
} from "./chunk-OKILKSRV.js";
import "./chunk-OBSBKHPA.js";
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
