import type { ReactNode } from 'react';
import { useOptions } from '../../lib/services';

/**
 * Where a frame puts the screen: the widget's `main` landmark, so a screen reader jumps past the
 * menus to it. A page has one `main`: where the host page already holds the widget inside its own
 * (a block theme's page, a shortcode in a post), the screen is a plain box and the widget's
 * "Online banking" region is the way in.
 */
export function ScreenArea({ className, inert, children }: { className: string; inert?: boolean; children: ReactNode }) {
  const Area = useOptions().insideMain ? 'div' : 'main';
  return (
    <Area className={className} inert={inert}>
      {children}
    </Area>
  );
}
