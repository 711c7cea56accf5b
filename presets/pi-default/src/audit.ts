/** `pi-tool-repair audit PATH`: placeholder until the audit command lands (see the pi extension issue). */
export async function runAudit(_argv: readonly string[]): Promise<number> {
  process.stderr.write("pi-tool-repair audit: not available in this build\n");
  return 2;
}
