import { describe, expect, it } from 'vitest';
import { BOOST_LABELS } from '#shared/boosts';
import type { HelpTopic } from './answer-content';
import {
  hasSearchWords,
  indexWords,
  matchesQuery,
  normaliseSearchText,
  resultCountText,
  searchHelp,
} from './help-search';
import { HELP_CATEGORIES, type HelpCategory } from './help-topics';

function topic(id: string, question: string, ...answer: string[]): HelpTopic {
  return { id, question, answer: answer.join('\n\n') };
}

const VANS: HelpCategory = {
  id: 'buying-a-van',
  name: 'Buying a Van',
  summary: 'Fixture',
  topics: [
    topic('relay', 'Is the Citroën Relay a good van?', 'It is popular with couriers.'),
    topic('transit', 'How reliable is a Ford Transit?', 'Very, with a full service history.'),
    topic('email', 'Can I e-mail a seller?', 'Yes, through the enquiry form.'),
  ],
};

const MONEY: HelpCategory = {
  id: 'payments-billing',
  name: 'Payments & Billing',
  summary: 'Fixture',
  topics: [
    topic('refund', 'Can I get a refund?', 'Ask within 24 hours if the boost was not activated.'),
    topic('boost', 'What does a boost cost?', 'From £5.99 for 3 days.'),
    {
      id: 'linked',
      question: 'Where are my payments?',
      answer: 'See [Payment History](/dashboard/payments) in the dashboard.',
    },
    topic('seller', "What is the seller's phone number?", 'Select Show phone number.'),
  ],
};

const FIXTURE = [VANS, MONEY];

function ids(query: string, categories: readonly HelpCategory[] = FIXTURE): string[] {
  return searchHelp(categories, query).map((result) => result.topic.id);
}

describe('normaliseSearchText', () => {
  it('lower-cases and removes accents and apostrophes', () => {
    expect(normaliseSearchText('Citroën’s DOBLÒ')).toBe('citroens doblo');
    expect(normaliseSearchText("Seller's")).toBe('sellers');
  });
});

describe('indexWords', () => {
  it('splits on anything but letters and digits, and adds hyphenated words joined', () => {
    expect([...indexWords('E-mail the seller: £5.99!')].sort()).toEqual(
      ['5', '99', 'e', 'email', 'mail', 'seller', 'the'].sort(),
    );
  });
});

