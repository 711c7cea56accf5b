import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/**
 * The model ids of MeetKai Functionary (`meetkai/functionary-medium-v3.2`, `functionary-small-v3.1`, GGUF file
 * names such as `functionary-small-v3.2.Q4_0.gguf`): `functionary` as a whole id segment, followed by `.`, `-`,
 * `_` or the end (so `nonfunctionary` or `functionaryx` are not it).
 */
export const FUNCTIONARY_MODELS: readonly string[] = ["(?:^|[/:])functionary(?:[._-]|$)"];

/**
 * Functionary: v3.2 leaks `>>>NAME⏎{json}` recipients (its template's layout; the `functionary` grammar reads
 * them only where the config names it, as here), v3.1 (Llama 3.1) `<function=NAME>{json}</function>` (read by
 * the `qwen` grammar). Its native layout: the v3.2 template glues a call to the text before it
 * (`all⏎Let me check.>>>get_weather⏎{…}`), so for these model ids a recipient call that ends the text recovers
 * though prose shares its line; the reply's first recipient header (`all⏎`, the template's markup before the user's
 * text) goes with a recovered call, as llama.cpp's FUNCTIONARY_V3_2 parser drops it.
 */
export const functionary = definePreset({
  name: "@pi-tool-repair/preset-functionary",
  description: "Functionary: >>>NAME recipient (v3.2) and <function=NAME> (v3.1) recovery on top of preset-pi-default.",
  models: FUNCTIONARY_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["functionary", "qwen"] } },
  nativeLayout: { grammar: "functionary", form: "recipient", position: "end", lead: "all\n" },
});

export default functionary;
