export { AdminSettingsPage as Component } from '../admin/settings/admin-settings-page';
