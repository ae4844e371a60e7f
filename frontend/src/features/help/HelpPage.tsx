import { Card, Col, Collapse, Flex, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';

/** How-to for the daily tasks, each with where it is done. */
export const HELP_TOPICS: { title: string; steps: string[]; link: { to: string; text: string } }[] = [
  {
    title: 'Register a seller',
    steps: ['Open Sellers and press New seller.', 'Fill in name, email and phone; the seller gets an e-mail to set a password.'],
    link: { to: '/sellers', text: 'Sellers' },
  },
  {
    title: 'Take in products',
    steps: [
      'Open Products and press New product.',
      'Take a photo: category and colour are suggested, the price is predicted.',
      'Print the label from the product sheet.',
    ],
    link: { to: '/products', text: 'Products' },
  },
  {
    title: 'Book a delivery for a seller',
    steps: [
      'Open Deliveries and press Schedule delivery.',
      'Pick the seller, the store, a date and a time (Paris time), then Schedule.',
      'Open a delivery to reschedule, cancel or mark it completed.',
    ],
    link: { to: '/deliveries/timeline', text: 'Deliveries' },
  },
  {
    title: 'Pay out store credits',
    steps: [
      'Open Payouts and press New payout, or use Payout on the seller.',
      'Check the bank account and the amount; the fee is shown live.',
      'Approve the payout once the money is sent; the receipt is a PDF.',
    ],
    link: { to: '/payouts', text: 'Payouts' },
  },
  {
    title: 'Correct a balance',
    steps: [
      'Open the seller and press Adjust.',
      "Use 'Store credits spent' with a negative amount when credits are used in the shop.",
      'A balance that would go negative asks for confirmation.',
    ],
    link: { to: '/sellers', text: 'Sellers' },
  },
  {
    title: 'Change opening hours for deliveries',
    steps: ['Settings › Stores › the store › Delivery settings.', 'Set the weekly hours, slot length and excluded dates.'],
    link: { to: '/settings/stores', text: 'Stores' },
  },
  {
    title: 'Tell all sellers something',
    steps: ['Settings › E-mails › New announcement.', 'Write the message; the preview shows the e-mail as sellers get it.'],
    link: { to: '/settings/emails', text: 'E-mails' },
  },
];

/** /help: how-to for daily tasks; reachable even while billing setup is required. */
export default function HelpPage() {
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Help
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card>
            <Collapse
              defaultActiveKey={[HELP_TOPICS[0]!.title]}
              items={HELP_TOPICS.map((topic) => ({
                key: topic.title,
                label: topic.title,
                children: (
                  <>
                    <ol style={{ paddingLeft: 20 }}>
                      {topic.steps.map((step) => (
                        <li key={step}>{step}</li>
                      ))}
                    </ol>
                    <Link to={topic.link.to}>Go to {topic.link.text}</Link>
                  </>
                ),
              }))}
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title="Shortcuts">
            <Typography.Paragraph>
              <Typography.Text keyboard>Ctrl</Typography.Text> + <Typography.Text keyboard>K</Typography.Text> searches sellers and
              products.
            </Typography.Paragraph>
            <Link to="/onboarding-wizard">Run the setup wizard again</Link>
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
