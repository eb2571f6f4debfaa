/**
 * The help centre's questions and answers, written once: the help centre shows them all, the
 * FAQ picks the most common ones (faq-items.ts). Every figure comes from shared/ (decision 012),
 * so a price, a duration or a limit changes in one place.
 */
import {
  BOOST_DURATIONS_DAYS,
  BOOST_FROM_PENCE,
  BOOST_LABELS,
  BOOST_PRICES_PENCE,
  BOOST_TYPES,
  DEFAULT_BOOST_DAYS,
  type BoostType,
} from '#shared/boosts';
import { formatMoney, formatNumber, orList } from '#shared/format';
import { ENQUIRY_LIMITS } from '#shared/listing-detail';
import { DEFAULT_RADIUS_MILES, RADIUS_CHOICES } from '#shared/search/constants';
import {
  BOOST_REFUND_HOURS,
  DESCRIPTION_MIN_CHARS,
  LISTING_LIVE_DAYS,
  LISTING_PHOTOS,
  MINIMUM_ACCOUNT_AGE,
  MODERATION_HOURS,
  SUPPORT,
  ULEZ_DAILY_CHARGE_GBP,
  ULEZ_OFFICIAL_CHECKER_URL,
} from '#shared/site-facts';
import { firstCompliantYear } from '#shared/ulez';
import { externalLink, link, list, p, type HelpTopic } from './answer-content';
import { pages } from '#shared/pages';

/** The help centre's categories, in the order shown (the names are fixed: the help pages link to them). */
export const HELP_CATEGORY_NAMES = [
  'Payments & Billing',
  'Listing Boosts',
  'Account Management',
  'Security & Privacy',
  'Listing Management',
  'Buying a Van',
] as const;
export type HelpCategoryName = (typeof HELP_CATEGORY_NAMES)[number];

export type HelpCategory = {
  /** The section's fragment on /help, e.g. 'listing-boosts'. */
  readonly id: string;
  readonly name: HelpCategoryName;
  /** One line under the category's heading. */
  readonly summary: string;
  readonly topics: readonly HelpTopic[];
};

// ---- Figures in words, all derived from shared/ ----

function pounds(pence: number): string {
  return formatMoney(pence / 100);
}

/** '3, 7, 14 or 30 days'. */
const BOOST_DURATIONS_TEXT = `${orList(BOOST_DURATIONS_DAYS.map(String))} days`;

/** 'Top of Search Results: £5.99 for 3 days, £9.99 for 7 days, …'. */
function boostPriceLine(type: BoostType): string {
  const prices = BOOST_DURATIONS_DAYS.map(
    (days) => `${pounds(BOOST_PRICES_PENCE[type][days])} for ${days} days`,
  );
  return `${BOOST_LABELS[type]}: ${prices.join(', ')}`;
}

const SEARCH = BOOST_LABELS.search_featured;
const HOMEPAGE = BOOST_LABELS.homepage_featured;
const PHOTOS = `${LISTING_PHOTOS.min} to ${LISTING_PHOTOS.max} photos`;
const PHOTO_SIZE = `${LISTING_PHOTOS.maxMegabytes} MB`;
const SUPPORT_REPLY = `within ${SUPPORT.replyHours} hours on business days`;

const RADIUS_TEXT = `${orList(RADIUS_CHOICES.map(String))} miles`;

// ---- Links used in several answers ----

const MY_LISTINGS = link('My Listings', pages.myListings.build());
const PAYMENT_HISTORY = link('Payment History', pages.payments.build());
const PROFILE_SETTINGS = link('Profile Settings', pages.dashboardProfile.build());
const CONTACT_US = link('contact us', pages.contact.build());
const CONTACT_US_CAPITAL = link('Contact us', pages.contact.build());
const ADD_LISTING = link('the Add Listing page', pages.addListing.build());

// ---- The categories ----

