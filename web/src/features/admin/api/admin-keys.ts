export const adminKeys = {
  all: ['/api/admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  traders: () => [...adminKeys.all, 'traders'] as const,
};
