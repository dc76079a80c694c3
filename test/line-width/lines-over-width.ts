export interface LongLine {
  file: string;
  line: number;
  width: number;
}

/** Lines of `text` wider than `width`, counted in code points as Biome counts them. */
export function linesOverWidth(file: string, text: string, width: number): LongLine[] {
  return text.split('\n').flatMap((content, index) => {
    const length = [...content].length;
    return length > width ? [{ file, line: index + 1, width: length }] : [];
  });
}
