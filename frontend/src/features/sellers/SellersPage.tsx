import { MoreOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { formatPhone, type SellerView } from '@consign/contracts';
import { Alert, Button, Card, Dropdown, Flex, Input, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api';
import { useListSellersQuery } from '../../api/sellers.api';
import { useDebounced } from '../../components/use-debounced';
import { useSheets } from '../../sheets/use-sheets';
import { useDeleteSeller } from './use-delete-seller';
import { openableRow } from '../../components/openable-row';
import { PageHeader } from '../../components/PageHeader';
import { serverPagination } from '../../components/server-pagination';

export const SELLERS_PAGE_SIZE = 25;

/** /sellers: a searchable, paginated table; a row opens the seller's sheet. */
export default function SellersPage() {
  const { t } = useTranslation(['sellers', 'messages']);
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebounced(text.trim(), 200);
  const { data, isFetching, error } = useListSellersQuery({ query, take: SELLERS_PAGE_SIZE, skip: (page - 1) * SELLERS_PAGE_SIZE });
  const sheets = useSheets();
  const deleteSeller = useDeleteSeller();

  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('list.title')}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => sheets.open({ type: 'seller', mode: 'create' })}>
          {t('list.newSeller')}
        </Button>
      </PageHeader>
      <Card>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('list.searchPlaceholder')}
          aria-label={t('list.search')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPage(1);
          }}
          style={{ maxWidth: 420, marginBottom: 16 }}
        />
        {error ? (
          <Alert type="error" showIcon title={errorMessage(error, t('messages:sellers.fetchFailed'))} style={{ marginBottom: 16 }} />
        ) : null}
        <Table<SellerView>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.data ?? []}
          locale={{ emptyText: t('list.empty') }}
          pagination={serverPagination(page, SELLERS_PAGE_SIZE, data?.pagination.count ?? 0, setPage)}
          onRow={(seller) => openableRow(() => sheets.open({ type: 'seller', id: seller.id, mode: 'view' }))}
          columns={[
            { title: t('list.columns.account'), dataIndex: 'accountNumberPadded', width: 110 },
            { title: t('list.columns.name'), dataIndex: 'fullName' },
            { title: t('list.columns.email'), dataIndex: 'email', ellipsis: true },
            { title: t('list.columns.phone'), dataIndex: 'phonenumber', render: (p: string | null) => (p ? formatPhone(p) : '—') },
            {
              key: 'actions',
              width: 56,
              render: (_, seller) => (
                <span onClick={(e) => e.stopPropagation()}>
                  <Dropdown
                    trigger={['click']}
                    menu={{
                      items: [
                        { key: 'edit', label: t('list.edit') },
                        { key: 'delete', label: t('list.delete'), danger: true },
                      ],
                      onClick: ({ key }) =>
                        key === 'edit' ? sheets.open({ type: 'seller', id: seller.id, mode: 'edit' }) : deleteSeller(seller),
                    }}
                  >
                    <Button type="text" aria-label={t('list.actionsFor', { name: seller.fullName })} icon={<MoreOutlined />} />
                  </Dropdown>
                </span>
              ),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
