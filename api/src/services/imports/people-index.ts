// People by e-mail, as an import names them (administrators, managers, the people file itself).
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

  emailOf(id: number | null): string | null {
    return id === null ? null : (this.byId.get(id)?.email ?? null);
  }
}
