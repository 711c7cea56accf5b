import { defineGrammar, defineRule, STAGE } from "./index.js";
import { countedScans, RuleTester, type RuleTests } from "./testing.js";

/** Runs a table with collecting describe/it globals; returns each case's name and its error message (or ""). */
function outcomes(tester: RuleTester, rule: Parameters<RuleTester["run"]>[0], tests: RuleTests): [string, string][] {
  const g = globalThis as unknown as { describe: unknown; it: unknown };
  const saved = { describe: g.describe, it: g.it };
  const cases: [string, () => void][] = [];
  const path: string[] = [];
  g.describe = (name: string, fn: () => void) => {
    path.push(name);
    fn();
    path.pop();
  };
  g.it = (name: string, fn: () => void) => void cases.push([[...path, name].join(" > "), fn]);
  try {
    tester.run(rule, tests);
  } finally {
    g.describe = saved.describe;
    g.it = saved.it;
  }
  return cases.map(([name, fn]) => {
    try {
      fn();
      return [name, ""];
    } catch (error) {
      return [name, error instanceof Error ? error.message.split("\n")[0]! : String(error)];
    }
  });
}

const schema = { type: "object", required: ["n"], properties: { n: { type: "number" }, s: { type: "string" } } };

/** Turns "1" into 1 where a number is wanted, and (wrongly) rewrites "x" into "changed": the call stays invalid. */
const sloppy = defineRule({
  name: "sloppy",
  host: "^1.0.0",
  stage: STAGE.CONVERT,
  fixes: ["type"],
  apply(issue, draft) {
    if (issue.value === "x") {
      draft.set(issue.path, "changed");
      return "changed x";
    }
    if (issue.value !== "1") return;
    draft.set(issue.path, 1);
    return "converted";
  },
});

describe("RuleTester valid cases", () => {
  const tester = new RuleTester({ schema });

  it("refuses a schema-valid valid case: it would never reach the rule", () => {
    expect(outcomes(tester, sloppy, { valid: [{ n: 1 }], invalid: [] })).toEqual([
      [
        "sloppy > valid > {\"n\":1}",
        'valid case {"n":1} is schema-valid: the host returns it before any rule runs, so it tests nothing. A valid case is a schema-invalid input the rule must leave alone',
      ],
    ]);
  });

  it("refuses a valid case with no issue the rule answers", () => {
    expect(outcomes(tester, sloppy, { valid: [{ s: "a" }], invalid: [] })).toEqual([
      ["sloppy > valid > {\"s\":\"a\"}", 'valid case {"s":"a"} has no issue the rule answers (its issues: required; it fixes type): the rule is never called on it'],
    ]);
  });

  it("passes a schema-invalid input the rule leaves alone, and fails one it changes although the call stays unrepairable", () => {
    expect(outcomes(tester, sloppy, { valid: [{ n: "2" }, { n: "x" }], invalid: [] })).toEqual([
      ["sloppy > valid > {\"n\":\"2\"}", ""],
      ["sloppy > valid > {\"n\":\"x\"}", 'sloppy must not change a valid case (it did: [{"rule":"sloppy","path":"/n","message":"changed x"}])'],
    ]);
  });

  it("registers no valid suite for an empty list, and still runs the invalid cases", () => {
    expect(outcomes(tester, sloppy, { valid: [], invalid: [{ input: { n: "1" }, output: { n: 1 } }] })).toEqual([["sloppy > invalid > {\"n\":\"1\"} → {\"n\":1}", ""]]);
  });
});

describe("countedScans", () => {
  // `<c>NAME` is a call; the option `loud` (default true, from the grammar's own options schema) upper-cases the name
  const grammar = defineGrammar<{ loud: boolean }>({
    name: "toy",
    host: "^1.0.0",
    markers: ["<c>"],
    options: { type: "object", properties: { loud: { type: "boolean", default: true } } },
    namedOnly: true,
    scan(text, at, _input, options) {
      const name = /^[a-z]+/.exec(text.slice(at + 3))?.[0];
      return name ? { end: at + 3 + name.length, calls: [{ name: options.loud ? name.toUpperCase() : name, arguments: {} }] } : undefined;
    },
  });
  it("counts the scans of a named-only grammar, with its declared options' defaults", () => {
    const c = countedScans(grammar);
    expect(c.run("x <c>read <c> <c>ls")).toEqual({ names: ["READ", "LS"], text: "x  <c>" });
    // three markers in the first round, and the dangling one again in the stripped text's round
    expect(c.scans()).toBe(4);
  });
});
