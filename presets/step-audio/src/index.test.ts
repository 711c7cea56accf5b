import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, recovered, text, unchanged } from "../../../test/support/preset-table.js";
import { stepAudio } from "./index.js";

const BLOCK = '<tool_call>function\nread\n{"path": "src/a.ts"}</tool_call>';
const HERMES = '<tool_call>\n{"name": "read", "arguments": {"path": "src/a.ts"}}\n</tool_call>';

describe("@pi-tool-repair/preset-step-audio", () => {
  itExtendsPiDefault(stepAudio, "@pi-tool-repair/preset-step-audio");

  itConfigures("turns on Step-Audio recovery", stepAudio, "stepfun-ai/Step-Audio-2-mini", { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["step-audio"] } });

  itProcessesMessages("stepfun-ai/Step-Audio-2-mini", [
    { name: "a function-line block in the text becomes a read call", preset: stepAudio, content: text(`Reading.${BLOCK}`), out: recovered({ type: "text", text: "Reading." }, call("read", { path: "src/a.ts" })), needs: ["step-audio"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(BLOCK), out: unchanged(text(BLOCK)), needs: ["step-audio"] },
    { name: "only the Step-Audio grammar runs: a Hermes leak stays text", preset: stepAudio, content: text(HERMES), out: unchanged(text(HERMES)), needs: ["qwen"] },
  ]);

  itMatchesModels(stepAudio, [
    ["stepfun-ai/Step-Audio-2-mini", true],
    ["stepfun-ai/Step-Audio-2-mini-Think", true],
    ["step-audio2", true],
    ["stepfun-ai/Step-Audio-Chat", false],
    ["stepfun-ai/Step-Audio-R1", false],
    ["stepfun-ai/Step-Audio-20x", false],
    ["stepfun-ai/step3", false],
    ["qwen3-32b", false],
  ]);
});
