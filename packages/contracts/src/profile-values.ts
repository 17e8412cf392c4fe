/**
 * The value ids of the profile fields (spec 1 §3) and the interests catalogue. Ids are stored in
 * profiles and sent over the wire, so they are append-only: never renumber or reuse one. Labels
 * are translation keys; the texts live in the web's i18n files.
 */

export interface ProfileValue {
  id: number;
  slug: string;
  /** Translation key of the label. */
  key: string;
}

/** Ids start at 1 in list order, so appending a slug never moves an existing id. */
function valueSet(keyPrefix: string, slugs: readonly string[]): readonly ProfileValue[] {
  return slugs.map((slug, index) => ({ id: index + 1, slug, key: `${keyPrefix}.${slug}` }));
}

/** Mood 1–19 in the spec's order (spec 1 §3). 19 is the product's "duplicate" mood. */
export const USER_MOODS = valueSet('mood', [
  'readyToChat',
  'meetUp',
  'coffee',
  'eatTogether',
  'beers',
  'wine',
  'hookah',
  'activeTime',
  'movies',
  'camping',
  'videoGames',
  'busyWorking',
  'upForAnything',
  'ratherNotSay',
  'shopping',
  'yoga',
  'bored',
  'makeMeLaugh',
  'duplicate',
]);
export const USER_MOOD_DUPLICATE = 19;

export interface SelectField {
  type: 'select_one' | 'select_many';
  values: readonly ProfileValue[];
}

export interface RangeField {
  type: 'range';
  min: number;
  max: number;
}

/**
 * The enumerated profile fields by their spec name. Goal lists its six most asked-for options
 * first, because a flag limits the choice to six (spec 1 §9).
 */
export const PROFILE_SELECT_FIELDS = {
  goal: {
    type: 'select_many',
    values: valueSet('profile.goal', ['relationship', 'friendship', 'flirt', 'chat', 'marriage', 'casualDating', 'travelCompanion', 'notSureYet']),
  },
  marital_status: {
    type: 'select_one',
    values: valueSet('profile.maritalStatus', ['single', 'divorced', 'separated', 'widowed', 'itsComplicated']),
  },
  children: {
    type: 'select_one',
    values: valueSet('profile.children', ['none', 'one', 'two', 'threeOrMore', 'grownUp']),
  },
  want_children: {
    type: 'select_one',
    values: valueSet('profile.wantChildren', ['yes', 'no', 'notSure', 'someday']),
  },
  education: {
    type: 'select_one',
    values: valueSet('profile.education', ['secondary', 'vocational', 'someCollege', 'bachelor', 'master', 'doctorate']),
  },
  field_of_activity: {
    type: 'select_one',
    values: valueSet('profile.fieldOfActivity', [
      'itAndTech',
      'finance',
      'healthcare',
      'education',
      'engineering',
      'artsAndDesign',
      'salesAndMarketing',
      'law',
      'hospitality',
      'construction',
      'transport',
      'science',
      'publicService',
      'media',
      'retail',
      'agriculture',
      'sports',
      'other',
    ]),
  },
  position: {
    type: 'select_one',
    values: valueSet('profile.position', ['employee', 'specialist', 'manager', 'executive', 'entrepreneur', 'freelancer', 'student', 'retired', 'lookingForWork']),
  },
  alcohol: {
    type: 'select_one',
    values: valueSet('profile.alcohol', ['never', 'rarely', 'socially', 'regularly']),
  },
  smoking: {
    type: 'select_one',
    values: valueSet('profile.smoking', ['never', 'occasionally', 'regularly', 'tryingToQuit']),
  },
  religion: {
    type: 'select_one',
    values: valueSet('profile.religion', [
      'notReligious',
      'christian',
      'catholic',
      'orthodox',
      'protestant',
      'muslim',
      'jewish',
      'hindu',
      'buddhist',
      'sikh',
      'spiritual',
      'other',
    ]),
  },
  ethnicity: {
    type: 'select_one',
    values: valueSet('profile.ethnicity', ['asian', 'black', 'hispanicLatino', 'indian', 'middleEastern', 'mixed', 'nativeAmerican', 'pacificIslander', 'white', 'other']),
  },
  accommodation: {
    type: 'select_one',
    values: valueSet('profile.accommodation', ['ownHome', 'renting', 'withRoommates', 'withParents', 'studentHousing']),
  },
  foreign_languages: {
    type: 'select_many',
    values: valueSet('profile.foreignLanguages', [
      'english',
      'spanish',
      'portuguese',
      'french',
      'german',
      'polish',
      'ukrainian',
      'russian',
      'hindi',
      'italian',
      'chinese',
      'japanese',
      'arabic',
      'turkish',
      'dutch',
      'korean',
    ]),
  },
  conversation_prompt: {
    type: 'select_one',
    values: valueSet('profile.conversationPrompt', [
      'perfectWeekend',
      'bestTrip',
      'hiddenTalent',
      'favouriteMeal',
      'lastBook',
      'dreamJob',
      'bucketList',
      'funFact',
    ]),
  },
} as const satisfies Record<string, SelectField>;
export type ProfileSelectFieldName = keyof typeof PROFILE_SELECT_FIELDS;

