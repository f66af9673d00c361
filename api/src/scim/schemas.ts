// What Steward's SCIM service provider says about itself (RFC 7643 sections 5 to 7): the
// ServiceProviderConfig, the one resource type (User) and its schema. The User schema lists exactly
// the attributes Steward keeps; anything else a provider sends is refused, by name (attributes.ts).

export const USER_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:User";
export const LIST_RESPONSE_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:ListResponse";
export const PATCH_OP_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
const SERVICE_PROVIDER_CONFIG_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig";
const RESOURCE_TYPE_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:ResourceType";
const SCHEMA_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:Schema";

/** The most resources one list answer holds; a larger `count` is cut to this. */
export const MAX_RESULTS = 200;
export const DEFAULT_COUNT = 100;

const str = (name: string, description: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: "string",
  multiValued: false,
  description,
  required: false,
  caseExact: false,
  mutability: "readWrite",
  returned: "default",
  uniqueness: "none",
  ...extra,
});

const USER_ATTRIBUTES = [
  str("userName", "The person's e-mail address, which is their Steward e-mail (lower-cased). Unique.", { required: true, uniqueness: "server" }),
  {
    name: "name",
    type: "complex",
    multiValued: false,
    description: "The person's name parts; Steward keeps one name: displayName when given, else givenName and familyName, else formatted.",
    required: false,
    mutability: "readWrite",
    returned: "default",
    subAttributes: [
      str("formatted", "The full name, as Steward shows it."),
      str("givenName", "Given name."),
      str("familyName", "Family name."),
    ],
  },
  str("displayName", "The name Steward shows for the person."),
  {
    name: "emails",
    type: "complex",
    multiValued: true,
    description: "Steward keeps one address, the userName: every value given must be the userName.",
    required: false,
    mutability: "readWrite",
    returned: "default",
    subAttributes: [
      str("value", "The e-mail address (must equal userName)."),
      str("display", "A label for the address (not kept)."),
      str("type", "work, home or other (not kept; answered as work).", { canonicalValues: ["work", "home", "other"] }),
      { name: "primary", type: "boolean", multiValued: false, description: "Whether this is the primary address.", required: false, mutability: "readWrite", returned: "default" },
    ],
  },
  {
    name: "active",
    type: "boolean",
    multiValued: false,
    description:
      "false deactivates the person (their sessions end at once, through the same rules as a super admin's deactivation); true undoes a deactivation made through SCIM. Reads true while the person is active or waits for a super admin's review.",
    required: false,
    mutability: "readWrite",
    returned: "default",
  },
  {
    name: "groups",
    type: "complex",
    multiValued: true,
    description: "Steward has no SCIM groups: units and roles are given in Steward. Sent values are ignored.",
    required: false,
    mutability: "readOnly",
    returned: "default",
    subAttributes: [str("value", "Group id.", { mutability: "readOnly" })],
  },
];

const meta = (resourceType: string, location: string) => ({ resourceType, location });

export function userSchemaDoc(base: string) {
  return {
    schemas: [SCHEMA_SCHEMA],
    id: USER_SCHEMA,
    name: "User",
    description: "A person who may use Steward",
    attributes: USER_ATTRIBUTES,
    meta: meta("Schema", `${base}/Schemas/${USER_SCHEMA}`),
  };
}

export function userResourceTypeDoc(base: string) {
  return {
    schemas: [RESOURCE_TYPE_SCHEMA],
    id: "User",
    name: "User",
    endpoint: "/Users",
    description: "People who may use Steward. A provisioned person starts as a social media manager waiting for a super admin's review.",
    schema: USER_SCHEMA,
    schemaExtensions: [],
    meta: meta("ResourceType", `${base}/ResourceTypes/User`),
  };
}

export function serviceProviderConfigDoc(base: string) {
  return {
    schemas: [SERVICE_PROVIDER_CONFIG_SCHEMA],
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_RESULTS },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: "oauthbearertoken",
        name: "Bearer token",
        description: "A token made by a super admin with `steward scim token create --name NAME`, sent as `Authorization: Bearer <token>`.",
        primary: true,
      },
    ],
    meta: meta("ServiceProviderConfig", `${base}/ServiceProviderConfig`),
  };
}

export function listResponse<T>(resources: T[], totalResults: number, startIndex: number) {
  return { schemas: [LIST_RESPONSE_SCHEMA], totalResults, startIndex, itemsPerPage: resources.length, Resources: resources };
}
