import { GrammarTester } from "@pi-tool-repair/host/testing";
import { dsml } from "./index.js";

const EXEC = { exec_command: { type: "object", properties: { cmd: { type: "string" } } } };
const BLOCK = (between: string) =>
  `<｜DSML｜tool_calls>\n<｜DSML｜invoke name="exec_command">\n<｜DSML｜parameter name="cmd" string="true">Get-Item -LiteralPath 'D:\\deskop_.nbt' | Select-Object FullName,Length,LastWriteTime</｜DSML｜parameter>\n</｜DSML｜invoke>\n<｜DSML｜invoke name="exec_command">\n<｜DSML｜parameter name="cmd" string="true">Get-FileHash -Algorithm SHA256 -LiteralPath 'D:\\deskop_.nbt' | Format-List</｜DSML｜parameter>\n</｜DSML｜invoke>\n${between}</｜DSML｜tool_calls>`;

// Real DeepSeek outputs quoted in public issues (issue 35, outside-check generalisation).
// https://github.com/TokenRhythm/opensquilla/issues/985 (deepseek-v4-flash, "verbatim", four exec_command invokes of
// which the report shows two and writes `...` for the rest)
new GrammarTester().run(dsml, {
  positive: [
    {
      name: "DeepSeek V4: the report's two invokes, its `...` line left out (opensquilla#985)",
      text: BLOCK(""),
      tools: EXEC,
      calls: [
        { name: "exec_command", arguments: { cmd: "Get-Item -LiteralPath 'D:\\deskop_.nbt' | Select-Object FullName,Length,LastWriteTime" } },
        { name: "exec_command", arguments: { cmd: "Get-FileHash -Algorithm SHA256 -LiteralPath 'D:\\deskop_.nbt' | Format-List" } },
      ],
      strip: "",
    },
  ],
  negative: [
    // as quoted, with the reporter's `...` between the invokes: text where only invokes may stand, so the block stays text
    { name: "DeepSeek V4: the block as quoted, `...` between its invokes (opensquilla#985)", text: BLOCK("...\n"), tools: EXEC },
  ],
});
