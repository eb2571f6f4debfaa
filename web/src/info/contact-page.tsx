import { Link } from 'react-router-dom';
import type { ContactDetails } from '#shared/runtime-config';
import { MODERATION_HOURS, SUPPORT } from '#shared/site-facts';
import { useContactDetails, type ContactSources } from '../api/use-contact-details';
import { telHref } from '../lib/tel-href';
import { InfoPage } from '../ui/info-page';
import { pages } from '#shared/pages';

const QUICK_LINKS = [
  {
    to: pages.faq.build(),
    label: 'Frequently asked questions',
    text: 'Quick answers for buyers and sellers.',
  },
  {
    to: pages.howItWorks.build(),
    label: 'How it works',
    text: 'Buying and selling on VanYard, step by step.',
  },
  {
    to: pages.addListing.build(),
    label: 'List your van',
    text: 'Free, with no commission and no limit.',
  },
] as const;

const CARD = 'rounded-xl border border-slate-200 bg-white p-5 sm:p-6';

/**
 * /contact: how to reach the team; the details an admin set in Settings, else the stage's
 * configured ones.
 */
export function ContactPage({ loaded }: { loaded: ContactSources | null }) {
  const { contact, error, retry } = useContactDetails(loaded);
  return (
    <InfoPage
      title="Contact Us"
      description={`Get in touch with the VanYard team by e-mail or phone. We reply within ${SUPPORT.replyHours} hours on business days.`}
      path={pages.contact.build()}
      lead="Questions about buying, selling or a boost? We're happy to help."
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          {contact ? (
            <ContactCards contact={contact} />
          ) : error ? (
            <div role="alert" className={CARD}>
              <p className="text-ink">Our contact details could not be loaded just now.</p>
              <button
                type="button"
                onClick={retry}
                className="mt-3 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
              >
                Try again
              </button>
            </div>
          ) : (
            <p role="status" className={`${CARD} text-muted`}>
              Loading contact details…
            </p>
          )}
          <section
            aria-labelledby="response-heading"
            className="rounded-xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-6"
          >
            <h2 id="response-heading" className="text-lg font-bold text-ink">
              When we'll reply
            </h2>
            <p className="mt-2 text-ink">
              We answer e-mails within {SUPPORT.replyHours} hours on business days, and the phone
              line is open {SUPPORT.phoneHours}. Questions about a listing waiting for approval?
              Most listings are reviewed within {MODERATION_HOURS} hours.
            </p>
          </section>
        </div>
        <nav aria-labelledby="quick-links-heading">
          <h2 id="quick-links-heading" className="text-lg font-bold text-ink">
            Quick links
          </h2>
          <ul className="mt-3 space-y-3">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={`${CARD} block hover:border-brand-200 hover:bg-brand-50`}
                >
                  <span className="font-semibold text-brand-700">{link.label}</span>
                  <span className="mt-1 block text-sm text-muted">{link.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </InfoPage>
  );
}

function ContactCards({ contact }: { contact: ContactDetails }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section aria-labelledby="email-heading" className={CARD}>
        <h2 id="email-heading" className="text-lg font-bold text-ink">
          E-mail
        </h2>
        <a
          href={`mailto:${contact.email}`}
          className="mt-2 inline-block font-semibold break-all text-brand-700 underline underline-offset-4"
        >
          {contact.email}
        </a>
        <p className="mt-2 text-sm text-muted">The best way to reach us, any time.</p>
      </section>
      <section aria-labelledby="phone-heading" className={CARD}>
        <h2 id="phone-heading" className="text-lg font-bold text-ink">
          Phone
        </h2>
        <a
          href={telHref(contact.phone)}
          className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-4"
        >
          {contact.phone}
        </a>
        <p className="mt-2 text-sm text-muted">{SUPPORT.phoneHours}</p>
      </section>
      <section aria-labelledby="office-heading" className={`${CARD} sm:col-span-2`}>
        <h2 id="office-heading" className="text-lg font-bold text-ink">
          Office
        </h2>
        <address className="mt-2 text-ink not-italic">
          {contact.addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <a
          href={contact.mapUrl}
          rel="noopener noreferrer"
          className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-4"
        >
          View on a map
        </a>
        <p className="mt-2 text-sm text-muted">Visits by appointment only.</p>
      </section>
    </div>
  );
}
