import { sellerSearchTerms } from '../src/domain/seller-search';

test.each([
  ['kari.hansen@gmail.com', 'kari.hansen@'],
  ['  Kari.H@Gmail.com ', 'Kari.H@'],
  ['+47 901 54 321', '154321'],
  ['4790154321', '154321'],
])("'%s': the index looks up '%s', a part of the text every match holds, and the search does not walk the list", (query, lookup) => {
  const terms = sellerSearchTerms(query);
  expect(terms.lookup).toBe(lookup);
  expect(terms.text).toContain(lookup);
  expect(terms.specific).toBe(true);
});

test.each(['@gmail.com', 'ab@gmail.com', 'gmail', 'Nils Berg', '199995', '0012', '912 34', 'a'])(
  "'%s' is looked up whole and may walk the list (a domain, a name, an account number, a short number)",
  (query) => {
    const terms = sellerSearchTerms(query);
    expect(terms.lookup).toBe(terms.text);
    expect(terms.specific).toBe(false);
  },
);

test('a number keeps its account prefix whatever the lookup', () => {
  expect(sellerSearchTerms('+47 901 54 321')).toMatchObject({ text: '4790154321', accountPrefix: '4790154321', short: false });
});

test.each([
  ['kari.hansen@gmail.com', 'kari.hansen'],
  ['  Kari.H@Gmail.com ', 'Kari.H'],
  ['hansen kari@gm', 'kari'],
  ['bench154321@', 'bench154321'],
])("'%s': the e-mail's own part ends with '%s', which its own index looks up", (query, tail) => {
  expect(sellerSearchTerms(query)).toMatchObject({ emailTail: tail, specific: true });
});

test.each([
  'Nils Berg',
  'ab@gmail.com',
  'hansen ab@gmail.com',
  '@gmail.com',
  'a@b@c.no',
  'kåre@hotmail.com',
  '+47 901 54 321',
  'kari.hansen',
])("'%s' has no e-mail tail (no single @, under three characters before it, not plain ASCII, or a number)", (query) => {
  expect(sellerSearchTerms(query).emailTail).toBeNull();
});

test.each([
  ['Nils Berg', { firstEnd: 'Nils', lastStart: 'Berg' }],
  ['  ari ber ', { firstEnd: 'ari', lastStart: 'ber' }],
  ['Åse Ødegård', { firstEnd: 'Åse', lastStart: 'Ødegård' }],
  ['marie vik', { firstEnd: 'marie', lastStart: 'vik' }],
])("'%s' is two words: a first name's end and a last name's start, which the names' index looks up", (query, words) => {
  expect(sellerSearchTerms(query).nameApart).toEqual(words);
});

test.each(['nilsberg', 'ni berg', 'nils  berg', 'anne marie vik', 'kari h@gmail.com', '412 34', 'nils berg\u{1F600}', '\u{E000}nils berg'])(
  "'%s' is no two words the names' index can look up (one word, a short first, three, an @, a number, an end past the ordinary)",
  (query) => {
    expect(sellerSearchTerms(query).nameApart).toBeNull();
  },
);
