/**
 * Reads a long list against its item schema a slice at a time, giving the main thread back
 * between slices so that typing, scrolling and painting go on while a large answer is read.
 * As every list of the contract: a row that cannot be read is dropped and counted, the others kept.
 */
import type * as v from 'valibot';
import { readAnswer, type ContractNote } from './coerce';

/**
 * A slice ends by the clock, not by a row count: the first rows run cold (not yet compiled) and
 * a busy machine runs everything slower, so a fixed count that is quick warm was measured at
 * 24 ms for its first 100 rows. 8 ms of reading, then the main thread goes back.
 */
const SLICE_MS = 8;
/** Lists up to this long are read in one go: giving the thread back would cost more than reading them. */
const SHORT_LIST = 100;

type Scheduler = { yield?: () => Promise<void> };
const yieldToMain = () => {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise<void>((resolve) => setTimeout(resolve));
};

/**
 * Visits every item, giving the main thread back before the first item of a long list (the task
 * that parsed its JSON ends there), after every slice, and after the last item (so whatever shows
 * the result renders in a task of its own).
 */
export async function eachInSlices<T>(items: readonly T[], visit: (item: T, index: number) => void): Promise<void> {
  const long = items.length > SHORT_LIST;
  let sliceStart = long ? -Infinity : performance.now();
  for (let i = 0; i < items.length; i++) {
    if (performance.now() - sliceStart >= SLICE_MS) {
      await yieldToMain();
      sliceStart = performance.now();
    }
    visit(items[i]!, i);
  }
  if (long) await yieldToMain();
}

/**
 * The readable rows, each read by `readRow` (a row renamed for the screens) in its slice, and notes
 * (paths from the row, `[]…`) of what fell back or was dropped.
 */
export async function parseInSlices<S extends v.GenericSchema, T = v.InferOutput<S>>(
  item: S,
  items: readonly unknown[],
  readRow: (row: v.InferOutput<S>) => T = (row) => row as T,
): Promise<{ rows: T[]; notes: ContractNote[] }> {
  const rows: T[] = [];
  const notes: ContractNote[] = [];
  let dropped = 0;
  let why = '';
  await eachInSlices(items, (raw) => {
    const read = readAnswer(item, raw);
    if (!read.ok) {
      dropped++;
      why ||= read.notes.map((n) => (n.path ? `${n.path}: ` : '') + n.message).join(', ');
      return;
    }
    rows.push(readRow(read.data));
    for (const n of read.notes) notes.push({ path: `[].${n.path}`, message: n.message });
  });
  if (dropped) notes.push({ path: '[]', message: `${dropped} of ${items.length} rows unreadable (${why}); dropped` });
  return { rows, notes };
}
