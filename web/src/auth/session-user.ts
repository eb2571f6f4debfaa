/** Who is signed in, from the ID token's claims. */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  groups: string[];
  isAdmin: boolean;
};
