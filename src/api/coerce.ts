/**
 * The readings a PHP backend gives of one field, written once so no screen reads a field its own way. Each `read*` takes
 * what came and gives the value, or `undefined` when it cannot be read. `field` makes a schema
 * of a reader: required (no fallback) fails the answer when the value is missing or unreadable;
 * optional falls back silently when the value is absent and with a note when it is unreadable.
 * A note is a valibot issue of type `fallback`: the enclosing object or list gives it its path,
 * and it leaves the answer typed, so `readAnswer` can tell a note from a failure.
 */
import type * as v from 'valibot';
import { isFalse, isSet } from './flags';

type Issue = v.BaseIssue<unknown>;
type Schema<T> = v.BaseSchema<unknown, T, Issue>;
type Dataset = { value: unknown; typed?: boolean; issues?: Issue[] };
type Run = (dataset: Dataset, config: v.Config<Issue>) => Dataset;

/** What a value is, in words that never carry the value itself (it may be personal). */
export const kindOf = (x: unknown) => (Array.isArray(x) ? 'a list' : x == null ? 'nothing' : typeof x == 'object' ? 'an object' : typeof x == 'string' ? 'text' : `a ${typeof x}`);

const note = (d: Dataset, message: string, fallback: boolean) =>
  (d.issues ??= []).push({ kind: fallback ? 'validation' : 'schema', type: fallback ? 'fallback' : 'field', message } as Issue);

/**
 * A schema of ours, as valibot's object runs its entries: one with a `default` of null is run on a
 * missing key too (as an absent value). `about` says what it reads, for docs/backend-contract.md,
 * which scripts/generate/contract-doc.ts writes from the schemas themselves; the shipped bundle never
 * reads it, so a build leaves it out.
 */
const schema = <T>(type: string, run: Run, absentAs: null | undefined, about: () => object): Schema<T> => {
  const made = { kind: 'schema', type, async: false, '~run': run, default: absentAs };
  // Read outside Vite too (the plugin's build script reads the call list under tsx), where import.meta.env is not set.
  return (import.meta.env?.PROD ? made : Object.assign(made, about())) as unknown as Schema<T>;
};

/** A number, or PHP's text for one: "12500.50", number_format's "1,250.00"; not "12.500,50" nor "$12". */
export const readNumber = (x: unknown) => {
  const n = typeof x == 'number' ? x : typeof x == 'string' && /^-?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/.test(x.trim()) ? +x.replace(/,/g, '') : NaN;
  return Number.isFinite(n) ? n : undefined;
};

/** true/false, 1/0, "1"/"0", "true"/"false", "yes"/"no". */
export const readFlag = (x: unknown) => (isSet(x) ? true : isFalse(x) ? false : undefined);

/** Text, or a number sent where text was meant (ids come as either). */
export const readText = (x: unknown) => (typeof x == 'string' ? x : typeof x == 'number' ? String(x) : undefined);

/** `YYYY-MM-DD`, `YYYY-MM-DD HH:MM:SS` or ISO 8601, kept as sent (lib/format reads all three). */
export const readDate = (x: unknown) => {
  const t = readText(x)?.trim();
  return t && /^\d{4}-\d\d-\d\d([ T]\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)?)?$/.test(t) ? t : undefined;
};

/** "$", { "symbol": "$" } or { "code": "USD" } (its symbol through Intl). */
export const readCurrency = (x: unknown): string | undefined => {
  if (typeof x == 'string') return x.trim() || undefined;
  const { symbol, code } = (x ?? {}) as { symbol?: unknown; code?: unknown };
  if (typeof symbol == 'string' && symbol.trim()) return symbol.trim();
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code as string }).formatToParts(0).find((p) => p.type == 'currency')?.value;
  } catch {
    return undefined;
  }
};

/** One of `values`, read case-blind with spaces as underscores ("In Progress" → in_progress). */
export const readOneOf =
  <T extends string>(values: readonly T[]) =>
  (x: unknown) => {
    const t = readText(x)?.trim().toLowerCase().replace(/ /g, '_') as T;
    return values.includes(t) ? t : undefined;
  };

const absent = (x: unknown) => x === undefined || x === null || x === '';

/**
 * One field. With a `fallback` it is optional, without one required. Either way valibot's object
 * runs it on a missing key (as `null`, by the `default`), so a missing key reads as any absence.
 */
export function field<T>(expects: string, read: (x: unknown) => T | undefined): Schema<T>;
export function field<T, F>(expects: string, read: (x: unknown) => T | undefined, fallback: F): Schema<T | F>;
export function field<T>(expects: string, read: (x: unknown) => T | undefined, ...fallback: T[]): Schema<T> {
  const optional = fallback.length > 0;
  return schema<T>(
    'optional',
    (d) => {
      const got = absent(d.value) ? undefined : read(d.value);
      const ok = got !== undefined || optional;
      if (got === undefined && (!absent(d.value) || !optional))
        note(d, `expected ${expects}, got ${absent(d.value) ? 'nothing' : kindOf(d.value)}${optional ? `; using ${JSON.stringify(fallback[0]) ?? 'the default'}` : ''}`, optional);
      d.value = got ?? fallback[0];
      d.typed = ok;
      return d;
    },
    null,
    () => ({ contract: 'field', expects, required: !optional, fallsBack: fallback[0] }),
  );
}

const isNote = (i: Issue) => i.type == 'fallback';
const readable = (d: Dataset) => d.typed && !d.issues?.some((i) => !isNote(i));

/**
 * A list: `[]`, `null` or missing read as empty. A row that cannot be read is dropped and the
 * drop noted (with how many and why); the other rows show. Not a list at all: empty and noted,
 * or, `required` (the rows a screen is for), the answer fails.
 */
