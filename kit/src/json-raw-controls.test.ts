import { parseJsonAt } from "./json.js";
import { parseJsonAtRawControls } from "./json-raw-controls.js";

describe("parseJsonAtRawControls", () => {
  it("reads a raw line break, tab or other control character inside a string as itself", () => {
    const text = 'x {"content": "line 1\nline 2\tend\r\u0001", "n": 1} tail';
    expect(parseJsonAt(text, 1)).toBeUndefined();
    expect(parseJsonAtRawControls(text, 1)).toEqual({ value: { content: "line 1\nline 2\tend\r\u0001", n: 1 }, end: text.indexOf(" tail") });
    expect(parseJsonAtRawControls('[{"a": ["b\nc"]}]', 0)).toEqual({ value: [{ a: ["b\nc"] }], end: 16 });
  });
  it("answers as parseJsonAt for strict JSON, escapes kept", () => {
    const text = '{"a": "b\\nc", "d": [1, 2.5, null]}';
    expect(parseJsonAtRawControls(text, 0)).toEqual(parseJsonAt(text, 0));
  });
  it("refuses what is not JSON besides the control characters", () => {
    for (const text of ['{"a": "b\nc"', '{"a": "b\nc", "a": "d"}', '{"a": b\n}', '{"a":\n"b\nc",}', '"b\nc"', '{"a": "b\\\nc"}', "{\n}x{"]) {
      expect(parseJsonAtRawControls(text, 0), JSON.stringify(text)).toEqual(parseJsonAt(text, 0) ?? undefined);
    }
    expect(parseJsonAtRawControls('{"a": "b\nc"', 0)).toBeUndefined();
    expect(parseJsonAtRawControls('{"a": "b\nc", "a": "d"}', 0)).toBeUndefined();
  });
  it("never reads past limit in its second read", () => {
    const text = '{"a": "b\nc"} <|m|>';
    expect(parseJsonAtRawControls(text, 0, text.indexOf("<|m|>"))?.value).toEqual({ a: "b\nc" });
    expect(parseJsonAtRawControls(text, 0, 5)).toBeUndefined();
  });
  it("leaves control characters between tokens as JSON whitespace, and refuses others there", () => {
    expect(parseJsonAtRawControls(`{\n\t"a": "b\nc"\r\n}`, 0)).toEqual({ value: { a: "b\nc" }, end: 16 });
    expect(parseJsonAtRawControls('{"a":\u0001"b\nc"}', 0)).toBeUndefined();
  });
});
