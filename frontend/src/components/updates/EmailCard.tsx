import { Button, ConfigProvider, Typography, theme } from 'antd';
import { EMAIL_LAYOUT, isHttpUrl, type Cta, type OrganizationView, type UpdateBlock } from '@consign/contracts';
import { useTranslation } from 'react-i18next';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { brandTheme } from '../../app/theme';
import { RichText } from '../RichText';
import { toRichText } from './update-content';

interface Props {
  subject: string;
  body: readonly UpdateBlock[];
  cta?: Cta | null;
}

function Preview({ org, subject, body, cta }: Props & { org: OrganizationView | undefined }) {
  const { t } = useTranslation('updates');
  const { token } = theme.useToken();
  return (
    <div style={{ background: token.colorBgLayout, padding: 16, borderRadius: EMAIL_LAYOUT.borderRadiusPx }}>
      <article
        data-testid="email-card"
        style={{
          maxWidth: EMAIL_LAYOUT.maxWidthPx,
          margin: '0 auto',
          background: token.colorBgContainer,
          borderRadius: EMAIL_LAYOUT.borderRadiusPx,
          overflow: 'hidden',
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <header style={{ background: token.colorPrimary, color: token.colorTextLightSolid, padding: '16px 24px' }}>
          {org?.brand.logo ? <img src={org.brand.logo} alt={org.name} style={{ maxHeight: 32 }} /> : <strong>{org?.name}</strong>}
        </header>
        <div style={{ padding: '16px 24px 24px' }}>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {subject || t('card.noSubject')}
          </Typography.Title>
          <RichText content={toRichText(body, org?.currency ?? 'NOK')} />
          {isHttpUrl(cta?.url) && cta?.text ? (
            <Button type="primary" href={cta.url} target="_blank" style={{ marginTop: 8 }}>
              {cta.text}
            </Button>
          ) : null}
        </div>
      </article>
    </div>
  );
}

/**
 * The e-mail-like preview of an update (SPEC §9: at most 470 px wide, 16 px corners): the organization's
 * logo and colour, the subject, the same body.json the e-mail is rendered from, and the call to action. The colours
 * are the theme's, with the organization's brand colour as the primary (made readable, as in the back office).
 */
export function EmailCard(props: Props) {
  const { data: org } = useGetOrganizationQuery();
  return (
    <ConfigProvider theme={brandTheme(org?.brand.primaryColor)}>
      <Preview org={org} {...props} />
    </ConfigProvider>
  );
}
