import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/**
 * The model ids of dots (rednote-hilab `dots.llm1`, `dots.vlm1`; `dots-studio/dots-3-…`): `dots` as a whole
 * id segment, followed by `.`, `-` or `_` (so `notdots`, `dotsnet` or `polka-dots` are not dots).
 */
export const DOTS_MODELS: readonly string[] = ["(?:^|[/:])dots[._-]"];

/** dots: leaks `<dots_function_call><invoke name=…>` blocks (or a JSON body in that wrapper) into the text. */
export const dots = definePreset({
  name: "@pi-tool-repair/preset-dots",
  description: "dots: <dots_function_call> invoke and JSON recovery on top of preset-pi-default.",
  models: DOTS_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["dots"] } },
});

export default dots;
