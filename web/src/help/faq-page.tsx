import { Link } from 'react-router-dom';
import { InfoPage } from '../ui/info-page';
import { JsonLd } from '../ui/json-ld';
import { useAbsoluteUrl } from '../lib/site-origin';
import { TopicDetails } from './answer';
import { FAQ_GROUPS, faqPageJsonLd } from './faq-items';
import { SUPPORT_SUMMARY } from './help-topics';
import { HELP_BOX, TEXT_LINK } from './help-styles';
import { pages } from '#shared/pages';

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
            <ul className="mt-4 space-y-3">
              {group.topics.map((topic) => (
                <li key={topic.id}>
                  <TopicDetails topic={topic} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <aside aria-labelledby="faq-more-heading" className={`mt-14 ${HELP_BOX}`}>
        <h2 id="faq-more-heading" className="text-xl font-bold text-ink">
          Can’t find your answer?
        </h2>
        <p className="mt-2 leading-7 text-ink">
          Our{' '}
          <Link to={pages.help.build()} className={TEXT_LINK}>
            help centre
          </Link>{' '}
          answers many more questions about listings, boosts, payments and your account, with a
          search to find them quickly. If it is not there,{' '}
          <Link to={pages.contact.build()} className={TEXT_LINK}>
            contact us
          </Link>
          . {SUPPORT_SUMMARY}
        </p>
      </aside>
    </InfoPage>
  );
}
