import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/**
 * gpt-oss-20b / 120b: leaks harmony (`<|channel|>commentary to=functions.N <|constrain|>json<|message|>{…}`)
 * when a server does not parse it, sends single items where arrays are wanted and quoted (double-encoded)
 * objects.
 */
export const gptOss = definePreset({
  name: "@pi-tool-repair/preset-gpt-oss",
  description: "gpt-oss: harmony recovery; array-wrapping and quoted-object repairs.",
  models: ["gpt[-_]?oss"],
  presets: [piDefault],
  plugins: [],
  config: {
    grammar: { enabled: true, mode: "recover", grammars: ["harmony"] },
  },
});

export default gptOss;
