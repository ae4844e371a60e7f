import { CameraOutlined, DeleteOutlined, FilePdfOutlined } from '@ant-design/icons';
import { currencyFractionDigits, formatAmount, toMajor, toMinor, type ProductView, type SaleView } from '@consign/contracts';
import { Alert, Button, Card, Empty, Flex, Input, Table, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productsApi } from '../../api/products.api';
import { useCreateSaleMutation } from '../../api/sales.api';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { useGetSellerAccountQuery } from '../../api/portal.api';
import { StorePicker } from '../../components/StorePicker';
import { Form } from '../../components/Form';
import { useConfirm } from '../../components/confirm';
import { useNotify } from '../../components/notify';
import { formatMajor, formatQuantity } from '../../components/format';
import { currentLanguage } from '../../i18n';
import { useOpenPdf } from '../../components/use-open-pdf';
import { useDefaultStore } from '../../components/default-store';
import { PaymentRow, storeCreditProblem, type Payment } from './PaymentRow';
import { priceBasket, type LineEdit, type PricingError } from './basket-pricing';
import { CameraScanner } from './CameraScanner';
import { DayReport } from './DayReport';
import { EmailReceipt } from './EmailReceipt';
import { ReturnCard } from './ReturnCard';

/** The receipt's two layouts: the till's 80 mm roll and an A4 page. */
const RECEIPT_FORMATS = ['roll', 'a4'] as const;

interface Line {
  product: ProductView;
  /** A typed sale price or discount; none: the listed price. */
  edit?: LineEdit;
}

