import { Button, Typography } from 'antd';
import { EMAIL_LAYOUT, isHttpUrl, type Cta, type UpdateBlock } from '@consign/contracts';
import { useTranslation } from 'react-i18next';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { RichText } from '../../components/RichText';
import { toRichText } from './update-content';

interface Props {
  subject: string;
  body: readonly UpdateBlock[];
  cta?: Cta | null;
}

/**
 * The e-mail-like preview of an update (SPEC §9: at most 470 px wide, 16 px corners): the organization's
 * logo and colour, the subject, the same body.json the e-mail is rendered from, and the call to action.
 */
export function EmailCard({ subject, body, cta }: Props) {
  const { t } = useTranslation('updates');
  const { data: org } = useGetOrganizationQuery();
  const color = org?.brand.primaryColor ?? '#2f6f5e';
  return (
    <div style={{ background: '#f4f6f5', padding: 16, borderRadius: EMAIL_LAYOUT.borderRadiusPx }}>
      <article
        data-testid="email-card"
        style={{
          maxWidth: EMAIL_LAYOUT.maxWidthPx,
          margin: '0 auto',
          background: '#fff',
          borderRadius: EMAIL_LAYOUT.borderRadiusPx,
          overflow: 'hidden',
          boxShadow: '0 1px 3px rgba(0,0,0,0.08)',
        }}
      >
        <header style={{ background: color, color: '#fff', padding: '16px 24px' }}>
          {org?.brand.logo ? <img src={org.brand.logo} alt={org.name} style={{ maxHeight: 32 }} /> : <strong>{org?.name}</strong>}
        </header>
        <div style={{ padding: '16px 24px 24px' }}>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {subject || t('card.noSubject')}
          </Typography.Title>
          <RichText content={toRichText(body, org?.currency ?? 'NOK')} />
          {isHttpUrl(cta?.url) && cta?.text ? (
            <Button type="primary" href={cta.url} target="_blank" style={{ background: color, marginTop: 8 }}>
              {cta.text}
            </Button>
          ) : null}
        </div>
      </article>
    </div>
  );
}
