import { describe, expect, it } from 'vitest';
import {
  BOOST_DURATIONS_DAYS,
  BOOST_FROM_PENCE,
  BOOST_LABELS,
  BOOST_PRICES_PENCE,
  BOOST_TYPES,
} from '#shared/boosts';
import { formatMoney } from '#shared/format';
import {
  BOOST_REFUND_HOURS,
  DESCRIPTION_MIN_CHARS,
  LISTING_LIVE_DAYS,
  LISTING_PHOTOS,
  MINIMUM_ACCOUNT_AGE,
  MODERATION_HOURS,
  SUPPORT,
} from '#shared/site-facts';
import { isPagePath } from '#shared/pages/match';
import { answerLinks, answerPlainText } from './answer-content';
import { HELP_CATEGORIES, SUPPORT_SUMMARY, helpTopic } from './help-topics';

const ALL_TOPICS = HELP_CATEGORIES.flatMap((category) => category.topics);

function answer(id: string): string {
  return answerPlainText(helpTopic(id).answer);
}

const EVERYTHING = ALL_TOPICS.map(
  (topic) => `${topic.question}\n${answerPlainText(topic.answer)}`,
).join('\n');

describe('help centre categories', () => {
  it('has the five categories of the specification, by name and in order, then Buying a Van', () => {
    expect(HELP_CATEGORIES.map((category) => category.name)).toEqual([
      'Payments & Billing',
      'Listing Boosts',
      'Account Management',
      'Security & Privacy',
      'Listing Management',
      'Buying a Van',
    ]);
  });

  it('has 4 to 8 questions in each category', () => {
    for (const category of HELP_CATEGORIES) {
      expect(category.topics.length, category.name).toBeGreaterThanOrEqual(4);
      expect(category.topics.length, category.name).toBeLessThanOrEqual(8);
    }
  });

  it('says how a new account is confirmed and how often a new code may be asked (decision 033)', () => {
    expect(answer('create-account')).toContain('6-digit code');
    expect(answer('create-account')).toContain('a minute after the last');
    expect(answer('account-disabled')).toContain('every change you try is refused');
  });

  it('uses unique ids (they are fragments of one page)', () => {
    const ids = [
      ...HELP_CATEGORIES.map((category) => category.id),
      ...ALL_TOPICS.map((topic) => topic.id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('asks each question once, as a question', () => {
    const questions = ALL_TOPICS.map((topic) => topic.question);
    expect(new Set(questions).size).toBe(questions.length);
    for (const question of questions) expect(question).toMatch(/\?$/);
  });

  it('throws for an unknown topic id', () => {
    expect(() => helpTopic('no-such-topic')).toThrow('Unknown help topic: no-such-topic');
  });
});

describe('help centre links', () => {
  const links = ALL_TOPICS.flatMap((topic) => answerLinks(topic.answer));

  it('links only to pages of the product', () => {
    for (const target of links) {
      if ('href' in target) {
        expect(target.href).toMatch(/^https:\/\//);
        continue;
      }
      const [path = '', fragment] = target.to.split('#');
      expect(isPagePath(path), target.to).toBe(true);
      if (path === '/help' && fragment) {
        expect(HELP_CATEGORIES.map((category) => category.id)).toContain(fragment);
      }
    }
  });

  it('points to the pages the brief names', () => {
    const paths = links.flatMap((target) => ('to' in target ? [target.to] : []));
    for (const path of [
      '/dashboard/payments',
      '/dashboard/listings',
      '/dashboard/profile',
      '/auth/reset-password',
      '/ulez-van-checker',
      '/value-my-van',
      '/contact',
    ]) {
      expect(paths).toContain(path);
    }
  });
});

describe('help centre figures come from shared/ (decision 012)', () => {
  it('quotes every boost price, duration and name from the price list', () => {
    const text = answer('boost-prices');
    expect(text).toContain(`from ${formatMoney(BOOST_FROM_PENCE / 100)}`);
    for (const type of BOOST_TYPES) {
      expect(text).toContain(BOOST_LABELS[type]);
      for (const days of BOOST_DURATIONS_DAYS) {
        expect(text).toContain(
          `${formatMoney(BOOST_PRICES_PENCE[type][days] / 100)} for ${days} days`,
        );
      }
    }
    expect(answer('boost-duration')).toContain(
      `${BOOST_DURATIONS_DAYS.slice(0, -1).join(', ')} or`,
    );
  });

  it('quotes no per-day prices (dropped by decision 012)', () => {
    expect(EVERYTHING).not.toMatch(/per day|a day \(|£2\.99|£1\.99/i);
  });

  it('quotes the listing, photo, moderation, refund, age and support figures', () => {
    expect(answer('listing-live-days')).toContain(`${LISTING_LIVE_DAYS} days`);
    expect(answer('approval-time')).toContain(`${MODERATION_HOURS} hours`);
    expect(answer('edit-listing')).toContain('back to our team for approval');
    expect(answer('photo-rules')).toContain(
      `${LISTING_PHOTOS.min} to ${LISTING_PHOTOS.max} photos`,
    );
    expect(answer('photo-rules')).toContain(`${LISTING_PHOTOS.maxMegabytes} MB`);
    expect(answer('how-to-list')).toContain(`at least ${DESCRIPTION_MIN_CHARS} characters`);
    expect(answer('boost-refund')).toContain(`within ${BOOST_REFUND_HOURS} hours`);
    expect(answer('need-an-account')).toContain(`aged ${MINIMUM_ACCOUNT_AGE} and over`);
    expect(SUPPORT_SUMMARY).toContain(`within ${SUPPORT.replyHours} hours on business days`);
    expect(SUPPORT_SUMMARY).toContain(SUPPORT.phoneHours);
  });

  it('says buyers contact sellers without an account, and never that it needs sign-in (decision 011)', () => {
    expect(answer('contact-without-account')).toMatch(
      /^No\. You can contact any seller without an account/,
    );
    expect(answer('seller-email-private')).toMatch(/never shown/);
    expect(EVERYTHING).not.toMatch(
      /(sign in|log in|signed in|account) to (see|view|get) .*contact/i,
    );
  });

  it('says listing is free, unlimited and without commission', () => {
    const text = answer('is-listing-free');
    expect(text).toContain('no listing fee');
    expect(text).toContain('no commission');
    expect(text).toContain('no limit on how many vans');
  });
});

describe('answerPlainText', () => {
  it('keeps paragraphs apart by a blank line and list items on their own lines, links as text', () => {
    expect(
      answerPlainText(
        'See [My Listings](/dashboard/listings).\n\n- One\n- Two [links](https://example.org)\n',
      ),
    ).toBe('See My Listings.\n\n- One\n- Two links');
  });
});

describe('answerLinks', () => {
  it('tells a page of the site from an outside page', () => {
    expect(answerLinks('[Terms](/terms) and [GOV.UK](https://www.gov.uk).')).toEqual([
      { text: 'Terms', to: '/terms' },
      { text: 'GOV.UK', href: 'https://www.gov.uk' },
    ]);
  });
});
