import { collapse, runGrammar, visibleText } from "@pi-tool-repair/host/testing";
import { harmony } from "./index.js";

// Real gpt-oss outputs quoted in public issues (issue 35, outside-check generalisation).
/** What the policy keeps as text: no call, the text back unchanged (or with only the markup `strip` names gone). */
const NEGATIVE: { name: string; text: string; strip?: string }[] = [
  // https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/942 (gpt-oss-20b in LM Studio: "Unexpected end of
  // content"): the JSON closes one brace short, so the call is incomplete and never runs
  {
    name: "gpt-oss: arguments one brace short (LM Studio#942)",
    text: '<|start|>assistant<|channel|>commentary to=functions.get_ecs_instructions<|constrain|>json<|message|>{"data":{"envs":{"sd":{"namespaces":{"main":{"resources":{"requests":{"cpu":"100m","memory":"128Mi"},"limits":{"cpu":"200m","memory":"256Mi"}}}}},"pr":{"namespaces":{"main":{"resources":{"requests":{"cpu":"500m","memory":"512Mi"},"limits":{"cpu":"1","memory":"1Gi"}}}}}}}',
  },
];

describe("harmony (real outputs)", () => {
  for (const c of NEGATIVE) {
    it(c.name, () => {
      const r = runGrammar([harmony], { text: c.text });
      expect(r.recovered).toEqual([]);
      expect(collapse(visibleText(r.message))).toBe(collapse(c.strip ?? c.text));
    });
  }
});
