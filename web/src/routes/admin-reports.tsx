export { ReportsPage as Component } from '../admin/reports/reports-page';
