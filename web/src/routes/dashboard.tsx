export { DashboardPage as Component } from '../dashboard/dashboard-page';
