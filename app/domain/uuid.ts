// Row ids are UUIDs. An id from a URL or a form is checked here before it reaches a query, where
// PostgreSQL would refuse a malformed one with an error instead of finding nothing.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | null | undefined): value is string {
  return typeof value === "string" && UUID.test(value);
}
