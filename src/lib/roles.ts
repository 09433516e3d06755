// Staff roles. An endpoint declares the roles it accepts (src/http/endpoint.ts), so a
// new role is added here and in the declarations, never inside a handler.

export const ROLES = ['admin', 'editor'] as const;
export type Role = (typeof ROLES)[number];

/** Everyone who works on the site: content, preview, revisions, uploads and enquiries. */
export const STAFF_ROLES = ROLES;

/** How a refusal names the people who may do it: "Only administrators can do this." */
export const ROLE_PLURALS: Record<Role, string> = { admin: 'administrators', editor: 'editors' };

/** How screens name a role. */
export const ROLE_LABELS: Record<Role, string> = { admin: 'Administrator', editor: 'Editor' };

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);
