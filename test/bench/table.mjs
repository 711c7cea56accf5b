// One Markdown table printer for the bench scripts (run.mjs, hostile.mjs).

/** Prints `rows` under `headers` as a Markdown table, columns padded to their widest cell. */
export function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => "| " + cells.map((c, i) => String(c).padEnd(widths[i])).join(" | ") + " |";
  console.log(line(headers));
  console.log("|" + widths.map((w) => "-".repeat(w + 2)).join("|") + "|");
  for (const r of rows) console.log(line(r));
  console.log("");
}
