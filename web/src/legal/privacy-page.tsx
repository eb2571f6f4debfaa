import { LegalPage } from './legal-page';
import { PRIVACY_SECTIONS } from './privacy-sections';
import { pages } from '#shared/pages';

/** /privacy: the Privacy Policy. */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      description="What personal information VanYard collects, why, who we share it with, how long we keep it, and your rights under UK data protection law."
      path={pages.privacy.build()}
      lead="How VanYard Ltd collects, uses and protects your personal information, and the rights you have over it."
      sections={PRIVACY_SECTIONS}
    />
  );
}
