// The notes screen's filters live in its URL, so a filtered list is a link that works without JavaScript.
export type NotesFilter = { q: string; category: string | null; starred: boolean; liked: boolean; page: number };

/** The notes URL for a filter (defaults left out), with a dialog's parameter when given. */
export function notesHref(filter: NotesFilter, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.category) params.set("category", filter.category);
  if (filter.starred) params.set("starred", "1");
  if (filter.liked) params.set("liked", "1");
  if (filter.page > 1) params.set("page", String(filter.page));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const search = params.toString();
  return search ? `/notes?${search}` : "/notes";
}