/** Height in cm and weight in kg (spec 1 §3 height/weight step). */
export const PROFILE_RANGE_FIELDS = {
  height: { type: 'range', min: 120, max: 220 },
  weight: { type: 'range', min: 40, max: 180 },
} as const satisfies Record<string, RangeField>;

export interface InterestCategory {
  id: number;
  slug: string;
  key: string;
  is_popular: boolean;
}

export interface Interest {
  id: number;
  slug: string;
  /** `interests.<slug>` */
  key: string;
  categoryId: number;
}

type CategorySeed = [slug: string, isPopular: boolean, interests: readonly string[]];

/**
 * The catalogue, by category. Interest ids run across categories in this order, so new
 * interests are appended to the end of the list (or to a new category at the end).
 */
const catalogue: readonly CategorySeed[] = [
  ['sports', true, ['running', 'gym', 'yoga', 'swimming', 'cycling', 'football', 'basketball', 'tennis', 'volleyball', 'martialArts', 'dancing', 'skiing']],
  ['music', true, ['pop', 'rock', 'hipHop', 'jazz', 'classicalMusic', 'electronic', 'indie', 'latinMusic', 'metal', 'concerts', 'playingGuitar', 'singing']],
  ['moviesAndTv', true, ['comedies', 'dramas', 'horror', 'sciFi', 'documentaries', 'anime', 'tvSeries', 'romanticComedies', 'thrillers', 'cinemaNights']],
  ['foodAndDrink', true, ['cooking', 'baking', 'coffee', 'wine', 'craftBeer', 'streetFood', 'vegetarian', 'sushi', 'brunch', 'fineDining']],
  ['travel', true, ['roadTrips', 'beachHolidays', 'backpacking', 'cityBreaks', 'camping', 'mountains', 'cruises', 'culturalTrips', 'weekendGetaways', 'soloTravel']],
  ['outdoors', false, ['hiking', 'fishing', 'gardening', 'climbing', 'sailing', 'surfing', 'picnics', 'nature', 'stargazing', 'birdwatching']],
  ['artsAndCulture', false, ['museums', 'theatre', 'photography', 'painting', 'poetry', 'architecture', 'opera', 'fashion', 'design', 'history']],
  ['games', false, ['boardGames', 'videoGames', 'chess', 'cardGames', 'puzzles', 'escapeRooms', 'esports', 'quizzes']],
  ['booksAndLearning', false, ['reading', 'fantasyBooks', 'crimeNovels', 'philosophy', 'psychology', 'science', 'learningLanguages', 'podcasts', 'writing', 'selfDevelopment']],
  ['pets', false, ['dogs', 'cats', 'horses', 'birds', 'aquariums', 'animalWelfare']],
  ['wellness', false, ['meditation', 'healthyEating', 'spa', 'astrology', 'volunteering', 'sustainability', 'mindfulness', 'pilates']],
  ['technology', false, ['gadgets', 'programming', 'startups', 'artificialIntelligence', 'cars', 'motorcycles', 'diy']],
  ['social', false, ['nightlife', 'festivals', 'karaoke', 'standUpComedy', 'friends', 'familyTime', 'shopping']],
];

export const INTEREST_CATEGORIES: readonly InterestCategory[] = catalogue.map(([slug, isPopular], index) => ({
  id: index + 1,
  slug,
  key: `interestCategories.${slug}`,
  is_popular: isPopular,
}));

export const INTERESTS: readonly Interest[] = catalogue.flatMap(([, , slugs], categoryIndex) => slugs.map((slug) => ({ slug, categoryId: categoryIndex + 1 }))).map(
  ({ slug, categoryId }, index) => ({ id: index + 1, slug, key: `interests.${slug}`, categoryId }),
);
