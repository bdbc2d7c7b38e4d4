import { Component, type ReactNode } from 'react';
import { LazyLoadError } from './LazyLoadError.js';

export interface LazyPanelBoundaryProps {
  /** Closes the panel (its ui-store flag). */
  onClose: () => void;
  /** Show the error over the page (a panel has no place of its own in the layout until its code arrives). */
  floating?: boolean;
  children: ReactNode;
}

/**
 * Around a lazy panel (React.lazy over loadWithTimeout from client/pwa/lazy-load.ts): when its code does not load
 * within 3000 ms, the panel shows the load error with 'Try again' (online) and 'Close' (spec 01 §4).
 */
export class LazyPanelBoundary extends Component<LazyPanelBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const error = <LazyLoadError onClose={this.props.onClose} />;
    return this.props.floating ? <div className="lazy-panel-error">{error}</div> : error;
  }
}
