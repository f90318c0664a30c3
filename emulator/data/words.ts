// Vocabulary for generated names and texts. Neutral, invented names only: no brands.

export const NAME_ADJECTIVES = [
  'Northwind', 'Silver', 'Quiet', 'Bright', 'Copper', 'Lantern', 'Maple', 'Harbor', 'Cedar', 'Golden',
  'Blue', 'Little', 'Old Town', 'Riverside', 'Summit', 'Velvet', 'Wild', 'Sunny', 'Iron', 'Paper',
  'Evergreen', 'Coral', 'Amber', 'Misty', 'Hidden',
];

export const NAME_NOUNS = [
  'Games', 'Coffee', 'Bakery', 'Books', 'Studio', 'Garden', 'Cycles', 'Records', 'Theatre', 'Kitchen',
  'Robotics', 'Gallery', 'Outfitters', 'Brewing', 'Clinic', 'Yoga', 'Pottery', 'Press', 'Foundation',
  'Radio', 'Tailors', 'Market', 'Observatory', 'Workshop', 'Athletics',
];

export const NAME_SUFFIXES = ['', '', '', ' Co', ' Collective', ' Club', ' House', ' Lab', ' Society', ' Network'];

/** Page categories by noun (first is the main one). */
export const CATEGORY_BY_NOUN: Record<string, string[]> = {
  Games: ['Video game publisher', 'Entertainment website'],
  Coffee: ['Coffee shop', 'Cafe'],
  Bakery: ['Bakery', 'Dessert shop'],
  Books: ['Bookstore', 'Publisher'],
  Studio: ['Design studio', 'Artist'],
  Garden: ['Garden center', 'Landscaping service'],
  Cycles: ['Bicycle shop', 'Sports & recreation'],
  Records: ['Record label', 'Musician/band'],
  Theatre: ['Performance venue', 'Arts & entertainment'],
  Kitchen: ['Restaurant', 'Caterer'],
  Robotics: ['Science, technology & engineering', 'Education'],
  Gallery: ['Art gallery', 'Museum'],
  Outfitters: ['Outdoor equipment store', 'Clothing store'],
  Brewing: ['Brewery', 'Bar'],
  Clinic: ['Medical & health', 'Veterinarian'],
  Yoga: ['Yoga studio', 'Health & wellness website'],
  Pottery: ['Arts & crafts store', 'Artist'],
  Press: ['News & media website', 'Newspaper'],
  Foundation: ['Nonprofit organization', 'Community organization'],
  Radio: ['Radio station', 'Podcast'],
  Tailors: ['Tailor', 'Clothing store'],
  Market: ['Farmers market', 'Grocery store'],
  Observatory: ['Science museum', 'Education'],
  Workshop: ['Community center', 'Education'],
  Athletics: ['Sports team', 'Amateur sports team'],
};

export const FIRST_NAMES = [
  'Ada', 'Bruno', 'Chiara', 'Dmitri', 'Elif', 'Farah', 'Goran', 'Hana', 'Ines', 'Jonas', 'Keiko', 'Lucas',
  'Maya', 'Nikhil', 'Olga', 'Pablo', 'Quinn', 'Rosa', 'Sami', 'Tomas', 'Uma', 'Viktor', 'Wen', 'Ximena',
  'Yusuf', 'Zoe', 'Amara', 'Bas', 'Carmen', 'Dario', 'Esme', 'Felix',
];

export const LAST_NAMES = [
  'Abara', 'Berg', 'Costa', 'Dimitrov', 'Ekdahl', 'Fontaine', 'Garcia', 'Haddad', 'Ito', 'Jensen',
  'Kowalski', 'Lindqvist', 'Moreau', 'Nakamura', 'Okafor', 'Petrov', 'Quispe', 'Rossi', 'Sato',
  'Tanaka', 'Ueda', 'Varga', 'Weber', 'Yilmaz', 'Zeller',
];

export const JOBS = [
  'Designer', 'Teacher', 'Nurse', 'Software engineer', 'Baker', 'Photographer', 'Carpenter', 'Editor',
  'Illustrator', 'Chef', 'Librarian', 'Pharmacist', 'Architect', 'Musician',
];

