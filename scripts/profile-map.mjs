/**
 * A Chrome CPU profile of the built bundle, read back to the source through its source map: self
 * time per function, named by its source file, line and (where the map has it) its name. Used by
 * `npm run bench -- --profile`; a source map's `mappings` are decoded here (Base64 VLQ, the
 * Source Map v3 format) rather than by a dependency.
 */
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Each generated line's segments, [column, source, line, column, name?], absolute values. */
export function decodeMappings(mappings) {
  const lines = [];
  const state = [0, 0, 0, 0, 0];
  for (const text of mappings.split(';')) {
    const segments = [];
    state[0] = 0;
    for (const field of text.split(',')) {
      if (!field) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of field) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      const segment = values.map((v, i) => (state[i] += v));
      segments.push(segment);
    }
    lines.push(segments);
  }
  return lines;
}

/** `src/lib/i18n.ts:78 createI18n` for a 0-based position in the generated file, or null. */
export function originalPosition(map, lines, line, column) {
  const segments = lines[line] ?? [];
  let at = -1;
  for (let i = 0; i < segments.length && segments[i][0] <= column; i++) at = i;
  const segment = segments[at];
  if (!segment || segment.length < 4) return null;
  // The function's name is usually the next mapped name on its line (`function name(`, `name=(…)=>`).
  const named = [segment, segments[at + 1], segments[at - 1]].find((s) => s && s.length === 5);
  const source = map.sources[segment[1]].replace(/^(\.\.\/)+/, '');
  return `${source}:${segment[2] + 1}${named ? ` ${map.names[named[4]]}` : ''}`;
}

/** Self time (ms) by function, largest first: the `count` largest, and the total sampled. */
export function profileTop(profile, map, file, count = Infinity) {
  const lines = decodeMappings(map.mappings);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (functionName === '(idle)') return;
    const us = profile.timeDeltas[i + 1] ?? 0;
    const where = url.endsWith(`/${file}`)
      ? (originalPosition(map, lines, lineNumber, columnNumber) ?? `${file}:${lineNumber + 1}:${columnNumber + 1}`)
      : `${functionName || '(anonymous)'}${url ? ` ${url.replace(/^.*\//, '')}` : ''}`;
    self.set(where, (self.get(where) ?? 0) + us / 1000);
    total += us / 1000;
  });
  const top = [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([where, ms]) => ({ where, ms }));
  return { total, top };
}
