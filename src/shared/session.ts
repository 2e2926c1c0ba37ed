// What the client learns about the signed-in user. The server decides every field, the role included.
export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  /** The member proved the address with a code; administrator rights need it. */
  emailVerified: boolean;
  isAdmin: boolean;
};
