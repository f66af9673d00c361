// People by e-mail, as an import names them (administrators, managers, the people file itself).
import { isInScope, type Scope } from "../../domain/scope.ts";
import type { IndexUser } from "../../repositories/import-index-repo.ts";

export class PeopleIndex {
  private readonly byEmail = new Map<string, IndexUser>();
  private readonly byId = new Map<number, IndexUser>();

  constructor(users: readonly IndexUser[]) {
    for (const user of users) this.put(user);
  }

  put(user: IndexUser): void {
    this.byEmail.set(user.email.toLowerCase(), user);
    this.byId.set(user.id, user);
  }

  byMail(email: string): IndexUser | undefined {
    return this.byEmail.get(email.toLowerCase());
  }

  get(id: number): IndexUser | undefined {
    return this.byId.get(id);
  }

  /**
   * Whether someone whose scope is `scope` may name this person, as the forms' choosers offer them:
   * a super admin anyone, others those with access somewhere in their scope; a rejected person
   * nobody. Whoever may not is "unknown" to them, so an import cannot tell who exists elsewhere.
   */
  nameable(id: number, scope: Scope, pathOf: (unitId: number) => string | undefined): boolean {
    const user = this.byId.get(id);
    if (!user || user.status === "rejected") return false;
    return scope.kind === "all" || user.grants.some((g) => isInScope(pathOf(g.unitId) ?? "", scope));
  }

  emailOf(id: number | null): string | null {
    return id === null ? null : (this.byId.get(id)?.email ?? null);
  }
}
