// JSON that editors keep in CMS blocks (promoted content, product blocks).

/** Editors may wrap a JSON block in a paragraph; the JSON is what lies between the outermost braces. */
export function extractJson(content: string): unknown {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start === -1 || end < start) return null;
  const text = content.slice(start, end + 1).replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
