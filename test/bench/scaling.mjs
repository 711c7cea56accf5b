// The bench with every grammar loaded beside the first set (issue 35 item 5): the same family, the same text, two
// hosts that differ only in the grammars loaded, so "the one-pass marker scan does not grow with the number of
// grammars" is shown by counts, not by a millisecond difference below the machine's noise.
//
// Each configuration is a host built from preset-pi-default's own rules and other plugins, with
//   first  the 20 grammars the project began with (issue 11's bench measured these), and
//   all    every grammar preset-pi-default bundles now (the first set and every family added since).
// A message goes through `processMessage` with pi's tools (known tools required), as the command line's message
// mode does. Besides the median time, a second host of each configuration counts the work, untimed:
//   scans      calls of the grammars' `scan` (each one a marker position a grammar was asked to read),
//   indexOf    native `String.prototype.indexOf` calls and the characters they passed over: the marker pass is
//              one `indexOf` sweep per first character of the markers, so those characters ÷ the text's length
//              is the number of passes over the text, the figure that would grow if the search looped per grammar,
//   startsWith `String.prototype.startsWith` calls (the marker trie compares a marker's rest with one; so do the
//              grammars' readers).
// These wrap the prototypes in this process only, after the timing is done.
import { createHost, defineGrammar, definePreset } from "@pi-tool-repair/host";
import { grammars, others, PI_TOOL_SCHEMAS, rules } from "@pi-tool-repair/preset-pi-default";

/** The grammars the project began with (the 20 packages of issue 11's bench), by name. */
export const FIRST_SET = Object.freeze(["dsml", "invoke", "qwen", "seed-oss", "minimax-m1", "minimax-text", "step3", "kimi", "mistral", "llama", "granite", "xlam", "phi4", "jamba", "cohere", "internlm", "glm", "harmony", "olmo", "gemma"]);

/** The configurations: name → the grammar plugins it loads. */
export function configurations() {
  return {
    first: grammars.filter((g) => FIRST_SET.includes(g.name)),
    all: [...grammars],
  };
}

/** Counters the wrapped grammars and prototypes add to. */
const counts = { scans: 0, indexOf: 0, indexOfChars: 0, startsWith: 0 };

/** A copy of a grammar whose `scan` counts its calls (the same declaration, `stripGrammar` taken from its `apply`). */
function counted(g) {
  if (typeof g.scan !== "function") return g;
  let stripGrammar;
  g.apply({ registerMarkers() {}, hooks: { recover: { tap() {} }, stripGrammar: { tap: (_name, fn) => (stripGrammar = fn) } } });
  const scan = g.scan;
  const spec = { name: g.name, host: g.host, stage: g.stage, markers: g.markers, inThinking: g.inThinking, inCode: g.inCode, bare: g.bare, owns: g.owns, literals: g.literals };
  // every optional field of the declaration (without `namedOnly`, functionary ran in the counts but not in the timed host)
  for (const key of ["package", "before", "options", "meta", "namedOnly"]) if (g[key] !== undefined) spec[key] = g[key];
  if (stripGrammar) spec.stripGrammar = stripGrammar;
  spec.scan = (text, at, input, options) => {
    counts.scans++;
    return scan(text, at, input, options);
  };
  return defineGrammar(spec);
}

/** A frozen host of preset-pi-default's rules and others with `grammarList`, and its context for pi's tools. */
export function hostWith(grammarList, name = "bench") {
  const host = createHost()
    .use(definePreset({ name: `@pi-tool-repair/bench-${name}`, description: "bench configuration", plugins: [...rules, ...grammarList, ...others] }))
    .freeze();
  const ctx = host.context({ tools: PI_TOOL_SCHEMAS, config: { grammar: { enabled: true, mode: "recover", requireKnownTool: true } } });
  return { host, ctx };
}

/** A runner of `text` through `host.processMessage`. */
export function runnerFor({ host, ctx }, text) {
  const message = { role: "assistant", content: [{ type: "text", text }], stopReason: "stop" };
  return () => host.processMessage(message, ctx);
}

/** One untimed run of `text` with the grammars of `grammarList` wrapped, and the prototypes counted: the counts. */
export function countWork(grammarList, text) {
  const subject = hostWith(grammarList.map(counted), "counted");
  const run = runnerFor(subject, text);
  run(); // warm: the first run builds what later runs reuse
  for (const k of Object.keys(counts)) counts[k] = 0;
  const indexOf = String.prototype.indexOf;
  const startsWith = String.prototype.startsWith;
  String.prototype.indexOf = function (search, from) {
    const at = indexOf.call(this, search, from);
    counts.indexOf++;
    const start = from > 0 ? Math.floor(from) : 0;
    counts.indexOfChars += Math.max(0, (at >= 0 ? at : this.length) - start);
    return at;
  };
  String.prototype.startsWith = function (search, from) {
    counts.startsWith++;
    return startsWith.call(this, search, from);
  };
  let outcome;
  try {
    outcome = run();
  } finally {
    String.prototype.indexOf = indexOf;
    String.prototype.startsWith = startsWith;
  }
  return { ...counts, calls: outcome.recovered?.length ?? 0 };
}
