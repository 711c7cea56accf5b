/** An error as one line: `TypeError: boom`; anything thrown that is not an Error, as its string. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
