// Who an identity provider says someone is, once the protocol (OIDC, SAML, a bearer token) has
// checked the provider's answer. The provider sign-in service decides who that is in Steward.
export interface ProviderIdentity {
  provider: "oidc" | "saml";
  /** The provider's stable subject (OIDC `sub`, SAML NameID). */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  groups: string[];
}
