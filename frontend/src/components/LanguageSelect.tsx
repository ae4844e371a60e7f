import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@consign/contracts';
import { useSetLanguageMutation } from '../api/auth.api';
import { useNotify } from './notify';
import { currentLanguage, languageOfUser } from '../i18n';
import type { SessionState } from '../api/session.slice';

/** The select's value for 'Organization default' (the API's null: antd's Select shows null as no value at all). */
const ORGANIZATION_DEFAULT = 'organization';

/**
 * The signed-in user's own language (portal profile, staff sidebar), saved as it is chosen (PUT /api/auth/language). A new language remounts the whole app
 * in it (LanguageProvider): that is the confirmation; a choice that keeps the language says it was saved.
 */
export function LanguageSelect() {
  const { t } = useTranslation();
  const notify = useNotify();
  const user = useSelector((state: { session: SessionState }) => state.session.user);
  const [setLanguage, { isLoading }] = useSetLanguageMutation();
  const choose = async (value: Language | typeof ORGANIZATION_DEFAULT) => {
    const before = currentLanguage();
    try {
      const updated = await setLanguage({ language: value === ORGANIZATION_DEFAULT ? null : value }).unwrap();
      if (languageOfUser(updated) === before) notify.success(t('language.saved'));
    } catch (error) {
      notify.error(error, t('language.failed'));
    }
  };
  return (
    <Select<Language | typeof ORGANIZATION_DEFAULT>
      aria-label={t('language.label')}
      prefix={<GlobalOutlined aria-hidden />}
      value={user?.language ?? ORGANIZATION_DEFAULT}
      loading={isLoading}
      disabled={isLoading}
      onChange={(value) => void choose(value)}
      popupMatchSelectWidth={false}
      style={{ width: '100%', maxWidth: 220 }}
      options={[
        { value: ORGANIZATION_DEFAULT, label: t('language.organizationDefault') },
        ...LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] })),
      ]}
    />
  );
}
