import { Link } from 'react-router-dom';
import {
  FILTERS_STORAGE_KEY,
  FROM_BREADCRUMB_KEY,
  FROM_BREADCRUMB_MS,
} from '#shared/search/constants';
import { LISTING_LIVE_DAYS, MINIMUM_ACCOUNT_AGE } from '#shared/site-facts';
import { SELL_BANNER_DISMISSED_KEY } from '../layout/sell-banner';
import type { LegalSection } from './legal-page';
import { LegalTable } from './legal-table';
import {
  ENQUIRY_COUNTER_MAX_HOURS,
  ENQUIRY_RETENTION_DAYS,
  GEOCODE_CACHE_DAYS,
  OLD_PHOTO_VERSION_DAYS,
  PAYMENT_RECORD_YEARS,
  PHONE_COUNTER_MAX_MINUTES,
  RAW_UPLOAD_MAX_DAYS,
  SERVER_LOG_RETENTION_DAYS,
} from './retention';
import { pages } from '#shared/pages';

/** React Router's ScrollRestoration keeps scroll positions under this sessionStorage key. */
const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

/** Storage keys and names set in monospace; long ones may break anywhere on a narrow screen. */
function Key({ children }: { children: string }) {
  return <code className="font-mono text-[0.9em] wrap-anywhere">{children}</code>;
}

