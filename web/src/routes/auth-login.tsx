export { LoginPage as Component } from '../account/login-page';
