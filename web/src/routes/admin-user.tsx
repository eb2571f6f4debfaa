export { AdminUserPage as Component } from '../admin/users/admin-user-page';
