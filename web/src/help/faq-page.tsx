import { InfoPage } from '../ui/info-page';
import { JsonLd } from '../ui/json-ld';
import { useAbsoluteUrl } from '../lib/site-origin';
import { TopicList } from './answer';
import { FAQ_GROUPS, faqPageJsonLd } from './faq-items';
import { MoreHelp } from './more-help';
import { pages } from '#shared/pages';
import { TextLink } from '../ui/text-link';

const PATH = pages.faq.build();

export function FaqPage() {
  const url = useAbsoluteUrl(PATH);
  return (
    <InfoPage
      title="Frequently Asked Questions"
      description="Quick answers for van buyers and sellers on VanYard: free listings, approval, photos, boosts, contacting sellers, ULEZ and buying safely."
      path={PATH}
      lead="Quick answers to the questions buyers and sellers ask us most."
    >
      {/* Escaped by JsonLd: '<' is written as \u003c, so no answer can close the element. */}
      <JsonLd data={faqPageJsonLd(FAQ_GROUPS, url)} />

      <div className="max-w-3xl space-y-12">
        {FAQ_GROUPS.map((group) => (
          <section key={group.id} aria-labelledby={group.id}>
            <h2 id={group.id} className="text-2xl font-bold tracking-tight text-ink">
              {group.heading}
            </h2>
            <TopicList topics={group.topics} />
          </section>
        ))}
      </div>

      <MoreHelp headingId="faq-more-heading" heading="Can’t find your answer?">
        Our{' '}
        <TextLink to={pages.help.build()} variant="inline">
          help centre
        </TextLink>{' '}
        answers many more questions about listings, boosts, payments and your account, with a search
        to find them quickly. If it is not there,{' '}
        <TextLink to={pages.contact.build()} variant="inline">
          contact us
        </TextLink>
      </MoreHelp>
    </InfoPage>
  );
}
