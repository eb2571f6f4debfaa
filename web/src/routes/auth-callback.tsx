export { AuthCallbackPage as Component } from '../account/auth-callback-page';
