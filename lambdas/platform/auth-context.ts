/** Who is calling: the verified identity every permission check reads, whatever the transport. */
export type AuthContext = {
  userId: string;
  email: string | undefined;
  /** The `name` attribute (ID tokens only). */
  name: string | undefined;
  groups: string[];
  isAdmin: boolean;
};
