import { Link } from 'react-router-dom';
import { BOOST_LABELS } from '#shared/boosts';
import { formatMoney } from '#shared/format';
import { DEFAULT_RADIUS_MILES, RADIUS_CHOICES } from '#shared/search/constants';
import {
  DESCRIPTION_MIN_CHARS,
  LISTING_LIVE_DAYS,
  LISTING_PHOTOS,
  MODERATION_HOURS,
  ULEZ_DAILY_CHARGE_GBP,
  ULEZ_OFFICIAL_CHECKER_URL,
} from '#shared/site-facts';
import { InfoBoostPrices } from './info-boost-prices';
import { InfoCallToAction } from './info-call-to-action';
import { BOOST_DURATIONS_TEXT, BOOST_FROM, boostFrom, PHOTOS_TEXT } from './info-figures';
import { InfoPage } from '../ui/info-page';
import type { InfoStep } from './info-steps';
import { InfoSteps } from './info-steps';
import {
  PRIMARY_BUTTON,
  SECONDARY_BUTTON,
  SECTION_HEADING,
  SECTION_LEAD,
  TEXT_LINK,
} from './info-styles';
import { pages } from '#shared/pages';

const SMALLEST_RADIUS = Math.min(...RADIUS_CHOICES);
const LARGEST_RADIUS = Math.max(...RADIUS_CHOICES);

const BUYER_STEPS: readonly InfoStep[] = [
  {
    title: 'Search by make, model and postcode',
    body: (
      <p>
        Start from <Link to={pages.usedVans.build()}>Browse Vans</Link> and pick a make and model,
        or type what you are after. Add your postcode to see vans within {DEFAULT_RADIUS_MILES}{' '}
        miles, nearest first, and widen or narrow the radius from {SMALLEST_RADIUS} to{' '}
        {LARGEST_RADIUS} miles or search the whole country.
      </p>
    ),
  },
  {
    title: 'Narrow it down with filters',
    body: (
      <>
        <p>
          Filters are built for vans, so you can get to a shortlist quickly. Combine as many as you
          like:
        </p>
        <ul>
          <li>ULEZ compliant, fuel type and transmission</li>
          <li>price, mileage, year and engine size</li>
          <li>features such as ply lining, racking, tow bar or tail lift</li>
          <li>service history, V5C logbook, HPI clear and VAT</li>
        </ul>
      </>
    ),
  },
  {
    title: 'View the details and photos',
    body: (
      <p>
        Each listing has {LISTING_PHOTOS.min} to {LISTING_PHOTOS.max} photos, which open full
        screen, plus the mileage, MOT expiry, service history, features and the seller&apos;s own
        description. Search cards say whether the price includes VAT and whether the seller is a
        private seller or a trade dealer.
      </p>
    ),
  },
  {
    title: 'Contact the seller, no account needed',
    body: (
      <p>
        Click <strong>Show phone number</strong> to call, or <strong>Email seller</strong> to send a
        message through our enquiry form; the seller replies straight to your inbox. You do not need
        to sign up, and the seller&apos;s e-mail address is never shown on the site.
      </p>
    ),
  },
  {
    title: 'See the van in person',
    body: (
      <p>
        Arrange to view at the seller&apos;s home or business premises, in daylight. Check the
        paperwork against the van, look underneath and in the load area, start it from cold and take
        a test drive once you know your insurance covers you.
      </p>
    ),
  },
  {
    title: 'Agree a price and pay the seller',
    body: (
      <p>
        The deal is between you and the seller: VanYard never takes a fee or a deposit. Pay only
        when you are collecting the van, take the V5C new keeper slip, then tax and insure it before
        you drive away, as tax does not pass to a new keeper.
      </p>
    ),
  },
];

const SAFE_BUYING_TIPS = [
  {
    title: 'See the V5C logbook.',
    text: 'The name and address on it should match the seller and the place you are viewing, and the VIN and registration should match the van. Be wary of a seller who ‘has not got it yet’.',
  },
  {
    title: 'Run an HPI check.',
    text: 'A paid vehicle history check shows outstanding finance, an insurance write-off or a stolen marker. A van on finance belongs to the lender until it is paid off, even if the seller is the one driving it.',
  },
  {
    title: 'Check the MOT history.',
    text: 'GOV.UK shows every MOT result and the recorded mileage free of charge, so you can spot advisories and mileage that goes backwards.',
  },
  {
    title: 'Never pay a deposit to a stranger by bank transfer before seeing the van.',
    text: 'Bank transfers are hard to get back. A seller who pushes for a deposit, or to ship the van to you, is the most common sign of a scam.',
  },
  {
    title: 'Check ULEZ status yourself.',
    text: `If you drive in London, a van that does not meet the standard costs ${formatMoney(ULEZ_DAILY_CHARGE_GBP)} a day. Confirm it with the official checker before you buy.`,
  },
] as const;

