/**
 * Pages rendered whole (app/entry.server.tsx, docs/decisions/046), by the Response that carries them:
 * server/handler.ts sends these bytes as they are instead of reading the body back chunk by chunk.
 * A Response React Router built itself (a redirect, data) is not here and is read as before.
 */
export const renderedPages = new WeakMap<Response, Buffer>();
