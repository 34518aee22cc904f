import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FallbackScreen } from './FallbackScreen';

interface State {
  error: Error | null;
}

/** Anything thrown while rendering lands here instead of blanking the widget. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[bank] a screen failed to render', error, info.componentStack);
  }

  override componentDidUpdate(prev: { resetKey: string }) {
    // Navigating away from the broken screen gives the next one a fresh start.
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (this.state.error) {
      return <FallbackScreen detail={this.state.error.message || 'common.fallback.unknown'} onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}
