import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/**
 * The model ids of MiniCPM (OpenBMB: `openbmb/MiniCPM5-…`, `minicpm5:8b`): `minicpm` at the start of the id or of
 * a path segment (so `notminicpm-7b` is not MiniCPM).
 */
export const MINICPM_MODELS: readonly string[] = ["(?:^|[/:])minicpm"];

/**
 * MiniCPM 5: leaks its bare `<function name="N"><param name="K">V</param></function>` calls (CDATA for values
 * with `<`, `&` or a line break) into the text. The `minicpm` grammar runs only where a preset names it, and a
 * call only on a line of its own.
 */
export const minicpm = definePreset({
  name: "@pi-tool-repair/preset-minicpm",
  description: "Model preset for MiniCPM 5: recovers its bare <function name=…> XML calls on lines of their own.",
  models: MINICPM_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["minicpm"] } },
});

export default minicpm;
