/** Tokens after which a `/` starts a regular expression rather than a division. */
const BEFORE_REGEX = /(?:^|[(,=:[!&|?{};+\-*%<>~^]|\b(?:return|typeof|case|do|else|in|of|void|delete|throw|new|await|yield))\s*$/;

/**
 * TypeScript source with comments blanked and string, template and regex literals emptied (the code
 * inside a template's `${}` stays), so that a search for identifiers finds code and not prose.
 * Line breaks are kept, so offsets still map to lines. JSX text is left as it is.
 */
export function codeWithoutProse(source: string): string {
  let out = '';
  let index = 0;
  // Each open `${` of a template literal, with the brace depth of the code inside it.
  const templates: number[] = [];
  let depth = 0;

  const blank = (text: string) => text.replace(/[^\n]/g, ' ');

  function skipQuoted(quote: string): void {
    const start = index;
    index++;
    while (index < source.length && source[index] !== quote && source[index] !== '\n') index += source[index] === '\\' ? 2 : 1;
    index++;
    out += quote + blank(source.slice(start + 1, index - 1)) + quote;
  }

  /** From after a backtick or a closing `}` of `${}` to the end of the template or the next `${`. */
  function skipTemplateText(): void {
    const start = index;
    while (index < source.length) {
      if (source[index] === '\\') index += 2;
      else if (source[index] === '`') {
        out += `${blank(source.slice(start, index))}\``;
        index++;
        return;
      } else if (source.startsWith('${', index)) {
        out += `${blank(source.slice(start, index))}\${`;
        index += 2;
        templates.push(depth);
        depth = 0;
        return;
      } else index++;
    }
    out += blank(source.slice(start));
  }

  while (index < source.length) {
    const char = source[index] as string;
    if (source.startsWith('//', index)) {
      const end = source.indexOf('\n', index);
      const stop = end === -1 ? source.length : end;
      out += blank(source.slice(index, stop));
      index = stop;
    } else if (source.startsWith('/*', index)) {
      const end = source.indexOf('*/', index + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += blank(source.slice(index, stop));
      index = stop;
    } else if (char === '"' || char === "'") {
      skipQuoted(char);
    } else if (char === '`') {
      out += '`';
      index++;
      skipTemplateText();
    } else if (char === '/' && BEFORE_REGEX.test(out.slice(-40))) {
      const start = index;
      index++;
      let inClass = false;
      while (index < source.length && source[index] !== '\n' && (inClass || source[index] !== '/')) {
        if (source[index] === '\\') index++;
        else if (source[index] === '[') inClass = true;
        else if (source[index] === ']') inClass = false;
        index++;
      }
      index++;
      out += `/${blank(source.slice(start + 1, index - 1))}/`;
    } else if (char === '{') {
      depth++;
      out += char;
      index++;
    } else if (char === '}' && depth === 0 && templates.length > 0) {
      depth = templates.pop() as number;
      out += '}';
      index++;
      skipTemplateText();
    } else {
      if (char === '}') depth--;
      out += char;
      index++;
    }
  }
  return out;
}
