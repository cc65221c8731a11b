/** The text cut to at most maxLength characters (unchanged without a maximum), and whether anything was cut. */
export function cutToLength(text: string, maxLength: number | undefined): { value: string; wasCut: boolean } {
  if (maxLength === undefined || text.length <= maxLength) return { value: text, wasCut: false };
  return { value: text.slice(0, Math.max(0, maxLength)), wasCut: true };
}
