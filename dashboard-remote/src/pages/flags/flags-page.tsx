import { PageHeader } from "../../components/page-header/page-header.tsx";
import { PAGE_TITLES } from "../../texts.ts";

export function FlagsPage() {
  return <PageHeader title={PAGE_TITLES.flags} />;
}