export const SCHOOLS = [
  'Riverside Community College', 'Northbridge University', 'Harbor Arts Academy', 'Lakeview Institute',
  'Summit Technical School', 'Old Town High School',
];

export const POST_OPENERS = [
  'Big news today:', 'Thank you all for', 'Behind the scenes of', 'We are excited to share', 'Throwback to',
  'Join us this weekend for', 'A quick update on', 'Meet the team behind', 'Our favourite moment from',
  'Tell us in the comments:', 'Fresh from the workshop:', 'Save the date for',
];

export const POST_TOPICS = [
  'the spring tournament', 'our new release', 'the community art wall', 'the night market', 'a rainy Sunday',
  'the charity run', 'the open studio day', 'our tenth anniversary', 'the harvest festival', 'a new recipe',
  'the summer camp', 'the workshop series', 'the puzzle challenge', 'the late-night stream', 'a local legend',
  'the repair cafe', 'our volunteers', 'the winter collection', 'the science fair', 'the mural project',
];

export const POST_CLOSERS = [
  'See you there!', 'What do you think?', 'Link in the comments.', 'Thanks for being here.',
  'More photos below.', 'Doors open at 10.', 'Share with a friend who needs this.', 'Stay tuned.',
  'Tickets are free.', 'Which one is your favourite?', '', '',
];

export const HASHTAGS = [
  'community', 'weekend', 'behindthescenes', 'newrelease', 'handmade', 'local', 'gamenight', 'art',
  'music', 'food', 'outdoors', 'science', 'festival', 'throwback', 'volunteer',
];

export const COMMENT_TEXTS = [
  'Love this!', 'Can\'t wait to see it.', 'Where can I find more info?', 'This made my day.',
  'Great work, everyone.', 'Is it open on Sunday too?', 'So proud of this team.', 'Beautiful photos!',
  'I was there last year, highly recommended.', 'Count me in.', 'Any tickets left?', 'Amazing as always.',
  'Which date exactly?', 'My kids loved it.', 'Finally!', 'Is there parking nearby?', 'Wow.',
  'Sharing with my friends.', 'Thanks for organising this.', 'The best one yet.',
];

export const REPLY_TEXTS = [
  'Same here!', 'Agreed.', 'Check the pinned post.', 'Yes, 10 to 4.', 'Thanks!', 'See you there.',
  'Good question.', 'It was great.', 'Haha, true.', 'Sent you a message.',
];

export const GROUP_TOPICS = [
  'Urban Sketchers', 'Home Bakers', 'Trail Runners', 'Board Game Night', 'Plant Swap', 'Retro Computing',
  'Film Photography', 'Bird Watchers', 'Indie Game Makers', 'Knitting Circle', 'Vegetable Growers',
  'Amateur Astronomers', 'Language Exchange', 'Bike Repair', 'Book Club', 'Street Food Lovers',
];

export const GROUP_RULES = [
  { title: 'Be kind and courteous', text: 'We are all in this together. Treat everyone with respect.' },
  { title: 'No hate speech or bullying', text: 'Bullying of any kind is not allowed.' },
  { title: 'No promotions or spam', text: 'Give more than you take. Self-promotion and spam are not allowed.' },
  { title: 'Respect everyone\'s privacy', text: 'What is shared in the group should stay in the group.' },
  { title: 'Stay on topic', text: 'Posts must be related to the group\'s subject.' },
  { title: 'Credit the original creator', text: 'Always name the author of work you share.' },
];

export const AD_PRODUCTS = [
  'starter kit', 'gift card', 'season pass', 'weekend workshop', 'limited edition', 'subscription box',
  'family ticket', 'repair service', 'online course', 'travel mug', 'board game', 'art print',
];

export const AD_HOOKS = [
  'Get 20% off our', 'Discover the new', 'Last chance to grab the', 'Try our', 'Now available: the',
  'Free shipping on the', 'Book your', 'Meet the all-new',
];

export const VIDEO_TITLES = [
  'Highlights from', 'A walk through', 'Making of', 'Live from', 'Five minutes with', 'Recap:',
  'Tutorial:', 'First look at',
];

