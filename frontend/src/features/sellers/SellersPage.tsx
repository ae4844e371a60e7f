import { MoreOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { MESSAGES, formatPhone, type SellerView } from '@consign/contracts';
import { Alert, Button, Card, Dropdown, Flex, Input, Table } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../api/api';
import { useListSellersQuery } from '../../api/sellers.api';
import { useDebounced } from '../../components/use-debounced';
import { useSheets } from '../../sheets/use-sheets';
import { useDeleteSeller } from './use-delete-seller';
import { openableRow } from '../../components/openable-row';
import { PageHeader } from '../../components/PageHeader';

export const SELLERS_PAGE_SIZE = 25;

/** /sellers: a searchable, paginated table; a row opens the seller's sheet. */
export default function SellersPage() {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebounced(text.trim(), 200);
  const { data, isFetching, error } = useListSellersQuery({ query, take: SELLERS_PAGE_SIZE, skip: (page - 1) * SELLERS_PAGE_SIZE });
  const sheets = useSheets();
  const deleteSeller = useDeleteSeller();

  return (
    <Flex vertical gap={16}>
      <PageHeader title="Sellers">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => sheets.open({ type: 'seller', mode: 'create' })}>
          New seller
        </Button>
      </PageHeader>
      <Card>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Search by name, e-mail, phone or account number"
          aria-label="Search sellers"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPage(1);
          }}
          style={{ maxWidth: 420, marginBottom: 16 }}
        />
        {error ? (
          <Alert type="error" showIcon title={errorMessage(error, MESSAGES.sellers.fetchFailed)} style={{ marginBottom: 16 }} />
        ) : null}
        <Table<SellerView>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.data ?? []}
          locale={{ emptyText: 'No sellers found' }}
          pagination={{
            current: page,
            pageSize: SELLERS_PAGE_SIZE,
            total: data?.pagination.count ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          onRow={(seller) => openableRow(() => sheets.open({ type: 'seller', id: seller.id, mode: 'view' }))}
          columns={[
            { title: 'Account', dataIndex: 'accountNumberPadded', width: 110 },
            { title: 'Name', dataIndex: 'fullName' },
            { title: 'Email', dataIndex: 'email', ellipsis: true },
            { title: 'Phone', dataIndex: 'phonenumber', render: (p: string | null) => (p ? formatPhone(p) : '—') },
            {
              key: 'actions',
              width: 56,
              render: (_, seller) => (
                <span onClick={(e) => e.stopPropagation()}>
                  <Dropdown
                    trigger={['click']}
                    menu={{
                      items: [
                        { key: 'edit', label: 'Edit' },
                        { key: 'delete', label: 'Delete', danger: true },
                      ],
                      onClick: ({ key }) =>
                        key === 'edit' ? sheets.open({ type: 'seller', id: seller.id, mode: 'edit' }) : deleteSeller(seller),
                    }}
                  >
                    <Button type="text" aria-label={`Actions for ${seller.fullName}`} icon={<MoreOutlined />} />
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
