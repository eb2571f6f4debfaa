export { MessagesPage as Component } from '../messages/messages-page';
