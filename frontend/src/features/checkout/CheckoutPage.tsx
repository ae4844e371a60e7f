import { CameraOutlined, DeleteOutlined, FilePdfOutlined } from '@ant-design/icons';
import {
  SALE_MESSAGES,
  currencyFractionDigits,
  formatAmount,
  formatMoney,
  toMajor,
  toMinor,
  type ProductView,
  type SaleView,
} from '@consign/contracts';
import { Alert, Button, Card, Checkbox, Empty, Flex, Input, InputNumber, Select, Table, Typography } from 'antd';
import { useRef, useState } from 'react';
import { productsApi } from '../../api/products.api';
import { useCreateSaleMutation, useLazyFindSaleByNumberQuery, useReturnSaleItemsMutation } from '../../api/sales.api';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { useGetSellerAccountQuery } from '../../api/portal.api';
import { useListStoresMinimalQuery } from '../../api/stores.api';
import { Form } from '../../components/Form';
import { useConfirm } from '../../components/confirm';
import { useNotify } from '../../components/notify';
import { useOpenPdf } from '../payouts/use-open-pdf';
import { useDefaultStore } from '../settings/default-store';
import { PaymentRow, storeCreditProblem, type Payment } from './PaymentRow';
import { priceBasket, type LineEdit } from './basket-pricing';
import { CameraScanner } from './CameraScanner';
import { DayReport } from './DayReport';
import { EmailReceipt } from './EmailReceipt';

interface Line {
  product: ProductView;
  /** A typed sale price or discount; none: the listed price. */
  edit?: LineEdit;
}

