import { DeleteOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { ProductView } from '@consign/contracts';
import { Button, Flex, Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRemoveProductMediaMutation, useReorderProductMediaMutation } from '../../api/products.api';
import { useNotify } from '../../components/notify';
import { useConfirm } from '../../components/confirm';

/**
 * The photos a product already has, in product edit: each can be moved (the first is the one lists show) or
 * removed at once (the catalog deletes the files); a replacement is a new photo taken or chosen below.
 */
export function ExistingPhotos({ product }: { product: ProductView }) {
  const { t } = useTranslation(['products', 'messages']);
  const [remove, removing] = useRemoveProductMediaMutation();
  const [reorder, reordering] = useReorderProductMediaMutation();
  const notify = useNotify();
  const ask = useConfirm();
  if (!product.media.length) return null;
  const names = product.media.map((m) => m.filename);
  const move = async (from: number, to: number) => {
    const filenames = [...names];
    filenames.splice(to, 0, ...filenames.splice(from, 1));
    const result = await reorder({ id: product.id, filenames });
    if ('error' in result) notify.error(result.error, t('messages:common.unexpected'));
  };
  return (
    <Flex gap={8} wrap role="list" aria-label={t('photos.current')}>
      {product.media.map((m, i) => (
        <Flex key={m.filename} vertical align="center" gap={4} role="listitem">
          <Image
            src={m.thumbnailUrl ?? m.url}
            preview={{ src: m.url ?? m.thumbnailUrl }}
            width={72}
            height={72}
            style={{ objectFit: 'cover', borderRadius: 6 }}
            alt={t('photos.photoOf', { number: i + 1, name: product.name })}
          />
          <Flex>
            <Button
              size="small"
              type="text"
              icon={<LeftOutlined />}
              aria-label={t('photos.moveEarlier', { number: i + 1 })}
              disabled={i === 0 || reordering.isLoading}
              onClick={() => void move(i, i - 1)}
            />
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('photos.remove', { number: i + 1 })}
              loading={removing.isLoading && removing.originalArgs?.filename === m.filename}
              onClick={() =>
                void ask({
                  title: t('photos.removeTitle'),
                  okText: t('photos.removeOk'),
                  danger: true,
                  onOk: async () => {
                    const result = await remove({ id: product.id, filename: m.filename });
                    if ('error' in result) notify.error(result.error, t('messages:common.unexpected'));
                  },
                })
              }
            />
            <Button
              size="small"
              type="text"
              icon={<RightOutlined />}
              aria-label={t('photos.moveLater', { number: i + 1 })}
              disabled={i === names.length - 1 || reordering.isLoading}
              onClick={() => void move(i, i + 1)}
            />
          </Flex>
        </Flex>
      ))}
    </Flex>
  );
}