const SELLER_STEPS: readonly InfoStep[] = [
  {
    title: 'Create a free account',
    body: (
      <p>
        Sign up with your name and e-mail address and confirm it. Add a phone number to your profile
        if you want buyers to be able to call; private sellers and trade dealers both list for free,
        with no commission.
      </p>
    ),
  },
  {
    title: 'Add your listing',
    body: (
      <p>
        Go to <Link to={pages.addListing.build()}>Add Listing</Link> and fill in the make, model,
        year, mileage, price and postcode. Upload {PHOTOS_TEXT} (up to {LISTING_PHOTOS.maxMegabytes}{' '}
        MB each) and write a description of at least {DESCRIPTION_MIN_CHARS} characters; the more
        detail, the better.
      </p>
    ),
  },
  {
    title: 'We check it, then it goes live',
    body: (
      <p>
        Our team reviews every new or edited listing, most within {MODERATION_HOURS} hours. Once
        approved it stays live for {LISTING_LIVE_DAYS} days, unless it is sold or removed first, and
        you can renew it free if the van is still for sale.
      </p>
    ),
  },
  {
    title: 'Answer enquiries',
    body: (
      <p>
        Messages from buyers arrive by e-mail, and pressing reply answers the buyer directly. Your
        e-mail address is never shown on the site, and your phone number only appears when a buyer
        clicks to reveal it. Quick, friendly replies sell vans.
      </p>
    ),
  },
  {
    title: 'Boost it if you want to',
    body: (
      <p>
        Boosts are optional. <strong>{BOOST_LABELS.search_featured}</strong> puts your van above
        vans without a boost in search results, from {boostFrom('search_featured')};{' '}
        <strong>{BOOST_LABELS.homepage_featured}</strong> shows it among the featured vans on the
        home page, from {boostFrom('homepage_featured')}. Boosted vans are labelled Featured.
      </p>
    ),
  },
  {
    title: 'Mark it sold',
    body: (
      <p>
        When the van has gone, press <strong>Sold</strong> next to it in My Listings. Buyers then
        see that it has been sold, enquiries stop, and the van moves to your Sold Listings tab.
      </p>
    ),
  },
];

