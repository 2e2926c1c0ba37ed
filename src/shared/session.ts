// What the client learns about the signed-in user. The server decides every field, the role included.
export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  isAdmin: boolean;
};