const PAYMENTS_AND_BILLING: HelpCategory = {
  id: 'payments-billing',
  name: 'Payments & Billing',
  summary: 'What is free, what you can pay for, and how payments and refunds work.',
  topics: [
    {
      id: 'is-listing-free',
      question: 'Is it really free to list a van?',
      answer: [
        p(
          'Yes. Listing a van on VanYard is free for private sellers and trade dealers alike: there is no listing fee, no commission when your van sells and no limit on how many vans you list.',
        ),
        p(
          'The only thing you can pay for is an optional boost, which puts a listing in front of more buyers. See ',
          link('Listing Boosts', `${pages.help.build()}#listing-boosts`),
          ' for how boosts work and what they cost.',
        ),
      ],
    },
    {
      id: 'do-buyers-pay',
      question: 'Do buyers pay VanYard anything?',
      answer: [
        p(
          'No. Browsing, searching, contacting sellers, the ',
          link('ULEZ van checker', pages.ulezChecker.build()),
          ' and the ',
          link('free van valuation', pages.valueMyVan.build()),
          ' cost nothing and need no account.',
        ),
        p(
          'You pay the seller for the van directly, in the way you agree with them. VanYard never takes payment for a van, so be wary of anyone who asks you to pay "through VanYard".',
        ),
      ],
    },
    {
      id: 'how-to-pay-for-a-boost',
      question: 'How do I pay for a boost?',
      answer: [
        p(
          'Boosts are paid by debit or credit card through Stripe, our payment provider. When you have chosen your boost options and selected Proceed to Payment, you are taken to Stripe’s secure checkout page to pay.',
        ),
        p(
          'Once the payment goes through you come back to VanYard and see "Payment Successful", and your listing is shown as Featured. If you cancel at the checkout page, nothing is charged and you can try again whenever you are ready.',
        ),
      ],
    },
    {
      id: 'pay-for-both-boosts',
      question: 'Can I buy both boosts in one payment?',
      answer: [
        p(
          `Yes. On the boost page you can switch on ${SEARCH}, ${HOMEPAGE} or both, each with its own length. The summary shows the total, which is simply the two prices added together, and you pay it in one checkout.`,
        ),
        p(
          'In your ',
          PAYMENT_HISTORY,
          ` a payment for both names what it bought, for example "${SEARCH} 7 days + ${HOMEPAGE} 7 days".`,
        ),
      ],
    },
    {
      id: 'payment-history',
      question: 'Where can I see my payments?',
      answer: [
        p(
          'Every boost payment is listed in ',
          PAYMENT_HISTORY,
          ' in your dashboard, newest first, with its date, transaction ID, amount, boost type and status.',
        ),
        list(
          'Successful: the payment went through and the boost was applied.',
          'Pending: the card payment is still being processed. Refresh the page after a few minutes.',
          'Refunded: the payment was paid back to you and the boost it bought has ended.',
          'Failed: the payment did not go through and you have not been charged for it.',
        ),
        p(
          'If you need to ask us about a payment, quoting its transaction ID helps us find it straight away.',
        ),
      ],
    },
    {
      id: 'vat-receipt',
      question: 'Can I get a VAT receipt for a boost?',
      answer: [
        p(
          'Yes. Every paid boost has a VAT receipt: open ',
          PAYMENT_HISTORY,
          ' and select Receipt beside the payment. It shows its receipt number, the date, what you bought, the price before VAT, the VAT at 20% and the total, with our company and VAT registration details. Print it or save it as a PDF from the page.',
        ),
        p(
          'The receipt is made out to the name and address in your ',
          PROFILE_SETTINGS,
          '. If a payment is refunded, its receipt says so.',
        ),
      ],
    },
    {
      id: 'boost-refund',
      question: 'Can I get a refund for a boost?',
      answer: [
        p(
          `Yes, if the boost was not activated. If you paid for a boost and your listing did not show as Featured, `,
          CONTACT_US,
          ` within ${BOOST_REFUND_HOURS} hours of paying and we will refund the payment.`,
        ),
        p(
          'Please include the transaction ID from your ',
          PAYMENT_HISTORY,
          '. A boost that has been activated and runs for the days you chose is not refundable.',
        ),
      ],
    },
    {
      id: 'payment-failed',
      question: 'My payment failed or is still pending. What should I do?',
      answer: [
        p(
          'A failed payment means you have not been charged and the boost has not started. Check your card details, then try again from the boost page, or use another card.',
        ),
        p(
          'A pending payment is usually confirmed within a few minutes: refresh your ',
          PAYMENT_HISTORY,
          '. If it stays pending, or you have been charged but your listing is not Featured, ',
          CONTACT_US,
          ` within ${BOOST_REFUND_HOURS} hours with the transaction ID and we will put it right.`,
        ),
      ],
    },
  ],
};

