export { AdminUsersPage as Component } from '../admin/users/admin-users-page';
