/** "Alex Morgan" → "AM", "Harness Bank of Commerce" → "HC"; a single name gives one letter, none gives "". */
export const initials = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .filter((word, i, all) => word && (i === 0 || i === all.length - 1))
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
