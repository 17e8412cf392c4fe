/**
 * The tone a kit component shows: good news in the success colour, bad news in the danger
 * colour, anything else in the brand's own colour.
 */
export const SENTIMENTS = ['neutral', 'positive', 'negative'] as const;
export type Sentiment = (typeof SENTIMENTS)[number];
