export { ProfilePage as Component } from '../dashboard/profile-page';
