/**
 * Reads a long list against its item schema a slice at a time, giving the main thread back
 * between slices so that typing, scrolling and painting go on while a large answer is read.
 * As every list of the contract: a row that cannot be read is dropped and counted, the others kept.
 */
import type * as v from 'valibot';
import { readAnswer, type ContractNote } from './coerce';

/** Small enough that one slice of tolerant rows stays well under 50 ms on a slow phone or a busy machine. */
const SLICE = 100;

type Scheduler = { yield?: () => Promise<void> };
const yieldToMain = () => {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise<void>((resolve) => setTimeout(resolve));
};

/** The readable rows, and notes (paths from the row, `[]…`) of what fell back or was dropped. */
export async function parseInSlices<S extends v.GenericSchema>(item: S, items: readonly unknown[]): Promise<{ rows: v.InferOutput<S>[]; notes: ContractNote[] }> {
  const rows: v.InferOutput<S>[] = [];
  const notes: ContractNote[] = [];
  let dropped = 0;
  let why = '';
  for (let i = 0; i < items.length; i++) {
    if (i && i % SLICE === 0) await yieldToMain();
    const read = readAnswer(item, items[i]);
    if (!read.ok) {
      dropped++;
      why ||= read.notes.map((n) => (n.path ? `${n.path}: ` : '') + n.message).join(', ');
      continue;
    }
    rows.push(read.data);
    for (const n of read.notes) notes.push({ path: `[].${n.path}`, message: n.message });
  }
  if (dropped) notes.push({ path: '[]', message: `${dropped} of ${items.length} rows unreadable (${why}); dropped` });
  return { rows, notes };
}