/** The Privacy Policy, section by section (numbered by the page frame). */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <>
        <p>
          VanYard is a UK marketplace for used vans, run by VanYard Ltd, a company registered in
          England and Wales. This policy explains what personal information we collect when you use
          VanYard, why we collect it, who we share it with, how long we keep it and what your rights
          are.
        </p>
        <p>
          VanYard Ltd is the controller of your personal information, which means we decide how and
          why it is used and we are responsible for looking after it under the UK General Data
          Protection Regulation (UK GDPR) and the Data Protection Act 2018. If you have any question
          about this policy or your information, contact us through our{' '}
          <Link to={pages.contact.build()}>contact page</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'summary',
    title: 'The short version',
    content: (
      <ul>
        <li>We collect only what we need to run the marketplace and keep it safe.</li>
        <li>
          We do not sell your information, and we do not use advertising or analytics cookies.
        </li>
        <li>
          A seller’s e-mail address is never shown on the site: buyers’ messages are passed on by
          e-mail through us.
        </li>
        <li>Card payments are handled by Stripe; we never see your card number.</li>
        <li>
          Rate limiting uses only a salted hash of your IP address, never the address itself, and
          deletes it within hours.
        </li>
        <li>You can ask to see, correct or delete your information at any time.</li>
      </ul>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'The information we collect',
    content: (
      <>
        <h3>Your account</h3>
        <p>
          When you create an account we collect your name, your e-mail address and a password. Our
          sign-in service, Amazon Cognito, stores the password in a securely hashed form; VanYard
          staff never see it. If you choose to sign in with Google, Google shares your name and
          e-mail address with us, and you do not need a VanYard password.
        </p>
        <h3>Your profile</h3>
        <p>
          In your profile you can add your name, phone number, location and website. Your account is
          a private seller&rsquo;s or, if you registered as a trade dealer, a trade account. Your
          name, website and seller type appear on your listings. Your phone number is shown to a
          buyer who clicks to reveal it. Your e-mail address is never shown.
        </p>
        <h3>Listings and photos</h3>
        <p>
          When you list a van we store the details you enter (such as make, model, mileage, price
          and description), the town and postcode of the van, and your photos. The town is shown on
          the listing; the postcode is not, though buyers who search by postcode see the distance to
          the van. Photos can carry hidden metadata, including the GPS position where they were
          taken: we strip this metadata when you upload them, and only the cleaned photos are
          published.
        </p>
        <h3>Enquiries to sellers</h3>
        <p>
          When you contact a seller through the enquiry form, we collect your name, your e-mail
          address, your phone number if you give it, and your message. We send these to the seller
          by e-mail, with your e-mail address as the reply address, so that the seller can answer
          you directly. We also keep a copy, so that we can deal with complaints, abuse or a message
          that could not be delivered. The e-mail the seller receives is then in the seller’s own
          mailbox, and the seller is responsible for how they use your details.
        </p>
        <h3>Payments</h3>
        <p>
          If you buy a boost, you pay on a checkout page run by Stripe. Stripe collects and handles
          your card details; we never see or store your card number. We keep a record of each
          payment: the listing, the boost bought, the amount, the date, its status and Stripe’s
          reference for the transaction.
        </p>
        <h3>Searches and postcodes</h3>
        <p>
          If you search by postcode, the postcode is turned into a map position on our servers to
          measure distances. We do not link it to you or your account. Your search filters are kept
          in your own browser (see ‘Cookies and browser storage’).
        </p>
        <h3>Rate-limit counters</h3>
        <p>
          To stop people harvesting phone numbers or sending spam, we limit how often one device can
          reveal phone numbers and send enquiries. To count requests we store a salted hash of your
          IP address (a scrambled value from which the address cannot simply be read), never the
          address itself, and the counters are deleted automatically within hours.
        </p>
        <h3>Server logs</h3>
        <p>
          Like most websites, our servers record technical details of requests, such as your IP
          address, the time, the page or address requested, your browser type and any errors. We use
          these logs to keep the service running, investigate faults and detect attacks.
        </p>
        <h3>When you contact us</h3>
        <p>
          If you write to us, we keep your message, your contact details and our reply, so that we
          can help you and follow up.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it and our lawful bases',
    content: (
      <>
        <p>
          Data protection law only lets us use personal information when we have a lawful basis. The
          ones we rely on are: <strong>contract</strong> (we need it to provide the service you
          asked for), <strong>legitimate interests</strong> (it is needed for a reasonable purpose
          of ours or yours, and does not override your rights), <strong>legal obligation</strong>{' '}
          (the law requires it) and <strong>consent</strong> (where we ask for it).
        </p>
        <LegalTable
          caption="Purposes and lawful bases"
          columns={['Purpose', 'Lawful basis']}
          rows={[
            ['Creating and running your account, signing you in', 'Contract'],
            ['Publishing, moderating and renewing your listings', 'Contract'],
            ['Selling and activating boosts, issuing refunds', 'Contract'],
            [
              'Service e-mails (verifying your address, password resets, payment confirmations)',
              'Contract',
            ],
            [
              'Passing your enquiry to the seller you chose to contact',
              'Legitimate interests: putting buyers and sellers in touch, as you asked',
            ],
            [
              'Keeping enquiries, rate limiting, moderation, fraud and abuse prevention',
              'Legitimate interests: keeping the marketplace safe and honest',
            ],
            [
              'Server logs, security and fixing faults',
              'Legitimate interests: running a secure, reliable service',
            ],
            ['Answering your messages and complaints', 'Legitimate interests'],
            [
              'Keeping payment and accounting records; answering lawful requests from authorities',
              'Legal obligation',
            ],
            ['Signing in with Google', 'Consent, which Google asks for when you link your account'],
          ]}
        />
        <p>
          Where we rely on consent, you can withdraw it at any time, for example by removing VanYard
          from the apps connected to your Google account. Where we rely on legitimate interests, you
          can object (see ‘Your rights’). We do not make decisions about you that have legal or
          similarly significant effects by automated means alone.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    content: (
      <>
        <p>We never sell your personal information. We share it only as follows:</p>
        <ul>
          <li>
            <strong>With other users, as the service requires:</strong> listing details and your
            public profile details appear on your listings, your phone number is shown to a buyer
            who reveals it, and a buyer’s enquiry is sent to the seller.
          </li>
          <li>
            <strong>Amazon Web Services (AWS)</strong> hosts VanYard: our servers, database, photo
            storage, sign-in (Amazon Cognito), e-mail sending and postcode look-ups. We use the AWS
            region eu-west-2, in London.
          </li>
          <li>
            <strong>Stripe</strong> processes card payments for boosts. Stripe is responsible for
            your card details under its own privacy policy.
          </li>
          <li>
            <strong>Google</strong>, only if you choose to sign in with Google.
          </li>
          <li>
            <strong>Authorities and advisers:</strong> the police, regulators or courts when the law
            requires it or to help prevent or investigate fraud or crime, such as the sale of a
            stolen van; and our professional advisers.
          </li>
          <li>
            <strong>A new owner</strong> of the VanYard business, if it is ever sold, who would have
            to respect this policy.
          </li>
        </ul>
        <p>
          AWS acts as our processor: it may use your information only on our instructions and must
          keep it secure. Stripe processes payments on our behalf and, for some purposes such as
          preventing fraud and meeting its own legal duties, acts as an independent controller under
          its own privacy policy. Google is responsible for your Google account.
        </p>
      </>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International transfers',
    content: (
      <p>
        We store VanYard’s data with AWS in London. Some of our providers, such as Stripe and
        Google, may process information outside the UK, including in the United States. When
        personal information is transferred outside the UK, we make sure it is protected: either the
        country is covered by UK adequacy regulations (including the UK Extension to the EU-US Data
        Privacy Framework, for certified US companies), or the transfer is covered by the
        International Data Transfer Agreement or the UK Addendum to the EU standard contractual
        clauses. You can ask us for details of these safeguards.
      </p>
    ),
  },
  {
    id: 'how-long-we-keep-it',
    title: 'How long we keep it',
    content: (
      <>
        <p>We keep personal information only for as long as we need it:</p>
        <LegalTable
          caption="Retention periods"
          columns={['Information', 'How long we keep it']}
          rows={[
            ['Account and profile', 'While your account is open; deleted when you close it'],
            [
              'Listings and photos',
              `Live for ${LISTING_LIVE_DAYS} days after approval unless sold or removed first, then kept in your account until you close it. The original upload, before its metadata is stripped, is deleted within ${RAW_UPLOAD_MAX_DAYS} days; copies of replaced or deleted photos within ${OLD_PHOTO_VERSION_DAYS} days`,
            ],
            ['Enquiries to sellers', `${ENQUIRY_RETENTION_DAYS} days, then deleted automatically`],
            [
              'Payment records',
              `${PAYMENT_RECORD_YEARS} years from the end of the financial year they belong to, as UK company and tax law requires`,
            ],
            [
              'Rate-limit counters',
              `At most ${PHONE_COUNTER_MAX_MINUTES} minutes (phone reveals) or ${ENQUIRY_COUNTER_MAX_HOURS} hours (enquiries)`,
            ],
            ['Server logs', `${SERVER_LOG_RETENTION_DAYS} days`],
            [
              'Postcode look-ups',
              `The postcode’s map position, not who searched, is cached for up to ${GEOCODE_CACHE_DAYS} days`,
            ],
            [
              'Messages to us',
              'As long as needed to deal with your message and any follow-up or complaint',
            ],
          ]}
        />
        <p>
          We may keep information for longer if the law requires it, or if we need it to deal with a
          legal claim or an investigation into fraud.
        </p>
      </>
    ),
  },
  {
    id: 'cookies-and-browser-storage',
    title: 'Cookies and browser storage',
    content: (
      <>
        <p>
          VanYard does not use advertising or analytics cookies, and we do not track you across
          other websites. We keep a few small items in your browser’s own storage so that the site
          works as you expect:
        </p>
        <LegalTable
          caption="What VanYard keeps in your browser"
          columns={['Item', 'What it does', 'How long']}
          rows={[
            [
              <Key>{FILTERS_STORAGE_KEY}</Key>,
              'Remembers your search filters as you move between pages (session storage)',
              'Until you close the tab',
            ],
            [
              <Key>{FROM_BREADCRUMB_KEY}</Key>,
              'A short-lived flag set when you follow a breadcrumb link, so the page resets your filters (local storage)',
              `${FROM_BREADCRUMB_MS / 1000} seconds`,
            ],
            [
              <Key>{SELL_BANNER_DISMISSED_KEY}</Key>,
              'Remembers that you closed the ‘Have a Van to Sell?’ banner (local storage)',
              'Until you clear your browser storage',
            ],
            [
              <Key>{SCROLL_POSITIONS_KEY}</Key>,
              'Remembers how far down each page you were, so the Back button returns you there (session storage)',
              'Until you close the tab',
            ],
            [
              'Sign-in session',
              'Tokens kept by our sign-in library so that you stay signed in (browser storage)',
              'Until you sign out or the session expires',
            ],
          ]}
        />
        <p>
          These items are strictly necessary to provide the service you ask for, so the Privacy and
          Electronic Communications Regulations do not require your consent for them, and we do not
          show a cookie banner. None of them is used to track you. You can clear them at any time in
          your browser settings; the site will still work, but it will forget your filters and sign
          you out.
        </p>
        <p>
          When you pay for a boost, you use Stripe’s checkout page, which sets its own cookies to
          process the payment securely and prevent fraud. These are covered by Stripe’s privacy and
          cookie policies.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect your information',
    content: (
      <p>
        All traffic to VanYard is encrypted (HTTPS), and our data is stored encrypted with AWS in
        London. Access to personal information is limited to the people and systems that need it.
        Passwords are handled by Amazon Cognito and never stored by us in readable form, card
        details never reach our systems, sellers’ e-mail addresses are never published, and IP
        addresses used for rate limiting are stored only as salted hashes. No system is perfectly
        secure, so if we ever have a data breach that puts you at risk, we will tell you and the
        Information Commissioner’s Office as the law requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    content: (
      <>
        <p>Under UK data protection law you have the right to:</p>
        <ul>
          <li>
            <strong>Access:</strong> ask for a copy of the personal information we hold about you.
          </li>
          <li>
            <strong>Rectification:</strong> ask us to correct information that is wrong or
            incomplete. You can change most profile and listing details yourself in your dashboard.
          </li>
          <li>
            <strong>Erasure:</strong> ask us to delete your information, unless we need to keep it,
            for example payment records that the law requires us to keep.
          </li>
          <li>
            <strong>Restriction:</strong> ask us to pause using your information while a concern is
            looked into.
          </li>
          <li>
            <strong>Portability:</strong> ask for information you gave us in a structured,
            machine-readable format, or for us to send it to someone else.
          </li>
          <li>
            <strong>Objection:</strong> object to our use of your information based on legitimate
            interests. We will stop unless we have compelling grounds to continue.
          </li>
          <li>
            <strong>Withdrawing consent:</strong> where we rely on consent, withdraw it at any time.
          </li>
        </ul>
        <p>
          To use any of these rights, contact us through our{' '}
          <Link to={pages.contact.build()}>contact page</Link>. It is free, and we will reply within
          one month. We may need to confirm your identity before acting on a request, to protect
          your information from someone pretending to be you.
        </p>
      </>
    ),
  },
  {
    id: 'complaints',
    title: 'Complaints',
    content: (
      <p>
        If you are unhappy with how we have handled your information, please tell us first and we
        will try to put it right. You also have the right to complain to the Information
        Commissioner’s Office (ICO), the UK regulator for data protection, at{' '}
        <a href="https://ico.org.uk/make-a-complaint/" rel="noreferrer">
          ico.org.uk/make-a-complaint
        </a>{' '}
        or by phone on 0303 123 1113.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    content: (
      <p>
        VanYard is not intended for children. You must be {MINIMUM_ACCOUNT_AGE} or over to create an
        account, and we do not knowingly collect information about anyone under{' '}
        {MINIMUM_ACCOUNT_AGE}. If you believe that a child has given us their information, please
        contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes-to-this-policy',
    title: 'Changes to this policy',
    content: (
      <p>
        We may update this policy when our service or the law changes. The date at the top of this
        page shows when it was last updated. If we make a significant change, such as using your
        information for a new purpose, we will tell you by e-mail or on the site before the change
        takes effect.
      </p>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact us',
    content: (
      <p>
        For any question about this policy or your personal information, or to use your rights,
        please get in touch through our <Link to={pages.contact.build()}>contact page</Link> and say
        that your message is about data protection. Our{' '}
        <Link to={pages.terms.build()}>Terms of Service</Link> explain the rules for using VanYard.
      </p>
    ),
  },
];
