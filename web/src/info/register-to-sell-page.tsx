import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TRADE_SIGN_UP_PATH } from '#shared/auth/account-type';
import { BOOST_LABELS } from '#shared/boosts';
import { FEATURES, LABELS } from '#shared/catalogue';
import { DEFAULT_RADIUS_MILES } from '#shared/search/constants';
import { BOOST_REFUND_HOURS, LISTING_LIVE_DAYS, MODERATION_HOURS } from '#shared/site-facts';
import { InfoCallToAction } from './info-call-to-action';
import { BOOST_DURATIONS_TEXT, BOOST_FROM, boostFrom, PHOTOS_TEXT } from './info-figures';
import { InfoPage } from '../ui/info-page';
import type { InfoStep } from './info-steps';
import { InfoSteps } from './info-steps';
import { SECTION_HEADING, SECTION_LEAD, TEXT_LINK } from './info-styles';
import { pages } from '#shared/pages';
import { buttonClass } from '../ui/button';
import { CheckIcon, ChevronDownIcon } from '../ui/icons';
import { BOOLEAN_COLUMNS, REQUIRED_COLUMNS } from '#shared/csv-import/columns';

const TRADE_LABEL = LABELS.seller_type.trade_dealer;

type Benefit = { title: string; text: ReactNode };

const BENEFITS: readonly Benefit[] = [
  {
    title: 'Unlimited free listings',
    text: 'List every van on your forecourt. There is no listing fee and no cap on the number of vans, so your whole stock can be online, not just the pick of it.',
  },
  {
    title: 'No commission',
    text: 'You keep the whole sale price. The deal is between you and your buyer, and VanYard never takes a cut or handles the money. The only thing you can pay for is an optional boost.',
  },
  {
    title: `${TRADE_LABEL} on your listings`,
    text: `Your vans carry a Trade label in search results and '${TRADE_LABEL}' on the seller card, beside the name and website from your profile. Buyers who prefer a dealer can filter by seller type.`,
  },
  {
    title: 'Bulk import from a CSV file',
    text: 'Upload your stock from a spreadsheet instead of typing it in: download the template in My Listings, add one row per van and import them all at once. Any rows with problems are listed with the reason, so you can correct them.',
  },
  {
    title: 'Boosts to feature your stock',
    text: `Need a van to move? ${BOOST_LABELS.search_featured} puts it above vans without a boost in search results, from ${boostFrom('search_featured')}; ${BOOST_LABELS.homepage_featured} shows it on the home page, from ${boostFrom('homepage_featured')}. Boost van by van, with no subscription.`,
  },
  {
    title: 'Enquiries straight to your inbox',
    text: 'Buyer enquiries are e-mailed to you and your reply goes straight to the buyer. Your e-mail address is never published, which keeps scrapers away, and buyers can reveal your phone number with one click.',
  },
  {
    title: 'Local buyers find you',
    text: `Buyers search by postcode, within ${DEFAULT_RADIUS_MILES} miles unless they choose otherwise, and see the nearest vans first. Your stock is put in front of people who can come and view it.`,
  },
  {
    title: 'Filters that show off your stock',
    text: `ULEZ status, VAT, service history, HPI clear and ${FEATURES.length} van features such as ply lining, racking and tail lifts are all search filters, so well-specified vans reach the buyers looking for them.`,
  },
];

const GETTING_STARTED: readonly InfoStep[] = [
  {
    title: 'Create your account',
    body: (
      <p>
        <Link to={TRADE_SIGN_UP_PATH}>Register a trade account</Link> with your name, e-mail address
        and a password, then confirm your address with the code we send you. It is free and takes a
        couple of minutes. Already selling privately on VanYard?{' '}
        <Link to={pages.contact.build()}>Contact us</Link> and we will make your account a trade
        account.
      </p>
    ),
  },
  {
    title: 'Complete your profile',
    body: (
      <p>
        In Profile Settings, add your business name, phone number, location and website. Every van
        you list is labelled {TRADE_LABEL}, and Trade in search results, because your account is a
        trade account. Buyers see your name, website and trade status on every listing.
      </p>
    ),
  },
  {
    title: 'Import or add your listings',
    body: (
      <p>
        Import your stock from a CSV file in My Listings, or add vans one at a time with{' '}
        {PHOTOS_TEXT} each. Our team checks each listing, most within {MODERATION_HOURS} hours; it
        then stays live for {LISTING_LIVE_DAYS} days and can be renewed free.
      </p>
    ),
  },
];

type Question = { question: string; answer: ReactNode };

const QUESTIONS: readonly Question[] = [
  {
    question: 'Is it really free for dealers?',
    answer: (
      <p>
        Yes. There are no listing fees, no commission and no limit on the number of vans you list.
        The only paid extras are optional boosts, from {BOOST_FROM} per van for{' '}
        {BOOST_DURATIONS_TEXT}. If you pay for a boost that is not activated, ask within{' '}
        {BOOST_REFUND_HOURS} hours and we will refund it.
      </p>
    ),
  },
  {
    question: 'Can I advertise prices plus VAT?',
    answer: (
      <p>
        Yes. Each of your listings says whether its price includes VAT, and every search result
        shows &lsquo;Including VAT&rsquo; or &lsquo;Excluding VAT&rsquo; beside the price, while
        your listing page adds the price with VAT, so every buyer knows what they will pay. You can
        also mark a price as negotiable. Private sellers&rsquo; prices have no VAT, and say so.
      </p>
    ),
  },
  {
    question: 'How long do listings stay live?',
    answer: (
      <p>
        {LISTING_LIVE_DAYS} days from approval, unless the van is sold or removed first, and you can
        renew a listing free if the van is still in stock. An edited listing is checked again before
        the changes appear, most within {MODERATION_HOURS} hours. When a van sells, mark it sold in
        My Listings and enquiries stop.
      </p>
    ),
  },
  {
    question: 'Will buyers see my e-mail address?',
    answer: (
      <p>
        No. Buyers contact you through our enquiry form, and the message reaches you by e-mail with
        the buyer&apos;s details; they learn your address only if you reply. Your phone number is
        shown only when a buyer clicks to reveal it, and only if you have added one to your profile.
      </p>
    ),
  },
];