export const TRACKS = [
  { title: 'Morning Tide', artist: 'The Lanterns' },
  { title: 'Paper Planes', artist: 'Coral Avenue' },
  { title: 'Night Drive', artist: 'Velvet Static' },
  { title: 'Golden Hour', artist: 'Maple & Ash' },
  { title: 'Original audio', artist: '' },
];

export const REACTION_TYPES = ['Like', 'Love', 'Haha', 'Wow', 'Sad', 'Angry'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

/** Cities with fixed location ids (the same for every seed). */
export const LOCATIONS = [
  { uid: '106377336067638', name: 'Lisbon', address: 'Lisbon, Portugal', country: 'PT' },
  { uid: '108424279189115', name: 'Austin', address: 'Austin, Texas, United States', country: 'US' },
  { uid: '110714572282163', name: 'Osaka', address: 'Osaka, Japan', country: 'JP' },
  { uid: '112604772085346', name: 'Toronto', address: 'Toronto, Ontario, Canada', country: 'CA' },
  { uid: '114952118516947', name: 'Berlin', address: 'Berlin, Germany', country: 'DE' },
  { uid: '115440481803904', name: 'Nairobi', address: 'Nairobi, Kenya', country: 'KE' },
  { uid: '106078429431815', name: 'London', address: 'London, United Kingdom', country: 'GB' },
  { uid: '108205955874066', name: 'Melbourne', address: 'Melbourne, Victoria, Australia', country: 'AU' },
  { uid: '111983945494775', name: 'Mexico City', address: 'Mexico City, Mexico', country: 'MX' },
  { uid: '108212625870265', name: 'Paris', address: 'Paris, France', country: 'FR' },
  { uid: '109190549108355', name: 'Sao Paulo', address: 'Sao Paulo, Brazil', country: 'BR' },
  { uid: '116045151742857', name: 'Seoul', address: 'Seoul, South Korea', country: 'KR' },
  { uid: '110970792263260', name: 'Portland', address: 'Portland, Oregon, United States', country: 'US' },
  { uid: '112548152092705', name: 'Porto', address: 'Porto, Portugal', country: 'PT' },
  { uid: '108056275889020', name: 'Lisbon Oceanarium', address: 'Esplanada Dom Carlos I, Lisbon, Portugal', country: 'PT' },
  { uid: '113317605345751', name: 'Austin Convention Center', address: '500 E Cesar Chavez St, Austin, Texas', country: 'US' },
] as const;

/** Countries accepted by the ads operations. */
export const COUNTRIES = [
  ['AR', 'Argentina'], ['AU', 'Australia'], ['AT', 'Austria'], ['BE', 'Belgium'], ['BR', 'Brazil'],
  ['CA', 'Canada'], ['CL', 'Chile'], ['CO', 'Colombia'], ['CZ', 'Czechia'], ['DK', 'Denmark'],
  ['EG', 'Egypt'], ['FI', 'Finland'], ['FR', 'France'], ['DE', 'Germany'], ['GR', 'Greece'],
  ['IN', 'India'], ['ID', 'Indonesia'], ['IE', 'Ireland'], ['IT', 'Italy'], ['JP', 'Japan'],
  ['KE', 'Kenya'], ['KR', 'South Korea'], ['MX', 'Mexico'], ['NL', 'Netherlands'], ['NZ', 'New Zealand'],
  ['NG', 'Nigeria'], ['NO', 'Norway'], ['PE', 'Peru'], ['PH', 'Philippines'], ['PL', 'Poland'],
  ['PT', 'Portugal'], ['RO', 'Romania'], ['ZA', 'South Africa'], ['ES', 'Spain'], ['SE', 'Sweden'],
  ['CH', 'Switzerland'], ['TR', 'Turkey'], ['GB', 'United Kingdom'], ['US', 'United States'], ['VN', 'Vietnam'],
] as const;

export const AD_PLATFORMS = ['SOCIAL', 'PHOTO', 'CHAT', 'PARTNER_NETWORK'] as const;

/** Impression ranges, lowest first; the index is the rank used by sort_data=impressions. */
export const IMPRESSION_RANGES = [
  '<1K', '1K-5K', '5K-10K', '10K-50K', '50K-100K', '100K-500K', '500K-1M', '>1M',
] as const;
