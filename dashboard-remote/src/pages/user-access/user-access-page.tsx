import { PageHeader } from "../../components/page-header/page-header.tsx";
import { PAGE_TITLES } from "../../texts.ts";

export function UserAccessPage() {
  return <PageHeader title={PAGE_TITLES.userAccess} />;
}
