export { AdminLayout as Component } from '../admin/layout/admin-layout';