const LISTING_BOOSTS: HelpCategory = {
  id: 'listing-boosts',
  name: 'Listing Boosts',
  summary: 'Optional paid upgrades that show your van to more buyers.',
  topics: [
    {
      id: 'what-is-a-boost',
      question: 'What is a listing boost?',
      answer: [
        p(
          'A boost is an optional paid upgrade that gets your listing seen by more buyers. There are two kinds, and you can use either or both:',
        ),
        list(
          `${SEARCH}: whenever your van matches a buyer’s search and the results are sorted Featured first (the order they start in, unless the buyer searches from a postcode), it is shown above every van without this boost. Among the vans with ${SEARCH}, the most recently boosted comes first, so a van boosted after yours moves above it.`,
          `${HOMEPAGE}: your van appears in the Featured Vans section of the VanYard home page. It does not move your van up in search results.`,
        ),
        p(
          `While a boost runs, your van carries a Featured badge where the boost shows it (in search results with ${SEARCH}, in Featured Vans on the home page with ${HOMEPAGE}), so buyers can always tell a boosted listing from the rest. Everything else about the listing, including our checks, stays the same.`,
        ),
      ],
    },
    {
      id: 'boost-prices',
      question: 'How much does a boost cost?',
      answer: [
        p(`Boosts start from ${pounds(BOOST_FROM_PENCE)}. The full price list:`),
        list(...BOOST_TYPES.map(boostPriceLine)),
        p(
          'Each boost is a one-off card payment: it ends on its own when its days run out and nothing more is taken from your card. If you choose both boosts, you pay the two prices added together.',
        ),
      ],
    },
    {
      id: 'how-to-boost',
      question: 'How do I boost my listing?',
      answer: [
        p(
          'Sign in and open ',
          MY_LISTINGS,
          ', then select Boost next to the van (or Boost a Listing on your dashboard).',
        ),
        p(
          `On the boost page, switch on ${SEARCH}, ${HOMEPAGE} or both, and choose how long each should run: switching one on chooses ${DEFAULT_BOOST_DAYS} days, and choosing a length switches it on. Check the total, select Proceed to Payment and pay by card on Stripe’s secure checkout page. You come back to VanYard when it is done, see what you bought and until when, and the boost starts.`,
        ),
      ],
    },
    {
      id: 'boost-duration',
      question: 'How long does a boost last?',
      answer: [
        p(
          `You choose: ${BOOST_DURATIONS_TEXT}. While it runs, `,
          MY_LISTINGS,
          ' shows the date it runs until, for example "Featured until 14 Mar 2026".',
        ),
        p(
          'When a boost ends, your listing carries on as a normal free listing and My Listings shows "Boost expired". You can boost it again at any time.',
        ),
      ],
    },
    {
      id: 'which-boost',
      question: 'Which boost should I choose?',
      answer: [
        p(
          `${SEARCH} reaches buyers who are already searching for a van like yours, for example by make, model or postcode. It is the better choice for most vans.`,
        ),
        p(
          `${HOMEPAGE} shows your van to everyone who visits the home page, including buyers who have not decided what they want yet. It suits vans with broad appeal, and works well alongside ${SEARCH} when you want to sell quickly.`,
        ),
        p(
          'A boost helps more buyers find your van, but good photos, an honest description and a realistic price matter most. Our ',
          link('free van valuation', pages.valueMyVan.build()),
          ' can help you set the price.',
        ),
      ],
    },
    {
      id: 'boost-not-showing',
      question: 'My boost is not showing. What should I do?',
      answer: [
        p(
          'First check ',
          MY_LISTINGS,
          `: a boosted listing shows "Featured until" or "Boosted until" and the date its boost ends. Remember that ${SEARCH} puts your van first only among the results a buyer’s search and filters include, only when they are sorted Featured first (a search from a postcode starts nearest first; buyers can also sort by price, mileage or year), and that a van boosted after yours comes before it. The home page shows its featured vans a page at a time.`,
        ),
        p(
          'If your payment went through but the listing is not Featured at all, ',
          CONTACT_US,
          ` within ${BOOST_REFUND_HOURS} hours: a boost that was not activated can be refunded.`,
        ),
      ],
    },
  ],
};

