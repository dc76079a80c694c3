const LEADING_ID = /^\{"id":(-?\d+|"[^"\\]*")\s*[,}]/;

/**
 * The raw text of a JSON object's top-level "id" value, so a 19-digit id is echoed exactly rather
 * than rounded through a double. Undefined when the text has no top-level id.
 */
export function rawTopLevelId(text: string): string | undefined {
  // What the SDK (and most clients) send: the id first.
  if (text.startsWith('{"id":')) {
    const leading = LEADING_ID.exec(text);
    if (leading) return leading[1];
  }
  let depth = 0;
  let index = 0;
  let lastString: string | undefined;
  while (index < text.length) {
    const char = text[index]!;
    if (char === '"') {
      const start = index;
      index++;
      while (index < text.length && text[index] !== '"') index += text[index] === '\\' ? 2 : 1;
      lastString = text.slice(start + 1, index);
      index++;
      continue;
    }
    if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') depth--;
    else if (char === ':' && depth === 1 && lastString === 'id') {
      const match = /^\s*(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|"(?:[^"\\]|\\.)*"|null)/.exec(text.slice(index + 1, index + 200));
      return match?.[1];
    }
    if (char !== ' ' && char !== '\n' && char !== '\t' && char !== '\r' && char !== ':') lastString = undefined;
    index++;
  }
  return undefined;
}
