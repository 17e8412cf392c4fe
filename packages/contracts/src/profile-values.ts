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

/**
 * The categories in id order (append-only). Popular ones are listed first wherever categories
 * are shown (spec 1 §3).
 */
const CATEGORY_SEEDS: readonly (readonly [slug: string, isPopular: boolean])[] = [
  ['sports', true],
  ['music', true],
  ['moviesAndTv', true],
  ['foodAndDrink', true],
  ['travel', true],
  ['outdoors', true],
  ['artsAndCulture', false],
  ['games', false],
  ['booksAndLearning', false],
  ['pets', false],
  ['wellness', false],
  ['technology', false],
  ['social', false],
  ['creativity', false],
  ['homeAndFamily', false],
  ['fashionAndBeauty', false],
  ['careerAndMoney', false],
  ['spirituality', false],
  ['watchingSports', false],
];

type Edition = readonly (readonly [category: string, interests: readonly string[]])[];

/**
 * The interests in editions. Ids run through the editions in order, and inside an edition
 * through its lists in order. A new interest therefore goes into a new edition at the end,
 * never into an earlier list, where it would shift every later id and break stored profiles.
 */
const EDITIONS: readonly Edition[] = [
  // Ids 1–120.
  [
    ['sports', ['running', 'gym', 'yoga', 'swimming', 'cycling', 'football', 'basketball', 'tennis', 'volleyball', 'martialArts', 'dancing', 'skiing']],
    ['music', ['pop', 'rock', 'hipHop', 'jazz', 'classicalMusic', 'electronic', 'indie', 'latinMusic', 'metal', 'concerts', 'playingGuitar', 'singing']],
    ['moviesAndTv', ['comedies', 'dramas', 'horror', 'sciFi', 'documentaries', 'anime', 'tvSeries', 'romanticComedies', 'thrillers', 'cinemaNights']],
    ['foodAndDrink', ['cooking', 'baking', 'coffee', 'wine', 'craftBeer', 'streetFood', 'vegetarian', 'sushi', 'brunch', 'fineDining']],
    ['travel', ['roadTrips', 'beachHolidays', 'backpacking', 'cityBreaks', 'camping', 'mountains', 'cruises', 'culturalTrips', 'weekendGetaways', 'soloTravel']],
    ['outdoors', ['hiking', 'fishing', 'gardening', 'climbing', 'sailing', 'surfing', 'picnics', 'nature', 'stargazing', 'birdwatching']],
    ['artsAndCulture', ['museums', 'theatre', 'photography', 'painting', 'poetry', 'architecture', 'opera', 'fashion', 'design', 'history']],
    ['games', ['boardGames', 'videoGames', 'chess', 'cardGames', 'puzzles', 'escapeRooms', 'esports', 'quizzes']],
    ['booksAndLearning', ['reading', 'fantasyBooks', 'crimeNovels', 'philosophy', 'psychology', 'science', 'learningLanguages', 'podcasts', 'writing', 'selfDevelopment']],
    ['pets', ['dogs', 'cats', 'horses', 'birds', 'aquariums', 'animalWelfare']],
    ['wellness', ['meditation', 'healthyEating', 'spa', 'astrology', 'volunteering', 'sustainability', 'mindfulness', 'pilates']],
    ['technology', ['gadgets', 'programming', 'startups', 'artificialIntelligence', 'cars', 'motorcycles', 'diy']],
    ['social', ['nightlife', 'festivals', 'karaoke', 'standUpComedy', 'friends', 'familyTime', 'shopping']],
  ],
  // Ids 121–301.
  [
    ['sports', ['golf', 'boxing', 'badminton', 'tableTennis', 'crossfit', 'rowing', 'skateboarding', 'snowboarding', 'iceSkating', 'hockey', 'cricket', 'marathons', 'triathlon', 'horseRiding', 'bowling']],
    ['music', ['rnb', 'reggae', 'blues', 'countryMusic', 'kpop', 'soul', 'folkMusic', 'punk', 'vinyl', 'playingPiano', 'djing', 'drums']],
    ['moviesAndTv', ['actionMovies', 'animation', 'classicFilms', 'fantasyFilms', 'crimeSeries', 'realityShows', 'arthouseCinema', 'superheroMovies', 'bollywood', 'sitcoms', 'telenovelas']],
    ['foodAndDrink', ['vegan', 'tea', 'cocktails', 'barbecue', 'italianCuisine', 'asianCuisine', 'mexicanCuisine', 'indianCuisine', 'desserts', 'cheese', 'newRestaurants']],
    ['travel', ['safari', 'trainJourneys', 'luxuryTravel', 'islandHopping', 'skiHolidays', 'historicSites', 'vanLife', 'wellnessRetreats', 'exploringMyCity']],
    ['outdoors', ['kayaking', 'scubaDiving', 'snorkelling', 'trailRunning', 'mountainBiking', 'mushroomPicking', 'paragliding', 'rafting', 'walksInThePark', 'sunsets', 'skydiving']],
    ['artsAndCulture', ['ballet', 'sculpture', 'artGalleries', 'streetArt', 'contemporaryArt', 'musicals', 'interiorDesign', 'vintage', 'tattoos']],
    ['games', ['tabletopRolePlaying', 'crosswords', 'sudoku', 'poker', 'mobileGames', 'retroGaming', 'billiards', 'darts', 'paintball', 'backgammon']],
    ['booksAndLearning', ['sciFiBooks', 'romanceNovels', 'biographies', 'comics', 'audiobooks', 'bookClubs', 'onlineCourses', 'astronomy', 'economics', 'politics']],
    ['pets', ['rabbits', 'reptiles', 'dogTraining', 'wildlife', 'farmAnimals']],
    ['wellness', ['massage', 'sauna', 'breathwork', 'skincare', 'mentalHealth', 'journaling', 'winterSwimming', 'taiChi']],
    ['technology', ['virtualReality', 'robotics', 'cryptocurrency', 'spaceExploration', 'smartHome', 'webDesign', 'electricCars', 'drones', 'threeDPrinting']],
    ['social', ['houseParties', 'dinnerParties', 'meetingNewPeople', 'networking', 'languageExchange', 'charityEvents', 'pubs', 'cafes']],
    ['creativity', ['drawing', 'knitting', 'sewing', 'pottery', 'woodworking', 'embroidery', 'jewelleryMaking', 'candleMaking', 'origami', 'scrapbooking', 'flowerArranging', 'calligraphy']],
    ['homeAndFamily', ['parenting', 'houseplants', 'homeRenovation', 'minimalism', 'cosyNightsIn', 'familyTraditions', 'hostingGuests']],
    ['fashionAndBeauty', ['streetwear', 'sneakers', 'makeup', 'hairstyling', 'perfume', 'jewellery', 'nailArt', 'thrifting', 'luxuryBrands', 'sustainableFashion']],
    ['careerAndMoney', ['investing', 'personalFinance', 'realEstate', 'marketing', 'leadership', 'publicSpeaking', 'careerGrowth', 'remoteWork', 'sideProjects', 'entrepreneurship']],
    ['spirituality', ['tarot', 'numerology', 'faith', 'spiritualRetreats', 'reiki', 'crystals', 'fengShui']],
    ['watchingSports', ['watchingFootball', 'formulaOne', 'mma', 'olympics', 'watchingTennis', 'watchingBasketball', 'watchingCricket']],
  ],
];

export const INTEREST_CATEGORIES: readonly InterestCategory[] = CATEGORY_SEEDS.map(([slug, isPopular], index) => ({
  id: index + 1,
  slug,
  key: `interestCategories.${slug}`,
  is_popular: isPopular,
}));

/** The order categories are shown in: popular first, then by id (spec 1 §3). */
export const INTEREST_CATEGORIES_SHOWN: readonly InterestCategory[] = [...INTEREST_CATEGORIES].sort(
  (a, b) => Number(b.is_popular) - Number(a.is_popular) || a.id - b.id,
);

const categoryIdBySlug = new Map(INTEREST_CATEGORIES.map((category) => [category.slug, category.id]));

export const INTERESTS: readonly Interest[] = EDITIONS.flat()
  .flatMap(([category, slugs]) => {
    const categoryId = categoryIdBySlug.get(category);
    if (categoryId === undefined) throw new Error(`Interest category "${category}" is not declared`);
    return slugs.map((slug) => ({ slug, categoryId }));
  })
  .map(({ slug, categoryId }, index) => ({ id: index + 1, slug, key: `interests.${slug}`, categoryId }));
