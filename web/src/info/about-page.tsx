import { Link } from 'react-router-dom';
import { FOUNDED_YEAR, MODERATION_HOURS } from '#shared/site-facts';
import { InfoPage } from '../ui/info-page';
import { pages } from '#shared/pages';

const REASONS = [
  {
    title: 'Free to list, free to buy',
    text: 'No listing fees, no commission and no limit on the number of vans you list. Boosts are optional and priced up front.',
  },
  {
    title: 'Built for vans only',
    text: 'Filters that matter to van buyers: payload-friendly body types, ULEZ status, ply lining, racking, tail lifts, service history and HPI status.',
  },
  {
    title: 'Every listing checked',
    text: `Our team reviews new and edited listings before they go live, most within ${MODERATION_HOURS} hours, so the vans you see are real and described honestly.`,
  },
  {
    title: 'Your details stay private',
    text: "Buyers message sellers through VanYard, so a seller's e-mail address is never shown on the site or handed to scrapers.",
  },
] as const;

const VALUES = [
  {
    title: 'Transparency',
    text: 'Prices, VAT and mileage shown plainly on every card; boosted listings always labelled as Featured; no hidden fees for buyers or sellers.',
  },
  {
    title: 'Quality',
    text: 'A listing needs real photos and a proper description, and we remove adverts that mislead. A smaller, honest marketplace beats a big, noisy one.',
  },
  {
    title: 'Customer focus',
    text: 'We build for the sole trader buying a second-hand Transit as much as for the dealer with fifty vans on the forecourt, and we answer every message.',
  },
] as const;

export function AboutPage() {
  return (
    <InfoPage
      title="About VanYard"
      description={`VanYard is a free marketplace for used vans across the UK, founded in ${FOUNDED_YEAR}: our mission, our story and what we stand for.`}
      path={pages.about.build()}
      lead="A free marketplace for used vans across the UK, built by people who have bought, sold and relied on vans for their living."
    >
      <div className="prose-vy">
        <h2>Our mission</h2>
        <p>
          A van is a working tool. When it is time to buy one, you want to find the right van near
          you quickly, see its history and price plainly, and talk to the seller directly. When it
          is time to sell, you want serious buyers without paying a listing fee or a cut of the
          sale. VanYard exists to make both as simple as possible, for private sellers and trade
          dealers alike.
        </p>

        <h2>Why choose VanYard</h2>
        <ul>
          {REASONS.map((reason) => (
            <li key={reason.title}>
              <strong>{reason.title}.</strong> {reason.text}
            </li>
          ))}
        </ul>

        <h2>Our story</h2>
        <p>
          VanYard was founded in {FOUNDED_YEAR} by a small team who had spent years buying and
          selling vans for their own businesses. Every time, the experience was the same: general
          classified sites full of cars and sofas, listing fees that ate into the sale, and van
          details such as payload, racking or ULEZ status buried in free text, if they were there at
          all.
        </p>
        <p>
          So we built a marketplace for vans only. It lets anyone list for free, puts the details
          van buyers care about into proper filters, and searches by postcode so you find vans you
          can actually go and see. From small city vans to Luton box vans and tippers, VanYard is
          where the UK's working vehicles change hands.
        </p>

        <h2>Our values</h2>
        <ul>
          {VALUES.map((value) => (
            <li key={value.title}>
              <strong>{value.title}.</strong> {value.text}
            </li>
          ))}
        </ul>

        <h2>Get in touch</h2>
        <p>
          Questions about buying, selling or boosting a listing? Most answers are in our{' '}
          <Link to={pages.faq.build()}>frequently asked questions</Link> and the{' '}
          <Link to={pages.help.build()}>help centre</Link>. If yours is not,{' '}
          <Link to={pages.contact.build()}>contact us</Link> and a person will reply.
        </p>

        <h2>Data credits</h2>
        <p>
          Town and city locations come from <a href="https://www.geonames.org">GeoNames</a>,
          licensed under{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/">
            Creative Commons Attribution 4.0
          </a>
          . Postcode locations for distance search come from the Office for National Statistics
          Postcode Directory: contains OS data © Crown copyright and database right; contains Royal
          Mail data © Royal Mail copyright and database right; source: Office for National
          Statistics, licensed under the{' '}
          <a href="https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/">
            Open Government Licence v3.0
          </a>
          .
        </p>
      </div>
    </InfoPage>
  );
}
