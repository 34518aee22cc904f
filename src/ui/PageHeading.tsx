import { useEffect, useRef, type ReactNode } from 'react';
import { movesMade } from '../lib/browser-location';
import { titleStep } from './page-title';

/**
 * The navigation whose heading already took focus, for the whole page on purpose: focus is one per
 * page, so a navigation moves it once even with two widgets on it, and a widget mounted later does
 * not take it for a navigation made before it. A heading that re-renders later leaves focus alone.
 */
let focusedFor = 0;

/**
 * A page's h1. After every navigation inside the widget (a link, a redirect, back/forward)
 * the new screen's heading takes focus, so keyboard and screen-reader users start at its
 * title. On a first load with no navigation, focus stays where the host page left it.
 * `focus`: a heading that replaces the screen's content without a navigation (a receipt in place
 * of the PIN form) takes focus when it appears. Where the widget owns the page, its text is the
 * page's title.
 */
export function PageHeading({ children, focus }: { children: ReactNode; focus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // On the widget's own page the title names the step; the text is read after each render, in the language shown.
  useEffect(() => titleStep(ref.current!.textContent!));
  useEffect(() => {
    const moves = movesMade();
    if (focus || (moves > 0 && moves !== focusedFor)) {
      focusedFor = moves;
      ref.current?.focus();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the heading appears
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="page-title">
      {children}
    </h1>
  );
}
