export { AdminBoostsPage as Component } from '../admin/boosts/admin-boosts-page';
