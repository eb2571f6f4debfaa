export { UpdatePasswordPage as Component } from '../account/update-password-page';
