import type { User } from '@/lib/auth';

type NamedUser = Pick<User, 'firstName' | 'lastName' | 'email'>;

export function fullName(user: NamedUser): string {
  const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  return name || user.email;
}

export function initials(user: NamedUser): string {
  const letters = `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`;
  return (letters || user.email[0] || '?').toUpperCase();
}
