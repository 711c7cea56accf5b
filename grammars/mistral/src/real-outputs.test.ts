import { collapse, runGrammar, visibleText } from "@pi-tool-repair/host/testing";
import { mistral } from "./index.js";

// Real Mistral-family outputs quoted in public issues (issue 35, outside-check generalisation).
/** What the policy keeps as text: no call, the text back unchanged (or with only the markup `strip` names gone). */
const NEGATIVE: { name: string; text: string; strip?: string }[] = [
  // https://github.com/anomalyco/opencode/issues/856 (Devstral Small in LM Studio), as the report quotes it: the
  // arguments are elided (`...`), not JSON, so nothing runs; the `[TOOL_CALLS]` token goes
  { name: "Devstral: elided arguments (opencode#856)", text: '[TOOL_CALLS]bash[ARGS]{"command":"glob **/server/**", ...}', strip: 'bash[ARGS]{"command":"glob **/server/**", ...}' },
];

describe("mistral (real outputs)", () => {
  for (const c of NEGATIVE) {
    it(c.name, () => {
      const r = runGrammar([mistral], { text: c.text });
      expect(r.recovered).toEqual([]);
      expect(collapse(visibleText(r.message))).toBe(collapse(c.strip ?? c.text));
    });
  }
});
