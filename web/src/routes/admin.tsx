export { AdminPage as Component } from '../admin/admin-page';
