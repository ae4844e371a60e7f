import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The house style of frontend/README.md, checked on the source: what a reviewer would otherwise have to catch.

const SRC = path.join(__dirname, '..', 'src');

function sources(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sources().map((file) => ({ name: path.relative(SRC, file).split(path.sep).join('/'), text: readFileSync(file, 'utf8') }));

/** The modules a file imports (static and lazy), as paths relative to src without their ending. */
function importsOf(file: { name: string; text: string }): string[] {
  const specs = [...file.text.matchAll(/(?:from\s+|import\()\s*'(\.[^']+)'/g)].map((m) => m[1]!);
  return specs.map((spec) => path.posix.normalize(path.posix.join(path.posix.dirname(file.name), spec)));
}

/** 'features/settings/SectionForm' → 'settings'; anything outside features → null. */
const featureOf = (module: string) => /^features\/([^/.]+)\//.exec(module)?.[1] ?? null;

/**
 * Composition, the one way a feature uses another (README, "Sharing"): a screen showing another feature's screen,
 * step or flow. Importer → the modules it may take from another feature.
 */
const COMPOSITION: Record<string, string[]> = {
  'features/onboarding/OnboardingWizardPage.tsx': [
    'features/coworkers/CoworkerForm',
    'features/settings/SectionForm',
    'features/settings/StoresSettingsPage',
    'features/settings/organization-fields',
  ],
  'features/settings/settings.routes.tsx': ['features/billing/BillingPage'],
  'features/settings/EmailsSettingsPage.tsx': ['features/updates/AnnouncementComposer', 'features/updates/UpdatesList'],
  'features/portal/DeliveriesCard.tsx': ['features/deliveries/booking/BookingForm', 'features/deliveries/booking/DeliveryDetails'],
};

test('a feature imports no other feature, but for the screens it composes; shared layers import no feature', () => {
  const crossing = files.flatMap((file) => {
    const from = featureOf(file.name);
    // The app shell and the sheet registry put the features together.
    if (file.name.startsWith('app/') || file.name === 'sheets/registry.tsx') return [];
    return importsOf(file)
      .filter((module) => featureOf(module) && featureOf(module) !== from && !COMPOSITION[file.name]?.includes(module))
      .map((module) => `${file.name} → ${module}`);
  });
  expect(crossing).toEqual([]);
});

test('no literal colour outside app/theme.ts: colours are theme tokens', () => {
  const literal = /['"`]#[0-9a-f]{3,8}['"`]|\b(?:rgba?|hsla?)\(/i;
  expect(files.filter((file) => file.name !== 'app/theme.ts' && literal.test(file.text)).map((file) => file.name)).toEqual([]);
});

test('every form ends with FormActions: no submit button of its own (an inline one-line form aside)', () => {
  const own = files.filter(
    (file) =>
      file.name !== 'components/FormActions.tsx' && file.text.includes('htmlType="submit"') && !file.text.includes('layout="inline"'),
  );
  expect(own.map((file) => file.name)).toEqual([]);
});
