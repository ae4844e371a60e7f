import { SearchOutlined, TagOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Empty, Flex, Input, Modal, Spin, Typography, theme } from 'antd';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api';
import { useSearchQuery } from '../../api/search.api';
import { useDebounced } from '../../components/use-debounced';
import { useSheets } from '../../sheets/use-sheets';

/** Any button can open the palette by dispatching this event on window. */
export const OPEN_SEARCH_EVENT = 'consign:open-search';
/** SPEC §9. */
export const SEARCH_DEBOUNCE_MS = 200;

interface Item {
  type: 'seller' | 'product';
  id: string;
  title: string;
  subtitle: string;
}

/** Meta+K / Ctrl+K: sellers and products, top 3 each; arrows move, Enter opens the sheet (SPEC §2). */
export function SearchPalette() {
  const { t } = useTranslation(['search', 'messages']);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const { token } = theme.useToken();
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching, error } = useSearchQuery(query, { skip: !open || !query });
  const sheets = useSheets();

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen((was) => !was);
      }
    };
    const onOpen = () => setOpen(true);
    window.addEventListener('keydown', onKey);
    window.addEventListener(OPEN_SEARCH_EVENT, onOpen);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener(OPEN_SEARCH_EVENT, onOpen);
    };
  }, []);

  const items = useMemo<Item[]>(
    () =>
      query && data
        ? [
            ...data.sellers.map((s) => ({
              type: 'seller' as const,
              id: s.id,
              title: s.fullName,
              subtitle: t('seller', { number: s.accountNumberPadded }),
            })),
            ...data.products.map((p) => ({
              type: 'product' as const,
              id: p.id,
              title: p.name,
              subtitle: t('product', { number: p.skuPadded }),
            })),
          ]
        : [],
    [data, query, t],
  );
  useEffect(() => setActive(0), [items]);

  const close = () => {
    setOpen(false);
    setText('');
  };
  const choose = (item: Item | undefined) => {
    if (!item) return;
    close();
    sheets.open({ type: item.type, id: item.id, mode: 'view' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => Math.min(i + 1, items.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(items[active]);
    }
  };

  const settled = query === text.trim() && !isFetching;
  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      closable={false}
      title={null}
      destroyOnHidden
      width={560}
      styles={{ body: { padding: 0 } }}
    >
      <Input
        autoFocus
        size="large"
        variant="borderless"
        prefix={<SearchOutlined />}
        placeholder={t('placeholder')}
        aria-label={t('label')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        suffix={isFetching ? <Spin size="small" /> : null}
        style={{ padding: 12 }}
      />
      {error ? <Alert type="error" showIcon title={errorMessage(error, t('messages:common.unexpected'))} style={{ margin: 12 }} /> : null}
      {query && settled && !error && items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages:empty.noResults')} style={{ padding: 16 }} />
      ) : null}
      {items.length ? (
        <div role="listbox" aria-label={t('results')} style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, padding: 8 }}>
          {items.map((item, i) => (
            <Flex
              key={`${item.type}:${item.id}`}
              role="option"
              aria-selected={i === active}
              align="center"
              gap={12}
              onMouseEnter={() => setActive(i)}
              onClick={() => choose(item)}
              style={{
                padding: '8px 12px',
                borderRadius: token.borderRadius,
                cursor: 'pointer',
                background: i === active ? token.controlItemBgActive : undefined,
              }}
            >
              {item.type === 'seller' ? <UserOutlined /> : <TagOutlined />}
              <Flex vertical style={{ minWidth: 0 }}>
                <Typography.Text ellipsis>{item.title}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {item.subtitle}
                </Typography.Text>
              </Flex>
            </Flex>
          ))}
        </div>
      ) : null}
    </Modal>
  );
}
