/** The Cognito group whose members may use the admin screens and the admin API. */
export const ADMIN_GROUP = 'admin';
