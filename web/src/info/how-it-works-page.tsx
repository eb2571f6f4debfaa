import { Link } from 'react-router-dom';
import { LISTING_LIVE_DAYS, MODERATION_HOURS, ULEZ_OFFICIAL_CHECKER_URL } from '#shared/site-facts';
import { BUYER_STEPS, SAFE_BUYING, SELLER_STEPS } from './how-it-works-content';
import { InfoBoostPrices } from './info-boost-prices';
import { InfoCallToAction } from './info-call-to-action';
import { BOOST_DURATIONS_TEXT, BOOST_FROM } from './info-figures';
import { InfoPage } from '../ui/info-page';
import { InfoSteps } from './info-steps';
import {
  PRIMARY_BUTTON,
  SECONDARY_BUTTON,
  SECTION_HEADING,
  SECTION_LEAD,
  TEXT_LINK,
} from './info-styles';
import { pages } from '#shared/pages';
import { CheckIcon } from '../ui/icons';

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
          <h3 className="text-lg font-bold text-ink">{SAFE_BUYING.title}</h3>
          <ul className="mt-3 space-y-3 leading-7 text-ink">
            {SAFE_BUYING.tips.map((tip) => (
              <li key={tip.title} className="flex gap-3">
                <CheckIcon className="mt-1.5 size-4 shrink-0 text-brand-700" />
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
