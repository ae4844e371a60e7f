import { Button, Card, Descriptions, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { LANGUAGE_NAMES, formatBankAccount, formatPhone, type SellerView } from '@consign/contracts';
import type { SessionState } from '../../api/session.slice';

// Loaded when the seller presses Edit: antd's Form and Input are not on the portal's first screen.
const ProfileForm = lazy(() => import('./ProfileForm').then((m) => ({ default: m.ProfileForm })));
// antd's Select is not on the first screen either: until it is there, the choice reads as text.
const LanguageSelect = lazy(() => import('../../components/LanguageSelect').then((m) => ({ default: m.LanguageSelect })));

/** The seller's choice of language in words, while the select loads. */
function LanguageChoice() {
  const { t } = useTranslation(['portal', 'common', 'messages']);
  const language = useSelector((state: { session: SessionState }) => state.session.user?.language);
  return <>{language ? LANGUAGE_NAMES[language] : t('common:language.organizationDefault')}</>;
}

/** SPEC §5 Seller profile: names, phone and bank account are the seller's to change; the e-mail is not. The language is theirs too. */
export function ProfileCard({ seller }: { seller: SellerView }) {
  const { t } = useTranslation(['portal', 'common', 'messages']);
  const [editing, setEditing] = useState(false);
  return (
    <Card
      title={t('profile.title')}
      extra={
        editing ? null : (
          <Button type="link" onClick={() => setEditing(true)}>
            {t('profile.edit')}
          </Button>
        )
      }
    >
      {editing ? (
        <Suspense fallback={<Spin />}>
          <ProfileForm seller={seller} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('profile.name')}>{seller.fullName}</Descriptions.Item>
          <Descriptions.Item label={t('profile.email')}>{seller.email}</Descriptions.Item>
          <Descriptions.Item label={t('profile.phone')}>{seller.phonenumber ? formatPhone(seller.phonenumber) : '—'}</Descriptions.Item>
          <Descriptions.Item label={t('profile.bankAccount')}>
            {seller.bankAccountNumber ? formatBankAccount(seller.bankAccountNumber) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('profile.sellerNumber')}>{seller.accountNumberPadded}</Descriptions.Item>
          <Descriptions.Item label={t('common:language.label')}>
            <Suspense fallback={<LanguageChoice />}>
              <LanguageSelect />
            </Suspense>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
