import { Component, type ErrorInfo, type ReactNode } from "react";
import { RemoteUnavailable } from "./remote-unavailable.tsx";

interface Props {
  manifestUrl: string;
  children: ReactNode;
}

interface State {
  error: unknown;
}

export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Steward dashboard failed to load", error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error) return <RemoteUnavailable manifestUrl={this.props.manifestUrl} error={this.state.error} />;
    return this.props.children;
  }
}