const ACCOUNT_MANAGEMENT: HelpCategory = {
  id: 'account-management',
  name: 'Account Management',
  summary: 'Signing up, your profile, your password and your dashboard.',
  topics: [
    {
      id: 'need-an-account',
      question: 'Do I need an account?',
      answer: [
        p(
          'Only to sell. Anyone can browse vans, search, use our tools and contact sellers without an account.',
        ),
        p(
          `To list a van you need a free VanYard account. Accounts are for people aged ${MINIMUM_ACCOUNT_AGE} and over.`,
        ),
      ],
    },
    {
      id: 'create-account',
      question: 'How do I create an account?',
      answer: [
        p(
          'Go to ',
          link('Create an account', pages.authRegister.build()),
          ' (or select Sign In, then Sign up) and enter your full name, e-mail address and a password.',
        ),
        p(
          'We e-mail you a 6-digit code to confirm your address. Enter it on the page that asks for it and you are signed in, on your way to ',
          link('your dashboard', pages.dashboard.build()),
          ` (or back to the page you were on). You must be ${MINIMUM_ACCOUNT_AGE} or over to open an account.`,
        ),
        p(
          'No code? Check your spam or junk folder, then select Send a new code: you can ask for one a minute after the last, and a few an hour. If you sign in before confirming, we take you to the code page and send a new code.',
        ),
      ],
    },
    {
      id: 'dashboard',
      question: 'Where do I manage my listings and account?',
      answer: [
        p(
          'When you are signed in, select Dashboard in the navigation to open ',
          link('your dashboard', pages.dashboard.build()),
          '. It shows how many active and boosted listings you have, with quick links to Add New Listing, View My Listings, Boost a Listing and Profile Settings.',
        ),
      ],
    },
    {
      id: 'update-profile',
      question: 'How do I change my name, phone number or location?',
      answer: [
        p(
          'Open ',
          PROFILE_SETTINGS,
          ' from your dashboard. In My Profile you can change your full name, phone number, location and website address; select Update Profile to save.',
        ),
        p(
          'Your phone number and website are what buyers see on the seller card of your listings, so keep them up to date. Leave the phone number empty if you would rather buyers only e-mailed you.',
        ),
      ],
    },
    {
      id: 'change-password',
      question: 'How do I change my password?',
      answer: [
        p(
          'Open ',
          PROFILE_SETTINGS,
          ' and, under Security Settings, select Change Password. Enter your current password, then your new password twice, and select Update Password.',
        ),
        p('If you are told your session has expired, sign out, sign back in and try again.'),
      ],
    },
    {
      id: 'forgot-password',
      question: 'I have forgotten my password. How do I reset it?',
      answer: [
        p(
          'Go to ',
          link('Reset password', pages.authResetPassword.build()),
          ' (or select Forgot password on the sign-in page) and enter the e-mail address you signed up with. We send you a link to choose a new password.',
        ),
        p(
          'If the e-mail does not arrive within a few minutes, check your spam or junk folder, then ask for another link.',
        ),
      ],
    },
    {
      id: 'private-or-trade',
      question: 'What is the difference between a private seller and a trade dealer?',
      answer: [
        p(
          'Your account decides it, and buyers see it on every listing. An account is a private seller’s unless it was created as a trade account from our ',
          link('trade sellers page', pages.registerToSell.build()),
          '. Both list for free, with no limit on the number of vans.',
        ),
        p(
          'A private sale has no VAT, so private sellers’ prices say so and there is no VAT box on their form. Trade dealers say on each listing whether the price includes VAT. If you sell as a business but created a private account, ',
          link('contact us', pages.contact.build()),
          ' and we will make it a trade account.',
        ),
        p(
          'Dealers with many vans can add them all at once with a CSV import from ',
          MY_LISTINGS,
          '.',
        ),
      ],
    },
    {
      id: 'close-account',
      question: 'How do I close my account?',
      answer: [
        p(
          link('Contact us', pages.contact.build()),
          ' from the e-mail address you signed up with and ask us to close your account. We will take down your listings and close it. If you only want to stop selling one van, mark it as sold in ',
          MY_LISTINGS,
          ' instead.',
        ),
      ],
    },
  ],
};

