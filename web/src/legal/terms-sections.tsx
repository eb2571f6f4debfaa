import { Link } from 'react-router-dom';
import {
  BOOST_DURATIONS_DAYS,
  BOOST_LABELS,
  BOOST_PRICES_PENCE,
  BOOST_TYPES,
} from '#shared/boosts';
import { formatMoney } from '#shared/format';
import {
  BOOST_REFUND_HOURS,
  LISTING_LIVE_DAYS,
  LISTING_PHOTOS,
  MINIMUM_ACCOUNT_AGE,
  MODERATION_HOURS,
} from '#shared/site-facts';
import type { LegalSection } from './legal-page';
import { LegalTable } from './legal-table';
import { pages } from '#shared/pages';

const boostNames = BOOST_TYPES.map((type) => `‘${BOOST_LABELS[type]}’`).join(' and ');
const boostDurations = `${BOOST_DURATIONS_DAYS.slice(0, -1).join(', ')} or ${BOOST_DURATIONS_DAYS.at(-1)} days`;

/** The Terms of Service, section by section (numbered by the page frame). */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'about-these-terms',
    title: 'About these terms',
    content: (
      <>
        <p>
          These terms explain the rules for using VanYard, the website where people buy and sell
          used vans in the UK. They apply whether you are browsing, contacting a seller, listing a
          van or paying for a boost. Please read them together with our{' '}
          <Link to={pages.privacy.build()}>Privacy Policy</Link>, which explains how we handle your
          personal information.
        </p>
        <p>
          VanYard is run by VanYard Ltd, a company registered in England and Wales. In these terms,
          ‘VanYard’, ‘we’, ‘us’ and ‘our’ mean VanYard Ltd, and ‘you’ means the person using the
          site. You can reach us at any time through our{' '}
          <Link to={pages.contact.build()}>contact page</Link>.
        </p>
        <p>
          By using VanYard or creating an account, you agree to these terms. If you do not agree,
          please do not use the site.
        </p>
      </>
    ),
  },
  {
    id: 'what-vanyard-does',
    title: 'What VanYard does',
    content: (
      <>
        <p>
          VanYard is an online marketplace. We provide the place where private sellers and trade
          dealers advertise vans, and where buyers find them and get in touch. Listing a van is free
          for private sellers and trade dealers alike, and we take no commission on any sale.
          Browsing and contacting sellers is free too, and does not need an account.
        </p>
        <p>
          <strong>We are a platform, not a party to the sale.</strong> Any contract to buy or sell a
          van is made directly between the buyer and the seller. We do not own, inspect, store or
          deliver the vans listed, we do not handle the money for the van, and we cannot guarantee
          that a van is as described, that a seller is who they say they are, or that a buyer will
          complete the purchase. We do review listings before they go live (see ‘Listing a van’
          below), but that review is no substitute for your own checks.
        </p>
        <p>
          Our free van valuation and ULEZ van checker give estimates and general guidance only, not
          advice: do not rely on them alone when deciding what to pay or whether a van may enter a
          clean air zone.
        </p>
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    content: (
      <>
        <p>
          You need an account to list a van, manage your listings or buy a boost. You must be{' '}
          {MINIMUM_ACCOUNT_AGE} or over to create an account. By registering, you confirm that you
          are {MINIMUM_ACCOUNT_AGE} or over and that the details you give us are true and up to
          date.
        </p>
        <ul>
          <li>
            You can register with your e-mail address and a password, or sign in with your Google
            account.
          </li>
          <li>
            Keep your password secret and do not share your account. You are responsible for what is
            done through your account unless someone used it without your permission and you had
            taken reasonable care of your sign-in details.
          </li>
          <li>
            Tell us straight away through our <Link to={pages.contact.build()}>contact page</Link>{' '}
            if you think someone else has used your account.
          </li>
          <li>
            Use the right kind of account. If you sell vans as a business, you must register a trade
            account (or ask us to make yours one) and list as a trade dealer. The law requires
            businesses to make it clear to buyers that they are traders, and buyers have stronger
            rights when they buy from one.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'listing-a-van',
    title: 'Listing a van',
    content: (
      <>
        <p>When you list a van on VanYard, you promise that:</p>
        <ul>
          <li>
            you own the van, or you are authorised by its owner to sell it, and you are free to sell
            it;
          </li>
          <li>
            the van is real, is in the UK and is available to buy, and the price you show is a
            genuine asking price, and you say whether it includes VAT and whether it is negotiable;
          </li>
          <li>
            your description is honest and complete in every important respect, including the
            mileage, service history, MOT, any outstanding finance, any insurance write-off
            category, and any known faults;
          </li>
          <li>
            your photos are of the van you are selling (at least {LISTING_PHOTOS.min} and at most{' '}
            {LISTING_PHOTOS.max}), and you own them or have permission to use them.
          </li>
        </ul>
        <h3>Moderation</h3>
        <p>
          Every new or edited listing is reviewed by our team before it is shown to the public; most
          are reviewed within {MODERATION_HOURS} hours. We may ask you to change a listing, or
          refuse or remove it, if we reasonably believe it breaks these terms, is misleading, or
          puts buyers at risk. Reviewing a listing does not mean we have checked the van or vouch
          for it.
        </p>
        <h3>How long a listing stays live</h3>
        <p>
          Once approved, a listing stays live for {LISTING_LIVE_DAYS} days unless it is marked as
          sold or removed earlier, and you can renew it free of charge. Please mark your van as sold
          as soon as it is sold, so that buyers do not waste their time.
        </p>
        <h3>Your content</h3>
        <p>
          You keep ownership of your listing text and photos. You give us a non-exclusive,
          royalty-free licence to host, copy, resize, display and publish them on VanYard, in search
          results and in links to your listing shared elsewhere, for as long as the listing is on
          the site and for a reasonable time afterwards. We remove location data from photos when
          they are uploaded.
        </p>
      </>
    ),
  },
  {
    id: 'buying-a-van',
    title: 'Buying a van',
    content: (
      <>
        <p>
          You deal with the seller directly. You can reveal a seller’s phone number with one click
          or send them a message through our enquiry form. We pass your message to the seller by
          e-mail, with your e-mail address as the reply address, so the seller can answer you
          directly. The seller’s own e-mail address is never shown on the site.
        </p>
        <p>Before you pay for a van, we strongly recommend that you:</p>
        <ul>
          <li>see the van in person, ideally at the seller’s home or business address;</li>
          <li>
            check that the name and address on the V5C logbook match the seller, and that the
            vehicle identification number on the van matches the logbook;
          </li>
          <li>
            run a vehicle history check for outstanding finance, theft and write-offs, and check the
            MOT history on{' '}
            <a href="https://www.gov.uk/check-mot-history" rel="noreferrer">
              GOV.UK
            </a>
            ;
          </li>
          <li>take a test drive, with your own insurance in place;</li>
          <li>never pay a deposit or the full price for a van you have not seen.</li>
        </ul>
        <p>
          Your legal rights about the van itself are against the seller, not against VanYard. If you
          buy from a trade dealer, the Consumer Rights Act 2015 gives you rights if the van is not
          of satisfactory quality, not fit for purpose or not as described. If you buy from a
          private seller, your rights are narrower: the van must be as described and the seller must
          have the right to sell it.
        </p>
      </>
    ),
  },
  {
    id: 'boosts-and-payments',
    title: 'Boosts and payments',
    content: (
      <>
        <p>
          Boosts are optional paid extras that give a listing more prominence. There are two kinds,{' '}
          {boostNames}, and each can run for {boostDurations}. A boosted listing is always labelled
          as featured, so buyers can tell it apart. The current prices are:
        </p>
        <LegalTable
          caption="Boost prices"
          columns={['Duration', ...BOOST_TYPES.map((type) => BOOST_LABELS[type])]}
          rows={BOOST_DURATIONS_DAYS.map((days) => [
            `${days} days`,
            ...BOOST_TYPES.map((type) => formatMoney(BOOST_PRICES_PENCE[type][days] / 100)),
          ])}
        />
        <p>
          The price and length of a boost are shown before you pay, and the price you see at
          checkout is the price you pay. Payment is by card through Stripe Checkout, a secure
          payment page run by our payment provider, Stripe. Your card details go to Stripe directly;
          VanYard never sees or stores your card number. Your contract for the boost is made when
          your payment is confirmed.
        </p>
        <p>
          A boost makes a listing more visible; it does not guarantee a number of views, enquiries
          or a sale. A boost ends at the end of the period you paid for, or earlier if the listing
          is sold or removed.
        </p>
      </>
    ),
  },
  {
    id: 'refunds-and-consumer-rights',
    title: 'Refunds and your consumer rights',
    content: (
      <>
        <p>
          If you paid for a boost that has not been activated, we will refund it in full if you ask
          within {BOOST_REFUND_HOURS} hours of paying. Contact us through our{' '}
          <Link to={pages.contact.build()}>contact page</Link> with the listing and the date of
          payment. Refunds go back to the card you paid with.
        </p>
        <p>
          If you buy a boost as a consumer (not for a business), you also have rights under the
          Consumer Rights Act 2015. We must provide the boost with reasonable care and skill and as
          we described it. If we do not, you can ask us to put it right, and if we cannot do so
          within a reasonable time or without significant inconvenience to you, you can ask for some
          or all of your money back.
        </p>
        <p>
          Under the Consumer Contracts Regulations 2013 a consumer can usually cancel a contract for
          a service within 14 days. Because a boost starts when you ask it to, if you cancel during
          those 14 days we may keep an amount for the part of the boost already provided, and once
          the boost has run its full period it can no longer be cancelled.
        </p>
        <p>
          Nothing in these terms takes away your statutory rights. For more information, contact{' '}
          <a href="https://www.citizensadvice.org.uk/consumer/" rel="noreferrer">
            Citizens Advice
          </a>
          .
        </p>
      </>
    ),
  },
  {
    id: 'prohibited-content-and-conduct',
    title: 'Prohibited content and conduct',
    content: (
      <>
        <p>
          To keep VanYard safe and useful, you must not use it to do any of the following, or help
          anyone else do them:
        </p>
        <ul>
          <li>
            <strong>Scams and fraud:</strong> advertising a van that does not exist or is not
            available, using fake identities, or sending phishing messages.
          </li>
          <li>
            <strong>Stolen or unlawful vehicles:</strong> listing a van that is stolen, cloned, on
            false plates, or that you are not entitled to sell.
          </li>
          <li>
            <strong>Off-platform payment fraud:</strong> asking for deposits or payments by bank
            transfer, gift cards or cryptocurrency before a van has been seen, offering fake escrow,
            ‘holding’ or delivery services, or sending links to payment pages that pretend to be
            VanYard or another company.
          </li>
          <li>
            <strong>Misleading listings:</strong> altered or ‘clocked’ mileage, hidden finance or
            write-off history, photos of a different van, false prices, or posing as a private
            seller when you are a trader.
          </li>
          <li>
            <strong>Misusing enquiries:</strong> spam, unsolicited marketing, harassment, threats or
            abusive, discriminatory or offensive messages.
          </li>
          <li>
            <strong>Scraping and automated access:</strong> copying listings, phone numbers or other
            content in bulk, using bots, or trying to get around the limits we put on revealing
            phone numbers and sending enquiries. These features are rate limited to protect sellers
            from harvesting and spam.
          </li>
          <li>
            <strong>Attacking the service:</strong> uploading malware, probing or breaching our
            security, or interfering with the site’s normal working.
          </li>
          <li>
            <strong>Anything unlawful:</strong> content that infringes someone else’s rights, shares
            another person’s personal data without permission, or breaks any law.
          </li>
        </ul>
        <p>
          If you see a listing or message that you think breaks these rules, please report it
          through our <Link to={pages.contact.build()}>contact page</Link>. We may share information
          with the police or other authorities where the law allows or requires it, for example to
          help investigate fraud or a stolen vehicle.
        </p>
      </>
    ),
  },
  {
    id: 'suspension-and-removal',
    title: 'Suspending accounts and removing listings',
    content: (
      <>
        <p>
          We may remove a listing, or suspend or close an account, if we reasonably believe that
          these terms have been broken, that a buyer or seller is at risk, or that the law requires
          it. Where we can, we will tell you why and give you a chance to put things right. We will
          not do this without a good reason, and if we close your account for no fault of yours, we
          will refund any boost that has not yet run.
        </p>
        <p>
          You can stop using VanYard at any time, and you can ask us to close your account through
          our <Link to={pages.contact.build()}>contact page</Link>. When your account is closed,
          your listings come down. The parts of these terms that by their nature should continue,
          such as ‘Our responsibility to you’ and ‘Law and disputes’, continue to apply.
        </p>
      </>
    ),
  },
  {
    id: 'our-content',
    title: 'Our content and intellectual property',
    content: (
      <>
        <p>
          The VanYard name and logo, the design of the site, and the articles, guides and other
          content we create belong to us or to the people who licensed them to us. You may view and
          share pages for your own use, such as sending a listing to a friend, but you must not
          copy, republish or sell our content, or the site’s collection of listings, without our
          written permission.
        </p>
        <p>
          The site links to other websites, such as the official ULEZ checker or GOV.UK. We are not
          responsible for those sites or their content.
        </p>
      </>
    ),
  },
  {
    id: 'availability',
    title: 'Availability of the service',
    content: (
      <p>
        We cannot promise that VanYard will always be available or free from errors, and we may
        pause parts of it for maintenance or change, add or withdraw features. If a change means
        that a boost you paid for cannot be provided, we will refund the part that has not run.
      </p>
    ),
  },
  {
    id: 'our-liability',
    title: 'Our responsibility to you',
    content: (
      <>
        <p>
          If we break these terms or fail to use reasonable care and skill, we are responsible for
          loss or damage you suffer that is a foreseeable result of that. Loss or damage is
          foreseeable if it is obvious that it will happen, or if both of us knew it might happen
          when you started using the service.
        </p>
        <p>
          Because VanYard is a platform and not a party to the sale, we are not responsible for:
        </p>
        <ul>
          <li>the condition, history, legality or value of any van listed;</li>
          <li>what buyers and sellers say or do, or whether a sale goes ahead;</li>
          <li>
            losses caused by relying on estimates or guidance from our tools, such as the valuation
            or the ULEZ checker;
          </li>
          <li>losses caused by events outside our reasonable control.</li>
        </ul>
        <p>
          If you are a consumer, we only provide VanYard for domestic and private use, so we are not
          responsible for any loss of profit, business or business opportunity.
        </p>
        <p>
          If you use VanYard for a business, such as a trade dealer, we are not responsible for loss
          of profit, revenue, business, goodwill or data, or for indirect or consequential loss, and
          our total responsibility to you for all claims in any 12-month period is limited to the
          amount you paid us for boosts in that period.
        </p>
        <p>
          <strong>
            Nothing in these terms limits or excludes our responsibility where it would be unlawful
            to do so
          </strong>
          , including for death or personal injury caused by our negligence, for fraud or fraudulent
          misrepresentation, or for breach of your rights under the Consumer Rights Act 2015. These
          terms are intended to be fair, and any part that a court finds unfair will not apply to
          you while the rest remains in force.
        </p>
      </>
    ),
  },
  {
    id: 'changes-to-these-terms',
    title: 'Changes to these terms',
    content: (
      <p>
        We may update these terms from time to time, for example when the law changes or when we add
        features. The date at the top of this page shows when they last changed. If a change
        materially affects you, we will tell you in advance by e-mail or on the site. A boost you
        have already paid for is governed by the terms in force when you bought it.
      </p>
    ),
  },
  {
    id: 'law-and-disputes',
    title: 'Law and disputes',
    content: (
      <>
        <p>
          If you have a problem with VanYard, please{' '}
          <Link to={pages.contact.build()}>contact us</Link> first; most issues can be sorted out
          quickly.
        </p>
        <p>
          These terms are governed by the law of England and Wales, and disputes may be taken to the
          courts of England and Wales. If you are a consumer living in Scotland, you can also bring
          proceedings in the Scottish courts, and if you live in Northern Ireland, in the courts of
          Northern Ireland. You also keep the protection of any mandatory consumer law of the part
          of the UK where you live.
        </p>
        <p>
          If any part of these terms cannot be enforced, the rest still applies. If we do not
          enforce a right straight away, we can still enforce it later. You may not transfer your
          rights under these terms to anyone else without our agreement.
        </p>
      </>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact us',
    content: (
      <p>
        For questions about these terms, to report a listing or a user, or to ask for a refund,
        please get in touch through our <Link to={pages.contact.build()}>contact page</Link>.
        Answers to common questions are in our <Link to={pages.faq.build()}>FAQ</Link> and{' '}
        <Link to={pages.help.build()}>help centre</Link>.
      </p>
    ),
  },
];
