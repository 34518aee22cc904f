import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ResourceState } from '../lib/resource';
import { Loaded } from './Loaded';

/**
 * How many of the latest rows a "recent" card shows (home's transactions, the transfer form's
 * transfers): enough to recognise the last few days at a glance, few enough that the list stays
 * within one screen under what the screen is for (about 320 px at 650 px wide), as banking apps
 * keep it. "See all" opens the whole list.
 */
const RECENT_ROWS = 5;

export interface RecentListProps<T, R> {
  /** The heading's id: it names the card, and describes its "See all" (two may be on a page). */
  id: string;
  title: string;
  seeAll: { label: string; href: string };
  state: ResourceState<T>;
  retry: () => void;
  what: string;
  empty: string;
  /** The rows of the loaded data, newest first. */
  rows: (data: T) => readonly R[];
  children: (row: R, index: number) => ReactNode;
}

/** A card of the latest few rows of a list, under its title and a "See all" link to the rest. */
export function RecentList<T, R>({ id, title, seeAll, state, retry, what, empty, rows, children }: RecentListProps<T, R>) {
  return (
    <section className="card" aria-labelledby={id}>
      <div className="row row--between">
        <h2 className="card-title" id={id}>
          {title}
        </h2>
        <Link href={seeAll.href} aria-describedby={id}>
          {seeAll.label}
        </Link>
      </div>
      <Loaded state={state} retry={retry} what={what} empty={empty} isEmpty={(d) => rows(d).length === 0}>
        {(d) => <ul className="list">{rows(d).slice(0, RECENT_ROWS).map(children)}</ul>}
      </Loaded>
    </section>
  );
}
