import { Component, type ReactNode } from 'react';
import { PartAttempt } from '../../lib/lazy-part';

interface ErrorBoundaryProps {
  children: ReactNode;
  /**
   * What shows instead of the children once one of them failed; `retry` renders them again (a lazily loaded
   * part among them asks for its code anew). Throwing here passes the error on to the boundary around.
   */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  /** A new key (the page's path) clears the error. */
  resetKey?: string;
  onError?: (error: unknown) => void;
}

interface State {
  error: unknown;
  /** Tries so far, for lib/lazy-part. */
  attempt: number;
  resetKey: string | undefined;
}

/** Catches what its children throw while rendering: a page that failed (the route's), or a part of one. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, attempt: 0, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  override render() {
    const { error, attempt } = this.state;
    if (error === null)
      return <PartAttempt.Provider value={attempt}>{this.props.children}</PartAttempt.Provider>;
    return this.props.fallback(error, () => this.setState({ error: null, attempt: attempt + 1 }));
  }
}
