const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML attribute or text node. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const UNESCAPES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

/** Reads back an attribute value as React and escapeHtml write it (double-quoted, with these five escapes). */
export function unescapeAttribute(value: string): string {
  return value.includes('&')
    ? value.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => UNESCAPES[entity] ?? entity)
    : value;
}

const TAG_ATTRIBUTE = /\s([^\s"'<>/=]+)(?:="([^"]*)")?/g;

/** The attributes of one start tag written by the generator, e.g. `<link rel="alternate" hreflang="de" href="…">`. */
export function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const nameEnd = tag.search(/[\s>/]/);
  for (const match of tag.slice(nameEnd < 0 ? tag.length : nameEnd).matchAll(TAG_ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, unescapeAttribute(match[2] ?? ''));
  }
  return attributes;
}
