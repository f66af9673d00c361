import { PageHeader } from "../../components/page-header/page-header.tsx";
import { PAGE_TITLES } from "../../texts.ts";

export function DashboardHomePage() {
  return <PageHeader title={PAGE_TITLES.dashboard} />;
}
