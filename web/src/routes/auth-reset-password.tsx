export { ResetPasswordPage as Component } from '../account/reset-password-page';