export const list = <T>(item: Schema<T>, required = false) =>
  schema<T[]>(
    'optional',
    (d, config) => {
      const rows = absent(d.value) ? [] : d.value;
      const out: T[] = [];
      if (!Array.isArray(rows)) note(d, `expected a list, got ${kindOf(rows)}${required ? '' : '; using []'}`, !required);
      else {
        let dropped = 0;
        let why = '';
        for (const row of rows) {
          const r = item['~run']({ value: row }, config) as Dataset;
          if (!readable(r)) {
            dropped++;
            why ||= issueText(r.issues?.find((i) => !isNote(i)));
            continue;
          }
          out.push(r.value as T);
          for (const i of r.issues ?? []) {
            ((i.path as unknown[] | undefined) ??= []).unshift({ key: '[]' });
            (d.issues ??= []).push(i);
          }
        }
        if (dropped) note(d, `${dropped} of ${rows.length} rows unreadable (${why}); dropped`, true);
      }
      d.value = out;
      d.typed = !required || Array.isArray(rows);
      return d;
    },
    null,
    () => ({ contract: 'list', item, required }),
  );

/**
 * An object read by `object`, anything else by `other` (a flag, say), or, without `other`, as
 * `null`: the contract's one field of two shapes (a flag or its words). As for a field, a missing
 * key reads as an absent value.
 */
export function objectOr<T>(object: Schema<T>): Schema<T | null>;
export function objectOr<T, U>(object: Schema<T>, other: Schema<U>): Schema<T | U>;
export function objectOr<T, U>(object: Schema<T>, other?: Schema<U>): Schema<T | U | null> {
  return schema<T | U | null>(
    'optional',
    (d, config) => {
      const value = d.value;
      if (value && typeof value == 'object') return object['~run']({ value }, config) as Dataset;
      if (other) return other['~run']({ value }, config) as Dataset;
      d.value = null;
      d.typed = true;
      return d;
    },
    null,
    () => ({ contract: 'objectOr', object, other }),
  );
}

/**
 * A key a backend may leave out, where missing says something (no list to read, not an empty one):
 * it stays missing (valibot's object leaves out a missing key of an `optional` schema), and is
 * typed as valibot's optional is.
 */
export const maybe = <S extends Schema<unknown>>(wrapped: S) =>
  schema(
    'optional',
    (d, config) => (d.value === undefined ? ((d.typed = true), d) : (wrapped['~run']({ value: d.value }, config) as Dataset)),
    undefined,
    () => ({ wrapped }),
  ) as unknown as v.OptionalSchema<S, undefined>;

/** A record a backend may send as null or leave out: read as if empty, so each field falls back. */
export const record = <T>(object: Schema<T>) =>
  schema<T>(
    'optional',
    (d, config) => {
      const x = absent(d.value) ? {} : d.value;
      const isObject = typeof x == 'object' && !Array.isArray(x);
      const r = object['~run']({ value: isObject ? x : {} }, config) as Dataset;
      if (!isObject) note(r, `expected an object, got ${kindOf(x)}; using {}`, true);
      return r;
    },
    null,
    () => ({ contract: 'record', object }),
  );

/**
 * A call's answer: `object`, read once `usable(raw)` holds (`lift` moves records a backend nests
 * elsewhere to where the object reads them); anything else fails with `expected <expects>`.
 * One step of ours rather than valibot's pipe, check and transform, which only this needed.
 */
export const answer = <T>(object: Schema<T>, usable: (raw: Record<string, unknown>) => boolean, expects: string, lift: (raw: Record<string, unknown>) => unknown) =>
  schema<T>(
    'answer',
    (d, config) => {
      const raw = d.value as Record<string, unknown>;
      if (typeof raw == 'object' && raw !== null && usable(raw)) return object['~run']({ value: lift(raw) }, config) as Dataset;
      note(d, `expected ${expects}`, false);
      return d;
    },
    undefined,
    () => ({ contract: 'answer', expects, object }),
  );

/** `data.[].status` as `data[].status`; '' for the answer itself. */
const issuePath = (i: Issue) =>
  (i.path ?? [])
    .map((p) => (p.key == '[]' ? '[]' : `.${String(p.key)}`))
    .join('')
    .slice(1);

/** Our own messages as written; valibot's name the value they got, so those are reworded. */
const issueMessage = (i: Issue) => (i.type == 'field' || i.type == 'fallback' ? i.message : `expected ${i.expected ?? 'something else'}, got ${kindOf(i.input)}`);

const issueText = (i: Issue | undefined) => (i ? [issuePath(i), issueMessage(i)].filter(Boolean).join(': ') : 'unreadable');

/** What the integrator is told about one answer: a field path and what happened there. */
export interface ContractNote {
  path: string;
  message: string;
}

/**
 * Runs an answer's schema. A success may carry notes (fields that fell back, rows dropped); a
 * failure carries the reasons it was rejected. Messages name shapes, never values.
 */
export function readAnswer<S extends v.GenericSchema>(s: S, input: unknown): { ok: true; data: v.InferOutput<S>; notes: ContractNote[] } | { ok: false; notes: ContractNote[] } {
  const d = s['~run']({ value: input }, {}) as Dataset;
  const notes = (d.issues ?? []).map((i) => ({ path: issuePath(i), message: issueMessage(i) }));
  return readable(d) ? { ok: true, data: d.value as v.InferOutput<S>, notes } : { ok: false, notes: notes.filter((_, k) => !isNote(d.issues![k]!)) };
}