/** /checkout: scan items into a basket, take payment, print the receipt; returns and the day report beside it. */
export default function CheckoutPage() {
  const { data: org } = useGetOrganizationQuery();
  const currency = org?.currency ?? 'NOK';
  const digits = currencyFractionDigits(currency);
  const money = (major: number) => formatMoney(toMinor(major, digits), currency);
  const { data: stores } = useListStoresMinimalQuery();
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
  const receipt = useOpenPdf('Failed to open the receipt');

  const add = (product: ProductView) => {
    setMatches([]);
    setScan('');
    if (lines.some((l) => l.product.id === product.id)) return notify.error(null, SALE_MESSAGES.sameProductTwice);
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
      else if (found.length === 0) notify.error(null, `Nothing for sale matches ${text}`);
      else setMatches(found);
    } catch (error) {
      notify.error(error, 'Search failed');
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
  const shownAmount = (minor: number | undefined) =>
    minor === undefined ? '' : formatAmount(minor, { decimal: ',', fractionDigits: digits });
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
      title: `Complete the sale of ${lines.length} item${lines.length === 1 ? '' : 's'} for ${money(total)}?`,
      content: change > 0 ? `Change to give back: ${money(change)}` : undefined,
      okText: 'Complete sale',
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
          notify.success(SALE_MESSAGES.completed(sale.numberPadded));
          setLastSale(sale);
          setLines([]);
          setBasketDiscount('');
          setPayments([{ method: 'cash' }]);
          idempotencyKey.current = crypto.randomUUID();
          scanRef.current?.focus();
        } catch (error) {
          notify.error(error, 'The sale was not completed');
        }
      },
    });
  };

  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Sell
        </Typography.Title>
        <Select
          aria-label="Store"
          placeholder="Store"
          style={{ minWidth: 220 }}
          value={storeId}
          onChange={setStoreId}
          options={(stores ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
      </Flex>
      <Card title="Basket">
        <Flex vertical gap={12}>
          <Flex gap={8}>
            <Input
              ref={scanRef}
              autoFocus
              aria-label="Scan or type a SKU or name"
              placeholder="Scan or type a SKU or name, then Enter"
              value={scan}
              onChange={(e) => setScan(e.target.value)}
              onPressEnter={() => void lookUp(scan)}
            />
            <Button loading={searching.isFetching} onClick={() => void lookUp(scan)}>
              Add
            </Button>
            <Button icon={<CameraOutlined />} onClick={() => setCamera(true)}>
              Camera
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
            <Flex gap={8} wrap role="list" aria-label="Matches">
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
            locale={{ emptyText: <Empty description="Scan an item to start a sale" /> }}
            columns={[
              { title: 'Item', render: (_, l) => `${l.product.skuPadded} · ${l.product.name}` },
              { title: 'Seller', render: (_, l) => l.product.seller?.fullName ?? '' },
              { title: 'Listed', align: 'right', render: (_, l) => money(l.product.price) },
              {
                title: 'Sale price',
                render: (_, l, i) => (
                  <Form.Item
                    style={{ margin: 0 }}
                    validateStatus={basket.lineErrors[i] && l.edit?.field === 'price' ? 'error' : undefined}
                    help={l.edit?.field === 'price' ? basket.lineErrors[i] : undefined}
                  >
                    <Input
                      aria-label={`Sale price of ${l.product.skuPadded}`}
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
                title: 'Discount',
                render: (_, l, i) => (
                  <Form.Item
                    style={{ margin: 0 }}
                    validateStatus={basket.lineErrors[i] && l.edit?.field === 'discount' ? 'error' : undefined}
                    help={l.edit?.field === 'discount' ? basket.lineErrors[i] : undefined}
                  >
                    <Input
                      aria-label={`Discount on ${l.product.skuPadded}`}
                      placeholder="10 % or amount"
                      value={l.edit?.field === 'discount' ? l.edit.text : ''}
                      onChange={(e) => editLine(i, { field: 'discount', text: e.target.value })}
                    />
                  </Form.Item>
                ),
              },
              {
                title: 'To pay',
                align: 'right',
                render: (_, l, i) => (
                  <span aria-label={`To pay for ${l.product.skuPadded}`}>{prices[i] === undefined ? '—' : money(prices[i])}</span>
                ),
              },
              {
                title: '',
                render: (_, l) => (
                  <Button
                    aria-label={`Remove ${l.product.skuPadded}`}
                    icon={<DeleteOutlined />}
                    onClick={() => setLines((current) => current.filter((x) => x !== l))}
                  />
                ),
              },
            ]}
          />
          <Flex gap={8} align="center">
            <Form.Item
              label="Basket discount"
              htmlFor="basket-discount"
              style={{ margin: 0 }}
              validateStatus={basket.basketError ? 'error' : undefined}
              help={basket.basketError}
            >
              <Input
                id="basket-discount"
                placeholder="10 % or amount"
                style={{ width: 160 }}
                value={basketDiscount}
                onChange={(e) => setBasketDiscount(e.target.value)}
              />
            </Form.Item>
            <Typography.Title level={4} style={{ margin: '0 0 0 auto' }} aria-label="Total">
              Total {money(total)}
            </Typography.Title>
          </Flex>
        </Flex>
      </Card>
      <Card title="Payment">
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
            <Button onClick={() => setPayments((c) => [...c, { method: 'card' }])}>Split payment</Button>
            {change > 0 && <Typography.Text strong>Change {money(change)}</Typography.Text>}
            <Button
              type="primary"
              size="large"
              style={{ marginLeft: 'auto' }}
              disabled={!storeId || lines.length === 0 || !priced || creditProblem !== null}
              loading={selling.isLoading}
              onClick={complete}
            >
              Complete sale
            </Button>
          </Flex>
          {!storeId && <Alert type="info" showIcon title="Choose the store you sell in" />}
        </Flex>
      </Card>
      {lastSale && (
        <Card title={`Last sale ${lastSale.numberPadded}`}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text>{money(lastSale.total)}</Typography.Text>
            {(['roll', 'a4'] as const).map((format) => (
              <Button
                key={format}
                icon={<FilePdfOutlined />}
                loading={receipt.isLoading}
                onClick={() => void receipt.open(`/{org}/sales/${lastSale.id}/receipt?format=${format}`)}
              >
                Receipt ({format === 'roll' ? '80 mm' : 'A4'})
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

/** A return at the counter: the sale by its receipt number, the items coming back, a reason. */
function ReturnCard({ money }: { money: (major: number) => string }) {
  const [number, setNumber] = useState<number | null>(null);
  const [find, found] = useLazyFindSaleByNumberQuery();
  const [picked, setPicked] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [returnItems, returning] = useReturnSaleItemsMutation();
  const confirm = useConfirm();
  const notify = useNotify();
  const sale = found.data?.[0];

  const submit = () => {
    if (!sale || picked.length === 0) return;
    void confirm({
      title: `Take back ${picked.length} item${picked.length === 1 ? '' : 's'} of sale ${sale.numberPadded}?`,
      content: "The consignor's credit for them is reversed.",
      okText: 'Take back',
      onOk: async () => {
        try {
          await returnItems({ saleId: sale.id, items: picked.map((productId) => ({ productId })), ...(reason ? { reason } : {}) }).unwrap();
          notify.success(SALE_MESSAGES.returned);
          setPicked([]);
          setReason('');
          void find(sale.number);
        } catch (error) {
          notify.error(error, 'The return was not recorded');
        }
      },
    });
  };

  return (
    <Card title="Return">
      <Flex vertical gap={8}>
        <Flex gap={8}>
          <InputNumber<number>
            aria-label="Sale number"
            placeholder="Sale number"
            min={1}
            style={{ width: 160 }}
            value={number}
            onChange={setNumber}
            onPressEnter={() => number && void find(number)}
          />
          <Button onClick={() => number && void find(number)} loading={found.isFetching}>
            Find sale
          </Button>
        </Flex>
        {found.isSuccess && !sale && <Alert type="warning" showIcon title={SALE_MESSAGES.notFound} />}
        {sale && (
          <>
            <Checkbox.Group
              value={picked}
              onChange={(v) => setPicked(v as string[])}
              style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
            >
              {sale.items.map((i) => (
                <Checkbox key={i.productId} value={i.productId} disabled={i.returned}>
                  {i.skuPadded} · {i.name} · {money(i.price)}
                  {i.returned ? ' (returned)' : ''}
                </Checkbox>
              ))}
            </Checkbox.Group>
            <Input aria-label="Reason" placeholder="Reason (optional)" value={reason} onChange={(e) => setReason(e.target.value)} />
            <Button
              danger
              disabled={picked.length === 0}
              loading={returning.isLoading}
              onClick={submit}
              style={{ alignSelf: 'flex-start' }}
            >
              Take back
            </Button>
          </>
        )}
      </Flex>
    </Card>
  );
}
