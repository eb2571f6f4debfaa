export { ModerationPage as Component } from '../admin/moderation/moderation-page';
