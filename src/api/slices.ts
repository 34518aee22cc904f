/**
 * Checks a long list against its item schema a slice at a time, giving the main thread back
 * between slices so that typing, scrolling and painting go on while a large answer is read.
 */
import * as v from 'valibot';
import { fail, type Result } from './failure';

const SLICE = 1000;

type Scheduler = { yield?: () => Promise<void> };
const yieldToMain = () => {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise<void>((resolve) => setTimeout(resolve));
};

/** Every item valid, or a `shape` failure as the transport gives for any answer it cannot use. */
export async function parseInSlices<S extends v.GenericSchema>(item: S, items: readonly unknown[]): Promise<Result<v.InferOutput<S>[]>> {
  const out: v.InferOutput<S>[] = [];
  for (let i = 0; i < items.length; i++) {
    if (i && i % SLICE === 0) await yieldToMain();
    const parsed = v.safeParse(item, items[i]);
    if (!parsed.success) return fail('shape');
    out.push(parsed.output);
  }
  return { ok: true, data: out };
}
