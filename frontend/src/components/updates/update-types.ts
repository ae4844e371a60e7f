import { UPDATE_TYPES, type UpdateType } from '@consign/contracts';
import { i18n } from '../../i18n';

/** How a kind of update is named on screen, in the current language (call at render time). */
export const updateTypeLabel = (type: UpdateType): string => i18n.t(`settings:updateTypes.${type}`);

/**
 * How each kind of update is named on screen. Each name is read when it is used, so it is in the language of
 * that moment (prefer `updateTypeLabel`).
 */
export const UPDATE_TYPE_LABELS: Readonly<Record<UpdateType, string>> = Object.defineProperties(
  {} as Record<UpdateType, string>,
  Object.fromEntries(UPDATE_TYPES.map((type) => [type, { get: () => updateTypeLabel(type), enumerable: true }])),
);
