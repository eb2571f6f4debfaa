export { RegisterPage as Component } from '../account/register-page';