/** /checkout: scan items into a basket, take payment, print the receipt; returns and the day report beside it. */
export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const { data: org } = useGetOrganizationQuery();
  const currency = org?.currency ?? 'NOK';
  const digits = currencyFractionDigits(currency);
  const money = (major: number) => formatMajor(major, currency);
  // A typed amount is shown and exemplified with the language's decimal mark (both marks are read).
  const decimal = currentLanguage() === 'nb' ? ',' : '.';
  const pricingText = (error: PricingError | undefined) =>
    error === undefined ? undefined : t(`pricing.${error}`, { example: formatQuantity(digits ? 100.5 : 100, digits) });
  const defaultStore = useDefaultStore();
  const [storeId, setStoreId] = useState<string | undefined>(defaultStore ?? undefined);
  const [scan, setScan] = useState('');
  const [matches, setMatches] = useState<ProductView[]>([]);
  const [lines, setLines] = useState<Line[]>([]);
  const [basketDiscount, setBasketDiscount] = useState('');
  const [camera, setCamera] = useState(false);
  const [payments, setPayments] = useState<Payment[]>([{ method: 'cash' }]);
  const [lastSale, setLastSale] = useState<SaleView>();
  const idempotencyKey = useRef(crypto.randomUUID());
  const scanRef = useRef<React.ComponentRef<typeof Input>>(null);
  const [search, searching] = productsApi.endpoints.listProducts.useLazyQuery();
  const [createSale, selling] = useCreateSaleMutation();
  const confirm = useConfirm();
  const notify = useNotify();
  const receipt = useOpenPdf(t('lastSale.receiptFailed'));

  const add = (product: ProductView) => {
    setMatches([]);
    setScan('');
    if (lines.some((l) => l.product.id === product.id)) return notify.error(null, t('basket.sameProductTwice'));
    setLines((current) => [...current, { product }]);
    scanRef.current?.focus();
  };

  const lookUp = async (typed: string) => {
    const text = typed.trim();
    if (!text) return;
    try {
      const found = (await search({ query: text, statuses: ['active'], take: 10, skip: 0 }).unwrap()).data;
      // A scanned label is the SKU, with or without its zero padding.
      const exact = /^\d+$/.test(text) ? found.find((p) => p.sku === Number(text)) : undefined;
      if (exact || found.length === 1) add(exact ?? found[0]!);
      else if (found.length === 0) notify.error(null, t('basket.nothingMatches', { text }));
      else setMatches(found);
    } catch (error) {
      notify.error(error, t('basket.searchFailed'));
    }
  };

  const basket = priceBasket(
    lines.map((l) => ({ listed: toMinor(l.product.price, digits), ...(l.edit ? { edit: l.edit } : {}) })),
    basketDiscount,
    digits,
  );
  const prices = basket.prices.map((p) => (p === undefined ? undefined : toMajor(p, digits)));
  const priced = basket.basketError === undefined && basket.lineErrors.every((e) => e === undefined);
  const total = toMajor(basket.total, digits);
  const shownAmount = (minor: number | undefined) => (minor === undefined ? '' : formatAmount(minor, { decimal, fractionDigits: digits }));
  const editLine = (i: number, edit: LineEdit) => setLines((current) => current.map((x, j) => (j === i ? { ...x, edit } : x)));
  const named = payments.reduce((sum, p) => sum + (p.amount ?? 0), 0);
  const open = payments.filter((p) => p.amount === undefined).length;
  const paid = open ? Math.max(total, named) : named;
  const change = Math.max(0, paid - total);
  const paying = (p: Payment) => p.amount ?? Math.max(total - named, 0);
  // One consignor's credit per sale (the API's rule): the row shows it, the page holds Complete back on it.
  const credit = payments.find((p) => p.method === 'store_credit');
  const { data: creditAccount } = useGetSellerAccountQuery(credit?.sellerId ?? '', { skip: !credit?.sellerId });
  const creditProblem = credit ? storeCreditProblem(credit, paying(credit), total, creditAccount?.available, money) : null;

  const complete = () => {
    if (!storeId || lines.length === 0 || !priced) return;
    void confirm({
      title: t('payment.confirmTitle', { count: lines.length, total: money(total) }),
      content: change > 0 ? t('payment.changeToGive', { amount: money(change) }) : undefined,
      okText: t('payment.completeSale'),
      onOk: async () => {
        try {
          const sale = await createSale({
            storeId,
            items: lines.map((l, i) => ({ productId: l.product.id, ...(prices[i] !== l.product.price ? { price: prices[i] } : {}) })),
            payment: payments.map((p) => ({
              method: p.method,
              ...(p.amount !== undefined ? { amount: p.amount } : {}),
              ...(p.method === 'store_credit' && p.sellerId ? { sellerId: p.sellerId } : {}),
            })),
            idempotencyKey: idempotencyKey.current,
          }).unwrap();
          notify.success(t('payment.completed', { number: sale.numberPadded }));
          setLastSale(sale);
          setLines([]);
          setBasketDiscount('');
          setPayments([{ method: 'cash' }]);
          idempotencyKey.current = crypto.randomUUID();
        } catch (error) {
          notify.error(error, t('payment.notCompleted'));
        }
      },
      // The next customer's first scan: Complete is disabled with the basket empty, so the focus antd gives back
      // to it would be lost.
      afterClose: () => scanRef.current?.focus(),
    });
  };

  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('page.title')}
        </Typography.Title>
        <div style={{ minWidth: 220 }}>
          <StorePicker aria-label={t('page.store')} placeholder={t('page.store')} value={storeId} onChange={setStoreId} />
        </div>
      </Flex>
      <Card title={t('basket.title')}>
        <Flex vertical gap={12}>
          <Flex gap={8}>
            <Input
              ref={scanRef}
              autoFocus
              aria-label={t('basket.scanLabel')}
              placeholder={t('basket.scanPlaceholder')}
              value={scan}
              onChange={(e) => setScan(e.target.value)}
              onPressEnter={() => void lookUp(scan)}
            />
            <Button loading={searching.isFetching} onClick={() => void lookUp(scan)}>
              {t('basket.add')}
            </Button>
            <Button icon={<CameraOutlined />} onClick={() => setCamera(true)}>
              {t('basket.camera')}
            </Button>
          </Flex>
          <CameraScanner
            open={camera}
            onClose={() => {
              setCamera(false);
              scanRef.current?.focus();
            }}
            onDecoded={(text) => {
              setCamera(false);
              void lookUp(text);
            }}
          />
          {matches.length > 0 && (
            <Flex gap={8} wrap role="list" aria-label={t('basket.matches')}>
              {matches.map((p) => (
                <Button key={p.id} role="listitem" onClick={() => add(p)}>
                  {p.skuPadded} · {p.name} · {money(p.price)}
                </Button>
              ))}
            </Flex>
          )}
          <Table<Line>
            rowKey={(l) => l.product.id}
            dataSource={lines}
            pagination={false}
            locale={{ emptyText: <Empty description={t('basket.empty')} /> }}
            columns={[
              { title: t('basket.item'), render: (_, l) => `${l.product.skuPadded} · ${l.product.name}` },
              { title: t('basket.seller'), render: (_, l) => l.product.seller?.fullName ?? '' },
              { title: t('basket.listed'), align: 'right', render: (_, l) => money(l.product.price) },
              {
                title: t('basket.salePrice'),
                render: (_, l, i) => (
                  <Form.Item
                    style={{ margin: 0 }}
                    validateStatus={basket.lineErrors[i] && l.edit?.field === 'price' ? 'error' : undefined}
                    help={l.edit?.field === 'price' ? pricingText(basket.lineErrors[i]) : undefined}
                  >
                    <Input
                      aria-label={t('basket.salePriceOf', { sku: l.product.skuPadded })}
                      inputMode="decimal"
                      suffix={currency}
                      // Typing a price replaces the discount; otherwise the field shows what the discount leaves.
                      value={l.edit?.field === 'price' ? l.edit.text : shownAmount(basket.own[i])}
                      onChange={(e) => editLine(i, { field: 'price', text: e.target.value })}
                    />
                  </Form.Item>
                ),
              },
              {
                title: t('basket.discount'),
                render: (_, l, i) => (
                  <Form.Item
                    style={{ margin: 0 }}
                    validateStatus={basket.lineErrors[i] && l.edit?.field === 'discount' ? 'error' : undefined}
                    help={l.edit?.field === 'discount' ? pricingText(basket.lineErrors[i]) : undefined}
                  >
                    <Input
                      aria-label={t('basket.discountOn', { sku: l.product.skuPadded })}
                      placeholder={t('basket.discountPlaceholder')}
                      value={l.edit?.field === 'discount' ? l.edit.text : ''}
                      onChange={(e) => editLine(i, { field: 'discount', text: e.target.value })}
                    />
                  </Form.Item>
                ),
              },
              {
                title: t('basket.toPay'),
                align: 'right',
                render: (_, l, i) => (
                  <span aria-label={t('basket.toPayFor', { sku: l.product.skuPadded })}>
                    {prices[i] === undefined ? '—' : money(prices[i])}
                  </span>
                ),
              },
              {
                title: '',
                render: (_, l) => (
                  <Button
                    aria-label={t('basket.remove', { sku: l.product.skuPadded })}
                    icon={<DeleteOutlined />}
                    onClick={() => setLines((current) => current.filter((x) => x !== l))}
                  />
                ),
              },
            ]}
          />
          <Flex gap={8} align="center">
            <Form.Item
              label={t('basket.basketDiscount')}
              htmlFor="basket-discount"
              style={{ margin: 0 }}
              validateStatus={basket.basketError ? 'error' : undefined}
              help={pricingText(basket.basketError)}
            >
              <Input
                id="basket-discount"
                placeholder={t('basket.discountPlaceholder')}
                style={{ width: 160 }}
                value={basketDiscount}
                onChange={(e) => setBasketDiscount(e.target.value)}
              />
            </Form.Item>
            <Typography.Title level={4} style={{ margin: '0 0 0 auto' }} aria-label={t('basket.total')}>
              {t('basket.totalAmount', { amount: money(total) })}
            </Typography.Title>
          </Flex>
        </Flex>
      </Card>
      <Card title={t('payment.title')}>
        <Flex vertical gap={8}>
          {payments.map((p, i) => (
            <PaymentRow
              key={i}
              index={i}
              payment={p}
              paying={paying(p)}
              total={total}
              currency={currency}
              money={money}
              removable={payments.length > 1}
              onChange={(payment) => setPayments((current) => current.map((x, j) => (j === i ? payment : x)))}
              onRemove={() => setPayments((c) => c.filter((_, j) => j !== i))}
            />
          ))}
          <Flex gap={8} align="center">
            <Button onClick={() => setPayments((c) => [...c, { method: 'card' }])}>{t('payment.split')}</Button>
            {change > 0 && <Typography.Text strong>{t('payment.change', { amount: money(change) })}</Typography.Text>}
            <Button
              type="primary"
              size="large"
              style={{ marginLeft: 'auto' }}
              disabled={!storeId || lines.length === 0 || !priced || creditProblem !== null}
              loading={selling.isLoading}
              onClick={complete}
            >
              {t('payment.completeSale')}
            </Button>
          </Flex>
          {!storeId && <Alert type="info" showIcon title={t('page.chooseStore')} />}
        </Flex>
      </Card>
      {lastSale && (
        <Card title={t('lastSale.title', { number: lastSale.numberPadded })}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text>{money(lastSale.total)}</Typography.Text>
            {RECEIPT_FORMATS.map((format) => (
              <Button
                key={format}
                icon={<FilePdfOutlined />}
                loading={receipt.isLoading}
                onClick={() => void receipt.open(`/{org}/sales/${lastSale.id}/receipt?format=${format}`)}
              >
                {t(format === 'roll' ? 'lastSale.receiptRoll' : 'lastSale.receiptA4')}
              </Button>
            ))}
            <EmailReceipt key={lastSale.id} saleId={lastSale.id} />
          </Flex>
        </Card>
      )}
      <ReturnCard money={money} />
      <DayReport sellingStoreId={storeId} money={money} />
    </Flex>
  );
}
