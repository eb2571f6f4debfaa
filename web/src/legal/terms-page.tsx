import { LegalPage } from './legal-page';
import { TERMS_SECTIONS } from './terms-sections';
import { pages } from '#shared/pages';

/** /terms: the Terms of Service. */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      description="The rules for buying, selling and boosting vans on VanYard: accounts, listings, payments, refunds, your consumer rights and our responsibilities."
      path={pages.terms.build()}
      lead="The rules for using VanYard, in plain English: what we do, what we expect from buyers and sellers, and your rights when you pay for a boost."
      sections={TERMS_SECTIONS}
    />
  );
}