export function HowItWorksPage() {
  return (
    <InfoPage
      title="How It Works"
      description={`How VanYard works: search used vans near you and contact sellers with no account, or list your van free for ${LISTING_LIVE_DAYS} days.`}
      path={pages.howItWorks.build()}
      lead="VanYard brings together people buying a van and the private sellers and trade dealers selling one. Buying costs nothing and needs no account; listing a van is free."
    >
      <nav aria-label="On this page" className="grid gap-4 sm:grid-cols-2">
        <a
          href="#buyers"
          className="group rounded-xl border border-brand-200 bg-white p-5 hover:border-brand-700 hover:bg-brand-50"
        >
          <span className="block text-lg font-bold text-brand-800 group-hover:underline">
            I&apos;m buying a van
          </span>
          <span className="mt-1 block text-muted">
            Find vans near you and contact sellers directly.
          </span>
        </a>
        <a
          href="#sellers"
          className="group rounded-xl border border-brand-200 bg-white p-5 hover:border-brand-700 hover:bg-brand-50"
        >
          <span className="block text-lg font-bold text-brand-800 group-hover:underline">
            I&apos;m selling a van
          </span>
          <span className="mt-1 block text-muted">
            List it free, answer enquiries and mark it sold.
          </span>
        </a>
      </nav>

      <section id="buyers" aria-labelledby="buyers-heading" className="mt-12 scroll-mt-6 sm:mt-16">
        <h2 id="buyers-heading" className={SECTION_HEADING}>
          For buyers
        </h2>
        <p className={SECTION_LEAD}>
          Six steps from search to driving away. You never pay VanYard anything, and you can contact
          any seller without signing up.
        </p>
        <div className="mt-8">
          <InfoSteps steps={BUYER_STEPS} labelledBy="buyers-heading" />
        </div>

        <div className="mt-8 rounded-xl border border-accent-500 bg-amber-50 p-5 sm:p-6">
          <h3 className="text-lg font-bold text-ink">Tips for buying safely</h3>
          <ul className="mt-3 space-y-3 leading-7 text-ink">
            {SAFE_BUYING_TIPS.map((tip) => (
              <li key={tip.title} className="flex gap-3">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="mt-1.5 size-4 shrink-0 text-brand-700"
                  fill="currentColor"
                >
                  <path d="M7.6 13.2 4.4 10l-1.4 1.4 4.6 4.6 9.4-9.4L15.6 5.2z" />
                </svg>
                <span>
                  <strong>{tip.title}</strong> {tip.text}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-4 leading-7 text-ink">
            Free official checks:{' '}
            <a href="https://www.gov.uk/check-mot-history" className={TEXT_LINK}>
              MOT history on GOV.UK
            </a>{' '}
            and{' '}
            <a href={ULEZ_OFFICIAL_CHECKER_URL} className={TEXT_LINK}>
              Transport for London&apos;s vehicle checker
            </a>
            . For a quick guide by fuel and year, try our{' '}
            <Link to={pages.ulezChecker.build()} className={TEXT_LINK}>
              ULEZ van checker
            </Link>
            .
          </p>
        </div>

        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to={pages.usedVans.build()} className={PRIMARY_BUTTON}>
            Browse used vans
          </Link>
          <Link to={pages.ulezChecker.build()} className={SECONDARY_BUTTON}>
            Check a van&apos;s ULEZ status
          </Link>
        </div>
      </section>

      <section
        id="sellers"
        aria-labelledby="sellers-heading"
        className="mt-14 scroll-mt-6 sm:mt-20"
      >
        <h2 id="sellers-heading" className={SECTION_HEADING}>
          For sellers
        </h2>
        <p className={SECTION_LEAD}>
          Listing is free, whether you are selling one van or a forecourt of them: no listing fee,
          no commission and no limit on how many vans you list.
        </p>
        <div className="mt-8">
          <InfoSteps steps={SELLER_STEPS} labelledBy="sellers-heading" />
        </div>

        <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
          <div>
            <h3 className="text-lg font-bold text-ink">Boost prices</h3>
            <p className="mt-2 leading-7 text-muted">
              Each boost is a one-off payment for {BOOST_DURATIONS_TEXT}, from {BOOST_FROM}. When it
              ends, My Listings shows that it has expired and you can boost the van again if you
              wish.
            </p>
            <div className="mt-4">
              <InfoBoostPrices caption="Boost prices per listing" />
            </div>
          </div>
          <div className="rounded-xl border border-brand-100 bg-brand-50 p-5 sm:p-6">
            <h3 className="text-lg font-bold text-ink">Before you list</h3>
            <ul className="mt-3 space-y-2 leading-7 text-ink">
              <li>
                <Link to={pages.valueMyVan.build()} className={TEXT_LINK}>
                  Get a free valuation
                </Link>{' '}
                to price your van realistically.
              </li>
              <li>
                Read{' '}
                <Link to={pages.howToSell.build()} className={TEXT_LINK}>
                  how to sell your van quickly and easily
                </Link>{' '}
                for photo and description tips.
              </li>
              <li>
                Selling several vans as a business? See{' '}
                <Link to={pages.registerToSell.build()} className={TEXT_LINK}>
                  VanYard for trade sellers
                </Link>
                .
              </li>
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="questions-heading" className="mt-14 sm:mt-20">
        <h2 id="questions-heading" className={SECTION_HEADING}>
          Still have questions?
        </h2>
        <p className={SECTION_LEAD}>
          Our{' '}
          <Link to={pages.faq.build()} className={TEXT_LINK}>
            frequently asked questions
          </Link>{' '}
          cover listings, boosts and accounts, and the{' '}
          <Link to={pages.help.build()} className={TEXT_LINK}>
            help centre
          </Link>{' '}
          goes into more detail. If you still need us,{' '}
          <Link to={pages.contact.build()} className={TEXT_LINK}>
            get in touch
          </Link>
          .
        </p>
      </section>

      <InfoCallToAction
        heading="Ready to sell your van?"
        headingId="sell-cta-heading"
        primary={{ to: pages.addListing.build(), label: 'List your van free' }}
        secondary={{ to: pages.valueMyVan.build(), label: 'Value my van' }}
      >
        It takes a few minutes. Most listings are checked within {MODERATION_HOURS} hours and then
        stay live for {LISTING_LIVE_DAYS} days.
      </InfoCallToAction>
    </InfoPage>
  );
}
