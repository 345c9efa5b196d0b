/**
 * Query keys of the session. A module of their own because lib/query-client.ts needs them (a
 * session that ended on the server clears the user there) and lib/auth.ts builds on that module.
 */
export const authKeys = {
  user: ['/api/auth/user'] as const,
};
