/**
 * The FAQ: the most common questions of buyers and sellers, picked from the help centre's
 * topics by id so each answer is written once (help-topics.ts).
 */
import { answerPlainText, type HelpTopic } from './answer-content';
import { helpTopic } from './help-topics';

export type FaqGroup = {
  /** The section's fragment on /faq. */
  readonly id: string;
  readonly heading: 'Buying' | 'Selling';
  readonly topics: readonly HelpTopic[];
};

const FAQ_TOPIC_IDS: readonly { id: string; heading: FaqGroup['heading']; topicIds: string[] }[] = [
  {
    id: 'buying',
    heading: 'Buying',
    topicIds: [
      'contact-without-account',
      'how-to-contact-seller',
      'do-buyers-pay',
      'find-vans-near-me',
      'ulez-compliance',
      'what-is-featured',
      'buy-safely',
    ],
  },
  {
    id: 'selling',
    heading: 'Selling',
    topicIds: [
      'is-listing-free',
      'how-to-list',
      'approval-time',
      'listing-live-days',
      'edit-listing',
      'mark-sold',
      'boost-prices',
    ],
  },
];

export const FAQ_GROUPS: readonly FaqGroup[] = FAQ_TOPIC_IDS.map(({ id, heading, topicIds }) => ({
  id,
  heading,
  topics: topicIds.map(helpTopic),
}));

/** schema.org FAQPage for the questions shown, with the answers as plain text. */
export function faqPageJsonLd(groups: readonly FaqGroup[], url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    mainEntity: groups.flatMap((group) =>
      group.topics.map((topic) => ({
        '@type': 'Question',
        name: topic.question,
        acceptedAnswer: { '@type': 'Answer', text: answerPlainText(topic.answer) },
      })),
    ),
  };
}