const SECURITY_AND_PRIVACY: HelpCategory = {
  id: 'security-privacy',
  name: 'Security & Privacy',
  summary: 'How we protect your details, and how to buy and sell safely.',
  topics: [
    {
      id: 'seller-email-private',
      question: 'Will buyers see my e-mail address?',
      answer: [
        p(
          'No. Your e-mail address is never shown on VanYard. Buyers e-mail you through our enquiry form, and we pass their message on to you.',
        ),
        p(
          'The message is set up so that when you reply, your answer goes straight to the buyer from your own mailbox. The buyer only learns your address if you choose to reply.',
        ),
      ],
    },
    {
      id: 'who-sees-my-phone',
      question: 'Who can see my phone number?',
      answer: [
        p(
          'If you add a phone number to your profile, it is hidden on your listings until a buyer selects Show phone number. We limit how quickly numbers can be revealed, which slows down anyone trying to collect them in bulk.',
        ),
        p(
          'If you would rather not take calls, remove the number in ',
          PROFILE_SETTINGS,
          '. Buyers can still e-mail you through the enquiry form.',
        ),
      ],
    },
    {
      id: 'enquiry-privacy',
      question: 'What happens to the details I send a seller?',
      answer: [
        p(
          'When you use the enquiry form, your name, e-mail address, phone number (if you give one) and message are sent to the seller by e-mail. When the seller replies, the reply comes to your inbox.',
        ),
        p(
          'We keep a copy of each enquiry for a limited time so we can deal with spam or abuse reports. Our ',
          link('privacy policy', pages.privacy.build()),
          ' explains how we look after your data.',
        ),
      ],
    },
    {
      id: 'buy-safely',
      question: 'How do I buy a van safely?',
      answer: [
        p('Most sellers are genuine, but a few simple checks protect you:'),
        list(
          'See the van in person, in daylight, before you pay anything, and take it for a test drive.',
          'Check that the V5C logbook matches the van and the seller’s name and address.',
          [
            'Check the ',
            externalLink('MOT history on GOV.UK', 'https://www.gov.uk/check-mot-history'),
            ' and consider an HPI check for outstanding finance or write-offs.',
          ],
          'Never pay a deposit by bank transfer for a van you have not seen, and be wary of prices that look too good to be true.',
        ),
        p(
          'VanYard never takes payment for a van and will never ask you to pay a seller through us.',
        ),
      ],
    },
    {
      id: 'report-listing',
      question: 'How do I report a suspicious listing or message?',
      answer: [
        p(
          link('Contact us', pages.contact.build()),
          ' with the link to the listing (or the message you received) and what worried you. We review every report and remove listings that are misleading or fraudulent.',
        ),
        p('Do not send money or personal documents to anyone you are unsure about.'),
      ],
    },
    {
      id: 'card-details-safe',
      question: 'Are my card details safe?',
      answer: [
        p(
          'Yes. Boost payments are taken by Stripe on its own secure checkout page. VanYard never sees or stores your full card number.',
        ),
      ],
    },
    {
      id: 'account-security',
      question: 'How do I keep my account secure?',
      answer: [
        list(
          'Use a password you do not use anywhere else.',
          'Sign out when you have finished on a shared or public computer.',
          ['Change your password in ', PROFILE_SETTINGS, ' if you think someone else may know it.'],
        ),
        p(
          'VanYard will never ask for your password by e-mail or phone. If you get a message like that, ',
          CONTACT_US,
          '.',
        ),
      ],
    },
    {
      id: 'account-disabled',
      question: 'Why does VanYard say my account has been disabled?',
      answer: [
        p(
          'We disable an account that breaks our ',
          link('terms', pages.terms.build()),
          '. While it is disabled you cannot sign in, list a van or change your listings, and your listings are hidden from buyers. If you were signed in when it happened, every change you try is refused with a message saying so.',
        ),
        p(
          CONTACT_US_CAPITAL,
          ' from the e-mail address you signed up with if you think this is a mistake.',
        ),
      ],
    },
  ],
};

