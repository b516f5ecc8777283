/**
 * Text put into HTML the app writes as a string (the PDFs' pages, the invite
 * mail, the jobs list's rows): every character that could open a tag, end an
 * attribute or start an entity is written as its numeric reference, so a
 * name such as `<img onerror=...>` or `" autofocus` shows as typed and never
 * becomes markup. Safe in text and in a double- or single-quoted attribute.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
