import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError';

interface State {
  failed: boolean;
  error: unknown;
}

/**
 * A route's error boundary: a page that throws (or whose chunk failed) shows RouteError in its place. PortalLayout
 * keys it by route, so moving to another page starts afresh; App has one around the frame itself. React reports
 * what it caught to the root's onCaughtError (mount.tsx).
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  render(): ReactNode {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
