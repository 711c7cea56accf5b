import { describe, expect, it } from "vitest";
import { perInput } from "./memo.js";

describe("perInput", () => {
  it("makes one state per input, at its first call, and keeps it while the input lives", () => {
    const made: string[] = [];
    const stateOf = perInput((input: { text: string }) => {
      made.push(input.text);
      return { seen: 0 };
    });
    const a = { text: "a" };
    const b = { text: "b" };
    stateOf(a).seen++;
    stateOf(a).seen++;
    stateOf(b).seen++;
    stateOf(a).seen++; // back to an earlier input: its state, not a new one
    expect(made).toEqual(["a", "b"]);
    expect(stateOf(a).seen).toBe(3);
    expect(stateOf(b).seen).toBe(1);
  });
});
