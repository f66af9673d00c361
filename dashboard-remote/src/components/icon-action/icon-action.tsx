// An icon-only button named by its label, whose Fluent tooltip loads on the first hover or focus.
// The tooltip brings the positioning engine (about 14 KB gzip); the Units page, the first page
// most people see, has such buttons in every row and should not wait for it. Until it has loaded,
// the native title shows the label. Wrapping the button in the tooltip remounts it, so the swap
// waits until the pointer and the focus have left (a click in progress would be lost otherwise).
import { Button } from "@fluentui/react-components";
import { useState, type ComponentType, type ReactElement, type ReactNode } from "react";

interface TooltipProps {
  content: string;
  relationship: "label";
  children: ReactElement;
}

let loadedTooltip: ComponentType<TooltipProps> | null = null;
let loading: Promise<ComponentType<TooltipProps>> | null = null;

function loadTooltip(): Promise<ComponentType<TooltipProps>> {
  loading ??= import("./lazy-tooltip.tsx").then((module) => (loadedTooltip = module.default as ComponentType<TooltipProps>));
  return loading;
}

export interface IconActionProps {
  label: string;
  icon: ReactElement;
  onClick(): void;
  disabled?: boolean;
}

export function IconAction({ label, icon, onClick, disabled = false }: IconActionProps) {
  const [Tooltip, setTooltip] = useState<ComponentType<TooltipProps> | null>(() => loadedTooltip);
  const [ready, setReady] = useState(false);
  const want = () => {
    if (!Tooltip) void loadTooltip().then(() => setReady(true));
  };
  const leave = () => {
    if (ready && loadedTooltip) setTooltip(() => loadedTooltip);
  };
  const button = (
    <Button
      size="small"
      appearance="subtle"
      icon={icon}
      disabled={disabled}
      onClick={onClick}
      aria-label={label}
      title={Tooltip ? undefined : label}
      onPointerEnter={want}
      onFocus={want}
      onPointerLeave={leave}
      onBlur={leave}
    />
  );
  const content: ReactNode = Tooltip ? (
    <Tooltip content={label} relationship="label">
      {button}
    </Tooltip>
  ) : (
    button
  );
  return content;
}
