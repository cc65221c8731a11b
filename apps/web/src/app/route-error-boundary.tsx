import { Component, type ReactNode } from 'react';
import { reportError } from './error-reporting';
import { RouteError } from './route-error';

interface Props {
  /** The path: moving elsewhere clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/**
 * Catches a page that failed to render (a chunk that failed again after the one reload, or a bug), reports it
 * and offers a reload.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    reportError(error);
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}
