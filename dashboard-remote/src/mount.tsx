// For pages built without React: `mount(element, options)` renders the dashboard into `element`
// and returns the function that removes it again.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Dashboard, type DashboardProps } from "./Dashboard.tsx";

export type MountOptions = DashboardProps;

export function mount(element: Element, options: MountOptions = {}): () => void {
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <Dashboard {...options} />
    </StrictMode>,
  );
  return () => root.unmount();
}

export default mount;
