/** A pino destination that keeps every log line, parsed, for tests that read the server log. */
export function captureLog() {
  const lines: Record<string, unknown>[] = [];
  return {
    lines,
    stream: {
      write(line: string) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
    /** The whole log as one string, for "this must never appear" checks. */
    text: () => lines.map((l) => JSON.stringify(l)).join('\n'),
  };
}