const LISTING_MANAGEMENT: HelpCategory = {
  id: 'listing-management',
  name: 'Listing Management',
  summary: 'Creating, editing, renewing and selling your listings.',
  topics: [
    {
      id: 'how-to-list',
      question: 'How do I list my van?',
      answer: [
        p(
          'Sign in and select Sell Your Van for Free (or go to ',
          ADD_LISTING,
          '). Fill in the vehicle details, the price and location, and the photos and description, then select Add Listing. You will need:',
        ),
        list(
          `${PHOTOS}, each an image file of up to ${PHOTO_SIZE}.`,
          `A description of at least ${DESCRIPTION_MIN_CHARS} characters.`,
          'The make, model, year, mileage, price, a UK postcode and the town or city the van is in.',
        ),
        p(
          'Our guide to ',
          link('selling your van quickly', pages.howToSell.build()),
          ' has tips on photos, pricing and descriptions.',
        ),
      ],
    },
    {
      id: 'photo-rules',
      question: 'What photos can I upload?',
      answer: [
        p(
          `Each listing needs ${PHOTOS}. Each photo must be an image file of no more than ${PHOTO_SIZE}. The first photo is the main one shown in search results.`,
        ),
        p(
          'When you edit a listing you can delete photos or make a different photo the main image. Clear daylight shots of the front, back, both sides, the load area, the cab and the dashboard (showing the mileage) help buyers most.',
        ),
      ],
    },
    {
      id: 'approval-time',
      question: 'How long does it take for my listing to go live?',
      answer: [
        p(
          `Our team checks every new listing before it appears on VanYard. Most are reviewed within ${MODERATION_HOURS} hours.`,
        ),
        p(
          'You can follow it in ',
          MY_LISTINGS,
          ': the Status column shows Pending review, Live, Rejected or, for an imported van still short of photos, Draft. Once it is Live, buyers can find it in search.',
        ),
      ],
    },
    {
      id: 'edit-listing',
      question: 'How do I edit my listing?',
      answer: [
        p(
          'Open ',
          MY_LISTINGS,
          ', select Edit next to the van, make your changes and select Update Listing.',
        ),
        p(
          `An edited listing goes back to our team for approval, and is hidden from buyers until it is approved again (most are reviewed within ${MODERATION_HOURS} hours). It is worth making all your changes in one go.`,
        ),
      ],
    },
    {
      id: 'listing-live-days',
      question: 'How long does my listing stay live?',
      answer: [
        p(
          `Your listing stays live for ${LISTING_LIVE_DAYS} days after it is approved, unless you mark it as sold first.`,
        ),
        p(
          'If the van is still for sale after that, you can renew the listing free of charge, as many times as you need.',
        ),
      ],
    },
    {
      id: 'mark-sold',
      question: 'How do I mark my van as sold?',
      answer: [
        p(
          'Open ',
          MY_LISTINGS,
          ' and select Sold next to the van. The listing moves to the Sold Listings tab, and buyers who open it see that the van has been sold, with links to similar vans.',
        ),
        p(
          'This cannot be undone from your dashboard, so if you mark the wrong van, ',
          CONTACT_US,
          '.',
        ),
      ],
    },
    {
      id: 'csv-import',
      question: 'Can I add lots of vans at once?',
      answer: [
        p(
          'Yes, with a CSV import. In ',
          MY_LISTINGS,
          ', select Import CSV and download the template. Fill in one row per van, then choose your file and select Import listings.',
        ),
        list(
          'Each row needs a title, make, model, year, mileage, price, postcode, location, description, condition, fuel type and transmission.',
          'Photos go in the images column as a comma-separated list of web addresses that anyone can open. A photo that cannot be fetched does not stop the van: it is imported with the photos that worked, and the import lists the addresses that did not.',
          'A van that ends up with fewer than 3 photos is saved as a Draft: it is not shown to buyers until you add its photos (Complete on My Listings) and submit it for review.',
          'If a row has a problem, the import lists it by row number with the reason; the other rows are still imported.',
        ),
        p(
          `Imported listings with at least 3 photos are checked by our team like any other, most within ${MODERATION_HOURS} hours.`,
        ),
      ],
    },
    {
      id: 'listing-rejected',
      question: 'Why was my listing rejected?',
      answer: [
        p(
          'We reject listings that could mislead buyers: for example photos that are not of the van for sale, a description that does not match the van, or a price that looks wrong.',
        ),
        p(
          'Fix the listing with Edit in ',
          MY_LISTINGS,
          ' and save it: it goes back to our team for another check. If you are not sure what to change, ',
          CONTACT_US,
          '.',
        ),
      ],
    },
  ],
};

