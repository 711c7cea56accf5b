/** The `./config` entry: the config file, its schema and plugin loading, from `runtime/` (nothing of pi). */
export * from "./runtime/config.js";
