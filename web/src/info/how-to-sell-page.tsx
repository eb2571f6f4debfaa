import { Link } from 'react-router-dom';
import { BOOST_LABELS } from '#shared/boosts';
import {
  DESCRIPTION_MIN_CHARS,
  LISTING_LIVE_DAYS,
  LISTING_PHOTOS,
  MODERATION_HOURS,
} from '#shared/site-facts';
import { InfoCallToAction } from './info-call-to-action';
import { BOOST_DURATIONS_TEXT, boostFrom } from './info-figures';
import { InfoPage } from '../ui/info-page';
import type { InfoStep } from './info-steps';
import { InfoSteps } from './info-steps';
import { SECTION_HEADING, SECTION_LEAD, TEXT_LINK } from './info-styles';
import { pages } from '#shared/pages';

const STEPS: readonly InfoStep[] = [
  {
    title: 'Know what your van is worth',
    body: (
      <>
        <p>
          Start with our <Link to={pages.valueMyVan.build()}>free van valuation</Link>: enter the
          make, model, year, mileage, condition and number of owners and you get a price range in
          seconds.
        </p>
        <p>
          Then compare it with the real market.{' '}
          <Link to={pages.usedVans.build()}>Search for the same make and model</Link> near you and
          note the asking prices of vans of a similar age, mileage and specification: wheelbase,
          roof height and kit such as ply lining all move the price. Remember that asking prices are
          not selling prices, and that a van that has sat unsold for weeks is usually overpriced.
        </p>
      </>
    ),
  },
  {
    title: 'Prepare the van and the paperwork',
    body: (
      <>
        <p>
          Buyers make up their minds in the first minute. Clean the van inside and out, empty the
          cab and load area, and fix the small things that put people off: blown bulbs, split wiper
          blades, a warning light on the dash. If the MOT runs out within a couple of months, a
          fresh one is money well spent. Have these ready to show:
        </p>
        <ul>
          <li>the V5C logbook, in your name and at your current address</li>
          <li>the MOT certificate; buyers can also see its history on GOV.UK</li>
          <li>
            the service history: the stamped book and invoices for big jobs such as a clutch, a
            cambelt or a DPF
          </li>
          <li>both keys, and the locking wheel nut if it has one</li>
          <li>
            your own HPI check showing no finance or write-off. If there is finance on the van,
            settle it before you sell: the lender owns it until then.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: 'Take great photos',
    body: (
      <>
        <p>
          A listing needs {LISTING_PHOTOS.min} to {LISTING_PHOTOS.max} photos of up to{' '}
          {LISTING_PHOTOS.maxMegabytes} MB each, and you should use all {LISTING_PHOTOS.max}. Shoot
          in daylight, in landscape, against a plain background. The first photo is the one buyers
          see in search results, so make it a front three-quarter view. Then add:
        </p>
        <ul>
          <li>the rear three-quarter view and both sides</li>
          <li>the load area with the doors open, showing any lining, racking or bulkhead</li>
          <li>the cab and seats</li>
          <li>the dashboard with the ignition on, showing the mileage and no warning lights</li>
          <li>the tyres, and any dents or scratches close up</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Write an honest, detailed description',
    body: (
      <>
        <p>
          The form asks for at least {DESCRIPTION_MIN_CHARS} characters, but vans that sell quickly
          say far more. Write what a working buyer needs to know:
        </p>
        <ul>
          <li>body type and size, for example long wheelbase, high roof or crew cab</li>
          <li>
            ULEZ status, checked with our{' '}
            <Link to={pages.ulezChecker.build()}>ULEZ van checker</Link>
          </li>
          <li>mileage, number of owners, MOT expiry and service history</li>
          <li>kit that adds value: ply lining, racking, tow bar, roof rack, reversing camera</li>
          <li>any faults, and why you are selling</li>
        </ul>
        <p>
          Tick the matching features and switches on the form as well (ULEZ compliant, V5C logbook,
          HPI clear): buyers filter on them, and a van without them ticked will not appear in those
          searches. Be honest: a fault you mention up front costs less than a buyer who walks away
          at the viewing.
        </p>
      </>
    ),
  },
  {
    title: 'Price it right and choose whether to boost',
    body: (
      <>
        <p>
          Set the asking price a little above the lowest you would accept, so there is room to
          negotiate, and tick price negotiable if you are open to offers. Buyers set price filters
          in round figures, so £9,750 appears in more searches than £10,250. Say whether the price
          includes VAT: VAT-registered buyers can usually reclaim it, private buyers cannot.
        </p>
        <p>
          Boosts are optional. <strong>{BOOST_LABELS.search_featured}</strong>, from{' '}
          {boostFrom('search_featured')}, puts your van above ordinary listings in search results;{' '}
          <strong>{BOOST_LABELS.homepage_featured}</strong>, from {boostFrom('homepage_featured')},
          shows it among the featured vans on the home page. Each runs for {BOOST_DURATIONS_TEXT}. A
          boost is worth it when plenty of similar vans are for sale, or when a fairly priced van
          has had few enquiries in its first week.
        </p>
      </>
    ),
  },
  {
    title: 'Handle enquiries and the sale safely',
    body: (
      <>
        <p>
          Enquiries arrive by e-mail and your reply goes straight to the buyer, so answer quickly:
          the first seller to reply often makes the sale. When a buyer comes to see the van:
        </p>
        <ul>
          <li>
            meet at your home or business in daylight, with someone else there, and go along on any
            test drive after checking the buyer&apos;s licence and insurance
          </li>
          <li>
            hand over the keys only once the payment has cleared in your account. Check your banking
            app yourself: a screenshot, an e-mail confirmation or a cheque is not payment
          </li>
          <li>
            walk away from anyone who offers more than the asking price, wants to send a courier or
            asks you to refund an overpayment
          </li>
          <li>
            write a receipt with the date, price, registration and mileage, signed by you both, and
            keep a copy each
          </li>
          <li>
            tell the DVLA the same day using{' '}
            <a href="https://www.gov.uk/sold-bought-vehicle">its online service</a> and the 11-digit
            reference on the V5C, give the buyer the green new keeper slip, and cancel your
            insurance. Any full months of vehicle tax are refunded automatically.
          </li>
        </ul>
        <p>
          Finally, mark the van as sold in My Listings, so buyers know it has gone and enquiries
          stop.
        </p>
      </>
    ),
  },
];

const CHECKLIST = [
  {
    heading: 'Before you list',
    items: [
      'Valuation done and similar vans compared',
      'V5C in your name, at your current address',
      'MOT, service history and receipts to hand',
      'HPI check clear and any finance settled',
      'Van cleaned and load area emptied',
      `${LISTING_PHOTOS.max} photos, the first a front three-quarter view`,
      'Description covers size, ULEZ, history, kit and faults',
    ],
  },
  {
    heading: 'When it sells',
    items: [
      'Payment cleared in your account before the keys go',
      'Receipt signed, a copy each',
      'DVLA told online and new keeper slip handed over',
      'Insurance cancelled and van marked sold',
    ],
  },
] as const;

export function HowToSellPage() {
  return (
    <InfoPage
      title="How to Sell Your Van Quickly and Easily"
      description="Six practical steps to selling your used van: value it, prepare the paperwork, take good photos, describe it honestly, price it and hand over safely."
      path={pages.howToSell.build()}
      lead="Get the price right, show buyers what they need to see, and hand over the keys only once you have been paid. Here is how, step by step."
    >
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start xl:gap-14">
        <section aria-labelledby="steps-heading">
          <h2 id="steps-heading" className={SECTION_HEADING}>
            Six steps to a quick, safe sale
          </h2>
          <p className={SECTION_LEAD}>
            Whether you are selling your only van or replacing a fleet vehicle, the vans that sell
            fastest are fairly priced, well photographed and honestly described.
          </p>
          <div className="mt-8">
            <InfoSteps steps={STEPS} labelledBy="steps-heading" layout="stack" />
          </div>
        </section>

        <section
          aria-labelledby="checklist-heading"
          className="rounded-xl border border-brand-100 bg-brand-50 p-5 sm:p-6 lg:sticky lg:top-6"
        >
          <h2 id="checklist-heading" className="text-xl font-bold text-ink">
            Seller&apos;s checklist
          </h2>
          {CHECKLIST.map((group) => (
            <div key={group.heading}>
              <h3 className="mt-5 font-semibold text-ink">{group.heading}</h3>
              <ul className="mt-2 space-y-2 leading-6 text-ink">
                {group.items.map((item) => (
                  <li key={item} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className="mt-0.5 size-4 shrink-0 rounded border-2 border-brand-700 bg-white"
                    />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      </div>

      <InfoCallToAction
        heading="Ready to sell?"
        headingId="sell-cta-heading"
        primary={{ to: pages.addListing.build(), label: 'Create a Free Listing' }}
      >
        Listing is free, with no commission. Most listings are checked within {MODERATION_HOURS}{' '}
        hours, then stay live for {LISTING_LIVE_DAYS} days, and you can renew them free.
      </InfoCallToAction>

      <section aria-labelledby="more-heading" className="mt-12 sm:mt-16">
        <h2 id="more-heading" className={SECTION_HEADING}>
          More help with selling
        </h2>
        <ul className="mt-4 space-y-2 text-lg leading-8 text-ink">
          <li>
            <Link to={pages.howItWorks.build()} className={TEXT_LINK}>
              How VanYard works
            </Link>
            , from creating an account to marking your van sold.
          </li>
          <li>
            <Link to={pages.registerToSell.build()} className={TEXT_LINK}>
              Selling as a dealer
            </Link>
            ? List your whole stock free and import it from a CSV file.
          </li>
          <li>
            <Link to={pages.faq.build()} className={TEXT_LINK}>
              Frequently asked questions
            </Link>{' '}
            about listings, boosts and accounts.
          </li>
        </ul>
      </section>
    </InfoPage>
  );
}
