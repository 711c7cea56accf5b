import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/**
 * The model ids of StepFun Step-Audio 2 (`stepfun-ai/Step-Audio-2-mini`, `Step-Audio-2-mini-Think`, `step-audio2`):
 * `step` at the start of a word, `audio`, then `2` not followed by a digit (`-`, `_`, a space or nothing between), so
 * Step-Audio 1 (`Step-Audio-Chat`), Step-Audio-R1 and Step 3 are not Step-Audio 2.
 */
export const STEP_AUDIO_MODELS: readonly string[] = ["(^|[^a-z0-9])step[-_ ]?audio[-_ ]?2(?![0-9])"];

/** Step-Audio 2: leaks `<tool_call>function⏎NAME⏎{…}</tool_call>` into the text. */
export const stepAudio = definePreset({
  name: "@pi-tool-repair/preset-step-audio",
  description: "Model preset for StepFun Step-Audio 2: recovers leaked <tool_call>function⏎NAME⏎{…} calls on top of preset-pi-default.",
  models: STEP_AUDIO_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["step-audio"] } },
});

export default stepAudio;