function ColumnList({ columns }: { columns: readonly string[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {columns.map((column) => (
        <li key={column}>
          <code className="rounded border border-brand-100 bg-white px-1.5 py-0.5 font-mono text-sm text-ink">
            {column}
          </code>
        </li>
      ))}
    </ul>
  );
}

export function RegisterToSellPage() {
  return (
    <InfoPage
      title="Sell Your Vans on VanYard"
      metaTitle="Trade Van Sellers: List Your Stock Free"
      description="For van dealers: unlimited free listings, no commission, bulk CSV import and enquiries straight to your inbox. Register to sell on VanYard."
      path={pages.registerToSell.build()}
      lead="For van dealers across the UK: list all your stock free, with no listing fees and no commission, and get enquiries from local buyers straight to your inbox."
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Link to={TRADE_SIGN_UP_PATH} className={`${buttonClass({ size: 'lg' })} text-lg`}>
          Register to Sell
        </Link>
        <p className="text-muted">
          Already selling on VanYard?{' '}
          <Link to={pages.authLogin.build()} className={TEXT_LINK}>
            Sign in
          </Link>
        </p>
      </div>

      <section aria-labelledby="benefits-heading" className="mt-12 sm:mt-16">
        <h2 id="benefits-heading" className={SECTION_HEADING}>
          Why dealers list on VanYard
        </h2>
        <p className={SECTION_LEAD}>
          A marketplace for vans only, so your stock is not lost among cars and household goods, and
          buyers arrive knowing what they need.
        </p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
          {BENEFITS.map((benefit) => (
            <li
              key={benefit.title}
              className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h3 className="flex items-start gap-2 text-lg leading-snug font-bold text-ink">
                <CheckIcon className="mt-1 size-5 shrink-0 text-brand-700" />
                {benefit.title}
              </h3>
              <p className="mt-2 leading-7 text-muted">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="start-heading" className="mt-14 sm:mt-20">
        <h2 id="start-heading" className={SECTION_HEADING}>
          How to get started
        </h2>
        <p className={SECTION_LEAD}>Three steps from signing up to your stock going live.</p>
        <div className="mt-8">
          <InfoSteps steps={GETTING_STARTED} labelledBy="start-heading" />
        </div>

        <div className="mt-8 rounded-xl border border-brand-100 bg-brand-50 p-5 sm:p-6">
          <h3 className="text-lg font-bold text-ink">Preparing your CSV file</h3>
          <p className="mt-2 max-w-3xl leading-7 text-ink">
            Start from the template in My Listings: a header row, then one row per van. Blank lines
            are skipped, and every row is checked before it is imported.
          </p>
          <div className="mt-4 grid gap-5 lg:grid-cols-2">
            <div>
              <h4 className="font-semibold text-ink">Required in every row</h4>
              <ColumnList columns={REQUIRED_COLUMNS} />
            </div>
            <div>
              <h4 className="font-semibold text-ink">true, false or left empty</h4>
              <ColumnList columns={BOOLEAN_COLUMNS} />
            </div>
          </div>
          <p className="mt-4 max-w-3xl leading-7 text-ink">
            <code className="rounded bg-white px-1.5 py-0.5 font-mono text-sm">features</code> and{' '}
            <code className="rounded bg-white px-1.5 py-0.5 font-mono text-sm">images</code> are
            comma-separated lists; each image is the web address of a photo that must be publicly
            reachable. Imported listings are checked by our team like any other before they go live.
          </p>
        </div>
      </section>

      <section aria-labelledby="questions-heading" className="mt-14 sm:mt-20">
        <h2 id="questions-heading" className={SECTION_HEADING}>
          Questions from dealers
        </h2>
        <div className="mt-6 max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {QUESTIONS.map((item) => (
            <details key={item.question} className="group p-5">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-lg font-semibold text-ink [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDownIcon className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
              </summary>
              <div className="mt-3 leading-7 text-ink">{item.answer}</div>
            </details>
          ))}
        </div>
        <p className="mt-4 text-muted">
          More answers in our{' '}
          <Link to={pages.faq.build()} className={TEXT_LINK}>
            FAQ
          </Link>{' '}
          and{' '}
          <Link to={pages.help.build()} className={TEXT_LINK}>
            help centre
          </Link>
          .
        </p>
      </section>

      <InfoCallToAction
        heading="Put your stock in front of van buyers"
        headingId="register-cta-heading"
        primary={{ to: TRADE_SIGN_UP_PATH, label: 'Register to Sell' }}
        secondary={{ to: pages.authLogin.build(), label: 'Sign in' }}
      >
        Free to join, free to list, and no commission when you sell.
      </InfoCallToAction>
    </InfoPage>
  );
}