const BUYING_A_VAN: HelpCategory = {
  id: 'buying-a-van',
  name: 'Buying a Van',
  summary: 'Finding the right van and getting in touch with its seller.',
  topics: [
    {
      id: 'contact-without-account',
      question: 'Do I need an account to contact a seller?',
      answer: [
        p(
          'No. You can contact any seller without an account or signing in. On a listing, select Show phone number to see the seller’s number, or Email seller to send a message through our enquiry form.',
        ),
      ],
    },
    {
      id: 'how-to-contact-seller',
      question: 'How do I contact a seller?',
      answer: [
        p('Open the listing and use the seller card:'),
        list(
          'Show phone number reveals the seller’s number with one click; select it again to call.',
          `Email seller opens our enquiry form: give your name, e-mail address, a phone number if you like and a message of up to ${formatNumber(ENQUIRY_LIMITS.message)} characters, then select Send message.`,
        ),
        p(
          'The seller’s reply comes straight to your inbox. On a phone, Call Seller and Email buttons stay at the bottom of the screen. If either is greyed out, the seller has not given that detail.',
        ),
      ],
    },
    {
      id: 'find-vans-near-me',
      question: 'How do I find vans near me?',
      answer: [
        p(
          'Go to ',
          link('Browse Vans', pages.usedVans.build()),
          ` and enter your postcode in the filters. We show vans within ${DEFAULT_RADIUS_MILES} miles, nearest first; you can change the distance to ${RADIUS_TEXT}, or search nationally.`,
        ),
        p(
          'Narrow the results by make and model (for example a Ford Transit or a Citroën Relay), price, mileage, fuel, ULEZ compliance and more.',
        ),
      ],
    },
    {
      id: 'ulez-compliance',
      question: 'How do I know if a van is ULEZ compliant?',
      answer: [
        p(
          'Use the ULEZ filter when you browse, or our ',
          link('ULEZ van checker', pages.ulezChecker.build()),
          `. The checker is a guide based on fuel type and year of registration: electric vans always meet the standard, diesel vans generally do from ${firstCompliantYear('diesel')} (Euro 6) and petrol vans from ${firstCompliantYear('petrol')} (Euro 4).`,
        ),
        p(
          `Vans that do not meet the standard pay ${formatMoney(ULEZ_DAILY_CHARGE_GBP)} a day to drive in London’s Ultra Low Emission Zone. Before you buy, confirm the exact van with its registration number on `,
          externalLink('Transport for London’s vehicle checker', ULEZ_OFFICIAL_CHECKER_URL),
          '.',
        ),
      ],
    },
    {
      id: 'what-is-featured',
      question: 'What does Featured mean on a listing?',
      answer: [
        p(
          `Featured means the seller has paid for a boost. In search results sorted Featured first, vans with a ${SEARCH} boost come before the others, the most recently boosted first; the Featured Vans on the home page have a ${HOMEPAGE} boost. Featured listings are checked by our team in exactly the same way as every other listing; the badge is not a recommendation.`,
        ),
      ],
    },
    {
      id: 'vat-prices',
      question: 'What do "Including VAT" and "Excluding VAT" mean?',
      answer: [
        p(
          'Each dealer’s price says whether VAT is included. Dealers often show commercial vans excluding VAT: if you cannot reclaim VAT, add it to the price to see what you will actually pay (the listing page shows that total). A private seller’s price says "No VAT (private sale)": there is no VAT on a private sale, so the price is what you pay.',
        ),
        p(
          'Some sellers also mark their price as negotiable. You can filter for both with Price includes VAT and Price negotiable.',
        ),
      ],
    },
    {
      id: 'van-valuation',
      question: 'How do I know if the price is fair?',
      answer: [
        p(
          'Compare similar vans by make, model, year and mileage, and try our ',
          link('free van valuation', pages.valueMyVan.build()),
          ': enter the make, model, year, mileage, condition and number of owners to get an estimated price range. It is a guide, so a full service history or extras such as racking can justify a higher price.',
        ),
      ],
    },
    {
      id: 'does-vanyard-inspect',
      question: 'Does VanYard inspect the vans or handle the sale?',
      answer: [
        p(
          'No. VanYard is a marketplace: you deal directly with the seller, and the sale is between you and them. Our team checks every listing before it goes live, but we do not inspect the vans.',
        ),
        p(
          'See ',
          link('Security & Privacy', `${pages.help.build()}#security-privacy`),
          ' for the checks worth making before you buy. Questions about the van itself are best asked to the seller; for anything about VanYard, ',
          CONTACT_US,
          '.',
        ),
      ],
    },
  ],
};

export const HELP_CATEGORIES: readonly HelpCategory[] = [
  PAYMENTS_AND_BILLING,
  LISTING_BOOSTS,
  ACCOUNT_MANAGEMENT,
  SECURITY_AND_PRIVACY,
  LISTING_MANAGEMENT,
  BUYING_A_VAN,
];

/** Support hours in words, for the pages' closing 'still need help' notes. */
export const SUPPORT_SUMMARY = `Our support team replies ${SUPPORT_REPLY}, and our phone line is open ${SUPPORT.phoneHours}.`;

/** A topic by id; throws for an unknown id, so a typo fails at once (and in the unit tests). */
export function helpTopic(id: string): HelpTopic {
  for (const category of HELP_CATEGORIES) {
    const topic = category.topics.find((candidate) => candidate.id === id);
    if (topic) return topic;
  }
  throw new Error(`Unknown help topic: ${id}`);
}
