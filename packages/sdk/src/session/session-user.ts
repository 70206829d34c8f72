// The signed-in user as the app shows them (SPEC §3 User): the account record's fields with a
// display name made of first and last name.
import type { User } from '../resources/accounts';

export interface SessionUser {
  userId: string;
  /** First and last name; the email when the account has neither. */
  name: string;
  email: string;
  /** False until the address is confirmed (the account notification of SPEC §8). */
  emailVerified: boolean;
  firstName: string | undefined;
  lastName: string | undefined;
  /** The personal repository's namespace. */
  namespace: string | undefined;
}

export function sessionUserFrom(user: User): SessionUser {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return {
    userId: user.userId,
    name: name || user.email,
    email: user.email,
    emailVerified: user.emailVerified,
    firstName: user.firstName,
    lastName: user.lastName,
    namespace: user.namespace,
  };
}
