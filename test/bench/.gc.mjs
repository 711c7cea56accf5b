import { families } from "./families.mjs";
import { cliHost, cliCtx, message } from "./subject.mjs";
const text = families()["thousands of complete calls"](1048576);
const m = message(text);
const mode = process.argv[2];
const ctx = { ...cliCtx, config: { ...cliCtx.config, grammar: { ...cliCtx.config.grammar, mode } } };
for (let i = 0; i < 20; i++) cliHost.processMessage(m, ctx);
const t = [];
for (let i = 0; i < 30; i++) { const t0 = performance.now(); cliHost.processMessage(m, ctx); t.push(performance.now() - t0); }
t.sort((a, b) => a - b);
console.error(mode, t[15].toFixed(2));
