// One JSON line per event on stdout/stderr: what Fly's log shipping reads.
type Fields = Record<string, unknown>;

function write(stream: NodeJS.WriteStream, level: string, event: string, fields: Fields) {
  if (process.env.LOG_SILENT === "true") return;
  stream.write(`${JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })}\n`);
}

export const log = {
  info: (event: string, fields: Fields = {}) => write(process.stdout, "info", event, fields),
  warn: (event: string, fields: Fields = {}) => write(process.stderr, "warn", event, fields),
  error: (event: string, fields: Fields = {}) => write(process.stderr, "error", event, fields),
};

/** Text in double or typographic quotes: where PostgreSQL and JSON.parse put the value they refused. */
const QUOTED = /"[^"]*"|“[^”]*”|`[^`]*`/g;

/** An error's own words without the value it quotes, which is often what the user typed. */
export const withoutQuotedValues = (message: string) => message.replace(QUOTED, '"…"').slice(0, 300);

/**
 * What an error may say in the log: its name, the database's own message and the stack's frames.
 * A failed query's message carries its parameters (what the user typed), so it is left out; the
 * database's reason quotes the value it refused ('invalid input syntax for type uuid: "…"'), so the
 * quoted part is left out too.
 */
export function describeError(error: unknown): Record<string, string | undefined> {
  if (!(error instanceof Error)) return { error: typeof error };
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const query = (error as { query?: unknown }).query;
  const code = (cause as { code?: unknown } | undefined)?.code ?? (error as { code?: unknown }).code;
  const frames = error.stack
    ?.split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .slice(0, 8)
    .join("\n");
  return {
    error: error.name,
    message: typeof query === "string" ? undefined : withoutQuotedValues(error.message),
    query: typeof query === "string" ? query.slice(0, 500) : undefined,
    cause: cause ? `${cause.name}: ${withoutQuotedValues(cause.message)}` : undefined,
    code: typeof code === "string" ? code : undefined,
    stack: frames,
  };
}
