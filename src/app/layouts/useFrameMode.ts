/**
 * Whether the sidebar stands beside the screen or folds into a drawer. The decision is CSS's
 * (layout.css's one container query on the widget's own width sets `--bank-frame`); script reads
 * it back because the drawer's focus trap and `inert` must agree with what is painted. Until the
 * layout is known (never, in the unit tests' jsdom) the frame is taken as wide, where nothing is modal.
 */
import { useContainerMode } from '../../ui/useContainerMode';

export type FrameMode = 'beside' | 'drawer';

export function useFrameMode(): [FrameMode, (el: HTMLElement | null) => void] {
  const [mode, watch] = useContainerMode('--bank-frame', 'beside');
  return [mode === 'drawer' ? 'drawer' : 'beside', watch];
}
