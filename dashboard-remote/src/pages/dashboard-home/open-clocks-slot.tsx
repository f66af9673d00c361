// Where the open 48-hour clocks card (pages/cases/open-clocks-card.tsx) goes on the home page. It
// is fetched on its own once the home page has settled, like the lists' Export menu: the home page
// is a first screen, and nothing of cases may join its download.
import { lazy, Suspense, useEffect, useState } from "react";

const LazyOpenClocksCard = lazy(async () => ({ default: (await import("../cases/open-clocks-card.tsx")).OpenClocksCard }));

const AFTER_FIRST_SCREEN_MS = 1500;

export function OpenClocksSlot() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    const timer = setTimeout(() => setShown(true), AFTER_FIRST_SCREEN_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LazyOpenClocksCard />
    </Suspense>
  );
}