describe('searchHelp', () => {
  it('ignores case', () => {
    expect(ids('REFUND')).toEqual(['refund']);
    expect(ids('ford TRANSIT')).toEqual(['transit']);
  });

  it('ignores accents both ways', () => {
    expect(ids('citroen')).toEqual(['relay']);
    expect(ids('Citroën')).toEqual(['relay']);
    expect(ids('CITROËN relay')).toEqual(['relay']);
  });

  it('needs every typed word, in the question or the answer (AND, any order)', () => {
    expect(ids('refund boost')).toEqual(['refund']);
    expect(ids('boost refund')).toEqual(['refund']);
    // 'transit' is in the question, 'history' in the answer.
    expect(ids('history transit')).toEqual(['transit']);
    expect(ids('refund transit')).toEqual([]);
  });

  it('matches words of two or more characters as a prefix', () => {
    expect(ids('refu')).toEqual(['refund']);
    expect(ids('re')).toEqual(expect.arrayContaining(['relay', 'refund']));
    expect(ids('cour')).toEqual(['relay']);
  });

  it('matches a single character as a whole word only', () => {
    // 'a' is a word in several texts; 'z' starts no word and is no word.
    expect(ids('a')).toEqual(expect.arrayContaining(['relay', 'transit']));
    expect(ids('z')).toEqual([]);
    // 'f' starts 'ford' and 'full' but is not a word of its own.
    expect(ids('f')).toEqual([]);
  });

  it('does not match inside a word', () => {
    expect(ids('fund')).toEqual([]);
    expect(ids('elay')).toEqual([]);
  });

  it('finds the text of links in an answer', () => {
    expect(ids('payment history')).toEqual(['linked']);
  });

  it('treats hyphenated and joined words alike', () => {
    expect(ids('email')).toEqual(['email']);
    expect(ids('e-mail')).toEqual(['email']);
    expect(ids('enquiry-form')).toEqual(['email']);
  });

  it('ignores apostrophes and punctuation', () => {
    expect(ids("seller's")).toEqual(['seller']);
    expect(ids('sellers')).toEqual(['seller']);
    expect(ids('£5.99')).toEqual(['boost']);
    expect(ids('refund?')).toEqual(['refund']);
  });

  it('finds nothing for an empty query or one with no words', () => {
    expect(ids('')).toEqual([]);
    expect(ids('   ')).toEqual([]);
    expect(ids('?!')).toEqual([]);
    expect(hasSearchWords('')).toBe(false);
    expect(hasSearchWords(' - ')).toBe(false);
    expect(hasSearchWords('boost')).toBe(true);
  });

  it('finds nothing when a word matches nothing', () => {
    expect(ids('xyzzy')).toEqual([]);
    expect(ids('refund xyzzy')).toEqual([]);
  });

  it('ignores repeated words and extra spaces', () => {
    expect(ids('  refund   refund  ')).toEqual(['refund']);
  });

  it('keeps the help centre order and names each result’s category', () => {
    // 'se' starts 'service', 'seller', 'see' and 'select'.
    const results = searchHelp(FIXTURE, 'se');
    expect(results.map((result) => result.topic.id)).toEqual([
      'transit',
      'email',
      'linked',
      'seller',
    ]);
    expect(results.map((result) => result.category.name)).toEqual([
      'Buying a Van',
      'Buying a Van',
      'Payments & Billing',
      'Payments & Billing',
    ]);
  });
});

describe('matchesQuery', () => {
  it('applies the same rules to any text', () => {
    expect(matchesQuery('Renault Trafic for sale', 'trafic REN')).toBe(true);
    expect(matchesQuery('Renault Trafic for sale', 'trafic master')).toBe(false);
    expect(matchesQuery('Renault Trafic', '')).toBe(false);
  });
});

describe('searchHelp over the real help centre', () => {
  it('finds the boost questions for "boost"', () => {
    const results = searchHelp(HELP_CATEGORIES, 'boost');
    const questions = results.map((result) => result.topic.question);
    expect(questions).toContain('What is a listing boost?');
    expect(questions).toContain('How much does a boost cost?');
    expect(questions).not.toContain('How do I change my password?');
    // Every topic in the Listing Boosts category mentions boosts.
    const boosts = HELP_CATEGORIES.find((category) => category.name === 'Listing Boosts');
    for (const boostTopic of boosts?.topics ?? []) {
      expect(results.map((result) => result.topic)).toContain(boostTopic);
    }
  });

  it('finds the refund answer for "refund"', () => {
    expect(searchHelp(HELP_CATEGORIES, 'refund').map((result) => result.topic.id)).toContain(
      'boost-refund',
    );
  });

  it('finds both boost names', () => {
    for (const label of Object.values(BOOST_LABELS)) {
      expect(searchHelp(HELP_CATEGORIES, label).length).toBeGreaterThan(0);
    }
  });

  it('finds the Citroën example without the accent', () => {
    expect(searchHelp(HELP_CATEGORIES, 'citroen relay').map((result) => result.topic.id)).toEqual([
      'find-vans-near-me',
    ]);
  });

  it('finds nothing for nonsense', () => {
    expect(searchHelp(HELP_CATEGORIES, 'qwxzv flibbertigibbet')).toEqual([]);
  });
});

describe('resultCountText', () => {
  it('counts results for the query as typed, spaces tidied', () => {
    expect(resultCountText(3, 'boost')).toBe('3 results for "boost"');
    expect(resultCountText(1, '  refund  ')).toBe('1 result for "refund"');
    expect(resultCountText(0, 'xyz  abc')).toBe('No results for "xyz abc"');
  });
});
