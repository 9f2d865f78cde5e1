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
