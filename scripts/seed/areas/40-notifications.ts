import type { UpdateView } from '@consign/contracts';
import type { AreaSeed } from '../seed';

const WELCOME = 'Welcome to our new seller portal';

/** E-mail settings and a welcome announcement to every seller, per demo organization; safe to run again. */
export const seed: AreaSeed = async (ctx) => {
  for (const [email, org, name] of [
    ['staff@demo.test', 'demo', 'Demo Resale'],
    ['staff@other.test', 'other', 'Other Resale'],
  ] as const) {
    const staff = await ctx.as(email);
    await staff.call('PATCH', `/api/${org}/emails/settings`, {
      senderName: name,
      replyTo: `hello@${org}.test`,
      footer: `${name} · You receive this e-mail because you consign items with us.`,
    });
    const announced = await staff.call<{ data: UpdateView[] }>('GET', `/api/next/${org}/updates?type=announcement`);
    if (announced.data.some((u) => u.subject === WELCOME)) continue;
    await staff.call('POST', `/api/${org}/updates`, {
      subject: WELCOME,
      body: [
        {
          type: 'paragraph',
          children: [{ text: 'Here you can follow your ' }, { text: 'products', bold: true }, { text: ', earnings and deliveries.' }],
        },
        {
          type: 'bulleted-list',
          children: [
            { type: 'list-item', children: [{ text: 'Book a delivery slot before you bring your items.' }] },
            {
              type: 'list-item',
              children: [{ text: 'Request a payout when you have ' }, { text: 'store credits', underline: true }, { text: '.' }],
            },
          ],
        },
      ],
      cta: { url: `${ctx.gatewayUrl}/`, text: 'Open the portal' },
    });
    ctx.log(`notifications: announced "${WELCOME}" in ${org}`);
  }
};
