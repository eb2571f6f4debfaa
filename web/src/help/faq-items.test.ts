import { describe, expect, it } from 'vitest';
import { jsonLdText } from '../lib/structured-data';
import { answerPlainText } from './answer-content';
import { FAQ_GROUPS, faqPageJsonLd, type FaqGroup } from './faq-items';
import { HELP_CATEGORIES } from './help-topics';

const FAQ_TOPICS = FAQ_GROUPS.flatMap((group) => group.topics);

describe('FAQ', () => {
  it('groups 10 to 14 questions under Buying and Selling', () => {
    expect(FAQ_GROUPS.map((group) => group.heading)).toEqual(['Buying', 'Selling']);
    expect(FAQ_TOPICS.length).toBeGreaterThanOrEqual(10);
    expect(FAQ_TOPICS.length).toBeLessThanOrEqual(14);
    for (const group of FAQ_GROUPS) expect(group.topics.length).toBeGreaterThanOrEqual(4);
  });

  it('reuses the help centre’s topics, each once, so the text exists in one place', () => {
    const helpTopics = HELP_CATEGORIES.flatMap((category) => category.topics);
    for (const topic of FAQ_TOPICS) expect(helpTopics).toContain(topic);
    expect(new Set(FAQ_TOPICS).size).toBe(FAQ_TOPICS.length);
  });

  it('answers the contact question as the product behaves (decision 011)', () => {
    const contact = FAQ_TOPICS.find((topic) => topic.id === 'contact-without-account');
    expect(contact && answerPlainText(contact.answer)).toMatch(/without an account/);
  });
});

describe('faqPageJsonLd', () => {
  it('is a schema.org FAQPage with every question and its plain-text answer', () => {
    const data = faqPageJsonLd(FAQ_GROUPS, 'https://vanyard.example/faq');
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('FAQPage');
    expect(data.url).toBe('https://vanyard.example/faq');
    expect(data.mainEntity).toHaveLength(FAQ_TOPICS.length);
    const first = FAQ_TOPICS[0];
    expect(data.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: first?.question,
      acceptedAnswer: { '@type': 'Answer', text: first && answerPlainText(first.answer) },
    });
    for (const entity of data.mainEntity) {
      expect(entity.acceptedAnswer.text).not.toMatch(/\[object|undefined/);
      expect(entity.acceptedAnswer.text.length).toBeGreaterThan(20);
    }
  });

  it('cannot close its script element once serialised: "<" is written as \\u003c', () => {
    const hostile: FaqGroup = {
      id: 'buying',
      heading: 'Buying',
      topics: [
        {
          id: 'hostile',
          question: 'What about </script><script>alert(1)</script>?',
          answer: 'Text with <b>tags</b> & an ampersand.',
        },
      ],
    };
    const data = faqPageJsonLd([hostile], 'https://vanyard.example/faq');
    const text = jsonLdText(data);
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });
});
