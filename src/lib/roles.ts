// Staff roles. An endpoint declares the roles it accepts (src/http/endpoint.ts), so a
// new role is added here and in the declarations, never inside a handler.

export const ROLES = ['admin'] as const;
export type Role = (typeof ROLES)[number];

/** How a refusal names the people who may do it: "Only administrators can do this." */
export const ROLE_PLURALS: Record<Role, string> = { admin: 'administrators' };
