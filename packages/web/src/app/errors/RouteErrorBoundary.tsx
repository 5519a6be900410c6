import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './lazyErrorPage';

/** Props of {@link RouteErrorBoundary}. */
export interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** A change (the path) clears the error, so navigating away recovers. */
  resetKey: string;
}

interface State {
  hasError: boolean;
}

/** Shows the 500 screen when a page throws while rendering (or its code fails to load). */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('page failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps): void {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey)
      this.setState({ hasError: false });
  }

  override render(): ReactNode {
    if (this.state.hasError) {
      return (
        <Suspense fallback={null}>
          <ErrorPage code={500} />
        </Suspense>
      );
    }
    return this.props.children;
  }
}
