import { catalogueKeys, catalogueProblems } from '@consign/kit/i18n';
import { catalogues } from '../src/i18n';

test('the Norwegian catalogue of the PDFs has the English keys, and every text is ICU with the English placeholders', () => {
  expect(catalogueKeys(catalogues.nb)).toEqual(catalogueKeys(catalogues.en));
  expect(catalogueProblems(catalogues)).toEqual([]);
});
